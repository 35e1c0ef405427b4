/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A small streaming JSON writer into a strbuf: the caller opens and closes
 * objects and arrays, the writer places commas, indentation and escapes.
 * Strings are escaped as JSON requires; bytes that are not valid UTF-8 become
 * U+FFFD so the output always parses, whatever the input held.
 */
#ifndef BF2DTS_JSON_H
#define BF2DTS_JSON_H

#include <stdbool.h>
#include <stdint.h>

#include "lib/error.h"
#include "lib/strbuf.h"

struct json_writer {
	struct strbuf *out;
	int indent; /* spaces per level, 0 for one line */
	int depth;
	bool *first; /* per open container: nothing written in it yet */
	size_t first_alloc;
	bool after_key; /* a key was written, its value comes next */
	int line_from; /* depth of the outermost one-line container; 0: none */
};

void json_init(struct json_writer *w, struct strbuf *out, int indent);
/* Releases the writer's own state; the text stays in @out. */
void json_release(struct json_writer *w);

void json_begin_object(struct json_writer *w);
void json_end_object(struct json_writer *w);
void json_begin_array(struct json_writer *w);
/*
 * Containers written on one line, "{ "a": 1, "b": [ 2 ] }", whatever the
 * indentation: a list of records stays one record a line, which diffs and
 * greps well. What they contain is on that line too.
 */
void json_begin_object_line(struct json_writer *w);
void json_begin_array_line(struct json_writer *w);
void json_end_array(struct json_writer *w);
void json_key(struct json_writer *w, const char *key);

void json_string(struct json_writer *w, const char *s);
void json_int(struct json_writer *w, long long v);
void json_uint(struct json_writer *w, unsigned long long v);
void json_bool(struct json_writer *w, bool v);
void json_null(struct json_writer *w);

/* key + value in one call, for the common case inside an object. */
void json_kv_string(struct json_writer *w, const char *key, const char *s);
void json_kv_int(struct json_writer *w, const char *key, long long v);
void json_kv_uint(struct json_writer *w, const char *key, unsigned long long v);
void json_kv_bool(struct json_writer *w, const char *key, bool v);
/* Tri-state evidence: @v < 0 is null (unknown), else a boolean. */
void json_kv_tri(struct json_writer *w, const char *key, int v);

/* Appends @s to @sb as a quoted, escaped JSON string. */
void json_quote(struct strbuf *sb, const char *s);

/*
 * Writes @text to @path through a temporary file in the same directory and a
 * rename, so a reader never sees a half-written file.
 */
int json_save(const char *path, const char *text, size_t len,
	      struct bf_error *e);

#endif
