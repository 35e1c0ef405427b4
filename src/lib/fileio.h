/* SPDX-License-Identifier: GPL-2.0 */
/* Whole-file reads, atomic writes and directory creation, shared by all stages. */
#ifndef BF2DTS_FILEIO_H
#define BF2DTS_FILEIO_H

#include <stddef.h>

#include "lib/strbuf.h"

/* Appends the file's contents to @out; -1 with errno set on failure. */
int file_read_all(const char *path, struct strbuf *out);
/*
 * Writes @len bytes to a temporary file beside @path and renames it into
 * place, so that a reader never sees half a file; -1 with errno set.
 */
int write_file_atomic(const char *path, const char *data, size_t len);
/* mkdir -p; -1 with errno set when a component cannot be made. */
int mkdir_p(const char *dir);

#endif
