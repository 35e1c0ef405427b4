// SPDX-License-Identifier: GPL-2.0
#include "kernel/cpp_guard.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

/* @word in @text, not as part of a longer identifier */
static int has_word(const char *text, const char *word)
{
	size_t len = strlen(word);
	const char *p = text;

	while ((p = strstr(p, word)) != NULL) {
		int before = p > text &&
			     (isalnum((unsigned char)p[-1]) || p[-1] == '_');
		int after = isalnum((unsigned char)p[len]) || p[len] == '_';

		if (!before && !after)
			return 1;
		p += len;
	}
	return 0;
}

int cpp_additive(const char *text, const char *sym)
{
	/* the open #if blocks: does this one's condition name @sym? */
	unsigned char names[64];
	int depth = 0;
	const char *p = text;

	while (p && *p) {
		const char *eol = strchr(p, '\n');
		size_t len = eol ? (size_t)(eol - p) : strlen(p);
		char *line = xstrndup(p, len);
		const char *d = line + strspn(line, " \t");
		int on = has_word(line, sym), bad = 0;

		if (*d == '#') {
			d++;
			d += strspn(d, " \t");
			if (!strncmp(d, "if", 2)) {
				/* #ifndef, #if !defined(...): a negation */
				bad = on && (!strncmp(d, "ifndef", 6) ||
					     strchr(d, '!'));
				if (depth < (int)sizeof(names))
					names[depth] = (unsigned char)on;
				depth++;
			} else if (!strncmp(d, "el", 2)) {
				bad = on || (depth > 0 &&
					     depth <= (int)sizeof(names) &&
					     names[depth - 1]);
			} else if (!strncmp(d, "endif", 5)) {
				depth -= depth > 0;
			} else {
				bad = on; /* #define X CONFIG_Y */
			}
		} else {
			bad = on;
		}
		free(line);
		if (bad)
			return 0;
		p = eol ? eol + 1 : NULL;
	}
	return 1;
}
