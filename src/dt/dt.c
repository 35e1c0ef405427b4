// SPDX-License-Identifier: GPL-2.0
#include "dt/dt.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "lib/strbuf.h"

static char *vfmt(struct arena *a, const char *fmt, va_list ap)
{
	struct strbuf sb = STRBUF_INIT;
	char *p;

	sb_vaddf(&sb, fmt, ap);
	p = arena_strdup(a, sb_str(&sb));
	sb_release(&sb);
	return p;
}

struct dt_tree *dt_tree_new(struct arena *a)
{
	struct dt_tree *t = arena_alloc(a, sizeof(*t));

	t->a = a;
	t->root = arena_alloc(a, sizeof(*t->root));
	t->root->name = "/";
	return t;
}

void dt_include(struct dt_tree *t, const char *inc)
{
	size_t i;

	for (i = 0; i < t->nincludes; i++)
		if (!strcmp(t->includes[i], inc))
			return;
	ARENA_PUSH(t->a, t->includes, t->nincludes, t->aincludes,
		   arena_strdup(t->a, inc));
}

void dt_header(struct dt_tree *t, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = vfmt(t->a, fmt, ap);
	va_end(ap);
	ARENA_PUSH(t->a, t->header, t->nheader, t->aheader, p);
}

void dt_trailer(struct dt_tree *t, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = vfmt(t->a, fmt, ap);
	va_end(ap);
	ARENA_PUSH(t->a, t->trailer, t->ntrailer, t->atrailer, p);
}

struct dt_node *dt_child(struct dt_tree *t, struct dt_node *parent,
			 const char *name, const char *unit)
{
	struct dt_node *n;
	size_t i;

	for (i = 0; i < parent->nkids; i++) {
		n = parent->kids[i];
		if (!strcmp(n->name, name) &&
		    ((!n->unit && !unit) ||
		     (n->unit && unit && !strcmp(n->unit, unit))))
			return n;
	}
	n = arena_alloc(t->a, sizeof(*n));
	n->name = arena_strdup(t->a, name);
	n->unit = unit ? arena_strdup(t->a, unit) : NULL;
	n->parent = parent;
	ARENA_PUSH(t->a, parent->kids, parent->nkids, parent->akids, n);
	return n;
}

struct dt_node *dt_ref(struct dt_tree *t, const char *label)
{
	struct dt_node *n;
	size_t i;

	for (i = 0; i < t->nrefs; i++)
		if (!strcmp(t->refs[i]->ref, label))
			return t->refs[i];
	n = arena_alloc(t->a, sizeof(*n));
	n->name = "";
	n->ref = arena_strdup(t->a, label);
	ARENA_PUSH(t->a, t->refs, t->nrefs, t->arefs, n);
	return n;
}

static struct dt_node *find_label(struct dt_node *n, const char *label)
{
	size_t i;

	if (n->label && !strcmp(n->label, label))
		return n;
	for (i = 0; i < n->nkids; i++) {
		struct dt_node *r = find_label(n->kids[i], label);

		if (r)
			return r;
	}
	return NULL;
}

struct dt_node *dt_find_label(struct dt_tree *t, const char *label)
{
	size_t i;

	for (i = 0; i < t->nrefs; i++) {
		struct dt_node *r;

		if (!strcmp(t->refs[i]->ref, label))
			return t->refs[i];
		r = find_label(t->refs[i], label);
		if (r)
			return r;
	}
	return find_label(t->root, label);
}

static struct dt_prop *prop_slot(struct dt_tree *t, struct dt_node *n,
				 const char *name)
{
	struct dt_prop p = { 0 };
	size_t i;

	for (i = 0; i < n->nprops; i++)
		if (!strcmp(n->props[i].name, name))
			return &n->props[i];
	p.name = arena_strdup(t->a, name);
	ARENA_PUSH(t->a, n->props, n->nprops, n->aprops, p);
	return &n->props[n->nprops - 1];
}

void dt_prop(struct dt_tree *t, struct dt_node *n, const char *name,
	     const char *fmt, ...)
{
	struct dt_prop *p = prop_slot(t, n, name);
	va_list ap;

	va_start(ap, fmt);
	p->value = vfmt(t->a, fmt, ap);
	va_end(ap);
}

void dt_prop_str(struct dt_tree *t, struct dt_node *n, const char *name,
		 const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	/* a field that was not a string constant: the caller reports it */
	if (!s)
		return;

	sb_addch(&sb, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			sb_addch(&sb, '\\');
		sb_addch(&sb, *s);
	}
	sb_addch(&sb, '"');
	prop_slot(t, n, name)->value = arena_strdup(t->a, sb_str(&sb));
	sb_release(&sb);
}

void dt_prop_bool(struct dt_tree *t, struct dt_node *n, const char *name)
{
	prop_slot(t, n, name)->value = NULL;
}

void dt_prop_comment(struct dt_tree *t, struct dt_node *n, const char *name,
		     const char *fmt, ...)
{
	struct dt_prop *p = prop_slot(t, n, name);
	va_list ap;

	va_start(ap, fmt);
	p->comment = vfmt(t->a, fmt, ap);
	va_end(ap);
}

const struct dt_prop *dt_get(const struct dt_node *n, const char *name)
{
	size_t i;

	for (i = 0; i < n->nprops; i++)
		if (!strcmp(n->props[i].name, name))
			return &n->props[i];
	return NULL;
}

void dt_del(struct dt_node *n, const char *name)
{
	size_t i;

	for (i = 0; i < n->nprops; i++)
		if (!strcmp(n->props[i].name, name)) {
			memmove(&n->props[i], &n->props[i + 1],
				(n->nprops - i - 1) * sizeof(n->props[0]));
			n->nprops--;
			return;
		}
}

void dt_comment(struct dt_tree *t, struct dt_node *n, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = vfmt(t->a, fmt, ap);
	va_end(ap);
	ARENA_PUSH(t->a, n->comments, n->ncomments, n->acomments, p);
}

const char *dt_unique_label(struct dt_tree *t, const char *base)
{
	char *l = arena_strdup(t->a, base);
	int i;

	for (i = 1; dt_find_label(t, l); i++)
		l = arena_printf(t->a, "%s%d", base, i);
	return l;
}

static int referenced(struct dt_tree *const *trees, size_t nt,
		      const char *label);

static int refers(const struct dt_node *n, const char *label)
{
	size_t i, len = strlen(label);

	if (n->ref && !strcmp(n->ref, label))
		return 1;
	for (i = 0; i < n->nprops; i++) {
		const char *v = n->props[i].value;

		for (; v && (v = strchr(v, '&')) != NULL; v++)
			if (!strncmp(v + 1, label, len) &&
			    !(isalnum((unsigned char)v[1 + len]) ||
			      v[1 + len] == '_'))
				return 1;
	}
	for (i = 0; i < n->nkids; i++)
		if (refers(n->kids[i], label))
			return 1;
	return 0;
}

static int referenced(struct dt_tree *const *trees, size_t nt,
		      const char *label)
{
	size_t t, i;

	for (t = 0; t < nt; t++) {
		if (!trees[t])
			continue;
		if (refers(trees[t]->root, label))
			return 1;
		for (i = 0; i < trees[t]->nrefs; i++)
			if (refers(trees[t]->refs[i], label))
				return 1;
	}
	return 0;
}

static void prune(struct dt_node *n, struct dt_tree *const *trees, size_t nt)
{
	size_t i;

	if (n->label && !referenced(trees, nt, n->label)) {
		n->pruned_label = n->label;
		n->label = NULL;
	}
	for (i = 0; i < n->nkids; i++)
		prune(n->kids[i], trees, nt);
}

void dt_prune_labels(struct dt_tree *const *trees, size_t n)
{
	size_t t, i;

	for (t = 0; t < n; t++) {
		if (!trees[t])
			continue;
		prune(trees[t]->root, trees, n);
		for (i = 0; i < trees[t]->nrefs; i++)
			prune(trees[t]->refs[i], trees, n);
	}
}
