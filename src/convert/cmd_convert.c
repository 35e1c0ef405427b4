// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts convert: a board file becomes one .dts per machine, with a report
 * of every registration found and its fate.
 */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "commands.h"
#include "convert/convert.h"
#include "dt/dt_common.h"
#include "dt/dtcheck.h"
#include "dt/emit.h"
#include "convert/extract.h"
#include "lib/fileio.h"
#include "kernel/kconfig.h"
#include "kernel/kprep.h"
#include "lib/cachedir.h"

struct opts {
	const char *kdir;
	const char *machine;
	const char *out; /* -o: a .dts, or a directory for several machines */
	const char *report; /* --report: JSON */
	int no_check;
	int no_lib_cache; /* --no-lib-cache or $BF2DTS_NO_LIBCACHE */
	int dump;
	int quiet;
};

#define MAX_LIBS 16

/* What stays loaded across board files of one run: per-family caches. */
struct session {
	const struct opts *o;
	char *cache;
	struct drv_index *drv;
	struct vendors vendors;
	struct bindings bindings;
	struct keycodes keycodes;
	struct kconfig *kc; /* NULL: unreadable, SoCs found by their headers */
	char *libcache; /* the library model cache, NULL when off */
	struct kflags kf;
	const char *kf_family;
	struct board libs[MAX_LIBS];
	size_t nlibs;
	/* the family's candidate library files, their text, parsed yet? */
	char *cand[MAX_LIBS];
	char *cand_text[MAX_LIBS];
	int cand_loaded[MAX_LIBS];
	size_t ncand;
	char *libs_family; /* the mach-* directory the libraries are of */
	struct soc_dt *sdt;
	const char *sdt_name;
};

static double cpu_seconds(void)
{
	struct rusage self, kids;

	getrusage(RUSAGE_SELF, &self);
	getrusage(RUSAGE_CHILDREN, &kids);
	return (double)(self.ru_utime.tv_sec + self.ru_stime.tv_sec +
			kids.ru_utime.tv_sec + kids.ru_stime.tv_sec) +
	       (double)(self.ru_utime.tv_usec + self.ru_stime.tv_usec +
			kids.ru_utime.tv_usec + kids.ru_stime.tv_usec) /
		       1e6;
}

/*
 * $BF2DTS_TIMING=1: the CPU time (with the children: cpp and dtc) and the
 * wall time since the previous phase, on stderr. NULL starts the clock.
 */
static void phase(const char *name)
{
	static int on = -1;
	static double cpu0, wall0;
	struct timespec ts;
	double cpu, wall;

	if (on < 0) {
		const char *t = getenv("BF2DTS_TIMING");

		on = t && *t && strcmp(t, "0");
	}
	if (!on)
		return;
	cpu = cpu_seconds();
	clock_gettime(CLOCK_MONOTONIC, &ts);
	wall = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
	if (name)
		fprintf(stderr,
			"bf2dts: timing: %-10s %7.3f s cpu %7.3f s wall\n",
			name, cpu - cpu0, wall - wall0);
	cpu0 = cpu;
	wall0 = wall;
}

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

/* The license of the board file is the license of what is derived from it. */
static char *spdx_of(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[256];
	char *r = NULL;

	while (f && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "SPDX-License-Identifier:");

		if (p) {
			p += 24;
			while (*p == ' ')
				p++;
			p[strcspn(p, " */\n")] = '\0';
			r = xstrdup(p);
			break;
		}
	}
	if (f)
		fclose(f);
	return r ? r : xstrdup("GPL-2.0");
}

static const char *lower(struct arena *a, const char *s)
{
	char *l = arena_strdup(a, s), *p;

	for (p = l; *p; p++)
		*p = (char)(*p >= 'A' && *p <= 'Z' ? *p + 32 :
						     (*p == '_' ? '-' : *p));
	return l;
}

/* Does the file at @path contain @needle? A pre-filter, not parsing. */
static int file_has(const char *path, const char *needle)
{
	struct strbuf sb = STRBUF_INIT;
	int found = !file_read_all(path, &sb) &&
		    strstr(sb_str(&sb), needle) != NULL;

	sb_release(&sb);
	return found;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The SoC's own files that define its devices, where the SoC table does
 * not list them: every file of the mach directory that defines platform
 * devices and is not a board file.
 */
static size_t scan_libraries(const char *kdir, const char *family, char **out,
			     size_t max)
{
	char *dir = xasprintf("%s/arch/arm/mach-%s", kdir, family);
	DIR *d = opendir(dir);
	struct dirent *de;
	size_t n = 0;

	while (d && (de = readdir(d)) != NULL && n < max) {
		size_t len = strlen(de->d_name);
		char *path;

		if (len < 3 || strcmp(de->d_name + len - 2, ".c"))
			continue;
		path = xasprintf("%s/%s", dir, de->d_name);
		if (!file_has(path, "MACHINE_START") &&
		    file_has(path, "struct platform_device "))
			out[n++] = xasprintf("arch/arm/mach-%s/%s", family,
					     de->d_name);
		free(path);
	}
	if (d)
		closedir(d);
	free(dir);
	qsort(out, n, sizeof(*out), cmp_str);
	return n;
}

static void add_name(const char ***names, size_t *n, size_t *alloc,
		     const char *name)
{
	if (name && strlen(name) >= 4)
		VEC_PUSH(*names, *n, *alloc, name);
}

/* Names a value refers to that the board file does not define. */
static void value_names(const struct board *b, const struct value *v,
			const char ***names, size_t *n, size_t *alloc)
{
	size_t i;

	if (!v)
		return;
	if ((v->kind == V_ADDR || v->kind == V_FUNC) && !board_var(b, v->s))
		add_name(names, n, alloc, v->s);
	for (i = 0; i < v->nfields; i++)
		value_names(b, v->fields[i].v, names, n, alloc);
	for (i = 0; i < v->nelems; i++)
		value_names(b, v->elems[i], names, n, alloc);
}

/* What the board calls or points at outside itself: what a library may define. */
static size_t needed_names(const struct board *b, const char ***names)
{
	size_t n = 0, alloc = 0, m, i, a;

	*names = NULL;
	for (m = 0; m < b->nmachines; m++)
		for (i = 0; i < b->nsteps[m]; i++) {
			const struct step *st = &b->steps[m][i];

			if (st->kind == STEP_CALL)
				add_name(names, &n, &alloc, st->fn);
			for (a = 0; a < st->nargs; a++)
				value_names(b, st->args[a], names, &n, &alloc);
		}
	for (i = 0; i < b->nvars; i++)
		value_names(b, b->vars[i].init, names, &n, &alloc);
	return n;
}

/*
 * The SoC's library files are parsed lazily: a file is parsed the first
 * time a board of the run names something its text contains (a plain
 * substring pre-filter), and kept for the rest of the run.
 */
static void load_soc(struct session *s, const struct soc_info *soc,
		     const struct board *b)
{
	struct bf_error e = { { 0 } };
	const char **names;
	size_t i, k, nnames;

	if (soc->dtsi && (!s->sdt_name || strcmp(s->sdt_name, soc->dtsi))) {
		soc_dt_free(s->sdt);
		s->sdt = NULL;
		s->sdt_name = soc->dtsi;
		if (soc_dt_load(s->o->kdir, s->cache, soc->dtsi, &s->sdt, &e))
			fprintf(stderr, "bf2dts convert: warning: %s: %s\n",
				soc->dtsi, e.msg);
	}
	if (!s->libs_family || strcmp(s->libs_family, b->family)) {
		for (i = 0; i < s->nlibs; i++)
			board_release(&s->libs[i]);
		for (i = 0; i < s->ncand; i++) {
			free(s->cand[i]);
			free(s->cand_text[i]);
		}
		s->nlibs = s->ncand = 0;
		free(s->libs_family);
		s->libs_family = xstrdup(b->family);
		if (soc->libraries)
			for (i = 0; soc->libraries[i] && s->ncand < MAX_LIBS;
			     i++)
				s->cand[s->ncand++] =
					xstrdup(soc->libraries[i]);
		else
			s->ncand = scan_libraries(s->o->kdir, b->family,
						  s->cand, MAX_LIBS);
		for (i = 0; i < s->ncand; i++) {
			struct strbuf sb = STRBUF_INIT;
			char *path = xasprintf("%s/%s", s->o->kdir, s->cand[i]);

			file_read_all(path, &sb);
			s->cand_text[i] = sb_detach(&sb);
			s->cand_loaded[i] = 0;
			free(path);
		}
	}
	nnames = needed_names(b, &names);
	for (i = 0; i < s->ncand; i++) {
		int want = 0;

		for (k = 0; !s->cand_loaded[i] && !want && k < nnames; k++)
			want = strstr(s->cand_text[i], names[k]) != NULL;
		if (!want)
			continue;
		s->cand_loaded[i] = 1;
		if (board_extract_library(s->o->kdir, s->cand[i], &s->kf,
					  s->libcache, &s->libs[s->nlibs], &e))
			fprintf(stderr, "bf2dts convert: warning: %s\n", e.msg);
		else
			s->nlibs++;
	}
	free(names);
}

/*
 * Writes one .dts or .dtsi (into -o's directory or file, atomically, then
 * checks that it compiles) or, without -o, appends it to @all for stdout.
 */
static int emit_one(struct session *s, const struct dt_tree *t,
		    const char *spdx, int dtsi, const char *name,
		    struct strbuf *all, struct bf_error *e)
{
	const struct opts *o = s->o;
	struct strbuf text = STRBUF_INIT, diag = STRBUF_INIT;
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
	} else if (write_atomic(path, sb_str(&text), e)) {
		rc = -1;
	} else if (!dtsi && !o->no_check) {
		struct bf_error ce = { { 0 } };

		if (dt_check_compile(o->kdir, path, NULL, &diag, &ce))
			fprintf(stderr,
				"bf2dts convert: warning: %s does not compile: %s\n",
				path, ce.msg);
	}
	free(path);
	sb_release(&text);
	sb_release(&diag);
	return rc;
}

/* "<soc>-<board>.dts", without saying the SoC twice (davinci-da850-evm). */
static const char *dts_name(struct arena *a, const char *soc, const char *board)
{
	size_t n = strlen(soc);

	if (!strncmp(board, soc, n) && board[n] == '-')
		board += n + 1;
	return arena_printf(a, "%s-%s.dts", soc, board);
}

static int convert_file(struct session *s, const char *rel, struct bf_error *e)
{
	const struct opts *o = s->o;
	const char *probes[32];
	size_t nprobes, m, done = 0;
	struct board b;
	struct report r = { 0 };
	struct arena ra = { 0 };
	const struct soc_info *soc;
	const char **dtsnames;
	struct dt_tree **trees;
	struct strbuf all = STRBUF_INIT;
	char *abs, *spdx;
	int rc = -1, several;

	if (strncmp(rel, "arch/arm/mach-", 14) || !strchr(rel + 14, '/'))
		return bf_err(
			e, "%s: not under arch/arm/mach-*/ of the kernel tree",
			rel);
	abs = xasprintf("%s/%s", o->kdir, rel);
	if (access(abs, R_OK)) {
		bf_err(e, "%s: %s", rel, strerror(errno));
		free(abs);
		return -1;
	}
	spdx = spdx_of(abs);
	free(abs);
	{
		char fam[64];

		snprintf(fam, sizeof(fam), "%.*s", (int)strcspn(rel + 14, "/"),
			 rel + 14);
		if (!s->kf_family || strcmp(s->kf_family, fam) ||
		    strstr(rel, "mach-s3c/")) {
			kflags_release(&s->kf);
			s->kf_family = NULL;
			if (kflags_get(o->kdir, s->cache, rel, &s->kf, e))
				goto out_spdx;
			s->kf_family = s->kf.family;
		}
	}
	phase("flags");
	nprobes = soc_probes(s->kf.family, probes, 32);
	if (board_extract(o->kdir, rel, &s->kf, s->kc, probes, nprobes,
			  s->libcache, &b, e))
		goto out_spdx;
	phase("parse");
	if (o->dump) {
		board_dump(&b, stdout);
		rc = 0;
		goto out_board;
	}
	soc = soc_for_board(&b, s->kc);
	load_soc(s, soc, &b);
	phase("libraries");
	r.a = &ra;
	r.rel = rel;
	dtsnames = arena_alloc(&ra, (b.nmachines + 1) * sizeof(char *));
	several = b.nmachines > 1 && !o->machine;
	if (o->machine) {
		for (m = 0; m < b.nmachines; m++)
			if (!strcasecmp(b.machines[m].id, o->machine))
				break;
		if (m == b.nmachines) {
			bf_err(e, "%s: no machine %s (it has:%s%s%s)", rel,
			       o->machine, " ", b.machines[0].id,
			       b.nmachines > 1 ? " ..." : "");
			goto out_board;
		}
	}
	if (several && o->out && !is_dir(o->out)) {
		bf_err(e,
		       "%s: %zu machines: -o must name a directory, or select one "
		       "with --machine",
		       rel, b.nmachines);
		goto out_board;
	}
	/* Convert every selected machine first: they may share a .dtsi. */
	trees = arena_alloc(&ra, (b.nmachines + 1) * sizeof(*trees));
	for (m = 0; m < b.nmachines; m++) {
		struct conv c = { 0 };

		if (o->machine && strcasecmp(b.machines[m].id, o->machine))
			continue;
		c.a = &ra;
		c.b = &b;
		c.m = &b.machines[m];
		c.t = trees[m] = dt_tree_new(&ra);
		c.soc = soc;
		c.sdt = soc->dtsi ? s->sdt : NULL;
		c.drv = s->drv;
		c.libs = s->libs;
		c.nlibs = s->nlibs;
		c.r = &r;
		c.vendors = &s->vendors;
		c.bindings = &s->bindings;
		c.keycodes = &s->keycodes;
		dt_header(c.t, "%s", c.m->name ? c.m->name : c.m->id);
		dt_header(c.t, "%s", "");
		dt_header(c.t,
			  "Generated by bf2dts from %s (MACHINE_START(%s)).",
			  rel, c.m->id);
		dt_header(
			c.t,
			"Every item the converter could not translate is marked");
		dt_header(c.t, "TODO(bf2dts) where it belongs.");
		convert_machine(&c);
		dtsnames[m] = dts_name(&ra, soc->dtsi ? soc->name : b.family,
				       lower(&ra, c.m->id));
	}
	phase("convert");
	if (several) {
		const char *stem = strrchr(rel, '/') + 1;
		const char *dtsi = arena_printf(
			&ra, "%s-%.*s.dtsi", soc->dtsi ? soc->name : b.family,
			(int)(strlen(stem) - 2), stem);
		struct dt_tree *common = dt_common(&ra, trees, b.nmachines);

		dt_header(common, "Common to the machines of %s:", rel);
		for (m = 0; m < b.nmachines; m++)
			dt_header(common, "  %s (%s)", b.machines[m].id,
				  b.machines[m].name ? b.machines[m].name : "");
		dt_header(common, "%s", "");
		dt_header(
			common,
			"Generated by bf2dts; each machine's .dts holds the rest.");
		for (m = 0; m < b.nmachines; m++) {
			size_t k;

			dt_subtract(trees[m], common);
			/* the machine includes the shared .dtsi instead of the SoC's */
			for (k = 0; k < trees[m]->nincludes; k++)
				if (soc->dtsi &&
				    !strcmp(trees[m]->includes[k], soc->dtsi))
					trees[m]->includes[k] = dtsi;
			if (!soc->dtsi)
				dt_include(trees[m], dtsi);
		}
		trees[b.nmachines] = common;
		dt_prune_labels(trees, b.nmachines + 1);
		if (emit_one(s, common, spdx, 1, dtsi, &all, e))
			goto out_board;
	} else {
		dt_prune_labels(trees, b.nmachines);
	}
	for (m = 0; m < b.nmachines; m++) {
		if (!trees[m])
			continue;
		if (emit_one(s, trees[m], spdx, 0, dtsnames[m], &all, e))
			goto out_board;
		done++;
	}
	if (!o->out)
		fputs(sb_str(&all), stdout);
	phase("emit");
	{
		struct strbuf js = STRBUF_INIT;
		char *cached = xasprintf("%s/reports", s->cache), *p, *flat;

		report_json(&r, &b, dtsnames, &js);
		if (o->report && write_atomic(o->report, sb_str(&js), e)) {
			sb_release(&js);
			free(cached);
			goto out_board;
		}
		/* `bf2dts boards` reads the accounting from here */
		mkdir(cached, 0755);
		flat = xstrdup(rel);
		for (p = flat; *p; p++)
			if (*p == '/')
				*p = '_';
		p = xasprintf("%s/%s.json", cached, flat);
		write_atomic(p, sb_str(&js), &(struct bf_error){ { 0 } });
		free(p);
		free(flat);
		free(cached);
		sb_release(&js);
	}
	if (!o->quiet)
		report_summary(&r, &b, stderr);
	phase("report");
	rc = done ? 0 : -1;
out_board:
	board_release(&b);
	arena_free(&ra);
out_spdx:
	free(spdx);
	sb_release(&all);
	return rc;
}

static void usage(FILE *f)
{
	fputs("usage: bf2dts convert [--kernel DIR] [--machine NAME] [-o OUT.dts|DIR]\n"
	      "                      [--report OUT.json] [--no-check] [--no-lib-cache] [--dump-model]\n"
	      "                      arch/arm/mach-*/FILE.c...\n",
	      f);
}

int cmd_convert(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "machine", required_argument, NULL, 'm' },
		{ "output", required_argument, NULL, 'o' },
		{ "report", required_argument, NULL, 'r' },
		{ "no-check", no_argument, NULL, 'n' },
		{ "no-lib-cache", no_argument, NULL, 'L' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "dump-model", no_argument, NULL, 'd' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct opts o = { 0 };
	struct session s = { 0 };
	struct bf_error e = { { 0 } };
	char *defk = NULL;
	int c, rc = 0;

	while ((c = getopt_long(argc, argv, "k:m:o:r:nqh", longopts, NULL)) !=
	       -1) {
		switch (c) {
		case 'k':
			o.kdir = optarg;
			break;
		case 'm':
			o.machine = optarg;
			break;
		case 'o':
			o.out = optarg;
			break;
		case 'r':
			o.report = optarg;
			break;
		case 'n':
			o.no_check = 1;
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
	s.cache = cache_dir();
	if (!o.kdir)
		o.kdir = defk = default_kernel_dir();
	phase(NULL);
	s.o = &o;
	{
		const char *off = getenv("BF2DTS_NO_LIBCACHE");
		const char *dir = getenv("BF2DTS_LIBCACHE");

		if (o.no_lib_cache || (off && *off && strcmp(off, "0")))
			s.libcache = NULL;
		else if (dir && *dir)
			s.libcache = xstrdup(dir);
		else
			s.libcache = xasprintf("%s/libmodels", s.cache);
	}
	if (kernel_check_tree(o.kdir, &e)) {
		rc = 1;
		goto out;
	}
	/* Several files share one session: the SoC's files are parsed once. */
	if (argc - optind > 1 &&
	    (!o.out || !is_dir(o.out) || o.report || o.dump)) {
		bf_err(&e,
		       "%s: several board files need -o DIR (and no --report or --dump-model)",
		       argv[optind]);
		rc = 2;
		goto out;
	}
	if (drv_index_open(o.kdir, s.cache, &s.drv, &e)) {
		fprintf(stderr, "bf2dts convert: warning: driver index: %s\n",
			e.msg);
		s.drv = NULL;
		e.msg[0] = '\0';
	}
	phase("index");
	vendors_load(o.kdir, &s.vendors);
	bindings_load(o.kdir, &s.vendors, &s.bindings);
	keycodes_load(o.kdir, &s.keycodes);
	phase("bindings");
	s.kc = kconfig_read(o.kdir, "Kconfig", &e);
	if (!s.kc) {
		fprintf(stderr, "bf2dts convert: warning: Kconfig: %s\n",
			e.msg);
		e.msg[0] = '\0';
	}
	phase("kconfig");
	for (; optind < argc; optind++) {
		const char *rel = argv[optind];

		/* accept the file as a path inside the kernel tree too */
		if (!strncmp(rel, o.kdir, strlen(o.kdir)) &&
		    rel[strlen(o.kdir)] == '/')
			rel += strlen(o.kdir) + 1;
		if (convert_file(&s, rel, &e)) {
			bf_report("convert", &e);
			e.msg[0] = '\0';
			rc = 1;
		}
	}
out:
	if (rc && e.msg[0])
		bf_report("convert", &e);
	drv_index_free(s.drv);
	bindings_release(&s.bindings);
	keycodes_release(&s.keycodes);
	if (s.kc)
		kconfig_free(s.kc);
	vendors_release(&s.vendors);
	soc_dt_free(s.sdt);
	for (size_t i = 0; i < s.nlibs; i++)
		board_release(&s.libs[i]);
	free(s.libs_family);
	for (size_t i = 0; i < s.ncand; i++) {
		free(s.cand[i]);
		free(s.cand_text[i]);
	}
	kflags_release(&s.kf);
	free(s.libcache);
	free(s.cache);
	free(defk);
	return rc;
}
