// SPDX-License-Identifier: GPL-2.0
/*
 * Flash on the memory bus (physmap, pxa2xx-flash NOR; orion_nand NAND) and
 * its partitions.
 */
#include <string.h>

#include "convert/translate/translate.h"
#include "kernel/socdt.h"

#define MTDPART_OFS_APPEND (-1LL)
#define MTDPART_OFS_NXTBLK (-2LL)
#define MTD_WRITEABLE 0x400

/*
 * MTDPART_OFS_APPEND resolved as the MTD core does. A MTDPART_SIZ_FULL
 * partition keeps its size, 0: ofpart hands a partition's reg to the MTD
 * core as it stands, and allocate_partition() (mtdpart.c) gives a size of
 * MTDPART_SIZ_FULL (0) the rest of the device it probed, so the devicetree
 * says what the board file says without knowing the chip (upstream trees
 * write the same: da850-lcdk.dts, spear600-evb.dts). A size taken from the
 * register window could end past a smaller chip (gumstix: a 64 MiB window,
 * 16 MiB of CFI flash).
 */
static void partitions(struct xlate *x, struct value *parts, long long n)
{
	struct dt_node *pn;
	const char *full = NULL; /* the MTDPART_SIZ_FULL partition's name */
	long long off = 0, i;

	if (!parts || parts->kind != V_ARRAY)
		return;
	pn = dt_child(x->c->t, x->node, "partitions", NULL);
	dt_prop_str(x->c->t, pn, "compatible", "fixed-partitions");
	dt_prop(x->c->t, pn, "#address-cells", "<1>");
	dt_prop(x->c->t, pn, "#size-cells", "<1>");
	for (i = 0; i < n && i < (long long)parts->nelems; i++) {
		struct value *p = parts->elems[i];
		const char *name = val_take_str(p, "name");
		long long o = val_take_int(p, "offset", 0);
		long long sz = val_take_int(p, "size", 0);
		long long mask = val_take_int(p, "mask_flags", 0);
		int append = (unsigned long long)o ==
				     (unsigned long long)MTDPART_OFS_APPEND ||
			     o == (long long)0xffffffffLL;
		struct dt_node *part;

		if (o == MTDPART_OFS_NXTBLK || o == (long long)0xfffffffeLL) {
			x_partial(
				x,
				"partition %s at MTDPART_OFS_NXTBLK: placed at the "
				"previous end, check the erase block size",
				name ? name : "?");
			append = 1;
		}
		/*
		 * After the rest of the device, the MTD core would put this
		 * one at the device's end, which only the probe knows.
		 */
		if (append && full) {
			x_partial(x,
				  "partition %s follows %s, which takes the "
				  "rest of the device (MTDPART_SIZ_FULL): its "
				  "offset is the probed size",
				  name ? name : "?", full);
			continue;
		}
		if (append)
			o = off;
		part = dt_child(x->c->t, pn, "partition",
				arena_printf(x->c->a, "%llx", o));
		if (name)
			dt_prop_str(x->c->t, part, "label", name);
		dt_prop(x->c->t, part, "reg", "<0x%llx 0x%llx>", o, sz);
		if (mask & MTD_WRITEABLE)
			dt_prop_bool(x->c->t, part, "read-only");
		if (!sz)
			full = name ? name : "?";
		off = o + sz;
	}
}

static const char *probe_compatible(const char *map_name)
{
	if (map_name && !strcmp(map_name, "jedec_probe"))
		return "jedec-flash";
	if (map_name && !strcmp(map_name, "map_rom"))
		return "mtd-rom";
	if (map_name && !strcmp(map_name, "map_ram"))
		return "mtd-ram";
	return "cfi-flash";
}

/* struct flash_platform_data (pxa2xx-flash) and physmap_flash_data share width/parts. */
static void flash(struct xlate *x)
{
	struct value *pd = x->pdata;
	const char *map = NULL;

	if (!pd) {
		dt_prop_str(x->c->t, x->node, "compatible", "cfi-flash");
		return;
	}
	map = val_get(pd, "map_name") ? val_take_str(pd, "map_name") :
					val_take_str(pd, "probe_type");
	dt_prop_str(x->c->t, x->node, "compatible", probe_compatible(map));
	if (val_get(pd, "width"))
		dt_prop(x->c->t, x->node, "bank-width", "<%lld>",
			val_take_int(pd, "width", 0));
	else if (!strcmp(x->devname, "sa1100-mtd"))
		x_partial(x, "bank-width: sa1100-flash reads the bus width "
			     "from the MSC registers at run time; the binding "
			     "needs it");
	if (val_get(pd, "name"))
		dt_prop_str(x->c->t, x->node, "linux,mtd-name",
			    val_take_str(pd, "name"));
	partitions(x, conv_deref(x->c, val_take(pd, "parts"), NULL),
		   val_get(pd, "nr_parts") ? val_take_int(pd, "nr_parts", 0) :
					     64);
}

/*
 * struct flash_platform_data of a SPI NOR client bound as "jedec,spi-nor"
 * (spi-nor/core.c): the part is read from the chip (JEDEC READ ID), as the
 * driver does after matching .type by name; 6.1 has no property for the
 * MTD's name, which becomes spi_mem_get_name()'s.
 */
static void spi_nor(struct xlate *x)
{
	struct value *pd = x->pdata;

	if (!pd)
		return;
	val_take(pd, "type");
	if (val_get(pd, "name"))
		x_partial(x,
			  "name \"%s\": no property names the MTD device in "
			  "6.1 (spi-nor names it by its SPI device); the "
			  "partitions keep their labels",
			  val_take_str(pd, "name"));
	partitions(x, conv_deref(x->c, val_take(pd, "parts"), NULL),
		   val_get(pd, "nr_parts") ? val_take_int(pd, "nr_parts", 0) :
					     64);
}

TRANSLATOR(xl_spi_nor) = { "jedec,spi-nor", "flash", NULL, spi_nor };
TRANSLATOR(xl_physmap) = { "physmap-flash", "flash", "cfi-flash", flash };
TRANSLATOR(xl_pxa2xx_flash) = { "pxa2xx-flash", "flash", "cfi-flash", flash };
/* sa11x0_register_mtd(): CFI or JEDEC flash on the SA-1100's static banks */
TRANSLATOR(xl_sa1100_mtd) = { "sa1100-mtd", "flash", "cfi-flash", flash };

/*
 * orion_nand: what orion_nand.c reads when probed from the devicetree,
 * "cle", "ale", "bank-width" in bytes (it multiplies by 8) and
 * "chip-delay".
 */
static void orion_nand(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long width;

	if (!pd)
		return;
	dt_prop(x->c->t, x->node, "cle", "<%lld>", val_take_int(pd, "cle", 0));
	dt_prop(x->c->t, x->node, "ale", "<%lld>", val_take_int(pd, "ale", 0));
	width = val_take_int(pd, "width", 8);
	dt_prop(x->c->t, x->node, "bank-width", "<%lld>",
		width >= 8 ? width / 8 : 1);
	if (val_get(pd, "chip_delay") && val_get(pd, "chip_delay")->i)
		dt_prop(x->c->t, x->node, "chip-delay", "<%lld>",
			val_take_int(pd, "chip_delay", 0));
	else
		val_take(pd, "chip_delay");
	partitions(x, conv_deref(x->c, val_take(pd, "parts"), NULL),
		   val_get(pd, "nr_parts") ? val_take_int(pd, "nr_parts", 0) :
					     64);
}

TRANSLATOR(xl_orion_nand) = { "orion_nand", "nand", NULL, orion_nand };

/*
 * pxa3xx-nand (marvell_nand.c). Its OF table gives the "-nand-controller"
 * compatibles (pxa3xx.dtsi's) chips as child nodes, each with its chip
 * selects in reg and ready/busy line in nand-rb; the older "-nand" ones
 * (the legacy binding, an MMP board's node) one chip whose properties and
 * partitions sit in the controller's node. Platform data gives one chip on
 * CS 0 and R/B 0, as the driver takes it. flash_bbt is the generic
 * nand-on-flash-bbt, the ECC strength and step the generic nand-ecc-*,
 * keep_config marvell,nand-keep-config.
 */
static void pxa3xx_nand(struct xlate *x)
{
	struct value *pd = x->pdata;
	const char *compat = conv_first_compatible(x->c, x->node);
	struct dt_node *ctrl = x->node;
	long long strength, step;
	size_t len = compat ? strlen(compat) : 0;

	if (!pd)
		return;
	if (len > 16 && !strcmp(compat + len - 16, "-nand-controller")) {
		x->node = dt_child(x->c->t, ctrl, "nand", "0");
		dt_prop(x->c->t, x->node, "reg", "<0>");
		dt_prop(x->c->t, x->node, "nand-rb", "<0>");
		/*
		 * with platform data the driver names the MTD
		 * "pxa3xx_nand-0", which a command line's mtdparts= names;
		 * a chip node's MTD is named by its label, else anew
		 */
		dt_prop_str(x->c->t, x->node, "label", "pxa3xx_nand-0");
	}
	if (val_take_int(pd, "keep_config", 0))
		dt_prop_bool(x->c->t, x->node, "marvell,nand-keep-config");
	if (val_take_int(pd, "flash_bbt", 0))
		dt_prop_bool(x->c->t, x->node, "nand-on-flash-bbt");
	strength = val_take_int(pd, "ecc_strength", 0);
	step = val_take_int(pd, "ecc_step_size", 0);
	if (strength)
		dt_prop(x->c->t, x->node, "nand-ecc-strength", "<%lld>",
			strength);
	if (step)
		dt_prop(x->c->t, x->node, "nand-ecc-step-size", "<%lld>", step);
	partitions(x, conv_deref(x->c, val_take(pd, "parts"), NULL),
		   val_get(pd, "nr_parts") ? val_take_int(pd, "nr_parts", 0) :
					     64);
	x->node = ctrl;
}

TRANSLATOR(xl_pxa3xx_nand) = { "pxa3xx-nand", NULL, NULL, pxa3xx_nand };

/* enum nand_ecc_engine_type (include/linux/mtd/nand.h) */
#define ECC_ENGINE_INVALID 0
#define ECC_ENGINE_NONE 1
#define ECC_ENGINE_SOFT 2
#define ECC_ENGINE_ON_HOST 3

/*
 * struct s3c2410_platform_nand (s3c2410.c), as s3c24xx_nand_probe_dt()
 * and the NAND core read a devicetree instead: one chip per child node
 * (nr_chips 1), named by the node ("nand", the MTD's name), with its ECC
 * engine, on-flash BBT and partitions; the engine the controller would
 * pick by default (rawnand_dt_init()) is the controller's own. The
 * timings come from the chip's (s3c2410_nand_setup_interface()), which
 * is what the driver means a devicetree boot to do.
 */
static void s3c2410_nand(struct xlate *x)
{
	struct value *pd = x->pdata, *sets;
	struct dt_node *ctrl = x->node;
	const struct soc_node *sn;
	long long engine, nsets, i;
	const char *notes = NULL;

	if (!pd)
		return;
	if (val_get(pd, "tacls") || val_get(pd, "twrph0") ||
	    val_get(pd, "twrph1"))
		notes = arena_printf(
			x->c->a,
			"tacls %lld, twrph0 %lld, twrph1 %lld ns: a devicetree "
			"boot derives them from the chip's timings (the driver "
			"keeps a board's only without a node)",
			val_take_int(pd, "tacls", 0),
			val_take_int(pd, "twrph0", 0),
			val_take_int(pd, "twrph1", 0));
	engine = val_take_int(pd, "engine_type", ECC_ENGINE_INVALID);
	if (val_take_int(pd, "ignore_unset_ecc", 0) &&
	    engine == ECC_ENGINE_ON_HOST)
		x_partial(x, "ignore_unset_ecc has no property: a devicetree "
			     "boot reports an erased page's ECC (0xff) as an "
			     "error");
	if (engine == ECC_ENGINE_INVALID)
		x_partial(x,
			  "no ECC engine: s3c2410.c refuses the chip without "
			  "a node (invalid ECC mode), a devicetree boot takes "
			  "the controller's");
	if (val_get(pd, "select_chip") &&
	    !val_is_zero(val_get(pd, "select_chip")))
		x_partial(
			x,
			"select_chip() callback %s: the board routes the chip "
			"select itself, which a devicetree cannot",
			val_take(pd, "select_chip")->s);
	nsets = val_take_int(pd, "nr_sets", 0);
	sets = conv_deref(x->c, val_take(pd, "sets"), NULL);
	for (i = 0; sets && sets->kind == V_ARRAY && i < nsets &&
		    i < (long long)sets->nelems;
	     i++) {
		struct value *set = sets->elems[i];
		const char *name = val_take_str(set, "name");
		long long chips = val_take_int(set, "nr_chips", 1);

		x->node = dt_child(x->c->t, ctrl, "nand",
				   arena_printf(x->c->a, "%llx", i));
		dt_prop(x->c->t, x->node, "reg", "<%lld>", i);
		if (engine == ECC_ENGINE_SOFT)
			dt_prop_bool(x->c->t, x->node,
				     "nand-use-soft-ecc-engine");
		else if (engine == ECC_ENGINE_NONE)
			dt_prop_bool(x->c->t, x->node, "nand-no-ecc-engine");
		if (val_take_int(set, "flash_bbt", 0))
			dt_prop_bool(x->c->t, x->node, "nand-on-flash-bbt");
		if (chips != 1)
			x_partial(x,
				  "set %lld: %lld chips, where a node is one",
				  i, chips);
		if (name && strcmp(name, "nand"))
			notes = arena_printf(x->c->a,
					     "%s%sset %lld: the MTD is named "
					     "after the node (nand), not %s",
					     notes ? notes : "",
					     notes ? "; " : "", i, name);
		val_take(set, "nr_map"); /* select_chip()'s, said above */
		partitions(x,
			   conv_deref(x->c, val_take(set, "partitions"), NULL),
			   val_get(set, "nr_partitions") ?
				   val_take_int(set, "nr_partitions", 0) :
				   64);
	}
	/* the chips' bus: the .dtsi's node may not say it */
	sn = !x->is_new && ctrl->ref && x->c->sdt ?
		     soc_dt_find_by_label(x->c->sdt, ctrl->ref) :
		     NULL;
	if (i && (x->is_new || !sn || sn->addr_cells < 0)) {
		dt_prop(x->c->t, ctrl, "#address-cells", "<1>");
		dt_prop(x->c->t, ctrl, "#size-cells", "<0>");
	}
	x->node = ctrl;
	if (notes)
		item_fate(x->c->r, x->it, FATE_CONVERTED, "%s", notes);
}

TRANSLATOR(xl_s3c2410_nand) = { "s3c2410-nand", NULL, NULL, s3c2410_nand };
TRANSLATOR(xl_s3c2412_nand) = { "s3c2412-nand", NULL, NULL, s3c2410_nand };
TRANSLATOR(xl_s3c2440_nand) = { "s3c2440-nand", NULL, NULL, s3c2410_nand };
TRANSLATOR(xl_s3c6400_nand) = { "s3c6400-nand", NULL, NULL, s3c2410_nand };
