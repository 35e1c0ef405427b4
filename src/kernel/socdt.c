// SPDX-License-Identifier: GPL-2.0
/*
 * A SoC .dtsi as the kernel would compile it: a wrapper .dts that includes
 * it, cpp with the kernel's dts flags, dtc -@ (for __symbols__), then an
 * index of the nodes read back with libfdt. The .dtb is cached under the
 * hash of the preprocessed source, so an edit anywhere in the include chain
 * rebuilds it and nothing else does.
 */
#define _GNU_SOURCE /* memmem */
#include "kernel/socdt.h"

#include <dirent.h>
#include <errno.h>
#include <libfdt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dt/dtcheck.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/*
 * The pristine 6.1 tree has dtsi files that do not compile alone. Either a
 * few wrapper lines fix them (and emitted board trees need the same lines),
 * or they are only halves of a SoC and the error says which file to use.
 * Some leave bus windows to the board (Marvell MBus): the index assumes the
 * window every board of the SoC sets, so that CPU addresses can be looked
 * up; those lines are not a compile fix and are not returned as one.
 */
struct wrapper_fix {
	const char *dtsi;
	const char *compile_fix; /* wrapper lines the tree needs, or NULL */
	const char *index_assume; /* wrapper lines for the index only */
	const char *use_instead; /* not self-contained: load these, or NULL */
	const char *reason;
};

/* The internal registers window of every orion5x board .dts in 6.1,
 * ORION5X_REGS_PHYS_BASE of arch/arm/mach-orion5x/orion5x.h. */
#define ORION5X_REGS_WINDOW                                             \
	"/ {\n\tsoc {\n\t\tranges = <MBUS_ID(0xf0, 0x01) 0 0xf1000000 " \
	"0x100000>;\n\t};\n};\n"

static const struct wrapper_fix wrapper_fixes[] = {
	{ "pxa25x.dtsi",
	  "/ {\n\taliases {\n\t\t/delete-property/ i2c0;\n\t};\n};\n", NULL,
	  NULL,
	  "pxa2xx.dtsi aliases i2c0 = &pwri2c, a label that only pxa27x.dtsi "
	  "and pxa3xx.dtsi define: PXA25x has no power I2C" },
	{ "orion5x.dtsi", NULL, NULL,
	  "orion5x-mv88f5181.dtsi or orion5x-mv88f5182.dtsi",
	  "orion5x.dtsi uses &mbusc and &core_clk, which the per-SoC dtsi "
	  "files define" },
	{ "orion5x-mv88f5181.dtsi", NULL, ORION5X_REGS_WINDOW, NULL,
	  "the MBus windows are the board's: every orion5x board maps the "
	  "internal registers at 0xf1000000" },
	{ "orion5x-mv88f5182.dtsi", NULL, ORION5X_REGS_WINDOW, NULL,
	  "the MBus windows are the board's: every orion5x board maps the "
	  "internal registers at 0xf1000000" },
	{ "s3c64xx.dtsi", NULL, NULL, "s3c6400.dtsi or s3c6410.dtsi",
	  "s3c64xx.dtsi uses &clocks, which the per-SoC dtsi files define" },
};

static const struct wrapper_fix *find_fix(const char *dtsi)
{
	size_t i;

	for (i = 0; i < sizeof(wrapper_fixes) / sizeof(wrapper_fixes[0]); i++)
		if (!strcmp(wrapper_fixes[i].dtsi, dtsi))
			return &wrapper_fixes[i];
	return NULL;
}

int soc_dt_assumed(const char *dtsi)
{
	const struct wrapper_fix *f = dtsi ? find_fix(dtsi) : NULL;

	return f && f->index_assume;
}

const char *soc_dt_wrapper_fix(const char *dtsi, const char **reason)
{
	const struct wrapper_fix *f = find_fix(dtsi);

	if (reason)
		*reason = f && f->compile_fix ? f->reason : NULL;
	return f ? f->compile_fix : NULL;
}

struct soc_dt {
	char *name;
	void *blob;
	struct soc_node *v;
	size_t n, alloc;
	/* Every label of __symbols__, with the node it names. */
	struct label {
		const char *label;
		size_t node;
	} * labels;
	size_t nlabels, alabels;
};

/* ---- reading the blob ------------------------------------------------ */

/* One ancestor on the way down: what its children's reg and ranges mean. */
struct level {
	int off;
	int addr_cells, size_cells; /* of this node, for its children */
};

static int cells_prop(const void *fdt, int off, const char *name, int dflt)
{
	int len;
	const fdt32_t *p = fdt_getprop(fdt, off, name, &len);

	if (!p || len != 4)
		return dflt;
	return (int)fdt32_to_cpu(*p);
}

/* A number of @n cells; wider than 64 bits keeps the low cells (a PCI
 * address's flags cell is dropped). */
static uint64_t read_cells(const fdt32_t *p, int n)
{
	uint64_t v = 0;
	int i;

	for (i = 0; i < n; i++)
		v = (v << 32) | fdt32_to_cpu(p[i]);
	return v;
}

/*
 * Translates @addr, as the node at @lv[depth] sees its children's
 * addresses, up to the CPU: through each bus's ranges, as the kernel's
 * of_translate_address does. 0: translated; -1: a bus on the way has no
 * ranges (an I2C or SPI bus) or no window holds the address.
 */
static int translate(const void *fdt, const struct level *lv, int depth,
		     uint64_t *addr)
{
	for (; depth > 0; depth--) {
		const struct level *bus = &lv[depth], *up = &lv[depth - 1];
		int len, ca = bus->addr_cells, pa = up->addr_cells,
			 cs = bus->size_cells, entry, i;
		const fdt32_t *r = fdt_getprop(fdt, bus->off, "ranges", &len);
		int found = 0;

		if (!r)
			return -1;
		if (len == 0)
			continue; /* identity */
		entry = ca + pa + cs;
		if (entry <= 0 || ca > 4 || pa > 4 || cs > 4)
			return -1;
		for (i = 0; (i + 1) * entry * 4 <= len && !found; i++) {
			const fdt32_t *e = r + i * entry;
			uint64_t child = read_cells(e, ca);
			uint64_t parent = read_cells(e + ca, pa);
			uint64_t size = read_cells(e + ca + pa, cs);

			if (*addr >= child && *addr - child < size) {
				*addr = parent + (*addr - child);
				found = 1;
			}
		}
		if (!found)
			return -1;
	}
	return 0;
}

static void read_strings(const void *fdt, int off, const char *name,
			 struct soc_node *n)
{
	int len, pos = 0;
	const char *p = fdt_getprop(fdt, off, name, &len);
	const char **v = NULL;
	size_t cnt = 0, alloc = 0;

	while (p && pos < len) {
		size_t l = strnlen(p + pos, (size_t)(len - pos));

		if ((int)l >= len - pos)
			break; /* not NUL-terminated: a malformed property */
		VEC_PUSH(v, cnt, alloc, xstrdup(p + pos));
		pos += (int)l + 1;
	}
	n->compatibles = v;
	n->ncompat = cnt;
	n->compatible = cnt ? v[0] : NULL;
}

static const char *string_prop(const void *fdt, int off, const char *name)
{
	int len;
	const char *p = fdt_getprop(fdt, off, name, &len);

	if (!p || len <= 0 || p[len - 1] != '\0')
		return NULL;
	return xstrdup(p);
}

static void read_reg(const void *fdt, const struct level *lv, int depth,
		     int off, struct soc_node *n)
{
	const struct level *parent = &lv[depth - 1];
	int len, ac = parent->addr_cells, sc = parent->size_cells;
	const fdt32_t *reg = fdt_getprop(fdt, off, "reg", &len);
	uint64_t addr;

	if (!reg || ac <= 0 || ac > 4 || sc < 0 || sc > 4 ||
	    len < (ac + sc) * 4)
		return;
	addr = read_cells(reg, ac);
	n->bus_addr = addr;
	n->has_bus_reg = 1;
	if (translate(fdt, lv, depth - 1, &addr))
		return;
	n->base = addr;
	n->size = read_cells(reg + ac, sc);
	n->has_reg = 1;
}

static int is_overlay_node(const char *name)
{
	return !strcmp(name, "__symbols__") || !strcmp(name, "__fixups__") ||
	       !strcmp(name, "__local_fixups__");
}

#define MAX_DEPTH 32

static int walk(struct soc_dt *s, struct level *lv, int depth, int off,
		const char *path, struct bf_error *e)
{
	const void *fdt = s->blob;
	struct soc_node n = { 0 };
	int child;

	if (depth >= MAX_DEPTH)
		return bf_err(e, "%s: nodes nested deeper than %d", s->name,
			      MAX_DEPTH);
	n.path = xstrdup(path);
	read_strings(fdt, off, "compatible", &n);
	n.status = string_prop(fdt, off, "status");
	{
		int len;
		const fdt32_t *pc = fdt_getprop(fdt, off, "#pwm-cells", &len);

		n.pwm_cells = pc && len == 4 ? (int)fdt32_to_cpu(*pc) : 0;
		pc = fdt_getprop(fdt, off, "#interrupt-cells", &len);
		n.irq_cells =
			pc && len == 4 &&
					fdt_getprop(fdt, off,
						    "interrupt-controller",
						    NULL) ?
				(int)fdt32_to_cpu(*pc) :
				0;
		pc = fdt_getprop(fdt, off, "#address-cells", &len);
		n.addr_cells = pc && len == 4 ? (int)fdt32_to_cpu(*pc) : -1;
	}
	if (depth > 0) {
		int len, ca = cells_prop(fdt, off, "#address-cells", 2),
			 pa = lv[depth - 1].addr_cells,
			 cs = cells_prop(fdt, off, "#size-cells", 1);
		const fdt32_t *r = fdt_getprop(fdt, off, "ranges", &len);

		read_reg(fdt, lv, depth, off, &n);
		if (r && ca > 0 && ca <= 4 && pa > 0 && pa <= 4 && cs >= 0 &&
		    cs <= 4 && len >= (ca + pa + cs) * 4) {
			n.ranges_parent = read_cells(r + ca, pa);
			n.ranges_size = read_cells(r + ca + pa, cs);
			n.has_ranges = 1;
		}
	}
	VEC_PUSH(s->v, s->n, s->alloc, n);
	lv[depth].off = off;
	lv[depth].addr_cells = cells_prop(fdt, off, "#address-cells", 2);
	lv[depth].size_cells = cells_prop(fdt, off, "#size-cells", 1);
	fdt_for_each_subnode(child, fdt, off)
	{
		const char *name = fdt_get_name(fdt, child, NULL);
		char *sub;
		int r;

		if (!name || (depth == 0 && is_overlay_node(name)))
			continue;
		sub = xasprintf("%s/%s", depth ? path : "", name);
		r = walk(s, lv, depth + 1, child, sub, e);
		free(sub);
		if (r)
			return r;
	}
	if (child < 0 && child != -FDT_ERR_NOTFOUND)
		return bf_err(e, "%s: %s: %s", s->name, path,
			      fdt_strerror(child));
	return 0;
}

static void read_labels(struct soc_dt *s)
{
	const void *fdt = s->blob;
	int sym = fdt_path_offset(fdt, "/__symbols__"), prop;

	if (sym < 0)
		return;
	fdt_for_each_property_offset(prop, fdt, sym)
	{
		const char *label, *path;
		int len;
		size_t i;

		path = fdt_getprop_by_offset(fdt, prop, &label, &len);
		if (!path || !label || len <= 0 || path[len - 1] != '\0')
			continue;
		for (i = 0; i < s->n; i++) {
			if (strcmp(s->v[i].path, path))
				continue;
			struct label l = { xstrdup(label), i };

			VEC_PUSH(s->labels, s->nlabels, s->alabels, l);
			if (!s->v[i].label)
				s->v[i].label = l.label;
			break;
		}
	}
}

int soc_dt_from_blob(const void *blob, size_t len, const char *name,
		     struct soc_dt **out, struct bf_error *e)
{
	struct level lv[MAX_DEPTH];
	struct soc_dt *s;
	int r;

	*out = NULL;
	if (len < sizeof(struct fdt_header) || fdt_check_header(blob) ||
	    fdt_totalsize(blob) > len)
		return bf_err(e, "%s: not a devicetree blob", name);
	r = fdt_check_full(blob, len);
	if (r)
		return bf_err(e, "%s: malformed devicetree blob: %s", name,
			      fdt_strerror(r));
	s = xcalloc(1, sizeof(*s));
	s->name = xstrdup(name);
	s->blob = xmalloc(len);
	memcpy(s->blob, blob, len);
	if (walk(s, lv, 0, 0, "/", e)) {
		soc_dt_free(s);
		return -1;
	}
	read_labels(s);
	*out = s;
	return 0;
}

/* ---- compiling the dtsi ------------------------------------------------ */

static uint64_t fnv(uint64_t h, const char *p, size_t n)
{
	while (n--)
		h = (h ^ (unsigned char)*p++) * 0x100000001b3ULL;
	return h;
}

/* The cache key: the preprocessed source, less the temporary directory's
 * name that cpp's line markers carry. */
static uint64_t source_hash(const struct strbuf *pp, const char *tmpdir)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	const char *p = sb_str(pp), *end = p + pp->len, *q;
	size_t dl = strlen(tmpdir);

	while ((q = memmem(p, (size_t)(end - p), tmpdir, dl))) {
		h = fnv(h, p, (size_t)(q - p));
		p = q + dl;
	}
	return fnv(h, p, (size_t)(end - p));
}

struct work {
	char *dir; /* temporary directory, removed at the end */
	char *wrapper, *pp, *dtb;
};

static void work_done(struct work *w)
{
	if (w->dir) {
		unlink(w->wrapper);
		unlink(w->pp);
		unlink(w->dtb);
		rmdir(w->dir);
	}
	free(w->wrapper);
	free(w->pp);
	free(w->dtb);
	free(w->dir);
}

static int preprocess(const char *kdir, const char *dtsi,
		      const struct wrapper_fix *fix, struct work *w,
		      struct bf_error *e)
{
	char *src =
		xasprintf("/dts-v1/;\n#include \"%s\"\n%s%s", dtsi,
			  fix && fix->compile_fix ? fix->compile_fix : "",
			  fix && fix->index_assume ? fix->index_assume : "");
	int r;

	if (write_file_atomic(w->wrapper, src, strlen(src)))
		r = bf_err(e, "%s: cannot write the wrapper: %s", w->wrapper,
			   strerror(errno));
	else if ((r = dt_cpp(kdir, w->wrapper, w->pp, NULL, e))) {
		char msg[sizeof(e->msg)];

		snprintf(msg, sizeof(msg), "%s", e->msg);
		bf_err(e, "%s: %s", dtsi, msg);
	}
	free(src);
	return r;
}

/* dtc -@ so that __symbols__ names the labels; -q: the .dtsi's own warnings
 * are upstream's business. */
static int compile(const char *kdir, const char *dtsi,
		   const struct wrapper_fix *fix, struct work *w,
		   struct bf_error *e)
{
	static const char *const flags[] = { "-@", "-q", NULL };
	char msg[sizeof(e->msg)];

	if (!dt_dtc(kdir, w->wrapper, w->pp, w->dtb, flags, NULL, e))
		return 0;
	snprintf(msg, sizeof(msg), "%s", e->msg);
	if (fix && fix->use_instead)
		return bf_err(e, "%s: does not compile alone (%s); use %s",
			      dtsi, fix->reason, fix->use_instead);
	return bf_err(e, "%s: %s", dtsi, msg);
}

static int load_dtb(const char *path, const char *name, struct soc_dt **out,
		    struct bf_error *e)
{
	struct strbuf sb = STRBUF_INIT;
	int r;

	if (file_read_all(path, &sb)) {
		sb_release(&sb);
		return bf_err(e, "%s: cannot read: %s", path, strerror(errno));
	}
	r = soc_dt_from_blob(sb.buf ? sb.buf : "", sb.len, name, out, e);
	sb_release(&sb);
	return r;
}

/* Copies the fresh .dtb into the cache; a failure only costs a rebuild. */
static void cache_store(const char *from, const char *cached)
{
	struct strbuf sb = STRBUF_INIT;

	if (!file_read_all(from, &sb))
		write_file_atomic(cached, sb.buf ? sb.buf : "", sb.len);
	sb_release(&sb);
}

/*
 * Where @dtsi is under @dir: there, or since 6.5 in a vendor folder or one
 * of its own (marvell/orion5x.dtsi, intel/pxa/pxa27x.dtsi). NULL: nowhere.
 */
static char *find_in(const char *dir, const char *dtsi, int depth)
{
	char *p = xasprintf("%s/%s", dir, dtsi);
	DIR *d;
	struct dirent *de;

	if (!access(p, R_OK))
		return p;
	free(p);
	p = NULL;
	d = depth < 2 ? opendir(dir) : NULL;
	while (d && !p && (de = readdir(d)) != NULL) {
		char *q;
		DIR *sub;

		if (de->d_name[0] == '.' || !strcmp(de->d_name, "include"))
			continue;
		q = xasprintf("%s/%s", dir, de->d_name);
		sub = opendir(q);
		if (sub) {
			closedir(sub);
			p = find_in(q, dtsi, depth + 1);
		}
		free(q);
	}
	if (d)
		closedir(d);
	return p;
}

static char *find_dtsi(const char *kdir, const char *dtsi)
{
	char *top = xasprintf("%s/arch/arm/boot/dts", kdir);
	char *p = find_in(top, dtsi, 0);

	free(top);
	return p;
}

int soc_dt_load(const char *kdir, const char *cachedir, const char *dtsi,
		struct soc_dt **out, struct bf_error *e)
{
	/* an absolute path: a .dtsi made elsewhere (a generated one) */
	const char *base = strrchr(dtsi, '/') ? strrchr(dtsi, '/') + 1 : dtsi;
	const struct wrapper_fix *fix = find_fix(base);
	char *src = dtsi[0] == '/' ?
			    (access(dtsi, R_OK) ? NULL : xstrdup(dtsi)) :
		    strchr(dtsi, '/') ? NULL :
					find_dtsi(kdir, dtsi);
	struct work w = { 0 };
	struct strbuf pp = STRBUF_INIT;
	char *cached = NULL, tmpl[] = "/tmp/bf2dts-socdt-XXXXXX";
	int r = -1;

	*out = NULL;
	if (!src) {
		bf_err(e, "%s: no such dtsi in %s/arch/arm/boot/dts", dtsi,
		       kdir);
		goto out;
	}
	if (!mkdtemp(tmpl)) {
		bf_err(e, "%s: cannot make a temporary directory: %s", dtsi,
		       strerror(errno));
		goto out;
	}
	w.dir = xstrdup(tmpl);
	w.wrapper = xasprintf("%s/wrapper.dts", w.dir);
	w.pp = xasprintf("%s/wrapper.pp", w.dir);
	w.dtb = xasprintf("%s/wrapper.dtb", w.dir);
	/* by name: cpp finds it in arch/arm/boot/dts or a vendor folder */
	if (preprocess(kdir, dtsi[0] == '/' ? src : dtsi, fix, &w, e))
		goto out;
	if (file_read_all(w.pp, &pp)) {
		bf_err(e, "%s: cannot read the preprocessed source", dtsi);
		goto out;
	}
	if (cachedir) {
		cached = xasprintf("%s/socdt-%s-%016llx.dtb", cachedir, base,
				   (unsigned long long)source_hash(&pp, w.dir));
		/* A damaged cache entry is rebuilt, not trusted. */
		if (!access(cached, R_OK) && !load_dtb(cached, dtsi, out, e)) {
			r = 0;
			goto out;
		}
	}
	if (compile(kdir, dtsi, fix, &w, e) || load_dtb(w.dtb, dtsi, out, e))
		goto out;
	if (cachedir && !mkdir_p(cachedir))
		cache_store(w.dtb, cached);
	r = 0;
out:
	work_done(&w);
	sb_release(&pp);
	free(cached);
	free(src);
	return r;
}

/* ---- lookups --------------------------------------------------------- */

static int depth_of(const char *path)
{
	int d = 0;

	for (; *path; path++)
		d += *path == '/';
	return d;
}

const struct soc_node *soc_dt_find_by_base(const struct soc_dt *s,
					   uint64_t base)
{
	const struct soc_node *best = NULL;
	size_t i;

	/* A bus and its first child can share an address: a node with a
	 * compatible wins over one without, then the deeper one (the device
	 * over its bus). */
	for (i = 0; i < s->n; i++) {
		const struct soc_node *n = &s->v[i];

		if (!n->has_reg || n->base != base)
			continue;
		if (!best || (!best->compatible && n->compatible) ||
		    (!best->compatible == !n->compatible &&
		     depth_of(n->path) > depth_of(best->path)))
			best = n;
	}
	return best;
}

const struct soc_node *soc_dt_find_by_label(const struct soc_dt *s,
					    const char *label)
{
	size_t i;

	for (i = 0; i < s->nlabels; i++)
		if (!strcmp(s->labels[i].label, label))
			return &s->v[s->labels[i].node];
	return NULL;
}

const struct soc_node *soc_dt_find_by_compatible(const struct soc_dt *s,
						 const char *compat,
						 uint64_t base_or_0)
{
	size_t i, k;

	for (i = 0; i < s->n; i++) {
		const struct soc_node *n = &s->v[i];

		if (base_or_0 && (!n->has_reg || n->base != base_or_0))
			continue;
		for (k = 0; k < n->ncompat; k++)
			if (!strcmp(n->compatibles[k], compat))
				return n;
	}
	return NULL;
}

const struct soc_node *soc_dt_find_by_path(const struct soc_dt *s,
					   const char *path)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!strcmp(s->v[i].path, path))
			return &s->v[i];
	return NULL;
}

const char *soc_dt_alias(const struct soc_dt *s, const char *alias)
{
	int off = fdt_path_offset(s->blob, "/aliases"), len;
	const char *p;

	if (off < 0)
		return NULL;
	p = fdt_getprop(s->blob, off, alias, &len);
	return p && len > 0 && p[len - 1] == '\0' ? p : NULL;
}

int soc_dt_spans(const struct soc_dt *s, uint64_t a)
{
	uint64_t lo = UINT64_MAX, hi = 0;
	size_t i;

	for (i = 0; i < s->n; i++) {
		const struct soc_node *n = &s->v[i];

		if (!n->has_reg || !n->size)
			continue;
		if (n->base < lo)
			lo = n->base;
		if (n->base + n->size > hi)
			hi = n->base + n->size;
	}
	return a >= lo && a < hi;
}

size_t soc_dt_count(const struct soc_dt *s)
{
	return s->n;
}

const struct soc_node *soc_dt_node(const struct soc_dt *s, size_t i)
{
	return i < s->n ? &s->v[i] : NULL;
}

int soc_dt_prop_u32(const struct soc_dt *s, const struct soc_node *n,
		    const char *prop, uint32_t *out)
{
	int off = fdt_path_offset(s->blob, n->path), len = 0;
	const fdt32_t *v = off >= 0 ? fdt_getprop(s->blob, off, prop, &len) :
				      NULL;

	if (!v || len != (int)sizeof(*v))
		return -1;
	*out = fdt32_to_cpu(*v);
	return 0;
}

int soc_dt_path_has_prop(const struct soc_dt *s, const char *path,
			 const char *prop)
{
	int off = fdt_path_offset(s->blob, path), len = 0;

	return off >= 0 && fdt_getprop(s->blob, off, prop, &len) != NULL;
}

void soc_dt_free(struct soc_dt *s)
{
	size_t i, k;

	if (!s)
		return;
	for (i = 0; i < s->n; i++) {
		for (k = 0; k < s->v[i].ncompat; k++)
			free((char *)s->v[i].compatibles[k]);
		free((void *)s->v[i].compatibles);
		free((char *)s->v[i].path);
		free((char *)s->v[i].status);
	}
	for (i = 0; i < s->nlabels; i++)
		free((char *)s->labels[i].label);
	free(s->labels);
	free(s->v);
	free(s->blob);
	free(s->name);
	free(s);
}
