// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/quoted_index.c answers what `grep -rlF --include=*.c '"s"'`
 * prints, file for file and in grep's order: strings next to others on a
 * line, across lines (never a match), a file with a NUL byte, a header (not
 * a .c file), too long a string (the caller's grep). Each answer is checked
 * against grep itself on a scratch tree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kernel/quoted_index.h"
#include "lib/proc.h"
#include "lib/strbuf.h"
#include "unit.h"

static void put(const char *dir, const char *name, const char *text, size_t len)
{
	char *path = xasprintf("%s/%s", dir, name);
	FILE *f = fopen(path, "w");

	if (!len)
		len = strlen(text);
	if (f) {
		fwrite(text, 1, len, f);
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

/* grep's answer, and @nfiles files of which @one (grep's order is its own) */
static void same_as_grep(const struct quoted_index *qi, const char *kdir,
			 const char *s, size_t nfiles, const char *one)
{
	struct strbuf got = STRBUF_INIT;
	char *g = grep(kdir, s);
	char *name = xasprintf("quoted_index: \"%s\" as grep lists it", s);
	char *name2 = xasprintf("quoted_index: \"%s\" in %zu files", s, nfiles);
	size_t n = 0;
	const char *p;

	CHECK(name,
	      !quoted_index_find(qi, s, &got) && !strcmp(sb_str(&got), g));
	for (p = sb_str(&got); (p = strchr(p, '\n')) != NULL; p++)
		n++;
	CHECK(name2, n == nfiles && (!one || strstr(sb_str(&got), one)));
	sb_release(&got);
	free(g);
	free(name);
	free(name2);
}

int main(void)
{
	static const char *const dirs[] = { "drivers", "sound", NULL };
	static const char nul[] = "int x;\n\0\n{ \"pcf8574\" }\n";
	char tmpl[] = "/tmp/bf2dts-quoted-XXXXXX";
	char *base = mkdtemp(tmpl), *d, *s, *g;
	struct quoted_index *qi;
	struct strbuf out = STRBUF_INIT;
	char longname[QUOTED_MAX + 2];

	if (!base) {
		printf("FAIL quoted_index: no temporary directory\n");
		return 1;
	}
	d = xasprintf("%s/drivers", base);
	s = xasprintf("%s/sound", base);
	g = xasprintf("%s/drivers/gpio", base);
	mkdir(d, 0755);
	mkdir(s, 0755);
	mkdir(g, 0755);
	put(g, "gpio-pca953x.c",
	    "{ \"tca6416\", 16 }, { \"pca9555\", 16 },\n"
	    "\t.compatible = \"ti,tca6416\",\n",
	    0);
	put(g, "gpio-pcf857x.c", "{ \"pcf8574\", 8 },{\"tca6416\"}\n", 0);
	put(d, "nul.c", nul, sizeof(nul) - 1);
	put(d, "split.c", "char *a = \"tca\n6416\";\n", 0);
	put(d, "between.c", "f(\"a\"tca6416\"b\");\n", 0);
	put(d, "header.h", "{ \"tca6416\" }\n", 0);
	put(s, "codec.c", "{ \"wm8750\", 0 },\n", 0);
	qi = quoted_index_build(base, dirs);
	CHECK("quoted_index: a scratch tree is indexed", qi != NULL);
	if (!qi)
		return 1;
	same_as_grep(qi, base, "tca6416", 3, "drivers/between.c\n");
	same_as_grep(qi, base, "pcf8574", 2, "drivers/nul.c\n");
	same_as_grep(qi, base, "wm8750", 1, "sound/codec.c\n");
	same_as_grep(qi, base, "6416", 0, NULL);
	same_as_grep(qi, base, "ti,tca6416", 1, "gpio-pca953x.c\n");
	memset(longname, 'a', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = '\0';
	CHECK("quoted_index: too long a string is grep's",
	      quoted_index_find(qi, longname, &out) == -1 && !out.len);
	CHECK("quoted_index: a string with a '\"' is grep's",
	      quoted_index_find(qi, "a\"b", &out) == -1 && !out.len);
	quoted_index_free(qi);
	sb_release(&out);
	{
		const char *rm[] = { "rm", "-rf", base, NULL };
		struct proc_opts po = { 0 };
		struct bf_error e = { { 0 } };
		int status;

		proc_run(rm, &po, NULL, NULL, &status, &e);
	}
	free(d);
	free(s);
	free(g);
	return unit_failed;
}
