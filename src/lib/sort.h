/* SPDX-License-Identifier: GPL-2.0 */
/*
 * qsort() for arrays that may be empty. C leaves qsort(NULL, 0, ...)
 * undefined (glibc declares the base nonnull, and UBSan reports the call),
 * and an empty list often has no array at all; every sort goes through here
 * so that no caller has to remember it.
 */
#ifndef BF2DTS_SORT_H
#define BF2DTS_SORT_H

#include <stdlib.h>

static inline void sort_array(void *base, size_t n, size_t size,
			      int (*cmp)(const void *, const void *))
{
	if (n > 1)
		qsort(base, n, size, cmp);
}

#endif
