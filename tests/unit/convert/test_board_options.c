// SPDX-License-Identifier: GPL-2.0
/*
 * A board's own Kconfig options are taken as its defconfig sets them, else
 * as Kconfig would (a choice's default member; a plain option off); the
 * drivers' symbols a board file tests are no options: forced on.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert/board_options.h"
#include "unit.h"

static const char mach_kconfig[] = "config MACH_FOO\n"
				   "\tbool \"Foo board\"\n"
				   "\n"
				   "config FOO_DAUGHTER\n"
				   "\tbool \"Daughter card\"\n"
				   "\tdepends on MACH_FOO\n"
				   "\n"
				   "config FOO_HIDDEN\n"
				   "\tbool\n"
				   "\tdepends on MACH_FOO\n"
				   "\n"
				   "config FOO_ANY_BOARD\n"
				   "\tbool \"Something of the SoC\"\n"
				   "\n"
				   "choice\n"
				   "\tprompt \"Flash size\"\n"
				   "\tdepends on MACH_FOO\n"
				   "\tdefault FOO_FLASH_16MB\n"
				   "\n"
				   "config FOO_FLASH_8MB\n"
				   "\tbool \"8MB\"\n"
				   "\n"
				   "config FOO_FLASH_16MB\n"
				   "\tbool \"16MB\"\n"
				   "\n"
				   "endchoice\n"
				   "\n"
				   "choice\n"
				   "\tprompt \"Slot\"\n"
				   "\tdepends on MACH_FOO\n"
				   "\n"
				   "config FOO_SLOT0\n"
				   "\tbool \"slot 0\"\n"
				   "\n"
				   "config FOO_SLOT1\n"
				   "\tbool \"slot 1\"\n"
				   "endchoice\n";

static int put(const char *dir, const char *rel, const char *text)
{
	char path[512];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, rel);
	f = fopen(path, "w");
	if (!f)
		return -1;
	fputs(text, f);
	return fclose(f);
}

int main(void)
{
	char dir[] = "/tmp/bf2dts-bopt-XXXXXX", sub[600];
	struct kconfig *kc = NULL;
	struct bf_error e = { 0 };
	const char *dc8 = "CONFIG_ARCH_FOO=y\nCONFIG_FOO_FLASH_8MB=y\n";

	CHECK("board options: temp dir", mkdtemp(dir) != NULL);
	snprintf(sub, sizeof(sub), "%s/arch", dir);
	mkdir(sub, 0755);
	snprintf(sub, sizeof(sub), "%s/arch/arm", dir);
	mkdir(sub, 0755);
	snprintf(sub, sizeof(sub), "%s/arch/arm/mach-foo", dir);
	mkdir(sub, 0755);
	snprintf(sub, sizeof(sub), "%s/drivers", dir);
	mkdir(sub, 0755);
	if (!put(dir, "Kconfig",
		 "source \"arch/arm/mach-foo/Kconfig\"\n"
		 "source \"drivers/Kconfig\"\n") &&
	    !put(dir, "arch/arm/mach-foo/Kconfig", mach_kconfig) &&
	    !put(dir, "drivers/Kconfig",
		 "config REGULATOR\n\tbool \"Regulators\"\n"))
		kc = kconfig_read(dir, "Kconfig", &e);
	CHECK("board options: the Kconfig reads", kc != NULL);
	if (kc) {
		CHECK("a daughter card is off when the defconfig does not set it",
		      board_option(kc, "CONFIG_FOO_DAUGHTER", "MACH_FOO",
				   NULL) == BOPT_OFF);
		CHECK("a daughter card the defconfig sets is on",
		      board_option(kc, "CONFIG_FOO_DAUGHTER", "MACH_FOO",
				   "CONFIG_FOO_DAUGHTER=y\n") == BOPT_ON);
		CHECK("a line that only mentions it does not set it",
		      board_option(kc, "CONFIG_FOO_DAUGHTER", "MACH_FOO",
				   "# CONFIG_FOO_DAUGHTER is not set\n") ==
			      BOPT_OFF);
		CHECK("a choice takes its default member",
		      board_option(kc, "CONFIG_FOO_FLASH_16MB", "MACH_FOO",
				   NULL) == BOPT_ON &&
			      board_option(kc, "CONFIG_FOO_FLASH_8MB",
					   "MACH_FOO", NULL) == BOPT_OFF);
		CHECK("a choice takes the member the defconfig sets",
		      board_option(kc, "CONFIG_FOO_FLASH_8MB", "MACH_FOO",
				   dc8) == BOPT_ON &&
			      board_option(kc, "CONFIG_FOO_FLASH_16MB",
					   "MACH_FOO", dc8) == BOPT_OFF);
		CHECK("a choice with no default takes its first member",
		      board_option(kc, "CONFIG_FOO_SLOT0", "MACH_FOO", NULL) ==
				      BOPT_ON &&
			      board_option(kc, "CONFIG_FOO_SLOT1", "MACH_FOO",
					   NULL) == BOPT_OFF);
		CHECK("a driver's symbol is no board option",
		      board_option(kc, "CONFIG_REGULATOR", "MACH_FOO", NULL) ==
			      BOPT_NONE);
		CHECK("the board's own symbol is no option",
		      board_option(kc, "CONFIG_MACH_FOO", "MACH_FOO", NULL) ==
			      BOPT_NONE);
		CHECK("a hidden symbol is no option",
		      board_option(kc, "CONFIG_FOO_HIDDEN", "MACH_FOO", NULL) ==
			      BOPT_NONE);
		CHECK("a symbol other boards can set is no option",
		      board_option(kc, "CONFIG_FOO_ANY_BOARD", "MACH_FOO",
				   NULL) == BOPT_NONE);
		CHECK("another board's option is none of this one's",
		      board_option(kc, "CONFIG_FOO_DAUGHTER", "MACH_BAR",
				   NULL) == BOPT_NONE);
		kconfig_free(kc);
	}
	snprintf(sub, sizeof(sub), "rm -rf '%s'", dir);
	CHECK("board options: cleanup", system(sub) == 0);
	return unit_failed;
}
