// SPDX-License-Identifier: GPL-2.0
#include "lib/json_read.h"

#include <limits.h>

json_t *json_read(const char *name, const char *text, size_t len,
		  struct bf_error *e)
{
	json_error_t je;
	json_t *root;

	if (len > JSON_READ_MAX) {
		bf_err(e, "%s: malformed JSON (larger than %d MiB)", name,
		       JSON_READ_MAX >> 20);
		return NULL;
	}
	/* without JSON_ALLOW_NUL a NUL byte inside a string is an error */
	root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	if (!root)
		bf_err(e, "%s: malformed JSON (%s, line %d column %d)", name,
		       je.text, je.line, je.column);
	return root;
}

long json_get_count(const json_t *obj, const char *key)
{
	const json_t *v = json_is_object(obj) ? json_object_get(obj, key) :
						NULL;
	json_int_t n;

	if (!json_is_integer(v))
		return -1;
	n = json_integer_value(v);
	return n >= 0 && n <= LONG_MAX ? (long)n : -1;
}
