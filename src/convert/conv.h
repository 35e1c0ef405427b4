/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The conversion context of one machine: the board model and the kernel's
 * knowledge on the way in, the devicetree model and the report on the way
 * out, and the tables the conversion fills as it goes (device nodes, GPIO
 * and PWM lookups, board interrupt domains). Translators, bus and resource
 * helpers work on it; convert.c drives them.
 */
#ifndef BF2DTS_CONV_H
#define BF2DTS_CONV_H

#include "kernel/bindings.h"
#include "convert/board.h"
#include "kernel/drvindex.h"
#include "kernel/keycodes.h"
#include "dt/dt.h"
#include "convert/report.h"
#include "convert/soc.h"
#include "kernel/socdt.h"
#include "kernel/vendor.h"

/* A device that became a node, so that lookup tables can find it later. */
struct devnode {
	const char *devname; /* "pxa2xx-mci.0", "gpio-vbus" as dev_name() says */
	const char *name; /* platform_device name */
	const char *var; /* the board variable, or NULL */
	struct dt_node *node;
	struct item *item;
};

/* A GPIO or PWM lookup waiting for its consumer's node. */
struct lookup {
	const char *dev_id, *con_id;
	const char *cells; /* DTS cells, e.g. "&gpio 4 GPIO_ACTIVE_LOW" */
	const char *suffix; /* "gpios" or "pwms" */
	const char *table; /* the lookup table's variable, or NULL */
	long long idx; /* the entry's index (GPIO_LOOKUP_IDX), gpiolib's match */
	struct item *item;
};

/*
 * A regulator's consumer supply (REGULATOR_SUPPLY("vmmc", "pxa2xx-mci.0")):
 * the device's node gets "<supply>-supply = <&regulator>" once all the
 * machine's devices have nodes.
 */
struct supply {
	const char *dev_name, *supply;
	struct dt_node *reg;
	struct item *item;
};

/*
 * A board device that provides a range of Linux IRQs (a CPLD's demuxer:
 * an IRQ resource whose end is past its start): it is an interrupt
 * controller, and devices whose IRQs fall in its range are its children.
 */
struct irq_domain {
	const char *var; /* the device variable, whose label names the node */
	long long first, count;
};

/*
 * An MBus window the board or a SoC helper opened:
 * mvebu_mbus_add_window_by_id(target, attr, base, size). It is an entry
 * of the MBus node's ranges, and a device in it sits on the device-bus
 * node that maps MBUS_ID(target, attr).
 */
struct mbus_window {
	long long target, attr, base, size;
};

/*
 * A board device that provides a range of Linux GPIO numbers (a SCOOP, an
 * I2C expander: platform data with a gpio_base): it becomes a GPIO
 * controller node, and GPIO numbers in its range become <&label offset>.
 */
struct gpio_domain {
	const char *var; /* the platform device variable, or NULL */
	const char *devname; /* its Linux device name */
	const char *chip; /* the gpio_chip label lookup tables name */
	long long bus, addr; /* an I2C client's, else -1 */
	const char *part; /* an I2C client's type, else NULL */
	long long base, count;
	const char *label;
	/* no OF table names it: the compatible proposed for its node */
	const char *proposed;
	int propose_soc; /* none from its name: the SoC maker's proposal */
	int in_table; /* proposed though its driver has an OF table */
	struct dt_node *node; /* once converted */
	/* the directions and levels the driver programs at probe */
	unsigned long long dir, out;
	int dir_bit0; /* bit of line 0 in dir/out */
	int has_init;
	/*
	 * One gpio_chip of several a device registers (htc-egpio's): a child
	 * node of the device's, at @unit; the device's own entry is @banked
	 * and is no controller itself.
	 */
	const char *owner; /* the device's variable */
	const char *chipvar; /* a gpio_chip the board file registers */
	unsigned regline; /* gpio_reg_init()'s line: a board register */
	long long unit;
	int banked;
};

struct assign_undo;
struct irq_setup;
struct client_ids;
struct soc_addendum_cache;
struct dt_machines;
struct spi_client;
struct i2c_wait;

struct gpio_led_dev;

struct reg_writes {
	const char *via; /* the init chain down to the call making them */
	struct item *it;
	unsigned *lines; /* of each write, as made */
	size_t n, alines;
};

/*
 * A pin the board's MPP table sets one way and a group of the SoC .dtsi,
 * taken by a device's pinctrl-0, another (mpp.c): decided once the board
 * has enabled its devices.
 */
struct mpp_taken {
	struct item *it;
	const char *pinctrl; /* the pin controller's label */
	long long pin;
	const char *fn; /* the board's function for it */
	const char *group, *gfn; /* the .dtsi's group and its function */
};

struct variant;

struct conv {
	struct arena *a;
	const char *kdir; /* the tree the devicetree is for (--target) */
	struct board *b;
	const struct machine *m;
	struct dt_tree *t;
	const struct soc_info *soc;
	const struct soc_dt *sdt; /* NULL: the SoC has no .dtsi */
	const char *dtsi; /* its name, the tree's or a generated one */
	const struct drv_index *drv; /* NULL: driver index unavailable */
	struct board *libs; /* the SoC's own files, library mode */
	size_t nlibs;
	struct report *r;
	/*
	 * The first of this tree's items in @r: a machine's variants each
	 * make a tree, and an earlier one's items are not this tree's
	 */
	size_t item_base;
	/* the variant of the machine this tree is (variants.h), or NULL */
	const struct variant *variant;
	const struct vendors *vendors;
	const struct bindings *bindings;
	const struct keycodes *keycodes;
	struct client_ids *clients; /* kernel/clientid.h: the run's lookups */
	/* soc_addendum.h: each SoC's clock table and files, read once a run */
	struct soc_addendum_cache *addcache;
	struct dt_machines *dtm; /* dt_machine.h: the families', a run's */
	struct devnode *devs;
	size_t ndevs, adevs;
	/* devices the board registers that get no node (node NULL) */
	struct devnode *nodeless;
	size_t nnodeless, anodeless;
	struct lookup *lookups;
	size_t nlookups, alookups;
	/* gpiod_add_hogs() tables, hogged once every chip has its node */
	struct gpiod_hogs {
		struct item *item;
		struct value *table;
	} * gpiod_hogs;
	size_t ngpiod_hogs, agpiod_hogs;
	/*
	 * gpio_hog.c: each direction or level the board gives a hogged line
	 * at boot, judged against the hog's last state by hog_writes_finish()
	 */
	struct hog_write {
		struct item *item;
		struct dt_node *hog;
		long long gpio;
		int level; /* 0 or 1; HOG_INPUT; HOG_UNKNOWN: not a constant */
		int sets_direction; /* 0: gpio_set_value(), a level alone */
	} * hog_writes;
	size_t nhog_writes, ahog_writes;
	/* translate/power.c: pwm-backlight nodes, for their default supply */
	struct dt_node **backlights;
	size_t nbacklights, abacklights;
	/* supplies.h: regulator consumers waiting for their devices' nodes */
	struct supply *supplies;
	size_t nsupplies, asupplies;
	/* nvmem.h: cell tables and lookups waiting for their nodes */
	struct nvmem_call *nvmem;
	size_t nnvmem, anvmem;
	struct irq_domain *domains;
	size_t ndomains, adomains;
	struct mbus_window *windows;
	size_t nwindows, awindows;
	struct gpio_domain *gdomains;
	size_t ngdomains, agdomains;
	/* board data this machine's stores changed (assign.c), to restore */
	struct assign_undo *undo;
	size_t nundo, aundo;
	/* board data paths stores not applied changed (assign_unknown()) */
	const char **unknown;
	size_t nunknown, aunknown;
	int inline_depth; /* board library calls being converted, nested */
	/* add_preferred_console("ttyS", line, opts): chosen.c, its item */
	const struct step *console_call;
	struct item *console_item;
	/* SPI clients waiting for their bus's node (spi_bus.c) */
	struct spi_client *spi;
	size_t nspi, aspi;
	/* I2C clients waiting for their bus's controller (i2c_bus.c) */
	struct i2c_wait *i2cw;
	size_t ni2cw, ai2cw;
	/* regwrites.c: the register writes of each function, one item each */
	struct reg_writes *regw;
	size_t nregw, aregw;
	/* mpp.c: board pins a .dtsi group takes, decided at the end */
	struct mpp_taken *mppt;
	size_t nmppt, amppt;
	/* irq_setup.c: the machine's irq_set_irq_type() calls */
	struct irq_setup *irqset;
	size_t nirqset, airqset;
	/* translate/leds.c: LEDs with no .gpio, for the lookups to wire */
	struct dt_node **lineless;
	size_t nlineless, alineless;
	/* translate/leds_s3c24xx.c: LED devices waiting for their lookups */
	struct gpio_led_dev *gleds;
	size_t ngleds, agleds;
};

/* Converts machine @c->m of @c->b into @c->t. */

struct value *conv_var(struct conv *c, const char *name, const char **type);
const char *conv_label(struct conv *c, const char *from);
const char *conv_label_of(struct conv *c, const char *from);
/*
 * .dtsi @name's text and that of the files it includes ("..."), appended
 * to @out: the source a translator reads groups and nodes from.
 */
void conv_dtsi_text(struct conv *c, const char *name, struct strbuf *out);
/* Is SoC .dtsi node @sn enabled, by the board's override or by the .dtsi? */
int conv_soc_enabled(const struct conv *c, const struct soc_node *sn);
/*
 * Item @it's line is @v's: where @v is data of another file (board code's,
 * palm27x.c's lookup table), the item names that file.
 */
void conv_item_from(struct conv *c, struct item *it, const struct value *v);
/* Is @name the board's: its file's, or board code's it calls (palm27x.c)? */
int conv_board_var(struct conv *c, const char *name);
/*
 * What dev_name() calls platform device @name with id @id, the board's
 * variable @var: "name" (id -1, PLATFORM_DEVID_NONE), "name.id", and for
 * an id the driver core picks (PLATFORM_DEVID_AUTO, -2) its "name.N.auto"
 * with the variable in place of the number, which only the run knows:
 * the lookups that dev_name(&var.dev) names match that device alone.
 */
const char *conv_devname(struct conv *c, const char *name, long long id,
			 const char *var);

/*
 * The node of the device dev_name() calls @devname: one the board's
 * registrations made, else the SoC .dtsi's of a device the SoC registers
 * itself. NULL: none (or @devname NULL).
 */
struct dt_node *conv_devname_node(struct conv *c, const char *devname);
struct value *conv_deref(struct conv *c, struct value *v, const char **type);
/*
 * Is @rel the file named after this SoC ("arch/arm/mach-s3c/s3c6410.c"
 * for the S3C6410), the one whose code runs for it alone?
 */
int conv_soc_file(const struct conv *c, const char *rel);
/* The tree's file @rel (a driver's source) into @out: 0, else -1. */
int conv_source_text(struct conv *c, const char *rel, struct strbuf *out);
/* Node @n's own first compatible ("regulator-fixed"), or NULL. */
const char *conv_own_compatible(struct conv *c, const struct dt_node *n);
/* Its own, or that of the SoC .dtsi node it overrides (&label). */
const char *conv_first_compatible(struct conv *c, const struct dt_node *n);

#endif
