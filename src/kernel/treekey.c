// SPDX-License-Identifier: GPL-2.0
#include "kernel/treekey.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib/strbuf.h"

static uint64_t fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *c = p;

	while (n--)
		h = (h ^ *c++) * 0x100000001b3ULL;
	return h;
}

static uint64_t stat_sig(uint64_t h, const char *path)
{
	struct stat st;
	int64_t v[5] = { -1, -1, -1, -1, -1 };

	if (!stat(path, &st)) {
		v[0] = (int64_t)st.st_dev;
		v[1] = (int64_t)st.st_ino;
		/* a directory's mtime moves whenever a file is added */
		if (!S_ISDIR(st.st_mode)) {
			v[2] = (int64_t)st.st_mtim.tv_sec;
			v[3] = (int64_t)st.st_mtim.tv_nsec;
			v[4] = (int64_t)st.st_size;
		}
	}
	return fnv(h, v, sizeof(v));
}

/* "VERSION = 6" ... from the first lines of the top Makefile. */
static void makefile_version(const char *mk, long v[3])
{
	static const char *const keys[] = { "VERSION", "PATCHLEVEL",
					    "SUBLEVEL" };
	FILE *f = fopen(mk, "r");
	char line[256];
	int n = 0;

	v[0] = v[1] = v[2] = -1;
	while (f && n++ < 20 && fgets(line, sizeof(line), f)) {
		size_t i;

		for (i = 0; i < 3; i++) {
			size_t l = strlen(keys[i]);
			const char *p = line + l;

			if (strncmp(line, keys[i], l) ||
			    (*p != ' ' && *p != '='))
				continue;
			p += strspn(p, " \t");
			if (*p == '=')
				v[i] = strtol(p + 1, NULL, 10);
		}
	}
	if (f)
		fclose(f);
}

char *tree_key(const char *kdir)
{
	char *real = realpath(kdir, NULL);
	const char *root = real ? real : kdir;
	char *mk = xasprintf("%s/Makefile", root);
	uint64_t h = 0xcbf29ce484222325ULL;
	long v[3];
	char *key;

	makefile_version(mk, v);
	h = fnv(h, root, strlen(root) + 1);
	h = fnv(h, v, sizeof(v));
	h = stat_sig(h, root);
	h = stat_sig(h, mk);
	if (v[0] >= 0)
		key = xasprintf("%ld.%ld.%ld-%016llx", v[0],
				v[1] < 0 ? 0 : v[1], v[2] < 0 ? 0 : v[2],
				(unsigned long long)h);
	else
		key = xasprintf("unknown-%016llx", (unsigned long long)h);
	free(mk);
	free(real);
	return key;
}

char *tree_cache_path(const char *cachedir, const char *kdir, const char *sub)
{
	char *k = tree_key(kdir), *p = xasprintf("%s/%s/%s", cachedir, sub, k);

	free(k);
	return p;
}
