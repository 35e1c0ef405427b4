// SPDX-License-Identifier: GPL-2.0
/* Ethernet controllers on the memory bus. */
#include "convert/translate/translate.h"

#include <stdio.h>
#include <string.h>

/* SMC91X_USE_8/16/32BIT are 1, 2, 4: the same mask as reg-io-width. */
static void smc91x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long flags;

	if (!pd)
		return;
	flags = val_take_int(pd, "flags", 0);
	/*
	 * smc91x.c reads reg-io-width as the same mask (bit 0: 8-bit, bit 1:
	 * 16-bit, bit 2: 32-bit), so every width the board allows is kept.
	 */
	if (flags & 7)
		dt_prop(x->c->t, x->node, "reg-io-width", "<%lld>", flags & 7);
	if ((flags >> 4) & 3) /* SMC91X_IO_SHIFT_n */
		dt_prop(x->c->t, x->node, "reg-shift", "<%lld>",
			(flags >> 4) & 3);
	/*
	 * smc91x.c applies its nowait module parameter only when it has
	 * neither platform data nor a node: probed from a node, the chip
	 * keeps its wait states whatever the command line says.
	 */
	if (flags & 8)
		x_partial(x, "SMC91X_NOWAIT has no devicetree property, and "
			     "smc91x.c reads its nowait= module parameter only "
			     "without a node: a devicetree boot keeps the wait "
			     "states");
	if (flags & ~0x3fLL)
		x_partial(x, "smc91x flags 0x%llx not converted",
			  flags & ~0x3fLL);
	if (val_take_int(pd, "pxa_u16_align4", 0))
		dt_prop_bool(x->c->t, x->node, "pxa-u16-align4");
	if (val_get(pd, "leda") && !val_is_zero(val_get(pd, "leda")))
		x_partial(x, "LED A mode %lld not converted",
			  val_take_int(pd, "leda", 0));
	if (val_get(pd, "ledb") && !val_is_zero(val_get(pd, "ledb")))
		x_partial(x, "LED B mode %lld not converted",
			  val_take_int(pd, "ledb", 0));
}

TRANSLATOR(xl_smc91x) = { "smc91x", "ethernet", "smsc,lan91c111", smc91x };

/* phy_modes() of include/linux/phy.h, by phy_interface_t value */
static const char *const phy_modes[] = { "",	    "internal", "mii",
					 "gmii",    "sgmii",	"tbi",
					 "rev-mii", "rmii",	"rev-rmii",
					 "rgmii",   "rgmii-id", "rgmii-rxid" };

/*
 * include/linux/smsc911x.h: USE_16BIT BIT(0), USE_32BIT BIT(1),
 * FORCE_INTERNAL_PHY BIT(2), FORCE_EXTERNAL_PHY BIT(3), SAVE_MAC_ADDRESS
 * BIT(4), SWAP_FIFO BIT(5); smsc911x_probe_config() reads them back.
 */
static void smsc911x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long flags, mode;

	if (!pd)
		return;
	flags = val_take_int(pd, "flags", 0);
	dt_prop(x->c->t, x->node, "reg-io-width", "<%d>", flags & 2 ? 4 : 2);
	if (val_get(pd, "shift") && !val_is_zero(val_get(pd, "shift")))
		dt_prop(x->c->t, x->node, "reg-shift", "<%lld>",
			val_take_int(pd, "shift", 0));
	if (val_take_int(pd, "irq_polarity", 0))
		dt_prop_bool(x->c->t, x->node, "smsc,irq-active-high");
	if (val_take_int(pd, "irq_type", 0))
		dt_prop_bool(x->c->t, x->node, "smsc,irq-push-pull");
	if (flags & 4)
		dt_prop_bool(x->c->t, x->node, "smsc,force-internal-phy");
	if (flags & 8)
		dt_prop_bool(x->c->t, x->node, "smsc,force-external-phy");
	if (flags & 16)
		dt_prop_bool(x->c->t, x->node, "smsc,save-mac-address");
	if (flags & ~0x1fLL)
		x_partial(x, "smsc911x flags 0x%llx not converted",
			  flags & ~0x1fLL);
	mode = val_take_int(pd, "phy_interface", 0);
	if (mode > 0 &&
	    mode < (long long)(sizeof(phy_modes) / sizeof(phy_modes[0])))
		dt_prop_str(x->c->t, x->node, "phy-mode", phy_modes[mode]);
	else if (mode)
		x_partial(x, "phy_interface %lld not converted", mode);
}

TRANSLATOR(xl_smsc911x) = { "smsc911x", "ethernet", "smsc,lan9115", smsc911x };

/* include/linux/dm9000.h */
#define DM9000_PLATF_8BITONLY 0x0001
#define DM9000_PLATF_16BITONLY 0x0002
#define DM9000_PLATF_32BITONLY 0x0004
#define DM9000_PLATF_EXT_PHY 0x0008
#define DM9000_PLATF_NO_EEPROM 0x0010
#define DM9000_PLATF_SIMPLE_PHY 0x0020

/* The bus width in bytes dm9000_set_io() takes from a data register's size. */
static long long dm9000_width(unsigned long long size)
{
	return size == 1 ? 1 : size == 2 || size == 3 ? 2 : 4;
}

/*
 * struct dm9000_plat_data as dm9000_parse_dt() reads a node: the flags
 * davicom,no-eeprom and davicom,ext-phy. A node has no width flag: the
 * driver takes the bus width from the size of the data register (reg's
 * second entry; 1, 2 or 4 bytes), so an 8/16/32BITONLY flag is that size.
 */
static void dm9000(struct xlate *x)
{
	const struct dt_prop *reg = dt_get(x->node, "reg");
	unsigned long long a0, s0, a1, s1;
	long long flags, want = 0;
	char tail;

	if (!x->pdata || !val_get(x->pdata, "flags"))
		return;
	flags = val_take_int(x->pdata, "flags", 0);
	if (flags & DM9000_PLATF_NO_EEPROM)
		dt_prop_bool(x->c->t, x->node, "davicom,no-eeprom");
	if (flags & DM9000_PLATF_EXT_PHY)
		dt_prop_bool(x->c->t, x->node, "davicom,ext-phy");
	if (flags & DM9000_PLATF_SIMPLE_PHY)
		x_partial(x, "DM9000_PLATF_SIMPLE_PHY: no property asks the "
			     "driver to poll the link in its status register");
	/* dm9000_probe() applies them in this order: the last one wins */
	if (flags & DM9000_PLATF_8BITONLY)
		want = 1;
	if (flags & DM9000_PLATF_16BITONLY)
		want = 2;
	if (flags & DM9000_PLATF_32BITONLY)
		want = 4;
	if (!want)
		return;
	if (!reg || !reg->value ||
	    sscanf(reg->value, "<%llx %llx>, <%llx %llx%c", &a0, &s0, &a1, &s1,
		   &tail) != 5 ||
	    tail != '>') {
		x_partial(x,
			  "the %lld-bit bus: a node says it as the size of "
			  "its data register (reg's second entry)",
			  want * 8);
		return;
	}
	if (dm9000_width(s1) != want)
		dt_prop(x->c->t, x->node, "reg",
			"<0x%llx 0x%llx>, <0x%llx 0x%llx>", a0, s0, a1,
			(unsigned long long)want);
}

TRANSLATOR(xl_dm9000) = { "dm9000", "ethernet", "davicom,dm9000", dm9000 };

/*
 * mv643xx_eth's port: MV643XX_ETH_PHY_ADDR(n) is 0x80 | n, a PHY on the
 * controller's MDIO bus that the port names by phy-handle;
 * MV643XX_ETH_PHY_NONE (0xff) is a fixed link, whose speed and duplex the
 * driver reads from the port node.
 */
static void mv643xx_eth_port(struct xlate *x)
{
	struct value *pd = x->pdata;
	struct dt_tree *t = x->c->t;
	long long port, phy, speed, duplex;

	if (!pd)
		return;
	port = val_take_int(pd, "port_number", 0);
	phy = val_take_int(pd, "phy_addr", 0);
	speed = val_take_int(pd, "speed", 0);
	duplex = val_take_int(pd, "duplex", 0);
	val_take(pd, "shared"); /* set at run time by the SoC code */
	if (val_get(pd, "mac_addr") && val_is_zero(val_get(pd, "mac_addr")))
		val_take(pd, "mac_addr"); /* from the boot loader */
	/*
	 * phy_scan(): 0 (MV643XX_ETH_PHY_ADDR_DEFAULT) scans the bus, any
	 * other value but MV643XX_ETH_PHY_NONE is the PHY at its low five
	 * bits, with or without MV643XX_ETH_PHY_ADDR()'s 0x80
	 */
	if (phy == 0) {
		/* dove.dtsi's port names its PHY */
		if (!x_soc_has_prop(x, "phy-handle"))
			x_partial(x, "phy_addr 0: the driver scans the MDIO "
				     "bus for its PHY; from a node it takes "
				     "the PHY phy-handle names, and without "
				     "one runs with none: give the PHY's "
				     "address");
	} else if (phy != 0xff) {
		const struct soc_node *mdio =
			x->c->sdt ?
				soc_dt_find_by_compatible(
					x->c->sdt, "marvell,orion-mdio", 0) :
				NULL;
		struct dt_node *m, *ph;

		if (!mdio || !mdio->label) {
			x_partial(x,
				  "PHY address %lld: the .dtsi has no "
				  "labelled MDIO bus",
				  phy & 0x1f);
			return;
		}
		m = dt_ref(t, mdio->label);
		if (mdio->status && strcmp(mdio->status, "okay"))
			dt_prop_str(t, m, "status", "okay");
		ph = dt_child(t, m, "ethernet-phy",
			      arena_printf(x->c->a, "%llx", phy & 0x1f));
		/* two controllers' PHYs on one MDIO bus: two labels */
		ph->label = dt_unique_label(
			t, port ? arena_printf(x->c->a, "ethphy%lld", port) :
				  "ethphy");
		dt_prop(t, ph, "reg", "<%lld>", phy & 0x1f);
		dt_prop(t, x->node, "phy-handle", "<&%s>", ph->label);
	} else if (phy == 0xff) {
		if (speed)
			dt_prop(t, x->node, "speed", "<%lld>", speed);
		if (speed)
			dt_prop(t, x->node, "duplex", "<%lld>", duplex);
		return;
	}
	if (speed)
		x_partial(x, "speed %lld with a PHY: the PHY negotiates it",
			  speed);
}

TRANSLATOR(xl_mv643xx_eth_port) = { "mv643xx_eth_port", NULL, NULL,
				    mv643xx_eth_port };

/*
 * ep93xx_eth_data: the PHY at phy_id on the controller's own MDIO bus (the
 * driver reads and writes it through REG_MIICMD), as the binding 6.12
 * gave the block (cirrus,ep9301-eth.yaml): an mdio child with the PHY,
 * named by phy-handle. A zero dev_addr is read from the hardware by the
 * SoC code (ep93xx_register_eth()).
 */
static void ep93xx_eth(struct xlate *x)
{
	struct value *pd = x->pdata;
	struct dt_tree *t = x->c->t;
	struct dt_node *m, *ph;
	long long id;

	if (!pd)
		return;
	if (val_get(pd, "dev_addr") && val_is_zero(val_get(pd, "dev_addr")))
		val_take(pd, "dev_addr");
	if (!val_get(pd, "phy_id"))
		return;
	id = val_take_int(pd, "phy_id", 0);
	m = dt_child(t, x->node, "mdio", NULL);
	dt_prop(t, m, "#address-cells", "<1>");
	dt_prop(t, m, "#size-cells", "<0>");
	ph = dt_child(t, m, "ethernet-phy", arena_printf(x->c->a, "%llx", id));
	ph->label = dt_unique_label(t, "phy0");
	dt_prop(t, ph, "reg", "<%lld>", id);
	dt_prop(t, x->node, "phy-handle", "<&%s>", ph->label);
}

TRANSLATOR(xl_ep93xx_eth) = { "ep93xx-eth", "ethernet", NULL, ep93xx_eth };
