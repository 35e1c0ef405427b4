/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Devices the SoC's own files define and the SoC .dtsi describes, found by
 * the name a GPIO lookup table gives them (sa11x0-uart.3): the SoC code
 * registers them without the board, so a board's lookup for one names a
 * device of every boot, whose node is the .dtsi's.
 */
#ifndef BF2DTS_SOC_DEVICE_H
#define BF2DTS_SOC_DEVICE_H

#include "convert/conv.h"

/*
 * The enabled SoC .dtsi node of the platform device dev_name() calls
 * @dev_id, defined (struct platform_device, with a memory resource) in the
 * SoC's files; NULL when none, or when its node is disabled and the board
 * does not enable it (then no boot has it). *@var is the device's variable.
 */
const struct soc_node *soc_device_by_devname(struct conv *c, const char *dev_id,
					     const char **var);

#endif
