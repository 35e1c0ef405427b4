/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The <dt-bindings/...> headers a tree includes because a property might
 * use them (a GPIO's cells were computed for a lookup that was then left
 * out): dropped where no property uses a macro of theirs, as a reviewer
 * would ask.
 */
#ifndef BF2DTS_BINDING_INCLUDES_H
#define BF2DTS_BINDING_INCLUDES_H

#include <stddef.h>

#include "dt/dt.h"

/*
 * Drops from each of @trees (@n of them, NULL entries skipped) the
 * <dt-bindings/...> includes of the tree @kdir none of whose macros its
 * properties use; @shared, when not NULL, is the .dtsi the others include,
 * which keeps an include any of them uses.
 */
void prune_binding_includes(const char *kdir, struct dt_tree *const *trees,
			    size_t n, struct dt_tree *shared);

#endif
