// SPDX-License-Identifier: GPL-2.0
/*
 * TI ADS7846 family touchscreen (an SPI client): struct
 * ads7846_platform_data as ads7846_probe_dt() reads it back, with the
 * binding's names where it deprecates the driver's older ones.
 */
#include <string.h>

#include "convert/translate/translate.h"

static const struct {
	const char *field, *prop;
	int bits16;
} fields[] = {
	{ "vref_delay_usecs", "ti,vref-delay-usecs", 1 },
	{ "vref_mv", "ti,vref-mv", 1 },
	{ "settle_delay_usecs", "ti,settle-delay-usec", 1 },
	{ "penirq_recheck_delay_usecs", "ti,penirq-recheck-delay-usecs", 1 },
	/* read as 32 bits since board-patches 0054, as the binding says */
	{ "x_plate_ohms", "ti,x-plate-ohms", 0 },
	{ "y_plate_ohms", "ti,y-plate-ohms", 0 },
	{ "pressure_min", "touchscreen-min-pressure", 0 },
	{ "pressure_max", "touchscreen-max-pressure", 0 },
	{ "debounce_tol", "ti,debounce-tol", 1 },
	{ "debounce_rep", "ti,debounce-rep", 1 },
	{ "gpio_pendown_debounce", "ti,pendown-gpio-debounce", 0 },
	{ "x_min", "ti,x-min", 1 },
	{ "y_min", "ti,y-min", 1 },
	/* the additional readings per sample, the general binding's name */
	{ "debounce_max", "touchscreen-average-samples", 0 },
};

static void ads7846(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct value *pd = x->pdata;
	const struct dt_prop *irq = dt_get(x->node, "interrupts");
	int min_pressure;
	size_t i;

	if (!pd)
		return;
	/* the compatible (ti,ads7846) already names the model */
	val_take(pd, "model");
	/*
	 * touchscreen_parse_properties() sets the pressure axis to 0 up to
	 * touchscreen-max-pressure, over the minimum the driver set: with a
	 * minimum, the maximum is ti,pressure-max, which the driver reads
	 * before it
	 */
	min_pressure = !val_is_zero(val_get(pd, "pressure_min"));
	for (i = 0; i < sizeof(fields) / sizeof(fields[0]); i++) {
		long long v = val_take_int(pd, fields[i].field, 0);

		if (!v)
			continue;
		if (min_pressure && !strcmp(fields[i].field, "pressure_max"))
			dt_prop(t, x->node, "ti,pressure-max",
				"/bits/ 16 <%lld>", v);
		else
			dt_prop(t, x->node, fields[i].prop, "%s<%lld>",
				fields[i].bits16 ? "/bits/ 16 " : "", v);
	}
	/*
	 * x_max and y_max are the axes' maxima, which the binding says as
	 * sizes: touchscreen_parse_properties() sets the maximum to the
	 * size less one, over the driver's 12-bit default
	 */
	if (!val_is_zero(val_get(pd, "x_max")))
		dt_prop(t, x->node, "touchscreen-size-x", "<%lld>",
			val_take_int(pd, "x_max", 0) + 1);
	if (!val_is_zero(val_get(pd, "y_max")))
		dt_prop(t, x->node, "touchscreen-size-y", "<%lld>",
			val_take_int(pd, "y_max", 0) + 1);
	if (val_take_int(pd, "swap_xy", 0))
		dt_prop_bool(t, x->node, "touchscreen-swapped-x-y");
	if (val_take_int(pd, "keep_vref_on", 0))
		dt_prop_bool(t, x->node, "ti,keep-vref-on");
	if (val_take_int(pd, "wakeup", 0))
		dt_prop_bool(t, x->node, "wakeup-source");
	/* the driver reads the line's raw level: low is pen down */
	if (val_get(pd, "gpio_pendown"))
		x_gpio_prop(x, x->node, "pendown-gpio",
			    val_take_int(pd, "gpio_pendown", -1), 1);
	/*
	 * without irq_flags the driver asks for a falling edge, and from a
	 * node it always does
	 */
	if (!val_is_zero(val_get(pd, "irq_flags")))
		x_partial(x,
			  "irq_flags %s: from a node the driver asks for a "
			  "falling edge whatever the interrupt's trigger",
			  val_text(val_get(pd, "irq_flags"), "set"));
	else if (irq && irq->value && strstr(irq->value, "IRQ_TYPE_NONE")) {
		const char *p = strstr(irq->value, "IRQ_TYPE_NONE");

		dt_prop(t, x->node, "interrupts", "%.*sIRQ_TYPE_EDGE_FALLING%s",
			(int)(p - irq->value), irq->value,
			p + strlen("IRQ_TYPE_NONE"));
	}
	val_take(pd, "irq_flags");
	if (val_get(pd, "wait_for_sync") &&
	    !val_is_zero(val_get(pd, "wait_for_sync")))
		x_partial(x,
			  "wait_for_sync() callback %s: the driver cannot "
			  "wait for the LCD's sync from a devicetree",
			  val_take(pd, "wait_for_sync")->s);
}

TRANSLATOR(xl_ads7846) = { "ads7846", NULL, NULL, ads7846 };
