/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The compatibles the tree's binding documents name, so that an I2C or
 * SPI client registered by type ("max7310") gets the vendor-prefixed
 * compatible a maintainer would look up there ("maxim,max7310").
 */
#ifndef BF2DTS_BINDINGS_H
#define BF2DTS_BINDINGS_H

#include <stddef.h>

#include "kernel/vendor.h"
#include "lib/arena.h"

struct bindings {
	char **compat; /* sorted, unique */
	size_t n;
};

/* Reads Documentation/devicetree/bindings of @kdir; empty when absent. */
void bindings_load(const char *kdir, const struct vendors *v,
		   struct bindings *b);
/* The documented "<vendor>,<type>" for @type, or NULL (none, or ambiguous). */
const char *bindings_compatible_for(const struct bindings *b, const char *type);
/*
 * "<vendor>,@type" for a part the bindings do not document, with the
 * vendor that documents most parts of its family (the letters before its
 * number: "wm8350" -> "wm" -> wlf); NULL when no vendor clearly does.
 */
const char *bindings_vendor_for_part(const struct bindings *b, const char *type,
				     struct arena *a);
/* Does a binding document @compat? */
int bindings_has(const struct bindings *b, const char *compat);
void bindings_release(struct bindings *b);

#endif
