// SPDX-License-Identifier: GPL-2.0
/*
 * A machine's init paths walked into the steps of the model
 * (extract_ctx.h): the functions its machine record names, in the order
 * the kernel runs them, then the file's initcalls, with the board
 * functions and SoC header helpers they call entered, their parameters
 * bound to the call's arguments. Every other call is a step, and so is a
 * store into board data; a local's value follows the walk; a handler the
 * board stores in a hook (pm_power_off) is walked apart. Which branches
 * are walked is extract_branch.c's.
 */
#include <string.h>

#include "convert/extract_ctx.h"
#include "convert/steps.h"
#include "lib/strbuf.h"

static void set_local_new(struct xctx *x, const char *name, struct value *v);

/*
 * The board file's own functions, then the inline helpers of its SoC's
 * headers (pxa168_add_uart()), which are walked like the board's own.
 */
CXCursor find_func(struct xctx *x, const char *name)
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

static void add_step(struct xctx *x, struct step s, struct guard g)
{
	struct board *b = x->b;

	s.via = via(x);
	if (x->libdir && x->nconds)
		s.cond = conds_text(x, 0);
	if (!x->libdir && x->excl) {
		s.run_cond = conds_text(x, 1);
		s.variant = conds_text(x, 2);
	}
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
	x->returned = 0;
	x->returned_unless = NULL;
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
	int variant;

	children(c, &k);
	/*
	 * In a variant's branches alone (a case of switch (system_rev)): the
	 * store as made on that variant, which the step's run_cond holds to
	 * it (variants.h)
	 */
	variant = x->cond && x->cond == x->excl && !x->boot_cond;
	/* in "if (c) lv = v;" on a c not known here: [path, c, v, lv] */
	if ((x->cond && !variant && (x->cond != 1 || x->if_depth != 1)) ||
	    k.n != 2 || !(path = lvalue_path(x, k.c[0])))
		return;
	if (x->cond && !variant && eval(x, x->if_cond)->kind != V_EXPR)
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
	if ((x->cond && !variant) || x->boot_cond) {
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
 * "flags |= EP93XXFB_USE_SDCSN3" made on no condition (or a variant's
 * alone), with a number:
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
	/* a variant's, as in assign_args() */
	if ((x->cond && x->cond != x->excl) || x->boot_cond || k.n != 2 ||
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

enum CXChildVisitResult walk_visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct walkarg *w = d;

	(void)p;
	walk(w->x, c, w->g);
	return CXChildVisit_Continue;
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

void walk(struct xctx *x, CXCursor c, struct guard g)
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
		walk_cases(x, c, g, NULL, NULL);
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
		for (i = 0; i < kids.n && !x->returned; i++) {
			if (clang_getCursorKind(kids.c[i]) == CXCursor_IfStmt)
				walk_if(x, kids.c[i], &g); /* may narrow g */
			else
				walk(x, kids.c[i], g);
		}
		/*
		 * "if (!viper_tpm) return;" on the command line's default:
		 * the rest is what that option makes, said and not made
		 */
		if (x->returned && x->returned_unless && i < kids.n) {
			const char *unless = x->returned_unless;

			x->returned = 0;
			x->cond++;
			x->excl++;
			push_exclusive_cond(x, unless, 0);
			for (; i < kids.n; i++)
				walk(x, kids.c[i], g);
			x->nconds--;
			x->excl--;
			x->cond--;
			x->returned = 1;
		}
		return;
	}
	case CXCursor_ReturnStmt:
		clang_visitChildren(c, walk_visit, &w);
		/* taken on no unknown condition: the function ends here */
		if (!x->cond && !x->excl)
			x->returned = 1;
		return;
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

void collect_steps(struct xctx *x)
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
