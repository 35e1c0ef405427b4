// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/treekey.c: two trees never share a cache key, one tree keeps its
 * key. Scratch trees under a temporary directory; no kernel tree needed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kernel/treekey.h"
#include "lib/strbuf.h"
#include "unit.h"

static void mktree(const char *dir, const char *sublevel)
{
	char *mk = xasprintf("%s/Makefile", dir);
	FILE *f;

	mkdir(dir, 0755);
	f = fopen(mk, "w");
	if (f) {
		fprintf(f,
			"# SPDX-License-Identifier: GPL-2.0\nVERSION = 6\n"
			"PATCHLEVEL = 12\nSUBLEVEL = %s\nEXTRAVERSION =\n",
			sublevel);
		fclose(f);
	}
	free(mk);
}

int main(void)
{
	char tmpl[] = "/tmp/bf2dts-treekey-XXXXXX";
	char *base = mkdtemp(tmpl), *a, *b, *link, *ka, *ka2, *kb, *kl, *p;

	if (!base) {
		printf("FAIL treekey: no temporary directory\n");
		return 1;
	}
	a = xasprintf("%s/a", base);
	b = xasprintf("%s/b", base);
	link = xasprintf("%s/link", base);
	mktree(a, "118");
	mktree(b, "118");
	if (symlink("a", link))
		perror(link);
	ka = tree_key(a);
	ka2 = tree_key(a);
	kb = tree_key(b);
	kl = tree_key(link);
	CHECK("treekey: the version comes first", !strncmp(ka, "6.12.118-", 9));
	CHECK_STR("treekey: one tree, one key", ka2, ka);
	CHECK("treekey: identical trees side by side differ", strcmp(ka, kb));
	CHECK_STR("treekey: a link to a tree is that tree", kl, ka);
	p = tree_cache_path("/c", a, "reports");
	CHECK("treekey: cache path under the key",
	      !strncmp(p, "/c/reports/6.12.118-", 20));
	free(p);
	free(ka2);
	mktree(a, "119"); /* replaced in place: a new key */
	ka2 = tree_key(a);
	CHECK("treekey: a tree changed in place gets a new key",
	      strcmp(ka, ka2));
	free(ka);
	ka = tree_key("/nonexistent/bf2dts-tree");
	CHECK("treekey: a missing tree still gets a key",
	      !strncmp(ka, "unknown-", 8));
	{
		char *cmd = xasprintf("rm -rf %s", base);

		if (system(cmd))
			perror(cmd);
		free(cmd);
	}
	free(ka);
	free(ka2);
	free(kb);
	free(kl);
	free(a);
	free(b);
	free(link);
	return unit_failed;
}
