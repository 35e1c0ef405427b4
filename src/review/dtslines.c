// SPDX-License-Identifier: GPL-2.0
#include "review/dtslines.h"

#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

#define MAX_DEPTH 32

/* "label: name@1 {" -> "name@1"; NULL when the line opens no node. */
static char *header(const char *line, size_t len)
{
	const char *s = line, *end = line + len, *colon;

	while (s < end && (*s == ' ' || *s == '\t'))
		s++;
	while (end > s && (end[-1] == ' ' || end[-1] == '\t'))
		end--;
	if (end - s < 2 || end[-1] != '{')
		return NULL;
	if (!strncmp(s, "/*", 2) || !strncmp(s, "//", 2) || *s == '#')
		return NULL;
	end--;
	while (end > s && end[-1] == ' ')
		end--;
	colon = memchr(s, ':', (size_t)(end - s));
	if (colon && colon[1] == ' ')
		s = colon + 2;
	if (memchr(s, '=', (size_t)(end - s)) ||
	    memchr(s, ' ', (size_t)(end - s)))
		return NULL;
	return xstrndup(s, (size_t)(end - s));
}

static int closes(const char *line, size_t len)
{
	const char *s = line;

	while (s < line + len && (*s == ' ' || *s == '\t'))
		s++;
	return (size_t)(line + len - s) >= 2 && !strncmp(s, "};", 2);
}

void dts_lines_scan(const char *text, struct dts_lines *out)
{
	size_t stack[MAX_DEPTH], depth = 0;
	char *names[MAX_DEPTH];
	unsigned ln = 0;
	const char *p = text;

	memset(out, 0, sizeof(*out));
	while (*p) {
		size_t len = strcspn(p, "\n");
		char *h;

		ln++;
		if ((h = header(p, len)) != NULL && depth < MAX_DEPTH) {
			struct dts_node_lines nl = { 0 };
			struct strbuf path = STRBUF_INIT;
			size_t i;

			names[depth] = h;
			for (i = 0; i <= depth; i++) {
				if (!i) {
					if (strcmp(names[0], "/"))
						sb_add(&path, names[0]);
					else if (!depth)
						sb_add(&path, "/");
				} else {
					sb_addf(&path, "/%s", names[i]);
				}
			}
			nl.path = sb_detach(&path);
			nl.name = xstrdup(h);
			nl.first = nl.last = ln;
			VEC_PUSH(out->v, out->n, out->alloc, nl);
			stack[depth++] = out->n - 1;
		} else if (depth && closes(p, len)) {
			depth--;
			out->v[stack[depth]].last = ln;
			free(names[depth]);
		}
		p += len + (p[len] == '\n');
	}
	while (depth)
		free(names[--depth]);
}

const struct dts_node_lines *dts_lines_find(const struct dts_lines *l,
					    const char *path)
{
	size_t i;

	for (i = 0; path && i < l->n; i++)
		if (!strcmp(l->v[i].path, path))
			return &l->v[i];
	return NULL;
}

const struct dts_node_lines *dts_lines_by_name(const struct dts_lines *l,
					       const char *name)
{
	size_t i, n = strlen(name);

	for (i = 0; i < l->n; i++)
		if (!strcmp(l->v[i].name, name) ||
		    (!strncmp(l->v[i].name, name, n) && l->v[i].name[n] == '@'))
			return &l->v[i];
	return NULL;
}

void dts_lines_release(struct dts_lines *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		free(l->v[i].path);
		free(l->v[i].name);
	}
	free(l->v);
	memset(l, 0, sizeof(*l));
}
