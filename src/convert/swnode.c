// SPDX-License-Identifier: GPL-2.0
#include "convert/swnode.h"

#include <string.h>

/* enum dev_prop_type, include/linux/property.h */
enum { PROP_U8, PROP_U16, PROP_U32, PROP_U64, PROP_STRING, PROP_REF };

/* The field of @v named @name, looking through anonymous unions. */
static struct value *field(struct value *v, const char *name)
{
	size_t i;

	for (i = 0; v && v->kind == V_STRUCT && i < v->nfields; i++) {
		const char *fn = v->fields[i].name;
		struct value *f;

		if (fn && !strcmp(fn, name))
			return v->fields[i].v;
		if ((!fn || !*fn) && (f = field(v->fields[i].v, name)))
			return f;
	}
	return NULL;
}

static const char *const elem_names[] = { "u8_data", "u16_data", "u32_data",
					  "u64_data", "str" };
/* bytes per element on the board's 32-bit ARM: a string is a pointer */
static const int elem_sizes[] = { 1, 2, 4, 8, 4 };

/*
 * The values of entry @e: @n elements of its inline value or of the array
 * its pointer names. NULL: none that can be read.
 */
static struct value *entry_values(struct conv *c, struct value *e, int type,
				  long long len, long long *n)
{
	struct value *arr;

	if (val_get(e, "is_inline") && !val_is_zero(val_get(e, "is_inline")))
		arr = field(field(e, "value"), elem_names[type]);
	else
		arr = conv_deref(c, field(e, "pointer"), NULL);
	if (!arr || arr->kind != V_ARRAY)
		return NULL;
	*n = len / elem_sizes[type];
	if (*n < 1 || (size_t)*n > arr->nelems)
		return NULL;
	return arr;
}

/* Entry @e, named @name, on @n; 0: it cannot be written. */
static int entry_prop(struct conv *c, struct dt_node *n, struct value *e,
		      const char *name)
{
	long long type = val_get(e, "type") ? val_get(e, "type")->i : PROP_U8;
	long long len = val_get(e, "length") ? val_get(e, "length")->i : 0;
	struct strbuf text = STRBUF_INIT;
	struct value *arr;
	long long i, cnt;

	/* PROPERTY_ENTRY_BOOL(): a name and nothing else */
	if (!len) {
		dt_prop_bool(c->t, n, name);
		return 1;
	}
	if (type < PROP_U8 || type > PROP_STRING ||
	    !(arr = entry_values(c, e, (int)type, len, &cnt)))
		return 0;
	for (i = 0; i < cnt; i++) {
		struct value *x = arr->elems[i];

		/* a string is written as the source spelled it: no escapes */
		if (!x || (type == PROP_STRING ?
				   x->kind != V_STR || strpbrk(x->s, "\"\\\n") :
				   x->kind != V_INT)) {
			sb_release(&text);
			return 0;
		}
		if (type == PROP_STRING)
			sb_addf(&text, "%s\"%s\"", i ? ", " : "", x->s);
		else
			sb_addf(&text, "%s%lld", i ? " " : "", x->i);
	}
	if (type == PROP_STRING)
		dt_prop(c->t, n, name, "%s", sb_str(&text));
	else if (type == PROP_U32)
		dt_prop(c->t, n, name, "<%s>", sb_str(&text));
	else
		dt_prop(c->t, n, name, "/bits/ %d <%s>", 8 * elem_sizes[type],
			sb_str(&text));
	sb_release(&text);
	return 1;
}

int swnode_props(struct conv *c, struct dt_node *n, struct value *sw,
		 struct strbuf *why)
{
	struct value *node = conv_deref(c, sw, NULL), *props;
	size_t i;

	if (!node || node->kind != V_STRUCT)
		return 0;
	props = conv_deref(c, val_get(node, "properties"), NULL);
	for (i = 0; props && props->kind == V_ARRAY && i < props->nelems; i++) {
		struct value *e = props->elems[i];
		struct value *name = val_get(e, "name");

		/* the array's terminating { } */
		if (!name || name->kind != V_STR)
			continue;
		if (entry_prop(c, n, e, name->s))
			continue;
		if (val_get(e, "type") && val_get(e, "type")->i == PROP_REF)
			sb_addf(why,
				"%ssoftware node property \"%s\" refers to "
				"another software node, which has no node "
				"here: not translated",
				why->len ? "; " : "", name->s);
		else
			sb_addf(why,
				"%ssoftware node property \"%s\" not "
				"translated",
				why->len ? "; " : "", name->s);
	}
	return 1;
}
