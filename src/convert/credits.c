// SPDX-License-Identifier: GPL-2.0
#include "convert/credits.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

/* A line that names who wrote or owns the code. */
static int is_credit(const char *s, size_t n)
{
	static const char *const words[] = { "copyright",  "author",
					     "maintainer", "written by",
					     "based on",   "(c)" };
	size_t i, k;

	for (i = 0; i < n; i++)
		for (k = 0; k < sizeof(words) / sizeof(words[0]); k++)
			if (!strncasecmp(s + i, words[k], strlen(words[k])))
				return 1;
	/* a ChangeLog entry: "2006 Pavel Machek <pavel@ucw.cz>" */
	for (i = 0; i < n; i++)
		if (s[i] == '<' && memchr(s + i, '@', n - i) &&
		    memchr(s + i, '>', n - i))
			return 1;
	return 0;
}

size_t board_credits(const char *text, struct arena *a,
		     const char *out[CREDITS_MAX])
{
	const char *p = text;
	size_t n = 0;
	int in_block = 0;

	while (*p && n < CREDITS_MAX) {
		size_t len = strcspn(p, "\n"), skip;
		const char *s = p, *end = p + len;

		while (s < end && isspace((unsigned char)*s))
			s++;
		if (!in_block && !strncmp(s, "//", 2)) {
			s += 2;
		} else if (!in_block && !strncmp(s, "/*", 2)) {
			in_block = 1;
			s += 2;
		} else if (!in_block && s < end) {
			break; /* the code starts: the opening comments end */
		}
		if (in_block && len >= 2 && strstr(s, "*/") &&
		    strstr(s, "*/") < end) {
			end = strstr(s, "*/");
			in_block = 0;
		}
		skip = strspn(s, " \t*");
		s += skip < (size_t)(end - s) ? skip : (size_t)(end - s);
		while (end > s && isspace((unsigned char)end[-1]))
			end--;
		if (end > s && is_credit(s, (size_t)(end - s)) &&
		    !strstr(s, "SPDX")) {
			/* one space for the tabs that aligned the columns */
			char *l = arena_alloc(a, (size_t)(end - s) + 1);
			size_t k = 0;

			for (; s < end; s++)
				if (!isspace((unsigned char)*s))
					l[k++] = *s;
				else if (k && l[k - 1] != ' ')
					l[k++] = ' ';
			l[k] = '\0';
			out[n++] = l;
		}
		p += len + (p[len] == '\n');
	}
	return n;
}
