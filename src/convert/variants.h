/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The variants of a board that one board file sets up at run time: a
 * switch (system_rev) whose cases each set up a hardware revision
 * (dns323), an if-else on which core the kernel runs on (mv78xx0's
 * core index) or on which model it runs (ts72xx's board_is_ts7200()).
 * A kernel makes one of them; a devicetree describes one board, so each
 * variant gets a tree of its own, made of the steps that run on it.
 *
 * A variant is told by the conditions the front end marks (step.variant):
 * "S == K" of a subject S (a name, a call of no arguments, a board
 * register read at boot, masked or not) and an integer K, its negation,
 * a comparison with a threshold ("system_rev < 130"), or a bare subject
 * tested for truth. A condition on the CPU (cpu_is_*(): the tree's SoC
 * .dtsi would change with it), on a local or of another shape (a call
 * with arguments, a GPIO's level) picks no variant: its steps stay said
 * and not made, in every tree.
 */
#ifndef BF2DTS_VARIANTS_H
#define BF2DTS_VARIANTS_H

#include <stddef.h>

#include "convert/board.h"
#include "lib/arena.h"

/* At most this many trees for a machine; more, and none is split off. */
#define VARIANTS_MAX 8

struct variant_dim;

struct variant {
	/* the conditions that hold on it, as C: "system_rev == 2" */
	const char *when;
	/* the .dts name's suffix: "system-rev-2" */
	const char *slug;
	/* private: the value each dimension takes */
	const struct variant_dim *dims;
	size_t ndims;
	size_t pick[4];
};

/*
 * The variants of a machine whose init path is @steps[0..@n) in a file of
 * family @family (its prefix is left out of the names: mv78xx0_core_index
 * is "core-index"). 0 when it has none, or more than VARIANTS_MAX.
 */
size_t variants_find(struct arena *a, const char *family,
		     const struct step *steps, size_t n, struct variant **out);

/*
 * The steps that run on variant @v, in order, into @a: a step whose
 * variant conditions all hold on it is unconditional there (run_cond
 * NULL), one whose conditions it decides not to hold is left out, and a
 * step on a condition @v does not decide stays as it is.
 */
size_t variant_steps(struct arena *a, const struct variant *v,
		     const struct step *steps, size_t n, struct step **out);
/* Does condition @cond, as C, hold on @v (1), not (0), or is it not told (-1)? */
int variant_decides(const struct variant *v, const char *cond);
/*
 * Is @lvalue what the variants are told apart by (system_rev =
 * dns323_identify_rev())? A store into it picks the tree.
 */
int variant_told_by(const struct variant *v, const char *lvalue);
/* Does @v decide that step @s does not run on it? */
int variant_excludes(const struct variant *v, const struct step *s);

#endif
