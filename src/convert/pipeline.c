// SPDX-License-Identifier: GPL-2.0
/*
 * The conversion pipeline (pipeline.h): the kernel's knowledge is loaded
 * once, then each board file is parsed, its SoC found and its SoC library
 * files parsed as needed, and each machine converted to a devicetree model.
 */
#include "convert/pipeline.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "convert/binding_includes.h"
#include "convert/board_options.h"
#include "convert/convert.h"
#include "convert/credits.h"
#include "convert/extract.h"
#include "convert/gendtsi.h"
#include "convert/libcache.h"
#include "convert/steps.h"
#include "convert/variants.h"
#include "dt/emit.h"
#include "dt/dt_common.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "kernel/cpp_guard.h"
#include "kernel/kprep.h"
#include "kernel/treekey.h"
#include "convert/soc_addendum.h"
#include "convert/dt_machine.h"
#include "kernel/clientid.h"
#include "lib/fileio.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

#define MAX_LIBS 48

/* What stays loaded across board files of one run: per-family caches. */
struct pipeline {
	struct pipeline_opts o;
	double cpu0, wall0; /* the previous phase's end, with o.timing */
	struct drv_index *drv;
	struct vendors vendors;
	struct bindings bindings;
	struct keycodes keycodes;
	struct client_ids *clients;
	struct libcache *lc; /* convert/libcache.h: the run's model cache */
	struct soc_addendum_cache *addcache;
	struct dt_machines *dtm;
	struct kconfig *kc; /* NULL: unreadable, SoCs found by their headers */
	struct kflags kf;
	const char *kf_family;
	struct board libs[MAX_LIBS];
	/* the defconfig each was parsed with, and the symbols forced on */
	char *libs_cfg[MAX_LIBS];
	/*
	 * The board the libraries are loaded for, and whether its forced
	 * symbols apply to them (not for a generated .dtsi, which is made
	 * once for all the SoC's boards).
	 */
	const struct board *lib_board;
	int lib_force;
	size_t nlibs;
	/* the family's candidate library files, their text, parsed yet? */
	char *cand[MAX_LIBS];
	char *cand_text[MAX_LIBS];
	int cand_loaded[MAX_LIBS];
	int cand_board[MAX_LIBS]; /* board code: loaded only when named */
	/* board code: " SYM1 SYM2 ", the Kconfig symbols that build it */
	char *cand_syms[MAX_LIBS];
	/* board code: the one of them lib_board's kernel has (board_lib_sym()) */
	const char *cand_own[MAX_LIBS];
	size_t ncand;
	/*
	 * What the family's boards prepared with each defconfig select,
	 * together ("CONFIG_X"): family_selected(), once per defconfig
	 * (mach-s3c's boards alternate between two).
	 */
	struct fam_selected {
		char *family, *defconfig;
		char **sym;
		size_t n;
	} * fam;
	size_t nfam, afam;
	/*
	 * Library models of the run's earlier SoCs, set aside by file and
	 * defconfig: a family's SoCs share files (devs.c, serial.c) and
	 * mach-s3c's boards alternate between SoCs, so a model is taken back
	 * rather than read from the model cache again.
	 */
	struct board spare[MAX_LIBS];
	char *spare_cfg[MAX_LIBS];
	size_t nspare;
	char *libs_family; /* the mach-* directory the libraries are of */
	/* the SoC table's list they came from (NULL: the directory's) */
	const char *const *libs_list;
	struct soc_dt *sdt;
	const char *sdt_name;
	/* the SoC .dtsi generated for a family the tree has none for */
	struct arena gen_a;
	const struct soc_info *gen_soc;
	const char *gen_name, *gen_text;
	struct report gen_r; /* its proposals */
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
 * The CPU time (with the children: cpp and dtc) and the wall time since
 * the previous phase, on stderr. NULL starts the clock.
 */
void pipeline_phase(struct pipeline *p, const char *name)
{
	struct timespec ts;
	double cpu, wall;

	if (!p->o.timing)
		return;
	cpu = cpu_seconds();
	clock_gettime(CLOCK_MONOTONIC, &ts);
	wall = (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
	if (name)
		fprintf(stderr,
			"bf2dts: timing: %-10s %7.3f s cpu %7.3f s wall\n",
			name, cpu - p->cpu0, wall - p->wall0);
	p->cpu0 = cpu;
	p->wall0 = wall;
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

/*
 * The header's credit: the board file the tree replaces and the people
 * its comments name, so that the .dts stands on its own in the tree.
 */
static void credit(struct dt_tree *t, const char *rel, const char *machine,
		   const char *const *credits, size_t n)
{
	size_t i;

	dt_header(t, "%s", "");
	if (machine)
		dt_header(t, "Converted from %s (MACHINE_START(%s))%s", rel,
			  machine, n ? ":" : ".");
	else
		dt_header(t, "Converted from %s%s", rel, n ? ":" : ".");
	for (i = 0; i < n; i++)
		dt_header(t, "%s", credits[i]);
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
	sort_array(out, n, sizeof(*out), cmp_str);
	return n;
}

/* a symbol the board symbol @arg's walk meets */
struct sym_hit {
	const char *want;
	int hit;
};

static int sym_seen(const char *name, void *arg)
{
	struct sym_hit *h = arg;

	if (!strcmp(name, h->want))
		h->hit = 1;
	return !h->hit;
}

static int selects(const struct kconfig *kc, const char *from, const char *sym)
{
	struct sym_hit h = { sym, !strcmp(from, sym) };

	if (!h.hit && kc)
		kconfig_walk_selects(kc, from, 3, sym_seen, &h);
	return h.hit;
}

/* Does @sym build a file the SoC list @out[0..@n) holds (not board code)? */
static int builds_listed(const struct kbuild_makefile *mk, const char *sym,
			 const char *dir, char *const *out, size_t n,
			 const int *board)
{
	size_t i, k;

	for (i = 0; i < mk->n; i++) {
		const struct kbuild_obj *o = &mk->objs[i];
		size_t len = strlen(o->obj);

		if (!o->sym || strcmp(o->sym, sym) || len < 3)
			continue;
		for (k = 0; k < n; k++)
			if (!board[k] && !strncmp(out[k], dir, strlen(dir)) &&
			    out[k][strlen(dir)] == '/' &&
			    !strncmp(out[k] + strlen(dir) + 1, o->obj,
				     len - 2) &&
			    !strcmp(out[k] + strlen(dir) + 1 + len - 2, ".c"))
				return 1;
	}
	return 0;
}

/*
 * Board code kept in files of its own, which a board's option builds: its
 * own symbol (obj-$(CONFIG_SA1100_H3600) += h3600.o h3xxx.o), one a
 * board's symbol selects (obj-$(CONFIG_S3C24XX_SMDK) += common-smdk-...o,
 * which MACH_SMDK2440 selects; CONFIG_MACH_PALM27X's palm27x.o for five
 * Palm boards) or a MACH_ option: candidates beside the SoC's files, so
 * that a board's call into them is followed. A file the SoC list already
 * holds (scan_libraries() takes any file with a platform device) becomes
 * board code; the others are appended to @out[@n..@max). @board[k] marks
 * them, @syms[k] lists their symbols.
 */
static size_t scan_board_libraries(const char *kdir, const char *family,
				   const struct kconfig *kc, char **out,
				   size_t n, size_t max, int *board,
				   char **syms)
{
	char *dir = xasprintf("arch/arm/mach-%s", family);
	struct kbuild_makefile mk = { 0 };
	struct bf_error e = { { 0 } };
	const char **bsyms = NULL;
	size_t i, k, j, nb = 0;

	for (k = 0; k < max; k++) {
		board[k] = 0;
		syms[k] = NULL;
	}
	if (kbuild_read(kdir, dir, &mk, &e))
		mk.n = 0;
	/* the symbols that build a board file (MACHINE_START) */
	bsyms = xcalloc(mk.n + 1, sizeof(*bsyms));
	for (i = 0; i < mk.n; i++) {
		const struct kbuild_obj *o = &mk.objs[i];
		size_t len = strlen(o->obj);
		char *path;

		/* a composite's symbol builds the SoC's parts too (cns3xxx.o) */
		if (!o->sym || o->composite || len < 3 ||
		    strcmp(o->obj + len - 2, ".o"))
			continue;
		path = xasprintf("%s/%s/%.*s.c", kdir, dir, (int)(len - 2),
				 o->obj);
		if (file_has(path, "MACHINE_START"))
			bsyms[nb++] = o->sym;
		free(path);
	}
	for (i = 0; i < mk.n && n < max; i++) {
		const struct kbuild_obj *o = &mk.objs[i];
		size_t len = strlen(o->obj);
		char *rel, *path;
		/* 2: a board's own symbol; 1: MACH_ or one a board selects */
		int ok = 0;

		for (j = 0; o->sym && !o->composite && j < nb; j++)
			ok = !strcmp(bsyms[j], o->sym)		  ? 2 :
			     !ok && selects(kc, bsyms[j], o->sym) ? 1 :
								    ok;
		/*
		 * Selected, but the SoC's: a symbol that builds a SoC file
		 * too (PXA27x: pxa27x.c, mfp-pxa2xx.c), or a per-device
		 * helper of the SoC's (SAMSUNG_DEV_BACKLIGHT's
		 * dev-backlight.c registers the SoC's PWM backlight).
		 */
		if (ok == 1 && (strstr(o->sym, "_DEV_") ||
				builds_listed(&mk, o->sym, dir, out, n, board)))
			ok = 0;
		if (o->sym && !o->composite && !ok &&
		    !strncmp(o->sym, "MACH_", 5))
			ok = 1;
		if (!ok || len < 3 || strcmp(o->obj + len - 2, ".o") ||
		    strchr(o->obj, '/'))
			continue;
		rel = xasprintf("%s/%.*s.c", dir, (int)(len - 2), o->obj);
		path = xasprintf("%s/%s", kdir, rel);
		for (k = 0; k < n; k++)
			if (!strcmp(out[k], rel))
				break;
		/*
		 * A SoC file a board's selected symbol builds (CPU_PXA910's
		 * pxa910.c) stays the SoC's; a file a board's own symbol
		 * builds beside the board file (h3xxx.c) is the board's.
		 */
		if (access(path, R_OK) || file_has(path, "MACHINE_START") ||
		    (k < n && !board[k] && ok != 2)) {
			free(rel);
		} else {
			char *old;

			if (k == n)
				out[n++] = rel;
			else
				free(rel);
			board[k] = 1;
			old = syms[k];
			syms[k] = xasprintf("%s %s ", old ? old : " ", o->sym);
			free(old);
		}
		free(path);
	}
	free(bsyms);
	kbuild_free(&mk);
	free(dir);
	return n;
}

/*
 * The symbol building board code @i that this board's kernel has: its own
 * or one it selects. NULL: no kernel of this board builds the file (a
 * base board chosen by an option the board does not select), so a call
 * into it is not followed.
 */
static const char *board_lib_sym(struct pipeline *s, size_t i)
{
	const struct board *b = s->lib_board;
	const char *p;

	if (!s->cand_board[i] || !s->cand_syms[i] || !b || !b->build_sym)
		return NULL;
	for (p = s->cand_syms[i]; *p;) {
		size_t len, m;
		char *sym;
		int hit;

		p += strspn(p, " ");
		len = strcspn(p, " ");
		if (!len)
			break;
		sym = xasprintf("%.*s", (int)len, p);
		hit = selects(s->kc, b->build_sym, sym);
		/* or one the board file tests, forced on as it was parsed */
		for (m = 0; !hit && m < b->nforced; m++)
			hit = !strncmp(b->forced[m], "CONFIG_", 7) &&
			      !strcmp(b->forced[m] + 7, sym);
		/*
		 * or one a machine's own MACH_<id> selects (palmtreo.c,
		 * built by PALM_TREO: MACH_CENTRO selects MACH_PALM27X)
		 */
		for (m = 0; !hit && m < b->nmachines; m++) {
			char *ms = xasprintf("MACH_%s", b->machines[m].id);

			hit = s->kc && kconfig_sym(s->kc, ms) &&
			      selects(s->kc, ms, sym);
			free(ms);
		}
		free(sym);
		if (hit)
			return p;
		p += len;
	}
	return NULL;
}

/*
 * Is candidate @i board code that only another board's kernel builds (a
 * base board's file, zylonite_pxa320.c for a ZYLONITE300 kernel)? Its
 * calls stay items; it is neither loaded nor followed.
 */
static int other_boards_code(const struct pipeline *s, size_t i)
{
	return s->cand_board[i] && s->lib_force && !s->cand_own[i];
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
	const struct bvar *d;
	size_t i;

	if (!v)
		return;
	/* an extern declaration (devs.h) is not the definition */
	if ((v->kind == V_ADDR || v->kind == V_FUNC) &&
	    (!(d = board_var(b, v->s)) || !d->init))
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

static void generate_soc(struct pipeline *s, const struct soc_info *soc,
			 const struct board *b);
/*
 * Variables a library's calls pass that the library does not define; of a
 * board's shared file (mach-smartq.c), whatever its data points at too, as
 * of the board file itself: its device table holds &s3c64xx_device_iis0 of
 * dev-audio-s3c64xx.c, which nothing else names.
 */
static void lib_arg_names(const struct board *lib, const char ***names,
			  size_t *n)
{
	size_t alloc = *n, m, i, a;

	if (lib->board_code)
		for (i = 0; i < lib->nvars; i++)
			value_names(lib, lib->vars[i].init, names, n, &alloc);

	for (m = 0; m < lib->nmachines; m++)
		for (i = 0; i < lib->nsteps[m]; i++)
			for (a = 0; a < lib->steps[m][i].nargs; a++) {
				const struct value *v =
					lib->steps[m][i].args[a];

				const struct bvar *d =
					v && v->kind == V_ADDR ?
						board_var(lib, v->s) :
						NULL;

				if (v && v->kind == V_ADDR && (!d || !d->init))
					add_name(names, n, &alloc, v->s);
			}
}

static int defines(const char *text, const char *fn);

/* Library model @i, kept for a later SoC of the run. */
static void set_aside(struct pipeline *s, size_t i)
{
	size_t k;

	if (s->nspare == MAX_LIBS) { /* the oldest goes */
		board_release(&s->spare[0]);
		free(s->spare_cfg[0]);
		for (k = 1; k < MAX_LIBS; k++) {
			s->spare[k - 1] = s->spare[k];
			s->spare_cfg[k - 1] = s->spare_cfg[k];
		}
		s->nspare--;
	}
	s->spare[s->nspare] = s->libs[i];
	s->spare_cfg[s->nspare++] = s->libs_cfg[i];
	memset(&s->libs[i], 0, sizeof(s->libs[i]));
	s->libs_cfg[i] = NULL;
}

/*
 * As parsed: what earlier boards' translators took of its data (a value's
 * used mark) is no longer taken, as in a model read from the cache.
 */
static void unused(struct board *lib)
{
	size_t i, m, a;

	for (i = 0; i < lib->nvars; i++)
		val_clear_used(lib->vars[i].init);
	for (m = 0; m < lib->nmachines; m++)
		for (i = 0; i < lib->nsteps[m]; i++)
			for (a = 0; a < lib->steps[m][i].nargs; a++)
				val_clear_used(lib->steps[m][i].args[a]);
}

struct selected {
	char **sym; /* "CONFIG_X" */
	size_t n;
};

static int add_selected(const char *name, void *arg)
{
	struct selected *sel = arg;
	char *cfg = xasprintf("CONFIG_%s", name);
	size_t k;

	for (k = 0; k < sel->n; k++)
		if (!strcmp(sel->sym[k], cfg)) {
			free(cfg);
			return 0;
		}
	sel->sym = xrealloc(sel->sym, (sel->n + 1) * sizeof(*sel->sym));
	sel->sym[sel->n++] = cfg;
	return 1;
}

/* The CONFIG_ symbols C text @text names, into @sel. */
static void text_symbols(const char *text, struct selected *sel)
{
	const char *p;

	for (p = text; (p = strstr(p, "CONFIG_")) != NULL;) {
		size_t len;
		char *sym;

		if (p > text &&
		    (isalnum((unsigned char)p[-1]) || p[-1] == '_')) {
			p += 7;
			continue;
		}
		p += 7;
		len = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
		/* defined(CONFIG_FOO_MODULE) tests FOO */
		if (len > 7 && !strncmp(p + len - 7, "_MODULE", 7))
			len -= 7;
		sym = xstrndup(p, len);
		if (len)
			add_selected(sym, sel);
		free(sym);
		p += len;
	}
}

/* The CONFIG_ symbols the file at @path names, into @sel. */
static void tested_symbols(const char *path, struct selected *sel)
{
	struct strbuf sb = STRBUF_INIT;

	if (!file_read_all(path, &sb))
		text_symbols(sb_str(&sb), sel);
	sb_release(&sb);
}

/*
 * What board code @i tests, on as the board file's own parse has it
 * (extract.c): hardware is not configuration. mxm8x10.c keeps the NAND
 * flash of the CAPC7117 and iControl under CONFIG_MTD_NAND_MARVELL, which
 * pxa_defconfig leaves off; read as configured, the flash would not be
 * found at all. The board's own options (board_options.h) stay as the
 * defconfig sets them, and another machine's symbol is not forced: the
 * board's own are in @sel already.
 */
static void lib_tested_on(struct pipeline *s, size_t i, struct selected *sel)
{
	const struct board *b = s->lib_board;
	struct selected t = { 0 };
	char *dc = board_defconfig_text(s->o.kdir, s->kf.defconfig);
	size_t k;

	text_symbols(s->cand_text[i], &t);
	for (k = 0; k < t.n; k++) {
		const char *sym = t.sym[k] + strlen("CONFIG_");

		if (strncmp(sym, "MACH_", 5) && strncmp(sym, "ARCH_", 5) &&
		    board_option(s->kc, t.sym[k], b->build_sym, dc) != BOPT_OFF)
			add_selected(sym, sel);
		free(t.sym[k]);
	}
	free(t.sym);
	free(dc);
}

/*
 * What the family's boards prepared with the current defconfig select:
 * each one's own symbol (one that builds a MACHINE_START file) and what it
 * selects, as a kernel built for all of them would have; and the symbols
 * each board file tests, which its parse forces on (ttc_dkb.c registers
 * devices.c's pxa168_device_u2o under CONFIG_USB_MV_UDC, which
 * pxa910_defconfig leaves off). Read once per family and defconfig.
 */
static const struct fam_selected *family_selected(struct pipeline *s)
{
	const char *dc = s->kf.defconfig ? s->kf.defconfig : "";
	struct kbuild_makefile mk = { 0 };
	struct bf_error e = { { 0 } };
	struct selected sel = { 0 };
	struct fam_selected f;
	char *dir;
	size_t i;

	for (i = 0; i < s->nfam; i++)
		if (!strcmp(s->fam[i].family, s->kf.family) &&
		    !strcmp(s->fam[i].defconfig, dc))
			return &s->fam[i];
	dir = xasprintf("arch/arm/mach-%s", s->kf.family);
	if (kbuild_read(s->o.kdir, dir, &mk, &e))
		mk.n = 0;
	for (i = 0; s->kc && i < mk.n; i++) {
		const struct kbuild_obj *o = &mk.objs[i];
		size_t len = strlen(o->obj);
		char *base, *path;

		if (!o->sym || o->composite || len < 3 ||
		    strcmp(o->obj + len - 2, ".o"))
			continue;
		base = xasprintf("%.*s.c", (int)(len - 2), o->obj);
		path = xasprintf("%s/%s/%s", s->o.kdir, dir, base);
		if (file_has(path, "MACHINE_START") &&
		    !strcmp(kprep_defconfig_for(s->o.kdir, s->kf.family, base),
			    dc)) {
			add_selected(o->sym, &sel);
			kconfig_walk_selects(s->kc, o->sym, 3, add_selected,
					     &sel);
			tested_symbols(path, &sel);
		}
		free(base);
		free(path);
	}
	kbuild_free(&mk);
	free(dir);
	f.family = xstrdup(s->kf.family);
	f.defconfig = xstrdup(dc);
	f.sym = sel.sym;
	f.n = sel.n;
	VEC_PUSH(s->fam, s->nfam, s->afam, f);
	return &s->fam[s->nfam - 1];
}

/*
 * The board's own Kconfig symbol and what it selects, where library file
 * @i tests them: a kernel built for the board has them set, whatever the
 * family's defconfig says (zylonite selects CPU_PXA300, hence PXA3xx,
 * which pxa_defconfig leaves off: the PXA3xx devices of devices.c;
 * smdk6410 selects SAMSUNG_DEV_IDE: devs.c's s3c_device_cfcon). What the
 * board file merely tests is not forced here: each board tests its own
 * few, and a model per board of every SoC file would cost a parse each.
 */
static char **lib_forced(struct pipeline *s, size_t i, size_t *n)
{
	const struct board *b = s->lib_board;
	const struct fam_selected *fam;
	struct selected sel = { 0 };
	size_t k;

	*n = 0;
	if (!b || !b->build_sym || !s->lib_force)
		return NULL;
	/*
	 * Board code: the symbol that builds it, which its header's stub
	 * tests (colibri.h: colibri_evalboard_init() is an empty inline
	 * without CONFIG_MACH_COLIBRI_EVALBOARD), and what it selects, as
	 * for the board file: zylonite_pxa300.c's pins are those of
	 * mfp-pxa300.h's CONFIG_CPU_PXA310 part, which MACH_ZYLONITE300
	 * selects.
	 */
	if (s->cand_board[i]) {
		const char *own = s->cand_own[i];
		char *sym;

		if (!own)
			return NULL;
		sym = xstrndup(own, strcspn(own, " "));
		add_selected(sym, &sel);
		kconfig_walk_selects(s->kc, sym, 3, add_selected, &sel);
		free(sym);
		lib_tested_on(s, i, &sel);
		*n = sel.n;
		if (*n > 1)
			sort_array(sel.sym, *n, sizeof(*sel.sym), cmp_str);
		return sel.sym;
	}
	add_selected(b->build_sym, &sel);
	kconfig_walk_selects(s->kc, b->build_sym, 3, add_selected, &sel);
	/*
	 * A symbol the file tests only to add code is on as any board of the
	 * defconfig selects it: one parse serves them all (mach-s3c's devs.c
	 * had one per set of S3C_DEV_ options, ten in all). The board uses
	 * what it selected; the rest is code its kernel would not build.
	 */
	fam = family_selected(s);
	for (k = 0; k < fam->n; k++)
		if (cpp_has_word(s->cand_text[i], fam->sym[k]) &&
		    cpp_additive(s->cand_text[i], fam->sym[k]))
			add_selected(fam->sym[k] + strlen("CONFIG_"), &sel);
	for (k = 0; k < sel.n; k++)
		if (cpp_has_word(s->cand_text[i], sel.sym[k]))
			sel.sym[(*n)++] = sel.sym[k];
		else
			free(sel.sym[k]);
	/* in one order, whichever board asks: the parse's key */
	if (*n > 1)
		sort_array(sel.sym, *n, sizeof(*sel.sym), cmp_str);
	return sel.sym;
}

static void forced_free(char **f, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		free(f[k]);
	free(f);
}

/*
 * "defconfig CONFIG_A CONFIG_B": what a library model was parsed with, the
 * @n symbols @f lib_forced() gave for library @i
 */
static char *lib_cfg(struct pipeline *s, size_t i, char *const *f, size_t n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t k;

	sb_addf(&sb, "%s", s->kf.defconfig ? s->kf.defconfig : "");
	if (other_boards_code(s, i))
		sb_addf(&sb, " (not built for this board)");
	for (k = 0; k < n; k++)
		sb_addf(&sb, " %s", f[k]);
	return sb_detach(&sb);
}

/*
 * Library file @i parsed with the family's flags and the board's selected
 * symbols it tests forced on (the @n symbols @f of lib_forced()); should
 * forcing break the parse, as configured.
 */
static int extract_library(struct pipeline *s, size_t i, char *const *f,
			   size_t n, char **cfg, struct bf_error *e)
{
	struct kflags kf = s->kf;
	size_t k;
	int rc;

	if (!n)
		return board_extract_library(s->o.kdir, s->cand[i], &s->kf,
					     s->lc, &s->libs[s->nlibs], e);
	kf.argv = xcalloc(s->kf.argc + n, sizeof(*kf.argv));
	for (k = 0; k < s->kf.argc; k++)
		kf.argv[k] = s->kf.argv[k];
	for (k = 0; k < n; k++)
		kf.argv[s->kf.argc + k] = xasprintf("-D%s=1", f[k]);
	kf.argc = s->kf.argc + n;
	rc = board_extract_library(s->o.kdir, s->cand[i], &kf, s->lc,
				   &s->libs[s->nlibs], e);
	for (k = 0; k < n; k++)
		free(kf.argv[s->kf.argc + k]);
	free(kf.argv);
	if (rc) {
		free(*cfg);
		*cfg = xstrdup(s->kf.defconfig ? s->kf.defconfig : "");
		rc = board_extract_library(s->o.kdir, s->cand[i], &s->kf, s->lc,
					   &s->libs[s->nlibs], e);
	}
	return rc;
}

/* Candidate @i's model into s->libs[s->nlibs]: set aside earlier, or extracted. */
static int load_library(struct pipeline *s, size_t i, struct bf_error *e)
{
	size_t k, n;
	char **f = lib_forced(s, i, &n);
	char *cfg = lib_cfg(s, i, f, n);
	int rc = 0;

	for (k = 0; k < s->nspare; k++)
		if (!strcmp(s->spare[k].rel, s->cand[i]) &&
		    !strcmp(s->spare_cfg[k], cfg) &&
		    !strcmp(s->spare[k].family, s->kf.family))
			break;
	if (k == s->nspare) {
		rc = extract_library(s, i, f, n, &cfg, e);
		forced_free(f, n);
		if (rc) {
			free(cfg);
			return -1;
		}
		s->libs_cfg[s->nlibs] = cfg;
		return 0;
	}
	forced_free(f, n);
	free(cfg);
	s->libs[s->nlibs] = s->spare[k];
	s->libs_cfg[s->nlibs] = s->spare_cfg[k];
	for (; k + 1 < s->nspare; k++) {
		s->spare[k] = s->spare[k + 1];
		s->spare_cfg[k] = s->spare_cfg[k + 1];
	}
	s->nspare--;
	s->libs[s->nlibs].board_code = 0;
	unused(&s->libs[s->nlibs]);
	return 0;
}

static void load_wanted(struct pipeline *s, const char **names, size_t nnames,
			int all)
{
	struct bf_error e = { { 0 } };
	size_t i, k;

	for (i = 0; i < s->ncand; i++) {
		int want = all && !s->cand_loaded[i] && !s->cand_board[i];

		for (k = 0; !s->cand_loaded[i] && !want && k < nnames; k++)
			want = s->cand_board[i] ?
				       defines(s->cand_text[i], names[k]) :
				       strstr(s->cand_text[i], names[k]) !=
					       NULL;
		if (want && other_boards_code(s, i))
			want = 0;
		if (!want)
			continue;
		s->cand_loaded[i] = 1;
		/*
		 * Board code built for other boards' options need not compile
		 * for this one (a stub in its header): its calls stay items.
		 */
		if (load_library(s, i, &e)) {
			if (!s->cand_board[i])
				fprintf(stderr, "bf2dts convert: warning: %s\n",
					e.msg);
		} else {
			s->libs[s->nlibs++].board_code = s->cand_board[i];
		}
	}
}

/*
 * The SoC's library files are parsed lazily: a file is parsed the first
 * time a board of the run names something its text contains (a plain
 * substring pre-filter), and kept for the rest of the run.
 */
static void load_callees(struct pipeline *s);

static void load_soc(struct pipeline *s, const struct soc_info *soc,
		     const struct board *b)
{
	struct bf_error e = { { 0 } };
	const char **names;
	size_t i, nnames;

	if (soc->dtsi && (!s->sdt_name || strcmp(s->sdt_name, soc->dtsi))) {
		soc_dt_free(s->sdt);
		s->sdt = NULL;
		s->sdt_name = soc->dtsi;
		if (soc_dt_load(s->o.tdir, s->o.cache, soc->dtsi, &s->sdt, &e))
			fprintf(stderr, "bf2dts convert: warning: %s: %s\n",
				soc->dtsi, e.msg);
	}
	/* a family's SoCs may each list their own files (dm355, da830) */
	if (!s->libs_family || strcmp(s->libs_family, b->family) ||
	    s->libs_list != soc->libraries) {
		for (i = 0; i < s->nlibs; i++)
			set_aside(s, i);
		for (i = 0; i < s->ncand; i++) {
			free(s->cand[i]);
			free(s->cand_text[i]);
		}
		s->nlibs = s->ncand = 0;
		free(s->libs_family);
		s->libs_family = xstrdup(b->family);
		s->libs_list = soc->libraries;
		if (soc->libraries)
			for (i = 0; soc->libraries[i] && s->ncand < MAX_LIBS;
			     i++)
				s->cand[s->ncand++] =
					xstrdup(soc->libraries[i]);
		else
			s->ncand = scan_libraries(s->o.kdir, b->family, s->cand,
						  MAX_LIBS);
		for (i = 0; i < MAX_LIBS; i++)
			free(s->cand_syms[i]);
		s->ncand = scan_board_libraries(s->o.kdir, b->family, s->kc,
						s->cand, s->ncand, MAX_LIBS,
						s->cand_board, s->cand_syms);
		for (i = 0; i < s->ncand; i++) {
			struct strbuf sb = STRBUF_INIT;
			char *path = xasprintf("%s/%s", s->o.kdir, s->cand[i]);

			file_read_all(path, &sb);
			s->cand_text[i] = sb_detach(&sb);
			s->cand_loaded[i] = 0;
			free(path);
		}
	}
	/*
	 * A library parsed for an earlier board with other forced symbols
	 * than this board's is parsed again (or taken back from the spares).
	 */
	s->lib_board = b;
	s->lib_force = soc_generated_ctrls(soc) == NULL;
	for (i = 0; i < s->ncand; i++)
		s->cand_own[i] = board_lib_sym(s, i);
	for (i = 0; i < s->nlibs; i++) {
		size_t c;

		for (c = 0; c < s->ncand; c++)
			if (!strcmp(s->cand[c], s->libs[i].rel)) {
				size_t n;
				char **f = lib_forced(s, c, &n);
				char *cfg = lib_cfg(s, c, f, n);
				int same = !strcmp(cfg, s->libs_cfg[i]);

				forced_free(f, n);
				free(cfg);
				if (!same)
					break;
			}
		if (c < s->ncand)
			break;
	}
	if (i < s->nlibs) {
		for (i = 0; i < s->nlibs; i++)
			set_aside(s, i);
		for (i = 0; i < s->ncand; i++)
			s->cand_loaded[i] = 0;
		s->nlibs = 0;
	}
	nnames = needed_names(b, &names);
	for (;;) {
		size_t first = s->nlibs, l;

		/* a generated .dtsi is made of every device the SoC defines */
		load_wanted(s, names, nnames, soc_generated_ctrls(soc) != NULL);
		free(names);
		if (s->nlibs == first)
			break;
		/*
		 * What the files just loaded point at in other library
		 * files: s3c64xx.c's init_uarts passes the UART resource
		 * table of dev-uart-s3c64xx.c.
		 */
		names = NULL;
		nnames = 0;
		for (l = first; l < s->nlibs; l++)
			lib_arg_names(&s->libs[l], &names, &nnames);
	}
	load_callees(s);
	if (soc_generated_ctrls(soc) && (s->gen_soc != soc || !s->sdt_name ||
					 strcmp(s->sdt_name, s->gen_name)))
		generate_soc(s, soc, b);
}

/* Does @text define function @fn (a line at column 0 naming "fn(")? */
static int defines(const char *text, const char *fn)
{
	size_t len = strlen(fn);
	const char *p = text;

	while (len && (p = strstr(p, fn)) != NULL) {
		const char *bol = p;

		while (bol > text && bol[-1] != '\n')
			bol--;
		if (p[len] == '(' && bol < p && *bol != '\t' && *bol != ' ' &&
		    (p[-1] == ' ' || p[-1] == '*') &&
		    !memchr(bol, ';', (size_t)(p - bol)))
			return 1;
		p += len;
	}
	return 0;
}

/*
 * The libraries the loaded ones call into: dove_uart0_init() in
 * mach-dove/common.c calls orion_uart0_init() of plat-orion/common.c,
 * which the board file never names.
 */
static void load_callees(struct pipeline *s)
{
	struct bf_error e = { 0 };
	size_t i, l, m, k;
	int more = 1;

	while (more) {
		more = 0;
		for (i = 0; i < s->ncand; i++) {
			int want = 0;

			for (l = 0; !s->cand_loaded[i] && !want && l < s->nlibs;
			     l++)
				for (m = 0; !want && m < s->libs[l].nmachines;
				     m++)
					for (k = 0;
					     !want && k < s->libs[l].nsteps[m];
					     k++)
						want = s->libs[l].steps[m][k]
								       .kind ==
							       STEP_CALL &&
						       defines(s->cand_text[i],
							       s->libs[l]
								       .steps[m]
									     [k]
								       .fn);
			/*
			 * zylonite_pxa320.c defines a static function of the
			 * name zylonite_pxa300.c calls
			 */
			if (want && other_boards_code(s, i))
				want = 0;
			if (!want)
				continue;
			s->cand_loaded[i] = 1;
			more = 1;
			if (load_library(s, i, &e))
				fprintf(stderr, "bf2dts convert: warning: %s\n",
					e.msg);
			else
				s->nlibs++;
		}
	}
}

/* What the run gives every conversion: the tree's indexes and the SoC's files. */
static void conv_from_run(struct pipeline *p, struct conv *c)
{
	c->drv = p->drv;
	c->libs = p->libs;
	c->nlibs = p->nlibs;
	c->vendors = &p->vendors;
	c->bindings = &p->bindings;
	c->keycodes = &p->keycodes;
	c->clients = p->clients;
	c->addcache = p->addcache;
	c->dtm = p->dtm;
}

/*
 * The family has no SoC .dtsi: one is generated from its library models,
 * once per run, written to the tree's cache (<cache>/gendtsi/<tree>/) and
 * compiled and indexed from there like an upstream one. The conversion
 * carries its name and text, for `convert` to write beside the .dts.
 */
static void generate_soc(struct pipeline *s, const struct soc_info *soc,
			 const struct board *b)
{
	struct bf_error e = { { 0 } };
	struct machine fake = { 0 };
	struct conv c = { 0 };
	struct strbuf text = STRBUF_INIT;
	char *dir, *path;

	arena_free(&s->gen_a);
	memset(&s->gen_r, 0, sizeof(s->gen_r));
	s->gen_soc = soc;
	s->gen_name = gendtsi_name(&s->gen_a, soc);
	s->gen_r.a = &s->gen_a;
	s->gen_r.rel = s->gen_name;
	fake.id = s->gen_name;
	c.a = &s->gen_a;
	c.kdir = s->o.kdir;
	c.b = (struct board *)b; /* its probes: the SoC's IRQ numbers */
	c.m = &fake;
	c.t = dt_tree_new(&s->gen_a);
	c.soc = soc;
	c.r = &s->gen_r;
	conv_from_run(s, &c);
	{
		int soc_file[MAX_LIBS];
		size_t i;

		for (i = 0; i < s->nlibs; i++)
			soc_file[i] = !s->libs[i].board_code &&
				      gendtsi_soc_file(s->o.kdir, s->kc,
						       s->libs[i].rel);
		gendtsi_build(&c, soc_file, s->kc);
		/* the SoC code's stores the chains applied (soc_chain.c) */
		assign_restore(&c);
	}
	dt_emit(c.t, "GPL-2.0", 1, &text);
	s->gen_text = arena_strdup(&s->gen_a, sb_str(&text));
	sb_release(&text);
	soc_dt_free(s->sdt);
	s->sdt = NULL;
	s->sdt_name = NULL;
	dir = tree_cache_path(s->o.cache, s->o.kdir, "gendtsi");
	path = xasprintf("%s/%s", dir, s->gen_name);
	if (mkdir_p(dir) ||
	    write_file_atomic(path, s->gen_text, strlen(s->gen_text)))
		fprintf(stderr, "bf2dts convert: warning: %s: cannot write\n",
			path);
	else if (soc_dt_load(s->o.kdir, s->o.cache, path, &s->sdt, &e))
		fprintf(stderr, "bf2dts convert: warning: %s: %s\n",
			s->gen_name, e.msg);
	else
		s->sdt_name = s->gen_name;
	free(path);
	free(dir);
}

/* "<soc>-<board>.dts", without saying the SoC twice (davinci-da850-evm). */
/*
 * A board .dts is named after the SoC .dtsi it includes, as upstream's
 * are: "orion5x-" for orion5x-mv88f5182.dtsi, "pxa27x-" for pxa27x.dtsi;
 * the family without one.
 */
static const char *dts_prefix(struct arena *a, const struct soc_info *soc,
			      const struct board *b)
{
	if (!soc->dtsi)
		return b->family;
	return arena_strndup(a, soc->dtsi, strcspn(soc->dtsi, "-."));
}

static const char *dts_name(struct arena *a, const char *soc, const char *board)
{
	size_t n = strlen(soc);
	const char *in = strstr(board, soc);

	/* the SoC inside the machine's name: davinci-da850-evm -> da850-evm */
	while (in && !((in == board || in[-1] == '-') && in[n] == '-'))
		in = strstr(in + 1, soc);
	if (in)
		board = in + n + 1;
	return arena_printf(a, "%s-%s.dts", soc, board);
}

/* An environment flag is on when set, non-empty and not "0". */
static int env_on(const char *name)
{
	const char *v = getenv(name);

	return v && *v && strcmp(v, "0");
}

void pipeline_opts_init(struct pipeline_opts *po, const char *kdir,
			const char *cache, int no_lib_cache)
{
	const char *dir = getenv("BF2DTS_LIBCACHE");

	memset(po, 0, sizeof(*po));
	po->kdir = kdir;
	po->cache = cache;
	if (no_lib_cache || env_on("BF2DTS_NO_LIBCACHE"))
		po->libcache = NULL;
	else if (dir && *dir)
		po->libcache = xstrdup(dir);
	else
		po->libcache = xasprintf("%s/libmodels", cache);
	po->timing = env_on("BF2DTS_TIMING");
}

void pipeline_opts_release(struct pipeline_opts *po)
{
	free(po->libcache);
	po->libcache = NULL;
}

int pipeline_open(const struct pipeline_opts *o, struct pipeline **out,
		  struct bf_error *e)
{
	struct pipeline *p;

	*out = NULL;
	if (kernel_check_tree(o->kdir, e) ||
	    (o->tdir && kernel_check_tree(o->tdir, e)))
		return -1;
	p = xcalloc(1, sizeof(*p));
	p->o = *o;
	p->clients = client_ids_new(o->cache);
	p->lc = o->libcache ? libcache_open(o->libcache) : NULL;
	p->addcache = soc_addendum_cache_new();
	p->dtm = dt_machines_new();
	if (!p->o.tdir)
		p->o.tdir = o->kdir;
	pipeline_phase(p, NULL);
	if (drv_index_open(p->o.tdir, o->cache, &p->drv, e)) {
		fprintf(stderr, "bf2dts convert: warning: driver index: %s\n",
			e->msg);
		p->drv = NULL;
		e->msg[0] = '\0';
	}
	pipeline_phase(p, "index");
	vendors_load(p->o.tdir, &p->vendors);
	bindings_load(p->o.tdir, &p->vendors, &p->bindings);
	keycodes_load(p->o.tdir, &p->keycodes);
	pipeline_phase(p, "bindings");
	p->kc = kconfig_read(o->kdir, "Kconfig", e);
	if (!p->kc) {
		fprintf(stderr, "bf2dts convert: warning: Kconfig: %s\n",
			e->msg);
		e->msg[0] = '\0';
	}
	pipeline_phase(p, "kconfig");
	*out = p;
	return 0;
}

void pipeline_close(struct pipeline *p)
{
	size_t i;

	if (!p)
		return;
	drv_index_free(p->drv);
	bindings_release(&p->bindings);
	keycodes_release(&p->keycodes);
	client_ids_free(p->clients);
	libcache_close(p->lc);
	soc_addendum_cache_free(p->addcache);
	dt_machines_free(p->dtm);
	if (p->kc)
		kconfig_free(p->kc);
	vendors_release(&p->vendors);
	soc_dt_free(p->sdt);
	for (i = 0; i < p->nlibs; i++) {
		board_release(&p->libs[i]);
		free(p->libs_cfg[i]);
	}
	for (i = 0; i < p->nspare; i++) {
		board_release(&p->spare[i]);
		free(p->spare_cfg[i]);
	}
	free(p->libs_family);
	arena_free(&p->gen_a);
	for (i = 0; i < p->ncand; i++) {
		free(p->cand[i]);
		free(p->cand_text[i]);
		free(p->cand_syms[i]);
	}
	for (i = 0; i < p->nfam; i++) {
		free(p->fam[i].family);
		free(p->fam[i].defconfig);
		forced_free(p->fam[i].sym, p->fam[i].n);
	}
	free(p->fam);
	kflags_release(&p->kf);
	free(p);
}

int pipeline_extract(struct pipeline *p, const char *rel, struct board *b,
		     struct bf_error *e)
{
	const char *probes[128];
	size_t nprobes;
	char fam[64];
	char *abs;

	if (strncmp(rel, "arch/arm/mach-", 14) || !strchr(rel + 14, '/'))
		return bf_err(
			e, "%s: not under arch/arm/mach-*/ of the kernel tree",
			rel);
	abs = xasprintf("%s/%s", p->o.kdir, rel);
	if (access(abs, R_OK)) {
		bf_err(e, "%s: %s", rel, strerror(errno));
		free(abs);
		return -1;
	}
	free(abs);
	/* the flags are the family's, except mach-s3c's per-SoC defconfigs */
	snprintf(fam, sizeof(fam), "%.*s", (int)strcspn(rel + 14, "/"),
		 rel + 14);
	if (!p->kf_family || strcmp(p->kf_family, fam) ||
	    strstr(rel, "mach-s3c/")) {
		kflags_release(&p->kf);
		p->kf_family = NULL;
		if (kflags_get(p->o.kdir, p->o.cache, rel, &p->kf, e))
			return -1;
		p->kf_family = p->kf.family;
	}
	pipeline_phase(p, "flags");
	nprobes = soc_probes(p->kf.family, probes,
			     sizeof(probes) / sizeof(probes[0]));
	if (board_extract(p->o.kdir, rel, &p->kf, p->kc, probes, nprobes, p->lc,
			  b, e))
		return -1;
	pipeline_phase(p, "parse");
	return 0;
}

/* Machine @m's .dts name: "orion5x-dns323.dts". */
static const char *machine_dts(struct arena *a, const struct soc_info *soc,
			       const struct board *b, size_t m)
{
	return dts_name(a, dts_prefix(a, soc, b), lower(a, b->machines[m].id));
}

/*
 * One machine's tree, or one of its variants' (@v, @first: the first of
 * them), into tree @t of @cv. A variant's tree is made of the steps that
 * run on it (variant_steps()), put in the machine's place in the board
 * model while it is converted. Its items join the machine's: one already
 * there from an earlier variant's tree stays one (report_merge_variant()).
 */
static void convert_tree(struct pipeline *p, struct conversion *cv, size_t m,
			 size_t t, const struct variant *v, int first,
			 const char *sdtsi, const char **credits,
			 size_t ncredits, const char *text)
{
	struct board *b = &cv->b;
	struct arena *a = &cv->a;
	struct step *saved = b->steps[m], *vsteps;
	size_t nsaved = b->nsteps[m];
	struct conv c = { 0 };
	const char *name = machine_dts(a, cv->soc, b, m);

	c.a = a;
	c.b = b;
	c.m = &b->machines[m];
	c.t = cv->trees[t] = dt_tree_new(a);
	c.soc = cv->soc;
	c.sdt = sdtsi ? p->sdt : NULL;
	c.dtsi = sdtsi;
	c.r = &cv->r;
	conv_from_run(p, &c);
	c.kdir = p->o.tdir;
	c.item_base = cv->r.nitems;
	c.variant = v;
	dt_header(c.t, "%s", c.m->name ? c.m->name : c.m->id);
	if (v) {
		dt_header(c.t,
			  "The variant where %s, which the board file tells at "
			  "run time: each variant has a tree of its own",
			  v->when);
		b->nsteps[m] = variant_steps(a, v, saved, nsaved, &vsteps);
		b->steps[m] = vsteps;
		name = arena_printf(a, "%.*s-%s.dts", (int)(strlen(name) - 4),
				    name, v->slug);
	}
	credit(c.t, cv->r.rel, c.m->id, credits, ncredits);
	convert_machine(&c);
	b->steps[m] = saved;
	b->nsteps[m] = nsaved;
	if (first)
		board_options_report(&c, p->kc, text, p->o.kdir,
				     p->kf.defconfig);
	else
		report_merge_variant(&cv->r, c.m->id, c.item_base, name);
	cv->names[t] = name;
	cv->machine_of[t] = m;
	cv->when[t] = v ? v->when : NULL;
}

/*
 * A step that runs on none of the machine's variants ("if (system_rev >=
 * 3)" where the switch names revisions 1 and 2): in no tree, and said.
 */
static void in_no_variant(struct conversion *cv, size_t m,
			  const struct variant *vs, size_t nv)
{
	const struct board *b = &cv->b;
	size_t i, k;

	for (i = 0; i < b->nsteps[m]; i++) {
		const struct step *s = &b->steps[m][i];
		struct item *it;

		for (k = 0; k < nv && variant_excludes(&vs[k], s); k++)
			;
		if (k < nv || !step_guards_allow(s, &b->machines[m]))
			continue;
		it = report_add(&cv->r, b->machines[m].id,
				s->kind == STEP_ASSIGN ? "assignment" : "call",
				s->text, s->line);
		item_fate(&cv->r, it, FATE_TODO,
			  "made only when %s, which none of the variants the "
			  "board file tells is (%s%s): in no tree",
			  s->run_cond, vs[0].when, nv > 1 ? ", ..." : "");
	}
}

/* Are trees [@from, @to) of @cv the same but for their header comments? */
static int same_trees(const struct conversion *cv, size_t from, size_t to)
{
	struct strbuf a = STRBUF_INIT, b = STRBUF_INIT;
	size_t t;
	int same = 1;

	dt_emit(cv->trees[from], "", 0, &a);
	for (t = from + 1; t < to && same; t++) {
		sb_reset(&b);
		dt_emit(cv->trees[t], "", 0, &b);
		same = !strcmp(strstr(sb_str(&a), "/dts-v1/;"),
			       strstr(sb_str(&b), "/dts-v1/;"));
	}
	sb_release(&a);
	sb_release(&b);
	return same;
}

/* Every selected machine's trees: its own, or one for each variant. */
static void convert_trees(struct pipeline *p, struct conversion *cv,
			  const char *machine, const char *sdtsi,
			  const char **credits, size_t ncredits,
			  const char *text)
{
	struct board *b = &cv->b;
	struct arena *a = &cv->a;
	struct variant **vs = arena_alloc(a, (b->nmachines + 1) * sizeof(*vs));
	size_t *nv = arena_alloc(a, (b->nmachines + 1) * sizeof(*nv));
	size_t m, k, n = 0, t = 0;

	for (m = 0; m < b->nmachines; m++) {
		if (machine && strcasecmp(b->machines[m].id, machine))
			continue;
		nv[m] = variants_find(a, b->family, b->steps[m], b->nsteps[m],
				      &vs[m]);
		n += nv[m] ? nv[m] : 1;
	}
	cv->trees = arena_alloc(a, (n + 1) * sizeof(*cv->trees));
	cv->names = arena_alloc(a, (n + 1) * sizeof(*cv->names));
	cv->machine_of = arena_alloc(a, (n + 1) * sizeof(*cv->machine_of));
	cv->when = arena_alloc(a, (n + 1) * sizeof(*cv->when));
	cv->ntrees = n;
	for (m = 0; m < b->nmachines; m++) {
		size_t first = t, items = cv->r.nitems, props = cv->r.nprops;

		if (machine && strcasecmp(b->machines[m].id, machine))
			continue;
		for (k = 0; k < nv[m]; k++)
			convert_tree(p, cv, m, t++, &vs[m][k], !k, sdtsi,
				     credits, ncredits, text);
		if (nv[m] && !same_trees(cv, first, t)) {
			in_no_variant(cv, m, vs[m], nv[m]);
			continue;
		}
		/*
		 * No variant, or none whose tree differs from the others (a
		 * PCIe slot each core takes, which no node says): one tree,
		 * its branches said as before
		 */
		cv->r.nitems = items;
		cv->r.nprops = props;
		t = first;
		convert_tree(p, cv, m, t++, NULL, 1, sdtsi, credits, ncredits,
			     text);
	}
	cv->ntrees = t;
}

int pipeline_convert(struct pipeline *p, const char *rel, const char *machine,
		     struct conversion *cv, struct bf_error *e)
{
	struct board *b = &cv->b;
	struct arena *a = &cv->a;
	const struct soc_info *soc;
	const char *credits[CREDITS_MAX], *sdtsi;
	size_t m, ncredits = 0;
	struct strbuf text = STRBUF_INIT;
	char *abs;

	memset(cv, 0, sizeof(*cv));
	cv->r.a = a;
	cv->r.rel = rel;
	if (pipeline_extract(p, rel, b, e))
		return -1;
	abs = xasprintf("%s/%s", p->o.kdir, rel);
	cv->spdx = spdx_of(abs);
	if (!file_read_all(abs, &text))
		ncredits = board_credits(sb_str(&text), a, credits);
	free(abs);
	if (machine) {
		for (m = 0; m < b->nmachines; m++)
			if (!strcasecmp(b->machines[m].id, machine))
				break;
		if (m == b->nmachines) {
			bf_err(e, "%s: no machine %s (it has:%s%s%s)", rel,
			       machine, " ", b->machines[0].id,
			       b->nmachines > 1 ? " ..." : "");
			sb_release(&text);
			conversion_release(cv);
			return -1;
		}
	}
	soc = cv->soc = soc_for_board(b, p->kc);
	load_soc(p, soc, b);
	pipeline_phase(p, "libraries");
	/* the SoC's .dtsi: the tree's, or the one generated for it */
	sdtsi = soc->dtsi;
	if (!sdtsi && soc_generated_ctrls(soc) && p->sdt && p->gen_soc == soc) {
		sdtsi = cv->soc_dtsi = p->gen_name;
		cv->soc_dtsi_text = p->gen_text;
		for (m = 0; m < p->gen_r.nprops; m++)
			report_propose(&cv->r, &p->gen_r.props[m]);
	}
	/* Convert every selected machine first: they may share a .dtsi. */
	convert_trees(p, cv, machine, sdtsi, credits, ncredits, sb_str(&text));
	sb_release(&text);
	pipeline_phase(p, "convert");
	if (cv->ntrees > 1) {
		const char *stem = strrchr(rel, '/') + 1;
		/* one machine's variants: its name; several machines: the file's */
		const char *dtsi =
			b->nmachines > 1 && !machine ?
				arena_printf(a, "%s-%.*s.dtsi",
					     dts_prefix(a, soc, b),
					     (int)(strlen(stem) - 2), stem) :
				arena_printf(a, "%si",
					     machine_dts(a, soc, b,
							 cv->machine_of[0]));
		struct dt_tree *common = dt_common(a, cv->trees, cv->ntrees);
		size_t t;

		if (b->nmachines > 1 && !machine)
			dt_header(common, "Common to the machines of %s:", rel);
		else
			dt_header(common, "Common to the variants of %s (%s):",
				  b->machines[cv->machine_of[0]].id, rel);
		for (t = 0; t < cv->ntrees; t++) {
			const struct machine *mc =
				&b->machines[cv->machine_of[t]];

			if (cv->when[t])
				dt_header(common, "  %s, where %s", mc->id,
					  cv->when[t]);
			else
				dt_header(common, "  %s (%s)", mc->id,
					  mc->name ? mc->name : "");
		}
		credit(common, rel, NULL, credits, ncredits);
		for (t = 0; t < cv->ntrees; t++) {
			size_t k;

			dt_subtract(cv->trees[t], common);
			/* the tree includes the shared .dtsi instead of the SoC's */
			for (k = 0; k < cv->trees[t]->nincludes; k++)
				if (sdtsi &&
				    !strcmp(cv->trees[t]->includes[k], sdtsi))
					cv->trees[t]->includes[k] = dtsi;
			if (!sdtsi)
				dt_include(cv->trees[t], dtsi);
		}
		cv->trees[cv->ntrees] = common;
		dt_prune_labels(cv->trees, cv->ntrees + 1);
		prune_binding_includes(p->o.tdir, cv->trees, cv->ntrees + 1,
				       common);
		cv->common = common;
		cv->common_name = dtsi;
	} else {
		dt_prune_labels(cv->trees, cv->ntrees);
		prune_binding_includes(p->o.tdir, cv->trees, cv->ntrees, NULL);
	}
	return 0;
}

void conversion_release(struct conversion *cv)
{
	board_release(&cv->b);
	arena_free(&cv->a);
	free(cv->spdx);
	memset(cv, 0, sizeof(*cv));
}
