/* SPDX-License-Identifier: GPL-2.0 */
/* Builds the inventory from a kernel tree: every reader, one direction. */
#ifndef BF2DTS_BOARDS_COLLECT_H
#define BF2DTS_BOARDS_COLLECT_H

#include "boards/boards_model.h"
#include "lib/error.h"

struct boards_opts {
	const char *tree; /* kernel tree */
	const char *reports; /* converter report cache dir */
	const char *board_map; /* qemu-machines/board-map.tsv */
	const char *qemu; /* qemu-system-arm binary */
	const char *maintainers; /* MAINTAINERS path (default: in tree) */
};

int boards_collect(const struct boards_opts *o, struct inventory *inv,
		   struct bf_error *e);

#endif
