// SPDX-License-Identifier: GPL-2.0
/*
 * The PCA9530-PCA9533 LED dimmers (drivers/leds/leds-pca9532.c): struct
 * pca9532_platform_data as the node pca9532_of_populate_pdata() reads
 * (binding leds/leds-pca9532.txt).
 *
 * - leds[i]: the driver fills leds[] from the node's children in order, so
 *   output i is the i-th child: a child per output up to the last one the
 *   board uses, the unused ones of type PCA9532_TYPE_NONE (what a
 *   zeroed entry is), named led-<output>.
 * - state: default-state "on" or "keep"; off is the default; blinking at
 *   a PWM at boot has no property.
 * - pwm[], psc[]: nxp,pwm and nxp,psc, u8 arrays.
 * - gpio_base numbers the GPIO-type outputs in the board-file kernel; a
 *   devicetree boot numbers them dynamically and consumers take the chip
 *   by phandle.
 */
#include "convert/translate/translate.h"

/* u8 array @field of @pd, as /bits/ 8 cells, when not all zero. */
static void u8_pair(struct xlate *x, struct value *pd, const char *field,
		    const char *prop)
{
	struct value *a = val_take(pd, field);

	if (!a || a->kind != V_ARRAY || val_is_zero(a) || a->nelems < 2)
		return;
	dt_prop(x->c->t, x->node, prop, "/bits/ 8 <%lld %lld>",
		a->elems[0] ? a->elems[0]->i : 0,
		a->elems[1] ? a->elems[1]->i : 0);
}

static void pca9532(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct value *pd = x->pdata, *leds;
	size_t i, last = 0;
	int any = 0;

	if (!pd)
		return;
	u8_pair(x, pd, "pwm", "nxp,pwm");
	u8_pair(x, pd, "psc", "nxp,psc");
	val_take(pd, "gpio_base");
	leds = val_take(pd, "leds");
	if (!leds || leds->kind != V_ARRAY)
		return;
	for (i = 0; i < leds->nelems; i++)
		if (leds->elems[i] && !val_is_zero(leds->elems[i])) {
			last = i;
			any = 1;
		}
	if (!any)
		return;
	dt_include(t, "<dt-bindings/leds/leds-pca9532.h>");
	for (i = 0; i <= last; i++) {
		struct value *l = leds->elems[i];
		struct dt_node *n = dt_child(
			t, x->node, arena_printf(x->c->a, "led-%zu", i), NULL);
		static const char *const types[] = { "PCA9532_TYPE_NONE",
						     "PCA9532_TYPE_LED",
						     "PCA9532_TYPE_N2100_BEEP",
						     "PCA9532_TYPE_GPIO" };
		long long type = val_take_int(l, "type", 0);
		long long state = val_take_int(l, "state", 0);
		const char *name = val_take_str(l, "name");
		const char *trig = val_take_str(l, "default_trigger");

		if (name)
			dt_prop_str(t, n, "label", name);
		if (type >= 0 && type < 4)
			dt_prop(t, n, "type", "<%s>", types[type]);
		else
			x_partial(x,
				  "output %zu: type %lld is none the "
				  "binding names",
				  i, type);
		if (trig)
			dt_prop_str(t, n, "linux,default-trigger", trig);
		/* PCA9532_ON 1, PCA9532_KEEP 0xff; PWM0/PWM1 no property */
		if (state == 1)
			dt_prop_str(t, n, "default-state", "on");
		else if (state == 0xff)
			dt_prop_str(t, n, "default-state", "keep");
		else if (state)
			x_partial(
				x,
				"output %zu: state %lld (blinking at PWM%lld) "
				"has no default-state: the driver reads on "
				"and keep only",
				i, state, state - 2);
	}
}

TRANSLATOR(xl_pca9530) = { "pca9530", "leds", NULL, pca9532 };
TRANSLATOR(xl_pca9531) = { "pca9531", "leds", NULL, pca9532 };
TRANSLATOR(xl_pca9532) = { "pca9532", "leds", NULL, pca9532 };
TRANSLATOR(xl_pca9533) = { "pca9533", "leds", NULL, pca9532 };
