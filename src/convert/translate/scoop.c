// SPDX-License-Identifier: GPL-2.0
/*
 * Sharp SCOOP (arch/arm/common/scoop.c): a GPIO expander. Its lines are
 * GPIO numbers from gpio_base on (gpio_domain.c); at probe the driver writes
 * io_dir to the direction register and io_out to the output register, line
 * n being bit n + 1 of both.
 */
#include "convert/gpio_domain.h"
#include "convert/translate/translate.h"

static void scoop(struct xlate *x)
{
	struct gpio_domain *d = NULL;
	size_t i;

	for (i = 0; i < x->c->ngdomains; i++)
		if (x->c->gdomains[i].node == x->node)
			d = &x->c->gdomains[i];
	if (!x->pdata || !d)
		return;
	val_take(x->pdata, "gpio_base");
	d->dir = (unsigned long long)val_take_int(x->pdata, "io_dir", 0);
	d->out = (unsigned long long)val_take_int(x->pdata, "io_out", 0);
	d->dir_bit0 = 1;
	d->has_init = 1;
}

TRANSLATOR(xl_scoop) = { "sharp-scoop", "gpio", NULL, scoop };
