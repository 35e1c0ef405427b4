/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Where bf2dts keeps what it derives from kernel trees, and which tree it
 * reads by default: the one place these defaults are spelt in C (the shell
 * side has scripts/env.sh).
 */
#ifndef BF2DTS_CACHEDIR_H
#define BF2DTS_CACHEDIR_H

/* $BF2DTS_CACHE, or $HOME/.cache/bf2dts. Caller frees. */
char *cache_dir(void);
/* <cache>/<sub>. Caller frees. */
char *cache_path(const char *sub);
/* $BF2DTS_KERNEL, or the extracted 6.1 tree <cache>/linux-6.1. Caller frees. */
char *default_kernel_dir(void);
/*
 * The kernel tree a command reads: @given (--kernel) or the default, made
 * absolute when it exists, since cache entries record the paths of the
 * files they were made from and a relative one would depend on the working
 * directory. Caller frees.
 */
char *kernel_dir(const char *given);

#endif
