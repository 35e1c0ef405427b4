// SPDX-License-Identifier: GPL-2.0
/*
 * The inventory parser: a real console log, and one case per kind of
 * malformed input, each of which must give one error naming the file and,
 * where there is one, the line.
 */
#include <stdlib.h>
#include <string.h>

#include "compare/inventory.h"
#include "unit.h"

#define FIX "tests/fixtures/inventories/"

static const struct inv_dev *find_dev(const struct inventory *inv,
				      const char *name)
{
	size_t i;

	for (i = 0; i < inv->ndevs; i++)
		if (!strcmp(inv->devs[i].name, name))
			return &inv->devs[i];
	return NULL;
}

static void test_console_log(void)
{
	struct inventory inv;
	struct bf_error e = { { 0 } };
	const struct inv_dev *d;
	int ret = inv_load(&inv, FIX "mainstone-boardfile.log", &e);

	CHECK("inventory: console log parses", ret == 0);
	if (ret) {
		printf("  %s\n", e.msg);
		return;
	}
	CHECK("inventory: 15 dev records", inv.ndevs == 15);
	CHECK("inventory: kernel lines inside the markers skipped",
	      inv.nrecs == 50);
	CHECK_STR("inventory: \\x20 decoded", inv.machine,
		  "Intel HCDDBBVA0 Development Platform (aka Mainstone)");
	CHECK("inventory: no fdt in a board-file boot", inv.fdt == NULL);
	d = find_dev(&inv, "smc91x.0");
	CHECK("inventory: smc91x.0 present", d != NULL);
	if (d) {
		CHECK("inventory: smc91x mem range",
		      d->nmem == 1 && d->mem[0].start == 0x10000300 &&
			      d->mem[0].end == 0x100fffff);
		CHECK("inventory: smc91x irq",
		      d->nirq == 1 && d->irq[0] == 181);
		CHECK_STR("inventory: smc91x driver", d->driver, "smc91x");
	}
	d = find_dev(&inv, "pxa27x-gpio");
	CHECK("inventory: irq list", d && d->nirq == 3 && d->irq[2] == 26);
	d = find_dev(&inv, "pxa2xx-ac97");
	CHECK("inventory: driver=- is unbound", d && d->driver == NULL);
	CHECK("inventory: irq record lookup",
	      inv_irq(&inv, 39) &&
		      !strcmp(inv_get(inv_irq(&inv, 39), "hwirq"), "23"));
	inv_release(&inv);
}

static void test_unknown_kinds_and_keys(void)
{
	static const char text[] =
		"@@BF2DTS-INVENTORY-BEGIN v1@@\r\n"
		"clk name=uartclk rate=14745600\r\n"
		"dev bus=platform name=foo.0 driver=foo newkey=1 mem=- irq=-\r\n"
		"@@BF2DTS-INVENTORY-END 2@@\r\n";
	struct inventory inv;
	struct bf_error e = { { 0 } };
	int ret = inv_parse(&inv, "t.inv", text, strlen(text), &e);

	CHECK("inventory: unknown kinds and keys are ignored, but counted",
	      ret == 0 && inv.ndevs == 1 && inv.nrecs == 1);
	if (!ret)
		CHECK_STR("inventory: unknown key kept",
			  inv_get(&inv.recs[0], "newkey"), "1");
	inv_release(&inv);
}

static const struct bad_case {
	const char *name;
	const char *text;
	const char *want; /* a substring of the error */
} bad_cases[] = {
	{ "no BEGIN marker", "hello\nworld\n", "t.inv: no inventory" },
	{ "no END marker",
	  "x\n@@BF2DTS-INVENTORY-BEGIN v1@@\nnet iface=lo driver=-\n",
	  "t.inv:2: truncated inventory" },
	{ "count mismatch",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\nnet iface=lo driver=-\n"
	  "@@BF2DTS-INVENTORY-END 2@@\n",
	  "t.inv:3: END marker counts 2 records but 1" },
	{ "second BEGIN",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\nnet iface=lo driver=-\n"
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n",
	  "t.inv:3: a second BEGIN" },
	{ "bad hex in mem",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "dev bus=platform name=a driver=b mem=0x1g-0x2 irq=-\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled dev record: mem=0x1g-0x2" },
	{ "range end before start",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "dev bus=platform name=a driver=b mem=0x20-0x10 irq=-\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled dev record: mem=" },
	{ "bad irq",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "dev bus=platform name=a driver=b mem=- irq=12,x\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled dev record: irq=12,x" },
	{ "missing =",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "dev bus=platform name driver=b\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled dev record: 'name' is not key=value" },
	{ "missing required key",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "dev bus=platform driver=b\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled dev record: no name= field" },
	{ "bad escape",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "led name=a\\x4g trigger=-\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled led record: bad escape in name=" },
	{ "unsupported version",
	  "@@BF2DTS-INVENTORY-BEGIN v2@@\n@@BF2DTS-INVENTORY-END 0@@\n",
	  "t.inv:1: unsupported inventory format 'v2'" },
	{ "fdt gap",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "fdt offset=0x4 data=00000100\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: fdt chunk at offset 0x4 leaves bytes 0x0-0x3 missing" },
	{ "fdt overlap",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "fdt offset=0x0 data=d00dfeed00000100\n"
	  "fdt offset=0x6 data=00000100\n"
	  "@@BF2DTS-INVENTORY-END 2@@\n",
	  "t.inv:3: fdt chunk at offset 0x6 overlaps" },
	{ "fdt odd hex",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "fdt offset=0x0 data=d00\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled fdt record: data=d00" },
	{ "fdt offset -",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "fdt offset=- data=d00d\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv:2: garbled fdt record: offset=-" },
	{ "fdt too short",
	  "@@BF2DTS-INVENTORY-BEGIN v1@@\n"
	  "fdt offset=0x0 data=d00dfeed\n"
	  "@@BF2DTS-INVENTORY-END 1@@\n",
	  "t.inv: fdt: 4 bytes are too few" },
};

static void test_bad_inputs(void)
{
	size_t i;

	for (i = 0; i < sizeof(bad_cases) / sizeof(bad_cases[0]); i++) {
		const struct bad_case *c = &bad_cases[i];
		struct inventory inv;
		struct bf_error e = { { 0 } };
		char name[128];
		int ret =
			inv_parse(&inv, "t.inv", c->text, strlen(c->text), &e);

		snprintf(name, sizeof(name), "inventory: %s is an error",
			 c->name);
		CHECK(name, ret == -1 && inv.nrecs == 0 && inv.fdt == NULL);
		snprintf(name, sizeof(name), "inventory: %s message", c->name);
		if (!strstr(e.msg, c->want))
			CHECK_STR(name, e.msg, c->want);
		else
			CHECK(name, !strchr(e.msg, '\n'));
	}
}

static const char *const bad_files[] = {
	"no-begin.log",	   "truncated.log",	 "count-mismatch.inv",
	"bad-hex.inv",	   "missing-equals.inv", "bad-escape.inv",
	"bad-version.inv", "fdt-bad-magic.inv",	 "fdt-truncated.inv",
	"fdt-gap.inv",	   "fdt-overlap.inv",	 "fdt-odd-hex.inv",
};

static void test_bad_files(void)
{
	size_t i;

	for (i = 0; i < sizeof(bad_files) / sizeof(bad_files[0]); i++) {
		struct inventory inv;
		struct bf_error e = { { 0 } };
		char path[256], name[128];
		int ret;

		snprintf(path, sizeof(path), FIX "bad/%s", bad_files[i]);
		ret = inv_load(&inv, path, &e);
		snprintf(name, sizeof(name), "inventory: bad/%s names the file",
			 bad_files[i]);
		CHECK(name, ret == -1 && !strncmp(e.msg, path, strlen(path)));
	}
}

static void test_missing_file(void)
{
	struct inventory inv;
	struct bf_error e = { { 0 } };
	int ret = inv_load(&inv, FIX "does-not-exist.inv", &e);

	CHECK("inventory: missing file",
	      ret == -1 && strstr(e.msg, "cannot open"));
}

int main(void)
{
	test_console_log();
	test_unknown_kinds_and_keys();
	test_bad_inputs();
	test_bad_files();
	test_missing_file();
	return unit_failed;
}
