// SPDX-License-Identifier: GPL-2.0
/* SATA controllers. */
#include "convert/translate/translate.h"

/* sata_mv reads the number of ports from "nr-ports" */
static void sata_mv(struct xlate *x)
{
	if (x->pdata && val_get(x->pdata, "n_ports"))
		dt_prop(x->c->t, x->node, "nr-ports", "<%lld>",
			val_take_int(x->pdata, "n_ports", 0));
}

TRANSLATOR(xl_sata_mv) = { "sata_mv", NULL, NULL, sata_mv };
