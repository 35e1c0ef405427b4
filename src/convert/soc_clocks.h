/* SPDX-License-Identifier: GPL-2.0 */
/* The SoC's external clocks and timer channels, as the board sets them. */
#ifndef BF2DTS_SOC_CLOCKS_H
#define BF2DTS_SOC_CLOCKS_H

#include "convert/conv.h"

/* A fixed-clock node per external clock of the SoC, at the board's rate. */
void soc_ext_clocks(struct conv *c);
/* @s is the board's call that set a clock's rate (already reported). */
int soc_clock_step(struct conv *c, const struct step *s);
/* @s chooses the SoC's timer channels: reported here. */
int soc_timer_source(struct conv *c, const struct step *s);

#endif
