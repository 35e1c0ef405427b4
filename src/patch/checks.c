// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* memmem */
#include "patch/checks.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dt/dtcheck.h"
#include "dt/dtvalidate.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/sha256.h"
#include "patch/bindtext.h"

void findings_add(struct findings *f, const char *tool, const char *where,
		  unsigned line, int fatal, const char *fmt, ...)
{
	struct finding x;
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	x.tool = xstrdup(tool);
	x.where = xstrdup(where ? where : "");
	x.line = line;
	x.msg = sb_detach(&sb);
	x.fatal = fatal;
	VEC_PUSH(f->v, f->n, f->alloc, x);
}

void findings_release(struct findings *f)
{
	size_t i;

	for (i = 0; i < f->n; i++) {
		free(f->v[i].tool);
		free(f->v[i].where);
		free(f->v[i].msg);
	}
	free(f->v);
	memset(f, 0, sizeof(*f));
}

static const char *base(const char *p)
{
	const char *b = strrchr(p, '/');

	return b ? b + 1 : p;
}

/* `git am` every patch in order on the base, then the same tree as built. */
static int check_apply(const struct scratch *s, const struct series *sr,
		       const struct git_identity *id, struct findings *f,
		       struct bf_error *e)
{
	char *name = xasprintf("user.name=%s", id->name);
	char *email = xasprintf("user.email=%s", id->email);
	char *sob = xasprintf("Signed-off-by: %s <%s>", id->name, id->email);
	char *author = xasprintf("%s <%s>", id->name, id->email);
	char *range = xasprintf("%s..HEAD", s->base);
	struct strbuf out = STRBUF_INIT;
	size_t i;
	int ok = 1;

	if (scratch_reset((struct scratch *)s, e))
		return -1;
	for (i = 1; i < sr->n && ok; i++) {
		struct bf_error ae;

		if (git(s->dir, NULL, &ae, "-c", name, "-c", email, "am", "-q",
			sr->files[i], NULL)) {
			findings_add(f, "apply", base(sr->files[i]), 0, 1,
				     "git am failed: %s", ae.msg);
			ok = 0;
		}
	}
	if (ok && !git(s->dir, &out, e, "rev-parse", "HEAD^{tree}", NULL) &&
	    strncmp(sb_str(&out), sr->tip_tree, strlen(sr->tip_tree)))
		findings_add(
			f, "apply", "series", 0, 1,
			"the applied series is not the tree it was made from");
	/* every commit authored and signed off by the identity */
	sb_reset(&out);
	if (ok && !git(s->dir, &out, e, "log", "--format=%an <%ae>%x00%B%x01",
		       range, NULL)) {
		const char *c = sb_str(&out), *all_end = c + out.len;
		size_t k = 0;

		while (c < all_end && *c) {
			const char *end =
				memchr(c, '\x01', (size_t)(all_end - c));
			const char *nul =
				memchr(c, '\0', (size_t)(all_end - c));
			const char *body = nul ? nul + 1 : all_end;
			char *commit = xstrndup(
				c, (size_t)((nul ? nul : all_end) - c));

			if (!end)
				end = all_end;
			k++;
			if (strcmp(commit, author))
				findings_add(
					f, "identity", "series", 0, 1,
					"commit %zu is authored by %s, not %s",
					k, commit, author);
			if (body > end || !memmem(body, (size_t)(end - body),
						  sob, strlen(sob)))
				findings_add(f, "identity", "series", 0, 1,
					     "commit %zu has no \"%s\"", k,
					     sob);
			free(commit);
			c = end + (end < all_end);
			while (c < all_end && *c == '\n')
				c++;
		}
	}
	sb_release(&out);
	free(name);
	free(email);
	free(sob);
	free(author);
	free(range);
	return 0;
}

/* checkpatch --strict: no ERROR, no un-documented compatible. */
static int check_checkpatch(const struct scratch *s, const struct series *sr,
			    struct findings *f, struct bf_error *e)
{
	size_t i;

	for (i = 1; i < sr->n; i++) {
		const char *argv[] = { "perl",	       "scripts/checkpatch.pl",
				       "--strict",     "--terse",
				       "--show-types", "--no-summary",
				       sr->files[i],   NULL };
		struct proc_opts po = { .cwd = s->dir };
		struct strbuf out = STRBUF_INIT;
		const char *l;
		int st;

		if (proc_run(argv, &po, &out, &out, &st, e))
			return -1;
		for (l = sb_str(&out); *l;) {
			size_t n = strcspn(l, "\n");
			char *line = xstrndup(l, n);
			const char *lv = strstr(line, ": ERROR:");
			int fatal = lv || strstr(line, "un-documented");

			if (!lv)
				lv = strstr(line, ": WARNING:");
			if (!lv)
				lv = strstr(line, ": CHECK:");
			if (lv) {
				const char *ln = strchr(line, ':');

				findings_add(f, "checkpatch",
					     base(sr->files[i]),
					     ln ? (unsigned)atoi(ln + 1) : 0,
					     fatal, "%s", lv + 2);
			}
			free(line);
			l += n + (l[n] == '\n');
		}
		sb_release(&out);
	}
	return 0;
}

/* W=1: the warnings scripts/Makefile.lib turns off at the default level. */
static const char *const w1_flags[] = {
	"-Wunit_address_vs_reg",
	"-Wavoid_unnecessary_addr_size",
	"-Walias_paths",
	"-Wgraph_child_address",
	"-Wsimple_bus_reg",
	"-Wunique_unit_address",
	NULL,
};

int check_dtc(const char *kdir, const char *dts, const char *dtb,
	      struct findings *f, struct bf_error *e)
{
	struct strbuf diag = STRBUF_INIT;
	struct bf_error ce;
	const char *l;
	int failed = 0;

	(void)e;
	if (dt_check_compile_flags(kdir, dts, dtb, w1_flags, &diag, &ce)) {
		findings_add(f, "dtc", base(dts), 0, 1, "%s", ce.msg);
		failed = 1;
	}
	for (l = sb_str(&diag); *l;) {
		size_t n = strcspn(l, "\n");
		char *line = xstrndup(l, n);
		const char *at = strstr(line, base(dts));

		/* "file.dts:12.3-20: Warning (...)": only the file's own */
		if (at && at[strlen(base(dts))] == ':' &&
		    strstr(line, "arning"))
			findings_add(f, "dtc", base(dts),
				     (unsigned)atoi(at + strlen(base(dts)) + 1),
				     1, "%s", line);
		free(line);
		l += n + (l[n] == '\n');
	}
	sb_release(&diag);
	return failed;
}

/*
 * dt-validate checks against YAML schemas only; "failed to match any
 * schema" for a compatible that a .txt binding of the tree documents says
 * the binding is not converted yet, not that the node is wrong (dtbs_check
 * does not even print it without -m). Such a line becomes a note naming
 * the .txt file; NULL when some compatible of the line has no binding.
 */
static char *txt_only(const struct bindtext *bt, const char *line)
{
	const char *key = "failed to match any schema with compatible: [";
	const char *p = strstr(line, key);
	const struct bindtext_file *txt = NULL;

	if (!p)
		return NULL;
	for (p += strlen(key); (p = strchr(p, '\'')) != NULL;) {
		size_t n = strcspn(p + 1, "'");
		char *q = xasprintf("\"%.*s\"", (int)n, p + 1);

		txt = bindtext_find(bt, "Documentation/devicetree/bindings",
				    ".txt", q, NULL);
		free(q);
		if (!txt)
			return NULL;
		p += n + 2;
		p += strspn(p, ", ");
		if (*p == ']')
			break;
	}
	return txt ? xasprintf(
			     "%.*s: documented only in %s, which has no schema "
			     "to validate against",
			     (int)(strstr(line, ": failed") - line), line,
			     txt->rel) :
		     NULL;
}

int check_dt_validate(const char *kdir, const char *cache, const char *dts,
		      const char *dtb, struct findings *f, struct bf_error *e)
{
	struct strbuf own = STRBUF_INIT;
	struct bindtext bt = { 0 };
	int bt_loaded = 0;
	const char *l;

	/* the SoC .dtsi's own findings are not the board's */
	if (dt_validate_own(kdir, cache, dts, dtb, &own, e)) {
		findings_add(f, "dt-validate", base(dts), 0, 1, "%s", e->msg);
		return 0;
	}
	for (l = sb_str(&own); *l;) {
		size_t n = strcspn(l, "\n");
		char *line = xstrndup(l, n);
		char *note;

		if (!bt_loaded) {
			struct bf_error be;

			bt_loaded = 1;
			if (bindtext_load(kdir, &bt, &be))
				memset(&bt, 0, sizeof(bt));
		}
		note = txt_only(&bt, line);
		if (note)
			findings_add(f, "dt-validate", base(dts), 0, 0, "%s",
				     note);
		else
			findings_add(f, "dt-validate", base(dts), 0, 1, "%s",
				     line);
		free(note);
		free(line);
		l += n + (l[n] == '\n');
	}
	if (bt_loaded)
		bindtext_release(&bt);
	sb_release(&own);
	return 0;
}

/* The kernel builds the .dtb: <defconfig>, then `make W=1 x.dtb`. */
static int check_dtbs(const struct scratch *s, const struct plan *p,
		      const struct check_opts *o, struct findings *f,
		      struct bf_error *e)
{
	const char *dc = p->defconfig ? strrchr(p->defconfig, '/') + 1 : NULL;
	char *odir, *oarg, *path;
	size_t i;

	if (!dc) {
		findings_add(f, "dtbs", "series", 0, 1,
			     "no defconfig builds this family");
		return 0;
	}
	odir = xasprintf("%s/build/patch-%s-%s", o->cache, s->key, dc);
	oarg = xasprintf("O=%s", odir);
	path = xasprintf("PATH=/usr/lib/ccache:%s", getenv("PATH"));
	mkdir_p(odir);
	for (i = 0; i <= p->ndts; i++) {
		char *target =
			i ? xasprintf("%.*s.dtb",
				      (int)(strlen(base(p->dts[i - 1])) - 4),
				      base(p->dts[i - 1])) :
			    xstrdup(dc);
		const char *argv[] = {
			"nice",	    "-n",
			"10",	    "env",
			path,	    "make",
			"-s",	    "-C",
			s->dir,	    oarg,
			"ARCH=arm", "CROSS_COMPILE=arm-linux-gnueabi-",
			"-j2",	    i ? "W=1" : "V=0",
			target,	    NULL
		};
		struct proc_opts po = { .timeout_ms = 30 * 60 * 1000 };
		struct strbuf out = STRBUF_INIT;
		int st;

		if (proc_run(argv, &po, &out, &out, &st, e)) {
			free(target);
			return -1;
		}
		if (st) {
			const char *m = sb_str(&out);
			const char *err = strstr(m, "rror");

			if (err)
				while (err > m && err[-1] != '\n')
					err--;
			findings_add(f, "dtbs", target, 0, 1,
				     "make %s failed: %.*s", target,
				     (int)strcspn(err ? err : m, "\n"),
				     err ? err : m);
		} else if (i) {
			const char *l;

			for (l = sb_str(&out); *l;) {
				size_t n = strcspn(l, "\n");
				char *line = xstrndup(l, n);
				const char *b = base(p->dts[i - 1]);
				const char *at = strstr(line, b);

				if (at && at[strlen(b)] == ':' &&
				    strstr(line, "arning"))
					findings_add(f, "dtbs", b,
						     (unsigned)atoi(at +
								    strlen(b) +
								    1),
						     1, "%s", line);
				free(line);
				l += n + (l[n] == '\n');
			}
		}
		sb_release(&out);
		free(target);
	}
	free(odir);
	free(oarg);
	free(path);
	return 0;
}

int checks_run(const struct scratch *s, const struct plan *p,
	       const struct series *sr, const struct git_identity *id,
	       const struct check_opts *o, struct findings *f,
	       struct bf_error *e)
{
	size_t i;
	int applied;

	if (check_apply(s, sr, id, f, e))
		return -1;
	applied = !f->n;
	if (check_checkpatch(s, sr, f, e))
		return -1;
	if (!applied)
		return 0;
	for (i = 0; i < p->ndts; i++) {
		char *dts = xasprintf("%s/%s", s->dir, p->dts[i]);
		char *dtb = xasprintf("%s/.git/bf2dts-%s.dtb", s->dir,
				      base(p->dts[i]));
		if (!check_dtc(s->dir, dts, dtb, f, e))
			check_dt_validate(s->dir, o->cache, dts, dtb, f, e);
		unlink(dtb);
		free(dts);
		free(dtb);
	}
	if (!o->no_build && check_dtbs(s, p, o, f, e))
		return -1;
	return 0;
}
