// SPDX-License-Identifier: GPL-2.0
/*
 * Device and record comparison on the recorded inventories: a mainstone
 * board-file boot against DT boots (equal, a device missing, a resource
 * moved, a driver that no longer binds) and versatilepb DT boots whose trees
 * differ only in phandle numbers, or really.
 */
#include <stdlib.h>
#include <string.h>

#include "compare/invdiff.h"
#include "inv_fixture.h"
#include "compare/inventory.h"
#include "lib/strbuf.h"
#include "unit.h"

static char tmpdir[] = "/tmp/bf2dts-test-compare-XXXXXX";

/* The fixture @tmpl (+ optional @dts), in this test's temporary dir. */
static int load(struct inventory *inv, const char *tmpl, const char *dts)
{
	return inv_fixture_load(inv, tmpdir, tmpl, dts);
}

static const struct dev_pair *pair_of(const struct invdiff *d,
				      const char *before)
{
	size_t i;

	for (i = 0; i < d->npairs; i++)
		if (!strcmp(d->pairs[i].before->name, before))
			return &d->pairs[i];
	return NULL;
}

static void check_rule(const struct invdiff *d, const char *before,
		       const char *after, const char *rule)
{
	const struct dev_pair *p = pair_of(d, before);
	char name[160];

	snprintf(name, sizeof(name), "compare: %s is %s by %s", before, after,
		 rule);
	CHECK(name,
	      p && !strcmp(p->after->name, after) && !strcmp(p->rule, rule));
}

static void test_boardfile_vs_dt(const struct inventory *bf)
{
	struct inventory dt;
	struct invdiff d;
	struct bf_error e = { { 0 } };

	if (load(&dt, "mainstone-dt", NULL)) {
		CHECK("compare: mainstone-dt loads", 0);
		return;
	}
	CHECK("compare: board file vs DT compares",
	      !invdiff_compare(bf, &dt, &d, &e));
	CHECK("compare: board file vs DT: equal", invdiff_equal(&d));
	CHECK("compare: FDT on the DT side only", d.fdt == FDT_AFTER_ONLY);
	check_rule(&d, "pxa2xx-mci.0", "41100000.mmc", "driver+mmio");
	check_rule(&d, "smc91x.0", "10000300.ethernet", "driver+mmio");
	check_rule(&d, "pxa2xx-uart.2", "40700000.serial", "driver+mmio");
	check_rule(&d, "pxa2xx-ac97", "40500000.ac97", "mmio");
	check_rule(&d, "gpio-keys", "gpio-keys", "driver+name");
	check_rule(&d, "leds-gpio", "leds", "driver");
	CHECK("compare: unrequested IRQ is unchecked, not moved",
	      pair_of(&d, "pxa2xx-ac97") &&
		      pair_of(&d, "pxa2xx-ac97")->irq == IRQ_UNCHECKED);
	CHECK("compare: IRQs matched by chip/hwirq",
	      pair_of(&d, "pxa2xx-mci.0") &&
		      pair_of(&d, "pxa2xx-mci.0")->irq == IRQ_SAME);
	invdiff_release(&d);
	inv_release(&dt);
}

static void variant(const struct inventory *bf, const char *tmpl,
		    struct invdiff *d, struct invdiff_counts *c,
		    struct inventory *dt)
{
	struct bf_error e = { { 0 } };

	memset(c, 0xff, sizeof(*c));
	memset(d, 0, sizeof(*d));
	if (load(dt, tmpl, NULL) || invdiff_compare(bf, dt, d, &e))
		return;
	invdiff_count(d, c);
}

static void test_missing(const struct inventory *bf)
{
	struct inventory dt;
	struct invdiff d;
	struct invdiff_counts c;

	variant(bf, "mainstone-dt-missing", &d, &c, &dt);
	CHECK("compare: missing device found",
	      c.missing_after == 1 && d.nonly_before == 1 &&
		      !strcmp(d.only_before[0]->name, "pxa2xx-mci.0"));
	CHECK("compare: missing mmc record found", c.records == 1);
	CHECK("compare: nothing else differs",
	      !c.new_after && !c.moved && !c.bound_before_only && !c.fdt);
	CHECK("compare: missing: not equal", !invdiff_equal(&d));
	invdiff_release(&d);
	inv_release(&dt);
}

static void test_moved(const struct inventory *bf)
{
	struct inventory dt;
	struct invdiff d;
	struct invdiff_counts c;
	const struct dev_pair *p;

	variant(bf, "mainstone-dt-moved", &d, &c, &dt);
	p = pair_of(&d, "smc91x.0");
	CHECK("compare: moved device still matched (by its unique driver)",
	      p && !strcmp(p->rule, "driver"));
	CHECK("compare: mem and irq moved",
	      p && p->mem_moved && p->irq_moved && c.moved == 1);
	CHECK("compare: moved: nothing missing",
	      !c.missing_after && !c.new_after);
	invdiff_release(&d);
	inv_release(&dt);
}

static void test_unbound(const struct inventory *bf)
{
	struct inventory dt;
	struct invdiff d;
	struct invdiff_counts c;
	const struct dev_pair *p;

	variant(bf, "mainstone-dt-unbound", &d, &c, &dt);
	p = pair_of(&d, "pxa2xx-i2c.1");
	CHECK("compare: unbound device matched by mmio",
	      p && !strcmp(p->rule, "mmio"));
	CHECK("compare: bound before, not after",
	      p && p->state == DEV_BOUND_BEFORE_ONLY &&
		      c.bound_before_only == 1 && !c.bound_after_only);
	invdiff_release(&d);
	/* The other direction: unbound before, bound after. */
	memset(&d, 0, sizeof(d));
	if (dt.file) {
		struct bf_error e = { { 0 } };

		invdiff_compare(&dt, bf, &d, &e);
		invdiff_count(&d, &c);
		CHECK("compare: unbound before, bound after",
		      c.bound_after_only == 1 && !c.bound_before_only);
		invdiff_release(&d);
	}
	inv_release(&dt);
}

static void test_versatile(void)
{
	struct inventory a, b, x;
	struct invdiff d;
	struct invdiff_counts c;
	struct bf_error e = { { 0 } };

	if (load(&a, "versatilepb-dt", NULL) ||
	    load(&b, "versatilepb-dt", "versatilepb-renumbered") ||
	    load(&x, "versatilepb-dt", "versatilepb-changed")) {
		CHECK("compare: versatilepb inventories load", 0);
		return;
	}
	CHECK("compare: versatilepb has an FDT", a.fdt && a.fdt_size > 0);
	CHECK("compare: phandle renumbering only: equal",
	      !invdiff_compare(&a, &b, &d, &e) && invdiff_equal(&d) &&
		      d.fdt == FDT_BOTH);
	check_rule(&d, "101f1000.serial", "101f1000.serial", "driver+mmio");
	invdiff_release(&d);
	CHECK("compare: DT property changed: different",
	      !invdiff_compare(&a, &x, &d, &e) && !invdiff_equal(&d));
	invdiff_count(&d, &c);
	CHECK("compare: only the tree differs",
	      c.fdt == 5 && !c.records && !c.missing_after && !c.moved);
	invdiff_release(&d);
	inv_release(&a);
	inv_release(&b);
	inv_release(&x);
}

static int parse(struct inventory *inv, const char *name, const char *recs,
		 int n)
{
	struct bf_error e = { { 0 } };
	char *text = xasprintf("@@BF2DTS-INVENTORY-BEGIN v1@@\n%s"
			       "@@BF2DTS-INVENTORY-END %d@@\n",
			       recs, n);
	int ret = inv_parse(inv, name, text, strlen(text), &e);

	if (ret)
		printf("  %s\n", e.msg);
	free(text);
	return ret;
}

/*
 * Devices without MMIO whose names a DT boot renumbers: two SPI controllers
 * before, the second one alone after (a PXA SSP port's pxa2xx-spi.2 and
 * pxa2xx-spi.0.auto). Their interrupts by controller and hwirq pair them;
 * the name stems would have paired the first.
 */
static void test_irq_pairs(void)
{
	static const char before[] =
		"dev bus=platform name=spi.1 driver=spi mem=- irq=40\n"
		"dev bus=platform name=spi.2 driver=spi mem=- irq=32\n"
		"irq num=40 chip=SC hwirq=24 type=Edge names=spi.1\n"
		"irq num=32 chip=SC hwirq=16 type=Edge names=spi.2\n";
	static const char after[] =
		"dev bus=platform name=spi.0.auto driver=spi mem=- irq=32\n"
		"irq num=32 chip=SC hwirq=16 type=Edge names=spi.0.auto\n";
	static const char after_unknown[] =
		"dev bus=platform name=spi.0.auto driver=spi mem=- irq=32\n";
	struct inventory a, b, u;
	struct invdiff d;
	struct bf_error e = { { 0 } };
	const struct dev_pair *p;

	if (parse(&a, "a.inv", before, 4) || parse(&b, "b.inv", after, 2) ||
	    parse(&u, "u.inv", after_unknown, 1)) {
		CHECK("compare: IRQ-pair inventories parse", 0);
		return;
	}
	CHECK("compare: IRQ pairs compare", !invdiff_compare(&a, &b, &d, &e));
	check_rule(&d, "spi.2", "spi.0.auto", "driver+irq");
	p = pair_of(&d, "spi.2");
	CHECK("compare: paired by IRQ, the IRQ is the same",
	      p && p->irq == IRQ_SAME);
	CHECK("compare: the other controller is missing after",
	      d.nonly_before == 1 && !strcmp(d.only_before[0]->name, "spi.1"));
	invdiff_release(&d);
	/* no irq record after: nothing says which, the names decide */
	CHECK("compare: IRQ sources unknown compare",
	      !invdiff_compare(&a, &u, &d, &e));
	check_rule(&d, "spi.1", "spi.0.auto", "driver+name");
	invdiff_release(&d);
	inv_release(&a);
	inv_release(&b);
	inv_release(&u);
}

/* Devices without MMIO: matched by what their names say, driver first. */
static void test_name_stems(void)
{
	static const char before[] =
		"dev bus=platform name=gpio-keys.0 driver=gpio-keys mem=- irq=-\n"
		"dev bus=platform name=foo.1.auto driver=foo mem=- irq=-\n"
		"dev bus=platform name=bar.0 driver=- mem=- irq=-\n"
		"dev bus=platform name=baz driver=baz mem=- irq=-\n";
	static const char after[] =
		"dev bus=platform name=soc:gpio-keys driver=gpio-keys mem=- irq=-\n"
		"dev bus=platform name=foo.0.auto driver=foo mem=- irq=-\n"
		"dev bus=platform name=bar driver=bar mem=- irq=-\n"
		"dev bus=platform name=qux@1 driver=qux mem=- irq=-\n";
	struct inventory a, b;
	struct invdiff d;
	struct invdiff_counts c;
	struct bf_error e = { { 0 } };
	const struct dev_pair *p;

	if (parse(&a, "a.inv", before, 4) || parse(&b, "b.inv", after, 4)) {
		CHECK("compare: stem inventories parse", 0);
		return;
	}
	CHECK("compare: stems compare", !invdiff_compare(&a, &b, &d, &e));
	check_rule(&d, "gpio-keys.0", "soc:gpio-keys", "driver+name");
	check_rule(&d, "foo.1.auto", "foo.0.auto", "driver+name");
	check_rule(&d, "bar.0", "bar", "name");
	p = pair_of(&d, "bar.0");
	CHECK("compare: bound only after",
	      p && p->state == DEV_BOUND_AFTER_ONLY);
	invdiff_count(&d, &c);
	CHECK("compare: unmatched on each side",
	      c.missing_after == 1 && c.new_after == 1 &&
		      !strcmp(d.only_before[0]->name, "baz") &&
		      !strcmp(d.only_after[0]->name, "qux@1"));
	invdiff_release(&d);
	inv_release(&a);
	inv_release(&b);
}

/* Other record kinds compare as multisets of their identifying fields. */
static void test_records(void)
{
	static const char before[] =
		"i2c dev=0-0068 name=ds1307 driver=rtc-ds1307\n"
		"mtd num=0 name=Kernel size=0x400000 erasesize=0x40000\n"
		"led name=d21 trigger=heartbeat\n"
		"led name=d21 trigger=-\n";
	static const char after[] =
		"i2c dev=0-0068 name=ds1307 driver=-\n"
		"mtd num=3 name=Kernel size=0x400000 erasesize=0x20000\n"
		"led name=d21 trigger=none\n"
		"gpiochip name=gpiochip0 label=gpio-pxa base=512 ngpio=121\n";
	struct inventory a, b;
	struct invdiff d;
	struct bf_error e = { { 0 } };
	size_t i, n = 0;

	if (parse(&a, "a.inv", before, 4) || parse(&b, "b.inv", after, 4)) {
		CHECK("compare: record inventories parse", 0);
		return;
	}
	CHECK("compare: records compare", !invdiff_compare(&a, &b, &d, &e));
	for (i = 0; i < d.nkinds; i++) {
		const struct kind_diff *k = &d.kinds[i];

		n += k->nbefore + k->nafter;
		if (!strcmp(k->kind, "i2c"))
			CHECK("compare: i2c keyed by address+driver",
			      k->nbefore == 1 && k->nafter == 1 &&
				      !strcmp(k->only_before[0],
					      "dev=0-0068 driver=rtc-ds1307"));
		if (!strcmp(k->kind, "mtd"))
			CHECK("compare: mtd keyed by name+size only",
			      !k->nbefore && !k->nafter);
		if (!strcmp(k->kind, "led"))
			CHECK("compare: a second led of the same name is missing",
			      k->nbefore == 1 && !k->nafter);
		if (!strcmp(k->kind, "gpiochip"))
			CHECK("compare: new gpiochip",
			      k->nafter == 1 &&
				      !strcmp(k->only_after[0],
					      "label=gpio-pxa ngpio=121"));
	}
	CHECK("compare: 4 record differences in all", n == 4);
	invdiff_release(&d);
	inv_release(&a);
	inv_release(&b);
}

static char *slurp(const char *path, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;
	char buf[4096];
	FILE *f = fopen(path, "rb");
	size_t n;

	if (!f)
		return NULL;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	*len = sb.len;
	return sb_detach(&sb);
}

/*
 * Damaged copies of a recorded boot log (bytes changed, the log cut short)
 * either parse or fail with a message: never a crash (the unit tests run
 * under ASan and UBSan). Those that still parse are compared with the
 * original, which exercises fdtdiff on trees that differ in odd places.
 */
static void test_damaged_logs(void)
{
	static const char charset[] = "0a=- \n\\x@g.,";
	struct inventory orig, inv;
	struct invdiff d;
	struct bf_error e = { { 0 } };
	size_t len, i;
	unsigned int seed = 12345, parsed = 0, failed = 0, bad = 0;
	char *text = slurp(FIX "versatilepb-qemu.log", &len);

	if (!text || inv_parse(&orig, "orig", text, len, &e)) {
		CHECK("compare: recorded log loads", 0);
		free(text);
		return;
	}
	for (i = 0; i < 400; i++) {
		char *copy = xmalloc(len);
		size_t at, n = len;

		memcpy(copy, text, len);
		seed = seed * 1103515245 + 12345;
		at = (seed >> 8) % len;
		if (i % 10 == 9)
			n = at;
		else
			copy[at] = charset[(seed >> 4) % (sizeof(charset) - 1)];
		e.msg[0] = '\0';
		if (inv_parse(&inv, "damaged", copy, n, &e)) {
			failed++;
			bad += !e.msg[0] || strchr(e.msg, '\n') != NULL ||
			       strncmp(e.msg, "damaged", 7);
		} else {
			parsed++;
			if (!invdiff_compare(&orig, &inv, &d, &e))
				invdiff_release(&d);
			inv_release(&inv);
		}
		free(copy);
	}
	printf("  damaged logs: %u parsed, %u rejected\n", parsed, failed);
	CHECK("compare: damaged logs parse or fail with one line naming them",
	      bad == 0 && failed > 0);
	inv_release(&orig);
	free(text);
}

int main(void)
{
	struct inventory bf;
	struct bf_error e = { { 0 } };
	char *rm;

	if (!mkdtemp(tmpdir)) {
		printf("FAIL compare: mkdtemp\n");
		return 1;
	}
	if (inv_load(&bf, FIX "mainstone-boardfile.log", &e)) {
		printf("FAIL compare: %s\n", e.msg);
		return 1;
	}
	test_boardfile_vs_dt(&bf);
	test_missing(&bf);
	test_moved(&bf);
	test_unbound(&bf);
	test_versatile();
	test_name_stems();
	test_irq_pairs();
	test_records();
	test_damaged_logs();
	inv_release(&bf);
	rm = xasprintf("rm -rf %s", tmpdir);
	if (system(rm))
		printf("FAIL compare: cannot remove %s\n", tmpdir);
	free(rm);
	return unit_failed;
}
