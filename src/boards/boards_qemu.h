/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Which board files QEMU emulates: the machines `qemu-system-arm -machine
 * help` lists, mapped to board files by qemu-machines/board-map.tsv
 * (columns: QEMU machine, board file, MACHINE_START id, comment).
 */
#ifndef BF2DTS_BOARDS_QEMU_H
#define BF2DTS_BOARDS_QEMU_H

#include <stddef.h>

#include "lib/error.h"

struct qemu_map_row {
	char *machine; /* "terrier" */
	char *file; /* "arch/arm/mach-pxa/spitz.c" */
	char *id; /* "BORZOI" */
	char *comment; /* "" or why the mapping is not one-to-one */
	int available; /* listed by this QEMU; -1 when QEMU could not run */
};

struct qemu_map {
	struct qemu_map_row *v;
	size_t n, alloc;
	int qemu_ran; /* 0: QEMU could not be asked, emulation unknown */
};

int qemu_map_read(const char *path, struct qemu_map *m, struct bf_error *e);
/* Marks rows available per @qemu ("qemu-system-arm") -machine help. */
void qemu_map_probe(struct qemu_map *m, const char *qemu);
/* Same from help text already captured (exposed for tests). */
void qemu_map_apply_help(struct qemu_map *m, const char *help_text);
void qemu_map_free(struct qemu_map *m);

#endif
