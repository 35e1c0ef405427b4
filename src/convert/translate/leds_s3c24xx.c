// SPDX-License-Identifier: GPL-2.0
/*
 * s3c24xx_led: leds-s3c24xx.c (no OF table) drives one GPIO per device, the
 * one its GPIO lookup table names (con_id NULL), with the platform data's
 * name and default trigger, off at probe (GPIOD_OUT_LOW). That is what
 * leds-gpio does with a child of a "gpio-leds" node: the device becomes such
 * a child (label, linux,default-trigger, gpios from the lookup with its
 * flags), a translation to the generic binding rather than a proposal.
 */
#include <string.h>

#include "convert/translate/translate.h"

struct gpio_led_dev {
	const char *name, *var, *pdata_var;
	long long id;
	struct value *pdata;
	struct item *it;
};

int gpio_led_device(struct conv *c, const char *name, long long id,
		    const char *var, struct value *pdata, const char *pdata_var,
		    struct item *it)
{
	struct gpio_led_dev d;

	if (strcmp(name, "s3c24xx_led"))
		return 0;
	d.name = name;
	d.var = var;
	d.id = id;
	d.pdata = pdata;
	d.pdata_var = pdata_var;
	d.it = it;
	ARENA_PUSH(c->a, c->gleds, c->ngleds, c->agleds, d);
	return 1;
}

static int has_lookup(struct conv *c, const char *devname)
{
	size_t i;

	for (i = 0; i < c->nlookups; i++)
		if (c->lookups[i].dev_id && !c->lookups[i].con_id &&
		    !strcmp(c->lookups[i].dev_id, devname) &&
		    c->lookups[i].cells)
			return 1;
	return 0;
}

/* The "gpio-leds" node of the board's root: the one there, or a new one. */
static struct dt_node *leds_node(struct conv *c)
{
	struct dt_node *n = dt_child(c->t, c->t->root, "leds", NULL);
	const struct dt_prop *compat = dt_get(n, "compatible");

	if (compat && strcmp(compat->value, "\"gpio-leds\""))
		n = dt_child(c->t, c->t->root, "leds-gpio", NULL);
	if (!dt_get(n, "compatible"))
		dt_prop_str(c->t, n, "compatible", "gpio-leds");
	return n;
}

void gpio_led_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->ngleds; i++) {
		struct gpio_led_dev *d = &c->gleds[i];
		const char *devname =
			d->id == -1 ?
				d->name :
				arena_printf(c->a, "%s.%lld", d->name, d->id);
		const char *label = NULL, *trigger = NULL;
		struct strbuf unused = STRBUF_INIT;
		struct devnode dn = { 0 };
		struct dt_node *led;

		if (d->pdata) {
			label = val_take_str(d->pdata, "name");
			trigger = val_take_str(d->pdata, "def_trigger");
		}
		if (!has_lookup(c, devname)) {
			item_fate(c->r, d->it, FATE_TODO,
				  "no GPIO lookup of a SoC GPIO names %s: "
				  "leds-s3c24xx's probe fails without its "
				  "GPIO, so no gpio-leds child either",
				  devname);
			continue;
		}
		led = dt_child(c->t, leds_node(c),
			       d->id >= 0 ?
				       arena_printf(c->a, "led-%lld", d->id) :
				       arena_printf(c->a, "led-%zu", i),
			       NULL);
		led->label = conv_label(c, d->var ? d->var : devname);
		dt_prop_str(c->t, led, "label", label);
		if (trigger && *trigger)
			dt_prop_str(c->t, led, "linux,default-trigger",
				    trigger);
		d->it->node = arena_printf(c->a, "&%s", led->label);
		item_fate(c->r, d->it, FATE_CONVERTED,
			  "leds-s3c24xx has no OF table; its one GPIO LED is "
			  "a child of a gpio-leds node (the generic binding, "
			  "not a proposal)");
		if (d->pdata &&
		    val_list_unused(d->pdata,
				    d->pdata_var ? d->pdata_var : "pdata",
				    &unused))
			item_fate(c->r, d->it, FATE_PARTIAL,
				  "platform data not translated: %s",
				  sb_str(&unused));
		sb_release(&unused);
		dn.name = d->name;
		dn.var = d->var;
		dn.devname = devname;
		dn.node = led;
		dn.item = d->it;
		ARENA_PUSH(c->a, c->devs, c->ndevs, c->adevs, dn);
	}
}
