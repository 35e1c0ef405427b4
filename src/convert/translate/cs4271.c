// SPDX-License-Identifier: GPL-2.0
/*
 * Cirrus Logic CS4271 codec (an SPI or I2C client): struct
 * cs4271_platform_data as cs4271_common_probe() reads a node instead: the
 * reset line from "reset-gpio" (of_get_named_gpio(): a number the driver
 * drives low, then high, whatever the cells' flag), the two booleans from
 * the cirrus, properties of cs4271.txt.
 */
#include "convert/translate/translate.h"

static void cs4271(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long gpio;

	if (!pd)
		return;
	gpio = val_take_int(pd, "gpio_nreset", -1);
	/* gpio_is_valid(): a negative number (-EINVAL) is no reset line */
	if (gpio >= 0)
		x_gpio_prop(x, x->node, "reset-gpio", gpio, 1);
	if (val_take_int(pd, "amutec_eq_bmutec", 0))
		dt_prop_bool(x->c->t, x->node, "cirrus,amutec-eq-bmutec");
	if (val_take_int(pd, "enable_soft_reset", 0))
		dt_prop_bool(x->c->t, x->node, "cirrus,enable-soft-reset");
}

TRANSLATOR(xl_cs4271) = { "cs4271", NULL, NULL, cs4271 };
