/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The board model: what a board file describes, as extracted by the C
 * front end. It knows nothing of libclang and nothing of devicetree.
 */
#ifndef BF2DTS_BOARD_H
#define BF2DTS_BOARD_H

#include <stddef.h>
#include <stdio.h>

#include "lib/arena.h"
#include "convert/value.h"

struct machine {
	const char *id; /* MACHINE_START's first argument, e.g. MAINSTONE */
	const char *name; /* its name string */
	const char *init_machine, *init_irq, *init_late, *init_early;
	const char *map_io, *init_time;
	/*
	 * Library mode: the function's parameter names, comma-separated (an
	 * argument of one of its calls that names a parameter is the caller's
	 * value), NULL when it has none.
	 */
	const char *params;
	unsigned line;
	/* runs before the memory is set up: memblock_add() */
	const char *fixup;
};

/* A file-scope variable with its evaluated initializer. */
struct bvar {
	const char *name;
	const char *type;
	struct value *init; /* NULL: no initializer */
	unsigned line;
};

/*
 * One call (or assignment) on a machine's init path. The converter decides
 * what it means; the extractor only records it.
 */
enum step_kind {
	STEP_CALL, /* a call to a function not defined in the board file */
	STEP_ASSIGN, /* a store into file-scope board data at run time */
};

struct step {
	enum step_kind kind;
	const char *fn; /* callee, or the assigned lvalue's text */
	const char *text; /* the statement as written */
	struct value **args; /* evaluated arguments */
	size_t nargs;
	unsigned line;
	const char *via; /* init function chain, "mainstone_init>foo_init" */
	/* machine_is_*() guards: names (lower case) it is limited to, or excluded from */
	const char **only;
	size_t nonly;
	const char **except;
	size_t nexcept;
	/*
	 * Library code: the conditions of the branches it runs in, as
	 * written ("(gpio_is_valid(power))"), which a caller's arguments
	 * may decide (soc_chain.c); NULL: none.
	 */
	const char *cond;
	/*
	 * Board code in a case of a switch on a value not known here
	 * (switch (system_rev)), of which the board's run decides the one
	 * that runs: the conditions being walked, as written; NULL: none.
	 */
	const char *run_cond;
	/*
	 * Of those, the ones of which the board's run or its command line
	 * takes one branch: "(system_rev == 2)", a "?" for a case of several
	 * labels; NULL: none (variants.h).
	 */
	const char *variant;
};

/*
 * A board function the init path stores into a kernel hook
 * (pm_power_off = dns323a_power_off): its body's steps, which run when the
 * kernel calls the hook, not at boot.
 */
struct handler {
	const char *fn;
	struct step *steps;
	size_t nsteps;
};

struct skipped_range {
	unsigned first, last;
};

/* A value the converter asked the compiler to compute in the board's context. */
struct probe {
	const char *expr;
	long long value;
	int ok;
};

struct board {
	struct arena arena;
	const char *rel; /* arch/arm/mach-pxa/mainstone.c */
	const char *path; /* absolute */
	const char *dir; /* absolute, with a trailing slash */
	const char *family;
	const char *
		build_sym; /* Kconfig symbol that builds the file, e.g. ARCH_LUBBOCK */
	const char *
		*includes; /* headers the file includes directly, as written */
	size_t nincludes;
	struct machine *machines;
	size_t nmachines;
	struct bvar *vars;
	size_t nvars;
	/* per machine: steps[m] for machines[m] */
	struct step **steps;
	size_t *nsteps;
	const char **forced; /* CONFIG_ symbols forced on */
	size_t nforced;
	struct skipped_range *skipped; /* still skipped after forcing */
	size_t nskipped;
	struct probe *probes;
	size_t nprobes;
	struct handler *handlers;
	size_t nhandlers;
	/*
	 * Library mode: board code a board option builds (palm27x.c), not
	 * the SoC's; set by whoever loads it, not part of the model.
	 */
	int board_code;
	/*
	 * board_var's and board_function's indexes by name, made on the
	 * first lookup in a model of many variables or functions (board.c),
	 * in the model's arena; not part of the model.
	 */
	struct name_index *var_index, *fn_index;
};

/* The first variable named @name, or NULL. */
const struct bvar *board_var(const struct board *b, const char *name);
/* The first machine (library mode: function) named @id, or NULL. */
const struct machine *board_function(const struct board *b, const char *id);
/* The handler the board file defines as @fn, or NULL. */
const struct handler *board_hook_handler(const struct board *b, const char *fn);
/* Do @s's machine_is_*() guards allow machine @m? */
int step_guards_allow(const struct step *s, const struct machine *m);
/*
 * A step applies to machine @m when its guards allow it and no condition
 * the board's run decides holds it (run_cond).
 */
int step_applies(const struct step *s, const struct machine *m);
/*
 * Index of parameter @name (@len characters) in library function @m's
 * parameter list, or -1.
 */
int machine_param(const struct machine *m, const char *name, size_t len);
/* The extracted model, for --dump-model: what the converter saw. */
void board_dump(const struct board *b, FILE *f);

#endif
