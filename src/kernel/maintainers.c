// SPDX-License-Identifier: GPL-2.0
#include "kernel/maintainers.h"

#include <ctype.h>
#include <fnmatch.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib/strbuf.h"

static char *trim(const char *s)
{
	size_t n;

	while (isspace((unsigned char)*s))
		s++;
	n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	return xstrndup(s, n);
}

/* N: patterns are compiled once; one that does not compile matches nothing. */
static void compile_regexes(struct maintainers *m)
{
	size_t i, j;

	for (i = 0; i < m->n; i++) {
		struct maint_entry *en = &m->v[i];
		regex_t *rx;

		if (!en->n_regexes)
			continue;
		rx = xcalloc(en->n_regexes, sizeof(*rx));
		for (j = 0; j < en->n_regexes; j++)
			if (regcomp(&rx[j], en->regexes[j],
				    REG_EXTENDED | REG_NOSUB)) {
				/* Keep the slot harmless: an impossible match. */
				regcomp(&rx[j], "a^", REG_EXTENDED | REG_NOSUB);
			}
		en->compiled = rx;
	}
}

int maintainers_read(const char *path, const char *tree, struct maintainers *m,
		     struct bf_error *e)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	unsigned lineno = 0;
	struct maint_entry *cur = NULL;

	memset(m, 0, sizeof(*m));
	if (!f)
		return bf_err(e, "%s: cannot read", path);
	m->tree = xstrdup(tree ? tree : "");
	while (getline(&line, &cap, f) > 0) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0]) {
			cur = NULL;
			continue;
		}
		if (isupper((unsigned char)line[0]) && line[1] == ':' &&
		    (line[2] == '\t' || line[2] == ' ')) {
			char *val;

			if (!cur)
				continue;
			val = trim(line + 2);
			switch (line[0]) {
			case 'S':
				free(cur->status);
				cur->status = val;
				break;
			case 'F':
				VEC_PUSH(cur->files, cur->n_files,
					 cur->alloc_files, val);
				break;
			case 'X':
				VEC_PUSH(cur->excludes, cur->n_excludes,
					 cur->alloc_excludes, val);
				break;
			case 'N':
				VEC_PUSH(cur->regexes, cur->n_regexes,
					 cur->alloc_regexes, val);
				break;
			default:
				free(val);
			}
			continue;
		}
		if (cur || isspace((unsigned char)line[0]))
			continue;
		/* A title line after a blank line starts an entry. */
		{
			struct maint_entry ne;

			memset(&ne, 0, sizeof(ne));
			ne.name = trim(line);
			ne.line = lineno;
			VEC_PUSH(m->v, m->n, m->alloc, ne);
			cur = &m->v[m->n - 1];
		}
	}
	if (ferror(f)) {
		free(line);
		fclose(f);
		maintainers_free(m);
		return bf_err(e, "%s: read error", path);
	}
	free(line);
	fclose(f);
	compile_regexes(m);
	return 0;
}

static void free_strs(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

void maintainers_free(struct maintainers *m)
{
	size_t i;

	for (i = 0; i < m->n; i++) {
		regex_t *rx = m->v[i].compiled;
		size_t j;

		for (j = 0; rx && j < m->v[i].n_regexes; j++)
			regfree(&rx[j]);
		free(rx);
		free(m->v[i].name);
		free(m->v[i].status);
		free_strs(m->v[i].files, m->v[i].n_files);
		free_strs(m->v[i].excludes, m->v[i].n_excludes);
		free_strs(m->v[i].regexes, m->v[i].n_regexes);
	}
	free(m->v);
	free(m->tree);
	memset(m, 0, sizeof(*m));
}

static int is_dir(const char *tree, const char *rel)
{
	struct stat st;
	char *p;
	int r;

	if (!tree || !*tree)
		return 0;
	p = xasprintf("%s/%s", tree, rel);
	r = !stat(p, &st) && S_ISDIR(st.st_mode);
	free(p);
	return r;
}

int maint_pattern_matches(const char *pattern, const char *file,
			  const char *tree)
{
	size_t n = strlen(pattern);

	if (n && pattern[n - 1] == '/')
		return !strncmp(file, pattern, n);
	if (strpbrk(pattern, "*?["))
		return !fnmatch(pattern, file, FNM_PATHNAME);
	if (!strcmp(pattern, file))
		return 1;
	/* "F: arch/arm/mach-pxa" without the slash names the directory. */
	return !strncmp(file, pattern, n) && file[n] == '/' &&
	       is_dir(tree, pattern);
}

static int entry_covers(const struct maintainers *m,
			const struct maint_entry *en, const char *file)
{
	size_t i;
	int hit = 0;

	for (i = 0; !hit && i < en->n_files; i++)
		hit = maint_pattern_matches(en->files[i], file, m->tree);
	for (i = 0; !hit && en->compiled && i < en->n_regexes; i++)
		hit = !regexec(&((regex_t *)en->compiled)[i], file, 0, NULL, 0);
	for (i = 0; hit && i < en->n_excludes; i++)
		if (maint_pattern_matches(en->excludes[i], file, m->tree))
			hit = 0;
	return hit;
}

size_t maintainers_match(const struct maintainers *m, const char *file,
			 struct maint_match *out, size_t max)
{
	size_t i, n = 0;
	const char *slash = strrchr(file, '/');
	/*
	 * An entry singles a file out when it does not also cover an
	 * arbitrary sibling in the same directory.
	 */
	char *sibling = xasprintf("%.*s/bf2dts-no-such-file.c",
				  slash ? (int)(slash - file) : 0, file);

	for (i = 0; i < m->n && n < max; i++) {
		const struct maint_entry *en = &m->v[i];

		if (!entry_covers(m, en, file))
			continue;
		out[n].entry = en;
		out[n].specific = !entry_covers(m, en, sibling);
		n++;
	}
	free(sibling);
	return n;
}
