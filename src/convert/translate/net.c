// SPDX-License-Identifier: GPL-2.0
/* Ethernet controllers on the memory bus. */
#include "convert/translate/translate.h"

/* SMC91X_USE_8/16/32BIT are 1, 2, 4: the same mask as reg-io-width. */
static void smc91x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long flags;

	if (!pd)
		return;
	flags = val_take_int(pd, "flags", 0);
	/*
	 * smc91x.c reads reg-io-width as the same mask (bit 0: 8-bit, bit 1:
	 * 16-bit, bit 2: 32-bit), so every width the board allows is kept.
	 */
	if (flags & 7)
		dt_prop(x->c->t, x->node, "reg-io-width", "<%lld>", flags & 7);
	if ((flags >> 4) & 3) /* SMC91X_IO_SHIFT_n */
		dt_prop(x->c->t, x->node, "reg-shift", "<%lld>",
			(flags >> 4) & 3);
	if (flags & 8)
		x_partial(x, "SMC91X_NOWAIT has no devicetree property");
	if (flags & ~0x3fLL)
		x_partial(x, "smc91x flags 0x%llx not converted",
			  flags & ~0x3fLL);
	if (val_take_int(pd, "pxa_u16_align4", 0))
		dt_prop_bool(x->c->t, x->node, "pxa-u16-align4");
	if (val_get(pd, "leda") && !val_is_zero(val_get(pd, "leda")))
		x_partial(x, "LED A mode %lld not converted",
			  val_take_int(pd, "leda", 0));
	if (val_get(pd, "ledb") && !val_is_zero(val_get(pd, "ledb")))
		x_partial(x, "LED B mode %lld not converted",
			  val_take_int(pd, "ledb", 0));
}

TRANSLATOR(xl_smc91x) = { "smc91x", "ethernet", "smsc,lan91c111", smc91x };

/* SMSC911X_USE_16BIT 1, USE_32BIT 2 in smsc911x_platform_config.flags */
static void smsc911x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long flags;

	if (!pd)
		return;
	flags = val_take_int(pd, "flags", 0);
	dt_prop(x->c->t, x->node, "reg-io-width", "<%d>", flags & 2 ? 4 : 2);
	if (val_take_int(pd, "irq_polarity", 0))
		dt_prop_bool(x->c->t, x->node, "smsc,irq-active-high");
	if (val_take_int(pd, "irq_type", 0))
		dt_prop_bool(x->c->t, x->node, "smsc,irq-push-pull");
	val_take(pd, "phy_interface");
}

TRANSLATOR(xl_smsc911x) = { "smsc911x", "ethernet", "smsc,lan9115", smsc911x };

static void dm9000(struct xlate *x)
{
	if (x->pdata && val_get(x->pdata, "flags") &&
	    (val_get(x->pdata, "flags")->i & 0x20))
		dt_prop_bool(x->c->t, x->node, "davicom,no-eeprom");
	if (x->pdata)
		val_take(x->pdata, "flags");
}

TRANSLATOR(xl_dm9000) = { "dm9000", "ethernet", "davicom,dm9000", dm9000 };
