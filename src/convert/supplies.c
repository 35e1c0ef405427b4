// SPDX-License-Identifier: GPL-2.0
/*
 * Regulator consumers: the board's supply map (struct
 * regulator_consumer_supply) turned into the consumers' "-supply"
 * properties, which is where a devicetree kernel looks for them.
 */
#include "convert/supplies.h"

#include <ctype.h>
#include <string.h>

#include "convert/steps.h"
#include "lib/strbuf.h"

/*
 * Consumer supply @e, entry @i of the map; the name of one that names no
 * device is added to @nodev.
 */
static void supply_add(struct conv *c, struct item *it, struct dt_node *reg,
		       struct value *e, long long i, struct strbuf *nodev)
{
	struct value *dev = val_get(e, "dev_name");
	const char *name = val_take_str(e, "supply");
	struct supply s;

	if (!name) {
		item_fate(c->r, it, FATE_PARTIAL,
			  "consumer supply %lld has no constant name", i);
		return;
	}
	if (!dev || val_is_zero(dev) || dev->kind != V_STR) {
		sb_addf(nodev, "%s\"%s\"", nodev->len ? ", " : "", name);
		val_use_all(e);
		return;
	}
	val_take(e, "dev_name");
	s.dev_name = dev->s;
	s.supply = name;
	s.reg = reg;
	s.item = it;
	ARENA_PUSH(c->a, c->supplies, c->nsupplies, c->asupplies, s);
}

void supplies_add(struct conv *c, struct item *it, struct dt_node *reg,
		  struct value *sup, long long n)
{
	struct strbuf nodev = STRBUF_INIT;
	long long i;

	if (n <= 0)
		return;
	/* &one_supply: a struct, not an array of one */
	if (sup && sup->kind == V_STRUCT && n == 1) {
		supply_add(c, it, reg, sup, 0, &nodev);
	} else if (!sup || sup->kind != V_ARRAY || (size_t)n > sup->nelems) {
		item_fate(c->r, it, FATE_PARTIAL,
			  "consumer supplies: the map is not constant data "
			  "of the board's");
	} else {
		for (i = 0; i < n; i++)
			supply_add(c, it, reg, sup->elems[i], i, &nodev);
	}
	/*
	 * regulator_get(dev, name) finds these through the map whatever the
	 * device; without it, by the regulator's name, which is one name
	 */
	if (nodev.len)
		item_fate(c->r, it, FATE_PARTIAL,
			  "consumer supplies naming no device (%s): "
			  "regulator_get() finds them through the board's "
			  "map only, which a devicetree boot does not have",
			  sb_str(&nodev));
	sb_release(&nodev);
}

/*
 * Can a property name start with @name ("vmmc", "IOVDD" as bindings name
 * the TLV320AIC3x's supply)? dtc's strict check (W=2) refuses '_', and no
 * property name has a space.
 */
static int plain_name(const char *name)
{
	const char *p;

	for (p = name; *p; p++)
		if (!isalnum((unsigned char)*p) && *p != '-')
			return 0;
	return *name != 0;
}

void supplies_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->nsupplies; i++) {
		const struct supply *s = &c->supplies[i];
		struct dt_node *n = conv_devname_node(c, s->dev_name);
		const char *prop = arena_printf(c->a, "%s-supply", s->supply);

		if (!n) {
			item_fate(c->r, s->item, FATE_PARTIAL,
				  "consumer %s of \"%s\": no node stands for "
				  "that device, so none takes the supply",
				  s->dev_name, s->supply);
			continue;
		}
		if (!plain_name(s->supply)) {
			item_fate(c->r, s->item, FATE_PARTIAL,
				  "consumer %s asks for \"%s\": the property "
				  "%s is a name dtc refuses ('_' at W=2, "
				  "spaces always): the driver must ask for "
				  "another name first",
				  s->dev_name, s->supply, prop);
			continue;
		}
		if (dt_get(n, prop) && !backlight_default_supply(c, n, prop)) {
			item_fate(c->r, s->item, FATE_PARTIAL,
				  "consumer %s has a %s already: two "
				  "regulators supply it in the board's map",
				  s->dev_name, prop);
			continue;
		}
		if (!s->reg->label)
			s->reg->label = conv_label(c, s->reg->name);
		dt_prop(c->t, n, prop, "<&%s>", s->reg->label);
	}
}
