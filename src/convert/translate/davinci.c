// SPDX-License-Identifier: GPL-2.0
/*
 * DaVinci controllers' platform data as their drivers read a node:
 * - struct davinci_i2c_platform_data (i2c-davinci.c's probe): bus_freq in
 *   kHz is clock-frequency in Hz / 1000; has_pfunc is ti,has-pfunc;
 *   bus_delay and gpio_recovery have no property (the node's data is the
 *   driver's default, with both 0).
 * - struct davinci_mmc_config (davinci_mmc.c): a node's device is parsed
 *   by mmc_of_parse() instead of mmc_davinci_parse_pdata(): wires is
 *   bus-width (0 meaning 4), max_freq max-frequency, caps the MMC core's
 *   cap-* properties; nr_sg has none (the driver then takes its maximum);
 *   the callbacks none either.
 * - struct emac_platform_data (davinci_emac.c's
 *   davinci_emac_of_get_pdata()): the control module's offsets and RAM
 *   size are ti,davinci-ctrl-* (written where the SoC .dtsi's node has
 *   other values), rmii_en ti,davinci-rmii-en (a u8), no_bd_ram
 *   ti,davinci-no-bd-ram; a node's EMAC is EMAC_VERSION_2 whatever its
 *   compatible (each one's match data says the same).
 */
#include <string.h>

#include "convert/translate/translate.h"
#include "kernel/socdt.h"

/* include/linux/mmc/host.h */
#define MMC_CAP_4_BIT_DATA (1 << 0)
#define MMC_CAP_MMC_HIGHSPEED (1 << 1)
#define MMC_CAP_SD_HIGHSPEED (1 << 2)
#define MMC_CAP_NEEDS_POLL (1 << 5)
#define MMC_CAP_8_BIT_DATA (1 << 6)
#define MMC_CAP_NONREMOVABLE (1 << 8)

static void davinci_i2c(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long freq, delay;

	if (!pd || pd->kind != V_STRUCT)
		return;
	freq = val_take_int(pd, "bus_freq", 0);
	if (freq)
		dt_prop(x->c->t, x->node, "clock-frequency", "<%lld>",
			freq * 1000);
	if (val_take_int(pd, "has_pfunc", 0))
		dt_prop_bool(x->c->t, x->node, "ti,has-pfunc");
	delay = val_take_int(pd, "bus_delay", 0);
	if (delay)
		x_partial(x,
			  "bus_delay %lld us: the driver's node path has no "
			  "property for the delay after a transfer",
			  delay);
	if (val_take_int(pd, "gpio_recovery", 0))
		x_partial(x, "gpio_recovery: the driver recovers the bus by "
			     "GPIOs only from board data (with a node, "
			     "ti,has-pfunc recovers it by the ICPFUNC "
			     "register where the chip has one)");
}

static void davinci_mmc(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long wires, freq, caps;
	static const char *const cbs[] = { "get_cd", "get_ro", "set_power" };
	size_t i;

	if (!pd || pd->kind != V_STRUCT)
		return;
	wires = val_take_int(pd, "wires", 0);
	dt_prop(x->c->t, x->node, "bus-width", "<%lld>", wires ? wires : 4);
	/*
	 * From platform data the driver caps the clock at 25 MHz unless
	 * max_freq says otherwise; from a node it sets no cap of its own, so
	 * the node says the board file's
	 */
	freq = val_take_int(pd, "max_freq", 0);
	dt_prop(x->c->t, x->node, "max-frequency", "<%lld>",
		freq ? freq : 25000000);
	caps = val_take_int(pd, "caps", 0);
	if (caps & MMC_CAP_MMC_HIGHSPEED)
		dt_prop_bool(x->c->t, x->node, "cap-mmc-highspeed");
	if (caps & MMC_CAP_SD_HIGHSPEED)
		dt_prop_bool(x->c->t, x->node, "cap-sd-highspeed");
	if (caps & MMC_CAP_NEEDS_POLL)
		dt_prop_bool(x->c->t, x->node, "broken-cd");
	if (caps & MMC_CAP_NONREMOVABLE)
		dt_prop_bool(x->c->t, x->node, "non-removable");
	caps &= ~(long long)(MMC_CAP_4_BIT_DATA | MMC_CAP_8_BIT_DATA |
			     MMC_CAP_MMC_HIGHSPEED | MMC_CAP_SD_HIGHSPEED |
			     MMC_CAP_NEEDS_POLL | MMC_CAP_NONREMOVABLE);
	if (caps)
		x_partial(x, "caps 0x%llx not converted", caps);
	/* the driver's maximum, which a node's device always gets */
	val_take(pd, "nr_sg");
	for (i = 0; i < sizeof(cbs) / sizeof(cbs[0]); i++) {
		struct value *cb = val_take(pd, cbs[i]);

		if (cb && !val_is_zero(cb))
			x_partial(x,
				  "%s() callback %s: describe the line as "
				  "%s",
				  cbs[i], cb->text ? cb->text : "?",
				  i == 0 ? "cd-gpios" :
				  i == 1 ? "wp-gpios" :
					   "a vmmc-supply regulator");
	}
}

/* @prop of the SoC .dtsi's node that @x overrides in *@have; -1: none. */
static int dtsi_u32(struct xlate *x, const char *prop, uint32_t *have)
{
	const struct soc_node *sn =
		x->node->ref && x->c->sdt ?
			soc_dt_find_by_label(x->c->sdt, x->node->ref) :
			NULL;

	return sn && !soc_dt_prop_u32(x->c->sdt, sn, prop, have) ? 0 : -1;
}

static void davinci_emac(struct xlate *x)
{
	static const struct {
		const char *field, *prop;
	} cells[] = {
		{ "ctrl_reg_offset", "ti,davinci-ctrl-reg-offset" },
		{ "ctrl_mod_reg_offset", "ti,davinci-ctrl-mod-reg-offset" },
		{ "ctrl_ram_offset", "ti,davinci-ctrl-ram-offset" },
		{ "ctrl_ram_size", "ti,davinci-ctrl-ram-size" },
	};
	struct value *pd = x->pdata, *ver;
	uint32_t have;
	long long v;
	size_t i;

	if (!pd || pd->kind != V_STRUCT)
		return;
	for (i = 0; i < sizeof(cells) / sizeof(cells[0]); i++) {
		if (!val_get(pd, cells[i].field))
			continue;
		v = val_take_int(pd, cells[i].field, 0);
		/* 0 is what the probe's zeroed data holds without the property */
		if (dtsi_u32(x, cells[i].prop, &have) ? v != 0 :
							have != (uint32_t)v)
			dt_prop(x->c->t, x->node, cells[i].prop, "<0x%llx>", v);
	}
	if (val_take_int(pd, "rmii_en", 0))
		dt_prop(x->c->t, x->node, "ti,davinci-rmii-en", "/bits/ 8 <1>");
	if (val_take_int(pd, "no_bd_ram", 0))
		dt_prop_bool(x->c->t, x->node, "ti,davinci-no-bd-ram");
	ver = val_get(pd, "version");
	if (ver && ver->text && strcmp(ver->text, "EMAC_VERSION_2"))
		x_partial(x,
			  "version %s: davinci_emac.c's devicetree probe "
			  "makes every EMAC EMAC_VERSION_2",
			  ver->text);
	val_take(pd, "version");
}

TRANSLATOR(xl_davinci_i2c) = { "i2c_davinci", NULL, NULL, davinci_i2c };
TRANSLATOR(xl_davinci_mmc) = { "davinci_mmc", NULL, NULL, davinci_mmc };
TRANSLATOR(xl_da830_mmc) = { "da830-mmc", NULL, NULL, davinci_mmc };
TRANSLATOR(xl_dm6441_mmc) = { "dm6441-mmc", NULL, NULL, davinci_mmc };
TRANSLATOR(xl_davinci_emac) = { "davinci_emac", NULL, NULL, davinci_emac };
