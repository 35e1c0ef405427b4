/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Vendor prefixes from the tree's own vendor-prefixes.yaml, to build a
 * board's root compatible ("sharp,spitz") from its MACHINE_START name.
 */
#ifndef BF2DTS_VENDOR_H
#define BF2DTS_VENDOR_H

#include <stddef.h>

struct vendors {
	char **names;
	size_t n;
};

/* An unreadable file leaves the list empty: compatibles then get a TODO. */
void vendors_load(const char *kdir, struct vendors *v);
/* The first word of @machine_name that is a known prefix, or NULL. */
const char *vendor_for(const struct vendors *v, const char *machine_name);
void vendors_release(struct vendors *v);

#endif
