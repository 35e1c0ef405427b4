/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The .dtsi node of the PWM a pwm_lookup names: its provider by
 * dev_name() ("pxa27x-pwm.1") and a channel index.
 */
#ifndef BF2DTS_PWM_PROVIDER_H
#define BF2DTS_PWM_PROVIDER_H

#include "convert/conv.h"

/*
 * The node of channel @index of provider @devname. When the SoC's files
 * register a platform device of that name and id whose memory holds
 * several nodes its driver matches (one node per channel: PXA27x's two
 * channels 0x10 apart in each 0x20 block), the @index-th of them by
 * address, and *@took_index = 1: the node itself is the channel.
 * Otherwise the node of that device, else the n-th node the driver
 * matches, and *@took_index = 0: the index is for the PWM specifier.
 * NULL: no such node.
 */
const struct soc_node *pwm_provider_node(struct conv *c, const char *devname,
					 long long index, int *took_index);

#endif
