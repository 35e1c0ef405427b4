// SPDX-License-Identifier: GPL-2.0
#include "convert/extract.h"

#include <clang-c/Index.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert/board_options.h"
#include "convert/steps.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "convert/libcache.h"
#include "kernel/treekey.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

/* What one parse needs while it walks the AST; lives for one board_extract. */
struct xctx {
	struct board *b;
	CXTranslationUnit tu;
	CXFile file;
	unsigned fsize;
	CXCursor *funcs; /* function definitions in the board file */
	size_t nfuncs, afuncs;
	/* static inline helpers of the SoC's headers in the same directory */
	CXCursor *hfuncs;
	size_t nhfuncs, ahfuncs;
	CXCursor *vars; /* file-scope variables in the board file */
	size_t nvars, avars;
	const char
		*stack[16]; /* init functions being walked, for loops and via */
	int depth;
	size_t m; /* machine whose init path is walked */
	const char *libdir; /* library mode: any file under this directory */
	/* local variables of the functions being walked, last value stored */
	struct {
		const char *name;
		struct value *v;
	} locals[64];
	int nlocals;
	unsigned site_line; /* in a SoC header helper: the board's call line */
	size_t asteps;
	int cond; /* > 0: in a branch taken on a condition not known here */
	int loop_cond; /* cond of the innermost loop being walked; 0: none */
	/*
	 * > 0: in a case of a switch on a value not known here (system_rev):
	 * one of the cases runs, which the board's run decides
	 */
	int excl;
	int returns; /* board functions' returns being evaluated (eval) */
	/*
	 * The condition of the innermost if whose then branch is being
	 * walked, at depth if_depth of cond (0: none): a store there is kept
	 * with it, for a caller's arguments (or the converter) to decide.
	 */
	CXCursor if_cond;
	int if_depth;
	/*
	 * The conditions, joined by &&, of the branches being walked that
	 * hold at boot on a working board (gpio_setup_succeeds()); NULL:
	 * none. A store there is kept with them.
	 */
	const char *boot_cond;
	/*
	 * The conditions of the branches being walked, as written ("instance
	 * == 0", "!(instance == 0)", "module == 1" for a case of switch
	 * (module)); "?" for one that cannot be written (a loop's).
	 */
	const char *conds[16];
	int nconds;
	/*
	 * File-scope data the function being walked stored unconditionally
	 * (res[0].start = OMAP1_I2C_BASE), by path: a later read in it
	 * (res[0].start + OMAP_I2C_SIZE) reads the value stored.
	 */
	struct {
		const char *path;
		struct value *v;
	} stores[32];
	int nstores;
	/*
	 * Compound literals whose address is taken (.platform_data =
	 * &(struct bgpio_pdata){ .base = ... }): unnamed data, kept as
	 * variables of the model named after their type and line.
	 */
	struct bvar *lits;
	size_t nlits, alits;
};

static struct value *eval(struct xctx *x, CXCursor c);
static CXCursor returned_expr(struct xctx *x, CXCursor c);
struct kids;
static const char *binary_op(struct xctx *x, CXCursor c, struct kids *k);
static const char *lvalue_path(struct xctx *x, CXCursor c);
static void set_local_new(struct xctx *x, const char *name, struct value *v);

static char *cx_str(struct arena *a, CXString s)
{
	char *p =
		arena_strdup(a, clang_getCString(s) ? clang_getCString(s) : "");

	clang_disposeString(s);
	return p;
}

static int in_board(struct xctx *x, CXCursor c)
{
	CXFile f;
	CXString n;
	int in;

	clang_getSpellingLocation(clang_getCursorLocation(c), &f, NULL, NULL,
				  NULL);
	if (!f)
		return 0;
	if (!x->libdir)
		return clang_File_isEqual(f, x->file);
	n = clang_getFileName(f);
	in = clang_getCString(n) &&
	     !strncmp(clang_getCString(n), x->libdir, strlen(x->libdir));
	clang_disposeString(n);
	return in;
}

static unsigned cursor_line(CXCursor c)
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
 * The text of @c as written in the board file. Where the extent ends in a
 * macro expansion, the macro's invocation is what the reader wrote, so the
 * text runs through its closing parenthesis.
 */
static char *cursor_text(struct xctx *x, CXCursor c)
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

static char *first_token(struct xctx *x, CXCursor c)
{
	CXToken *toks;
	unsigned n;
	char *p = NULL;

	clang_tokenize(x->tu, clang_getCursorExtent(c), &toks, &n);
	if (n)
		p = cx_str(&x->b->arena,
			   clang_getTokenSpelling(x->tu, toks[0]));
	clang_disposeTokens(x->tu, toks, n);
	return p;
}

struct kids {
	CXCursor c[64];
	unsigned n;
};

static enum CXChildVisitResult kid_visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct kids *k = d;

	(void)p;
	if (k->n < 64)
		k->c[k->n++] = c;
	return CXChildVisit_Continue;
}

static void children(CXCursor c, struct kids *k)
{
	k->n = 0;
	clang_visitChildren(c, kid_visit, k);
}

/*
 * All children, however many: an array initializer may have hundreds of
 * elements (a SoC's pin mux table), and struct kids holds 64.
 */
struct all_kids {
	struct arena *a;
	CXCursor *c;
	size_t n, alloc;
};

static enum CXChildVisitResult all_kid_visit(CXCursor c, CXCursor p,
					     CXClientData d)
{
	struct all_kids *k = d;

	(void)p;
	ARENA_PUSH(k->a, k->c, k->n, k->alloc, c);
	return CXChildVisit_Continue;
}

static struct value *new_val(struct xctx *x, enum val_kind kind, CXCursor c)
{
	struct value *v = arena_alloc(&x->b->arena, sizeof(*v));

	v->kind = kind;
	v->line = cursor_line(c);
	v->file = x->b->rel;
	return v;
}

/* Field names of a record type, in declaration order. */
struct fieldnames {
	struct xctx *x;
	const char *names[128];
	unsigned n;
};

static enum CXVisitorResult field_visit(CXCursor c, CXClientData d)
{
	struct fieldnames *f = d;

	if (f->n < 128)
		f->names[f->n++] =
			cx_str(&f->x->b->arena, clang_getCursorSpelling(c));
	return CXVisit_Continue;
}

static void add_field(struct xctx *x, struct value *s, size_t *alloc,
		      const char *name, struct value *v)
{
	struct val_field f = { name, v };
	size_t i;

	for (i = 0; i < s->nfields; i++) /* a later designator overrides */
		if (!strcmp(s->fields[i].name, name)) {
			s->fields[i].v = v;
			return;
		}
	ARENA_PUSH(&x->b->arena, s->fields, s->nfields, *alloc, f);
}

static struct value *struct_field(struct xctx *x, struct value *s,
				  size_t *alloc, const char *name, CXCursor c)
{
	struct value *v;
	size_t i;

	for (i = 0; i < s->nfields; i++)
		if (!strcmp(s->fields[i].name, name) &&
		    s->fields[i].v->kind == V_STRUCT)
			return s->fields[i].v;
	v = new_val(x, V_STRUCT, c);
	add_field(x, s, alloc, name, v);
	return v;
}

/*
 * Element @index (a constant expression) of array field @name of struct
 * value @s set to @e, the field made or padded with zeros as needed: the
 * designators ".port_names[0] = ..., .port_names[5] = ..." build one array
 * rather than each overwriting the field.
 */
static void array_field_set(struct xctx *x, struct value *s, size_t *alloc,
			    const char *name, CXCursor index, struct value *e,
			    CXCursor c)
{
	CXEvalResult r = clang_Cursor_Evaluate(index);
	struct value *a = NULL;
	long long idx = -1;
	size_t i, ealloc;

	if (r && clang_EvalResult_getKind(r) == CXEval_Int)
		idx = clang_EvalResult_getAsLongLong(r);
	if (r)
		clang_EvalResult_dispose(r);
	if (idx < 0 || idx > 4096)
		return;
	for (i = 0; i < s->nfields; i++)
		if (!strcmp(s->fields[i].name, name) &&
		    s->fields[i].v->kind == V_ARRAY)
			a = s->fields[i].v;
	if (!a) {
		a = new_val(x, V_ARRAY, c);
		add_field(x, s, alloc, name, a);
	}
	ealloc = a->nelems;
	while ((long long)a->nelems <= idx) {
		struct value *z = new_val(x, V_INT, c);

		ARENA_PUSH(&x->b->arena, a->elems, a->nelems, ealloc, z);
	}
	a->elems[idx] = e;
}

static int is_designator(CXCursor c)
{
	return clang_getCursorKind(c) == CXCursor_UnexposedExpr &&
	       clang_getCursorType(c).kind == CXType_Void;
}

/*
 * The text of a one-line comment right after the opening brace of the
 * initializer @c (z2.c's "Keypad Backlight" under "[0] = {"), trimmed;
 * NULL when the initializer opens with anything else, or in a macro.
 */
static const char *opening_comment(struct xctx *x, CXCursor c)
{
	CXSourceRange r = clang_getCursorExtent(c);
	CXSourceLocation l = clang_getRangeStart(r);
	CXFile f = NULL;
	unsigned off = 0;
	size_t fsize = 0, n;
	const char *text, *p, *end, *eol;

	clang_getSpellingLocation(l, &f, NULL, NULL, &off);
	if (!f)
		return NULL;
	text = clang_getFileContents(x->tu, f, &fsize);
	if (!text || off >= fsize || text[off] != '{')
		return NULL;
	p = text + off + 1;
	end = text + fsize;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\n'))
		p++;
	if (end - p < 4 || p[0] != '/' || (p[1] != '*' && p[1] != '/'))
		return NULL;
	eol = memchr(p, '\n', (size_t)(end - p));
	if (!eol)
		eol = end;
	if (p[1] == '*') {
		const char *close = p + 2;

		while (close + 1 < eol && !(close[0] == '*' && close[1] == '/'))
			close++;
		if (close + 1 >= eol)
			return NULL; /* a block comment over several lines */
		end = close;
	} else {
		end = eol;
	}
	p += 2;
	while (p < end && (*p == ' ' || *p == '\t' || *p == '*'))
		p++;
	while (end > p && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	n = (size_t)(end - p);
	return n ? arena_strndup(&x->b->arena, p, n) : NULL;
}

static struct value *eval_struct(struct xctx *x, CXCursor c, CXType t)
{
	struct value *v = new_val(x, V_STRUCT, c);
	struct fieldnames fn = { .x = x };
	struct kids k;
	size_t alloc = 0;
	unsigned i, pos = 0;

	v->note = opening_comment(x, c);
	clang_Type_visitFields(clang_getCanonicalType(t), field_visit, &fn);
	children(c, &k);
	for (i = 0; i < k.n; i++) {
		if (is_designator(k.c[i])) {
			/* .a.b = value: MemberRef children, then the value */
			struct kids d;
			struct value *s = v;
			size_t *al = &alloc, inner_alloc = 0;
			unsigned j;

			children(k.c[i], &d);
			for (j = 0;
			     j + 1 < d.n &&
			     clang_getCursorKind(d.c[j]) == CXCursor_MemberRef;
			     j++) {
				const char *name =
					cx_str(&x->b->arena,
					       clang_getCursorSpelling(d.c[j]));
				unsigned f;

				for (f = 0; s == v && f < fn.n; f++)
					if (!strcmp(fn.names[f], name))
						pos = f + 1;
				if (j + 2 < d.n &&
				    clang_getCursorKind(d.c[j + 1]) ==
					    CXCursor_MemberRef) {
					s = struct_field(x, s, al, name,
							 d.c[j]);
					inner_alloc = s->nfields;
					al = &inner_alloc;
				} else if (j + 2 < d.n) {
					/* .names[2] = v: an element of an array field */
					array_field_set(x, s, al, name,
							d.c[j + 1],
							eval(x, d.c[d.n - 1]),
							d.c[j]);
				} else {
					add_field(x, s, al, name,
						  eval(x, d.c[d.n - 1]));
				}
			}
		} else if (pos < fn.n) {
			add_field(x, v, &alloc, fn.names[pos++],
				  eval(x, k.c[i]));
		}
	}
	return v;
}

static struct value *eval_array(struct xctx *x, CXCursor c)
{
	struct value *v = new_val(x, V_ARRAY, c);
	struct all_kids k = { .a = &x->b->arena };
	size_t alloc = 0, i;

	clang_visitChildren(c, all_kid_visit, &k);
	for (i = 0; i < k.n; i++) {
		struct value *e;
		long long idx = (long long)v->nelems;

		if (is_designator(k.c[i])) {
			struct kids d;
			CXEvalResult r;

			children(k.c[i], &d);
			if (d.n < 2)
				continue;
			r = clang_Cursor_Evaluate(d.c[0]);
			if (r && clang_EvalResult_getKind(r) == CXEval_Int)
				idx = clang_EvalResult_getAsLongLong(r);
			if (r)
				clang_EvalResult_dispose(r);
			e = eval(x, d.c[d.n - 1]);
		} else {
			e = eval(x, k.c[i]);
		}
		if (idx < 0 || idx > 4096)
			continue;
		while ((long long)v->nelems < idx) {
			struct value *z = new_val(x, V_INT, c);

			ARENA_PUSH(&x->b->arena, v->elems, v->nelems, alloc, z);
		}
		if ((long long)v->nelems == idx)
			ARENA_PUSH(&x->b->arena, v->elems, v->nelems, alloc, e);
		else
			v->elems[idx] = e;
	}
	return v;
}

static struct value *eval_ref(struct xctx *x, CXCursor c, CXCursor ref)
{
	enum CXCursorKind rk = clang_getCursorKind(ref);
	struct value *v;

	if (rk == CXCursor_FunctionDecl) {
		v = new_val(x, V_FUNC, c);
	} else if (rk == CXCursor_ParmDecl ||
		   (rk == CXCursor_VarDecl &&
		    clang_getCursorKind(clang_getCursorSemanticParent(ref)) !=
			    CXCursor_TranslationUnit)) {
		/* a local: the value the walk last stored in it, if any */
		const char *name =
			cx_str(&x->b->arena, clang_getCursorSpelling(ref));
		int i;

		for (i = x->nlocals; i-- > 0;)
			if (!strcmp(x->locals[i].name, name) && x->locals[i].v)
				return x->locals[i].v;
		v = new_val(x, V_EXPR, c);
		v->text = cursor_text(x, c);
		return v;
	} else if (rk == CXCursor_VarDecl) {
		v = new_val(x, V_ADDR, c);
	} else {
		v = new_val(x, V_EXPR, c);
		v->text = cursor_text(x, c);
		return v;
	}
	v->s = cx_str(&x->b->arena, clang_getCursorSpelling(ref));
	v->text = v->s;
	return v;
}

/* The compound literal @c (a unary &) takes the address of, or null. */
static CXCursor compound_literal(CXCursor c)
{
	struct kids k;

	for (;;) {
		children(c, &k);
		if (k.n != 1)
			return clang_getNullCursor();
		c = k.c[0];
		if (clang_getCursorKind(c) == CXCursor_CompoundLiteralExpr)
			return c;
		if (clang_getCursorKind(c) != CXCursor_ParenExpr &&
		    clang_getCursorKind(c) != CXCursor_UnexposedExpr)
			return clang_getNullCursor();
	}
}

/*
 * &(struct T){ ... }: its value as a variable "(struct T){...}:LINE" of
 * the model (added once the walk is done), and a pointer to it.
 */
static struct value *literal_var(struct xctx *x, CXCursor c, CXCursor lit)
{
	struct bvar v = { 0 };
	struct value *p;

	v.type = cx_str(&x->b->arena,
			clang_getTypeSpelling(clang_getCursorType(lit)));
	v.line = cursor_line(lit);
	v.name = arena_printf(&x->b->arena, "(%s){...}:%u", v.type, v.line);
	v.init = eval(x, lit);
	VEC_PUSH(x->lits, x->nlits, x->alits, v);
	p = new_val(x, V_ADDR, c);
	p->s = v.name;
	p->text = cursor_text(x, c);
	return p;
}

/* The compound literals' variables into the model, each name once. */
static void add_literals(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = b->nvars;

	for (i = 0; i < x->nlits; i++)
		if (!board_var(b, x->lits[i].name))
			ARENA_PUSH(&b->arena, b->vars, b->nvars, alloc,
				   x->lits[i]);
}

/* The first DeclRefExpr under @c and, for &arr[i], the index. */
static int find_ref(CXCursor c, CXCursor *ref, CXCursor *index)
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

/* a OP b on values the walk knows (id - 1 in a helper), when clang cannot. */
static struct value *arith(struct xctx *x, CXCursor c)
{
	static const char *const ops[] = { "+",	 "-",  "*",  "|",  "&", "^",
					   "<<", ">>", "==", "!=", "<", ">",
					   "<=", ">=", "&&", "||" };
	struct kids k;
	struct value *l, *r, *v;
	const char *op = binary_op(x, c, &k);
	long long a, b;
	size_t i;

	for (i = 0; op && i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strcmp(op, ops[i]))
			break;
	if (!op || i == sizeof(ops) / sizeof(ops[0]))
		return NULL;
	l = eval(x, k.c[0]);
	r = eval(x, k.c[1]);
	if (l->kind != V_INT || r->kind != V_INT)
		return NULL;
	a = l->i;
	b = r->i;
	v = new_val(x, V_INT, c);
	v->text = cursor_text(x, c);
	switch (i) {
	case 0:
		v->i = a + b;
		break;
	case 1:
		v->i = a - b;
		break;
	case 2:
		v->i = a * b;
		break;
	case 3:
		v->i = a | b;
		break;
	case 4:
		v->i = a & b;
		break;
	case 5:
		v->i = a ^ b;
		break;
	case 6:
		v->i = b >= 0 && b < 63 ?
			       (long long)((unsigned long long)a << b) :
			       0;
		break;
	case 7:
		v->i = b >= 0 && b < 63 ? a >> b : 0;
		break;
	case 8:
		v->i = a == b;
		break;
	case 9:
		v->i = a != b;
		break;
	case 10:
		v->i = a < b;
		break;
	case 11:
		v->i = a > b;
		break;
	case 12:
		v->i = a <= b;
		break;
	case 13:
		v->i = a >= b;
		break;
	case 14:
		v->i = a && b;
		break;
	default:
		v->i = a || b;
		break;
	}
	return v;
}

/*
 * A call to a board function of no arguments whose body returns a
 * constant, or what the walk knows (dm365-evm.c's have_imager(), "REVISIT
 * when it's supported": return 0): that value, as every kernel built from
 * the file gets it. NULL: not such a call. The depth bounds a function
 * returning its own call.
 */
static struct value *eval_returned(struct xctx *x, CXCursor c)
{
	CXCursor r = returned_expr(x, c);
	struct value *v;

	if (clang_Cursor_isNull(r) || x->returns > 4)
		return NULL;
	x->returns++;
	v = eval(x, r);
	x->returns--;
	return v->kind == V_INT ? v : NULL;
}

/* gpio_to_irq(N), N a constant: VAL_GPIO_IRQ | N; other calls: V_EXPR. */
static struct value *eval_gpio_irq(struct xctx *x, CXCursor c)
{
	char *fn = cx_str(&x->b->arena, clang_getCursorSpelling(c));
	struct value *v = NULL;

	/* arch/arm's <asm/gpio.h> defines gpio_to_irq as __gpio_to_irq */
	if ((!strcmp(fn, "gpio_to_irq") || !strcmp(fn, "__gpio_to_irq")) &&
	    clang_Cursor_getNumArguments(c) == 1)
		v = eval(x, clang_Cursor_getArgument(c, 0));
	if (v && v->kind == V_INT && v->i >= 0 && v->i < VAL_GPIO_IRQ) {
		long long gpio = v->i;

		v = new_val(x, V_INT, c);
		v->i = VAL_GPIO_IRQ | gpio;
	} else {
		v = new_val(x, V_EXPR, c);
	}
	v->text = cursor_text(x, c);
	return v;
}

/* Does @c name a variable of file scope? */
static int file_scope_var(CXCursor c)
{
	CXCursor d = clang_getCursorReferenced(c), p;

	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(d) != CXCursor_VarDecl)
		return 0;
	p = clang_getCursorSemanticParent(d);
	return !clang_Cursor_isNull(p) &&
	       clang_getCursorKind(p) == CXCursor_TranslationUnit;
}

static struct value *eval(struct xctx *x, CXCursor c)
{
	enum CXCursorKind kind = clang_getCursorKind(c);
	CXType t = clang_getCanonicalType(clang_getCursorType(c));
	CXEvalResult r;
	struct value *v;
	struct kids k;

	/*
	 * board data the walk stored into before: a field, an element, or a
	 * file-scope variable (colibri-pxa270.c's INCOME machine sets its
	 * baseboard before the init it shares switches on it)
	 */
	if (x->nstores &&
	    (kind == CXCursor_MemberRefExpr ||
	     kind == CXCursor_ArraySubscriptExpr || file_scope_var(c))) {
		const char *path = lvalue_path(x, c);
		const char *text =
			arena_printf(&x->b->arena, "@%s", cursor_text(x, c));
		int i;

		for (i = x->nstores; i-- > 0;)
			if ((path && !strcmp(x->stores[i].path, path)) ||
			    !strcmp(x->stores[i].path, text))
				return x->stores[i].v;
	}
	if (kind == CXCursor_InitListExpr) {
		v = (t.kind == CXType_Record) ? eval_struct(x, c, t) :
						eval_array(x, c);
		v->type = cx_str(&x->b->arena, clang_getTypeSpelling(t));
		return v;
	}
	r = clang_Cursor_Evaluate(c);
	if (r) {
		CXEvalResultKind rk = clang_EvalResult_getKind(r);

		v = NULL;
		if (rk == CXEval_Int && t.kind != CXType_Pointer) {
			v = new_val(x, V_INT, c);
			v->i = clang_EvalResult_isUnsignedInt(r) ?
				       (long long)clang_EvalResult_getAsUnsigned(
					       r) :
				       clang_EvalResult_getAsLongLong(r);
			v->text = cursor_text(x, c);
		} else if (rk == CXEval_Int &&
			   !clang_EvalResult_getAsLongLong(r)) {
			v = new_val(x, V_NULL, c);
		} else if (rk == CXEval_StrLiteral) {
			v = new_val(x, V_STR, c);
			v->s = arena_strdup(&x->b->arena,
					    clang_EvalResult_getAsStr(r));
		}
		clang_EvalResult_dispose(r);
		if (v)
			return v;
	}
	if (kind == CXCursor_StringLiteral) {
		const char *sp;

		v = new_val(x, V_STR, c);
		sp = cx_str(&x->b->arena, clang_getCursorSpelling(c));
		v->s = arena_strndup(&x->b->arena, sp + 1,
				     strlen(sp) >= 2 ? strlen(sp) - 2 : 0);
		return v;
	}
	if (kind == CXCursor_DeclRefExpr)
		return eval_ref(x, c, clang_getCursorReferenced(c));
	if (kind == CXCursor_UnaryOperator) {
		char *op = first_token(x, c);

		if (op && !strcmp(op, "!")) {
			struct value *o;

			children(c, &k);
			o = k.n == 1 ? eval(x, k.c[0]) : NULL;
			if (o && o->kind == V_INT) {
				v = new_val(x, V_INT, c);
				v->i = !o->i;
				v->text = cursor_text(x, c);
				return v;
			}
		}
		if (op && !strcmp(op, "&")) {
			CXCursor ref = clang_getNullCursor();
			CXCursor index = clang_getNullCursor();
			CXCursor lit = compound_literal(c);

			if (!clang_Cursor_isNull(lit))
				return literal_var(x, c, lit);
			if (find_ref(c, &ref, &index)) {
				v = eval_ref(x, c, ref);
				if (!clang_Cursor_isNull(index)) {
					struct value *iv = eval(x, index);

					v->offset = iv->kind == V_INT ? iv->i :
									0;
				}
				v->text = cursor_text(x, c);
				return v;
			}
		}
	}
	if (kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr ||
	    kind == CXCursor_CStyleCastExpr ||
	    kind == CXCursor_CompoundLiteralExpr) {
		children(c, &k);
		if (k.n &&
		    clang_getCursorKind(k.c[k.n - 1]) != CXCursor_TypeRef)
			return eval(x, k.c[k.n - 1]);
	}
	if (kind == CXCursor_BinaryOperator) {
		v = arith(x, c);
		if (v)
			return v;
	}
	if (kind == CXCursor_CallExpr) {
		v = eval_returned(x, c);
		return v ? v : eval_gpio_irq(x, c);
	}
	v = new_val(x, V_EXPR, c);
	v->text = cursor_text(x, c);
	return v;
}

/* ---- collecting the file's declarations ---- */

/* A cursor in a file of the board's own directory (its SoC headers). */
static int in_dir(struct xctx *x, CXCursor c)
{
	CXFile f;
	CXString n;
	int in;

	clang_getSpellingLocation(clang_getCursorLocation(c), &f, NULL, NULL,
				  NULL);
	if (!f)
		return 0;
	n = clang_getFileName(f);
	in = clang_getCString(n) &&
	     !strncmp(clang_getCString(n), x->b->dir, strlen(x->b->dir));
	clang_disposeString(n);
	return in;
}

static enum CXChildVisitResult top_visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct xctx *x = d;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)p;
	if (!in_board(x, c)) {
		if (!x->libdir && k == CXCursor_FunctionDecl &&
		    clang_isCursorDefinition(c) && in_dir(x, c))
			VEC_PUSH(x->hfuncs, x->nhfuncs, x->ahfuncs, c);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_FunctionDecl && clang_isCursorDefinition(c))
		VEC_PUSH(x->funcs, x->nfuncs, x->afuncs, c);
	else if (k == CXCursor_VarDecl)
		VEC_PUSH(x->vars, x->nvars, x->avars, c);
	return CXChildVisit_Continue;
}

/*
 * The initializer is the last expression child: an array size comes first.
 * A declaration without one may still have expression children:
 * EXPORT_SYMBOL(x)'s "extern typeof(x) x;" has x itself in its type.
 */
static CXCursor var_init(CXCursor var)
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

static void collect_vars(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < x->nvars; i++) {
		struct bvar v = { 0 };
		CXCursor init = var_init(x->vars[i]);

		v.name = cx_str(&b->arena, clang_getCursorSpelling(x->vars[i]));
		v.type = cx_str(
			&b->arena,
			clang_getTypeSpelling(clang_getCursorType(x->vars[i])));
		v.line = cursor_line(x->vars[i]);
		if (!clang_Cursor_isNull(init))
			v.init = eval(x, init);
		/* a definition replaces an earlier extern or tentative one */
		{
			struct bvar *old = (struct bvar *)board_var(b, v.name);

			if (old && !v.init)
				continue;
			if (old) {
				*old = v;
				continue;
			}
		}
		ARENA_PUSH(&b->arena, b->vars, b->nvars, alloc, v);
	}
}

static const char *func_name(struct value *v)
{
	return v && v->kind == V_FUNC ? v->s : NULL;
}

/* "a,b,c": the names of @f's parameters; NULL when it has none. */
static const char *param_names(struct xctx *x, CXCursor f)
{
	struct strbuf sb = STRBUF_INIT;
	const char *r;
	int i, n = clang_Cursor_getNumArguments(f);

	for (i = 0; i < n; i++) {
		char *p =
			cx_str(&x->b->arena,
			       clang_getCursorSpelling(clang_Cursor_getArgument(
				       f, (unsigned)i)));

		sb_addf(&sb, "%s%s", i ? "," : "", p);
	}
	r = n > 0 ? arena_strdup(&x->b->arena, sb_str(&sb)) : NULL;
	sb_release(&sb);
	return r;
}

/* Library mode: every function is a "machine" whose steps are its calls. */
static void collect_functions(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < x->nfuncs; i++) {
		struct machine m = { 0 };

		m.id = cx_str(&b->arena, clang_getCursorSpelling(x->funcs[i]));
		m.init_machine = m.id;
		m.params = param_names(x, x->funcs[i]);
		m.line = cursor_line(x->funcs[i]);
		ARENA_PUSH(&b->arena, b->machines, b->nmachines, alloc, m);
	}
}

static void collect_machines(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < b->nvars; i++) {
		struct bvar *v = &b->vars[i];
		struct machine m = { 0 };

		if (strncmp(v->name, "__mach_desc_", 12) || !v->init)
			continue;
		m.id = v->name + 12;
		m.name = val_take_str(v->init, "name");
		m.init_machine = func_name(val_get(v->init, "init_machine"));
		m.init_irq = func_name(val_get(v->init, "init_irq"));
		m.init_late = func_name(val_get(v->init, "init_late"));
		m.init_early = func_name(val_get(v->init, "init_early"));
		m.map_io = func_name(val_get(v->init, "map_io"));
		m.fixup = func_name(val_get(v->init, "fixup"));
		m.init_time = func_name(val_get(v->init, "init_time"));
		m.line = v->line;
		ARENA_PUSH(&b->arena, b->machines, b->nmachines, alloc, m);
	}
}

/* ---- walking init paths ---- */

struct guard {
	const char **only, **except;
	size_t nonly, nexcept;
};

static void walk(struct xctx *x, CXCursor c, struct guard g);

static CXCursor find_in(const CXCursor *funcs, size_t n, const char *name)
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

/*
 * The board file's own functions, then the inline helpers of its SoC's
 * headers (pxa168_add_uart()), which are walked like the board's own.
 */
static CXCursor find_func(struct xctx *x, const char *name)
{
	CXCursor f = find_in(x->funcs, x->nfuncs, name);

	return clang_Cursor_isNull(f) ? find_in(x->hfuncs, x->nhfuncs, name) :
					f;
}

static char *via(struct xctx *x)
{
	struct strbuf sb = STRBUF_INIT;
	char *p;
	int i;

	for (i = 0; i < x->depth; i++)
		sb_addf(&sb, "%s%s", i ? ">" : "", x->stack[i]);
	p = arena_strdup(&x->b->arena, sb_str(&sb));
	sb_release(&sb);
	return p;
}

static const char *conds_text(struct xctx *x, int known_only);

static void add_step(struct xctx *x, struct step s, struct guard g)
{
	struct board *b = x->b;

	s.via = via(x);
	if (x->libdir && x->nconds)
		s.cond = conds_text(x, 0);
	if (!x->libdir && x->excl)
		s.run_cond = conds_text(x, 1);
	if (x->site_line)
		s.line =
			x->site_line; /* the reader looks for the board's call */
	s.only = g.only;
	s.nonly = g.nonly;
	s.except = g.except;
	s.nexcept = g.nexcept;
	ARENA_PUSH(&b->arena, b->steps[x->m], b->nsteps[x->m], x->asteps, s);
}

/* @call (may be a null cursor) gives the parameters their values. */
static void walk_function(struct xctx *x, const char *name, struct guard g,
			  CXCursor call)
{
	CXCursor f = find_func(x, name);
	struct value *args[16];
	int i, n = 0, saved, saved_stores;

	if (clang_Cursor_isNull(f) || x->depth >= 16)
		return;
	for (i = 0; i < x->depth; i++)
		if (!strcmp(x->stack[i], name))
			return; /* recursion */
	/* arguments are evaluated in the caller's scope, before binding */
	if (!clang_Cursor_isNull(call))
		for (n = 0; n < clang_Cursor_getNumArguments(call) && n < 16;
		     n++)
			args[n] = eval(
				x, clang_Cursor_getArgument(call, (unsigned)n));
	saved = x->nlocals;
	saved_stores = x->nstores;
	for (i = 0; i < n && i < clang_Cursor_getNumArguments(f); i++)
		set_local_new(
			x,
			cx_str(&x->b->arena,
			       clang_getCursorSpelling(clang_Cursor_getArgument(
				       f, (unsigned)i))),
			args[i]);
	x->stack[x->depth++] = name;
	{
		unsigned site = x->site_line;

		if (!site && !clang_Cursor_isNull(call) &&
		    !clang_Cursor_isNull(find_in(x->hfuncs, x->nhfuncs, name)))
			x->site_line = cursor_line(call);
		walk(x, f, g);
		x->site_line = site;
	}
	x->nlocals = saved;
	x->nstores = saved_stores;
	x->depth--;
}

static void call_step(struct xctx *x, CXCursor c, struct guard g)
{
	const char *name = cx_str(&x->b->arena, clang_getCursorSpelling(c));
	struct step s = { 0 };
	size_t alloc = 0;
	int i, n;

	/* In library mode a helper's own calls are what it means: do not inline. */
	if (!x->libdir && !clang_Cursor_isNull(find_func(x, name))) {
		walk_function(x, name, g, c);
		return;
	}
	s.text = cursor_text(x, c);
	s.line = cursor_line(c);
	/*
	 * A call that a macro made (udelay() -> __const_udelay()): record the
	 * macro as the reader wrote it, once per statement. libclang reports
	 * such calls at the expansion site, so the written text tells.
	 */
	if (strncmp(s.text, name, strlen(name)) ||
	    s.text[strlen(name)] != '(') {
		struct board *b = x->b;
		size_t i;

		/* a macro made of register writes (WRITE_RWA()) is one */
		if (!register_write(name))
			name = arena_strndup(&b->arena, s.text,
					     strcspn(s.text, "( "));
		if (!*name)
			return;
		for (i = b->nsteps[x->m]; i-- > 0;) {
			const struct step *prev = &b->steps[x->m][i];

			if (prev->line != s.line)
				break;
			if (strstr(prev->text, s.text))
				return;
		}
	}
	s.kind = STEP_CALL;
	s.fn = name;

	s.line = cursor_line(c);
	n = clang_Cursor_getNumArguments(c);
	for (i = 0; i < n; i++) {
		struct value *a =
			eval(x, clang_Cursor_getArgument(c, (unsigned)i));

		ARENA_PUSH(&x->b->arena, s.args, s.nargs, alloc, a);
	}
	add_step(x, s, g);
}

/* @c without the parentheses and implicit casts around it. */
static CXCursor bare_expr(CXCursor c)
{
	struct kids k;

	while ((clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
		clang_getCursorKind(c) == CXCursor_ParenExpr) &&
	       (children(c, &k), k.n == 1))
		c = k.c[0];
	return c;
}

/*
 * The expression that call @c's function returns, when the function is
 * the board's (or a SoC header's inline helper), takes no arguments and
 * its body is that one return (dm365-evm.c's have_imager(): return 0;
 * edb93xx.c's edb93xx_has_fb(): return machine_is_edb9307() || ...); a
 * null cursor otherwise.
 */
static CXCursor returned_expr(struct xctx *x, CXCursor c)
{
	CXCursor fn;
	struct kids k, body;

	c = bare_expr(c);
	if (clang_getCursorKind(c) != CXCursor_CallExpr ||
	    clang_Cursor_getNumArguments(c) != 0)
		return clang_getNullCursor();
	fn = find_func(x, cx_str(&x->b->arena, clang_getCursorSpelling(c)));
	if (clang_Cursor_isNull(fn))
		return fn;
	children(fn, &k);
	if (!k.n || clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt)
		return clang_getNullCursor();
	children(k.c[k.n - 1], &body);
	if (body.n != 1 ||
	    clang_getCursorKind(body.c[0]) != CXCursor_ReturnStmt)
		return clang_getNullCursor();
	children(body.c[0], &k);
	return k.n == 1 ? k.c[0] : clang_getNullCursor();
}

/*
 * The expression a board function of no arguments returns (see
 * returned_expr()), when @cond calls it or negates its call: a condition
 * calling it tests that. NULL: @cond is no such call. *@neg: negated.
 */
static const char *returned_test(struct xctx *x, CXCursor cond, int *neg)
{
	CXCursor c = bare_expr(cond), r;
	struct kids k;
	const char *t = cursor_text(x, c);

	*neg = 0;
	if (clang_getCursorKind(c) == CXCursor_UnaryOperator && t[0] == '!') {
		children(c, &k);
		if (k.n != 1)
			return NULL;
		*neg = 1;
		c = k.c[0];
	}
	r = returned_expr(x, c);
	return clang_Cursor_isNull(r) ? NULL : cursor_text(x, r);
}

/*
 * The operator of binary expression @c as written after its left operand
 * ("==", "&&", "|="), its operands in @k; NULL: @c is none.
 */
static const char *binary_op(struct xctx *x, CXCursor c, struct kids *k)
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
static const char *assign_op(struct xctx *x, CXCursor c, CXCursor *lhs)
{
	struct kids k;
	const char *op = binary_op(x, c, &k);
	size_t n = op ? strlen(op) : 0;

	if (!n || op[n - 1] != '=' || (n == 2 && strchr("=!<>", op[0])))
		return NULL;
	*lhs = k.c[0];
	return op;
}

/*
 * machine_is_foo() names in a condition, as written (the macro expands to
 * a comparison); *neg when it reads !machine_is_foo().
 */
static size_t guard_names(struct xctx *x, CXCursor cond, const char **out,
			  size_t max, int *neg)
{
	const char *text = cursor_text(x, cond), *p = text, *ret;
	size_t found = 0;
	int call_neg;

	*neg = 0;
	/* if (!edb93xx_has_fb()) return;: the test the function returns */
	ret = returned_test(x, cond, &call_neg);
	if (ret && strstr(ret, "machine_is_"))
		text = p = ret;
	else
		call_neg = 0;
	while ((p = strstr(p, "machine_is_")) != NULL && found < max) {
		const char *q = p;
		size_t n;

		if (p > text &&
		    (isalnum((unsigned char)p[-1]) || p[-1] == '_')) {
			p += 11;
			continue;
		}
		while (q > text && q[-1] == ' ')
			q--;
		if (q > text && q[-1] == '!')
			*neg = 1;
		p += 11;
		n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789_");
		out[found++] = arena_strndup(&x->b->arena, p, n);
		p += n;
	}
	if (call_neg)
		*neg = !*neg;
	return found;
}

/*
 * @g narrowed by a test of @names: excluded when any of them (@except), or
 * only for them. Nested "only" tests intersect: inside "if
 * (!edb93xx_has_fb()) return;", "if (machine_is_edb9307a() || ...)" is
 * for the machines both name; none left is "" (no machine).
 */
static struct guard guard_add(struct xctx *x, struct guard g,
			      const char **names, size_t n, int except)
{
	struct guard r = g;
	const char ***arr = except ? &r.except : &r.only;
	size_t *cnt = except ? &r.nexcept : &r.nonly;
	const char **old = *arr;
	size_t i, k, oldn = *cnt;

	*arr = arena_alloc(&x->b->arena, (oldn + n) * sizeof(char *) + 1);
	if (!except && oldn) {
		*cnt = 0;
		for (i = 0; i < n; i++)
			for (k = 0; k < oldn; k++)
				if (!strcmp(names[i], old[k])) {
					(*arr)[(*cnt)++] = names[i];
					break;
				}
		if (!*cnt)
			(*arr)[(*cnt)++] = "";
		return r;
	}
	for (i = 0; i < oldn; i++)
		(*arr)[i] = old[i];
	for (i = 0; i < n; i++)
		(*arr)[oldn + i] = names[i];
	*cnt = oldn + n;
	return r;
}

static int is_return(CXCursor c)
{
	struct kids k;

	if (clang_getCursorKind(c) == CXCursor_ReturnStmt)
		return 1;
	if (clang_getCursorKind(c) != CXCursor_CompoundStmt)
		return 0;
	children(c, &k);
	return k.n == 1 && clang_getCursorKind(k.c[0]) == CXCursor_ReturnStmt;
}

/*
 * Is call @name one that only reports (printk() and its kin, WARN()) or
 * takes back what the function had set up (gpio_free(), put_device(),
 * platform_device_unregister())? A branch of nothing else is an error
 * path: a working board does not take it.
 */
static int reporting_or_cleanup(const char *name)
{
	static const char *const prefixes[] = {
		"_printk", "printk", "_dev_",	  "dev_",      "__warn",
		"warn_",   "pr_",    "__dynamic", "__builtin", "panic"
	};
	static const char *const suffixes[] = { "free",	       "_put",
						"_unregister", "iounmap",
						"_release",    "_remove",
						"put_device" };
	size_t i, n = strlen(name);

	for (i = 0; i < sizeof(prefixes) / sizeof(prefixes[0]); i++)
		if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
			return 1;
	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++)
		if (n >= strlen(suffixes[i]) &&
		    !strcmp(name + n - strlen(suffixes[i]), suffixes[i]))
			return 1;
	return 0;
}

/* Is @lhs a local variable or parameter itself (not data it points to)? */
static int plain_local(CXCursor lhs)
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

struct work_scan {
	struct xctx *x;
	int work;
};

static enum CXChildVisitResult work_visit(CXCursor c, CXCursor p,
					  CXClientData d)
{
	struct work_scan *ws = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	CXCursor lhs;

	(void)p;
	if (k == CXCursor_CallExpr) {
		if (!reporting_or_cleanup(cx_str(&ws->x->b->arena,
						 clang_getCursorSpelling(c))))
			ws->work = 1;
		else /* what a report prints (PTR_ERR(gpiod)) is the report */
			return CXChildVisit_Continue;
	}
	/* a store into the board's data; a local's (ret = -EIO) is none */
	if ((k == CXCursor_BinaryOperator ||
	     k == CXCursor_CompoundAssignOperator) &&
	    assign_op(ws->x, c, &lhs) && !plain_local(lhs))
		ws->work = 1;
	return ws->work ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/*
 * Does statement @st do anything at boot besides reporting, cleaning up,
 * returning or storing into locals? An empty branch does nothing.
 */
static int does_work(struct xctx *x, CXCursor st)
{
	struct work_scan ws = { x, 0 };

	if (clang_getCursorKind(st) == CXCursor_CallExpr)
		work_visit(st, st, &ws);
	if (!ws.work)
		clang_visitChildren(st, work_visit, &ws);
	return ws.work;
}

/*
 * Are all the calls in @c to board functions whose one return the walk
 * evaluates (returned_expr())? A condition of such calls is decided as
 * one of variables is.
 */
static int calls_known(struct xctx *x, CXCursor c, int depth)
{
	struct kids k;
	unsigned i;

	if (clang_getCursorKind(c) == CXCursor_CallExpr) {
		CXCursor r = returned_expr(x, c);

		return depth < 4 && !clang_Cursor_isNull(r) &&
		       calls_known(x, r, depth + 1);
	}
	children(c, &k);
	for (i = 0; i < k.n; i++)
		if (!calls_known(x, k.c[i], depth))
			return 0;
	return 1;
}

/* A condition written as a bare integer (if (0)), no macro, no expression. */
static int int_literal(struct xctx *x, CXCursor c)
{
	const char *t = cursor_text(x, c);

	while (*t == '(')
		t++;
	return *t && strspn(t, "0123456789()") == strlen(t);
}

/*
 * A local pointer to file-scope data (res = i2c_resources; pdev =
 * &omap_i2c_devices[bus_id - 1]): the variable it points into, and where.
 * *@isarr: the variable is an array. An element a parameter picks is known
 * only in an array of one element; a pointer stored under a condition
 * (choice()) is no one variable.
 */
static int alias_root(struct xctx *x, CXCursor c, const char **target,
		      long long *off, int *isarr)
{
	CXCursor ref, var;
	struct value *v = NULL;
	const char *name, *b;
	long long size;
	int i;

	while (clang_getCursorKind(c) == CXCursor_UnexposedExpr ||
	       clang_getCursorKind(c) == CXCursor_ParenExpr) {
		struct kids k;

		children(c, &k);
		if (k.n != 1)
			return 0;
		c = k.c[0];
	}
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return 0;
	ref = clang_getCursorReferenced(c);
	if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    clang_getCursorKind(clang_getCursorSemanticParent(ref)) ==
		    CXCursor_TranslationUnit)
		return 0;
	name = cx_str(&x->b->arena, clang_getCursorSpelling(ref));
	for (i = x->nlocals; i-- > 0 && !v;)
		if (!strcmp(x->locals[i].name, name))
			v = x->locals[i].v;
	if (!v || v->kind != V_ADDR || !v->s)
		return 0;
	var = find_in(x->vars, x->nvars, v->s);
	if (clang_Cursor_isNull(var))
		return 0;
	size = clang_getArraySize(clang_getCursorType(var));
	b = v->text ? strchr(v->text, '[') : NULL;
	if (b && !(b[1] >= '0' && b[1] <= '9') && size != 1)
		return 0;
	*target = v->s;
	*off = v->offset;
	*isarr = size >= 0;
	return 1;
}

/*
 * The path of an lvalue into file-scope data with its indices evaluated,
 * "mst_flash_data[1].width" for mst_flash_data[SW7 ^ 1].width; NULL when
 * an index is not known or the path goes through a pointer.
 */
/*
 * A SoC helper's "i2c_pdata[bus_id - 1]": the index as written, names and
 * + - only, for a caller that binds the names (soc_chain.c); NULL for
 * anything else.
 */
static const char *symbolic_index(struct xctx *x, const char *base,
				  CXCursor index)
{
	const char *t = cursor_text(x, index), *p;

	if (!*t)
		return NULL;
	for (p = t; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_ +-()", *p))
			return NULL;
	return arena_printf(&x->b->arena, "%s[%s]", base, t);
}

static const char *lvalue_path(struct xctx *x, CXCursor c)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	struct kids kids;
	const char *base;

	if (k == CXCursor_DeclRefExpr)
		return cx_str(&x->b->arena, clang_getCursorSpelling(c));
	children(c, &kids);
	if ((k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) &&
	    kids.n == 1)
		return lvalue_path(x, kids.c[0]);
	if (k == CXCursor_ArraySubscriptExpr && kids.n == 2) {
		struct value *iv = eval(x, kids.c[1]);
		const char *target;
		long long off;
		int isarr;

		/* res[0] of res = i2c_resources: i2c_resources[0] */
		if (alias_root(x, kids.c[0], &target, &off, &isarr)) {
			if (iv->kind != V_INT)
				return NULL;
			if (isarr)
				return arena_printf(&x->b->arena, "%s[%lld]",
						    target, off + iv->i);
			return off + iv->i ? NULL : target;
		}
		base = lvalue_path(x, kids.c[0]);
		if (base && iv->kind != V_INT && x->libdir)
			return symbolic_index(x, base, kids.c[1]);
		if (!base || iv->kind != V_INT)
			return NULL;
		return arena_printf(&x->b->arena, "%s[%lld]", base, iv->i);
	}
	if (k == CXCursor_MemberRefExpr && kids.n == 1) {
		const char *t = cursor_text(x, c);
		const char *f =
			cx_str(&x->b->arena, clang_getCursorSpelling(c));
		size_t tl = strlen(t), fl = strlen(f);
		long long off;
		int isarr;

		/* pdev->resource of pdev = &devs[0]: devs[0].resource */
		if (alias_root(x, kids.c[0], &base, &off, &isarr)) {
			if (!strstr(t, "->"))
				return NULL;
			if (isarr)
				return arena_printf(&x->b->arena, "%s[%lld].%s",
						    base, off, f);
			return off ? NULL :
				     arena_printf(&x->b->arena, "%s.%s", base,
						  f);
		}
		base = lvalue_path(x, kids.c[0]);
		if (!base)
			return NULL;
		/*
		 * libclang's extents around a flexible array member
		 * (table.table[0]) run a token long, past the member to the
		 * subscript: the member is then the last one the text names.
		 */
		if ((tl <= fl || strcmp(t + tl - fl, f)) &&
		    !strncmp(cursor_text(x, kids.c[0]), base, strlen(base))) {
			const char *at = NULL, *q;

			for (q = strstr(t, f); q; q = strstr(q + 1, f))
				if (q > t && (q[-1] == '.' || q[-1] == '>') &&
				    !isalnum((unsigned char)q[fl]) &&
				    q[fl] != '_')
					at = q;
			if (!at)
				return NULL;
			tl = (size_t)(at - t) + fl;
		} else if (tl <= fl || strcmp(t + tl - fl, f)) {
			return NULL;
		}
		while (tl > fl && strchr(" \t\n", t[tl - fl - 1]))
			tl--;
		/* a->b: not the variable's own data */
		if (tl <= fl || t[tl - fl - 1] != '.')
			return NULL;
		return arena_printf(&x->b->arena, "%s.%s", base, f);
	}
	return NULL;
}

/*
 * What an unconditional "lvalue = value" stores, for the converter to apply
 * to the board data: args [path, value], or for "c ? a : b" on a condition
 * not known here [path, c, a, b].
 */
static void assign_args(struct xctx *x, struct step *s, CXCursor c)
{
	struct kids k, t;
	const char *path, *op;
	struct value *v;
	CXCursor rhs;

	children(c, &k);
	/* in "if (c) lv = v;" on a c not known here: [path, c, v, lv] */
	if ((x->cond && (x->cond != 1 || x->if_depth != 1)) || k.n != 2 ||
	    !(path = lvalue_path(x, k.c[0])))
		return;
	if (x->cond && eval(x, x->if_cond)->kind != V_EXPR)
		return;
	rhs = k.c[1];
	/* "end = start = OMAP_CS2B_PHYS": the value the inner store makes */
	while (clang_getCursorKind(bare_expr(rhs)) == CXCursor_BinaryOperator &&
	       (op = binary_op(x, bare_expr(rhs), &t)) && !strcmp(op, "="))
		rhs = t.c[1];
	v = eval(x, rhs);
	s->args = arena_alloc(&x->b->arena, 4 * sizeof(*s->args));
	s->args[0] = arena_alloc(&x->b->arena, sizeof(*s->args[0]));
	s->args[0]->kind = V_STR;
	s->args[0]->s = path;
	s->args[1] = v;
	s->nargs = 2;
	if (x->cond || x->boot_cond) {
		if (x->cond) {
			s->args[1] = eval(x, x->if_cond);
		} else {
			/* [path, 1 with the condition's text, v, lv]: at boot */
			s->args[1] =
				arena_alloc(&x->b->arena, sizeof(*s->args[1]));
			s->args[1]->kind = V_INT;
			s->args[1]->i = 1;
			s->args[1]->text = x->boot_cond;
			s->args[1]->note = "the GPIO calls succeed at boot";
		}
		s->args[2] = v;
		s->args[3] = arena_alloc(&x->b->arena, sizeof(*s->args[3]));
		s->args[3]->kind = V_EXPR;
		s->args[3]->text = s->fn; /* unchanged */
		s->nargs = 4;
		return;
	}
	rhs = bare_expr(rhs);
	if (v->kind == V_EXPR &&
	    clang_getCursorKind(rhs) == CXCursor_ConditionalOperator &&
	    (children(rhs, &t), t.n == 3)) {
		s->args[1] = eval(x, t.c[0]);
		s->args[2] = eval(x, t.c[1]);
		s->args[3] = eval(x, t.c[2]);
		s->nargs = 4;
	}
}

/*
 * "flags |= EP93XXFB_USE_SDCSN3" made on no condition, with a number:
 * [path, the number, the operator], for the converter to apply to what
 * the field holds then. Others keep no arguments (made at run time).
 */
static void compound_args(struct xctx *x, struct step *s, CXCursor c,
			  const char *op)
{
	struct kids k;
	const char *path;
	struct value *v;

	children(c, &k);
	if (x->cond || x->boot_cond || k.n != 2 ||
	    !(path = lvalue_path(x, k.c[0])) ||
	    (strcmp(op, "|=") && strcmp(op, "&=") && strcmp(op, "+=") &&
	     strcmp(op, "-=")))
		return;
	v = eval(x, k.c[1]);
	if (v->kind != V_INT)
		return;
	s->args = arena_alloc(&x->b->arena, 3 * sizeof(*s->args));
	s->args[0] = arena_alloc(&x->b->arena, sizeof(*s->args[0]));
	s->args[0]->kind = V_STR;
	s->args[0]->s = path;
	s->args[1] = v;
	s->args[2] = arena_alloc(&x->b->arena, sizeof(*s->args[2]));
	s->args[2]->kind = V_STR;
	s->args[2]->s = op;
	s->nargs = 3;
}

struct walkarg {
	struct xctx *x;
	struct guard g;
};

static enum CXChildVisitResult walk_visit(CXCursor c, CXCursor p,
					  CXClientData d)
{
	struct walkarg *w = d;

	(void)p;
	walk(w->x, c, w->g);
	return CXChildVisit_Continue;
}

static void push_cond(struct xctx *x, const char *text)
{
	if (x->nconds < (int)(sizeof(x->conds) / sizeof(x->conds[0])))
		x->conds[x->nconds] = text;
	x->nconds++;
}

/*
 * The conditions being walked, joined with &&; "?" when there are none, or
 * past the stack's room. @known_only: the loops' and the cases' of several
 * labels ("?") left out, and those past the room too.
 */
static const char *conds_text(struct xctx *x, int known_only)
{
	int room = (int)(sizeof(x->conds) / sizeof(x->conds[0]));
	struct strbuf sb = STRBUF_INIT;
	const char *t;
	int i, n = 0;

	if (!known_only && x->nconds > room)
		return "?";
	for (i = 0; i < x->nconds && i < room; i++)
		if (!known_only || strcmp(x->conds[i], "?"))
			sb_addf(&sb, "%s(%s)", n++ ? " && " : "", x->conds[i]);
	t = arena_strdup(&x->b->arena, n ? sb_str(&sb) : "?");
	sb_release(&sb);
	return t;
}

/*
 * A pointer stored in a local under a condition (if (instance == 0) pdev
 * = &da8xx_i2c_device0; ...): the value is a choice, V_EXPR with the
 * conditions in s and elems { value when they hold, value before }, for a
 * caller that knows the arguments to make (soc_chain.c). The last store
 * alone would name one device for every call.
 */
static struct value *choice(struct xctx *x, CXCursor c, struct value *nv,
			    struct value *old)
{
	struct value *v = new_val(x, V_EXPR, c);

	if (!old) {
		old = new_val(x, V_EXPR, c);
		old->text = "?";
	}
	v->s = conds_text(x, 0);
	v->text = arena_printf(&x->b->arena, "%s ? %s : %s", v->s,
			       nv->text ? nv->text : "?",
			       old->text ? old->text : "?");
	v->elems = arena_alloc(&x->b->arena, 2 * sizeof(*v->elems));
	v->elems[0] = nv;
	v->elems[1] = old;
	v->nelems = 2;
	return v;
}

/*
 * The statement under the case and default labels that lead @st ("case A:
 * case B: stmt" nests them, the last one holding the statement), with
 * @label called on each case's value (NULL for default); *@n counts the
 * labels. Both switch walkers read a case this way.
 */
static CXCursor under_labels(struct xctx *x, CXCursor st,
			     void (*label)(void *ctx, const struct value *cv),
			     void *ctx, int *n)
{
	*n = 0;
	while (clang_getCursorKind(st) == CXCursor_CaseStmt ||
	       clang_getCursorKind(st) == CXCursor_DefaultStmt) {
		struct kids ck;
		int is_case = clang_getCursorKind(st) == CXCursor_CaseStmt;

		children(st, &ck);
		if (ck.n < 1 || (is_case && ck.n < 2))
			break;
		label(ctx, is_case ? eval(x, ck.c[0]) : NULL);
		(*n)++;
		st = ck.c[ck.n - 1];
	}
	return st;
}

/* A case's condition, "v == K" of a known K, "?" for anything else. */
struct case_cond {
	struct xctx *x;
	const char *sw, *cond;
};

static void case_cond_label(void *ctx, const struct value *cv)
{
	struct case_cond *cc = ctx;

	cc->cond = cv && cv->kind == V_INT ?
			   arena_printf(&cc->x->b->arena, "%s == %lld", cc->sw,
					cv->i) :
			   "?";
}

/*
 * switch (v) on a value not known here: each case walked under "v == K"
 * (a case of several labels, or default, under "?").
 */
static void walk_cases(struct xctx *x, CXCursor c, struct guard g)
{
	struct kids k, body;
	struct case_cond cc = { x, NULL, NULL };
	unsigned i;
	int in_case = 0;

	children(c, &k);
	if (k.n < 2 ||
	    clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt) {
		struct walkarg w = { x, g };

		push_cond(x, "?");
		clang_visitChildren(c, walk_visit, &w);
		x->nconds--;
		return;
	}
	walk(x, k.c[0], g);
	cc.sw = cursor_text(x, k.c[0]);
	children(k.c[k.n - 1], &body);
	for (i = 0; i < body.n; i++) {
		int labels;
		CXCursor st = under_labels(x, body.c[i], case_cond_label, &cc,
					   &labels);

		if (labels) {
			if (in_case)
				x->nconds--;
			push_cond(x, labels == 1 ? cc.cond : "?");
			in_case = 1;
		}
		walk(x, st, g);
	}
	if (in_case)
		x->nconds--;
}

/* gpio_request() and its kin, which return 0 on success. */
static int gpio_setup_call(struct xctx *x, CXCursor c)
{
	static const char *const fns[] = { "gpio_request", "gpio_request_one",
					   "gpio_direction_input",
					   "gpio_direction_output" };
	const char *name;
	size_t i;

	c = bare_expr(c);
	if (clang_getCursorKind(c) != CXCursor_CallExpr)
		return 0;
	name = cx_str(&x->b->arena, clang_getCursorSpelling(c));
	for (i = 0; i < sizeof(fns) / sizeof(fns[0]); i++)
		if (!strcmp(name, fns[i]))
			return 1;
	return 0;
}

/*
 * A condition that holds when the board's GPIO calls succeed
 * ("gpio_request(TS209_RTC_GPIO, "rtc") == 0", "!gpio_request_one(...)",
 * joined by &&), as they do at boot for lines the board owns: ts209's
 * RTC interrupt is stored only then.
 */
static int gpio_setup_succeeds(struct xctx *x, CXCursor c)
{
	struct kids k;
	const char *op;

	c = bare_expr(c);
	if (clang_getCursorKind(c) == CXCursor_UnaryOperator) {
		children(c, &k);
		return k.n == 1 && cursor_text(x, c)[0] == '!' &&
		       gpio_setup_call(x, k.c[0]);
	}
	if (clang_getCursorKind(c) != CXCursor_BinaryOperator ||
	    !(op = binary_op(x, c, &k)))
		return 0;
	if (!strcmp(op, "&&"))
		return gpio_setup_succeeds(x, k.c[0]) &&
		       gpio_setup_succeeds(x, k.c[1]);
	if (strcmp(op, "==") && strcmp(op, ">="))
		return 0;
	return !strcmp(cursor_text(x, bare_expr(k.c[1])), "0") &&
	       gpio_setup_call(x, k.c[0]);
}

/* Is there a call anywhere in @c (a macro's expansion included)? */
static int has_call(CXCursor c)
{
	struct kids k;
	unsigned i;

	if (clang_getCursorKind(c) == CXCursor_CallExpr)
		return 1;
	children(c, &k);
	for (i = 0; i < k.n; i++)
		if (has_call(k.c[i]))
			return 1;
	return 0;
}

static void walk_if(struct xctx *x, CXCursor c, struct guard *g)
{
	struct kids k;
	const char *names[8];
	size_t n;
	int neg;

	children(c, &k);
	if (k.n < 2)
		return;
	n = guard_names(x, k.c[0], names, 8, &neg);
	walk(x, k.c[0], *g);
	/* if (0) ... else ...: only one branch ever runs */
	if (!n && int_literal(x, k.c[0])) {
		if (strtoll(cursor_text(x, k.c[0]), NULL, 0))
			walk(x, k.c[1], *g);
		else if (k.n > 2)
			walk(x, k.c[2], *g);
		return;
	}
	/*
	 * nor on a condition of variables alone whose values the walk holds:
	 * a parameter the caller passed a constant (palmz71_gpio_setup(1)),
	 * a local the machine's branch set (micro9.c's width, 0 on the
	 * Micro9-Lite). A call's value is not the walk's to know, a loop's
	 * body is walked once with its variable as one pass leaves it, and a
	 * library's conditions are its callers' (soc_chain.c).
	 */
	if (!n && !x->libdir && !x->loop_cond &&
	    (!has_call(k.c[0]) || calls_known(x, k.c[0], 0))) {
		struct value *cv = eval(x, k.c[0]);

		if (cv->kind == V_INT) {
			if (cv->i)
				walk(x, k.c[1], *g);
			else if (k.n > 2)
				walk(x, k.c[2], *g);
			return;
		}
	}
	/* the branch the board's GPIO calls take at boot is not conditional */
	if (!n && gpio_setup_succeeds(x, k.c[0])) {
		const char *saved = x->boot_cond;
		const char *ct = cursor_text(x, k.c[0]);

		x->boot_cond = saved ? arena_printf(&x->b->arena, "%s && %s",
						    saved, ct) :
				       ct;
		walk(x, k.c[1], *g);
		x->boot_cond = saved;
		if (k.n > 2) {
			x->cond++;
			push_cond(x, arena_printf(&x->b->arena, "!(%s)",
						  cursor_text(x, k.c[0])));
			walk(x, k.c[2], *g);
			x->nconds--;
			x->cond--;
		}
		return;
	}
	if (!n) {
		CXCursor saved = x->if_cond;
		int saved_depth = x->if_depth;
		const char *ct = cursor_text(x, k.c[0]);
		/*
		 * Both branches set the board up, on a value the board's run
		 * decides (ts72xx.c's board_is_ts7200(), mv78xx0's core
		 * index, system_rev): variants, of which a kernel makes one,
		 * as of a switch's cases. A branch that only reports or
		 * cleans up is an error path, and the other one the boot's.
		 */
		int variants = k.n > 2 && !x->libdir && does_work(x, k.c[1]) &&
			       does_work(x, k.c[2]);

		x->cond++;
		x->excl += variants;
		/* the then branch's stores are kept with their condition */
		x->if_cond = k.c[0];
		x->if_depth = x->cond;
		push_cond(x, ct);
		walk(x, k.c[1], *g);
		x->nconds--;
		x->if_cond = saved;
		x->if_depth = saved_depth;
		if (k.n > 2) {
			push_cond(x, arena_printf(&x->b->arena, "!(%s)", ct));
			walk(x, k.c[2], *g);
			x->nconds--;
		}
		x->excl -= variants;
		x->cond--;
		return;
	}
	/* if (!machine_is_foo()) return; -- the rest is foo's only */
	if (neg && k.n == 2 && is_return(k.c[1])) {
		*g = guard_add(x, *g, names, n, 0);
		return;
	}
	walk(x, k.c[1], guard_add(x, *g, names, n, neg));
	if (k.n > 2)
		walk(x, k.c[2], guard_add(x, *g, names, n, !neg));
}

/* A store into file-scope data: the board data is not what the file says. */
static int global_lvalue(CXCursor lhs)
{
	CXCursor ref = clang_getNullCursor(), index = clang_getNullCursor();

	if (!find_ref(lhs, &ref, &index))
		return 0;
	return clang_getCursorKind(ref) == CXCursor_VarDecl &&
	       clang_getCursorSemanticParent(ref).kind ==
		       CXCursor_TranslationUnit;
}

/*
 * A store through a local pointer into file-scope data whose path is known
 * (res[0].start = OMAP1_I2C_BASE of res = i2c_resources): the data's.
 */
static int through_alias(struct xctx *x, CXCursor lhs)
{
	CXCursor ref = clang_getNullCursor(), index = clang_getNullCursor();
	const char *path, *local;
	size_t len;

	if (!find_ref(lhs, &ref, &index) ||
	    clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    clang_getCursorSemanticParent(ref).kind == CXCursor_TranslationUnit)
		return 0;
	path = lvalue_path(x, lhs);
	if (!path)
		return 0;
	/* the local's own data (cfg.x = 1 of a local struct) is not it */
	local = cx_str(&x->b->arena, clang_getCursorSpelling(ref));
	len = strlen(local);
	return strncmp(path, local, len) ||
	       (path[len] && path[len] != '[' && path[len] != '.');
}

static void set_local(struct xctx *x, const char *name, struct value *v)
{
	int i;

	for (i = x->nlocals; i-- > 0;)
		if (!strcmp(x->locals[i].name, name)) {
			x->locals[i].v = v;
			return;
		}
	if (x->nlocals < 64) {
		x->locals[x->nlocals].name = name;
		x->locals[x->nlocals++].v = v;
	}
}

/* A parameter: a new binding that shadows the caller's of the same name. */
static void set_local_new(struct xctx *x, const char *name, struct value *v)
{
	if (x->nlocals < 64) {
		x->locals[x->nlocals].name = name;
		x->locals[x->nlocals++].v = v;
	}
}

static struct value **local_slot(struct xctx *x, CXCursor lhs)
{
	CXCursor ref;
	const char *name;
	int i;

	if (clang_getCursorKind(lhs) == CXCursor_UnexposedExpr) {
		struct kids k;

		children(lhs, &k);
		if (k.n == 1)
			lhs = k.c[0];
	}
	if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
		return NULL;
	ref = clang_getCursorReferenced(lhs);
	if (clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    clang_getCursorKind(clang_getCursorSemanticParent(ref)) ==
		    CXCursor_TranslationUnit)
		return NULL;
	name = cx_str(&x->b->arena, clang_getCursorSpelling(ref));
	for (i = x->nlocals; i-- > 0;)
		if (!strcmp(x->locals[i].name, name))
			return &x->locals[i].v;
	if (x->nlocals == 64)
		return NULL;
	x->locals[x->nlocals].name = name;
	x->locals[x->nlocals].v = NULL;
	return &x->locals[x->nlocals++].v;
}

/* A stored integer, after "op" with @rhs; NULL when not computable. */
static struct value *int_update(struct xctx *x, struct value *old,
				const char *op, long long rhs, CXCursor c)
{
	struct value *v;

	if (!old || old->kind != V_INT)
		return NULL;
	v = new_val(x, V_INT, c);
	v->i = !strcmp(op, "+=") ? old->i + rhs :
	       !strcmp(op, "-=") ? old->i - rhs :
				   old->i;
	v->text = cursor_text(x, c);
	return v;
}

/* Is the innermost condition being walked an if's or a switch's, no loop's? */
static int in_branch(const struct xctx *x)
{
	return x->cond > x->loop_cond;
}

/*
 * A local's assignment (=, +=, -=, ++, --): the value follows the walk, for
 * the machine being walked, so that a call using it sees that machine's.
 */
static int local_store(struct xctx *x, CXCursor c, int unary)
{
	CXCursor lhs;
	const char *op;
	struct value **slot, *old;
	struct kids k;

	if (unary) {
		const char *t = cursor_text(x, c);

		children(c, &k);
		if (k.n != 1 || (!strstr(t, "++") && !strstr(t, "--")))
			return 0;
		slot = local_slot(x, k.c[0]);
		if (!slot)
			return 0;
		*slot = int_update(x, *slot, strstr(t, "++") ? "+=" : "-=", 1,
				   c);
		return 1;
	}
	op = assign_op(x, c, &lhs);
	if (!op)
		return 0;
	children(c, &k);
	old = NULL;
	slot = local_slot(x, lhs);
	if (!slot)
		return 0;
	old = *slot;
	if (!strcmp(op, "=")) {
		struct value *nv = eval(x, k.c[1]);

		if (x->cond && nv->kind == V_ADDR)
			*slot = choice(x, c, nv, old);
		/*
		 * a number stored in a branch taken on a condition not known
		 * here (viper.c's divisor by the clock rate) is one of two
		 * afterwards, not the last branch's; a loop's own variable
		 * (its init and steps) keeps following the walk
		 */
		else if (x->cond && nv->kind == V_INT && in_branch(x) &&
			 !(old && old->kind == V_INT && old->i == nv->i))
			*slot = choice(x, c, nv, old);
		else
			*slot = nv;
	} else {
		struct value *r = eval(x, k.c[1]);

		*slot = r->kind == V_INT ? int_update(x, old, op, r->i, c) :
					   NULL;
	}
	return 1;
}

/* Branches guarded away from the machine being walked are not walked. */
static int guard_allows(struct xctx *x, struct guard g)
{
	struct step s = { 0 };

	/* a library, or a handler walked once for all machines: steps keep g */
	if (x->libdir || x->m >= x->b->nmachines)
		return 1;
	s.only = g.only;
	s.nonly = g.nonly;
	s.except = g.except;
	s.nexcept = g.nexcept;
	return step_applies(&s, &x->b->machines[x->m]);
}

static void walk(struct xctx *x, CXCursor c, struct guard g);

/* Does a case's value match the switch's known value? */
struct case_match {
	const struct value *v;
	int running;
};

static void case_match_label(void *ctx, const struct value *cv)
{
	struct case_match *cm = ctx;

	cm->running |= cv && cv->kind == V_INT && cv->i == cm->v->i;
}

/*
 * switch (id) on a value the walk knows (a helper's parameter): only the
 * matching case runs, up to its break. Returns 0 when the value is unknown
 * and every case is to be walked.
 */
static int walk_switch(struct xctx *x, CXCursor c, struct guard g)
{
	struct kids k, body;
	struct case_match cm = { NULL, 0 };
	unsigned i;

	children(c, &k);
	if (k.n < 2)
		return 0;
	cm.v = eval(x, k.c[0]);
	if (cm.v->kind != V_INT ||
	    clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt)
		return 0;
	children(k.c[k.n - 1], &body);
	for (i = 0; i < body.n; i++) {
		int labels;
		CXCursor st = under_labels(x, body.c[i], case_match_label, &cm,
					   &labels);

		if (!cm.running)
			continue;
		if (clang_getCursorKind(st) == CXCursor_BreakStmt)
			return 1;
		walk(x, st, g);
	}
	return 1;
}

/* Does @c refer to a variable or parameter anywhere below it? */
static int refs_variable(CXCursor c)
{
	struct kids k;
	unsigned i;

	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		enum CXCursorKind rk =
			clang_getCursorKind(clang_getCursorReferenced(c));

		return rk == CXCursor_VarDecl || rk == CXCursor_ParmDecl;
	}
	children(c, &k);
	for (i = 0; i < k.n; i++)
		if (refs_variable(k.c[i]))
			return 1;
	return 0;
}

/*
 * A store to a register by its address: the SA-1100's and PXA's register
 * macros (PPDR, GPDR(x), MSC1) are "*(volatile u32 *)ADDR", an lvalue
 * whose only unary operator in C is the dereference, with no variable in
 * the address.
 */
static int register_store(CXCursor lhs)
{
	struct kids k;

	while (clang_getCursorKind(lhs) == CXCursor_ParenExpr) {
		children(lhs, &k);
		if (k.n != 1)
			return 0;
		lhs = k.c[0];
	}
	return clang_getCursorKind(lhs) == CXCursor_UnaryOperator &&
	       !refs_variable(lhs);
}

static enum CXChildVisitResult forget_visit(CXCursor c, CXCursor p,
					    CXClientData d)
{
	struct xctx *x = d;
	enum CXCursorKind k = clang_getCursorKind(c);
	struct kids kids;
	CXCursor lhs = clang_getNullCursor();
	const char *t;

	(void)p;
	if (k == CXCursor_UnaryOperator) {
		t = cursor_text(x, c);
		children(c, &kids);
		if (kids.n == 1 && (strstr(t, "++") || strstr(t, "--")))
			lhs = kids.c[0];
	} else if (k == CXCursor_BinaryOperator ||
		   k == CXCursor_CompoundAssignOperator) {
		assign_op(x, c, &lhs);
	}
	if (!clang_Cursor_isNull(lhs) && plain_local(lhs)) {
		struct value *v = new_val(x, V_EXPR, lhs);

		v->text = cursor_text(x, bare_expr(lhs));
		set_local(x, v->text, v);
	}
	return CXChildVisit_Recurse;
}

/*
 * The locals loop @c stores into (its variable, a counter its body
 * steps): each pass has its own value, so none is known for the body.
 */
static void forget_loop_locals(struct xctx *x, CXCursor c)
{
	clang_visitChildren(c, forget_visit, x);
}

static void walk(struct xctx *x, CXCursor c, struct guard g)
{
	enum CXCursorKind k = clang_getCursorKind(c);
	struct walkarg w = { x, g };
	CXCursor lhs;
	const char *op;

	if (!guard_allows(x, g))
		return;
	switch (k) {
	case CXCursor_CallExpr:
		call_step(x, c, g);
		return;
	case CXCursor_UnaryOperator:
		if (local_store(x, c, 1))
			return;
		break;
	case CXCursor_SwitchStmt:
		if (walk_switch(x, c, g))
			return;
		/* every case walked: each one conditional, one of them runs */
		x->cond++;
		x->excl++;
		walk_cases(x, c, g);
		x->excl--;
		x->cond--;
		return;
	case CXCursor_ForStmt:
	case CXCursor_WhileStmt:
	case CXCursor_DoStmt: {
		int saved = x->loop_cond;

		struct kids kids;
		unsigned i, body;

		/* a loop's stores depend on its variables: not applied */
		x->cond++;
		x->loop_cond = x->cond;
		push_cond(x, "?");
		/*
		 * Its header first (for's init, condition and step; a do's
		 * body comes before its condition), then the body, walked
		 * once for every pass: a local the loop changes has one value
		 * a pass, none for them all ("gpio_request(16 + i)")
		 */
		children(c, &kids);
		body = k == CXCursor_DoStmt ? 0 : kids.n - 1;
		for (i = 0; i < kids.n; i++)
			if (i != body)
				walk(x, kids.c[i], g);
		if (kids.n) {
			forget_loop_locals(x, c);
			walk(x, kids.c[body], g);
		}
		x->nconds--;
		x->loop_cond = saved;
		x->cond--;
		return;
	}
	case CXCursor_VarDecl: {
		CXCursor init = var_init(c);

		if (!clang_Cursor_isNull(init))
			set_local(x,
				  cx_str(&x->b->arena,
					 clang_getCursorSpelling(c)),
				  eval(x, init));
		break;
	}
	case CXCursor_IfStmt:
		walk_if(x, c, &g);
		return;
	case CXCursor_CompoundStmt: {
		struct kids kids;
		unsigned i;

		children(c, &kids);
		for (i = 0; i < kids.n; i++) {
			if (clang_getCursorKind(kids.c[i]) == CXCursor_IfStmt)
				walk_if(x, kids.c[i], &g); /* may narrow g */
			else
				walk(x, kids.c[i], g);
		}
		return;
	}
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		if (local_store(x, c, 0))
			break;
		if (assign_op(x, c, &lhs) &&
		    (global_lvalue(lhs) || through_alias(x, lhs))) {
			struct step s = { 0 };

			s.kind = STEP_ASSIGN;
			/* a store through a local pointer names its data */
			s.fn = global_lvalue(lhs) ? cursor_text(x, lhs) :
						    lvalue_path(x, lhs);
			s.text = cursor_text(x, c);
			s.line = cursor_line(c);
			op = assign_op(x, c, &lhs);
			if (!strcmp(op, "="))
				assign_args(x, &s, c);
			else
				compound_args(x, &s, c, op);
			if (s.nargs == 2 && x->nstores < 32) {
				x->stores[x->nstores].path = s.args[0]->s;
				x->stores[x->nstores++].v = s.args[1];
			}
			add_step(x, s, g);
		} else if (assign_op(x, c, &lhs) && !x->cond &&
			   !strcmp(assign_op(x, c, &lhs), "=") &&
			   !plain_local(lhs) && !register_store(lhs) &&
			   x->nstores < 32) {
			/*
			 * data outside the file through a local pointer
			 * (mityomapl138.c's soc_info->emac_pdata->rmii_en = 0):
			 * kept by its text, for a read of it further on in
			 * the function (eval())
			 */
			struct kids kk;

			children(c, &kk);
			x->stores[x->nstores].path = arena_printf(
				&x->b->arena, "@%s", cursor_text(x, lhs));
			x->stores[x->nstores++].v = eval(x, kk.c[1]);
		} else if (assign_op(x, c, &lhs) && register_store(lhs)) {
			struct step s = { 0 };

			s.kind = STEP_CALL;
			s.fn = REGISTER_STORE;
			s.text = cursor_text(x, c);
			s.line = cursor_line(c);
			add_step(x, s, g);
			return;
		}
		break;
	default:
		break;
	}
	clang_visitChildren(c, walk_visit, &w);
}

/* Functions run at boot besides the machine record: initcalls of the file. */
static void walk_initcalls(struct xctx *x, struct guard g)
{
	size_t i;

	for (i = 0; i < x->b->nvars; i++) {
		struct bvar *v = &x->b->vars[i];

		if (strcmp(v->type, "initcall_t") &&
		    strcmp(v->type, "const initcall_t"))
			continue;
		if (v->init && v->init->kind == V_FUNC)
			walk_function(x, v->init->s, g, clang_getNullCursor());
	}
}

/*
 * The kernel hooks whose handler a board stores at boot and whose body the
 * converter reads: pm_power_off (a GPIO the handler drives is a
 * gpio-poweroff node).
 */
static const char *const hooks[] = { "pm_power_off" };

/*
 * The body of each board function the init paths store into a hook, walked
 * into the spare steps slot (steps[nmachines]) and kept apart: its calls
 * are the hook's, made at power-off, not at boot.
 */
static void collect_handlers(struct xctx *x)
{
	struct board *b = x->b;
	struct guard none = { 0 };
	size_t m, i, k, nm = b->nmachines, alloc = 0;

	for (m = 0; m < nm; m++)
		for (i = 0; i < b->nsteps[m]; i++) {
			const struct step *s = &b->steps[m][i];
			struct handler h = { 0 };
			/* "if (c) hook = f;" keeps f third (assign_args()) */
			const struct value *f = s->nargs == 2 ? s->args[1] :
						s->nargs == 4 ? s->args[2] :
								NULL;

			for (k = 0; k < sizeof(hooks) / sizeof(hooks[0]); k++)
				if (!strcmp(s->fn, hooks[k]))
					break;
			if (s->kind != STEP_ASSIGN ||
			    k == sizeof(hooks) / sizeof(hooks[0]) || !f ||
			    f->kind != V_FUNC || board_hook_handler(b, f->s) ||
			    clang_Cursor_isNull(find_func(x, f->s)))
				continue;
			b->steps[nm] = NULL;
			b->nsteps[nm] = 0;
			x->m = nm;
			x->asteps = 0;
			x->nlocals = 0;
			x->nstores = 0;
			walk_function(x, f->s, none, clang_getNullCursor());
			h.fn = f->s;
			h.steps = b->steps[nm];
			h.nsteps = b->nsteps[nm];
			ARENA_PUSH(&b->arena, b->handlers, b->nhandlers, alloc,
				   h);
		}
	b->steps[nm] = NULL;
	b->nsteps[nm] = 0;
}

static void collect_steps(struct xctx *x)
{
	struct board *b = x->b;
	struct guard none = { 0 };

	b->steps =
		arena_alloc(&b->arena, (b->nmachines + 1) * sizeof(*b->steps));
	b->nsteps = arena_alloc(&b->arena, (b->nmachines + 1) * sizeof(size_t));
	for (x->m = 0; x->m < b->nmachines; x->m++) {
		const struct machine *m = &b->machines[x->m];
		/*
		 * In the order the kernel runs them; map_io and init_time
		 * register UARTs and set clock rates.
		 */
		const char *fns[] = { m->fixup,	     m->map_io,
				      m->init_early, m->init_irq,
				      m->init_time,  m->init_machine,
				      m->init_late };
		size_t i;

		x->asteps = 0;
		for (i = 0; i < sizeof(fns) / sizeof(fns[0]); i++)
			if (fns[i])
				walk_function(x, fns[i], none,
					      clang_getNullCursor());
		/*
		 * A library's functions are modelled one by one: its
		 * initcalls are functions of their own, not steps of each
		 * helper a board calls.
		 */
		if (!x->libdir)
			walk_initcalls(x, none);
	}
	if (!x->libdir)
		collect_handlers(x);
}

/* ---- parsing ---- */

struct inclctx {
	struct xctx *x;
	size_t alloc;
};

static enum CXChildVisitResult incl_top(CXCursor c, CXCursor p, CXClientData d)
{
	struct inclctx *ic = d;
	struct board *b = ic->x->b;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_InclusionDirective &&
	    in_board(ic->x, c)) {
		const char *n = cx_str(&b->arena, clang_getCursorSpelling(c));

		ARENA_PUSH(&b->arena, b->includes, b->nincludes, ic->alloc, n);
	}
	return CXChildVisit_Continue;
}

static int first_error(CXTranslationUnit tu, const char *rel,
		       struct bf_error *e)
{
	unsigned i, n = clang_getNumDiagnostics(tu);

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		int rc = 0;

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			CXString s = clang_getDiagnosticSpelling(d);
			CXFile f;
			unsigned line;
			CXString fn;

			clang_getSpellingLocation(
				clang_getDiagnosticLocation(d), &f, &line, NULL,
				NULL);
			fn = clang_getFileName(f);
			rc = bf_err(e, "%s: %s:%u: error: %s", rel,
				    clang_getCString(fn) ?
					    clang_getCString(fn) :
					    "?",
				    line, clang_getCString(s));
			clang_disposeString(fn);
			clang_disposeString(s);
		}
		clang_disposeDiagnostic(d);
		if (rc)
			return rc;
	}
	return 0;
}

/* CONFIG_ symbols tested by #if/#ifdef/#elif lines of the board file. */
static size_t config_symbols(CXTranslationUnit tu, CXFile file, size_t size,
			     struct arena *a, const char ***out, size_t have)
{
	CXSourceRange r = clang_getRange(
		clang_getLocationForOffset(tu, file, 0),
		clang_getLocationForOffset(tu, file, (unsigned)size));
	CXToken *toks;
	unsigned n, i, dline = 0;
	size_t cnt = have, alloc = have;
	int in_cond = 0, negated = 0;

	clang_tokenize(tu, r, &toks, &n);
	for (i = 0; i < n; i++) {
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		const char *t = clang_getCString(s);
		unsigned line;

		clang_getSpellingLocation(clang_getTokenLocation(tu, toks[i]),
					  NULL, &line, NULL, NULL);
		if (line != dline)
			in_cond = 0;
		if (!strcmp(t, "#") && i + 1 < n) {
			CXString d = clang_getTokenSpelling(tu, toks[i + 1]);
			const char *dt = clang_getCString(d);

			in_cond = !strcmp(dt, "if") || !strcmp(dt, "ifdef") ||
				  !strcmp(dt, "elif");
			dline = line;
			negated = 0;
			clang_disposeString(d);
		} else if (in_cond && !strcmp(t, "!")) {
			negated = 1;
		} else if (in_cond && !strncmp(t, "CONFIG_", 7)) {
			size_t j;
			int dup = 0;

			for (j = 0; j < cnt; j++)
				dup |= !strcmp((*out)[j], t);
			if (!dup && !negated)
				ARENA_PUSH(a, *out, cnt, alloc,
					   arena_strdup(a, t));
			negated = 0;
		}
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return cnt;
}

/*
 * A board's own options (board_options.h) are not forced: the defconfig
 * chooses the daughter card or the flash size, as it does for the board.
 */
static size_t unforce_board_options(const char *kdir, const struct kflags *kf,
				    const struct kconfig *kc,
				    const char *build_sym, struct arena *a,
				    const char **forced, size_t nbuild,
				    size_t n)
{
	const char **opt = arena_alloc(a, (n + 1) * sizeof(*opt));
	char *dc = board_defconfig_text(kdir, kf->defconfig);
	size_t i, k = nbuild, nopt = 0;

	for (i = nbuild; i < n; i++)
		if (board_option(kc, forced[i], build_sym, dc) == BOPT_OFF)
			opt[nopt++] = forced[i];
		else
			forced[k++] = forced[i];
	/* kept after the others: a file that needs one set gets them all */
	for (i = 0; i < nopt; i++)
		forced[k + i] = opt[i];
	free(dc);
	return k;
}

/* A lexer-only parse of the file alone: fast, and enough for its #if lines. */
static size_t config_symbols_of(CXIndex idx, const char *path, size_t size,
				struct arena *a, const char ***out, size_t have)
{
	CXTranslationUnit tu = NULL;
	size_t n = have;

	if (clang_parseTranslationUnit2(
		    idx, path, NULL, 0, NULL, 0,
		    CXTranslationUnit_SingleFileParse |
			    CXTranslationUnit_SkipFunctionBodies |
			    CXTranslationUnit_KeepGoing,
		    &tu) != CXError_Success)
		return 0;
	n = config_symbols(tu, clang_getFile(tu, path), size, a, out, have);
	clang_disposeTranslationUnit(tu);
	return n;
}

/*
 * The file's own Kconfig symbol (obj-$(CONFIG_ARCH_LUBBOCK) += lubbock.o):
 * headers declare the board's functions only when it is set.
 */
static size_t force_one(struct arena *a, const char ***forced, size_t n,
			const char *sym)
{
	char *cfg = arena_printf(a, "CONFIG_%s", sym);
	const char **out;
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp((*forced)[i], cfg))
			return n;
	out = arena_alloc(a, (n + 1) * sizeof(*out));
	for (i = 0; i < n; i++)
		out[i] = (*forced)[i];
	out[n++] = cfg;
	*forced = out;
	return n;
}

/*
 * What a board's symbol selects (MACH_CM_X300 selects CPU_PXA310): headers
 * declare that SoC's pins and devices only then, whatever the defconfig.
 */
struct forcing {
	struct arena *a;
	const char ***forced;
	size_t n;
};

/* forces @sym on; what it selects is walked only when it is new */
static int force_selected(const char *sym, void *arg)
{
	struct forcing *f = arg;
	size_t before = f->n;

	f->n = force_one(f->a, f->forced, f->n, sym);
	return f->n != before;
}

static size_t force_selects(const struct kconfig *kc, const char *sym,
			    struct arena *a, const char ***forced, size_t n)
{
	struct forcing f = { a, forced, n };

	kconfig_walk_selects(kc, sym, 3, force_selected, &f);
	return f.n;
}

static size_t add_build_symbol(const char *kdir, const char *rel,
			       const struct kconfig *kc, struct arena *a,
			       const char ***forced, size_t n, const char **sym)
{
	const char *base = strrchr(rel, '/') + 1;
	char *dir = xstrndup(rel, (size_t)(base - rel - 1));
	char *obj = xasprintf("%.*s.o", (int)(strlen(base) - 2), base);
	struct kbuild_makefile mk = { 0 };
	struct bf_error e;
	const struct kbuild_obj *o;

	if (!kbuild_read(kdir, dir, &mk, &e) &&
	    (o = kbuild_find(&mk, obj)) != NULL) {
		const char *syms[2] = { o->sym, o->guard };

		*sym = o->sym ? arena_strdup(a, o->sym) : NULL;
		int k;

		for (k = 0; k < 2; k++) {
			if (!syms[k])
				continue;
			n = force_one(a, forced, n, syms[k]);
			n = force_selects(kc, syms[k], a, forced, n);
		}
	}
	kbuild_free(&mk);
	free(dir);
	free(obj);
	return n;
}

static void skipped(struct xctx *x)
{
	CXSourceRangeList *l = clang_getSkippedRanges(x->tu, x->file);
	size_t alloc = 0;
	unsigned i;

	for (i = 0; l && i < l->count; i++) {
		struct skipped_range sr;

		clang_getSpellingLocation(clang_getRangeStart(l->ranges[i]),
					  NULL, &sr.first, NULL, NULL);
		clang_getSpellingLocation(clang_getRangeEnd(l->ranges[i]), NULL,
					  &sr.last, NULL, NULL);
		ARENA_PUSH(&x->b->arena, x->b->skipped, x->b->nskipped, alloc,
			   sr);
	}
	if (l)
		clang_disposeSourceRangeList(l);
}

/*
 * The preprocessing record (every macro definition and expansion of every
 * header, the #include directives and the skipped branches) is asked for
 * a board file only: its #includes name its SoC and its skipped branches
 * are reported. A library model uses neither, and without the record its
 * parse and walks cost about a tenth less.
 */
static CXTranslationUnit parse(CXIndex idx, const char *wrap,
			       struct CXUnsavedFile *uf,
			       const struct kflags *kf, const char *rel,
			       const char **forced, size_t nforced, int lib)
{
	size_t argc = kf->argc + nforced + 8, i, n = 0;
	const char *base = strrchr(rel, '/') + 1;
	int stem = (int)(strlen(base) - 2);
	/* What Kbuild defines per file, as the .cmd file had it. */
	char *modname = xasprintf("-DKBUILD_MODNAME=\"%.*s\"", stem, base);
	char *basename = xasprintf("-DKBUILD_BASENAME=\"%.*s\"", stem, base);
	char *kmod = xasprintf("-D__KBUILD_MODNAME=kmod_%.*s", stem, base);
	char *p;

	/* Kbuild's module names have '_' for '-' (cm-a510.c is cm_a510) */
	for (p = strchr(modname, '='); p && *p; p++)
		if (*p == '-')
			*p = '_';
	for (p = strchr(kmod, '='); p && *p; p++)
		if (*p == '-')
			*p = '_';
	char *modfile = xasprintf("-DKBUILD_MODFILE=\"%.*s\"",
				  (int)(strlen(rel) - 2), rel);
	const char **argv = xcalloc(argc, sizeof(char *));
	char **defs = xcalloc(nforced + 1, sizeof(char *));
	CXTranslationUnit tu = NULL;

	for (i = 0; i < kf->argc; i++)
		argv[n++] = kf->argv[i];
	argv[n++] = "-w";
	argv[n++] = "-ferror-limit=5";
	argv[n++] = modname;
	argv[n++] = basename;
	argv[n++] = kmod;
	argv[n++] = modfile;
	for (i = 0; i < nforced; i++)
		argv[n++] = defs[i] = xasprintf("-D%s=1", forced[i]);
	if (clang_parseTranslationUnit2(
		    idx, wrap, argv, (int)n, uf, 1,
		    lib ? CXTranslationUnit_None :
			  CXTranslationUnit_DetailedPreprocessingRecord,
		    &tu) != CXError_Success)
		tu = NULL;
	for (i = 0; i < nforced; i++)
		free(defs[i]);
	free(defs);
	free(argv);
	free(modname);
	free(basename);
	free(kmod);
	free(modfile);
	return tu;
}

static void read_probes(struct xctx *x, const char *const *probes, size_t np)
{
	struct board *b = x->b;
	size_t i;

	b->probes = arena_alloc(&b->arena, (np + 1) * sizeof(*b->probes));
	b->nprobes = np;
	for (i = 0; i < np; i++)
		b->probes[i].expr = arena_strdup(&b->arena, probes[i]);
}

struct probe_find {
	struct board *b;
};

static enum CXChildVisitResult probe_visit(CXCursor c, CXCursor p,
					   CXClientData d)
{
	struct probe_find *pf = d;
	CXString s;
	const char *n;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_EnumDecl)
		return CXChildVisit_Recurse;
	if (clang_getCursorKind(c) != CXCursor_EnumConstantDecl)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	n = clang_getCString(s);
	if (!strncmp(n, "__bf2dts_probe_", 15)) {
		size_t i = strtoul(n + 15, NULL, 10);

		if (i < pf->b->nprobes) {
			pf->b->probes[i].value =
				clang_getEnumConstantDeclValue(c);
			pf->b->probes[i].ok = 1;
		}
	}
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

static char *wrapper_text(const char *base, const char *const *probes,
			  size_t np)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	sb_addf(&sb, "#include \"%s\"\n", base);
	for (i = 0; i < np; i++) {
		size_t n = strcspn(probes[i], "( ");

		sb_addf(&sb,
			"#ifdef %.*s\nenum { __bf2dts_probe_%zu = (%s) };\n#endif\n",
			(int)n, probes[i], i, probes[i]);
	}
	return sb_detach(&sb);
}

/* The files a parse read: what a cached model of it depends on. */
struct deps {
	const char *skip; /* the wrapper: an unsaved file, keyed by its text */
	char **path;
	size_t n, alloc;
};

static void deps_visit(CXFile f, CXSourceLocation *stack, unsigned len,
		       CXClientData d)
{
	struct deps *dp = d;
	CXString s = clang_getFileName(f);
	const char *n = clang_getCString(s);

	(void)stack;
	(void)len;
	if (n && strcmp(n, dp->skip))
		VEC_PUSH(dp->path, dp->n, dp->alloc, xstrdup(n));
	clang_disposeString(s);
}

static int cmp_strp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void deps_of(CXTranslationUnit tu, struct deps *dp)
{
	size_t i, k = 0;

	clang_getInclusions(tu, deps_visit, dp);
	/* a header included twice is one dependency */
	sort_array(dp->path, dp->n, sizeof(*dp->path), cmp_strp);
	for (i = 0; i < dp->n; i++) {
		if (k && !strcmp(dp->path[k - 1], dp->path[i]))
			free(dp->path[i]);
		else
			dp->path[k++] = dp->path[i];
	}
	dp->n = k;
}

static void deps_release(struct deps *dp)
{
	size_t i;

	for (i = 0; i < dp->n; i++)
		free(dp->path[i]);
	free(dp->path);
}

static int board_key(struct libcache *lc, struct libcache_key *k,
		     const char *kdir, const char *rel, const struct kflags *kf,
		     const char *wtext, const char **forced, size_t nforced,
		     size_t nbuild);
static void board_cache_debug(const char *rel, const char *what);
static int board_store(struct libcache *lc, const struct libcache_key *k,
		       const char *rel, const char *kdir, const struct board *b,
		       struct deps *dp, struct bf_error *e);

/*
 * @dp (NULL: not wanted) receives the files the parse read, those of every
 * attempt: a header that broke the forced parse decides the result too.
 * With @lc (board files only), the model comes from the cache when
 * an entry for the same inputs checks out, and is stored there when parsed.
 */
/* An empty model of @rel, as extract() starts one. */
static void board_start(struct board *b, const char *rel, const char *path,
			const struct kflags *kf)
{
	memset(b, 0, sizeof(*b));
	b->rel = arena_strdup(&b->arena, rel);
	b->path = arena_strdup(&b->arena, path);
	b->family = arena_strdup(&b->arena, kf->family);
	b->dir = arena_strndup(&b->arena, path,
			       (size_t)(strrchr(path, '/') + 1 - path));
}

static int extract(const char *kdir, const char *rel, const struct kflags *kf,
		   const struct kconfig *kc, const char *const *probes,
		   size_t nprobes, struct board *b, int lib, struct deps *dp,
		   struct libcache *lc, struct bf_error *e)
{
	struct libcache_key k;
	struct deps bdp = { 0 };
	struct xctx x = { .b = b };
	struct inclctx ic = { .x = &x };
	struct probe_find pf = { b };
	CXIndex idx;
	CXTranslationUnit tu;
	struct CXUnsavedFile uf;
	char *path = xasprintf("%s/%s", kdir, rel);
	const char *base = strrchr(rel, '/') + 1;
	char *wrap, *wtext;
	/* what is forced lives here until the model is made (the cache's is) */
	struct arena fa = { 0 };
	const char **forced = NULL, *build_sym = NULL;
	struct libcache *store = NULL; /* a miss: the cache to store it in */
	size_t nforced = 0, nbuild, nall = 0, i;
	struct stat st;
	int rc = -1;

	board_start(b, rel, path, kf);
	if (stat(path, &st)) {
		free(path);
		return bf_err(e, "%s: no such file", rel);
	}
	wrap = xasprintf("%.*s.bf2dts-%s", (int)(strrchr(path, '/') + 1 - path),
			 path, base);
	wtext = wrapper_text(base, probes, nprobes);
	uf.Filename = wrap;
	uf.Contents = wtext;
	uf.Length = strlen(wtext);
	idx = clang_createIndex(0, 0);
	/*
	 * Hardware is not configuration: the CONFIG_ symbols the file tests
	 * are forced on. A lexer-only pass finds them, so that one full parse
	 * usually suffices; should forcing break the parse, the file is parsed
	 * as configured and the skipped lines are reported.
	 */
	nbuild = 0;
	if (!lib) {
		/* first the board's own symbols and what they select, then the file's */
		nbuild = add_build_symbol(kdir, rel, kc, &fa, &forced, 0,
					  &build_sym);
		nforced = config_symbols_of(idx, path, (size_t)st.st_size, &fa,
					    &forced, nbuild);
		nall = nforced;
		nforced = unforce_board_options(kdir, kf, kc, build_sym, &fa,
						forced, nbuild, nforced);
	}
	/* everything the model depends on is known now: the key */
	if (lc &&
	    board_key(lc, &k, kdir, rel, kf, wtext, forced, nforced, nbuild))
		lc = NULL;
	if (lc) {
		struct strbuf why = STRBUF_INIT;
		int hit;

		board_release(b);
		hit = libcache_load(lc, &k, b, e, &why);
		board_cache_debug(rel, hit < 0 ? sb_str(&why) :
				       hit     ? "hit (it does not parse)" :
						 "hit");
		sb_release(&why);
		if (hit >= 0) {
			clang_disposeIndex(idx);
			rc = hit ? -1 : 0;
			goto out_cached;
		}
		/* a miss: parsed as without the cache, then stored */
		board_release(b);
		board_start(b, rel, path, kf);
		store = lc;
		dp = &bdp;
	}
	b->build_sym = build_sym ? arena_strdup(&b->arena, build_sym) : NULL;
	tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	/*
	 * A file that cannot do without its options (cerf.c's #error when
	 * no flash size is chosen) has them all forced, as before.
	 */
	if (tu && nall > nforced && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = nall;
		tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	}
	/* should forcing break the parse: the board's symbols only, then none */
	if (tu && nforced > nbuild && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = nbuild;
		tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	}
	if (tu && nforced && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = 0;
		tu = parse(idx, wrap, &uf, kf, rel, NULL, 0, lib);
	}
	if (!tu) {
		bf_err(e, "%s: libclang could not parse it", rel);
		goto out;
	}
	if (first_error(tu, rel, e)) {
		/* an error is as much a result of the files read as a model */
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		goto out_tu;
	}
	if (nforced)
		b->forced =
			arena_alloc(&b->arena, nforced * sizeof(*b->forced));
	for (i = 0; i < nforced; i++)
		b->forced[i] = arena_strdup(&b->arena, forced[i]);
	b->nforced = nforced;
	x.tu = tu;
	x.file = clang_getFile(tu, path);
	x.fsize = (unsigned)st.st_size;
	if (lib)
		x.libdir = b->dir;
	if (!lib)
		skipped(&x);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_visit, &x);
	if (!lib)
		clang_visitChildren(clang_getTranslationUnitCursor(tu),
				    incl_top, &ic);
	collect_vars(&x);
	if (lib)
		collect_functions(&x);
	else
		collect_machines(&x);
	if (!b->nmachines && !lib) {
		bf_err(e, "%s: not a board file (no MACHINE_START)", rel);
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		goto out_tu;
	}
	read_probes(&x, probes, nprobes);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), probe_visit,
			    &pf);
	collect_steps(&x);
	add_literals(&x);
	if (dp) {
		dp->skip = wrap;
		deps_of(tu, dp);
	}
	rc = 0;
out_tu:
	clang_disposeTranslationUnit(tu);
out:
	clang_disposeIndex(idx);
out_cached:
	free(x.lits);
	free(x.funcs);
	free(x.hfuncs);
	free(x.vars);
	free(path);
	free(wrap);
	free(wtext);
	arena_free(&fa);
	if (rc)
		board_release(b);
	if (store)
		rc = board_store(store, &k, rel, kdir, rc ? NULL : b, dp, e);
	return rc;
}

int board_extract(const char *kdir, const char *rel, const struct kflags *kf,
		  const struct kconfig *kc, const char *const *probes,
		  size_t nprobes, struct libcache *lc, struct board *b,
		  struct bf_error *e)
{
	return extract(kdir, rel, kf, kc, probes, nprobes, b, 0, NULL, lc, e);
}

static void board_cache_debug(const char *rel, const char *what)
{
	const char *debug = getenv("BF2DTS_LIBCACHE_DEBUG");

	if (debug && *debug && strcmp(debug, "0"))
		fprintf(stderr, "bf2dts: board cache: %s: %s\n", rel, what);
}

/* The tree, by path and by what it is (kernel/treekey.c): never another's. */
static void key_tree(struct libcache_key *k, const char *kdir)
{
	char *tk = tree_key(kdir);

	libcache_key_add(k, kdir);
	libcache_key_add(k, tk);
	free(tk);
}

/*
 * What a board model depends on besides the files its parses read: the
 * tree, the file, Kbuild's flags, the wrapper (its probes) and the CONFIG_
 * symbols forced on, which Kconfig, the Makefile and the file's own #if
 * lines decided before the parse.
 */
static int board_key(struct libcache *lc, struct libcache_key *k,
		     const char *kdir, const char *rel, const struct kflags *kf,
		     const char *wtext, const char **forced, size_t nforced,
		     size_t nbuild)
{
	CXString v = clang_getClangVersion();
	char num[32];
	size_t i;
	int rc = libcache_key_init(lc, k, clang_getCString(v));

	clang_disposeString(v);
	if (rc)
		return -1;
	libcache_key_add(k, "board");
	key_tree(k, kdir);
	libcache_key_add(k, rel);
	libcache_key_add(k, kf->family);
	libcache_key_add(k, kf->defconfig);
	for (i = 0; i < kf->argc; i++)
		libcache_key_add(k, kf->argv[i]);
	libcache_key_add(k, wtext);
	snprintf(num, sizeof(num), "%zu", nbuild);
	libcache_key_add(k, num);
	for (i = 0; i < nforced; i++)
		libcache_key_add(k, forced[i]);
	libcache_key_final(k);
	return 0;
}

/*
 * Stores the model @b or, with @b NULL, the error in @e; returns what the
 * extraction returned (0 with a model). The directory's Makefile counts
 * among the dependencies: it names the board's Kconfig symbol.
 */
static int board_store(struct libcache *lc, const struct libcache_key *k,
		       const char *rel, const char *kdir, const struct board *b,
		       struct deps *dp, struct bf_error *e)
{
	char *mk = xasprintf("%s/%.*s/Makefile", kdir,
			     (int)(strrchr(rel, '/') - rel), rel);

	if (dp->n && !access(mk, R_OK)) {
		VEC_PUSH(dp->path, dp->n, dp->alloc, mk);
		mk = NULL;
	}
	if (dp->n && libcache_store(lc, k, b, b ? NULL : e->msg,
				    (const char *const *)dp->path, dp->n))
		board_cache_debug(rel, "not stored");
	free(mk);
	deps_release(dp);
	return b ? 0 : -1;
}

/*
 * What a library model depends on besides the files it reads: the tree,
 * the file and Kbuild's flags. The per-file defines and the wrapper that
 * parse() and extract() add are fixed by @rel and by the code, which the
 * key covers through the binary's digest (libcache.h).
 */
static int library_key(struct libcache *lc, struct libcache_key *k,
		       const char *kdir, const char *rel,
		       const struct kflags *kf)
{
	CXString v = clang_getClangVersion();
	size_t i;
	int rc = libcache_key_init(lc, k, clang_getCString(v));

	clang_disposeString(v);
	if (rc)
		return -1;
	libcache_key_add(k, "library");
	key_tree(k, kdir);
	libcache_key_add(k, rel);
	libcache_key_add(k, kf->family);
	libcache_key_add(k, kf->defconfig);
	for (i = 0; i < kf->argc; i++)
		libcache_key_add(k, kf->argv[i]);
	libcache_key_final(k);
	return 0;
}

int board_extract_library(const char *kdir, const char *rel,
			  const struct kflags *kf, struct libcache *lc,
			  struct board *lib, struct bf_error *e)
{
	struct libcache_key k;
	struct deps dp = { 0 };
	struct strbuf why = STRBUF_INIT;
	const char *debug = getenv("BF2DTS_LIBCACHE_DEBUG");
	int rc;

	if (lc && library_key(lc, &k, kdir, rel, kf))
		lc = NULL;
	if (lc) {
		rc = libcache_load(lc, &k, lib, e, &why);
		if (debug && *debug)
			fprintf(stderr, "bf2dts: library cache: %s: %s\n", rel,
				rc < 0 ? sb_str(&why) :
				rc     ? "hit (it does not parse)" :
					 "hit");
		sb_release(&why);
		if (rc >= 0)
			return rc ? -1 : 0;
	}
	rc = extract(kdir, rel, kf, NULL, NULL, 0, lib, 1, lc ? &dp : NULL,
		     NULL, e);
	/* a file that does not parse is kept too (with its error) */
	if (lc && dp.n &&
	    libcache_store(lc, &k, rc ? NULL : lib, rc ? e->msg : NULL,
			   (const char *const *)dp.path, dp.n) &&
	    debug && *debug)
		fprintf(stderr, "bf2dts: library cache: %s: not stored\n", rel);
	deps_release(&dp);
	return rc;
}

void board_release(struct board *b)
{
	arena_free(&b->arena);
	memset(b, 0, sizeof(*b));
}
