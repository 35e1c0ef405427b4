// SPDX-License-Identifier: GPL-2.0
#include "patch/bindtext.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib/fileio.h"
#include "lib/strbuf.h"

static void walk(const char *kdir, const char *rel, struct bindtext *bt)
{
	char *abs = xasprintf("%s/%s", kdir, rel);
	DIR *d = opendir(abs);
	struct dirent *de;

	while (d && (de = readdir(d)) != NULL) {
		char *sub, *subabs;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		sub = xasprintf("%s/%s", rel, de->d_name);
		subabs = xasprintf("%s/%s", kdir, sub);
		if (!lstat(subabs, &st) && S_ISDIR(st.st_mode)) {
			walk(kdir, sub, bt);
			free(sub);
		} else if (S_ISREG(st.st_mode)) {
			struct strbuf sb = STRBUF_INIT;
			struct bindtext_file f;

			file_read_all(subabs, &sb);
			f.rel = sub;
			f.text = sb_detach(&sb);
			VEC_PUSH(bt->v, bt->n, bt->alloc, f);
		} else {
			free(sub);
		}
		free(subabs);
	}
	if (d)
		closedir(d);
	free(abs);
}

int bindtext_load(const char *kdir, struct bindtext *bt, struct bf_error *e)
{
	memset(bt, 0, sizeof(*bt));
	walk(kdir, "Documentation/devicetree/bindings", bt);
	if (!bt->n)
		return bf_err(e, "%s: no Documentation/devicetree/bindings",
			      kdir);
	return 0;
}

void bindtext_release(struct bindtext *bt)
{
	size_t i;

	for (i = 0; i < bt->n; i++) {
		free(bt->v[i].rel);
		free(bt->v[i].text);
	}
	free(bt->v);
	memset(bt, 0, sizeof(*bt));
}

int bindtext_documented(const struct bindtext *bt, const char *compat)
{
	size_t i;

	for (i = 0; i < bt->n; i++)
		if (strstr(bt->v[i].text, compat))
			return 1;
	return 0;
}

const struct bindtext_file *bindtext_find(const struct bindtext *bt,
					  const char *dir, const char *ext,
					  const char *needle,
					  const char *name_has)
{
	size_t i, dl = strlen(dir), el = strlen(ext);

	for (i = 0; i < bt->n; i++) {
		const char *rel = bt->v[i].rel;
		const char *base = strrchr(rel, '/') + 1;
		size_t rl = strlen(rel);

		if (strncmp(rel, dir, dl) || rel[dl] != '/' || rl < el ||
		    strcmp(rel + rl - el, ext))
			continue;
		if (name_has && !strstr(base, name_has))
			continue;
		if (needle && !strstr(bt->v[i].text, needle))
			continue;
		return &bt->v[i];
	}
	return NULL;
}
