// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/quoted_cache.c keeps the quoted-string index of a tree on disk:
 * stored after a build, read back with the same answers, never trusted
 * when the file is truncated, has a flipped byte, is not an index or is
 * for another directory set, and stale when a C file of the set is added,
 * edited in place, or gains its first quoted string. Scratch trees; the
 * files are made old enough (RACY_SECONDS) to be stored.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kernel/quoted_cache.h"
#include "kernel/quoted_index.h"
#include "kernel/treekey.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/strbuf.h"
#include "unit.h"

static const char *const dirs[] = { "drivers", "sound", NULL };

static void put(const char *dir, const char *name, const char *text,
		const char *mode)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, mode);

	if (f) {
		fputs(text, f);
		fclose(f);
	}
	free(path);
}

static char *grep(const char *kdir, const char *s)
{
	char *q = xasprintf("\"%s\"", s);
	const char *argv[] = { "grep",	"-rlF", "--include=*.c", q, "drivers",
			       "sound", NULL };
	struct proc_opts po = { .cwd = kdir };
	struct strbuf out = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	int status;

	proc_run(argv, &po, &out, NULL, &status, &e);
	free(q);
	return sb_detach(&out);
}

/* A tree with a few drivers, one of them without a quoted string. */
static char *make_tree(const char *base, const char *name)
{
	char *t = xasprintf("%s/%s", base, name);
	char *d = xasprintf("%s/drivers", t), *g = xasprintf("%s/gpio", d);
	char *s = xasprintf("%s/sound", t);

	mkdir(t, 0755);
	mkdir(d, 0755);
	mkdir(g, 0755);
	mkdir(s, 0755);
	put(g, "gpio-pca953x.c",
	    "{ \"tca6416\", 16 },\n\t.compatible = \"ti,tca6416\",\n", "w");
	put(g, "gpio-pcf857x.c", "{ \"pcf8574\", 8 },\n", "w");
	put(d, "plain.c", "int x;\n", "w");
	put(s, "codec.c", "{ \"wm8750\", 0 },\n", "w");
	free(d);
	free(g);
	free(s);
	return t;
}

/* The index answers as grep does for each of a few names. */
static int same_answers(const struct quoted_index *qi, const char *kdir)
{
	static const char *const names[] = { "tca6416", "pcf8574", "wm8750",
					     "pca9555", "ti,tca6416" };
	size_t i;
	int ok = 1;

	for (i = 0; qi && i < sizeof(names) / sizeof(names[0]); i++) {
		struct strbuf got = STRBUF_INIT;
		char *g = grep(kdir, names[i]);

		ok &= !quoted_index_find(qi, names[i], &got) &&
		      !strcmp(sb_str(&got), g);
		sb_release(&got);
		free(g);
	}
	return qi && ok;
}

static int loads(const char *cache, const char *kdir)
{
	struct quoted_index *qi = quoted_cache_load(cache, kdir, dirs);
	int ok = same_answers(qi, kdir);

	quoted_index_free(qi);
	return ok;
}

static void rewrite(const char *path, const struct strbuf *good, size_t len,
		    long flip)
{
	struct strbuf b = STRBUF_INIT;

	sb_addn(&b, good->buf, len);
	if (flip >= 0 && (size_t)flip < b.len)
		b.buf[flip] ^= 0x20;
	write_file_atomic(path, b.buf, b.len);
	sb_release(&b);
}

int main(void)
{
	char tmpl[] = "/tmp/bf2dts-qcache-XXXXXX";
	char *base = mkdtemp(tmpl), *cache, *a, *b, *c, *file, *p;
	static const char *const only_drivers[] = { "drivers", NULL };
	struct quoted_index *qi;
	struct strbuf good = STRBUF_INIT;

	if (!base) {
		printf("FAIL quoted_cache: no temporary directory\n");
		return 1;
	}
	cache = xasprintf("%s/cache", base);
	a = make_tree(base, "a");
	b = make_tree(base, "b");
	c = make_tree(base, "c");
	/* files changed a moment ago are not stored (a later change in the
	 * same tick of the clock would not show) */
	sleep(3);

	CHECK("quoted_cache: nothing to load from an empty cache",
	      !quoted_cache_load(cache, a, dirs));
	qi = quoted_cache_build(cache, a, dirs);
	CHECK("quoted_cache: the build answers as grep", same_answers(qi, a));
	quoted_index_free(qi);
	file = tree_cache_path(cache, a, "quoted");
	CHECK("quoted_cache: the build is stored",
	      !file_read_all(file, &good) && good.len > 0);
	CHECK("quoted_cache: the stored index answers as grep",
	      loads(cache, a));
	qi = quoted_cache_build(cache, a, dirs);
	CHECK("quoted_cache: a build finds what another run stored",
	      same_answers(qi, a));
	quoted_index_free(qi);

	rewrite(file, &good, good.len / 2, -1);
	CHECK("quoted_cache: a truncated file is not trusted",
	      !quoted_cache_load(cache, a, dirs));
	rewrite(file, &good, 20, -1);
	CHECK("quoted_cache: a file truncated in its header is not trusted",
	      !quoted_cache_load(cache, a, dirs));
	rewrite(file, &good, good.len, (long)good.len - 9);
	CHECK("quoted_cache: a flipped byte is not trusted",
	      !quoted_cache_load(cache, a, dirs));
	rewrite(file, &good, good.len, 100);
	CHECK("quoted_cache: a flipped byte in the stamps is not trusted",
	      !quoted_cache_load(cache, a, dirs));
	put(base, "cache/quoted/not-an-index",
	    "text, and no index at all: longer than the header of one\n", "w");
	p = xasprintf("%s/cache/quoted/not-an-index", base);
	rename(p, file);
	free(p);
	CHECK("quoted_cache: a file that is no index is not trusted",
	      !quoted_cache_load(cache, a, dirs));
	qi = quoted_cache_build(cache, a, dirs);
	CHECK("quoted_cache: a corrupt file is made again",
	      same_answers(qi, a) && loads(cache, a));
	quoted_index_free(qi);
	CHECK("quoted_cache: an index of another directory set is not used",
	      !quoted_cache_load(cache, a, only_drivers));

	qi = quoted_cache_build(cache, b, dirs);
	quoted_index_free(qi);
	qi = quoted_cache_build(cache, c, dirs);
	quoted_index_free(qi);
	CHECK("quoted_cache: trees are kept apart",
	      loads(cache, a) && loads(cache, b) && loads(cache, c));

	p = xasprintf("%s/drivers/gpio", a);
	put(p, "gpio-new.c", "{ \"tca6416\" }\n", "w");
	free(p);
	CHECK("quoted_cache: a file added makes it stale",
	      !quoted_cache_load(cache, a, dirs));
	qi = quoted_cache_build(cache, a, dirs);
	CHECK("quoted_cache: a stale index is made again, with the new file",
	      same_answers(qi, a));
	quoted_index_free(qi);

	p = xasprintf("%s/drivers/gpio", b);
	put(p, "gpio-pcf857x.c", "{ \"pca9555\" }\n", "a");
	free(p);
	CHECK("quoted_cache: a file edited in place makes it stale",
	      !quoted_cache_load(cache, b, dirs));
	p = xasprintf("%s/drivers", c);
	put(p, "plain.c", "{ \"pca9555\" }\n", "a");
	free(p);
	CHECK("quoted_cache: a file that gains a quoted string makes it stale",
	      !quoted_cache_load(cache, c, dirs));
	qi = quoted_cache_build(cache, c, dirs);
	CHECK("quoted_cache: the new string is found", same_answers(qi, c));
	quoted_index_free(qi);

	qi = quoted_cache_build(NULL, a, dirs);
	CHECK("quoted_cache: no cache directory: built, not stored",
	      same_answers(qi, a) && !quoted_cache_load(NULL, a, dirs));
	quoted_index_free(qi);

	sb_release(&good);
	{
		const char *rm[] = { "rm", "-rf", base, NULL };
		struct proc_opts po = { 0 };
		struct bf_error e = { { 0 } };
		int status;

		proc_run(rm, &po, NULL, NULL, &status, &e);
	}
	free(file);
	free(a);
	free(b);
	free(c);
	free(cache);
	return unit_failed;
}
