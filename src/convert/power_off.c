// SPDX-License-Identifier: GPL-2.0
/*
 * pm_power_off = handler: where the board's handler only drives one GPIO
 * (mv2120, net2big, vr1000, jive, viper), the line is a gpio-poweroff node,
 * the generic binding whose driver drives it the same way at power-off.
 * A handler that does more (a microcontroller's UART command, a PMIC
 * register, a deep sleep) stays an item with the step that makes it so.
 */
#include "convert/power_off.h"

#include <string.h>

#include "convert/resources.h"
#include "convert/steps.h"

/* Calls a handler may make besides driving its line: no hardware. */
static const char *const harmless[] = {
	"printk",
	"_printk",
	"pr_info",
	"pr_notice",
	"pr_emerg",
	"pr_warn",
	"pr_err",
	"pr_crit",
	"pr_alert",
	"mdelay",
	"udelay",
	"msleep",
	"local_irq_disable",
	"cpu_relax",
	"gpio_free",
	"gpio_request",
};

struct drive {
	long long gpio;
	long long levels[4];
	int nlevels;
	int sets_output; /* a step makes the line an output */
	const struct step *other; /* the first step that is none of these */
};

static int harmless_call(const char *fn)
{
	size_t i;

	for (i = 0; i < sizeof(harmless) / sizeof(harmless[0]); i++)
		if (!strcmp(fn, harmless[i]))
			return 1;
	return 0;
}

/* A level the step drives on its GPIO, or -1: it drives none. */
static long long driven(const struct step *s, long long *gpio)
{
	long long flags;

	*gpio = step_int_arg(s, 0);
	if (!strcmp(s->fn, "gpio_set_value") ||
	    !strcmp(s->fn, "gpio_set_value_cansleep") ||
	    !strcmp(s->fn, "__gpio_set_value") ||
	    !strcmp(s->fn, "gpio_direction_output"))
		return step_int_arg(s, 1) < 0 ? -1 : !!step_int_arg(s, 1);
	if (!strcmp(s->fn, "gpio_request_one")) {
		flags = step_int_arg(s, 1);
		if (flags < 0 || (flags & GPIOF_DIR_IN))
			return -1;
		return !!(flags & GPIOF_INIT_HIGH);
	}
	return -1;
}

/*
 * What handler @h does on machine @m (its machine_is_*() branches): one
 * GPIO's levels, or the step it cannot say.
 */
static void read_handler(const struct handler *h, const struct machine *m,
			 struct drive *d)
{
	size_t i;

	memset(d, 0, sizeof(*d));
	d->gpio = -1;
	for (i = 0; i < h->nsteps && !d->other; i++) {
		const struct step *s = &h->steps[i];
		long long gpio, level;

		if (!step_applies(s, m) ||
		    (s->kind == STEP_CALL && harmless_call(s->fn)))
			continue;
		level = s->kind == STEP_CALL ? driven(s, &gpio) : -1;
		if (level < 0 || gpio < 0 ||
		    (d->gpio >= 0 && gpio != d->gpio) ||
		    d->nlevels ==
			    (int)(sizeof(d->levels) / sizeof(d->levels[0]))) {
			d->other = s;
			continue;
		}
		d->gpio = gpio;
		if (strncmp(s->fn, "gpio_set_value", 14) &&
		    strcmp(s->fn, "__gpio_set_value"))
			d->sets_output = 1;
		if (!d->nlevels || d->levels[d->nlevels - 1] != level)
			d->levels[d->nlevels++] = level;
	}
}

/*
 * The hog an init-time request made of the line (gpio_hog.c): taken out,
 * as the line is gpio-poweroff's; its items say where it went. Returns the
 * level it held: 0 or 1, 2 for an input, -1 for no hog.
 */
static int take_hog(struct conv *c, const char *ctrl, long long off,
		    const char *to)
{
	/* looked up, not made: no hog, no override of the controller */
	struct dt_node *p = dt_find_label(c->t, ctrl);
	const char *want = arena_printf(c->a, "<%lld GPIO_ACTIVE_HIGH>", off);
	size_t i, k;
	int level = -1;

	for (i = 0; p && i < p->nkids; i++) {
		struct dt_node *h = p->kids[i];
		const char *path;

		if (!dt_get(h, "gpio-hog") || !dt_get(h, "gpios") ||
		    strcmp(dt_get(h, "gpios")->value, want))
			continue;
		level = dt_get(h, "input")	 ? 2 :
			dt_get(h, "output-high") ? 1 :
						   0;
		path = arena_printf(c->a, "&%s/%s", ctrl, h->name);
		for (k = c->item_base; k < c->r->nitems; k++) {
			struct item *it = c->r->items[k];

			if (it->node && !strcmp(it->node, path) &&
			    !strcmp(it->machine, c->m->id)) {
				it->node = to;
				if (!it->why)
					it->why =
						"the line is gpio-poweroff's, "
						"whose driver sets it up at "
						"probe";
			}
		}
		for (k = i; k + 1 < p->nkids; k++)
			p->kids[k] = p->kids[k + 1];
		p->nkids--;
		break;
	}
	return level;
}

int power_off_assign(struct conv *c, const struct step *s)
{
	const struct handler *h;
	const struct value *fn = NULL;
	const char *ctrl, *cond = NULL;
	struct dt_node *n;
	struct drive d;
	struct item *it;
	long long off;
	int active, init;

	if (s->kind != STEP_ASSIGN || strcmp(s->fn, "pm_power_off"))
		return 0;
	it = report_add(c->r, c->m->id, "assignment", s->text, s->line);
	if (s->nargs == 2) {
		fn = s->args[1];
	} else if (s->nargs == 4 && s->args[1]->kind == V_INT &&
		   s->args[1]->i) {
		/* on GPIO calls that succeed at boot (extract_branch.c) */
		fn = s->args[2];
		cond = s->args[1]->text;
	}
	if (!fn) {
		item_fate(c->r, it, FATE_TODO,
			  "the power-off handler is stored on a condition "
			  "known at run time only: which one a kernel "
			  "uses, the board's run decides");
		return 1;
	}
	h = fn->kind == V_FUNC ? board_hook_handler(c->b, fn->s) : NULL;
	if (!h) {
		item_fate(c->r, it, FATE_TODO,
			  "the power-off handler is not a function of the "
			  "board file: no body to read");
		return 1;
	}
	read_handler(h, c->m, &d);
	if (d.other || !d.nlevels) {
		item_fate(c->r, it, FATE_TODO,
			  "%s() does more than drive one GPIO (line %u: %s): "
			  "no devicetree binding describes what it does",
			  h->fn, d.other ? d.other->line : 0,
			  d.other ? d.other->text : "it drives none");
		return 1;
	}
	if (gpio_controller(c, d.gpio, &ctrl, &off)) {
		item_fate(c->r, it, FATE_TODO,
			  "%s() drives GPIO %lld, which is on no SoC GPIO "
			  "controller",
			  h->fn, d.gpio);
		return 1;
	}
	active = (int)d.levels[0];
	n = dt_child(c->t, c->t->root, "gpio-poweroff", NULL);
	dt_prop_str(c->t, n, "compatible", "gpio-poweroff");
	dt_prop(c->t, n, "gpios", "<%s>", gpio_cells(c, d.gpio, !active));
	it->node = "/gpio-poweroff";
	init = take_hog(c, ctrl, off, it->node);
	/*
	 * gpio-poweroff drives the line inactive at probe, unless "input":
	 * then it leaves it alone until power-off, as a board that never
	 * set it up at boot did
	 */
	if (init == -1 || init == 2)
		dt_prop_bool(c->t, n, "input");
	if ((init == -1 || init == 2) && !d.sets_output)
		item_fate(c->r, it, FATE_PARTIAL,
			  "%s() sets the line's level, not its direction, and "
			  "the board file never makes it an output%s: "
			  "gpio-poweroff does, so check that the board's "
			  "power-off drove it",
			  h->fn,
			  init == 2 ? " (it requests it as an input)" : "");
	else if (init == active)
		item_fate(c->r, it, FATE_PARTIAL,
			  "the board drives the line at its power-off level "
			  "(%d) at boot; gpio-poweroff drives it inactive "
			  "at probe",
			  active);
	if (d.nlevels > 1)
		item_fate(c->r, it, FATE_PARTIAL,
			  "%s() pulses the line (%lld then %lld); "
			  "gpio-poweroff drives it active, inactive, then "
			  "active again",
			  h->fn, d.levels[0], d.levels[1]);
	if (cond && it->fate == FATE_CONVERTED)
		it->why = arena_printf(
			c->a, "stored when %s, as on a working board", cond);
	return 1;
}
