// SPDX-License-Identifier: GPL-2.0
/*
 * OMAP1 pin multiplexing: omap_cfg_reg(index) (mach-omap1/mux.c) applies
 * entry @index of the variant's table (omap7xx_pins[] or omap1xxx_pins[],
 * MUX_CFG() and MUX_CFG_7XX() rows of mux.h): the 3-bit mode field of
 * its FUNC_MUX_CTRL (OMAP7XX_IO_CONF) register, on all but the 15xx the
 * pull-up/down select bit of PU_PD_SEL when the pull is enabled, then the
 * pull-down register's bit (clear: pull enabled). All of them are 32-bit
 * registers of one block, which the devicetree kernel's pinctrl-single
 * driver writes from a group of pinctrl-single,bits rows: the generated
 * .dtsi gets the node, the board's settings become its default state
 * (pcs_hog.c). The tables, their #if guards and the register addresses are
 * read from the tree's mux.c and the headers it includes.
 */
#include "convert/steps.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert/gendtsi.h"
#include "lib/fileio.h"

struct omx_row {
	long long mux, off, mode, pull, bit, pull_on, pupd, pupd_on;
	int bad; /* a register no header defines */
};

struct omx_table {
	char name[64];
	char *guard; /* the #if line it is built under */
	struct omx_row *rows;
	size_t n;
};

struct omx {
	char **names;
	long long *vals;
	size_t ndefs;
	struct omx_table tables[4];
	size_t ntables;
};

static void omx_free(struct omx *m)
{
	size_t i;

	for (i = 0; i < m->ndefs; i++)
		free(m->names[i]);
	free(m->names);
	free(m->vals);
	for (i = 0; i < m->ntables; i++) {
		free(m->tables[i].guard);
		free(m->tables[i].rows);
	}
	memset(m, 0, sizeof(*m));
}

/* "#define NAME 0x123" lines with a number; the includes quoted or soc/. */
static void read_defines(const char *kdir, const char *rel, int depth,
			 struct omx *m)
{
	struct strbuf sb = STRBUF_INIT;
	char *path = xasprintf("%s/%s", kdir, rel);
	const char *p;

	if (depth > 3 || file_read_all(path, &sb)) {
		free(path);
		sb_release(&sb);
		return;
	}
	free(path);
	for (p = sb_str(&sb); p && *p;
	     p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
		char name[128], val[64], inc[256];

		if (sscanf(p, "#define %127s %63s", name, val) == 2 &&
		    isdigit((unsigned char)val[0]) && !strchr(name, '(')) {
			char *end;
			long long v = strtoll(val, &end, 0);

			if (*end == '\0' || *end == 'U' || *end == 'u') {
				m->names = xrealloc(m->names,
						    (m->ndefs + 1) *
							    sizeof(*m->names));
				m->vals = xrealloc(m->vals,
						   (m->ndefs + 1) *
							   sizeof(*m->vals));
				m->names[m->ndefs] = xstrdup(name);
				m->vals[m->ndefs++] = v;
			}
		} else if (sscanf(p, "#include \"%255[^\"]\"", inc) == 1) {
			char *dir = xstrndup(rel,
					     (size_t)(strrchr(rel, '/') - rel));
			char *r = xasprintf("%s/%s", dir, inc);

			read_defines(kdir, r, depth + 1, m);
			free(r);
			free(dir);
		} else if (sscanf(p, "#include <linux/soc/%255[^>]>", inc) ==
			   1) {
			char *r = xasprintf("include/linux/soc/%s", inc);

			read_defines(kdir, r, depth + 1, m);
			free(r);
		}
	}
	sb_release(&sb);
}

/* The value of PREFIX##tok, or -1. */
static long long reg_of(const struct omx *m, const char *prefix,
			const char *tok)
{
	size_t i, n = strlen(prefix);

	for (i = m->ndefs; i-- > 0;)
		if (!strncmp(m->names[i], prefix, n) &&
		    !strcmp(m->names[i] + n, tok))
			return m->vals[i];
	return -1;
}

/* Splits "a, b, c)" at top-level commas into @args; returns how many. */
static size_t split_args(char *p, char **args, size_t max)
{
	size_t n = 0;
	int depth = 0;

	while (*p && n < max) {
		char *e;

		while (isspace((unsigned char)*p))
			p++;
		args[n++] = p;
		for (; *p; p++) {
			if (*p == '(')
				depth++;
			else if (*p == ')' && depth-- == 0)
				break;
			else if (*p == ',' && !depth)
				break;
		}
		e = p;
		while (e > args[n - 1] && isspace((unsigned char)e[-1]))
			e--;
		if (*p == ')' || !*p) {
			*e = '\0';
			break;
		}
		*e = '\0';
		p++;
	}
	return n;
}

static long long num(const char *s)
{
	char *end;
	long long v = strtoll(s, &end, 0);

	return *end ? -1 : v;
}

/* One MUX_CFG() or MUX_CFG_7XX() row (mux.h's field order). */
static void add_row(struct omx *m, struct omx_table *t, char *line)
{
	int is7xx = !strncmp(line, "MUX_CFG_7XX(", 12);
	char *a[12];
	size_t n = split_args(strchr(line, '(') + 1, a, 12);
	struct omx_row r = { 0 };

	if (is7xx && n >= 6) {
		r.mux = reg_of(m, "OMAP7XX_IO_CONF_", a[1]);
		r.pull = r.mux;
		r.bit = num(a[4]);
		r.pull_on = num(a[5]);
		r.pupd = 0;
	} else if (!is7xx && n >= 9) {
		r.mux = reg_of(m, "FUNC_MUX_CTRL_", a[1]);
		r.pull = reg_of(m, "PULL_DWN_CTRL_", a[4]);
		r.bit = num(a[5]);
		r.pull_on = num(a[6]);
		r.pupd = reg_of(m, "PU_PD_SEL_", a[7]);
		r.pupd_on = num(a[8]);
	} else {
		r.bad = 1;
	}
	if (n >= 4) {
		r.off = num(a[2]);
		r.mode = num(a[3]);
	}
	if (r.mux < 0 || r.pull < 0 || r.pupd < 0 || r.bit < 0 || r.bit > 31 ||
	    r.off < 0 || r.off > 29 || r.mode < 0 || r.mode > 7 ||
	    r.pull_on < 0 || r.pupd_on < 0)
		r.bad = 1;
	t->rows = xrealloc(t->rows, (t->n + 1) * sizeof(*t->rows));
	t->rows[t->n++] = r;
}

/* Reads mach-@family/mux.c's tables; 0 when it has one. */
static int omx_load(const char *kdir, const char *family, struct omx *m)
{
	char *rel = xasprintf("arch/arm/mach-%s/mux.c", family);
	char *path = xasprintf("%s/%s", kdir, rel);
	struct strbuf sb = STRBUF_INIT;
	struct omx_table *t = NULL;
	const char *guard = NULL;
	char *text, *line, *save = NULL;

	memset(m, 0, sizeof(*m));
	if (file_read_all(path, &sb)) {
		free(rel);
		free(path);
		sb_release(&sb);
		return -1;
	}
	read_defines(kdir, rel, 0, m);
	free(path);
	free(rel);
	text = sb_detach(&sb);
	for (line = strtok_r(text, "\n", &save); line;
	     line = strtok_r(NULL, "\n", &save)) {
		char name[64];

		if (!strncmp(line, "#if", 3))
			guard = line;
		if (!t && m->ntables < 4 &&
		    sscanf(line,
			   "static struct pin_config %63[A-Za-z0-9_][] = {",
			   name) == 1 &&
		    strstr(line, "[]")) {
			t = &m->tables[m->ntables++];
			snprintf(t->name, sizeof(t->name), "%s", name);
			t->guard = xstrdup(guard ? guard : "");
		} else if (t && !strncmp(line, "};", 2)) {
			t = NULL;
		} else if (t && !strncmp(line, "MUX_CFG", 7)) {
			add_row(m, t, line);
		}
	}
	free(text);
	return m->ntables ? 0 : -1;
}

/*
 * The block of the registers mux.h's macros name (FUNC_MUX_CTRL_0 to
 * PU_PD_SEL_4, OMAP7XX_IO_CONF_*), as the headers define them: [*base,
 * *end). The tables' rows are offsets from *base.
 */
static void omx_span(const struct omx *m, long long *base, long long *end)
{
	static const char *const prefixes[] = { "FUNC_MUX_CTRL_",
						"PULL_DWN_CTRL_", "PU_PD_SEL_",
						"OMAP7XX_IO_CONF_" };
	size_t i, k;

	*base = *end = 0;
	for (i = 0; i < m->ndefs; i++)
		for (k = 0; k < sizeof(prefixes) / sizeof(prefixes[0]); k++) {
			long long v = m->vals[i];

			if (strncmp(m->names[i], prefixes[k],
				    strlen(prefixes[k])) ||
			    !v)
				continue; /* _NA: no register */
			if (!*base || v < *base)
				*base = v;
			if (v + 4 > *end)
				*end = v + 4;
		}
}

/*
 * The pinctrl-single node of the generated .dtsi (gendtsi.h): the block of
 * the tables' registers, 32 bits wide; one bit per pin (the mode fields
 * are 3 bits at any offset, the pull bits single), so that a row covers
 * exactly the bits omap_cfg_reg() writes. A SoC resource: enabled.
 */
void gendtsi_omap1_pinmux(struct conv *c, const struct soc_dt *family)
{
	struct omx m;
	long long base, end;
	struct dt_node *n;

	if (!c->b || !c->b->family || omx_load(c->kdir, c->b->family, &m))
		return;
	omx_span(&m, &base, &end);
	omx_free(&m);
	if (!base || (family && soc_dt_find_by_base(family, (uint64_t)base)))
		return;
	n = dt_child(c->t, c->t->root, "pinmux",
		     arena_printf(c->a, "%llx", base));
	n->label = dt_unique_label(c->t, "pinmux");
	dt_prop_str(c->t, n, "compatible", "pinctrl-single");
	dt_prop(c->t, n, "reg", "<0x%llx 0x%llx>", base, end - base);
	dt_prop(c->t, n, "#pinctrl-cells", "<2>");
	dt_prop_bool(c->t, n, "pinctrl-single,bit-per-mux");
	dt_prop(c->t, n, "pinctrl-single,register-width", "<32>");
	dt_prop(c->t, n, "pinctrl-single,function-mask", "<0x1>");
	dt_comment(c->t, n,
		   "FUNC_MUX_CTRL_*, PULL_DWN_CTRL_*, PU_PD_SEL_*, "
		   "OMAP7XX_IO_CONF_*");
}

/* Is a symbol of the board's SoC row named by @guard ("#if defined(...")? */
static int guard_holds(const struct soc_info *soc, const char *guard)
{
	size_t i;

	for (i = 0; soc->kconfig && soc->kconfig[i]; i++) {
		char *sym = xasprintf("CONFIG_%s", soc->kconfig[i]);
		const char *p = strstr(guard, sym);
		int hit = p && !isalnum((unsigned char)p[strlen(sym)]) &&
			  p[strlen(sym)] != '_';

		free(sym);
		if (hit)
			return 1;
	}
	return 0;
}

static int soc_has(const struct soc_info *soc, const char *sym)
{
	size_t i;

	for (i = 0; soc->kconfig && soc->kconfig[i]; i++)
		if (!strcmp(soc->kconfig[i], sym))
			return 1;
	return 0;
}

void convert_omap1_mux(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *a = s->nargs ? s->args[0] : NULL;
	struct strbuf bits = STRBUF_INIT;
	const struct omx_table *t = NULL;
	const struct soc_node *sn = NULL;
	const struct omx_row *r;
	long long base, end, mask;
	struct omx m;
	size_t i;

	if (omx_load(c->kdir, c->b->family, &m)) {
		item_fate(c->r, it, FATE_TODO,
			  "no pin table in arch/arm/mach-%s/mux.c",
			  c->b->family);
		return;
	}
	omx_span(&m, &base, &end);
	if (c->sdt && base)
		sn = soc_dt_find_by_base(c->sdt, (uint64_t)base);
	/* omap1_mux_init(): the table built for the SoC, by its #if */
	for (i = 0; i < m.ntables && !t; i++)
		if (guard_holds(c->soc, m.tables[i].guard))
			t = &m.tables[i];
	if (!sn || !sn->label || !sn->compatible ||
	    strcmp(sn->compatible, "pinctrl-single")) {
		item_fate(c->r, it, FATE_TODO,
			  "no pinctrl-single node of the SoC .dtsi at 0x%llx",
			  base);
	} else if (!t) {
		item_fate(c->r, it, FATE_TODO,
			  "the board runs on several OMAP1 variants: which of "
			  "mux.c's tables applies is known at run time only");
	} else if (!a || a->kind != V_INT || a->i < 0) {
		item_fate(c->r, it, FATE_TODO, "the index is not a constant");
	} else if ((size_t)a->i >= t->n) {
		item_fate(c->r, it, FATE_TODO,
			  "index %lld is past the %zu entries of mux.c's "
			  "%s[]: omap_cfg_reg() refuses it too (another "
			  "variant's pin?)",
			  a->i, t->n, t->name);
	} else if (t->rows[a->i].bad) {
		item_fate(c->r, it, FATE_TODO,
			  "entry %lld of mux.c's %s[] names a register no "
			  "header defines",
			  a->i, t->name);
	} else {
		r = &t->rows[a->i];
		if (r->mux)
			sb_addf(&bits, "<0x%llx 0x%llx 0x%llx>", r->mux - base,
				(r->mode << r->off) & 0xffffffffLL,
				(7LL << r->off) & 0xffffffffLL);
		mask = 1LL << r->bit;
		/* omap1_cfg_reg(): if (!cpu_is_omap15xx()) the PU_PD_SEL bit */
		if (!soc_has(c->soc, "ARCH_OMAP15XX") && r->pupd && r->pull_on)
			sb_addf(&bits, "%s<0x%llx 0x%llx 0x%llx>",
				bits.len ? ", " : "", r->pupd - base,
				r->pupd_on ? mask : 0, mask);
		/* a clear bit enables the pull */
		if (r->pull)
			sb_addf(&bits, "%s<0x%llx 0x%llx 0x%llx>",
				bits.len ? ", " : "", r->pull - base,
				r->pull_on ? 0 : mask, mask);
		if (bits.len) {
			pcs_hog_bits(c, sn->label, sn->status, sb_str(&bits));
			it->node = arena_printf(c->a, "&%s", sn->label);
		} else {
			item_fate(c->r, it, FATE_CONVERTED,
				  "the entry writes no register");
		}
	}
	sb_release(&bits);
	omx_free(&m);
}
