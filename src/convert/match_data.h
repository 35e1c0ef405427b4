/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A driver's OF match data against the board's platform data: of several
 * compatibles that could name the board's device, the one whose match
 * data is what the board passed (sharpsl.c's "sharp,akita-nand" carries
 * the Akita's bad block pattern and ECC layout, which spitz.c gives the
 * Borzoi too).
 */
#ifndef BF2DTS_MATCH_DATA_H
#define BF2DTS_MATCH_DATA_H

#include "convert/conv.h"

/*
 * Of @d's compatibles, the only one whose match data agrees with @pdata on
 * every field some candidate's match data sets and the board sets too;
 * NULL when none or several do, or the driver's text does not say.
 */
const char *match_data_pick(struct conv *c, const struct drv_entry *d,
			    struct value *pdata);

/*
 * The compatible of @d's OF table for device @devname, which the table
 * does not name: the only one whose match data is (or is a struct that
 * holds) the driver_data of @devname's platform_device_id entry
 * (s3c2410.c: "s3c6400-nand" has TYPE_S3C2412, as "samsung,s3c2412-nand"'s
 * s3c2412_nand_devtype_data has). NULL: none or several, or the text
 * does not say.
 */
const char *match_data_by_id(struct conv *c, const struct drv_entry *d,
			     const char *devname);

#endif
