/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The small text edits a conversion makes to files of the tree, each the
 * way a maintainer keeps that file: a .dtb line in its block of
 * arch/arm/boot/dts/Makefile, a board compatible in its binding's list, a
 * CONFIG_ line in a defconfig. Each returns 1 when it changed @text, 0 when
 * there was nothing to do, -1 when the file has no place for it.
 */
#ifndef BF2DTS_TREE_EDIT_H
#define BF2DTS_TREE_EDIT_H

#include "lib/strbuf.h"

/* Adds "\t@dtb \" to the dtb-$(CONFIG_@sym) block, in order. */
int edit_dtb_makefile(struct strbuf *text, const char *sym, const char *dtb);
/* Adds @compat to the enum above "- const: @soc" in a YAML binding. */
int edit_yaml_board_enum(struct strbuf *text, const char *soc,
			 const char *compat);
/* Adds "@compat" to the last list of quoted compatibles of a .txt binding. */
int edit_txt_board_list(struct strbuf *text, const char *compat);
/* Adds CONFIG_@sym=y after the first of @after (CONFIG_ lines) present. */
int edit_defconfig(struct strbuf *text, const char *sym,
		   const char *const *after);

#endif
