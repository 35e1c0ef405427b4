// SPDX-License-Identifier: GPL-2.0
/* Regulators, backlights and the USB VBUS sensor. */
#include <string.h>

#include "convert/steps.h"
#include "convert/translate/translate.h"

static void fixed_regulator(struct xlate *x)
{
	struct value *pd = x->pdata, *init;
	const char *name;
	long long uv;

	if (!pd)
		return;
	name = val_take_str(pd, "supply_name");
	uv = val_take_int(pd, "microvolts", 0);
	if (name)
		dt_prop_str(x->c->t, x->node, "regulator-name", name);
	dt_prop(x->c->t, x->node, "regulator-min-microvolt", "<%lld>", uv);
	dt_prop(x->c->t, x->node, "regulator-max-microvolt", "<%lld>", uv);
	if (val_get(pd, "startup_delay"))
		dt_prop(x->c->t, x->node, "startup-delay-us", "<%lld>",
			val_take_int(pd, "startup_delay", 0));
	if (val_take_int(pd, "enabled_at_boot", 0))
		dt_prop_bool(x->c->t, x->node, "regulator-boot-on");
	init = conv_deref(x->c, val_take(pd, "init_data"), NULL);
	if (init) {
		/* a fixed regulator has nothing for the mask to allow */
		val_take(init, "constraints.valid_ops_mask");
		regulator_init_rest(x, x->node, init, name, 0);
	}
}

void regulator_init_rest(struct xlate *x, struct dt_node *n, struct value *init,
			 const char *name, int supply_named)
{
	struct strbuf u = STRBUF_INIT;

	if (val_take_int(init, "constraints.always_on", 0))
		dt_prop_bool(x->c->t, n, "regulator-always-on");
	if (val_take_int(init, "constraints.boot_on", 0))
		dt_prop_bool(x->c->t, n, "regulator-boot-on");
	if (!supply_named && !val_is_zero(val_get(init, "consumer_supplies")))
		x_partial(x,
			  "consumer supplies of %s: add <name>-supply = "
			  "<&this> to each consumer",
			  name ? name : "the regulator");
	val_take(init, "consumer_supplies");
	val_take(init, "num_consumer_supplies");
	if (val_list_unused(init, "init_data", &u))
		x_partial(x, "regulator init data not translated: %s",
			  sb_str(&u));
	sb_release(&u);
}

TRANSLATOR(xl_fixed_regulator) = { "reg-fixed-voltage", "regulator",
				   "regulator-fixed", fixed_regulator };

/* regulator_register_always_on(id, name, supplies, n, uV) */
void convert_regulator(struct conv *c, const struct step *s)
{
	const char *name = s->nargs > 1 && s->args[1]->kind == V_STR ?
				   s->args[1]->s :
				   "fixed";
	long long uv =
		s->nargs > 4 && s->args[4]->kind == V_INT ? s->args[4]->i : 0;
	struct item *it =
		report_add(c->r, c->m->id, "regulator", name, s->line);
	struct dt_node *n = dt_child(c->t, c->t->root,
				     arena_printf(c->a, "regulator-%s", name),
				     NULL);
	char *slug = arena_strdup(c->a, n->name), *p;

	for (p = slug; *p; p++)
		if (*p == ' ' || *p == '_')
			*p = '-';
	n->name = slug;
	n->label = conv_label(c, name);
	dt_prop_str(c->t, n, "compatible", "regulator-fixed");
	dt_prop_str(c->t, n, "regulator-name", name);
	dt_prop(c->t, n, "regulator-min-microvolt", "<%lld>", uv);
	dt_prop(c->t, n, "regulator-max-microvolt", "<%lld>", uv);
	dt_prop_bool(c->t, n, "regulator-always-on");
	it->node = arena_printf(c->a, "&%s", n->label);
	if (s->nargs > 3 && s->args[3]->kind == V_INT && s->args[3]->i > 0) {
		item_fate(c->r, it, FATE_PARTIAL,
			  "consumer supplies not attached");
	}
}

/*
 * The supply the pwm-backlight binding requires and a board file never
 * named (the driver got the regulator core's dummy): one fixed, always-on
 * regulator the board's backlights share.
 */
static void backlight_supply(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct dt_node *r = dt_find_label(t, "reg_backlight");

	if (!x->is_new || dt_get(x->node, "power-supply"))
		return;
	if (!r) {
		r = dt_child(t, t->root, "regulator-backlight", NULL);
		r->label = dt_unique_label(t, "reg_backlight");
		dt_prop_str(t, r, "compatible", "regulator-fixed");
		dt_prop_str(t, r, "regulator-name", "backlight");
		dt_prop_bool(t, r, "regulator-always-on");
		dt_prop_bool(t, r, "regulator-boot-on");
	}
	dt_prop(t, x->node, "power-supply", "<&%s>", r->label);
}

/* A backlight on a PWM: the PWM comes from pwm_add_table()'s lookup. */
static void pwm_backlight(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long max, dft;

	backlight_supply(x);
	if (!pd)
		return;
	max = val_take_int(pd, "max_brightness", 0);
	dft = val_take_int(pd, "dft_brightness", max);
	if (max > 0) {
		dt_prop(x->c->t, x->node, "brightness-levels", "<0 %lld>", max);
		dt_prop(x->c->t, x->node, "num-interpolated-steps", "<%lld>",
			max);
		dt_prop(x->c->t, x->node, "default-brightness-level", "<%lld>",
			dft);
	}
	if (val_get(pd, "pwm_period_ns") &&
	    !val_is_zero(val_get(pd, "pwm_period_ns")))
		x_partial(
			x,
			"pwm_period_ns %lld: put the period in the pwms cells",
			val_take_int(pd, "pwm_period_ns", 0));
	val_take(pd, "lth_brightness");
}

TRANSLATOR(xl_pwm_backlight) = { "pwm-backlight", "backlight", "pwm-backlight",
				 pwm_backlight };
