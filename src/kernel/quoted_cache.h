/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The quoted-string index of a tree (quoted_index.h) kept on disk, so that
 * a run reads it instead of reading drivers/ and sound/ again: one file per
 * tree (tree_key()) under <cachedir>/quoted/. The file holds the stamp
 * (inode, size, mtime, ctime) of every directory and C file of the set as
 * they were before the index was made; it is used only while every one of
 * them is unchanged (a file added, removed, renamed or edited anywhere in
 * the set makes it stale, and it is made again). A file that is truncated
 * or corrupt (length, checksum, structure) is never trusted: it is made
 * again and replaced. Writes are atomic (a killed run leaves the old file
 * or none), and a run that has to make the index holds a lock, so that a
 * second run on the same cache waits and reads the first one's result.
 *
 * BF2DTS_CACHE_DEBUG=1 prints one line per use to stderr:
 * "bf2dts: quoted index cache: FILE: hit|no entry|stale (...)|corrupt (...)",
 * and "stored" or "not stored (...)" after a build.
 */
#ifndef BF2DTS_QUOTED_CACHE_H
#define BF2DTS_QUOTED_CACHE_H

struct quoted_index;

/*
 * The index of @dirs (NULL-terminated) under @kdir from the cache under
 * @cachedir when it holds a current one; NULL otherwise.
 */
struct quoted_index *quoted_cache_load(const char *cachedir, const char *kdir,
				       const char *const *dirs);

/*
 * quoted_index_build(), stored under @cachedir (NULL: not stored) for the
 * next run; what another run stored meanwhile is read instead.
 */
struct quoted_index *quoted_cache_build(const char *cachedir, const char *kdir,
					const char *const *dirs);

#endif
