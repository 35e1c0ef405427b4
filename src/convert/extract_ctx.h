/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the files of the C front end share while they read one parse:
 * private to them, included by extract*.c alone (the rest of bf2dts calls
 * extract.h). The files, each building on those before it; an init path's
 * recursions call back (a call's value is what its function returns, the
 * branches of an if are walked):
 *   extract_cursor.c  what a cursor says as the board file wrote it
 *   extract_eval.c    an expression's value, an lvalue's path
 *   extract_branch.c  which branches are walked, and on what condition
 *   extract_walk.c    the init paths walked into the model's steps
 *   extract_cmdline.c the variables the kernel command line sets
 *   extract.c         the parse, the file's declarations, extract.h
 */
#ifndef BF2DTS_EXTRACT_CTX_H
#define BF2DTS_EXTRACT_CTX_H

#include <clang-c/Index.h>

#include "convert/board.h"

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
	 * The file's variables the kernel command line sets, with the option
	 * that sets them (extract_cmdline.c), and the last one eval() read
	 * the default of (NULL: none since it was cleared).
	 */
	struct cmdline_var {
		const char *name, *option;
	} cmdline[16];
	int ncmdline;
	const struct cmdline_var *cmdline_read;
	int addr_of; /* > 0: eval() takes a variable's address (&x) */
	/*
	 * A return the walk took on no unknown condition: the rest of the
	 * function does not run. returned_unless: the condition, when the
	 * command line's default decided it, under which the rest would.
	 */
	int returned;
	const char *returned_unless;
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
	/*
	 * Which of them are one of several branches that the board's run
	 * or its command line picks (a case, a variant's branch): the
	 * converter makes a tree for each variant it can tell (variants.h):
	 * 1, and 2 for one that tells a variant
	 */
	unsigned char cond_variant[16];
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

/* The first 64 children of a cursor (children()). */
struct kids {
	CXCursor c[64];
	unsigned n;
};

/* The machine_is_*() tests a step is under (struct step's only, except). */
struct guard {
	const char **only, **except;
	size_t nonly, nexcept;
};

/* What walk_visit() walks each child with. */
struct walkarg {
	struct xctx *x;
	struct guard g;
};

/* extract_cursor.c */
char *cx_str(struct arena *a, CXString s);
unsigned cursor_line(CXCursor c);
char *cursor_text(struct xctx *x, CXCursor c);
int cursor_starts_with(struct xctx *x, CXCursor c, const char *prefix);
void children(CXCursor c, struct kids *k);
int find_ref(CXCursor c, CXCursor *ref, CXCursor *index);
CXCursor find_in(const CXCursor *funcs, size_t n, const char *name);
CXCursor var_init(CXCursor var);
CXCursor bare_expr(CXCursor c);
const char *binary_op(struct xctx *x, CXCursor c, struct kids *k);
const char *assign_op(struct xctx *x, CXCursor c, CXCursor *lhs);
int plain_local(CXCursor lhs);

/* extract_eval.c */
struct value *new_val(struct xctx *x, enum val_kind kind, CXCursor c);
struct value *eval(struct xctx *x, CXCursor c);
void add_literals(struct xctx *x);
const char *lvalue_path(struct xctx *x, CXCursor c);

/* extract_branch.c */
int returned_parts(struct xctx *x, CXCursor c, CXCursor out[3]);
CXCursor returned_expr(struct xctx *x, CXCursor c);
void push_cond(struct xctx *x, const char *text);
/*
 * A condition of which the board's run or command line takes one branch;
 * @picks: it tells a variant of the board (variants.h)
 */
void push_exclusive_cond(struct xctx *x, const char *text, int picks);
/* @which: 0 all, 1 the known ones, 2 the exclusive ones (NULL: none) */
const char *conds_text(struct xctx *x, int which);
struct value *choice(struct xctx *x, CXCursor c, struct value *nv,
		     struct value *old);
void walk_cases(struct xctx *x, CXCursor c, struct guard g,
		const struct value *done, const struct cmdline_var *cl);
void walk_if(struct xctx *x, CXCursor c, struct guard *g);
int walk_switch(struct xctx *x, CXCursor c, struct guard g);

/* extract_cmdline.c */
void collect_cmdline_vars(struct xctx *x);
/*
 * The value a variable @ref (read at @c) the kernel command line sets has
 * when the command line does not name it; NULL: @ref is none.
 */
struct value *cmdline_default(struct xctx *x, CXCursor c, CXCursor ref);

/* extract_walk.c */
CXCursor find_func(struct xctx *x, const char *name);
enum CXChildVisitResult walk_visit(CXCursor c, CXCursor p, CXClientData d);
void walk(struct xctx *x, CXCursor c, struct guard g);
void collect_steps(struct xctx *x);

#endif
