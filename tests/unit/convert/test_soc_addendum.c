// SPDX-License-Identifier: GPL-2.0
/*
 * A SoC block the SoC .dtsi lacks: the compatible of the driver's OF table
 * that is the device's or this SoC's, and the clock lookups of a SoC clock
 * driver's table (Samsung's ALIAS(), PXA's *_CKEN()).
 */
#include "convert/soc_addendum.h"
#include "unit.h"

static const char samsung[] =
	"#define ALIAS(_id, dname, a) { .id = _id, .dev_name = dname, }\n"
	"static struct samsung_clock_alias s3c64xx_clock_aliases[] = {\n"
	"\tALIAS(FOUT_APLL, NULL, \"fout_apll\"),\n"
	"\tALIAS(HCLK_UHOST, \"s3c2410-ohci\", \"usb-host\"),\n"
	"\tALIAS(HCLK_HSMMC2, \"s3c-sdhci.2\", \"hsmmc\"),\n"
	"\tALIAS(SCLK_UHOST, \"s3c2410-ohci\", \"usb-bus-host\"),\n"
	"};\n";

static const char pxa[] =
	"#define PXA27X_PBUS_CKEN(dev_id, con_id, name, mult_hp, div_hp, "
	"delay) \\\n"
	"\tPXA_CKEN(dev_id, con_id, name, pxa27x_pbus_parents, 1, 1, \\\n"
	"\t\t mult_hp, div_hp, 0, CKEN, CKEN_ ## name, 0)\n"
	"static struct desc_clk_cken pxa27x_clocks[] __initdata = {\n"
	"\tPXA27X_PBUS_CKEN(\"pxa2xx-uart.0\", NULL, FFUART, 2, 42, 1),\n"
	"\tPXA27X_PBUS_CKEN(NULL, \"AC97CLK\", AC97, 1, 1, 0),\n"
	"\tPXA27X_PBUS_CKEN(\"pxa27x-keypad\", NULL,\n"
	"\t\t\t KEYPAD, 1, 1, 0), /* split over two lines */\n"
	"\tclk_register_clkdev(clk, NULL, some_name),\n"
	"\tfoo(bar(1, 2), \"x\", \"y\"),\n"
	"};\n";

int main(void)
{
	struct arena a = { 0 };
	struct soc_clk k[16];
	size_t n;
	static const char *const ac97[] = { "marvell,pxa250-ac97",
					    "marvell,pxa270-ac97",
					    "marvell,pxa300-ac97" };
	static const char *const ohci[] = { "samsung,s3c2410-ohci" };
	static const char *const hsotg[] = { "brcm,bcm2835-usb",
					     "samsung,s3c6400-hsotg" };
	const char *pxa27x[] = { "pxa270", "pxa250" };
	const char *s3c6410[] = { "s3c6410", "s3c6400" };
	const char *s3c2416[] = { "s3c2416", "s3c2410" };

	CHECK_STR("compatible: this SoC's model first",
		  soc_addendum_compatible(ac97, 3, "pxa2xx-ac97", pxa27x, 2),
		  "marvell,pxa270-ac97");
	CHECK_STR("compatible: the device's own name before any SoC's",
		  soc_addendum_compatible(ohci, 1, "s3c2410-ohci", s3c6410, 2),
		  "samsung,s3c2410-ohci");
	CHECK_STR("compatible: - and _ alike in the device's name",
		  soc_addendum_compatible(ohci, 1, "s3c2410_ohci", NULL, 0),
		  "samsung,s3c2410-ohci");
	CHECK_STR("compatible: a model the SoC .dtsi names",
		  soc_addendum_compatible(hsotg, 2, "s3c-hsotg", s3c6410, 2),
		  "samsung,s3c6400-hsotg");
	CHECK("compatible: none of another SoC",
	      !soc_addendum_compatible(hsotg, 2, "s3c-hsotg", s3c2416, 2));
	CHECK("compatible: a model's prefix is no match (pxa27 of pxa270)",
	      !soc_addendum_compatible(ac97, 3, "ac97",
				       (const char *[]){ "pxa27" }, 1));

	n = soc_addendum_clk_table(&a, samsung, k, 16);
	CHECK("clk table: Samsung's ALIAS() rows, not the #define", n == 4);
	CHECK_STR("clk table: the ID comes first", k[1].id, "HCLK_UHOST");
	CHECK_STR("clk table: then the device", k[1].dev_id, "s3c2410-ohci");
	CHECK_STR("clk table: then the connection", k[1].con_id, "usb-host");
	CHECK("clk table: NULL is any device", !k[0].dev_id);
	CHECK_STR("clk table: a device with an id", k[2].dev_id, "s3c-sdhci.2");

	n = soc_addendum_clk_table(&a, pxa, k, 16);
	CHECK("clk table: PXA's rows, a call over two lines too", n == 3);
	CHECK_STR("clk table: PXA's name after device and connection", k[0].id,
		  "FFUART");
	CHECK_STR("clk table: PXA's device", k[0].dev_id, "pxa2xx-uart.0");
	CHECK("clk table: PXA's NULL connection", !k[0].con_id);
	CHECK("clk table: a connection only",
	      !k[1].dev_id && k[1].con_id && !strcmp(k[1].con_id, "AC97CLK"));
	CHECK_STR("clk table: split over two lines", k[2].id, "KEYPAD");
	CHECK("clk table: the limit holds",
	      soc_addendum_clk_table(&a, pxa, k, 2) == 2);
	CHECK("clk table: no text, no rows",
	      soc_addendum_clk_table(&a, "", k, 16) == 0);
	arena_free(&a);
	return unit_failed;
}
