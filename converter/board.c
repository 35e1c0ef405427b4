// SPDX-License-Identifier: GPL-2.0
#include "board.h"

#include <ctype.h>
#include <string.h>

const struct bvar *board_var(const struct board *b, const char *name)
{
	size_t i;

	for (i = 0; i < b->nvars; i++)
		if (!strcmp(b->vars[i].name, name))
			return &b->vars[i];
	return NULL;
}

/* MACHINE_START(SPITZ, ...) is what machine_is_spitz() tests. */
static int same_machine(const char *id, const char *guard)
{
	for (; *id && *guard; id++, guard++)
		if (tolower((unsigned char)*id) != *guard)
			return 0;
	return !*id && !*guard;
}

int step_applies(const struct step *s, const struct machine *m)
{
	size_t i;
	int ok = !s->nonly;

	for (i = 0; i < s->nonly; i++)
		ok |= same_machine(m->id, s->only[i]);
	for (i = 0; i < s->nexcept; i++)
		if (same_machine(m->id, s->except[i]))
			ok = 0;
	return ok;
}
