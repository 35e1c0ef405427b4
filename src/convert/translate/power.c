// SPDX-License-Identifier: GPL-2.0
/* Regulators, backlights and the USB VBUS sensor. */
#include <string.h>

#include "convert/steps.h"
#include "convert/supplies.h"
#include "convert/translate/translate.h"

/*
 * The valid_ops_mask of @init, the regulator of node @n, against a DT's;
 * @change: the bit a range of values allows (REGULATOR_CHANGE_VOLTAGE 1,
 * REGULATOR_CHANGE_CURRENT 2).
 */
static void ops_check(struct xlate *x, struct dt_node *n, struct value *init,
		      long long min, long long max, long long change)
{
	long long ops = val_take_int(init, "constraints.valid_ops_mask", 0);
	int always = val_get(init, "constraints.always_on") &&
		     !val_is_zero(val_get(init, "constraints.always_on"));
	/*
	 * of_get_regulation_constraints(): voltage (or current) changes
	 * where the range is one (REGULATOR_CHANGE_VOLTAGE, 1;
	 * REGULATOR_CHANGE_CURRENT, 2), on and off where the regulator is not
	 * always on (REGULATOR_CHANGE_STATUS, 8), nothing else without a
	 * property. An always-on regulator is never turned off, whatever its
	 * mask allows.
	 */
	long long dt = (min != max ? change : 0) | (always ? 0 : 8);

	if (always)
		ops &= ~8LL;
	if (ops != dt)
		x_partial(x,
			  "%s%s%s: valid_ops_mask 0x%llx, where a devicetree "
			  "allows 0x%llx (changes where the range is one, on "
			  "and off where it is not always on)",
			  n->name, n->unit ? "@" : "", n->unit ? n->unit : "",
			  ops, dt);
}

static void init_rest(struct xlate *x, struct dt_node *n, struct value *init,
		      int supply_named)
{
	struct strbuf u = STRBUF_INIT;

	if (val_take_int(init, "constraints.always_on", 0))
		dt_prop_bool(x->c->t, n, "regulator-always-on");
	if (val_take_int(init, "constraints.boot_on", 0))
		dt_prop_bool(x->c->t, n, "regulator-boot-on");
	if (!supply_named)
		supplies_add(x->c, x->it, n,
			     conv_deref(x->c,
					val_get(init, "consumer_supplies"),
					NULL),
			     val_get(init, "num_consumer_supplies") ?
				     val_get(init, "num_consumer_supplies")->i :
				     0);
	val_take(init, "consumer_supplies");
	val_take(init, "num_consumer_supplies");
	if (val_list_unused(init, "init_data", &u))
		x_partial(x, "regulator init data not translated: %s",
			  sb_str(&u));
	sb_release(&u);
}

/*
 * The regulator's name when its one consumer supply names no device
 * (REGULATOR_SUPPLY("vcc_core", NULL)): regulator_get(dev, "vcc_core")
 * finds that through the board's map, and without a map (a devicetree
 * boot, no vcc_core-supply property) by the regulator's own name
 * (regulator_lookup_by_name()), so that name must be the supply's. NULL:
 * the supplies are not one such.
 */
static const char *supply_name(struct xlate *x, struct value *init)
{
	struct value *sup =
		conv_deref(x->c, val_get(init, "consumer_supplies"), NULL);
	long long n = val_get(init, "num_consumer_supplies") ?
			      val_get(init, "num_consumer_supplies")->i :
			      0;
	struct value *s = sup && sup->kind == V_ARRAY && sup->nelems ?
				  sup->elems[0] :
				  sup;

	if (n != 1 || !s || s->kind != V_STRUCT ||
	    !val_is_zero(val_get(s, "dev_name")) || !val_get(s, "supply") ||
	    val_get(s, "supply")->kind != V_STR)
		return NULL;
	val_use_all(s);
	val_take(init, "consumer_supplies");
	val_take(init, "num_consumer_supplies");
	return val_get(s, "supply")->s;
}

void regulator_init(struct xlate *x, struct dt_node *n, struct value *init)
{
	struct dt_tree *t = x->c->t;
	const char *name = supply_name(x, init);
	const char *cname = val_take_str(init, "constraints.name");
	long long min = val_take_int(init, "constraints.min_uV", 0);
	long long max = val_take_int(init, "constraints.max_uV", 0);

	/* the same regulator for its consumer: a note, not a loss */
	if (name && cname && strcmp(name, cname))
		item_fate(x->c->r, x->it, FATE_CONVERTED,
			  "the regulator is named \"%s\", the supply its "
			  "consumer asks for: a devicetree kernel finds a "
			  "supply without a device by the regulator's name; "
			  "the board's \"%s\" was its display name only",
			  name, cname);
	dt_prop_str(t, n, "regulator-name", name ? name : cname);
	if (min)
		dt_prop(t, n, "regulator-min-microvolt", "<%lld>", min);
	if (max)
		dt_prop(t, n, "regulator-max-microvolt", "<%lld>", max);
	ops_check(x, n, init, min, max, 1);
	init_rest(x, n, init, name != NULL);
}

/*
 * The node of a regulator the board names: "regulator-<name>", as the
 * kernel's trees name theirs, in place of the generic "regulator" (or its
 * "regulator-1" for a second one), unless a sibling has that name.
 */
static void name_by_supply(struct xlate *x, const char *name)
{
	struct dt_node *n = x->node, *parent = n->parent;
	const char *want;
	size_t i;

	if (!x->is_new || !parent || n->unit ||
	    strncmp(n->name, "regulator", 9))
		return;
	want = arena_printf(x->c->a, "regulator-%s", x_slug(x, name));
	for (i = 0; i < parent->nkids; i++)
		if (parent->kids[i] != n &&
		    !strcmp(parent->kids[i]->name, want))
			return;
	n->name = want;
}

static void fixed_regulator(struct xlate *x)
{
	struct value *pd = x->pdata, *init;
	const char *name;
	long long uv;

	if (!pd)
		return;
	name = val_take_str(pd, "supply_name");
	uv = val_take_int(pd, "microvolts", 0);
	if (name) {
		dt_prop_str(x->c->t, x->node, "regulator-name", name);
		name_by_supply(x, name);
	}
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
		init_rest(x, x->node, init, 0);
	}
}

TRANSLATOR(xl_fixed_regulator) = { "reg-fixed-voltage", "regulator",
				   "regulator-fixed", fixed_regulator };

/* gpiod_flags' GPIOD_FLAGS_BIT_DIR_SET, _DIR_OUT and _DIR_VAL */
#define GFLAGS_OUT 0x3
#define GFLAGS_VAL 0x4

/*
 * struct gpio_regulator_config as of_get_gpio_regulator_config() reads
 * it back: regulator-name, regulator-boot-on, startup-delay-us, the
 * initial level of each GPIO (gpios-states), the value and GPIO bits of
 * each state (states), regulator-type, and the constraints, in
 * microamperes for a current regulator.
 */
static void gpio_regulator(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	struct value *pd = x->pdata, *v, *init;
	struct strbuf sb = STRBUF_INIT;
	const char *name;
	long long n, i, cur, min, max;

	if (!pd)
		return;
	init = conv_deref(x->c, val_take(pd, "init_data"), NULL);
	name = val_take_str(pd, "supply_name");
	if (!name && init)
		name = val_take_str(init, "constraints.name");
	if (name) {
		dt_prop_str(t, x->node, "regulator-name", name);
		name_by_supply(x, name);
	}
	if (val_take_int(pd, "enabled_at_boot", 0))
		dt_prop_bool(t, x->node, "regulator-boot-on");
	if (val_get(pd, "startup_delay"))
		dt_prop(t, x->node, "startup-delay-us", "<%lld>",
			val_take_int(pd, "startup_delay", 0));
	v = conv_deref(x->c, val_take(pd, "gflags"), NULL);
	n = val_take_int(pd, "ngpios",
			 v && v->kind == V_ARRAY ? (long long)v->nelems : 0);
	for (i = 0;
	     v && v->kind == V_ARRAY && i < n && i < (long long)v->nelems;
	     i++) {
		long long f = v->elems[i]->kind == V_INT ? v->elems[i]->i : -1;

		if (f < 0 || (f & GFLAGS_OUT) != GFLAGS_OUT)
			x_partial(x,
				  "gflags[%lld]: not an output level, "
				  "which gpios-states alone gives",
				  i);
		sb_addf(&sb, "%s%d", i ? " " : "", f >= 0 && (f & GFLAGS_VAL));
	}
	if (sb.len)
		dt_prop(t, x->node, "gpios-states", "<%s>", sb_str(&sb));
	sb_reset(&sb);
	v = conv_deref(x->c, val_take(pd, "states"), NULL);
	n = val_take_int(pd, "nr_states",
			 v && v->kind == V_ARRAY ? (long long)v->nelems : 0);
	for (i = 0;
	     v && v->kind == V_ARRAY && i < n && i < (long long)v->nelems;
	     i++) {
		sb_addf(&sb, "%s%lld 0x%llx", i ? " " : "",
			val_take_int(v->elems[i], "value", 0),
			val_take_int(v->elems[i], "gpios", 0));
		val_use_all(v->elems[i]);
	}
	if (sb.len)
		dt_prop(t, x->node, "states", "<%s>", sb_str(&sb));
	sb_release(&sb);
	/* enum regulator_type: REGULATOR_VOLTAGE 0, REGULATOR_CURRENT 1 */
	cur = val_take_int(pd, "type", 0) == 1;
	if (cur)
		dt_prop_str(t, x->node, "regulator-type", "current");
	if (!init)
		return;
	/* of_get_regulation_constraints(): microamperes or microvolts */
	min = val_take_int(
		init, cur ? "constraints.min_uA" : "constraints.min_uV", 0);
	max = val_take_int(
		init, cur ? "constraints.max_uA" : "constraints.max_uV", 0);
	if (min)
		dt_prop(t, x->node,
			cur ? "regulator-min-microamp" :
			      "regulator-min-microvolt",
			"<%lld>", min);
	if (max)
		dt_prop(t, x->node,
			cur ? "regulator-max-microamp" :
			      "regulator-max-microvolt",
			"<%lld>", max);
	ops_check(x, x->node, init, min, max, cur ? 2 : 1);
	init_rest(x, x->node, init, 0);
}

TRANSLATOR(xl_gpio_regulator) = { "gpio-regulator", "regulator",
				  "regulator-gpio", gpio_regulator };

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
	char *slug = arena_printf(c->a, "regulator-%s", name), *p;
	struct dt_node *n;
	size_t k;

	for (p = slug; *p; p++)
		if (*p == ' ' || *p == '_')
			*p = '-';
	/*
	 * dm365-evm registers two "fixed-dummy" regulators (1.8 V and
	 * 3.3 V), told apart by their ids: one node each
	 */
	for (k = 0; k < c->t->root->nkids; k++)
		if (!strcmp(c->t->root->kids[k]->name, slug))
			break;
	if (k < c->t->root->nkids && s->nargs > 0 && s->args[0]->kind == V_INT)
		slug = arena_printf(c->a, "%s-%lld", slug, s->args[0]->i);
	n = dt_child(c->t, c->t->root, slug, NULL);
	n->label = conv_label(c, name);
	dt_prop_str(c->t, n, "compatible", "regulator-fixed");
	dt_prop_str(c->t, n, "regulator-name", name);
	dt_prop(c->t, n, "regulator-min-microvolt", "<%lld>", uv);
	dt_prop(c->t, n, "regulator-max-microvolt", "<%lld>", uv);
	dt_prop_bool(c->t, n, "regulator-always-on");
	it->node = arena_printf(c->a, "&%s", n->label);
	if (s->nargs > 3 && s->args[3]->kind == V_INT)
		supplies_add(c, it, n, conv_deref(c, s->args[2], NULL),
			     s->args[3]->i);
}

/*
 * The supply the pwm-backlight binding requires and a board file never
 * named (the driver got the regulator core's dummy): one fixed, always-on
 * regulator the board's backlights share. Its property is written where
 * the translator writes it, its value a placeholder until the board's
 * supply map has been read (supplies_finish()): a backlight the map names
 * gets its own regulator instead.
 */
static const char placeholder[] = "<&reg_backlight>";

int backlight_default_supply(const struct conv *c, const struct dt_node *n,
			     const char *prop)
{
	const struct dt_prop *p = dt_get(n, prop);
	size_t i;

	if (!p || !p->value || strcmp(p->value, placeholder))
		return 0;
	for (i = 0; i < c->nbacklights; i++)
		if (c->backlights[i] == n)
			return 1;
	return 0;
}

void backlight_supplies_finish(struct conv *c)
{
	struct dt_tree *t = c->t;
	struct dt_node *r = NULL;
	size_t i;

	for (i = 0; i < c->nbacklights; i++) {
		struct dt_node *n = c->backlights[i];

		if (!backlight_default_supply(c, n, "power-supply"))
			continue;
		if (!r)
			r = dt_find_label(t, "reg_backlight");
		if (!r) {
			r = dt_child(t, t->root, "regulator-backlight", NULL);
			r->label = dt_unique_label(t, "reg_backlight");
			dt_prop_str(t, r, "compatible", "regulator-fixed");
			dt_prop_str(t, r, "regulator-name", "backlight");
			dt_prop_bool(t, r, "regulator-always-on");
			dt_prop_bool(t, r, "regulator-boot-on");
		}
		dt_prop(t, n, "power-supply", "<&%s>", r->label);
	}
}

static void backlight_supply(struct xlate *x)
{
	if (!x->is_new || dt_get(x->node, "power-supply"))
		return;
	dt_prop(x->c->t, x->node, "power-supply", "%s", placeholder);
	ARENA_PUSH(x->c->a, x->c->backlights, x->c->nbacklights,
		   x->c->abacklights, x->node);
}

/* A backlight on a PWM: the PWM comes from pwm_add_table()'s lookup. */
static void pwm_backlight(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long max, dft;

	backlight_supply(x);
	if (!pd)
		return;
	/* pwm_bl.c starts at the board's dft_brightness, 0 when unset */
	max = val_take_int(pd, "max_brightness", 0);
	dft = val_take_int(pd, "dft_brightness", 0);
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
	/* pwm_bl.c's minimum duty cycle, which no property sets */
	if (!val_is_zero(val_get(pd, "lth_brightness")))
		x_partial(x,
			  "lth_brightness %lld: no property sets the "
			  "lowest duty cycle",
			  val_take_int(pd, "lth_brightness", 0));
	val_take(pd, "lth_brightness");
}

TRANSLATOR(xl_pwm_backlight) = { "pwm-backlight", "backlight", "pwm-backlight",
				 pwm_backlight };
