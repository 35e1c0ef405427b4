/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one gate every untrusted devicetree blob passes before libfdt sees
 * it: libfdt's own fdt_check_full() trusts parts of the header it checks
 * (it reads out of bounds on a version 14 or 15 header), so the header is
 * checked here first, field by field against the buffer.
 */
#ifndef BF2DTS_DTB_CHECK_H
#define BF2DTS_DTB_CHECK_H

#include <stddef.h>

#include "lib/error.h"

/*
 * 0 when @blob (@len bytes) is a complete version 17 devicetree blob whose
 * structure libfdt accepts; otherwise -1 and one line in @e that starts
 * with @name.
 */
int dtb_check(const void *blob, size_t len, const char *name,
	      struct bf_error *e);

#endif
