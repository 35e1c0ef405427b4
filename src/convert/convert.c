// SPDX-License-Identifier: GPL-2.0
#include "convert/convert.h"
#include "convert/variants.h"
#include "convert/busses.h"
#include "convert/chosen.h"
#include "convert/dt_machine.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "convert/binding_doc.h"
#include "convert/driver_reads.h"
#include "convert/gendtsi.h"
#include "convert/generic_name.h"
#include "convert/mbus.h"
#include "convert/nvmem.h"
#include "convert/gpio_chip_label.h"
#include "convert/gpio_domain.h"
#include "convert/match_data.h"
#include "convert/propose.h"
#include "convert/power_off.h"
#include "convert/pwm_provider.h"
#include "convert/soc_chain.h"
#include "convert/resources.h"
#include "convert/mfd_gpio.h"
#include "convert/soc_addendum.h"
#include "convert/soc_clocks.h"
#include "convert/steps.h"
#include "convert/supplies.h"
#include "convert/translate/translate.h"
#include "convert/i2c_bus.h"
#include "convert/irq_setup.h"
#include "convert/samsung_pins.h"
#include "convert/spi_bus.h"
#include "convert/uart_ports.h"
#include "convert/usb_vbus.h"
#include "kernel/machdev.h"
#include "lib/ctext.h"
#include "lib/fileio.h"

#define IORESOURCE_IO 0x100
#define IORESOURCE_MEM 0x200
#define IORESOURCE_IRQ 0x400
#define IORESOURCE_DMA 0x800

/* A SoC node by its label, or by path where the .dtsi gives it none. */
static const char *soc_ref(struct conv *c, const struct soc_node *sn)
{
	return sn->label ? sn->label : arena_printf(c->a, "{%s}", sn->path);
}

static void devnode_add(struct conv *c, const char *name, long long id,
			const char *var, struct dt_node *n, struct item *it)
{
	struct devnode d;

	d.name = name;
	d.var = var;
	d.devname = conv_devname(c, name, id, var);
	d.node = n;
	d.item = it;
	ARENA_PUSH(c->a, c->devs, c->ndevs, c->adevs, d);
}

static const struct irq_domain *domain_of(struct conv *c, const char *var)
{
	size_t i;

	for (i = 0; var && i < c->ndomains; i++)
		if (!strcmp(c->domains[i].var, var))
			return &c->domains[i];
	return NULL;
}

/* ---- platform devices ---- */

struct pdev {
	const char *name;
	long long id;
	struct value *res; /* struct resource or an array of them */
	long long res_off; /* first element used, for &res[n] */
	long long nres;
	struct value *pdata;
	const char *pdata_var;
	struct value *dev;
	const char *var;
	unsigned line;
	const struct soc_node *sn; /* a SoC helper's chain named its node */
	long long bus_off; /* where the parent bus's addresses start */
	int soc_dev; /* defined by the SoC's own code, not the board file */
};

static struct value *res_at(struct pdev *p, long long i)
{
	if (!p->res)
		return NULL;
	if (p->res->kind == V_ARRAY) {
		i += p->res_off;
		return i >= 0 && i < (long long)p->res->nelems ?
			       p->res->elems[i] :
			       NULL;
	}
	return i == 0 ? p->res : NULL;
}

static const char *node_name_for(struct conv *c, const char *devname)
{
	static const struct {
		const char *prefix, *node;
	} names[] = {
		{ "smc91x", "ethernet" },
		{ "smc911x", "ethernet" },
		{ "smsc911x", "ethernet" },
		{ "dm9000", "ethernet" },
		{ "physmap-flash", "flash" },
		{ "pxa2xx-flash", "flash" },
		{ "sharpsl-nand", "flash" },
		{ "gen_nand", "flash" },
		{ "gpio-keys", "gpio-keys" },
		{ "leds-gpio", "leds" },
		{ "reg-fixed-voltage", "regulator" },
		{ "pwm-backlight", "backlight" },
		{ "gpio-vbus", "usb-phy" },
		{ "sa1111", "sa1111" },
	};
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, devname) :
					     NULL;
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(devname, names[i].prefix))
			return names[i].node;
	/* a bus controller: dtc checks its clients by the node's name */
	if (d && d->source && !strncmp(d->source, "drivers/i2c/busses/", 19))
		return "i2c";
	if (d && d->source && !strncmp(d->source, "drivers/spi/", 12))
		return "spi";
	return generic_name_of_driver(c, d ? d->source : NULL);
}

/*
 * A generic name told apart by the author's words: the comment that opens
 * the device's platform data ("Keypad Backlight", "primary backlight")
 * ends with the generic name @generic and puts one or two plain words
 * before it, which become its suffix ("backlight-keypad"). NULL for any
 * other comment: a phrase is no name.
 */
static const char *noted_name(struct conv *c, const char *generic,
			      const struct value *pdata)
{
	const char *note = pdata && pdata->kind == V_STRUCT ? pdata->note :
							      NULL;
	size_t glen = generic ? strlen(generic) : 0, len, i;
	unsigned words = 1;
	char *suffix;

	if (!note || !glen)
		return NULL;
	len = strlen(note);
	if (len <= glen + 1 || strcasecmp(note + len - glen, generic) ||
	    note[len - glen - 1] != ' ')
		return NULL;
	suffix = arena_strndup(c->a, note, len - glen - 1);
	for (i = 0; suffix[i]; i++) {
		if (suffix[i] == ' ' && i && suffix[i - 1] != '-') {
			suffix[i] = '-';
			words++;
		} else if (isalnum((unsigned char)suffix[i])) {
			suffix[i] = (char)tolower((unsigned char)suffix[i]);
		} else {
			return NULL;
		}
	}
	if (words > 2 || !isalpha((unsigned char)suffix[0]))
		return NULL;
	return arena_printf(c->a, "%s-%s", generic, suffix);
}

/* A node name from a Linux device name when no generic name is known. */
static const char *derived_name(struct conv *c, const char *dev)
{
	char *n = arena_strdup(c->a, dev), *p;

	for (p = n; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	return n;
}

static const char *lower_id(struct conv *c)
{
	char *l = arena_strdup(c->a, c->m->id), *p;

	for (p = l; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	return l;
}

/*
 * Of a driver's compatibles, the one for this device: named like it
 * ("marvell,pxa3xx-nand" for pxa3xx-nand, not the list's first,
 * "marvell,armada-8k-nand-controller"), else one naming this SoC's family,
 * else the generic one of a generic driver ("generic-ehci" of
 * ehci-platform, not "via,vt8500-ehci"), else the only one. NULL: several,
 * each another chip's (gpio-mmio.c's "brcm,bcm6345-gpio" is no board's
 * basic-mmio-gpio latch).
 */
static const char *best_compatible(struct conv *c, const struct drv_entry *d,
				   const char *devname)
{
	size_t i;

	for (i = 0; i < d->ncompat; i++) {
		const char *comma = strchr(d->compatibles[i], ',');

		if (comma && !strcmp(comma + 1, devname))
			return d->compatibles[i];
	}
	/* the chip's name and the function: "max6369_wdt" is maxim,max6369 */
	for (i = 0; i < d->ncompat; i++) {
		const char *comma = strchr(d->compatibles[i], ',');
		size_t n = comma ? strlen(comma + 1) : 0;

		if (n && !strncmp(devname, comma + 1, n) &&
		    (devname[n] == '_' || devname[n] == '-'))
			return d->compatibles[i];
	}
	for (i = 0; i < d->ncompat; i++)
		if (strstr(d->compatibles[i], lower_id(c)))
			return d->compatibles[i]; /* intel,mainstone-cplds-irqs */
	/* marvell,pxa270-ac97 on a "marvell,pxa270" SoC */
	if (c->soc->compatible && strchr(c->soc->compatible, ','))
		for (i = 0; i < d->ncompat; i++)
			if (strstr(d->compatibles[i],
				   strchr(c->soc->compatible, ',') + 1))
				return d->compatibles[i];
	for (i = 0; i < d->ncompat; i++)
		if (strstr(d->compatibles[i], c->soc->name) ||
		    strstr(d->compatibles[i], c->b->family))
			return d->compatibles[i];
	for (i = 0; i < d->ncompat; i++)
		if (!strncmp(d->compatibles[i], "generic-", 8))
			return d->compatibles[i];
	return d->ncompat == 1 ? d->compatibles[0] : NULL;
}

const char *convert_table_compatible(struct conv *c, const struct drv_entry *d,
				     const char *devname, struct value *pdata)
{
	const char *best = best_compatible(c, d, devname);

	/* else the one whose match data is what the board passed */
	return best ? best : match_data_pick(c, d, pdata);
}

/*
 * The compatible of a new node: the translator's, else one of the
 * driver's OF table. NULL when there is none: the device is left out and
 * reported, with an honest proposal "<vendor>,<soc>-<block>" listed in the
 * report's proposed_bindings.
 */
static const char *new_compatible(struct conv *c, const char *devname,
				  const struct translator *tr, struct item *it,
				  unsigned line, struct value *pdata)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, devname) :
					     NULL;
	const char *prop;

	if (tr && tr->compatible)
		return tr->compatible;
	if (d && d->ncompat) {
		const char *best =
			convert_table_compatible(c, d, devname, pdata);
		struct strbuf all = STRBUF_INIT;
		size_t i;

		if (best)
			return best;
		for (i = 0; i < d->ncompat; i++)
			sb_addf(&all, "%s%s", i ? ", " : "", d->compatibles[i]);
		item_fate(c->r, it, FATE_TODO,
			  "each compatible of %s's OF table (%s) names another "
			  "chip than this board's %s, and none is generic: no "
			  "node",
			  d->source, sb_str(&all), devname);
		sb_release(&all);
		return NULL;
	}
	/*
	 * No compatible exists: the proposal goes to the report's
	 * proposed_bindings (for the binding and driver work, and for
	 * `bf2dts patch`), but no node is emitted: no kernel would bind it,
	 * so the generated tree boots as it would without it.
	 */
	prop = propose_compatible(c, devname, d ? d->source : NULL, line,
				  pdata);
	if (d)
		item_fate(c->r, it, FATE_TODO,
			  "driver %s has no OF match table: no node; a binding "
			  "would name it %s (proposed_bindings)",
			  d->source, prop ? prop : "(no vendor prefix)");
	else
		item_fate(c->r, it, FATE_TODO,
			  "no driver named %s in the tree: no node; a binding "
			  "would name it %s (proposed_bindings)",
			  devname, prop ? prop : "(no vendor prefix)");
	return NULL;
}

/* @irq_by_gpio: the node's driver takes its IRQ from a GPIO it names */
static void reg_props(struct conv *c, struct dt_node *n, struct pdev *p,
		      struct item *it, int irq_by_gpio)
{
	struct strbuf reg = STRBUF_INIT, why = STRBUF_INIT;
	long long i;

	for (i = 0; i < p->nres; i++) {
		struct value *r = res_at(p, i);
		long long start, end;
		unsigned long flags;

		if (!r)
			continue;
		start = val_take_int(r, "start", 0);
		end = val_take_int(r, "end", start);
		flags = (unsigned long)val_take_int(r, "flags", 0);
		val_take(r, "name");
		if (flags & IORESOURCE_MEM)
			sb_addf(&reg, "%s<0x%llx 0x%llx>", reg.len ? ", " : "",
				start - p->bus_off, end - start + 1);
		else if ((flags & IORESOURCE_IRQ) && end > start &&
			 domain_of(c, p->var))
			; /* the IRQs it provides: it is their controller */
		else if ((flags & IORESOURCE_IRQ) && irq_by_gpio)
			sb_addf(&why,
				"%sIRQ %lld has no property: the devicetree "
				"driver takes the interrupt of its GPIO "
				"(gpiod_to_irq()), which must be that line",
				why.len ? "; " : "", start);
		else if (flags & IORESOURCE_IRQ)
			irq_props(c, n, start, flags & 15, &why);
		else if (!flags && !start && !end)
			; /* a hole in a designated array: of no type, never got */
		else
			sb_addf(&why,
				"%sresource %lld (flags 0x%lx) not converted",
				why.len ? "; " : "", i, flags);
	}
	if (reg.len)
		dt_prop(c->t, n, "reg", "%s", sb_str(&reg));
	if (why.len) {
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&why));
	}
	sb_release(&reg);
	sb_release(&why);
}

/* The device's resources, at most @max of them, in @out. */
static size_t res_list(struct pdev *p, struct value **out, size_t max)
{
	size_t n = 0;
	long long i;

	for (i = 0; i < p->nres && n < max; i++)
		if (res_at(p, i))
			out[n++] = res_at(p, i);
	return n;
}

static long long first_mem(struct pdev *p)
{
	long long i;

	for (i = 0; i < p->nres; i++) {
		struct value *r = res_at(p, i);

		if (r && (val_get(r, "flags") ? val_get(r, "flags")->i : 0) &
				 IORESOURCE_MEM)
			return val_get(r, "start") ? val_get(r, "start")->i :
						     -1;
	}
	return -1;
}

/* A memory resource with neither start nor end: no address known. */
/*
 * Did a store the converter could not apply change resource @i of @p
 * (ts72xx_nand_resource[0].start = start, a parameter known at run time)?
 */
static int res_changed(struct conv *c, struct pdev *p, long long i)
{
	const struct value *rv = p->dev ? val_get(p->dev, "resource") : NULL;
	size_t k, n;

	if (!rv || rv->kind != V_ADDR || !rv->s)
		return 0;
	n = strlen(rv->s);
	for (k = 0; k < c->nunknown; k++) {
		const char *u = c->unknown[k], *f;
		char idx[32];

		if (strncmp(u, rv->s, n))
			continue;
		f = u + n;
		if (p->res->kind == V_ARRAY) {
			snprintf(idx, sizeof(idx), "[%lld]", i + p->res_off);
			if (strncmp(f, idx, strlen(idx)))
				continue;
			f += strlen(idx);
		}
		if (!strcmp(f, ".start") || !strcmp(f, ".end"))
			return 1;
	}
	return 0;
}

static int unaddressed(struct conv *c, struct pdev *p)
{
	long long i;

	for (i = 0; i < p->nres; i++) {
		struct value *r = res_at(p, i);
		struct value *f = r ? val_get(r, "flags") : NULL;

		if (f && f->kind == V_INT && (f->i & IORESOURCE_MEM) &&
		    ((!val_get(r, "start") && !val_get(r, "end")) ||
		     res_changed(c, p, i)))
			return 1;
	}
	return 0;
}

const struct drv_entry *convert_driver_of_compatible(struct conv *c,
						     const char *compat)
{
	size_t i, j, n = drv_index_count(c->drv);

	for (i = 0; i < n; i++) {
		const struct drv_entry *e = drv_index_entry(c->drv, i);

		for (j = 0; j < e->ncompat; j++)
			if (!strcmp(e->compatibles[j], compat))
				return e;
	}
	return NULL;
}

/*
 * "8250/8250_of.c" is the OF front end of "8250/8250_core.c": the same
 * hardware driven by the same core, only probed from the devicetree.
 */
static int of_front_end(const char *of, const char *core)
{
	const char *s = strrchr(of, '/');
	size_t dir = s ? (size_t)(s - of) : 0;

	return s && !strncmp(of, core, dir) && core[dir] == '/' &&
	       !strchr(core + dir + 1, '/') && strlen(s) > 5 &&
	       !strcmp(s + strlen(s) - 5, "_of.c");
}

/*
 * A node no driver binds whose parent's driver is the board's driver:
 * mv643xx_eth's shared driver creates its "mv643xx_eth_port" devices
 * from the child nodes of the controller.
 */
static int parent_driver_is(struct conv *c, const struct soc_node *sn,
			    const char *source)
{
	const char *slash = strrchr(sn->path, '/');
	const struct soc_node *pn =
		slash && slash != sn->path ?
			soc_dt_find_by_path(
				c->sdt,
				arena_strndup(c->a, sn->path,
					      (size_t)(slash - sn->path))) :
			NULL;
	size_t i;

	if (convert_driver_of_compatible(c, sn->compatibles[0]))
		return 0;
	for (i = 0; pn && i < pn->ncompat; i++) {
		const struct drv_entry *e =
			convert_driver_of_compatible(c, pn->compatibles[i]);

		if (e && !strcmp(e->source, source))
			return 1;
	}
	return 0;
}

/*
 * A SoC node found by its address need not be driven by the driver the board
 * file registered there: pxa2xx.dtsi gives the PXA25x the PXA27x RTC
 * ("marvell,pxa-rtc", rtc-pxa) where pxa25x.c registers sa1100-rtc, and
 * rtc-pxa reads registers a PXA25x does not have. The report says so.
 * 1 when the device must not take the node at all (a generated .dtsi's
 * proposal for another driver), else 0.
 */
static int check_soc_driver(struct conv *c, const struct soc_node *sn,
			    const char *devname, struct item *it)
{
	const struct drv_entry *d = drv_index_lookup(c->drv, devname),
			       *e = NULL;
	size_t i;

	if (!d)
		return 0;
	for (i = 0; i < sn->ncompat; i++) {
		e = convert_driver_of_compatible(c, sn->compatibles[i]);
		if (e && (!strcmp(e->source, d->source) ||
			  of_front_end(e->source, d->source)))
			return 0;
	}
	if (!sn->ncompat || parent_driver_is(c, sn, d->source))
		return 0;
	/*
	 * A generated .dtsi's proposal: the driver work is in the report,
	 * unless the proposal is for another driver (h3xxx's micro-ASIC at
	 * the UART 1 the .dtsi proposes for sa1100.c's serial driver).
	 */
	for (i = 0; i < c->r->nprops; i++)
		if (!strcmp(c->r->props[i].compatible, sn->compatibles[0])) {
			const char *pd = c->r->props[i].driver;

			if (!pd || !strcmp(pd, d->source))
				return 0;
			item_fate(c->r, it, FATE_TODO,
				  "the board file registers \"%s\" (%s) at "
				  "the address of %s's %s, proposed for %s: a "
				  "node of its own, with a binding of its "
				  "own, would have to replace that one",
				  devname, d->source, c->dtsi,
				  sn->label ? sn->label : sn->path, pd);
			return 1;
		}
	e = convert_driver_of_compatible(c, sn->compatibles[0]);
	item_fate(c->r, it, FATE_PARTIAL,
		  "the board file registers \"%s\" (%s) here, but \"%s\" "
		  "binds %s",
		  devname, d->source, sn->compatibles[0],
		  e ? e->source : "no driver of this tree");
	return 0;
}

/*
 * A "serial8250" device: its UARTs are the ports of its platform data, a
 * node each (translate/serial8250.c). serial8250_probe() reads only the
 * ports; a memory resource a board gives the device as well (iop32x's,
 * zeus') is read by no driver and makes no node of its own.
 */
static void serial8250(struct conv *c, struct pdev *p, struct item *it)
{
	struct value *ports = p->pdata_var ? conv_var(c, p->pdata_var, NULL) :
					     NULL;
	struct strbuf why = STRBUF_INIT;
	int n;

	n = serial8250_ports(c, ports ? ports : p->pdata,
			     conv_label_of(c, p->var ? p->var : "uart"), 0,
			     &why);
	if (!n)
		item_fate(c->r, it, FATE_TODO, "no memory-mapped UART%s%s",
			  why.len ? ": " : "", sb_str(&why));
	else if (why.len)
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&why));
	sb_release(&why);
}

/*
 * A SoC device with no memory resource (da8xx-usb-phy, in CFGCHIP): the
 * one node of the .dtsi whose compatible its driver's OF table lists.
 */
static const struct soc_node *by_compatible(struct conv *c, const char *name)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, name) :
					     NULL;
	const struct soc_node *found = NULL;
	size_t i, k;

	/*
	 * the compatible named after the device first: da8xx-cfgchip.c
	 * drives five blocks, "da850-async1-clksrc" is one
	 */
	for (i = 0; d && i < d->ncompat; i++) {
		const char *comma = strchr(d->compatibles[i], ',');

		if (comma && gendtsi_same_name(comma + 1, name) &&
		    (found = soc_dt_find_by_compatible(c->sdt,
						       d->compatibles[i], 0)))
			return found;
	}
	for (i = 0; d && i < d->ncompat; i++)
		for (k = 0; k < soc_dt_count(c->sdt); k++) {
			const struct soc_node *n = soc_dt_node(c->sdt, k);
			size_t j;

			for (j = 0; j < n->ncompat; j++)
				if (!strcmp(n->compatibles[j],
					    d->compatibles[i]))
					break;
			if (j == n->ncompat || n == found)
				continue;
			if (found)
				return NULL; /* two: which is not known */
			found = n;
		}
	return found;
}

/*
 * Does the driver of @name bind without registers of its own, so that a
 * device the SoC code registers without a memory resource (i2c-gpio on
 * two GPIO lines) is a board-level node like any other? Its driver has an
 * OF table and asks the platform device for no memory resource.
 */
static int registerless(struct conv *c, const char *name)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, name) :
					     NULL;
	struct strbuf text = STRBUF_INIT;
	const char *t;
	int yes;

	if (!d || !d->ncompat || !d->source ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
			  &text)) {
		sb_release(&text);
		return 0;
	}
	t = sb_str(&text);
	yes = !strstr(t, "IORESOURCE_MEM") && !strstr(t, "ioremap_resource") &&
	      !strstr(t, "platform_get_resource(") && !strstr(t, "of_iomap");
	sb_release(&text);
	return yes;
}

/* Is @p a memory-mapped flash chip, its driver one of drivers/mtd/maps/? */
static int mapped_flash(struct conv *c, const struct pdev *p)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, p->name) :
					     NULL;

	return d && d->source && !strncmp(d->source, "drivers/mtd/maps/", 17);
}

/* Converts one platform device; @soc_base >= 0 when a SoC helper named it. */
static void convert_pdev_node(struct conv *c, struct pdev *p, struct item *it);

/*
 * A device that gets no node is kept by its name all the same: a lookup
 * table naming it is then told apart from one naming no device at all.
 */
static void convert_pdev(struct conv *c, struct pdev *p, const char *kind)
{
	struct item *it = report_add(c->r, c->m->id, kind,
				     p->var ? p->var : p->name, p->line);
	struct devnode d = { 0 };

	convert_pdev_node(c, p, it);
	if (it->node)
		return;
	d.name = p->name;
	d.var = p->var;
	d.devname = conv_devname(c, p->name, p->id, p->var);
	d.item = it;
	ARENA_PUSH(c->a, c->nodeless, c->nnodeless, c->anodeless, d);
}

static void convert_pdev_node(struct conv *c, struct pdev *p, struct item *it)
{
	const struct translator *tr = translator_find(p->name);
	long long base = first_mem(p);
	const struct soc_node *sn = NULL;
	struct soc_addendum add = { 0 };
	struct value *rs[16];
	struct strbuf addwhy = STRBUF_INIT;
	struct xlate x = { 0 };
	struct dt_node *n;
	struct strbuf unused = STRBUF_INIT;
	int external, nodeless = 0;
	size_t i;

	/*
	 * The same device variable a second time (a *_set_platdata() helper,
	 * then platform_add_devices()): one device, one node.
	 */
	for (i = 0; p->var && i < c->ndevs; i++)
		if (c->devs[i].var && !strcmp(c->devs[i].var, p->var) &&
		    c->devs[i].node) {
			it->node = c->devs[i].item->node;
			it->same = c->devs[i].item;
			return;
		}
	if (spi_bus_ssp_device(c, p->name, p->id, p->pdata, p->pdata_var, it))
		return;
	if (gpio_led_device(c, p->name, p->id, p->var, p->pdata, p->pdata_var,
			    it))
		return;
	if (!strcmp(p->name, "serial8250") && p->pdata) {
		serial8250(c, p, it);
		return;
	}
	if (p->sn)
		sn = p->sn;
	else if (c->sdt && base >= 0)
		sn = soc_dt_find_by_base(c->sdt, (uint64_t)base);
	else if (c->sdt && p->soc_dev)
		sn = by_compatible(c, p->name);
	/*
	 * A flash chip the SoC code maps at a chip select of the external
	 * bus (ep93xx_register_flash()'s NOR flash, outside the SoC's
	 * register space, driven from drivers/mtd/maps/) is the board's, as
	 * if the board file had registered it.
	 */
	external = !sn && c->sdt && base >= 0 &&
		   !soc_dt_spans(c->sdt, (uint64_t)base) && mapped_flash(c, p);
	if (external)
		p->soc_dev = 0;
	/* a SoC block the .dtsi lacks: the board adds it under its bus */
	if (!sn && c->sdt && base >= 0 && !external &&
	    (p->soc_dev || (p->var && !conv_board_var(c, p->var) &&
			    conv_var(c, p->var, NULL))) &&
	    soc_addendum_place(c, p->name, p->var, base, rs,
			       res_list(p, rs, sizeof(rs) / sizeof(rs[0])),
			       &add, &addwhy))
		add.parent = NULL;
	if (!sn && c->sdt && p->soc_dev && !add.parent &&
	    !(base < 0 && registerless(c, p->name))) {
		/*
		 * A block of the SoC itself belongs in its .dtsi, not at the
		 * board's root under an invented name: the .dtsi lacks it.
		 */
		if (base >= 0) {
			item_fate(
				c->r, it, FATE_TODO,
				"the SoC registers \"%s\" at 0x%llx, but %s "
				"has no node there: the .dtsi needs one first%s",
				p->name, base, c->dtsi, sb_str(&addwhy));
		} else {
			soc_addendum_driver_why(c, p->name, &addwhy);
			item_fate(c->r, it, FATE_TODO,
				  "the SoC registers \"%s\" with no memory "
				  "resource: no %s node can be told by its "
				  "address%s",
				  p->name, c->dtsi, sb_str(&addwhy));
		}
		nodeless = 1;
	} else if (sn && c->drv) {
		nodeless = check_soc_driver(c, sn, p->name, it);
	} else if (!sn && unaddressed(c, p)) {
		/* osk_flash_resource.start = omap_cs3_phys(), read at run time */
		item_fate(c->r, it, FATE_TODO,
			  "its memory resource has no address in the board's "
			  "data: the board gives it one at run time, which is "
			  "not known here");
		nodeless = 1;
	}
	if (nodeless) {
		if (p->res)
			val_use_all(p->res);
		if (p->pdata)
			val_use_all(p->pdata);
		sb_release(&unused);
		sb_release(&addwhy);
		return;
	}
	if (sn) {
		n = dt_ref(c->t, soc_ref(c, sn));
		if (sn->status && strcmp(sn->status, "okay"))
			dt_prop_str(c->t, n, "status", "okay");
		it->node = arena_printf(c->a, "&%s", soc_ref(c, sn));
		/* the .dtsi already says where it is and what interrupts it uses */
		if (p->res)
			val_use_all(p->res);
	} else if (base >= 0 && c->sdt && p->var && !add.parent && !external &&
		   !conv_board_var(c, p->var) && conv_var(c, p->var, NULL)) {
		/*
		 * A device of the SoC's own files (pxa_device_ac97) at an
		 * address the SoC .dtsi has no node for: a node in a board
		 * file would stand outside the SoC's bus and its clocks.
		 */
		item_fate(c->r, it, FATE_TODO,
			  "a SoC device at 0x%llx that %s does not describe: "
			  "its node belongs in the SoC .dtsi%s",
			  base, c->dtsi, sb_str(&addwhy));
		sb_release(&unused);
		sb_release(&addwhy);
		return;
	} else {
		struct gpio_domain *gd = gpio_domain_of_var(c, p->var);
		const char *nn = domain_of(c, p->var) ? "interrupt-controller" :
				 gd		      ? "gpio" :
				 tr && tr->node_name  ? tr->node_name :
				 add.parent	      ? add.name :
							node_name_for(c, p->name);
		const struct drv_entry *de =
			c->drv ? drv_index_lookup(c->drv, p->name) : NULL;
		const char *compat =
			add.parent ? add.compatible :
			gd && (gd->proposed || gd->propose_soc) ?
				     gpio_domain_propose(c, gd, it,
							 de ? de->source : NULL,
							 p->line, p->pdata) :
				     new_compatible(c, p->name, tr, it, p->line,
						    p->pdata);

		if (!compat) {
			sb_release(&unused);
			sb_release(&addwhy);
			return;
		}
		const struct soc_node *bus =
			base >= 0 && !add.parent ?
				mbus_devbus(c, base, &p->bus_off) :
				NULL;
		struct dt_node *parent = add.parent ? add.parent : c->t->root;

		if (add.parent) {
			p->bus_off = add.bus_off;
			base -= p->bus_off;
		}

		/* in an MBus window: on the device bus that maps it */
		if (bus) {
			parent = dt_ref(c->t, soc_ref(c, bus));
			if (bus->status && strcmp(bus->status, "okay"))
				dt_prop_str(c->t, parent, "status", "okay");
			/* the board file left the timings to the boot loader */
			dt_prop_bool(c->t, parent, "devbus,keep-config");
			base -= p->bus_off;
		}
		const char *noted =
			nn && base < 0 ? noted_name(c, nn, p->pdata) : NULL;

		if (noted)
			nn = noted;
		n = dt_child(c->t, parent, nn ? nn : derived_name(c, p->name),
			     base >= 0 ? arena_printf(c->a, "%llx", base) :
					 NULL);
		/* no address, the same name: a second device, by its id */
		if (n->nprops && !n->unit && p->id >= 0)
			n = dt_child(c->t, parent,
				     arena_printf(c->a, "%s-%lld", n->name,
						  p->id),
				     NULL);
		if (n->nprops) /* same name and address: a second device there */
			n = dt_child(c->t, parent,
				     arena_printf(c->a, "%s-%s", n->name,
						  derived_name(c, p->name)),
				     n->unit);
		n->label = conv_label(c, p->var ? p->var : p->name);
		if (gd)
			gd->node = n;
		dt_prop(c->t, n, "compatible", "\"%s\"", compat);
		if (domain_of(c, p->var)) {
			dt_prop_bool(c->t, n, "interrupt-controller");
			/* no interrupt-map: dtc (W=2) wants that said */
			dt_prop(c->t, n, "#address-cells", "<0>");
			dt_prop(c->t, n, "#interrupt-cells", "<2>");
		}
		reg_props(c, n, p, it, usb_vbus_irq_by_gpio(p->name));
		/*
		 * A proposal's binding is written from its driver: the
		 * registers it asks for by name ("dat" of gpio-mmio.c) are
		 * named in the node
		 */
		if (gd && (gd->proposed || gd->propose_soc) && de &&
		    de->source) {
			struct strbuf src = STRBUF_INIT;

			if (!file_read_all(arena_printf(c->a, "%s/%s", c->kdir,
							de->source),
					   &src))
				resource_names(
					c, n, sb_str(&src),
					"platform_get_resource_byname",
					"reg-names", rs,
					res_list(p, rs,
						 sizeof(rs) / sizeof(rs[0])),
					IORESOURCE_MEM, it);
			sb_release(&src);
		}
		if (add.parent)
			soc_addendum_finish(c, n, &add, add.devname, p->id, it);
		it->node = arena_printf(c->a, "&%s", n->label);
	}
	devnode_add(c, p->name, p->id, p->var, n, it);
	x.c = c;
	x.node = n;
	x.is_new = !sn;
	x.pdata = p->pdata;
	x.pdata_var = p->pdata_var;
	x.dev = p->dev;
	x.it = it;
	x.devname = p->name;
	if (tr && tr->fn)
		tr->fn(&x);
	if (p->pdata && !val_is_zero(p->pdata) &&
	    val_list_unused(p->pdata, p->pdata_var ? p->pdata_var : "pdata",
			    &unused)) {
		item_fate(c->r, it, FATE_PARTIAL,
			  "platform data not translated: %s", sb_str(&unused));
	}
	if (add.parent)
		soc_addendum_note(c, &add, it);
	sb_release(&unused);
	sb_release(&addwhy);
}

/*
 * The platform data .dev.platform_data (or .data) points at: a bare array
 * name is a pointer to its first element, and an array of one structure
 * (palmld's physmap_flash_data palmld_flash_data[]) is that structure to
 * the driver. A longer array stays whole: serial8250 walks its ports, and
 * elements past the first would otherwise go unreported.
 */
static struct value *platform_data_of(struct conv *c, struct value *v)
{
	struct value *t = conv_deref(c, v, NULL);

	if (t && t->kind == V_ARRAY && t->nelems == 1 &&
	    t->elems[0]->kind == V_STRUCT)
		return t->elems[0];
	return t;
}

static void pdev_from_value(struct conv *c, struct pdev *p, struct value *dev,
			    const char *var, unsigned line)
{
	/*
	 * .resource = &res[0] with num_resources = 3 is the array from 0;
	 * a struct platform_device_info (platform_device_register_full())
	 * names them .res and .num_res, its platform data .data
	 */
	int info = !val_get(dev, "resource") && val_get(dev, "res");

	memset(p, 0, sizeof(*p));
	p->dev = dev;
	p->var = var;
	p->line = line;
	p->name = val_take_str(dev, "name");
	p->id = val_take_int(dev, "id", 0); /* absent is 0, as in C */
	{
		struct value *rv = val_take(dev, info ? "res" : "resource");

		p->res = rv && rv->kind == V_ADDR ? conv_var(c, rv->s, NULL) :
						    NULL;
		p->res_off = p->res && p->res->kind == V_ARRAY ? rv->offset : 0;
	}
	p->nres = val_take_int(dev, info ? "num_res" : "num_resources",
			       p->res && p->res->kind == V_ARRAY ?
				       (long long)p->res->nelems - p->res_off :
			       p->res ? 1 :
					0);
	if (info && val_get(dev, "data") &&
	    val_get(dev, "data")->kind == V_ADDR) {
		p->pdata_var = val_get(dev, "data")->s;
		p->pdata = platform_data_of(c, val_take(dev, "data"));
		val_take(dev, "size_data");
		val_take(dev, "dma_mask");
		return;
	}
	p->pdata_var = val_get(dev, "dev.platform_data") ?
			       val_get(dev, "dev.platform_data")->s :
			       NULL;
	p->pdata = platform_data_of(c, val_take(dev, "dev.platform_data"));
	/* DMA masks are how Linux allocates, not what the hardware is */
	val_take(dev, "dev.dma_mask");
	/* a sysfs parent (the PWM for a backlight): the lookup says the same */
	val_take(dev, "dev.parent");
	val_take(dev, "dev.coherent_dma_mask");
}

/*
 * @pdata_override, @res_override: what a SoC helper's arguments give the
 * device at run time (its platform data; its resources, with their
 * number @nres), NULL when they give nothing.
 */
/*
 * The variable a device is: "devs[1]" for &devs[1] of an array of devices
 * (each element its own device and node), else the variable's name.
 */
static const char *element_var(struct conv *c, const struct value *addr)
{
	struct value *t = conv_var(c, addr->s, NULL);

	if (t && t->kind == V_ARRAY && addr->text && strchr(addr->text, '['))
		return arena_printf(c->a, "%s[%lld]", addr->s, addr->offset);
	return addr->s;
}

static void device_by_addr(struct conv *c, struct value *addr, unsigned line,
			   struct value *pdata_override, const char *pdata_var,
			   struct value *res_override, long long nres)
{
	struct value *dev = conv_deref(c, addr, NULL);
	struct pdev p;

	if (!dev || dev->kind != V_STRUCT) {
		struct item *it = report_add(c->r, c->m->id, "platform_device",
					     addr && addr->s ? addr->s : "?",
					     line);

		item_fate(c->r, it, FATE_TODO,
			  "device variable not found in the board file "
			  "or the SoC's library files");
		return;
	}
	pdev_from_value(c, &p, dev, element_var(c, addr), line);
	p.soc_dev = !conv_board_var(c, addr->s);
	if (pdata_override) {
		p.pdata = pdata_override;
		p.pdata_var = pdata_var;
	}
	if (res_override) {
		p.res = res_override;
		p.res_off = 0;
		p.nres = nres >= 0 ? nres :
			 res_override->kind == V_ARRAY ?
				     (long long)res_override->nelems :
				     1;
	}
	if (!p.name) {
		struct item *it = report_add(c->r, c->m->id, "platform_device",
					     addr->s, line);

		item_fate(c->r, it, FATE_TODO,
			  "platform_device without a constant name");
		return;
	}
	convert_pdev(c, &p, "platform_device");
	val_use_all(dev);
}

static struct value *mkint(struct conv *c, long long i)
{
	struct value *v = arena_alloc(c->a, sizeof(*v));

	v->kind = V_INT;
	v->i = i;
	return v;
}

static void mkfield(struct conv *c, struct value *s, size_t *alloc,
		    const char *name, struct value *v)
{
	struct val_field f = { name, v };

	ARENA_PUSH(c->a, s->fields, s->nfields, *alloc, f);
}

static struct value *mkres(struct conv *c, long long start, long long end,
			   long long flags)
{
	struct value *r = arena_alloc(c->a, sizeof(*r));
	size_t alloc = 0;

	r->kind = V_STRUCT;
	mkfield(c, r, &alloc, "start", mkint(c, start));
	mkfield(c, r, &alloc, "end", mkint(c, end));
	mkfield(c, r, &alloc, "flags", mkint(c, flags));
	return r;
}

/*
 * mmp_register_device(&pxa168_device_uart1, data, size): a SoC device
 * described by a struct mmp_device_desc (drv_name, id, start, size, irq)
 * rather than a platform_device.
 */
static void h_register_desc(struct conv *c, const struct step *s)
{
	struct value *d = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	struct value *res;
	struct pdev p;
	size_t alloc = 0;
	long long start, size, irq;

	if (!d || !val_get(d, "drv_name")) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(c->r, it, FATE_TODO, "device descriptor not found");
		return;
	}
	memset(&p, 0, sizeof(p));
	p.name = val_take_str(d, "drv_name");
	p.id = val_take_int(d, "id", 0);
	p.var = s->args[0]->s;
	p.line = s->line;
	p.soc_dev = !conv_board_var(c, p.var);
	start = val_take_int(d, "start", -1);
	size = val_take_int(d, "size", 0);
	irq = val_take_int(d, "irq", -1);
	val_take(d, "dev_name");
	val_take(d, "dma");
	res = arena_alloc(c->a, sizeof(*res));
	res->kind = V_ARRAY;
	if (start != -1 && (unsigned long)start != ~0UL && size > 0)
		ARENA_PUSH(c->a, res->elems, res->nelems, alloc,
			   mkres(c, start, start + size - 1, IORESOURCE_MEM));
	if (irq >= 0)
		ARENA_PUSH(c->a, res->elems, res->nelems, alloc,
			   mkres(c, irq, irq, IORESOURCE_IRQ));
	p.res = res;
	p.nres = (long long)res->nelems;
	if (s->nargs > 1 && s->args[1]->kind == V_ADDR) {
		p.pdata = conv_deref(c, s->args[1], NULL);
		p.pdata_var = s->args[1]->s;
	}
	convert_pdev(c, &p, "platform_device");
}

static struct value *arg(const struct step *s, size_t i);

/* A library function of the SoC whose steps call @callee, or NULL. */
static const struct step *lib_call_of(struct conv *c, const char *callee)
{
	size_t i, j, k;

	for (i = 0; i < c->nlibs; i++) {
		struct board *lib = &c->libs[i];

		for (j = 0; j < lib->nmachines; j++)
			for (k = 0; k < lib->nsteps[j]; k++)
				if (lib->steps[j][k].kind == STEP_CALL &&
				    !strcmp(lib->steps[j][k].fn, callee))
					return &lib->steps[j][k];
	}
	return NULL;
}

/*
 * s3c24xx_init_uarts(cfg, no) in map_io: the SoC's own init_uarts passes
 * s3c24xx_init_uartdevs() its device name and resource table, and each
 * cfg[i].hwport picks the resources (so the address) of one UART, as
 * init.c does. Each UART is one device at that address.
 */
static void h_init_uarts(struct conv *c, const struct step *s)
{
	const struct step *ls = lib_call_of(c, "s3c24xx_init_uartdevs");
	struct value *cfg = conv_deref(c, arg(s, 0), NULL);
	struct value *tab = ls ? conv_deref(c, arg(ls, 1), NULL) : NULL;
	const char *name = ls && arg(ls, 0) && arg(ls, 0)->kind == V_STR ?
				   arg(ls, 0)->s :
				   NULL;
	size_t i, n;

	if (!cfg || cfg->kind != V_ARRAY || !tab || tab->kind != V_ARRAY ||
	    !name) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(
			c->r, it, FATE_TODO,
			!ls ? "no s3c24xx_init_uartdevs() call in the SoC's "
			      "library files: which UARTs this registers is "
			      "unknown" :
			      "UART configuration or resource table not found");
		return;
	}
	n = cfg->nelems;
	if (arg(s, 1) && arg(s, 1)->kind == V_INT &&
	    arg(s, 1)->i < (long long)n)
		n = (size_t)arg(s, 1)->i;
	for (i = 0; i < n; i++) {
		long long port = val_take_int(cfg->elems[i], "hwport", 0);
		struct value *r = port >= 0 && port < (long long)tab->nelems ?
					  tab->elems[port] :
					  NULL;
		struct value *rv = r ? val_get(r, "resources") : NULL;
		struct pdev p;

		memset(&p, 0, sizeof(p));
		p.name = name;
		p.id = port;
		p.var = arena_printf(c->a, "%s[%zu]", arg(s, 0)->s, i);
		p.line = s->line;
		p.soc_dev = 1;
		p.res = rv && rv->kind == V_ADDR ? conv_var(c, rv->s, NULL) :
						   NULL;
		p.nres = p.res && p.res->kind == V_ARRAY ?
				 (long long)p.res->nelems :
				 0;
		p.pdata = cfg->elems[i];
		p.pdata_var = p.var;
		convert_pdev(c, &p, "platform_device");
	}
}

/* ---- step handlers ---- */

static struct value *arg(const struct step *s, size_t i)
{
	return i < s->nargs ? s->args[i] : NULL;
}

static void h_add_devices(struct conv *c, const struct step *s)
{
	struct value *arr = conv_deref(c, arg(s, 0), NULL);
	size_t i, n;

	if (!arr || arr->kind != V_ARRAY) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(c->r, it, FATE_TODO, "device array not found");
		return;
	}
	n = arr->nelems;
	if (arg(s, 1) && arg(s, 1)->kind == V_INT &&
	    arg(s, 1)->i < (long long)n)
		n = (size_t)arg(s, 1)->i;
	for (i = 0; i < n; i++)
		device_by_addr(c, arr->elems[i], s->line, NULL, NULL, NULL, -1);
}

/*
 * davinci_serial_init(da8xx_serial_device): a SoC helper given an array
 * of devices that registers each element in a loop
 * (platform_device_register(&serial_dev[i]) in its body, the parameter
 * indexed) until the element its loop stops at, one with no platform
 * data or no name (the array's empty last element). Each element is a
 * device as platform_add_devices() makes it. 0: not such a call.
 */
static int h_device_array(struct conv *c, const struct step *s)
{
	struct value *arr;
	const char *type = NULL, *var;
	size_t i, j, k, n = 0;
	int loops = 0;

	if (s->nargs != 1 || !s->args[0] || s->args[0]->kind != V_ADDR ||
	    !(arr = conv_var(c, s->args[0]->s, &type)) ||
	    arr->kind != V_ARRAY || !type ||
	    !strstr(type, "struct platform_device") || strchr(type, '*'))
		return 0;
	for (i = 0; i < c->nlibs && !loops; i++)
		for (j = 0; j < c->libs[i].nmachines && !loops; j++) {
			if (strcmp(c->libs[i].machines[j].id, s->fn))
				continue;
			for (k = 0; k < c->libs[i].nsteps[j]; k++) {
				const struct step *ls = &c->libs[i].steps[j][k];

				if (ls->kind == STEP_CALL &&
				    !strcmp(ls->fn,
					    "platform_device_register") &&
				    ls->nargs == 1 && ls->args[0]->text &&
				    strchr(ls->args[0]->text, '['))
					loops = 1;
			}
		}
	if (!loops)
		return 0;
	var = s->args[0]->s;
	for (i = 0; i < arr->nelems; i++) {
		struct value *e = arr->elems[i];
		struct value addr;

		if (!e || e->kind != V_STRUCT || !val_get(e, "name") ||
		    val_is_zero(val_get(e, "dev.platform_data")))
			break;
		memset(&addr, 0, sizeof(addr));
		addr.kind = V_ADDR;
		addr.s = var;
		addr.offset = (long long)i;
		addr.text = arena_printf(c->a, "&%s[%zu]", var, i);
		device_by_addr(c, &addr, s->line, NULL, NULL, NULL, -1);
		n++;
	}
	if (!n) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(c->r, it, FATE_TODO,
			  "%s() registers the devices of %s up to the first "
			  "with no platform data: it has none",
			  s->fn, var);
	}
	return 1;
}

/*
 * platform_device_register_simple("gpio-iop", 0, res, ARRAY_SIZE(res)):
 * a device built at run time from a constant name and resources.
 */
/*
 * A device built at run time from a constant name: its id, resources and
 * platform data the call's arguments at positions @id_i, @res_i/@nres_i
 * and @data_i (-1: the call has none).
 */
static void register_by_name(struct conv *c, const struct step *s, int name_i,
			     int id_i, int res_i, int nres_i, int data_i)
{
	struct value *name = arg(s, name_i);
	struct value *res = res_i >= 0 ? arg(s, res_i) : NULL;
	struct value *data = data_i >= 0 ? arg(s, data_i) : NULL;
	struct pdev p;

	if (!name || name->kind != V_STR || !name->s) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(c->r, it, FATE_TODO,
			  "platform device built at run time without a "
			  "constant name: convert by hand");
		return;
	}
	memset(&p, 0, sizeof(p));
	p.name = name->s;
	p.id = arg(s, id_i) && arg(s, id_i)->kind == V_INT ? arg(s, id_i)->i :
							     0;
	p.line = s->line;
	p.res = res && res->kind == V_ADDR ? conv_var(c, res->s, NULL) : NULL;
	p.nres = nres_i >= 0 && arg(s, nres_i) &&
				 arg(s, nres_i)->kind == V_INT ?
			 arg(s, nres_i)->i :
		 p.res && p.res->kind == V_ARRAY ? (long long)p.res->nelems :
		 p.res				 ? 1 :
						   0;
	if (data && data->kind == V_ADDR) {
		p.pdata = conv_deref(c, data, NULL);
		p.pdata_var = data->s;
	}
	convert_pdev(c, &p, "platform_device");
}

/* platform_device_register_simple(name, id, res, num) */
static void h_register_simple(struct conv *c, const struct step *s)
{
	register_by_name(c, s, 0, 1, 2, 3, -1);
}

/*
 * platform_device_register_resndata(parent, name, id, res, num, data,
 * size) and platform_device_register_data(parent, name, id, data, size)
 * (assabet's gpio-keys): the same with platform data. A device under
 * another device's is that one's child, which stays a to-do.
 */
static void h_register_resndata(struct conv *c, const struct step *s)
{
	int full = !strcmp(s->fn, "platform_device_register_resndata");
	struct item *it;

	if (arg(s, 0) && val_is_zero(arg(s, 0))) {
		register_by_name(c, s, 1, 2, full ? 3 : -1, full ? 4 : -1,
				 full ? 5 : 3);
		return;
	}
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	item_fate(c->r, it, FATE_TODO,
		  "a platform device under another device (its parent "
		  "argument): convert by hand");
}

static void h_register(struct conv *c, const struct step *s)
{
	device_by_addr(c, arg(s, 0), s->line, NULL, NULL, NULL, -1);
}

/*
 * platform_device_add(&dev), the second half of platform_device_register()
 * (ts78xx-setup.c adds again a device it registered once): that device. A
 * pointer platform_device_alloc() returned names data made at run time.
 */
static void h_device_add(struct conv *c, const struct step *s)
{
	struct item *it;

	if (arg(s, 0) && arg(s, 0)->kind == V_ADDR) {
		h_register(c, s);
		return;
	}
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	item_fate(c->r, it, FATE_TODO,
		  "a device platform_device_alloc() made at run time: its "
		  "name, data and resources are the run's, convert it by "
		  "hand");
}

/*
 * The device @dev a SoC helper registers, with what the board's arguments
 * give it: the first pointer is its platform data (xxx_set_platdata(&pd),
 * sa11x0_register_mtd(&flash, res, nr)); a struct resource array is its
 * resources, with the integer after it as their number.
 */
static void helper_args(struct conv *c, const struct step *s, struct value *dev)
{
	struct value *pd = NULL, *res = NULL;
	const char *pdv = NULL;
	long long nres = -1;
	size_t b;

	for (b = 0; b < s->nargs; b++) {
		const char *type = NULL;
		struct value *v;

		if (s->args[b]->kind != V_ADDR)
			continue;
		v = conv_deref(c, s->args[b], &type);
		/*
		 * a parent device (pxa_set_fb_info(&locomo.dev, &info)) is
		 * not the helper's platform data
		 */
		if ((type && strstr(type, "struct platform_device")) ||
		    (s->args[b]->text && strlen(s->args[b]->text) > 4 &&
		     !strcmp(s->args[b]->text + strlen(s->args[b]->text) - 4,
			     ".dev")))
			continue;
		if (type && strstr(type, "struct resource") && !res) {
			res = conv_var(c, s->args[b]->s, NULL);
			if (b + 1 < s->nargs && s->args[b + 1]->kind == V_INT)
				nres = s->args[b + 1]->i;
		} else if (!pd) {
			pd = v;
			pdv = s->args[b]->s;
		}
	}
	device_by_addr(c, dev, s->line, pd, pdv, res, nres);
}

/*
 * platform_device_add_data(&dev, &data, size): the device's platform data
 * from now on. Converted here with that data; registering the same device
 * afterwards is the same node.
 */
static void h_add_data(struct conv *c, const struct step *s)
{
	struct value *pd = arg(s, 1);

	if (!pd || pd->kind != V_ADDR) {
		struct item *it =
			report_add(c->r, c->m->id, "call", s->text, s->line);

		item_fate(c->r, it, FATE_TODO,
			  "platform data not a variable of the board");
		return;
	}
	device_by_addr(c, arg(s, 0), s->line, conv_deref(c, pd, NULL), pd->s,
		       NULL, -1);
}

/*
 * A SoC helper such as pxa_set_mci_info(&pdata): the SoC's library says
 * which platform_device it registers; the board's pointer argument is the
 * platform data.
 */
/*
 * The SoC device whose platform data is the library variable @pdata_var
 * (s3c_sdhci0_set_platdata() fills s3c_hsmmc0_def_platdata, which
 * s3c_device_hsmmc0 points at), or NULL.
 */
/* Does the SoC .dtsi have a node the driver of device @var binds? */
static int dtsi_binds(struct conv *c, const struct bvar *var)
{
	struct value *nv = var->init ? val_get(var->init, "name") : NULL;
	const struct drv_entry *d = nv && nv->kind == V_STR && c->drv ?
					    drv_index_lookup(c->drv, nv->s) :
					    NULL;
	size_t i, k;

	for (i = 0; d && c->sdt && i < d->ncompat; i++)
		for (k = 0; k < soc_dt_count(c->sdt); k++) {
			const struct soc_node *sn = soc_dt_node(c->sdt, k);

			if (sn->compatible &&
			    !strcmp(sn->compatible, d->compatibles[i]))
				return 1;
		}
	return 0;
}

/*
 * The text of the file named after this SoC (pxa3xx.c for the PXA3xx),
 * read into @sb once: NULL when it has none.
 */
static const char *soc_file_text(struct conv *c, struct strbuf *sb, int *read)
{
	size_t i;

	for (i = 0; !*read && i < c->nlibs; i++)
		if (conv_soc_file(c, c->libs[i].rel) &&
		    !conv_source_text(c, c->libs[i].rel, sb))
			*read = 1;
	*read = *read ? *read : -1;
	return *read > 0 ? sb_str(sb) : NULL;
}

/* Does SoC file text @text name &@var, as its list of devices does? */
static int names_address_of(struct conv *c, const char *text, const char *var)
{
	const char *want = arena_printf(c->a, "&%s", var), *p;

	for (p = text; p && (p = strstr(p, want)) != NULL; p++)
		if (!ctext_ident_char(p[strlen(want)]))
			return 1;
	return 0;
}

/*
 * Devices sharing one platform data (pxa25x_device_udc and
 * pxa27x_device_udc both point at pxa_udc_info): the one whose driver
 * binds a node of the SoC .dtsi is this SoC's, else the one the SoC's own
 * file registers (pxa3xx.c's pxa27x_device_udc, which pxa3xx.dtsi has no
 * node for), else the first.
 */
static const char *device_of_pdata(struct conv *c, const char *pdata_var)
{
	const struct bvar *first = NULL, *registered = NULL;
	struct strbuf soc_text = STRBUF_INIT;
	int soc_read = 0;
	size_t i, k;

	for (i = 0; i < c->nlibs; i++)
		for (k = 0; k < c->libs[i].nvars; k++) {
			const struct bvar *v = &c->libs[i].vars[k];
			struct value *pd =
				v->init ?
					val_get(v->init, "dev.platform_data") :
					NULL;

			if (!pd || pd->kind != V_ADDR || !pd->s ||
			    strcmp(pd->s, pdata_var) ||
			    !strstr(v->type, "struct platform_device"))
				continue;
			if (dtsi_binds(c, v)) {
				sb_release(&soc_text);
				return v->name;
			}
			if (!registered &&
			    names_address_of(
				    c, soc_file_text(c, &soc_text, &soc_read),
				    v->name))
				registered = v;
			if (!first)
				first = v;
		}
	sb_release(&soc_text);
	return registered ? registered->name : first ? first->name : NULL;
}

/*
 * The SoC's defaults with the board's fields over them, as the set_platdata
 * helpers that copy a board's data into the SoC's default do.
 */
static struct value *merge_pdata(struct conv *c, struct value *def,
				 struct value *board)
{
	struct value *m;
	size_t i, k, alloc = 0;

	if (!def || def->kind != V_STRUCT || !board || board->kind != V_STRUCT)
		return board ? board : def;
	m = arena_alloc(c->a, sizeof(*m));
	*m = *board;
	m->fields = NULL;
	m->nfields = 0;
	for (i = 0; i < board->nfields; i++)
		mkfield(c, m, &alloc, board->fields[i].name,
			board->fields[i].v);
	for (k = 0; k < def->nfields; k++) {
		for (i = 0; i < board->nfields; i++)
			if (!strcmp(board->fields[i].name, def->fields[k].name))
				break;
		if (i == board->nfields)
			mkfield(c, m, &alloc, def->fields[k].name,
				def->fields[k].v);
	}
	return m;
}

/* Step @ls of a SoC helper passes the device's default platform data. */
static int helper_pdata_device(struct conv *c, const struct step *s,
			       const struct step *ls)
{
	size_t a, b;

	for (a = 0; a < ls->nargs; a++) {
		struct value *v = ls->args[a];
		const char *dev = v && v->kind == V_ADDR ?
					  device_of_pdata(c, v->s) :
					  NULL;
		struct value addr = { 0 };

		if (!dev)
			continue;
		addr.kind = V_ADDR;
		addr.s = dev;
		for (b = 0; b < s->nargs; b++)
			if (s->args[b]->kind == V_ADDR) {
				struct value *def = conv_var(c, v->s, NULL);
				struct value *pd =
					conv_deref(c, s->args[b], NULL);

				device_by_addr(c, &addr, s->line,
					       merge_pdata(c, def, pd),
					       s->args[b]->s, NULL, -1);
				return 1;
			}
		device_by_addr(c, &addr, s->line, NULL, NULL, NULL, -1);
		return 1;
	}
	return 0;
}

/* &devs[instance]: an element that a parameter or local chooses. */
static int indexed_by_variable(const struct value *v)
{
	const char *b = v->text ? strchr(v->text, '[') : NULL;

	return b && !(b[1] >= '0' && b[1] <= '9');
}

/*
 * Does the statement at line @line of helper @fn's C text @text run when
 * the board calls it as @s? 1 when it is a statement of the body itself
 * (indented by one tab, as kernel style has it) or under "if (param)" /
 * "if (!param)" alone on the line before, of a parameter the call passes
 * as a constant that makes it hold (ep93xx_register_pwm(0, 1): "if
 * (pwm1)"); 0 when that test fails; -1: not known.
 */
static int runs_at(const char *text, unsigned line, const struct machine *fn,
		   const struct step *s)
{
	const char *p = ctext_line(text, line), *prev, *name;
	size_t n;
	int neg, k;

	if (!p)
		return -1;
	prev = line > 1 ? ctext_line(text, line - 1) : NULL;
	if (p[0] == '\t' && p[1] != '\t' && p[1] != ' ' && p[1] != '\n')
		return 1;
	if (!prev || p[0] != '\t' || p[1] != '\t' || strncmp(prev, "\tif (", 5))
		return -1;
	name = prev + 5;
	neg = *name == '!';
	name += neg;
	n = strspn(name, "abcdefghijklmnopqrstuvwxyz"
			 "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
	if (!n || strncmp(name + n, ")\n", 2))
		return -1;
	k = machine_param(fn, name, n);
	if (k < 0 || (size_t)k >= s->nargs || s->args[k]->kind != V_INT)
		return -1;
	return (s->args[k]->i != 0) != neg;
}

/*
 * The other devices helper @lib's function @j registers after step @k,
 * whose device @first took the board's arguments: da8xx_register_emac()
 * registers its MDIO bus, then the EMAC ("return
 * platform_device_register(&da8xx_emac_device)"), each a device of the
 * board's call @s, where the helper registers it whatever its arguments
 * (a statement of its body itself, for this machine); @text: the
 * helper's file.
 */
static void helper_more(struct conv *c, const struct step *s,
			const struct board *lib, size_t j, size_t k,
			const char *first, const char *text)
{
	for (k++; k < lib->nsteps[j]; k++) {
		const struct step *o = &lib->steps[j][k];
		struct value *v = o->nargs == 1 ? o->args[0] : NULL;
		const char *type = NULL;

		if (o->kind != STEP_CALL || !o->fn ||
		    strcmp(o->fn, "platform_device_register") || !v ||
		    v->kind != V_ADDR || !v->s || !strcmp(v->s, first) ||
		    !conv_var(c, v->s, &type) ||
		    !strstr(type, "struct platform_device") ||
		    strchr(type, '*') || !o->text || !strstr(o->text, v->s) ||
		    indexed_by_variable(v) || !step_applies(o, c->m) ||
		    runs_at(text, o->line, &lib->machines[j], s) != 1)
			continue;
		device_by_addr(c, v, s->line, NULL, NULL, NULL, -1);
	}
}

/*
 * @ambiguous_too: also the helpers whose device cannot be told (one TODO
 * item); else those are left to the other ways of following a helper.
 */
/*
 * soc_helper() for helper @lib's function @j, whose file's text is @text:
 * 1 or 0 as soc_helper() returns, -1 when it registers no device here.
 */
static int helper_steps(struct conv *c, const struct step *s,
			const struct board *lib, size_t j, int ambiguous_too,
			const char *text)
{
	size_t k;

	for (k = 0; k < lib->nsteps[j]; k++) {
		const struct step *ls = &lib->steps[j][k];
		size_t a;

		if (helper_pdata_device(c, s, ls))
			return 1;

		for (a = 0; a < ls->nargs; a++) {
			const char *type = NULL;
			struct value *v = ls->args[a];

			/* a device, not an array of pointers to some */
			if (!v || v->kind != V_ADDR ||
			    !conv_var(c, v->s, &type) ||
			    !strstr(type, "struct platform_device") ||
			    strchr(type, '*'))
				continue;
			/* "if (pwm0)" with the board's 0: not it */
			if (ls->kind == STEP_CALL &&
			    !runs_at(text, ls->line, &lib->machines[j], s))
				break;
			/*
			 * Through a local (pdev = &dev1 or &dev2 by the
			 * instance argument), the model holds the last
			 * store: which device is not known.
			 */
			if (!ls->text || !strstr(ls->text, v->s) ||
			    indexed_by_variable(v)) {
				struct item *it;

				if (!ambiguous_too)
					return 0;
				it = report_add(c->r, c->m->id, "call", s->text,
						s->line);

				item_fate(c->r, it, FATE_TODO,
					  "%s() picks its device "
					  "by its arguments at "
					  "run time (%s)",
					  s->fn, ls->text);
				return 1;
			}
			helper_args(c, s, v);
			helper_more(c, s, lib, j, k, v->s, text);
			return 1;
		}
	}
	return -1;
}

static int soc_helper(struct conv *c, const struct step *s, int ambiguous_too)
{
	size_t i, j;

	for (i = 0; i < c->nlibs; i++) {
		struct board *lib = &c->libs[i];

		for (j = 0; j < lib->nmachines; j++) {
			struct strbuf text = STRBUF_INIT;
			int r;

			if (strcmp(lib->machines[j].id, s->fn))
				continue;
			/* read once: runs_at() looks at its lines */
			if (lib->rel)
				file_read_all(arena_printf(c->a, "%s/%s",
							   c->kdir, lib->rel),
					      &text);
			r = helper_steps(c, s, lib, j, ambiguous_too,
					 sb_str(&text));
			sb_release(&text);
			if (r >= 0)
				return r;
		}
	}
	return 0;
}

/*
 * A SoC helper whose devices only its callees register (orion5x_uart0_init
 * -> orion_uart0_init -> uart_complete): each device it registers becomes
 * the .dtsi node at the address the chain passed; the board's pointer is
 * the platform data of the last one (the Ethernet port, not its MDIO bus).
 */
static int soc_chain_helper(struct conv *c, const struct step *s)
{
	struct soc_chain ch;
	size_t i, last = 0, n = 0;

	soc_chain_resolve(c, s, &ch);
	for (i = 0; i < ch.nwindows; i++)
		mbus_add(c, &ch.windows[i]);
	for (i = 0; i < ch.ndevs; i++)
		if (ch.devs[i].registered) {
			last = i;
			n++;
		}
	if (!ch.found || !n)
		return 0;
	for (i = 0; i < ch.ndevs; i++) {
		const struct soc_chain_dev *d = &ch.devs[i];
		struct value *dev = soc_chain_device(c, d->var);
		struct pdev p;

		if (!d->registered)
			continue;
		if (!d->sn || !dev || dev->kind != V_STRUCT) {
			struct item *it = report_add(c->r, c->m->id,
						     "platform_device", d->var,
						     s->line);

			if (ch.nunmatched)
				item_fate(c->r, it, FATE_TODO,
					  "%s registers %s at 0x%llx, an "
					  "address no node of %s has",
					  s->fn, d->var, ch.unmatched[0],
					  c->dtsi ? c->dtsi : "the SoC .dtsi");
			else
				item_fate(c->r, it, FATE_TODO,
					  "%s registers %s, which matches no "
					  "node of %s",
					  s->fn, d->var,
					  c->dtsi ? c->dtsi : "the SoC .dtsi");
			continue;
		}
		pdev_from_value(c, &p, dev, d->var, s->line);
		p.sn = d->sn;
		/*
		 * The SoC's own data is what the .dtsi describes; the board's
		 * is what it passed, or what the chain filled from its
		 * arguments (omap1's i2c_pdata[] rate).
		 */
		if (i == last && ch.pdata) {
			p.pdata = ch.pdata;
			p.pdata_var = ch.pdata_var;
		} else if (!p.pdata_var ||
			   !soc_chain_filled(&ch, p.pdata_var)) {
			p.pdata = NULL;
			p.pdata_var = NULL;
		}
		convert_pdev(c, &p, "platform_device");
		val_use_all(dev);
	}
	return 1;
}

/* The lookup table @ref points at, registered by call @s. */
static void gpiod_table(struct conv *c, const struct step *s, struct value *ref)
{
	struct value *t = conv_deref(c, ref, NULL);
	/* a SoC helper's table: its items are the board's call */
	int own = ref && ref->kind == V_ADDR && conv_board_var(c, ref->s);
	const char *dev_id;
	struct value *tab;
	unsigned end = 0; /* the terminator's line, once passed */
	size_t i;

	if (!t) {
		struct item *it = report_add(c->r, c->m->id, "gpio_lookup",
					     s->text, s->line);

		item_fate(c->r, it, FATE_TODO, "lookup table not found");
		return;
	}
	dev_id = val_take_str(t, "dev_id");
	tab = val_take(t, "table");
	for (i = 0; tab && i < tab->nelems; i++) {
		struct value *e = tab->elems[i];
		const char *chip = val_get(e, "key") ? val_take_str(e, "key") :
						       NULL;
		const char *con = val_take_str(e, "con_id");
		long long idx = val_take_int(e, "chip_hwnum", -1);
		unsigned long flags =
			(unsigned long)val_take_int(e, "flags", 0);
		struct lookup l = { 0 };
		const struct gpio_domain *dom;
		struct item *it;

		l.idx = val_take_int(e, "idx", 0);
		if (!chip && idx == -1) {
			/* the table's terminator */
			if (!end)
				end = e->line ? e->line : s->line;
			continue;
		}
		it = report_add(c->r, c->m->id, "gpio_lookup",
				arena_printf(c->a, "%s:%s",
					     dev_id ? dev_id : "?",
					     con ? con : ""),
				own && e->line ? e->line : s->line);
		if (own)
			conv_item_from(c, it, e);
		/*
		 * gpiod_find() walks the table to its first empty entry:
		 * n30.c's bus pins follow a "{ }" and were never read.
		 */
		if (end) {
			item_fate(c->r, it, FATE_TODO,
				  "the entry follows the table's terminator "
				  "(the empty entry at line %u): gpiolib "
				  "stops there, so the board-file kernel never "
				  "had this GPIO either",
				  end);
			continue;
		}
		l.dev_id = dev_id;
		l.table = ref && ref->kind == V_ADDR ? ref->s : NULL;
		l.con_id = con;
		l.suffix = "gpios";
		l.item = it;
		/*
		 * gpiod_find() checks the line against the chip it names
		 * and fails the lookup (zylonite's PCA9539A_MCI3_CD is 30,
		 * on a 16-line chip): no line to describe.
		 */
		dom = chip ? gpio_domain_of_chip(c, chip) : NULL;
		if (dom && dom->count > 0 && idx >= dom->count) {
			item_fate(c->r, it, FATE_TODO,
				  "line %lld of \"%s\", a %s of %lld lines: "
				  "gpiod_find() fails this lookup (-EINVAL, "
				  "out of range), so the board-file kernel "
				  "never had this GPIO either",
				  idx, chip, dom->part ? dom->part : "chip",
				  (long long)dom->count);
			continue;
		}
		l.cells = gpio_chip_cells(c, chip, idx, flags);
		if (!l.cells && gpio_chip_label_meant(c, chip)) {
			const char *meant = gpio_chip_label_meant(c, chip);

			l.cells = gpio_chip_cells(c, meant, idx, flags);
			if (l.cells)
				item_fate(
					c->r, it, FATE_PARTIAL,
					"no GPIO chip of %s is labelled \"%s\" "
					"(its driver labels that bank \"%s\"): "
					"gpiolib never finds this lookup; "
					"converted as line %lld of bank %s, "
					"which the label means",
					c->soc->name, chip, meant, idx, meant);
		}
		if (!l.cells) {
			struct strbuf why = { 0 };
			const struct gpio_domain *d =
				gpio_domain_misnamed(c, chip, &why);

			/* gpiolib never finds it: converted as meant, if one */
			if (d) {
				l.cells = gpio_domain_cells(c, d, idx, flags);
				item_fate(c->r, it, FATE_PARTIAL,
					  "no GPIO chip is labelled \"%s\": "
					  "the driver of the board's %s labels "
					  "its chip with the device name, %s, "
					  "so gpiolib never finds this lookup; "
					  "converted as line %lld of that "
					  "expander, which the label means",
					  chip, d->part, d->chip, idx);
			} else if (*sb_str(&why)) {
				item_fate(c->r, it, FATE_TODO,
					  "no GPIO chip is labelled \"%s\": "
					  "the driver of the board's I2C "
					  "expanders labels their chips with "
					  "their device names (%s), so gpiolib "
					  "never finds this lookup, and which "
					  "one it means is not said",
					  chip, sb_str(&why));
			} else {
				item_fate(c->r, it, FATE_TODO,
					  "GPIO chip \"%s\" is not a SoC GPIO "
					  "controller (a board-level GPIO "
					  "provider needs its own node)",
					  chip ? chip : "?");
			}
			sb_release(&why);
			if (!d)
				continue;
		}
		ARENA_PUSH(c->a, c->lookups, c->nlookups, c->alookups, l);
	}
}

static void h_gpiod_table(struct conv *c, const struct step *s)
{
	gpiod_table(c, s, arg(s, 0));
}

/* gpiod_add_lookup_tables(tables, n): each table the array points at. */
static void h_gpiod_tables(struct conv *c, const struct step *s)
{
	struct value *arr = conv_deref(c, arg(s, 0), NULL);
	long long n = step_int_arg(s, 1), i;

	if (!arr || arr->kind != V_ARRAY || n < 0) {
		item_fate(c->r,
			  report_add(c->r, c->m->id, "gpio_lookup", s->text,
				     s->line),
			  FATE_TODO, "lookup tables or their number not found");
		return;
	}
	for (i = 0; i < n && i < (long long)arr->nelems; i++)
		gpiod_table(c, s, arr->elems[i]);
}

static void h_pwm_table(struct conv *c, const struct step *s)
{
	struct value *tab = conv_deref(c, arg(s, 0), NULL);
	size_t i;

	for (i = 0; tab && tab->kind == V_ARRAY && i < tab->nelems; i++) {
		struct value *e = tab->elems[i];
		const char *provider = val_take_str(e, "provider");
		long long index = val_take_int(e, "index", 0);
		const char *dev_id = val_take_str(e, "dev_id");
		const char *con = val_take_str(e, "con_id");
		long long period = val_take_int(e, "period", 0);
		long long pol = val_take_int(e, "polarity", 0);
		struct item *it = report_add(c->r, c->m->id, "pwm_lookup",
					     dev_id ? dev_id : "?", e->line);
		struct lookup l = { 0 };
		const struct soc_node *pn;
		int took_index;

		conv_item_from(c, it, e);
		val_take(e, "module");
		pn = pwm_provider_node(c, provider, index, &took_index);
		if (took_index)
			index = 0; /* the node is the channel */
		if (!pn) {
			item_fate(c->r, it, FATE_TODO,
				  "PWM provider %s not found in the SoC .dtsi",
				  provider ? provider : "?");
			continue;
		}
		if (pol)
			dt_include(c->t, "<dt-bindings/pwm/pwm.h>");
		l.dev_id = dev_id;
		l.con_id = con;
		l.suffix = "pwms";
		l.item = it;
		/* as many cells as the controller's #pwm-cells says */
		if (pn->pwm_cells == 1) {
			l.cells = arena_printf(c->a, "&%s %lld", soc_ref(c, pn),
					       period);
			if (index || pol)
				item_fate(
					c->r, it, FATE_PARTIAL,
					"#pwm-cells = <1>: "
					"PWM index %lld / polarity not expressible",
					index);
		} else if (pn->pwm_cells == 2) {
			l.cells = arena_printf(c->a, "&%s %lld %lld",
					       soc_ref(c, pn), index, period);
			if (pol)
				item_fate(c->r, it, FATE_PARTIAL,
					  "#pwm-cells = <2>: "
					  "inverted polarity not expressible");
		} else {
			l.cells = arena_printf(
				c->a, "&%s %lld %lld %s", soc_ref(c, pn), index,
				period, pol ? "PWM_POLARITY_INVERTED" : "0");
		}
		ARENA_PUSH(c->a, c->lookups, c->nlookups, c->alookups, l);
		/* the provider must be enabled */
		if (pn->status && strcmp(pn->status, "okay"))
			dt_prop_str(c->t, dt_ref(c->t, soc_ref(c, pn)),
				    "status", "okay");
	}
}

/*
 * memblock_add(base, size) in the machine's fixup: the memory the kernel
 * gets whatever the boot loader's tags say, as a memory node does.
 */
static void h_memory(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct dt_node *n;

	if (s->nargs < 2 || s->args[0]->kind != V_INT ||
	    s->args[1]->kind != V_INT) {
		item_fate(c->r, it, FATE_TODO, "memory bank not constant");
		return;
	}
	n = dt_child(c->t, c->t->root, "memory",
		     arena_printf(c->a, "%llx", s->args[0]->i));
	dt_prop_str(c->t, n, "device_type", "memory");
	dt_prop(c->t, n, "reg", "<0x%llx 0x%llx>", s->args[0]->i,
		s->args[1]->i);
	it->node = arena_printf(c->a, "/memory@%llx", s->args[0]->i);
}

static void h_i2c(struct conv *c, const struct step *s)
{
	convert_i2c(c, s);
}

static void h_spi(struct conv *c, const struct step *s)
{
	convert_spi(c, s);
}

/*
 * Calls that describe no hardware (logging, delays, memory; a GPIO or a
 * register read to choose a path, a check of a GPIO number or a pointer,
 * or a GPIO or clock given back; the addresses, locks and CPU state the
 * board code's own register writes use, which are items themselves) are
 * not registrations: they are neither converted nor lost.
 */
static const char *const no_hardware[] = {
	"printk",
	"pr_info",
	"pr_err",
	"pr_warn",
	"pr_debug",
	"pr_notice",
	"pr_warning",
	"pr_crit",
	"pr_alert",
	"pr_emerg",
	"pr_cont",
	"dev_info",
	"dev_err",
	"dev_warn",
	"dev_dbg",
	"udelay",
	"mdelay",
	"msleep",
	"ndelay",
	"kfree",
	"kzalloc",
	"kmalloc",
	"kcalloc",
	"pwm_remove_table",
	"WARN_ON",
	"BUG_ON",
	"IS_ERR",
	"PTR_ERR",
	"ARRAY_SIZE",
	"ERR_PTR",
	"WARN",
	"snprintf",
	"sprintf",
	"strcpy",
	"strlcpy",
	"memset",
	"memcpy",
	"panic",
	"gpio_free",
	"gpio_free_array",
	"gpio_get_value",
	"ioremap",
	"iounmap",
	"phys_to_virt",
	"read_cpuid_id",
	"local_irq_save",
	"local_irq_restore",
	"local_irq_disable",
	"local_irq_enable",
	"spin_lock_init",
	"spin_lock_irqsave",
	"spin_unlock_irqrestore",
	"raw_spin_lock_irqsave",
	"raw_spin_unlock_irqrestore",
	"likely",
	"unlikely",
	"IS_ERR_OR_NULL",
	"is_valid_ether_addr",
	"gpio_is_valid",
	"clk_put",
	"dev_name",
	"readb",
	"readw",
	"readl",
	"__raw_readb",
	"__raw_readw",
	"__raw_readl",
	"inb",
	"inw",
	"inl",
	"omap_readb",
	"omap_readw",
	"omap_readl",
};

/*
 * Calls whose effect a devicetree boot has by itself: converted, with no
 * node of their own.
 */
static const struct {
	const char *fn, *why;
} implied_by_dt[] = {
	{ "regulator_has_full_constraints",
	  "implied: the regulator core takes of_have_populated_dt() as full "
	  "constraints" },
};

/*
 * map_io's static mappings (iotable_init(), s3c64xx_init_io(), a SoC's
 * *_map_io()) give registers a virtual address for the C board's code;
 * a DT kernel maps what the .dtsi describes. No device is registered.
 */
static int static_mapping(const char *fn)
{
	size_t n = strlen(fn);

	return !strcmp(fn, "iotable_init") ||
	       /* the SoC's timer: a DT boot probes the .dtsi's node */
	       (n > 11 && !strcmp(fn + n - 11, "_timer_init")) ||
	       (n > 8 && !strcmp(fn + n - 8, "_init_io")) ||
	       (n > 7 && !strcmp(fn + n - 7, "_map_io"));
}

static void h_samsung_pins(struct conv *c, const struct step *s)
{
	samsung_pins_board_call(
		c, s, report_add(c->r, c->m->id, "call", s->text, s->line));
}

static const struct {
	const char *fn;
	void (*h)(struct conv *c, const struct step *s);
} handlers[] = {
	{ "platform_add_devices", h_add_devices },
	{ "platform_device_register", h_register },
	{ "platform_device_add", h_device_add },
	{ "pci_common_init", convert_pci_host },
	{ "gpiod_add_hogs", convert_gpiod_hogs },
	{ "platform_device_register_simple", h_register_simple },
	{ "platform_device_register_resndata", h_register_resndata },
	{ "platform_device_register_data", h_register_resndata },
	{ "platform_device_add_data", h_add_data },
	{ "gpiod_add_lookup_table", h_gpiod_table },
	{ "gpiod_add_lookup_tables", h_gpiod_tables },
	{ "nvmem_add_cell_table", convert_nvmem_table },
	{ "nvmem_add_cell_lookups", convert_nvmem_lookups },
	{ "gpiochip_add_data", gpio_domain_chip_call },
	{ "gpiochip_add", gpio_domain_chip_call },
	{ "gpio_reg_init", gpio_domain_reg_call },
	{ "pwm_add_table", h_pwm_table },
	{ "i2c_register_board_info", h_i2c },
	{ "spi_register_board_info", h_spi },
	{ "pxa2xx_set_spi_info", convert_spi_controller },
	{ "da8xx_register_spi_bus", convert_spi_bus_register },
	{ "gpio_led_register_device", convert_gpio_leds },
	{ "regulator_register_always_on", convert_regulator },
	{ "gpio_request", convert_gpio_request },
	{ "gpio_request_one", convert_gpio_request_one },
	{ "gpio_request_array", convert_gpio_request_array },
	{ "gpio_direction_output", convert_gpio_direction },
	{ "gpio_direction_input", convert_gpio_direction },
	{ "gpio_set_value", convert_gpio_set_value },
	{ "mmp_register_device", h_register_desc },
	{ "memblock_add", h_memory },
	{ "s3c24xx_init_uarts", h_init_uarts },
	{ "sa1100_register_uart", convert_uart_port },
	{ "orion5x_mpp_conf", convert_mvebu_mpp },
	{ "orion5x_eth_switch_init", convert_dsa_switch },
	{ "davinci_cfg_reg", convert_davinci_mux },
	{ "davinci_cfg_reg_list", convert_davinci_mux },
	{ "omap_cfg_reg", convert_omap1_mux },
	{ "mfp_config", convert_mfp_config },
	{ "pxa2xx_mfp_config", convert_pxa2xx_mfp },
	{ "add_preferred_console", chosen_preferred_console },
	{ "irq_set_irq_type", irq_setup_step },
	{ "request_irq", irq_setup_request },
	{ "request_threaded_irq", irq_setup_request },
	{ "enable_irq_wake", irq_setup_wake },
	{ "irq_set_irq_wake", irq_setup_wake },
	{ "gpio_set_wake", irq_setup_gpio_wake },
	{ "s3c_gpio_cfgpin", h_samsung_pins },
	{ "s3c_gpio_setpull", h_samsung_pins },
	{ "s3c_gpio_cfgall_range", h_samsung_pins },
	{ "s3c_gpio_cfgrange_nopull", h_samsung_pins },
};

/* Reasons the known_todo[] rows below share. */
#define IRQ_CHIP_WHY                                                         \
	"the board's own interrupt controller (an irq_chip or a "            \
	"demultiplexing handler of board code): a devicetree describes one " \
	"only through a driver with an OF table and a binding, whose node "  \
	"the devices on its lines would name as interrupt-parent"
#define BOARD_CODE_WHY(what) \
	what " that runs board code, which a devicetree has no place for"
#define LINES_WHY                                                     \
	"GPIO lines the board's own code takes (gpiolib's in-kernel " \
	"requests): a devicetree gives lines to a driver's node only"
#define CLOCK_WHY                                                            \
	"a clock the board's code takes and turns on itself: in a "          \
	"devicetree boot the driver of the device that needs it does, from " \
	"its node's clocks"
#define REGION_WHY \
	"I/O ports or memory the board's own code reserves for itself"

/* Why a call that registers nothing we know is left to a human. */
static const struct {
	const char *prefix, *why;
} known_todo[] = {
	{ "mfp_config", "pin configuration not converted (pinctrl)" },
	{ "s3c_gpio_cfgpin", "pin configuration not converted (pinctrl)" },
	{ "gpio_request",
	  "GPIO requested and driven at boot: consider a gpio-hog" },
	{ "gpio_direction", "GPIO driven at boot: consider a gpio-hog" },
	{ "gpio_set_value", "GPIO driven at boot: consider a gpio-hog" },
	{ "platform_device_register_",
	  "platform device built at run time: convert by hand" },
	{ "platform_device_alloc",
	  "a platform device allocated at run time: its platform_device_add() "
	  "item says what becomes of it" },
	{ "regulator_register", "regulator registered at run time" },
	/* mach-s3c/regs-gpio.h: USB port 1 host or device, pads suspended */
	{ "s3c2410_modify_misccr",
	  "a write to the SoC's MISCCR (USB port role, USB pad suspend, "
	  "CLKOUT): no devicetree driver or binding of the tree sets it, the "
	  "boot loader must" },
	/* mach-sa1100/generic.c: sa1100_register_uart_fns() */
	{ "sa1100_register_uart_fns",
	  "the UARTs' board hooks (struct sa1100_port_fns: pm, set_mctrl, "
	  "get_mctrl, set_wake) are board functions, which a devicetree has "
	  "no place for: sa1100.c takes modem lines from GPIOs only" },
	{ "register_syscore_ops",
	  "the board's own suspend and resume code (struct syscore_ops), "
	  "which a devicetree has no place for" },
	{ "sharpsl_save_param",
	  "the Zaurus parameter block (sharpsl_param.c) is read from flash "
	  "at boot: its values are the device's, not the board file's" },
	{ "clk_add_alias",
	  "a clock alias by Linux device name (clkdev): in a devicetree boot "
	  "a consumer takes its clock by phandle (clocks), and the alias has "
	  "no node to go in" },
	{ "led_classdev_register",
	  "an LED the board's own code drives (its brightness_set() is "
	  "board code), which a devicetree has no place for" },
	{ "iop_init_time",
	  "the IOP32x timer (mach-iop32x/time.c) has no devicetree driver or "
	  "binding: its tick rate has no node to go in" },
	/* include/linux/irq.h: an interrupt controller of board code */
	{ "irq_set_chip", IRQ_CHIP_WHY },
	{ "irq_set_handler", IRQ_CHIP_WHY },
	{ "irq_set_chained_handler", IRQ_CHIP_WHY },
	{ "irq_clear_status_flags", IRQ_CHIP_WHY },
	{ "irq_set_status_flags", IRQ_CHIP_WHY },
	{ "irq_modify_status", IRQ_CHIP_WHY },
	{ "timer_setup", BOARD_CODE_WHY("a kernel timer") },
	{ "add_timer", BOARD_CODE_WHY("a kernel timer") },
	{ "mod_timer", BOARD_CODE_WHY("a kernel timer") },
	{ "INIT_DELAYED_WORK", BOARD_CODE_WHY("a work item") },
	{ "INIT_WORK", BOARD_CODE_WHY("a work item") },
	{ "claim_fiq", BOARD_CODE_WHY("a FIQ handler") },
	{ "release_fiq", BOARD_CODE_WHY("a FIQ handler") },
	{ "set_fiq_handler", BOARD_CODE_WHY("a FIQ handler") },
	{ "set_fiq_regs", BOARD_CODE_WHY("a FIQ handler") },
	{ "cpufreq_register_notifier", BOARD_CODE_WHY("a cpufreq notifier") },
	{ "nvmem_register_notifier", BOARD_CODE_WHY("an NVMEM notifier") },
	{ "sysfs_create_file", BOARD_CODE_WHY("a sysfs file") },
	{ "phy_register_fixup", BOARD_CODE_WHY("a PHY fixup") },
	{ "gpiochip_find", LINES_WHY },
	{ "gpiochip_request_own_desc", LINES_WHY },
	{ "gpiochip_free_own_desc", LINES_WHY },
	{ "gpiod_direction_", LINES_WHY },
	{ "gpiod_to_irq", LINES_WHY },
	{ "gpiod_remove_lookup_table",
	  "takes a GPIO lookup table back at run time (an error path): the "
	  "table's items say what it holds" },
	{ "clk_get", CLOCK_WHY },
	{ "clk_prepare_enable", CLOCK_WHY },
	{ "clk_enable", CLOCK_WHY },
	{ "clk_disable", CLOCK_WHY },
	{ "clk_register_fixed_rate",
	  "a fixed-rate clock the board registers for lookups by name "
	  "(clkdev): a fixed-clock node would hold it, but its consumers take "
	  "it by name, which no node says" },
	{ "irq_get_irq_data",
	  "the board's own code looks up an interrupt's data (for its FIQ "
	  "handler), which a devicetree has no place for" },
	{ "regulator_get",
	  "a regulator the board's own code takes: in a devicetree boot the "
	  "consumer's driver takes it, by its node's <name>-supply" },
	{ "platform_device_unregister",
	  "takes a device back at run time (an error path): the device's "
	  "item says what becomes of it" },
	{ "clkdev_create",
	  "a clock lookup by Linux device name (clkdev): in a devicetree boot "
	  "a consumer takes its clock by phandle (clocks), and the lookup has "
	  "no node to go in" },
	{ "mfp_read", BOARD_CODE_WHY("an MFP register access") },
	{ "mfp_write", BOARD_CODE_WHY("an MFP register access") },
	{ "s3c_cpufreq_setboard",
	  "the S3C24xx cpufreq driver's board data (memory and bus timings), "
	  "for which the tree has no devicetree binding" },
	{ "pmd_off_k", BOARD_CODE_WHY("a page-table set-up") },
	{ "flush_pmd_entry", BOARD_CODE_WHY("a page-table set-up") },
	{ "locomo_driver_register",
	  "a driver of board code on the LoCoMo bus, which has no devicetree "
	  "binding" },
	{ "request_region", REGION_WHY },
	{ "request_mem_region", REGION_WHY },
	{ "release_mem_region", REGION_WHY },
};

static void convert_step(struct conv *c, const struct step *s);

/*
 * A call into board code kept in a file of its own (palm27x.c, which
 * CONFIG_MACH_PALM27X builds for five Palm boards): its body is the
 * board's, so each of its steps is converted as the board's own, at the
 * board's line. Only files a board option builds: a SoC's own init
 * function registers what the SoC .dtsi describes.
 */
static int board_library_call(struct conv *c, const struct step *s)
{
	const struct board *lib;
	struct step *steps;
	size_t n, i;

	if (c->inline_depth >= 4)
		return 0;
	n = soc_chain_inline(c, s, &lib, &steps);
	if (!n || !lib->board_code)
		return 0;
	c->inline_depth++;
	for (i = 0; i < n; i++)
		convert_step(c, &steps[i]);
	c->inline_depth--;
	return 1;
}

/*
 * The stores a SoC helper makes into the SoC's own data with the board's
 * arguments before it registers a device (ep93xx_register_flash(): the
 * flash resource's start and end, the bank width): applied for this
 * machine, as the kernel would. A field the helper stores more than once
 * is left alone: which store runs depends on what the model does not hold.
 */
static void helper_stores(struct conv *c, const struct step *steps, size_t n)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		const struct step *t = &steps[i];
		struct value *v;

		if (t->kind != STEP_ASSIGN || t->nargs != 2 ||
		    t->args[0]->kind != V_STR ||
		    conv_board_var(c,
				   arena_strndup(c->a, t->args[0]->s,
						 strcspn(t->args[0]->s, "[."))))
			continue;
		for (k = 0; k < n; k++)
			if (k != i && steps[k].kind == STEP_ASSIGN &&
			    steps[k].nargs && steps[k].args[0]->kind == V_STR &&
			    !strcmp(steps[k].args[0]->s, t->args[0]->s))
				break;
		v = t->args[1];
		if (k == n && v->kind != V_EXPR)
			assign_apply(c, t->args[0]->s, v);
	}
}

/*
 * What a SoC helper the board calls does to the SoC's data before it
 * registers its devices: its stores (helper_stores()), and the GPIO lookup
 * tables it adds (ep93xx_register_i2c(): i2c-gpio.0's SDA and SCL lines),
 * as the board's.
 */
static void helper_data(struct conv *c, const struct step *steps, size_t n)
{
	size_t i;

	helper_stores(c, steps, n);
	for (i = 0; i < n; i++)
		if (steps[i].kind == STEP_CALL &&
		    !strcmp(steps[i].fn, "gpiod_add_lookup_table") &&
		    steps[i].nargs == 1 && steps[i].args[0]->kind == V_ADDR &&
		    !conv_board_var(c, steps[i].args[0]->s))
			h_gpiod_table(c, &steps[i]);
}

/* Item @it of step @s, made in a variant of the board's run: said, not made. */
static void variant_not_made(struct conv *c, struct item *it,
			     const struct step *s)
{
	item_fate(c->r, it, FATE_TODO,
		  "made only when %s, which the board's run decides: not "
		  "applied",
		  s->run_cond);
}

static void convert_step(struct conv *c, const struct step *s)
{
	const struct board *lib;
	struct step bare, *body;
	struct item *it;
	size_t i, nh;

	if (s->kind == STEP_ASSIGN) {
		/* a variant's store (a case, a branch) is not applied either */
		if (!s->run_cond &&
		    (power_off_assign(c, s) || convert_assign(c, s) ||
		     gpio_domain_assign(c, s)))
			return;
		it = report_add(c->r, c->m->id, "assignment", s->text, s->line);
		if (s->run_cond)
			variant_not_made(c, it, s);
		else if (c->variant && s->nargs && s->args[0]->kind == V_STR &&
			 variant_told_by(c->variant, s->args[0]->s))
			it->why =
				"the board's run tells its variants apart "
				"by it: each has a tree of its own, which the "
				"boot loader picks";
		else
			item_fate(c->r, it, FATE_TODO,
				  "board data changed at run time: %s",
				  s->text);
		assign_unknown(c, s->nargs && s->args[0]->kind == V_STR ?
					  s->args[0]->s :
					  s->fn);
		return;
	}
	for (i = 0; i < sizeof(no_hardware) / sizeof(no_hardware[0]); i++)
		if (!strcmp(s->fn, no_hardware[i]))
			return;
	/* cpu_is_pxa25x() and the like pick a path: the path's calls count */
	if (!strncmp(s->fn, "cpu_is_", 7))
		return;
	/*
	 * In a branch the board's run decides (switch (system_rev)): which
	 * one runs is not known here, and making them all would mix the
	 * board's variants (dns323's rev C power-off hog on the line of rev
	 * A's LED)
	 */
	if (s->run_cond) {
		variant_not_made(
			c, report_add(c->r, c->m->id, "call", s->text, s->line),
			s);
		return;
	}
	/*
	 * orion_gpio_set_valid(pin, 1) lets the line be an input and an
	 * output (plat-orion/gpio.c); gpio-mvebu.c, which drives the
	 * controller from a node, keeps no such mask
	 */
	if (!strcmp(s->fn, "orion_gpio_set_valid") && s->nargs == 2 &&
	    s->args[1]->kind == V_INT &&
	    (s->args[1]->i == 1 || (s->args[1]->i & 3) == 3)) {
		it = report_add(c->r, c->m->id, "call", s->text, s->line);
		it->why =
			"implied: drivers/gpio/gpio-mvebu.c, the controller's "
			"driver in a devicetree boot, keeps no mask of valid "
			"lines: every line is an input and an output";
		return;
	}
	for (i = 0; i < sizeof(implied_by_dt) / sizeof(implied_by_dt[0]); i++)
		if (!strcmp(s->fn, implied_by_dt[i].fn)) {
			it = report_add(c->r, c->m->id, "call", s->text,
					s->line);
			it->why = implied_by_dt[i].why;
			return;
		}
	/*
	 * The SoC's map_io sets up static mappings a devicetree boot makes
	 * from the .dtsi; a board library's (h3xxx_map_io()) is the board's
	 * own code: it registers the iPAQs' serial port
	 */
	if (static_mapping(s->fn)) {
		board_library_call(c, s);
		return;
	}
	if (mbus_window_step(c, s) || convert_register_write(c, s))
		return;
	for (i = 0; i < sizeof(handlers) / sizeof(handlers[0]); i++)
		if (!strcmp(s->fn, handlers[i].fn)) {
			handlers[i].h(c, s);
			return;
		}
	/*
	 * A SoC helper's body with the board's arguments, inlined once: its
	 * stores, lookup tables and I2C/SPI clients are the board's; the rest
	 * as any
	 */
	nh = soc_chain_inline(c, s, &lib, &body);
	if (nh && !lib->board_code) {
		helper_data(c, body, nh);
		if (bus_helper_clients(c, s, body, nh, &bare))
			s = &bare;
	}
	/* board code first: the SoC chain reads a board pointer as pdata */
	if (board_library_call(c, s) || soc_clock_step(c, s) ||
	    h_device_array(c, s) || soc_timer_source(c, s) ||
	    soc_helper(c, s, 1) || soc_chain_helper(c, s) ||
	    (nh && !lib->board_code && pci_host_soc_helper(c, s, body, nh)))
		return;
	for (i = 0; i < sizeof(known_todo) / sizeof(known_todo[0]); i++)
		if (!strncmp(s->fn, known_todo[i].prefix,
			     strlen(known_todo[i].prefix)))
			break;
	/* a family function: does the family's DT machine call it too? */
	if (i == sizeof(known_todo) / sizeof(known_todo[0]) &&
	    dt_machine_call(c, s))
		return;
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	if (i < sizeof(known_todo) / sizeof(known_todo[0]))
		item_fate(c->r, it, FATE_TODO, "%s", known_todo[i].why);
	else
		item_fate(c->r, it, FATE_TODO, "call not converted");
}

/*
 * Another table (another variable) for the same device and connection:
 * gpiolib reads only the first registered (gpiod_find_lookup_table()), so
 * which applies is the board's run's choice (colibri-pxa270's base
 * boards) or the second is dead (zeus' two tables for one regulator).
 * Its index in c->lookups, or -1.
 */
static long long rival_table(const struct conv *c, const struct lookup *l)
{
	size_t k;

	for (k = 0; k < c->nlookups; k++) {
		const struct lookup *o = &c->lookups[k];

		if (o != l && o->dev_id && l->dev_id &&
		    !strcmp(o->dev_id, l->dev_id) &&
		    !strcmp(o->suffix, l->suffix) &&
		    !strcmp(o->con_id ? o->con_id : "",
			    l->con_id ? l->con_id : "") &&
		    o->table && l->table && strcmp(o->table, l->table))
			return (long long)k;
	}
	return -1;
}

/*
 * Lookup @l names a device that no registration of the board made: a
 * driver may register it itself for this machine (pxa2xx_mainstone.c's
 * "pxa2xx-pcmcia" when machine_is_mainstone()), or for others only.
 */
static void no_device(struct conv *c, struct lookup *l)
{
	char *machine = arena_strdup(c->a, c->m->id), *p;
	const struct machdev *md;
	const struct drv_entry *drv;

	for (p = machine; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	md = l->dev_id && c->drv ?
		     drv_index_machine_device(c->drv, l->dev_id, machine) :
		     NULL;
	if (!md) {
		item_fate(c->r, l->item, FATE_TODO,
			  "no device named %s on this machine",
			  l->dev_id ? l->dev_id : "(any)");
		return;
	}
	if (!machdev_for(md, machine)) {
		item_fate(c->r, l->item, FATE_TODO,
			  "no device named %s on this machine (%s:%d "
			  "registers one for other machines: %s)",
			  l->dev_id, md->source, md->line, md->machines);
		return;
	}
	drv = drv_index_lookup(c->drv, md->name);
	item_fate(c->r, l->item, FATE_TODO,
		  "%s:%d registers %s itself when machine_is_%s(), not the "
		  "board file: %s",
		  md->source, md->line, md->name, machine,
		  !drv ? "no driver of the tree takes it, so no node can" :
		  !drv->ncompat ?
			 arena_printf(c->a,
				      "its driver %s has no OF match table, "
				      "so no node takes the lookup",
				      drv->source) :
			 arena_printf(c->a,
				      "a node its driver %s matches (%s) "
				      "would take the lookup",
				      drv->source, drv->compatibles[0]));
}

/*
 * The property of lookup @l, which has no con_id: gpiolib reads "gpios"
 * and "gpio" alike, the binding of the node's compatible names the one a
 * maintainer writes (fixed-regulator.yaml's "gpio").
 */
static const char *no_con_id_prop(struct conv *c, struct dt_node *n,
				  const struct lookup *l)
{
	static const char *const names[] = { "gpios", "gpio", NULL };
	const char *compat = conv_own_compatible(c, n), *one;

	if (strcmp(l->suffix, "gpios") || !compat)
		return l->suffix;
	one = binding_doc_one_of(c, binding_doc(c, compat), names);
	return one ? one : l->suffix;
}

/*
 * gpiolib's of_gpio_flags_quirks(): a regulator-fixed's enable line is
 * active low unless the node has enable-active-high, whatever its cells
 * say; a board file's lookup says it by its flag.
 */
static void fixed_regulator_polarity(struct conv *c, struct dt_node *n,
				     const struct lookup *l, const char *prop)
{
	const char *compat = conv_own_compatible(c, n);

	if (!compat || strcmp(compat, "regulator-fixed") ||
	    (strcmp(prop, "gpio") && strcmp(prop, "gpios")) ||
	    strstr(l->cells, "GPIO_ACTIVE_LOW"))
		return;
	dt_prop_bool(c->t, n, "enable-active-high");
}

/* Consumers named by lookup tables get their <con>-gpios / pwms. */
static void apply_lookups(struct conv *c)
{
	size_t i, d;

	for (i = 0; i < c->nlookups; i++) {
		struct lookup *l = &c->lookups[i];
		struct dt_node *n = NULL;
		const char *prop, *pdata_fn, *source = NULL, *group, *con;
		long long r = rival_table(c, l);

		if (r >= 0) {
			item_fate(c->r, l->item, FATE_TODO,
				  "tables %s and %s both name %s's \"%s\" "
				  "GPIO, and gpiolib reads only the first one "
				  "registered: which one that is, the board's "
				  "run decides (or the other is never read)",
				  l->table, c->lookups[r].table, l->dev_id,
				  l->con_id ? l->con_id : "");
			continue;
		}

		n = conv_devname_node(c, l->dev_id);
		if (!n) {
			const char *other = NULL;
			size_t len = l->dev_id ? strlen(l->dev_id) : 0;

			/* "gpio-vbus" for a device registered with id 0 */
			for (d = 0; d < c->ndevs && len && !other; d++)
				if (!strncmp(c->devs[d].devname, l->dev_id,
					     len) &&
				    c->devs[d].devname[len] == '.')
					other = c->devs[d].devname;
			for (d = 0; d < c->nnodeless; d++)
				if (len &&
				    !strcmp(c->nodeless[d].devname, l->dev_id))
					break;
			if (other)
				item_fate(c->r, l->item, FATE_TODO,
					  "no device named %s on this machine: "
					  "the device is %s, which the lookup "
					  "never matched in the board-file "
					  "kernel either",
					  l->dev_id, other);
			else if (d < c->nnodeless)
				item_fate(c->r, l->item, FATE_TODO,
					  "its device %s (%s, line %u) gets no "
					  "node, so no node takes the lookup",
					  l->dev_id, c->nodeless[d].item->name,
					  c->nodeless[d].item->line);
			else
				no_device(c, l);
			continue;
		}
		/* leds-gpio asks for LED i's line by index i, no con_id */
		if (!l->con_id && !strcmp(l->suffix, "gpios") &&
		    gpio_leds_lookup(c, n, l))
			continue;
		pdata_fn = node_gpio_pdata_only(c, n, l->dev_id, l->con_id,
						&source);
		if (pdata_fn &&
		    (group = samsung_pins_node_holds(c, n, l->cells)) != NULL) {
			/* its pin's function: the node's pin group */
			item_fate(c->r, l->item, FATE_CONVERTED,
				  "%s asks for its \"%s\" GPIOs only in %s(), "
				  "without a devicetree node; the line's "
				  "function is the node's pinctrl-0 group %s",
				  source, l->con_id, pdata_fn, group);
			l->item->node = arena_printf(c->a, "&%s", group);
			continue;
		}
		if (pdata_fn) {
			item_fate(c->r, l->item, FATE_TODO,
				  "%s asks for its \"%s\" GPIOs only in "
				  "%s(), which it calls without a devicetree "
				  "node: no property takes them",
				  source, l->con_id, pdata_fn);
			continue;
		}
		con = l->con_id;
		if (!con && !strcmp(l->suffix, "gpios"))
			con = node_gpio_index_name(c, n, l->dev_id, l->idx);
		prop = con ? arena_printf(c->a, "%s-%s", con, l->suffix) :
			     no_con_id_prop(c, n, l);
		if (strpbrk(prop, " _ABCDEFGHIJKLMNOPQRSTUVWXYZ")) {
			/*
			 * "Audio power" and "BL_CONT" are valid con_ids but
			 * not property names (no capitals, '-' for '_'): the
			 * driver must ask for the new name.
			 */
			char *p, *fixed = arena_strdup(c->a, prop);

			for (p = fixed; *p; p++)
				*p = *p == ' ' || *p == '_' ?
					     '-' :
					     (char)tolower((unsigned char)*p);
			item_fate(
				c->r, l->item, FATE_PARTIAL,
				"con_id \"%s\" would be the property %s, a "
				"name the devicetree style refuses (capitals, "
				"'_', spaces): written as %s, which the "
				"driver must ask for instead",
				l->con_id, prop, fixed);
			prop = fixed;
		}
		if (dt_get(n, prop))
			dt_prop(c->t, n, prop, "%s, <%s>",
				dt_get(n, prop)->value, l->cells);
		else
			dt_prop(c->t, n, prop, "<%s>", l->cells);
		fixed_regulator_polarity(c, n, l, prop);
		l->item->node =
			n->ref ? arena_printf(c->a, "&%s", n->ref) :
				 arena_printf(c->a, "&%s",
					      n->label ? n->label : n->name);
	}
}

/* "<vendor>,<board>": the vendor from the machine's name, as maintainers do. */
static void root_props(struct conv *c)
{
	const char *vendor = vendor_for(c->vendors, c->m->name);
	const char *board_compat, *soc[8];
	char *board = arena_strdup(c->a, c->m->id), *p;
	struct strbuf list = STRBUF_INIT;
	size_t n, i;

	for (p = board; *p; p++)
		*p = *p == '_' ? '-' : (char)tolower((unsigned char)*p);
	dt_prop_str(c->t, c->t->root, "model",
		    c->m->name ? c->m->name : c->m->id);
	/* a generated SoC .dtsi's root compatible is a proposal too */
	if (soc_generated_ctrls(c->soc) && c->soc->compatible) {
		struct proposal p = { 0 };

		p.machine = c->m->id;
		p.compatible = c->soc->compatible;
		p.line = c->m->line;
		p.why = "the SoC has no .dtsi and no compatible in this tree";
		report_propose(c->r, &p);
	}
	if (!vendor)
		board_compat = propose_board_compatible(c, board);
	else
		board_compat = arena_printf(c->a, "%s,%s", vendor, board);
	/* a new board: its compatible goes in a binding, like any proposal */
	if (vendor && c->bindings && !bindings_has(c->bindings, board_compat)) {
		struct proposal p = { 0 };

		p.machine = c->m->id;
		p.compatible = board_compat;
		p.line = c->m->line;
		p.why = "a new board: Documentation/devicetree/bindings/arm/ "
			"must list its compatible";
		report_propose(c->r, &p);
	}
	n = dt_machine_root_compats(c, soc, sizeof(soc) / sizeof(soc[0]));
	if (board_compat)
		sb_addf(&list, "\"%s\"", board_compat);
	for (i = 0; i < n; i++)
		sb_addf(&list, "%s\"%s\"", list.len ? ", " : "", soc[i]);
	if (list.len)
		dt_prop(c->t, c->t->root, "compatible", "%s", sb_str(&list));
	sb_release(&list);
}

static void domain_of_device(struct conv *c, const char *var)
{
	struct value *dev = var ? conv_var(c, var, NULL) : NULL;
	struct value *rv = dev ? val_get(dev, "resource") : NULL;
	struct value *res =
		rv && rv->kind == V_ADDR ? conv_var(c, rv->s, NULL) : NULL;
	size_t i;

	for (i = 0; res && res->kind == V_ARRAY && i < res->nelems; i++) {
		struct value *r = res->elems[i];
		struct value *f = val_get(r, "flags"),
			     *st = val_get(r, "start"), *en = val_get(r, "end");
		struct irq_domain d;

		if (!f || !st || !en || !(f->i & IORESOURCE_IRQ) ||
		    en->i <= st->i)
			continue;
		d.var = var;
		d.first = st->i;
		d.count = en->i - st->i + 1;
		ARENA_PUSH(c->a, c->domains, c->ndomains, c->adomains, d);
	}
}

/*
 * Before converting, find the board's interrupt demultiplexers: devices
 * with an IRQ resource spanning several IRQs, which they provide.
 */
static void find_domains(struct conv *c, size_t mi)
{
	size_t i, k;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];
		struct value *arr;

		if (s->kind != STEP_CALL || !s->nargs ||
		    s->args[0]->kind != V_ADDR)
			continue;
		if (!strcmp(s->fn, "platform_device_register")) {
			domain_of_device(c, s->args[0]->s);
		} else if (!strcmp(s->fn, "platform_add_devices")) {
			arr = conv_var(c, s->args[0]->s, NULL);
			for (k = 0;
			     arr && arr->kind == V_ARRAY && k < arr->nelems;
			     k++)
				if (arr->elems[k]->kind == V_ADDR)
					domain_of_device(c, arr->elems[k]->s);
		}
	}
}

/*
 * One short line in the tree naming the devices that have no node, where
 * a reader would look for them; why, and every other item not converted,
 * is in the report with its source line.
 */
static void left_out(struct conv *c)
{
	static const char *const devices[] = { "platform_device",
					       "i2c_board_info",
					       "spi_board_info" };
	struct strbuf names = STRBUF_INIT;
	size_t i, k, n = 0, shown = 0;

	for (i = c->item_base; i < c->r->nitems; i++) {
		const struct item *it = c->r->items[i];

		if (strcmp(it->machine, c->m->id) || it->fate != FATE_TODO)
			continue;
		for (k = 0; k < sizeof(devices) / sizeof(devices[0]); k++)
			if (!strcmp(it->kind, devices[k])) {
				n++;
				/* the line stays within 100 columns */
				if (names.len + strlen(it->name) < 60) {
					sb_addf(&names, "%s%s",
						shown ? ", " : "", it->name);
					shown++;
				}
			}
	}
	if (n)
		dt_trailer(c->t, "TODO: %zu not converted: %s%s", n,
			   sb_str(&names), shown < n ? ", ..." : "");
	sb_release(&names);
}

/*
 * The SoC's files and board code (palm27x.c) are data of every machine
 * that uses them, and one process converts many machines: what this
 * machine's translators took of them must not make the next one see it as
 * converted already (which then depended on whether the model came from
 * the cache or the parser, and on which board came first).
 */
static void forget_library_use(struct conv *c)
{
	size_t i, k;

	for (i = 0; i < c->nlibs; i++)
		for (k = 0; k < c->libs[i].nvars; k++)
			val_clear_used(c->libs[i].vars[k].init);
	/*
	 * The board file's own data too: its next machine (centro after
	 * treo680 in palmtreo.c) stores into it before registering.
	 */
	for (k = 0; k < c->b->nvars; k++)
		val_clear_used(c->b->vars[k].init);
}

/*
 * A device registered twice is one device: the second item says what the
 * first's conversion came to, once every finishing pass has made it.
 */
static void same_devices(struct conv *c)
{
	size_t i;

	for (i = c->item_base; i < c->r->nitems; i++) {
		struct item *it = c->r->items[i];

		if (!it->same || strcmp(it->machine, c->m->id) ||
		    it->same->fate == FATE_CONVERTED)
			continue;
		item_fate(c->r, it, it->same->fate,
			  "the device registered at line %u: %s",
			  it->same->line, it->same->why ? it->same->why : "");
	}
}

void convert_machine(struct conv *c)
{
	size_t mi = (size_t)(c->m - c->b->machines), i;

	if (c->dtsi)
		dt_include(c->t, c->dtsi);
	else
		dt_header(c->t,
			  "TODO: no %s SoC .dtsi in Linux 6.1; this tree holds "
			  "the board's devices only",
			  c->b->family);
	root_props(c);
	/* a standalone tree: its root addresses the board's memory-mapped devices */
	if (!c->dtsi) {
		dt_prop(c->t, c->t->root, "#address-cells", "<1>");
		dt_prop(c->t, c->t->root, "#size-cells", "<1>");
	}
	if (c->soc->fixup) {
		struct dt_node *aliases =
			dt_child(c->t, c->t->root, "aliases", NULL);

		dt_comment(c->t, aliases, "%s", c->soc->fixup_why);
		dt_prop_bool(c->t, aliases, "/delete-property/ i2c0");
	}
	find_domains(c, mi);
	mbus_collect(c, mi);
	gpio_domains_find(c, mi);
	soc_ext_clocks(c);
	irq_setup_collect(c, mi);
	for (i = 0; i < c->b->nsteps[mi]; i++)
		if (step_guards_allow(&c->b->steps[mi][i], c->m))
			convert_step(c, &c->b->steps[mi][i]);
	i2c_bus_finish(c);
	spi_bus_finish(c);
	mfd_gpio_lookups(c);
	usb_vbus_finish(c);
	gpio_led_finish(c);
	apply_lookups(c);
	gpiod_hogs_finish(c);
	hog_writes_finish(c);
	supplies_finish(c);
	backlight_supplies_finish(c);
	nvmem_finish(c);
	gpio_leds_unwired(c);
	irq_setup_finish(c);
	pxa_mci_vmmc(c);
	mbus_ranges(c);
	mvebu_mpp_finish(c);
	gpio_domains_finish(c);
	convert_chosen(c);
	same_devices(c);
	left_out(c);
	assign_restore(c);
	forget_library_use(c);
}
