// SPDX-License-Identifier: GPL-2.0
#include "convert/value.h"

#include <stdlib.h>
#include <string.h>

static struct value *field1(struct value *v, const char *name, size_t n)
{
	size_t i;

	if (!v || v->kind != V_STRUCT)
		return NULL;
	for (i = 0; i < v->nfields; i++)
		if (strlen(v->fields[i].name) == n &&
		    !strncmp(v->fields[i].name, name, n))
			return v->fields[i].v;
	return NULL;
}

struct value *val_get(struct value *v, const char *path)
{
	while (v && *path) {
		size_t n = strcspn(path, ".");

		v = field1(v, path, n);
		path += n;
		if (*path == '.')
			path++;
	}
	return v;
}

struct value *val_take(struct value *v, const char *path)
{
	struct value *f = val_get(v, path);

	if (f)
		val_use_all(f);
	return f;
}

/*
 * A field counts as consumed only when it is what the caller understands:
 * a non-constant expression where a number was expected stays unused, and
 * so is reported, rather than being silently dropped.
 */
long long val_take_int(struct value *v, const char *path, long long dflt)
{
	struct value *f = val_get(v, path);

	if (!f || f->kind != V_INT)
		return dflt;
	val_use_all(f);
	return f->i;
}

const char *val_text(const struct value *v, const char *dflt)
{
	return v && v->text ? v->text : dflt;
}

const char *val_take_str(struct value *v, const char *path)
{
	struct value *f = val_get(v, path);

	if (!f || f->kind != V_STR)
		return NULL;
	val_use_all(f);
	return f->s;
}

int val_is_zero(const struct value *v)
{
	size_t i;

	if (!v)
		return 1;
	switch (v->kind) {
	case V_INT:
		return v->i == 0;
	case V_NULL:
		return 1;
	case V_STRUCT:
		for (i = 0; i < v->nfields; i++)
			if (!val_is_zero(v->fields[i].v))
				return 0;
		return 1;
	case V_ARRAY:
		for (i = 0; i < v->nelems; i++)
			if (!val_is_zero(v->elems[i]))
				return 0;
		return 1;
	default:
		return 0;
	}
}

static void mark_all(struct value *v, int used)
{
	size_t i;

	if (!v)
		return;
	v->used = used;
	for (i = 0; i < v->nfields; i++)
		mark_all(v->fields[i].v, used);
	for (i = 0; i < v->nelems; i++)
		mark_all(v->elems[i], used);
}

void val_use_all(struct value *v)
{
	mark_all(v, 1);
}

void val_clear_used(struct value *v)
{
	mark_all(v, 0);
}

int val_list_unused(const struct value *v, const char *prefix,
		    struct strbuf *out)
{
	int n = 0;
	size_t i;

	if (!v || val_is_zero(v) || v->used)
		return 0;
	if (v->kind == V_STRUCT) {
		for (i = 0; i < v->nfields; i++) {
			char *p = *prefix ? xasprintf("%s.%s", prefix,
						      v->fields[i].name) :
					    xstrdup(v->fields[i].name);

			n += val_list_unused(v->fields[i].v, p, out);
			free(p);
		}
		return n;
	}
	if (v->kind == V_ARRAY) {
		for (i = 0; i < v->nelems; i++) {
			char *p = xasprintf("%s[%zu]", prefix, i);

			n += val_list_unused(v->elems[i], p, out);
			free(p);
		}
		return n;
	}
	if (out->len)
		sb_add(out, ", ");
	sb_addf(out, "%s=", prefix);
	val_render(v, out);
	return 1;
}

void val_render(const struct value *v, struct strbuf *out)
{
	if (!v) {
		sb_add(out, "(none)");
		return;
	}
	switch (v->kind) {
	case V_INT:
		if (v->text && *v->text)
			sb_add(out, v->text);
		else
			sb_addf(out, "%lld", v->i);
		break;
	case V_STR:
		sb_addf(out, "\"%s\"", v->s);
		break;
	case V_ADDR:
		sb_addf(out, "&%s", v->s);
		if (v->offset)
			sb_addf(out, "[%lld]", v->offset);
		break;
	case V_FUNC:
		sb_addf(out, "%s()", v->s);
		break;
	case V_NULL:
		sb_add(out, "NULL");
		break;
	case V_STRUCT:
	case V_ARRAY:
		sb_add(out, "{...}");
		break;
	case V_EXPR:
		sb_add(out, v->text ? v->text : "?");
		break;
	}
}
