// SPDX-License-Identifier: GPL-2.0
/*
 * The UDC rules of usb_vbus.c: what each 6.1 UDC driver reads from its
 * node (pxa27x_udc.c: its PHY by "phys", its D+ pull-up by "gpios", both
 * required; pxa25x_udc.c: no OF match table), found by device name or by
 * compatible; and gpio-vbus becomes the generic USB PHY.
 */
#include "convert/translate/translate.h"
#include "convert/usb_vbus.h"
#include "unit.h"

int main(void)
{
	const struct udc_rule *u27 = udc_rule_find("pxa27x-udc", NULL);
	const struct udc_rule *u25 = udc_rule_find("pxa25x-udc", NULL);
	const struct translator *tr = translator_find("gpio-vbus");

	CHECK("usb_vbus: pxa27x-udc by name and by compatible",
	      u27 && udc_rule_find(NULL, "marvell,pxa270-udc") == u27);
	CHECK_STR("usb_vbus: pxa27x_udc takes its PHY by phys",
		  u27 ? u27->phys : NULL, "phys");
	CHECK("usb_vbus: pxa27x_udc needs its pull-up GPIO (gpios)",
	      u27 && u27->pullup && !strcmp(u27->pullup, "gpios") &&
		      u27->pullup_required);
	CHECK("usb_vbus: pxa25x_udc has no OF match and reads no PHY",
	      u25 && !u25->compatible && !u25->phys && !u25->pullup);
	CHECK("usb_vbus: an unknown UDC has no rule",
	      !udc_rule_find("s3c-hsudc", NULL) &&
		      !udc_rule_find(NULL, "usb-nop-xceiv") &&
		      !udc_rule_find(NULL, NULL));
	CHECK("usb_vbus: gpio-vbus is a usb-nop-xceiv usb-phy node",
	      tr && tr->compatible &&
		      !strcmp(tr->compatible, "usb-nop-xceiv") &&
		      tr->node_name && !strcmp(tr->node_name, "usb-phy"));
	return unit_failed;
}
