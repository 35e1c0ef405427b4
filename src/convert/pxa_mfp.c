// SPDX-License-Identifier: GPL-2.0
/*
 * PXA25x/PXA27x pin configuration: pxa2xx_mfp_config(list, n)
 * (mach-pxa/mfp-pxa2xx.c) sets each listed GPIO's alternate function
 * (GAFR), its direction (GPDR) and, for MFP_LPM_DRIVE_HIGH/LOW, its sleep
 * level (PGSR). The devicetree kernel does the same from the pin
 * controller's states: pinctrl-pxa2xx.c's set_mux() writes GAFR and GPDR
 * from the muxval of the function row it finds by group (one per pin,
 * "P<n>") and function name, and its group config writes PGSR from
 * low-power-enable / low-power-disable (pxa2xx.dtsi's PMMUX_LPM_HIGH and
 * PMMUX_LPM_LOW). The board's settings become the controller's own
 * default state (a hog: applied when it probes, as the board file applied
 * them at init), one node per function. A later setting of a pin replaces
 * an earlier one, as the register writes did.
 *
 * What the driver cannot do stays in the item's reason: a pin or a
 * function its table lacks, and the wake-up and keep-output flags that
 * mfp-pxa2xx.c's gpio_set_wake() and suspend code read from the board's
 * settings, which a devicetree boot does not make.
 */
#include "convert/steps.h"
#include "convert/pxa_mfp.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/kbuild_makefile.h"
#include "lib/fileio.h"

/* MFP_CFG bits mfp-pxa2xx.c reads (include/linux/soc/pxa/mfp.h and
 * mach-pxa/mfp-pxa2xx.h). */
#define MFP_PIN(x) ((int)((x)&0x3ff))
#define MFP_AF(x) ((int)(((x) >> 10) & 0x7))
#define MFP_LPM_STATE(x) ((int)(((x) >> 16) & 0x7))
#define MFP_LPM_DRIVE_LOW 1
#define MFP_LPM_DRIVE_HIGH 2
#define MFP_DIR_OUT(x) ((int)(((x) >> 23) & 0x1))
#define MFP_LPM_CAN_WAKEUP(x) ((int)(((x) >> 24) & 0x1))
#define MFP_LPM_KEEP_OUTPUT(x) ((int)(((x) >> 25) & 0x1))

static void add_fn(struct pxa_pintab *t, size_t *cap, struct arena *a, int pin,
		   int dir, int af, const char *name)
{
	if (t->n == *cap) {
		size_t ncap = *cap ? *cap * 2 : 64;
		struct pxa_pinfn *n = arena_alloc(a, ncap * sizeof(*n));

		if (t->n)
			memcpy(n, t->fns, t->n * sizeof(*n));
		t->fns = n;
		*cap = ncap;
	}
	t->fns[t->n].pin = pin;
	t->fns[t->n].muxval = dir | af << 1;
	t->fns[t->n++].name = name;
}

/* The end of the parenthesized list that starts after @p's '(' . */
static const char *close_paren(const char *p)
{
	int depth = 0;

	for (; *p; p++) {
		if (*p == '"') {
			while (*++p && *p != '"')
				;
			if (!*p)
				break;
		} else if (*p == '(') {
			depth++;
		} else if (*p == ')' && depth-- == 0) {
			return p;
		}
	}
	return NULL;
}

void pxa_pintab_parse(const char *text, struct arena *a, struct pxa_pintab *t)
{
	static const struct {
		const char *macro;
		int gpio;
	} rows[] = { { "PXA_GPIO_PIN(", 1 },
		     { "PXA_GPIO_ONLY_PIN(", 1 },
		     { "PXA_PIN(", 0 } };
	const char *p = text;
	size_t cap = 0;

	memset(t, 0, sizeof(*t));
	while (p && *p) {
		const char *best = NULL, *end, *f;
		size_t i, k = 0;
		int pin;

		for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
			const char *q = strstr(p, rows[i].macro);

			/* a whole word, not the header's #define */
			while (q &&
			       ((q > text && (isalnum((unsigned char)q[-1]) ||
					      q[-1] == '_')) ||
				(q - text >= 8 &&
				 !strncmp(q - 8, "#define ", 8))))
				q = strstr(q + 1, rows[i].macro);
			if (q && (!best || q < best)) {
				best = q;
				k = i;
			}
		}
		if (!best)
			break;
		f = best + strlen(rows[k].macro);
		end = close_paren(f);
		if (!end)
			break;
		if (sscanf(f, " PXA_PINCTRL_PIN ( %d )", &pin) == 1) {
			if (rows[k].gpio) {
				add_fn(t, &cap, a, pin, 0, 0, "gpio_in");
				add_fn(t, &cap, a, pin, 1, 0, "gpio_out");
			}
			for (f = strstr(f, "PXA_FUNCTION("); f && f < end;
			     f = strstr(f + 1, "PXA_FUNCTION(")) {
				int dir, af, len = 0;
				char name[64];

				if (sscanf(f,
					   "PXA_FUNCTION( %d , %d , \"%63[^\"]\"%n",
					   &dir, &af, name, &len) >= 3 &&
				    len)
					add_fn(t, &cap, a, pin, dir, af,
					       arena_strdup(a, name));
			}
		}
		p = end + 1;
	}
}

/* @s with only its letters and digits, in lower case. */
static void squeeze(const char *s, char *out, size_t n)
{
	size_t k = 0;

	for (; *s && k + 1 < n; s++)
		if (isalnum((unsigned char)*s))
			out[k++] = (char)tolower((unsigned char)*s);
	out[k] = '\0';
}

const char *pxa_pin_function(const struct pxa_pintab *t, int pin, int af,
			     int out, const char *hint, const char **why,
			     struct arena *a)
{
	int muxval = out | af << 1, rows = 0;
	const char *first = NULL, *shadowed = NULL;
	char h[128] = "";
	size_t i, j, shadow = 0;

	if (hint)
		squeeze(hint, h, sizeof(h));
	for (i = 0; i < t->n; i++) {
		const struct pxa_pinfn *f = &t->fns[i];
		char nm[64];

		if (f->pin != pin)
			continue;
		rows++;
		if (f->muxval != muxval)
			continue;
		/* set_mux() finds the first row of that name on the pin */
		for (j = 0; j < i; j++)
			if (t->fns[j].pin == pin &&
			    !strcmp(t->fns[j].name, f->name))
				break;
		if (j < i) {
			shadowed = f->name;
			shadow = j;
			continue;
		}
		squeeze(f->name, nm, sizeof(nm));
		if (*h && *nm && strstr(h, nm))
			return f->name;
		if (!first)
			first = f->name;
	}
	if (first)
		return first;
	if (!rows)
		*why = arena_printf(
			a, "P%d (the driver's table has no such pin)", pin);
	else if (shadowed)
		*why = arena_printf(a,
				    "P%d AF%d %s (\"%s\" names AF%d %s first, "
				    "the row set_mux() takes)",
				    pin, af, out ? "out" : "in", shadowed,
				    t->fns[shadow].muxval >> 1,
				    t->fns[shadow].muxval & 1 ? "out" : "in");
	else
		*why = arena_printf(a,
				    "P%d AF%d %s (no function of the driver's "
				    "table)",
				    pin, af, out ? "out" : "in");
	return NULL;
}

const char *pxa_mux_node_name(const char *fn, int lpm, struct arena *a)
{
	char name[96];
	size_t k = 0;

	for (; *fn && k + 1 < sizeof(name); fn++) {
		if (isalnum((unsigned char)*fn))
			name[k++] = (char)tolower((unsigned char)*fn);
		else if ((*fn == '_' || *fn == '-' || *fn == ' ') && k &&
			 name[k - 1] != '-')
			name[k++] = '-';
	}
	while (k && name[k - 1] == '-')
		k--;
	name[k] = '\0';
	return arena_printf(a, "mux-%s%s", name,
			    lpm > 0 ? "-lpm-high" :
			    lpm < 0 ? "-lpm-low" :
				      "");
}

/* more than a PXA2xx has GPIOs (pinctrl-pxa27x.c: 121) */
#define PXA_MAX_PINS 256

/* The pin numbers of a "groups" value ("P28", "P29"); how many. */
static size_t group_pins(const char *v, int *pins, size_t max)
{
	size_t n = 0;

	while (v && (v = strchr(v, 'P')) && n < max)
		pins[n++] = (int)strtol(v + 1, (char **)&v, 10);
	return n;
}

static void set_groups(struct conv *c, struct dt_node *n, const int *pins,
		       size_t np)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < np; i++)
		sb_addf(&sb, "%s\"P%d\"", i ? ", " : "", pins[i]);
	dt_prop(c->t, n, "groups", "%s", sb_str(&sb));
	sb_release(&sb);
}

static int lpm_of(const struct dt_node *n)
{
	return dt_get(n, "low-power-enable")  ? 1 :
	       dt_get(n, "low-power-disable") ? -1 :
						0;
}

/*
 * Takes @pin out of the state node that holds it, if any (a node left
 * with no pin goes); returns that node's sleep level.
 */
static int unhog_pin(struct dt_node *g, int pin, struct conv *c)
{
	size_t i, j;

	for (i = 0; i < g->nkids; i++) {
		struct dt_node *k = g->kids[i];
		const struct dt_prop *p = dt_get(k, "groups");
		int pins[PXA_MAX_PINS];
		size_t np = p ? group_pins(p->value, pins, PXA_MAX_PINS) : 0;
		size_t w = 0;
		int lpm = lpm_of(k);

		for (j = 0; j < np; j++)
			if (pins[j] != pin)
				pins[w++] = pins[j];
		if (w == np)
			continue;
		if (w) {
			set_groups(c, k, pins, w);
		} else {
			memmove(&g->kids[i], &g->kids[i + 1],
				(g->nkids - i - 1) * sizeof(*g->kids));
			g->nkids--;
		}
		return lpm;
	}
	return 0;
}

/* Adds @pin to the node of @fn at sleep level @lpm, children by name. */
static void hog_pin(struct conv *c, struct dt_node *g, int pin, const char *fn,
		    int lpm)
{
	const char *name = pxa_mux_node_name(fn, lpm, c->a);
	struct dt_node *k = NULL;
	const struct dt_prop *p;
	int pins[PXA_MAX_PINS];
	size_t i, np;

	for (i = 0; i < g->nkids; i++) {
		const struct dt_prop *f = dt_get(g->kids[i], "function");

		if (!strcmp(g->kids[i]->name, name) && f &&
		    !strcmp(f->value, arena_printf(c->a, "\"%s\"", fn))) {
			k = g->kids[i];
			break;
		}
	}
	if (!k) {
		const char *base = name;
		int dup = 1;

		for (i = 0; i < g->nkids; i++)
			if (!strcmp(g->kids[i]->name, name)) {
				name = arena_printf(c->a, "%s-%d", base, ++dup);
				i = (size_t)-1;
			}
		k = dt_child(c->t, g, name, NULL);
		set_groups(c, k, &pin, 1);
		dt_prop_str(c->t, k, "function", fn);
		if (lpm)
			dt_prop_bool(c->t, k,
				     lpm > 0 ? "low-power-enable" :
					       "low-power-disable");
		/* dt_child appended it: move it to its place by name */
		for (i = g->nkids - 1;
		     i > 0 && strcmp(g->kids[i - 1]->name, k->name) > 0; i--)
			g->kids[i] = g->kids[i - 1];
		g->kids[i] = k;
		return;
	}
	p = dt_get(k, "groups");
	np = p ? group_pins(p->value, pins, PXA_MAX_PINS - 1) : 0;
	for (i = np; i > 0 && pins[i - 1] > pin; i--)
		pins[i] = pins[i - 1];
	pins[i] = pin;
	set_groups(c, k, pins, np + 1);
}

/* The pin controller node of the SoC .dtsi whose driver has a pxa2xx
 * pin table, and that table; NULL: none. */
static const struct soc_node *
pin_controller(struct conv *c, struct pxa_pintab *t, const char **why)
{
	size_t i, j;

	*why = "the SoC .dtsi has no pin controller node";
	for (i = 0; c->sdt && i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);

		if (!sn->compatible || !strstr(sn->compatible, "-pinctrl"))
			continue;
		*why = arena_printf(c->a,
				    "no driver of the tree's index has %s's "
				    "compatible \"%s\"",
				    sn->label ? sn->label : sn->path,
				    sn->compatible);
		for (j = 0; c->drv && j < drv_index_count(c->drv); j++) {
			const struct drv_entry *d = drv_index_entry(c->drv, j);
			struct strbuf sb = STRBUF_INIT;
			size_t k;
			char *path;

			for (k = 0; k < d->ncompat; k++)
				if (!strcmp(d->compatibles[k], sn->compatible))
					break;
			if (k == d->ncompat || !d->source)
				continue;
			path = xasprintf("%s/%s", c->kdir, d->source);
			if (!file_read_all(path, &sb))
				pxa_pintab_parse(sb_str(&sb), c->a, t);
			free(path);
			sb_release(&sb);
			if (t->n && sn->label)
				return sn;
			*why = arena_printf(c->a,
					    "%s (%s's driver) has no pxa2xx "
					    "pin table",
					    d->source, sn->compatible);
			return NULL;
		}
	}
	return NULL;
}

/* The settings of an MFP call (list, n): the first @n of the list, each
 * a number; 0: not that. */
static int mfp_list(const struct value *list, const struct step *s, size_t *n)
{
	size_t i;

	if (!list || list->kind != V_ARRAY)
		return 0;
	*n = list->nelems;
	if (s->nargs > 1 && s->args[1] && s->args[1]->kind == V_INT &&
	    s->args[1]->i >= 0 && (size_t)s->args[1]->i < *n)
		*n = (size_t)s->args[1]->i;
	for (i = 0; i < *n; i++)
		if (list->elems[i]->kind != V_INT)
			return 0;
	return *n > 0;
}

void convert_pxa2xx_mfp(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *list = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	struct strbuf nofn = STRBUF_INIT, wake = STRBUF_INIT,
		      keep = STRBUF_INIT;
	struct pxa_pintab t;
	const struct soc_node *pc;
	struct dt_node *g;
	const char *why;
	size_t i, n = 0, landed = 0;

	if (!mfp_list(list, s, &n)) {
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: the MFP list was not found");
		return;
	}
	pc = pin_controller(c, &t, &why);
	if (!pc) {
		item_fate(c->r, it, FATE_TODO, "pin configuration: %s", why);
		return;
	}
	g = dt_find_label(c->t, "board_pins");
	for (i = 0; i < n; i++) {
		const struct value *e = list->elems[i];
		unsigned long long v = (unsigned long long)e->i;
		int pin = MFP_PIN(v), lpm = MFP_LPM_STATE(v), old;
		const char *fn;

		if (MFP_AF(v) > 3) /* mfp-pxa2xx.c refuses it too */
			continue;
		fn = pxa_pin_function(&t, pin, MFP_AF(v), MFP_DIR_OUT(v),
				      e->text, &why, c->a);
		if (!fn) {
			sb_addf(&nofn, "%s%s", nofn.len ? ", " : "", why);
			continue;
		}
		if (!g) {
			struct dt_node *pcn = dt_ref(c->t, pc->label);

			g = dt_child(c->t, pcn, "board-pins", NULL);
			g->label = "board_pins";
			dt_prop(c->t, pcn, "pinctrl-0", "<&board_pins>");
			dt_prop_str(c->t, pcn, "pinctrl-names", "default");
		}
		old = unhog_pin(g, pin, c);
		hog_pin(c, g, pin, fn,
			lpm == MFP_LPM_DRIVE_HIGH ? 1 :
			lpm == MFP_LPM_DRIVE_LOW  ? -1 :
						    old);
		landed++;
		if (MFP_LPM_CAN_WAKEUP(v))
			sb_addf(&wake, "%sP%d", wake.len ? ", " : "", pin);
		if (MFP_LPM_KEEP_OUTPUT(v))
			sb_addf(&keep, "%sP%d", keep.len ? ", " : "", pin);
	}
	if (landed)
		it->node = arena_printf(c->a, "&%s", pc->label);
	if (nofn.len || wake.len || keep.len) {
		struct strbuf why = STRBUF_INIT;

		if (nofn.len)
			sb_addf(&why, "not set, the driver cannot: %s",
				sb_str(&nofn));
		if (wake.len)
			sb_addf(&why,
				"%swake-up sources %s: gpio_set_wake() of "
				"mfp-pxa2xx.c reads them from the board's "
				"settings, which a DT boot does not make",
				why.len ? "; " : "", sb_str(&wake));
		if (keep.len)
			sb_addf(&why,
				"%soutput levels kept in sleep %s: "
				"mfp-pxa2xx.c's suspend reads them from the "
				"board's settings, which a DT boot does not "
				"make",
				why.len ? "; " : "", sb_str(&keep));
		item_fate(c->r, it, landed ? FATE_PARTIAL : FATE_TODO,
			  "pin configuration: %s", sb_str(&why));
		sb_release(&why);
	}
	sb_release(&nofn);
	sb_release(&wake);
	sb_release(&keep);
}

/*
 * PXA3xx: mfp_config(list, n) (drivers/soc/pxa/mfp.c) writes each pin's
 * whole MFPR, at the offset the SoC file's mfp_addr_map gives the pin.
 * The devicetree kernel's pin controller is pinctrl-single (pxa3xx.dtsi's
 * "pinconf-single" node, function-mask 0x7): a group's pinctrl-single,pins
 * rows set the AF bits, its pinctrl-single,drive-strength and
 * pinctrl-single,low-power-mode each write their value under their mask.
 * The pins the board sets alike but for their AF are one group; the
 * groups are the controller's default state.
 */

/* mfp.c's mfpr_lpm[], mfpr_pull[] and mfpr_edge[] */
static const long mfpr_lpm[] = { 0, 0x2000, 0x4100, 0x2080, 0x4180, 0x0080, 0 };
static const long mfpr_pull[] = { 0, 0xa000, 0xc000, 0xe000, 0x8000 };
static const long mfpr_edge[] = { 0, 0x10, 0x20, 0x30 };

long pxa3xx_mfpr(unsigned long long cfg, long *sleep)
{
	int af = (int)(cfg >> 10) & 7, ds = (int)(cfg >> 13) & 7;
	int lpm = (int)(cfg >> 16) & 7, edge = (int)(cfg >> 19) & 3;
	int pull = (int)(cfg >> 21) & 7;
	long tmp = af | (long)ds << 10;

	if (lpm >= 7 || pull >= 5)
		return -1;
	*sleep = tmp | mfpr_lpm[lpm] | mfpr_edge[edge];
	return pull ? tmp | mfpr_pull[pull] : *sleep;
}

const char *pxa3xx_group_name(unsigned long long cfg, struct arena *a)
{
	static const char *const ds[] = { "01x", "02x", "03x", "04x",
					  "06x", "08x", "10x", "13x" };
	static const char *const pull[] = { NULL, "-pull-low", "-pull-high",
					    "-pull-both", "-pull-float" };
	static const char *const lpm[] = { NULL,
					   "-lpm-drive-low",
					   "-lpm-drive-high",
					   "-lpm-pull-low",
					   "-lpm-pull-high",
					   "-lpm-float",
					   NULL,
					   NULL };
	static const char *const edge[] = { NULL, "-edge-rise", "-edge-fall",
					    "-edge-both" };
	int p = (int)(cfg >> 21) & 7, l = (int)(cfg >> 16) & 7;
	int e = (int)(cfg >> 19) & 3;

	if (p && p < 5)
		return arena_printf(a, "mfp-ds%s%s-pins", ds[(cfg >> 13) & 7],
				    pull[p]);
	return arena_printf(a, "mfp-ds%s%s%s-pins", ds[(cfg >> 13) & 7],
			    lpm[l] ? lpm[l] : "", edge[e] ? edge[e] : "");
}

/* The pinctrl-single node of the SoC .dtsi, "pinconf-single" included
 * (pinctrl-single.c's own OF table has both). */
static const struct soc_node *pcs_node(struct conv *c)
{
	const struct soc_node *n = NULL;

	if (c->sdt) {
		n = soc_dt_find_by_compatible(c->sdt, "pinconf-single", 0);
		if (!n)
			n = soc_dt_find_by_compatible(c->sdt, "pinctrl-single",
						      0);
	}
	return n && n->label ? n : NULL;
}

size_t pxa_mfp_pin_enum(const char *text, struct arena *a, const char ***names,
			long long **vals)
{
	const char *p = strstr(text, "enum {");
	const char *end = p ? strstr(p, "};") : NULL;
	size_t n = 0, cap = 0;
	long long next = 0;

	*names = NULL;
	*vals = NULL;
	while (p && (p = strstr(p, "MFP_PIN_")) && p < end) {
		size_t len = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
				       "abcdefghijklmnopqrstuvwxyz0123456789_");
		const char *q = p + len;
		long long v = next;

		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '=')
			v = strtoll(q + 1, NULL, 0);
		if (n == cap) {
			const char **nn;
			long long *nv;

			cap = cap ? cap * 2 : 512;
			nn = arena_alloc(a, cap * sizeof(*nn));
			nv = arena_alloc(a, cap * sizeof(*nv));
			if (n) {
				memcpy(nn, *names, n * sizeof(*nn));
				memcpy(nv, *vals, n * sizeof(*nv));
			}
			*names = nn;
			*vals = nv;
		}
		(*names)[n] = arena_strndup(a, p + 8, len - 8);
		(*vals)[n++] = v;
		next = v + 1;
		p += len;
	}
	return n;
}

static long long pin_value(const char *const *names, const long long *vals,
			   size_t n, const char *name, size_t len)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strlen(names[i]) == len && !strncmp(names[i], name, len))
			return vals[i];
	return -2;
}

void pxa_mfp_maps_parse(const char *text, const char *const *names,
			const long long *vals, size_t nnames, struct arena *a,
			struct mfp_maps *m)
{
	const char *p = text;

	while (m->n < 8 && (p = strstr(p, "struct mfp_addr_map "))) {
		const char *nm = p + strlen("struct mfp_addr_map ");
		size_t nlen = strspn(nm,
				     "abcdefghijklmnopqrstuvwxyz"
				     "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
		const char *body = strchr(nm, '{'), *end,
			   *semi = strchr(nm, ';');
		struct mfp_map *map = &m->m[m->n];
		size_t cap = 0;

		p = nm;
		if (!nlen || !body || (semi && semi < body) ||
		    !(end = strstr(body, "};")))
			continue;
		memset(map, 0, sizeof(*map));
		map->name = arena_strndup(a, nm, nlen);
		for (p = body; (p = strstr(p, "MFP_ADDR")) && p < end; p++) {
			char x[64], y[64];
			long long off;
			struct mfp_range r;

			if (sscanf(p,
				   "MFP_ADDR_X ( %63[A-Za-z0-9_] , "
				   "%63[A-Za-z0-9_] , %lli",
				   x, y, &off) == 3) {
				r.start = pin_value(names, vals, nnames, x,
						    strlen(x));
				r.end = pin_value(names, vals, nnames, y,
						  strlen(y));
			} else if (sscanf(p,
					  "MFP_ADDR ( %63[A-Za-z0-9_] , %lli",
					  x, &off) == 2) {
				r.start = pin_value(names, vals, nnames, x,
						    strlen(x));
				r.end = -1;
			} else {
				continue;
			}
			if (r.start < 0 || r.end < -1)
				continue;
			r.offset = off;
			if (map->n == cap) {
				struct mfp_range *nr;

				cap = cap ? cap * 2 : 64;
				nr = arena_alloc(a, cap * sizeof(*nr));
				if (map->n)
					memcpy(nr, map->r,
					       map->n * sizeof(*nr));
				map->r = nr;
			}
			map->r[map->n++] = r;
		}
		p = end;
		if (map->n)
			m->n++;
	}
}

long long pxa_mfp_map_offset(const struct mfp_map *map, long long pin)
{
	long long off = -1;
	size_t i;

	for (i = 0; i < map->n; i++) {
		const struct mfp_range *r = &map->r[i];

		if (pin == r->start ||
		    (r->end >= 0 && pin > r->start && pin <= r->end))
			off = r->offset + 4 * (pin - r->start);
	}
	return off;
}

static int forced(const struct board *b, const char *sym)
{
	size_t i;

	for (i = 0; i < b->nforced; i++)
		if (!strcmp(b->forced[i], sym) ||
		    (!strncmp(b->forced[i], "CONFIG_", 7) &&
		     !strcmp(b->forced[i] + 7, sym)))
			return 1;
	return 0;
}

/*
 * The mfp_addr_map arrays of the SoC files the board is built with (the
 * objects of its directory's Makefile whose symbol it forces on): one per
 * variant it runs on, pxa300.c's two for a PXA300 or PXA310 board.
 */
static void find_maps(struct conv *c, struct mfp_maps *m)
{
	const char *slash = strrchr(c->b->rel, '/');
	char *dir = xstrndup(c->b->rel, (size_t)(slash - c->b->rel));
	char *hdr = xasprintf("%s/include/linux/soc/pxa/mfp.h", c->kdir);
	struct kbuild_makefile mk = { 0 };
	struct strbuf sb = STRBUF_INIT;
	struct bf_error e;
	const char **names = NULL;
	long long *vals = NULL;
	size_t i, nn = 0;

	m->n = 0;
	if (!file_read_all(hdr, &sb))
		nn = pxa_mfp_pin_enum(sb_str(&sb), c->a, &names, &vals);
	sb_release(&sb);
	free(hdr);
	if (nn && !kbuild_read(c->kdir, dir, &mk, &e))
		for (i = 0; i < mk.n; i++) {
			size_t len = strlen(mk.objs[i].obj);
			char *path;

			if (!mk.objs[i].sym || !forced(c->b, mk.objs[i].sym) ||
			    len < 3 || strcmp(mk.objs[i].obj + len - 2, ".o"))
				continue;
			path = xasprintf("%s/%s/%.*s.c", c->kdir, dir,
					 (int)(len - 2), mk.objs[i].obj);
			if (!file_read_all(path, &sb) &&
			    strstr(sb_str(&sb), "struct mfp_addr_map "))
				pxa_mfp_maps_parse(sb_str(&sb), names, vals, nn,
						   c->a, m);
			sb_release(&sb);
			free(path);
		}
	kbuild_free(&mk);
	free(dir);
}

/* @pin's offset, the same under every map that has it; -1, *@why set:
 * none has it, or they differ. */
static long long pin_offset(struct conv *c, const struct mfp_maps *m,
			    long long pin, const char *text, const char **why)
{
	struct strbuf sb = STRBUF_INIT;
	long long off = -1;
	int differ = 0;
	size_t i;

	for (i = 0; i < m->n; i++) {
		long long o = pxa_mfp_map_offset(&m->m[i], pin);

		if (o < 0)
			continue;
		sb_addf(&sb, "%s0x%llx in %s", sb.len ? ", " : "", o,
			m->m[i].name);
		if (off >= 0 && o != off)
			differ = 1;
		off = o;
	}
	if (differ || off < 0)
		*why = arena_printf(c->a, "%s (%s)", text,
				    differ ? sb_str(&sb) :
					     "in no mfp_addr_map of the SoC");
	sb_release(&sb);
	return differ ? -1 : off;
}

/* A group's rows, "<0x0400 MFP_AF1>", as offsets and AF texts. */
static size_t group_rows(const char *v, long long *offs, char (*afs)[16],
			 size_t max)
{
	size_t n = 0;

	while (v && (v = strchr(v, '<')) && n < max) {
		if (sscanf(v, "<0x%llx %15[^>]>", &offs[n], afs[n]) == 2)
			n++;
		v++;
	}
	return n;
}

static void set_rows(struct conv *c, struct dt_node *g, const long long *offs,
		     char (*afs)[16], size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < n; i++)
		sb_addf(&sb, "%s<0x%04llx %s>", i ? ", " : "", offs[i], afs[i]);
	dt_prop(c->t, g, "pinctrl-single,pins", "%s", sb_str(&sb));
	sb_release(&sb);
}

/* more than a SoC has MFPRs (pxa3xx.dtsi: 0xffff bytes of them) */
#define PCS_MAX_ROWS 1024

/* A group's rows, taken apart: 24 KiB, on the heap for each edit. */
struct pcs_rows {
	long long offs[PCS_MAX_ROWS];
	char afs[PCS_MAX_ROWS][16];
};

/* Takes the MFPR at @off out of every group of @pc but @keep; a group
 * left empty goes. */
static void pcs_unhog(struct dt_node *pc, long long off, struct dt_node *keep,
		      struct conv *c)
{
	struct pcs_rows *r = xmalloc(sizeof(*r));
	long long *offs = r->offs;
	char(*afs)[16] = r->afs;
	size_t i, j;

	for (i = 0; i < pc->nkids; i++) {
		struct dt_node *g = pc->kids[i];
		const struct dt_prop *p = dt_get(g, "pinctrl-single,pins");
		size_t n, w = 0;

		if (g == keep || !p)
			continue;
		n = group_rows(p->value, offs, afs, PCS_MAX_ROWS);
		for (j = 0; j < n; j++)
			if (offs[j] != off) {
				offs[w] = offs[j];
				memcpy(afs[w++], afs[j], sizeof(afs[0]));
			}
		if (w == n)
			continue;
		if (w) {
			set_rows(c, g, offs, afs, w);
			continue;
		}
		memmove(&pc->kids[i], &pc->kids[i + 1],
			(pc->nkids - i - 1) * sizeof(*pc->kids));
		pc->nkids--;
		i--;
	}
	free(r);
}

/* Sets the MFPR at @off to @run (AF @af) in the group of @name. */
static void pcs_hog_mfpr(struct conv *c, struct dt_node *pc, const char *name,
			 long long off, long run)
{
	static const char *const ds[] = { "MFP_DS01X", "MFP_DS02X", "MFP_DS03X",
					  "MFP_DS04X", "MFP_DS06X", "MFP_DS08X",
					  "MFP_DS10X", "MFP_DS13X" };
	struct pcs_rows *r = xmalloc(sizeof(*r));
	long long *offs = r->offs;
	char(*afs)[16] = r->afs;
	struct dt_node *g = NULL;
	const struct dt_prop *p;
	size_t i, n = 0;

	for (i = 0; i < pc->nkids; i++)
		if (!strcmp(pc->kids[i]->name, name))
			g = pc->kids[i];
	pcs_unhog(pc, off, NULL, c);
	if (!g || !dt_find_label(c->t, conv_label_of(c, name))) {
		g = dt_child(c->t, pc, name, NULL);
		g->label = conv_label_of(c, name);
		for (i = pc->nkids - 1;
		     i > 0 && strcmp(pc->kids[i - 1]->name, g->name) > 0; i--)
			pc->kids[i] = pc->kids[i - 1];
		pc->kids[i] = g;
		dt_prop(c->t, g, "pinctrl-single,pins", "<0x%04llx 0>", off);
		dt_prop(c->t, g, "pinctrl-single,drive-strength", "%s",
			ds[(run >> 10) & 7]);
		dt_prop(c->t, g, "pinctrl-single,low-power-mode",
			"<0x%04lx 0x%04x>", run & PXA3XX_MFPR_CONF_MASK,
			PXA3XX_MFPR_CONF_MASK);
	} else if ((p = dt_get(g, "pinctrl-single,pins"))) {
		n = group_rows(p->value, offs, afs, PCS_MAX_ROWS - 1);
	}
	offs[n] = off;
	if ((run & 7) < 7)
		snprintf(afs[n], sizeof(afs[n]), "MFP_AF%ld", run & 7);
	else
		snprintf(afs[n], sizeof(afs[n]), "0x%lx", run & 7);
	set_rows(c, g, offs, afs, n + 1);
	free(r);
}

/* pinctrl-0 of @pc: every group, by name. */
static void pcs_state(struct conv *c, struct dt_node *pc)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < pc->nkids; i++)
		if (pc->kids[i]->label)
			sb_addf(&sb, "%s<&%s>", sb.len ? ", " : "",
				pc->kids[i]->label);
	if (sb.len) {
		dt_prop(c->t, pc, "pinctrl-0", "%s", sb_str(&sb));
		dt_prop_str(c->t, pc, "pinctrl-names", "default");
	}
	sb_release(&sb);
}

void convert_mfp_config(struct conv *c, const struct step *s)
{
	const struct soc_node *pc = pcs_node(c);
	struct value *list;
	struct strbuf nooff = STRBUF_INIT, sleep = STRBUF_INIT;
	struct mfp_maps maps;
	struct dt_node *pcn = NULL;
	struct item *it;
	size_t i, n = 0, landed = 0;

	if (!pc) {
		convert_mmp_mfp(c, s);
		return;
	}
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	list = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	if (!mfp_list(list, s, &n)) {
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: the MFP list was not found");
		return;
	}
	find_maps(c, &maps);
	if (!maps.n) {
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: no mfp_addr_map in the SoC's "
			  "files gives the pins' MFPR offsets");
		return;
	}
	for (i = 0; i < n; i++) {
		const struct value *e = list->elems[i];
		unsigned long long v = (unsigned long long)e->i;
		const char *text = e->text ? e->text :
					     arena_printf(c->a, "0x%llx", v);
		const char *why = NULL;
		long long off = pin_offset(c, &maps, MFP_PIN(v), text, &why);
		long run, lpm = 0;

		run = off >= 0 ? pxa3xx_mfpr(v, &lpm) : -1;
		if (off >= 0 && run < 0)
			why = arena_printf(c->a,
					   "%s (a sleep state or pull "
					   "mfp.c has no value for)",
					   text);
		if (run < 0) {
			sb_addf(&nooff, "%s%s", nooff.len ? ", " : "", why);
			continue;
		}
		if (!pcn)
			pcn = dt_ref(c->t, pc->label);
		pcs_hog_mfpr(c, pcn, pxa3xx_group_name(v, c->a), off, run);
		landed++;
		if (lpm != run)
			sb_addf(&sleep, "%s%s", sleep.len ? ", " : "", text);
	}
	if (pcn) {
		if (pc->status && strcmp(pc->status, "okay"))
			dt_prop_str(c->t, pcn, "status", "okay");
		pcs_state(c, pcn);
		it->node = arena_printf(c->a, "&%s", pc->label);
	}
	if (nooff.len || sleep.len) {
		struct strbuf why = STRBUF_INIT;

		if (nooff.len)
			sb_addf(&why, "no MFPR offset for the .dts's SoC: %s",
				sb_str(&nooff));
		if (sleep.len)
			sb_addf(&why,
				"%ssleep settings of pins with a run-mode "
				"pull, which mfp_config_lpm() writes at "
				"suspend from the board's settings, a DT boot "
				"has not: %s",
				why.len ? "; " : "", sb_str(&sleep));
		item_fate(c->r, it, landed ? FATE_PARTIAL : FATE_TODO,
			  "pin configuration: %s", sb_str(&why));
		sb_release(&why);
	}
	sb_release(&nooff);
	sb_release(&sleep);
}
