/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Board model -> devicetree model, for one machine: the top of the stage,
 * which walks the machine's init path and hands each registration to its
 * handler (steps.h) or translator (translate/translate.h). Those work on
 * the context in conv.h and never call back here.
 */
#ifndef BF2DTS_CONVERT_H
#define BF2DTS_CONVERT_H

#include "convert/conv.h"

/* Converts c->m: fills c->t and c->r from c->b. */
void convert_machine(struct conv *c);

/* The driver a compatible string binds, from the tree's own OF tables. */
const struct drv_entry *convert_driver_of_compatible(struct conv *c,
						     const char *compat);

/*
 * The compatible of driver @d's OF table that device @devname (platform
 * data @pdata, or NULL) is: the one naming the device, this board or this
 * SoC, a generic one, or the one whose match data the board's data is;
 * NULL when none fits.
 */
const char *convert_table_compatible(struct conv *c, const struct drv_entry *d,
				     const char *devname, struct value *pdata);

#endif
