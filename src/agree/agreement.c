// SPDX-License-Identifier: GPL-2.0
#include "agree/agreement.h"

#include <libfdt.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "dt/fdtdiff.h"
#include "lib/strbuf.h"

/* The properties that make two nodes the same device for this measure. */
static const char *const identity_props[] = {
	"compatible",
	"reg",
	"interrupts",
	"interrupts-extended",
};

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

struct walk {
	struct agreement *a;
	const void *base;
	size_t alloc;
	char **claimed; /* generated paths that are an upstream node's */
	size_t nclaimed, claimed_alloc;
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

static bool claimed(const struct walk *w, const char *path)
{
	size_t i;

	for (i = 0; i < w->nclaimed; i++)
		if (!strcmp(w->claimed[i], path))
			return true;
	return false;
}

static int node_path(const void *fdt, int off, char *buf, int len,
		     struct bf_error *e)
{
	int rc = fdt_get_path(fdt, off, buf, len);

	if (rc)
		return bf_err(e, "cannot get a node path: %s",
			      fdt_strerror(rc));
	return 0;
}

static int judge_upstream(struct walk *w, const void *gen, const void *up,
			  const struct fdtdiff *d, struct bf_error *e)
{
	char path[1024];
	int off, depth = 0;

	for (off = 0; off >= 0 && depth >= 0;
	     off = fdt_next_node(up, off, &depth)) {
		const char *gp;
		int goff;
		char *why;

		if (!enabled_device(up, off))
			continue;
		if (node_path(up, off, path, sizeof(path), e))
			return -1;
		gp = counterpart(d, path);
		goff = gp ? fdt_path_offset(gen, gp) : -1;
		if (goff < 0) {
			add(w, AGREE_ABSENT, path, NULL, NULL);
			continue;
		}
		VEC_PUSH(w->claimed, w->nclaimed, w->claimed_alloc,
			 xstrdup(gp));
		if (!node_enabled(gen, goff)) {
			add(w, AGREE_DISABLED, path, gp, NULL);
			continue;
		}
		why = differences(d, path);
		add(w, why ? AGREE_DIFFERS : AGREE_MATCHED, path, gp, why);
	}
	return 0;
}

static int find_extra(struct walk *w, const void *gen, struct bf_error *e)
{
	char path[1024];
	int off, depth = 0;

	for (off = 0; off >= 0 && depth >= 0;
	     off = fdt_next_node(gen, off, &depth)) {
		if (!enabled_device(gen, off))
			continue;
		if (node_path(gen, off, path, sizeof(path), e))
			return -1;
		if (claimed(w, path))
			continue;
		add(w, AGREE_EXTRA, path, path, NULL);
	}
	return 0;
}

int agreement_compute(const void *generated, const void *upstream,
		      const void *base, struct agreement *a, struct bf_error *e)
{
	struct fdtdiff d;
	struct walk w = { .a = a, .base = base };
	size_t i;
	int rc;

	memset(a, 0, sizeof(*a));
	if (fdtdiff_compare(upstream, generated, &d, e))
		return -1;
	rc = judge_upstream(&w, generated, upstream, &d, e);
	if (!rc)
		rc = find_extra(&w, generated, e);
	for (i = 0; i < w.nclaimed; i++)
		free(w.claimed[i]);
	free(w.claimed);
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

double agreement_percent(const struct agree_count *c)
{
	return c->upstream ? 100.0 * (double)c->matched / (double)c->upstream :
			     0.0;
}
