// SPDX-License-Identifier: GPL-2.0
#include "kernel/cpp_guard.h"

#include <string.h>

#include "lib/ctext.h"

int cpp_has_word(const char *text, const char *word)
{
	return ctext_has_word(text, text + strlen(text), word);
}

int cpp_additive(const char *text, const char *sym)
{
	/* the open #if blocks: does this one's condition name @sym? */
	unsigned char names[64];
	int depth = 0;
	const char *p = text;

	while (p && *p) {
		const char *eol = strchr(p, '\n');
		const char *end = eol ? eol : p + strlen(p);
		const char *d = p + strspn(p, " \t");
		int on = ctext_has_word(p, end, sym), bad = 0;

		if (*d == '#') {
			d++;
			d += strspn(d, " \t");
			if (!strncmp(d, "if", 2)) {
				/* #ifndef, #if !defined(...): a negation */
				bad = on && (!strncmp(d, "ifndef", 6) ||
					     memchr(d, '!', (size_t)(end - d)));
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
		if (bad)
			return 0;
		p = eol ? eol + 1 : NULL;
	}
	return 1;
}
