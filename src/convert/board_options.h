/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A board's own options: symbols of the family's Kconfig that only this
 * board offers (a daughter card, a flash size, which UI board is fitted),
 * e.g. SMDK6410_WM1190_EV1 or SA1100_CERF_FLASH_16MB. Unlike the drivers'
 * symbols a board file tests (CONFIG_REGULATOR, CONFIG_LEDS_GPIO), which
 * say nothing about the hardware and are forced on, they choose between
 * variants of the board: they are taken as the defconfig the board is
 * prepared with sets them, else as Kconfig would (a choice's default
 * member, a plain option off), and what they leave out is reported.
 */
#ifndef BF2DTS_BOARD_OPTIONS_H
#define BF2DTS_BOARD_OPTIONS_H

#include "convert/conv.h"
#include "kernel/kconfig.h"

enum board_opt {
	BOPT_NONE, /* not an option of the board: forced on */
	BOPT_ON, /* an option the board is converted with */
	BOPT_OFF, /* an option it is converted without */
};

/*
 * What @cfg ("CONFIG_X") is to the board built by Kconfig symbol
 * @build_sym: an option when it is a visible symbol defined only in
 * arch/arm/mach-* Kconfig files, not a machine or SoC symbol, that can
 * only be set when @build_sym is; on or off by @defconfig (the text of
 * the defconfig, NULL: none) or Kconfig's default.
 */
enum board_opt board_option(const struct kconfig *kc, const char *cfg,
			    const char *build_sym, const char *defconfig);

/* The text of arch/arm/configs/@defconfig of @kdir (malloc'd), or NULL. */
char *board_defconfig_text(const char *kdir, const char *defconfig);

/*
 * One report item for each option of the board file (@text, its source)
 * that is off and whose #if/#ifdef/#elif branches the preprocessor left
 * out: the lines they guard are not converted.
 */
void board_options_report(struct conv *c, const struct kconfig *kc,
			  const char *text, const char *kdir,
			  const char *defconfig);

#endif
