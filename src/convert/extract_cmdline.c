// SPDX-License-Identifier: GPL-2.0
/*
 * The board file's variables that the kernel command line sets: those a
 * __setup() or early_param() handler of the file stores into (viper.c's
 * "tpm=" handler, kstrtoul(str, 10, &viper_tpm)) and those core_param()
 * or module_param() binds (colibri-pxa270.c's colibri_pxa270_baseboard).
 * The init paths run after the command line is parsed, so such a variable
 * holds the command line's value there, not one the file knows. A tree is
 * made for the boot with no such option: the walk reads the variable's
 * initializer (0, or NULL, when there is none), and the branches another
 * value would take are said, not made (extract_branch.c).
 */
#include <string.h>

#include "convert/extract_ctx.h"
#include "lib/arena.h"

/* Is @c a variable of file scope that the board file itself defines? */
static int own_var(struct xctx *x, CXCursor c)
{
	size_t i;

	if (clang_getCursorKind(c) != CXCursor_VarDecl)
		return 0;
	for (i = 0; i < x->nvars; i++)
		if (clang_equalCursors(clang_getCanonicalCursor(x->vars[i]),
				       clang_getCanonicalCursor(c)))
			return 1;
	return 0;
}

static void add_cmdline_var(struct xctx *x, CXCursor var, const char *option)
{
	const char *name = cx_str(&x->b->arena, clang_getCursorSpelling(var));
	int i;

	for (i = 0; i < x->ncmdline; i++)
		if (!strcmp(x->cmdline[i].name, name))
			return;
	if (x->ncmdline < (int)(sizeof(x->cmdline) / sizeof(x->cmdline[0]))) {
		x->cmdline[x->ncmdline].name = name;
		x->cmdline[x->ncmdline++].option = option;
	}
}

struct handler_scan {
	struct xctx *x;
	const char *option;
};

/*
 * In a handler's body, what it stores into: the left side of an
 * assignment, and a variable whose address a call is given (kstrtoul(str,
 * 10, &viper_tpm)); data it only reads (lpd270.c's &sharp_lq64d343 on the
 * right) is not set by it.
 */
static enum CXChildVisitResult handler_visit(CXCursor c, CXCursor p,
					     CXClientData d)
{
	struct handler_scan *hs = d;
	struct xctx *x = hs->x;
	CXCursor lhs, ref = clang_getNullCursor(), index;
	struct kids k;

	if (assign_op(x, c, &lhs) && find_ref(lhs, &ref, &index) &&
	    own_var(x, ref))
		add_cmdline_var(x, ref, hs->option);
	if (clang_getCursorKind(c) == CXCursor_UnaryOperator &&
	    clang_getCursorKind(p) == CXCursor_CallExpr &&
	    cursor_text(x, c)[0] == '&') {
		children(c, &k);
		if (k.n == 1 &&
		    clang_getCursorKind(bare_expr(k.c[0])) ==
			    CXCursor_DeclRefExpr &&
		    own_var(x, clang_getCursorReferenced(bare_expr(k.c[0]))))
			add_cmdline_var(
				x, clang_getCursorReferenced(bare_expr(k.c[0])),
				hs->option);
	}
	return CXChildVisit_Recurse;
}

struct param_scan {
	struct xctx *x;
	CXCursor handler, var;
	const char *option;
};

/*
 * In the initializer of a struct obs_kernel_param (__setup()): the
 * handler, and the option string's variable; of a struct kernel_param
 * (core_param()): the variable its arg points to, and its name string.
 */
static enum CXChildVisitResult param_visit(CXCursor c, CXCursor p,
					   CXClientData d)
{
	struct param_scan *ps = d;
	CXCursor ref;

	(void)p;
	if (clang_getCursorKind(c) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	ref = clang_getCursorReferenced(c);
	if (clang_getCursorKind(ref) == CXCursor_FunctionDecl) {
		ps->handler = ref;
	} else if (own_var(ps->x, ref)) {
		CXCursor init = var_init(ref);
		struct value *v = clang_Cursor_isNull(init) ? NULL :
							      eval(ps->x, init);

		if (v && v->kind == V_STR)
			ps->option = v->s;
		else
			ps->var = ref;
	}
	return CXChildVisit_Recurse;
}

void collect_cmdline_vars(struct xctx *x)
{
	size_t i;

	for (i = 0; i < x->nvars; i++) {
		const char *type = cx_str(
			&x->b->arena,
			clang_getTypeSpelling(clang_getCursorType(x->vars[i])));
		struct param_scan ps = { x, clang_getNullCursor(),
					 clang_getNullCursor(), NULL };

		if (!strstr(type, "struct obs_kernel_param") &&
		    !strstr(type, "struct kernel_param"))
			continue;
		clang_visitChildren(x->vars[i], param_visit, &ps);
		if (!ps.option)
			continue;
		if (!clang_Cursor_isNull(ps.var) &&
		    strstr(type, "struct kernel_param")) {
			/* core_param()'s name is the option's, before its = */
			add_cmdline_var(x, ps.var,
					arena_printf(&x->b->arena,
						     "%s=", ps.option));
		} else if (!clang_Cursor_isNull(ps.handler)) {
			CXCursor f = find_func(
				x, cx_str(&x->b->arena,
					  clang_getCursorSpelling(ps.handler)));
			struct handler_scan hs = { x, ps.option };

			if (!clang_Cursor_isNull(f))
				clang_visitChildren(f, handler_visit, &hs);
		}
	}
}

struct value *cmdline_default(struct xctx *x, CXCursor c, CXCursor ref)
{
	const char *name;
	CXCursor init;
	struct value *v;
	int i;

	/* every file-scope read asks: most files have no such variable */
	if (!x->ncmdline || x->libdir || x->addr_of)
		return NULL;
	name = cx_str(&x->b->arena, clang_getCursorSpelling(ref));
	for (i = 0; i < x->ncmdline; i++)
		if (!strcmp(x->cmdline[i].name, name))
			break;
	if (i == x->ncmdline)
		return NULL;
	init = var_init(ref);
	if (!clang_Cursor_isNull(init)) {
		v = eval(x, init);
		if (v->kind != V_INT && v->kind != V_NULL)
			return NULL; /* a string the init parses, an address */
	} else if (clang_getCanonicalType(clang_getCursorType(ref)).kind ==
		   CXType_Pointer) {
		v = new_val(x, V_NULL, c);
	} else {
		v = new_val(x, V_INT, c);
		v->i = 0;
	}
	x->cmdline_read = &x->cmdline[i];
	return v;
}
