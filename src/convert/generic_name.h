/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The devicetree specification's generic node names (§2.2.2), told by
 * where a device's driver lives in the tree.
 */
#ifndef BF2DTS_GENERIC_NAME_H
#define BF2DTS_GENERIC_NAME_H

#include "convert/conv.h"

/*
 * The generic name of a device driven by @src (a path relative to the
 * tree, "drivers/watchdog/max63xx_wdt.c"), or NULL when the driver's place
 * says nothing a name can be made of.
 */
const char *generic_name_of_driver(struct conv *c, const char *src);

#endif
