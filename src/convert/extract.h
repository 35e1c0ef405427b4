/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The C front end: parses a board file with libclang and the kernel's own
 * flags and fills the board model (machines, file-scope data, and the calls
 * on each machine's init path).
 */
#ifndef BF2DTS_EXTRACT_H
#define BF2DTS_EXTRACT_H

#include "convert/board.h"
#include "lib/error.h"
#include "kernel/kprep.h"

/*
 * @probes are C expressions to evaluate in the board's context (e.g.
 * "PXA_GPIO_TO_IRQ(0)"); those the file cannot see come back with ok = 0.
 */
struct kconfig;
struct libcache;
/*
 * @kc (may be NULL) says what the board's own Kconfig symbol selects. With
 * @lc (NULL: no cache, libcache.h), the model comes from the model cache there
 * when an entry for the same inputs checks out (every file the parse read
 * unchanged, libcache.h), and is stored there when parsed: a later run of
 * an unchanged board file in an unchanged tree does not parse it again.
 * $BF2DTS_LIBCACHE_DEBUG=1 says hit or miss on stderr ("board cache:").
 */
int board_extract(const char *kdir, const char *rel, const struct kflags *kf,
		  const struct kconfig *kc, const char *const *probes,
		  size_t nprobes, struct libcache *lc, struct board *b,
		  struct bf_error *e);
/*
 * Library mode, for the SoC's own files (mach-pxa/devices.c): every
 * function of the file and of headers in its directory becomes a
 * "machine" whose steps are the calls it makes, so that a helper such as
 * pxa_set_mci_info() resolves to the platform_device it registers.
 * With @lc (NULL: no cache), the model comes from the library model
 * cache there when an entry checks out, and is stored there when parsed
 * (libcache.h). $BF2DTS_LIBCACHE_DEBUG=1 says hit or miss on stderr.
 */
int board_extract_library(const char *kdir, const char *rel,
			  const struct kflags *kf, struct libcache *lc,
			  struct board *lib, struct bf_error *e);
void board_release(struct board *b);

#endif
