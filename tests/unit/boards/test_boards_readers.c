// SPDX-License-Identifier: GPL-2.0
/*
 * The inventory's readers on small fixtures (tests/fixtures/boards/):
 * Kconfig dependency chains, kbuild Makefiles, defconfigs, MAINTAINERS
 * patterns, dts roots, converter reports, QEMU's machine list.
 * Run from the repository root.
 */
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "boards/boards_dts.h"
#include "boards/boards_qemu.h"
#include "boards/boards_report.h"
#include "boards/boards_scan.h"
#include "kernel/defconfig.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "kernel/maintainers.h"
#include "lib/strbuf.h"
#include "unit.h"

#define FIX "tests/fixtures/boards"
#define TREE FIX "/tree"

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	struct strbuf sb = STRBUF_INIT;
	char buf[4096];
	size_t n;

	if (!f)
		return xstrdup("");
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_addn(&sb, buf, n);
	fclose(f);
	return sb_detach(&sb);
}

static void test_kconfig(void)
{
	struct bf_error e;
	struct kconfig *kc = kconfig_read(TREE, "Kconfig", &e);
	struct strbuf chain = STRBUF_INIT;
	const struct ksym *s;

	CHECK("kconfig reads the fixture tree", kc != NULL);
	if (!kc)
		return;
	CHECK("kconfig: source with $(SRCARCH) followed",
	      kconfig_sym(kc, "MACH_ALIVE") != NULL);
	CHECK("kconfig: no missing sources", kconfig_missing_sources(kc) == 0);
	CHECK("kconfig: if block carries the menuconfig's UNUSED dependency",
	      kconfig_requires(kc, "MACH_OLDBOARD", "UNUSED_BOARD_FILES",
			       &chain));
	CHECK("kconfig: chain names the enclosing symbol",
	      strstr(sb_str(&chain), "ARCH_FOO_OLD") != NULL);
	CHECK("kconfig: own depends on",
	      kconfig_requires(kc, "MACH_DIRECT", "UNUSED_BOARD_FILES", NULL));
	CHECK("kconfig: an || alternative is not a requirement",
	      !kconfig_requires(kc, "MACH_EITHER", "UNUSED_BOARD_FILES", NULL));
	CHECK("kconfig: menu depends on reaches its entries",
	      kconfig_requires(kc, "MACH_ALIVE", "ATAGS", NULL));
	CHECK("kconfig: alive board is not unused",
	      !kconfig_requires(kc, "MACH_ALIVE", "UNUSED_BOARD_FILES", NULL));
	CHECK("kconfig: hidden symbol selected only by unused boards",
	      kconfig_requires(kc, "FOO_COMMON", "UNUSED_BOARD_FILES", NULL));
	CHECK("kconfig: hidden symbol selected by the alive board",
	      !kconfig_requires(kc, "FOO_ONLY_ALIVE", "UNUSED_BOARD_FILES",
				NULL));
	CHECK("kconfig: conditional select still needs the selector",
	      kconfig_requires(kc, "FOO_HIDDEN_UNUSED", "UNUSED_BOARD_FILES",
			       NULL));
	s = kconfig_sym(kc, "MACH_ALIVE");
	CHECK_STR("kconfig: prompt", s ? ksym_prompt(s) : NULL, "Alive board");
	CHECK_STR("kconfig: help block, indentation removed",
		  s ? ksym_help(s) : NULL,
		  "First help line of the alive board.\nSecond line.");
	s = kconfig_sym(kc, "ARCH_FOO_OLD");
	CHECK("kconfig: help keeps its blank-line paragraphs",
	      s && ksym_help(s) && strstr(ksym_help(s), "\n\nScheduled"));
	s = kconfig_sym(kc, "FOO_COMMON");
	CHECK("kconfig: reverse select edges", s && s->n_selected_by == 2);
	sb_release(&chain);
	kconfig_free(kc);
	CHECK("kconfig: missing root is an error",
	      kconfig_read(TREE, "no-such-Kconfig", &e) == NULL &&
		      strstr(e.msg, "no-such-Kconfig"));
}

static void test_kexpr(void)
{
	struct kexpr *x = kexpr_parse("A && (B || !C) && D = y");
	struct strbuf sb = STRBUF_INIT;

	kexpr_print(x, &sb);
	CHECK_STR("kexpr: precedence and grouping", sb_str(&sb),
		  "((A && (B || !C)) && D = y)");
	kexpr_free(x);
	CHECK("kexpr: unbalanced parenthesis rejected",
	      kexpr_parse("(A && B") == NULL);
	CHECK("kexpr: dangling operator rejected", kexpr_parse("A &&") == NULL);
	sb_release(&sb);
}

static void test_makefile(void)
{
	struct kbuild_makefile mk;
	struct bf_error e;
	const struct kbuild_obj *o;

	CHECK("kbuild: reads",
	      !kbuild_read(TREE, "arch/arm/mach-foo", &mk, &e));
	o = kbuild_find(&mk, "alive-extra.o");
	CHECK_STR("kbuild: continuation line", o ? o->sym : NULL, "MACH_ALIVE");
	o = kbuild_find(&mk, "old.o");
	CHECK_STR("kbuild: ifdef guard", o ? o->guard : NULL, "ARCH_FOO_OLD");
	o = kbuild_find(&mk, "part2.o");
	CHECK_STR("kbuild: composite object part", o ? o->sym : NULL,
		  "MACH_DIRECT");
	o = kbuild_find(&mk, "core.o");
	CHECK("kbuild: obj-y has no symbol", o && !o->sym);
	kbuild_free(&mk);
	CHECK("kbuild: missing Makefile is an error",
	      kbuild_read(TREE, "arch/arm/mach-none", &mk, &e) < 0);
}

static void test_defconfig(void)
{
	struct defconfigs dc;
	struct bf_error e;

	CHECK("defconfig: reads", !defconfigs_read(TREE, &dc, &e));
	CHECK("defconfig: one file", dc.n == 1);
	if (dc.n == 1) {
		CHECK("defconfig: =y", defconfig_has(&dc.v[0], "MACH_ALIVE"));
		CHECK("defconfig: =m", defconfig_has(&dc.v[0], "MACH_EITHER"));
		CHECK("defconfig: 'is not set' is not enabled",
		      !defconfig_has(&dc.v[0], "MACH_DIRECT"));
	}
	defconfigs_free(&dc);
}

static void test_maintainers(void)
{
	struct maintainers m;
	struct maint_match mm[8];
	struct bf_error e;
	size_t n;

	CHECK("maintainers: reads",
	      !maintainers_read(TREE "/MAINTAINERS", TREE, &m, &e));
	CHECK("maintainers: preamble makes no entry with files",
	      m.n >= 3 && m.v[0].n_files == 0);
	n = maintainers_match(&m, "arch/arm/mach-foo/alive.c", mm, 8);
	CHECK("maintainers: dir and glob both cover alive.c", n == 2);
	CHECK("maintainers: the dir entry is family-wide",
	      n == 2 && !mm[0].specific);
	CHECK("maintainers: the glob singles the file out",
	      n == 2 && mm[1].specific &&
		      !strcmp(mm[1].entry->status, "Maintained"));
	n = maintainers_match(&m, "arch/arm/mach-foo/alive-extra.c", mm, 8);
	CHECK("maintainers: X: excludes", n == 1);
	n = maintainers_match(&m, "arch/arm/mach-foo/oldboard.c", mm, 8);
	CHECK("maintainers: N: regex", n == 2);
	CHECK("maintainers: glob does not cross '/'",
	      !maint_pattern_matches("arch/*.c", "arch/arm/x.c", NULL));
	CHECK("maintainers: trailing slash covers below",
	      maint_pattern_matches("arch/arm/", "arch/arm/mach-x/y.c", NULL));
	maintainers_free(&m);
	CHECK("maintainers: unreadable file is an error naming it",
	      maintainers_read(FIX "/nope", NULL, &m, &e) < 0 &&
		      strstr(e.msg, "nope"));
}

static void test_dts(void)
{
	char *text = slurp(FIX "/board.dts");
	struct dts_file f;

	memset(&f, 0, sizeof(f));
	dts_read_root(text, &f);
	CHECK_STR("dts: root model (escaped quotes)", f.model,
		  "Foo \\\"Alive\\\" Board");
	CHECK("dts: root compatible only", f.n_compat == 2);
	if (f.n_compat == 2)
		CHECK_STR("dts: first compatible", f.compat[0],
			  "acme,foo-alive");
	free(f.model);
	while (f.n_compat)
		free(f.compat[--f.n_compat]);
	free(f.compat);
	free(text);
}

static void test_dts_match(void)
{
	struct dts_index ix;
	struct dts_file f[2];
	const char *const mmp[] = { "pxa168", "mmp2", NULL };
	struct strbuf sb = STRBUF_INIT;
	char *c0 = xstrdup("mrvl,mmp2-brownstone");

	memset(&ix, 0, sizeof(ix));
	memset(f, 0, sizeof(f));
	f[0].name = "mmp2-brownstone.dts";
	f[0].compat = &c0;
	f[0].n_compat = 1;
	f[1].name = "imx6-brownstone.dts";
	ix.v = f;
	ix.n = 2;
	CHECK("dts match: SoC-prefixed name and compatible",
	      dts_match_board(&ix, "brownstone", "BROWNSTONE", mmp, &sb) == 1);
	CHECK("dts match: evidence listed",
	      strstr(sb_str(&sb), "compatible \"mrvl,mmp2-brownstone\"") !=
		      NULL);
	sb_reset(&sb);
	CHECK("dts match: another family's SoC prefix does not count",
	      dts_match_board(&ix, "brownstone", "X",
			      (const char *const[]){ "pxa", NULL }, &sb) == 0);
	sb_release(&sb);
	free(c0);
}

static void test_report(void)
{
	char *text = slurp(FIX "/report.json");
	struct report_totals t;
	struct bf_error e;

	CHECK("report: per-machine totals",
	      report_totals_parse(text, "AKITA", &t, &e) == 1 &&
		      t.found == 10 && t.converted == 2);
	CHECK("report: file totals when the machine is not listed",
	      report_totals_parse(text, "BORZOI", &t, &e) == 1 &&
		      t.found == 41);
	CHECK("report: malformed JSON is an error",
	      report_totals_parse("{\"machines\": [", "X", &t, &e) < 0);
	CHECK("report: trailing garbage is an error",
	      report_totals_parse("{} x", "X", &t, &e) < 0);
	CHECK("report: absent report is 'no report', not an error",
	      report_totals_for(FIX, "no/such.c", "X", &t, &e) == 0);
	/* issue 16: read past the NUL of a text ending in a backslash */
	CHECK("report: a string ending in a backslash is an error",
	      report_totals_parse("{\"a\":\"\\", "X", &t, &e) < 0);
	CHECK("report: a \\u escape cut short is an error",
	      report_totals_parse("{\"a\":\"\\u12", "X", &t, &e) < 0);
	/* issue 16: 1e300 overflowed a float-to-int cast */
	CHECK("report: 1e300 is not a count",
	      report_totals_parse("{\"totals\":{\"found\":1e300,"
				  "\"converted\":-1e300}}",
				  "X", &t, &e) == 0 &&
		      t.found == -1 && t.converted == -1);
	CHECK("report: a count too large for a long is an error",
	      report_totals_parse("{\"totals\":{\"found\":"
				  "99999999999999999999999}}",
				  "X", &t, &e) < 0);
	{
		char dir[] = "/tmp/bf2dts-unit-XXXXXX";
		char *sub;

		CHECK("report: temp dir", mkdtemp(dir) != NULL);
		sub = xasprintf("%s/a_b.c.json", dir);
		mkdir(sub, 0755);
		CHECK("report: a report that is a directory is said so",
		      report_totals_for(dir, "a/b.c", "X", &t, &e) < 0 &&
			      strstr(e.msg, "Is a directory"));
		rmdir(sub);
		rmdir(dir);
		free(sub);
	}
	free(text);
}

static void test_qemu_and_years(void)
{
	struct qemu_map m;
	struct qemu_map_row r[2] = {
		{ "terrier", "arch/arm/mach-pxa/spitz.c", "BORZOI", "", -1 },
		{ "gone", "arch/arm/mach-pxa/x.c", "X", "", -1 },
	};

	memset(&m, 0, sizeof(m));
	m.v = r;
	m.n = 2;
	qemu_map_apply_help(&m, "Supported machines are:\n"
				"terrier              Sharp SL-C3200\n"
				"terrier2             not a match\n");
	CHECK("qemu: listed machine available", r[0].available == 1);
	CHECK("qemu: unlisted machine not available", r[1].available == 0);
	CHECK("years: newest of several",
	      boards_newest_year("Copyright (C) 2004-2008, 2011 Someone") ==
		      2011);
	CHECK("years: none", boards_newest_year("no year 12345") == 0);
}

int main(void)
{
	test_kconfig();
	test_kexpr();
	test_makefile();
	test_defconfig();
	test_maintainers();
	test_dts();
	test_dts_match();
	test_report();
	test_qemu_and_years();
	return unit_failed;
}
