/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The inside of a quoted-string index, for the files that make one
 * (quoted_index.c) and keep one on disk (quoted_cache.c).
 */
#ifndef BF2DTS_QUOTED_INDEX_IMPL_H
#define BF2DTS_QUOTED_INDEX_IMPL_H

#include <stddef.h>
#include <stdint.h>

struct quoted_index {
	char *kdir;
	char **paths; /* grep's order, relative to kdir */
	size_t npaths, palloc;
	uint32_t *hash; /* file i's: hash[off[i]] .. hash[off[i + 1] - 1] */
	size_t nhash, halloc;
	size_t *off, noff, oalloc;
};

#endif
