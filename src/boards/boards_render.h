/* SPDX-License-Identifier: GPL-2.0 */
/* The inventory's output formats: table, csv, json, md. */
#ifndef BF2DTS_BOARDS_RENDER_H
#define BF2DTS_BOARDS_RENDER_H

#include "boards/boards_model.h"
#include "lib/strbuf.h"

/* Returns -1 for an unknown format name. */
int boards_render(const struct inventory *inv, const char *format,
		  const char *tree, struct strbuf *out);

#endif
