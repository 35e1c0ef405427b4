/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A reader for kbuild Makefiles: which Kconfig symbol builds which object.
 * Understands `obj-$(CONFIG_X) += a.o b.o` (and obj-y, continuation lines,
 * composite objects `foo-y += a.o` / `foo-objs := a.o`), `include
 * $(src)/Makefile.x`, and `ifdef CONFIG_X`/`ifeq ($(CONFIG_X),y)` guards.
 */
#ifndef BF2DTS_KBUILD_MAKEFILE_H
#define BF2DTS_KBUILD_MAKEFILE_H

#include <stddef.h>

#include "lib/error.h"

struct kbuild_obj {
	char *obj; /* "spitz.o" */
	char *sym; /* "PXA_SHARP_Cxx00" (no CONFIG_), NULL for obj-y */
	char *guard; /* innermost ifdef/ifeq CONFIG symbol, or NULL */
	char *file; /* Makefile it came from, relative to the tree */
	unsigned line;
	int part; /* while reading: sym names the composite object */
	int composite; /* a part of a composite object, sym is the whole's */
};

struct kbuild_makefile {
	struct kbuild_obj *objs;
	size_t n, alloc;
};

/* Reads <tree>/<dir>/Makefile (dir like "arch/arm/mach-pxa"). */
int kbuild_read(const char *tree, const char *dir, struct kbuild_makefile *mk,
		struct bf_error *e);
void kbuild_free(struct kbuild_makefile *mk);

/* The entry that builds @obj ("spitz.o"), or NULL. */
const struct kbuild_obj *kbuild_find(const struct kbuild_makefile *mk,
				     const char *obj);

#endif
