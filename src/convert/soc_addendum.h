/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A block the SoC's own code registers (pxa_device_ac97, s3c_device_ohci)
 * where the tree's SoC .dtsi has no node: the board .dts adds the node
 * under the .dtsi's bus (&pxabus { ac97: audio-controller@40500000 }),
 * with the compatible of the driver's OF table that names the device or
 * this SoC, the reg and interrupts of the SoC's resources and the clocks
 * the SoC's clock driver gives the device by name. The node says that it
 * belongs in the SoC .dtsi, the report says. A driver with no OF table,
 * or none of whose compatibles is this SoC's, gets no node.
 */
#ifndef BF2DTS_SOC_ADDENDUM_H
#define BF2DTS_SOC_ADDENDUM_H

#include "convert/conv.h"
#include "lib/strbuf.h"

struct soc_addendum {
	struct dt_node *parent; /* the bus's &label override, or the root */
	const char *compatible;
	const char *name; /* a generic node name, NULL: none known */
	/* the device's name as registered (the SoC code may rename it) */
	const char *devname;
	long long bus_off; /* where the bus's addresses start */
	struct value *const *res; /* the device's resources */
	size_t nres;
	/* the driver that binds the node (another than the device's name's) */
	const struct drv_entry *drv;
	/* how the compatible was found, when not by the device's name */
	const char *note;
};

/*
 * Where device @devname at @base goes and its compatible: 0 with @add
 * filled, else -1 with the reason appended to @why (no driver, no OF
 * table, no compatible of this SoC, no bus whose window holds all its
 * memory, renamed at run time...). @var: the SoC's device variable (NULL:
 * none); @res: its @nres resources.
 */
/* A run's reading of each SoC's clock driver and files (pipeline.c). */
struct soc_addendum_cache;
struct soc_addendum_cache *soc_addendum_cache_new(void);
void soc_addendum_cache_free(struct soc_addendum_cache *ac);

int soc_addendum_place(struct conv *c, const char *devname, const char *var,
		       long long base, struct value *const *res, size_t nres,
		       struct soc_addendum *add, struct strbuf *why);

/*
 * Why no node can be made for @devname whatever its address: no driver of
 * the tree is named so, or its driver has no OF table (appended to @why
 * as "; ..."). 0: neither (or no driver index).
 */
int soc_addendum_driver_why(struct conv *c, const char *devname,
			    struct strbuf *why);

/*
 * After reg and interrupts: the clocks of the SoC's clock driver for
 * device @devname.@id (id -1: none) on node @n, reg-names and
 * interrupt-names from the names of the resources when the driver asks
 * for them by name. A clock or a name the driver asks for that the node
 * cannot give makes item @it partial.
 */
void soc_addendum_finish(struct conv *c, struct dt_node *n,
			 const struct soc_addendum *add, const char *devname,
			 long long id, struct item *it);

/*
 * Last, item @it's note: how the compatible was found where the device's
 * own driver does not say it (@add NULL: none), and that the node belongs
 * in the SoC .dtsi.
 */
void soc_addendum_note(struct conv *c, const struct soc_addendum *add,
		       struct item *it);

/*
 * Of a driver's compatibles @compat, the one for device @devname on a SoC
 * named by @keys ("pxa270", "s3c6400"): "<vendor>,<devname>" ("-" and "_"
 * alike), else the first "<vendor>,<key>-..." in key order; NULL: none.
 */
const char *soc_addendum_compatible(const char *const *compat, size_t n,
				    const char *devname,
				    const char *const *keys, size_t nkeys);

/* One clock lookup of a clock driver's table. */
struct soc_clk {
	const char *id; /* the macro argument: "HCLK_UHOST", "AC97" */
	const char *dev_id, *con_id; /* NULL: any */
};

/*
 * The clock lookups of a clock driver's source @text: the calls of a
 * table macro whose arguments hold a device and a connection name (a
 * string or NULL, one at least a string) beside an identifier, before
 * them (Samsung's ALIAS(HCLK_UHOST, "s3c2410-ohci", "usb-host")) or after
 * them (PXA's PXA27X_PBUS_CKEN("pxa2xx-mci.0", NULL, MMC, ...)).
 * Returns their number, at most @max.
 */
size_t soc_addendum_clk_table(struct arena *a, const char *text,
			      struct soc_clk *out, size_t max);

#endif
