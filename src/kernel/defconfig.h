/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The defconfigs of arch/arm/configs and the symbols each sets to y or m.
 * A defconfig that cannot be read is remembered, so that "enabled by no
 * defconfig" can be reported as unknown rather than as a fact.
 */
#ifndef BF2DTS_DEFCONFIG_H
#define BF2DTS_DEFCONFIG_H

#include <stddef.h>

#include "lib/error.h"

struct defconfig {
	char *name; /* "pxa_defconfig" */
	char **syms; /* sorted, without CONFIG_ */
	size_t n_syms, alloc_syms;
};

struct defconfigs {
	struct defconfig *v;
	size_t n, alloc;
	char **unreadable; /* names of defconfigs that could not be read */
	size_t n_unreadable, alloc_unreadable;
};

/* Reads every *_defconfig in <tree>/arch/arm/configs. */
int defconfigs_read(const char *tree, struct defconfigs *dc,
		    struct bf_error *e);
/* Reads one defconfig file; -1 if it cannot be read. */
int defconfig_read_file(const char *path, const char *name,
			struct defconfig *out);
void defconfigs_free(struct defconfigs *dc);

int defconfig_has(const struct defconfig *d, const char *sym);

#endif
