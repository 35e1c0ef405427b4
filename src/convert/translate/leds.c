// SPDX-License-Identifier: GPL-2.0
/* GPIO LEDs: a leds-gpio platform device or gpio_led_register_device(). */
#include <string.h>

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
		x_gpio_prop(x, ln, "gpios", val_take_int(l, "gpio", -1),
			    (int)val_take_int(l, "active_low", 0));
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
	tr->fn(&x);
	if (x.pdata &&
	    val_list_unused(x.pdata, x.pdata_var ? x.pdata_var : "pdata",
			    &unused))
		x_partial(&x, "platform data not translated: %s",
			  sb_str(&unused));
	sb_release(&unused);
}
