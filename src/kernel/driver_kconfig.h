/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a driver's own Kconfig entry says of it: the prompt and help text
 * of the option that builds a driver source file. The Makefile beside the
 * file names the option (obj-$(CONFIG_SENSORS_G760A) += g760a.o), the
 * Kconfig beside it defines it ("GMT G760A", "...support for Global
 * Mixed-mode Technology Inc G760A fan speed PWM controller chips.").
 */
#ifndef BF2DTS_DRIVER_KCONFIG_H
#define BF2DTS_DRIVER_KCONFIG_H

/*
 * The prompt, a newline, then the help text of the option building @src
 * (relative to tree @kdir) as a string to free(); NULL: no Makefile or
 * Kconfig beside it says.
 */
char *driver_kconfig_text(const char *kdir, const char *src);

/*
 * The entry of option @sym in Kconfig text @text: its prompt and help as
 * driver_kconfig_text() gives them; NULL: no such entry or no prompt.
 */
char *kconfig_entry_text(const char *text, const char *sym);

#endif
