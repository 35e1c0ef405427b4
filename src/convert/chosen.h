/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The /chosen node: stdout-path names the UART the machine's console is
 * on. A board file sets no command line in 6.1, so the console comes from
 * the kernel command line of a defconfig that builds the board file
 * (CONFIG_CMDLINE's console=ttyS0,115200), else it is the board's first
 * enabled UART at 115200n8, the speed PXA, Samsung and Marvell boot
 * loaders use (the serial drivers fall back to 9600 without options).
 */
#ifndef BF2DTS_CHOSEN_H
#define BF2DTS_CHOSEN_H

#include <stddef.h>

#include "convert/conv.h"

/*
 * The first serial console= of @cmdline ("ttyS0,115200"; "tty1", the
 * virtual terminal, is not one): its line number in *@index and its
 * options in @opts ("115200n8", parity and bits completed as
 * uart_parse_options() defaults them; "" when none). 0 if found, else -1.
 */
int chosen_console(const char *cmdline, int *index, char *opts, size_t size);

/*
 * add_preferred_console(@s): the board's console, which stdout-path names
 * rather than a defconfig's (reported by convert_chosen()).
 */
void chosen_preferred_console(struct conv *c, const struct step *s);

/* Adds /chosen with stdout-path to c->t, when the SoC names its UARTs. */
void convert_chosen(struct conv *c);

#endif
