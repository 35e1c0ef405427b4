// SPDX-License-Identifier: GPL-2.0
/*
 * MACHINE_START scanning with libclang's tokenizer.  The file is parsed
 * without include paths (SingleFileParse keeps clang from chasing headers,
 * SkipFunctionBodies and KeepGoing keep it fast and tolerant), then the
 * whole file is tokenized and the token sequence
 *   MACHINE_START ( <identifier> , <string literal> )
 * is matched.  Comments are tokens too, which is how the copyright year is
 * read from the header comment without a second lexer.
 */
#include "boards/boards_scan.h"

#include <clang-c/Index.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

int boards_newest_year(const char *s)
{
	int best = 0;
	const char *p;

	for (p = s; *p; p++) {
		int y;

		if (!isdigit((unsigned char)p[0]) ||
		    !isdigit((unsigned char)p[1]) ||
		    !isdigit((unsigned char)p[2]) ||
		    !isdigit((unsigned char)p[3]))
			continue;
		if ((p > s && isdigit((unsigned char)p[-1])) ||
		    isdigit((unsigned char)p[4]))
			continue;
		y = (p[0] - '0') * 1000 + (p[1] - '0') * 100 +
		    (p[2] - '0') * 10 + (p[3] - '0');
		if (y >= 1980 && y <= 2099 && y > best)
			best = y;
	}
	return best;
}

/* A copyright notice names its years on the same line as "Copyright" or "(C)". */
static int copyright_year(const char *comment)
{
	int best = 0;
	const char *line = comment;

	while (line && *line) {
		const char *end = strchr(line, '\n');
		size_t n = end ? (size_t)(end - line) : strlen(line);
		char *l = xstrndup(line, n);
		char *c;

		for (c = l; *c; c++)
			*c = (char)tolower((unsigned char)*c);
		if (strstr(l, "copyright") || strstr(l, "(c)")) {
			int y = boards_newest_year(l);

			if (y > best)
				best = y;
		}
		free(l);
		line = end ? end + 1 : NULL;
	}
	return best;
}

static char *unquote(const char *lit)
{
	size_t n = strlen(lit);

	if (n >= 2 && lit[0] == '"' && lit[n - 1] == '"')
		return xstrndup(lit + 1, n - 2);
	return xstrdup(lit);
}

static unsigned count_lines(const char *path)
{
	FILE *f = fopen(path, "r");
	unsigned n = 0;
	int c, last = '\n';

	if (!f)
		return 0;
	while ((c = getc(f)) != EOF) {
		if (c == '\n')
			n++;
		last = c;
	}
	fclose(f);
	return last == '\n' ? n : n + 1;
}

static void match_machines(CXTranslationUnit tu, CXToken *t, unsigned n,
			   struct scanned_file *out)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		CXTokenKind k = clang_getTokenKind(t[i]);
		CXString s;
		int is_start;

		if (k == CXToken_Comment) {
			s = clang_getTokenSpelling(tu, t[i]);
			{
				int y = copyright_year(clang_getCString(s));

				if (y > out->copyright_year)
					out->copyright_year = y;
			}
			clang_disposeString(s);
			continue;
		}
		if (k != CXToken_Identifier || i + 5 >= n)
			continue;
		s = clang_getTokenSpelling(tu, t[i]);
		is_start = !strcmp(clang_getCString(s), "MACHINE_START");
		if (!strcmp(clang_getCString(s), "DT_MACHINE_START") &&
		    clang_getTokenKind(t[i + 1]) == CXToken_Punctuation)
			out->dt_machines++;
		clang_disposeString(s);
		if (!is_start)
			continue;
		/* MACHINE_START ( ID , "name" ) */
		if (clang_getTokenKind(t[i + 2]) != CXToken_Identifier ||
		    clang_getTokenKind(t[i + 4]) != CXToken_Literal)
			continue;
		{
			struct scanned_machine m;
			CXString id = clang_getTokenSpelling(tu, t[i + 2]);
			CXString nm = clang_getTokenSpelling(tu, t[i + 4]);
			CXSourceLocation loc = clang_getTokenLocation(tu, t[i]);

			m.id = xstrdup(clang_getCString(id));
			m.name = unquote(clang_getCString(nm));
			clang_getSpellingLocation(loc, NULL, &m.line, NULL,
						  NULL);
			clang_disposeString(id);
			clang_disposeString(nm);
			VEC_PUSH(out->machines, out->n_machines,
				 out->alloc_machines, m);
		}
		i += 5;
	}
}

int boards_scan_file(const char *path, struct scanned_file *out,
		     struct bf_error *e)
{
	static const char *const args[] = { "-x", "c", "-std=gnu11", "-w" };
	CXIndex idx;
	CXTranslationUnit tu = NULL;
	enum CXErrorCode rc;
	CXFile file;
	CXSourceRange range;
	CXToken *toks = NULL;
	unsigned ntoks = 0;
	FILE *probe;

	memset(out, 0, sizeof(*out));
	/* libclang reports a missing file only as a generic failure. */
	probe = fopen(path, "r");
	if (!probe)
		return bf_err(e, "%s: cannot read", path);
	fclose(probe);

	idx = clang_createIndex(0, 0);
	rc = clang_parseTranslationUnit2(
		idx, path, args, sizeof(args) / sizeof(args[0]), NULL, 0,
		CXTranslationUnit_SingleFileParse |
			CXTranslationUnit_SkipFunctionBodies |
			CXTranslationUnit_KeepGoing,
		&tu);
	if (rc != CXError_Success || !tu) {
		clang_disposeIndex(idx);
		return bf_err(e, "%s: libclang could not parse it (error %d)",
			      path, (int)rc);
	}
	file = clang_getFile(tu, path);
	out->lines = count_lines(path);
	range = clang_getRange(clang_getLocationForOffset(tu, file, 0),
			       clang_getLocation(tu, file, out->lines + 1, 1));
	clang_tokenize(tu, range, &toks, &ntoks);
	match_machines(tu, toks, ntoks, out);
	clang_disposeTokens(tu, toks, ntoks);
	clang_disposeTranslationUnit(tu);
	clang_disposeIndex(idx);
	return 0;
}

void scanned_file_free(struct scanned_file *f)
{
	size_t i;

	for (i = 0; i < f->n_machines; i++) {
		free(f->machines[i].id);
		free(f->machines[i].name);
	}
	free(f->machines);
	memset(f, 0, sizeof(*f));
}
