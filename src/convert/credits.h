/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Who wrote a board file, from its opening comment: a .dts that replaces
 * the file keeps their credit (copyright, author, maintainer lines).
 */
#ifndef BF2DTS_CREDITS_H
#define BF2DTS_CREDITS_H

#include <stddef.h>

#include "lib/arena.h"

#define CREDITS_MAX 8

/*
 * The credit lines of @text's leading comments, without the comment
 * marks; returns how many (at most CREDITS_MAX) were stored in @out.
 */
size_t board_credits(const char *text, struct arena *a,
		     const char *out[CREDITS_MAX]);

#endif
