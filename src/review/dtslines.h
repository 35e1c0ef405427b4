/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where each node is in an emitted .dts: its path as dt_path() spells it
 * ("/ethernet@10000300", "&ffuart/key@1") and its first and last line, read
 * back from the text, so the review page can point at what was emitted.
 */
#ifndef BF2DTS_DTSLINES_H
#define BF2DTS_DTSLINES_H

#include <stddef.h>

struct dts_node_lines {
	char *path;
	char *name; /* the node's own name, "ethernet@10000300" */
	unsigned first, last; /* 1-based */
};

struct dts_lines {
	struct dts_node_lines *v;
	size_t n, alloc;
};

void dts_lines_scan(const char *text, struct dts_lines *out);
const struct dts_node_lines *dts_lines_find(const struct dts_lines *l,
					    const char *path);
/* The first node whose own name is @name, or whose name without its unit
 * address is @name. */
const struct dts_node_lines *dts_lines_by_name(const struct dts_lines *l,
					       const char *name);
void dts_lines_release(struct dts_lines *l);

#endif
