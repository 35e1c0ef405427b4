// SPDX-License-Identifier: GPL-2.0
#include "patch/tree_edit.h"

#include <stdlib.h>
#include <string.h>

/* The text as lines (without their '\n'), edited, then joined back. */
struct lines {
	char **v;
	size_t n, alloc;
};

static void split(const char *s, struct lines *l)
{
	memset(l, 0, sizeof(*l));
	while (*s) {
		size_t n = strcspn(s, "\n");

		VEC_PUSH(l->v, l->n, l->alloc, xstrndup(s, n));
		s += n + (s[n] == '\n');
	}
}

static void insert(struct lines *l, size_t at, char *line)
{
	VEC_PUSH(l->v, l->n, l->alloc, NULL);
	memmove(&l->v[at + 1], &l->v[at], (l->n - 1 - at) * sizeof(char *));
	l->v[at] = line;
}

/* Replaces @text with the lines and frees them. */
static void join(struct lines *l, struct strbuf *text)
{
	size_t i;

	sb_reset(text);
	for (i = 0; i < l->n; i++) {
		sb_addf(text, "%s\n", l->v[i]);
		free(l->v[i]);
	}
	free(l->v);
}

static void drop(struct lines *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i]);
	free(l->v);
}

static const char *skip_ws(const char *s)
{
	while (*s == ' ' || *s == '\t')
		s++;
	return s;
}

/* The word of a Makefile list line: "\tfoo.dtb \" -> "foo.dtb". */
static char *entry(const char *line)
{
	const char *s = skip_ws(line);

	return xstrndup(s, strcspn(s, " \t\\"));
}

int edit_dtb_makefile(struct strbuf *text, const char *sym, const char *dtb)
{
	struct lines l;
	char *head = xasprintf("dtb-$(CONFIG_%s) += \\", sym);
	size_t i, first = 0, last = 0, at;
	int found = 0;

	split(sb_str(text), &l);
	for (i = 0; i < l.n && !found; i++)
		if (!strcmp(l.v[i], head)) {
			found = 1;
			first = i + 1;
		}
	free(head);
	if (!found) {
		VEC_PUSH(l.v, l.n, l.alloc,
			 xasprintf("dtb-$(CONFIG_%s) += %s", sym, dtb));
		join(&l, text);
		return 1;
	}
	for (last = first; last < l.n; last++) {
		size_t len = strlen(l.v[last]);

		if (!len || l.v[last][len - 1] != '\\')
			break;
	}
	/* first..last are the block's entries, last without a backslash */
	at = last + 1;
	for (i = first; i <= last && i < l.n; i++) {
		char *w = entry(l.v[i]);
		int c = strcmp(w, dtb);

		free(w);
		if (!c) {
			drop(&l);
			return 0;
		}
		if (c > 0) {
			at = i;
			break;
		}
	}
	if (at <= last) {
		insert(&l, at, xasprintf("\t%s \\", dtb));
	} else {
		char *prev = l.v[last];

		l.v[last] = xasprintf("%s \\", prev);
		free(prev);
		insert(&l, last + 1, xasprintf("\t%s", dtb));
	}
	join(&l, text);
	return 1;
}

int edit_yaml_board_enum(struct strbuf *text, const char *soc,
			 const char *compat)
{
	struct lines l;
	char *want = xasprintf("- const: %s", soc);
	size_t i, k, enum_line;
	int rc = -1;

	split(sb_str(text), &l);
	for (i = 0; i < l.n; i++) {
		if (strcmp(skip_ws(l.v[i]), want))
			continue;
		for (k = i; k-- > 0;)
			if (!strcmp(skip_ws(l.v[k]), "- enum:"))
				break;
		if (k == (size_t)-1)
			continue;
		enum_line = k;
		{
			size_t ind = (size_t)(skip_ws(l.v[enum_line + 1]) -
					      l.v[enum_line + 1]);
			size_t at = i;

			for (k = enum_line + 1; k < i; k++) {
				int c = strcmp(skip_ws(l.v[k]) + 2, compat);

				if (!c) {
					rc = 0;
					goto out;
				}
				if (c > 0) {
					at = k;
					break;
				}
			}
			insert(&l, at,
			       xasprintf("%*s- %s", (int)ind, "", compat));
		}
		rc = 1;
		break;
	}
out:
	free(want);
	if (rc == 1)
		join(&l, text);
	else
		drop(&l);
	return rc;
}

static int quoted_compat(const char *line)
{
	size_t n = strlen(line);

	return n > 4 && line[0] == '"' && line[n - 1] == '"' &&
	       strchr(line, ',') && !strchr(line, ' ');
}

int edit_txt_board_list(struct strbuf *text, const char *compat)
{
	struct lines l;
	char *q = xasprintf("\"%s\"", compat);
	size_t i, first = 0, last = 0, at;
	int found = 0;

	split(sb_str(text), &l);
	for (i = 0; i < l.n; i++)
		if (quoted_compat(l.v[i])) {
			if (!found || i != last + 1)
				first = i;
			last = i;
			found = 1;
		}
	if (!found) {
		drop(&l);
		free(q);
		return -1;
	}
	at = last + 1;
	for (i = first; i <= last; i++) {
		int c = strcmp(l.v[i], q);

		if (!c) {
			drop(&l);
			free(q);
			return 0;
		}
		if (c > 0) {
			at = i;
			break;
		}
	}
	insert(&l, at, q);
	join(&l, text);
	return 1;
}

int edit_defconfig(struct strbuf *text, const char *sym,
		   const char *const *after)
{
	struct lines l;
	char *line = xasprintf("CONFIG_%s=y", sym);
	size_t i, a, at = 0;
	int found = 0;

	split(sb_str(text), &l);
	for (i = 0; i < l.n; i++)
		if (!strcmp(l.v[i], line)) {
			drop(&l);
			free(line);
			return 0;
		}
	for (a = 0; after[a] && !found; a++)
		for (i = 0; i < l.n && !found; i++)
			if (!strncmp(l.v[i], after[a], strlen(after[a])) &&
			    l.v[i][strlen(after[a])] == '=') {
				at = i + 1;
				found = 1;
			}
	if (!found)
		at = l.n;
	insert(&l, at, line);
	join(&l, text);
	return 1;
}
