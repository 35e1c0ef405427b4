// SPDX-License-Identifier: GPL-2.0
/*
 * A minimal, strict JSON reader: it builds a small value tree, so that
 * looking up machines[i].totals is a walk, not a text search.
 */
#include "boards/boards_report.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert/report.h"
#include "lib/strbuf.h"

enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jv {
	enum jtype t;
	double num;
	char *str;
	char **keys; /* J_OBJ */
	struct jv **items;
	size_t n, alloc, kalloc;
};

struct jp {
	const char *p;
	int depth;
	const char *err;
};

static void jv_free(struct jv *v)
{
	size_t i;

	if (!v)
		return;
	for (i = 0; i < v->n; i++) {
		jv_free(v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->str);
	free(v);
}

static void ws(struct jp *j)
{
	while (isspace((unsigned char)*j->p))
		j->p++;
}

static struct jv *jparse(struct jp *j);

static char *jstring(struct jp *j)
{
	struct strbuf sb = STRBUF_INIT;

	j->p++;
	while (*j->p && *j->p != '"') {
		char c = *j->p++;

		if ((unsigned char)c < 0x20) {
			j->err = "control character in string";
			break;
		}
		if (c == '\\') {
			c = *j->p++;
			switch (c) {
			case 'n':
				c = '\n';
				break;
			case 't':
				c = '\t';
				break;
			case 'r':
				c = '\r';
				break;
			case 'b':
				c = '\b';
				break;
			case 'f':
				c = '\f';
				break;
			case 'u':
				/* Names here are ASCII; keep a placeholder. */
				if (strlen(j->p) < 4) {
					j->err = "bad \\u escape";
					break;
				}
				j->p += 4;
				c = '?';
				break;
			case '"':
			case '\\':
			case '/':
				break;
			default:
				j->err = "bad escape";
			}
		}
		sb_addch(&sb, c);
	}
	if (*j->p != '"' && !j->err)
		j->err = "unterminated string";
	if (*j->p)
		j->p++;
	return sb_detach(&sb);
}

static struct jv *jcontainer(struct jp *j, int obj)
{
	struct jv *v = xcalloc(1, sizeof(*v));

	v->t = obj ? J_OBJ : J_ARR;
	j->p++;
	ws(j);
	if (*j->p == (obj ? '}' : ']')) {
		j->p++;
		return v;
	}
	while (!j->err) {
		char *key = NULL;
		struct jv *item;

		ws(j);
		if (obj) {
			if (*j->p != '"') {
				j->err = "expected a key";
				break;
			}
			key = jstring(j);
			ws(j);
			if (*j->p != ':') {
				free(key);
				j->err = "expected ':'";
				break;
			}
			j->p++;
		}
		item = jparse(j);
		if (v->n == v->alloc) {
			v->alloc = v->alloc ? 2 * v->alloc : 8;
			v->items = xrealloc(v->items,
					    v->alloc * sizeof(*v->items));
			if (obj)
				v->keys = xrealloc(v->keys,
						   v->alloc * sizeof(*v->keys));
		}
		if (obj)
			v->keys[v->n] = key;
		v->items[v->n++] = item;
		ws(j);
		if (*j->p == ',') {
			j->p++;
			continue;
		}
		if (*j->p == (obj ? '}' : ']')) {
			j->p++;
			break;
		}
		if (!j->err)
			j->err = obj ? "expected ',' or '}'" :
				       "expected ',' or ']'";
	}
	return v;
}

static struct jv *jparse(struct jp *j)
{
	struct jv *v;

	ws(j);
	if (j->err)
		return NULL;
	if (++j->depth > 64) {
		j->err = "nested too deeply";
		return NULL;
	}
	if (*j->p == '{' || *j->p == '[') {
		v = jcontainer(j, *j->p == '{');
	} else if (*j->p == '"') {
		v = xcalloc(1, sizeof(*v));
		v->t = J_STR;
		v->str = jstring(j);
	} else if (*j->p == '-' || isdigit((unsigned char)*j->p)) {
		char *end;

		v = xcalloc(1, sizeof(*v));
		v->t = J_NUM;
		v->num = strtod(j->p, &end);
		j->p = end;
	} else if (!strncmp(j->p, "true", 4) || !strncmp(j->p, "null", 4)) {
		v = xcalloc(1, sizeof(*v));
		v->t = j->p[0] == 't' ? J_BOOL : J_NULL;
		v->num = j->p[0] == 't';
		j->p += 4;
	} else if (!strncmp(j->p, "false", 5)) {
		v = xcalloc(1, sizeof(*v));
		v->t = J_BOOL;
		j->p += 5;
	} else {
		j->err = "unexpected character";
		v = NULL;
	}
	j->depth--;
	return v;
}

static const struct jv *jget(const struct jv *o, const char *key)
{
	size_t i;

	if (!o || o->t != J_OBJ)
		return NULL;
	for (i = 0; i < o->n; i++)
		if (!strcmp(o->keys[i], key))
			return o->items[i];
	return NULL;
}

static long jnum(const struct jv *o, const char *key)
{
	const struct jv *v = jget(o, key);

	return v && v->t == J_NUM ? (long)v->num : -1;
}

static int fill(const struct jv *totals, struct report_totals *out)
{
	if (!totals || totals->t != J_OBJ)
		return 0;
	out->found = jnum(totals, "found");
	out->converted = jnum(totals, "converted");
	out->partial = jnum(totals, "partial");
	out->todo = jnum(totals, "todo");
	return out->found >= 0;
}

int report_totals_parse(const char *json, const char *id,
			struct report_totals *out, struct bf_error *e)
{
	struct jp j = { json, 0, NULL };
	struct jv *root = jparse(&j);
	const struct jv *machines;
	size_t i;
	int rc = 0;

	out->found = out->converted = out->partial = out->todo = -1;
	if (!j.err) {
		ws(&j);
		if (*j.p)
			j.err = "trailing text";
	}
	if (j.err || !root || root->t != J_OBJ) {
		jv_free(root);
		return bf_err(e, "malformed JSON (%s at offset %ld)",
			      j.err ? j.err : "not an object",
			      (long)(j.p - json));
	}
	machines = jget(root, "machines");
	for (i = 0; machines && machines->t == J_ARR && i < machines->n; i++) {
		const struct jv *m = machines->items[i];
		const struct jv *mid = jget(m, "id");

		if (mid && mid->t == J_STR && !strcmp(mid->str, id)) {
			rc = fill(jget(m, "totals"), out);
			break;
		}
	}
	if (!rc)
		rc = fill(jget(root, "totals"), out);
	jv_free(root);
	return rc;
}

int report_totals_for(const char *dir, const char *file, const char *id,
		      struct report_totals *out, struct bf_error *e)
{
	char *path = report_cache_file(dir, file);
	struct strbuf sb = STRBUF_INIT;
	char buf[65536];
	size_t n;
	FILE *f;
	int rc;

	out->found = out->converted = out->partial = out->todo = -1;
	f = fopen(path, "r");
	if (!f) {
		free(path);
		return 0;
	}
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	rc = report_totals_parse(sb_str(&sb), id, out, e);
	if (rc < 0) {
		struct bf_error inner = *e;

		bf_err(e, "%s: %s", path, inner.msg);
	}
	sb_release(&sb);
	free(path);
	return rc;
}
