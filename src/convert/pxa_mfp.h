/* SPDX-License-Identifier: GPL-2.0 */
/*
 * PXA25x/PXA27x pin configuration (pxa2xx_mfp_config()) as the state the
 * devicetree kernel's pin controller driver (pinctrl-pxa2xx.c with the
 * pin table of pinctrl-pxa25x.c or pinctrl-pxa27x.c) applies: one group
 * per pin, "P<n>", and a function name from that pin's table row.
 */
#ifndef BF2DTS_PXA_MFP_H
#define BF2DTS_PXA_MFP_H

#include <stddef.h>

#include "lib/arena.h"

/* One function of one pin: PXA_FUNCTION(dir, af, name) of the table. */
struct pxa_pinfn {
	int pin;
	int muxval; /* dir | af << 1, as the driver stores it */
	const char *name;
};

struct pxa_pintab {
	struct pxa_pinfn *fns; /* the table's order, pin by pin */
	size_t n;
};

/*
 * The PXA_GPIO_PIN(), PXA_GPIO_ONLY_PIN() and PXA_PIN() rows of a
 * pinctrl-pxa2xx driver's source @text (a GPIO pin's "gpio_in" and
 * "gpio_out" first, as pinctrl-pxa2xx.h's macros add them); 0 rows: none.
 */
void pxa_pintab_parse(const char *text, struct arena *a, struct pxa_pintab *t);

/*
 * The function name that makes the driver set @pin to alternate function
 * @af and direction @out: its set_mux() takes the first row of the pin
 * with that name, so the name's first row must carry the same muxval. Of
 * several such names, the one @hint (the board's macro, "GPIO28_AC97_
 * BITCLK") spells, else the first. NULL, *@why set: none.
 */
const char *pxa_pin_function(const struct pxa_pintab *t, int pin, int af,
			     int out, const char *hint, const char **why,
			     struct arena *a);

/*
 * The name of the state node that holds the pins muxed to @fn, as
 * pxa2xx.dtsi's PMMUX() names it ("mux-" and the function in lower case,
 * letters and digits, '_' as '-'), "-lpm-high" / "-lpm-low" after it for a
 * sleep level (@lpm 1 high, -1 low, 0 none).
 */
const char *pxa_mux_node_name(const char *fn, int lpm, struct arena *a);

/*
 * PXA3xx (and MMP) pin configuration: mfp_config() (drivers/soc/pxa/mfp.c)
 * writes each pin's whole MFPR. The value it writes at run time for MFP
 * setting @cfg: AF, drive strength, and either the run-mode pull or the
 * sleep state and wake-up edges; *@sleep: the value mfp_config_lpm()
 * writes at suspend (the same unless a run-mode pull is set). -1: a field
 * mfp.c's tables do not have.
 */
long pxa3xx_mfpr(unsigned long long cfg, long *sleep);

/* The MFPR bits the pinctrl-single low-power-mode property carries here:
 * edges, sleep state and select, pulls (all mfp_config() writes but AF
 * and drive strength, which function-mask and drive-strength carry). */
#define PXA3XX_MFPR_CONF_MASK 0xe3f0

/*
 * The name of the pinctrl-single group that holds the pins set as @cfg
 * but for their AF: "mfp-ds03x-pins", "mfp-ds01x-pull-up-pins",
 * "mfp-ds03x-lpm-drive-high-edge-both-pins".
 */
const char *pxa3xx_group_name(unsigned long long cfg, struct arena *a);

/* An mfp_addr_map row: MFP_ADDR_X(first, last, offset) or, end -1,
 * MFP_ADDR(pin, offset). */
struct mfp_range {
	long long start, end, offset;
};

struct mfp_map {
	const char *name; /* pxa300_mfp_addr_map */
	struct mfp_range *r;
	size_t n;
};

struct mfp_maps {
	struct mfp_map m[8];
	size_t n;
};

/* The value of each MFP_PIN_ name (without the prefix) of the enum of
 * @text (include/linux/soc/pxa/mfp.h), in *@names / *@vals; how many. */
size_t pxa_mfp_pin_enum(const char *text, struct arena *a, const char ***names,
			long long **vals);

/* The mfp_addr_map arrays of @text (a SoC file: pxa300.c), pins by the
 * enum's @names / @vals, appended to @m (8 at most). */
void pxa_mfp_maps_parse(const char *text, const char *const *names,
			const long long *vals, size_t nnames, struct arena *a,
			struct mfp_maps *m);

/* @pin's MFPR offset under @map, as mfp_init_addr() walks it; -1: none. */
long long pxa_mfp_map_offset(const struct mfp_map *map, long long pin);

#endif
