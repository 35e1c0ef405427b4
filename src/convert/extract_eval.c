// SPDX-License-Identifier: GPL-2.0
/*
 * Expressions evaluated to values of the board model (value.h): what clang
 * itself evaluates, initializers of structs and arrays by their
 * designators, addresses of variables and of compound literals, and
 * arithmetic on what the walk knows (a parameter the caller passed, a
 * local, board data stored before it, a board function's constant
 * return); and the path of an lvalue into file-scope data.
 */
#include <ctype.h>
#include <string.h>

#include "convert/extract_ctx.h"
#include "lib/strbuf.h"

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

struct value *new_val(struct xctx *x, enum val_kind kind, CXCursor c)
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
		/* what the kernel command line sets: its default, said */
		v = cmdline_default(x, c, ref);
		if (v)
			return v;
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
void add_literals(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = b->nvars;

	for (i = 0; i < x->nlits; i++)
		if (!board_var(b, x->lits[i].name))
			ARENA_PUSH(&b->arena, b->vars, b->nvars, alloc,
				   x->lits[i]);
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
	/* 1 || y and 0 && y: y is not read (nor said to decide) */
	if (l->kind == V_INT &&
	    ((!strcmp(op, "||") && l->i) || (!strcmp(op, "&&") && !l->i))) {
		v = new_val(x, V_INT, c);
		v->text = cursor_text(x, c);
		v->i = l->i != 0;
		return v;
	}
	r = eval(x, k.c[1]);
	if ((l->kind != V_INT && l->kind != V_NULL) ||
	    (r->kind != V_INT && r->kind != V_NULL))
		return NULL;
	a = l->kind == V_INT ? l->i : 0; /* NULL compares as 0 */
	b = r->kind == V_INT ? r->i : 0;
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
	CXCursor out[3];
	int n = x->returns > 4 ? 0 : returned_parts(x, c, out);
	struct value *v;

	if (!n)
		return NULL;
	x->returns++;
	v = eval(x, out[0]);
	/* an if's two returns: the one its condition picks */
	if (n == 3)
		v = v->kind == V_INT ? eval(x, out[v->i ? 1 : 2]) : NULL;
	x->returns--;
	return v && v->kind == V_INT ? v : NULL;
}

/*
 * machine_is_foo(), as written, on the init path of the machine being
 * walked: whether it is foo. mach-types.h makes it a test of
 * __machine_arch_type, or a constant when the tree configures one machine
 * alone, neither of which is this walk's answer. NULL: no such test.
 */
static struct value *eval_machine_is(struct xctx *x, CXCursor c)
{
	const char *t, *name;
	struct step s = { 0 };
	struct value *v;
	size_t n;

	if (x->libdir || x->m >= x->b->nmachines ||
	    !cursor_starts_with(x, c, "machine_is_"))
		return NULL;
	t = cursor_text(x, c);
	if (strncmp(t, "machine_is_", 11))
		return NULL;
	n = strspn(t + 11, "abcdefghijklmnopqrstuvwxyz0123456789_");
	if (!n || strcmp(t + 11 + n, "()"))
		return NULL;
	name = arena_strndup(&x->b->arena, t + 11, n);
	s.only = &name;
	s.nonly = 1;
	v = new_val(x, V_INT, c);
	v->i = step_applies(&s, &x->b->machines[x->m]);
	v->text = t;
	return v;
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

struct value *eval(struct xctx *x, CXCursor c)
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
		const char *path = lvalue_path(x, c), *text = NULL;
		int i;

		/* kept by its text (a store through a local pointer): read so */
		for (i = 0; i < x->nstores && !text; i++)
			if (x->stores[i].path[0] == '@')
				text = arena_printf(&x->b->arena, "@%s",
						    cursor_text(x, c));
		for (i = x->nstores; i-- > 0;)
			if ((path && !strcmp(x->stores[i].path, path)) ||
			    (text && !strcmp(x->stores[i].path, text)))
				return x->stores[i].v;
	}
	if (kind == CXCursor_ParenExpr || kind == CXCursor_CallExpr ||
	    kind == CXCursor_UnexposedExpr) {
		v = eval_machine_is(x, c);
		if (v)
			return v;
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
			if (o && (o->kind == V_INT || o->kind == V_NULL)) {
				v = new_val(x, V_INT, c);
				v->i = o->kind == V_INT ? !o->i : 1;
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
				/* its address, not the option's default */
				x->addr_of++;
				v = eval_ref(x, c, ref);
				x->addr_of--;
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

/*
 * The path of an lvalue into file-scope data with its indices evaluated,
 * "mst_flash_data[1].width" for mst_flash_data[SW7 ^ 1].width; NULL when
 * an index is not known or the path goes through a pointer.
 */
const char *lvalue_path(struct xctx *x, CXCursor c)
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
