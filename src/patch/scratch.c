// SPDX-License-Identifier: GPL-2.0
#include "patch/scratch.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/sha256.h"
#include "lib/strbuf.h"
#include "patch/gitcmd.h"

static char *first_line(struct strbuf *sb)
{
	char *s = sb_detach(sb);

	s[strcspn(s, "\n")] = '\0';
	return s;
}

int scratch_open(const char *kdir, const char *cache, struct scratch *s,
		 struct bf_error *e)
{
	struct strbuf out = STRBUF_INIT;
	struct bf_error ge;
	char real[PATH_MAX], top[PATH_MAX];
	unsigned char d[SHA256_LEN];
	char hex[2 * SHA256_LEN + 1];
	char *work, *lock, *top_s;
	struct stat st;

	memset(s, 0, sizeof(*s));
	s->lock_fd = -1;
	if (!realpath(kdir, real))
		return bf_err(e, "%s: %s", kdir, strerror(errno));
	if (git(real, &out, &ge, "rev-parse", "--show-toplevel", NULL)) {
		sb_release(&out);
		return bf_err(
			e,
			"%s: not a git repository (bf2dts patch writes a git format-patch series against a git tree)",
			kdir);
	}
	top_s = first_line(&out);
	if (!realpath(top_s, top) || strcmp(top, real)) {
		free(top_s);
		return bf_err(
			e,
			"%s: not the top of a git work tree (it is inside %s)",
			kdir, top);
	}
	free(top_s);
	if (git(real, &out, e, "rev-parse", "--verify", "HEAD^{commit}",
		NULL)) {
		sb_release(&out);
		return -1;
	}
	s->base = first_line(&out);
	sha256(real, strlen(real), d);
	sha256_hex(d, hex);
	s->key = xstrndup(hex, 16);
	work = xasprintf("%s/patch-work", cache);
	if (mkdir_p(work)) {
		bf_err(e, "%s: %s", work, strerror(errno));
		free(work);
		return -1;
	}
	lock = xasprintf("%s/%s.lock", work, s->key);
	s->dir = xasprintf("%s/%s", work, s->key);
	free(work);
	s->lock_fd = open(lock, O_CREAT | O_RDWR | O_CLOEXEC, 0644);
	if (s->lock_fd < 0 || flock(s->lock_fd, LOCK_EX)) {
		bf_err(e, "%s: %s", lock, strerror(errno));
		free(lock);
		return -1;
	}
	free(lock);
	if (stat(s->dir, &st)) {
		char *tmp = xasprintf("%s.tmp", s->dir);
		const char *rm[] = { "rm", "-rf", tmp, NULL };
		int rc, status;

		fprintf(stderr,
			"bf2dts patch: making a scratch clone of %s in %s (once)\n",
			kdir, s->dir);
		/* what an interrupted first run left */
		proc_run(rm, NULL, NULL, NULL, &status, &ge);
		rc = git(cache, NULL, e, "clone", "-q", "--shared",
			 "--no-checkout", real, tmp, NULL);
		if (!rc && rename(tmp, s->dir))
			rc = bf_err(e, "%s: %s", s->dir, strerror(errno));
		free(tmp);
		if (rc)
			return -1;
	}
	/* the user's HEAD may have moved since the clone was made */
	if (git(s->dir, NULL, e, "fetch", "-q", "--no-tags", real, s->base,
		NULL))
		return -1;
	return scratch_reset(s, e);
}

int scratch_reset(struct scratch *s, struct bf_error *e)
{
	struct bf_error ignore;

	git(s->dir, NULL, &ignore, "am", "--abort", NULL);
	if (git(s->dir, NULL, e, "checkout", "-q", "-f", "--detach", s->base,
		NULL) ||
	    git(s->dir, NULL, e, "clean", "-q", "-fdx", NULL))
		return -1;
	return 0;
}

void scratch_close(struct scratch *s)
{
	if (s->lock_fd >= 0)
		close(s->lock_fd);
	free(s->dir);
	free(s->base);
	free(s->key);
	memset(s, 0, sizeof(*s));
	s->lock_fd = -1;
}
