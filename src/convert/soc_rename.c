// SPDX-License-Identifier: GPL-2.0
/*
 * The name SoC code gives a device at run time (soc_rename.h).
 */
#include "convert/soc_rename.h"

#include <string.h>

/*
 * The first call of helper @fn (s3c_adc_setname("s3c64xx-adc") of
 * s3c6410.c) from a library @accept takes whose argument @k is a string.
 */
static const char *helper_call(struct conv *c, const char *fn, int k,
			       soc_rename_accept *accept, void *arg)
{
	size_t i, m, j;

	for (i = 0; i < c->nlibs; i++)
		for (m = 0; accept(c, i, arg) && m < c->libs[i].nmachines; m++)
			for (j = 0; j < c->libs[i].nsteps[m]; j++) {
				const struct step *st = &c->libs[i].steps[m][j];

				if (st->kind == STEP_CALL && st->fn &&
				    !strcmp(st->fn, fn) &&
				    (size_t)k < st->nargs &&
				    st->args[k]->kind == V_STR &&
				    st->args[k]->s)
					return st->args[k]->s;
			}
	return NULL;
}

/* Does assignment @st store into @lhs? */
static int is_lhs(const struct step *st, const char *lhs)
{
	if (st->fn)
		return !strcmp(st->fn, lhs);
	return st->nargs == 2 && st->args[0]->kind == V_STR && st->args[0]->s &&
	       !strcmp(st->args[0]->s, lhs);
}

/* The string literal of assignment @st's right-hand side, or NULL. */
static const char *literal(struct conv *c, const struct step *st)
{
	const struct value *v = st->nargs == 2 ? st->args[1] : NULL;
	const char *q, *e;

	if (v)
		return v->kind == V_STR ? v->s : NULL;
	/* not evaluated: the statement's text ("x.name = \"y\"") */
	q = st->text ? strchr(st->text, '"') : NULL;
	e = q ? strchr(q + 1, '"') : NULL;
	return e ? arena_strndup(c->a, q + 1, (size_t)(e - q - 1)) : NULL;
}

const char *soc_rename(struct conv *c, const char *var,
		       soc_rename_accept *accept, void *arg)
{
	const char *lhs = arena_printf(c->a, "%s.name", var);
	size_t i, m, k;

	for (i = 0; i < c->nlibs; i++)
		for (m = 0; m < c->libs[i].nmachines; m++)
			for (k = 0; k < c->libs[i].nsteps[m]; k++) {
				const struct step *st = &c->libs[i].steps[m][k];
				const struct machine *fn =
					&c->libs[i].machines[m];
				const struct value *v =
					st->nargs == 2 ? st->args[1] : NULL;
				const char *name;
				int p;

				if (st->kind != STEP_ASSIGN || !is_lhs(st, lhs))
					continue;
				name = literal(c, st);
				if (name && accept(c, i, arg))
					return name;
				/* a helper storing its parameter */
				if (v && v->kind == V_EXPR && v->text &&
				    (p = machine_param(fn, v->text,
						       strlen(v->text))) >= 0 &&
				    (name = helper_call(c, fn->id, p, accept,
							arg)) != NULL)
					return name;
			}
	return NULL;
}
