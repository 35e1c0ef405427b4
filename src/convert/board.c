// SPDX-License-Identifier: GPL-2.0
#include "convert/board.h"

#include <ctype.h>
#include <stdio.h>
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

static void dump_value(const struct value *v, int depth, FILE *f)
{
	size_t i;
	struct strbuf sb = STRBUF_INIT;

	if (!v) {
		fputs("(null)\n", f);
		return;
	}
	if (v->kind == V_STRUCT || v->kind == V_ARRAY) {
		fprintf(f, "%s\n", v->kind == V_STRUCT ? "{" : "[");
		for (i = 0; i < v->nfields; i++) {
			fprintf(f, "%*s.%s = ", 2 * (depth + 1), "",
				v->fields[i].name);
			dump_value(v->fields[i].v, depth + 1, f);
		}
		for (i = 0; i < v->nelems; i++) {
			fprintf(f, "%*s[%zu] = ", 2 * (depth + 1), "", i);
			dump_value(v->elems[i], depth + 1, f);
		}
		fprintf(f, "%*s%s\n", 2 * depth, "",
			v->kind == V_STRUCT ? "}" : "]");
		return;
	}
	val_render(v, &sb);
	fprintf(f, "%s", sb_str(&sb));
	if (v->kind == V_INT)
		fprintf(f, " (= %lld)", v->i);
	fputc('\n', f);
	sb_release(&sb);
}

void board_dump(const struct board *b, FILE *f)
{
	size_t i, m;

	for (i = 0; i < b->nvars; i++) {
		fprintf(f, "var %s %s (line %u) = ", b->vars[i].type,
			b->vars[i].name, b->vars[i].line);
		dump_value(b->vars[i].init, 0, f);
	}
	for (i = 0; i < b->nprobes; i++)
		fprintf(f, "probe %s = %lld%s\n", b->probes[i].expr,
			b->probes[i].value,
			b->probes[i].ok ? "" : " (not visible in this file)");
	for (m = 0; m < b->nmachines; m++) {
		fprintf(f, "machine %s \"%s\"\n", b->machines[m].id,
			b->machines[m].name ? b->machines[m].name : "");
		for (i = 0; i < b->nsteps[m]; i++) {
			const struct step *s = &b->steps[m][i];

			fprintf(f, "  %s:%u %s %s (via %s)\n", b->rel, s->line,
				s->kind == STEP_CALL ? "call" : "assign",
				s->text, s->via);
		}
	}
}
