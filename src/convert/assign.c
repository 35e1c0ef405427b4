// SPDX-License-Identifier: GPL-2.0
/*
 * Stores into board data on the init path: "mst_flash_data[1].width = 4"
 * before the devices are registered is what the kernel registers, so it is
 * applied to the board model (for this machine only) before the steps
 * after it are converted. What cannot be applied stays a report item.
 */
#include <stdlib.h>
#include <string.h>

#include "convert/variants.h"
#include "convert/steps.h"

/* One slot the machine changed, and what it held before. */
struct assign_undo {
	struct value **slot;
	struct value *old;
	/*
	 * A field was added to it: its old array and count. The array grew
	 * in the conversion's arena, which is gone once the machine is
	 * done, while the value is a library's, read by the next board.
	 */
	struct value *strct;
	struct val_field *fields;
	size_t nfields;
	/* elements were added to it: its old elements and count */
	struct value *arr;
	struct value **elems;
	size_t nelems;
};

/* Any part of @v taken by a translator: its device is converted. */
static int any_used(const struct value *v)
{
	size_t i;

	if (!v)
		return 0;
	if (v->used)
		return 1;
	for (i = 0; i < v->nfields; i++)
		if (any_used(v->fields[i].v))
			return 1;
	for (i = 0; i < v->nelems; i++)
		if (any_used(v->elems[i]))
			return 1;
	return 0;
}

static void remember(struct conv *c, struct value **slot, struct value *strct)
{
	struct assign_undo u = { slot,
				 slot ? *slot : NULL,
				 strct,
				 strct ? strct->fields : NULL,
				 strct ? strct->nfields : 0,
				 NULL,
				 NULL,
				 0 };

	ARENA_PUSH(c->a, c->undo, c->nundo, c->aundo, u);
}

/*
 * Array @v grown to @n elements, each new one an empty struct: the SoC
 * code fills at run time an array whose initializer is empty (omap1's
 * i2c_resources[2] = { }), within its declared size.
 */
static void grow(struct conv *c, struct value *v, size_t n)
{
	struct assign_undo u = { 0 };
	struct value **e = arena_alloc(c->a, n * sizeof(*e));
	size_t i;

	u.arr = v;
	u.elems = v->elems;
	u.nelems = v->nelems;
	ARENA_PUSH(c->a, c->undo, c->nundo, c->aundo, u);
	for (i = 0; i < n; i++) {
		if (i < v->nelems) {
			e[i] = v->elems[i];
			continue;
		}
		e[i] = arena_alloc(c->a, sizeof(*e[i]));
		e[i]->kind = V_STRUCT;
		e[i]->line = v->line;
	}
	v->elems = e;
	v->nelems = n;
}

/* N of a type "struct resource[N]"; -1: not an array of known size. */
static long long declared_size(const char *type)
{
	const char *b = type ? strrchr(type, '[') : NULL;
	char *end;
	long long n;

	if (!b || strchr(type, '*'))
		return -1;
	n = strtoll(b + 1, &end, 10);
	return *end == ']' && n > 0 && n <= 64 ? n : -1;
}

/*
 * The slot "var[1].field.sub" names in the board data, adding an absent
 * field; NULL when the path does not fit the data.
 */
static struct value **slot_of(struct conv *c, const char *path,
			      struct value **root, long long size)
{
	const char *p = path + strcspn(path, "[.");
	struct value **slot = root;

	while (*p && *slot) {
		struct value *v = *slot;
		char *end;

		if (*p == '[') {
			long long i = strtoll(p + 1, &end, 10);

			/* the root's elements past its initializer's */
			if (v->kind == V_ARRAY && slot == root && *end == ']' &&
			    i >= (long long)v->nelems && i < size)
				grow(c, v, (size_t)i + 1);
			if (v->kind != V_ARRAY || *end != ']' || i < 0 ||
			    i >= (long long)v->nelems)
				return NULL;
			slot = &v->elems[i];
			p = end + 1;
		} else {
			size_t n = strcspn(p + 1, "[."), i;
			size_t alloc = v->nfields;

			if (v->kind != V_STRUCT)
				return NULL;
			for (i = 0; i < v->nfields; i++)
				if (strlen(v->fields[i].name) == n &&
				    !strncmp(v->fields[i].name, p + 1, n))
					break;
			if (i == v->nfields) {
				struct val_field f = {
					arena_strndup(c->a, p + 1, n), NULL
				};

				/* ".dev.platform_data" of a zeroed device */
				if (p[1 + n] == '.') {
					f.v = arena_alloc(c->a, sizeof(*f.v));
					f.v->kind = V_STRUCT;
					f.v->line = v->line;
				}
				remember(c, NULL, v);
				ARENA_PUSH(c->a, v->fields, v->nfields, alloc,
					   f);
			}
			slot = &v->fields[i].v;
			p += 1 + n;
		}
	}
	return *p ? NULL : slot;
}

/* A value that says the same wherever it is read. */
static int constant(const struct value *v)
{
	return v && (v->kind == V_INT || v->kind == V_STR ||
		     v->kind == V_ADDR || v->kind == V_NULL);
}

/*
 * The item of store @s into @root's data; NULL when a translator took the
 * data already (the item is then a to-do that says so): a store after the
 * device was converted is not what the node says.
 */
static struct item *store_item(struct conv *c, const struct step *s,
			       const struct value *root)
{
	struct item *it =
		report_add(c->r, c->m->id, "assignment", s->text, s->line);

	if (!any_used(root))
		return it;
	item_fate(c->r, it, FATE_TODO,
		  "board data changed after its device was converted: %s",
		  s->text);
	return NULL;
}

/*
 * "edb93xxfb_info.flags |= EP93XXFB_USE_SDCSN3" (extract_walk.c's
 * compound_args()): applied to the number the field holds, 0 for a field
 * its initializer leaves out. 0: not such a store.
 */
static int compound_assign(struct conv *c, const struct step *s)
{
	const char *path = s->args[0]->s, *op = s->args[2]->s, *var;
	size_t n = strcspn(path, "[.");
	struct value *root, **slot, *v;
	long long old, rhs = s->args[1]->i;
	struct item *it;

	var = arena_strndup(c->a, path, n);
	root = conv_var(c, var, NULL);
	if (!root || !path[n])
		return 0;
	it = store_item(c, s, root);
	if (!it)
		return 1;
	for (n = 0; n < c->nunknown && strcmp(c->unknown[n], path); n++)
		;
	if (n < c->nunknown) {
		/* h2_nor_resource.end = h2_nor_resource.start = omap_cs3_phys() */
		item_fate(c->r, it, FATE_TODO,
			  "board data changed at run time: %s, on a value an "
			  "earlier store gives it at run time",
			  s->text);
		return 1;
	}
	slot = slot_of(c, path, &root, -1);
	if (!slot ||
	    (*slot && (*slot)->kind != V_INT && (*slot)->kind != V_NULL)) {
		item_fate(c->r, it, FATE_TODO,
			  "board data changed at run time: %s (%s)", s->text,
			  slot ? "the field holds no number" :
				 "not in the variable's data");
		return 1;
	}
	old = *slot && (*slot)->kind == V_INT ? (*slot)->i : 0;
	remember(c, slot, NULL);
	v = arena_alloc(c->a, sizeof(*v));
	v->kind = V_INT;
	v->i = !strcmp(op, "|=") ? (old | rhs) :
	       !strcmp(op, "&=") ? (old & rhs) :
	       !strcmp(op, "+=") ? old + rhs :
				   old - rhs;
	v->text = arena_printf(c->a, "0x%llx", (unsigned long long)v->i);
	v->line = s->line;
	*slot = v;
	it->why = "applied to the board data the devices after it are "
		  "converted from";
	return 1;
}

/*
 * "dev_name(&x.dev)" of a platform device the board defines with a
 * constant name and id: the name the driver core gives it ("name", or
 * "name.id", conv_devname()'s "name.x.auto" for an id the core picks), as
 * a string value; NULL otherwise.
 */
static struct value *dev_name_of(struct conv *c, const struct value *v)
{
	const char *t = v && v->kind == V_EXPR ? v->text : NULL, *e;
	struct value *dev, *r;
	long long id;

	if (!t || strncmp(t, "dev_name(&", 10))
		return NULL;
	e = strstr(t + 10, ".dev)");
	if (!e || e[5] ||
	    strpbrk(arena_strndup(c->a, t + 10, (size_t)(e - t - 10)), ".[-> "))
		return NULL;
	dev = conv_var(c, arena_strndup(c->a, t + 10, (size_t)(e - t - 10)),
		       NULL);
	if (!dev || !val_get(dev, "name") ||
	    val_get(dev, "name")->kind != V_STR || !val_get(dev, "name")->s)
		return NULL;
	id = val_get(dev, "id") && val_get(dev, "id")->kind == V_INT ?
		     val_get(dev, "id")->i :
		     0;
	if (id < -2)
		return NULL;
	r = arena_alloc(c->a, sizeof(*r));
	memset(r, 0, sizeof(*r));
	r->kind = V_STR;
	r->s = conv_devname(c, val_get(dev, "name")->s, id,
			    arena_strndup(c->a, t + 10, (size_t)(e - t - 10)));
	r->text = v->text;
	r->line = v->line;
	return r;
}

int convert_assign(struct conv *c, const struct step *s)
{
	struct value *root, **slot, *v;
	const char *path, *var;
	struct item *it;
	size_t n;
	int holds = -1;

	if (s->nargs < 2 || s->args[0]->kind != V_STR)
		return 0;
	if (s->nargs == 3)
		return compound_assign(c, s);
	path = s->args[0]->s;
	n = strcspn(path, "[.");
	var = arena_strndup(c->a, path, n);
	root = conv_var(c, var, NULL);
	v = s->nargs == 4 ? s->args[3] : s->args[1];
	/*
	 * the condition known at this call (a board library's argument), or
	 * on the variant this tree is ("if (system_rev < 130)")
	 */
	if (s->nargs == 4 && s->args[1]->kind == V_INT)
		holds = s->args[1]->i != 0;
	else if (s->nargs == 4 && c->variant && s->args[1]->text)
		holds = variant_decides(c->variant, s->args[1]->text);
	if (holds >= 0)
		v = holds ? s->args[2] : s->args[3];
	if (root && path[n] && v->kind == V_EXPR && v->text &&
	    !strcmp(v->text, s->fn)) {
		it = report_add(c->r, c->m->id, "assignment", s->text, s->line);
		/* "if (c) lv = x;" with c zero here: nothing stored */
		if (holds == 0 && s->args[1]->kind == V_INT)
			it->why = "not made: its condition reads zero at this "
				  "call";
		else if (holds == 0)
			it->why =
				arena_printf(c->a,
					     "not made on the variant where "
					     "%s: its condition does not hold",
					     c->variant->when);
		else {
			item_fate(c->r, it, FATE_TODO,
				  "made only when %s, which the board's run "
				  "decides: not applied",
				  s->args[1]->text ? s->args[1]->text : "?");
			assign_unknown(c, path);
		}
		return 1;
	}
	if (dev_name_of(c, v))
		v = dev_name_of(c, v);
	if (!root || !path[n] || !constant(v))
		return 0;
	it = store_item(c, s, root);
	if (!it)
		return 1;
	slot = slot_of(c, path, &root, -1);
	if (!slot) {
		item_fate(c->r, it, FATE_TODO,
			  "board data changed at run time: %s (not in the "
			  "variable's data)",
			  s->text);
		return 1;
	}
	remember(c, slot, NULL);
	*slot = arena_alloc(c->a, sizeof(**slot));
	**slot = *v;
	(*slot)->used = 0;
	if (s->nargs == 4 && s->args[1]->kind == V_INT && s->args[1]->note) {
		it->why = arena_printf(
			c->a,
			"applied to the board data the devices after it are "
			"converted from: made when %s, and %s",
			s->args[1]->text, s->args[1]->note);
	} else if (s->nargs == 4 && s->args[1]->kind == V_INT) {
		it->why =
			"applied to the board data the devices after it "
			"are converted from; its condition known at this call";
	} else if (s->nargs == 4 && holds >= 0) {
		it->why = arena_printf(c->a,
				       "applied to the board data the devices "
				       "after it are converted from, as on "
				       "the variant where %s",
				       c->variant->when);
	} else if (s->nargs == 4) {
		struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;

		val_render(s->args[2], &a);
		val_render(s->args[3], &b);
		item_fate(c->r, it, FATE_PARTIAL,
			  "chosen at run time (%s): %s or %s; written as when "
			  "the condition reads zero (%s): check the board",
			  s->args[1]->text ? s->args[1]->text : "?", sb_str(&a),
			  sb_str(&b), sb_str(&b));
		sb_release(&a);
		sb_release(&b);
	} else {
		it->why = "applied to the board data the devices after it "
			  "are converted from";
	}
	return 1;
}

/*
 * A SoC struct with no initializer ("static struct physmap_flash_data
 * ep93xx_flash_data;"), all zero until the helper stores into it: an empty
 * struct for this machine, to take the fields stored.
 */
static struct value *zero_struct(struct conv *c, const char *var, int array)
{
	size_t i;

	for (i = 0; i < c->nlibs; i++) {
		struct bvar *b = (struct bvar *)board_var(&c->libs[i], var);

		if (!b || b->init || !b->type || !strstr(b->type, "struct ") ||
		    strchr(b->type, '*') ||
		    (array ? declared_size(b->type) < 0 :
			     strchr(b->type, '[') != NULL) ||
		    strstr(b->type, "extern"))
			continue;
		remember(c, &b->init, NULL);
		b->init = arena_alloc(c->a, sizeof(*b->init));
		b->init->kind = array ? V_ARRAY : V_STRUCT;
		b->init->line = b->line;
		return b->init;
	}
	return NULL;
}

int assign_apply(struct conv *c, const char *path, struct value *v)
{
	size_t n = strcspn(path, "[.");
	const char *var = arena_strndup(c->a, path, n), *type = NULL;
	struct value *root = conv_var(c, var, &type);
	struct value **slot;

	if (!root && constant(v))
		root = zero_struct(c, var, path[n] == '[');
	if (!root || !path[n] || !constant(v) || any_used(root))
		return -1;
	/* pdev->name = name, of static const char name[] = "omap_i2c" */
	if (v->kind == V_ADDR && v->s && !v->offset) {
		struct value *str = conv_var(c, v->s, NULL);

		if (str && str->kind == V_STR)
			v = str;
	}
	if (!type)
		conv_var(c, var, &type);
	slot = slot_of(c, path, &root, declared_size(type));
	if (!slot)
		return -1;
	remember(c, slot, NULL);
	*slot = arena_alloc(c->a, sizeof(**slot));
	**slot = *v;
	(*slot)->used = 0;
	return 0;
}

void assign_unknown(struct conv *c, const char *path)
{
	ARENA_PUSH(c->a, c->unknown, c->nunknown, c->aunknown, path);
}

void assign_restore(struct conv *c)
{
	while (c->nundo) {
		struct assign_undo *u = &c->undo[--c->nundo];

		if (u->slot)
			*u->slot = u->old;
		if (u->strct) {
			u->strct->fields = u->fields;
			u->strct->nfields = u->nfields;
		}
		if (u->arr) {
			u->arr->elems = u->elems;
			u->arr->nelems = u->nelems;
		}
	}
}
