/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The kernel's own compiler flags for a board file. Kbuild prepares an
 * out-of-tree O= directory per defconfig (cached), and compiles the board
 * file to a .i once, so that the exact command line lands in its .cmd file;
 * the flags are then kept per mach-* directory.
 */
#ifndef BF2DTS_KPREP_H
#define BF2DTS_KPREP_H

#include <stddef.h>

#include "lib/error.h"

struct kflags {
	char **argv; /* clang arguments, ready for clang_parseTranslationUnit */
	size_t argc;
	char *defconfig; /* the defconfig that prepared the headers */
	char *family; /* "pxa" for arch/arm/mach-pxa */
};

/*
 * Checks that @kdir is a kernel tree with arch/arm: the files preparing
 * headers and reading Kconfig need, not only a Makefile.
 */
int kernel_check_tree(const char *kdir, struct bf_error *e);

/*
 * Takes the exclusive lock @what of the cache directory @dir (made when
 * missing), waiting for another bf2dts run that holds it: two runs on one
 * cache then build each entry once, one after the other. Returns the lock
 * for cache_unlock(), or -1 with @e set.
 */
int cache_lock(const char *dir, const char *what, struct bf_error *e);
void cache_unlock(int lock);

/* An existing @dir that is not a directory is reported before any work. */
int cache_check(const char *dir, struct bf_error *e);

/*
 * @rel is the board file relative to @kdir. Prepares the cache on first
 * use (progress on stderr) and returns the flags for clang.
 */
/*
 * The defconfig a board file of mach-@family named @base ("smdk6410.c") is
 * prepared with: the family's, or for mach-s3c the one of the SoC series
 * whose Makefile builds it.
 */
const char *kprep_defconfig_for(const char *kdir, const char *family,
				const char *base);
int kflags_get(const char *kdir, const char *cachedir, const char *rel,
	       struct kflags *out, struct bf_error *e);
void kflags_release(struct kflags *kf);

#endif
