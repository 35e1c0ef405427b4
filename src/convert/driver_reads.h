/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a driver reads only when probed without a devicetree node. A board
 * file's GPIO lookup becomes "<con_id>-gpios" in its device's node, but
 * s3cmci.c asks for its "bus" GPIOs in s3cmci_probe_pdata() only, which
 * s3cmci_probe() calls in the else branch of "if (pdev->dev.of_node)": in
 * a devicetree boot no one reads such a property (and the binding has
 * none), so it must not be written as if it were.
 */
#ifndef BF2DTS_DRIVER_READS_H
#define BF2DTS_DRIVER_READS_H

#include "convert/conv.h"

/*
 * The function of driver source @text (the file @source) in which every
 * gpiod_get()-family call asking for @con_id sits, when each caller of
 * that function calls it only without a devicetree node (the else branch
 * of a test of the device's of_node); NULL: no such call, or one that a
 * devicetree boot may make.
 */
const char *driver_gpio_pdata_only(struct conv *c, const char *text,
				   const char *con_id);

/*
 * The same for lookup @con_id of device @dev_id ("s3c2410-sdi.0") whose
 * node is @n, when the driver of that name binds @n (its OF table holds
 * @n's compatible); *@source: the driver's file.
 */
const char *node_gpio_pdata_only(struct conv *c, const struct dt_node *n,
				 const char *dev_id, const char *con_id,
				 const char **source);

/*
 * The con_id driver source @text gives index @idx of a lookup that has
 * none: i2c-gpio.c asks i2c_gpio_get_desc(dev, "sda", 0, ...), which asks
 * gpiod_get(dev, con_id) first and gpiod_get_index(dev, NULL, index) only
 * when that fails, and its binding requires the named properties
 * (sda-gpios). NULL when the driver asks by index only.
 */
const char *driver_gpio_index_name(struct conv *c, const char *text,
				   long long idx);
/* The same for the driver of node @n (device @dev_id), as above. */
const char *node_gpio_index_name(struct conv *c, const struct dt_node *n,
				 const char *dev_id, long long idx);

#endif
