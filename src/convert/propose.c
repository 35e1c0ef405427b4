// SPDX-License-Identifier: GPL-2.0
#include "convert/propose.h"

#include <ctype.h>
#include <string.h>

#include "convert/soc.h"

/*
 * Is @tok (@n characters) the SoC's name as its family writes it, with x
 * for the digits that vary: "sa11x0" for sa1100, "pxa2xx" for pxa25x, or
 * another SoC of the family whose code the SoC shares: "s3c2410" for the
 * s3c2440 (s3c2410-dma)?
 */
static int names_soc(const char *tok, size_t n, const char *soc)
{
	size_t i;

	if (strlen(soc) != n)
		return 0;
	for (i = 0; i < n; i++)
		if (tok[i] != soc[i] && tok[i] != 'x' && soc[i] != 'x' &&
		    !(isdigit((unsigned char)tok[i]) &&
		      isdigit((unsigned char)soc[i]) && i > 0 &&
		      !isdigit((unsigned char)soc[0])))
			return 0;
	return 1;
}

/* "omap_udc" on omap1 -> "udc": the block, without the SoC's own prefix. */
static const char *block_name(struct conv *c, const char *devname)
{
	char *n = arena_strdup(c->a, devname), *p;
	const char *stems[3] = { c->soc->name, c->b->family, NULL };
	size_t i, l;

	for (p = n; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	/* the family without its digits: "omap" of omap1, "s3c" of s3c24xx */
	l = strcspn(c->b->family, "0123456789");
	stems[2] = arena_strndup(c->a, c->b->family, l);
	for (i = 0; i < 3; i++) {
		l = strlen(stems[i]);
		if (l && !strncmp(n, stems[i], l) && n[l] == '-' && n[l + 1])
			return n + l + 1;
	}
	l = strcspn(n, "-");
	if (n[l] == '-' && n[l + 1] && names_soc(n, l, c->soc->name))
		return n + l + 1;
	return n;
}

static const char *fields_of(struct conv *c, struct value *pdata)
{
	struct strbuf sb = STRBUF_INIT;
	const char *r;
	size_t i;

	for (i = 0; pdata && pdata->kind == V_STRUCT && i < pdata->nfields; i++)
		sb_addf(&sb, "%s%s", i ? ", " : "", pdata->fields[i].name);
	r = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	return r;
}

const char *propose_compatible(struct conv *c, const char *devname,
			       const char *driver, unsigned line,
			       struct value *pdata)
{
	const char *vendor = soc_vendor(c->soc);
	const struct drv_entry *d =
		c->drv && devname ? drv_index_lookup(c->drv, devname) : NULL;
	struct proposal p = { 0 };

	if (!vendor)
		return NULL;
	p.machine = c->m->id;
	p.compatible = arena_printf(c->a, "%s,%s-%s", vendor, c->soc->name,
				    block_name(c, devname));
	p.driver = driver;
	p.line = line;
	p.fields = fields_of(c, pdata);
	p.why = driver ? "the driver has no OF match table" :
			 "no driver of this tree binds the device";
	if (d && d->ncompat)
		p.why = arena_printf(c->a,
				     "no compatible of the driver's OF match "
				     "table (%s%s) names this SoC",
				     d->compatibles[0],
				     d->ncompat > 1 ? ", ..." : "");
	report_propose(c->r, &p);
	return p.compatible;
}

const char *propose_board_compatible(struct conv *c, const char *board)
{
	const char *vendor = soc_vendor(c->soc);
	struct proposal p = { 0 };

	if (!vendor)
		return NULL;
	p.machine = c->m->id;
	p.compatible = arena_printf(c->a, "%s,%s", vendor, board);
	p.line = c->m->line;
	p.why = "the machine's name gives no vendor prefix: the SoC maker's "
		"until the board's maker is known";
	report_propose(c->r, &p);
	return p.compatible;
}

const char *propose_client_compatible(struct conv *c, const char *compat,
				      const char *driver, const struct item *it,
				      const char *whose)
{
	struct proposal p = { 0 };

	p.machine = c->m->id;
	p.compatible = compat;
	p.driver = driver;
	p.file = it->file;
	p.line = it->line;
	p.why = arena_printf(c->a, "%s; the vendor is the one %s",
			     driver ?
				     "the client's driver has no OF match "
				     "table and no binding documents the part" :
				     "no binding documents the part",
			     whose);
	report_propose(c->r, &p);
	return compat;
}
