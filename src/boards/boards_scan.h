/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The machines a board file declares: every MACHINE_START(ID, "name") ...
 * MACHINE_END block, found with libclang's tokenizer (a real lexer: comments,
 * strings and #if 0 text are handled by clang, not by pattern matching),
 * plus the header facts the inventory wants (newest copyright year, lines).
 */
#ifndef BF2DTS_BOARDS_SCAN_H
#define BF2DTS_BOARDS_SCAN_H

#include <stddef.h>

#include "lib/error.h"

struct scanned_machine {
	char *id; /* MACHINE_START's first argument, e.g. "SPITZ" */
	char *name; /* its name string, unquoted */
	unsigned line; /* line of MACHINE_START */
};

struct scanned_file {
	struct scanned_machine *machines;
	size_t n_machines, alloc_machines;
	unsigned lines; /* number of lines in the file */
	int copyright_year; /* newest year in a Copyright line; 0 if none */
	unsigned dt_machines; /* DT_MACHINE_START blocks (devicetree boot) */
};

/* Scans @path; fills @out (caller frees with scanned_file_free()). */
int boards_scan_file(const char *path, struct scanned_file *out,
		     struct bf_error *e);
void scanned_file_free(struct scanned_file *f);

/* Newest 4-digit year (1980..2099) in the comment text @s, 0 if none. */
int boards_newest_year(const char *s);

#endif
