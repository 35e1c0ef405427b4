/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Platform data to properties: one small translator per device, found by
 * the platform device's name. A translator consumes the fields it
 * understands (val_take); whatever non-zero field it leaves is reported as
 * not translated, so nothing is silently lost.
 */
#ifndef BF2DTS_TRANSLATE_H
#define BF2DTS_TRANSLATE_H

#include "convert/conv.h"

struct xlate {
	struct conv *c;
	struct dt_node *node; /* the device's node: new, or a &ref override */
	int is_new;
	struct value *pdata; /* NULL when the device has none */
	const char *pdata_var;
	struct value *dev; /* the platform_device, or NULL */
	struct item *it;
	const char *devname;
};

struct translator {
	const char *device; /* platform device name */
	const char *node_name; /* generic node name for a new node */
	const char *compatible; /* NULL: from the driver index */
	void (*fn)(struct xlate *x);
};

/*
 * TRANSLATOR(xl_name) = { "device", "node", "compatible", fn }; defines a
 * translator and registers it: the linker gathers one pointer per
 * translator into the section "bf2dts_translators", so adding one is adding
 * its file and nothing else. (Pointers, not the structures, go there: the
 * section must be a plain array, which sanitizer redzones around global
 * structures would break.)
 */
#define TRANSLATOR(var)                                                      \
	static const struct translator var;                                  \
	static const struct translator *const var##_row                      \
		__attribute__((used, section("bf2dts_translators"))) = &var; \
	static const struct translator var

const struct translator *translator_find(const char *device);

/* Helpers for translators. */
void x_partial(struct xlate *x, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/*
 * Does the SoC .dtsi's node that x->node overrides (&label or &{/path})
 * have property @prop already? 0 for a node of the board's own.
 */
int x_soc_has_prop(struct xlate *x, const char *prop);
/* Sets "<name>-gpios" from a GPIO number; reports it when not a SoC GPIO. */
void x_gpio_prop(struct xlate *x, struct dt_node *n, const char *prop,
		 long long gpio, int active_low);
/*
 * The UARTs of a "serial8250" device's plat_serial8250_port array @ports:
 * a node per memory-mapped port (labelled @label, made unique), or the
 * port's node of the SoC .dtsi enabled. @soc: for a generated SoC .dtsi
 * (disabled nodes, no lookup). Returns how many ports are described; what
 * has no property is added to @why.
 */
int serial8250_ports(struct conv *c, struct value *ports, const char *label,
		     int soc, struct strbuf *why);

/*
 * After the GPIO lookups: the card supply switch of a PXA MMC host
 * (pxamci's "power" GPIO, which it asks for only with platform data)
 * becomes the fixed regulator its binding's vmmc-supply names.
 */
void pxa_mci_vmmc(struct conv *c);

/*
 * A one-GPIO LED device (s3c24xx_led): it waits for the GPIO lookups and
 * becomes a child of a gpio-leds node in gpio_led_finish(), which runs
 * before apply_lookups() and makes each child a device node the lookup's
 * gpios go to. Returns 1 when @name is such a device.
 */
int gpio_led_device(struct conv *c, const char *name, long long id,
		    const char *var, struct value *pdata, const char *pdata_var,
		    struct item *it);
void gpio_led_finish(struct conv *c);

/* A node name fragment from free text: "Power Button" -> "power-button". */
const char *x_slug(struct xlate *x, const char *text);
/*
 * power.c: struct regulator_init_data @init as the properties of regulator
 * node @n (binding regulator/regulator.yaml): regulator-name, the one
 * consumer supply's when that names no device (which a devicetree kernel
 * then finds by the regulator's name), else the constraints' name; the
 * voltages; always-on and boot-on; the other consumer supplies into their
 * devices' nodes (supplies.h). A valid_ops_mask other than a devicetree's,
 * and any field left, are partial.
 */
void regulator_init(struct xlate *x, struct dt_node *n, struct value *init);

#endif
