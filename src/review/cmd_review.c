// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts review: one self-contained HTML page per machine, the board file
 * beside the .dts it became, every report item linked both ways, with the
 * findings of dtc (W=1), dt-validate and checkpatch at their lines and the
 * QEMU boot comparison when there is one; an index page for a file of
 * several machines.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "commands.h"
#include "convert/board_args.h"
#include "convert/pipeline.h"
#include "dt/dt_path.h"
#include "dt/emit.h"
#include "lib/cachedir.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "patch/bootreport.h"
#include "patch/checks.h"
#include "review/dtslines.h"
#include "review/page.h"
#include "review/srclines.h"

struct opts {
	struct board_args a;
	int no_checks;
};

static void usage(FILE *f)
{
	fputs("usage: bf2dts review [--kernel DIR] [--machine NAME] [--no-checks]\n"
	      "                     [--reports DIR] -o PAGE.html arch/arm/mach-*/FILE.c\n"
	      "  PAGE.html: the board file beside its .dts, items linked both ways;\n"
	      "  for several machines PAGE.html is their index and each machine's\n"
	      "  page is written beside it. --reports: QEMU boot comparisons\n"
	      "  (default build/reports); --no-checks: no dtc/dt-validate/checkpatch.\n",
	      f);
}

/* checkpatch --strict -f on the .dts, as a reviewer runs it. */
static void checkpatch_file(const char *kdir, const char *dts,
			    struct findings *f)
{
	const char *argv[] = { "perl",
			       "scripts/checkpatch.pl",
			       "--strict",
			       "--terse",
			       "--show-types",
			       "--no-summary",
			       "-f",
			       dts,
			       NULL };
	struct proc_opts po = { .cwd = kdir };
	struct strbuf out = STRBUF_INIT;
	struct bf_error e;
	const char *l, *base = strrchr(dts, '/') + 1;
	int st;

	if (proc_run(argv, &po, &out, &out, &st, &e))
		return;
	for (l = sb_str(&out); *l;) {
		size_t n = strcspn(l, "\n");
		char *line = xstrndup(l, n);
		const char *at = strstr(line, base);
		const char *lv = strstr(line, ": ERROR:");

		if (!lv)
			lv = strstr(line, ": WARNING:");
		if (!lv)
			lv = strstr(line, ": CHECK:");
		if (at && lv)
			findings_add(f, "checkpatch", base,
				     (unsigned)atoi(at + strlen(base) + 1),
				     strstr(lv, "ERROR") != NULL, "%s", lv + 2);
		free(line);
		l += n + (l[n] == '\n');
	}
	sb_release(&out);
}

/* dt-validate names nodes, not lines: put each finding at its node. */
static void place_findings(struct findings *f, const char *name,
			   const struct dts_lines *dl)
{
	size_t i;

	for (i = 0; i < f->n; i++) {
		struct finding *x = &f->v[i];
		const struct dts_node_lines *nl;
		char *node;

		if (x->line || strcmp(x->where, name))
			continue;
		node = xstrndup(x->msg, strcspn(x->msg, ": "));
		nl = node[0] == '/' ? dts_lines_find(dl, node) :
				      dts_lines_by_name(dl, node);
		if (nl)
			x->line = nl->first;
		free(node);
	}
}

/* The line of the .dts comment that names "rel:line". */
static unsigned comment_line(const char *text, const char *rel, unsigned line)
{
	char *a = xasprintf("%s:%u:", rel, line),
	     *b = xasprintf("%s:%u)", rel, line);
	const char *s = text;
	unsigned ln = 0, found = 0;

	while (*s && !found) {
		size_t n = strcspn(s, "\n");
		char *l = xstrndup(s, n);

		ln++;
		if (strstr(l, "TODO(bf2dts)") && (strstr(l, a) || strstr(l, b)))
			found = ln;
		free(l);
		s += n + (s[n] == '\n');
	}
	free(a);
	free(b);
	return found;
}

static void place_item(struct review_item *ri, const struct conversion *cv,
		       size_t m, const char *src, const char *const *text,
		       const struct dts_lines *dl)
{
	const struct item *it = ri->it;
	const struct dt_node *n = dt_resolve(cv->trees[m], it->node);
	int file = 0;
	unsigned c;

	/* an item of another file (board code's) has no board-file lines */
	ri->src_first = ri->src_last = it->file ? 0 : it->line;
	if (!it->file)
		src_definition(src, it->name, &ri->src_first, &ri->src_last);
	ri->dts_file = -1;
	if (!n && cv->common) {
		n = dt_resolve(cv->common, it->node);
		file = 1;
	}
	if (n) {
		struct strbuf p = STRBUF_INIT;
		const struct dts_node_lines *nl;

		dt_path(n, &p);
		nl = dts_lines_find(&dl[file], sb_str(&p));
		if (nl) {
			ri->dts_file = file;
			ri->dts_first = nl->first;
			ri->dts_last = nl->last;
			ri->path = nl->path;
		}
		sb_release(&p);
		if (nl)
			return;
	}
	for (file = 0; file < 2 && text[file]; file++)
		if ((c = comment_line(text[file], item_file(&cv->r, it),
				      it->line)) != 0) {
			ri->dts_file = file;
			ri->dts_first = ri->dts_last = c;
			return;
		}
}

/* The page of tree @m of @cv (a machine's, or one of its variants'). */
static int page_for(const struct opts *o, const char *cache,
		    const struct conversion *cv, size_t m, const char *src,
		    const char *tmp, const char *path, struct review_page *pg,
		    struct bf_error *e)
{
	struct strbuf text[2] = { STRBUF_INIT, STRBUF_INIT },
		      html = STRBUF_INIT, boot = STRBUF_INIT;
	struct dts_lines dl[2] = { { 0 }, { 0 } };
	struct findings f = { 0 };
	const char *t[2] = { NULL, NULL };
	char *dts = NULL, *dtb = NULL, *dtsi = NULL, *bootf = NULL;
	size_t i, n = 0;
	int rc = 0;

	dt_emit(cv->trees[m], cv->spdx, 0, &text[0]);
	t[0] = sb_str(&text[0]);
	if (cv->common) {
		dt_emit(cv->common, cv->spdx, 1, &text[1]);
		t[1] = sb_str(&text[1]);
	}
	dts_lines_scan(t[0], &dl[0]);
	if (t[1])
		dts_lines_scan(t[1], &dl[1]);
	dts = xasprintf("%s/%s", tmp, cv->names[m]);
	dtb = xasprintf("%s.dtb", dts);
	write_file_atomic(dts, text[0].buf, text[0].len);
	if (t[1]) {
		dtsi = xasprintf("%s/%s", tmp, cv->common_name);
		write_file_atomic(dtsi, text[1].buf, text[1].len);
	}
	if (!o->no_checks) {
		struct bf_error ce = { { 0 } };

		if (!check_dtc(o->a.kdir, dts, dtb, &f, &ce))
			check_dt_validate(o->a.kdir, cache, dts, dtb, &f, &ce);
		checkpatch_file(o->a.kdir, dts, &f);
		place_findings(&f, cv->names[m], &dl[0]);
	}
	memset(pg, 0, sizeof(*pg));
	pg->rel = cv->b.rel;
	pg->machine_id = cv->b.machines[cv->machine_of[m]].id;
	pg->machine_name = cv->b.machines[cv->machine_of[m]].name;
	pg->src = src;
	pg->dts_name[0] = cv->names[m];
	pg->dts_text[0] = t[0];
	pg->dts_name[1] = cv->common_name;
	pg->dts_text[1] = t[1];
	pg->f = &f;
	pg->t = report_totals(&cv->r, pg->machine_id);
	pg->items = xcalloc(cv->r.nitems + 1, sizeof(*pg->items));
	for (i = 0; i < cv->r.nitems; i++) {
		if (strcmp(cv->r.items[i]->machine, pg->machine_id))
			continue;
		pg->items[n].it = cv->r.items[i];
		place_item(&pg->items[n], cv, m, src, t, dl);
		n++;
	}
	pg->nitems = n;
	if (!boot_report_read(o->a.reports, cv->b.rel, pg->machine_id, &boot,
			      &bootf)) {
		pg->boot = sb_str(&boot);
		pg->boot_name = bootf;
	}
	review_page_html(pg, &html);
	if (write_file_atomic(path, html.buf, html.len))
		rc = bf_err(e, "%s: %s", path, strerror(errno));
	/* the index needs only the names and totals */
	pg->items = (free(pg->items), NULL);
	pg->f = NULL;
	pg->src = pg->dts_text[0] = pg->dts_text[1] = NULL;
	pg->boot = pg->boot_name = NULL;
	unlink(dts);
	unlink(dtb);
	if (dtsi)
		unlink(dtsi);
	free(dts);
	free(dtb);
	free(dtsi);
	free(bootf);
	findings_release(&f);
	dts_lines_release(&dl[0]);
	dts_lines_release(&dl[1]);
	sb_release(&text[0]);
	sb_release(&text[1]);
	sb_release(&html);
	sb_release(&boot);
	return rc;
}

static int run(const struct opts *o, struct bf_error *e)
{
	const char *rel = o->a.rel, *cache = o->a.cache;
	struct pipeline_opts po = { 0 };
	struct pipeline *pl = NULL;
	struct conversion cv;
	struct strbuf src = STRBUF_INIT;
	struct review_page *pages = NULL;
	char **hrefs = NULL, *tmp = NULL, *abs;
	size_t m, n = 0, several;
	int rc = -1, have_cv = 0;

	pipeline_opts_init(&po, o->a.kdir, cache, 0);
	if (pipeline_open(&po, &pl, e) ||
	    pipeline_convert(pl, rel, o->a.machine, &cv, e))
		goto out;
	have_cv = 1;
	abs = xasprintf("%s/%s", o->a.kdir, cv.b.rel);
	if (file_read_all(abs, &src)) {
		bf_err(e, "%s: %s", abs, strerror(errno));
		free(abs);
		goto out;
	}
	free(abs);
	tmp = xstrdup("/tmp/bf2dts-review-XXXXXX");
	if (!mkdtemp(tmp)) {
		bf_err(e, "%s: %s", tmp, strerror(errno));
		goto out;
	}
	pages = xcalloc(cv.ntrees + 1, sizeof(*pages));
	hrefs = xcalloc(cv.ntrees + 1, sizeof(*hrefs));
	several = cv.ntrees > 1;
	n = 0;
	for (m = 0; m < cv.ntrees; m++) {
		char *path;

		if (several) {
			const char *stem = strrchr(cv.b.rel, '/') + 1;
			char *id = xstrdup(cv.b.machines[cv.machine_of[m]].id),
			     *q;

			for (q = id; *q; q++)
				if (*q >= 'A' && *q <= 'Z')
					*q = (char)(*q + 32);
			/* a variant's page is named after its tree */
			hrefs[n] = cv.when[m] ?
					   xasprintf("%.*s.html",
						     (int)(strlen(cv.names[m]) -
							   4),
						     cv.names[m]) :
					   xasprintf("%.*s-%s.html",
						     (int)(strlen(stem) - 2),
						     stem, id);
			free(id);
			path = strrchr(o->a.out, '/') ?
				       xasprintf("%.*s/%s",
						 (int)(strrchr(o->a.out, '/') -
						       o->a.out),
						 o->a.out, hrefs[n]) :
				       xstrdup(hrefs[n]);
		} else {
			path = xstrdup(o->a.out);
		}
		rc = page_for(o, cache, &cv, m, sb_str(&src), tmp, path,
			      &pages[n], e);
		free(path);
		n++;
		if (rc)
			goto out;
	}
	rc = 0;
	if (several) {
		struct strbuf idx = STRBUF_INIT;

		review_index_html(cv.b.rel, pages, (const char *const *)hrefs,
				  n, &idx);
		if (write_file_atomic(o->a.out, idx.buf, idx.len))
			rc = bf_err(e, "%s: %s", o->a.out, strerror(errno));
		sb_release(&idx);
	}
	if (!rc)
		printf("%s: review page%s in %s\n", cv.b.rel,
		       several ? "s (index)" : "", o->a.out);
out:
	if (tmp)
		rmdir(tmp);
	free(tmp);
	for (m = 0; hrefs && m < n; m++)
		free(hrefs[m]);
	free(hrefs);
	free(pages);
	sb_release(&src);
	if (have_cv)
		conversion_release(&cv);
	if (pl)
		pipeline_close(pl);
	pipeline_opts_release(&po);
	return rc;
}

int cmd_review(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "machine", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "reports", required_argument, NULL, 'R' },
		{ "no-checks", no_argument, NULL, 'n' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { 0 };
	struct bf_error e = { { 0 } };
	int c, rc;

	board_args_init(&o.a);
	while ((c = getopt_long(argc, argv, "k:m:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'n':
			o.no_checks = 1;
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
		bf_report("review", &e);
	board_args_release(&o.a);
	return rc ? 1 : 0;
}
