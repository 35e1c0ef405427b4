// SPDX-License-Identifier: GPL-2.0
/*
 * struct dwc2_hsotg_plat (drivers/usb/dwc2) as the driver reads a node: it
 * has no platform hook then. phy_init()/phy_exit() are the board's or the
 * ones the SoC's dwc2_hsotg_set_platdata() installs (the S3C64xx's
 * s3c_usb_phy_init() powers the OTG PHY up through the SoC's registers);
 * probed from a node, dwc2 takes a generic PHY by phandle (phys) instead,
 * so what the hook did is left to a PHY node and driver, or the boot
 * loader.
 */
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

static void dwc2(struct xlate *x)
{
	const char *dev = x->it ? x->it->name : NULL;
	const char *init = samsung_pdata_hook(x->c, dev, x->pdata, "phy_init"),
		   *exit = samsung_pdata_hook(x->c, dev, x->pdata, "phy_exit");

	if (init || exit)
		x_partial(x,
			  "phy_init %s(), phy_exit %s(): dwc2 probed from a "
			  "node calls no platform hook, it takes a PHY by "
			  "phandle (phys): the PHY needs a node and a driver",
			  init ? init : "(none)", exit ? exit : "(none)");
}

TRANSLATOR(xl_s3c_hsotg) = { "s3c-hsotg", NULL, NULL, dwc2 };
