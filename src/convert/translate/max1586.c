// SPDX-License-Identifier: GPL-2.0
/*
 * The MAX1586 (MAX1587A) core regulator: drivers/regulator/max1586.c reads
 * a node's "v3-gain" and the children of its "regulators" node, which
 * of_regulator_match() takes by name or regulator-compatible ("Output_V3",
 * "Output_V6"; binding regulator/max1586-regulator.txt).
 */
#include <string.h>

#include "convert/translate/translate.h"

static const char *const outputs[] = { "Output_V3", "Output_V6" };

static void max1586(struct xlate *x)
{
	struct value *pd = x->pdata, *subs;
	struct dt_node *regs;
	long long i, n;

	if (!pd)
		return;
	dt_prop(x->c->t, x->node, "v3-gain", "<%lld>",
		val_take_int(pd, "v3_gain", 0));
	n = val_take_int(pd, "num_subdevs", 0);
	subs = conv_deref(x->c, val_take(pd, "subdevs"), NULL);
	if (!n || !subs || subs->kind != V_ARRAY || (size_t)n > subs->nelems)
		return;
	regs = dt_child(x->c->t, x->node, "regulators", NULL);
	for (i = 0; i < n; i++) {
		struct value *sd = subs->elems[i];
		long long id = val_take_int(sd, "id", -1);
		struct value *init;
		struct dt_node *r;

		/*
		 * the driver gives the i-th match id i: the outputs must come
		 * in order from V3
		 */
		if (id != i || id > 1) {
			x_partial(x,
				  "subdevice %lld is output %lld: max1586.c "
				  "numbers the outputs it matches from V3, so "
				  "V6 alone is not described",
				  i, id);
			continue;
		}
		r = dt_child(x->c->t, regs, id ? "v6" : "v3", NULL);
		dt_prop_str(x->c->t, r, "regulator-compatible", outputs[id]);
		/* the subdevice's name is the driver's, not the node's */
		val_take(sd, "name");
		init = conv_deref(x->c, val_take(sd, "platform_data"), NULL);
		if (init)
			regulator_init(x, r, init);
	}
}

TRANSLATOR(xl_max1586) = { "max1586", "regulator", NULL, max1586 };
