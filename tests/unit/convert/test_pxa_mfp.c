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
	arena_free(&a);
	return unit_failed;
}
