// SPDX-License-Identifier: GPL-2.0
/*
 * The maker a driver's Kconfig entry names, as a vendor prefix of the
 * tree: a capitalised word that is a prefix, or a description's first two
 * words across a wrapped help line; prefixes of no maker (bindings,
 * associations) and deprecated ones without a successor are none, and a
 * deprecated one gives way to the one it says to use.
 */
#include <stdlib.h>

#include "kernel/driver_kconfig.h"
#include "kernel/vendor.h"
#include "unit.h"

int main(void)
{
	const char *tree = "tests/fixtures/vendors";
	struct vendors v;
	char *t;

	vendors_load(tree, &v);
	CHECK_STR("vendor: a capitalised word that is a prefix",
		  vendor_in_text(&v, "LCD Panel support for SHARP corgi"),
		  "sharp");
	CHECK_STR("vendor: the first two words of a description",
		  vendor_in_text(&v, "Dialog Semiconductor DA9030 PMIC"),
		  "dlg");
	CHECK("vendor: a lower-case word is no name",
	      !vendor_in_text(&v, "the sharp edge"));
	CHECK("vendor: a prefix of no maker is none",
	      !vendor_in_text(&v, "non JEDEC flash, a Linux driver"));
	CHECK_STR("vendor: a deprecated prefix gives way to its successor",
		  vendor_in_text(&v, "Toppoly TDO24M panels"), "tpo");
	CHECK("vendor: a deprecated prefix with no successor is none",
	      !vendor_in_text(&v, "Gone G1"));
	CHECK_STR("vendor: the first maker named wins",
		  vendor_in_text(&v, "ST parts, also on Marvell boards"), "st");

	t = driver_kconfig_text(tree, "drivers/hwmon/g760a.c");
	CHECK("kconfig: the prompt, then the help",
	      t && !strncmp(t, "Fan controller G760A\nIf you say", 30));
	CHECK_STR("kconfig: a maker across a wrapped help line",
		  t ? vendor_in_text(&v, t) : NULL, "gmt");
	free(t);
	t = driver_kconfig_text(tree, "drivers/hwmon/plain.c");
	CHECK("kconfig: an entry naming no maker", t && !vendor_in_text(&v, t));
	free(t);
	CHECK("kconfig: a file no Makefile builds",
	      !driver_kconfig_text(tree, "drivers/hwmon/other.c"));
	CHECK("kconfig: no entry in the text",
	      !kconfig_entry_text("config OTHER\n\tbool \"x\"\n", "SENSORS"));
	CHECK("kconfig: a symbol's prefix is not the symbol",
	      !kconfig_entry_text("config SENSORS_G760AX\n\tbool \"x\"\n",
				  "SENSORS_G760A"));
	vendors_release(&v);
	vendors_load("tests/fixtures/no-such-tree", &v);
	CHECK("vendor: a tree without the file has no prefixes",
	      !vendor_in_text(&v, "SHARP"));
	vendors_release(&v);
	return unit_failed;
}
