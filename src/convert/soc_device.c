// SPDX-License-Identifier: GPL-2.0
#include "convert/soc_device.h"

#include <stdlib.h>
#include <string.h>

#include "convert/board.h"
#include "dt/dt.h"
#include "kernel/socdt.h"

#define IORESOURCE_MEM 0x200

/* dev_name() of a platform device: "name.id", or "name" for id -1 */
static int devname_is(struct value *dev, const char *dev_id)
{
	struct value *name = val_get(dev, "name"), *id = val_get(dev, "id");
	long long n = id && id->kind == V_INT ? id->i : 0;
	size_t len;
	char *end;

	if (!name || name->kind != V_STR)
		return 0;
	len = strlen(name->s);
	if (strncmp(dev_id, name->s, len))
		return 0;
	if (!dev_id[len])
		return n == -1;
	return dev_id[len] == '.' && n >= 0 &&
	       strtoll(dev_id + len + 1, &end, 10) == n && !*end;
}

/* the start of its first memory resource, read without taking it */
static long long mem_base(struct conv *c, struct value *dev)
{
	struct value *rv = val_get(dev, "resource"), *res, *r, *f, *s;
	long long i, n, off;

	if (!rv || rv->kind != V_ADDR)
		return -1;
	res = conv_var(c, rv->s, NULL);
	if (!res)
		return -1;
	if (res->kind != V_ARRAY) {
		r = res;
		n = 1;
		off = 0;
	} else {
		off = rv->offset > 0 ? rv->offset : 0;
		n = (long long)res->nelems - off;
		r = NULL;
	}
	for (i = 0; i < n; i++) {
		struct value *e = r ? r : res->elems[off + i];

		f = val_get(e, "flags");
		s = val_get(e, "start");
		if (f && f->kind == V_INT && (f->i & IORESOURCE_MEM) && s &&
		    s->kind == V_INT)
			return s->i;
	}
	return -1;
}

/* the board's own &label { status = "okay"; } */
static int enabled_by_board(struct conv *c, const char *label)
{
	const struct dt_prop *st;
	size_t i;

	for (i = 0; i < c->t->nrefs; i++)
		if (!strcmp(c->t->refs[i]->ref, label)) {
			st = dt_get(c->t->refs[i], "status");
			return st && strstr(st->value, "okay");
		}
	return 0;
}

const struct soc_node *soc_device_by_devname(struct conv *c, const char *dev_id,
					     const char **var)
{
	size_t i, k;

	if (!c->sdt || !dev_id)
		return NULL;
	for (i = 0; i < c->nlibs; i++) {
		const struct board *lib = &c->libs[i];

		/* board code in a library file is a board's, not the SoC's */
		if (lib->board_code)
			continue;
		for (k = 0; k < lib->nvars; k++) {
			const struct bvar *v = &lib->vars[k];
			const struct soc_node *sn;
			long long base;

			if (!v->init || v->init->kind != V_STRUCT || !v->type ||
			    !strstr(v->type, "platform_device") ||
			    !devname_is(v->init, dev_id))
				continue;
			base = mem_base(c, v->init);
			sn = base >= 0 ? soc_dt_find_by_base(c->sdt,
							     (uint64_t)base) :
					 NULL;
			if (!sn || !sn->label ||
			    (sn->status && strcmp(sn->status, "okay") &&
			     !enabled_by_board(c, sn->label)))
				continue;
			*var = v->name;
			return sn;
		}
	}
	return NULL;
}
