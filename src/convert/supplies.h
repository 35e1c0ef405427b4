/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A regulator's consumers, as the board's map names them: each
 * REGULATOR_SUPPLY(supply, dev_name) becomes "<supply>-supply" in the node
 * of the device dev_name() calls so, which is what regulator_get(dev,
 * supply) reads in a devicetree boot (of_get_regulator()).
 */
#ifndef BF2DTS_SUPPLIES_H
#define BF2DTS_SUPPLIES_H

#include "convert/conv.h"

/*
 * The @n struct regulator_consumer_supply of array @sup, supplied by the
 * regulator node @reg of item @it: each waits for its device's node. One
 * with no device, which regulator_get(NULL, supply) finds by the map only,
 * makes @it partial.
 */
void supplies_add(struct conv *c, struct item *it, struct dt_node *reg,
		  struct value *sup, long long n);

/* Each supply waiting into its device's node; once the nodes are made. */
void supplies_finish(struct conv *c);

#endif
