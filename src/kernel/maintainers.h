/* SPDX-License-Identifier: GPL-2.0 */
/*
 * MAINTAINERS reader: entries with their status (S:) and file patterns
 * (F:, X: and N: regexes), matched as scripts/get_maintainer.pl documents:
 * "dir/" covers everything below, a glob's '*' does not cross '/', a
 * pattern naming a directory covers that directory.
 */
#ifndef BF2DTS_MAINTAINERS_H
#define BF2DTS_MAINTAINERS_H

#include <stddef.h>

#include "lib/error.h"

struct maint_entry {
	char *name; /* "ARM/Marvell PXA2xx/PXA3xx SUPPORT"? the title line */
	char *status; /* "Maintained", "Orphan"... or NULL */
	char **files, **excludes, **regexes;
	size_t n_files, alloc_files, n_excludes, alloc_excludes, n_regexes,
		alloc_regexes;
	void *compiled; /* regex_t per N: pattern, compiled once */
	unsigned line;
};

struct maintainers {
	struct maint_entry *v;
	size_t n, alloc;
	char *tree; /* to tell a directory pattern from a file */
};

struct maint_match {
	const struct maint_entry *entry;
	int specific; /* the pattern singles the file out of its directory */
};

int maintainers_read(const char *path, const char *tree, struct maintainers *m,
		     struct bf_error *e);
void maintainers_free(struct maintainers *m);

/* Entries covering @file (relative path); returns how many were stored. */
size_t maintainers_match(const struct maintainers *m, const char *file,
			 struct maint_match *out, size_t max);

/* Whether one F:/X: pattern covers @file (exposed for tests). */
int maint_pattern_matches(const char *pattern, const char *file,
			  const char *tree);

#endif
