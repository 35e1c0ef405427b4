// SPDX-License-Identifier: GPL-2.0
/*
 * A SoC .dtsi generated from the SoC's own files (gendtsi.h). Data flows
 * one way: library models and the SoC table in, a devicetree model out;
 * the pipeline writes it, compiles it and indexes it like an upstream one.
 */
#include "convert/gendtsi.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "convert/propose.h"
#include "convert/resources.h"
#include "convert/soc_chain.h"
#include "convert/soc_guard.h"
#include "convert/soc_rename.h"
#include "convert/translate/translate.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/kconfig.h"
#include "lib/ctext.h"
#include "lib/fileio.h"

#define IORESOURCE_MEM 0x200
#define IORESOURCE_IRQ 0x400

/* What the devices of the SoC's files already took, while generating. */
struct gen {
	long long taken[512]; /* bases with a node */
	struct soc_dt *base; /* the family .dtsi it includes, or NULL */
	size_t ntaken;
	int shared; /* the file being read is built for several SoCs */
	const struct kconfig *kc; /* NULL: unknown */
	const char *text; /* the file being read, or NULL */
	const int *soc_file; /* which of c->libs are the SoC's */
	/* the node made for each device variable */
	struct made {
		const char *var;
		struct dt_node *node;
	} made[512];
	size_t nmade;
};

const char *gendtsi_name(struct arena *a, const struct soc_info *soc)
{
	return arena_printf(a, "%s.dtsi", soc->name);
}

/* The generic node name of a device, from where its driver lives. */
static const char *node_name(const struct drv_entry *d)
{
	static const struct {
		const char *dir, *node;
	} dirs[] = {
		{ "drivers/tty/serial/", "serial" },
		{ "drivers/i2c/", "i2c" },
		{ "drivers/spi/", "spi" },
		{ "drivers/mmc/", "mmc" },
		{ "drivers/usb/gadget/", "usb" },
		{ "drivers/usb/", "usb" },
		{ "drivers/rtc/", "rtc" },
		{ "drivers/watchdog/", "watchdog" },
		{ "drivers/video/", "display-controller" },
		{ "drivers/gpu/", "display-controller" },
		{ "drivers/net/", "ethernet" },
		{ "drivers/dma/", "dma-controller" },
		{ "drivers/gpio/", "gpio" },
		{ "drivers/pwm/", "pwm" },
		{ "drivers/input/keyboard/", "keypad" },
		{ "drivers/input/touchscreen/", "touchscreen" },
		{ "drivers/input/serio/", "serio" },
		{ "drivers/mtd/nand/", "nand-controller" },
		{ "drivers/ata/", "ata" },
		{ "drivers/pcmcia/", "pcmcia" },
		{ "drivers/iio/adc/", "adc" },
		{ "drivers/crypto/", "crypto" },
		{ "drivers/char/hw_random/", "rng" },
		{ "drivers/mailbox/", "mailbox" },
		{ "drivers/w1/", "onewire" },
		{ "sound/", "audio-controller" },
	};
	size_t i;

	/* a PHY is no controller of its bus (phy-pxa-usb.c: "usb-phy") */
	if (d && (!strncmp(d->source, "drivers/usb/phy/", 16) ||
		  (!strncmp(d->source, "drivers/phy/", 12) &&
		   strstr(strrchr(d->source, '/'), "usb"))))
		return "usb-phy";
	if (d && !strncmp(d->source, "drivers/phy/", 12))
		return "phy";
	for (i = 0; d && i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (!strncmp(d->source, dirs[i].dir, strlen(dirs[i].dir)))
			return dirs[i].node;
	return NULL;
}

/*
 * A generic node name (devicetree specification 2.2.2) from the words of
 * a Linux device name, where its driver's place says nothing: "sa11x0-udc"
 * is a usb node, "davinci_mmcsd" an mmc one. Words lose trailing digits
 * ("psc0"). NULL when no word is known.
 */
static const char *generic_name(const char *dev)
{
	static const struct {
		const char *word, *node;
	} words[] = {
		{ "udc", "usb" },
		{ "usb", "usb" },
		{ "ohci", "usb" },
		{ "ehci", "usb" },
		{ "musb", "usb" },
		{ "otg", "usb" },
		{ "usbgadget", "usb" },
		{ "uart", "serial" },
		{ "serial", "serial" },
		{ "i2c", "i2c" },
		{ "iic", "i2c" },
		{ "twsi", "i2c" },
		{ "spi", "spi" },
		{ "ssp", "spi" },
		{ "mmc", "mmc" },
		{ "mmcsd", "mmc" },
		{ "sdhci", "mmc" },
		{ "sdi", "mmc" },
		{ "rtc", "rtc" },
		{ "wdt", "watchdog" },
		{ "watchdog", "watchdog" },
		{ "lcd", "display-controller" },
		{ "lcdc", "display-controller" },
		{ "fb", "display-controller" },
		{ "clcd", "display-controller" },
		{ "vpbe", "display-controller" },
		{ "osd", "display-controller" },
		{ "venc", "display-controller" },
		{ "vpfe", "camera" },
		{ "ccdc", "camera" },
		{ "isif", "camera" },
		{ "camif", "camera" },
		{ "camera", "camera" },
		{ "dma", "dma-controller" },
		{ "edma", "dma-controller" },
		{ "nand", "nand-controller" },
		{ "eth", "ethernet" },
		{ "emac", "ethernet" },
		{ "ether", "ethernet" },
		{ "mdio", "mdio" },
		{ "pcmcia", "pcmcia" },
		{ "ts", "touchscreen" },
		{ "touchscreen", "touchscreen" },
		{ "adc", "adc" },
		{ "kbd", "keyboard" },
		{ "keypad", "keyboard" },
		{ "ks", "keyboard" },
		{ "pwm", "pwm" },
		{ "timer", "timer" },
		{ "gpio", "gpio" },
		{ "sata", "sata" },
		{ "ahci", "sata" },
		{ "ide", "ide" },
		{ "cfcon", "ide" },
		{ "pll", "clock-controller" },
		{ "clk", "clock-controller" },
		{ "psc", "power-controller" },
		{ "mcbsp", "audio-controller" },
		{ "mcasp", "audio-controller" },
		{ "asp", "audio-controller" },
		{ "iis", "audio-controller" },
		{ "i2s", "audio-controller" },
		{ "ac97", "audio-controller" },
		{ "ssi", "audio-controller" },
		{ "voicecodec", "audio-codec" },
		{ "dsp", "dsp" },
		{ "rproc", "dsp" },
		{ "rng", "rng" },
		{ "crypto", "crypto" },
		{ "sram", "sram" },
		{ "mailbox", "mailbox" },
		{ "pmu", "pmu" },
	};
	const char *p = dev;
	size_t i;

	while (*p) {
		size_t len = 0;

		while (*p && !isalnum((unsigned char)*p))
			p++;
		while (isalnum((unsigned char)p[len]))
			len++;
		while (len > 1 && isdigit((unsigned char)p[len - 1]))
			len--;
		for (i = 0; len && i < sizeof(words) / sizeof(words[0]); i++)
			if (strlen(words[i].word) == len &&
			    !strncasecmp(p, words[i].word, len))
				return words[i].node;
		while (isalnum((unsigned char)*p))
			p++;
	}
	return NULL;
}

const char *gendtsi_node_name(const struct drv_entry *d, const char *dev)
{
	return node_name(d) ? node_name(d) : generic_name(dev);
}

/* "sa11x0ir_device" -> "sa11x0ir": what the device is, not its C type. */
static const char *label_of(struct conv *c, const char *var)
{
	static const char *const suffixes[] = { "_device", "_dev", "_pdev" };
	char *l = arena_strdup(c->a, var);
	size_t i, n = strlen(l);

	for (i = 0; i < sizeof(suffixes) / sizeof(suffixes[0]); i++) {
		size_t k = strlen(suffixes[i]);

		if (n > k + 1 && !strcmp(l + n - k, suffixes[i])) {
			l[n - k] = '\0';
			break;
		}
	}
	return dt_unique_label(c->t, conv_label_of(c, l));
}

/*
 * A node name from a Linux device name: a generic one when its words tell
 * ("omap_udc" -> "usb"), else the name itself ("omap-udc").
 */
static const char *derived(struct conv *c, const char *dev)
{
	char *n = arena_strdup(c->a, dev), *p;

	if (generic_name(dev))
		return generic_name(dev);

	for (p = n; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	return n;
}

/*
 * A compatible of the driver's OF table that is this hardware's: named
 * after the device, the SoC, the family, or the platform whose shared code
 * defines the device (@plat: "orion" for plat-orion, whose Ethernet is
 * "marvell,orion-eth"); "ti,omap2-gpio" is not an OMAP1's GPIO, even if
 * gpio-omap.c drives both.
 */
int gendtsi_same_name(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (*a != *b &&
		    !((*a == '-' || *a == '_') && (*b == '-' || *b == '_')))
			return 0;
	return !*a && !*b;
}

static const char *driver_compatible_plat(struct conv *c,
					  const struct drv_entry *d,
					  const char *devname, const char *plat)
{
	const char *keys[4] = { devname, c->soc->name, c->b->family, plat };
	size_t i, k;

	for (k = 0; d && k < 4 && keys[k]; k++)
		for (i = 0; i < d->ncompat; i++) {
			const char *comma = strchr(d->compatibles[i], ',');

			if (comma &&
			    (k ? strstr(comma + 1, keys[k]) != NULL :
				 gendtsi_same_name(comma + 1, keys[k])))
				return d->compatibles[i];
		}
	return NULL;
}

/* The same, for a device of the SoC's own files. */
static const char *driver_compatible(struct conv *c, const struct drv_entry *d,
				     const char *devname)
{
	return driver_compatible_plat(c, d, devname, NULL);
}

/* A proposal made while reading @file: its source line is there. */
static const char *propose(struct conv *c, const char *block,
			   const char *driver, const char *file, unsigned line,
			   struct value *pdata)
{
	const char *p = propose_compatible(c, block, driver, line, pdata);

	if (p && c->r->nprops &&
	    !strcmp(c->r->props[c->r->nprops - 1].compatible, p))
		c->r->props[c->r->nprops - 1].file = file;
	return p;
}

static void add_ctrl(struct conv *c, const struct soc_ctrl *k)
{
	struct dt_node *n;
	const char *compat;

	/* a row with no node name: the controller's next register range */
	if (!k->node) {
		n = dt_find_label(c->t, k->label);
		if (n && k->size && dt_get(n, "reg"))
			dt_prop(c->t, n, "reg", "%s, <0x%llx 0x%llx>",
				dt_get(n, "reg")->value, k->base, k->size);
		return;
	}
	if (k->node[0] == '&') {
		/* a node of the family .dtsi, or a child of one */
		size_t len = strcspn(k->node + 1, "/");

		n = dt_ref(c->t, arena_strndup(c->a, k->node + 1, len));
		if (k->node[1 + len] == '/') {
			n = dt_child(c->t, n, k->node + 2 + len, NULL);
			n->label = dt_unique_label(c->t, k->label);
		}
	} else {
		n = dt_child(c->t, c->t->root, k->node,
			     k->size ? arena_printf(c->a, "%llx", k->base) :
				       NULL);
		n->label = dt_unique_label(c->t, k->label);
	}
	compat = k->compatible || !k->block ?
			 k->compatible :
			 propose(c, k->block, NULL, NULL, 0, NULL);
	if (compat)
		dt_prop(c->t, n, "compatible", "\"%s\"", compat);
	if (k->size)
		dt_prop(c->t, n, "reg", "<0x%llx 0x%llx>", k->base, k->size);
	if (k->gpio_cells) {
		dt_prop_bool(c->t, n, "gpio-controller");
		dt_prop(c->t, n, "#gpio-cells", "<%d>", k->gpio_cells);
	}
	if (k->irq_cells) {
		dt_prop_bool(c->t, n, "interrupt-controller");
		/* no interrupt-map: dtc (W=1) wants that said */
		dt_prop(c->t, n, "#address-cells", "<0>");
		dt_prop(c->t, n, "#interrupt-cells", "<%d>", k->irq_cells);
	}
	if (k->why)
		dt_comment(c->t, n, "%s", k->why);
}

/*
 * Does the GPIO driver @source make its lines interrupts (a gpiolib
 * irqchip, or an IRQ domain of its own)? Then its node is an interrupt
 * controller of two cells, the line and its IRQ_TYPE_*, as gpiolib's
 * and the drivers' own domains translate them.
 */
static int gpio_irqchip(struct conv *c, const char *source)
{
	struct strbuf sb = STRBUF_INIT;
	int yes = 0;

	if (c->kdir &&
	    !file_read_all(arena_printf(c->a, "%s/%s", c->kdir, source), &sb))
		yes = strstr(sb_str(&sb), "struct gpio_irq_chip") ||
		      strstr(sb_str(&sb), "irq_domain_add_") ||
		      strstr(sb_str(&sb), "irq_domain_create_");
	sb_release(&sb);
	return yes;
}

/* The resource array a platform_device points at, from its offset on. */
static struct value *resources(struct conv *c, struct value *dev, size_t *n)
{
	struct value *rv = val_get(dev, "resource"), *res;

	*n = 0;
	if (!rv || rv->kind != V_ADDR)
		return NULL;
	res = conv_var(c, rv->s, NULL);
	if (!res)
		return NULL;
	if (res->kind != V_ARRAY) {
		*n = 1;
		return res;
	}
	*n = res->nelems;
	if (val_get(dev, "num_resources") &&
	    val_get(dev, "num_resources")->kind == V_INT &&
	    (size_t)val_get(dev, "num_resources")->i < *n)
		*n = (size_t)val_get(dev, "num_resources")->i;
	return res;
}

static struct value *res_at(struct value *res, size_t i)
{
	return res->kind == V_ARRAY ? res->elems[i] : res;
}

static long long field(struct value *v, const char *name, long long dflt)
{
	struct value *f = val_get(v, name);

	return f && f->kind == V_INT ? f->i : dflt;
}

/*
 * Does the Makefile build @rel for two SoCs or more (devices.o for the
 * DM355 and the DM365)? Its devices are then the family's, and the code
 * may move them per SoC at run time.
 */
static int shared_file(const char *kdir, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	struct kbuild_makefile mk = { 0 };
	struct bf_error e = { { 0 } };
	const char *first = NULL;
	char *dir, *obj;
	size_t i;
	int shared = 0;

	if (!slash || !kdir)
		return 0;
	dir = xstrndup(rel, (size_t)(slash - rel));
	obj = xasprintf("%.*s.o", (int)strcspn(slash + 1, "."), slash + 1);
	if (!kbuild_read(kdir, dir, &mk, &e))
		for (i = 0; i < mk.n && !shared; i++) {
			if (strcmp(mk.objs[i].obj, obj) || !mk.objs[i].sym)
				continue;
			if (!first)
				first = mk.objs[i].sym;
			else if (strcmp(first, mk.objs[i].sym))
				shared = 1;
		}
	kbuild_free(&mk);
	free(dir);
	free(obj);
	return shared;
}

/*
 * Does a function of the SoC's files store into @dev's resources at run
 * time (mmcsd0_resources[0].start = DM355_MMCSD0_BASE under
 * cpu_is_davinci_dm355())? Then its initializer is not this SoC's.
 */
static int moved_at_run_time(struct conv *c, struct value *dev)
{
	struct value *rv = val_get(dev, "resource");
	size_t i, m, k, len;

	if (!rv || rv->kind != V_ADDR || !rv->s)
		return 0;
	len = strlen(rv->s);
	for (i = 0; i < c->nlibs; i++)
		for (m = 0; m < c->libs[i].nmachines; m++)
			for (k = 0; k < c->libs[i].nsteps[m]; k++) {
				const struct step *st = &c->libs[i].steps[m][k];

				if (st->kind == STEP_ASSIGN && st->fn &&
				    !strncmp(st->fn, rv->s, len) &&
				    (st->fn[len] == '[' || st->fn[len] == '.'))
					return 1;
			}
	return 0;
}

/* A store by one of the SoC's own files (gendtsi_build()'s @soc_file). */
static int soc_file_of(const struct conv *c, size_t lib, void *arg)
{
	(void)c;
	return ((const int *)arg)[lib];
}

/*
 * The name a SoC function gives device @var at run time before it is
 * registered (soc_rename.h: s3c244x_map_io()'s s3c_device_sdi.name =
 * "s3c2440-sdi" and s3c_nand_setname("s3c2440-nand")): the driver matches
 * that one; NULL when none does.
 */
static const char *renamed(struct conv *c, const int *soc_file, const char *var)
{
	return soc_rename(c, var, soc_file_of, (void *)soc_file);
}

/* Has a device already a node at @base? */
static int base_taken(const struct gen *g, long long base)
{
	size_t i;

	for (i = 0; i < g->ntaken; i++)
		if (g->taken[i] == base)
			return 1;
	return 0;
}

/*
 * A controller whose driver registers one gpio_chip per bank (the SoC's
 * GPIO rows naming node @n more than once): the line cell's range of
 * each, for the reader of the proposed binding.
 */
static void bank_ranges(struct conv *c, struct dt_node *n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i, k = 0;

	for (i = 0; n->label && c->soc->gpios && c->soc->gpios[i].chip; i++) {
		const struct soc_gpio_range *g = &c->soc->gpios[i];
		long long first, count;

		if (strcmp(g->label, n->label) ||
		    soc_eval(c->b, g->first, &first) ||
		    soc_eval(c->b, g->count, &count))
			continue;
		sb_addf(&sb, "%s%s %lld-%lld", k++ ? ", " : "", g->chip, first,
			first + count - 1);
	}
	if (k > 1)
		dt_comment(c->t, n,
			   "the first cell numbers the lines of the driver's "
			   "banks on: %s",
			   sb_str(&sb));
	sb_release(&sb);
}

/* One platform device the SoC's files define: a disabled node. */
static void add_device(struct conv *c, struct gen *g, const struct board *lib,
		       const struct bvar *v)
{
	struct value *dev = v->init, *res, *nm = val_get(dev, "name");
	const struct drv_entry *d;
	const char *devname, *compat, *nn;
	struct strbuf reg = STRBUF_INIT;
	long long base = -1;
	struct dt_node *n;
	size_t nres, i;

	if (!nm || nm->kind != V_STR || !nm->s)
		return;
	devname = renamed(c, g->soc_file, v->name);
	if (!devname)
		devname = nm->s;
	res = resources(c, dev, &nres);
	if (!strcmp(devname, "serial8250") && !nres) {
		struct value *pd = val_get(dev, "dev.platform_data");
		struct strbuf why = STRBUF_INIT;

		serial8250_ports(c,
				 pd && pd->kind == V_ADDR ?
					 conv_var(c, pd->s, NULL) :
					 NULL,
				 "uart", 1, &why);
		sb_release(&why);
		return;
	}
	for (i = 0; i < nres; i++) {
		struct value *r = res_at(res, i);
		long long st = field(r, "start", -1), en = field(r, "end", st);

		if (!(field(r, "flags", 0) & IORESOURCE_MEM) || st < 0)
			continue;
		if (base < 0)
			base = st;
		sb_addf(&reg, "%s<0x%llx 0x%llx>", reg.len ? ", " : "", st,
			en - st + 1);
	}
	if (base < 0) {
		sb_release(&reg);
		return; /* not memory-mapped: an ISA port, a virtual device */
	}
	/*
	 * One node per address: the first device there, the SoC's own files
	 * being read first (the DM355's SPI, not the DM644x's IDE of the
	 * shared devices.c), and none where the family .dtsi has one. A
	 * device named after another SoC of the family (da850_sata in
	 * devices-da8xx.c) is that SoC's; one of a file built for several
	 * SoCs that its code moves per SoC at run time is not this SoC's;
	 * nor one under an option no kernel for this SoC selects (devs.c's
	 * S3C_DEV_HSMMC for the S3C2410).
	 */
	if (base_taken(g, base) ||
	    (g->base && soc_dt_find_by_base(g->base, (uint64_t)base)) ||
	    (g->text &&
	     !soc_guard_builds(g->kc, c->soc,
			       soc_guard_at(c->a, g->text, v->line))) ||
	    (g->shared && moved_at_run_time(c, dev)) ||
	    soc_names_sibling(c->soc, v->name)) {
		sb_release(&reg);
		return;
	}
	if (g->ntaken < sizeof(g->taken) / sizeof(g->taken[0]))
		g->taken[g->ntaken++] = base;
	d = c->drv ? drv_index_lookup(c->drv, devname) : NULL;
	nn = d && strstr(d->source, "mdio") ? "mdio" : node_name(d);
	n = dt_child(c->t, c->t->root, nn ? nn : derived(c, devname),
		     arena_printf(c->a, "%llx", base));
	if (n->nprops) {
		/* the same block registered by another SoC of the family */
		sb_release(&reg);
		return;
	}
	compat = driver_compatible(c, d, devname);
	if (!compat)
		compat = propose(c, devname, d ? d->source : NULL, lib->rel,
				 v->line, NULL);
	n->label = label_of(c, v->name);
	if (compat)
		dt_prop(c->t, n, "compatible", "\"%s\"", compat);
	dt_prop(c->t, n, "reg", "%s", sb_str(&reg));
	for (i = 0; i < nres; i++) {
		struct value *r = res_at(res, i);
		long long st = field(r, "start", -1), en = field(r, "end", st);

		/* one interrupt per resource: a range is a demultiplexer's */
		if ((field(r, "flags", 0) & IORESOURCE_IRQ) && st >= 0 &&
		    en == st)
			irq_props(c, n, st,
				  (unsigned long)field(r, "flags", 0) & 15,
				  NULL);
	}
	if (d && !strncmp(d->source, "drivers/gpio/", 13)) {
		dt_prop_bool(c->t, n, "gpio-controller");
		dt_prop(c->t, n, "#gpio-cells", "<2>");
		if (gpio_irqchip(c, d->source)) {
			dt_prop_bool(c->t, n, "interrupt-controller");
			/* no interrupt-map: dtc (W=1) wants that said */
			dt_prop(c->t, n, "#address-cells", "<0>");
			dt_prop(c->t, n, "#interrupt-cells", "<2>");
		}
		bank_ranges(c, n);
	}
	/*
	 * a bus of clients the boards add by address; a NAND controller's
	 * chips by chip select (nand-controller.yaml requires the cells)
	 */
	if (nn && (!strcmp(nn, "mdio") || !strcmp(nn, "i2c") ||
		   !strcmp(nn, "spi") || !strcmp(nn, "nand-controller"))) {
		dt_prop(c->t, n, "#address-cells", "<1>");
		dt_prop(c->t, n, "#size-cells", "<0>");
	}
	dt_prop_str(c->t, n, "status", "disabled");
	if (g->nmade < sizeof(g->made) / sizeof(g->made[0]))
		g->made[g->nmade++] = (struct made){ v->name, n };
	sb_release(&reg);
}

/* An array of platform devices (dm355_serial_device[]): each one. */
static void add_device_array(struct conv *c, struct gen *g,
			     const struct board *lib, const struct bvar *v)
{
	size_t i;

	for (i = 0; i < v->init->nelems; i++) {
		struct bvar e = *v;

		if (!v->init->elems[i] || v->init->elems[i]->kind != V_STRUCT)
			continue;
		e.init = v->init->elems[i];
		e.name = arena_printf(c->a, "%s%zu", v->name, i);
		add_device(c, g, lib, &e);
	}
}

/* "orion" when @var is defined in arch/arm/plat-orion/: its platform. */
static const char *plat_of(struct conv *c, const char *var)
{
	size_t i;

	for (i = 0; i < c->nlibs; i++) {
		const char *p = strstr(c->libs[i].rel, "/plat-");

		if (p && board_var(&c->libs[i], var))
			return arena_strndup(c->a, p + 6, strcspn(p + 6, "/"));
	}
	return NULL;
}

/*
 * The device the chain registers after controller @n without a base of
 * its own, driven by the same driver file: mv643xx_eth's port, which the
 * controller's driver creates from its child node ("reg" is the port
 * number; "marvell,orion-eth-port" is the binding's, marvell-orion-net.txt).
 */
static void port_child(struct conv *c, const struct soc_chain *ch,
		       struct dt_node *n, const struct drv_entry *d)
{
	size_t i;

	for (i = 0; d && i < ch->ndevs; i++) {
		const struct soc_chain_dev *cd = &ch->devs[i];
		struct value *dev = soc_chain_device(c, cd->var);
		struct value *nm = dev ? val_get(dev, "name") : NULL;
		const struct drv_entry *pd =
			nm && nm->kind == V_STR && c->drv ?
				drv_index_lookup(c->drv, nm->s) :
				NULL;
		struct dt_node *k;

		if (!cd->registered || cd->base >= 0 || !pd ||
		    strcmp(pd->source, d->source) ||
		    strcmp(d->source,
			   "drivers/net/ethernet/marvell/mv643xx_eth.c"))
			continue;
		k = dt_child(c->t, n, "ethernet-port", "0");
		k->label = label_of(c, cd->var);
		dt_prop_str(c->t, k, "compatible", "marvell,orion-eth-port");
		dt_prop(c->t, k, "reg", "<0>");
		dt_prop(c->t, n, "#address-cells", "<1>");
		dt_prop(c->t, n, "#size-cells", "<0>");
		return;
	}
}

/*
 * The devices a SoC helper's callees register with resources filled at
 * run time (mv78xx0_uart0_init() -> plat-orion's orion_uart0_init() ->
 * fill_resources()): a disabled node at the base the helper passes, with
 * the IRQs it passes.
 */
static void add_chain_devices(struct conv *c, const struct board *lib,
			      size_t mi)
{
	struct soc_chain ch;
	size_t i, j;

	soc_chain_library(c, lib, mi, &ch);
	for (i = 0; i < ch.ndevs; i++) {
		const struct soc_chain_dev *cd = &ch.devs[i];
		struct value *dev = soc_chain_device(c, cd->var);
		struct value *nm = dev ? val_get(dev, "name") : NULL;
		const char *devname = nm && nm->kind == V_STR ? nm->s : NULL;
		const struct drv_entry *d;
		const char *compat, *nn;
		struct dt_node *n;
		int mdio;

		/* the file's own devices are add_device()'s, unless stored */
		for (j = 0; j < ch.nstored && strcmp(ch.stored[j], cd->var);
		     j++)
			;
		if (!cd->registered || cd->base < 0 || !devname ||
		    (board_var(lib, cd->var) && j == ch.nstored))
			continue;
		d = c->drv ? drv_index_lookup(c->drv, devname) : NULL;
		mdio = d && strstr(d->source, "mdio");
		nn = mdio ? "mdio" : node_name(d);
		n = dt_child(c->t, c->t->root, nn ? nn : derived(c, devname),
			     arena_printf(c->a, "%llx", cd->base));
		if (n->nprops)
			continue; /* another helper registers it too */
		/* of_serial (8250_of.c) binds a SoC's 16550 UARTs */
		compat = !strcmp(devname, "serial8250") ?
				 "ns16550a" :
				 driver_compatible_plat(c, d, devname,
							plat_of(c, cd->var));
		if (!compat)
			compat = propose(c, devname, d ? d->source : NULL,
					 lib->rel, lib->machines[mi].line,
					 NULL);
		n->label = label_of(c, cd->var);
		if (compat)
			dt_prop(c->t, n, "compatible", "\"%s\"", compat);
		dt_prop(c->t, n, "reg", "<0x%llx 0x%llx>", cd->base,
			cd->size ? cd->size : 0x100);
		if (!strcmp(devname, "serial8250"))
			/* plat-orion's UART data: .regshift = 2 */
			dt_prop(c->t, n, "reg-shift", "<2>");
		for (j = 0; j < cd->nirqs; j++)
			irq_props(c, n, cd->irqs[j], 0, NULL);
		/* a bus of clients the boards add by address */
		if (mdio ||
		    (nn && (!strcmp(nn, "i2c") || !strcmp(nn, "spi")))) {
			dt_prop(c->t, n, "#address-cells", "<1>");
			dt_prop(c->t, n, "#size-cells", "<0>");
		}
		dt_prop_str(c->t, n, "status", "disabled");
		port_child(c, &ch, n, d);
	}
}

/*
 * Does the statement at line @line of the function that starts at line
 * @first run whenever the function does? A statement of the body itself
 * (one tab in, as kernel style has it) with no return before it inside a
 * condition (omap1's "if (!cpu_is_omap7xx()) return 0;").
 */
static int always_runs(const char *text, unsigned first, unsigned line)
{
	const char *p = ctext_line(text, line), *q;

	if (!p || p[0] != '\t' || p[1] == '\t' || p[1] == ' ')
		return 0;
	for (q = ctext_line(text, first); q && q < p;
	     q = (q = strchr(q, '\n')) ? q + 1 : NULL)
		if (!strncmp(q, "\t\t", 2) && strstr(q, "return") &&
		    strstr(q, "return") < strchr(q, '\n'))
			return 0;
	return 1;
}

/*
 * A UART the SoC registers is a serial port only where the board says
 * which port is which (sa1100_register_uart(): h3600's UART 1 is its
 * micro-controller's link, not a tty): those stay the board's to enable.
 */
static int enable_var(struct gen *g, const char *var)
{
	size_t i;
	int n = 0;

	for (i = 0; i < g->nmade; i++)
		if (!strcmp(g->made[i].var, var) &&
		    strcmp(g->made[i].node->name, "serial") &&
		    dt_get(g->made[i].node, "status")) {
			dt_del(g->made[i].node, "status");
			n++;
		}
	return n;
}

/*
 * The devices an initcall of a SoC file registers on every machine
 * (sa1100_init(): the UDC, the SSP, the RTC and the DMA controller, and
 * the UARTs, see enable_var()) are there whatever the board: their nodes
 * are enabled, as an upstream .dtsi leaves the blocks every board has.
 */
static void enable_initcall_devices(struct conv *c, struct gen *g,
				    const struct board *lib, const char *text)
{
	size_t i, j, k, e;
	int n = 0;

	for (i = 0; i < lib->nvars; i++) {
		const struct bvar *v = &lib->vars[i];

		if (!v->type || !strstr(v->type, "initcall_t") || !v->init ||
		    v->init->kind != V_FUNC)
			continue;
		for (j = 0; j < lib->nmachines; j++)
			if (!strcmp(lib->machines[j].id, v->init->s))
				break;
		for (k = 0; j < lib->nmachines && k < lib->nsteps[j]; k++) {
			const struct step *s = &lib->steps[j][k];
			const struct value *a = s->nargs ? s->args[0] : NULL;
			const struct bvar *arr = NULL;

			if (s->kind != STEP_CALL || !a || a->kind != V_ADDR ||
			    s->nonly || s->nexcept ||
			    !always_runs(text, lib->machines[j].line, s->line))
				continue;
			if (!strcmp(s->fn, "platform_device_register")) {
				n += enable_var(g, a->s);
				continue;
			}
			if (strcmp(s->fn, "platform_add_devices"))
				continue;
			for (e = 0; e < lib->nvars && !arr; e++)
				if (!strcmp(lib->vars[e].name, a->s))
					arr = &lib->vars[e];
			for (e = 0;
			     arr && arr->init && arr->init->kind == V_ARRAY &&
			     e < arr->init->nelems;
			     e++)
				if (arr->init->elems[e] &&
				    arr->init->elems[e]->kind == V_ADDR)
					n += enable_var(g,
							arr->init->elems[e]->s);
		}
		if (n)
			dt_header(c->t,
				  "Enabled: what %s() (%s) registers on every "
				  "machine (its UARTs aside: which is a serial "
				  "port, the board says).",
				  v->init->s, lib->rel);
		n = 0;
	}
}

/* ARCH_, CPU_, SOC_: a symbol the SoC's Kconfig has. */
static int soc_symbol(const char *sym)
{
	return !strncmp(sym, "ARCH_", 5) || !strncmp(sym, "CPU_", 4) ||
	       !strncmp(sym, "SOC_", 4);
}

/*
 * The SoC's too: a platform option that a SoC symbol selects
 * (SAMSUNG_ATAGS, which ARCH_S3C24XX selects and devs.c is built for).
 */
static int selected_by_soc(const struct kconfig *kc, const char *sym)
{
	const struct ksym *k = kc ? kconfig_sym(kc, sym) : NULL;
	size_t i;

	for (i = 0; k && i < k->n_selected_by; i++)
		if (soc_symbol(k->selected_by[i]))
			return 1;
	return 0;
}

int gendtsi_soc_file(const char *kdir, const struct kconfig *kc,
		     const char *rel)
{
	const char *slash = strrchr(rel, '/');
	struct kbuild_makefile mk = { 0 };
	struct bf_error e = { { 0 } };
	const struct kbuild_obj *o;
	char *dir, *obj;
	int soc = 1;

	if (!slash)
		return 1;
	dir = xstrndup(rel, (size_t)(slash - rel));
	obj = xasprintf("%.*s.o", (int)strcspn(slash + 1, "."), slash + 1);
	if (!kbuild_read(kdir, dir, &mk, &e) && (o = kbuild_find(&mk, obj)) &&
	    o->sym)
		soc = soc_symbol(o->sym) || selected_by_soc(kc, o->sym);
	kbuild_free(&mk);
	free(dir);
	free(obj);
	return soc;
}

void gendtsi_build(struct conv *c, const int *soc_file,
		   const struct kconfig *kc)
{
	const struct soc_ctrl *ctrls = soc_generated_ctrls(c->soc);
	struct gen *g = xcalloc(1, sizeof(*g));
	struct bf_error e = { { 0 } };
	const char *base, **texts;
	size_t i, k;

	dt_header(c->t,
		  "%s from the devices its SoC files register:", GENDTSI_MARK);
	for (i = 0; i < c->nlibs; i++)
		if (soc_file[i])
			dt_header(c->t, "  %s", c->libs[i].rel);
	base = soc_generated_base(c->soc);
	dt_header(c->t,
		  "No kernel has a .dtsi for this SoC%s%s. Each device is "
		  "disabled: a board enables what it uses by &label. "
		  "Compatibles that no driver or binding names are proposals "
		  "(the report's proposed_bindings).",
		  base ? " but its family's " : "", base ? base : "");
	if (base) {
		dt_include(c->t, base);
		if (soc_dt_load(c->kdir, NULL, base, &g->base, &e))
			fprintf(stderr, "bf2dts convert: warning: %s: %s\n",
				base, e.msg);
	} else {
		dt_prop(c->t, c->t->root, "#address-cells", "<1>");
		dt_prop(c->t, c->t->root, "#size-cells", "<1>");
	}

	for (i = 0; ctrls && ctrls[i].label; i++)
		add_ctrl(c, &ctrls[i]);
	gendtsi_davinci_pinmux(c, g->base);
	gendtsi_omap1_pinmux(c, g->base);
	g->kc = kc;
	g->soc_file = soc_file;
	/* each SoC file's text, for its devices and then its initcalls */
	texts = arena_alloc(c->a, (c->nlibs + 1) * sizeof(*texts));
	for (i = 0; i < c->nlibs; i++) {
		struct strbuf text = STRBUF_INIT;

		texts[i] = soc_file[i] && c->kdir &&
					   !file_read_all(
						   arena_printf(c->a, "%s/%s",
								c->kdir,
								c->libs[i].rel),
						   &text) ?
				   arena_strdup(c->a, sb_str(&text)) :
				   NULL;
		sb_release(&text);
		g->shared = soc_file[i] && shared_file(c->kdir, c->libs[i].rel);
		g->text = texts[i];
		for (k = 0; soc_file[i] && k < c->libs[i].nvars; k++) {
			const struct bvar *v = &c->libs[i].vars[k];

			if (!v->init || !v->type || strchr(v->type, '*') ||
			    !strstr(v->type, "struct platform_device"))
				continue;
			if (v->init->kind == V_STRUCT && !strchr(v->type, '['))
				add_device(c, g, &c->libs[i], v);
			else if (v->init->kind == V_ARRAY)
				add_device_array(c, g, &c->libs[i], v);
		}
		g->text = NULL;
	}
	/* once every file's devices have their nodes */
	for (i = 0; i < c->nlibs; i++)
		if (texts[i])
			enable_initcall_devices(c, g, &c->libs[i], texts[i]);
	for (i = 0; i < c->nlibs; i++)
		for (k = 0; soc_file[i] && k < c->libs[i].nmachines; k++)
			add_chain_devices(c, &c->libs[i], k);
	soc_dt_free(g->base);
	free(g);
}
