// SPDX-License-Identifier: GPL-2.0
#include "kernel/defconfig.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/sort.h"
#include "lib/strbuf.h"

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

int defconfig_read_file(const char *path, const char *name,
			struct defconfig *out)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;

	memset(out, 0, sizeof(*out));
	if (!f)
		return -1;
	out->name = xstrdup(name);
	while ((n = getline(&line, &cap, f)) > 0) {
		char *eq;

		/* Only CONFIG_X=y / =m lines enable something. */
		if (strncmp(line, "CONFIG_", 7))
			continue;
		eq = strchr(line, '=');
		if (!eq || (eq[1] != 'y' && eq[1] != 'm'))
			continue;
		VEC_PUSH(out->syms, out->n_syms, out->alloc_syms,
			 xstrndup(line + 7, (size_t)(eq - line - 7)));
	}
	/* A read error midway makes the whole file unknown. */
	if (ferror(f)) {
		size_t i;

		for (i = 0; i < out->n_syms; i++)
			free(out->syms[i]);
		free(out->syms);
		free(out->name);
		memset(out, 0, sizeof(*out));
		free(line);
		fclose(f);
		return -1;
	}
	free(line);
	fclose(f);
	sort_array(out->syms, out->n_syms, sizeof(*out->syms), cmp_str);
	return 0;
}

static int is_defconfig(const char *name)
{
	size_t n = strlen(name);

	return n > 10 && !strcmp(name + n - 10, "_defconfig");
}

int defconfigs_read(const char *tree, struct defconfigs *dc, struct bf_error *e)
{
	char *dir = xasprintf("%s/arch/arm/configs", tree);
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, alloc = 0, i;

	memset(dc, 0, sizeof(*dc));
	if (!d) {
		bf_err(e, "%s: cannot read", dir);
		free(dir);
		return -1;
	}
	while ((de = readdir(d)))
		if (is_defconfig(de->d_name))
			VEC_PUSH(names, n, alloc, xstrdup(de->d_name));
	closedir(d);
	sort_array(names, n, sizeof(*names), cmp_str);
	for (i = 0; i < n; i++) {
		char *path = xasprintf("%s/%s", dir, names[i]);
		struct defconfig one;

		if (defconfig_read_file(path, names[i], &one))
			VEC_PUSH(dc->unreadable, dc->n_unreadable,
				 dc->alloc_unreadable, xstrdup(names[i]));
		else
			VEC_PUSH(dc->v, dc->n, dc->alloc, one);
		free(path);
		free(names[i]);
	}
	free(names);
	free(dir);
	return 0;
}

void defconfigs_free(struct defconfigs *dc)
{
	size_t i, j;

	for (i = 0; i < dc->n; i++) {
		for (j = 0; j < dc->v[i].n_syms; j++)
			free(dc->v[i].syms[j]);
		free(dc->v[i].syms);
		free(dc->v[i].name);
	}
	for (i = 0; i < dc->n_unreadable; i++)
		free(dc->unreadable[i]);
	free(dc->unreadable);
	free(dc->v);
	memset(dc, 0, sizeof(*dc));
}

int defconfig_has(const struct defconfig *d, const char *sym)
{
	return bsearch(&sym, d->syms, d->n_syms, sizeof(*d->syms), cmp_str) !=
	       NULL;
}
