/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A Kconfig reader: enough of the language to follow dependency chains.
 *
 * It reads `config`/`menuconfig` entries (type, prompt, `depends on`,
 * `select`, help text), the blocks that add dependencies to every entry
 * inside them (`if`/`endif`, `menu`/`endmenu`, `choice`/`endchoice`), and
 * follows `source` (paths relative to the tree root, with $(SRCARCH) set to
 * "arm").  Expressions are parsed into trees, so a question such as "can
 * this symbol be enabled without UNUSED_BOARD_FILES?" is answered by the
 * expression's logic, not by searching text.
 *
 * Usage:
 *	struct kconfig *kc = kconfig_read(tree, "Kconfig", &err);
 *	const struct ksym *s = kconfig_sym(kc, "MACH_SPITZ");
 *	kconfig_requires(kc, "MACH_SPITZ", "UNUSED_BOARD_FILES", &chain);
 */
#ifndef BF2DTS_KCONFIG_H
#define BF2DTS_KCONFIG_H

#include <stddef.h>

#include "lib/error.h"
#include "lib/strbuf.h"

enum kexpr_op {
	KE_SYM, /* a symbol or constant: .name */
	KE_NOT, /* !l */
	KE_AND, /* l && r */
	KE_OR, /* l || r */
	KE_CMP, /* l <op> r, .name holds the operator ("=", "!=", "<"...) */
};

struct kexpr {
	enum kexpr_op op;
	char *name;
	struct kexpr *l, *r;
};

struct kselect {
	char *sym; /* the selected symbol */
	struct kexpr *cond; /* `select X if cond`, NULL if unconditional */
};

/* One `config`/`menuconfig` entry; a symbol may have several. */
struct kdef {
	char *file; /* relative to the tree root */
	unsigned line;
	char *type; /* "bool", "tristate", ... or NULL */
	char *prompt; /* NULL for a hidden symbol */
	char *help; /* help text, indentation removed, or NULL */
	struct kexpr *deps; /* own `depends on`s and enclosing blocks, ANDed */
	unsigned deps_line; /* line of the first own `depends on`, or 0 */
	/* the choice block it is a member of (1, 2, ... in reading order), or 0 */
	unsigned choice;
	/* the member its choice takes by default (its `default`, else the first) */
	int choice_default;
	struct kselect *selects;
	size_t n_selects, alloc_selects;
};

struct ksym {
	char *name;
	struct kdef **defs;
	size_t n_defs, alloc_defs;
	/* Reverse edges: the symbols whose entries select this one. */
	char **selected_by;
	size_t n_selected_by, alloc_selected_by;
};

struct kconfig;

/* Reads @root_file (e.g. "Kconfig" or "arch/arm/Kconfig") under @tree. */
struct kconfig *kconfig_read(const char *tree, const char *root_file,
			     struct bf_error *e);
void kconfig_free(struct kconfig *kc);

const struct ksym *kconfig_sym(const struct kconfig *kc, const char *name);
size_t kconfig_count(const struct kconfig *kc);
/* Files that were referenced by `source` but could not be read. */
size_t kconfig_missing_sources(const struct kconfig *kc);

/* First prompt / first help line of any definition, or NULL. */
const char *ksym_prompt(const struct ksym *s);
const char *ksym_help(const struct ksym *s);
/* The definition that carries the prompt (else the first), or NULL. */
const struct kdef *ksym_main_def(const struct ksym *s);

/*
 * Whether symbol @sym can only be enabled when @target is: every definition
 * of a visible symbol depends on it, or (for a hidden symbol) every symbol
 * that selects it does.  When true and @chain is not NULL, the chain of
 * reasons is appended, e.g. "ARCH_BAST -> ARCH_S3C24XX (Kconfig.s3c24xx:11)".
 */
int kconfig_requires(const struct kconfig *kc, const char *sym,
		     const char *target, struct strbuf *chain);

/*
 * Calls @fn for @sym and for every symbol its dependencies (transitively)
 * mention, each once; stops early when @fn returns non-zero and returns that.
 */
int kconfig_walk_deps(const struct kconfig *kc, const char *sym,
		      int (*fn)(const struct ksym *s, void *arg), void *arg);

/*
 * Calls @fn for each symbol @sym selects, in reading order, and, when @fn
 * returns non-zero, for what that one selects in turn, down to @max_depth
 * levels below @sym: what a kernel built with @sym has set, whatever its
 * defconfig says (MACH_ZYLONITE selects CPU_PXA300, which selects PXA3xx).
 */
void kconfig_walk_selects(const struct kconfig *kc, const char *sym,
			  int max_depth, int (*fn)(const char *name, void *arg),
			  void *arg);

/* Appends the expression in Kconfig syntax. */
void kexpr_print(const struct kexpr *x, struct strbuf *sb);

/* Parses one expression (exposed for tests); NULL on syntax error. */
struct kexpr *kexpr_parse(const char *text);
void kexpr_free(struct kexpr *x);

#endif
