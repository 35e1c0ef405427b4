/* SPDX-License-Identifier: GPL-2.0 */
/*
 * How much of a hand-written upstream devicetree a generated one agrees
 * with, node by node: the measure of the converter on the boards that
 * have both a board file and an upstream .dts.
 *
 * A device node is a node with a compatible (not the root, not a plain
 * "simple-bus" container: its children are counted instead); it is enabled
 * when it and all its ancestors have no status or status "okay". An enabled
 * upstream device node agrees when the generated tree has an enabled node
 * at the same path or with the same compatible + unit address (the
 * matching of fdtdiff.h), with the same compatible, reg and interrupts.
 *
 * Most of an upstream board tree is its SoC .dtsi, which a generated tree
 * that includes the same .dtsi gets for free. Given that .dtsi alone as a
 * base, the nodes it already enables are set apart, and the board
 * agreement counts only what the board's own description decides.
 */
#ifndef BF2DTS_AGREEMENT_H
#define BF2DTS_AGREEMENT_H

#include <stddef.h>

#include "lib/error.h"

enum agree_fate {
	AGREE_MATCHED, /* upstream node present and equal where it counts */
	AGREE_ABSENT, /* upstream node has no counterpart */
	AGREE_DISABLED, /* counterpart exists but is not enabled */
	AGREE_DIFFERS, /* counterpart differs in compatible/reg/interrupts */
	AGREE_EXTRA, /* generated enabled device node with no upstream one */
};

struct agree_item {
	enum agree_fate fate;
	char *path; /* upstream path; the generated one for AGREE_EXTRA */
	char *gen_path; /* the counterpart, NULL when there is none */
	char *why; /* for AGREE_DIFFERS: which properties; else NULL */
	int soc; /* already enabled in the base (SoC) tree */
};

struct agree_count {
	size_t upstream; /* enabled upstream device nodes */
	size_t matched;
	size_t extra;
	size_t fate[AGREE_EXTRA + 1]; /* items per fate */
	/*
	 * Property values of the upstream nodes that have an enabled
	 * counterpart (matched or differs): how many the upstream node has
	 * (status and phandles aside) and how many the counterpart has with
	 * the same value, a cell that is a phandle in both trees being equal
	 * to any phandle.
	 */
	size_t props, props_same;
};

struct agreement {
	struct agree_item *items;
	size_t nitems;
	struct agree_count all;
	struct agree_count board; /* items that are not soc; all without base */
};

/* The blobs were checked with fdt_check_full(); @base may be NULL. */
int agreement_compute(const void *generated, const void *upstream,
		      const void *base, struct agreement *a,
		      struct bf_error *e);
void agreement_release(struct agreement *a);
/* "matched", "absent", ... */
const char *agree_fate_name(enum agree_fate f);
/* matched / upstream in percent; 0 when upstream has no device node. */
double agreement_percent(const struct agree_count *c);
/* props_same / props in percent; 0 when there is none. */
double agreement_props_percent(const struct agree_count *c);

#endif
