/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A device's software node (struct software_node, linux/property.h): the
 * properties a board hands a driver through the device property API
 * (device_property_read_u32() and its kin). The same calls read a
 * devicetree node's properties of the same names, so each entry becomes a
 * property of the device's node as it stands.
 */
#ifndef BF2DTS_SWNODE_H
#define BF2DTS_SWNODE_H

#include "convert/conv.h"

/*
 * The properties of the software node @sw points to, on node @n; what
 * cannot be written (a reference to another node, a value that is no
 * constant) is added to @why. 0: @sw points to no software node.
 */
int swnode_props(struct conv *c, struct dt_node *n, struct value *sw,
		 struct strbuf *why);

#endif
