// SPDX-License-Identifier: GPL-2.0
#include "dt/fdtdiff.h"

#include <ctype.h>
#include <libfdt.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

/* Longest value shown in a difference; longer ones end in "...". */
#define SHOW_MAX 100

struct fnode {
	int offset;
	int parent; /* index, -1 for the root */
	char *path;
	const char *unit; /* after the '@' of the node name, "" if none */
	const void *compat;
	int compat_len; /* < 0 when there is no compatible */
	int match; /* index of the matched node on the other side */
};

struct side {
	const void *fdt;
	struct fnode *nodes;
	size_t n;
	const struct side *other;
	bool before;
};

/* ---- collecting nodes ---- */

static char *child_path(const char *parent, const char *name)
{
	return xasprintf("%s/%s", strcmp(parent, "/") ? parent : "", name);
}

static int collect_nodes(struct side *s, struct bf_error *e)
{
	int stack[64], depth = 0, off;
	size_t nalloc = 0;

	for (off = 0; off >= 0; off = fdt_next_node(s->fdt, off, &depth)) {
		struct fnode n = { .offset = off, .parent = -1, .match = -1 };
		const char *name = fdt_get_name(s->fdt, off, NULL);
		const char *at;

		/* Past the root's end, libfdt returns an offset at depth -1. */
		if (depth < 0)
			return 0;
		if (depth >= 64 || !name)
			return bf_err(
				e, "device tree nested deeper than 64 levels");
		if (depth > 0) {
			n.parent = stack[depth - 1];
			n.path = child_path(s->nodes[n.parent].path, name);
		} else {
			n.path = xstrdup("/");
		}
		at = strchr(n.path + strlen(n.path) - strlen(name), '@');
		n.unit = at ? at + 1 : "";
		n.compat =
			fdt_getprop(s->fdt, off, "compatible", &n.compat_len);
		if (!n.compat)
			n.compat_len = -1;
		stack[depth] = (int)s->n;
		VEC_PUSH(s->nodes, s->n, nalloc, n);
	}
	if (off != -FDT_ERR_NOTFOUND)
		return bf_err(e, "cannot walk the device tree: %s",
			      fdt_strerror(off));
	return 0;
}

static int node_by_offset(const struct side *s, int off)
{
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->nodes[mid].offset == off)
			return (int)mid;
		if (s->nodes[mid].offset < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* ---- matching ---- */

static bool same_path(const struct fnode *a, const struct fnode *b)
{
	return !strcmp(a->path, b->path);
}

/* For nodes that moved: same compatible list and same unit address. */
static bool same_compat_unit(const struct fnode *a, const struct fnode *b)
{
	return a->compat_len >= 0 && a->compat_len == b->compat_len &&
	       !memcmp(a->compat, b->compat, (size_t)a->compat_len) &&
	       !strcmp(a->unit, b->unit);
}

static const struct match_rule {
	bool (*same)(const struct fnode *a, const struct fnode *b);
} match_rules[] = {
	{ same_path },
	{ same_compat_unit },
};

/* FNV-1a over @len bytes, continuing from @h. */
static uint64_t fnv(uint64_t h, const void *p, size_t len)
{
	const unsigned char *c = p;

	while (len--)
		h = (h ^ *c++) * 0x100000001b3ULL;
	return h;
}

/* A hash that equal nodes under rule @r share. */
static uint64_t rule_hash(size_t r, const struct fnode *n)
{
	uint64_t h = 0xcbf29ce484222325ULL;

	if (r == 0)
		return fnv(h, n->path, strlen(n->path));
	if (n->compat_len > 0)
		h = fnv(h, n->compat, (size_t)n->compat_len);
	return fnv(h, n->unit, strlen(n->unit));
}

/*
 * Each node of @a takes the first unmatched node of @b (in @b's order)
 * that a rule calls the same, rule by rule. Candidates are found through
 * a hash of what the rule compares, not by scanning @b: trees of tens of
 * thousands of nodes match in linear time.
 */
static void match_nodes(struct side *a, struct side *b)
{
	size_t nb = b->n ? 2 * b->n : 1, r, i;
	int *head = xmalloc(nb * sizeof(*head));
	int *next = xmalloc((b->n ? b->n : 1) * sizeof(*next));

	for (r = 0; r < sizeof(match_rules) / sizeof(match_rules[0]); r++) {
		for (i = 0; i < nb; i++)
			head[i] = -1;
		/* chains in ascending order of @b's index */
		for (i = b->n; i-- > 0;) {
			size_t k = rule_hash(r, &b->nodes[i]) % nb;

			next[i] = head[k];
			head[k] = (int)i;
		}
		for (i = 0; i < a->n; i++) {
			int j;

			if (a->nodes[i].match >= 0)
				continue;
			for (j = head[rule_hash(r, &a->nodes[i]) % nb]; j >= 0;
			     j = next[j]) {
				if (b->nodes[j].match >= 0 ||
				    !match_rules[r].same(&a->nodes[i],
							 &b->nodes[j]))
					continue;
				a->nodes[i].match = j;
				b->nodes[j].match = (int)i;
				break;
			}
		}
	}
	free(head);
	free(next);
}

/*
 * The name a reference is compared by: the path on the after side, so that
 * a reference to a node that moved still compares equal.
 */
static const char *canonical(const struct side *s, int idx)
{
	const struct fnode *n = &s->nodes[idx];

	if (s->before && n->match >= 0)
		return s->other->nodes[n->match].path;
	return n->path;
}

/* ---- rendering values ---- */

enum ref_shape {
	REF_PHANDLES, /* every cell is a phandle */
	REF_SPECIFIER, /* phandle + #xxx-cells arguments, repeated */
	REF_IRQ_MAP, /* interrupt-map */
};

/*
 * Properties whose cells hold phandles. A name starting with '*' matches as
 * a suffix, one ending in '#' as a prefix followed by digits.
 */
static const struct ref_rule {
	const char *name;
	enum ref_shape shape;
	const char *cells; /* for REF_SPECIFIER: the provider's #cells */
	int fixed; /* for REF_SPECIFIER without a #cells property */
} ref_rules[] = {
	{ "interrupt-parent", REF_PHANDLES, NULL, 0 },
	{ "interrupts-extended", REF_SPECIFIER, "#interrupt-cells", 0 },
	{ "interrupt-map", REF_IRQ_MAP, NULL, 0 },
	{ "clocks", REF_SPECIFIER, "#clock-cells", 0 },
	{ "assigned-clocks", REF_SPECIFIER, "#clock-cells", 0 },
	{ "assigned-clock-parents", REF_SPECIFIER, "#clock-cells", 0 },
	{ "gpios", REF_SPECIFIER, "#gpio-cells", 0 },
	{ "*-gpios", REF_SPECIFIER, "#gpio-cells", 0 },
	{ "*-gpio", REF_SPECIFIER, "#gpio-cells", 0 },
	{ "gpio-ranges", REF_SPECIFIER, NULL, 3 },
	{ "dmas", REF_SPECIFIER, "#dma-cells", 0 },
	{ "resets", REF_SPECIFIER, "#reset-cells", 0 },
	{ "pwms", REF_SPECIFIER, "#pwm-cells", 0 },
	{ "phys", REF_SPECIFIER, "#phy-cells", 0 },
	{ "power-domains", REF_SPECIFIER, "#power-domain-cells", 0 },
	{ "mboxes", REF_SPECIFIER, "#mbox-cells", 0 },
	{ "io-channels", REF_SPECIFIER, "#io-channel-cells", 0 },
	{ "iommus", REF_SPECIFIER, "#iommu-cells", 0 },
	{ "sound-dai", REF_SPECIFIER, "#sound-dai-cells", 0 },
	{ "thermal-sensors", REF_SPECIFIER, "#thermal-sensor-cells", 0 },
	{ "pinctrl-#", REF_PHANDLES, NULL, 0 },
	{ "*-supply", REF_PHANDLES, NULL, 0 },
	{ "nvmem-cells", REF_PHANDLES, NULL, 0 },
	{ "memory-region", REF_PHANDLES, NULL, 0 },
	{ "remote-endpoint", REF_PHANDLES, NULL, 0 },
	{ "phy-handle", REF_PHANDLES, NULL, 0 },
	{ "msi-parent", REF_PHANDLES, NULL, 0 },
	{ "next-level-cache", REF_PHANDLES, NULL, 0 },
	{ "operating-points-v2", REF_PHANDLES, NULL, 0 },
	{ "cpu", REF_PHANDLES, NULL, 0 },
};

static bool name_matches(const char *pattern, const char *name)
{
	size_t pl = strlen(pattern), nl = strlen(name);

	if (pattern[0] == '*')
		return nl >= pl && !strcmp(name + nl - (pl - 1), pattern + 1);
	if (pattern[pl - 1] == '#') {
		if (strncmp(name, pattern, pl - 1) || !name[pl - 1])
			return false;
		for (name += pl - 1; *name; name++)
			if (!isdigit((unsigned char)*name))
				return false;
		return true;
	}
	return !strcmp(pattern, name);
}

static const struct ref_rule *find_ref_rule(const char *name)
{
	size_t i;

	if (name[0] == '#')
		return NULL;
	for (i = 0; i < sizeof(ref_rules) / sizeof(ref_rules[0]); i++)
		if (name_matches(ref_rules[i].name, name))
			return &ref_rules[i];
	return NULL;
}

/* Reads a one-cell property such as #clock-cells; -1 when absent. */
static int cells_of(const struct side *s, int idx, const char *prop)
{
	int len;
	const fdt32_t *v =
		fdt_getprop(s->fdt, s->nodes[idx].offset, prop, &len);

	if (!v || len != 4)
		return -1;
	return (int)fdt32_to_cpu(*v);
}

static int node_by_phandle(const struct side *s, uint32_t ph)
{
	int off;

	if (!ph || ph == (uint32_t)-1)
		return -1;
	off = fdt_node_offset_by_phandle(s->fdt, ph);
	return off < 0 ? -1 : node_by_offset(s, off);
}

/* A reader over a property's cells that renders them as it goes. */
struct cells {
	const struct side *s;
	const fdt32_t *c;
	size_t n, i;
	struct strbuf *sb;
};

static int put_numbers(struct cells *cs, int k)
{
	if (k < 0 || (size_t)k > cs->n - cs->i)
		return -1;
	for (; k > 0; k--, cs->i++)
		sb_addf(cs->sb, "%s0x%x", cs->i ? " " : "",
			fdt32_to_cpu(cs->c[cs->i]));
	return 0;
}

/* Renders one phandle as &path; returns the node's index, -1 if unknown. */
static int put_ref(struct cells *cs)
{
	int idx;

	if (cs->i >= cs->n)
		return -1;
	idx = node_by_phandle(cs->s, fdt32_to_cpu(cs->c[cs->i]));
	if (idx < 0)
		return -1;
	sb_addf(cs->sb, "%s&%s", cs->i ? " " : "", canonical(cs->s, idx));
	cs->i++;
	return idx;
}

static int put_phandles(struct cells *cs, const struct ref_rule *r, int node)
{
	(void)r;
	(void)node;
	while (cs->i < cs->n)
		if (put_ref(cs) < 0)
			return -1;
	return 0;
}

static int put_specifiers(struct cells *cs, const struct ref_rule *r, int node)
{
	(void)node;
	while (cs->i < cs->n) {
		int idx, k;

		/* A zero phandle is an empty entry (gpios may have holes). */
		if (!fdt32_to_cpu(cs->c[cs->i])) {
			sb_add(cs->sb, cs->i ? " 0" : "0");
			cs->i++;
			continue;
		}
		idx = put_ref(cs);
		if (idx < 0)
			return -1;
		k = r->cells ? cells_of(cs->s, idx, r->cells) : r->fixed;
		if (put_numbers(cs, k))
			return -1;
	}
	return 0;
}

/*
 * interrupt-map rows: child unit address and specifier (sized by this
 * node), the parent's phandle, then the parent's unit address and
 * specifier (sized by the parent).
 */
static int put_irq_map(struct cells *cs, const struct ref_rule *r, int node)
{
	int addr = cells_of(cs->s, node, "#address-cells");
	int intr = cells_of(cs->s, node, "#interrupt-cells");

	(void)r;
	if (addr < 0 || intr < 0)
		return -1;
	while (cs->i < cs->n) {
		int parent, pa;

		if (put_numbers(cs, addr + intr))
			return -1;
		parent = put_ref(cs);
		if (parent < 0)
			return -1;
		/* A parent without #address-cells contributes none. */
		pa = cells_of(cs->s, parent, "#address-cells");
		if (put_numbers(cs, pa < 0 ? 0 : pa) ||
		    put_numbers(cs,
				cells_of(cs->s, parent, "#interrupt-cells")))
			return -1;
	}
	return 0;
}

static int (*const ref_renderers[])(struct cells *, const struct ref_rule *,
				    int) = {
	[REF_PHANDLES] = put_phandles,
	[REF_SPECIFIER] = put_specifiers,
	[REF_IRQ_MAP] = put_irq_map,
};

static bool is_string_list(const char *v, int len)
{
	int i;

	if (len <= 0 || v[len - 1])
		return false;
	for (i = 0; i < len; i++) {
		if (!v[i]) {
			if (i == 0 || !v[i - 1])
				return false;
		} else if (!isprint((unsigned char)v[i])) {
			return false;
		}
	}
	return true;
}

static void render_plain(struct strbuf *sb, const void *val, int len)
{
	const char *v = val;
	int i;

	if (len == 0) {
		sb_add(sb, "(empty)");
	} else if (is_string_list(v, len)) {
		for (i = 0; i < len; i += (int)strlen(v + i) + 1)
			sb_addf(sb, "%s\"%s\"", i ? ", " : "", v + i);
	} else if (len % 4 == 0) {
		const fdt32_t *c = val;

		sb_addch(sb, '<');
		for (i = 0; i < len / 4; i++)
			sb_addf(sb, "%s0x%x", i ? " " : "", fdt32_to_cpu(c[i]));
		sb_addch(sb, '>');
	} else {
		sb_addch(sb, '[');
		for (i = 0; i < len; i++)
			sb_addf(sb, "%s%02x", i ? " " : "",
				(unsigned char)v[i]);
		sb_addch(sb, ']');
	}
}

/* References become &path; anything that does not resolve stays numbers. */
static char *render(const struct side *s, int node, const char *name,
		    const void *val, int len)
{
	const struct ref_rule *r = find_ref_rule(name);
	struct strbuf sb = STRBUF_INIT;

	if (r && len > 0 && len % 4 == 0) {
		struct cells cs = { s, val, (size_t)len / 4, 0, &sb };

		sb_addch(&sb, '<');
		if (!ref_renderers[r->shape](&cs, r, node)) {
			sb_addch(&sb, '>');
			return sb_detach(&sb);
		}
		sb_reset(&sb);
	}
	render_plain(&sb, val, len);
	return sb_detach(&sb);
}

static char *shorten(char *s)
{
	if (strlen(s) > SHOW_MAX)
		strcpy(s + SHOW_MAX - 3, "...");
	return s;
}

/* ---- differences ---- */

/*
 * Skipped properties: phandle numbers mean nothing across builds, and
 * /chosen values that the boot loader writes differ from boot to boot.
 */
static const struct ignored_prop {
	const char *node; /* NULL: any node */
	const char *prop;
} ignored_props[] = {
	{ NULL, "phandle" },
	{ NULL, "linux,phandle" },
	{ "/chosen", "linux,initrd-start" },
	{ "/chosen", "linux,initrd-end" },
	{ "/chosen", "rng-seed" },
	{ "/chosen", "kaslr-seed" },
};

static bool ignored(const char *path, const char *prop)
{
	size_t i;

	for (i = 0; i < sizeof(ignored_props) / sizeof(ignored_props[0]); i++)
		if ((!ignored_props[i].node ||
		     !strcmp(ignored_props[i].node, path)) &&
		    !strcmp(ignored_props[i].prop, prop))
			return true;
	return false;
}

struct differ {
	struct side a, b;
	struct fdtdiff *d;
	size_t alloc;
};

static void add_item(struct differ *df, enum fdtdiff_kind kind,
		     const char *path, const char *prop, char *before,
		     char *after)
{
	struct fdtdiff_item it = { .kind = kind, .path = xstrdup(path) };

	it.prop = prop ? xstrdup(prop) : NULL;
	it.before = before ? shorten(before) : NULL;
	it.after = after ? shorten(after) : NULL;
	VEC_PUSH(df->d->items, df->d->nitems, df->alloc, it);
}

static void compare_props(struct differ *df, int ia, int ib)
{
	const struct fnode *na = &df->a.nodes[ia], *nb = &df->b.nodes[ib];
	int off, len, blen;

	fdt_for_each_property_offset(off, df->a.fdt, na->offset)
	{
		const char *name;
		const void *v =
			fdt_getprop_by_offset(df->a.fdt, off, &name, &len);
		const void *bv;
		char *x, *y;

		if (!v || ignored(na->path, name))
			continue;
		x = render(&df->a, ia, name, v, len);
		bv = fdt_getprop(df->b.fdt, nb->offset, name, &blen);
		if (!bv) {
			add_item(df, FDTDIFF_PROP_REMOVED, na->path, name, x,
				 NULL);
			continue;
		}
		y = render(&df->b, ib, name, bv, blen);
		if (strcmp(x, y)) {
			add_item(df, FDTDIFF_PROP_CHANGED, na->path, name, x,
				 y);
			continue;
		}
		free(x);
		free(y);
	}
	fdt_for_each_property_offset(off, df->b.fdt, nb->offset)
	{
		const char *name;
		const void *v =
			fdt_getprop_by_offset(df->b.fdt, off, &name, &len);

		if (!v || ignored(nb->path, name) ||
		    fdt_getprop(df->a.fdt, na->offset, name, NULL))
			continue;
		add_item(df, FDTDIFF_PROP_ADDED, na->path, name, NULL,
			 render(&df->b, ib, name, v, len));
	}
}

/* A node whose parent is gone too is covered by the parent's line. */
static bool parent_matched(const struct side *s, size_t i)
{
	int p = s->nodes[i].parent;

	return p < 0 || s->nodes[p].match >= 0;
}

static void diff_nodes(struct differ *df)
{
	size_t i;

	for (i = 0; i < df->a.n; i++) {
		const struct fnode *n = &df->a.nodes[i];

		if (n->match < 0) {
			if (parent_matched(&df->a, i))
				add_item(df, FDTDIFF_NODE_REMOVED, n->path,
					 NULL, NULL, NULL);
			continue;
		}
		df->d->nodes_matched++;
		if (strcmp(n->path, df->b.nodes[n->match].path)) {
			add_item(df, FDTDIFF_NODE_MOVED, n->path, NULL, NULL,
				 NULL);
			df->d->items[df->d->nitems - 1].after_path =
				xstrdup(df->b.nodes[n->match].path);
		}
		compare_props(df, (int)i, n->match);
	}
	for (i = 0; i < df->b.n; i++)
		if (df->b.nodes[i].match < 0 && parent_matched(&df->b, i))
			add_item(df, FDTDIFF_NODE_ADDED, df->b.nodes[i].path,
				 NULL, NULL, NULL);
}

static void side_release(struct side *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		free(s->nodes[i].path);
	free(s->nodes);
}

int fdtdiff_compare(const void *before, const void *after, struct fdtdiff *d,
		    struct bf_error *e)
{
	struct differ df = { .d = d };
	int ret;

	memset(d, 0, sizeof(*d));
	df.a = (struct side){ .fdt = before, .other = &df.b, .before = true };
	df.b = (struct side){ .fdt = after, .other = &df.a };
	ret = collect_nodes(&df.a, e);
	if (!ret)
		ret = collect_nodes(&df.b, e);
	if (!ret) {
		match_nodes(&df.a, &df.b);
		diff_nodes(&df);
		d->nodes_before = df.a.n;
		d->nodes_after = df.b.n;
	}
	side_release(&df.a);
	side_release(&df.b);
	return ret;
}

void fdtdiff_release(struct fdtdiff *d)
{
	size_t i;

	for (i = 0; i < d->nitems; i++) {
		free(d->items[i].path);
		free(d->items[i].after_path);
		free(d->items[i].prop);
		free(d->items[i].before);
		free(d->items[i].after);
	}
	free(d->items);
	memset(d, 0, sizeof(*d));
}

const char *fdtdiff_kind_name(enum fdtdiff_kind k)
{
	static const char *const names[] = {
		[FDTDIFF_NODE_REMOVED] = "node-removed",
		[FDTDIFF_NODE_ADDED] = "node-added",
		[FDTDIFF_NODE_MOVED] = "node-moved",
		[FDTDIFF_PROP_REMOVED] = "property-removed",
		[FDTDIFF_PROP_ADDED] = "property-added",
		[FDTDIFF_PROP_CHANGED] = "property-changed",
	};

	return names[k];
}
