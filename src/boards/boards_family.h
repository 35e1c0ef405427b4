/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the inventory knows about each SoC family (mach-* directory) that
 * the tree cannot tell by itself: which Kconfig symbols name a SoC, and
 * the prefixes its .dts/.dtsi files use.  One row per family.
 */
#ifndef BF2DTS_BOARDS_FAMILY_H
#define BF2DTS_BOARDS_FAMILY_H

struct family_info {
	const char *dir; /* "pxa" for arch/arm/mach-pxa */
	const char *soc_syms[8]; /* prefixes of SoC symbols */
	const char *dts_prefixes[8]; /* prefixes of its dts names */
	const char *default_soc; /* when no SoC symbol is selected */
};

/* Copies the row for @dir; a generic row (named after @dir) if unlisted. */
void family_info(const char *dir, struct family_info *out);

#endif
