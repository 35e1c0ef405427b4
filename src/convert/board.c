// SPDX-License-Identifier: GPL-2.0
#include "convert/board.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/*
 * Names to the first element of an array that bears them: a library model
 * has hundreds of variables and functions, and the SoC chain and the
 * conversion look names up in every library, once per argument they
 * follow. The index covers the array's first @n elements; elements pushed
 * later are added on the next lookup, and an array moved or shrunk is
 * indexed again. A slot holds an element's position plus one.
 */
struct name_index {
	const void *base;
	size_t n, size;
	uint32_t *slot;
};

/* Below this many elements a scan costs less than an index. */
#define INDEX_MIN 16

static size_t name_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return (size_t)h;
}

typedef const char *(*name_of_fn)(const void *base, size_t i);

static const char *var_name(const void *base, size_t i)
{
	return ((const struct bvar *)base)[i].name;
}

static const char *machine_id(const void *base, size_t i)
{
	return ((const struct machine *)base)[i].id;
}

/* The slot of @name: its element's, or the empty one where it would go. */
static uint32_t *index_slot(const struct name_index *x, const void *base,
			    name_of_fn name_of, const char *name)
{
	size_t i = name_hash(name) & (x->size - 1);

	while (x->slot[i] && strcmp(name_of(base, x->slot[i] - 1), name))
		i = (i + 1) & (x->size - 1);
	return &x->slot[i];
}

static struct name_index *index_update(struct board *b, struct name_index *x,
				       const void *base, size_t n,
				       name_of_fn name_of)
{
	size_t i;

	if (!x || x->base != base || x->n > n || 2 * n > x->size) {
		size_t size = 64;

		while (size < 4 * n)
			size *= 2;
		x = arena_alloc(&b->arena, sizeof(*x));
		x->base = base;
		x->size = size;
		x->slot = arena_alloc(&b->arena, size * sizeof(*x->slot));
	}
	for (i = x->n; i < n; i++) {
		const char *name = name_of(base, i);
		uint32_t *s;

		if (!name)
			continue;
		s = index_slot(x, base, name_of, name);
		if (!*s) /* the first of a name wins, as a scan finds it */
			*s = (uint32_t)(i + 1);
	}
	x->n = n;
	return x;
}

/* Position of the first element named @name in @base[0..@n), or -1. */
static long find_name(const struct board *cb, struct name_index **xp,
		      const void *base, size_t n, name_of_fn name_of,
		      const char *name)
{
	/* the index lives in the model's arena, beside what it indexes */
	struct board *b = (struct board *)cb;
	uint32_t *s;
	size_t i;

	if (!name)
		return -1;
	if (n < INDEX_MIN || n >= UINT32_MAX) {
		for (i = 0; i < n; i++)
			if (name_of(base, i) && !strcmp(name_of(base, i), name))
				return (long)i;
		return -1;
	}
	*xp = index_update(b, *xp, base, n, name_of);
	s = index_slot(*xp, base, name_of, name);
	return *s ? (long)*s - 1 : -1;
}

const struct bvar *board_var(const struct board *b, const char *name)
{
	long i = find_name(b, &((struct board *)b)->var_index, b->vars,
			   b->nvars, var_name, name);

	return i < 0 ? NULL : &b->vars[i];
}

const struct machine *board_function(const struct board *b, const char *id)
{
	long i = find_name(b, &((struct board *)b)->fn_index, b->machines,
			   b->nmachines, machine_id, id);

	return i < 0 ? NULL : &b->machines[i];
}

const struct handler *board_hook_handler(const struct board *b, const char *fn)
{
	size_t i;

	for (i = 0; fn && i < b->nhandlers; i++)
		if (!strcmp(b->handlers[i].fn, fn))
			return &b->handlers[i];
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

int machine_param(const struct machine *m, const char *name, size_t len)
{
	const char *p = m->params;
	int i = 0;

	for (; p && *p; i++) {
		size_t n = strcspn(p, ",");

		if (n == len && !strncmp(p, name, len))
			return i;
		p += n + (p[n] == ',');
	}
	return -1;
}

int step_guards_allow(const struct step *s, const struct machine *m)
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

int step_applies(const struct step *s, const struct machine *m)
{
	return !s->run_cond && step_guards_allow(s, m);
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
		fprintf(f, "%s", v->kind == V_STRUCT ? "{" : "[");
		if (v->note)
			fprintf(f, " /* %s */", v->note);
		fputc('\n', f);
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

static void dump_steps(const struct board *b, const struct step *steps,
		       size_t n, FILE *f)
{
	size_t i;

	for (i = 0; i < n; i++)
		fprintf(f, "  %s:%u %s %s (via %s)\n", b->rel, steps[i].line,
			steps[i].kind == STEP_CALL ? "call" : "assign",
			steps[i].text, steps[i].via);
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
		dump_steps(b, b->steps[m], b->nsteps[m], f);
	}
	for (m = 0; m < b->nhandlers; m++) {
		fprintf(f, "handler %s\n", b->handlers[m].fn);
		dump_steps(b, b->handlers[m].steps, b->handlers[m].nsteps, f);
	}
}
