// SPDX-License-Identifier: GPL-2.0
/*
 * omap1's I2C controller (i2c-omap.c). A node's rate is clock-frequency,
 * in Hz, else 100 kHz; the board's is the clkrate, in kHz, that
 * omap_register_i2c_bus() keeps in its i2c_pdata[] for the bus, which the
 * chain applies (soc_chain.c). An i2c_bus= kernel argument, which comes
 * first there, is the command line's, not the board's.
 */
#include "convert/translate/translate.h"

static void omap_i2c(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long khz =
		pd && pd->kind == V_STRUCT ? val_take_int(pd, "clkrate", 0) : 0;

	if (khz > 0 && khz <= 4294967) {
		dt_prop(x->c->t, x->node, "clock-frequency", "<%lld>",
			khz * 1000);
		return;
	}
	x_partial(x, "bus rate: omap_register_i2c_bus() stores the board's "
		     "rate at run time; write it as clock-frequency (in Hz; "
		     "100 kHz without one)");
}

TRANSLATOR(xl_omap_i2c) = { "omap_i2c", NULL, NULL, omap_i2c };
