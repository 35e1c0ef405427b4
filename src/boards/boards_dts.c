// SPDX-License-Identifier: GPL-2.0
/*
 * Devicetree evidence for the inventory.  Only the root node's own
 * properties matter here, so the reader is a small lexer that skips
 * comments, strings and preprocessor lines and tracks brace depth.
 */
#include "boards/boards_dts.h"

#include "lib/fileio.h"
#include "lib/sort.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *skip_ws(const char *p)
{
	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
		} else if (p[0] == '/' && p[1] == '/') {
			p += strcspn(p, "\n");
		} else {
			return p;
		}
	}
}

static int at_line_start(const char *text, const char *p)
{
	while (p > text && (p[-1] == ' ' || p[-1] == '\t'))
		p--;
	return p == text || p[-1] == '\n';
}

static int is_directive(const char *p)
{
	static const char *const dirs[] = { "include", "define", "undef",
					    "if",      "ifdef",	 "ifndef",
					    "else",    "elif",	 "endif" };
	size_t i, n = 0;

	p++;
	while (isalpha((unsigned char)p[n]))
		n++;
	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (strlen(dirs[i]) == n && !strncmp(p, dirs[i], n))
			return 1;
	return 0;
}

static const char *read_string(const char *p, char **out)
{
	const char *s = ++p;

	while (*p && *p != '"') {
		if (*p == '\\' && p[1])
			p++;
		p++;
	}
	*out = xstrndup(s, (size_t)(p - s));
	return *p ? p + 1 : p;
}

/* A root-level property: name [= values] ; */
static const char *root_property(const char *p, struct dts_file *out)
{
	const char *s = p;
	char *name;

	while (*p && !isspace((unsigned char)*p) && !strchr("=;{}", *p))
		p++;
	name = xstrndup(s, (size_t)(p - s));
	p = skip_ws(p);
	if (*p == '{') {
		/* A child node: let the caller count its braces. */
		free(name);
		return p;
	}
	while (*p && *p != ';' && *p != '{' && *p != '}') {
		p = skip_ws(p);
		if (*p == '"') {
			char *v;

			p = read_string(p, &v);
			if (!strcmp(name, "model") && !out->model)
				out->model = v;
			else if (!strcmp(name, "compatible"))
				VEC_PUSH(out->compat, out->n_compat,
					 out->alloc_compat, v);
			else
				free(v);
		} else if (*p && *p != ';' && *p != '{' && *p != '}') {
			p++;
		}
	}
	free(name);
	return p;
}

void dts_read_root(const char *text, struct dts_file *out)
{
	const char *p = text;
	int depth = 0, root_depth = -1;

	while (*p) {
		p = skip_ws(p);
		if (!*p)
			break;
		if (*p == '#' && at_line_start(text, p) && is_directive(p)) {
			p += strcspn(p, "\n");
		} else if (*p == '"') {
			char *v;

			p = read_string(p, &v);
			free(v);
		} else if (*p == '{') {
			depth++;
			p++;
		} else if (*p == '}') {
			if (depth == root_depth)
				root_depth = -1;
			if (depth)
				depth--;
			p++;
		} else if (depth == 0 && *p == '/' && *skip_ws(p + 1) == '{') {
			p = skip_ws(p + 1) + 1;
			depth++;
			root_depth = depth;
		} else if (root_depth > 0 && depth == root_depth &&
			   (isalnum((unsigned char)*p) || *p == '#' ||
			    *p == '_' || *p == ',')) {
			const char *q = root_property(p, out);

			p = q == p ? p + 1 : q;
		} else {
			p++;
		}
	}
}

static char *slurp(const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	if (file_read_all(path, &sb)) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

static int has_suffix(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);

	return n > m && !strcmp(s + n - m, suf);
}

static int cmp_dts(const void *a, const void *b)
{
	return strcmp(((const struct dts_file *)a)->name,
		      ((const struct dts_file *)b)->name);
}

int dts_index_read(const char *tree, struct dts_index *ix, struct bf_error *e)
{
	char *dir = xasprintf("%s/arch/arm/boot/dts", tree);
	DIR *d = opendir(dir);
	struct dirent *de;

	memset(ix, 0, sizeof(*ix));
	if (!d) {
		bf_err(e, "%s: cannot read", dir);
		free(dir);
		return -1;
	}
	while ((de = readdir(d))) {
		if (has_suffix(de->d_name, ".dtsi")) {
			VEC_PUSH(ix->dtsi, ix->n_dtsi, ix->alloc_dtsi,
				 xstrdup(de->d_name));
		} else if (has_suffix(de->d_name, ".dts")) {
			char *path = xasprintf("%s/%s", dir, de->d_name);
			char *text = slurp(path);
			struct dts_file f;

			memset(&f, 0, sizeof(f));
			f.name = xstrdup(de->d_name);
			if (text)
				dts_read_root(text, &f);
			free(text);
			free(path);
			VEC_PUSH(ix->v, ix->n, ix->alloc, f);
		}
	}
	closedir(d);
	free(dir);
	sort_array(ix->v, ix->n, sizeof(*ix->v), cmp_dts);
	return 0;
}

void dts_index_free(struct dts_index *ix)
{
	size_t i, j;

	for (i = 0; i < ix->n; i++) {
		free(ix->v[i].name);
		free(ix->v[i].model);
		for (j = 0; j < ix->v[i].n_compat; j++)
			free(ix->v[i].compat[j]);
		free(ix->v[i].compat);
	}
	for (i = 0; i < ix->n_dtsi; i++)
		free(ix->dtsi[i]);
	free(ix->dtsi);
	free(ix->v);
	memset(ix, 0, sizeof(*ix));
}

static int starts_with_any(const char *s, size_t len,
			   const char *const *prefixes)
{
	size_t i;

	for (i = 0; prefixes && prefixes[i]; i++) {
		size_t n = strlen(prefixes[i]);

		if (len >= n && !strncasecmp(s, prefixes[i], n))
			return 1;
	}
	return 0;
}

/*
 * @name ("pxa168-aspenite", or the part of a compatible after the comma)
 * names board @key when it is @key itself or "<soc>-<key>" with a SoC
 * prefix of the family: the SoC part keeps "evm" of one family from
 * matching another family's "evm".
 */
static int names_board(const char *name, size_t len, const char *key,
		       const char *const *soc_prefixes)
{
	size_t k = strlen(key);

	if (k < 3)
		return 0;
	if (len == k && !strncasecmp(name, key, k))
		return 1;
	return len > k + 1 && !strncasecmp(name + len - k, key, k) &&
	       name[len - k - 1] == '-' &&
	       starts_with_any(name, len - k - 1, soc_prefixes);
}

static char *lower_dashed(const char *s)
{
	char *r = xstrdup(s), *p;

	for (p = r; *p; p++)
		*p = *p == '_' ? '-' : (char)tolower((unsigned char)*p);
	return r;
}

size_t dts_match_board(const struct dts_index *ix, const char *stem,
		       const char *id, const char *const *soc_prefixes,
		       struct strbuf *out)
{
	char *keys[2] = { lower_dashed(stem), lower_dashed(id) };
	size_t i, j, k, found = 0;

	for (i = 0; i < ix->n; i++) {
		const struct dts_file *f = &ix->v[i];
		size_t base = strlen(f->name) - 4;
		struct strbuf why = STRBUF_INIT;

		for (k = 0; k < 2; k++) {
			if (k == 1 && !strcmp(keys[0], keys[1]))
				break;
			if (names_board(f->name, base, keys[k], soc_prefixes))
				sb_addf(&why, "%sfile name matches '%s'",
					why.len ? "; " : "", keys[k]);
			for (j = 0; j < f->n_compat; j++) {
				const char *c = strchr(f->compat[j], ',');

				c = c ? c + 1 : f->compat[j];
				if (names_board(c, strlen(c), keys[k],
						soc_prefixes))
					sb_addf(&why, "%scompatible \"%s\"",
						why.len ? "; " : "",
						f->compat[j]);
			}
		}
		if (why.len) {
			sb_addf(out, "%s%s (%s%s%s%s)", found ? ", " : "",
				f->name, sb_str(&why),
				f->model ? "; model \"" : "",
				f->model ? f->model : "", f->model ? "\"" : "");
			found++;
		}
		sb_release(&why);
	}
	free(keys[0]);
	free(keys[1]);
	return found;
}

int dts_family_has_dtsi(const struct dts_index *ix, const char *const *prefixes,
			struct strbuf *out)
{
	size_t i;
	int n = 0;

	for (i = 0; i < ix->n_dtsi; i++)
		if (starts_with_any(ix->dtsi[i], strlen(ix->dtsi[i]),
				    prefixes)) {
			if (out && n < 3)
				sb_addf(out, "%s%s", n ? ", " : "",
					ix->dtsi[i]);
			n++;
		}
	if (out && n > 3)
		sb_addf(out, " and %d more", n - 3);
	return n > 0;
}
