/* SPDX-License-Identifier: GPL-2.0 */
/* Whole-file reads, atomic writes and directory creation, shared by all stages. */
#ifndef BF2DTS_FILEIO_H
#define BF2DTS_FILEIO_H

#include <stddef.h>

#include "lib/strbuf.h"

/*
 * Appends the file's contents to @out; -1 with errno set on failure:
 * EISDIR for a directory, EFBIG when it holds more than @max bytes (so
 * /dev/zero or a wrong multi-gigabyte file stops at once).
 */
int file_read_max(const char *path, struct strbuf *out, size_t max);
/* file_read_max() without a bound, for the kernel tree's own files. */
int file_read_all(const char *path, struct strbuf *out);
/* strerror() that words EFBIG from file_read_max() for the user. */
const char *file_read_error(int err);

/*
 * Writes @len bytes to a temporary file beside @path and renames it into
 * place, so that a reader never sees half a file; -1 with errno set.
 * A symlink at @path is written through: its target is replaced, the
 * link stays.
 */
int write_file_atomic(const char *path, const char *data, size_t len);

/*
 * Several outputs that appear together or not at all: each add writes a
 * temporary file beside its destination, commit renames them all into
 * place, release removes what was not committed. A command adds all its
 * outputs and commits only when every one of them could be written.
 */
struct out_set {
	char **tmp;
	char **target;
	size_t n, alloc;
};
#define OUT_SET_INIT             \
	{                        \
		NULL, NULL, 0, 0 \
	}
int out_set_add(struct out_set *set, const char *path, const char *data,
		size_t len);
int out_set_commit(struct out_set *set);
void out_set_release(struct out_set *set);

/* Do @a and @b name the same existing file (device and inode, links followed)? */
int same_file(const char *a, const char *b);

/* mkdir -p; -1 with errno set when a component cannot be made. */
int mkdir_p(const char *dir);

#endif
