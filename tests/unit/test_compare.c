// SPDX-License-Identifier: GPL-2.0
/*
 * Device and record comparison on the recorded inventories: a mainstone
 * board-file boot against DT boots (equal, a device missing, a resource
 * moved, a driver that no longer binds) and versatilepb DT boots whose trees
 * differ only in phandle numbers, or really.
 */
#include <stdlib.h>
#include <string.h>

#include "invdiff.h"
#include "inventory.h"
#include "strbuf.h"
#include "unit.h"

#define FIX "tests/fixtures/inventories/"

static char tmpdir[] = "/tmp/bf2dts-test-compare-XXXXXX";

/* Builds @tmpl (+ optional @dts) with mkinv.sh and loads the result. */
static int load(struct inventory *inv, const char *tmpl, const char *dts)
{
	struct bf_error e = { { 0 } };
	char *out = xasprintf("%s/%s%s.inv", tmpdir, tmpl, dts ? dts : "");
	char *cmd = xasprintf("sh " FIX "mkinv.sh " FIX "%s.inv.in %s %s%s%s",
			      tmpl, out, dts ? FIX : "", dts ? dts : "",
			      dts ? ".dts" : "");
	int ret;

	memset(inv, 0, sizeof(*inv));
	ret = system(cmd) ? -1 : inv_load(inv, out, &e);

	if (ret)
		printf("  cannot load %s: %s\n", out, e.msg);
	free(cmd);
	free(out);
	return ret;
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
	inv_release(&bf);
	rm = xasprintf("rm -rf %s", tmpdir);
	if (system(rm))
		printf("FAIL compare: cannot remove %s\n", tmpdir);
	free(rm);
	return unit_failed;
}
