// SPDX-License-Identifier: GPL-2.0
#include "convert/board_serial.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAGIC "BFBM"
#define VERSION 10
#define NONE 0xffffffffu /* a NULL string, array or value */

/* ---- writing ---- */

struct vmap {
	const struct value **keys; /* open addressing, by pointer */
	uint32_t *idx;
	size_t size, n;
	const struct value **order; /* index -> value */
	size_t norder, aorder;
};

static size_t vmap_slot(const struct vmap *m, const struct value *v)
{
	uint64_t h = ((uintptr_t)v >> 4) * 0x9e3779b97f4a7c15ull;
	size_t i = (size_t)(h ^ h >> 29) & (m->size - 1);

	while (m->keys[i] && m->keys[i] != v)
		i = (i + 1) & (m->size - 1);
	return i;
}

static void vmap_grow(struct vmap *m)
{
	struct vmap n = { 0 };
	size_t i;

	n.size = m->size ? 2 * m->size : 256;
	n.keys = xcalloc(n.size, sizeof(*n.keys));
	n.idx = xcalloc(n.size, sizeof(*n.idx));
	for (i = 0; i < m->size; i++) {
		if (m->keys[i]) {
			size_t s = vmap_slot(&n, m->keys[i]);

			n.keys[s] = m->keys[i];
			n.idx[s] = m->idx[i];
		}
	}
	free(m->keys);
	free(m->idx);
	m->keys = n.keys;
	m->idx = n.idx;
	m->size = n.size;
}

static uint32_t vmap_get(const struct vmap *m, const struct value *v)
{
	size_t s;

	if (!v)
		return NONE;
	s = vmap_slot(m, v);
	return m->keys[s] ? m->idx[s] : NONE;
}

/* Numbers every value reachable from @v, depth first, each once. */
static void vmap_add(struct vmap *m, const struct value *v)
{
	size_t s, i;

	if (!v)
		return;
	if (2 * (m->n + 1) > m->size)
		vmap_grow(m);
	s = vmap_slot(m, v);
	if (m->keys[s])
		return;
	m->keys[s] = v;
	m->idx[s] = (uint32_t)m->n++;
	VEC_PUSH(m->order, m->norder, m->aorder, v);
	for (i = 0; i < v->nfields; i++)
		vmap_add(m, v->fields[i].v);
	for (i = 0; i < v->nelems; i++)
		vmap_add(m, v->elems[i]);
}

static void put_u32(struct strbuf *o, uint32_t x)
{
	unsigned char b[4] = { (unsigned char)x, (unsigned char)(x >> 8),
			       (unsigned char)(x >> 16),
			       (unsigned char)(x >> 24) };

	sb_addn(o, (const char *)b, 4);
}

static void put_u64(struct strbuf *o, uint64_t x)
{
	put_u32(o, (uint32_t)x);
	put_u32(o, (uint32_t)(x >> 32));
}

static void put_str(struct strbuf *o, const char *s)
{
	if (!s) {
		put_u32(o, NONE);
		return;
	}
	put_u32(o, (uint32_t)strlen(s));
	sb_addn(o, s, strlen(s));
}

/* An array's length, or NONE for a NULL array. */
static void put_count(struct strbuf *o, const void *arr, size_t n)
{
	put_u32(o, arr ? (uint32_t)n : NONE);
}

static void put_strs(struct strbuf *o, const char *const *s, size_t n)
{
	size_t i;

	put_count(o, s, n);
	for (i = 0; s && i < n; i++)
		put_str(o, s[i]);
}

static void put_value(struct strbuf *o, const struct vmap *m,
		      const struct value *v)
{
	size_t i;

	put_u32(o, (uint32_t)v->kind);
	put_u64(o, (uint64_t)v->i);
	put_str(o, v->s);
	put_str(o, v->text);
	put_str(o, v->type);
	put_str(o, v->note);
	put_str(o, v->file);
	put_u32(o, v->line);
	put_u64(o, (uint64_t)v->offset);
	put_u32(o, (uint32_t)v->used);
	put_count(o, v->fields, v->nfields);
	for (i = 0; v->fields && i < v->nfields; i++) {
		put_str(o, v->fields[i].name);
		put_u32(o, vmap_get(m, v->fields[i].v));
	}
	put_count(o, v->elems, v->nelems);
	for (i = 0; v->elems && i < v->nelems; i++)
		put_u32(o, vmap_get(m, v->elems[i]));
}

static void put_step(struct strbuf *o, const struct vmap *m,
		     const struct step *s)
{
	size_t i;

	put_u32(o, (uint32_t)s->kind);
	put_str(o, s->fn);
	put_str(o, s->text);
	put_count(o, s->args, s->nargs);
	for (i = 0; s->args && i < s->nargs; i++)
		put_u32(o, vmap_get(m, s->args[i]));
	put_u32(o, s->line);
	put_str(o, s->via);
	put_strs(o, s->only, s->nonly);
	put_strs(o, s->except, s->nexcept);
	put_str(o, s->cond);
	put_str(o, s->run_cond);
	put_str(o, s->variant);
}

/* The arguments of @steps[0..@n) into the value map. */
static void vmap_steps(struct vmap *m, const struct step *steps, size_t n)
{
	size_t k, a;

	for (k = 0; steps && k < n; k++)
		for (a = 0; steps[k].args && a < steps[k].nargs; a++)
			vmap_add(m, steps[k].args[a]);
}

static void put_steps(struct strbuf *o, const struct vmap *m,
		      const struct step *steps, size_t n)
{
	size_t k;

	put_count(o, steps, n);
	for (k = 0; steps && k < n; k++)
		put_step(o, m, &steps[k]);
}

void board_serialize(const struct board *b, struct strbuf *out)
{
	struct vmap m = { 0 };
	size_t i;

	for (i = 0; i < b->nvars; i++)
		vmap_add(&m, b->vars[i].init);
	for (i = 0; b->steps && i < b->nmachines; i++)
		vmap_steps(&m, b->steps[i], b->nsteps[i]);
	for (i = 0; i < b->nhandlers; i++)
		vmap_steps(&m, b->handlers[i].steps, b->handlers[i].nsteps);
	sb_addn(out, MAGIC, 4);
	put_u32(out, VERSION);
	put_u32(out, (uint32_t)m.norder);
	for (i = 0; i < m.norder; i++)
		put_value(out, &m, m.order[i]);
	put_str(out, b->rel);
	put_str(out, b->path);
	put_str(out, b->dir);
	put_str(out, b->family);
	put_str(out, b->build_sym);
	put_strs(out, b->includes, b->nincludes);
	put_count(out, b->machines, b->nmachines);
	for (i = 0; b->machines && i < b->nmachines; i++) {
		const struct machine *mc = &b->machines[i];

		put_str(out, mc->id);
		put_str(out, mc->name);
		put_str(out, mc->init_machine);
		put_str(out, mc->init_irq);
		put_str(out, mc->init_late);
		put_str(out, mc->init_early);
		put_str(out, mc->map_io);
		put_str(out, mc->params);
		put_str(out, mc->init_time);
		put_u32(out, mc->line);
		put_str(out, mc->fixup);
	}
	put_count(out, b->vars, b->nvars);
	for (i = 0; b->vars && i < b->nvars; i++) {
		put_str(out, b->vars[i].name);
		put_str(out, b->vars[i].type);
		put_u32(out, vmap_get(&m, b->vars[i].init));
		put_u32(out, b->vars[i].line);
	}
	/* steps[m] for each machine; the arrays are NULL together */
	put_u32(out, b->steps && b->nsteps ? 1 : 0);
	for (i = 0; b->steps && b->nsteps && i < b->nmachines; i++)
		put_steps(out, &m, b->steps[i], b->nsteps[i]);
	put_strs(out, b->forced, b->nforced);
	put_count(out, b->skipped, b->nskipped);
	for (i = 0; b->skipped && i < b->nskipped; i++) {
		put_u32(out, b->skipped[i].first);
		put_u32(out, b->skipped[i].last);
	}
	put_count(out, b->probes, b->nprobes);
	for (i = 0; b->probes && i < b->nprobes; i++) {
		put_str(out, b->probes[i].expr);
		put_u64(out, (uint64_t)b->probes[i].value);
		put_u32(out, (uint32_t)b->probes[i].ok);
	}
	put_count(out, b->handlers, b->nhandlers);
	for (i = 0; b->handlers && i < b->nhandlers; i++) {
		put_str(out, b->handlers[i].fn);
		put_steps(out, &m, b->handlers[i].steps, b->handlers[i].nsteps);
	}
	free(m.keys);
	free(m.idx);
	free(m.order);
}

/* ---- reading ---- */

struct reader {
	const unsigned char *start, *p, *end;
	size_t at; /* where the first error was found */
	struct board *b;
	struct value *vals;
	uint32_t nvals;
	const char *err; /* the first thing found wrong */
};

static int bad(struct reader *r, const char *what)
{
	if (!r->err) {
		r->err = what;
		r->at = (size_t)(r->p - r->start);
	}
	r->p = r->end;
	return -1;
}

static uint32_t get_u32(struct reader *r)
{
	uint32_t x;

	if (r->end - r->p < 4) {
		bad(r, "truncated");
		return 0;
	}
	x = (uint32_t)r->p[0] | (uint32_t)r->p[1] << 8 |
	    (uint32_t)r->p[2] << 16 | (uint32_t)r->p[3] << 24;
	r->p += 4;
	return x;
}

static uint64_t get_u64(struct reader *r)
{
	uint64_t lo = get_u32(r);

	return lo | (uint64_t)get_u32(r) << 32;
}

static const char *get_str(struct reader *r)
{
	uint32_t n = get_u32(r);
	const char *s;

	if (r->err || n == NONE)
		return NULL;
	if ((size_t)(r->end - r->p) < n) {
		bad(r, "string past the end");
		return NULL;
	}
	if (memchr(r->p, '\0', n)) {
		bad(r, "NUL inside a string");
		return NULL;
	}
	s = arena_strndup(&r->b->arena, (const char *)r->p, n);
	r->p += n;
	return s;
}

/*
 * An array's length: NONE (a NULL array) or at most what the rest of the
 * input can hold at @min bytes an element, so that a corrupt count cannot
 * ask for a huge allocation.
 */
static int get_count(struct reader *r, size_t min, size_t *n)
{
	uint32_t c = get_u32(r);

	*n = 0;
	if (r->err)
		return -1;
	if (c == NONE)
		return 0;
	if (c > (size_t)(r->end - r->p) / min)
		return bad(r, "count past the end");
	*n = c;
	return 1;
}

/* An array of @n elements of @size bytes, zeroed; one spare, as ARENA_PUSH leaves. */
static void *get_array(struct reader *r, size_t n, size_t size)
{
	return arena_alloc(&r->b->arena, (n + 1) * size);
}

static struct value *get_ref(struct reader *r)
{
	uint32_t i = get_u32(r);

	if (r->err || i == NONE)
		return NULL;
	if (i >= r->nvals) {
		bad(r, "value index out of range");
		return NULL;
	}
	return &r->vals[i];
}

static const char **get_strs(struct reader *r, size_t *n)
{
	const char **s;
	size_t i;

	if (get_count(r, 4, n) <= 0)
		return NULL;
	s = get_array(r, *n, sizeof(*s));
	for (i = 0; i < *n; i++)
		s[i] = get_str(r);
	return s;
}

static void get_value(struct reader *r, struct value *v)
{
	uint32_t kind = get_u32(r);
	size_t i;

	if (kind > V_EXPR)
		bad(r, "unknown value kind");
	v->kind = (enum val_kind)kind;
	v->i = (long long)get_u64(r);
	v->s = get_str(r);
	v->text = get_str(r);
	v->type = get_str(r);
	v->note = get_str(r);
	v->file = get_str(r);
	v->line = get_u32(r);
	v->offset = (long long)get_u64(r);
	v->used = (int)get_u32(r);
	if (get_count(r, 8, &v->nfields) > 0) {
		v->fields = get_array(r, v->nfields, sizeof(*v->fields));
		for (i = 0; i < v->nfields; i++) {
			v->fields[i].name = get_str(r);
			v->fields[i].v = get_ref(r);
		}
	}
	if (get_count(r, 4, &v->nelems) > 0) {
		v->elems = get_array(r, v->nelems, sizeof(*v->elems));
		for (i = 0; i < v->nelems; i++)
			v->elems[i] = get_ref(r);
	}
}

static void get_step(struct reader *r, struct step *s)
{
	uint32_t kind = get_u32(r);
	size_t i;

	if (kind > STEP_ASSIGN)
		bad(r, "unknown step kind");
	s->kind = (enum step_kind)kind;
	s->fn = get_str(r);
	s->text = get_str(r);
	if (get_count(r, 4, &s->nargs) > 0) {
		s->args = get_array(r, s->nargs, sizeof(*s->args));
		for (i = 0; i < s->nargs; i++)
			s->args[i] = get_ref(r);
	}
	s->line = get_u32(r);
	s->via = get_str(r);
	s->only = get_strs(r, &s->nonly);
	s->except = get_strs(r, &s->nexcept);
	s->cond = get_str(r);
	s->run_cond = get_str(r);
	s->variant = get_str(r);
}

/* The smallest encodings, for get_count's bound. */
#define MIN_VALUE (4 + 8 + 4 * 4 + 4 + 8 + 4 + 4 + 4)
#define MIN_MACHINE (9 * 4 + 4)
#define MIN_VAR (4 * 4)
#define MIN_STEP (4 * 4 + 4 + 4 + 4 + 4 + 4 + 4 + 4)

/* A step array put_steps() wrote; NULL (and *@n 0) for none. */
static struct step *get_steps(struct reader *r, size_t *n)
{
	struct step *steps;
	size_t k;

	if (get_count(r, MIN_STEP, n) <= 0)
		return NULL;
	steps = get_array(r, *n, sizeof(*steps));
	for (k = 0; k < *n; k++)
		get_step(r, &steps[k]);
	return steps;
}

static void get_board(struct reader *r)
{
	struct board *b = r->b;
	size_t i, n;

	if ((size_t)(r->end - r->p) < 4 || memcmp(r->p, MAGIC, 4)) {
		bad(r, "not a serialized board model");
		return;
	}
	r->p += 4;
	if (get_u32(r) != VERSION)
		bad(r, "another format version");
	if (get_count(r, MIN_VALUE, &n) < 0)
		return;
	r->nvals = (uint32_t)n;
	r->vals = get_array(r, n, sizeof(*r->vals));
	for (i = 0; i < n && !r->err; i++)
		get_value(r, &r->vals[i]);
	b->rel = get_str(r);
	b->path = get_str(r);
	b->dir = get_str(r);
	b->family = get_str(r);
	b->build_sym = get_str(r);
	b->includes = get_strs(r, &b->nincludes);
	if (get_count(r, MIN_MACHINE, &b->nmachines) > 0) {
		b->machines = get_array(r, b->nmachines, sizeof(*b->machines));
		for (i = 0; i < b->nmachines; i++) {
			struct machine *m = &b->machines[i];

			m->id = get_str(r);
			m->name = get_str(r);
			m->init_machine = get_str(r);
			m->init_irq = get_str(r);
			m->init_late = get_str(r);
			m->init_early = get_str(r);
			m->map_io = get_str(r);
			m->params = get_str(r);
			m->init_time = get_str(r);
			m->line = get_u32(r);
			m->fixup = get_str(r);
		}
	}
	if (get_count(r, MIN_VAR, &b->nvars) > 0) {
		b->vars = get_array(r, b->nvars, sizeof(*b->vars));
		for (i = 0; i < b->nvars; i++) {
			b->vars[i].name = get_str(r);
			b->vars[i].type = get_str(r);
			b->vars[i].init = get_ref(r);
			b->vars[i].line = get_u32(r);
		}
	}
	switch (get_u32(r)) {
	case 0:
		break;
	case 1:
		b->steps = get_array(r, b->nmachines, sizeof(*b->steps));
		b->nsteps = get_array(r, b->nmachines, sizeof(*b->nsteps));
		for (i = 0; i < b->nmachines && !r->err; i++)
			b->steps[i] = get_steps(r, &b->nsteps[i]);
		break;
	default:
		bad(r, "bad steps flag");
	}
	b->forced = get_strs(r, &b->nforced);
	if (get_count(r, 8, &b->nskipped) > 0) {
		b->skipped = get_array(r, b->nskipped, sizeof(*b->skipped));
		for (i = 0; i < b->nskipped; i++) {
			b->skipped[i].first = get_u32(r);
			b->skipped[i].last = get_u32(r);
		}
	}
	if (get_count(r, 16, &b->nprobes) > 0) {
		b->probes = get_array(r, b->nprobes, sizeof(*b->probes));
		for (i = 0; i < b->nprobes; i++) {
			b->probes[i].expr = get_str(r);
			b->probes[i].value = (long long)get_u64(r);
			b->probes[i].ok = (int)get_u32(r);
		}
	}
	if (get_count(r, 8, &b->nhandlers) > 0) {
		b->handlers = get_array(r, b->nhandlers, sizeof(*b->handlers));
		for (i = 0; i < b->nhandlers && !r->err; i++) {
			struct handler *h = &b->handlers[i];

			h->fn = get_str(r);
			h->steps = get_steps(r, &h->nsteps);
		}
	}
	if (!r->err && r->p != r->end)
		bad(r, "trailing bytes");
}

int board_deserialize(const void *data, size_t len, struct board *b,
		      struct bf_error *e)
{
	struct reader r = { .start = data,
			    .p = data,
			    .end = (const unsigned char *)data + len,
			    .b = b };

	memset(b, 0, sizeof(*b));
	get_board(&r);
	if (r.err) {
		arena_free(&b->arena);
		memset(b, 0, sizeof(*b));
		return bf_err(e, "board model: %s at byte %zu", r.err, r.at);
	}
	return 0;
}
