// SPDX-License-Identifier: GPL-2.0
/* GPIO LEDs: a leds-gpio platform device or gpio_led_register_device(). */
#include <string.h>

#include "convert/busses.h"
#include "convert/resources.h"
#include "convert/steps.h"
#include "convert/translate/translate.h"

static const char *default_state(long long s)
{
	static const char *const names[] = { "off", "on", "keep" };

	return s >= 0 && s < 3 ? names[s] : "off";
}

static void leds_gpio(struct xlate *x)
{
	struct value *pd = x->pdata, *leds;
	long long n, i;

	if (!pd)
		return;
	leds = conv_deref(x->c, val_take(pd, "leds"), NULL);
	n = val_take_int(pd, "num_leds", leds ? (long long)leds->nelems : 0);
	for (i = 0; leds && i < n && i < (long long)leds->nelems; i++) {
		struct value *l = leds->elems[i];
		const char *name = val_take_str(l, "name");
		struct dt_node *ln = dt_child(
			x->c->t, x->node,
			arena_printf(x->c->a, "led-%s", x_slug(x, name)), NULL);

		if (name)
			dt_prop_str(x->c->t, ln, "label", name);
		/*
		 * No .gpio: leds-gpio asks the lookup tables for LED i's line
		 * by index i first (gpio_leds_lookup()); gpio_leds_unwired()
		 * says what is left.
		 */
		if (val_get(l, "gpio"))
			x_gpio_prop(x, ln, "gpios", val_take_int(l, "gpio", -1),
				    (int)val_take_int(l, "active_low", 0));
		else
			ARENA_PUSH(x->c->a, x->c->lineless, x->c->nlineless,
				   x->c->alineless, ln);
		if (val_get(l, "default_trigger"))
			dt_prop_str(x->c->t, ln, "linux,default-trigger",
				    val_take_str(l, "default_trigger"));
		if (val_get(l, "default_state") &&
		    !val_is_zero(val_get(l, "default_state")))
			dt_prop_str(x->c->t, ln, "default-state",
				    default_state(val_take_int(
					    l, "default_state", 0)));
		if (val_take_int(l, "retain_state_suspended", 0))
			dt_prop_bool(x->c->t, ln, "retain-state-suspended");
		if (val_take_int(l, "retain_state_shutdown", 0))
			dt_prop_bool(x->c->t, ln, "retain-state-shutdown");
		if (val_take_int(l, "panic_indicator", 0))
			dt_prop_bool(x->c->t, ln, "panic-indicator");
	}
}

TRANSLATOR(xl_leds_gpio) = { "leds-gpio", "leds", "gpio-leds", leds_gpio };

/* gpio_led_register_device(id, &pdata) registers a "leds-gpio" device. */
void convert_gpio_leds(struct conv *c, const struct step *s)
{
	const struct translator *tr = &xl_leds_gpio;
	struct item *it = report_add(c->r, c->m->id, "platform_device",
				     "leds-gpio", s->line);
	struct xlate x = { 0 };
	struct strbuf unused = STRBUF_INIT;

	x.c = c;
	x.it = it;
	x.is_new = 1;
	x.pdata = s->nargs > 1 ? conv_deref(c, s->args[1], NULL) : NULL;
	x.pdata_var = s->nargs > 1 ? s->args[1]->s : NULL;
	x.node = dt_child(c->t, c->t->root, tr->node_name, NULL);
	x.node->label = conv_label(c, "leds");
	dt_prop_str(c->t, x.node, "compatible", tr->compatible);
	it->node = arena_printf(c->a, "&%s", x.node->label);
	/* its dev_name(), which lookup tables name */
	if (s->nargs && s->args[0]->kind == V_INT)
		bus_client_devnode(c,
				   s->args[0]->i == -1 ?
					   "leds-gpio" :
					   arena_printf(c->a, "leds-gpio.%lld",
							s->args[0]->i),
				   "leds-gpio", x.node, it);
	tr->fn(&x);
	if (x.pdata &&
	    val_list_unused(x.pdata, x.pdata_var ? x.pdata_var : "pdata",
			    &unused))
		x_partial(&x, "platform data not translated: %s",
			  sb_str(&unused));
	sb_release(&unused);
}

/* Is @n a gpio-leds node? */
static int is_gpio_leds(const struct dt_node *n)
{
	const struct dt_prop *compat = n ? dt_get(n, "compatible") : NULL;

	return compat && !strcmp(compat->value, "\"gpio-leds\"");
}

int gpio_leds_lookup(struct conv *c, struct dt_node *n, struct lookup *l)
{
	const struct lookup *k;
	struct dt_node *led;

	if (!is_gpio_leds(n))
		return 0;
	if (l->idx < 0 || (size_t)l->idx >= n->nkids) {
		item_fate(c->r, l->item, FATE_TODO,
			  "leds-gpio asks for LED i's line by index i, and "
			  "this entry's index %lld is past its %zu LEDs",
			  l->idx, n->nkids);
		return 1;
	}
	led = n->kids[l->idx];
	/* gpiolib takes the first entry of that index; later ones are unread */
	for (k = c->lookups; k < l; k++)
		if (!k->con_id && k->idx == l->idx && k->cells && k->dev_id &&
		    l->dev_id && !strcmp(k->dev_id, l->dev_id) &&
		    !strcmp(k->suffix, l->suffix)) {
			item_fate(c->r, l->item, FATE_TODO,
				  "an earlier entry for %s also has index "
				  "%lld, and gpiolib takes the first: LED "
				  "%lld gets that one, and no LED this",
				  l->dev_id, l->idx, l->idx);
			return 1;
		}
	dt_prop(c->t, led, "gpios", "<%s>", l->cells);
	if (!led->label)
		led->label = conv_label(c, led->name);
	l->item->node = arena_printf(c->a, "&%s", led->label);
	return 1;
}

void gpio_leds_unwired(struct conv *c)
{
	size_t d, k;

	for (d = 0; d < c->ndevs; d++) {
		const struct devnode *dn = &c->devs[d];

		if (!is_gpio_leds(dn->node) || !dn->item)
			continue;
		for (k = 0; k < dn->node->nkids; k++) {
			const struct dt_node *led = dn->node->kids[k];
			const struct dt_prop *label = dt_get(led, "label");
			size_t i;

			for (i = 0; i < c->nlineless && c->lineless[i] != led;
			     i++)
				;
			if (i == c->nlineless || dt_get(led, "gpios"))
				continue;
			item_fate(c->r, dn->item, FATE_PARTIAL,
				  "LED %s (%zu) has no line here: its .gpio "
				  "is not set in the board's data, and no "
				  "converted lookup entry for %s has index "
				  "%zu, the one leds-gpio asks for",
				  label ? label->value : led->name, k,
				  dn->devname, k);
		}
	}
}
