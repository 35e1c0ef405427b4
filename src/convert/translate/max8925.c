// SPDX-License-Identifier: GPL-2.0
/*
 * struct max8925_platform_data (an I2C client's). mfd/max8925.txt makes
 * the chip an interrupt controller of its own domain (where irq_base put
 * its sub-devices' interrupts in the C board), and max8925_dt_init()
 * fails the probe without maxim,tsc-irq: the board's tsc_irq, 0 unset.
 */
#include "convert/translate/translate.h"

static void max8925(struct xlate *x)
{
	struct value *pd = x->pdata;

	if (!pd)
		return;
	val_take(pd, "irq_base");
	dt_prop_bool(x->c->t, x->node, "interrupt-controller");
	dt_prop(x->c->t, x->node, "#interrupt-cells", "<1>");
	/* no interrupt-map: dtc (interrupt_provider) wants that said */
	dt_prop(x->c->t, x->node, "#address-cells", "<0>");
	dt_prop(x->c->t, x->node, "maxim,tsc-irq", "<%lld>",
		val_take_int(pd, "tsc_irq", 0));
}

TRANSLATOR(xl_max8925) = { "max8925", "pmic", NULL, max8925 };
