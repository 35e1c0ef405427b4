/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The series a conversion becomes, in memory and in upstream order: the
 * board compatible in its binding, a binding for each compatible the
 * converter proposed, the machines' shared .dtsi, each board .dts with its
 * Makefile line, the defconfig that builds the DT machine, and (asked for,
 * and only when nothing is left to do) the board file's removal.
 */
#ifndef BF2DTS_PLAN_H
#define BF2DTS_PLAN_H

#include <stddef.h>

#include "convert/pipeline.h"
#include "lib/error.h"
#include "lib/strbuf.h"
#include "patch/gitcmd.h"

struct plan_file {
	char *path; /* relative to the tree */
	char *text; /* the new contents; NULL: the file is removed */
};

struct plan_patch {
	char *subject;
	struct strbuf body; /* the commit message after the subject */
	struct plan_file *files;
	size_t nfiles, afiles;
};

struct plan {
	struct plan_patch *v;
	size_t n, alloc;
	char *cover_subject;
	struct strbuf cover; /* the cover letter's text */
	char **dts; /* the .dts files the series adds, tree-relative */
	size_t ndts, adts;
	char *defconfig; /* the defconfig that builds them */
};

struct plan_in {
	const char *kdir;
	struct conversion *cv;
	const struct git_identity *id;
	int remove_board_file;
	const char *reports; /* the QEMU boot reports directory, or NULL */
};

int plan_make(const struct plan_in *in, struct plan *p, struct bf_error *e);
void plan_release(struct plan *p);

/* Wraps @text at 72 columns, the first line after @first, the rest
 * indented by @indent spaces (commit message style). */
void wrap_text(struct strbuf *out, const char *first, int indent,
	       const char *text);

#endif
