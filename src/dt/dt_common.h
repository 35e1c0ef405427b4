/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Several machines of one board file: what all their trees share goes to a
 * .dtsi, as a maintainer would write it, and each .dts keeps the rest.
 */
#ifndef BF2DTS_DT_COMMON_H
#define BF2DTS_DT_COMMON_H

#include "dt/dt.h"

/* The intersection of @n trees (nodes and properties equal in all). */
struct dt_tree *dt_common(struct arena *a, struct dt_tree *const *trees,
			  size_t n);
/*
 * Removes from @t what @common holds; a node the .dtsi defines and @t still
 * adds to becomes a &label block.
 */
void dt_subtract(struct dt_tree *t, const struct dt_tree *common);

#endif
