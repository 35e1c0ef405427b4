// SPDX-License-Identifier: GPL-2.0
#include "lib/json.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/fileio.h"

void json_init(struct json_writer *w, struct strbuf *out, int indent)
{
	memset(w, 0, sizeof(*w));
	w->out = out;
	w->indent = indent;
}

void json_release(struct json_writer *w)
{
	free(w->first);
	w->first = NULL;
	w->first_alloc = 0;
}

static void newline(struct json_writer *w)
{
	int i;

	if (!w->indent)
		return;
	if (w->line_from && w->depth >= w->line_from) {
		sb_addch(w->out, ' ');
		return;
	}
	sb_addch(w->out, '\n');
	for (i = 0; i < w->depth * w->indent; i++)
		sb_addch(w->out, ' ');
}

/* Everything that starts a value or a key: the comma and the line break. */
static void separate(struct json_writer *w)
{
	if (w->after_key) {
		w->after_key = false;
		return;
	}
	if (w->depth == 0)
		return;
	if (!w->first[w->depth - 1])
		sb_addch(w->out, ',');
	w->first[w->depth - 1] = false;
	newline(w);
}

static void open_container(struct json_writer *w, char c)
{
	separate(w);
	sb_addch(w->out, c);
	if ((size_t)w->depth == w->first_alloc) {
		w->first_alloc = w->first_alloc ? 2 * w->first_alloc : 16;
		w->first =
			xrealloc(w->first, w->first_alloc * sizeof(*w->first));
	}
	w->first[w->depth++] = true;
}

static void close_container(struct json_writer *w, char c)
{
	bool line = w->line_from && w->depth >= w->line_from;
	bool empty = w->first[--w->depth];

	if (!empty && line && w->indent)
		sb_addch(w->out, ' ');
	else if (!empty)
		newline(w);
	sb_addch(w->out, c);
	if (w->line_from > w->depth)
		w->line_from = 0;
}

void json_begin_object(struct json_writer *w)
{
	open_container(w, '{');
}

void json_end_object(struct json_writer *w)
{
	close_container(w, '}');
}

void json_begin_array(struct json_writer *w)
{
	open_container(w, '[');
}

void json_end_array(struct json_writer *w)
{
	close_container(w, ']');
}

void json_begin_object_line(struct json_writer *w)
{
	open_container(w, '{');
	if (!w->line_from)
		w->line_from = w->depth;
}

void json_begin_array_line(struct json_writer *w)
{
	open_container(w, '[');
	if (!w->line_from)
		w->line_from = w->depth;
}

void json_key(struct json_writer *w, const char *key)
{
	separate(w);
	json_quote(w->out, key);
	sb_add(w->out, w->indent ? ": " : ":");
	w->after_key = true;
}

/* Length of the valid UTF-8 sequence at @s, or 0 when it is not one. */
static size_t utf8_len(const unsigned char *s)
{
	size_t n, i;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* Overlong three-byte forms and UTF-16 surrogates are not valid. */
	if (n == 3 &&
	    ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] >= 0xa0)))
		return 0;
	if (n == 4 &&
	    ((s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] >= 0x90)))
		return 0;
	return n;
}

static const char *short_escape(unsigned char c)
{
	switch (c) {
	case '"':
		return "\\\"";
	case '\\':
		return "\\\\";
	case '\n':
		return "\\n";
	case '\r':
		return "\\r";
	case '\t':
		return "\\t";
	case '\b':
		return "\\b";
	case '\f':
		return "\\f";
	default:
		return NULL;
	}
}

void json_quote(struct strbuf *sb, const char *s)
{
	const unsigned char *p = (const unsigned char *)(s ? s : "");
	size_t n;

	sb_addch(sb, '"');
	while (*p) {
		const char *esc = short_escape(*p);

		if (esc) {
			sb_add(sb, esc);
			p++;
		} else if (*p < 0x20 || *p == 0x7f) {
			sb_addf(sb, "\\u%04x", *p);
			p++;
		} else if ((n = utf8_len(p)) == 0) {
			sb_add(sb, "\\ufffd");
			p++;
		} else {
			sb_addn(sb, (const char *)p, n);
			p += n;
		}
	}
	sb_addch(sb, '"');
}

void json_string(struct json_writer *w, const char *s)
{
	separate(w);
	if (s)
		json_quote(w->out, s);
	else
		sb_add(w->out, "null");
}

void json_int(struct json_writer *w, long long v)
{
	separate(w);
	sb_addf(w->out, "%lld", v);
}

void json_uint(struct json_writer *w, unsigned long long v)
{
	separate(w);
	sb_addf(w->out, "%llu", v);
}

void json_bool(struct json_writer *w, bool v)
{
	separate(w);
	sb_add(w->out, v ? "true" : "false");
}

void json_null(struct json_writer *w)
{
	separate(w);
	sb_add(w->out, "null");
}

void json_kv_string(struct json_writer *w, const char *key, const char *s)
{
	json_key(w, key);
	json_string(w, s);
}

void json_kv_int(struct json_writer *w, const char *key, long long v)
{
	json_key(w, key);
	json_int(w, v);
}

void json_kv_uint(struct json_writer *w, const char *key, unsigned long long v)
{
	json_key(w, key);
	json_uint(w, v);
}

void json_kv_bool(struct json_writer *w, const char *key, bool v)
{
	json_key(w, key);
	json_bool(w, v);
}

void json_kv_tri(struct json_writer *w, const char *key, int v)
{
	json_key(w, key);
	if (v < 0)
		json_null(w);
	else
		json_bool(w, v);
}

int json_save(const char *path, const char *text, size_t len,
	      struct bf_error *e)
{
	if (write_file_atomic(path, text, len))
		return bf_err(e, "%s: cannot write: %s", path, strerror(errno));
	return 0;
}
