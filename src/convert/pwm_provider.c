// SPDX-License-Identifier: GPL-2.0
#include "convert/pwm_provider.h"

#include <stdlib.h>
#include <string.h>

#include "convert/board.h"
#include "kernel/drvindex.h"
#include "kernel/socdt.h"

#define IORESOURCE_MEM 0x00000200

static int drv_has_compatible(const struct drv_entry *d,
			      const struct soc_node *n)
{
	size_t i, j;

	for (i = 0; i < d->ncompat; i++)
		for (j = 0; j < n->ncompat; j++)
			if (!strcmp(d->compatibles[i], n->compatibles[j]))
				return 1;
	return 0;
}

/* The first memory resource of platform device @dev: 1 and its range. */
static int pdev_mem(struct conv *c, struct value *dev, long long *start,
		    long long *end)
{
	struct value *res = val_get(dev, "resource");
	struct value *arr;
	size_t i;

	if (!res || res->kind != V_ADDR)
		return 0;
	arr = conv_var(c, res->s, NULL);
	if (arr && arr->kind == V_STRUCT) {
		struct value *one = arr;

		arr = NULL;
		if (val_get(one, "flags") &&
		    (val_get(one, "flags")->i & IORESOURCE_MEM)) {
			*start = val_get(one, "start") ?
					 val_get(one, "start")->i :
					 0;
			*end = val_get(one, "end") ? val_get(one, "end")->i :
						     *start;
			return 1;
		}
	}
	for (i = arr && arr->kind == V_ARRAY ? (size_t)res->offset : 0;
	     arr && arr->kind == V_ARRAY && i < arr->nelems; i++) {
		struct value *r = arr->elems[i];
		struct value *f = val_get(r, "flags");

		if (f && (f->i & IORESOURCE_MEM)) {
			*start = val_get(r, "start") ? val_get(r, "start")->i :
						       0;
			*end = val_get(r, "end") ? val_get(r, "end")->i :
						   *start;
			return 1;
		}
	}
	return 0;
}

/* A platform device of @b named @name with id @id, its memory: 1. */
static int find_pdev(struct conv *c, const struct board *b, const char *name,
		     long long id, long long *start, long long *end)
{
	size_t i;

	for (i = 0; i < b->nvars; i++) {
		const struct bvar *v = &b->vars[i];
		struct value *n, *vid;

		if (!v->init || v->init->kind != V_STRUCT || !v->type ||
		    !strstr(v->type, "platform_device"))
			continue;
		n = val_get(v->init, "name");
		vid = val_get(v->init, "id");
		if (n && n->kind == V_STR && !strcmp(n->s, name) &&
		    (vid ? vid->i : 0) == id &&
		    pdev_mem(c, v->init, start, end))
			return 1;
	}
	return 0;
}

static int by_base(const void *a, const void *b)
{
	const struct soc_node *x = *(const struct soc_node *const *)a;
	const struct soc_node *y = *(const struct soc_node *const *)b;

	return x->base < y->base ? -1 : x->base > y->base;
}

const struct soc_node *pwm_provider_node(struct conv *c, const char *devname,
					 long long index, int *took_index)
{
	const char *dot = devname ? strrchr(devname, '.') : NULL;
	char *name;
	long long want = dot ? strtoll(dot + 1, NULL, 10) : 0, seen = 0;
	long long start = -1, end = -1;
	const struct drv_entry *d;
	const struct soc_node **in;
	size_t i, nin = 0;
	int found = 0;

	*took_index = 0;
	if (!devname || !c->drv || !c->sdt)
		return NULL;
	name = arena_strndup(c->a, devname,
			     dot ? (size_t)(dot - devname) : strlen(devname));
	d = drv_index_lookup(c->drv, name);
	if (!d)
		return NULL;
	found = find_pdev(c, c->b, name, want, &start, &end);
	for (i = 0; !found && i < c->nlibs; i++)
		found = find_pdev(c, &c->libs[i], name, want, &start, &end);
	in = arena_alloc(c->a, (soc_dt_count(c->sdt) + 1) * sizeof(*in));
	for (i = 0; found && i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *n = soc_dt_node(c->sdt, i);

		if (drv_has_compatible(d, n) && n->has_reg &&
		    n->base >= (uint64_t)start && n->base <= (uint64_t)end)
			in[nin++] = n;
	}
	if (nin > 1) {
		qsort(in, nin, sizeof(*in), by_base);
		*took_index = 1;
		return index >= 0 && (size_t)index < nin ? in[index] : NULL;
	}
	if (nin == 1)
		return in[0];
	for (i = 0; i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *n = soc_dt_node(c->sdt, i);

		if (drv_has_compatible(d, n) && seen++ == want)
			return n;
	}
	return NULL;
}
