// SPDX-License-Identifier: GPL-2.0
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
