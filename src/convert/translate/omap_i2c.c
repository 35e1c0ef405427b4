// SPDX-License-Identifier: GPL-2.0
/*
 * omap1's I2C controller (i2c-omap.c). A node's rate is clock-frequency,
 * in Hz, else 100 kHz. omap_register_i2c_bus() keeps the board's rate in
 * its i2c_pdata[] at run time, under a condition (an i2c_bus= kernel
 * argument comes first), which the converter does not make: the rate is
 * said, not written.
 */
#include "convert/translate/translate.h"

static void omap_i2c(struct xlate *x)
{
	x_partial(x, "bus rate: omap_register_i2c_bus() stores the board's "
		     "rate at run time; write it as clock-frequency (in Hz; "
		     "100 kHz without one)");
}

TRANSLATOR(xl_omap_i2c) = { "omap_i2c", NULL, NULL, omap_i2c };
