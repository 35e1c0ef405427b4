/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The upstream devicetrees of arch/arm/boot/dts, as evidence: each .dts
 * file's name and its root node's `model` and `compatible` strings, and
 * the .dtsi names (a SoC family with a .dtsi has devicetree support).
 */
#ifndef BF2DTS_BOARDS_DTS_H
#define BF2DTS_BOARDS_DTS_H

#include <stddef.h>

#include "lib/error.h"
#include "lib/strbuf.h"

struct dts_file {
	char *name; /* "pxa168-aspenite.dts" */
	char *model; /* root model, or NULL */
	char **compat; /* root compatible strings */
	size_t n_compat, alloc_compat;
};

struct dts_index {
	struct dts_file *v;
	size_t n, alloc;
	char **dtsi;
	size_t n_dtsi, alloc_dtsi;
};

int dts_index_read(const char *tree, struct dts_index *ix, struct bf_error *e);
void dts_index_free(struct dts_index *ix);

/* Root model/compatible of one .dts source text (exposed for tests). */
void dts_read_root(const char *text, struct dts_file *out);

/*
 * Devicetrees of the same board as a board file: @stem is the board file
 * name without directory, "board-"/"mach-" and ".c" (e.g. "aspenite"),
 * @id the MACHINE_START id, @soc_prefixes the family's SoC name prefixes
 * (NULL-terminated).  Each match is appended to @out as
 * "<dts> (<evidence>)"; returns the number of matches.
 */
size_t dts_match_board(const struct dts_index *ix, const char *stem,
		       const char *id, const char *const *soc_prefixes,
		       struct strbuf *out);

/* Whether some .dtsi name starts with one of @prefixes; names it in @out. */
int dts_family_has_dtsi(const struct dts_index *ix, const char *const *prefixes,
			struct strbuf *out);

#endif
