/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The name SoC code gives one of its devices before registering it:
 * s3c244x.c stores "s3c2440-ts" in s3c_device_ts.name itself, and
 * "s3c2440-nand" through a helper (nand-core-s3c24xx.h's
 * s3c_nand_setname(name) stores its parameter). A driver, hence a
 * compatible, matches the stored name, not the one the device variable
 * was defined with. Used for the nodes of a generated .dtsi (gendtsi.c)
 * and for the blocks a board adds beside an upstream one (soc_addendum.c).
 */
#ifndef BF2DTS_SOC_RENAME_H
#define BF2DTS_SOC_RENAME_H

#include "convert/conv.h"

/*
 * Is library @lib of @c (c->libs[lib]) one whose stores count? @arg is the
 * caller's.
 */
typedef int soc_rename_accept(const struct conv *c, size_t lib, void *arg);

/*
 * The string that "@var.name" gets, stored directly by a library that
 * @accept takes, or through a helper whose parameter is stored there
 * (in any library) called with a string literal from a library that
 * @accept takes. The first in library order; NULL: none.
 */
const char *soc_rename(struct conv *c, const char *var,
		       soc_rename_accept *accept, void *arg);

#endif
