// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* memmem */
#include "lib/ctext.h"

#include <string.h>

int ctext_is_ident(const char *s)
{
	if (!isalpha((unsigned char)*s) && *s != '_')
		return 0;
	while (ctext_ident_char(*s))
		s++;
	return !*s;
}

int ctext_has_word(const char *start, const char *end, const char *word)
{
	size_t len = strlen(word);
	const char *p = start;

	while ((p = memmem(p, (size_t)(end - p), word, len)) != NULL) {
		if ((p == start || !ctext_ident_char(p[-1])) &&
		    (p + len == end || !ctext_ident_char(p[len])))
			return 1;
		p += len;
	}
	return 0;
}

const char *ctext_define_body(struct arena *a, const char *text,
			      const char *name)
{
	const char *p = text;
	size_t n = strlen(name);

	while ((p = strstr(p, "#define")) != NULL) {
		const char *q = p + 7;

		p = q;
		while (*q == ' ' || *q == '\t')
			q++;
		if (strncmp(q, name, n) || ctext_ident_char(q[n]) ||
		    q[n] == '(')
			continue;
		q += n;
		while (*q == ' ' || *q == '\t')
			q++;
		return arena_strndup(a, q, strcspn(q, "\n"));
	}
	return NULL;
}

const char *ctext_line(const char *text, unsigned line)
{
	const char *p = line ? text : NULL;

	while (p && --line)
		p = (p = strchr(p, '\n')) ? p + 1 : NULL;
	return p;
}

int ctext_call_args(struct arena *a, const char *open, const char **args,
		    int max)
{
	const char *p = open + 1, *start = p;
	int depth = 0, n = 0, quoted = 0;

	for (; *p; p++) {
		if (quoted) {
			if (*p == '\\' && p[1])
				p++;
			else if (*p == '"')
				quoted = 0;
			continue;
		}
		if (*p == '"')
			quoted = 1;
		else if (*p == '(' || *p == '{' || *p == '[')
			depth++;
		else if ((*p == ')' || *p == '}' || *p == ']') && depth)
			depth--;
		else if ((*p == ',' || *p == ')') && !depth) {
			const char *b = start, *e = p;

			while (b < e && isspace((unsigned char)*b))
				b++;
			while (e > b && isspace((unsigned char)e[-1]))
				e--;
			if (n == max)
				return -1;
			args[n++] = arena_strndup(a, b, (size_t)(e - b));
			if (*p == ')')
				return n;
			start = p + 1;
		}
	}
	return -1;
}
