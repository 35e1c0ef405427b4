/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The converter's cached per-file reports, read back for the inventory:
 * <dir>/<path with '/' replaced by '_'>.json, written by `bf2dts convert`.
 * Only the totals are needed: how many devices were found per machine and
 * how many converted automatically.  A missing report means "unknown".
 */
#ifndef BF2DTS_BOARDS_REPORT_H
#define BF2DTS_BOARDS_REPORT_H

#include "lib/error.h"

struct report_totals {
	long found, converted, partial, todo; /* -1 when absent */
};

/*
 * Reads the totals of machine @id in the report for @file (tree-relative)
 * under @dir; falls back to the file's totals when the report has no
 * per-machine entry.  Returns 1 if found, 0 if there is no report, -1 on
 * a malformed report (with @e set).
 */
int report_totals_for(const char *dir, const char *file, const char *id,
		      struct report_totals *out, struct bf_error *e);

/* Same from JSON text (exposed for tests). */
int report_totals_parse(const char *json, const char *id,
			struct report_totals *out, struct bf_error *e);

#endif
