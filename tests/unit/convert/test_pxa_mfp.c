// SPDX-License-Identifier: GPL-2.0
/*
 * pinctrl-pxa2xx pin tables read from a driver's source, and the function
 * name that makes the driver's set_mux() write a board's alternate
 * function and direction.
 */
#include <string.h>

#include "convert/pxa_mfp.h"
#include "unit.h"

/* pinctrl-pxa27x.c's shape, with the rows that matter here */
static const char drv[] = "#include \"pinctrl-pxa2xx.h\"\n"
			  "static const struct pxa_desc_pin pxa27x_pins[] = {\n"
			  "\tPXA_GPIO_ONLY_PIN(PXA_PINCTRL_PIN(0)),\n"
			  "\tPXA_GPIO_PIN(PXA_PINCTRL_PIN(11),\n"
			  "\t\t     PXA_FUNCTION(0, 1, \"EXT_SYNC<0>\"),\n"
			  "\t\t     PXA_FUNCTION(1, 1, \"CHOUT<0>\"),\n"
			  "\t\t     PXA_FUNCTION(1, 1, \"PWM_OUT<2>\"),\n"
			  "\t\t     PXA_FUNCTION(1, 3, \"48_MHz\")),\n"
			  "\tPXA_GPIO_PIN(PXA_PINCTRL_PIN(58),\n"
			  "\t\t     PXA_FUNCTION(0, 2, \"LDD<0>\"),\n"
			  "\t\t     PXA_FUNCTION(1, 2, \"LDD<0>\")),\n"
			  "\tPXA_PIN(PXA_PINCTRL_PIN(125),\n"
			  "\t\t     PXA_FUNCTION(0, 1, \"nCS[5]\")),\n"
			  "};\n";

/* include/linux/soc/pxa/mfp.h's enum and pxa300.c's maps, cut short */
static const char hdr[] = "enum {\n"
			  "\tMFP_PIN_INVALID = -1,\n"
			  "\tMFP_PIN_GPIO0 = 0,\n"
			  "\tMFP_PIN_GPIO1,\n"
			  "\tMFP_PIN_GPIO2,\n"
			  "\tMFP_PIN_GPIO3,\n"
			  "\tMFP_PIN_GPIO255 = 255,\n"
			  "\tMFP_PIN_ULPI_STP,\n"
			  "};\n";
static const char soc[] =
	"static struct mfp_addr_map pxa300_mfp_addr_map[] __initdata = {\n"
	"\tMFP_ADDR_X(GPIO0,   GPIO2,   0x00b4),\n"
	"\tMFP_ADDR_X(GPIO3,   GPIO3,   0x027c),\n"
	"\tMFP_ADDR_END,\n"
	"};\n"
	"static struct mfp_addr_map pxa310_mfp_addr_map[] __initdata = {\n"
	"\tMFP_ADDR_X(GPIO2,  GPIO3,   0x0418),\n"
	"\tMFP_ADDR(ULPI_STP, 0x040C),\n"
	"\tMFP_ADDR_END,\n"
	"};\n";

/* MFP_CFG fields of include/linux/soc/pxa/mfp.h */
#define CFG(pin, af, ds, lpm, edge, pull)                                    \
	((unsigned long long)(pin) | (af) << 10 | (ds) << 13 | (lpm) << 16 | \
	 (edge) << 19 | (unsigned long long)(pull) << 21)

int main(void)
{
	struct arena a = { 0 };
	struct pxa_pintab t;
	const char *why = NULL;

	pxa_pintab_parse(drv, &a, &t);
	CHECK("pxa pins: every row, gpio_in/gpio_out on GPIO pins", t.n == 13);
	CHECK("pxa pins: muxval is dir | af << 1",
	      t.fns[6].pin == 11 && t.fns[6].muxval == 3 &&
		      !strcmp(t.fns[6].name, "PWM_OUT<2>"));
	CHECK("pxa pins: PXA_PIN has no GPIO functions",
	      t.fns[12].pin == 125 && !strcmp(t.fns[12].name, "nCS[5]"));

	CHECK_STR("pxa function: AF0 out is gpio_out",
		  pxa_pin_function(&t, 0, 0, 1, NULL, &why, &a), "gpio_out");
	CHECK_STR("pxa function: the first of two names of one setting",
		  pxa_pin_function(&t, 11, 1, 1, "GPIO11_EXT_SYNC_0", &why, &a),
		  "CHOUT<0>");
	CHECK_STR("pxa function: the name the board's macro spells",
		  pxa_pin_function(&t, 11, 1, 1, "GPIO11_PWM_OUT_2", &why, &a),
		  "PWM_OUT<2>");
	why = NULL;
	CHECK("pxa function: a name whose first row is another setting",
	      !pxa_pin_function(&t, 58, 2, 1, NULL, &why, &a) && why &&
		      strstr(why, "\"LDD<0>\" names AF2 in first"));
	CHECK_STR("pxa function: that name's own first row",
		  pxa_pin_function(&t, 58, 2, 0, NULL, &why, &a), "LDD<0>");
	why = NULL;
	CHECK("pxa function: a setting no row has",
	      !pxa_pin_function(&t, 11, 2, 0, NULL, &why, &a) && why &&
		      strstr(why, "P11 AF2 in (no function"));
	why = NULL;
	CHECK("pxa function: a pin the table lacks",
	      !pxa_pin_function(&t, 3, 0, 0, NULL, &why, &a) && why &&
		      strstr(why, "no such pin"));

	CHECK_STR("pxa node name: '<' '>' dropped, '_' as '-'",
		  pxa_mux_node_name("PWM_OUT<2>", 0, &a), "mux-pwm-out2");
	CHECK_STR("pxa node name: brackets dropped, sleep level",
		  pxa_mux_node_name("nCS[5]", 1, &a), "mux-ncs5-lpm-high");
	CHECK_STR("pxa node name: low sleep level",
		  pxa_mux_node_name("gpio_out", -1, &a),
		  "mux-gpio-out-lpm-low");

	{
		const char **names;
		long long *vals;
		size_t nn = pxa_mfp_pin_enum(hdr, &a, &names, &vals);
		struct mfp_maps m = { 0 };
		long sleep = 0;

		CHECK("mfp enum: values counted on from the last one",
		      nn == 7 && vals[2] == 1 && vals[4] == 3 &&
			      !strcmp(names[6], "ULPI_STP") && vals[6] == 256);
		pxa_mfp_maps_parse(soc, names, vals, nn, &a, &m);
		CHECK("mfp maps: both arrays, their rows",
		      m.n == 2 && m.m[0].n == 2 && m.m[1].n == 2 &&
			      !strcmp(m.m[1].name, "pxa310_mfp_addr_map"));
		CHECK("mfp maps: a range's pin at 4 bytes a pin",
		      pxa_mfp_map_offset(&m.m[0], 2) == 0xbc);
		CHECK("mfp maps: MFP_ADDR() is one pin",
		      pxa_mfp_map_offset(&m.m[1], 256) == 0x40c &&
			      pxa_mfp_map_offset(&m.m[1], 257) == -1);
		CHECK("mfp maps: a pin the map lacks",
		      pxa_mfp_map_offset(&m.m[1], 0) == -1);

		CHECK("mfpr: AF, drive strength, sleep drive high, both edges",
		      pxa3xx_mfpr(CFG(5, 1, 2, 2, 3, 0), &sleep) ==
				      (1 | 2 << 10 | 0x4100 | 0x30) &&
			      sleep == (1 | 2 << 10 | 0x4100 | 0x30));
		CHECK("mfpr: a run-mode pull replaces the sleep bits",
		      pxa3xx_mfpr(CFG(5, 0, 2, 2, 0, 2), &sleep) ==
				      (2 << 10 | 0xc000) &&
			      sleep == (2 << 10 | 0x4100));
		CHECK("mfpr: a pull mfp.c has no value for",
		      pxa3xx_mfpr(CFG(5, 0, 2, 0, 0, 6), &sleep) == -1);
		CHECK_STR("mfp group: drive strength only",
			  pxa3xx_group_name(CFG(5, 1, 2, 0, 0, 0), &a),
			  "mfp-ds03x-pins");
		CHECK_STR("mfp group: sleep state and edges",
			  pxa3xx_group_name(CFG(5, 1, 0, 2, 3, 0), &a),
			  "mfp-ds01x-lpm-drive-high-edge-both-pins");
		CHECK_STR("mfp group: a run-mode pull names it",
			  pxa3xx_group_name(CFG(5, 1, 7, 2, 3, 2), &a),
			  "mfp-ds13x-pull-high-pins");
	}
	arena_free(&a);
	return unit_failed;
}
