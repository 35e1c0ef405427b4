/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The text of every file under Documentation/devicetree/bindings, to answer
 * what checkpatch asks: is a compatible documented anywhere (it greps the
 * directory the same way), and which binding lists a SoC's boards.
 */
#ifndef BF2DTS_BINDTEXT_H
#define BF2DTS_BINDTEXT_H

#include <stddef.h>

#include "lib/error.h"

struct bindtext_file {
	char *rel; /* "Documentation/devicetree/bindings/arm/pxa.yaml" */
	char *text;
};

struct bindtext {
	struct bindtext_file *v;
	size_t n, alloc;
};

int bindtext_load(const char *kdir, struct bindtext *bt, struct bf_error *e);
void bindtext_release(struct bindtext *bt);
/* Does any binding file contain @compat (as checkpatch's grep does)? */
int bindtext_documented(const struct bindtext *bt, const char *compat);
/* The file under @dir/ whose text contains @needle and whose name ends
 * with @ext, and (when @name_has) whose file name contains @name_has. */
const struct bindtext_file *bindtext_find(const struct bindtext *bt,
					  const char *dir, const char *ext,
					  const char *needle,
					  const char *name_has);

#endif
