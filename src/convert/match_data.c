// SPDX-License-Identifier: GPL-2.0
/*
 * OF match data read from the driver's text (match_data.h): the entry
 * `{ .compatible = "X", .data = &Y }` of its table, then Y's initializer,
 * compared field by field with what the board file passed, as far as the
 * text says plainly (numbers, names, the fields of a struct pointed to).
 */
#include "convert/match_data.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/fileio.h"

#define MAX_FIELDS 32
#define MAX_CANDIDATES 8

struct mfield {
	const char *name;
	const char *val;
};

static const char *skip_string(const char *q)
{
	char quote = *q++;

	while (*q && *q != quote) {
		if (*q == '\\' && q[1])
			q++;
		q++;
	}
	return *q ? q : q - 1;
}

/* The length of the braced initializer at @p ('{') through its '}'; 0. */
static size_t braced(const char *p)
{
	const char *q;
	int depth = 0;

	for (q = p; *q; q++) {
		if (*q == '"' || *q == '\'')
			q = skip_string(q);
		else if (*q == '{')
			depth++;
		else if (*q == '}' && !--depth)
			return (size_t)(q - p) + 1;
	}
	return 0;
}

/*
 * The top-level ".name = value" pairs of the initializer @p, @len long;
 * with @positional, the elements of an array's too, named "".
 */
static size_t entries_of(struct conv *c, const char *p, size_t len,
			 struct mfield *f, int positional)
{
	const char *end = p + len - 1;
	size_t n = 0;

	for (p++; p < end && n < MAX_FIELDS;) {
		const char *name, *v;
		size_t nl;
		int depth = 0;

		for (;;) {
			while (p < end &&
			       (isspace((unsigned char)*p) || *p == ','))
				p++;
			/* a comment between entries ("also compatible with") */
			if (p + 1 < end && p[0] == '/' && p[1] == '*') {
				const char *e = strstr(p + 2, "*/");

				p = e && e < end ? e + 2 : end;
			} else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
				p += strcspn(p, "\n");
			} else {
				break;
			}
		}
		if (p >= end)
			break;
		name = *p == '.' ? p + 1 : NULL;
		nl = name ? strspn(name,
				   "abcdefghijklmnopqrstuvwxyz"
				   "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") :
			    0;
		v = name ? name + nl : p;
		while (v < end && isspace((unsigned char)*v))
			v++;
		if (name && nl && *v == '=')
			v++;
		else
			name = NULL;
		while (v < end && isspace((unsigned char)*v))
			v++;
		for (p = v; p < end && (depth || *p != ','); p++) {
			if (*p == '"' || *p == '\'')
				p = skip_string(p);
			else if (strchr("({[", *p))
				depth++;
			else if (strchr(")}]", *p))
				depth--;
		}
		if (name || positional) {
			const char *e = p;

			while (e > v && isspace((unsigned char)e[-1]))
				e--;
			f[n].name = name ? arena_strndup(c->a, name, nl) : "";
			f[n++].val = arena_strndup(c->a, v, (size_t)(e - v));
		}
	}
	return n;
}

static size_t fields_of(struct conv *c, const char *p, size_t len,
			struct mfield *f)
{
	return entries_of(c, p, len, f, 0);
}

static const char *field(const struct mfield *f, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(f[i].name, name))
			return f[i].val;
	return NULL;
}

/* "&name", "(void *)&name", "name": the name; NULL for anything else. */
static const char *addr_name(struct conv *c, const char *v)
{
	size_t n;

	if (!strncmp(v, "(void *)", 8))
		v += 8;
	while (*v == '&' || isspace((unsigned char)*v))
		v++;
	n = strspn(v, "abcdefghijklmnopqrstuvwxyz"
		      "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
	if (!n || v[n] || isdigit((unsigned char)*v))
		return NULL;
	return arena_strndup(c->a, v, n);
}

/* The '{' of the definition "name = {" (or "name[] = {") in @text. */
static const char *init_of(const char *text, const char *name)
{
	size_t n = strlen(name);
	const char *p;

	for (p = strstr(text, name); p; p = strstr(p + 1, name)) {
		const char *q = p + n;

		if (p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			continue;
		if (*q == '[')
			q += strcspn(q, "]") + (q[strcspn(q, "]")] == ']');
		while (isspace((unsigned char)*q))
			q++;
		if (*q++ != '=')
			continue;
		while (isspace((unsigned char)*q))
			q++;
		if (*q == '{')
			return q;
	}
	return NULL;
}

/* The '{' of the table entry whose text holds @p; NULL: none. */
static const char *entry_of(const char *text, const char *p)
{
	while (p > text && *p != '{' && *p != '}' && *p != ';')
		p--;
	return *p == '{' ? p : NULL;
}

/* The name of the match data of @compat's entry in @text; NULL. */
static const char *data_for(struct conv *c, const char *text,
			    const char *compat)
{
	const char *q = arena_printf(c->a, "\"%s\"", compat), *p;
	struct mfield f[MAX_FIELDS];

	for (p = strstr(text, q); p; p = strstr(p + 1, q)) {
		const char *open = entry_of(text, p), *cv, *dv;
		size_t n;

		if (!open)
			continue;
		n = fields_of(c, open, braced(open), f);
		cv = field(f, n, "compatible");
		dv = field(f, n, "data");
		if (cv && !strcmp(cv, q) && dv)
			return addr_name(c, dv);
	}
	return NULL;
}

static int same_value(struct conv *c, const char *text, struct value *bv,
		      const char *dv, int depth);

/*
 * The board's struct @bs against the driver's initializer at @init: each
 * field the driver sets as the board has it, and no field the board sets
 * that the driver leaves zero.
 */
static int same_struct(struct conv *c, const char *text, struct value *bs,
		       const char *init, int depth)
{
	struct mfield f[MAX_FIELDS];
	size_t n = fields_of(c, init, braced(init), f), i;

	for (i = 0; i < n; i++)
		if (!same_value(c, text, val_get(bs, f[i].name), f[i].val,
				depth + 1))
			return 0;
	for (i = 0; i < bs->nfields; i++)
		if (!val_is_zero(bs->fields[i].v) &&
		    !field(f, n, bs->fields[i].name))
			return 0;
	return 1;
}

/* The board's array @ba against the driver's initializer at @init. */
static int same_array(struct conv *c, const char *text, struct value *ba,
		      const char *init, int depth)
{
	struct mfield e[MAX_FIELDS];
	size_t n = entries_of(c, init, braced(init), e, 1), i;

	if (n == MAX_FIELDS || ba->nelems > n)
		return 0;
	for (i = 0; i < n; i++)
		if (!same_value(c, text, i < ba->nelems ? ba->elems[i] : NULL,
				e[i].val, depth + 1))
			return 0;
	return 1;
}

/* Does the board's @bv say what the driver's text @dv says? */
static int same_value(struct conv *c, const char *text, struct value *bv,
		      const char *dv, int depth)
{
	const char *name, *init;
	struct value *bs;
	char *end;
	long long n = strtoll(dv, &end, 0);

	while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
		end++;
	if (end != dv && !*end)
		return bv ? bv->kind == V_INT && bv->i == n : n == 0;
	if (*dv == '"')
		return bv && bv->kind == V_STR && bv->s &&
		       !strncmp(dv + 1, bv->s, strlen(dv) - 2) &&
		       strlen(bv->s) == strlen(dv) - 2;
	if (!strcmp(dv, "NULL"))
		return !bv || val_is_zero(bv);
	name = addr_name(c, dv);
	if (!name)
		return bv && bv->text && !strcmp(bv->text, dv);
	if (!bv)
		return 0;
	if (bv->kind == V_FUNC)
		return bv->s && !strcmp(bv->s, name);
	if (bv->kind != V_ADDR || !bv->s)
		return bv->kind == V_EXPR && bv->text &&
		       !strcmp(bv->text, name);
	/* what the pointers point to: a board may change a copy it keeps */
	bs = conv_deref(c, bv, NULL);
	init = init_of(text, name);
	if (bs && bs->kind == V_STRUCT && init && depth < 3)
		return same_struct(c, text, bs, init, depth);
	if (bs && bs->kind == V_ARRAY && init && depth < 3)
		return same_array(c, text, bs, init, depth);
	return !strcmp(bv->s, name);
}

const char *match_data_pick(struct conv *c, const struct drv_entry *d,
			    struct value *pdata)
{
	struct strbuf sb = STRBUF_INIT;
	struct mfield f[MAX_CANDIDATES][MAX_FIELDS];
	size_t nf[MAX_CANDIDATES], i, k, j, n;
	const char *text, *pick = NULL;

	if (!pdata || pdata->kind != V_STRUCT || !d || d->ncompat < 2 ||
	    d->ncompat > MAX_CANDIDATES || !d->source ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
			  &sb)) {
		sb_release(&sb);
		return NULL;
	}
	text = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	for (i = 0; i < d->ncompat; i++) {
		const char *data = data_for(c, text, d->compatibles[i]);
		const char *init = data ? init_of(text, data) : NULL;

		if (!init)
			return NULL; /* a candidate the text does not say */
		nf[i] = fields_of(c, init, braced(init), f[i]);
	}
	for (i = 0, n = 0; i < d->ncompat; i++) {
		int ok = 1;

		/* the fields some candidate's data sets, where the board sets them */
		for (k = 0; ok && k < d->ncompat; k++)
			for (j = 0; ok && j < nf[k]; j++) {
				struct value *bv = val_get(pdata, f[k][j].name);
				const char *dv =
					field(f[i], nf[i], f[k][j].name);

				if (!bv || val_is_zero(bv))
					continue;
				ok = dv && same_value(c, text, bv, dv, 0);
			}
		if (ok) {
			pick = d->compatibles[i];
			n++;
		}
	}
	return n == 1 ? pick : NULL;
}

/* The driver_data of @devname's entry in @text's platform_device_id table. */
static const char *id_data(struct conv *c, const char *text,
			   const char *devname)
{
	const char *q = arena_printf(c->a, "\"%s\"", devname), *p;
	struct mfield f[MAX_FIELDS];

	for (p = strstr(text, q); p; p = strstr(p + 1, q)) {
		const char *open = entry_of(text, p), *nv, *dv;
		size_t n;

		if (!open)
			continue;
		n = fields_of(c, open, braced(open), f);
		nv = field(f, n, "name");
		dv = field(f, n, "driver_data");
		if (!n) { /* { "s3c6400-nand", TYPE_S3C2412 } */
			n = entries_of(c, open, braced(open), f, 1);
			nv = n == 2 ? f[0].val : NULL;
			dv = n == 2 ? f[1].val : NULL;
		}
		if (nv && !strcmp(nv, q) && dv)
			return addr_name(c, dv);
	}
	return NULL;
}

const char *match_data_by_id(struct conv *c, const struct drv_entry *d,
			     const char *devname)
{
	struct strbuf sb = STRBUF_INIT;
	const char *text, *want, *pick = NULL;
	size_t i, n = 0;

	if (!d || !d->ncompat || !d->source ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
			  &sb)) {
		sb_release(&sb);
		return NULL;
	}
	text = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	want = id_data(c, text, devname);
	for (i = 0; want && i < d->ncompat; i++) {
		const char *data = data_for(c, text, d->compatibles[i]);
		const char *init = data ? init_of(text, data) : NULL;
		struct mfield f[MAX_FIELDS];
		size_t k, nf = init ? fields_of(c, init, braced(init), f) : 0;
		int same = data && !strcmp(data, want);

		/* &s3c2412_nand_devtype_data = { .type = TYPE_S3C2412 } */
		for (k = 0; !same && k < nf; k++)
			same = !strcmp(f[k].val, want);
		if (same) {
			pick = d->compatibles[i];
			n++;
		}
	}
	return n == 1 ? pick : NULL;
}
