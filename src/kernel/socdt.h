/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A SoC .dtsi of the 6.1 tree, compiled the kernel's way (cpp, then dtc -@
 * so that __symbols__ names the labels) and indexed: which node sits at a
 * given CPU address, carries a label, or a compatible. The converter uses it
 * to turn a board file's platform device (a base address, a driver name)
 * into `&label { ... };`.
 */
#ifndef BF2DTS_SOCDT_H
#define BF2DTS_SOCDT_H

#include <stddef.h>
#include <stdint.h>

#include "lib/error.h"

struct soc_node {
	const char *path; /* /pxabus/mmc@41100000 */
	const char *label; /* first label from __symbols__, NULL if none */
	const char *compatible; /* first compatible string, NULL if none */
	/* First reg entry translated to the CPU address space through each
	 * bus's ranges; has_reg=0 if none or not translatable. */
	uint64_t base, size;
	int has_reg;
	const char *status; /* "okay", "disabled", NULL when absent */
	/* All of them, in property order. */
	const char *const *compatibles;
	size_t ncompat;
	/* The first reg entry as the parent bus sees it (an I2C address, a
	 * chip select...), also when it does not translate to the CPU. */
	uint64_t bus_addr;
	int has_bus_reg;
	/* #pwm-cells of a PWM controller, 0 when the node has none */
	int pwm_cells;
	/* #interrupt-cells of an interrupt controller, 0 when it is none */
	int irq_cells;
	/* the node's own #address-cells, -1 when it has none */
	int addr_cells;
	/*
	 * The parent address of the node's first ranges entry, as its bus
	 * sees it: an MBus device-bus node's window, MBUS_ID(target, attr)
	 * in the upper cell. has_ranges = 0 when it has no such entry.
	 */
	uint64_t ranges_parent, ranges_size;
	int has_ranges;
};

struct soc_dt;

/* @dtsi: "pxa27x.dtsi", found in <kdir>/arch/arm/boot/dts. The compiled
 * .dtb is cached under @cachedir (NULL: no cache). */
int soc_dt_load(const char *kdir, const char *cachedir, const char *dtsi,
		struct soc_dt **out, struct bf_error *e);

/* Same, from a .dtb already in memory (tests, and trees made elsewhere).
 * @name is used in error messages. The blob is copied. */
int soc_dt_from_blob(const void *blob, size_t len, const char *name,
		     struct soc_dt **out, struct bf_error *e);

/* Lookups return NULL when nothing matches. */
const struct soc_node *soc_dt_find_by_base(const struct soc_dt *s,
					   uint64_t base);
/* Any label of the node, not only the first. */
const struct soc_node *soc_dt_find_by_label(const struct soc_dt *s,
					    const char *label);
/* A node any of whose compatibles is @compat; with @base_or_0 non-zero,
 * the one at that CPU address. */
const struct soc_node *soc_dt_find_by_compatible(const struct soc_dt *s,
						 const char *compat,
						 uint64_t base_or_0);
const struct soc_node *soc_dt_find_by_path(const struct soc_dt *s,
					   const char *path);
/* The path /aliases gives @alias ("serial0"), NULL when it has none. */
const char *soc_dt_alias(const struct soc_dt *s, const char *alias);
size_t soc_dt_count(const struct soc_dt *s);
/*
 * Is @a between the lowest and the highest register range of the .dtsi's
 * nodes: the SoC's own register space, not a chip select of its external
 * bus?
 */
int soc_dt_spans(const struct soc_dt *s, uint64_t a);
const struct soc_node *soc_dt_node(const struct soc_dt *s, size_t i);

/* Extra lines the wrapper .dts needs for @dtsi to compile on the pristine
 * 6.1 tree (NULL: none), and why. Emitted board trees need the same fix. */
const char *soc_dt_wrapper_fix(const char *dtsi, const char **reason);

/*
 * Did the index assume lines the .dtsi leaves to the board (the orion5x
 * MBus windows)? The board's tree must then say them.
 */
int soc_dt_assumed(const char *dtsi);

/* The one-cell property @prop of node @n in *@out; -1 when it has none. */
int soc_dt_prop_u32(const struct soc_dt *s, const struct soc_node *n,
		    const char *prop, uint32_t *out);

/*
 * Does the node at @path (one the index may not hold) have property @prop,
 * of any length, a flag too?
 */
int soc_dt_path_has_prop(const struct soc_dt *s, const char *path,
			 const char *prop);

void soc_dt_free(struct soc_dt *s);

#endif
