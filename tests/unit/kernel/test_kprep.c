// SPDX-License-Identifier: GPL-2.0
/*
 * The kernel-flags cache entry is trusted only when complete: a flags file
 * cut short (a killed run, a full disk) is made again, not read (issue 16:
 * it used to fail every later run with 'asm/errno.h' not found). Here the
 * tree is empty, so making it again fails, which shows it was not trusted.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kernel/kprep.h"
#include "kernel/treekey.h"
#include "lib/fileio.h"
#include "unit.h"

int main(void)
{
	char dir[] = "/tmp/bf2dts-unit-XXXXXX";
	const char *board = "arch/arm/mach-pxa/x.c";
	struct bf_error e = { { 0 } };
	struct kflags kf;
	char *tree, *cache, *prep, *flags, *stamp, *lockdir, *key;
	int lock;

	CHECK("kprep: temp dir", mkdtemp(dir) != NULL);
	tree = xasprintf("%s/tree", dir);
	cache = xasprintf("%s/cache", dir);
	mkdir_p(tree);
	/* prepared dirs are per tree (kernel/treekey.h) */
	key = tree_key(tree);
	prep = xasprintf("%s/build/prep-%s-pxa_defconfig", cache, key);
	flags = xasprintf("%s/bf2dts-flags-pxa.txt", prep);
	stamp = xasprintf("%s/.bf2dts-prepared", prep);
	mkdir_p(prep);
	write_file_atomic(stamp, "pxa_defconfig", 13);

	write_file_atomic(flags, "--target=arm-linux-gnueabi\n-I\n/x\n", 33);
	CHECK("kprep: a flags file without its end marker is made again",
	      kflags_get(tree, cache, board, &kf, &e) < 0 &&
		      strstr(e.msg, "could not preprocess"));
	kflags_release(&kf);

	write_file_atomic(flags,
			  "--target=arm-linux-gnueabi\n-I\n/x\n"
			  "-D__BF2DTS_FLAGS_COMPLETE=1\n",
			  61);
	CHECK("kprep: a complete flags file is read",
	      kflags_get(tree, cache, board, &kf, &e) == 0 && kf.argc == 4 &&
		      !strcmp(kf.argv[2], "/x"));
	kflags_release(&kf);

	CHECK("kprep: a tree of a Makefile alone is not a kernel tree",
	      write_file_atomic(stamp, "", 0) == 0 &&
		      kernel_check_tree(tree, &e) < 0 && !strchr(e.msg, '\n'));

	lockdir = xasprintf("%s/locks/sub", dir);
	lock = cache_lock(lockdir, "test", &e);
	CHECK("kprep: a cache lock is taken, its directory made", lock >= 0);
	cache_unlock(lock);
	CHECK("kprep: a cache that is a file is refused",
	      cache_check(flags, &e) < 0 && strstr(e.msg, "BF2DTS_CACHE"));
	CHECK("kprep: a missing cache is fine", cache_check(tree, &e) == 0);

	{
		char *rm = xasprintf("rm -rf '%s'", dir);

		CHECK("kprep: clean up", system(rm) == 0);
		free(rm);
	}
	free(tree);
	free(cache);
	free(prep);
	free(key);
	free(flags);
	free(stamp);
	free(lockdir);
	return unit_failed;
}
