/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Platform driver name <-> OF compatibles, read from the kernel tree itself:
 * every `struct platform_driver` in drivers/, sound/ and arch/arm/, with its
 * .driver.name, its of_match_table and its id_table names. A board file
 * registers devices by name; this is how the converter learns which
 * compatible the devicetree node for that device must carry. The same scan
 * keeps the devices drivers register themselves for machines (machdev.h).
 */
#ifndef BF2DTS_DRVINDEX_H
#define BF2DTS_DRVINDEX_H

#include <stddef.h>

#include "lib/error.h"

struct drv_entry {
	/* platform_driver .driver.name, or an id_table name */
	const char *name;
	/* the platform_driver .driver.name it belongs to */
	const char *driver;
	/* of_match_table strings, in table order */
	const char *const *compatibles;
	/* 0: the driver has no OF match table (work for the patch series) */
	size_t ncompat;
	/* kernel-relative path of the driver, e.g.
	 * drivers/net/ethernet/smsc/smc91x.c */
	const char *source;
	/* line of the platform_driver definition */
	int line;
	/* 1: the driver names an of_match_table whose entries could not all
	 * be read (defined elsewhere, or built by a macro); ncompat counts
	 * only the strings that were read. */
	int of_unresolved;
};

struct drv_index;

/*
 * Opens the index of the tree at @kdir, from a cache file under @cachedir
 * (drvindex-<key>.tsv) when the tree has not changed, else by scanning the
 * tree (tens of seconds) and writing the cache atomically. @cachedir NULL:
 * no cache. A tree without drivers/ is an error; a cache that cannot be
 * written is not (see drv_index_cache_problem).
 */
int drv_index_open(const char *kdir, const char *cachedir,
		   struct drv_index **out, struct bf_error *e);

/* First entry named @name that has compatibles, else the first one; NULL:
 * unknown. */
const struct drv_entry *drv_index_lookup(const struct drv_index *idx,
					 const char *name);

/* Every entry named @name, in tree order; returns their number and points
 * *@out at them (valid until drv_index_free). */
size_t drv_index_lookup_all(const struct drv_index *idx, const char *name,
			    const struct drv_entry *const **out);

/*
 * A device a driver registers itself for machines (machdev.h) that
 * dev_name() would call @dev_name: one for @machine (lower case, as
 * machine_is_<machine>() names it) if any, else one for other machines
 * (see machdev_for()); NULL: none.
 */
struct machdev;
const struct machdev *drv_index_machine_device(const struct drv_index *idx,
					       const char *dev_name,
					       const char *machine);

size_t drv_index_count(const struct drv_index *idx);
const struct drv_entry *drv_index_entry(const struct drv_index *idx, size_t i);

/* The cache file the index was loaded from or saved to (NULL: none), and
 * whether this open scanned the tree. For tests and measurements. */
const char *drv_index_cache_path(const struct drv_index *idx);
int drv_index_was_scanned(const struct drv_index *idx);

/* Why the cache could not be written (one line), or NULL. */
const char *drv_index_cache_problem(const struct drv_index *idx);

/* platform_drivers whose .driver.name the walk could not read (set at run
 * time, or built by a macro): they are not in the index. */
size_t drv_index_unnamed(const struct drv_index *idx);

void drv_index_free(struct drv_index *idx);

#endif
