/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A GPIO lookup names a SoC GPIO chip by the label its driver gives it
 * (gpio-samsung.c's "GPIOE"): which Linux GPIO number the chip starts at,
 * read from the driver's own gpio_chip initializer.
 */
#ifndef BF2DTS_GPIO_CHIP_LABEL_H
#define BF2DTS_GPIO_CHIP_LABEL_H

#include "convert/conv.h"

/*
 * In driver source @text, the initializer that sets '.label = "@label"':
 * its '.base' expression, spaces squeezed; NULL when none has both.
 */
const char *gpio_label_base_in(const char *text, const char *label,
			       struct arena *a);

/*
 * The '.base' expression of the gpio_chip labelled @label by a GPIO driver
 * of the board's SoC (arch/arm/<family>/ or drivers/gpio/); NULL: none.
 */
const char *gpio_chip_label_base(struct conv *c, const char *label);

/*
 * The SoC GPIO chip a lookup table means by @label when no gpio_chip of the
 * SoC has that label but one names the same bank the other way the
 * family's driver spells banks: "GPIOK" (gpio-samsung.c's s3c24xx chips)
 * for the s3c64xx chip "GPK". gpiolib would never find @label: the caller
 * says so. NULL: no such chip.
 */
const char *gpio_chip_label_meant(struct conv *c, const char *label);

#endif
