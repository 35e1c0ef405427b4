// SPDX-License-Identifier: GPL-2.0
/*
 * NVMEM cells and their consumers (nvmem.h).
 */
#include "convert/nvmem.h"

#include <ctype.h>
#include <string.h>

#include "convert/report.h"
#include "convert/steps.h"

static void keep(struct conv *c, const struct step *s, int lookups)
{
	struct nvmem_call k;

	k.s = s;
	k.lookups = lookups;
	k.it = report_add(c->r, c->m->id, "call", s->text, s->line);
	ARENA_PUSH(c->a, c->nvmem, c->nnvmem, c->anvmem, k);
}

void convert_nvmem_table(struct conv *c, const struct step *s)
{
	keep(c, s, 0);
}

void convert_nvmem_lookups(struct conv *c, const struct step *s)
{
	keep(c, s, 1);
}

/* A cell made: its NVMEM device's name, its own, its node's label. */
struct cell {
	const char *dev, *cell, *label;
};

struct cells {
	struct cell *v;
	size_t n, a;
};

/* A node of @n's subtree: a partition whose label is @label. */
static struct dt_node *partition(struct dt_node *n, const char *label)
{
	const struct dt_prop *p = dt_get(n, "label");
	size_t i, len = strlen(label);

	if (!strcmp(n->name, "partition") && p && p->value &&
	    p->value[0] == '"' && !strncmp(p->value + 1, label, len) &&
	    !strcmp(p->value + 1 + len, "\""))
		return n;
	for (i = 0; i < n->nkids; i++) {
		struct dt_node *r = partition(n->kids[i], label);

		if (r)
			return r;
	}
	return NULL;
}

/*
 * The node of the NVMEM device named @name: an I2C EEPROM's
 * ("1-00500": at24.c names its device after the client, 1-0050, and an
 * id), or a flash partition's (an MTD registers each partition by its
 * name and an id: "MAC-Address0"). *@cells_on: where its cells go (the
 * node itself). NULL: none of this tree.
 */
static struct dt_node *provider(struct conv *c, const char *name,
				int *is_partition)
{
	size_t len = strlen(name), base = len, i;
	struct dt_node *n;

	while (base > 0 && isdigit((unsigned char)name[base - 1]))
		base--;
	if (base == len || !base)
		return NULL;
	*is_partition = 0;
	/* "<bus>-<4 hex digits>" and the id */
	if (isdigit((unsigned char)name[0]) &&
	    strspn(name, "0123456789") + 5 <= len &&
	    name[strspn(name, "0123456789")] == '-') {
		size_t d = strspn(name, "0123456789");
		const char *dev = arena_strndup(c->a, name, d + 5);

		if (strspn(dev + d + 1, "0123456789abcdef") == 4 &&
		    (n = conv_devname_node(c, dev)) != NULL)
			return n;
	}
	*is_partition = 1;
	n = partition(c->t->root, arena_strndup(c->a, name, base));
	for (i = 0; !n && i < c->t->nrefs; i++)
		n = partition(c->t->refs[i], arena_strndup(c->a, name, base));
	return n;
}

/* The cells of table @t under their provider; 0, else the reason. */
static const char *add_cells(struct conv *c, struct value *t, struct item *it,
			     struct cells *made)
{
	const char *name = val_take_str(t, "nvmem_name");
	struct value *cells = conv_deref(c, val_take(t, "cells"), NULL);
	long long n = val_take_int(t, "ncells", 0), i;
	struct dt_node *p;
	int part;

	if (!name)
		return "the NVMEM device's name is no constant";
	p = provider(c, name, &part);
	if (!p)
		return arena_printf(c->a,
				    "no node here is the NVMEM device %s (an "
				    "I2C EEPROM's or a flash partition's)",
				    name);
	if (!cells || cells->kind != V_ARRAY)
		return "its cells are not found";
	if (part)
		dt_prop_str(c->t, p, "compatible", "nvmem-cells");
	dt_prop(c->t, p, "#address-cells", "<1>");
	dt_prop(c->t, p, "#size-cells", "<1>");
	for (i = 0; i < n && i < (long long)cells->nelems; i++) {
		struct value *e = cells->elems[i];
		const char *cn = val_take_str(e, "name");
		long long off = val_take_int(e, "offset", -1);
		long long bytes = val_take_int(e, "bytes", -1);
		long long bit = val_take_int(e, "bit_offset", 0);
		long long nbits = val_take_int(e, "nbits", 0);
		struct dt_node *k;
		char *node, *q;

		if (!cn || off < 0 || bytes <= 0) {
			item_fate(c->r, it, FATE_PARTIAL,
				  "cell %lld: its name, offset or size is no "
				  "constant",
				  i);
			continue;
		}
		node = arena_strdup(c->a, cn);
		for (q = node; *q; q++)
			*q = *q == '_' ? '-' : (char)tolower((unsigned char)*q);
		k = dt_child(c->t, p, node, arena_printf(c->a, "%llx", off));
		k->label = dt_unique_label(c->t, conv_label_of(c, cn));
		{
			struct cell m = { name, cn, k->label };

			ARENA_PUSH(c->a, made->v, made->n, made->a, m);
		}
		dt_prop(c->t, k, "reg", "<0x%llx 0x%llx>", off, bytes);
		if (nbits)
			dt_prop(c->t, k, "bits", "<%lld %lld>", bit, nbits);
	}
	if (p->label || p->ref)
		it->node =
			arena_printf(c->a, "&%s", p->label ? p->label : p->ref);
	return NULL;
}

/* The label of cell @cell of the NVMEM device @name, made above; NULL. */
static const char *cell_label(const struct cells *m, const char *name,
			      const char *cell)
{
	size_t i;

	for (i = 0; i < m->n; i++)
		if (!strcmp(m->v[i].dev, name) && !strcmp(m->v[i].cell, cell))
			return m->v[i].label;
	return NULL;
}

/* The lookups of call @s into their consumers' nodes; 0, else the reason. */
static const char *add_lookups(struct conv *c, const struct step *s,
			       struct item *it, const struct cells *made)
{
	struct value *arr = conv_deref(c, s->nargs ? s->args[0] : NULL, NULL);
	long long n = step_int_arg(s, 1), i;

	if (!arr || n < 0)
		return "the lookups or their number are not found";
	for (i = 0; i < n; i++) {
		struct value *l = arr->kind == V_ARRAY ?
					  (i < (long long)arr->nelems ?
						   arr->elems[i] :
						   NULL) :
					  (i == 0 ? arr : NULL);
		const char *name = l ? val_take_str(l, "nvmem_name") : NULL;
		const char *cell = l ? val_take_str(l, "cell_name") : NULL;
		const char *dev = l ? val_take_str(l, "dev_id") : NULL;
		const char *con = l ? val_take_str(l, "con_id") : NULL;
		const char *label =
			name && cell ? cell_label(made, name, cell) : NULL;
		struct dt_node *d = dev ? conv_devname_node(c, dev) : NULL;
		const struct dt_prop *pc, *pn;

		if (!label || !d || !con) {
			item_fate(c->r, it, FATE_TODO, "lookup %lld: %s", i,
				  !label ? "its cell has no node" :
				  !d	 ? "its device gets no node" :
					   "no connection name, which "
					   "nvmem-cell-names would need");
			continue;
		}
		pc = dt_get(d, "nvmem-cells");
		pn = dt_get(d, "nvmem-cell-names");
		if (pc && pn) {
			dt_prop(c->t, d, "nvmem-cells", "%s, <&%s>", pc->value,
				label);
			dt_prop(c->t, d, "nvmem-cell-names", "%s, \"%s\"",
				pn->value, con);
		} else {
			dt_prop(c->t, d, "nvmem-cells", "<&%s>", label);
			dt_prop_str(c->t, d, "nvmem-cell-names", con);
		}
		it->node = arena_printf(c->a, "&%s", label);
	}
	return NULL;
}

void nvmem_finish(struct conv *c)
{
	struct cells made = { 0 };
	size_t i, pass;

	/* the cells first: a lookup names a cell of any table */
	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < c->nnvmem; i++) {
			struct nvmem_call *k = &c->nvmem[i];
			const char *why;

			if (k->lookups != (int)pass)
				continue;
			if (pass) {
				why = add_lookups(c, k->s, k->it, &made);
			} else {
				struct value *t = conv_deref(
					c, k->s->nargs ? k->s->args[0] : NULL,
					NULL);

				why = t ? add_cells(c, t, k->it, &made) :
					  "the cell table is not found";
			}
			if (why)
				item_fate(c->r, k->it, FATE_TODO, "%s", why);
		}
}
