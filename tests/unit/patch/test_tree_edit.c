// SPDX-License-Identifier: GPL-2.0
/*
 * The edits bf2dts patch makes to files of the tree: a .dtb line in its
 * Makefile block, a board compatible in a YAML enum or a .txt list, a
 * defconfig line; each in order, each once.
 */
#include <stdlib.h>

#include "lib/strbuf.h"
#include "patch/tree_edit.h"
#include "unit.h"

static void test_makefile(void)
{
	struct strbuf t = STRBUF_INIT;

	sb_add(&t,
	       "dtb-$(CONFIG_ARCH_PXA) += \\\n\tpxa300-a.dtb \\\n\tpxa300-c.dtb\n"
	       "dtb-$(CONFIG_ARCH_X) += x.dtb\n");
	CHECK("makefile-middle",
	      edit_dtb_makefile(&t, "ARCH_PXA", "pxa300-b.dtb") == 1);
	CHECK_STR(
		"makefile-middle-text", sb_str(&t),
		"dtb-$(CONFIG_ARCH_PXA) += \\\n\tpxa300-a.dtb \\\n\tpxa300-b.dtb \\\n"
		"\tpxa300-c.dtb\ndtb-$(CONFIG_ARCH_X) += x.dtb\n");
	CHECK("makefile-end",
	      edit_dtb_makefile(&t, "ARCH_PXA", "pxa300-d.dtb") == 1);
	CHECK("makefile-end-continues",
	      strstr(sb_str(&t), "\tpxa300-c.dtb \\\n\tpxa300-d.dtb\n") !=
		      NULL);
	CHECK("makefile-once",
	      edit_dtb_makefile(&t, "ARCH_PXA", "pxa300-b.dtb") == 0);
	CHECK("makefile-new-block",
	      edit_dtb_makefile(&t, "ARCH_NEW", "new.dtb") == 1 &&
		      strstr(sb_str(&t),
			     "dtb-$(CONFIG_ARCH_NEW) += new.dtb\n"));
	sb_release(&t);
}

static void test_yaml(void)
{
	struct strbuf t = STRBUF_INIT;

	sb_add(&t, "      - items:\n          - enum:\n              - a,one\n"
		   "              - c,three\n          - const: soc,x\n");
	CHECK("yaml-insert", edit_yaml_board_enum(&t, "soc,x", "b,two") == 1);
	CHECK_STR(
		"yaml-insert-text", sb_str(&t),
		"      - items:\n          - enum:\n              - a,one\n"
		"              - b,two\n              - c,three\n          - const: soc,x\n");
	CHECK("yaml-once", edit_yaml_board_enum(&t, "soc,x", "b,two") == 0);
	CHECK("yaml-no-soc", edit_yaml_board_enum(&t, "soc,y", "b,two") == -1);
	sb_release(&t);
}

static void test_txt(void)
{
	struct strbuf t = STRBUF_INIT;

	sb_add(&t, "Known boards:\n\n\"a,x\"\n\"c,z\"\n");
	CHECK("txt-insert", edit_txt_board_list(&t, "b,y") == 1);
	CHECK_STR("txt-insert-text", sb_str(&t),
		  "Known boards:\n\n\"a,x\"\n\"b,y\"\n\"c,z\"\n");
	sb_reset(&t);
	sb_add(&t, "no list here\n");
	CHECK("txt-no-list", edit_txt_board_list(&t, "b,y") == -1);
	sb_release(&t);
}

static void test_defconfig(void)
{
	struct strbuf t = STRBUF_INIT;
	const char *after[] = { "CONFIG_MACH_B", "CONFIG_ARCH_PXA", NULL };

	sb_add(&t, "CONFIG_ARCH_PXA=y\nCONFIG_MACH_A=y\nCONFIG_FOO=m\n");
	CHECK("defconfig-add", edit_defconfig(&t, "MACH_DT", after) == 1);
	CHECK_STR(
		"defconfig-after-arch", sb_str(&t),
		"CONFIG_ARCH_PXA=y\nCONFIG_MACH_DT=y\nCONFIG_MACH_A=y\nCONFIG_FOO=m\n");
	CHECK("defconfig-once", edit_defconfig(&t, "MACH_DT", after) == 0);
	sb_release(&t);
}

int main(void)
{
	test_makefile();
	test_yaml();
	test_txt();
	test_defconfig();
	return unit_failed;
}
