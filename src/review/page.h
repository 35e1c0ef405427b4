/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The review page of one machine: one self-contained HTML file (inline CSS
 * and JS, nothing from the network) with the board file on the left and
 * the generated .dts on the right, each report item linked both ways.
 */
#ifndef BF2DTS_PAGE_H
#define BF2DTS_PAGE_H

#include <stddef.h>

#include "convert/report.h"
#include "lib/strbuf.h"
#include "patch/checks.h"

struct review_item {
	const struct item *it;
	unsigned src_first, src_last; /* the item's data, or its line */
	int dts_file; /* 0: the .dts, 1: the shared .dtsi; -1: nowhere */
	unsigned dts_first, dts_last;
	const char *path; /* the node, as the .dts spells it, or NULL */
};

struct review_page {
	const char *rel; /* the board file */
	const char *machine_id, *machine_name;
	const char *src; /* its text */
	const char *dts_name[2], *dts_text[2]; /* [1] may be NULL */
	struct review_item *items;
	size_t nitems;
	const struct findings *f; /* f->v[i].where names dts_name[k] */
	const char *boot; /* the QEMU boot comparison, or NULL */
	const char *boot_name;
	struct totals t;
};

void review_page_html(const struct review_page *p, struct strbuf *out);
/* The index of a file's machines: @pages[i] is written to @hrefs[i]. */
void review_index_html(const char *rel, const struct review_page *pages,
		       const char *const *hrefs, size_t n, struct strbuf *out);

#endif
