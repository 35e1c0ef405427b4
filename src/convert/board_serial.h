/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The board model as bytes, so that the model of a SoC library file can be
 * cached between runs (libcache.c). The format is private to one build of
 * bf2dts: little-endian integers, length-prefixed strings, and values as a
 * table of nodes referenced by index, so that a value shared by two places
 * of the model (or a cycle) comes back shared. A NULL pointer and an empty
 * string or array are told apart, so that the model read back is the model
 * written, field by field.
 */
#ifndef BF2DTS_BOARD_SERIAL_H
#define BF2DTS_BOARD_SERIAL_H

#include <stddef.h>

#include "convert/board.h"
#include "lib/error.h"
#include "lib/strbuf.h"

/* Appends the serialized @b to @out (binary: use out->len, not sb_str). */
void board_serialize(const struct board *b, struct strbuf *out);
/*
 * Rebuilds a model from @len bytes. Every count, index and length is
 * checked against the input: malformed or truncated input (or trailing
 * bytes) gives -1 with @e filled and @b empty, never a partial model.
 */
int board_deserialize(const void *data, size_t len, struct board *b,
		      struct bf_error *e);

#endif
