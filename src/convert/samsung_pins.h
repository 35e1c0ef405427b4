/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Samsung pin setup in C (s3c_gpio_cfgpin() and friends in a device's
 * cfg_gpio function) as pinctrl-0 of the device's node: the groups of the
 * tree's own Samsung pinctrl .dtsi that set the same pins the same way.
 */
#ifndef BF2DTS_SAMSUNG_PINS_H
#define BF2DTS_SAMSUNG_PINS_H

#include "convert/conv.h"

/* "if (pdata->@field == @name)" in a setup function holds when @holds. */
struct samsung_cond {
	const char *field, *name;
	int holds;
};

/* A GPIO a setup function drives: gpio_set_value(@expr, @value). */
struct samsung_drive {
	const char *expr, *value;
	const char *pin; /* "gpg-4" for a SoC bank's line, else NULL */
};

struct samsung_drives {
	struct samsung_drive *v;
	size_t n, alloc;
};

/* What a setup function is called with: @v[i] where @known[i]. */
enum { SAMSUNG_MAX_ARGS = 4 };
struct samsung_args {
	long long v[SAMSUNG_MAX_ARGS];
	int known[SAMSUNG_MAX_ARGS];
	size_t n;
};

/*
 * pinctrl-names and pinctrl-0 on @node from the pins setup function @fn
 * sets when called with @args (sdhci's cfg_gpio(pdev, width): the width
 * second; NULL: no integer known); @cond (ended by a NULL field) decides its
 * conditions ("if (pdata->field == NAME)", or "switch (field)"'s case
 * NAME), also in the functions of the family it calls, under their
 * parameters' names. The GPIOs it drives go to @drv; with @drv NULL they
 * are not understood. 0 on success, *@why saying where the pins came
 * from; 1 when the pins are set but not all of their setting (a pull the
 * pin controller cannot say), *@why saying what is left; else -1 and
 * *@why says what was not converted.
 */
int samsung_pins_setup(struct conv *c, struct dt_node *node, const char *fn,
		       const struct samsung_args *args,
		       const struct samsung_cond *cond,
		       struct samsung_drives *drv, const char **why);
/*
 * The same for a device whose pins the board file never sets (its boot
 * loader did): the groups the .dtsi labels for the device labelled
 * @label ("uart0_data", "uart0_fctl" for uart0), when none are
 * alternatives of one another.
 */
int samsung_pins_device(struct conv *c, struct dt_node *node, const char *label,
			const char **why);
/*
 * The function the SoC's own init installs as @var.@field (an inline of
 * the family's headers that the SoC file "<soc>.c" calls), or NULL.
 */
const char *samsung_default_hook(struct conv *c, const char *var,
				 const char *field);
/*
 * The function the SoC's setter of device @dev (the library function that
 * passes &@dev, s3c_i2c0_set_platdata()) installs as ->@field when the
 * board gives none, or NULL; *@def: the default platform data it takes
 * when the board passes none ("pd = &default_i2c_data"), or NULL.
 */
const char *samsung_setter_hook(struct conv *c, const char *dev,
				const char *field, const char **def);
/*
 * The function in platform data @pd's ->@field (taken), else the one the
 * SoC's setter of device @dev installs there (samsung_setter_hook()), its
 * name without a leading '&'; NULL: none.
 */
const char *samsung_pdata_hook(struct conv *c, const char *dev,
			       struct value *pd, const char *field);

/*
 * A board's own pin set-up call (s3c_gpio_cfgpin(), s3c_gpio_setpull(),
 * s3c_gpio_cfgall_range(), s3c_gpio_cfgrange_nopull() with constants): a
 * group of the board's under the SoC's pin controller, in its default
 * state (a hog: the board set the pins at boot), the pull in the pin
 * controller driver's encoding; what cannot be said is on @it. 1.
 */
int samsung_pins_board_call(struct conv *c, const struct step *s,
			    struct item *it);

/*
 * The label of the group of node @n's pinctrl-0 that holds the pin of
 * GPIO cells @cells ("&gpe 5 GPIO_ACTIVE_HIGH": "gpe-5"), or NULL.
 */
const char *samsung_pins_node_holds(struct conv *c, struct dt_node *n,
				    const char *cells);

#endif
