// SPDX-License-Identifier: GPL-2.0
/*
 * struct sdhci_pxa_platdata (sdhci-pxav2, sdhci-pxav3) as the drivers read
 * a node: non-removable for PXA_FLAG_CARD_PERMANENT and bus-width 8 for
 * PXA_FLAG_SD_8_BIT_CAPABLE_SLOT (mmc_of_parse(), and pxav2's own
 * pxav2_get_mmc_pdata()), mrvl,clk-delay-cycles for the SD clock delay.
 * Quirks, capabilities and clock gating have no property.
 */
#include "convert/translate/translate.h"

/* include/linux/platform_data/pxa_sdhci.h */
#define PXA_FLAG_ENABLE_CLOCK_GATING (1 << 0)
#define PXA_FLAG_CARD_PERMANENT (1 << 1)
#define PXA_FLAG_SD_8_BIT_CAPABLE_SLOT (1 << 2)

static void sdhci_pxa(struct xlate *x, int v2)
{
	struct value *pd = x->pdata;
	long long flags, cycles, sel;
	static const char *const no_prop[] = { "max_speed",  "host_caps",
					       "host_caps2", "quirks",
					       "quirks2",    "pm_caps" };
	size_t i;

	if (!pd)
		return;
	flags = val_take_int(pd, "flags", 0);
	if (flags & PXA_FLAG_CARD_PERMANENT)
		dt_prop_bool(x->c->t, x->node, "non-removable");
	if (flags & PXA_FLAG_SD_8_BIT_CAPABLE_SLOT)
		dt_prop(x->c->t, x->node, "bus-width", "<8>");
	if (flags & PXA_FLAG_ENABLE_CLOCK_GATING)
		x_partial(x, "PXA_FLAG_ENABLE_CLOCK_GATING: no property asks "
			     "for the SD clock's gating");
	/*
	 * pxav2 applies the delay only with clk_delay_sel 1, which its node
	 * sets with any mrvl,clk-delay-cycles; pxav3 with any non-zero delay
	 */
	sel = val_take_int(pd, "clk_delay_sel", 0);
	cycles = val_take_int(pd, "clk_delay_cycles", 0);
	if (cycles && (!v2 || sel == 1))
		dt_prop(x->c->t, x->node, "mrvl,clk-delay-cycles", "<0x%llx>",
			cycles);
	val_take(pd, "clk_delay_enable"); /* read by no driver */
	for (i = 0; i < sizeof(no_prop) / sizeof(no_prop[0]); i++)
		if (!val_is_zero(val_get(pd, no_prop[i])))
			x_partial(x,
				  "%s 0x%llx: no property of the driver's "
				  "node sets it",
				  no_prop[i], val_take_int(pd, no_prop[i], 0));
}

static void sdhci_pxav2(struct xlate *x)
{
	sdhci_pxa(x, 1);
}

static void sdhci_pxav3(struct xlate *x)
{
	sdhci_pxa(x, 0);
}

TRANSLATOR(xl_sdhci_pxav2) = { "sdhci-pxav2", NULL, NULL, sdhci_pxav2 };
TRANSLATOR(xl_sdhci_pxav3) = { "sdhci-pxav3", NULL, NULL, sdhci_pxav3 };
