/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The GPIO lines an MFD driver gives its board's other devices at probe:
 * it registers a gpio_chip and GPIO lookup tables of its own source
 * (drivers/mfd/tc6393xb.c: the LCD's power-down line for "spi2.0"). A board
 * device left without a node never probes under a devicetree, so those
 * lines are read from the driver, as the kernel would have registered
 * them: each bank of the chip that a binding of the tree describes as a
 * GPIO controller ("<vendor>,<chip>-gpio") becomes a node, and each
 * lookup a <con>-gpios property of its consumer.
 */
#ifndef BF2DTS_MFD_GPIO_H
#define BF2DTS_MFD_GPIO_H

#include "convert/conv.h"

/*
 * For every platform device of machine @c->m that got no node: its
 * driver's lookup tables become lookups of @c, and the GPIO banks their
 * consumers use nodes of @c->t. Before apply_lookups().
 */
void mfd_gpio_lookups(struct conv *c);

/* Parsers of mfd_gpio.c, for tests. */

/* One GPIO lookup of a driver's tables. */
struct mfd_lookup {
	const char *dev_id, *chip, *con_id;
	long long hwnum;
	int active_low;
	unsigned line; /* in the driver source */
};

/*
 * The lookups of the tables driver source @text registers with
 * gpiod_add_lookup_table() or gpiod_add_lookup_tables(), into an arena
 * array at *@out; returns their number.
 */
size_t mfd_lookups_in(const char *text, struct arena *a,
		      struct mfd_lookup **out);

/*
 * The offset of register @reg (a binding's name for it: "GPO_DSR") of
 * bank @bank, by the driver's '#define <prefix>_@reg(i) (OFF + (i))' or
 * '#define <prefix>_@reg OFF' (bank 0 only); -1: none.
 */
long long mfd_reg_offset(const char *text, const char *reg, long long bank);

/*
 * The width in bytes (1, 2, 4) of register @reg as the driver accesses it
 * (ioread8()/readb(), 16 and w, 32 and l on the line that uses it); 0:
 * unknown.
 */
int mfd_reg_width(const char *text, const char *reg);

#endif
