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

/*
 * The regulator name: a consumer supply without a device
 * (REGULATOR_SUPPLY("vcc_core", NULL)) is what regulator_get(NULL, name)
 * finds, and without the board's map the core finds it by the regulator's
 * own name (regulator_lookup_by_name()): that name must be the supply's.
 * NULL: the supplies cannot be told by a name.
 */
static const char *supply_name(struct xlate *x, struct value *init)
{
	struct value *sup =
		conv_deref(x->c, val_get(init, "consumer_supplies"), NULL);
	long long n = val_get(init, "num_consumer_supplies") ?
			      val_get(init, "num_consumer_supplies")->i :
			      0;
	struct value *s;

	if (!sup || sup->kind != V_ARRAY || n != 1 || sup->nelems < 1)
		return NULL;
	s = sup->elems[0];
	if (!s || !val_is_zero(val_get(s, "dev_name")) ||
	    !val_get(s, "supply") || val_get(s, "supply")->kind != V_STR)
		return NULL;
	val_use_all(s);
	val_take(init, "consumer_supplies");
	val_take(init, "num_consumer_supplies");
	return val_get(s, "supply")->s;
}

/* struct regulator_init_data @init as the properties of node @n. */
static void init_data(struct xlate *x, struct dt_node *n, struct value *init)
{
	struct dt_tree *t = x->c->t;
	const char *name = supply_name(x, init);
	const char *cname = val_take_str(init, "constraints.name");
	long long min = val_take_int(init, "constraints.min_uV", 0);
	long long max = val_take_int(init, "constraints.max_uV", 0);
	long long ops = val_take_int(init, "constraints.valid_ops_mask", 0);

	/* the same regulator for its consumer: a note, not a loss */
	if (name && cname && strcmp(name, cname))
		item_fate(x->c->r, x->it, FATE_CONVERTED,
			  "the regulator is named \"%s\", the supply its "
			  "consumer asks for: a devicetree kernel finds a "
			  "supply without a device by the regulator's name; "
			  "the board's \"%s\" was its display name only",
			  name, cname);
	dt_prop_str(t, n, "regulator-name", name ? name : cname);
	if (min)
		dt_prop(t, n, "regulator-min-microvolt", "<%lld>", min);
	if (max)
		dt_prop(t, n, "regulator-max-microvolt", "<%lld>", max);
	/*
	 * of_get_regulation_constraints() allows voltage changes where the
	 * range is one (REGULATOR_CHANGE_VOLTAGE, bit 0), and nothing else
	 * without a property
	 */
	if (ops & ~(min != max ? 1LL : 0LL))
		x_partial(x, "valid_ops_mask 0x%llx: a devicetree allows 0x%x",
			  ops, min != max);
	regulator_init_rest(x, n, init, name != NULL);
}

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
			init_data(x, r, init);
	}
}

TRANSLATOR(xl_max1586) = { "max1586", "regulator", NULL, max1586 };
