/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A device's clock by way of the SoC's board-file clock driver, for SoCs
 * whose OF clock driver names no device (drivers/clk/mmp's clk-of-*.c):
 * the board-file driver (clk-pxa168.c) registers a gate at a register of
 * the clock unit and gives it to the device by name,
 *
 *	clk = mmp_clk_register_apbc("kpc", "clk32", apbc_base + APBC_KPC, ...);
 *	clk_register_clkdev(clk, NULL, "pxa27x-keypad");
 *
 * and the OF driver has the gate at that register in a row of its table,
 *
 *	{PXA168_CLK_KPC, "kpc_clk", "kpc_mux", ..., APBC_KPC, ...},
 *
 * whose first field is the binding's ID a node's clocks name.
 */
#ifndef BF2DTS_CLK_BOARD_H
#define BF2DTS_CLK_BOARD_H

#include "lib/arena.h"

/*
 * In @board_text (a board-file clock driver), the clock given to device
 * @dev; in @of_text (the OF driver), the ID of the gate at the same
 * register. 0 with *@id and *@con (the clkdev connection name, NULL for
 * none) set; -1: none found, or the two files give the register's name
 * different values.
 */
int clk_board_lookup(struct arena *a, const char *board_text,
		     const char *of_text, const char *dev, const char **id,
		     const char **con);

#endif
