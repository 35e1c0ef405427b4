/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The cache of SoC library models (mach-pxa/devices.c parsed in library
 * mode) and of board models (mach-pxa/mainstone.c, with its CONFIG_
 * symbols forced on), one file per model in <cache>/libmodels/<key>:
 *
 *   key    SHA-256 of what is known before parsing: the bf2dts binary
 *          itself (the extractor's code), the libclang version, the kernel
 *          tree, the file, the exact clang command line (Kbuild's flags,
 *          the per-file KBUILD_* names, the forced CONFIG_ symbols) and
 *          the text of the wrapper that includes the file;
 *   entry  a header (magic, format version, the key again, the SHA-256 of
 *          the rest), the files the parse read (the file and every header
 *          libclang reports as included, each with its size and SHA-256),
 *          and the serialized model (board_serial.c) or, for a file that
 *          does not parse, its error message.
 *
 * An entry is trusted only when all of it checks out: a corrupt, truncated
 * or stale entry (any dependency changed) is a miss, and the model parsed
 * instead replaces it. Entries are written atomically (a temporary file
 * renamed into place), so concurrent runs at worst both parse and write the
 * same entry. $BF2DTS_NO_LIBCACHE=1 (or convert --no-lib-cache) turns the
 * cache off; $BF2DTS_LIBCACHE names another directory for it.
 */
#ifndef BF2DTS_LIBCACHE_H
#define BF2DTS_LIBCACHE_H

#include <stddef.h>

#include "convert/board.h"
#include "lib/error.h"
#include "lib/sha256.h"
#include "lib/strbuf.h"

/*
 * A run's cache in @dir (NULL: none on disk, for tests of the entry
 * bytes): the file digests it computes or reads from @dir (libcache.c),
 * and the binary's own digest, part of every key, belong to it and end
 * with libcache_close(). One per pipeline, never shared between runs.
 */
struct libcache;
struct libcache *libcache_open(const char *dir);
const char *libcache_dir(const struct libcache *lc);
void libcache_close(struct libcache *lc);

/* Key material is fed in, in order, with libcache_key_add. */
struct libcache_key {
	struct sha256 ctx;
	unsigned char id[SHA256_LEN];
};

/*
 * Starts a key with the binary's own digest and the libclang version; -1
 * when the binary cannot be read (then there is no cache).
 */
int libcache_key_init(struct libcache *lc, struct libcache_key *k,
		      const char *clang_version);
/* Adds one string (NULL allowed, distinct from ""). */
void libcache_key_add(struct libcache_key *k, const char *s);
void libcache_key_final(struct libcache_key *k);

/*
 * 0 and the cached model in @b on a hit; 1 and the cached error in @e on
 * a hit for a file that does not parse; -1 on a miss (no entry, or one
 * that fails a check: @why, if not NULL, says which).
 */
int libcache_load(struct libcache *lc, const struct libcache_key *k,
		  struct board *b, struct bf_error *e, struct strbuf *why);
/*
 * Writes the entry for @b or, with @b NULL, for a file that does not
 * parse, with its error message @err; made from the files @deps
 * (absolute paths). -1 when it cannot (the model is still good to use).
 */
int libcache_store(struct libcache *lc, const struct libcache_key *k,
		   const struct board *b, const char *err,
		   const char *const *deps, size_t ndeps);

/*
 * Every store keeps the cache at LIBCACHE_KEEP entries: the least recently
 * used (a hit refreshes an entry's mtime) go first, and so do temporary
 * files older than an hour that a killed run left. Each build of bf2dts
 * has keys of its own, so without this the cache would only grow. An entry
 * is about 100-140 KB: a family has up to 16 library files, the tree 14
 * families, and the board models (board_extract) live here too, one per
 * board file (157 in 6.1): a whole-tree run must not evict its own entries.
 */
#define LIBCACHE_KEEP 1024
void libcache_prune(const char *dir, size_t keep);

/* Entry bytes, for tests: what libcache_store writes and libcache_load checks. */
int libcache_encode(struct libcache *lc, const struct libcache_key *k,
		    const struct board *b, const char *err,
		    const char *const *deps, size_t ndeps, struct strbuf *out);
int libcache_decode(struct libcache *lc, const struct libcache_key *k,
		    const void *data, size_t len, struct board *b,
		    struct bf_error *e, struct strbuf *why);

#endif
