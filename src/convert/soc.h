/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the converter knows of each SoC: which .dtsi describes it in 6.1,
 * how Linux IRQ and GPIO numbers map onto its interrupt and GPIO
 * controllers, which of its library files register its devices, and how
 * its I2C/SPI bus numbers map onto .dtsi labels. One row per SoC.
 */
#ifndef BF2DTS_SOC_H
#define BF2DTS_SOC_H

#include <stddef.h>

#include "convert/board.h"

/* Linux numbers [probe, probe + count) are hwirqs 0.. of the node @label. */
struct soc_irq_range {
	const char *first; /* C expression evaluated in the board's context */
	const char *count; /* C expression, or a decimal number */
	const char *label;
	/* 1: <hwirq>, 2: <hwirq type>, 3: <GIC_SPI hwirq type>, 4: <0 0 hwirq type> */
	int cells;
};

struct soc_gpio_range {
	const char *
		chip; /* gpio_chip label used by GPIO_LOOKUP(), e.g. "gpio-pxa" */
	const char *first;
	const char *count;
	const char *label;
};

struct soc_bus {
	int num;
	const char *label;
};

/*
 * A controller the SoC code sets up without a platform device (an interrupt
 * controller, a GPIO bank), for the .dtsi generated where the tree has
 * none (gendtsi.h). A controller with two register ranges (a GIC's
 * distributor and CPU interface) is two rows with the same label.
 */
struct soc_ctrl {
	/*
	 * node: a root node's name, "&label" for a node of the included
	 * family .dtsi, "&label/name" for a child of one
	 */
	const char *label, *node;
	const char *compatible; /* one the tree knows, or NULL: proposed */
	const char *block; /* the proposal's "<vendor>,<soc>-<block>" */
	unsigned long long base, size; /* size 0: not memory-mapped (CP6) */
	int irq_cells; /* an interrupt controller: its #interrupt-cells */
	int gpio_cells; /* a GPIO controller: its #gpio-cells */
	const char *why; /* where the figures come from, for the reader */
};

/*
 * An external clock of the SoC (the clock binding's name): its rate is
 * argument @arg of the SoC code's call of @fn, its clock driver's entry.
 */
struct soc_ext_clock {
	const char *name;
	const char *fn;
	int arg;
};

struct soc_info {
	const char *name;
	const char *family; /* mach-* directory name */
	const char *const *kconfig; /* symbols a board selects for this SoC */
	const char *const
		*headers; /* a board including one of these uses this SoC */
	const char *dtsi; /* NULL: no .dtsi in 6.1 */
	const char *compatible; /* the SoC's root compatible */
	const char *const *
		libraries; /* kernel-relative SoC files that register devices */
	const struct soc_irq_range *irqs;
	const struct soc_gpio_range *gpios;
	const struct soc_bus *i2c;
	const struct soc_bus *spi;
	/* DTS lines needed to compile against the pristine dtsi, and why */
	const char *fixup, *fixup_why;
	/*
	 * The prefix of vendor-prefixes.yaml for the SoC's maker (NULL: it has
	 * none, and no compatible can be proposed for its devices).
	 */
	const char *vendor;
	/* external clocks, the first the clock controller's input */
	const struct soc_ext_clock *ext_clocks;
	const char *clock_ctl; /* the clock controller's label */
};

struct kconfig;
/*
 * The SoC a board file is for: what its Kconfig symbols select (the fact),
 * else the SoC header it includes.
 */
const struct soc_info *soc_for_board(const struct board *b,
				     const struct kconfig *kc);
/*
 * No .dtsi in the tree: the controllers a generated one (gendtsi.h) has
 * beside the devices the SoC's own files define. NULL: nothing is generated
 * for this SoC.
 */
const struct soc_ctrl *soc_generated_ctrls(const struct soc_info *soc);

/* The tree's family .dtsi a generated one includes, or NULL. */
const char *soc_generated_base(const struct soc_info *soc);

/* The SoC's vendor prefix, or NULL when vendor-prefixes.yaml has none. */
const char *soc_vendor(const struct soc_info *soc);
/*
 * Does C name @name start with another SoC of @soc's family ("da850_sata"
 * for the DA830)? Then it is that SoC's.
 */
int soc_names_sibling(const struct soc_info *soc, const char *name);
/* Is @family one of the families the SoC table knows? */
int soc_family_known(const struct soc_info *soc);
/* Every probe expression the SoCs of @family need, for board_extract. */
size_t soc_probes(const char *family, const char **out, size_t max);
/* Value of a probe expression or decimal number; 0 on success. */
int soc_eval(const struct board *b, const char *expr, long long *out);

#endif
