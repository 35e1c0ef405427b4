/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where a report item went: report items name their node as the converter
 * referred to it ("&label", "&label/child@unit"); reviewers and commit
 * messages want the node as the .dts shows it ("/ethernet@10000300",
 * "&ffuart").
 */
#ifndef BF2DTS_DT_PATH_H
#define BF2DTS_DT_PATH_H

#include "dt/dt.h"
#include "lib/strbuf.h"

/* The node @ref names in @t (its labels, pruned or not, and &ref blocks). */
const struct dt_node *dt_resolve(const struct dt_tree *t, const char *ref);
/* "/a@1/b" for nodes under the root, "&ref/b" inside an override block. */
void dt_path(const struct dt_node *n, struct strbuf *out);

#endif
