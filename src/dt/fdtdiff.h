/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Semantic comparison of two flattened device trees with libfdt.
 *
 * Nodes are matched by path, then (for the rest) by compatible + unit
 * address. Phandle numbers carry no meaning: the `phandle` properties are
 * skipped, and properties that reference nodes (interrupt-parent, clocks,
 * *-gpios, ...) are compared by the path of the node they point to, so a
 * tree whose phandles were only renumbered compares equal.
 */
#ifndef BF2DTS_FDTDIFF_H
#define BF2DTS_FDTDIFF_H

#include <stddef.h>

#include "lib/error.h"

enum fdtdiff_kind {
	FDTDIFF_NODE_REMOVED, /* only in before */
	FDTDIFF_NODE_ADDED, /* only in after */
	FDTDIFF_NODE_MOVED, /* matched by compatible + unit address */
	FDTDIFF_PROP_REMOVED,
	FDTDIFF_PROP_ADDED,
	FDTDIFF_PROP_CHANGED,
};

struct fdtdiff_item {
	enum fdtdiff_kind kind;
	char *path; /* the node: before's path, after's for ADDED */
	char *after_path; /* for NODE_MOVED: where the node is after */
	char *prop; /* NULL for node items */
	char *before; /* short readable values; NULL when absent */
	char *after;
};

struct fdtdiff {
	struct fdtdiff_item *items;
	size_t nitems;
	size_t nodes_before, nodes_after, nodes_matched;
};

/* Compares two blobs already checked with fdt_check_full(). */
int fdtdiff_compare(const void *before, const void *after, struct fdtdiff *d,
		    struct bf_error *e);
void fdtdiff_release(struct fdtdiff *d);
/* "node-removed", "property-changed", ... */
const char *fdtdiff_kind_name(enum fdtdiff_kind k);

#endif
