// SPDX-License-Identifier: GPL-2.0
/*
 * The GPIO lookups an MFD driver registers at probe, and its GPIO bank
 * registers, read from the driver source as tc6393xb.c writes them.
 */
#include <string.h>

#include "convert/mfd_gpio.h"
#include "unit.h"

static const char drv[] =
	"#define SCR_GPER\t0x60\t\t/* w GP Enable */\n"
	"#define SCR_GPI_SR(i)\t(0x64 + (i))\t/* b3 GPI Status */\n"
	"#define SCR_GPO_DSR(i)\t(0x78 + (i))\t/* b3 GPO Data Set */\n"
	"#define SCR_GPO_DOECR(i) (0x7c + (i))\t/* b3 */\n"
	"#define SCR_CCR\t\t0x98\n"
	"#define TG_ON\t\t0\n"
	"#define BL_C20MA\t3\n"
	"#define CHARGE_OFF\t6\n"
	"\tdsr = tmio_ioread8(t->scr + SCR_GPO_DSR(offset / 8));\n"
	"\tiowrite16(x, t->scr + SCR_CCR);\n"
	"GPIO_LOOKUP_SINGLE(lcd_lookup, \"spi2.0\", \"tc6393xb\",\n"
	"\t\t   TG_ON, \"powerdown\", GPIO_ACTIVE_HIGH);\n"
	"GPIO_LOOKUP_SINGLE(unused_lookup, \"x\", \"tc6393xb\", 1, NULL, 0);\n"
	"static struct gpiod_lookup_table battery_lookup = {\n"
	"\t.dev_id = \"wm97xx-battery\",\n"
	"\t.table = {\n"
	"\t\tGPIO_LOOKUP(\"tc6393xb\", CHARGE_OFF, \"charge off\", "
	"GPIO_ACTIVE_LOW),\n"
	"\t\tGPIO_LOOKUP_IDX(\"tc6393xb\", 9, NULL, 1, GPIO_ACTIVE_HIGH),\n"
	"\t\t{ },\n"
	"\t},\n"
	"};\n"
	"static struct gpiod_lookup_table *lookups[] = {\n"
	"\t&lcd_lookup,\n"
	"\t&battery_lookup,\n"
	"};\n"
	"\tgc->label = \"tc6393xb\";\n"
	"\tgpiod_add_lookup_tables(lookups, ARRAY_SIZE(lookups));\n";

int main(void)
{
	struct arena a = { 0 };
	struct mfd_lookup *l;
	size_t n = mfd_lookups_in(drv, &a, &l);

	CHECK("mfd lookups: the registered tables' entries, no other", n == 3);
	if (n == 3) {
		CHECK_STR("mfd lookups: GPIO_LOOKUP_SINGLE dev_id", l[0].dev_id,
			  "spi2.0");
		CHECK_STR("mfd lookups: chip", l[0].chip, "tc6393xb");
		CHECK_STR("mfd lookups: con_id", l[0].con_id, "powerdown");
		CHECK("mfd lookups: line number by the file's macro",
		      l[0].hwnum == 0 && !l[0].active_low);
		CHECK("mfd lookups: the source line", l[0].line == 11);
		CHECK_STR("mfd lookups: a table's .dev_id", l[1].dev_id,
			  "wm97xx-battery");
		CHECK("mfd lookups: GPIO_LOOKUP number and flags",
		      l[1].hwnum == 6 && l[1].active_low);
		CHECK("mfd lookups: GPIO_LOOKUP_IDX, NULL con_id",
		      l[2].hwnum == 9 && !l[2].con_id);
	}
	CHECK("mfd reg: bank 0", mfd_reg_offset(drv, "GPI_SR", 0) == 0x64);
	CHECK("mfd reg: bank 1", mfd_reg_offset(drv, "GPO_DOECR", 1) == 0x7d);
	CHECK("mfd reg: no parameter, bank 0",
	      mfd_reg_offset(drv, "CCR", 0) == 0x98);
	CHECK("mfd reg: no parameter, no bank 1",
	      mfd_reg_offset(drv, "CCR", 1) < 0);
	CHECK("mfd reg: a name ends the macro after a _",
	      mfd_reg_offset(drv, "PI_SR", 0) < 0);
	CHECK("mfd reg: unknown", mfd_reg_offset(drv, "GPI_IMR", 0) < 0);
	CHECK("mfd reg: width of an 8-bit access",
	      mfd_reg_width(drv, "GPO_DSR") == 1);
	CHECK("mfd reg: width of a 16-bit access",
	      mfd_reg_width(drv, "CCR") == 2);
	CHECK("mfd reg: width of a register never accessed",
	      mfd_reg_width(drv, "GPI_SR") == 0);
	arena_free(&a);
	return unit_failed;
}
