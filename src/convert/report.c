// SPDX-License-Identifier: GPL-2.0
#include "convert/report.h"

#include "lib/json.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct item *report_add(struct report *r, const char *machine, const char *kind,
			const char *name, unsigned line)
{
	struct item it = { 0 };

	it.machine = machine;
	it.kind = kind;
	it.name = arena_strdup(r->a, name ? name : "");
	it.line = line;
	it.fate = FATE_CONVERTED;
	ARENA_PUSH(r->a, r->items, r->nitems, r->aitems, it);
	return &r->items[r->nitems - 1];
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
		const struct item *it = &r->items[i];

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

static void jtotals(struct strbuf *out, struct totals t)
{
	sb_addf(out,
		"{ \"found\": %zu, \"converted\": %zu, \"partial\": %zu, \"todo\": %zu }",
		t.found, t.converted, t.partial, t.todo);
}

void report_json(const struct report *r, const struct board *b,
		 const char *const *dts, struct strbuf *out)
{
	size_t i;

	sb_add(out, "{\n  \"file\": ");
	json_quote(out, r->rel);
	sb_add(out, ",\n  \"machines\": [\n");
	for (i = 0; i < b->nmachines; i++) {
		const struct machine *m = &b->machines[i];

		if (!dts[i])
			continue;
		sb_add(out, "    { \"id\": ");
		json_quote(out, m->id);
		sb_add(out, ", \"name\": ");
		json_quote(out, m->name);
		sb_add(out, ", \"dts\": ");
		json_quote(out, dts[i]);
		sb_add(out, ", \"totals\": ");
		jtotals(out, report_totals(r, m->id));
		sb_addf(out, " }%s\n",
			i + 1 < b->nmachines && dts[i + 1] ? "," : "");
	}
	sb_add(out, "  ],\n  \"totals\": ");
	jtotals(out, report_totals(r, NULL));
	sb_add(out, ",\n  \"forced_configs\": [");
	for (i = 0; i < b->nforced; i++) {
		sb_add(out, i ? ", " : "");
		json_quote(out, b->forced[i]);
	}
	sb_add(out, "],\n  \"skipped_lines\": [");
	for (i = 0; i < b->nskipped; i++)
		sb_addf(out, "%s[%u, %u]", i ? ", " : "", b->skipped[i].first,
			b->skipped[i].last);
	sb_add(out, "],\n  \"items\": [\n");
	for (i = 0; i < r->nitems; i++) {
		const struct item *it = &r->items[i];

		sb_add(out, "    { \"machine\": ");
		json_quote(out, it->machine);
		sb_add(out, ", \"kind\": ");
		json_quote(out, it->kind);
		sb_add(out, ", \"name\": ");
		json_quote(out, it->name);
		sb_addf(out, ", \"source\": \"%s:%u\", \"fate\": ", r->rel,
			it->line);
		json_quote(out, fate_name(it->fate));
		sb_add(out, ", \"why\": ");
		json_quote(out, it->why ? it->why : "");
		sb_add(out, ", \"node\": ");
		json_quote(out, it->node ? it->node : "");
		sb_addf(out, " }%s\n", i + 1 < r->nitems ? "," : "");
	}
	sb_add(out, "  ],\n  \"proposed_bindings\": [\n");
	for (i = 0; i < r->nprops; i++) {
		const struct proposal *p = &r->props[i];

		sb_add(out, "    { \"machine\": ");
		json_quote(out, p->machine);
		sb_add(out, ", \"compatible\": ");
		json_quote(out, p->compatible);
		sb_add(out, ", \"driver\": ");
		json_quote(out, p->driver ? p->driver : "");
		sb_addf(out, ", \"source\": \"%s:%u\", \"fields\": ", r->rel,
			p->line);
		json_quote(out, p->fields ? p->fields : "");
		sb_add(out, ", \"why\": ");
		json_quote(out, p->why ? p->why : "");
		sb_addf(out, " }%s\n", i + 1 < r->nprops ? "," : "");
	}
	sb_add(out, "  ]\n}\n");
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
		const struct item *it = &r->items[i];

		if (it->fate == FATE_CONVERTED)
			continue;
		fprintf(f, "  %-9s %s:%u %s %s: %s\n", fate_name(it->fate),
			r->rel, it->line, it->kind, it->name,
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
