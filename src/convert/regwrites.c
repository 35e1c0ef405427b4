// SPDX-License-Identifier: GPL-2.0
/*
 * Register writes a board makes at boot (writel(), outb(), omap_writew()
 * ...). A devicetree boot does not make them: the boot loader or a driver
 * must. They are not devices, and one function's sequence (netwinder's
 * Super-I/O set-up: 134 outb() calls) is one decision for a maintainer, so
 * each function's writes are one report item that lists every line, not
 * one item per write.
 */
#include <stdlib.h>
#include <string.h>

#include "convert/report.h"
#include "convert/steps.h"
#include "lib/strbuf.h"

static const char *const accessors[] = {
	"writel",	  "writew",	    "writeb",	    "writel_relaxed",
	"writew_relaxed", "writeb_relaxed", "__raw_writel", "__raw_writew",
	"__raw_writeb",	  "iowrite32",	    "iowrite16",    "iowrite8",
	"outb",		  "outw",	    "outl",	    "outb_p",
	"outw_p",	  "outl_p",	    "omap_writel",  "omap_writew",
	"omap_writeb",	  REGISTER_STORE,
};

int register_write(const char *fn)
{
	size_t i;

	for (i = 0; i < sizeof(accessors) / sizeof(accessors[0]); i++)
		if (!strcmp(fn, accessors[i]))
			return 1;
	return 0;
}

/*
 * The function a write belongs to: the one the machine's init function
 * called to get it made ("nw_hw_init>wb977_init>wb977_wb": wb977_init),
 * or the init function itself. Helpers below it (wb977_wb(), called from
 * everywhere) are how, not what.
 */
static const char *top_call(const struct step *s, size_t *keylen,
			    size_t *namelen)
{
	const char *via = s->via ? s->via : "", *a = strchr(via, '>'), *b;

	if (!a) {
		*keylen = *namelen = strlen(via);
		return via;
	}
	b = strchr(a + 1, '>');
	*keylen = b ? (size_t)(b - via) : strlen(via);
	*namelen = *keylen - (size_t)(a + 1 - via);
	return a + 1;
}

static int cmp_uint(const void *x, const void *y)
{
	unsigned a = *(const unsigned *)x, b = *(const unsigned *)y;

	return a < b ? -1 : a > b;
}

/* "37-38, 43, 48-49": the distinct lines, in order, runs as ranges */
static const char *line_ranges(struct conv *c, unsigned *v, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	const char *out;
	size_t i, j;

	qsort(v, n, sizeof(*v), cmp_uint);
	for (i = 0; i < n; i = j) {
		for (j = i + 1; j < n && v[j] <= v[j - 1] + 1; j++)
			;
		sb_addf(&sb, "%s%u", i ? ", " : "", v[i]);
		if (v[j - 1] != v[i])
			sb_addf(&sb, "-%u", v[j - 1]);
	}
	out = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	return out;
}

int convert_register_write(struct conv *c, const struct step *s)
{
	struct reg_writes *w;
	const char *name, *ranges;
	size_t i, keylen, namelen;
	unsigned *lines;

	if (!register_write(s->fn))
		return 0;
	name = top_call(s, &keylen, &namelen);
	for (i = 0; i < c->nregw; i++)
		if (strlen(c->regw[i].via) == keylen &&
		    !strncmp(c->regw[i].via, s->via ? s->via : "", keylen))
			break;
	if (i == c->nregw) {
		struct reg_writes nw = { 0 };

		nw.via = arena_strndup(c->a, s->via ? s->via : "", keylen);
		nw.it = report_add(c->r, c->m->id, "registers",
				   namelen ? arena_printf(c->a, "%.*s()",
							  (int)namelen, name) :
					     s->text,
				   s->line);
		ARENA_PUSH(c->a, c->regw, c->nregw, c->aregw, nw);
	}
	w = &c->regw[i];
	ARENA_PUSH(c->a, w->lines, w->n, w->alines, s->line);
	/* a copy sorts: the item's line stays the first write's */
	lines = arena_alloc(c->a, w->n * sizeof(*lines));
	memcpy(lines, w->lines, w->n * sizeof(*lines));
	w->it->fate = FATE_TODO;
	ranges = line_ranges(c, lines, w->n);
	w->it->why = arena_printf(
		c->a,
		"%zu register write%s at boot (line%s %s): a devicetree boot "
		"does not make %s; the boot loader or a driver must",
		w->n, w->n > 1 ? "s" : "", strpbrk(ranges, ",-") ? "s" : "",
		ranges, w->n > 1 ? "them" : "it");
	return 1;
}
