// SPDX-License-Identifier: GPL-2.0
#include "dt/dt_common.h"

#include <string.h>

static int same_id(const struct dt_node *a, const struct dt_node *b)
{
	if (a->ref || b->ref)
		return a->ref && b->ref && !strcmp(a->ref, b->ref);
	return !strcmp(a->name, b->name) &&
	       ((!a->unit && !b->unit) ||
		(a->unit && b->unit && !strcmp(a->unit, b->unit)));
}

static struct dt_node *find_kid(const struct dt_node *n,
				const struct dt_node *like)
{
	size_t i;

	for (i = 0; i < n->nkids; i++)
		if (same_id(n->kids[i], like))
			return n->kids[i];
	return NULL;
}

static int same_str(const char *a, const char *b)
{
	return (!a && !b) || (a && b && !strcmp(a, b));
}

static const struct dt_prop *find_prop(const struct dt_node *n,
				       const struct dt_prop *p)
{
	const struct dt_prop *q = dt_get(n, p->name);

	return q && same_str(q->value, p->value) &&
			       same_str(q->comment, p->comment) ?
		       q :
		       NULL;
}

static int has_comment(const struct dt_node *n, const char *c)
{
	size_t i;

	for (i = 0; i < n->ncomments; i++)
		if (!strcmp(n->comments[i], c))
			return 1;
	return 0;
}

/* @nodes[0..n) have the same identity; @out receives what they share. */
static void intersect(struct dt_tree *t, struct dt_node *out,
		      struct dt_node *const *nodes, size_t n)
{
	const struct dt_node *first = nodes[0];
	size_t i, k;

	out->label = first->label;
	for (i = 0; i < first->ncomments; i++) {
		int all = 1;

		for (k = 1; k < n && all; k++)
			all = has_comment(nodes[k], first->comments[i]);
		if (all)
			dt_comment(t, out, "%s", first->comments[i]);
	}
	for (i = 0; i < first->nprops; i++) {
		const struct dt_prop *p = &first->props[i];
		int all = 1;

		for (k = 1; k < n && all; k++)
			all = find_prop(nodes[k], p) != NULL;
		if (!all)
			continue;
		if (p->value)
			dt_prop(t, out, p->name, "%s", p->value);
		else
			dt_prop_bool(t, out, p->name);
		if (p->comment)
			dt_prop_comment(t, out, p->name, "%s", p->comment);
	}
	for (i = 0; i < first->nkids; i++) {
		struct dt_node *same[16];
		int all = 1;

		same[0] = first->kids[i];
		for (k = 1; k < n && all; k++)
			all = (same[k] = find_kid(nodes[k], first->kids[i])) !=
			      NULL;
		if (all)
			intersect(t,
				  dt_child(t, out, first->kids[i]->name,
					   first->kids[i]->unit),
				  same, n);
	}
}

struct dt_tree *dt_common(struct arena *a, struct dt_tree *const *trees,
			  size_t n)
{
	struct dt_tree *c = dt_tree_new(a);
	struct dt_node *roots[16];
	size_t i, k;

	if (n > 16)
		n = 16;
	for (i = 0; i < trees[0]->nincludes; i++) {
		int all = 1;

		for (k = 1; k < n && all; k++) {
			size_t j;

			all = 0;
			for (j = 0; j < trees[k]->nincludes; j++)
				all |= !strcmp(trees[k]->includes[j],
					       trees[0]->includes[i]);
		}
		if (all)
			dt_include(c, trees[0]->includes[i]);
	}
	/* a device every machine left out is said once, in the .dtsi */
	for (i = 0; i < trees[0]->ntrailer; i++) {
		int all = 1;

		for (k = 1; k < n && all; k++) {
			size_t j;

			all = 0;
			for (j = 0; j < trees[k]->ntrailer; j++)
				all |= !strcmp(trees[k]->trailer[j],
					       trees[0]->trailer[i]);
		}
		if (all)
			dt_trailer(c, "%s", trees[0]->trailer[i]);
	}
	for (k = 0; k < n; k++)
		roots[k] = trees[k]->root;
	intersect(c, c->root, roots, n);
	/* model and compatible name one machine: they stay in each .dts */
	dt_del(c->root, "model");
	dt_del(c->root, "compatible");
	for (i = 0; i < trees[0]->nrefs; i++) {
		struct dt_node *same[16];
		int all = 1;

		same[0] = trees[0]->refs[i];
		for (k = 1; k < n && all; k++) {
			size_t j;

			same[k] = NULL;
			for (j = 0; j < trees[k]->nrefs; j++)
				if (same_id(trees[k]->refs[j], same[0]))
					same[k] = trees[k]->refs[j];
			all = same[k] != NULL;
		}
		if (all)
			intersect(c, dt_ref(c, same[0]->ref), same, n);
	}
	return c;
}

static int empty(const struct dt_node *n)
{
	return !n->nprops && !n->nkids && !n->ncomments;
}

static void subtract(struct dt_node *n, const struct dt_node *c)
{
	size_t i, o;

	for (i = o = 0; i < n->nprops; i++)
		if (!find_prop(c, &n->props[i]))
			n->props[o++] = n->props[i];
	n->nprops = o;
	for (i = o = 0; i < n->ncomments; i++)
		if (!has_comment(c, n->comments[i]))
			n->comments[o++] = n->comments[i];
	n->ncomments = o;
	for (i = o = 0; i < n->nkids; i++) {
		struct dt_node *ck = find_kid(c, n->kids[i]);

		if (ck) {
			subtract(n->kids[i], ck);
			if (empty(n->kids[i]))
				continue;
		}
		n->kids[o++] = n->kids[i];
	}
	n->nkids = o;
}

void dt_subtract(struct dt_tree *t, const struct dt_tree *common)
{
	size_t i, o;

	for (i = o = 0; i < t->ntrailer; i++) {
		size_t j;
		int shared = 0;

		for (j = 0; j < common->ntrailer; j++)
			shared |= !strcmp(common->trailer[j], t->trailer[i]);
		if (!shared)
			t->trailer[o++] = t->trailer[i];
	}
	t->ntrailer = o;
	subtract(t->root, common->root);
	/* root nodes the .dtsi defines: what is left is added through their label */
	for (i = o = 0; i < t->root->nkids; i++) {
		struct dt_node *k = t->root->kids[i];

		const struct dt_node *ck = find_kid(common->root, k);

		/* the label the .dtsi defines: machines may have named it otherwise */
		if (ck && ck->label) {
			struct dt_node *r = dt_ref(t, ck->label);

			r->props = k->props;
			r->nprops = k->nprops;
			r->aprops = k->aprops;
			r->kids = k->kids;
			r->nkids = k->nkids;
			r->akids = k->akids;
			r->comments = k->comments;
			r->ncomments = k->ncomments;
			r->acomments = k->acomments;
			continue;
		}
		t->root->kids[o++] = k;
	}
	t->root->nkids = o;
	for (i = o = 0; i < t->nrefs; i++) {
		size_t j;
		int drop = 0;

		for (j = 0; j < common->nrefs; j++)
			if (same_id(t->refs[i], common->refs[j])) {
				subtract(t->refs[i], common->refs[j]);
				drop = empty(t->refs[i]);
			}
		if (!drop)
			t->refs[o++] = t->refs[i];
	}
	t->nrefs = o;
}
