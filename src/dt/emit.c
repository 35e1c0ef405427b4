// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel's DTS coding style (Documentation/devicetree/bindings/
 * dts-coding-style.rst): &label overrides in label order, sibling nodes
 * by unit address then by name, compatible first, reg second, vendor
 * properties after the standard ones, status last, tabs, and lines of at
 * most 100 columns. The model keeps the order things were found in; the
 * order of the text is decided here, once.
 */
#include "dt/emit.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/sort.h"

#define MAX_COLUMNS 100

static void indent(struct strbuf *out, int depth)
{
	while (depth-- > 0)
		sb_addch(out, '\t');
}

/* The column after @s, starting at column @col (a tab is 8). */
static size_t columns(size_t col, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && s[i] && s[i] != '\n'; i++)
		col = s[i] == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

/* The column the last line of @out ends at. */
static size_t end_column(const struct strbuf *out)
{
	const char *s = sb_str(out), *nl = strrchr(s, '\n');

	s = nl ? nl + 1 : s;
	return columns(0, s, strlen(s));
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

/* One line of a block comment, word-wrapped to the column limit. */
static void comment_line(struct strbuf *out, int depth, const char *p, size_t n)
{
	size_t room = MAX_COLUMNS - (size_t)depth * 8 - 3;

	do {
		size_t take = n, sp;

		if (n > room) {
			for (sp = room; sp > 0 && p[sp] != ' '; sp--)
				;
			take = sp ? sp : room;
		}
		indent(out, depth);
		sb_add(out, take ? " * " : " *");
		sb_addn(out, p, take);
		sb_addch(out, '\n');
		while (take < n && p[take] == ' ')
			take++;
		p += take;
		n -= take;
	} while (n);
}

static void comment(struct strbuf *out, int depth, const char *raw)
{
	struct strbuf tmp = STRBUF_INIT;
	const char *text = safe(raw, &tmp);
	const char *p = text;

	if (!strchr(text, '\n') &&
	    columns((size_t)depth * 8, text, strlen(text)) + 6 <= MAX_COLUMNS) {
		indent(out, depth);
		sb_addf(out, "/* %s */\n", text);
		sb_release(&tmp);
		return;
	}
	indent(out, depth);
	sb_add(out, "/*\n");
	while (*p) {
		size_t n = strcspn(p, "\n");

		comment_line(out, depth, p, n);
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

/*
 * The length of the next piece of @v that a line may not split: up to
 * the next separator @sep outside quotes, <...> and (...).
 */
static size_t piece(const char *v, char sep)
{
	size_t i;
	int nest = 0, quote = 0;

	for (i = 0; v[i]; i++) {
		if (quote) {
			if (v[i] == '\\' && v[i + 1])
				i++;
			else if (v[i] == '"')
				quote = 0;
		} else if (v[i] == '"') {
			quote = 1;
		} else if (strchr("<([", v[i])) {
			nest++;
		} else if (strchr(">)]", v[i]) && nest) {
			nest--;
		} else if (!nest && v[i] == sep) {
			break;
		}
	}
	return i;
}

/*
 * A cell list too long for one line: cells fill each line, continuation
 * lines one level deeper than the property.
 */
static void wrap_cells(struct strbuf *out, int depth, const char *v, size_t n)
{
	size_t i = 0;

	while (i < n) {
		size_t k;

		if (v[i] == ' ') {
			i++;
			continue;
		}
		if (v[i] == '<' || v[i] == '>') {
			k = 1;
		} else {
			for (k = 0;
			     i + k < n && v[i + k] != ' ' && v[i + k] != '>';
			     k++)
				if (v[i + k] == '(')
					k += piece(v + i + k + 1, ')');
		}
		if (i && v[i] != '>' && v[i - 1] != '<' &&
		    columns(end_column(out) + 1, v + i, k) + 2 > MAX_COLUMNS) {
			sb_addch(out, '\n');
			indent(out, depth + 1);
		} else if (i && v[i - 1] == ' ') {
			sb_addch(out, ' ');
		}
		sb_addn(out, v + i, k);
		i += k;
	}
}

/* "name = a, b, c;" with the items on more lines when it is too long. */
static void wrapped(struct strbuf *out, int depth, const char *name,
		    const char *value)
{
	const char *v = value;

	sb_addf(out, "%s = ", name);
	while (*v) {
		size_t n = piece(v, ',');
		size_t end = columns(end_column(out), v, n);

		if (v != value) {
			/* ", " before the item, "," or ";" after it */
			if (end + 3 > MAX_COLUMNS) {
				sb_add(out, ",\n");
				indent(out, depth + 1);
				end = columns((size_t)(depth + 1) * 8, v, n);
			} else {
				sb_add(out, ", ");
			}
		}
		if (end + 1 > MAX_COLUMNS && *v == '<')
			wrap_cells(out, depth, v, n);
		else
			sb_addn(out, v, n);
		v += n;
		while (*v == ',' || *v == ' ')
			v++;
	}
	sb_addch(out, ';');
}

static void property(struct strbuf *out, int depth, const struct dt_prop *p)
{
	struct strbuf line = STRBUF_INIT;

	indent(&line, depth);
	if (p->value && strchr(p->value, '\n'))
		multiline(&line, depth, p->name, p->value);
	else if (p->value)
		sb_addf(&line, "%s = %s;", p->name, p->value);
	else
		sb_addf(&line, "%s;", p->name);
	if (p->value && !strchr(p->value, '\n') &&
	    end_column(&line) > MAX_COLUMNS) {
		sb_reset(&line);
		indent(&line, depth);
		wrapped(&line, depth, p->name, p->value);
	}
	/* a comment that does not fit after the property goes above it */
	if (p->comment) {
		if (!strchr(sb_str(&line), '\n') &&
		    end_column(&line) + strlen(p->comment) + 6 <= MAX_COLUMNS)
			sb_addf(&line, " /* %s */", p->comment);
		else
			comment(out, depth, p->comment);
	}
	sb_add(out, sb_str(&line));
	sb_addch(out, '\n');
	sb_release(&line);
}

/*
 * Where a property goes: deletions, the root's model (which kernel trees
 * put before its compatible), compatible (or a memory node's device_type,
 * which stands for it), reg, ranges, the standard
 * properties, the vendor ("vendor,name") ones, status.
 */
static int prop_rank(const char *name)
{
	if (name[0] == '/' || !strcmp(name, "model"))
		return 0;
	if (!strcmp(name, "compatible") || !strcmp(name, "device_type"))
		return 1;
	if (!strcmp(name, "reg"))
		return 2;
	if (!strcmp(name, "ranges"))
		return 3;
	if (!strcmp(name, "status"))
		return 6;
	if (name[0] != '#' && strchr(name, ','))
		return 5;
	return 4;
}

/* "led-10" after "led-9": runs of digits compare as numbers. */
static int natural_cmp(const char *a, const char *b)
{
	while (*a && *b) {
		if (isdigit((unsigned char)*a) && isdigit((unsigned char)*b)) {
			unsigned long long x = strtoull(a, (char **)&a, 10);
			unsigned long long y = strtoull(b, (char **)&b, 10);

			if (x != y)
				return x < y ? -1 : 1;
			continue;
		}
		if (*a != *b)
			return (unsigned char)*a < (unsigned char)*b ? -1 : 1;
		a++;
		b++;
	}
	return *a ? 1 : *b ? -1 : 0;
}

/* Unit addresses as numbers, cell by cell ("1,8000"); else as text. */
static int unit_cmp(const char *a, const char *b)
{
	while (*a && *b) {
		char *ea, *eb;
		unsigned long long x = strtoull(a, &ea, 16);
		unsigned long long y = strtoull(b, &eb, 16);

		if (ea == a || eb == b || (*ea && *ea != ',') ||
		    (*eb && *eb != ','))
			return natural_cmp(a, b);
		if (x != y)
			return x < y ? -1 : 1;
		a = *ea ? ea + 1 : ea;
		b = *eb ? eb + 1 : eb;
	}
	return *a ? 1 : *b ? -1 : 0;
}

/* Nodes without a unit address by name, then the others by address. */
static int node_cmp(const void *pa, const void *pb)
{
	const struct dt_node *a = *(const struct dt_node *const *)pa;
	const struct dt_node *b = *(const struct dt_node *const *)pb;
	int c;

	if (!a->unit != !b->unit)
		return a->unit ? 1 : -1;
	if (a->unit && (c = unit_cmp(a->unit, b->unit)) != 0)
		return c;
	c = natural_cmp(a->name, b->name);
	return c ? c : (a < b ? -1 : a > b);
}

static int ref_cmp(const void *pa, const void *pb)
{
	const struct dt_node *a = *(const struct dt_node *const *)pa;
	const struct dt_node *b = *(const struct dt_node *const *)pb;
	int c = natural_cmp(a->ref, b->ref);

	return c ? c : (a < b ? -1 : a > b);
}

/* A sorted copy of @n pointers (NULL when there are none). */
static struct dt_node **sorted(struct dt_node *const *v, size_t n,
			       int (*cmp)(const void *, const void *))
{
	struct dt_node **s;

	if (!n)
		return NULL;
	s = malloc(n * sizeof(*s));
	if (!s)
		abort();
	memcpy(s, v, n * sizeof(*s));
	sort_array(s, n, sizeof(*s), cmp);
	return s;
}

static void node(const struct dt_node *n, int depth, struct strbuf *out)
{
	struct dt_node **kids = sorted(n->kids, n->nkids, node_cmp);
	size_t i;
	int rank;

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
	for (rank = 0; rank <= 6; rank++)
		for (i = 0; i < n->nprops; i++)
			if (prop_rank(n->props[i].name) == rank)
				property(out, depth + 1, &n->props[i]);
	for (i = 0; i < n->nkids; i++) {
		if (i || n->nprops || n->ncomments)
			sb_addch(out, '\n');
		node(kids[i], depth + 1, out);
	}
	free(kids);
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
	struct dt_node **refs = sorted(t->refs, t->nrefs, ref_cmp);
	size_t i;

	sb_addf(out, "// SPDX-License-Identifier: %s\n", spdx);
	if (t->nheader) {
		sb_add(out, "/*\n");
		for (i = 0; i < t->nheader; i++)
			comment_line(out, 0, t->header[i],
				     strlen(t->header[i]));
		sb_add(out, " */\n");
	}
	sb_add(out, dtsi ? "\n" : "\n/dts-v1/;\n\n");
	includes(t, out);
	/* a shared .dtsi whose machines differ in every root node has none */
	if (!dtsi || t->root->nprops || t->root->nkids || t->root->ncomments) {
		sb_addch(out, '\n');
		node(t->root, 0, out);
	}
	for (i = 0; i < t->nrefs; i++) {
		/*
		 * A SoC node the board enables that the .dtsi already enables
		 * (a helper orion5x_init() calls): nothing to say about it.
		 */
		if (!refs[i]->nprops && !refs[i]->nkids && !refs[i]->ncomments)
			continue;
		sb_addch(out, '\n');
		node(refs[i], 0, out);
	}
	free(refs);
	if (t->ntrailer) {
		sb_addch(out, '\n');
		for (i = 0; i < t->ntrailer; i++)
			comment(out, 0, t->trailer[i]);
	}
}
