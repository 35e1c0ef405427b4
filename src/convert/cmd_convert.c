// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts convert: a board file becomes one .dts per machine, with a report
 * of every registration found and its fate.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "commands.h"
#include "convert/extract.h"
#include "convert/pipeline.h"
#include "dt/dtcheck.h"
#include "dt/dtvalidate.h"
#include "dt/emit.h"
#include "kernel/kprep.h"
#include "lib/cachedir.h"
#include "kernel/treekey.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

struct opts {
	const char *kdir;
	const char *tdir; /* --target: the tree the .dts is for */
	const char *machine;
	const char *out; /* -o: a .dts, or a directory for several machines */
	const char *report; /* --report: JSON */
	int no_check;
	int schema; /* --check: dt-validate against the tree's bindings */
	int no_lib_cache; /* --no-lib-cache or $BF2DTS_NO_LIBCACHE */
	int dump;
	int quiet;
};

static int write_atomic(const char *path, const char *data, struct bf_error *e)
{
	if (write_file_atomic(path, data, strlen(data)))
		return bf_err(e, "%s: %s", path, strerror(errno));
	return 0;
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

/*
 * Stages one .dts or .dtsi (into -o's directory or file) in @set, or,
 * without -o, appends it to @all for stdout. Nothing appears until the
 * caller commits @set, once every output of the board file is staged; the
 * .dts files to check after that are listed in @check.
 */
static int emit_one(const struct opts *o, const struct dt_tree *t,
		    const char *spdx, int dtsi, const char *name,
		    const char *input, struct out_set *set, struct strbuf *all,
		    struct strbuf *check, struct bf_error *e)
{
	struct strbuf text = STRBUF_INIT;
	char *path = NULL;
	int rc = 0;

	dt_emit(t, spdx, dtsi, &text);
	if (o->out)
		path = is_dir(o->out) ? xasprintf("%s/%s", o->out, name) :
					xstrdup(o->out);
	if (!path) {
		/* several files on stdout: say where each begins */
		if (dtsi || all->len)
			sb_addf(all, "// ---- %s\n", name);
		sb_add(all, sb_str(&text));
	} else if (same_file(path, input)) {
		rc = bf_err(e, "%s: that is the board file being converted",
			    path);
	} else if (out_set_add(set, path, text.buf, text.len)) {
		rc = bf_err(e, "%s: %s", path, strerror(errno));
	} else if (!dtsi && !o->no_check) {
		/* NUL-separated: the paths to check once they exist */
		sb_addn(check, path, strlen(path) + 1);
	}
	free(path);
	sb_release(&text);
	return rc;
}

/* Stages a .dtsi already in text form, as emit_one() does a tree. */
static int stage_text(const struct opts *o, const char *name, const char *text,
		      const char *input, struct out_set *set,
		      struct strbuf *all, struct bf_error *e)
{
	char *path = o->out && is_dir(o->out) ?
			     xasprintf("%s/%s", o->out, name) :
			     NULL;
	int rc = 0;

	if (!o->out) {
		sb_addf(all, "// ---- %s\n", name);
		sb_add(all, text);
	} else if (!path) {
		/* -o names the .dts file: the .dtsi goes in its directory */
		const char *slash = strrchr(o->out, '/');

		path = slash ? xasprintf("%.*s/%s", (int)(slash - o->out),
					 o->out, name) :
			       xstrdup(name);
	}
	if (path && same_file(path, input))
		rc = bf_err(e, "%s: that is the board file being converted",
			    path);
	else if (path && out_set_add(set, path, text, strlen(text)))
		rc = bf_err(e, "%s: %s", path, strerror(errno));
	free(path);
	return rc;
}

/*
 * With --check, the tree's bindings judge the result too (dt-validate,
 * as dtbs_check does): one line per finding, which names the node; the
 * findings the SoC .dtsi draws alone are not the board's.
 */
static void check_schema(const struct opts *o, const char *tree,
			 const char *cache, const char *path, const char *dtb)
{
	struct strbuf own = STRBUF_INIT;
	struct bf_error ce = { { 0 } };
	const char *l;

	if (dt_validate_own(tree, cache, path, dtb, &own, &ce))
		fprintf(stderr,
			"bf2dts convert: warning: %s: no schema check: %s\n",
			path, ce.msg);
	else if (!own.len && !o->quiet)
		fprintf(stderr,
			"bf2dts convert: schema: %s: no finding beyond the SoC .dtsi's\n",
			path);
	for (l = sb_str(&own); *l;) {
		size_t n = strcspn(l, "\n");

		fprintf(stderr, "bf2dts convert: schema: %s: %.*s\n", path,
			(int)n, l);
		l += n + (l[n] == '\n');
	}
	sb_release(&own);
}

/* A warning, not an error: the .dts holds what could be converted. */
static void check_compiles(const struct opts *o, const char *cache,
			   const struct strbuf *check)
{
	const char *tree = o->tdir ? o->tdir : o->kdir;
	const char *path;

	for (path = check->buf; path && path < check->buf + check->len;
	     path += strlen(path) + 1) {
		struct strbuf diag = STRBUF_INIT;
		struct bf_error ce = { { 0 } };
		char *dtb = o->schema ? xasprintf("%s.check.dtb", path) : NULL;

		if (dt_check_compile(tree, path, dtb, &diag, &ce))
			fprintf(stderr,
				"bf2dts convert: warning: %s does not compile: %s\n",
				path, ce.msg);
		else if (dtb)
			check_schema(o, tree, cache, path, dtb);
		if (dtb)
			unlink(dtb);
		free(dtb);
		sb_release(&diag);
	}
}

static int convert_file(struct pipeline *p, const struct opts *o,
			const char *cache, const char *rel, struct bf_error *e)
{
	struct conversion cv;
	struct strbuf all = STRBUF_INIT, check = STRBUF_INIT;
	struct out_set set = OUT_SET_INIT;
	char *input = xasprintf("%s/%s", o->kdir, rel);
	size_t t, done = 0;
	int rc = -1;

	if (o->dump) {
		struct board b;

		free(input);
		if (pipeline_extract(p, rel, &b, e))
			return -1;
		board_dump(&b, stdout);
		board_release(&b);
		return 0;
	}
	if (pipeline_convert(p, rel, o->machine, &cv, e)) {
		free(input);
		return -1;
	}
	if (cv.ntrees > 1 && o->out && !is_dir(o->out)) {
		if (cv.b.nmachines > 1 && !o->machine)
			bf_err(e,
			       "%s: %zu machines: -o must name a directory, or "
			       "select one with --machine",
			       rel, cv.b.nmachines);
		else
			bf_err(e,
			       "%s: machine %s has %zu variants, a tree each: "
			       "-o must name a directory",
			       rel, cv.b.machines[cv.machine_of[0]].id,
			       cv.ntrees);
		goto out;
	}
	/* a generated SoC .dtsi goes beside the .dts files that include it */
	if (cv.soc_dtsi &&
	    stage_text(o, cv.soc_dtsi, cv.soc_dtsi_text, input, &set, &all, e))
		goto out;
	if (cv.common && emit_one(o, cv.common, cv.spdx, 1, cv.common_name,
				  input, &set, &all, &check, e))
		goto out;
	for (t = 0; t < cv.ntrees; t++) {
		if (emit_one(o, cv.trees[t], cv.spdx, 0, cv.names[t], input,
			     &set, &all, &check, e))
			goto out;
		done++;
	}
	{
		struct strbuf js = STRBUF_INIT;
		/* per tree: 6.12's accounting is not 6.1's */
		char *dir = tree_cache_path(cache, o->kdir, "reports"), *path;
		/* --report DIR: one report per board file, named as below */
		char *rpath = o->report && is_dir(o->report) ?
				      report_cache_file(o->report, rel) :
			      o->report ? xstrdup(o->report) :
					  NULL;
		int bad = 0;

		struct report_trees rt = { cv.names, cv.machine_of, cv.when,
					   cv.ntrees };

		report_json(&cv.r, &cv.b, &rt, &js);
		if (rpath && same_file(rpath, input))
			bad = bf_err(
				e,
				"--report %s: that is the board file being converted",
				rpath);
		else if (rpath && out_set_add(&set, rpath, js.buf, js.len))
			bad = bf_err(e, "%s: %s", rpath, strerror(errno));
		/* every output could be written: now they all appear */
		else if (out_set_commit(&set))
			bad = bf_err(e, "%s: %s", o->out ? o->out : rpath,
				     strerror(errno));
		free(rpath);
		if (bad) {
			sb_release(&js);
			free(dir);
			goto out;
		}
		if (!o->out)
			fputs(sb_str(&all), stdout);
		pipeline_phase(p, "emit");
		check_compiles(o, cache, &check);
		/* `bf2dts boards` reads the accounting from here (report.h) */
		mkdir_p(dir);
		path = report_cache_file(dir, rel);
		write_atomic(path, sb_str(&js), &(struct bf_error){ { 0 } });
		free(path);
		free(dir);
		sb_release(&js);
	}
	if (!o->quiet)
		report_summary(&cv.r, &cv.b, stderr);
	pipeline_phase(p, "report");
	rc = done ? 0 : -1;
out:
	out_set_release(&set);
	conversion_release(&cv);
	sb_release(&all);
	sb_release(&check);
	free(input);
	return rc;
}

/*
 * @arg as a path inside the tree when it names a file there by another
 * spelling (./arch/..., an absolute path through a symlink), else a copy
 * of @arg.
 */
static char *tree_relative(const char *kdir, const char *arg)
{
	char *tree = realpath(kdir, NULL), *file = realpath(arg, NULL), *r;
	size_t n = tree ? strlen(tree) : 0;

	if (!strncmp(arg, kdir, strlen(kdir)) && arg[strlen(kdir)] == '/')
		r = xstrdup(arg + strlen(kdir) + 1);
	else if (tree && file && !strncmp(file, tree, n) && file[n] == '/')
		r = xstrdup(file + n + 1);
	else
		r = xstrdup(arg);
	free(tree);
	free(file);
	return r;
}

/*
 * A missing file or a directory is said so before the conversion starts
 * (it used to be "not under arch/arm/mach-*" or "'adir.c' file not
 * found").
 */
static int check_input(const struct opts *o, const char *rel,
		       struct bf_error *e)
{
	char *abs = xasprintf("%s/%s", o->kdir, rel);
	int rc = 0;

	if (is_dir(abs) || is_dir(rel))
		rc = bf_err(e, "%s: is a directory, not a board file", rel);
	else if (access(abs, F_OK) && access(rel, F_OK))
		rc = bf_err(e, "%s: %s", rel, strerror(errno));
	free(abs);
	return rc;
}

/* An output that names the input board file is refused. */
static int check_clash(const struct opts *o, const char *rel,
		       struct bf_error *e)
{
	char *abs = xasprintf("%s/%s", o->kdir, rel);
	int rc = 0;

	if (o->out && (same_file(o->out, abs) || same_file(o->out, rel)))
		rc = bf_err(e, "%s: that is the board file %s, an input",
			    o->out, rel);
	else if (o->report &&
		 (same_file(o->report, abs) || same_file(o->report, rel)))
		rc = bf_err(e, "%s: that is the board file %s, an input",
			    o->report, rel);
	free(abs);
	return rc;
}

static void usage(FILE *f)
{
	fputs("usage: bf2dts convert [--kernel DIR] [--target DIR] [--machine NAME] [-o OUT.dts|DIR]\n"
	      "                      [--report OUT.json|DIR] [--no-check|--check] [--no-lib-cache] [--dump-model]\n"
	      "                      arch/arm/mach-*/FILE.c...\n",
	      f);
}

int cmd_convert(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "target", required_argument, NULL, 't' },
		{ "machine", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "report", required_argument, NULL, 'r' },
		{ "no-check", no_argument, NULL, 'n' },
		{ "check", no_argument, NULL, 'C' },
		{ "no-lib-cache", no_argument, NULL, 'L' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "dump-model", no_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { 0 };
	struct pipeline_opts po = { 0 };
	struct pipeline *p = NULL;
	char *cache = NULL;
	struct bf_error e = { { 0 } };
	char *defk = NULL;
	int c, rc = 0;

	while ((c = getopt_long(argc, argv, "k:m:o:r:nqh", longopts, NULL)) !=
	       -1) {
		switch (c) {
		case 'k':
			o.kdir = optarg;
			break;
		case 't':
			o.tdir = optarg;
			break;
		case 'm':
			o.machine = optarg;
			break;
		case 'o':
			/* "-o -" is stdout, as without -o */
			o.out = strcmp(optarg, "-") ? optarg : NULL;
			break;
		case 'r':
			o.report = optarg;
			break;
		case 'n':
			o.no_check = 1;
			break;
		case 'C':
			o.schema = 1;
			break;
		case 'L':
			o.no_lib_cache = 1;
			break;
		case 'd':
			o.dump = 1;
			break;
		case 'q':
			o.quiet = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind >= argc) {
		usage(stderr);
		return 2;
	}
	cache = cache_dir();
	o.kdir = defk = kernel_dir(o.kdir);
	pipeline_opts_init(&po, o.kdir, cache, o.no_lib_cache);
	/*
	 * Several files share one pipeline: the SoC's files, Kconfig, the
	 * bindings and the driver index are read once (scripts/whole-tree.sh
	 * converts a family per process).
	 */
	if (argc - optind > 1 && (!o.out || !is_dir(o.out) || o.dump ||
				  (o.report && !is_dir(o.report)))) {
		bf_err(&e,
		       "%s: several board files need -o DIR (and --report DIR, no --dump-model)",
		       argv[optind]);
		rc = 2;
		goto out;
	}
	po.tdir = o.tdir;
	if (cache_check(cache, &e)) {
		rc = 1;
		goto out;
	}
	/* before any work: no output may name a board file to convert */
	for (c = optind; c < argc && !rc; c++) {
		char *rel = tree_relative(o.kdir, argv[c]);

		if (check_clash(&o, rel, &e))
			rc = 2;
		free(rel);
	}
	if (rc)
		goto out;
	if (pipeline_open(&po, &p, &e)) {
		rc = 1;
		goto out;
	}
	for (; optind < argc; optind++) {
		/* accept the file as a path inside the kernel tree too */
		char *rel = tree_relative(o.kdir, argv[optind]);

		if (check_input(&o, rel, &e) ||
		    convert_file(p, &o, cache, rel, &e)) {
			bf_report("convert", &e);
			e.msg[0] = '\0';
			rc = rc ? rc : 1;
		}
		free(rel);
	}
out:
	if (rc && e.msg[0])
		bf_report("convert", &e);
	pipeline_close(p);
	pipeline_opts_release(&po);
	free(cache);
	free(defk);
	return rc;
}
