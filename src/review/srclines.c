// SPDX-License-Identifier: GPL-2.0
#include "review/srclines.h"

#include <ctype.h>
#include <string.h>

#include "lib/ctext.h"

/* "static struct platform_device name = {" or "... name[] = {" */
static int defines(const char *line, size_t len, const char *name)
{
	size_t nl = strlen(name);
	const char *p = line, *end = line + len;

	if (!len || isspace((unsigned char)*line) || *line == '#' ||
	    *line == '/' || *line == '*')
		return 0;
	while ((p = strstr(p, name)) != NULL && p < end) {
		const char *q = p + nl;

		if ((p == line ||
		     !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
		    !(isalnum((unsigned char)*q) || *q == '_')) {
			if (*q == '[')
				q = strchr(q, ']') ? strchr(q, ']') + 1 : q;
			/* attributes between the name and its initializer */
			while (*q == ' ' || isalnum((unsigned char)*q) ||
			       *q == '_')
				q++;
			return *q == '=';
		}
		p = q;
	}
	return 0;
}

int src_definition(const char *text, const char *name, unsigned *first,
		   unsigned *last)
{
	const char *p = text;
	unsigned ln = 0;
	int in = 0;

	if (!ctext_is_ident(name))
		return 0;
	while (*p) {
		size_t len = strcspn(p, "\n");

		ln++;
		if (!in && defines(p, len, name)) {
			*first = *last = ln;
			if (memchr(p, ';', len))
				return 1;
			in = 1;
		} else if (in) {
			*last = ln;
			if (!strncmp(p, "};", 2) || !strncmp(p, "}", 1))
				return 1;
		}
		p += len + (p[len] == '\n');
	}
	return in;
}
