// SPDX-License-Identifier: GPL-2.0
/*
 * PXA SSP ports as SPI controllers: a port the SoC .dtsi lacks, from the
 * SoC file's device for it, and whether the tree makes a port an SPI
 * controller from a devicetree (ssp_port.h).
 */
#include "convert/ssp_port.h"

#include <string.h>

#include "convert/resources.h"
#include "convert/soc_addendum.h"
#include "lib/fileio.h"

#define IORESOURCE_MEM 0x200
#define IORESOURCE_IRQ 0x400

/* spi-pxa2xx.c's device: an SSP port's SPI function */
static const char spi_dev[] = "pxa2xx-spi";

/* Does the tree's file @rel hold @needle? */
static int source_has(struct conv *c, const char *rel, const char *needle)
{
	struct strbuf t = STRBUF_INIT;
	int has = !conv_source_text(c, rel, &t) && strstr(sb_str(&t), needle);

	sb_release(&t);
	return has;
}

/*
 * The SoC files' device for port @port: named for this SoC ("pxa27x-ssp"
 * on a pxa27x), of id @port - 1, bound by the driver that answers
 * spi-pxa2xx.c's pxa_ssp_request(port) (ssp.c: port_id = id + 1).
 */
static struct value *port_device(struct conv *c, long long port,
				 const char **var)
{
	size_t i, j, plen = strlen(c->soc->name);

	for (i = 0; c->drv && i < c->nlibs; i++)
		for (j = 0; j < c->libs[i].nvars; j++) {
			const struct bvar *v = &c->libs[i].vars[j];
			struct value *in = v->init, *nm, *id;
			const struct drv_entry *d;

			if (!in || in->kind != V_STRUCT)
				continue;
			nm = val_get(in, "name");
			id = val_get(in, "id");
			if (!nm || nm->kind != V_STR || !nm->s || !id ||
			    id->kind != V_INT || id->i != port - 1 ||
			    strncmp(nm->s, c->soc->name, plen) ||
			    nm->s[plen] != '-')
				continue;
			d = drv_index_lookup(c->drv, nm->s);
			if (!d || !source_has(c, d->source,
					      "EXPORT_SYMBOL(pxa_ssp_request)"))
				continue;
			*var = v->name;
			return in;
		}
	return NULL;
}

struct dt_node *ssp_port_node(struct conv *c, long long port, const char *label,
			      struct item *it, struct strbuf *why)
{
	const char *var = NULL, *name;
	struct value *dev = port_device(c, port, &var), *rv, *arr;
	struct value *res[8];
	struct soc_addendum add;
	struct strbuf reg = STRBUF_INIT, w = STRBUF_INIT;
	struct dt_node *n;
	long long base = -1;
	size_t i, nres = 0;

	if (!dev) {
		sb_addf(why,
			"; the SoC's files register no %s device of "
			"id %lld for it",
			c->soc->name, port - 1);
		return NULL;
	}
	name = val_get(dev, "name")->s;
	rv = val_get(dev, "resource");
	arr = rv && rv->kind == V_ADDR ? conv_var(c, rv->s, NULL) : NULL;
	for (i = rv && arr && arr->kind == V_ARRAY ? (size_t)rv->offset : 0;
	     arr && arr->kind == V_ARRAY && i < arr->nelems && nres < 8; i++)
		res[nres++] = arr->elems[i];
	for (i = 0; i < nres && base < 0; i++)
		if (val_get(res[i], "flags") &&
		    (val_get(res[i], "flags")->i & IORESOURCE_MEM) &&
		    val_get(res[i], "start"))
			base = val_get(res[i], "start")->i;
	if (base < 0) {
		sb_addf(why, "; %s (%s) has no memory resource", var, name);
		return NULL;
	}
	if (soc_addendum_place(c, name, var, base, res, nres, &add, why))
		return NULL;
	n = dt_child(c->t, add.parent, "spi",
		     arena_printf(c->a, "%llx", base - add.bus_off));
	n->label = label;
	dt_prop_str(c->t, n, "compatible", add.compatible);
	for (i = 0; i < nres; i++) {
		struct value *f = val_get(res[i], "flags"),
			     *s = val_get(res[i], "start"),
			     *e = val_get(res[i], "end");
		long long st = s && s->kind == V_INT ? s->i : -1;
		long long en = e && e->kind == V_INT ? e->i : st;

		if (!f || f->kind != V_INT || st < 0)
			continue;
		if (f->i & IORESOURCE_MEM)
			sb_addf(&reg, "%s<0x%llx 0x%llx>", reg.len ? ", " : "",
				st - add.bus_off, en - st + 1);
		else if (f->i & IORESOURCE_IRQ)
			irq_props(c, n, st, (unsigned long)f->i & 15, &w);
	}
	dt_prop(c->t, n, "reg", "%s", sb_str(&reg));
	if (w.len)
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&w));
	soc_addendum_finish(c, n, &add, name, port - 1, it);
	sb_release(&reg);
	sb_release(&w);
	return n;
}

static int has_compat(const struct drv_entry *d, const char *compat)
{
	size_t i;

	for (i = 0; d && i < d->ncompat; i++)
		if (!strcmp(d->compatibles[i], compat))
			return 1;
	return 0;
}

const char *ssp_port_spi_gap(struct conv *c, const char *compat)
{
	const struct drv_entry *port = NULL, *spi;
	size_t i, n = c->drv && compat ? drv_index_count(c->drv) : 0;

	for (i = 0; i < n && !port; i++)
		if (has_compat(drv_index_entry(c->drv, i), compat))
			port = drv_index_entry(c->drv, i);
	spi = port ? drv_index_lookup(c->drv, spi_dev) : NULL;
	/*
	 * A port whose own driver makes the SPI controller (spi-orion.c) is
	 * one; an SSP port (ssp.c) is one only through spi-pxa2xx.c.
	 */
	if (!port || !spi || has_compat(spi, compat) ||
	    source_has(c, port->source, "\"pxa2xx-spi\"") ||
	    source_has(c, port->source, "spi_register_") ||
	    source_has(c, port->source, "spi_alloc_") ||
	    source_has(c, port->source, "spi_bitbang_start"))
		return NULL;
	return arena_printf(
		c->a,
		"in this tree a %s port is no SPI controller: %s matches "
		"%s%s, and %s registers no \"%s\" device for a port it "
		"binds; its SPI devices are described but do not probe",
		compat, spi->source,
		spi->ncompat ? spi->compatibles[0] : "no compatible",
		spi->ncompat > 1 ? ", ..." : " only", port->source, spi_dev);
}
