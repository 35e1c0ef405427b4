// SPDX-License-Identifier: GPL-2.0
/*
 * What a libclang cursor says as the board file wrote it (extract_ctx.h):
 * its text, a macro's invocation rather than its expansion; its line; its
 * children; and the shapes of expression the other files ask about (an
 * operator as written, a local itself, the variable an address names, a
 * declaration by its name). Nothing here evaluates or walks.
 */
#include <ctype.h>
#include <string.h>

#include "convert/extract_ctx.h"
#include "lib/strbuf.h"

char *cx_str(struct arena *a, CXString s)
{
	char *p =
		arena_strdup(a, clang_getCString(s) ? clang_getCString(s) : "");

	clang_disposeString(s);
	return p;
}

unsigned cursor_line(CXCursor c)
{
	unsigned line = 0;

	clang_getExpansionLocation(clang_getCursorLocation(c), NULL, &line,
				   NULL, NULL);
	return line;
}

/* Joins tokens as a human would write them. */
static char *join_tokens(struct xctx *x, CXToken *toks, unsigned n)
{
	struct strbuf sb = STRBUF_INIT;
	unsigned i;
	char *p;

	for (i = 0; i < n; i++) {
		CXString s;
		const char *t;
		char prev = sb.len ? sb.buf[sb.len - 1] : 0;

		if (clang_getTokenKind(toks[i]) == CXToken_Comment)
			continue;
		s = clang_getTokenSpelling(x->tu, toks[i]);
		t = clang_getCString(s);
		int tight = !strcmp(t, ",") || !strcmp(t, ")") ||
			    !strcmp(t, "]") || !strcmp(t, ".") ||
			    !strcmp(t, "->") || !strcmp(t, "[") ||
			    prev == '(' || prev == '[' || prev == '.' ||
			    (prev == '>' && sb.len > 1 &&
			     sb.buf[sb.len - 2] == '-') ||
			    (!strcmp(t, "(") &&
			     (isalnum((unsigned char)prev) || prev == '_'));

		/* unary & and - directly after an operator or opening */
		if (sb.len >= 1 &&
		    (prev == '&' || prev == '-' || prev == '!' ||
		     prev == '~') &&
		    (sb.len == 1 || strchr("(,=[{ ", sb.buf[sb.len - 2])) &&
		    (sb.len < 3 || sb.buf[sb.len - 2] != ' ' ||
		     strchr("(,=[{", sb.buf[sb.len - 3])))
			tight = 1;
		if (sb.len && !tight)
			sb_addch(&sb, ' ');
		sb_add(&sb, t);
		clang_disposeString(s);
	}
	p = arena_strdup(&x->b->arena, sb_str(&sb));
	sb_release(&sb);
	return p;
}

static unsigned exp_offset(CXSourceLocation l, CXFile *f)
{
	unsigned off = 0;

	clang_getExpansionLocation(l, f, NULL, NULL, &off);
	return off;
}

/*
 * Does the text of @c, where it was written, begin with @prefix? A look
 * at the file's buffer, without the tokenizing cursor_text() does: for a
 * test that most cursors fail (eval()'s machine_is_*()).
 */
int cursor_starts_with(struct xctx *x, CXCursor c, const char *prefix)
{
	CXFile f;
	unsigned off =
		exp_offset(clang_getRangeStart(clang_getCursorExtent(c)), &f);
	size_t fsize = 0, n = strlen(prefix);
	const char *buf = f ? clang_getFileContents(x->tu, f, &fsize) : NULL;

	return buf && off + n <= fsize && !strncmp(buf + off, prefix, n);
}

/*
 * The text of @c as written in the board file. Where the extent ends in a
 * macro expansion, the macro's invocation is what the reader wrote, so the
 * text runs through its closing parenthesis.
 */
char *cursor_text(struct xctx *x, CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXFile f1;
	unsigned start = exp_offset(clang_getRangeStart(r), &f1);
	unsigned end = exp_offset(clang_getRangeEnd(r), NULL);
	unsigned limit, n, i, keep = 0, depth = 0;
	CXToken *toks;
	char *p;

	size_t fsize = 0;

	if (!f1 || end < start)
		return arena_strdup(&x->b->arena, "");
	/* the board file, or a SoC header whose helper the walk entered */
	if (clang_File_isEqual(f1, x->file))
		fsize = x->fsize;
	else
		clang_getFileContents(x->tu, f1, &fsize);
	limit = end + 4096 < fsize ? end + 4096 : (unsigned)fsize;
	r = clang_getRange(clang_getLocationForOffset(x->tu, f1, start),
			   clang_getLocationForOffset(x->tu, f1, limit));
	clang_tokenize(x->tu, r, &toks, &n);
	for (i = 0; i < n; i++) {
		unsigned off = exp_offset(
			clang_getTokenLocation(x->tu, toks[i]), NULL);
		CXString s = clang_getTokenSpelling(x->tu, toks[i]);
		const char *t = clang_getCString(s);
		int open = !strcmp(t, "(") || !strcmp(t, "[") ||
			   !strcmp(t, "{");
		int close = !strcmp(t, ")") || !strcmp(t, "]") ||
			    !strcmp(t, "}");
		/* a macro invocation at the end: its arguments belong to it */
		int call_args = open && i == keep && i > 0 &&
				clang_getTokenKind(toks[i - 1]) ==
					CXToken_Identifier;

		int semi = !strcmp(t, ";") || !strcmp(t, ",");

		clang_disposeString(s);
		if (depth == 0 && (close || semi || (off > end && !call_args)))
			break;
		if (open)
			depth++;
		if (close)
			depth--;
		keep = i + 1;
	}
	p = join_tokens(x, toks, keep);
	clang_disposeTokens(x->tu, toks, n);
	return p;
}

static enum CXChildVisitResult kid_visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct kids *k = d;

	(void)p;
	if (k->n < 64)
		k->c[k->n++] = c;
	return CXChildVisit_Continue;
}

void children(CXCursor c, struct kids *k)
{
	k->n = 0;
	clang_visitChildren(c, kid_visit, k);
}

/* The first DeclRefExpr under @c and, for &arr[i], the index. */
int find_ref(CXCursor c, CXCursor *ref, CXCursor *index)
{
	struct kids k;
	unsigned i;

	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		*ref = clang_getCursorReferenced(c);
		return 1;
	}
	children(c, &k);
	if (clang_getCursorKind(c) == CXCursor_ArraySubscriptExpr && k.n == 2) {
		*index = k.c[1];
		return find_ref(k.c[0], ref, index);
	}
	for (i = 0; i < k.n; i++)
		if (find_ref(k.c[i], ref, index))
			return 1;
	return 0;
}

/*
 * The initializer is the last expression child: an array size comes first.
 * A declaration without one may still have expression children:
 * EXPORT_SYMBOL(x)'s "extern typeof(x) x;" has x itself in its type.
 */
CXCursor var_init(CXCursor var)
{
	CXCursor init = clang_getNullCursor();
	struct kids k;
	unsigned i;

	if (clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(var)))
		return init;
	children(var, &k);
	for (i = 0; i < k.n; i++)
		if (clang_isExpression(clang_getCursorKind(k.c[i])))
			init = k.c[i];
	return init;
}

/* The cursor of @funcs (or variables) named @name; a null cursor: none. */
CXCursor find_in(const CXCursor *funcs, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++) {
		CXString s = clang_getCursorSpelling(funcs[i]);
		int eq = !strcmp(clang_getCString(s), name);

		clang_disposeString(s);
		if (eq)
			return funcs[i];
	}
	return clang_getNullCursor();
}

/* @c without the parentheses and implicit casts around it. */
CXCursor bare_expr(CXCursor c)
{
	struct kids k;

	while ((clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
		clang_getCursorKind(c) == CXCursor_ParenExpr) &&
	       (children(c, &k), k.n == 1))
		c = k.c[0];
	return c;
}

/*
 * The operator of binary expression @c as written after its left operand
 * ("==", "&&", "|="), its operands in @k; NULL: @c is none.
 */
const char *binary_op(struct xctx *x, CXCursor c, struct kids *k)
{
	const char *t, *l, *p;

	children(c, k);
	if (k->n != 2)
		return NULL;
	t = cursor_text(x, c);
	l = cursor_text(x, k->c[0]);
	if (!*l || strncmp(t, l, strlen(l)))
		return NULL;
	p = t + strlen(l);
	while (*p == ' ')
		p++;
	return arena_strndup(&x->b->arena, p, strspn(p, "=+-*/%&|^<>!"));
}

/* The assignment operator of @c ("=", "-=", ...) as written, or NULL. */
const char *assign_op(struct xctx *x, CXCursor c, CXCursor *lhs)
{
	struct kids k;
	const char *op = binary_op(x, c, &k);
	size_t n = op ? strlen(op) : 0;

	if (!n || op[n - 1] != '=' || (n == 2 && strchr("=!<>", op[0])))
		return NULL;
	*lhs = k.c[0];
	return op;
}

/* Is @lhs a local variable or parameter itself (not data it points to)? */
int plain_local(CXCursor lhs)
{
	CXCursor d;
	enum CXCursorKind dk;

	lhs = bare_expr(lhs);
	if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
		return 0;
	d = clang_getCursorReferenced(lhs);
	dk = clang_getCursorKind(d);
	return dk == CXCursor_ParmDecl ||
	       (dk == CXCursor_VarDecl &&
		clang_getCursorKind(clang_getCursorSemanticParent(d)) !=
			CXCursor_TranslationUnit);
}
