// SPDX-License-Identifier: GPL-2.0
#include "agree/agreement.h"

#include <libfdt.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "dt/fdtdiff.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

/* The properties that make two nodes the same device for this measure. */
static const char *const identity_props[] = {
	"compatible",
	"reg",
	"interrupts",
	"interrupts-extended",
};

/* The node's own status says it is in use (its parents' aside). */
static bool own_status_ok(const void *fdt, int off)
{
	const char *st = fdt_getprop(fdt, off, "status", NULL);

	return !st || !strcmp(st, "okay") || !strcmp(st, "ok");
}

static bool node_enabled(const void *fdt, int off)
{
	while (off >= 0) {
		const char *st = fdt_getprop(fdt, off, "status", NULL);

		if (st && strcmp(st, "okay") && strcmp(st, "ok"))
			return false;
		if (off == 0)
			break;
		off = fdt_parent_offset(fdt, off);
	}
	return true;
}

/* A bus container is structure, its children are the devices. */
static bool is_device(const void *fdt, int off)
{
	int len;
	const char *c = fdt_getprop(fdt, off, "compatible", &len);

	if (off == 0 || !c || len <= 0)
		return false;
	return !fdt_stringlist_contains(c, len, "simple-bus");
}

static bool enabled_device(const void *fdt, int off)
{
	return is_device(fdt, off) && node_enabled(fdt, off);
}

/* @path is @top or below it. */
static bool under(const char *path, const char *top)
{
	size_t n = strlen(top);

	if (!strcmp(top, "/"))
		return true;
	return !strncmp(path, top, n) && (path[n] == '\0' || path[n] == '/');
}

static bool is_identity_prop(const char *prop)
{
	size_t i;

	for (i = 0; i < sizeof(identity_props) / sizeof(identity_props[0]); i++)
		if (!strcmp(prop, identity_props[i]))
			return true;
	return false;
}

/*
 * Where the upstream node at @path is in the generated tree, from the
 * differences: NULL when it (or an ancestor) is not there at all.
 */
static const char *counterpart(const struct fdtdiff *d, const char *path)
{
	size_t i;

	/* A node can have moved out of a parent that is gone (a bus node
	 * upstream, none generated): its own move counts first. */
	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == FDTDIFF_NODE_MOVED &&
		    !strcmp(path, d->items[i].path))
			return d->items[i].after_path;
	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == FDTDIFF_NODE_REMOVED &&
		    under(path, d->items[i].path))
			return NULL;
	return path;
}

/* The identity properties that differ, "reg (<a> vs <b>)", or NULL. */
static char *differences(const struct fdtdiff *d, const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < d->nitems; i++) {
		const struct fdtdiff_item *it = &d->items[i];

		if (it->kind < FDTDIFF_PROP_REMOVED || strcmp(it->path, path) ||
		    !is_identity_prop(it->prop))
			continue;
		sb_addf(&sb, "%s%s (upstream %s, generated %s)",
			sb.len ? "; " : "", it->prop,
			it->before ? it->before : "none",
			it->after ? it->after : "none");
	}
	return sb.len ? sb_detach(&sb) : NULL;
}

/* Properties that say nothing of the hardware, or are the tree's own. */
static bool prop_ignored(const char *name)
{
	return !strcmp(name, "status") || !strcmp(name, "phandle") ||
	       !strcmp(name, "linux,phandle") || !strcmp(name, "name");
}

static bool is_phandle(const void *fdt, uint32_t v)
{
	return v && v != 0xffffffffu && fdt_node_offset_by_phandle(fdt, v) >= 0;
}

/*
 * Same value, phandle cells aside: equal bytes, or equal length with every
 * differing cell a phandle in both trees (phandle numbers are the
 * compiler's, not the description's).
 */
static bool same_value(const void *up, const void *a, const void *gen,
		       const void *b, int len)
{
	int i;

	if (!memcmp(a, b, (size_t)len))
		return true;
	if (len % 4)
		return false;
	for (i = 0; i < len; i += 4) {
		uint32_t x = fdt32_ld((const fdt32_t *)((const char *)a + i));
		uint32_t y = fdt32_ld((const fdt32_t *)((const char *)b + i));

		if (x != y && !(is_phandle(up, x) && is_phandle(gen, y)))
			return false;
	}
	return true;
}

static void count_props(struct agree_count *c, const void *up, int uoff,
			const void *gen, int goff)
{
	int p;

	fdt_for_each_property_offset(p, up, uoff)
	{
		const char *name;
		int ulen, glen;
		const void *uv = fdt_getprop_by_offset(up, p, &name, &ulen);
		const void *gv;

		if (!uv || prop_ignored(name))
			continue;
		c->props++;
		gv = fdt_getprop(gen, goff, name, &glen);
		if (gv && glen == ulen && same_value(up, uv, gen, gv, ulen))
			c->props_same++;
	}
}

/* A node's path and offset, for lookups by path in a sorted array. */
struct pathoff {
	char *path;
	int off;
	bool enabled; /* it and every ancestor */
};

struct walk {
	struct agreement *a;
	const void *base;
	size_t alloc;
	char **claimed; /* generated paths that are an upstream node's */
	size_t nclaimed, claimed_alloc;
	struct pathoff *gen; /* every generated node, sorted by path */
	size_t ngen;
	const void *genfdt; /* the generated tree, for property values */
};

static void count(struct agree_count *c, enum agree_fate fate)
{
	c->fate[fate]++;
	if (fate == AGREE_EXTRA) {
		c->extra++;
		return;
	}
	c->upstream++;
	if (fate == AGREE_MATCHED)
		c->matched++;
}

/* The SoC tree alone already has this node enabled: not the board's. */
static bool in_base(const struct walk *w, const char *path)
{
	int off;

	if (!w->base)
		return false;
	off = fdt_path_offset(w->base, path);
	return off >= 0 && enabled_device(w->base, off);
}

static void add(struct walk *w, enum agree_fate fate, const char *path,
		const char *gen_path, char *why)
{
	struct agree_item it = { fate, xstrdup(path),
				 gen_path ? xstrdup(gen_path) : NULL, why,
				 in_base(w, path) };

	VEC_PUSH(w->a->items, w->a->nitems, w->alloc, it);
	count(&w->a->all, fate);
	if (!it.soc)
		count(&w->a->board, fate);
}

static int cmp_strp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_pathoff(const void *a, const void *b)
{
	return strcmp(((const struct pathoff *)a)->path,
		      ((const struct pathoff *)b)->path);
}

/* w->claimed is sorted by then (find_extra) */
static bool claimed(const struct walk *w, const char *path)
{
	return w->nclaimed && bsearch(&path, w->claimed, w->nclaimed,
				      sizeof(*w->claimed), cmp_strp);
}

/* The generated node at @path, or NULL. */
static const struct pathoff *gen_node(const struct walk *w, const char *path)
{
	struct pathoff key = { (char *)path, 0, false };

	return w->ngen ? bsearch(&key, w->gen, w->ngen, sizeof(*w->gen),
				 cmp_pathoff) :
			 NULL;
}

/*
 * The path of the node at @off (at @depth), built from its parent's while
 * walking in order: fdt_get_path() walks from the root for every node,
 * which made large trees quadratic. @lens[d] is the length of the path at
 * depth d in @pb.
 */
static int walk_path(const void *fdt, int off, int depth, struct strbuf *pb,
		     size_t *lens, bool *en, struct bf_error *e)
{
	const char *name = fdt_get_name(fdt, off, NULL);

	if (!name || depth >= 64)
		return bf_err(e, "device tree nested deeper than 64 levels");
	/* enabled: its own status and its parent's, known from the walk */
	en[depth] = (depth == 0 || en[depth - 1]) && own_status_ok(fdt, off);
	if (depth == 0) {
		sb_reset(pb);
		sb_add(pb, "/");
		lens[0] = 0;
		return 0;
	}
	pb->len = lens[depth - 1];
	sb_addch(pb, '/');
	sb_add(pb, name);
	lens[depth] = pb->len;
	return 0;
}

static int index_gen(struct walk *w, const void *gen, struct bf_error *e)
{
	struct strbuf pb = STRBUF_INIT;
	size_t lens[64], alloc = 0;
	bool en[64];
	int off, depth = 0, rc = 0;

	for (off = 0; !rc && off >= 0 && depth >= 0;
	     off = fdt_next_node(gen, off, &depth)) {
		struct pathoff po;

		rc = walk_path(gen, off, depth, &pb, lens, en, e);
		if (rc)
			break;
		po.path = xstrdup(sb_str(&pb));
		po.off = off;
		po.enabled = en[depth];
		VEC_PUSH(w->gen, w->ngen, alloc, po);
	}
	sb_release(&pb);
	if (w->ngen)
		sort_array(w->gen, w->ngen, sizeof(*w->gen), cmp_pathoff);
	return rc;
}

static int judge_upstream(struct walk *w, const void *up,
			  const struct fdtdiff *d, struct bf_error *e)
{
	struct strbuf pb = STRBUF_INIT;
	size_t lens[64];
	bool en[64];
	int off, depth = 0, rc = 0;

	for (off = 0; off >= 0 && depth >= 0;
	     off = fdt_next_node(up, off, &depth)) {
		const struct pathoff *hit;
		const char *gp, *path;
		char *why;

		rc = walk_path(up, off, depth, &pb, lens, en, e);
		if (rc)
			break;
		if (!is_device(up, off) || !en[depth])
			continue;
		path = sb_str(&pb);
		gp = counterpart(d, path);
		hit = gp ? gen_node(w, gp) : NULL;
		if (!hit) {
			add(w, AGREE_ABSENT, path, NULL, NULL);
			continue;
		}
		VEC_PUSH(w->claimed, w->nclaimed, w->claimed_alloc,
			 xstrdup(gp));
		if (!hit->enabled) {
			add(w, AGREE_DISABLED, path, gp, NULL);
			continue;
		}
		why = differences(d, path);
		add(w, why ? AGREE_DIFFERS : AGREE_MATCHED, path, gp, why);
		count_props(&w->a->all, up, off, w->genfdt, hit->off);
		if (!w->a->items[w->a->nitems - 1].soc)
			count_props(&w->a->board, up, off, w->genfdt, hit->off);
	}
	sb_release(&pb);
	return rc;
}

static int find_extra(struct walk *w, const void *gen, struct bf_error *e)
{
	struct strbuf pb = STRBUF_INIT;
	size_t lens[64];
	bool en[64];
	int off, depth = 0, rc = 0;

	if (w->nclaimed)
		sort_array(w->claimed, w->nclaimed, sizeof(*w->claimed),
			   cmp_strp);
	for (off = 0; off >= 0 && depth >= 0;
	     off = fdt_next_node(gen, off, &depth)) {
		rc = walk_path(gen, off, depth, &pb, lens, en, e);
		if (rc)
			break;
		if (!is_device(gen, off) || !en[depth] ||
		    claimed(w, sb_str(&pb)))
			continue;
		add(w, AGREE_EXTRA, sb_str(&pb), sb_str(&pb), NULL);
	}
	sb_release(&pb);
	return rc;
}

int agreement_compute(const void *generated, const void *upstream,
		      const void *base, struct agreement *a, struct bf_error *e)
{
	struct fdtdiff d;
	struct walk w = { .a = a, .base = base, .genfdt = generated };
	size_t i;
	int rc;

	memset(a, 0, sizeof(*a));
	if (fdtdiff_compare(upstream, generated, &d, e))
		return -1;
	rc = index_gen(&w, generated, e);
	if (!rc)
		rc = judge_upstream(&w, upstream, &d, e);
	if (!rc)
		rc = find_extra(&w, generated, e);
	for (i = 0; i < w.nclaimed; i++)
		free(w.claimed[i]);
	free(w.claimed);
	for (i = 0; i < w.ngen; i++)
		free(w.gen[i].path);
	free(w.gen);
	fdtdiff_release(&d);
	if (rc)
		agreement_release(a);
	return rc;
}

void agreement_release(struct agreement *a)
{
	size_t i;

	for (i = 0; i < a->nitems; i++) {
		free(a->items[i].path);
		free(a->items[i].gen_path);
		free(a->items[i].why);
	}
	free(a->items);
	memset(a, 0, sizeof(*a));
}

const char *agree_fate_name(enum agree_fate f)
{
	static const char *const names[] = {
		[AGREE_MATCHED] = "matched",   [AGREE_ABSENT] = "absent",
		[AGREE_DISABLED] = "disabled", [AGREE_DIFFERS] = "differs",
		[AGREE_EXTRA] = "extra",
	};

	return names[f];
}

double agreement_props_percent(const struct agree_count *c)
{
	return c->props ? 100.0 * (double)c->props_same / (double)c->props :
			  0.0;
}

double agreement_percent(const struct agree_count *c)
{
	return c->upstream ? 100.0 * (double)c->matched / (double)c->upstream :
			     0.0;
}
