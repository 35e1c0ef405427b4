// SPDX-License-Identifier: GPL-2.0
/*
 * The C front end (extract.h): the board file parsed with the kernel's own
 * flags and the CONFIG_ symbols it tests forced on, its declarations
 * collected, and the model cached. Evaluating its expressions and walking
 * its init paths are the other extract_*.c files' (extract_ctx.h).
 */
#include "convert/extract.h"

#include <clang-c/Index.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert/board_options.h"
#include "convert/extract_ctx.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "convert/libcache.h"
#include "kernel/treekey.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

/* ---- collecting the file's declarations ---- */

static int in_board(struct xctx *x, CXCursor c)
{
	CXFile f;
	CXString n;
	int in;

	clang_getSpellingLocation(clang_getCursorLocation(c), &f, NULL, NULL,
				  NULL);
	if (!f)
		return 0;
	if (!x->libdir)
		return clang_File_isEqual(f, x->file);
	n = clang_getFileName(f);
	in = clang_getCString(n) &&
	     !strncmp(clang_getCString(n), x->libdir, strlen(x->libdir));
	clang_disposeString(n);
	return in;
}

/* A cursor in a file of the board's own directory (its SoC headers). */
static int in_dir(struct xctx *x, CXCursor c)
{
	CXFile f;
	CXString n;
	int in;

	clang_getSpellingLocation(clang_getCursorLocation(c), &f, NULL, NULL,
				  NULL);
	if (!f)
		return 0;
	n = clang_getFileName(f);
	in = clang_getCString(n) &&
	     !strncmp(clang_getCString(n), x->b->dir, strlen(x->b->dir));
	clang_disposeString(n);
	return in;
}

static enum CXChildVisitResult top_visit(CXCursor c, CXCursor p, CXClientData d)
{
	struct xctx *x = d;
	enum CXCursorKind k = clang_getCursorKind(c);

	(void)p;
	if (!in_board(x, c)) {
		if (!x->libdir && k == CXCursor_FunctionDecl &&
		    clang_isCursorDefinition(c) && in_dir(x, c))
			VEC_PUSH(x->hfuncs, x->nhfuncs, x->ahfuncs, c);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_FunctionDecl && clang_isCursorDefinition(c))
		VEC_PUSH(x->funcs, x->nfuncs, x->afuncs, c);
	else if (k == CXCursor_VarDecl)
		VEC_PUSH(x->vars, x->nvars, x->avars, c);
	return CXChildVisit_Continue;
}

static void collect_vars(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < x->nvars; i++) {
		struct bvar v = { 0 };
		CXCursor init = var_init(x->vars[i]);

		v.name = cx_str(&b->arena, clang_getCursorSpelling(x->vars[i]));
		v.type = cx_str(
			&b->arena,
			clang_getTypeSpelling(clang_getCursorType(x->vars[i])));
		v.line = cursor_line(x->vars[i]);
		if (!clang_Cursor_isNull(init))
			v.init = eval(x, init);
		/* a definition replaces an earlier extern or tentative one */
		{
			struct bvar *old = (struct bvar *)board_var(b, v.name);

			if (old && !v.init)
				continue;
			if (old) {
				*old = v;
				continue;
			}
		}
		ARENA_PUSH(&b->arena, b->vars, b->nvars, alloc, v);
	}
}

static const char *func_name(struct value *v)
{
	return v && v->kind == V_FUNC ? v->s : NULL;
}

/* "a,b,c": the names of @f's parameters; NULL when it has none. */
static const char *param_names(struct xctx *x, CXCursor f)
{
	struct strbuf sb = STRBUF_INIT;
	const char *r;
	int i, n = clang_Cursor_getNumArguments(f);

	for (i = 0; i < n; i++) {
		char *p =
			cx_str(&x->b->arena,
			       clang_getCursorSpelling(clang_Cursor_getArgument(
				       f, (unsigned)i)));

		sb_addf(&sb, "%s%s", i ? "," : "", p);
	}
	r = n > 0 ? arena_strdup(&x->b->arena, sb_str(&sb)) : NULL;
	sb_release(&sb);
	return r;
}

/* Library mode: every function is a "machine" whose steps are its calls. */
static void collect_functions(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < x->nfuncs; i++) {
		struct machine m = { 0 };

		m.id = cx_str(&b->arena, clang_getCursorSpelling(x->funcs[i]));
		m.init_machine = m.id;
		m.params = param_names(x, x->funcs[i]);
		m.line = cursor_line(x->funcs[i]);
		ARENA_PUSH(&b->arena, b->machines, b->nmachines, alloc, m);
	}
}

static void collect_machines(struct xctx *x)
{
	struct board *b = x->b;
	size_t i, alloc = 0;

	for (i = 0; i < b->nvars; i++) {
		struct bvar *v = &b->vars[i];
		struct machine m = { 0 };

		if (strncmp(v->name, "__mach_desc_", 12) || !v->init)
			continue;
		m.id = v->name + 12;
		m.name = val_take_str(v->init, "name");
		m.init_machine = func_name(val_get(v->init, "init_machine"));
		m.init_irq = func_name(val_get(v->init, "init_irq"));
		m.init_late = func_name(val_get(v->init, "init_late"));
		m.init_early = func_name(val_get(v->init, "init_early"));
		m.map_io = func_name(val_get(v->init, "map_io"));
		m.fixup = func_name(val_get(v->init, "fixup"));
		m.init_time = func_name(val_get(v->init, "init_time"));
		m.line = v->line;
		ARENA_PUSH(&b->arena, b->machines, b->nmachines, alloc, m);
	}
}

/* ---- parsing ---- */

struct inclctx {
	struct xctx *x;
	size_t alloc;
};

static enum CXChildVisitResult incl_top(CXCursor c, CXCursor p, CXClientData d)
{
	struct inclctx *ic = d;
	struct board *b = ic->x->b;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_InclusionDirective &&
	    in_board(ic->x, c)) {
		const char *n = cx_str(&b->arena, clang_getCursorSpelling(c));

		ARENA_PUSH(&b->arena, b->includes, b->nincludes, ic->alloc, n);
	}
	return CXChildVisit_Continue;
}

static int first_error(CXTranslationUnit tu, const char *rel,
		       struct bf_error *e)
{
	unsigned i, n = clang_getNumDiagnostics(tu);

	for (i = 0; i < n; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		int rc = 0;

		if (clang_getDiagnosticSeverity(d) >= CXDiagnostic_Error) {
			CXString s = clang_getDiagnosticSpelling(d);
			CXFile f;
			unsigned line;
			CXString fn;

			clang_getSpellingLocation(
				clang_getDiagnosticLocation(d), &f, &line, NULL,
				NULL);
			fn = clang_getFileName(f);
			rc = bf_err(e, "%s: %s:%u: error: %s", rel,
				    clang_getCString(fn) ?
					    clang_getCString(fn) :
					    "?",
				    line, clang_getCString(s));
			clang_disposeString(fn);
			clang_disposeString(s);
		}
		clang_disposeDiagnostic(d);
		if (rc)
			return rc;
	}
	return 0;
}

/* CONFIG_ symbols tested by #if/#ifdef/#elif lines of the board file. */
static size_t config_symbols(CXTranslationUnit tu, CXFile file, size_t size,
			     struct arena *a, const char ***out, size_t have)
{
	CXSourceRange r = clang_getRange(
		clang_getLocationForOffset(tu, file, 0),
		clang_getLocationForOffset(tu, file, (unsigned)size));
	CXToken *toks;
	unsigned n, i, dline = 0;
	size_t cnt = have, alloc = have;
	int in_cond = 0, negated = 0;

	clang_tokenize(tu, r, &toks, &n);
	for (i = 0; i < n; i++) {
		CXString s = clang_getTokenSpelling(tu, toks[i]);
		const char *t = clang_getCString(s);
		unsigned line;

		clang_getSpellingLocation(clang_getTokenLocation(tu, toks[i]),
					  NULL, &line, NULL, NULL);
		if (line != dline)
			in_cond = 0;
		if (!strcmp(t, "#") && i + 1 < n) {
			CXString d = clang_getTokenSpelling(tu, toks[i + 1]);
			const char *dt = clang_getCString(d);

			in_cond = !strcmp(dt, "if") || !strcmp(dt, "ifdef") ||
				  !strcmp(dt, "elif");
			dline = line;
			negated = 0;
			clang_disposeString(d);
		} else if (in_cond && !strcmp(t, "!")) {
			negated = 1;
		} else if (in_cond && !strncmp(t, "CONFIG_", 7)) {
			size_t j;
			int dup = 0;

			for (j = 0; j < cnt; j++)
				dup |= !strcmp((*out)[j], t);
			if (!dup && !negated)
				ARENA_PUSH(a, *out, cnt, alloc,
					   arena_strdup(a, t));
			negated = 0;
		}
		clang_disposeString(s);
	}
	clang_disposeTokens(tu, toks, n);
	return cnt;
}

/*
 * A board's own options (board_options.h) are not forced: the defconfig
 * chooses the daughter card or the flash size, as it does for the board.
 */
static size_t unforce_board_options(const char *kdir, const struct kflags *kf,
				    const struct kconfig *kc,
				    const char *build_sym, struct arena *a,
				    const char **forced, size_t nbuild,
				    size_t n)
{
	const char **opt = arena_alloc(a, (n + 1) * sizeof(*opt));
	char *dc = board_defconfig_text(kdir, kf->defconfig);
	size_t i, k = nbuild, nopt = 0;

	for (i = nbuild; i < n; i++)
		if (board_option(kc, forced[i], build_sym, dc) == BOPT_OFF)
			opt[nopt++] = forced[i];
		else
			forced[k++] = forced[i];
	/* kept after the others: a file that needs one set gets them all */
	for (i = 0; i < nopt; i++)
		forced[k + i] = opt[i];
	free(dc);
	return k;
}

/* A lexer-only parse of the file alone: fast, and enough for its #if lines. */
static size_t config_symbols_of(CXIndex idx, const char *path, size_t size,
				struct arena *a, const char ***out, size_t have)
{
	CXTranslationUnit tu = NULL;
	size_t n = have;

	if (clang_parseTranslationUnit2(
		    idx, path, NULL, 0, NULL, 0,
		    CXTranslationUnit_SingleFileParse |
			    CXTranslationUnit_SkipFunctionBodies |
			    CXTranslationUnit_KeepGoing,
		    &tu) != CXError_Success)
		return 0;
	n = config_symbols(tu, clang_getFile(tu, path), size, a, out, have);
	clang_disposeTranslationUnit(tu);
	return n;
}

/*
 * The file's own Kconfig symbol (obj-$(CONFIG_ARCH_LUBBOCK) += lubbock.o):
 * headers declare the board's functions only when it is set.
 */
static size_t force_one(struct arena *a, const char ***forced, size_t n,
			const char *sym)
{
	char *cfg = arena_printf(a, "CONFIG_%s", sym);
	const char **out;
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp((*forced)[i], cfg))
			return n;
	out = arena_alloc(a, (n + 1) * sizeof(*out));
	for (i = 0; i < n; i++)
		out[i] = (*forced)[i];
	out[n++] = cfg;
	*forced = out;
	return n;
}

/*
 * What a board's symbol selects (MACH_CM_X300 selects CPU_PXA310): headers
 * declare that SoC's pins and devices only then, whatever the defconfig.
 */
struct forcing {
	struct arena *a;
	const char ***forced;
	size_t n;
};

/* forces @sym on; what it selects is walked only when it is new */
static int force_selected(const char *sym, void *arg)
{
	struct forcing *f = arg;
	size_t before = f->n;

	f->n = force_one(f->a, f->forced, f->n, sym);
	return f->n != before;
}

static size_t force_selects(const struct kconfig *kc, const char *sym,
			    struct arena *a, const char ***forced, size_t n)
{
	struct forcing f = { a, forced, n };

	kconfig_walk_selects(kc, sym, 3, force_selected, &f);
	return f.n;
}

static size_t add_build_symbol(const char *kdir, const char *rel,
			       const struct kconfig *kc, struct arena *a,
			       const char ***forced, size_t n, const char **sym)
{
	const char *base = strrchr(rel, '/') + 1;
	char *dir = xstrndup(rel, (size_t)(base - rel - 1));
	char *obj = xasprintf("%.*s.o", (int)(strlen(base) - 2), base);
	struct kbuild_makefile mk = { 0 };
	struct bf_error e;
	const struct kbuild_obj *o;

	if (!kbuild_read(kdir, dir, &mk, &e) &&
	    (o = kbuild_find(&mk, obj)) != NULL) {
		const char *syms[2] = { o->sym, o->guard };

		*sym = o->sym ? arena_strdup(a, o->sym) : NULL;
		int k;

		for (k = 0; k < 2; k++) {
			if (!syms[k])
				continue;
			n = force_one(a, forced, n, syms[k]);
			n = force_selects(kc, syms[k], a, forced, n);
		}
	}
	kbuild_free(&mk);
	free(dir);
	free(obj);
	return n;
}

static void skipped(struct xctx *x)
{
	CXSourceRangeList *l = clang_getSkippedRanges(x->tu, x->file);
	size_t alloc = 0;
	unsigned i;

	for (i = 0; l && i < l->count; i++) {
		struct skipped_range sr;

		clang_getSpellingLocation(clang_getRangeStart(l->ranges[i]),
					  NULL, &sr.first, NULL, NULL);
		clang_getSpellingLocation(clang_getRangeEnd(l->ranges[i]), NULL,
					  &sr.last, NULL, NULL);
		ARENA_PUSH(&x->b->arena, x->b->skipped, x->b->nskipped, alloc,
			   sr);
	}
	if (l)
		clang_disposeSourceRangeList(l);
}

/*
 * The preprocessing record (every macro definition and expansion of every
 * header, the #include directives and the skipped branches) is asked for
 * a board file only: its #includes name its SoC and its skipped branches
 * are reported. A library model uses neither, and without the record its
 * parse and walks cost about a tenth less.
 */
static CXTranslationUnit parse(CXIndex idx, const char *wrap,
			       struct CXUnsavedFile *uf,
			       const struct kflags *kf, const char *rel,
			       const char **forced, size_t nforced, int lib)
{
	size_t argc = kf->argc + nforced + 8, i, n = 0;
	const char *base = strrchr(rel, '/') + 1;
	int stem = (int)(strlen(base) - 2);
	/* What Kbuild defines per file, as the .cmd file had it. */
	char *modname = xasprintf("-DKBUILD_MODNAME=\"%.*s\"", stem, base);
	char *basename = xasprintf("-DKBUILD_BASENAME=\"%.*s\"", stem, base);
	char *kmod = xasprintf("-D__KBUILD_MODNAME=kmod_%.*s", stem, base);
	char *p;

	/* Kbuild's module names have '_' for '-' (cm-a510.c is cm_a510) */
	for (p = strchr(modname, '='); p && *p; p++)
		if (*p == '-')
			*p = '_';
	for (p = strchr(kmod, '='); p && *p; p++)
		if (*p == '-')
			*p = '_';
	char *modfile = xasprintf("-DKBUILD_MODFILE=\"%.*s\"",
				  (int)(strlen(rel) - 2), rel);
	const char **argv = xcalloc(argc, sizeof(char *));
	char **defs = xcalloc(nforced + 1, sizeof(char *));
	CXTranslationUnit tu = NULL;

	for (i = 0; i < kf->argc; i++)
		argv[n++] = kf->argv[i];
	argv[n++] = "-w";
	argv[n++] = "-ferror-limit=5";
	argv[n++] = modname;
	argv[n++] = basename;
	argv[n++] = kmod;
	argv[n++] = modfile;
	for (i = 0; i < nforced; i++)
		argv[n++] = defs[i] = xasprintf("-D%s=1", forced[i]);
	if (clang_parseTranslationUnit2(
		    idx, wrap, argv, (int)n, uf, 1,
		    lib ? CXTranslationUnit_None :
			  CXTranslationUnit_DetailedPreprocessingRecord,
		    &tu) != CXError_Success)
		tu = NULL;
	for (i = 0; i < nforced; i++)
		free(defs[i]);
	free(defs);
	free(argv);
	free(modname);
	free(basename);
	free(kmod);
	free(modfile);
	return tu;
}

static void read_probes(struct xctx *x, const char *const *probes, size_t np)
{
	struct board *b = x->b;
	size_t i;

	b->probes = arena_alloc(&b->arena, (np + 1) * sizeof(*b->probes));
	b->nprobes = np;
	for (i = 0; i < np; i++)
		b->probes[i].expr = arena_strdup(&b->arena, probes[i]);
}

struct probe_find {
	struct board *b;
};

static enum CXChildVisitResult probe_visit(CXCursor c, CXCursor p,
					   CXClientData d)
{
	struct probe_find *pf = d;
	CXString s;
	const char *n;

	(void)p;
	if (clang_getCursorKind(c) == CXCursor_EnumDecl)
		return CXChildVisit_Recurse;
	if (clang_getCursorKind(c) != CXCursor_EnumConstantDecl)
		return CXChildVisit_Continue;
	s = clang_getCursorSpelling(c);
	n = clang_getCString(s);
	if (!strncmp(n, "__bf2dts_probe_", 15)) {
		size_t i = strtoul(n + 15, NULL, 10);

		if (i < pf->b->nprobes) {
			pf->b->probes[i].value =
				clang_getEnumConstantDeclValue(c);
			pf->b->probes[i].ok = 1;
		}
	}
	clang_disposeString(s);
	return CXChildVisit_Continue;
}

static char *wrapper_text(const char *base, const char *const *probes,
			  size_t np)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	sb_addf(&sb, "#include \"%s\"\n", base);
	for (i = 0; i < np; i++) {
		size_t n = strcspn(probes[i], "( ");

		sb_addf(&sb,
			"#ifdef %.*s\nenum { __bf2dts_probe_%zu = (%s) };\n#endif\n",
			(int)n, probes[i], i, probes[i]);
	}
	return sb_detach(&sb);
}

/* The files a parse read: what a cached model of it depends on. */
struct deps {
	const char *skip; /* the wrapper: an unsaved file, keyed by its text */
	char **path;
	size_t n, alloc;
};

static void deps_visit(CXFile f, CXSourceLocation *stack, unsigned len,
		       CXClientData d)
{
	struct deps *dp = d;
	CXString s = clang_getFileName(f);
	const char *n = clang_getCString(s);

	(void)stack;
	(void)len;
	if (n && strcmp(n, dp->skip))
		VEC_PUSH(dp->path, dp->n, dp->alloc, xstrdup(n));
	clang_disposeString(s);
}

static int cmp_strp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static void deps_of(CXTranslationUnit tu, struct deps *dp)
{
	size_t i, k = 0;

	clang_getInclusions(tu, deps_visit, dp);
	/* a header included twice is one dependency */
	sort_array(dp->path, dp->n, sizeof(*dp->path), cmp_strp);
	for (i = 0; i < dp->n; i++) {
		if (k && !strcmp(dp->path[k - 1], dp->path[i]))
			free(dp->path[i]);
		else
			dp->path[k++] = dp->path[i];
	}
	dp->n = k;
}

static void deps_release(struct deps *dp)
{
	size_t i;

	for (i = 0; i < dp->n; i++)
		free(dp->path[i]);
	free(dp->path);
}

static int board_key(struct libcache *lc, struct libcache_key *k,
		     const char *kdir, const char *rel, const struct kflags *kf,
		     const char *wtext, const char **forced, size_t nforced,
		     size_t nbuild);
static void board_cache_debug(const char *rel, const char *what);
static int board_store(struct libcache *lc, const struct libcache_key *k,
		       const char *rel, const char *kdir, const struct board *b,
		       struct deps *dp, struct bf_error *e);

/* An empty model of @rel, as extract() starts one. */
static void board_start(struct board *b, const char *rel, const char *path,
			const struct kflags *kf)
{
	memset(b, 0, sizeof(*b));
	b->rel = arena_strdup(&b->arena, rel);
	b->path = arena_strdup(&b->arena, path);
	b->family = arena_strdup(&b->arena, kf->family);
	b->dir = arena_strndup(&b->arena, path,
			       (size_t)(strrchr(path, '/') + 1 - path));
}

/*
 * @dp (NULL: not wanted) receives the files the parse read, those of every
 * attempt: a header that broke the forced parse decides the result too.
 * With @lc (board files only), the model comes from the cache when
 * an entry for the same inputs checks out, and is stored there when parsed.
 */
static int extract(const char *kdir, const char *rel, const struct kflags *kf,
		   const struct kconfig *kc, const char *const *probes,
		   size_t nprobes, struct board *b, int lib, struct deps *dp,
		   struct libcache *lc, struct bf_error *e)
{
	struct libcache_key k;
	struct deps bdp = { 0 };
	struct xctx x = { .b = b };
	struct inclctx ic = { .x = &x };
	struct probe_find pf = { b };
	CXIndex idx;
	CXTranslationUnit tu;
	struct CXUnsavedFile uf;
	char *path = xasprintf("%s/%s", kdir, rel);
	const char *base = strrchr(rel, '/') + 1;
	char *wrap, *wtext;
	/* what is forced lives here until the model is made (the cache's is) */
	struct arena fa = { 0 };
	const char **forced = NULL, *build_sym = NULL;
	struct libcache *store = NULL; /* a miss: the cache to store it in */
	size_t nforced = 0, nbuild, nall = 0, i;
	struct stat st;
	int rc = -1;

	board_start(b, rel, path, kf);
	if (stat(path, &st)) {
		free(path);
		return bf_err(e, "%s: no such file", rel);
	}
	wrap = xasprintf("%.*s.bf2dts-%s", (int)(strrchr(path, '/') + 1 - path),
			 path, base);
	wtext = wrapper_text(base, probes, nprobes);
	uf.Filename = wrap;
	uf.Contents = wtext;
	uf.Length = strlen(wtext);
	idx = clang_createIndex(0, 0);
	/*
	 * Hardware is not configuration: the CONFIG_ symbols the file tests
	 * are forced on. A lexer-only pass finds them, so that one full parse
	 * usually suffices; should forcing break the parse, the file is parsed
	 * as configured and the skipped lines are reported.
	 */
	nbuild = 0;
	if (!lib) {
		/* first the board's own symbols and what they select, then the file's */
		nbuild = add_build_symbol(kdir, rel, kc, &fa, &forced, 0,
					  &build_sym);
		nforced = config_symbols_of(idx, path, (size_t)st.st_size, &fa,
					    &forced, nbuild);
		nall = nforced;
		nforced = unforce_board_options(kdir, kf, kc, build_sym, &fa,
						forced, nbuild, nforced);
	}
	/* everything the model depends on is known now: the key */
	if (lc &&
	    board_key(lc, &k, kdir, rel, kf, wtext, forced, nforced, nbuild))
		lc = NULL;
	if (lc) {
		struct strbuf why = STRBUF_INIT;
		int hit;

		board_release(b);
		hit = libcache_load(lc, &k, b, e, &why);
		board_cache_debug(rel, hit < 0 ? sb_str(&why) :
				       hit     ? "hit (it does not parse)" :
						 "hit");
		sb_release(&why);
		if (hit >= 0) {
			clang_disposeIndex(idx);
			rc = hit ? -1 : 0;
			goto out_cached;
		}
		/* a miss: parsed as without the cache, then stored */
		board_release(b);
		board_start(b, rel, path, kf);
		store = lc;
		dp = &bdp;
	}
	b->build_sym = build_sym ? arena_strdup(&b->arena, build_sym) : NULL;
	tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	/*
	 * A file that cannot do without its options (cerf.c's #error when
	 * no flash size is chosen) has them all forced, as before.
	 */
	if (tu && nall > nforced && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = nall;
		tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	}
	/* should forcing break the parse: the board's symbols only, then none */
	if (tu && nforced > nbuild && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = nbuild;
		tu = parse(idx, wrap, &uf, kf, rel, forced, nforced, lib);
	}
	if (tu && nforced && first_error(tu, rel, e)) {
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		clang_disposeTranslationUnit(tu);
		nforced = 0;
		tu = parse(idx, wrap, &uf, kf, rel, NULL, 0, lib);
	}
	if (!tu) {
		bf_err(e, "%s: libclang could not parse it", rel);
		goto out;
	}
	if (first_error(tu, rel, e)) {
		/* an error is as much a result of the files read as a model */
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		goto out_tu;
	}
	if (nforced)
		b->forced =
			arena_alloc(&b->arena, nforced * sizeof(*b->forced));
	for (i = 0; i < nforced; i++)
		b->forced[i] = arena_strdup(&b->arena, forced[i]);
	b->nforced = nforced;
	x.tu = tu;
	x.file = clang_getFile(tu, path);
	x.fsize = (unsigned)st.st_size;
	if (lib)
		x.libdir = b->dir;
	if (!lib)
		skipped(&x);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), top_visit, &x);
	if (!lib)
		clang_visitChildren(clang_getTranslationUnitCursor(tu),
				    incl_top, &ic);
	collect_vars(&x);
	if (lib)
		collect_functions(&x);
	else
		collect_machines(&x);
	if (!b->nmachines && !lib) {
		bf_err(e, "%s: not a board file (no MACHINE_START)", rel);
		if (dp) {
			dp->skip = wrap;
			deps_of(tu, dp);
		}
		goto out_tu;
	}
	read_probes(&x, probes, nprobes);
	clang_visitChildren(clang_getTranslationUnitCursor(tu), probe_visit,
			    &pf);
	if (!lib)
		collect_cmdline_vars(&x);
	collect_steps(&x);
	add_literals(&x);
	if (dp) {
		dp->skip = wrap;
		deps_of(tu, dp);
	}
	rc = 0;
out_tu:
	clang_disposeTranslationUnit(tu);
out:
	clang_disposeIndex(idx);
out_cached:
	free(x.lits);
	free(x.funcs);
	free(x.hfuncs);
	free(x.vars);
	free(path);
	free(wrap);
	free(wtext);
	arena_free(&fa);
	if (rc)
		board_release(b);
	if (store)
		rc = board_store(store, &k, rel, kdir, rc ? NULL : b, dp, e);
	return rc;
}

int board_extract(const char *kdir, const char *rel, const struct kflags *kf,
		  const struct kconfig *kc, const char *const *probes,
		  size_t nprobes, struct libcache *lc, struct board *b,
		  struct bf_error *e)
{
	return extract(kdir, rel, kf, kc, probes, nprobes, b, 0, NULL, lc, e);
}

static void board_cache_debug(const char *rel, const char *what)
{
	const char *debug = getenv("BF2DTS_LIBCACHE_DEBUG");

	if (debug && *debug && strcmp(debug, "0"))
		fprintf(stderr, "bf2dts: board cache: %s: %s\n", rel, what);
}

/* The tree, by path and by what it is (kernel/treekey.c): never another's. */
static void key_tree(struct libcache_key *k, const char *kdir)
{
	char *tk = tree_key(kdir);

	libcache_key_add(k, kdir);
	libcache_key_add(k, tk);
	free(tk);
}

/*
 * What a board model depends on besides the files its parses read: the
 * tree, the file, Kbuild's flags, the wrapper (its probes) and the CONFIG_
 * symbols forced on, which Kconfig, the Makefile and the file's own #if
 * lines decided before the parse.
 */
static int board_key(struct libcache *lc, struct libcache_key *k,
		     const char *kdir, const char *rel, const struct kflags *kf,
		     const char *wtext, const char **forced, size_t nforced,
		     size_t nbuild)
{
	CXString v = clang_getClangVersion();
	char num[32];
	size_t i;
	int rc = libcache_key_init(lc, k, clang_getCString(v));

	clang_disposeString(v);
	if (rc)
		return -1;
	libcache_key_add(k, "board");
	key_tree(k, kdir);
	libcache_key_add(k, rel);
	libcache_key_add(k, kf->family);
	libcache_key_add(k, kf->defconfig);
	for (i = 0; i < kf->argc; i++)
		libcache_key_add(k, kf->argv[i]);
	libcache_key_add(k, wtext);
	snprintf(num, sizeof(num), "%zu", nbuild);
	libcache_key_add(k, num);
	for (i = 0; i < nforced; i++)
		libcache_key_add(k, forced[i]);
	libcache_key_final(k);
	return 0;
}

/*
 * Stores the model @b or, with @b NULL, the error in @e; returns what the
 * extraction returned (0 with a model). The directory's Makefile counts
 * among the dependencies: it names the board's Kconfig symbol.
 */
static int board_store(struct libcache *lc, const struct libcache_key *k,
		       const char *rel, const char *kdir, const struct board *b,
		       struct deps *dp, struct bf_error *e)
{
	char *mk = xasprintf("%s/%.*s/Makefile", kdir,
			     (int)(strrchr(rel, '/') - rel), rel);

	if (dp->n && !access(mk, R_OK)) {
		VEC_PUSH(dp->path, dp->n, dp->alloc, mk);
		mk = NULL;
	}
	if (dp->n && libcache_store(lc, k, b, b ? NULL : e->msg,
				    (const char *const *)dp->path, dp->n))
		board_cache_debug(rel, "not stored");
	free(mk);
	deps_release(dp);
	return b ? 0 : -1;
}

/*
 * What a library model depends on besides the files it reads: the tree,
 * the file and Kbuild's flags. The per-file defines and the wrapper that
 * parse() and extract() add are fixed by @rel and by the code, which the
 * key covers through the binary's digest (libcache.h).
 */
static int library_key(struct libcache *lc, struct libcache_key *k,
		       const char *kdir, const char *rel,
		       const struct kflags *kf)
{
	CXString v = clang_getClangVersion();
	size_t i;
	int rc = libcache_key_init(lc, k, clang_getCString(v));

	clang_disposeString(v);
	if (rc)
		return -1;
	libcache_key_add(k, "library");
	key_tree(k, kdir);
	libcache_key_add(k, rel);
	libcache_key_add(k, kf->family);
	libcache_key_add(k, kf->defconfig);
	for (i = 0; i < kf->argc; i++)
		libcache_key_add(k, kf->argv[i]);
	libcache_key_final(k);
	return 0;
}

int board_extract_library(const char *kdir, const char *rel,
			  const struct kflags *kf, struct libcache *lc,
			  struct board *lib, struct bf_error *e)
{
	struct libcache_key k;
	struct deps dp = { 0 };
	struct strbuf why = STRBUF_INIT;
	const char *debug = getenv("BF2DTS_LIBCACHE_DEBUG");
	int rc;

	if (lc && library_key(lc, &k, kdir, rel, kf))
		lc = NULL;
	if (lc) {
		rc = libcache_load(lc, &k, lib, e, &why);
		if (debug && *debug)
			fprintf(stderr, "bf2dts: library cache: %s: %s\n", rel,
				rc < 0 ? sb_str(&why) :
				rc     ? "hit (it does not parse)" :
					 "hit");
		sb_release(&why);
		if (rc >= 0)
			return rc ? -1 : 0;
	}
	rc = extract(kdir, rel, kf, NULL, NULL, 0, lib, 1, lc ? &dp : NULL,
		     NULL, e);
	/* a file that does not parse is kept too (with its error) */
	if (lc && dp.n &&
	    libcache_store(lc, &k, rc ? NULL : lib, rc ? e->msg : NULL,
			   (const char *const *)dp.path, dp.n) &&
	    debug && *debug)
		fprintf(stderr, "bf2dts: library cache: %s: not stored\n", rel);
	deps_release(&dp);
	return rc;
}

void board_release(struct board *b)
{
	arena_free(&b->arena);
	memset(b, 0, sizeof(*b));
}
