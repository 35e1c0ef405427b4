/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The accounting of one conversion: every registration found on a
 * machine's init path, with its source line and its fate. The invariant
 * found = converted + partial + todo is what makes "nothing silently lost"
 * checkable.
 */
#ifndef BF2DTS_REPORT_H
#define BF2DTS_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "lib/arena.h"
#include "convert/board.h"
#include "lib/strbuf.h"

enum fate { FATE_CONVERTED, FATE_PARTIAL, FATE_TODO };

struct item {
	const char *machine; /* MACHINE_START id */
	const char *
		kind; /* platform_device, i2c_board_info, gpio_lookup, call... */
	const char *name;
	unsigned line;
	/*
	 * The file @line is in when it is not the board file: data of board
	 * code kept in a file of its own (palm27x.c's lookup tables, a
	 * PCA9539 that zylonite_pxa300.c registers), NULL otherwise.
	 */
	const char *file;
	enum fate fate;
	const char *why; /* partial: what was not translated; todo: why */
	const char *node; /* the devicetree node it became, if any */
	/*
	 * The first registration of the same device (a *_set_platdata()
	 * helper's, then platform_add_devices()'s): this one's fate is its.
	 */
	const struct item *same;
};

struct totals {
	size_t found, converted, partial, todo;
};

/*
 * A compatible no driver's OF table and no binding of the tree names,
 * proposed as "<vendor>,<soc>-<block>" with a prefix of vendor-prefixes.yaml:
 * what a binding would have to document.
 */
struct proposal {
	const char *machine;
	const char *compatible;
	const char *driver; /* the driver's source file, or NULL */
	const char *file; /* where @line is; NULL: the board file */
	unsigned line;
	const char *fields; /* platform data fields a binding needs, ", " */
	const char *why;
};

struct report {
	struct arena *a;
	const char *rel;
	struct item **items; /* each its own allocation: pointers stay valid */
	size_t nitems, aitems;
	struct proposal *props;
	size_t nprops, aprops;
};

/* The file an item's line is in: its own, else the board file. */
static inline const char *item_file(const struct report *r,
				    const struct item *it)
{
	return it->file ? it->file : r->rel;
}

struct item *report_add(struct report *r, const char *machine, const char *kind,
			const char *name, unsigned line);
void item_fate(struct report *r, struct item *it, enum fate f, const char *fmt,
	       ...) __attribute__((format(printf, 4, 5)));
void report_propose(struct report *r, const struct proposal *p);
struct totals report_totals(const struct report *r, const char *machine);
const char *fate_name(enum fate f);

/*
 * Every conversion leaves its report JSON in the reports directory
 * (<cache>/reports by default), one file per board file; `bf2dts boards`
 * reads its accounting from there (--reports). This is the file's name:
 * <dir>/<rel with '/' as '_'>.json. Caller frees.
 */
char *report_cache_file(const char *dir, const char *rel);

/*
 * The items tree @tree of @machine added from index @from on, against the
 * machine's earlier items (a variant's tree after another's): an item of
 * the same kind, name, line and file is the same registration, and stays
 * one, with the better fate; where the trees differ its reason says how.
 */
void report_merge_variant(struct report *r, const char *machine, size_t from,
			  const char *tree);

/* The trees a conversion wrote (struct conversion's). */
struct report_trees {
	const char *const *names; /* the .dts files */
	const size_t *machine_of; /* the index of each one's machine */
	const char *const *when; /* a variant's conditions, or NULL */
	size_t n;
};

/* JSON as documented for `bf2dts boards`, with each machine's .dts files. */
void report_json(const struct report *r, const struct board *b,
		 const struct report_trees *rt, struct strbuf *out);
/* Human summary: totals, then every partial and todo item. */
void report_summary(const struct report *r, const struct board *b, FILE *f);

#endif
