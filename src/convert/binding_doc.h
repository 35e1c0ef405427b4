/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tree's binding document of a compatible, for what the binding says
 * of a node beyond its compatible: which spelling of a property it takes
 * where the driver reads several.
 */
#ifndef BF2DTS_BINDING_DOC_H
#define BF2DTS_BINDING_DOC_H

#include "convert/conv.h"

/*
 * The path, relative to the tree, of the first binding document that
 * lists @compat ("- regulator-fixed" or "const: regulator-fixed" on a
 * line of its own), or NULL.
 */
const char *binding_doc(struct conv *c, const char *compat);
/*
 * The property of @doc's top-level "properties:" among @names (ended by
 * NULL) that it names, when it names exactly one of them; else NULL.
 */
const char *binding_doc_one_of(struct conv *c, const char *doc,
			       const char *const *names);

#endif
