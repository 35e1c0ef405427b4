/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The board's power-off handler (pm_power_off): one GPIO it drives is a
 * gpio-poweroff node.
 */
#ifndef BF2DTS_POWER_OFF_H
#define BF2DTS_POWER_OFF_H

#include "convert/conv.h"

/*
 * Step @s stores the board's power-off handler: converted, or an item
 * saying why not (1); 0: @s is no such store.
 */
int power_off_assign(struct conv *c, const struct step *s);

#endif
