/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The inventory model: one row per MACHINE_START machine, one summary per
 * SoC family.  Evidence that could not be established is TRI_UNKNOWN, never
 * "no": the verdict rule and every output format keep the difference.
 */
#ifndef BF2DTS_BOARDS_MODEL_H
#define BF2DTS_BOARDS_MODEL_H

#include <stddef.h>

enum tri { TRI_UNKNOWN = 0, TRI_NO, TRI_YES };

enum verdict {
	V_REDUNDANT,
	V_CONVERT,
	V_REMOVE, /* candidate-for-removal */
	V_KEEP, /* keep-board-file */
};

struct board_row {
	char *file; /* "arch/arm/mach-pxa/spitz.c" */
	char *family; /* "pxa" */
	char *soc; /* "PXA27x" */
	char *id; /* "SPITZ" */
	char *name; /* "SHARP Spitz" */
	unsigned line; /* of MACHINE_START */
	unsigned lines; /* of the file */
	int year; /* newest copyright year, 0 = unknown */

	char *file_sym; /* Makefile symbol building the file, or NULL */
	char *sym; /* the machine's own symbol (mach-types), else file_sym */
	char *prompt, *help1;

	enum tri unused; /* depends on UNUSED_BOARD_FILES */
	char *unused_chain;
	enum tri deprecated; /* "deprecated" in a prompt/help on the chain */
	char *deprecated_where;
	enum tri in_defconfig;
	char *defconfigs; /* "pxa_defconfig, ..." */

	enum tri emulated;
	char *qemu; /* "spitz", "borzoi, terrier" */
	char *qemu_comment;

	enum tri has_dts;
	char *dts; /* matches with their evidence */
	enum tri family_dt; /* the family has DT support at all */

	char *maint; /* "NAME [Status]; ..." */
	enum tri maint_board; /* an entry singles out this file, active */
	char *maint_status; /* status of the most specific entry */
	enum tri maintained; /* some covering entry is Maintained/Supported */

	long found, converted; /* from the converter report, -1 unknown */

	char *removal; /* what removing it would also remove */

	enum verdict verdict;
	char *reasons;
};

struct family_row {
	char *name;
	size_t machines, files, unused, in_defconfig, with_dts, emulated;
	size_t dt_machines; /* DT_MACHINE_START in the mach dir */
	enum tri has_dtsi;
	char *dtsi;
	char *maint;
	int level; /* 1 (full DT support) .. 5 (unused) */
	char *level_why;
};

struct inventory {
	struct board_row *rows;
	size_t n, alloc;
	struct family_row *fams;
	size_t n_fams, alloc_fams;
	size_t n_files;
	char **warnings;
	size_t n_warnings, alloc_warnings;
};

void inventory_free(struct inventory *inv);

const char *tri_str(enum tri t);
const char *verdict_str(enum verdict v);

#endif
