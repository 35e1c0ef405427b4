/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A plan becomes commits in the scratch clone (git commit -s, as the
 * user's identity), then a `git format-patch` series with its cover letter.
 */
#ifndef BF2DTS_SERIES_H
#define BF2DTS_SERIES_H

#include "patch/gitcmd.h"
#include "patch/plan.h"
#include "patch/scratch.h"

struct series {
	char *dir; /* where format-patch wrote it (inside the clone's .git) */
	char **files; /* 0000-cover-letter.patch, 0001-..., absolute */
	size_t n, alloc;
	char *tip_tree; /* the tree the series ends at, to check `git am` */
};

int series_commit(const struct scratch *s, const struct plan *p,
		  const struct git_identity *id, struct bf_error *e);
int series_export(const struct scratch *s, const struct plan *p,
		  struct series *out, struct bf_error *e);
/* Copies the series into @outdir (made if needed); older patches there go. */
int series_write(const struct series *sr, const char *outdir,
		 struct bf_error *e);
void series_release(struct series *sr);

#endif
