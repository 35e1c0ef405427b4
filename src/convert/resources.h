/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Linux numbers back to devicetree cells: IRQ numbers to the SoC's
 * interrupt controllers, GPIO numbers to its GPIO controllers, resource
 * and flag bits to dt-bindings macros.
 */
#ifndef BF2DTS_RESOURCES_H
#define BF2DTS_RESOURCES_H

#include "convert/conv.h"

/* "&gpio 4" style phandle + number for GPIO @gpio; NULL: not a SoC GPIO. */
const char *gpio_cells(struct conv *c, long long gpio, int active_low);
/* The SoC GPIO controller's label and the line's offset on it; -1: none. */
int gpio_controller(struct conv *c, long long gpio, const char **label,
		    long long *offset);
/* Sets interrupt-parent/interrupts (or interrupts-extended) on @n. */
int irq_props(struct conv *c, struct dt_node *n, long long irq,
	      unsigned long flags, struct strbuf *why);
/*
 * The controller (its label) and line of Linux interrupt @irq, a SoC's, a
 * board controller's or gpio_to_irq()'s, changing nothing; -1: none.
 */
int irq_hwirq(struct conv *c, long long irq, const char **label,
	      long long *hwirq);
/* IRQF_TRIGGER_* / IORESOURCE_IRQ_* bits to an IRQ_TYPE_* macro. */
const char *irq_type_macro(unsigned long trigger_bits);
/* Line @idx of board expander @d with lookup @flags: "&label idx flags". */
const char *gpio_domain_cells(struct conv *c, const struct gpio_domain *d,
			      long long idx, unsigned long flags);
/* A GPIO lookup's chip label and offset to cells; NULL: unknown chip. */
const char *gpio_chip_cells(struct conv *c, const char *chip, long long idx,
			    unsigned long flags);

/*
 * "reg-names" or "interrupt-names" (@prop) on @n from the names of the
 * resources @res of type @flag, when the driver's source @src asks for
 * them by name (calls @byname); partial on @it when some have none.
 */
void resource_names(struct conv *c, struct dt_node *n, const char *src,
		    const char *byname, const char *prop,
		    struct value *const *res, size_t nres, unsigned long flag,
		    struct item *it);

#endif
