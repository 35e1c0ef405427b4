/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The scratch clone where a series is built and checked: a `git clone
 * --shared` of the user's tree (its objects are borrowed, its work tree and
 * refs are never touched), kept in the cache per tree and reset to the
 * user's HEAD on every use, one run at a time.
 */
#ifndef BF2DTS_SCRATCH_H
#define BF2DTS_SCRATCH_H

#include "lib/error.h"

struct scratch {
	char *dir; /* the clone's work tree */
	char *base; /* the user's HEAD commit the series is against */
	char *key; /* names this tree's cache entries (build dirs) */
	int lock_fd;
};

/*
 * @kdir must be the top of a git work tree: otherwise one line saying so.
 * Makes or refreshes the clone under @cache/patch-work/.
 */
int scratch_open(const char *kdir, const char *cache, struct scratch *s,
		 struct bf_error *e);
/* Back to the base commit, no local change, no stray file. */
int scratch_reset(struct scratch *s, struct bf_error *e);
void scratch_close(struct scratch *s);

#endif
