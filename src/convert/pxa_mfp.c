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

/* The pin numbers of a "groups" value ("P28", "P29"), -1 ended. */
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
		int pins[128];
		size_t np = p ? group_pins(p->value, pins, 128) : 0, w = 0;
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
	int pins[128];
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
	np = p ? group_pins(p->value, pins, 127) : 0;
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

	if (list && list->kind == V_ARRAY) {
		n = list->nelems;
		if (s->nargs > 1 && s->args[1]->kind == V_INT &&
		    s->args[1]->i >= 0 && (size_t)s->args[1]->i < n)
			n = (size_t)s->args[1]->i;
	}
	for (i = 0; i < n && list->elems[i]->kind == V_INT; i++)
		;
	if (!n || i < n) {
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
