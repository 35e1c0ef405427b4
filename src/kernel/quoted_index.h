/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which C files of a directory set name a quoted string: what
 * `grep -rlF --include=*.c '"@s"' @dirs` prints, in grep's order, without
 * one read of the whole set per string. The set is read once: grep itself
 * lists the files that hold a '"' (its order), and each file's quoted
 * strings (the text between two consecutive '"' of a line) are kept as
 * hashes; a lookup reads the files whose hashes match and keeps those whose
 * text has "@s" (a hash that collides costs a read, never a wrong answer).
 */
#ifndef BF2DTS_QUOTED_INDEX_H
#define BF2DTS_QUOTED_INDEX_H

#include "lib/strbuf.h"

struct quoted_index;

/* The index of @dirs (NULL-terminated) under @kdir; NULL when grep fails. */
struct quoted_index *quoted_index_build(const char *kdir,
					const char *const *dirs);

/*
 * Appends to @out the files (relative to @kdir, one per line) whose text
 * holds "@s"; -1 when the index cannot tell (a string longer than
 * QUOTED_MAX, or with '"' or a newline): ask grep.
 */
#define QUOTED_MAX 64
int quoted_index_find(const struct quoted_index *qi, const char *s,
		      struct strbuf *out);

void quoted_index_free(struct quoted_index *qi);

#endif
