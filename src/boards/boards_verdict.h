/* SPDX-License-Identifier: GPL-2.0 */
/* The verdict rule and the family support levels: see boards_verdict.c. */
#ifndef BF2DTS_BOARDS_VERDICT_H
#define BF2DTS_BOARDS_VERDICT_H

#include "boards/boards_model.h"

/* Copyright years up to this one count as "old". */
#define BOARDS_OLD_YEAR 2012

/* Sets row->verdict and row->reasons from the row's evidence. */
void board_verdict(struct board_row *row);

/* Sets fam->level and fam->level_why from its counts. */
void family_level(struct family_row *fam);

/* The rule as text, for the md output and --help. */
extern const char boards_verdict_rule[];
extern const char boards_level_rule[];

#endif
