// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts patch: a board file's conversion as a `git format-patch` series
 * against the user's kernel tree, authored and signed off by the user's git
 * identity, and checked as a maintainer would before it is written out.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "convert/board_args.h"
#include "convert/pipeline.h"
#include "lib/cachedir.h"
#include "patch/checks.h"
#include "patch/gitcmd.h"
#include "patch/plan.h"
#include "patch/scratch.h"
#include "patch/series.h"

struct opts {
	struct board_args a;
	int remove_board_file, force, no_build;
};

static void usage(FILE *f)
{
	fputs("usage: bf2dts patch [--kernel DIR] [--machine NAME] [--remove-board-file]\n"
	      "                    [--force] [--no-build] [--reports DIR] -o DIR\n"
	      "                    arch/arm/mach-*/FILE.c\n"
	      "  writes DIR/0000-cover-letter.patch, DIR/0001-...: the conversion as a\n"
	      "  series against the tree's HEAD, as its git user.name and user.email.\n"
	      "  Every patch is checked first (git am, checkpatch --strict, dtc W=1,\n"
	      "  dt-validate, the .dtb build); when one fails nothing is written,\n"
	      "  unless --force, which writes the series anyway (the exit status\n"
	      "  still says a check failed). --no-build skips the kernel's .dtb build.\n"
	      "  --reports: QEMU boot comparisons for the cover letter (build/reports).\n",
	      f);
}

/* "apply, dt-validate": the tools whose findings are failures. */
static void failed_tools(const struct findings *f, struct strbuf *out)
{
	size_t i, k;

	for (i = 0; i < f->n; i++) {
		int seen = 0;

		if (!f->v[i].fatal)
			continue;
		for (k = 0; k < i && !seen; k++)
			seen = f->v[k].fatal &&
			       !strcmp(f->v[k].tool, f->v[i].tool);
		if (!seen)
			sb_addf(out, "%s%s", out->len ? ", " : "",
				f->v[i].tool);
	}
}

static int run(const struct opts *o, struct bf_error *e)
{
	const char *rel = o->a.rel, *cache = o->a.cache;
	struct pipeline_opts po = { 0 };
	struct pipeline *pl = NULL;
	struct conversion cv;
	struct git_identity id = { 0 };
	struct scratch s;
	struct plan p = { 0 };
	struct plan_in in = { 0 };
	struct series sr = { 0 };
	struct findings f = { 0 };
	struct check_opts co = { cache, o->no_build };
	struct strbuf failed = STRBUF_INIT;
	int rc = -1, have_cv = 0, have_scratch = 0;
	size_t i, nfatal = 0;

	/* the cheap refusals first: a git tree, an identity */
	if (scratch_open(o->a.kdir, cache, &s, e))
		return -1;
	have_scratch = 1;
	if (git_identity_get(o->a.kdir, &id, e))
		goto out;
	pipeline_opts_init(&po, o->a.kdir, cache, 0);
	if (pipeline_open(&po, &pl, e) ||
	    pipeline_convert(pl, rel, o->a.machine, &cv, e))
		goto out;
	have_cv = 1;
	in.kdir = o->a.kdir;
	in.cv = &cv;
	in.id = &id;
	in.remove_board_file = o->remove_board_file;
	in.reports = o->a.reports;
	if (plan_make(&in, &p, e) || series_commit(&s, &p, &id, e) ||
	    series_export(&s, &p, &sr, e) ||
	    checks_run(&s, &p, &sr, &id, &co, &f, e))
		goto out;
	for (i = 0; i < f.n; i++) {
		if (!f.v[i].fatal)
			continue;
		nfatal++;
		fprintf(stderr, "bf2dts patch: %s: %s%s%.0u: %s\n", f.v[i].tool,
			f.v[i].where, f.v[i].line ? ":" : "", f.v[i].line,
			f.v[i].msg);
	}
	failed_tools(&f, &failed);
	if (!nfatal || o->force) {
		if (series_write(&sr, o->a.out, e))
			goto out;
	}
	if (nfatal) {
		bf_err(e,
		       "%s: %zu patches, checks failed: %s (%zu findings above)%s",
		       rel, sr.n - 1, sb_str(&failed), nfatal,
		       o->force ? "; written anyway (--force)" :
				  "; nothing written");
		goto out;
	}
	printf("%s: %zu patches and a cover letter in %s, as %s <%s>: git am, checkpatch --strict, dtc W=1, dt-validate%s passed\n",
	       rel, sr.n - 1, o->a.out, id.name, id.email,
	       o->no_build ? "" : ", dtbs");
	/* what passed with a remark, such as a .txt binding with no schema */
	for (i = 0; i < f.n; i++)
		if (!f.v[i].fatal)
			printf("  note: %s: %s: %s\n", f.v[i].tool,
			       f.v[i].where, f.v[i].msg);
	rc = 0;
out:
	if (have_scratch) {
		struct bf_error ig;

		scratch_reset(&s, &ig);
		scratch_close(&s);
	}
	findings_release(&f);
	series_release(&sr);
	plan_release(&p);
	if (have_cv)
		conversion_release(&cv);
	if (pl)
		pipeline_close(pl);
	pipeline_opts_release(&po);
	git_identity_release(&id);
	sb_release(&failed);
	return rc;
}

int cmd_patch(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "machine", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "reports", required_argument, NULL, 'R' },
		{ "remove-board-file", no_argument, NULL, 'x' },
		{ "force", no_argument, NULL, 'f' },
		{ "no-build", no_argument, NULL, 'B' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { 0 };
	struct bf_error e = { { 0 } };
	int c, rc;

	board_args_init(&o.a);
	while ((c = getopt_long(argc, argv, "k:m:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'x':
			o.remove_board_file = 1;
			break;
		case 'f':
			o.force = 1;
			break;
		case 'B':
			o.no_build = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			if (board_args_option(&o.a, c, optarg))
				break;
			usage(stderr);
			return 2;
		}
	}
	if (board_args_finish(&o.a, argc, argv, optind)) {
		usage(stderr);
		return 2;
	}
	rc = run(&o, &e);
	if (rc)
		bf_report("patch", &e);
	board_args_release(&o.a);
	return rc ? 1 : 0;
}
