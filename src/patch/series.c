// SPDX-License-Identifier: GPL-2.0
#include "patch/series.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/fileio.h"
#include "lib/proc.h"

static int write_file(const char *dir, const struct plan_file *f,
		      struct bf_error *e)
{
	char *abs = xasprintf("%s/%s", dir, f->path);
	char *d = xstrdup(abs);
	int rc = 0;

	*strrchr(d, '/') = '\0';
	if (!f->text) {
		if (unlink(abs) && errno != ENOENT)
			rc = bf_err(e, "%s: %s", abs, strerror(errno));
	} else if (mkdir_p(d) ||
		   write_file_atomic(abs, f->text, strlen(f->text))) {
		rc = bf_err(e, "%s: %s", abs, strerror(errno));
	}
	free(abs);
	free(d);
	return rc;
}

int series_commit(const struct scratch *s, const struct plan *p,
		  const struct git_identity *id, struct bf_error *e)
{
	char *name = xasprintf("user.name=%s", id->name);
	char *email = xasprintf("user.email=%s", id->email);
	char *msgf = xasprintf("%s/.git/bf2dts-commit-msg", s->dir);
	size_t i, k;
	int rc = -1;

	for (i = 0; i < p->n; i++) {
		const struct plan_patch *pp = &p->v[i];
		struct strbuf msg = STRBUF_INIT;

		for (k = 0; k < pp->nfiles; k++)
			if (write_file(s->dir, &pp->files[k], e))
				goto out;
		sb_addf(&msg, "%s\n\n%s", pp->subject, sb_str(&pp->body));
		if (write_file_atomic(msgf, msg.buf, msg.len)) {
			bf_err(e, "%s: %s", msgf, strerror(errno));
			sb_release(&msg);
			goto out;
		}
		sb_release(&msg);
		/* -f: a tree's .gitignore may hide what a patch adds */
		for (k = 0; k < pp->nfiles; k++)
			if (git(s->dir, NULL, e, "add", "-A", "-f", "--",
				pp->files[k].path, NULL))
				goto out;
		if (git(s->dir, NULL, e, "-c", name, "-c", email, "commit",
			"-q", "-s", "--no-verify", "-F", msgf, NULL))
			goto out;
	}
	rc = 0;
out:
	unlink(msgf);
	free(msgf);
	free(name);
	free(email);
	return rc;
}

/* Fills format-patch's placeholders in the cover letter. */
static int fill_cover(const char *path, const struct plan *p,
		      struct bf_error *e)
{
	struct strbuf in = STRBUF_INIT, out = STRBUF_INIT;
	const char *s, *subj, *blurb;
	int rc = 0;

	if (file_read_all(path, &in))
		return bf_err(e, "%s: %s", path, strerror(errno));
	s = sb_str(&in);
	subj = strstr(s, "*** SUBJECT HERE ***");
	blurb = strstr(s, "*** BLURB HERE ***");
	if (!subj || !blurb || blurb < subj) {
		sb_release(&in);
		return bf_err(e, "%s: not a format-patch cover letter", path);
	}
	sb_addn(&out, s, (size_t)(subj - s));
	sb_add(&out, p->cover_subject);
	s = subj + strlen("*** SUBJECT HERE ***");
	sb_addn(&out, s, (size_t)(blurb - s));
	sb_add(&out, sb_str(&p->cover));
	sb_add(&out, blurb + strlen("*** BLURB HERE ***\n"));
	if (write_file_atomic(path, out.buf, out.len))
		rc = bf_err(e, "%s: %s", path, strerror(errno));
	sb_release(&in);
	sb_release(&out);
	return rc;
}

int series_export(const struct scratch *s, const struct plan *p,
		  struct series *sr, struct bf_error *e)
{
	struct strbuf out = STRBUF_INIT;
	char *range = xasprintf("%s..HEAD", s->base);
	const char *l;
	int rc = -1;

	memset(sr, 0, sizeof(*sr));
	sr->dir = xasprintf("%s/.git/bf2dts-series", s->dir);
	{
		const char *rm[] = { "rm", "-rf", sr->dir, NULL };
		struct bf_error ig;
		int st;

		proc_run(rm, NULL, NULL, NULL, &st, &ig);
	}
	if (git(s->dir, &out, e, "format-patch", "--cover-letter",
		"--no-signature", "-o", sr->dir, range, NULL))
		goto out;
	for (l = sb_str(&out); *l;) {
		size_t n = strcspn(l, "\n");

		if (n)
			VEC_PUSH(sr->files, sr->n, sr->alloc, xstrndup(l, n));
		l += n + (l[n] == '\n');
	}
	if (!sr->n) {
		bf_err(e, "%s: format-patch wrote nothing", s->dir);
		goto out;
	}
	if (fill_cover(sr->files[0], p, e))
		goto out;
	sb_reset(&out);
	if (git(s->dir, &out, e, "rev-parse", "HEAD^{tree}", NULL))
		goto out;
	sr->tip_tree = sb_detach(&out);
	sr->tip_tree[strcspn(sr->tip_tree, "\n")] = '\0';
	rc = 0;
out:
	sb_release(&out);
	free(range);
	return rc;
}

int series_write(const struct series *sr, const char *outdir,
		 struct bf_error *e)
{
	DIR *d;
	struct dirent *de;
	size_t i;

	if (mkdir_p(outdir))
		return bf_err(e, "%s: %s", outdir, strerror(errno));
	/* a shorter series must not leave the tail of a longer one */
	d = opendir(outdir);
	while (d && (de = readdir(d)) != NULL) {
		size_t l = strlen(de->d_name);

		if (l > 11 && de->d_name[4] == '-' &&
		    strspn(de->d_name, "0123456789") == 4 &&
		    !strcmp(de->d_name + l - 6, ".patch")) {
			char *f = xasprintf("%s/%s", outdir, de->d_name);

			unlink(f);
			free(f);
		}
	}
	if (d)
		closedir(d);
	for (i = 0; i < sr->n; i++) {
		struct strbuf sb = STRBUF_INIT;
		char *dst = xasprintf("%s/%s", outdir,
				      strrchr(sr->files[i], '/') + 1);
		int bad = file_read_all(sr->files[i], &sb) ||
			  write_file_atomic(dst, sb.buf ? sb.buf : "", sb.len);

		if (bad)
			bf_err(e, "%s: %s", dst, strerror(errno));
		free(dst);
		sb_release(&sb);
		if (bad)
			return -1;
	}
	return 0;
}

void series_release(struct series *sr)
{
	size_t i;

	for (i = 0; i < sr->n; i++)
		free(sr->files[i]);
	free(sr->files);
	free(sr->dir);
	free(sr->tip_tree);
	memset(sr, 0, sizeof(*sr));
}
