// SPDX-License-Identifier: GPL-2.0
/*
 * struct s3c2410_platform_i2c (i2c-s3c2410) as the driver reads its node
 * (s3c24xx_i2c_parse_dt(): what is absent is 0):
 * - frequency: samsung,i2c-max-bus-freq (0 and absent mean 100 kHz);
 * - sda_delay: samsung,i2c-sda-delay, in ns;
 * - slave_addr: samsung,i2c-slave-addr;
 * - bus_num: the node's alias decides it;
 * - flags: no driver reads it (the filter is on with an SDA delay);
 * - cfg_gpio: the pins, as the pin groups of the pinctrl .dtsi.
 * With no board data the SoC's setter takes its default platform data
 * ("pd = &default_i2c_data" in s3c_i2c0_set_platdata()) and installs its
 * cfg_gpio function: both read from the setter.
 */
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

#define STANDARD_FREQ 100000 /* I2C_MAX_STANDARD_MODE_FREQ */

static void s3c_i2c(struct xlate *x)
{
	struct value *pd = x->pdata, *v;
	const char *def = NULL, *fn, *why;
	long long freq, delay, addr;

	fn = samsung_setter_hook(x->c, x->it ? x->it->name : NULL, "cfg_gpio",
				 &def);
	if (!pd && def)
		pd = conv_var(x->c, def, NULL);
	if (!pd || pd->kind != V_STRUCT)
		return;
	v = val_get(pd, "cfg_gpio");
	if (v && v->text && !val_is_zero(v))
		fn = v->text;
	while (fn && *fn == '&')
		fn++;
	val_take(pd, "cfg_gpio");
	if (fn && samsung_pins_setup(x->c, x->node, fn, NULL, NULL, NULL, &why))
		x_partial(x, "%s", why);
	else if (fn)
		item_fate(x->c->r, x->it, FATE_CONVERTED, "%s", why);
	val_take(pd, "bus_num");
	freq = val_take_int(pd, "frequency", 0);
	if (freq && freq != STANDARD_FREQ)
		dt_prop(x->c->t, x->node, "samsung,i2c-max-bus-freq", "<%lld>",
			freq);
	delay = val_take_int(pd, "sda_delay", 0);
	if (delay)
		dt_prop(x->c->t, x->node, "samsung,i2c-sda-delay", "<%lld>",
			delay);
	addr = val_take_int(pd, "slave_addr", 0);
	if (addr)
		dt_prop(x->c->t, x->node, "samsung,i2c-slave-addr", "<0x%llx>",
			addr);
	val_take(pd, "flags");
}

TRANSLATOR(xl_s3c2410_i2c) = { "s3c2410-i2c", NULL, NULL, s3c_i2c };
TRANSLATOR(xl_s3c2440_i2c) = { "s3c2440-i2c", NULL, NULL, s3c_i2c };
