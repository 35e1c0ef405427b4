// SPDX-License-Identifier: GPL-2.0
/*
 * Intended differences: the list format, the difference lines, and the
 * verdict. The verdict must not pass vacuously: an unlisted difference and
 * a listed difference that did not happen both make it "different".
 */
#include <stdlib.h>
#include <string.h>

#include "compare/intended.h"
#include "compare/invdiff.h"
#include "inv_fixture.h"
#include "compare/inventory.h"
#include "lib/strbuf.h"
#include "unit.h"

static char tmpdir[] = "/tmp/bf2dts-test-intended-XXXXXX";

static int parse_inv(struct inventory *inv, const char *name, const char *recs,
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

static int parse_list(struct intended *in, const char *text)
{
	struct bf_error e = { { 0 } };
	int ret = intended_parse(in, "t.intended", text, strlen(text), &e);

	if (ret)
		printf("  %s\n", e.msg);
	return ret;
}

static void test_list(void)
{
	static const char text[] = "# The MMC controllers are named from\n"
				   "#   their nodes now.\n"
				   "renamed fpga:05 -> *\n"
				   "\n"
				   "record gpiochip + *  \n"
				   "# a reason\n"
				   "\n"
				   "fdt property-added */mmc@*:cd-gpios = *\n";
	struct intended in;
	struct bf_error e = { { 0 } };

	if (parse_list(&in, text)) {
		CHECK("intended: list parses", 0);
		return;
	}
	CHECK("intended: three patterns", in.n == 3);
	CHECK_STR("intended: pattern", in.v[0].pattern, "renamed fpga:05 -> *");
	CHECK_STR("intended: reason joins the comment lines", in.v[0].reason,
		  "The MMC controllers are named from their nodes now.");
	CHECK("intended: line numbers",
	      in.v[0].line == 3 && in.v[1].line == 5 && in.v[2].line == 8);
	CHECK_STR("intended: trailing blanks trimmed", in.v[1].pattern,
		  "record gpiochip + *");
	CHECK_STR("intended: no reason after a blank line", in.v[1].reason, "");
	CHECK_STR("intended: a blank line ends a reason", in.v[2].reason, "");
	intended_release(&in);
	CHECK("intended: a NUL byte is refused with the line",
	      intended_parse(&in, "bin.intended", "a\nb\0c\n", 6, &e) &&
		      strstr(e.msg, "bin.intended:2:"));
	CHECK("intended: a missing file is an error naming it",
	      intended_load(&in, "/nonexistent/x.intended", &e) &&
		      strstr(e.msg, "/nonexistent/x.intended"));
}

/*
 * Before and after: one device gone, one new, a gpiochip added. The lines
 * are what an intended list names.
 */
static const char before_recs[] =
	"dev bus=amba name=fpga:05 driver=mmci-pl18x mem=0x10005000-0x10005fff irq=-\n"
	"dev bus=platform name=old driver=old mem=- irq=-\n";
static const char after_recs[] =
	"dev bus=amba name=10005000.mmc driver=mmci-pl18x mem=0x10005000-0x10005fff irq=-\n"
	"dev bus=platform name=10000000.core-module:gpio@48 driver=gpio-syscon mem=- irq=-\n"
	"gpiochip name=gpiochip1 label=gpio-syscon base=510 ngpio=2\n";

static void classify(const char *list, struct classification *c,
		     struct intended *in, const struct invdiff *d)
{
	memset(in, 0, sizeof(*in));
	if (list && parse_list(in, list))
		return;
	intended_classify(d, list ? in : NULL, c);
}

static bool has_line(const struct classification *c, const char *want)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		if (!strcmp(c->lines[i], want))
			return true;
	return false;
}

static void test_verdicts(void)
{
	struct inventory a, b;
	struct invdiff d, same;
	struct intended in;
	struct classification c;
	struct bf_error e = { { 0 } };

	if (parse_inv(&a, "a.inv", before_recs, 2) ||
	    parse_inv(&b, "b.inv", after_recs, 3) ||
	    invdiff_compare(&a, &b, &d, &e) ||
	    invdiff_compare(&a, &a, &same, &e)) {
		CHECK("intended: inventories compare", 0);
		return;
	}

	classify(NULL, &c, &in, &d);
	CHECK("intended: three difference lines", c.n == 3);
	CHECK("intended: device-missing line",
	      has_line(&c, "device-missing old bus=platform driver=old"));
	CHECK("intended: device-new line",
	      has_line(
		      &c,
		      "device-new 10000000.core-module:gpio@48 bus=platform driver=gpio-syscon"));
	CHECK("intended: record line",
	      has_line(&c, "record gpiochip + label=gpio-syscon ngpio=2"));
	CHECK("intended: no fdt, so a matched device's new name is no difference",
	      !has_line(
		      &c,
		      "renamed fpga:05 -> 10005000.mmc driver=mmci-pl18x -> mmci-pl18x"));
	CHECK("intended: no list: different",
	      c.verdict == VERDICT_DIFFERENT && c.unlisted == 3);
	classification_release(&c);

	classify("device-missing old *\n"
		 "device-new *:gpio@48 bus=platform driver=gpio-syscon\n"
		 "record gpiochip + label=gpio-syscon ngpio=2\n",
		 &c, &in, &d);
	CHECK("intended: every difference listed, every pattern hit: intended",
	      c.verdict == VERDICT_INTENDED && !c.unlisted && !c.missing);
	CHECK("intended: each line knows its pattern",
	      c.by[0] && c.by[1] && c.by[2] && in.v[0].hits == 1);
	classification_release(&c);
	intended_release(&in);

	classify("device-new *:gpio@48 bus=platform driver=gpio-syscon\n"
		 "record gpiochip + *\n",
		 &c, &in, &d);
	CHECK("intended: an unlisted difference: different",
	      c.verdict == VERDICT_DIFFERENT && c.unlisted == 1 && !c.missing);
	classification_release(&c);
	intended_release(&in);

	classify("device-missing old *\n"
		 "device-new *:gpio@48 bus=platform driver=gpio-syscon\n"
		 "record gpiochip + *\n"
		 "fdt property-added */mmc@*:cd-gpios = *\n",
		 &c, &in, &d);
	CHECK("intended: an intended difference that did not happen: different",
	      c.verdict == VERDICT_DIFFERENT && !c.unlisted && c.missing == 1 &&
		      in.v[3].hits == 0);
	classification_release(&c);
	intended_release(&in);

	intended_classify(&same, NULL, &c);
	CHECK("intended: nothing differs, nothing listed: equal",
	      c.verdict == VERDICT_EQUAL && !c.n);
	classification_release(&c);
	classify("record gpiochip + *\n", &c, &in, &same);
	CHECK("intended: nothing differs but something was intended: different",
	      c.verdict == VERDICT_DIFFERENT && c.missing == 1);
	classification_release(&c);
	intended_release(&in);

	invdiff_release(&d);
	invdiff_release(&same);
	inv_release(&a);
	inv_release(&b);
}

/* The fixture @tmpl (+ optional @dts), in this test's temporary dir. */
static int load(struct inventory *inv, const char *tmpl, const char *dts)
{
	return inv_fixture_load(inv, tmpdir, tmpl, dts);
}

/* Device tree differences and renames between two devicetree boots. */
static void test_fdt_lines(void)
{
	struct inventory a, x;
	struct invdiff d;
	struct classification c;
	struct bf_error e = { { 0 } };
	const char *keep;
	size_t i, nfdt = 0;

	if (load(&a, "versatilepb-dt", NULL) ||
	    load(&x, "versatilepb-dt", "versatilepb-changed") ||
	    invdiff_compare(&a, &x, &d, &e)) {
		CHECK("intended: versatilepb inventories load", 0);
		return;
	}
	intended_classify(&d, NULL, &c);
	for (i = 0; i < c.n; i++)
		nfdt += !strncmp(c.lines[i], "fdt ", 4);
	CHECK("intended: one line per tree difference", nfdt == d.fdtd.nitems);
	CHECK("intended: node-removed line",
	      has_line(&c, "fdt node-removed /amba/kmi@10007000"));
	CHECK("intended: property-changed line",
	      has_line(
		      &c,
		      "fdt property-changed /amba/serial@101f2000:interrupts = <0xd> -> <0xe>"));
	classification_release(&c);
	invdiff_release(&d);

	/* A device of the same registers under a new name: a rename. */
	keep = a.devs[0].name;
	a.devs[0].name = "fpga:05";
	CHECK("intended: both trees: a new name is a difference",
	      !invdiff_compare(&a, &x, &d, &e));
	intended_classify(&d, NULL, &c);
	for (i = 0, nfdt = 0; i < c.n; i++)
		nfdt += !strncmp(c.lines[i], "renamed fpga:05 -> ", 19);
	CHECK("intended: renamed line", nfdt == 1);
	classification_release(&c);
	invdiff_release(&d);
	a.devs[0].name = keep;
	inv_release(&a);
	inv_release(&x);
}

int main(void)
{
	char *rm;

	if (!mkdtemp(tmpdir)) {
		printf("FAIL intended: mkdtemp\n");
		return 1;
	}
	test_list();
	test_verdicts();
	test_fdt_lines();
	rm = xasprintf("rm -rf %s", tmpdir);
	if (system(rm))
		printf("FAIL intended: cannot remove %s\n", tmpdir);
	free(rm);
	return unit_failed;
}
