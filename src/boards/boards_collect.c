// SPDX-License-Identifier: GPL-2.0
/*
 * Inventory collection: the tree is read once by each reader (Kconfig,
 * Makefiles, defconfigs, MAINTAINERS, dts, mach-types, QEMU, converter
 * reports); then every MACHINE_START found by the scanner becomes a row
 * whose evidence is looked up in those readers' results.  A reader that
 * fails leaves its evidence unknown and adds a warning; only a tree
 * without arch/arm is an error.
 */
#define _GNU_SOURCE
#include "boards/boards_collect.h"

#include <ctype.h>
#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "boards/boards_dts.h"
#include "boards/boards_family.h"
#include "boards/boards_qemu.h"
#include "boards/boards_report.h"
#include "boards/boards_scan.h"
#include "boards/boards_verdict.h"
#include "kernel/defconfig.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "kernel/maintainers.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

struct sources {
	const struct boards_opts *o;
	struct kconfig *kc; /* NULL: Kconfig evidence unknown */
	struct defconfigs dc;
	int have_dc;
	struct maintainers mt;
	int have_mt;
	struct dts_index dts;
	int have_dts;
	struct qemu_map qm;
	int have_qm;
	char **mt_ids, **mt_syms; /* arch/arm/tools/mach-types */
	size_t n_mt, alloc_mt, alloc_mt2;
	struct inventory *inv;
};

static void warn(struct inventory *inv, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static void warn(struct inventory *inv, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	VEC_PUSH(inv->warnings, inv->n_warnings, inv->alloc_warnings,
		 sb_detach(&sb));
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

/* ------------------------------------------------------------ mach-types */

/* "machine_is_xxx  CONFIG_SYM  MACH_TYPE_ID  number": ID -> SYM. */
static void read_mach_types(struct sources *s)
{
	char *path = xasprintf("%s/arch/arm/tools/mach-types", s->o->tree);
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0, alloc1 = 0, alloc2 = 0, n2 = 0;

	if (!f) {
		warn(s->inv,
		     "%s: cannot read; machine symbols come from "
		     "Makefiles only",
		     path);
		free(path);
		return;
	}
	while (getline(&line, &cap, f) > 0) {
		char a[128], sym[128], id[128];

		if (line[0] == '#' ||
		    sscanf(line, "%127s %127s %127s", a, sym, id) != 3)
			continue;
		VEC_PUSH(s->mt_ids, s->n_mt, alloc1, xstrdup(id));
		VEC_PUSH(s->mt_syms, n2, alloc2, xstrdup(sym));
	}
	free(line);
	fclose(f);
	free(path);
}

static const char *mach_type_sym(const struct sources *s, const char *id)
{
	size_t i;

	for (i = 0; i < s->n_mt; i++)
		if (!strcmp(s->mt_ids[i], id))
			return s->mt_syms[i];
	return NULL;
}

/* ------------------------------------------------------- Kconfig evidence */

static int has_word(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (; text && *text; text++)
		if (!strncasecmp(text, word, n))
			return 1;
	return 0;
}

struct depr {
	const char *dir; /* "arch/arm/mach-s3c/" */
	struct strbuf where;
};

static int find_deprecated(const struct ksym *sym, void *arg)
{
	struct depr *d = arg;
	const struct kdef *def = ksym_main_def(sym);

	/* Only the family's own Kconfig speaks for its boards. */
	if (!def || strncmp(def->file, d->dir, strlen(d->dir)))
		return 0;
	if (has_word(ksym_prompt(sym), "deprecated"))
		sb_addf(&d->where, "%s%s prompt \"%s\"",
			d->where.len ? "; " : "", sym->name, ksym_prompt(sym));
	else if (has_word(ksym_help(sym), "deprecated"))
		sb_addf(&d->where, "%s%s help text", d->where.len ? "; " : "",
			sym->name);
	return 0;
}

static void kconfig_evidence(struct sources *s, struct board_row *r)
{
	const struct ksym *sym;
	struct strbuf chain = STRBUF_INIT;
	struct depr d;
	const char *help;

	if (!s->kc || !r->sym)
		return;
	sym = kconfig_sym(s->kc, r->sym);
	if (!sym || !sym->n_defs)
		return;
	r->prompt = ksym_prompt(sym) ? xstrdup(ksym_prompt(sym)) : NULL;
	help = ksym_help(sym);
	if (help)
		r->help1 = xstrndup(help, strcspn(help, "\n"));
	r->unused =
		kconfig_requires(s->kc, r->sym, "UNUSED_BOARD_FILES", &chain) ?
			TRI_YES :
			TRI_NO;
	if (r->unused == TRI_YES)
		r->unused_chain = sb_detach(&chain);
	sb_release(&chain);

	d.dir = NULL;
	sb_init(&d.where);
	{
		char *dir = xasprintf("arch/arm/mach-%s/", r->family);

		d.dir = dir;
		kconfig_walk_deps(s->kc, r->sym, find_deprecated, &d);
		free(dir);
	}
	r->deprecated = d.where.len ? TRI_YES : TRI_NO;
	if (d.where.len)
		r->deprecated_where = sb_detach(&d.where);
	sb_release(&d.where);
}

static int prefix_any(const char *name, const char *const *prefixes)
{
	size_t i;

	for (i = 0; i < 8 && prefixes[i]; i++)
		if (!strncmp(name, prefixes[i], strlen(prefixes[i])))
			return 1;
	return 0;
}

struct soc_find {
	const struct family_info *fi;
	struct strbuf out;
};

static int soc_in_deps(const struct ksym *sym, void *arg)
{
	struct soc_find *f = arg;

	if (prefix_any(sym->name, f->fi->soc_syms) &&
	    !strstr(f->out.buf ? f->out.buf : "", sym->name))
		sb_addf(&f->out, "%s%s", f->out.len ? "/" : "", sym->name);
	return 0;
}

/* The SoC: a SoC symbol the board selects, or one it depends on. */
static char *find_soc(struct sources *s, const char *symname,
		      const struct family_info *fi)
{
	struct soc_find f = { fi, STRBUF_INIT };
	const struct ksym *sym =
		s->kc && symname ? kconfig_sym(s->kc, symname) : NULL;
	size_t i, j;

	for (i = 0; sym && i < sym->n_defs; i++)
		for (j = 0; j < sym->defs[i]->n_selects; j++) {
			const char *t = sym->defs[i]->selects[j].sym;

			if (prefix_any(t, fi->soc_syms) &&
			    !strstr(sb_str(&f.out), t))
				sb_addf(&f.out, "%s%s", f.out.len ? "/" : "",
					t);
		}
	if (!f.out.len && sym)
		kconfig_walk_deps(s->kc, symname, soc_in_deps, &f);
	if (!f.out.len)
		sb_add(&f.out, fi->default_soc);
	return sb_detach(&f.out);
}

/* ---------------------------------------------------- defconfig evidence */

static void defconfig_evidence(struct sources *s, struct board_row *r)
{
	struct strbuf sb = STRBUF_INIT;
	const char *cands[16];
	size_t n = 0, i, j;
	const struct ksym *sym;

	if (!s->have_dc || !r->sym)
		return;
	cands[n++] = r->sym;
	/* A hidden symbol is enabled through the symbols selecting it. */
	sym = s->kc ? kconfig_sym(s->kc, r->sym) : NULL;
	if (sym && !ksym_prompt(sym))
		for (i = 0; i < sym->n_selected_by && n < 16; i++)
			cands[n++] = sym->selected_by[i];
	for (i = 0; i < s->dc.n; i++)
		for (j = 0; j < n; j++)
			if (defconfig_has(&s->dc.v[i], cands[j])) {
				sb_addf(&sb, "%s%s", sb.len ? ", " : "",
					s->dc.v[i].name);
				break;
			}
	if (sb.len) {
		r->in_defconfig = TRI_YES;
		r->defconfigs = sb_detach(&sb);
	} else {
		r->in_defconfig = s->dc.n_unreadable ? TRI_UNKNOWN : TRI_NO;
	}
	sb_release(&sb);
}

/* --------------------------------------------------- maintainer evidence */

static int active_status(const char *st)
{
	return st && (!strncasecmp(st, "Maintained", 10) ||
		      !strncasecmp(st, "Supported", 9));
}

static void maint_evidence(struct sources *s, struct board_row *r)
{
	struct maint_match m[32];
	size_t n, i;
	struct strbuf sb = STRBUF_INIT;

	if (!s->have_mt)
		return;
	n = maintainers_match(&s->mt, r->file, m, 32);
	r->maint_board = TRI_NO;
	r->maintained = TRI_NO;
	for (i = 0; i < n; i++) {
		const char *st = m[i].entry->status;

		sb_addf(&sb, "%s%s [%s%s]", sb.len ? "; " : "",
			m[i].entry->name, st ? st : "no status",
			m[i].specific ? ", this file" : "");
		if (active_status(st))
			r->maintained = TRI_YES;
		if (m[i].specific && active_status(st))
			r->maint_board = TRI_YES;
		if (!r->maint_status || m[i].specific) {
			free(r->maint_status);
			r->maint_status = xstrdup(st ? st : "no status");
		}
	}
	if (sb.len)
		r->maint = sb_detach(&sb);
	sb_release(&sb);
}

/* ------------------------------------------------------- other evidence */

static void qemu_evidence(struct sources *s, struct board_row *r)
{
	struct strbuf names = STRBUF_INIT, notes = STRBUF_INIT;
	size_t i;

	if (!s->have_qm || !s->qm.qemu_ran)
		return;
	r->emulated = TRI_NO;
	for (i = 0; i < s->qm.n; i++) {
		const struct qemu_map_row *q = &s->qm.v[i];

		if (q->available != 1 || strcmp(q->file, r->file) ||
		    strcmp(q->id, r->id))
			continue;
		r->emulated = TRI_YES;
		sb_addf(&names, "%s%s", names.len ? ", " : "", q->machine);
		if (q->comment[0])
			sb_addf(&notes, "%s%s: %s", notes.len ? "; " : "",
				q->machine, q->comment);
	}
	if (names.len)
		r->qemu = sb_detach(&names);
	if (notes.len)
		r->qemu_comment = sb_detach(&notes);
	sb_release(&names);
	sb_release(&notes);
}

static char *board_stem(const char *file)
{
	const char *b = strrchr(file, '/');
	size_t n;

	b = b ? b + 1 : file;
	if (!strncmp(b, "board-", 6))
		b += 6;
	else if (!strncmp(b, "mach-", 5))
		b += 5;
	n = strlen(b);
	if (n > 2 && !strcmp(b + n - 2, ".c"))
		n -= 2;
	return xstrndup(b, n);
}

static void dts_evidence(struct sources *s, struct board_row *r,
			 const struct family_info *fi, int one_machine)
{
	struct strbuf sb = STRBUF_INIT;
	char *stem;

	if (!s->have_dts)
		return;
	/*
	 * The file name names the board only when the file holds one
	 * machine: aspenite.c's ZYLONITE2 is not the Aspenite.
	 */
	stem = one_machine ? board_stem(r->file) : xstrdup(r->id);
	if (dts_match_board(&s->dts, stem, r->id, fi->dts_prefixes, &sb)) {
		r->has_dts = TRI_YES;
		r->dts = sb_detach(&sb);
	} else {
		r->has_dts = TRI_NO;
	}
	sb_release(&sb);
	free(stem);
}

static void report_evidence(struct sources *s, struct board_row *r)
{
	struct report_totals t;
	struct bf_error e;
	int rc;

	r->found = r->converted = -1;
	if (!s->o->reports)
		return;
	rc = report_totals_for(s->o->reports, r->file, r->id, &t, &e);
	if (rc < 0) {
		warn(s->inv, "%s", e.msg);
		return;
	}
	if (rc > 0) {
		r->found = t.found;
		r->converted = t.converted;
	}
}

/*
 * What removing the file takes with it: objects in the mach dir built by
 * symbols that only this file's machines select or that cannot be enabled
 * without them, and symbols elsewhere that only they select.
 */
static void removal_cost(struct sources *s, struct board_row *r,
			 const struct kbuild_makefile *mk, const char **syms,
			 size_t n_syms)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, j, k;

	if (!s->kc)
		return;
	for (i = 0; i < mk->n; i++) {
		const struct kbuild_obj *o = &mk->objs[i];
		const struct ksym *t;
		int mine = 0;

		if (!o->sym)
			continue;
		for (k = 0; k < n_syms; k++)
			if (!strcmp(o->sym, syms[k]))
				mine = 1;
		t = kconfig_sym(s->kc, o->sym);
		if (!mine && t && t->n_selected_by) {
			mine = 1;
			for (j = 0; mine && j < t->n_selected_by; j++) {
				mine = 0;
				for (k = 0; k < n_syms; k++)
					if (!strcmp(t->selected_by[j], syms[k]))
						mine = 1;
			}
		}
		for (k = 0; !mine && t && k < n_syms; k++)
			mine = kconfig_requires(s->kc, o->sym, syms[k], NULL);
		if (mine && strcmp(o->obj, strrchr(r->file, '/') + 1) &&
		    !(strlen(o->obj) == strlen(strrchr(r->file, '/') + 1) &&
		      !strncmp(o->obj, strrchr(r->file, '/') + 1,
			       strlen(o->obj) - 1)))
			sb_addf(&sb, "%s%.*s.c (CONFIG_%s)", sb.len ? ", " : "",
				(int)strlen(o->obj) - 2, o->obj, o->sym);
	}
	/* Symbols outside the mach dir selected only by this board. */
	for (k = 0; k < n_syms; k++) {
		const struct ksym *b = kconfig_sym(s->kc, syms[k]);

		for (i = 0; b && i < b->n_defs; i++)
			for (j = 0; j < b->defs[i]->n_selects; j++) {
				const struct ksym *t = kconfig_sym(
					s->kc, b->defs[i]->selects[j].sym);
				const struct kdef *td = ksym_main_def(t);
				size_t m;
				int only = t && td && t->n_selected_by;

				for (m = 0; only && m < t->n_selected_by; m++) {
					size_t q;

					only = 0;
					for (q = 0; q < n_syms; q++)
						if (!strcmp(t->selected_by[m],
							    syms[q]))
							only = 1;
				}
				if (only &&
				    strstr(td->file, "/mach-") == NULL &&
				    !strstr(sb_str(&sb), t->name))
					sb_addf(&sb,
						"%sCONFIG_%s (%s, selected only by this board)",
						sb.len ? ", " : "", t->name,
						td->file);
			}
	}
	if (sb.len)
		r->removal = sb_detach(&sb);
	sb_release(&sb);
}

/* ------------------------------------------------------------ the rows */

static int mentions_machine_start(const char *path)
{
	FILE *f = fopen(path, "rb");
	struct strbuf sb = STRBUF_INIT;
	char buf[65536];
	size_t n;
	int hit;

	/*
	 * A byte search only decides which files go to the lexer; the
	 * lexer decides what is a MACHINE_START.  Unreadable: let the
	 * scanner report it.
	 */
	if (!f)
		return 1;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	hit = memmem(sb_str(&sb), sb.len, "MACHINE_START", 13) != NULL;
	sb_release(&sb);
	return hit;
}

static void add_rows(struct sources *s, const char *fam, const char *rel,
		     const struct scanned_file *sf,
		     const struct kbuild_makefile *mk, int have_mk)
{
	struct family_info fi;
	const char *base = strrchr(rel, '/') + 1;
	char *obj = xasprintf("%.*s.o", (int)strlen(base) - 2, base);
	const struct kbuild_obj *ko = have_mk ? kbuild_find(mk, obj) : NULL;
	const char *syms[32];
	size_t n_syms = 0, i;

	family_info(fam, &fi);
	if (ko && ko->sym)
		syms[n_syms++] = ko->sym;
	for (i = 0; i < sf->n_machines && n_syms < 32; i++) {
		const char *ms = mach_type_sym(s, sf->machines[i].id);

		if (ms && s->kc && kconfig_sym(s->kc, ms) &&
		    kconfig_sym(s->kc, ms)->n_defs)
			syms[n_syms++] = ms;
	}
	for (i = 0; i < sf->n_machines; i++) {
		struct board_row r;
		const char *ms = mach_type_sym(s, sf->machines[i].id);

		memset(&r, 0, sizeof(r));
		r.file = xstrdup(rel);
		r.family = xstrdup(fam);
		r.id = xstrdup(sf->machines[i].id);
		r.name = xstrdup(sf->machines[i].name);
		r.line = sf->machines[i].line;
		r.lines = sf->lines;
		r.year = sf->copyright_year;
		r.file_sym = ko && ko->sym ? xstrdup(ko->sym) : NULL;
		if (ms && s->kc && kconfig_sym(s->kc, ms) &&
		    kconfig_sym(s->kc, ms)->n_defs)
			r.sym = xstrdup(ms);
		else if (r.file_sym)
			r.sym = xstrdup(r.file_sym);
		r.soc = find_soc(s, r.sym, &fi);
		kconfig_evidence(s, &r);
		defconfig_evidence(s, &r);
		maint_evidence(s, &r);
		qemu_evidence(s, &r);
		dts_evidence(s, &r, &fi, sf->n_machines == 1);
		report_evidence(s, &r);
		removal_cost(s, &r, mk, syms, n_syms);
		board_verdict(&r);
		VEC_PUSH(s->inv->rows, s->inv->n, s->inv->alloc, r);
	}
	free(obj);
}

static struct family_row *family_get(struct inventory *inv, const char *name)
{
	size_t i;
	struct family_row f;

	for (i = 0; i < inv->n_fams; i++)
		if (!strcmp(inv->fams[i].name, name))
			return &inv->fams[i];
	memset(&f, 0, sizeof(f));
	f.name = xstrdup(name);
	VEC_PUSH(inv->fams, inv->n_fams, inv->alloc_fams, f);
	return &inv->fams[inv->n_fams - 1];
}

static int scan_family(struct sources *s, const char *fam, struct bf_error *e)
{
	char *dirrel = xasprintf("arch/arm/mach-%s", fam);
	char *dir = xasprintf("%s/%s", s->o->tree, dirrel);
	DIR *d = opendir(dir);
	struct dirent *de;
	char **files = NULL;
	size_t n = 0, alloc = 0, i, dt = 0, before = s->inv->n;
	struct kbuild_makefile mk;
	struct bf_error me;
	int have_mk;

	if (!d) {
		warn(s->inv, "%s: cannot read", dir);
		free(dir);
		free(dirrel);
		return 0;
	}
	while ((de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l > 2 && !strcmp(de->d_name + l - 2, ".c"))
			VEC_PUSH(files, n, alloc, xstrdup(de->d_name));
	}
	closedir(d);
	sort_array(files, n, sizeof(*files), cmp_str);
	have_mk = !kbuild_read(s->o->tree, dirrel, &mk, &me);
	if (!have_mk)
		memset(&mk, 0, sizeof(mk));
	for (i = 0; i < n; i++) {
		char *path = xasprintf("%s/%s", dir, files[i]);
		char *rel = xasprintf("%s/%s", dirrel, files[i]);
		struct scanned_file sf;

		if (mentions_machine_start(path)) {
			if (boards_scan_file(path, &sf, e)) {
				warn(s->inv, "%s", e->msg);
			} else {
				dt += sf.dt_machines;
				if (sf.n_machines) {
					s->inv->n_files++;
					add_rows(s, fam, rel, &sf, &mk,
						 have_mk);
				}
				scanned_file_free(&sf);
			}
		}
		free(path);
		free(rel);
		free(files[i]);
	}
	free(files);
	kbuild_free(&mk);
	if (s->inv->n > before) {
		struct family_row *f = family_get(s->inv, fam);

		/* Only a family with board files needs its Makefile. */
		if (!have_mk)
			warn(s->inv,
			     "%s; Kconfig symbols of its board files "
			     "unknown",
			     me.msg);
		f->dt_machines = dt;
	}
	free(dir);
	free(dirrel);
	return 0;
}

static void family_rows(struct sources *s)
{
	struct inventory *inv = s->inv;
	size_t i;

	for (i = 0; i < inv->n; i++) {
		const struct board_row *r = &inv->rows[i];
		struct family_row *f = family_get(inv, r->family);

		f->machines++;
		f->unused += r->unused == TRI_YES;
		f->in_defconfig += r->in_defconfig == TRI_YES;
		f->with_dts += r->has_dts == TRI_YES;
		f->emulated += r->emulated == TRI_YES;
		if (i == 0 || strcmp(inv->rows[i - 1].file, r->file))
			f->files++;
	}
	for (i = 0; i < inv->n_fams; i++) {
		struct family_row *f = &inv->fams[i];
		struct family_info fi;
		struct strbuf sb = STRBUF_INIT;
		char *mdir =
			xasprintf("arch/arm/mach-%s/bf2dts-probe.c", f->name);
		struct maint_match m[16];
		size_t n, j;

		family_info(f->name, &fi);
		if (s->have_dts) {
			f->has_dtsi = dts_family_has_dtsi(
					      &s->dts, fi.dts_prefixes, &sb) ?
					      TRI_YES :
					      TRI_NO;
			if (sb.len)
				f->dtsi = sb_detach(&sb);
		}
		sb_reset(&sb);
		if (s->have_mt) {
			n = maintainers_match(&s->mt, mdir, m, 16);
			for (j = 0; j < n; j++)
				sb_addf(&sb, "%s%s [%s]", sb.len ? "; " : "",
					m[j].entry->name,
					m[j].entry->status ?
						m[j].entry->status :
						"no status");
			if (sb.len)
				f->maint = sb_detach(&sb);
		}
		sb_release(&sb);
		free(mdir);
		family_level(f);
	}
	/* Per-row family DT flag, for the table. */
	for (i = 0; i < inv->n; i++) {
		struct family_row *f = family_get(inv, inv->rows[i].family);

		inv->rows[i].family_dt =
			f->dt_machines && f->has_dtsi == TRI_YES ? TRI_YES :
			f->has_dtsi == TRI_UNKNOWN		 ? TRI_UNKNOWN :
								   TRI_NO;
	}
}

static void read_sources(struct sources *s)
{
	struct bf_error e;
	char *mpath;

	s->kc = kconfig_read(s->o->tree, "Kconfig", &e);
	if (!s->kc)
		warn(s->inv, "%s; Kconfig evidence unknown", e.msg);
	else if (kconfig_missing_sources(s->kc))
		warn(s->inv, "%zu Kconfig files named by `source` are missing",
		     kconfig_missing_sources(s->kc));
	s->have_dc = !defconfigs_read(s->o->tree, &s->dc, &e);
	if (!s->have_dc)
		warn(s->inv, "%s; defconfig evidence unknown", e.msg);
	else {
		size_t i;

		for (i = 0; i < s->dc.n_unreadable; i++)
			warn(s->inv,
			     "%s/arch/arm/configs/%s: cannot read; "
			     "defconfig evidence partly unknown",
			     s->o->tree, s->dc.unreadable[i]);
	}
	mpath = s->o->maintainers ? xstrdup(s->o->maintainers) :
				    xasprintf("%s/MAINTAINERS", s->o->tree);
	s->have_mt = !maintainers_read(mpath, s->o->tree, &s->mt, &e);
	if (!s->have_mt)
		warn(s->inv, "%s; maintainer evidence unknown", e.msg);
	free(mpath);
	s->have_dts = !dts_index_read(s->o->tree, &s->dts, &e);
	if (!s->have_dts)
		warn(s->inv, "%s; devicetree evidence unknown", e.msg);
	s->have_qm = !qemu_map_read(s->o->board_map, &s->qm, &e);
	if (!s->have_qm)
		warn(s->inv, "%s; emulation unknown", e.msg);
	else {
		qemu_map_probe(&s->qm, s->o->qemu);
		if (!s->qm.qemu_ran)
			warn(s->inv,
			     "%s -machine help failed; emulation "
			     "unknown",
			     s->o->qemu);
	}
	read_mach_types(s);
}

static void free_sources(struct sources *s)
{
	size_t i;

	kconfig_free(s->kc);
	if (s->have_dc)
		defconfigs_free(&s->dc);
	if (s->have_mt)
		maintainers_free(&s->mt);
	if (s->have_dts)
		dts_index_free(&s->dts);
	if (s->have_qm)
		qemu_map_free(&s->qm);
	for (i = 0; i < s->n_mt; i++) {
		free(s->mt_ids[i]);
		free(s->mt_syms[i]);
	}
	free(s->mt_ids);
	free(s->mt_syms);
}

int boards_collect(const struct boards_opts *o, struct inventory *inv,
		   struct bf_error *e)
{
	struct sources s;
	char *arm = xasprintf("%s/arch/arm", o->tree);
	DIR *d;
	struct dirent *de;
	char **fams = NULL;
	size_t n = 0, alloc = 0, i;

	memset(inv, 0, sizeof(*inv));
	if (!is_dir(arm) || !(d = opendir(arm))) {
		bf_err(e, "%s: not a kernel tree (no arch/arm)", o->tree);
		free(arm);
		return -1;
	}
	while ((de = readdir(d)))
		if (!strncmp(de->d_name, "mach-", 5))
			VEC_PUSH(fams, n, alloc, xstrdup(de->d_name + 5));
	closedir(d);
	free(arm);
	if (n)
		sort_array(fams, n, sizeof(*fams), cmp_str);

	memset(&s, 0, sizeof(s));
	s.o = o;
	s.inv = inv;
	read_sources(&s);
	for (i = 0; i < n; i++) {
		scan_family(&s, fams[i], e);
		free(fams[i]);
	}
	free(fams);
	family_rows(&s);
	free_sources(&s);
	return 0;
}

void inventory_free(struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->n; i++) {
		struct board_row *r = &inv->rows[i];

		free(r->file), free(r->family), free(r->soc), free(r->id);
		free(r->name), free(r->file_sym), free(r->sym);
		free(r->prompt), free(r->help1), free(r->unused_chain);
		free(r->deprecated_where), free(r->defconfigs), free(r->qemu);
		free(r->qemu_comment), free(r->dts), free(r->maint);
		free(r->maint_status), free(r->removal), free(r->reasons);
	}
	for (i = 0; i < inv->n_fams; i++) {
		free(inv->fams[i].name), free(inv->fams[i].dtsi);
		free(inv->fams[i].maint), free(inv->fams[i].level_why);
	}
	for (i = 0; i < inv->n_warnings; i++)
		free(inv->warnings[i]);
	free(inv->warnings);
	free(inv->rows);
	free(inv->fams);
	memset(inv, 0, sizeof(*inv));
}
