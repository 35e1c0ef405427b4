/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A name for one kernel tree, so that what bf2dts derives from a tree
 * (prepared headers, the driver index, library models, reports, .dtbs) is
 * cached apart from what it derives from any other: two trees side by side,
 * 6.1 and 6.12, or a pristine and a patched copy, never share an entry.
 */
#ifndef BF2DTS_TREEKEY_H
#define BF2DTS_TREEKEY_H

/*
 * "<VERSION>.<PATCHLEVEL>.<SUBLEVEL>-<16 hex digits>": the version from the
 * top Makefile (for a reader of the cache directory), and a hash of the
 * tree's real path, that version, and the identity (device, inode) and stamp
 * (mtime, size) of the tree's directory and top Makefile. A tree moved,
 * copied or replaced in place gets a new key. Never NULL; caller frees.
 */
char *tree_key(const char *kdir);

/* <cachedir>/<sub>/<tree_key(kdir)>. Caller frees. */
char *tree_cache_path(const char *cachedir, const char *kdir, const char *sub);

#endif
