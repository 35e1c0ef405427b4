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

#endif
