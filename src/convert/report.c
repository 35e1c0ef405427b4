// SPDX-License-Identifier: GPL-2.0
#include "convert/report.h"

#include "lib/json.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct item *report_add(struct report *r, const char *machine, const char *kind,
			const char *name, unsigned line)
{
	/*
	 * One allocation per item: handlers keep the pointer while they add
	 * more items (a lookup's fate is decided at the end), and a pointer
	 * into a growing array would go stale, its fate set on an old copy.
	 */
	struct item *it = arena_alloc(r->a, sizeof(*it));

	memset(it, 0, sizeof(*it));
	it->machine = machine;
	it->kind = kind;
	it->name = arena_strdup(r->a, name ? name : "");
	it->line = line;
	it->fate = FATE_CONVERTED;
	ARENA_PUSH(r->a, r->items, r->nitems, r->aitems, it);
	return it;
}

void item_fate(struct report *r, struct item *it, enum fate f, const char *fmt,
	       ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	/* a fate only gets worse: todo beats partial beats converted */
	if (f < it->fate)
		return;
	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	if (f == it->fate && it->why && *it->why && sb.len)
		it->why = arena_printf(r->a, "%s; %s", it->why, sb_str(&sb));
	else
		it->why = arena_strdup(r->a, sb_str(&sb));
	it->fate = f;
	sb_release(&sb);
}

static int same_item(const struct item *a, const struct item *b)
{
	return !strcmp(a->machine, b->machine) && !strcmp(a->kind, b->kind) &&
	       !strcmp(a->name, b->name) && a->line == b->line &&
	       (a->file == b->file ||
		(a->file && b->file && !strcmp(a->file, b->file)));
}

void report_merge_variant(struct report *r, const char *machine, size_t from,
			  const char *tree)
{
	size_t i, j, kept = from;

	for (i = from; i < r->nitems; i++) {
		struct item *it = r->items[i], *old = NULL;

		if (!strcmp(it->machine, machine))
			for (j = 0; j < from && !old; j++)
				if (same_item(r->items[j], it))
					old = r->items[j];
		if (!old) {
			r->items[kept++] = it;
			continue;
		}
		if (it->fate < old->fate) {
			old->why = arena_printf(
				r->a,
				"in %s %s%s%s; in an earlier variant's tree: %s",
				tree, fate_name(it->fate), it->why ? ": " : "",
				it->why ? it->why : "",
				old->why ? old->why : fate_name(old->fate));
			old->fate = it->fate;
			old->node = it->node;
		} else if (it->fate > old->fate) {
			old->why = arena_printf(r->a, "%s%sin %s %s: %s",
						old->why ? old->why : "",
						old->why ? "; " : "", tree,
						fate_name(it->fate),
						it->why ? it->why : "");
		}
	}
	r->nitems = kept;
}

const char *fate_name(enum fate f)
{
	static const char *const names[] = { "converted", "partial", "todo" };

	return names[f];
}

struct totals report_totals(const struct report *r, const char *machine)
{
	struct totals t = { 0 };
	size_t i;

	for (i = 0; i < r->nitems; i++) {
		const struct item *it = r->items[i];

		if (machine && strcmp(it->machine, machine))
			continue;
		t.found++;
		if (it->fate == FATE_CONVERTED)
			t.converted++;
		else if (it->fate == FATE_PARTIAL)
			t.partial++;
		else
			t.todo++;
	}
	return t;
}

static void jtotals(struct json_writer *w, struct totals t)
{
	json_key(w, "totals");
	json_begin_object_line(w);
	json_kv_uint(w, "found", t.found);
	json_kv_uint(w, "converted", t.converted);
	json_kv_uint(w, "partial", t.partial);
	json_kv_uint(w, "todo", t.todo);
	json_end_object(w);
}

static void jsource(struct json_writer *w, const char *rel, unsigned line)
{
	char *src = xasprintf("%s:%u", rel, line);

	json_kv_string(w, "source", src);
	free(src);
}

void report_json(const struct report *r, const struct board *b,
		 const struct report_trees *rt, struct strbuf *out)
{
	struct json_writer w;
	size_t i, t, k;

	json_init(&w, out, 2);
	json_begin_object(&w);
	json_kv_string(&w, "file", r->rel);
	json_key(&w, "machines");
	json_begin_array(&w);
	for (i = 0; i < b->nmachines; i++) {
		const struct machine *m = &b->machines[i];

		for (t = 0; t < rt->n && rt->machine_of[t] != i; t++)
			;
		if (t == rt->n)
			continue;
		json_begin_object_line(&w);
		json_kv_string(&w, "id", m->id);
		json_kv_string(&w, "name", m->name);
		json_kv_string(&w, "dts", rt->names[t]);
		jtotals(&w, report_totals(r, m->id));
		/* a tree for each of its variants, the first one's above */
		if (rt->when[t]) {
			json_key(&w, "variants");
			json_begin_array(&w);
			for (k = t; k < rt->n && rt->machine_of[k] == i; k++) {
				json_begin_object_line(&w);
				json_kv_string(&w, "dts", rt->names[k]);
				json_kv_string(&w, "when", rt->when[k]);
				json_end_object(&w);
			}
			json_end_array(&w);
		}
		json_end_object(&w);
	}
	json_end_array(&w);
	jtotals(&w, report_totals(r, NULL));
	json_key(&w, "forced_configs");
	json_begin_array_line(&w);
	for (i = 0; i < b->nforced; i++)
		json_string(&w, b->forced[i]);
	json_end_array(&w);
	json_key(&w, "skipped_lines");
	json_begin_array_line(&w);
	for (i = 0; i < b->nskipped; i++) {
		json_begin_array(&w);
		json_uint(&w, b->skipped[i].first);
		json_uint(&w, b->skipped[i].last);
		json_end_array(&w);
	}
	json_end_array(&w);
	json_key(&w, "items");
	json_begin_array(&w);
	for (i = 0; i < r->nitems; i++) {
		const struct item *it = r->items[i];

		json_begin_object_line(&w);
		json_kv_string(&w, "machine", it->machine);
		json_kv_string(&w, "kind", it->kind);
		json_kv_string(&w, "name", it->name);
		jsource(&w, item_file(r, it), it->line);
		json_kv_string(&w, "fate", fate_name(it->fate));
		json_kv_string(&w, "why", it->why ? it->why : "");
		json_kv_string(&w, "node", it->node ? it->node : "");
		json_end_object(&w);
	}
	json_end_array(&w);
	json_key(&w, "proposed_bindings");
	json_begin_array(&w);
	for (i = 0; i < r->nprops; i++) {
		const struct proposal *p = &r->props[i];

		json_begin_object_line(&w);
		json_kv_string(&w, "machine", p->machine);
		json_kv_string(&w, "compatible", p->compatible);
		json_kv_string(&w, "driver", p->driver ? p->driver : "");
		jsource(&w, p->file ? p->file : r->rel, p->line);
		json_kv_string(&w, "fields", p->fields ? p->fields : "");
		json_kv_string(&w, "why", p->why ? p->why : "");
		json_end_object(&w);
	}
	json_end_array(&w);
	json_end_object(&w);
	json_release(&w);
	sb_addch(out, '\n');
}

void report_propose(struct report *r, const struct proposal *p)
{
	size_t i;

	for (i = 0; i < r->nprops; i++)
		if (!strcmp(r->props[i].compatible, p->compatible) &&
		    !strcmp(r->props[i].machine, p->machine))
			return;
	ARENA_PUSH(r->a, r->props, r->nprops, r->aprops, *p);
}

void report_summary(const struct report *r, const struct board *b, FILE *f)
{
	size_t i, m;

	for (m = 0; m < b->nmachines; m++) {
		struct totals t = report_totals(r, b->machines[m].id);

		if (!t.found)
			continue;
		fprintf(f,
			"%s %s: %zu found, %zu converted, %zu partial, %zu todo\n",
			r->rel, b->machines[m].id, t.found, t.converted,
			t.partial, t.todo);
	}
	for (i = 0; i < r->nitems; i++) {
		const struct item *it = r->items[i];

		if (it->fate == FATE_CONVERTED)
			continue;
		fprintf(f, "  %-9s %s:%u %s %s: %s\n", fate_name(it->fate),
			item_file(r, it), it->line, it->kind, it->name,
			it->why ? it->why : "");
	}
	for (i = 0; i < b->nskipped; i++)
		fprintf(f,
			"  skipped   %s:%u-%u: preprocessor branch not converted\n",
			r->rel, b->skipped[i].first, b->skipped[i].last);
}

char *report_cache_file(const char *dir, const char *rel)
{
	char *flat = xstrdup(rel), *p, *path;

	for (p = flat; *p; p++)
		if (*p == '/')
			*p = '_';
	path = xasprintf("%s/%s.json", dir, flat);
	free(flat);
	return path;
}
