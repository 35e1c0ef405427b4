// SPDX-License-Identifier: GPL-2.0
/*
 * The SoC's external clocks and timer channels, which a board sets with
 * calls into the SoC's code (s3c64xx_set_xtal_freq(), s3c2416_init_clocks(),
 * s3c64xx_set_timer_source()) rather than by registering a device. The
 * rate is read where the SoC's code passes it to its clock driver: the
 * SoC table says which argument of which call is which clock (the names
 * are the clock binding's), the library model says the rest.
 */
#include "convert/soc_clocks.h"

#include <stdlib.h>
#include <string.h>

/* Does the machine's own code call @fn? */
static int board_calls(struct conv *c, const char *fn)
{
	size_t i, mi = c->m - c->b->machines;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];

		if (s->kind == STEP_CALL && step_applies(s, c->m) &&
		    !strcmp(s->fn, fn))
			return 1;
	}
	return 0;
}

/*
 * The library step calling @fn, and the function (library machine) it is
 * in: of several (s3c2440_init_clocks() and s3c2442_init_clocks() both
 * call s3c2410_common_clk_init()), the one the board calls.
 */
static const struct step *lib_step(struct conv *c, const char *fn,
				   const char **in)
{
	const struct step *first = NULL;
	size_t i, j, k;

	for (i = 0; i < c->nlibs; i++)
		for (j = 0; j < c->libs[i].nmachines; j++)
			for (k = 0; k < c->libs[i].nsteps[j]; k++) {
				const struct step *s = &c->libs[i].steps[j][k];
				const char *id = c->libs[i].machines[j].id;

				if (s->kind != STEP_CALL || strcmp(s->fn, fn))
					continue;
				if (board_calls(c, id)) {
					*in = id;
					return s;
				}
				if (!first) {
					first = s;
					*in = id;
				}
			}
	return first;
}

/* Does library function @fn store into @var (xtal_f = freq)? */
static int lib_sets(struct conv *c, const char *fn, const char *var)
{
	size_t i, j, k;

	for (i = 0; i < c->nlibs; i++)
		for (j = 0; j < c->libs[i].nmachines; j++) {
			if (strcmp(c->libs[i].machines[j].id, fn))
				continue;
			for (k = 0; k < c->libs[i].nsteps[j]; k++) {
				const struct step *s = &c->libs[i].steps[j][k];

				if (s->kind == STEP_ASSIGN &&
				    !strcmp(s->fn, var))
					return 1;
			}
		}
	return 0;
}

/* The name a value was written as: a variable or a parameter. */
static const char *spelled(const struct value *v)
{
	if (!v)
		return NULL;
	if (v->kind == V_ADDR)
		return v->s;
	return v->text;
}

static int int_arg(const struct step *s, long long *out)
{
	if (!s->nargs || s->args[0]->kind != V_INT)
		return 0;
	*out = s->args[0]->i;
	return 1;
}

/*
 * The rate of @ck on this machine, and the board's call that set it (NULL
 * when the SoC's default stands). 0 when it cannot be told.
 */
static int clock_rate(struct conv *c, const struct soc_ext_clock *ck,
		      long long *rate, const struct step **by)
{
	const char *in = NULL, *name;
	const struct step *ls = lib_step(c, ck->fn, &in);
	const struct bvar *var = NULL;
	size_t i, l;

	*by = NULL;
	if (!ls || (size_t)ck->arg >= ls->nargs)
		return 0;
	if (ls->args[ck->arg]->kind == V_INT)
		*rate = ls->args[ck->arg]->i;
	name = spelled(ls->args[ck->arg]);
	for (l = 0; name && !var && l < c->nlibs; l++)
		var = board_var(&c->libs[l], name);
	if (var && var->init && var->init->kind == V_INT)
		*rate = var->init->i; /* the SoC's default */
	else if (var || ls->args[ck->arg]->kind != V_INT)
		var = NULL;
	for (i = 0; i < c->b->nsteps[c->m - c->b->machines]; i++) {
		const struct step *s = &c->b->steps[c->m - c->b->machines][i];

		if (s->kind != STEP_CALL || !step_applies(s, c->m))
			continue;
		/* a setter of the SoC's variable, or the function passing it */
		if ((var && lib_sets(c, s->fn, var->name)) ||
		    (!var && !strcmp(s->fn, in))) {
			if (!int_arg(s, rate))
				return 0;
			*by = s;
		}
	}
	return ls->args[ck->arg]->kind == V_INT || var || *by;
}

static const char *label_of(struct conv *c, const char *name)
{
	return conv_label_of(c, name);
}

void soc_ext_clocks(struct conv *c)
{
	const struct soc_ext_clock *ck;
	int n = 0;

	for (ck = c->soc->ext_clocks; ck && ck->name; ck++) {
		const struct step *by;
		long long rate = 0;
		struct dt_node *osc;
		struct item *it;

		if (!clock_rate(c, ck, &rate, &by) || rate <= 0) {
			const char *in = NULL;

			it = report_add(c->r, c->m->id, "clock", ck->name,
					by ? by->line : c->m->line);
			lib_step(c, ck->fn, &in);
			if (!by && in && !board_calls(c, in))
				item_fate(c->r, it, FATE_TODO,
					  "the machine never calls %s(), which "
					  "gives the SoC's clock driver the "
					  "rate of the external clock \"%s\": "
					  "the rate is not known",
					  in, ck->name);
			else
				item_fate(c->r, it, FATE_TODO,
					  "the rate of the external clock "
					  "\"%s\" (argument %d of %s()) is not "
					  "a constant",
					  ck->name, ck->arg, ck->fn);
			continue;
		}
		osc = dt_child(c->t, c->t->root,
			       arena_printf(c->a, "oscillator-%d", n++), NULL);
		osc->label = label_of(c, ck->name);
		dt_prop_str(c->t, osc, "compatible", "fixed-clock");
		dt_prop(c->t, osc, "clock-frequency", "<%lld>", rate);
		dt_prop_str(c->t, osc, "clock-output-names", ck->name);
		dt_prop(c->t, osc, "#clock-cells", "<0>");
		if (by) {
			it = report_add(c->r, c->m->id, "call", by->text,
					by->line);
			it->node = arena_printf(c->a, "&%s", osc->label);
		}
		/*
		 * The controller finds its input by name; clocks = makes the
		 * dependency one that probe ordering (fw_devlink) sees.
		 */
		if (ck == c->soc->ext_clocks && c->soc->clock_ctl)
			dt_prop(c->t, dt_ref(c->t, c->soc->clock_ctl), "clocks",
				"<&%s>", osc->label);
	}
}

int soc_clock_step(struct conv *c, const struct step *s)
{
	const struct soc_ext_clock *ck;

	for (ck = c->soc->ext_clocks; ck && ck->name; ck++) {
		const struct step *by;
		long long rate;

		if (clock_rate(c, ck, &rate, &by) && by == s)
			return 1; /* reported with its oscillator */
	}
	return 0;
}

/*
 * s3c64xx_set_timer_source(event, source): a DT boot's samsung-pwm timer
 * takes the highest channel not listed in samsung,pwm-outputs as its
 * clock source and the next as clock events
 * (_samsung_pwm_clocksource_init()), so
 * with no outputs listed: PWM4 and PWM3.
 */
int soc_timer_source(struct conv *c, const struct step *s)
{
	size_t n = strlen(s->fn);
	struct item *it;

	if (n < 17 || strcmp(s->fn + n - 17, "_set_timer_source"))
		return 0;
	/* converted when it is that choice: the timer node is the .dtsi's */
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	if (s->nargs != 2 || s->args[0]->kind != V_INT ||
	    s->args[1]->kind != V_INT || s->args[0]->i != 3 ||
	    s->args[1]->i != 4)
		item_fate(c->r, it, FATE_TODO,
			  "timer channels other than the DT timer's own "
			  "(events PWM3, source PWM4)");
	return 1;
}
