// SPDX-License-Identifier: GPL-2.0
#include "convert/binding_includes.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/ctext.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/* The values of @n's properties and its children's, one per line. */
static void values(const struct dt_node *n, struct strbuf *out)
{
	size_t i;

	for (i = 0; i < n->nprops; i++)
		if (n->props[i].value) {
			sb_add(out, n->props[i].value);
			sb_addch(out, '\n');
		}
	for (i = 0; i < n->nkids; i++)
		values(n->kids[i], out);
}

static void tree_values(const struct dt_tree *t, struct strbuf *out)
{
	size_t i;

	values(t->root, out);
	for (i = 0; i < t->nrefs; i++)
		values(t->refs[i], out);
}

/* Does @text use a macro that the header's text @hdr defines itself? */
static int uses_defines(const char *text, const char *hdr)
{
	const char *p;

	for (p = strstr(hdr, "#define"); p; p = strstr(p + 1, "#define")) {
		const char *w = p + strlen("#define");
		size_t len;

		while (*w == ' ' || *w == '\t')
			w++;
		for (len = 0; ctext_ident_char(w[len]); len++)
			;
		if (len) {
			char *word = strndup(w, len);
			int hit =
				word &&
				ctext_has_word(text, text + strlen(text), word);

			free(word);
			if (hit)
				return 1;
		}
	}
	return 0;
}

/*
 * Does @text use a macro of header @path, or of the headers it includes
 * (input.h takes the key codes from "linux-event-codes.h")? A header
 * that cannot be read counts as used: nothing is dropped on a guess.
 */
static int uses_header(const char *kdir, const char *path, const char *text,
		       int depth)
{
	struct strbuf hdr = STRBUF_INIT;
	const char *p;
	int used;

	if (depth > 4 || file_read_all(path, &hdr)) {
		sb_release(&hdr);
		return 1;
	}
	used = uses_defines(text, sb_str(&hdr));
	for (p = strstr(sb_str(&hdr), "#include"); p && !used;
	     p = strstr(p + 1, "#include")) {
		const char *q = p + strlen("#include");
		char *sub = NULL;
		size_t len;

		while (*q == ' ' || *q == '\t')
			q++;
		len = strcspn(q + 1, "\">\n");
		if (*q == '"')
			sub = xasprintf("%.*s/%.*s",
					(int)(strrchr(path, '/') - path), path,
					(int)len, q + 1);
		else if (*q == '<')
			sub = xasprintf("%s/include/%.*s", kdir, (int)len,
					q + 1);
		if (sub)
			used = uses_header(kdir, sub, text, depth + 1);
		free(sub);
	}
	sb_release(&hdr);
	return used;
}

void prune_binding_includes(const char *kdir, struct dt_tree *const *trees,
			    size_t n, struct dt_tree *shared)
{
	struct strbuf all = STRBUF_INIT;
	size_t t, i, k;

	for (t = 0; t < n; t++)
		if (trees[t])
			tree_values(trees[t], &all);
	for (t = 0; t < n; t++) {
		struct dt_tree *tr = trees[t];
		struct strbuf own = STRBUF_INIT;

		if (!tr)
			continue;
		tree_values(tr, &own);
		for (i = k = 0; i < tr->nincludes; i++) {
			const char *inc = tr->includes[i];
			int keep = 1;

			if (!strncmp(inc, "<dt-bindings/", 13)) {
				char *path = xasprintf("%s/include/%.*s", kdir,
						       (int)(strlen(inc) - 2),
						       inc + 1);

				keep = uses_header(kdir, path,
						   tr == shared ? sb_str(&all) :
								  sb_str(&own),
						   0);
				free(path);
			}
			if (keep)
				tr->includes[k++] = inc;
		}
		tr->nincludes = k;
		sb_release(&own);
	}
	sb_release(&all);
}
