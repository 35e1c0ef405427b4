// SPDX-License-Identifier: GPL-2.0
/*
 * SPI buses: spi_board_info clients under their controller's node, the
 * PXA SSP ports' SPI function, spi_gpio controllers.
 */
#include "convert/spi_bus.h"

#include <stdlib.h>
#include <string.h>

#include "convert/busses.h"
#include "convert/soc_addendum.h"
#include "convert/soc_chain.h"
#include "convert/ssp_port.h"
#include "convert/steps.h"
#include "convert/translate/translate.h"

/* A client converted at its registration, waiting for its bus's node. */
struct spi_client {
	long long bus, cs;
	struct dt_node *node; /* not in the tree yet */
	struct item *it;
};

/*
 * SPI controllers that boards register as platform devices, and the bus
 * number their driver gives them (-1: the device's id).
 */
static const struct {
	const char *name;
	long long bus;
} masters[] = {
	{ "spi_gpio", -1 }, /* spi-gpio.c: bus_num = pdev->id */
	/* spi-pxa2xx.c: bus_num = the SSP port, pxa_ssp_request(pdev->id) */
	{ "pxa2xx-spi", -1 },
	{ "spi_davinci", -1 }, /* spi-davinci.c: bus_num = pdev->id */
	{ "ep93xx-spi", -1 }, /* spi-ep93xx.c: bus_num = pdev->id */
	{ "omap_uwire", 2 }, /* spi-omap-uwire.c: bus_num = 2 */
};

long long spi_bus_of_device(const char *name, const char *devname)
{
	size_t i;

	for (i = 0; name && devname && i < sizeof(masters) / sizeof(masters[0]);
	     i++) {
		if (strcmp(name, masters[i].name))
			continue;
		if (masters[i].bus >= 0)
			return masters[i].bus;
		return bus_devname_id(name, devname);
	}
	return -1;
}

size_t spi_mode_props(unsigned long long mode, const char **props, size_t max,
		      unsigned long long *left)
{
	static const struct {
		unsigned long long bit;
		const char *prop;
	} bits[] = {
		/* include/uapi/linux/spi/spi.h; spi-peripheral-props.yaml */
		{ 0x01, "spi-cpha" },	 { 0x02, "spi-cpol" },
		{ 0x04, "spi-cs-high" }, { 0x08, "spi-lsb-first" },
		{ 0x10, "spi-3wire" },
	};
	size_t i, n = 0;

	for (i = 0; i < sizeof(bits) / sizeof(bits[0]); i++)
		if ((mode & bits[i].bit) && n < max) {
			props[n++] = bits[i].prop;
			mode &= ~bits[i].bit;
		}
	*left = mode;
	return n;
}

/* The node of bus @bus's controller among the machine's devices. */
static struct dt_node *master_node(struct conv *c, long long bus)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++)
		if (c->devs[i].node &&
		    spi_bus_of_device(c->devs[i].name, c->devs[i].devname) ==
			    bus)
			return c->devs[i].node;
	return NULL;
}

static const char *node_ref(const struct dt_node *n)
{
	if (n->ref)
		return n->ref;
	if (!n->label)
		return n->name;
	return n->label;
}

/*
 * A client's controller_data (pxa2xx-spi's struct pxa2xx_spi_chip: FIFO
 * thresholds, DMA burst and timeout, which no binding has; davinci's
 * spi_config): with a devicetree the driver takes its defaults.
 */
static void controller_data(struct conv *c, struct value *bi, struct item *it)
{
	struct value *cd = val_take(bi, "controller_data");
	struct value *chip = cd ? conv_deref(c, cd, NULL) : NULL;
	struct strbuf sb = STRBUF_INIT;

	if (!cd || val_is_zero(cd))
		return;
	if (chip &&
	    val_list_unused(chip, cd->s ? cd->s : "controller_data", &sb))
		item_fate(c->r, it, FATE_PARTIAL,
			  "controller data not translated (the controller "
			  "driver's defaults apply): %s",
			  sb_str(&sb));
	else if (!chip)
		item_fate(c->r, it, FATE_PARTIAL,
			  "controller data %s not translated",
			  cd->text ? cd->text : "");
	if (chip)
		val_use_all(chip);
	sb_release(&sb);
}

/*
 * The client's node, made at its registration with what the board info
 * says then (a later store into it changes nothing: the SPI core copied
 * it), outside the tree until its bus is known.
 */
static void client_node(struct conv *c, struct value *bi, struct item *it,
			const char *type, long long bus, long long cs)
{
	unsigned long long mode =
		(unsigned long long)val_take_int(bi, "mode", 0);
	const char *compat, *src = NULL, *props[8];
	struct spi_client sc = { 0 };
	unsigned long long left;
	struct dt_node *n;
	size_t i, np;

	sc.bus = bus;
	sc.cs = cs;
	sc.it = it;
	compat = bus_client_compatible(c, type ? type : "?", it, &src);
	if (!compat) {
		/* still said: whether its bus would have had a node */
		ARENA_PUSH(c->a, c->spi, c->nspi, c->aspi, sc);
		return;
	}
	n = arena_alloc(c->a, sizeof(*n));
	n->name = bus_client_node_name(c, src, type);
	n->unit = arena_printf(c->a, "%llx", cs);
	dt_prop_str(c->t, n, "compatible", compat);
	dt_prop(c->t, n, "reg", "<%lld>", cs);
	if (val_get(bi, "max_speed_hz"))
		dt_prop(c->t, n, "spi-max-frequency", "<%lld>",
			val_take_int(bi, "max_speed_hz", 0));
	np = spi_mode_props(mode, props, 8, &left);
	for (i = 0; i < np; i++)
		dt_prop_bool(c->t, n, props[i]);
	if (left)
		item_fate(c->r, it, FATE_PARTIAL,
			  "mode bits 0x%llx have no property", left);
	bus_client_devnode(c, arena_printf(c->a, "spi%lld.%lld", bus, cs), type,
			   n, it);
	controller_data(c, bi, it);
	bus_client_common(c, n, bi, it, "platform_data", type);
	sc.node = n;
	ARENA_PUSH(c->a, c->spi, c->nspi, c->aspi, sc);
}

void convert_spi(struct conv *c, const struct step *s)
{
	struct value *arr =
		s->nargs ? bus_as_array(c, conv_deref(c, s->args[0], NULL)) :
			   NULL;
	size_t i, n = arr && arr->kind == V_ARRAY ? arr->nelems : 0;

	/* the count the call passes */
	if (s->nargs > 1 && s->args[1]->kind == V_INT && s->args[1]->i >= 0 &&
	    (size_t)s->args[1]->i < n)
		n = (size_t)s->args[1]->i;
	for (i = 0; i < n; i++) {
		struct value *bi = arr->elems[i];
		const char *type = val_take_str(bi, "modalias");
		long long bus = val_take_int(bi, "bus_num", 0);
		long long cs = val_take_int(bi, "chip_select", 0);
		struct item *it =
			report_add(c->r, c->m->id, "spi_board_info",
				   arena_printf(c->a, "%s@spi%lld.%lld",
						type ? type : "?", bus, cs),
				   bi->line ? bi->line : s->line);

		conv_item_from(c, it, bi);
		client_node(c, bi, it, type, bus, cs);
	}
}

/* Moves @n's status, if any, after its other properties. */
static void move_status_last(struct conv *c, struct dt_node *n)
{
	const struct dt_prop *pr = dt_get(n, "status");
	const char *v = pr && pr->value ? arena_strdup(c->a, pr->value) : NULL;

	if (!v)
		return;
	dt_del(n, "status");
	dt_prop(c->t, n, "status", "%s", v);
}

/* An SSP port node's first compatible: the .dtsi's, or the node's own. */
static const char *port_compatible(struct conv *c, const struct dt_node *n)
{
	const struct soc_node *sn =
		n->ref && c->sdt ? soc_dt_find_by_label(c->sdt, n->ref) : NULL;

	if (sn)
		return sn->compatible;
	return n->ref ? NULL : conv_own_compatible(c, n);
}

/*
 * SSP port @bus's SPI function: its node gets the bus cells, and an alias
 * spiN, which keeps the board file's bus number (and the clients' device
 * names, spiN.M); lookup tables for "spiN" (the chip select GPIOs) find
 * it.
 */
static void ssp_controller(struct conv *c, long long bus, struct value *pd,
			   const char *pdvar, struct item *it)
{
	const char *label = bus_label(c, c->soc->spi, bus), *gap;
	struct strbuf unused = STRBUF_INIT, why = STRBUF_INIT;
	const struct soc_bus *b;
	struct dt_node *n = NULL;

	for (b = c->soc->spi; b && b->label && b->num != bus; b++)
		;
	/* a port the .dtsi lacks: the board adds it from the SoC's device */
	if (!label && b && b->label && c->sdt)
		n = ssp_port_node(c, bus, b->label, it, &why);
	if (!label && !n) {
		if (b && b->label)
			item_fate(c->r, it, FATE_TODO,
				  "SPI bus %lld is SSP port %lld, which %s has "
				  "no node for (\"%s\")%s",
				  bus, bus, c->dtsi ? c->dtsi : "the SoC",
				  b->label, sb_str(&why));
		else
			item_fate(c->r, it, FATE_TODO,
				  "SPI bus %lld: %s has no SSP port %lld", bus,
				  c->dtsi ? c->dtsi : "the SoC .dtsi", bus);
		if (pd)
			val_use_all(pd);
		sb_release(&why);
		return;
	}
	sb_release(&why);
	if (label) {
		n = dt_ref(c->t, label);
		dt_prop_str(c->t, n, "status", "okay");
	} else {
		label = n->label;
	}
	dt_prop(c->t, n, "#address-cells", "<1>");
	dt_prop(c->t, n, "#size-cells", "<0>");
	move_status_last(c, n);
	dt_prop(c->t, dt_child(c->t, c->t->root, "aliases", NULL),
		arena_printf(c->a, "spi%lld", bus), "&%s", label);
	it->node = arena_printf(c->a, "&%s", label);
	gap = ssp_port_spi_gap(c, port_compatible(c, n));
	if (gap)
		item_fate(c->r, it, FATE_PARTIAL, "%s", gap);
	bus_client_devnode(c, arena_printf(c->a, "spi%lld", bus), "pxa2xx-spi",
			   n, it);
	bus_client_devnode(c, arena_printf(c->a, "pxa2xx-spi.%lld", bus),
			   "pxa2xx-spi", n, it);
	/* the controller counts the chip selects from cs-gpios */
	if (pd)
		val_take(pd, "num_chipselect");
	/* the SSP port's DMA channels are its node's dmas, if it has any */
	if (pd)
		val_take(pd, "enable_dma");
	if (pd && val_list_unused(pd, pdvar ? pdvar : "info", &unused))
		item_fate(c->r, it, FATE_PARTIAL, "not translated: %s",
			  sb_str(&unused));
	if (!n->ref)
		soc_addendum_note(c, NULL, it);
	sb_release(&unused);
}

/* pxa2xx_set_spi_info(N, &info): SSP port N is SPI controller N. */
void convert_spi_controller(struct conv *c, const struct step *s)
{
	long long bus = s->nargs && s->args[0]->kind == V_INT ? s->args[0]->i :
								-1;
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *pd = s->nargs > 1 ? conv_deref(c, s->args[1], NULL) :
					  NULL;

	ssp_controller(c, bus, pd, s->nargs > 1 ? s->args[1]->s : NULL, it);
}

void convert_spi_bus_register(struct conv *c, const struct step *s)
{
	long long bus = s->nargs && s->args[0]->kind == V_INT ? s->args[0]->i :
								-1;
	long long ncs =
		s->nargs > 1 && s->args[1]->kind == V_INT ? s->args[1]->i : -1;
	const char *label = bus_label(c, c->soc->spi, bus);
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct dt_node *n;

	if (!label) {
		item_fate(c->r, it, FATE_TODO,
			  "SPI bus %lld: %s has no node for its controller",
			  bus, c->dtsi ? c->dtsi : "the SoC .dtsi");
		return;
	}
	n = dt_ref(c->t, label);
	dt_prop_str(c->t, n, "status", "okay");
	/* one chip select is the driver's default, and the .dtsi's floor */
	if (ncs > 1)
		dt_prop(c->t, n, "num-cs", "<%lld>", ncs);
	else if (ncs < 0)
		item_fate(c->r, it, FATE_PARTIAL,
			  "the number of chip selects is not a constant");
	it->node = arena_printf(c->a, "&%s", label);
}

int spi_bus_ssp_device(struct conv *c, const char *name, long long id,
		       struct value *pdata, const char *pdata_var,
		       struct item *it)
{
	if (!name || strcmp(name, "pxa2xx-spi") || !c->soc->spi)
		return 0;
	ssp_controller(c, id, pdata, pdata_var, it);
	return 1;
}

/* A client left out: lookup tables naming it find no node. */
static void forget(struct conv *c, const struct dt_node *n)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++)
		if (c->devs[i].node == n)
			c->devs[i].node = NULL;
}

/* Why bus @bus has no node: which controller the tree lacks. */
static void no_bus(struct conv *c, struct spi_client *sc)
{
	const struct soc_bus *b;

	if (sc->node)
		forget(c, sc->node);

	for (b = c->soc->spi; b && b->label && b->num != sc->bus; b++)
		;
	if (b && b->label)
		item_fate(c->r, sc->it, FATE_TODO,
			  "SPI bus %lld: %s has no node for its controller "
			  "(\"%s\")",
			  sc->bus, c->dtsi ? c->dtsi : "the SoC .dtsi",
			  b->label);
	else
		item_fate(
			c->r, sc->it, FATE_TODO,
			"SPI bus %lld: no controller of this machine or of %s "
			"is known to be that bus",
			sc->bus, c->dtsi ? c->dtsi : "the SoC .dtsi");
}

/*
 * Does the SoC .dtsi name @label's node "spi"? dtc (W=1) takes a node
 * with devices as an SPI bus only then (pxa3xx.dtsi's ssp@41000000 is
 * not): the .dtsi must rename it before it can have any.
 */
static int spi_node_name(struct conv *c, const char *label)
{
	const struct soc_node *sn =
		c->sdt ? soc_dt_find_by_label(c->sdt, label) : NULL;
	const char *base = sn && sn->path ? strrchr(sn->path, '/') : NULL;

	return !base || !strncmp(base + 1, "spi", 3);
}

static void attach(struct conv *c, struct spi_client *sc)
{
	const char *label = bus_label(c, c->soc->spi, sc->bus);
	struct dt_node *busn = master_node(c, sc->bus), *n = sc->node;
	const struct soc_bus *b;
	const char *gap;
	size_t i;

	if (!busn && label)
		busn = dt_ref(c->t, label);
	if (!busn) {
		no_bus(c, sc);
		return;
	}
	if (busn->ref && !spi_node_name(c, busn->ref)) {
		item_fate(c->r, sc->it, FATE_TODO,
			  "SPI bus %lld: %s names its controller's node &%s "
			  "other than spi@, which dtc requires of a node with "
			  "SPI devices: the .dtsi must rename it first",
			  sc->bus, c->dtsi ? c->dtsi : "the SoC .dtsi",
			  busn->ref);
		if (n)
			forget(c, n);
		return;
	}
	if (!n)
		return;
	for (i = 0; i < busn->nkids; i++)
		if (busn->kids[i]->unit &&
		    !strcmp(busn->kids[i]->unit, n->unit)) {
			item_fate(c->r, sc->it, FATE_TODO,
				  "chip select %lld of SPI bus %lld is taken "
				  "by %s",
				  sc->cs, sc->bus, busn->kids[i]->name);
			forget(c, n);
			return;
		}
	dt_prop(c->t, busn, "#address-cells", "<1>");
	dt_prop(c->t, busn, "#size-cells", "<0>");
	if (busn->ref)
		dt_prop_str(c->t, busn, "status", "okay");
	n->parent = busn;
	ARENA_PUSH(c->t->a, busn->kids, busn->nkids, busn->akids, n);
	sc->it->node = arena_printf(c->a, "&%s/%s@%s", node_ref(busn), n->name,
				    n->unit);
	/* on an SSP port: whether the tree makes the port an SPI controller */
	for (b = c->soc->spi; b && b->label && b->num != sc->bus; b++)
		;
	gap = b && b->label && !strcmp(node_ref(busn), b->label) ?
		      ssp_port_spi_gap(c, port_compatible(c, busn)) :
		      NULL;
	if (gap)
		item_fate(c->r, sc->it, FATE_PARTIAL, "%s", gap);
}

/*
 * A lookup table for "spi_gpio" where the board's device is spi_gpio.1:
 * gpiolib matches dev_id exactly, so the board file's kernel never gave
 * the controller its lines. With one such device, the table is what the
 * board meant for it, and is converted as that, saying so.
 */
static void lookup_by_name(struct conv *c, struct lookup *l)
{
	const struct devnode *dev = NULL;
	size_t i, n = 0;

	for (i = 0; i < c->ndevs; i++) {
		if (!strcmp(c->devs[i].devname, l->dev_id))
			return;
		if (c->devs[i].node && !strcmp(c->devs[i].name, l->dev_id) &&
		    spi_bus_of_device(c->devs[i].name, c->devs[i].devname) >=
			    0) {
			dev = &c->devs[i];
			n++;
		}
	}
	if (n == 1) {
		item_fate(c->r, l->item, FATE_PARTIAL,
			  "the table names \"%s\", the device is %s: gpiolib "
			  "matches names exactly, so the board file's kernel "
			  "never applied it; converted as meant for %s",
			  l->dev_id, dev->devname, dev->devname);
		l->dev_id = dev->devname;
	} else if (n > 1) {
		item_fate(c->r, l->item, FATE_TODO,
			  "the table names \"%s\", which none of this "
			  "machine's %zu %s.N devices is (gpiolib matches "
			  "names exactly): which one it is for is not said",
			  l->dev_id, n, l->dev_id);
	}
}

/*
 * The SPI core names a controller's own device "spi<bus>" and takes its
 * chip-select GPIOs from it (spi_get_gpio_descs(): gpiod_get(&ctlr->dev,
 * "cs")): a lookup table for "spi0" is the controller node's.
 */
static void controller_devnames(struct conv *c)
{
	size_t i, k, n = c->ndevs;

	for (i = 0; i < n; i++) {
		long long bus =
			spi_bus_of_device(c->devs[i].name, c->devs[i].devname);
		const char *dn;

		if (bus < 0 || !c->devs[i].node)
			continue;
		dn = arena_printf(c->a, "spi%lld", bus);
		for (k = 0; k < c->ndevs; k++)
			if (!strcmp(c->devs[k].devname, dn))
				break;
		if (k == c->ndevs)
			bus_client_devnode(c, dn, c->devs[i].name,
					   c->devs[i].node, c->devs[i].item);
	}
}

void spi_bus_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->nspi; i++)
		attach(c, &c->spi[i]);
	controller_devnames(c);
	for (i = 0; i < c->nlookups; i++)
		if (c->lookups[i].dev_id)
			lookup_by_name(c, &c->lookups[i]);
}

/*
 * spi_gpio_platform_data: the number of chip selects, which the binding
 * requires (the GPIOs themselves come from the board's lookup table).
 */
static void xl_spi_gpio(struct xlate *x)
{
	if (!x->pdata)
		return;
	if (val_get(x->pdata, "num_chipselect"))
		dt_prop(x->c->t, x->node, "num-chipselects", "<%lld>",
			val_take_int(x->pdata, "num_chipselect", 0));
}

TRANSLATOR(xl_spi_gpio_row) = { "spi_gpio", "spi", "spi-gpio", xl_spi_gpio };

/*
 * mmc_spi_platform_data: the voltages of ocr_mask (MMC_VDD_20_21, bit 8,
 * and up: 100 mV each) as mmc-spi-slot's voltage-ranges, which the
 * binding requires; contiguous bits are one range.
 */
static void xl_mmc_spi(struct xlate *x)
{
	unsigned long long ocr;
	struct strbuf sb = STRBUF_INIT;
	int bit, first = -1;

	if (!x->pdata || !val_get(x->pdata, "ocr_mask"))
		return;
	ocr = (unsigned long long)val_take_int(x->pdata, "ocr_mask", 0);
	for (bit = 8; bit <= 24; bit++) {
		int on = bit < 24 && (ocr >> bit & 1);

		if (on && first < 0)
			first = bit;
		if (!on && first >= 0) {
			sb_addf(&sb, "%s<%d %d>", sb.len ? ", " : "",
				2000 + (first - 8) * 100,
				2000 + (bit - 8) * 100);
			first = -1;
		}
	}
	if (sb.len)
		dt_prop(x->c->t, x->node, "voltage-ranges", "%s", sb_str(&sb));
	sb_release(&sb);
}

TRANSLATOR(xl_mmc_spi_row) = { "mmc_spi", "mmc", NULL, xl_mmc_spi };
