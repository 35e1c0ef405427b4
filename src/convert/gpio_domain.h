/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Board GPIO expanders: devices whose platform data gives a gpio_base
 * (SCOOP, I2C expanders). Found before the machine is converted, so that
 * every GPIO number in their range, wherever the board file uses it,
 * becomes a phandle into their node; finished after it, with gpio-hog
 * children for the lines the driver programs and no node claims.
 */
#ifndef BF2DTS_GPIO_DOMAIN_H
#define BF2DTS_GPIO_DOMAIN_H

#include "convert/conv.h"
#include "lib/strbuf.h"

/* Collects the expanders of machine @mi that will get a node. */
void gpio_domains_find(struct conv *c, size_t mi);
/* The expander registered as board variable @var; NULL: none. */
struct gpio_domain *gpio_domain_of_var(struct conv *c, const char *var);
/* The expander that is I2C client @addr of bus @bus; NULL: none. */
struct gpio_domain *gpio_domain_of_i2c(struct conv *c, long long bus,
				       long long addr);
/* The expander holding Linux GPIO @gpio; NULL: none. */
const struct gpio_domain *gpio_domain_of_gpio(struct conv *c, long long gpio);
/* The expander whose gpio_chip label is @chip; NULL: none. */
const struct gpio_domain *gpio_domain_of_chip(struct conv *c, const char *chip);
/*
 * A lookup names chip @chip after the type of an I2C expander of the board
 * ("pca9555.1"; "i2c-max7310" where the board info sets no dev_name) whose
 * driver labels its chip with the device name ("0-0018"): the labels of
 * all such expanders appended to @why; the expander when there is just
 * one, which the lookup can only mean; NULL otherwise.
 */
const struct gpio_domain *gpio_domain_misnamed(struct conv *c, const char *chip,
					       struct strbuf *why);
/*
 * The compatible of expander @d's node when no OF table names it: the
 * proposal, recorded in the report's proposed_bindings, and item @it says
 * the driver needs the OF table and the binding (driver source @driver,
 * registered at @line, platform data @pdata).
 */
const char *gpio_domain_propose(struct conv *c, const struct gpio_domain *d,
				struct item *it, const char *driver,
				unsigned line, struct value *pdata);
/*
 * gpiochip_add_data(&chip, ...) of a gpio_chip the board file defines: its
 * item, on the node gpio_domains_find() made for it, or why there is none.
 */
void gpio_domain_chip_call(struct conv *c, const struct step *s);
/*
 * gpio_reg_init() of a board register: nothing when its node was made,
 * else the item saying why there is none.
 */
void gpio_domain_reg_call(struct conv *c, const struct step *s);
/*
 * An assignment to a field of such a gpio_chip (cs3_gpio.base = ...): its
 * item, on the chip's node; 0 when @s is none.
 */
int gpio_domain_assign(struct conv *c, const struct step *s);
/* Controller properties and hogs, once every consumer has its cells. */
void gpio_domains_finish(struct conv *c);

#endif
