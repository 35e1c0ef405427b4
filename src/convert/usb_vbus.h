/* SPDX-License-Identifier: GPL-2.0 */
/*
 * USB VBUS sensing: the board's "gpio-vbus" device (phy-gpio-vbus-usb.c,
 * no OF match table) is, in a devicetree boot, the generic USB PHY
 * (phy-generic.c, "usb-nop-xceiv") that the UDC takes by phandle. Its
 * lookup table's "vbus" GPIO becomes the PHY's vbus-detect-gpio, its
 * "pullup" GPIO the D+ pull-up of the UDC node, where the UDC's driver
 * reads one.
 */
#ifndef BF2DTS_USB_VBUS_H
#define BF2DTS_USB_VBUS_H

#include "convert/conv.h"

/* A UDC driver and what it reads from its devicetree node. */
struct udc_rule {
	const char *device; /* its platform device name */
	const char *compatible; /* its OF match, NULL: it has none */
	const char *source; /* the driver's file */
	const char *phys; /* the phandle to its USB PHY, NULL: none read */
	const char *pullup; /* its D+ pull-up GPIO property, NULL: none */
	int pullup_required; /* it does not probe without one */
};

/* The rule of the UDC driver of @device or of @compatible, or NULL. */
const struct udc_rule *udc_rule_find(const char *device,
				     const char *compatible);

/*
 * Does @device's node take its IRQ from its GPIO in a devicetree boot (its
 * IRQ resource, the same line's, then no property)?
 */
int usb_vbus_irq_by_gpio(const char *device);

/*
 * Before the GPIO lookups are applied: each gpio-vbus device that became
 * a PHY node gets its GPIOs and the UDC of the SoC .dtsi its phys.
 */
void usb_vbus_finish(struct conv *c);

#endif
