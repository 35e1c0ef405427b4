/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Intended differences: what a change is meant to do to a boot, checked
 * against what a comparison found.
 *
 * Every difference of an invdiff is one line of text (invdiff_lines), for
 * example "fdt property-added /amba/mmc@5000:cd-gpios = <&/sys@0 0 0>" or
 * "device-new 10000000.core-module:gpio@48 bus=platform driver=gpio-syscon".
 * An intended list (qemu-machines/machines/<machine>.intended) holds glob
 * patterns (fnmatch) for those lines, each after the comment lines that say
 * why. The verdict is
 *   equal      no difference at all (and nothing was intended),
 *   intended   every difference matches a pattern and every pattern matches
 *              at least one difference,
 *   different  otherwise: a difference nobody listed, or an intended change
 *              that did not happen.
 */
#ifndef BF2DTS_INTENDED_H
#define BF2DTS_INTENDED_H

#include <stddef.h>

#include "lib/error.h"
#include "compare/invdiff.h"

struct intended_entry {
	char *pattern;
	char *reason; /* the comment lines before it, joined; "" when none */
	int line;
	size_t hits; /* differences it matched (intended_classify) */
};

struct intended {
	char *file;
	struct intended_entry *v;
	size_t n;
};

enum verdict {
	VERDICT_EQUAL,
	VERDICT_INTENDED,
	VERDICT_DIFFERENT,
};

struct classification {
	char **lines; /* every difference, one line each */
	const struct intended_entry **by; /* per line: its pattern, or NULL */
	size_t n;
	size_t unlisted; /* lines no pattern matches */
	size_t missing; /* patterns that matched nothing */
	enum verdict verdict;
};

/* Parses @len bytes of @text; an error names @file and the line. */
int intended_parse(struct intended *in, const char *file, const char *text,
		   size_t len, struct bf_error *e);
int intended_load(struct intended *in, const char *file, struct bf_error *e);
void intended_release(struct intended *in);

/* Every difference of @d as a line; returns the count, caller frees. */
size_t invdiff_lines(const struct invdiff *d, char ***out);

/* Classifies @d against @in (NULL: nothing intended) and counts hits. */
void intended_classify(const struct invdiff *d, struct intended *in,
		       struct classification *c);
void classification_release(struct classification *c);
const char *verdict_name(enum verdict v);

#endif
