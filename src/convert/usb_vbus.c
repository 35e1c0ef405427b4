// SPDX-License-Identifier: GPL-2.0
/*
 * USB VBUS sensing and the UDC (usb_vbus.h).
 *
 * phy-gpio-vbus-usb.c asks for devm_gpiod_get(dev, "vbus", GPIOD_IN) and
 * devm_gpiod_get_optional(dev, "pullup", ...), drives the D+ pull-up on
 * VBUS events and registers a USB2 PHY the UDC picks up with
 * usb_get_phy(). In a devicetree boot phy-generic.c does the sensing
 * ("usb-nop-xceiv": vbus-detect-gpio, #phy-cells = <0>) and the UDC, which
 * takes the PHY by phandle, drives its own pull-up GPIO on the PHY's VBUS
 * events (pxa27x_udc.c: devm_usb_get_phy_by_phandle(dev, "phys", 0),
 * devm_gpiod_get(dev, NULL, GPIOD_ASIS), both required).
 */
#include <string.h>

#include "convert/resources.h"
#include "convert/translate/translate.h"
#include "convert/usb_vbus.h"

/* What each UDC driver of 6.1 reads from its node, from its probe. */
static const struct udc_rule udc_rules[] = {
	{ "pxa27x-udc", "marvell,pxa270-udc",
	  "drivers/usb/gadget/udc/pxa27x_udc.c", "phys", "gpios", 1 },
	{ "pxa25x-udc", NULL, "drivers/usb/gadget/udc/pxa25x_udc.c", NULL, NULL,
	  0 },
};

#define PHY_COMPATIBLE "usb-nop-xceiv"

const struct udc_rule *udc_rule_find(const char *device, const char *compatible)
{
	size_t i;

	for (i = 0; i < sizeof(udc_rules) / sizeof(udc_rules[0]); i++) {
		const struct udc_rule *u = &udc_rules[i];

		if ((device && !strcmp(u->device, device)) ||
		    (compatible && u->compatible &&
		     !strcmp(u->compatible, compatible)))
			return u;
	}
	return NULL;
}

/* The SoC .dtsi's node of a UDC that takes its PHY by phandle, or NULL. */
static const struct soc_node *udc_node(struct conv *c,
				       const struct udc_rule **rule)
{
	size_t i, k;

	for (i = 0; c->sdt && i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);

		for (k = 0; k < sn->ncompat; k++) {
			const struct udc_rule *u =
				udc_rule_find(NULL, sn->compatibles[k]);

			if (u && u->phys && sn->label) {
				*rule = u;
				return sn;
			}
		}
	}
	return NULL;
}

/*
 * A UDC node the board adds where the SoC .dtsi has none (soc_addendum.h:
 * pxa3xx.dtsi lacks pxa27x_device_udc), taking its PHY by phandle; NULL:
 * none.
 */
static struct dt_node *board_udc(struct conv *c, const struct udc_rule **rule)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++) {
		struct dt_node *n = c->devs[i].node;
		const char *compat = n ? conv_own_compatible(c, n) : NULL;
		const struct udc_rule *u =
			compat ? udc_rule_find(NULL, compat) : NULL;

		if (u && u->phys && n->label && !n->ref) {
			*rule = u;
			return n;
		}
	}
	return NULL;
}

/*
 * gpio-vbus: the generic USB PHY. Its GPIOs come from the lookup table
 * (usb_vbus_finish()); phy-generic takes its interrupt from the VBUS
 * GPIO (gpiod_to_irq()), where gpio-vbus took an IRQ resource when it
 * had one (magician's IRQ_MAGICIAN_VBUS): that is said, not converted.
 */
static void gpio_vbus(struct xlate *x)
{
	dt_prop(x->c->t, x->node, "#phy-cells", "<0>");
}

TRANSLATOR(xl_gpio_vbus) = { "gpio-vbus", "usb-phy", PHY_COMPATIBLE,
			     gpio_vbus };

int usb_vbus_irq_by_gpio(const char *device)
{
	return device && !strcmp(device, "gpio-vbus");
}

/* The rule of the UDC an &label override names, or NULL. */
static const struct udc_rule *rule_of_ref(struct conv *c,
					  const struct dt_node *n)
{
	const struct soc_node *sn =
		c->sdt && n->ref ? soc_dt_find_by_label(c->sdt, n->ref) : NULL;
	size_t k;

	for (k = 0; sn && k < sn->ncompat; k++)
		if (udc_rule_find(NULL, sn->compatibles[k]))
			return udc_rule_find(NULL, sn->compatibles[k]);
	return NULL;
}

/*
 * struct pxa2xx_udc_mach_info: the D+ pull-up GPIO is the node's, where
 * the UDC's driver reads one; a board function switching it has no
 * devicetree form.
 */
static void pxa2xx_udc(struct xlate *x)
{
	const struct udc_rule *u = rule_of_ref(x->c, x->node);
	struct value *pd = x->pdata;
	long long gpio;
	int inverted;

	if (!pd)
		return;
	gpio = val_take_int(pd, "gpio_pullup", -1);
	inverted = (int)val_take_int(pd, "gpio_pullup_inverted", 0);
	if (gpio >= 0 && u && u->pullup)
		x_gpio_prop(x, x->node, u->pullup, gpio, inverted);
	else if (gpio >= 0)
		x_partial(x,
			  "gpio_pullup %lld: the driver of this node reads no "
			  "D+ pull-up GPIO from the devicetree",
			  gpio);
	/* the driver calls udc_command() only without a pull-up GPIO */
	if (gpio < 0 && val_get(pd, "udc_command") &&
	    !val_is_zero(val_get(pd, "udc_command")))
		x_partial(x,
			  "udc_command: a board function switches the D+ "
			  "pull-up; a devicetree has no such hook (a GPIO the "
			  "driver reads, %s)",
			  u && u->pullup ? u->pullup : "none here");
	val_take(pd, "udc_command");
	/* in the header, read by neither driver of 6.1 */
	if (val_get(pd, "udc_is_connected") &&
	    !val_is_zero(val_get(pd, "udc_is_connected")))
		item_fate(x->c->r, x->it, FATE_CONVERTED,
			  "udc_is_connected: no UDC driver of 6.1 reads it");
	val_take(pd, "udc_is_connected");
}

TRANSLATOR(xl_pxa27x_udc) = { "pxa27x-udc", NULL, NULL, pxa2xx_udc };
TRANSLATOR(xl_pxa25x_udc) = { "pxa25x-udc", NULL, NULL, pxa2xx_udc };

static void drop_lookup(struct conv *c, size_t i)
{
	memmove(&c->lookups[i], &c->lookups[i + 1],
		(c->nlookups - i - 1) * sizeof(c->lookups[0]));
	c->nlookups--;
}

/* The lookup of @devname's @con, or -1. */
static long find_lookup(struct conv *c, const char *devname, const char *con)
{
	size_t i;

	for (i = 0; i < c->nlookups; i++)
		if (c->lookups[i].dev_id && c->lookups[i].con_id &&
		    !strcmp(c->lookups[i].dev_id, devname) &&
		    !strcmp(c->lookups[i].con_id, con))
			return (long)i;
	return -1;
}

/* Why no UDC node takes the PHY: the UDC the SoC registers, if known. */
static void no_udc_why(struct conv *c, struct strbuf *why)
{
	size_t i;

	sb_addf(why,
		"%s has no node of a UDC whose driver takes a USB PHY by "
		"phandle: no UDC uses this PHY (the UDC drivers known here: ",
		c->dtsi ? c->dtsi : "the SoC .dtsi");
	for (i = 0; i < sizeof(udc_rules) / sizeof(udc_rules[0]); i++) {
		const struct udc_rule *u = &udc_rules[i];

		if (u->compatible)
			sb_addf(why, "%s%s: %s, %s", i ? "; " : "", u->source,
				u->compatible,
				u->phys ? u->phys : "no PHY read");
		else
			sb_addf(why, "%s%s: no OF match table in 6.1",
				i ? "; " : "", u->source);
	}
	sb_addf(why, ")");
}

/* Is @udc the node of a device the machine registers? */
static int udc_registered(struct conv *c, const struct dt_node *udc)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++)
		if (c->devs[i].node == udc && c->devs[i].item)
			return 1;
	return 0;
}

/*
 * A UDC the machine registers: in a devicetree boot its driver may not
 * probe without the PHY and the pull-up GPIO it reads from its node.
 */
static void udc_check(struct conv *c, struct devnode *d)
{
	const struct udc_rule *u = udc_rule_find(d->name, NULL);

	if (d->node && d->node->ref && rule_of_ref(c, d->node))
		u = rule_of_ref(c, d->node);
	if (!u || !u->phys || !d->node || !d->item)
		return;
	if (!dt_get(d->node, u->phys))
		item_fate(c->r, d->item, FATE_PARTIAL,
			  "no USB PHY on this machine (a gpio-vbus device): "
			  "%s takes one by phandle (%s) in a devicetree boot "
			  "and does not probe without it",
			  u->source, u->phys);
	if (u->pullup_required && !dt_get(d->node, u->pullup))
		item_fate(c->r, d->item, FATE_PARTIAL,
			  "%s does not probe without its D+ pull-up GPIO "
			  "(%s), which the board gives in no form a "
			  "devicetree has",
			  u->source, u->pullup);
}

static void phy_finish(struct conv *c, struct devnode *d)
{
	const struct udc_rule *u = NULL;
	const struct soc_node *sn = udc_node(c, &u);
	long vi = find_lookup(c, d->devname, "vbus");
	long pi = find_lookup(c, d->devname, "pullup");
	struct strbuf why = STRBUF_INIT;
	struct dt_node *udc = NULL;

	if (vi >= 0) {
		/* phy-generic: devm_gpiod_get_optional(dev, "vbus-detect") */
		c->lookups[vi].con_id = "vbus-detect";
		c->lookups[vi].suffix = "gpio";
	} else {
		sb_addf(&why, "no VBUS GPIO it can name (its vbus lookup "
			      "item): the PHY senses no VBUS");
	}
	if (sn) {
		udc = dt_ref(c->t, sn->label);
		dt_prop(c->t, udc, u->phys, "<&%s>", d->node->label);
		if (sn->status && strcmp(sn->status, "okay"))
			dt_prop_str(c->t, udc, "status", "okay");
	} else if ((udc = board_udc(c, &u)) != NULL) {
		dt_prop(c->t, udc, u->phys, "<&%s>", d->node->label);
	} else {
		if (why.len)
			sb_addf(&why, "; ");
		no_udc_why(c, &why);
	}
	if (pi >= 0 && udc && u->pullup) {
		struct lookup *l = &c->lookups[pi];

		if (dt_get(udc, u->pullup) &&
		    strcmp(dt_get(udc, u->pullup)->value,
			   arena_printf(c->a, "<%s>", l->cells)))
			item_fate(c->r, l->item, FATE_PARTIAL,
				  "the UDC has a D+ pull-up GPIO already (its "
				  "platform data): this one is left out");
		else
			dt_prop(c->t, udc, u->pullup, "<%s>", l->cells);
		l->item->node =
			arena_printf(c->a, "&%s", sn ? sn->label : udc->label);
		drop_lookup(c, (size_t)pi);
	} else if (pi >= 0) {
		item_fate(c->r, c->lookups[pi].item, FATE_TODO,
			  "the D+ pull-up has no consumer in a devicetree "
			  "boot: phy-generic drives none, and no UDC node here "
			  "reads one");
		drop_lookup(c, (size_t)pi);
	}
	/* the UDC's own item says it, where the board registers it */
	if (udc && u->pullup_required && !dt_get(udc, u->pullup) &&
	    !udc_registered(c, udc)) {
		if (why.len)
			sb_addf(&why, "; ");
		sb_addf(&why,
			"%s does not probe without its D+ pull-up GPIO (%s), "
			"which the board gives in no form a devicetree has",
			u->source, u->pullup);
	}
	if (why.len)
		item_fate(c->r, d->item, FATE_PARTIAL, "%s", sb_str(&why));
	sb_release(&why);
}

void usb_vbus_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++) {
		struct devnode *d = &c->devs[i];
		const struct dt_prop *p =
			d->node ? dt_get(d->node, "compatible") : NULL;

		if (!strcmp(d->name, "gpio-vbus") && p && d->node->label &&
		    strstr(p->value, PHY_COMPATIBLE))
			phy_finish(c, d);
	}
	for (i = 0; i < c->ndevs; i++)
		udc_check(c, &c->devs[i]);
}
