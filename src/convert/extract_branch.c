// SPDX-License-Identifier: GPL-2.0
/*
 * Which branches of an init path the walk takes, and on what condition
 * (extract_ctx.h). An if or a switch on what the walk can decide (a
 * constant, a parameter the caller passed, a board function's constant
 * return) runs one branch; a machine_is_foo() test narrows the machines
 * the steps under it are for (struct guard); the branch the board's GPIO
 * calls take at boot is taken. Any other branch is walked with its
 * condition written down (conds_text()), and an if-else or a switch whose
 * branches each set the board up are variants the board's run decides.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "convert/extract_ctx.h"
#include "lib/strbuf.h"

/*
 * What call @c's function returns, when the function is the board's (or a
 * SoC header's inline helper), takes no arguments and its body is one
 * return (dm365-evm.c's have_imager(): return 0; edb93xx.c's
 * edb93xx_has_fb(): return machine_is_edb9307() || ...): 1, the
 * expression in @out[0]; or an if whose branches return (iq31244.c's
 * is_ep80219(): if (machine_is_ep80219() || force_ep80219) return 1; else
 * return 0;): 3, the condition and the two expressions in @out. 0: none.
 */
int returned_parts(struct xctx *x, CXCursor c, CXCursor out[3])
{
	CXCursor fn;
	struct kids k, body, r;
	unsigned i;

	c = bare_expr(c);
	if (clang_getCursorKind(c) != CXCursor_CallExpr ||
	    clang_Cursor_getNumArguments(c) != 0)
		return 0;
	fn = find_func(x, cx_str(&x->b->arena, clang_getCursorSpelling(c)));
	if (clang_Cursor_isNull(fn))
		return 0;
	children(fn, &k);
	if (!k.n || clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt)
		return 0;
	children(k.c[k.n - 1], &body);
	if (body.n == 1 &&
	    clang_getCursorKind(body.c[0]) == CXCursor_ReturnStmt) {
		children(body.c[0], &r);
		out[0] = r.n == 1 ? r.c[0] : clang_getNullCursor();
		return r.n == 1;
	}
	/* if (C) return A; else return B;  or  if (C) return A; return B; */
	if (!body.n || body.n > 2 ||
	    clang_getCursorKind(body.c[0]) != CXCursor_IfStmt)
		return 0;
	children(body.c[0], &k);
	if (k.n != 4 - body.n)
		return 0;
	out[0] = k.c[0];
	for (i = 1; i < 3; i++) {
		CXCursor st = i < k.n ? k.c[i] : body.c[1];
		struct kids in;

		if (clang_getCursorKind(st) == CXCursor_CompoundStmt &&
		    (children(st, &in), in.n == 1))
			st = in.c[0];
		if (clang_getCursorKind(st) != CXCursor_ReturnStmt)
			return 0;
		children(st, &r);
		if (r.n != 1)
			return 0;
		out[i] = r.c[0];
	}
	return 3;
}

/* The expression of a function of one return (returned_parts()), or null. */
CXCursor returned_expr(struct xctx *x, CXCursor c)
{
	CXCursor out[3];

	return returned_parts(x, c, out) == 1 ? out[0] : clang_getNullCursor();
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

	/* the statement itself first: a bare store, a call, a report */
	if (work_visit(st, st, &ws) == CXChildVisit_Recurse)
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
		CXCursor out[3];
		int n = depth < 4 ? returned_parts(x, c, out) : 0;

		for (i = 0; i < (unsigned)n; i++)
			if (!calls_known(x, out[i], depth + 1))
				return 0;
		return n > 0;
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

void push_cond(struct xctx *x, const char *text)
{
	if (x->nconds < (int)(sizeof(x->conds) / sizeof(x->conds[0]))) {
		x->conds[x->nconds] = text;
		x->cond_variant[x->nconds] = 0;
	}
	x->nconds++;
}

void push_exclusive_cond(struct xctx *x, const char *text, int picks)
{
	push_cond(x, text);
	if (x->nconds <= (int)(sizeof(x->conds) / sizeof(x->conds[0])))
		x->cond_variant[x->nconds - 1] = picks ? 2 : 1;
}

static enum CXChildVisitResult local_visit(CXCursor c, CXCursor p,
					   CXClientData d)
{
	int *found = d;
	CXCursor r;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_DeclRefExpr) {
		r = clang_getCursorReferenced(c);
		if ((clang_getCursorKind(r) == CXCursor_VarDecl ||
		     clang_getCursorKind(r) == CXCursor_ParmDecl) &&
		    !clang_Cursor_hasVarDeclGlobalStorage(r)) {
			*found = 1;
			return CXChildVisit_Break;
		}
	}
	return CXChildVisit_Recurse;
}

/*
 * Does condition @c read a local variable or a parameter (da850-evm's
 * rmii_en, read from SoC data the walk does not hold)? Such a value is
 * where the board's code got it from, not a fact of the board: no variant
 * of its own is told by it (variants.h).
 */
static int reads_local(CXCursor c)
{
	int found = 0;

	local_visit(c, c, &found);
	if (!found)
		clang_visitChildren(c, local_visit, &found);
	return found;
}

/*
 * The conditions being walked, joined with &&; "?" when there are none, or
 * past the stack's room. @which 1: the loops' and the cases' of several
 * labels ("?") left out, and those past the room too; 2: those of which
 * the board's run or its command line takes one branch, each a "?" that
 * tells no variant of the board (the command line's, a local's), NULL
 * when there are none.
 */
const char *conds_text(struct xctx *x, int which)
{
	int room = (int)(sizeof(x->conds) / sizeof(x->conds[0]));
	struct strbuf sb = STRBUF_INIT;
	const char *t;
	int i, n = 0;

	if (!which && x->nconds > room)
		return "?";
	for (i = 0; i < x->nconds && i < room; i++)
		if (which == 2 ? x->cond_variant[i] :
				 !which || strcmp(x->conds[i], "?"))
			sb_addf(&sb, "%s(%s)", n++ ? " && " : "",
				which == 2 && x->cond_variant[i] != 2 ?
					"?" :
					x->conds[i]);
	if (!n && which == 2) {
		sb_release(&sb);
		return NULL;
	}
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
struct value *choice(struct xctx *x, CXCursor c, struct value *nv,
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

/* Both of a case's readings: does it run, and under which condition. */
struct case_both {
	struct case_match cm;
	struct case_cond cc;
};

static void case_both_label(void *ctx, const struct value *cv)
{
	struct case_both *cb = ctx;

	if (cb->cm.v)
		case_match_label(&cb->cm, cv);
	case_cond_label(&cb->cc, cv);
}

/*
 * switch (v) on a value not known here: each case walked under "v == K"
 * (a case of several labels, or default, under "?"). With @done, the
 * value the kernel command line's default gave v, whose case was walked
 * already (walk_switch()): the others, each under "(v == K), by OPTION
 * on the kernel command line" of @cl.
 */
void walk_cases(struct xctx *x, CXCursor c, struct guard g,
		const struct value *done, const struct cmdline_var *cl)
{
	struct kids k, body;
	const char *sw;
	unsigned i;
	int in_case = 0, skip = 0;

	children(c, &k);
	if (k.n < 2 ||
	    clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt) {
		struct walkarg w = { x, g };

		push_exclusive_cond(x, "?", 0);
		clang_visitChildren(c, walk_visit, &w);
		x->nconds--;
		return;
	}
	if (!done) /* walk_switch() evaluated it */
		walk(x, k.c[0], g);
	sw = cursor_text(x, k.c[0]);
	children(k.c[k.n - 1], &body);
	for (i = 0; i < body.n; i++) {
		struct case_both cb = { { done, 0 }, { x, sw, NULL } };
		int labels;
		CXCursor st = under_labels(x, body.c[i], case_both_label, &cb,
					   &labels);

		if (labels) {
			const char *cond = labels == 1 ? cb.cc.cond : "?";

			if (in_case)
				x->nconds--;
			push_exclusive_cond(
				x,
				cl ? arena_printf(&x->b->arena,
						  "(%s), by %s on the "
						  "kernel command line",
						  cond, cl->option) :
				     cond,
				!cl && !reads_local(k.c[0]));
			in_case = 1;
			skip = cb.cm.running;
		}
		if (!skip)
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

/* The text of condition @c, or of its negation when @negate ("!(!x)": x). */
static const char *negation(struct xctx *x, CXCursor c, int negate)
{
	CXCursor b = bare_expr(c);
	struct kids k;

	if (!negate)
		return cursor_text(x, c);
	if (clang_getCursorKind(b) == CXCursor_UnaryOperator &&
	    cursor_text(x, b)[0] == '!' && (children(b, &k), k.n == 1))
		return cursor_text(x, k.c[0]);
	return arena_printf(&x->b->arena, "!(%s)", cursor_text(x, c));
}

/*
 * The branch of an if whose condition the walk decided (*@k: condition,
 * then, else), @holds or not. When a variable the kernel command line sets
 * decided it (its default read, extract_cmdline.c), the other branch is
 * what that option would make: walked as a variant, said and not made;
 * and if the branch taken returns, so is the rest of the function.
 */
static void walk_decided(struct xctx *x, const struct kids *k, int holds,
			 struct guard *g)
{
	const struct cmdline_var *cl = x->cmdline_read;
	int returned = x->returned;
	const char *unless;

	if (holds)
		walk(x, k->c[1], *g);
	else if (k->n > 2)
		walk(x, k->c[2], *g);
	if (!cl)
		return;
	unless = arena_printf(&x->b->arena,
			      "(%s), by %s on the kernel command line",
			      negation(x, k->c[0], holds), cl->option);
	if (x->returned && !returned)
		x->returned_unless = unless;
	if (holds ? k->n > 2 : 1) {
		x->cond++;
		x->excl++;
		push_exclusive_cond(x, unless, 0);
		walk(x, holds ? k->c[2] : k->c[1], *g);
		x->nconds--;
		x->excl--;
		x->cond--;
	}
}

/*
 * Does condition @c test which CPU the kernel runs on (cpu_is_pxa310(),
 * cpu_is_omap1510(): the CPU ID register, read at run time)? A board that
 * runs on several variants sets up a part for one of them alone (zylonite's
 * MMC3 on a PXA310): a branch on it is a variant, even with no else.
 */
static int cpu_identity(struct xctx *x, CXCursor c)
{
	const char *t = cursor_text(x, c), *p = t;

	while ((p = strstr(p, "cpu_is_")) != NULL) {
		if (p == t || !(isalnum((unsigned char)p[-1]) || p[-1] == '_'))
			return 1;
		p += 7;
	}
	return 0;
}

void walk_if(struct xctx *x, CXCursor c, struct guard *g)
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
		struct value *cv;

		x->cmdline_read = NULL;
		cv = eval(x, k.c[0]);
		if (cv->kind == V_INT) {
			walk_decided(x, &k, cv->i != 0, g);
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
		int variants = !x->libdir && does_work(x, k.c[1]) &&
			       (k.n > 2 ? does_work(x, k.c[2]) :
					  cpu_identity(x, k.c[0]));
		int picks;

		x->cond++;
		x->excl += variants;
		/* the then branch's stores are kept with their condition */
		x->if_cond = k.c[0];
		x->if_depth = x->cond;
		picks = variants && !reads_local(k.c[0]);
		if (variants)
			push_exclusive_cond(x, ct, picks);
		else
			push_cond(x, ct);
		walk(x, k.c[1], *g);
		x->nconds--;
		x->if_cond = saved;
		x->if_depth = saved_depth;
		if (k.n > 2) {
			ct = arena_printf(&x->b->arena, "!(%s)", ct);
			if (variants)
				push_exclusive_cond(x, ct, picks);
			else
				push_cond(x, ct);
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

/*
 * switch (id) on a value the walk knows (a helper's parameter): only the
 * matching case runs, up to its break. Returns 0 when the value is unknown
 * and every case is to be walked.
 */
int walk_switch(struct xctx *x, CXCursor c, struct guard g)
{
	struct kids k, body;
	struct case_match cm = { NULL, 0 };
	const struct cmdline_var *cl;
	unsigned i;

	children(c, &k);
	if (k.n < 2)
		return 0;
	x->cmdline_read = NULL;
	cm.v = eval(x, k.c[0]);
	if (cm.v->kind != V_INT ||
	    clang_getCursorKind(k.c[k.n - 1]) != CXCursor_CompoundStmt)
		return 0;
	cl = x->cmdline_read;
	children(k.c[k.n - 1], &body);
	for (i = 0; i < body.n; i++) {
		int labels;
		CXCursor st = under_labels(x, body.c[i], case_match_label, &cm,
					   &labels);

		if (!cm.running)
			continue;
		if (clang_getCursorKind(st) == CXCursor_BreakStmt)
			break;
		walk(x, st, g);
	}
	if (cl) {
		x->cond++;
		x->excl++;
		walk_cases(x, c, g, cm.v, cl);
		x->excl--;
		x->cond--;
	}
	return 1;
}
