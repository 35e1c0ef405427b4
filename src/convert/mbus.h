/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Marvell's MBus: the address windows a board file opens with
 * mvebu_mbus_add_window_by_id() become the ranges of the .dtsi's MBus
 * node, and a device in a window (a NOR flash on the boot chip select)
 * becomes a child of the device-bus node that maps that window, at its
 * offset in it.
 */
#ifndef BF2DTS_MBUS_H
#define BF2DTS_MBUS_H

#include "convert/conv.h"

/* Is @fn(@args) an mvebu_mbus_add_window*_by_id() call with constants? */
int mbus_window_of(const char *fn, struct value **args, size_t nargs,
		   struct mbus_window *w);
/* Records the windows machine @mi of the board opens, before its devices. */
void mbus_collect(struct conv *c, size_t mi);
/* A board step that opens a window: its report item; 0 when @s is not one. */
int mbus_window_step(struct conv *c, const struct step *s);
/* Records a window a SoC helper opened. */
void mbus_add(struct conv *c, const struct mbus_window *w);
/*
 * The device-bus node that maps the window holding CPU address @base, and
 * in *@off the window's base (its address 0 on that bus); NULL when no
 * window holds it or no node maps it.
 */
const struct soc_node *mbus_devbus(struct conv *c, long long base,
				   long long *off);
/* The MBus node's ranges: the .dtsi's own windows, then the board's. */
void mbus_ranges(struct conv *c);

#endif
