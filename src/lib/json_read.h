/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one JSON reader of the project: jansson (Debian libjansson-dev), a
 * kept-up parser, rather than a hand-written one. The documents are
 * jansson's json_t; this wrapper adds the error line and the bounds.
 */
#ifndef BF2DTS_JSON_READ_H
#define BF2DTS_JSON_READ_H

#include <jansson.h>
#include <stddef.h>

#include "lib/error.h"

/*
 * Parses @len bytes of @text (named @name in errors). Returns the document (json_decref() it), or
 * NULL with @e saying "@name: malformed JSON (why, line L column C)".
 * Input with a NUL byte, more than JSON_READ_MAX bytes or nested deeper
 * than jansson's limit is malformed too.
 */
#define JSON_READ_MAX (64 << 20)
json_t *json_read(const char *name, const char *text, size_t len,
		  struct bf_error *e);

/*
 * The count under @key of object @obj: a JSON integer from 0 to LONG_MAX;
 * -1 when it is absent or anything else (a fraction, 1e300, a string).
 */
long json_get_count(const json_t *obj, const char *key);

#endif
