// SPDX-License-Identifier: GPL-2.0
/*
 * struct s3c24xx_mci_pdata (s3cmci.c) as its devicetree probe takes a
 * node: mmc_of_parse() reads disable-wp, broken-cd and wp-inverted where
 * the platform data had no_wprotect, no_detect and wprotect_invert. The
 * set_power() callback (the SoC's s3c24xx_mci_def_set_power()) puts the
 * SD pins in their function when the card is powered: in a devicetree
 * boot that is the node's pinctrl-0, which the binding requires, and the
 * callback's other power modes have no property.
 */
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

static void s3cmci(struct xlate *x)
{
	static const struct samsung_cond up[] = {
		{ "power_mode", "MMC_POWER_UP", 1 },
		{ NULL, NULL, 0 },
	};
	struct value *pd = x->pdata, *sp;
	const char *fn = NULL, *why = NULL;
	struct samsung_drives drv = { 0 };
	struct strbuf s = STRBUF_INIT;
	size_t i;

	if (!pd)
		return;
	if (val_take_int(pd, "no_wprotect", 0))
		dt_prop_bool(x->c->t, x->node, "disable-wp");
	if (val_take_int(pd, "no_detect", 0))
		dt_prop_bool(x->c->t, x->node, "broken-cd");
	if (val_take_int(pd, "wprotect_invert", 0))
		dt_prop_bool(x->c->t, x->node, "wp-inverted");
	sp = val_get(pd, "set_power");
	if (sp && !val_is_zero(sp))
		fn = sp->s ? sp->s : sp->text;
	while (fn && *fn == '&')
		fn++;
	if (!fn)
		return;
	val_take(pd, "set_power");
	if (samsung_pins_setup(x->c, x->node, fn, NULL, up, &drv, &why) < 0) {
		x_partial(x, "set_power() callback %s: %s", fn, why);
		return;
	}
	/*
	 * h1940, n30 and rx1950 switch the card's power with a GPIO after
	 * the SoC's default: s3cmci.c's devicetree probe takes neither a
	 * regulator nor a power GPIO, so a vmmc-supply would go unused (and
	 * the regulator core would turn the card off as unused).
	 */
	for (i = 0; i < drv.n; i++)
		sb_addf(&s, "%s%s to %s", i ? ", " : "", drv.v[i].expr,
			drv.v[i].value);
	if (drv.n)
		x_partial(x,
			  "set_power() callback %s: its pins at power-up are "
			  "pinctrl-0 (%s); it also drives %s at power-up, "
			  "which drivers/mmc/host/s3cmci.c has no property "
			  "for (it takes no regulator or power GPIO); what "
			  "it does at power-off has no property",
			  fn, why, sb_str(&s));
	else
		x_partial(x,
			  "set_power() callback %s: its pins at power-up are "
			  "pinctrl-0 (%s); what it does at power-off has no "
			  "property",
			  fn, why);
	sb_release(&s);
}

TRANSLATOR(xl_s3c2410_sdi) = { "s3c2410-sdi", NULL, NULL, s3cmci };
TRANSLATOR(xl_s3c2412_sdi) = { "s3c2412-sdi", NULL, NULL, s3cmci };
TRANSLATOR(xl_s3c2440_sdi) = { "s3c2440-sdi", NULL, NULL, s3cmci };
