// SPDX-License-Identifier: GPL-2.0
/*
 * HTC EGPIO (drivers/gpio/gpio-htc-egpio.c): a CPLD behind a chip select
 * whose registers are gpio_chips, one per element of the platform data's
 * .chip[]; gpio_domain.c makes each a child node of the device's, at its
 * register. What the driver writes at probe (the output chips' initial
 * values) and its register and bus widths have no property yet: reported.
 */
#include "convert/translate/translate.h"

static const char *text_of(const struct value *v)
{
	return !v ? "0" : v->text ? v->text : "?";
}

static void htc_egpio(struct xlate *x)
{
	struct value *chips;
	size_t i;

	if (!x->pdata)
		return;
	chips = conv_deref(x->c, val_get(x->pdata, "chip"), NULL);
	if (!chips || chips->kind != V_ARRAY)
		return;
	val_take(x->pdata, "chip");
	val_take(x->pdata, "num_chips");
	for (i = 0; i < chips->nelems; i++) {
		struct value *e = chips->elems[i], *spell, *init;

		/* the child node's unit address, line range and count */
		val_take(e, "reg_start");
		val_take(e, "gpio_base");
		val_take(e, "num_gpios");
		spell = val_take(e, "direction");
		init = val_take(e, "initial_values");
		if (!val_is_zero(spell) || !val_is_zero(init))
			x_partial(x,
				  "chip[%zu]: direction %s, initial values %s "
				  "(written at probe): no property says them",
				  i, text_of(spell), text_of(init));
	}
}

TRANSLATOR(xl_htc_egpio) = { "htc-egpio", "gpio", NULL, htc_egpio };
