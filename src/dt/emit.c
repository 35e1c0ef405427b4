// SPDX-License-Identifier: GPL-2.0
#include "dt/emit.h"

#include <string.h>

static void indent(struct strbuf *out, int depth)
{
	while (depth-- > 0)
		sb_addch(out, '\t');
}

/* Text for inside a comment: a "*" "/" pair would end it early. */
static const char *safe(const char *text, struct strbuf *tmp)
{
	const char *p;

	if (!strstr(text, "*/"))
		return text;
	sb_reset(tmp);
	for (p = text; *p; p++) {
		sb_addch(tmp, *p);
		if (p[0] == '*' && p[1] == '/')
			sb_addch(tmp, ' ');
	}
	return sb_str(tmp);
}

static void comment(struct strbuf *out, int depth, const char *raw)
{
	struct strbuf tmp = STRBUF_INIT;
	const char *text = safe(raw, &tmp);
	const char *p = text;

	if (!strchr(text, '\n')) {
		indent(out, depth);
		sb_addf(out, "/* %s */\n", text);
		sb_release(&tmp);
		return;
	}
	indent(out, depth);
	sb_add(out, "/*\n");
	while (*p) {
		size_t n = strcspn(p, "\n");

		indent(out, depth);
		sb_addf(out, " * %.*s\n", (int)n, p);
		p += n;
		if (*p)
			p++;
	}
	indent(out, depth);
	sb_add(out, " */\n");
	sb_release(&tmp);
}

/* A value of several lines: continuation lines one level deeper, '>' back. */
static void multiline(struct strbuf *out, int depth, const char *name,
		      const char *value)
{
	const char *p = value;

	sb_addf(out, "%s = ", name);
	while (*p) {
		size_t n = strcspn(p, "\n");

		if (p != value) {
			sb_addch(out, '\n');
			indent(out, *p == '>' ? depth : depth + 1);
		}
		sb_addn(out, p, n);
		p += n;
		if (*p)
			p++;
	}
	sb_addch(out, ';');
}

static void node(const struct dt_node *n, int depth, struct strbuf *out)
{
	size_t i;

	indent(out, depth);
	if (n->ref)
		sb_addf(out, "&%s {\n", n->ref);
	else if (n->label)
		sb_addf(out, "%s: %s%s%s {\n", n->label, n->name,
			n->unit ? "@" : "", n->unit ? n->unit : "");
	else
		sb_addf(out, "%s%s%s {\n", n->name, n->unit ? "@" : "",
			n->unit ? n->unit : "");
	for (i = 0; i < n->ncomments; i++)
		comment(out, depth + 1, n->comments[i]);
	for (i = 0; i < n->nprops; i++) {
		const struct dt_prop *p = &n->props[i];

		indent(out, depth + 1);
		if (p->value && strchr(p->value, '\n'))
			multiline(out, depth + 1, p->name, p->value);
		else if (p->value)
			sb_addf(out, "%s = %s;", p->name, p->value);
		else
			sb_addf(out, "%s;", p->name);
		if (p->comment)
			sb_addf(out, " /* %s */", p->comment);
		sb_addch(out, '\n');
	}
	for (i = 0; i < n->nkids; i++) {
		if (i || n->nprops || n->ncomments)
			sb_addch(out, '\n');
		node(n->kids[i], depth + 1, out);
	}
	indent(out, depth);
	sb_add(out, "};\n");
}

/* The SoC .dtsi first, then dt-bindings headers, as kernel trees do. */
static void includes(const struct dt_tree *t, struct strbuf *out)
{
	size_t i;
	int pass;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < t->nincludes; i++) {
			int sys = t->includes[i][0] == '<';

			if (sys == pass)
				sb_addf(out, "#include %s%s%s\n",
					sys ? "" : "\"", t->includes[i],
					sys ? "" : "\"");
		}
}

void dt_emit(const struct dt_tree *t, const char *spdx, int dtsi,
	     struct strbuf *out)
{
	size_t i;

	sb_addf(out, "// SPDX-License-Identifier: %s\n", spdx);
	if (t->nheader) {
		sb_add(out, "/*\n");
		for (i = 0; i < t->nheader; i++)
			sb_addf(out, t->header[i][0] ? " * %s\n" : " *%s\n",
				t->header[i]);
		sb_add(out, " */\n");
	}
	sb_add(out, dtsi ? "\n" : "\n/dts-v1/;\n\n");
	includes(t, out);
	sb_addch(out, '\n');
	node(t->root, 0, out);
	for (i = 0; i < t->nrefs; i++) {
		sb_addch(out, '\n');
		node(t->refs[i], 0, out);
	}
	if (t->ntrailer) {
		sb_addch(out, '\n');
		for (i = 0; i < t->ntrailer; i++)
			comment(out, 0, t->trailer[i]);
	}
}
