/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The boot inventory model (qemu-machines/INVENTORY.md) and its parser.
 *
 * An inventory is read from a file that holds either the inventory alone or
 * a whole console log; only the text between the BEGIN and END markers is
 * read, and kernel messages interleaved there are skipped. Every record keeps
 * its fields (unknown keys included, so later probes can add fields) and its
 * line number; `dev` records are also decoded into struct inv_dev, and the
 * `fdt` chunks are reassembled and checked into one blob.
 */
#ifndef BF2DTS_INVENTORY_H
#define BF2DTS_INVENTORY_H

#include <stddef.h>
#include <stdint.h>

#include "lib/error.h"

struct inv_field {
	char *key;
	char *value; /* decoded (\xNN escapes undone); NULL for "-" */
};

struct inv_record {
	char *kind; /* the keyword: dev, i2c, fdt, ... */
	int line; /* 1-based line in the input file */
	struct inv_field *fields;
	size_t nfields;
};

struct inv_range {
	uint64_t start, end; /* inclusive, as /proc/iomem prints them */
};

/* A `dev` record decoded: the unit that invdiff matches across boots. */
struct inv_dev {
	const struct inv_record *rec;
	const char *bus;
	const char *name;
	const char *driver; /* NULL when no driver is bound */
	struct inv_range *mem;
	size_t nmem;
	unsigned long *irq;
	size_t nirq;
};

struct inventory {
	char *file;
	const char *release; /* from the `kernel` record, or NULL */
	const char *machine;
	struct inv_record *recs; /* known keywords only, in input order */
	size_t nrecs;
	struct inv_dev *devs;
	size_t ndevs;
	unsigned char *fdt; /* reassembled and checked; NULL when absent */
	size_t fdt_size;
};

/*
 * Parses @len bytes of @text read from @file. On error returns -1 with one
 * line in @e that names @file (and the line, where there is one); @inv is
 * then empty.
 */
int inv_parse(struct inventory *inv, const char *file, const char *text,
	      size_t len, struct bf_error *e);
/* Reads and parses @file. */
int inv_load(struct inventory *inv, const char *file, struct bf_error *e);
void inv_release(struct inventory *inv);

/* The decoded value of @key, or NULL when the key is absent or "-". */
const char *inv_get(const struct inv_record *r, const char *key);
/* Whether @key is present at all (even as "-"). */
int inv_has(const struct inv_record *r, const char *key);
/* The `irq` record of Linux IRQ @num (its chip and hwirq), or NULL. */
const struct inv_record *inv_irq(const struct inventory *inv,
				 unsigned long num);

#endif
