/* SPDX-License-Identifier: GPL-2.0 */
/*
 * git as a child process: the user's tree is only ever read (its HEAD and
 * its identity); every change happens in a scratch clone (scratch.c).
 */
#ifndef BF2DTS_GITCMD_H
#define BF2DTS_GITCMD_H

#include "lib/error.h"
#include "lib/strbuf.h"

/*
 * Runs `git -C @dir ARGS...` (NULL-terminated). stdout is appended to @out
 * (may be NULL). A non-zero exit is an error naming @dir and git's first
 * line of stderr.
 */
int git(const char *dir, struct strbuf *out, struct bf_error *e, ...)
	__attribute__((sentinel));

struct git_identity {
	char *name, *email;
};

/*
 * user.name and user.email as git config answers them in @dir (the
 * repository's config, then the user's). Never guessed: -1 when either is
 * unset.
 */
int git_identity_get(const char *dir, struct git_identity *id,
		     struct bf_error *e);
void git_identity_release(struct git_identity *id);

#endif
