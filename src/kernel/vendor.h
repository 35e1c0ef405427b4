/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Vendor prefixes from the tree's own vendor-prefixes.yaml, to build a
 * board's root compatible ("sharp,spitz") from its MACHINE_START name, and
 * a part's from what its driver's Kconfig entry says of its maker.
 */
#ifndef BF2DTS_VENDOR_H
#define BF2DTS_VENDOR_H

#include <stddef.h>

struct vendors {
	char **names;
	char **descs; /* each name's description, or NULL */
	unsigned char *deprecated; /* each name's "deprecated: true" */
	size_t n;
};

/* An unreadable file leaves the list empty: compatibles then get a TODO. */
void vendors_load(const char *kdir, struct vendors *v);
/* The first word of @machine_name that is a known prefix, or NULL. */
const char *vendor_for(const struct vendors *v, const char *machine_name);
/*
 * The maker @text names first (a driver's Kconfig prompt and help): a
 * capitalised word that is a prefix ("SHARP", "Maxim"), or the first two
 * words of a prefix's description ("Dialog Semiconductor"). Prefixes of
 * no maker (a Linux-specific binding, a virtual device, a specification,
 * a hypervisor, an association such as JEDEC) are none; a deprecated one
 * gives way to the one its description says to use ("toppoly": "TPO
 * (deprecated, use tpo)"), or to none. NULL: no maker named.
 */
const char *vendor_in_text(const struct vendors *v, const char *text);
void vendors_release(struct vendors *v);

#endif
