// SPDX-License-Identifier: GPL-2.0
/*
 * The driver index is built in three steps, one direction:
 *   scan   find candidate files in the tree (plain substring search),
 *   lex    tokenize each with libclang (single-file, no includes: fast),
 *   walk   read the token stream for the three declarations that matter:
 *          struct platform_driver, struct of_device_id[],
 *          struct platform_device_id[];
 * then every driver becomes entries (its .driver.name and its id_table
 * names), sorted by name and cached as a text file.
 */
#define _GNU_SOURCE /* memmem */
#include "kernel/drvindex.h"

#include <clang-c/Index.h>
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kernel/kprep.h"
#include "kernel/machdev.h"
#include "lib/fileio.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

/* Bump when the walk learns something new: old caches are then rebuilt. */
#define DRVINDEX_FORMAT "bf2dts-drvindex-7"

/* Where platform drivers live in the tree (missing ones are skipped). */
static const char *const scan_roots[] = { "drivers", "sound", "arch/arm" };

/* ---- tokens ---------------------------------------------------------- */

/* A token is a slice of the file buffer; no per-token allocation. */
struct tok {
	enum CXTokenKind kind;
	unsigned off, len, line;
	int bol; /* first token of a logical line: '#' here is a directive */
	int in_directive;
};

struct macro {
	const char *name; /* points into the buffer, length nlen */
	unsigned nlen;
	size_t body, nbody; /* token indices */
};

/* A table of strings read from an of_device_id or platform_device_id array. */
struct strtab {
	char *ident;
	char **v;
	size_t n, alloc;
	int unresolved; /* entries that exist but could not be read */
};

struct rawdrv {
	char *name; /* NULL: could not be read */
	char *of_ref; /* identifier named by .of_match_table, or NULL */
	char *id_ref; /* identifier named by .id_table, or NULL */
	int line;
};

/* One lexed source file and what the walk found in it. */
struct unit {
	char *path; /* as opened */
	char *rel; /* kernel-relative path of the driver being read */
	char *modname; /* what KBUILD_MODNAME expands to, read when used */
	char *buf;
	size_t size;
	struct tok *t;
	size_t nt, at;
	struct macro *mac;
	size_t nmac, amac;
	struct strtab **of, **ids;
	size_t nof, aof, nids, aids;
	struct rawdrv *drv;
	size_t ndrv, adrv;
	/* Headers of the same directory, loaded when a name is missing. */
	struct unit **local;
	size_t nlocal, alocal;
	int locals_loaded;
	CXIndex cx; /* to lex those headers */
	const char *kdir; /* where <linux/...> headers are */
};

static int tok_is(const struct unit *u, size_t i, const char *s)
{
	size_t n = strlen(s);

	return i < u->nt && u->t[i].len == n &&
	       !memcmp(u->buf + u->t[i].off, s, n);
}

static int tok_ident(const struct unit *u, size_t i)
{
	return i < u->nt && (u->t[i].kind == CXToken_Identifier ||
			     u->t[i].kind == CXToken_Keyword);
}

static char *tok_dup(const struct unit *u, size_t i)
{
	return xstrndup(u->buf + u->t[i].off, u->t[i].len);
}

/*
 * Marks tokens that are part of a preprocessor directive: a '#' first on
 * its line up to the next token that starts a line (backslash-newline
 * continues a directive, which is why lines are found from the buffer).
 */
static void mark_lines(struct unit *u)
{
	size_t i, prev_end = 0;
	unsigned line = 1;
	int in_dir = 0;

	for (i = 0; i < u->nt; i++) {
		struct tok *t = &u->t[i];
		size_t p;
		int nl = i == 0;

		for (p = prev_end; p < t->off && p < u->size; p++) {
			if (u->buf[p] != '\n')
				continue;
			line++;
			if (!(p > 0 && u->buf[p - 1] == '\\'))
				nl = 1;
		}
		t->line = line;
		t->bol = nl;
		if (nl)
			in_dir = tok_is(u, i, "#");
		t->in_directive = in_dir;
		for (p = t->off; p < t->off + t->len && p < u->size; p++)
			line += u->buf[p] == '\n';
		prev_end = t->off + t->len;
	}
}

static int lex_file(CXIndex cx, const char *path, struct unit *u,
		    struct bf_error *e)
{
	static const char *const args[] = {
		"-x", "c", "-std=gnu11", "-w", "-nostdinc", "-ferror-limit=1"
	};
	const unsigned opts = CXTranslationUnit_SingleFileParse |
			      CXTranslationUnit_SkipFunctionBodies |
			      CXTranslationUnit_KeepGoing;
	CXTranslationUnit tu = NULL;
	CXToken *toks = NULL;
	const char *buf;
	unsigned n = 0, i;
	CXFile f;

	if (clang_parseTranslationUnit2(cx, path, args,
					sizeof(args) / sizeof(args[0]), NULL, 0,
					opts, &tu) ||
	    !tu)
		return bf_err(e, "%s: libclang cannot read it", path);
	f = clang_getFile(tu, path);
	buf = f ? clang_getFileContents(tu, f, &u->size) : NULL;
	if (!buf) {
		clang_disposeTranslationUnit(tu);
		return bf_err(e, "%s: libclang cannot read it", path);
	}
	u->buf = xstrndup(buf, u->size);
	clang_tokenize(
		tu,
		clang_getRange(clang_getLocationForOffset(tu, f, 0),
			       clang_getLocationForOffset(tu, f, u->size)),
		&toks, &n);
	u->t = xcalloc(n ? n : 1, sizeof(*u->t));
	for (i = 0; i < n; i++) {
		CXSourceRange r = clang_getTokenExtent(tu, toks[i]);
		unsigned a, b;

		clang_getSpellingLocation(clang_getRangeStart(r), NULL, NULL,
					  NULL, &a);
		clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL,
					  NULL, &b);
		if (b < a || b > u->size)
			continue;
		u->t[u->nt++] = (struct tok){
			clang_getTokenKind(toks[i]), a, b - a, 0, 0, 0
		};
	}
	clang_disposeTokens(tu, toks, n);
	clang_disposeTranslationUnit(tu);
	u->path = xstrdup(path);
	mark_lines(u);
	return 0;
}

/* ---- directives: object-like #defines and local #includes ------------- */

static void collect_macros(struct unit *u)
{
	size_t i, j;

	for (i = 0; i + 2 < u->nt; i++) {
		struct macro m;

		if (!u->t[i].bol || !tok_is(u, i, "#") ||
		    !tok_is(u, i + 1, "define") || !tok_ident(u, i + 2))
			continue;
		j = i + 3;
		/* NAME( with no space is a function-like macro: not a value. */
		if (j < u->nt && !u->t[j].bol && tok_is(u, j, "(") &&
		    u->t[j].off == u->t[i + 2].off + u->t[i + 2].len)
			continue;
		m.name = u->buf + u->t[i + 2].off;
		m.nlen = u->t[i + 2].len;
		m.body = j;
		while (j < u->nt && !u->t[j].bol)
			j++;
		m.nbody = j - m.body;
		VEC_PUSH(u->mac, u->nmac, u->amac, m);
	}
}

static struct unit *unit_new(void)
{
	return xcalloc(1, sizeof(struct unit));
}

static void strtab_free(struct strtab *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		free(t->v[i]);
	free(t->v);
	free(t->ident);
	free(t);
}

static void unit_free(struct unit *u)
{
	size_t i;

	if (!u)
		return;
	for (i = 0; i < u->nof; i++)
		strtab_free(u->of[i]);
	for (i = 0; i < u->nids; i++)
		strtab_free(u->ids[i]);
	for (i = 0; i < u->ndrv; i++) {
		free(u->drv[i].name);
		free(u->drv[i].of_ref);
		free(u->drv[i].id_ref);
	}
	for (i = 0; i < u->nlocal; i++)
		unit_free(u->local[i]);
	free(u->local);
	free(u->of);
	free(u->ids);
	free(u->drv);
	free(u->mac);
	free(u->t);
	free(u->buf);
	free(u->path);
	free(u->modname);
	free(u->rel);
	free(u);
}

static void walk_unit(struct unit *u);

/* Where an #include names a file: "x.h" beside the file, <x.h> in the
 * tree's include directories. NULL: not in the tree. */
static char *include_path(const struct unit *u, size_t lit)
{
	static const char *const sysdirs[] = { "include", "arch/arm/include" };
	const char *name = u->buf + u->t[lit].off + 1;
	int n = (int)u->t[lit].len - 2;
	const char *slash = strrchr(u->path, '/');
	char *p;
	size_t k;

	if (n <= 0)
		return NULL;
	if (u->buf[u->t[lit].off] == '"') {
		p = xasprintf("%.*s/%.*s", slash ? (int)(slash - u->path) : 1,
			      slash ? u->path : ".", n, name);
		if (!access(p, R_OK))
			return p;
		free(p);
		return NULL;
	}
	for (k = 0; k < sizeof(sysdirs) / sizeof(sysdirs[0]); k++) {
		p = xasprintf("%s/%s/%.*s", u->kdir, sysdirs[k], n, name);
		if (!access(p, R_OK))
			return p;
		free(p);
	}
	return NULL;
}

/* The file an `#include` at token @i names, NULL if none in the tree.
 * "x.h" is one string literal; <x.h> is a run of tokens up to '>', read
 * from the buffer. */
static char *include_target(const struct unit *u, size_t i)
{
	size_t j = i + 2;
	struct tok t;
	struct unit tmp;
	const char *gt;

	if (j >= u->nt || u->t[j].bol)
		return NULL;
	if (u->t[j].kind == CXToken_Literal && u->buf[u->t[j].off] == '"')
		return include_path(u, j);
	if (!tok_is(u, j, "<"))
		return NULL;
	gt = memchr(u->buf + u->t[j].off, '>', u->size - u->t[j].off);
	if (!gt || memchr(u->buf + u->t[j].off, '\n',
			  (size_t)(gt - (u->buf + u->t[j].off))))
		return NULL;
	t = u->t[j];
	t.len = (unsigned)(gt - (u->buf + t.off)) + 1;
	tmp = *u;
	tmp.t = &t;
	tmp.nt = 1;
	return include_path(&tmp, 0);
}

/*
 * Definitions a driver needs are sometimes in a header: its own ("foo.h"),
 * or the tree's (<linux/platform_data/...>, where MV_XOR_NAME is). Those
 * are lexed on demand, only when a name is missing, one level deep.
 */
/*
 * The file at @path lexed and walked for @u's driver, one level deep (its
 * own includes are not followed), kept with @u's local files; NULL: it
 * does not lex.
 */
static struct unit *load_local(struct unit *u, const char *path)
{
	struct bf_error e;
	struct unit *h = unit_new();

	if (lex_file(u->cx, path, h, &e)) {
		unit_free(h);
		return NULL;
	}
	h->rel = xstrdup(u->rel);
	h->cx = u->cx;
	h->kdir = u->kdir;
	h->locals_loaded = 1;
	collect_macros(h);
	walk_unit(h);
	VEC_PUSH(u->local, u->nlocal, u->alocal, h);
	return h;
}

static void load_locals(struct unit *u)
{
	size_t i;

	if (u->locals_loaded)
		return;
	u->locals_loaded = 1;
	for (i = 0; i + 2 < u->nt; i++) {
		char *p;

		if (!u->t[i].bol || !tok_is(u, i, "#") ||
		    !tok_is(u, i + 1, "include"))
			continue;
		p = include_target(u, i);
		if (!p)
			continue;
		load_local(u, p);
		free(p);
	}
}

static const struct macro *find_macro_in(const struct unit *u, const char *s,
					 size_t n)
{
	size_t i;

	for (i = 0; i < u->nmac; i++)
		if (u->mac[i].nlen == n && !memcmp(u->mac[i].name, s, n))
			return &u->mac[i];
	return NULL;
}

/* ---- values: strings through macros ----------------------------------- */

struct resolver {
	int depth;
};

static int add_string_literal(struct strbuf *sb, const char *s, size_t n)
{
	size_t i;

	if (n < 2 || s[0] != '"' || s[n - 1] != '"')
		return -1;
	for (i = 1; i + 1 < n; i++) {
		if (s[i] != '\\') {
			sb_addch(sb, s[i]);
			continue;
		}
		if (++i + 1 >= n)
			return -1;
		sb_addch(sb, s[i] == 'n' ? '\n' : s[i] == 't' ? '\t' : s[i]);
	}
	return 0;
}

static int resolve_string(struct resolver *r, struct unit *u, size_t a,
			  size_t b, struct strbuf *sb);
static char *modname_of(const char *kdir, const char *rel);

static size_t match_close(const struct unit *u, size_t i);

/*
 * `static const char name[] = VALUE;` or `static const char *name = VALUE;`
 * (udc drivers name themselves so): sets [*a, *b) to VALUE.
 */
static int find_char_var(const struct unit *u, const char *s, size_t n,
			 size_t *a, size_t *b)
{
	size_t i, j;

	for (i = 1; i + 1 < u->nt; i++) {
		const struct tok *t = &u->t[i];
		int is_char = 0;

		if (t->in_directive || t->len != n ||
		    memcmp(u->buf + t->off, s, n))
			continue;
		j = i + 1;
		if (tok_is(u, j, "[") && tok_is(u, j + 1, "]"))
			j += 2;
		else if (!tok_is(u, i - 1, "*"))
			continue;
		if (!tok_is(u, j, "="))
			continue;
		for (*a = i; *a > 0 && *a + 4 > i; (*a)--)
			is_char |= tok_is(u, *a - 1, "char");
		if (!is_char)
			continue;
		*a = j + 1;
		for (*b = *a; *b < u->nt && !tok_is(u, *b, ";"); (*b)++)
			if (tok_is(u, *b, "{") || tok_is(u, *b, "("))
				*b = match_close(u, *b);
		return *b < u->nt ? 0 : -1;
	}
	return -1;
}

/* An identifier inside a value: KBUILD_MODNAME or an object-like macro of
 * this file or of its local headers. */
static int resolve_ident(struct resolver *r, struct unit *u, size_t i,
			 struct strbuf *sb)
{
	const char *s = u->buf + u->t[i].off;
	size_t n = u->t[i].len, k, va, vb;
	const struct macro *m;
	int ret;

	if (tok_is(u, i, "KBUILD_MODNAME")) {
		if (!u->modname)
			u->modname = modname_of(u->kdir, u->rel);
		sb_add(sb, u->modname);
		return 0;
	}
	if (r->depth > 8)
		return -1;
	m = find_macro_in(u, s, n);
	if (!m) {
		load_locals(u);
		for (k = 0; k < u->nlocal && !m; k++) {
			m = find_macro_in(u->local[k], s, n);
			if (m)
				u = u->local[k];
		}
	}
	if (m && m->nbody) {
		va = m->body;
		vb = m->body + m->nbody;
	} else if (find_char_var(u, s, n, &va, &vb)) {
		return -1;
	}
	r->depth++;
	ret = resolve_string(r, u, va, vb, sb);
	r->depth--;
	return ret;
}

/* Tokens [a, b) as one string: literals concatenated, macros expanded,
 * parentheses ignored. Anything else (a call, a cast) is not a constant
 * this index can read. */
static int resolve_string(struct resolver *r, struct unit *u, size_t a,
			  size_t b, struct strbuf *sb)
{
	size_t i;
	int any = 0;

	for (i = a; i < b; i++) {
		const struct tok *t = &u->t[i];

		/* A macro body is a directive; a value in code is not. */
		if (t->in_directive != u->t[a].in_directive)
			continue;
		if (t->kind == CXToken_Comment || tok_is(u, i, "(") ||
		    tok_is(u, i, ")"))
			continue;
		if (t->kind == CXToken_Literal) {
			if (add_string_literal(sb, u->buf + t->off, t->len))
				return -1;
		} else if (t->kind == CXToken_Identifier) {
			if (resolve_ident(r, u, i, sb))
				return -1;
		} else {
			return -1;
		}
		any = 1;
	}
	return any ? 0 : -1;
}

static char *value_string(struct resolver *r, struct unit *u, size_t a,
			  size_t b)
{
	struct strbuf sb = STRBUF_INIT;

	if (resolve_string(r, u, a, b, &sb)) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

/* ---- initializers ----------------------------------------------------- */

/* Index of the bracket closing the one at @i, skipping directive lines;
 * u->nt when unbalanced. */
static size_t match_close(const struct unit *u, size_t i)
{
	int depth = 0;

	for (; i < u->nt; i++) {
		if (u->t[i].in_directive || u->t[i].kind != CXToken_Punctuation)
			continue;
		if (tok_is(u, i, "{") || tok_is(u, i, "(") || tok_is(u, i, "["))
			depth++;
		else if (tok_is(u, i, "}") || tok_is(u, i, ")") ||
			 tok_is(u, i, "]"))
			if (--depth == 0)
				return i;
	}
	return u->nt;
}

/* Next element of the brace list whose tokens start at *@pos and end before
 * @end: sets [*a, *b) to it (directive tokens included, the walkers skip
 * them) and moves *pos past its comma. Returns 0 at the end. */
static int next_elem(const struct unit *u, size_t *pos, size_t end, size_t *a,
		     size_t *b)
{
	size_t i = *pos;

	while (i < end &&
	       (u->t[i].in_directive || u->t[i].kind == CXToken_Comment))
		i++;
	if (i >= end)
		return 0;
	*a = i;
	while (i < end) {
		if (u->t[i].in_directive) {
			i++;
			continue;
		}
		if (tok_is(u, i, ","))
			break;
		if (tok_is(u, i, "{") || tok_is(u, i, "(") || tok_is(u, i, "["))
			i = match_close(u, i);
		i++;
	}
	*b = i < end ? i : end;
	*pos = i + 1;
	return 1;
}

/* The next non-directive token at or after @i, before @end. */
static size_t skip_dir(const struct unit *u, size_t i, size_t end)
{
	while (i < end &&
	       (u->t[i].in_directive || u->t[i].kind == CXToken_Comment))
		i++;
	return i;
}

/*
 * A designated element `.a.b = value` within [a, b): returns the number of
 * designators (up to 2) put into @des, with the value range; 0 when the
 * element is positional.
 */
static int designators(const struct unit *u, size_t a, size_t b,
		       const char *des[2], size_t des_len[2], size_t *va,
		       size_t *vb)
{
	int n = 0;
	size_t i = skip_dir(u, a, b);

	while (i + 1 < b && tok_is(u, i, ".") && tok_ident(u, i + 1)) {
		if (n < 2) {
			des[n] = u->buf + u->t[i + 1].off;
			des_len[n] = u->t[i + 1].len;
		}
		n++;
		i = skip_dir(u, i + 2, b);
	}
	if (!n || !tok_is(u, i, "="))
		return 0;
	*va = i + 1;
	*vb = b;
	return n > 2 ? 2 : n;
}

static int des_is(const char *d, size_t n, const char *s)
{
	return strlen(s) == n && !memcmp(d, s, n);
}

/* The table a reference names: `tbl`, `of_match_ptr(tbl)`, `&tbl[0]`. */
static char *value_ident(const struct unit *u, size_t a, size_t b)
{
	static const char *const wrappers[] = { "of_match_ptr", "ACPI_PTR",
						"NULL" };
	size_t i, k;

	for (i = a; i < b; i++) {
		int wrapper = 0;

		if (u->t[i].in_directive || u->t[i].kind != CXToken_Identifier)
			continue;
		for (k = 0; k < sizeof(wrappers) / sizeof(wrappers[0]); k++)
			wrapper |= tok_is(u, i, wrappers[k]);
		if (!wrapper)
			return tok_dup(u, i);
	}
	return NULL;
}

/* ---- the three declarations ------------------------------------------- */

struct decl_walker {
	const char *type; /* the token after `struct` */
	void (*walk)(struct unit *u, size_t ident, size_t lbrace, size_t rbrace,
		     int is_array);
};

static struct strtab *strtab_new(struct unit *u, size_t ident)
{
	struct strtab *t = xcalloc(1, sizeof(*t));

	t->ident = tok_dup(u, ident);
	return t;
}

/*
 * One entry of an id table: the string of field @field (designated), or
 * the @nth positional string. of_device_id is { name, type, compatible,
 * data }: .compatible or the third; platform_device_id is { name,
 * driver_data }: .name or the first.
 */
static void table_entry(struct unit *u, struct strtab *t, size_t a, size_t b,
			const char *field, int nth)
{
	struct resolver r = { 0 };
	size_t pos = a + 1, ea, eb, va, vb;
	const char *des[2];
	size_t dl[2];
	int seen = 0;
	char *s;

	while (next_elem(u, &pos, b, &ea, &eb)) {
		if (designators(u, ea, eb, des, dl, &va, &vb)) {
			if (!des_is(des[0], dl[0], field))
				continue;
		} else if (seen++ == nth) {
			va = ea;
			vb = eb;
		} else {
			continue;
		}
		s = value_string(&r, u, va, vb);
		if (s)
			VEC_PUSH(t->v, t->n, t->alloc, s);
		else
			t->unresolved++;
		return;
	}
	/* Entries without the field ({ .name = "x" } in an of_device_id
	 * table, the sentinel {}) match on something else: nothing to read. */
}

/* An array of id-table entries; one that a macro builds is unresolved. */
static struct strtab *walk_table(struct unit *u, size_t ident, size_t lb,
				 size_t rb, const char *field, int nth)
{
	struct strtab *t = strtab_new(u, ident);
	size_t pos = lb + 1, a, b;

	while (next_elem(u, &pos, rb, &a, &b)) {
		a = skip_dir(u, a, b);
		if (a >= b)
			continue;
		if (tok_is(u, a, "{"))
			table_entry(u, t, a, match_close(u, a), field, nth);
		else
			t->unresolved++;
	}
	return t;
}

static void walk_of_table(struct unit *u, size_t ident, size_t lb, size_t rb,
			  int is_array)
{
	struct strtab *t;

	if (!is_array)
		return;
	t = walk_table(u, ident, lb, rb, "compatible", 2);
	VEC_PUSH(u->of, u->nof, u->aof, t);
}

static void walk_id_table(struct unit *u, size_t ident, size_t lb, size_t rb,
			  int is_array)
{
	struct strtab *t;

	if (!is_array)
		return;
	t = walk_table(u, ident, lb, rb, "name", 0);
	VEC_PUSH(u->ids, u->nids, u->aids, t);
}

/* .driver = { .name, .of_match_table } or .driver.name = ..., and .id_table */
static void driver_field(struct unit *u, struct rawdrv *d, const char *f,
			 size_t fl, size_t va, size_t vb)
{
	struct resolver r = { 0 };

	if (des_is(f, fl, "name") && !d->name)
		d->name = value_string(&r, u, va, vb);
	else if (des_is(f, fl, "of_match_table") && !d->of_ref)
		d->of_ref = value_ident(u, va, vb);
}

static void driver_init(struct unit *u, size_t lb, size_t rb, int line)
{
	struct rawdrv d = { NULL, NULL, NULL, line };
	size_t pos = lb + 1, a, b, va, vb;
	const char *des[2];
	size_t dl[2];
	int n;

	while (next_elem(u, &pos, rb, &a, &b)) {
		n = designators(u, a, b, des, dl, &va, &vb);
		if (n == 1 && des_is(des[0], dl[0], "id_table") && !d.id_ref) {
			d.id_ref = value_ident(u, va, vb);
		} else if (n == 2 && des_is(des[0], dl[0], "driver")) {
			driver_field(u, &d, des[1], dl[1], va, vb);
		} else if (n == 1 && des_is(des[0], dl[0], "driver")) {
			size_t ilb = skip_dir(u, va, vb), ipos, ia, ib;

			if (!tok_is(u, ilb, "{"))
				continue;
			ipos = ilb + 1;
			vb = match_close(u, ilb);
			while (next_elem(u, &ipos, vb, &ia, &ib))
				if (designators(u, ia, ib, des, dl, &va, &b) ==
				    1)
					driver_field(u, &d, des[0], dl[0], va,
						     b);
		}
	}
	VEC_PUSH(u->drv, u->ndrv, u->adrv, d);
}

static void walk_driver(struct unit *u, size_t ident, size_t lb, size_t rb,
			int is_array)
{
	size_t pos = lb + 1, a, b;

	if (!is_array) {
		driver_init(u, lb, rb, (int)u->t[ident].line);
		return;
	}
	while (next_elem(u, &pos, rb, &a, &b)) {
		a = skip_dir(u, a, b);
		if (a < b && tok_is(u, a, "{"))
			driver_init(u, a, match_close(u, a), (int)u->t[a].line);
	}
}

static const struct decl_walker walkers[] = {
	{ "platform_driver", walk_driver },
	{ "of_device_id", walk_of_table },
	{ "platform_device_id", walk_id_table },
};

/*
 * `struct TYPE [qualifiers] ident [ [N] ] [attributes] = {`: anything else
 * (a pointer, a prototype, a declaration without initializer, a use in a
 * macro body) is not a definition.
 */
static void walk_decl(struct unit *u, size_t i, const struct decl_walker *w)
{
	size_t j, ident = 0, lb;
	int is_array = 0;

	for (j = i + 2; j < u->nt && !u->t[j].in_directive; j++) {
		if (tok_is(u, j, "*") || tok_is(u, j, "(") ||
		    tok_is(u, j, ";") || tok_is(u, j, ")") || tok_is(u, j, ","))
			return;
		if (tok_is(u, j, "=")) {
			break;
		} else if (tok_is(u, j, "[")) {
			if (!ident)
				ident = j - 1;
			is_array = 1;
			j = match_close(u, j);
		} else if (tok_ident(u, j) && !is_array) {
			ident = j; /* the last identifier before '[' or '=' */
		}
	}
	lb = skip_dir(u, j + 1, u->nt);
	if (!ident || !tok_is(u, j, "=") || !tok_is(u, lb, "{"))
		return;
	/* Section attributes stand before or after the name (`__refdata
   * foo`, `foo __initdata`): the name is the first identifier that is
   * not one of them. */
	for (j = i + 2; j <= ident; j++)
		if (tok_ident(u, j) && !tok_is(u, j, "const") &&
		    !tok_is(u, j, "static") && u->buf[u->t[j].off] != '_')
			break;
	if (j <= ident)
		ident = j;
	w->walk(u, ident, lb, match_close(u, lb), is_array);
}

static void walk_unit(struct unit *u)
{
	size_t i, k;

	for (i = 0; i + 2 < u->nt; i++) {
		if (u->t[i].in_directive || !tok_is(u, i, "struct"))
			continue;
		for (k = 0; k < sizeof(walkers) / sizeof(walkers[0]); k++)
			if (tok_is(u, i + 1, walkers[k].type))
				walk_decl(u, i, &walkers[k]);
	}
}

/* ---- from a walked file to index entries ------------------------------ */

struct drv_index {
	struct drv_entry *v;
	size_t n, alloc;
	/* Entries sorted by name (then tree order), for lookups. */
	const struct drv_entry **byname;
	char *cache_path;
	int scanned;
	size_t unnamed; /* platform_drivers whose name could not be read */
	struct machdev *md; /* devices drivers register for machines */
	size_t nmd, amd;
	char *cache_problem; /* why the cache could not be written, or NULL */
};

static struct strtab *find_table_in(struct strtab **v, size_t n,
				    const char *ident)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i]->ident, ident))
			return v[i];
	return NULL;
}

/*
 * The file of @u's directory that defines the table @ident its driver
 * names but declares only (dwc2's platform.c names dwc2_of_match_table,
 * which params.c of the same module defines), loaded as a local header
 * is; NULL: none does.
 */
static struct unit *sibling_defining(struct unit *u, const char *ident)
{
	const char *slash = strrchr(u->path, '/');
	char *dir = slash ? xstrndup(u->path, (size_t)(slash - u->path)) :
			    xstrdup(".");
	char *want = xasprintf("%s[]", ident);
	struct unit *h = NULL;
	struct dirent *de;
	DIR *d = opendir(dir);

	while (d && !h && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		struct strbuf sb = STRBUF_INIT;
		char *path;

		if (len < 3 || strcmp(de->d_name + len - 2, ".c"))
			continue;
		path = xasprintf("%s/%s", dir, de->d_name);
		if (strcmp(path, u->path) && !file_read_all(path, &sb) &&
		    strstr(sb_str(&sb), want) &&
		    strstr(sb_str(&sb), "of_device_id"))
			h = load_local(u, path);
		sb_release(&sb);
		free(path);
	}
	if (d)
		closedir(d);
	free(dir);
	free(want);
	return h;
}

/* A table named by a driver: in its file, else in a local header, else
 * through an object-like macro that renames it (one step), else in the
 * file of the same directory that defines it. */
static struct strtab *find_table(struct unit *u, const char *ident, int of)
{
	struct strtab *t = of ? find_table_in(u->of, u->nof, ident) :
				find_table_in(u->ids, u->nids, ident);
	const struct macro *m;
	size_t k;

	if (t)
		return t;
	load_locals(u);
	for (k = 0; k < u->nlocal && !t; k++)
		t = of ? find_table_in(u->local[k]->of, u->local[k]->nof,
				       ident) :
			 find_table_in(u->local[k]->ids, u->local[k]->nids,
				       ident);
	if (t)
		return t;
	m = find_macro_in(u, ident, strlen(ident));
	if (m && m->nbody == 1 && u->t[m->body].kind == CXToken_Identifier) {
		char *alias = tok_dup(u, m->body);

		if (strcmp(alias, ident))
			t = of ? find_table_in(u->of, u->nof, alias) :
				 find_table_in(u->ids, u->nids, alias);
		free(alias);
	}
	if (!t && of) {
		struct unit *h = sibling_defining(u, ident);

		if (h)
			t = find_table_in(h->of, h->nof, ident);
	}
	return t;
}

static void add_entry(struct drv_index *idx, const char *name,
		      const char *driver, const struct strtab *of,
		      int of_unresolved, const char *source, int line)
{
	struct drv_entry e = { 0 };
	const char **c = NULL;
	size_t i;

	if (of && of->n) {
		c = xcalloc(of->n, sizeof(*c));
		for (i = 0; i < of->n; i++)
			c[i] = xstrdup(of->v[i]);
	}
	e.name = xstrdup(name);
	e.driver = xstrdup(driver);
	e.compatibles = c;
	e.ncompat = of ? of->n : 0;
	e.source = xstrdup(source);
	e.line = line;
	e.of_unresolved = of_unresolved;
	VEC_PUSH(idx->v, idx->n, idx->alloc, e);
}

static void unit_entries(struct drv_index *idx, struct unit *u, const char *rel)
{
	size_t i, k;

	for (i = 0; i < u->ndrv; i++) {
		const struct rawdrv *d = &u->drv[i];
		const struct strtab *of = NULL, *ids = NULL;
		int unres = 0;

		if (!d->name) {
			idx->unnamed++;
			continue;
		}
		if (d->of_ref) {
			of = find_table(u, d->of_ref, 1);
			unres = !of || of->unresolved;
		}
		if (d->id_ref)
			ids = find_table(u, d->id_ref, 0);
		add_entry(idx, d->name, d->name, of, unres, rel, d->line);
		for (k = 0; ids && k < ids->n; k++)
			if (strcmp(ids->v[k], d->name))
				add_entry(idx, ids->v[k], d->name, of, unres,
					  rel, d->line);
	}
}

/*
 * KBUILD_MODNAME is the module the file is linked into, dashes made
 * underscores: the file's own name, unless the directory's Makefile lists
 * it in a composite object (`foo-y += bar.o`, `foo-objs := bar.o`).
 */
/* The module of a composite-object line `foo-y += a.o b.o` (also -objs,
 * -$(CONFIG_X)), when it lists @obj; else NULL. */
static char *composite_of(const char *line, const char *obj)
{
	static const char *const suffixes[] = { "-y", "-objs", "-m" };
	const char *lhs = line + strspn(line, " \t"), *rhs, *p;
	size_t n = strcspn(lhs, " \t:+="), k, ol = strlen(obj);
	size_t base = 0;

	rhs = strchr(lhs, '=');
	if (!rhs || !strncmp(lhs, "obj-", 4) || !strncmp(lhs, "ccflags", 7))
		return NULL;
	for (k = 0; k < sizeof(suffixes) / sizeof(suffixes[0]) && !base; k++) {
		size_t sl = strlen(suffixes[k]);

		if (n > sl && !strncmp(lhs + n - sl, suffixes[k], sl))
			base = n - sl;
	}
	p = memmem(lhs, n, "-$(", 3);
	if (!base && p)
		base = (size_t)(p - lhs);
	if (!base)
		return NULL;
	for (p = rhs + 1; (p = strstr(p, obj)); p += ol)
		if (strchr(" \t=", p[-1]) && strchr(" \t\n\\", p[ol]))
			return xstrndup(lhs, base);
	return NULL;
}

/*
 * KBUILD_MODNAME is the module the file is linked into, dashes made
 * underscores: the file's own name, unless the directory's Makefile lists
 * it in a composite object (`foo-y += bar.o`, `foo-objs := bar.o`).
 */
static char *modname_of(const char *kdir, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	const char *base = slash ? slash + 1 : rel;
	char *obj = xasprintf("%.*s.o", (int)strcspn(base, "."), base);
	char *mk = xasprintf("%s/%.*s/Makefile", kdir,
			     slash ? (int)(slash - rel) : 0, rel);
	char *name = NULL, line[1024], *p;
	FILE *f = fopen(mk, "r");

	while (f && !name && fgets(line, sizeof(line), f))
		name = composite_of(line, obj);
	if (f)
		fclose(f);
	if (!name)
		name = xstrndup(base, strcspn(base, "."));
	for (p = name; *p; p++)
		if (*p == '-' || *p == ',')
			*p = '_';
	free(obj);
	free(mk);
	return name;
}

/* ---- scanning the tree ------------------------------------------------- */

struct scan {
	const char *kdir;
	CXIndex cx;
	struct drv_index *idx;
	size_t files, candidates;
};

/*
 * Does the file hold a platform driver? Its machine devices (machdev.h)
 * are read from the same text on the way.
 */
static int has_needle(struct scan *s, const char *path, const char *rel)
{
	static const char needle[] = "platform_driver";
	struct drv_index *idx = s->idx;
	int found = 0;
	char *buf;
	FILE *f = fopen(path, "r");
	long n;

	if (!f)
		return 0;
	if (fseek(f, 0, SEEK_END) || (n = ftell(f)) <= 0 ||
	    fseek(f, 0, SEEK_SET)) {
		fclose(f);
		return 0;
	}
	buf = xmalloc((size_t)n);
	if (fread(buf, 1, (size_t)n, f) == (size_t)n) {
		found = memmem(buf, (size_t)n, needle, sizeof(needle) - 1) !=
			NULL;
		machdev_scan(rel, buf, (size_t)n, &idx->md, &idx->nmd,
			     &idx->amd);
	}
	free(buf);
	fclose(f);
	return found;
}

static void scan_file(struct scan *s, const char *rel)
{
	char *path = xasprintf("%s/%s", s->kdir, rel);
	struct unit *u;
	struct bf_error e;

	s->files++;
	if (!has_needle(s, path, rel)) {
		free(path);
		return;
	}
	s->candidates++;
	u = unit_new();
	u->cx = s->cx;
	u->kdir = s->kdir;
	/* A file libclang cannot open is skipped: the index is best-effort
   * per file, and the count of drivers read is reported. */
	if (!lex_file(s->cx, path, u, &e)) {
		u->rel = xstrdup(rel);
		collect_macros(u);
		walk_unit(u);
		unit_entries(s->idx, u, rel);
	}
	unit_free(u);
	free(path);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Depth-first in sorted order, so that the index is the same on every run. */
static void scan_dir(struct scan *s, const char *rel)
{
	char *path = xasprintf("%s/%s", s->kdir, rel);
	DIR *d = opendir(path);
	char **names = NULL;
	size_t n = 0, alloc = 0, i;
	struct dirent *de;

	free(path);
	if (!d)
		return;
	while ((de = readdir(d)))
		if (de->d_name[0] != '.')
			VEC_PUSH(names, n, alloc, xstrdup(de->d_name));
	closedir(d);
	if (n)
		sort_array(names, n, sizeof(*names), cmp_str);
	for (i = 0; i < n; i++) {
		char *sub = xasprintf("%s/%s", rel, names[i]);
		char *full = xasprintf("%s/%s", s->kdir, sub);
		size_t len = strlen(names[i]);
		struct stat st;

		/*
		 * Symlinked files are read like files (a `cp -as` link farm
		 * is the tree it links to); symlinked directories are not
		 * entered, so that a link loop cannot trap the scan.
		 */
		if (lstat(full, &st))
			;
		else if (S_ISDIR(st.st_mode))
			scan_dir(s, sub);
		else if (S_ISLNK(st.st_mode) && stat(full, &st))
			;
		else if (S_ISREG(st.st_mode) && len > 2 &&
			 names[i][len - 2] == '.' &&
			 (names[i][len - 1] == 'c' || names[i][len - 1] == 'h'))
			scan_file(s, sub);
		free(full);
		free(sub);
		free(names[i]);
	}
	free(names);
}

static int cmp_entry(const void *a, const void *b)
{
	const struct drv_entry *x = *(const struct drv_entry *const *)a;
	const struct drv_entry *y = *(const struct drv_entry *const *)b;
	int c = strcmp(x->name, y->name);

	if (c)
		return c;
	return x < y ? -1 : x > y;
}

static void index_sort(struct drv_index *idx)
{
	size_t i;

	idx->byname = xcalloc(idx->n ? idx->n : 1, sizeof(*idx->byname));
	for (i = 0; i < idx->n; i++)
		idx->byname[i] = &idx->v[i];
	if (idx->n)
		sort_array(idx->byname, idx->n, sizeof(*idx->byname),
			   cmp_entry);
}

static void index_scan(struct drv_index *idx, const char *kdir)
{
	struct scan s = { kdir, NULL, idx, 0, 0 };
	size_t i;

	s.cx = clang_createIndex(0, 0);
	for (i = 0; i < sizeof(scan_roots) / sizeof(scan_roots[0]); i++)
		scan_dir(&s, scan_roots[i]);
	clang_disposeIndex(s.cx);
	idx->scanned = 1;
}

/* ---- the cache file ----------------------------------------------------- */

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *c = p;

	while (n--)
		h = (h ^ *c++) * 0x100000001b3ULL;
	return h;
}

static uint64_t stat_key(uint64_t h, const char *kdir, const char *rel)
{
	char *p = xasprintf("%s/%s", kdir, rel);
	struct stat st;
	int64_t v[3] = { -1, -1, -1 };

	if (!stat(p, &st)) {
		v[0] = (int64_t)st.st_mtim.tv_sec;
		v[1] = (int64_t)st.st_mtim.tv_nsec;
		v[2] = (int64_t)st.st_size;
	}
	free(p);
	h = fnv(h, rel, strlen(rel));
	return fnv(h, v, sizeof(v));
}

/* The tree's path and the stamps of its Makefile and scanned roots. */
static char *cache_key(const char *kdir)
{
	char *real = realpath(kdir, NULL);
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i;

	h = fnv(h, DRVINDEX_FORMAT, sizeof(DRVINDEX_FORMAT));
	h = fnv(h, real ? real : kdir, strlen(real ? real : kdir));
	free(real);
	h = stat_key(h, kdir, "Makefile");
	for (i = 0; i < sizeof(scan_roots) / sizeof(scan_roots[0]); i++)
		h = stat_key(h, kdir, scan_roots[i]);
	return xasprintf("%016llx", (unsigned long long)h);
}

/* Strings go into a tab-separated line: they cannot hold tabs or
 * newlines (a C string literal could, a driver name does not). */
static int tsv_safe(const char *s)
{
	return !strpbrk(s, "\t\n\r");
}

static int entry_safe(const struct drv_entry *d)
{
	size_t i;

	if (!tsv_safe(d->name) || !tsv_safe(d->driver) || !tsv_safe(d->source))
		return 0;
	for (i = 0; i < d->ncompat; i++)
		if (!tsv_safe(d->compatibles[i]))
			return 0;
	return 1;
}

static int cache_write(const struct drv_index *idx, const char *path,
		       const char *key, struct bf_error *e)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, k;
	int rc = 0;

	sb_addf(&sb, "# %s\t%s\n", DRVINDEX_FORMAT, key);
	sb_addf(&sb, "#unnamed\t%zu\n", idx->unnamed);
	for (i = 0; i < idx->n; i++) {
		const struct drv_entry *d = &idx->v[i];

		if (!entry_safe(d))
			continue;
		sb_addf(&sb, "%s\t%s\t%s\t%d\t%d", d->name, d->driver,
			d->source, d->line, d->of_unresolved);
		for (k = 0; k < d->ncompat; k++)
			sb_addf(&sb, "\t%s", d->compatibles[k]);
		sb_addch(&sb, '\n');
	}
	for (i = 0; i < idx->nmd; i++) {
		const struct machdev *m = &idx->md[i];

		if (tsv_safe(m->name) && tsv_safe(m->source) &&
		    tsv_safe(m->machines))
			sb_addf(&sb, "@machdev\t%s\t%s\t%d\t%s\n", m->name,
				m->source, m->line, m->machines);
	}
	if (write_file_atomic(path, sb_str(&sb), sb.len))
		rc = bf_err(e, "%s: cannot write the driver index: %s", path,
			    strerror(errno));
	sb_release(&sb);
	return rc;
}

static char *next_field(char **p)
{
	char *s = *p, *t;

	if (!s)
		return NULL;
	t = strchr(s, '\t');
	if (t) {
		*t = '\0';
		*p = t + 1;
	} else {
		*p = NULL;
	}
	return s;
}

/* "@machdev <name> <source> <line> <machines>" */
static int cache_machdev(struct drv_index *idx, char *p)
{
	char *name = next_field(&p), *source = next_field(&p),
	     *ln = next_field(&p), *machines = next_field(&p), *end;
	struct machdev d;
	long l;

	if (!name || !*name || !source || !ln || !machines || !*machines || p)
		return -1;
	l = strtol(ln, &end, 10);
	if (*end || l <= 0)
		return -1;
	d.name = xstrdup(name);
	d.source = xstrdup(source);
	d.line = (int)l;
	d.machines = xstrdup(machines);
	VEC_PUSH(idx->md, idx->nmd, idx->amd, d);
	return 0;
}

static int cache_line(struct drv_index *idx, char *line)
{
	char *p = line, *name, *driver, *source, *ln, *unres, *end, *c;
	struct strtab of = { 0 };
	long l;

	line[strcspn(line, "\n")] = '\0';
	if (!strncmp(line, "@machdev\t", 9))
		return cache_machdev(idx, line + 9);
	name = next_field(&p);
	driver = next_field(&p);
	source = next_field(&p);
	ln = next_field(&p);
	unres = next_field(&p);
	if (!name || !*name || !driver || !source || !ln || !unres)
		return -1;
	l = strtol(ln, &end, 10);
	if (*end || l < 0 || (strcmp(unres, "0") && strcmp(unres, "1")))
		return -1;
	while ((c = next_field(&p)))
		VEC_PUSH(of.v, of.n, of.alloc, c);
	add_entry(idx, name, driver, &of, *unres == '1', source, (int)l);
	free(of.v);
	return 0;
}

/* 0: loaded; -1: missing, stale or malformed (then it is rebuilt). */
static int cache_read(struct drv_index *idx, const char *path, const char *key)
{
	FILE *f = fopen(path, "r");
	char *line = NULL,
	     *want = xasprintf("# %s\t%s\n", DRVINDEX_FORMAT, key);
	size_t cap = 0;
	int ret = -1;

	if (!f) {
		free(want);
		return -1;
	}
	if (getline(&line, &cap, f) <= 0 || strcmp(line, want))
		goto out;
	if (getline(&line, &cap, f) <= 0 ||
	    sscanf(line, "#unnamed\t%zu", &idx->unnamed) != 1)
		goto out;
	ret = 0;
	while (getline(&line, &cap, f) > 0)
		if (cache_line(idx, line)) {
			ret = -1;
			break;
		}
out:
	free(line);
	free(want);
	fclose(f);
	return ret;
}

static void index_clear(struct drv_index *idx)
{
	size_t i, k;

	for (i = 0; i < idx->n; i++) {
		struct drv_entry *d = &idx->v[i];

		for (k = 0; k < d->ncompat; k++)
			free((char *)d->compatibles[k]);
		free((void *)d->compatibles);
		free((char *)d->name);
		free((char *)d->driver);
		free((char *)d->source);
	}
	free(idx->v);
	idx->v = NULL;
	idx->n = idx->alloc = 0;
	idx->unnamed = 0;
	for (i = 0; i < idx->nmd; i++)
		machdev_free(&idx->md[i]);
	free(idx->md);
	idx->md = NULL;
	idx->nmd = idx->amd = 0;
}

/* ---- the public side ---------------------------------------------------- */

int drv_index_open(const char *kdir, const char *cachedir,
		   struct drv_index **out, struct bf_error *e)
{
	struct drv_index *idx;
	char *drivers = xasprintf("%s/drivers", kdir);
	char *key = NULL;
	struct stat st;
	int lock = -1;

	*out = NULL;
	if (stat(drivers, &st) || !S_ISDIR(st.st_mode)) {
		bf_err(e, "%s: not a kernel tree (no drivers/ directory)",
		       kdir);
		free(drivers);
		return -1;
	}
	free(drivers);
	idx = xcalloc(1, sizeof(*idx));
	if (cachedir) {
		key = cache_key(kdir);
		idx->cache_path =
			xasprintf("%s/drvindex-%s.tsv", cachedir, key);
		if (cache_read(idx, idx->cache_path, key))
			index_clear(idx);
		else
			goto done;
		/*
		 * Another run may be building this index: wait for it and
		 * read its result rather than scan the tree a second time.
		 */
		lock = cache_lock(cachedir, "drvindex",
				  &(struct bf_error){ { 0 } });
		if (cache_read(idx, idx->cache_path, key))
			index_clear(idx);
		else
			goto done;
	}
	index_scan(idx, kdir);
	/* The cache only saves time: an index that cannot be saved is still
	 * the index, and the reason is kept for the caller to show. */
	if (cachedir) {
		struct bf_error ce = { { 0 } };

		if (mkdir_p(cachedir))
			bf_err(&ce, "%s: cannot create the cache directory: %s",
			       cachedir, strerror(errno));
		else
			cache_write(idx, idx->cache_path, key, &ce);
		if (ce.msg[0]) {
			idx->cache_problem = xstrdup(ce.msg);
			free(idx->cache_path);
			idx->cache_path = NULL;
		}
	}
done:
	cache_unlock(lock);
	free(key);
	index_sort(idx);
	*out = idx;
	return 0;
}

static size_t first_named(const struct drv_index *idx, const char *name)
{
	size_t lo = 0, hi = idx->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(idx->byname[mid]->name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

size_t drv_index_lookup_all(const struct drv_index *idx, const char *name,
			    const struct drv_entry *const **out)
{
	size_t i = first_named(idx, name), n = 0;

	while (i + n < idx->n && !strcmp(idx->byname[i + n]->name, name))
		n++;
	*out = n ? idx->byname + i : NULL;
	return n;
}

const struct drv_entry *drv_index_lookup(const struct drv_index *idx,
					 const char *name)
{
	const struct drv_entry *const *all;
	size_t n = drv_index_lookup_all(idx, name, &all), i;

	for (i = 0; i < n; i++)
		if (all[i]->ncompat)
			return all[i];
	return n ? all[0] : NULL;
}

const struct machdev *drv_index_machine_device(const struct drv_index *idx,
					       const char *dev_name,
					       const char *machine)
{
	const struct machdev *any = NULL;
	size_t i;

	for (i = 0; i < idx->nmd; i++) {
		const struct machdev *d = &idx->md[i];
		size_t len = strlen(d->name);

		/* "name", or "name.<id>" for a device of an id */
		if (strncmp(dev_name, d->name, len) ||
		    (dev_name[len] && dev_name[len] != '.'))
			continue;
		if (machdev_for(d, machine))
			return d;
		if (!any)
			any = d;
	}
	return any;
}

size_t drv_index_count(const struct drv_index *idx)
{
	return idx->n;
}

const struct drv_entry *drv_index_entry(const struct drv_index *idx, size_t i)
{
	return i < idx->n ? &idx->v[i] : NULL;
}

size_t drv_index_unnamed(const struct drv_index *idx)
{
	return idx->unnamed;
}

const char *drv_index_cache_path(const struct drv_index *idx)
{
	return idx->cache_path;
}

const char *drv_index_cache_problem(const struct drv_index *idx)
{
	return idx->cache_problem;
}

int drv_index_was_scanned(const struct drv_index *idx)
{
	return idx->scanned;
}

void drv_index_free(struct drv_index *idx)
{
	if (!idx)
		return;
	index_clear(idx);
	free(idx->byname);
	free(idx->cache_path);
	free(idx->cache_problem);
	free(idx);
}
