/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Comparison of two boot inventories: which devices are the same, which lost
 * or gained a driver, which exist on one side only, which moved resources;
 * the other record kinds compared as sets; and the runtime device trees
 * through fdtdiff. The result is a model; cmd_compare renders it.
 */
#ifndef BF2DTS_INVDIFF_H
#define BF2DTS_INVDIFF_H

#include <stdbool.h>
#include <stddef.h>

#include "lib/error.h"
#include "dt/fdtdiff.h"
#include "compare/inventory.h"

enum dev_state {
	DEV_SAME, /* both bound to the same driver, or both unbound */
	DEV_BOUND_BEFORE_ONLY, /* bound before, not after */
	DEV_BOUND_AFTER_ONLY, /* unbound before, bound after */
};

enum irq_verdict {
	IRQ_SAME,
	IRQ_MOVED,
	IRQ_UNCHECKED, /* Linux numbers of different boot modes, no hwirq */
};

struct dev_pair {
	const struct inv_dev *before, *after;
	const char *rule; /* the matching rule: "driver+mmio", ... */
	enum dev_state state;
	bool mem_moved, irq_moved;
	enum irq_verdict irq;
};

/* One record kind compared as a multiset of identifying keys. */
struct kind_diff {
	const char *kind;
	const char *key_desc; /* what identifies a record, e.g. "name+size" */
	char **only_before;
	size_t nbefore;
	char **only_after;
	size_t nafter;
};

enum fdt_presence {
	FDT_NEITHER = 0,
	FDT_BEFORE_ONLY = 1,
	FDT_AFTER_ONLY = 2,
	FDT_BOTH = 3,
};

struct invdiff {
	const struct inventory *before, *after;
	struct dev_pair *pairs;
	size_t npairs;
	const struct inv_dev **only_before;
	size_t nonly_before;
	const struct inv_dev **only_after;
	size_t nonly_after;
	struct kind_diff *kinds;
	size_t nkinds;
	enum fdt_presence fdt;
	struct fdtdiff fdtd; /* filled when fdt == FDT_BOTH */
};

struct invdiff_counts {
	size_t missing_after, new_after;
	size_t bound_before_only, bound_after_only;
	size_t moved;
	size_t renamed; /* same device, new name: counted in DT-vs-DT boots */
	size_t records; /* other record kinds, both directions */
	size_t fdt; /* device tree differences */
};

int invdiff_compare(const struct inventory *before,
		    const struct inventory *after, struct invdiff *d,
		    struct bf_error *e);
void invdiff_release(struct invdiff *d);
void invdiff_count(const struct invdiff *d, struct invdiff_counts *c);
bool invdiff_equal(const struct invdiff *d);
/*
 * Whether the matched pair @p is a renamed device that counts as a
 * difference: when both boots have a device tree, a device's name comes from
 * the tree (or from platform code that names it), so a new name is a change
 * at runtime (sysfs paths). Between a board file and a device tree every
 * name changes by construction, and the match itself is the result.
 */
bool invdiff_renamed(const struct invdiff *d, const struct dev_pair *p);

/* "0x41100000" style MMIO base of @dev (lowest start), 0 if none. */
bool inv_dev_base(const struct inv_dev *dev, unsigned long long *base);
/*
 * @dev's IRQs as text, each with its chip and hwirq when the inventory's
 * irq records know them: "23 (ICU/23)". Caller frees.
 */
char *invdiff_irq_text(const struct inventory *inv, const struct inv_dev *dev);
/* @dev's mem ranges as "0x41100000-0x41100fff,..."; caller frees. */
char *invdiff_mem_text(const struct inv_dev *dev);

#endif
