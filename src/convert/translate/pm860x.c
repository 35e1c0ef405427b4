// SPDX-License-Identifier: GPL-2.0
/*
 * The Marvell 88PM860x PMIC's own settings (drivers/mfd/88pm860x-core.c):
 * of struct pm860x_platform_data what pm860x_dt_init() and the interrupt
 * set-up read from a node. The sub-devices' data (regulators, backlights,
 * LEDs, touch, charger) are left to the item when a board gives them.
 *
 * - irq_base numbers the chip's interrupts in the board-file kernel; the
 *   core adds a domain on the node (irq_domain_add_legacy()) that its
 *   children's interrupts name, one or two cells (onetwocell).
 * - irq_mode 1: marvell,88pm860x-irq-read-clr.
 * - companion_addr: marvell,88pm860x-slave-addr (none is 0 either way).
 * - i2c_port: PI2C_PORT selects the PMIC's own I2C port in its MISC1
 *   register, from platform data only.
 */
#include "convert/translate/translate.h"

static void pm860x(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct value *pd = x->pdata;
	long long v;

	if (!pd)
		return;
	val_take(pd, "irq_base");
	if (dt_get(x->node, "interrupts") ||
	    dt_get(x->node, "interrupts-extended")) {
		dt_prop_bool(t, x->node, "interrupt-controller");
		dt_prop(t, x->node, "#interrupt-cells", "<1>");
		/* no interrupt-map: dtc (interrupt_provider) wants that said */
		dt_prop(t, x->node, "#address-cells", "<0>");
	}
	if (val_take_int(pd, "irq_mode", 0) == 1)
		dt_prop_bool(t, x->node, "marvell,88pm860x-irq-read-clr");
	v = val_take_int(pd, "companion_addr", 0);
	if (v)
		dt_prop(t, x->node, "marvell,88pm860x-slave-addr", "<0x%llx>",
			v);
	if (val_take_int(pd, "i2c_port", 0))
		x_partial(x, "i2c_port: 88pm860x-core.c selects the PMIC's "
			     "I2C port from platform data only");
}

TRANSLATOR(xl_pm860x) = { "88PM860x", "pmic", NULL, pm860x };
