/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The board's own interrupt set-up: irq_set_irq_type(irq, IRQ_TYPE_*) on
 * a line a device of the board takes. In a devicetree the trigger is a
 * cell of the consumer's interrupt specifier, where its controller's
 * #interrupt-cells leave room for one.
 */
#ifndef BF2DTS_IRQ_SETUP_H
#define BF2DTS_IRQ_SETUP_H

#include "convert/conv.h"

/* Reads machine @mi's irq_set_irq_type() calls, before its devices. */
void irq_setup_collect(struct conv *c, size_t mi);
/*
 * The trigger of the interrupt @hwirq of controller @label that node @n
 * takes: @flags when the board's data gives one, else the one the board
 * set (the call's item then names @n). @cells: the controller's
 * #interrupt-cells; with one there is no cell for a trigger.
 */
unsigned long irq_setup_trigger(struct conv *c, struct dt_node *n,
				const char *label, long long hwirq, int cells,
				unsigned long flags);
/* The handler of irq_set_irq_type(): its item. */
void irq_setup_step(struct conv *c, const struct step *s);
/* request_irq(irq, board_function, ...): the board's own handler. */
void irq_setup_request(struct conv *c, const struct step *s);
/* enable_irq_wake(irq), irq_set_irq_wake(irq, on): a wake-up line. */
void irq_setup_wake(struct conv *c, const struct step *s);
/* gpio_set_wake(gpio, on) of mfp-pxa2xx.c. */
void irq_setup_gpio_wake(struct conv *c, const struct step *s);
/* The items of calls whose interrupt a device after them took. */
void irq_setup_finish(struct conv *c);

#endif
