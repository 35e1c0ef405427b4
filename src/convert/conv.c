// SPDX-License-Identifier: GPL-2.0
/*
 * The conversion context's lookups: board variables (the board file's own,
 * then the SoC library files') and labels. Every stage below convert.c uses
 * these, and the SoC .dtsi's source text; none of them calls back into
 * convert.c.
 */
#include "convert/conv.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "convert/soc_device.h"
#include "lib/fileio.h"

struct value *conv_var(struct conv *c, const char *name, const char **type)
{
	const struct bvar *v = board_var(c->b, name);
	size_t i;

	/* an extern declaration (iop3xx.h) is not the definition */
	if (v && !v->init)
		v = NULL;
	for (i = 0; (!v || !v->init) && i < c->nlibs; i++) {
		const struct bvar *l = board_var(&c->libs[i], name);

		if (l && (!v || l->init))
			v = l;
	}
	if (!v)
		v = board_var(c->b, name);
	if (!v)
		return NULL;
	if (type)
		*type = v->type;
	return v->init;
}

void conv_item_from(struct conv *c, struct item *it, const struct value *v)
{
	if (v && v->line && v->line == it->line && v->file &&
	    strcmp(v->file, c->b->rel))
		it->file = v->file;
}

int conv_board_var(struct conv *c, const char *name)
{
	size_t i;

	if (board_var(c->b, name))
		return 1;
	for (i = 0; i < c->nlibs; i++) {
		const struct bvar *l = board_var(&c->libs[i], name);

		if (l && l->init)
			return c->libs[i].board_code;
	}
	return 0;
}

struct dt_node *conv_devname_node(struct conv *c, const char *devname)
{
	const struct soc_node *sn;
	const char *var;
	size_t d;

	if (!devname)
		return NULL;
	for (d = 0; d < c->ndevs; d++)
		if (c->devs[d].node && !strcmp(c->devs[d].devname, devname))
			return c->devs[d].node;
	sn = soc_device_by_devname(c, devname, &var);
	return sn ? dt_ref(c->t, sn->label) : NULL;
}

struct value *conv_deref(struct conv *c, struct value *v, const char **type)
{
	struct value *t;

	if (!v || v->kind != V_ADDR)
		return NULL;
	t = conv_var(c, v->s, type);
	/* &arr[i] is element i; a bare array name decays to the whole array */
	if (t && t->kind == V_ARRAY && v->text && strchr(v->text, '[') &&
	    v->offset >= 0 && v->offset < (long long)t->nelems)
		return t->elems[v->offset];
	return t;
}

const char *conv_label_of(struct conv *c, const char *from)
{
	char *l = arena_strdup(c->a, from), *p;

	for (p = l; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '_');
	if (isdigit((unsigned char)l[0]))
		l = arena_printf(c->a, "_%s", l);
	return l;
}

const char *conv_label(struct conv *c, const char *from)
{
	return dt_unique_label(c->t, conv_label_of(c, from));
}

static void dtsi_text(struct conv *c, const char *name, struct strbuf *out,
		      int depth)
{
	struct strbuf t = STRBUF_INIT;
	const char *p;
	char path[4096];

	snprintf(path, sizeof(path), "%s/arch/arm/boot/dts/%s", c->kdir, name);
	if (depth > 4 || file_read_all(path, &t)) {
		sb_release(&t);
		return;
	}
	sb_addf(out, "%s\n", sb_str(&t));
	for (p = sb_str(&t); (p = strstr(p, "#include \"")) != NULL;) {
		p += strlen("#include \"");
		dtsi_text(c, arena_strndup(c->a, p, strcspn(p, "\"")), out,
			  depth + 1);
	}
	sb_release(&t);
}

int conv_soc_enabled(const struct conv *c, const struct soc_node *sn)
{
	size_t i;

	for (i = 0; i < c->t->nrefs; i++) {
		const struct dt_prop *st;

		if (soc_dt_find_by_label(c->sdt, c->t->refs[i]->ref) != sn)
			continue;
		st = dt_get(c->t->refs[i], "status");
		if (st && st->value)
			return !strcmp(st->value, "\"okay\"");
	}
	return !sn->status || !strcmp(sn->status, "okay");
}

void conv_dtsi_text(struct conv *c, const char *name, struct strbuf *out)
{
	dtsi_text(c, name, out, 0);
}

const char *conv_own_compatible(struct conv *c, const struct dt_node *n)
{
	const struct dt_prop *p = dt_get(n, "compatible");

	if (!p || !p->value || p->value[0] != '"')
		return NULL;
	return arena_strndup(c->a, p->value + 1, strcspn(p->value + 1, "\""));
}

const char *conv_first_compatible(struct conv *c, const struct dt_node *n)
{
	const char *own = conv_own_compatible(c, n);
	const struct soc_node *sn =
		!own && n->ref && c->sdt ?
			soc_dt_find_by_label(c->sdt, n->ref) :
			NULL;

	if (own)
		return own;
	return sn && sn->ncompat ? sn->compatibles[0] : NULL;
}

int conv_soc_file(const struct conv *c, const char *rel)
{
	const char *b = strrchr(rel, '/');
	size_t n = strlen(c->soc->name);

	b = b ? b + 1 : rel;
	return !strncmp(b, c->soc->name, n) && !strcmp(b + n, ".c");
}

int conv_source_text(struct conv *c, const char *rel, struct strbuf *out)
{
	if (!rel ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, rel), out))
		return -1;
	return 0;
}

const char *conv_devname(struct conv *c, const char *name, long long id,
			 const char *var)
{
	if (id == -1)
		return name;
	if (id == -2 && var)
		return arena_printf(c->a, "%s.%s.auto", name, var);
	return arena_printf(c->a, "%s.%lld", name, id);
}
