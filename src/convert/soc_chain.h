/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A SoC helper followed through the SoC's library files to the devices it
 * registers: orion5x_uart0_init() calls orion_uart0_init(UART0_VIRT_BASE,
 * UART0_PHYS_BASE, ...) in plat-orion/common.c, which fills the resources
 * of orion_uart0 with that base at run time and registers it. Arguments
 * are carried into the callee's parameters, so the base the chain passes
 * is matched to the SoC .dtsi node at that address, and the board's own
 * pointer (the Ethernet port's PHY address) reaches the device it is for.
 */
#ifndef BF2DTS_SOC_CHAIN_H
#define BF2DTS_SOC_CHAIN_H

#include "convert/conv.h"

#define SOC_CHAIN_MAX 16

struct soc_chain_dev {
	const char *var; /* the SoC's struct platform_device variable */
	const struct soc_node *sn; /* its .dtsi node; NULL: none matched */
	int registered; /* platform_device_register() was called on it */
	/*
	 * What the call filling its resources passed (fill_resources(&dev,
	 * res, UART0_PHYS_BASE, SZ_256 - 1, IRQ_MV78XX0_UART_0)), for a SoC
	 * with no .dtsi to match: base -1 when none was seen.
	 */
	long long base, size;
	long long irqs[4];
	size_t nirqs;
};

/*
 * Device variable @var's data: its struct, or the one element of an array
 * of one (omap1's omap_i2c_devices[1]); NULL: none.
 */
struct value *soc_chain_device(struct conv *c, const char *var);

#define SOC_CHAIN_SEEN 512

struct soc_chain {
	int found; /* the helper is a function of the SoC's libraries */
	struct soc_chain_dev devs[SOC_CHAIN_MAX];
	size_t ndevs;
	/* devices whose resources the chain's stores set (pdev->resource = res) */
	const char *stored[SOC_CHAIN_MAX];
	size_t nstored;
	/* .dtsi nodes at the addresses the chain passed, in order */
	const struct soc_node *nodes[SOC_CHAIN_MAX];
	size_t nnodes;
	/* addresses passed that look like MMIO and match no .dtsi node */
	long long unmatched[SOC_CHAIN_MAX];
	size_t nunmatched;
	/* MBus windows the chain opened (the crypto engine's SRAM) */
	struct mbus_window windows[SOC_CHAIN_MAX];
	size_t nwindows;
	/* the board's pointer argument, for the last device registered */
	struct value *pdata;
	const char *pdata_var;
	/*
	 * SoC data the chain's stores filled from the caller's arguments
	 * (omap_register_i2c_bus()'s i2c_pdata[bus_id - 1].clkrate =
	 * clkrate): the board's, where a device points to it.
	 */
	const char *filled[SOC_CHAIN_MAX];
	size_t nfilled;
	/* the board's arguments to the helper, as the chain passes them on */
	struct value *const *board_args;
	size_t nboard_args;
	/*
	 * Functions already followed with no argument bound: following one
	 * again finds the same, and omap1's call graph made that exponential
	 * (35 s per board).
	 */
	const struct machine *seen[SOC_CHAIN_SEEN];
	size_t nseen;
};

/* Did the chain's stores fill SoC data @var from the caller's arguments? */
int soc_chain_filled(const struct soc_chain *ch, const char *var);

/* Follows board step @s; ch->found = 0 when @s->fn is no library function. */
void soc_chain_resolve(struct conv *c, const struct step *s,
		       struct soc_chain *ch);

/*
 * Follows function @mi of library @lib with nothing bound: the devices a
 * SoC helper registers, with the bases and IRQs it passes (for a .dtsi
 * generated where the tree has none).
 */
void soc_chain_library(struct conv *c, const struct board *lib, size_t mi,
		       struct soc_chain *ch);

/*
 * The body of library function @s->fn as the board's own steps: each step
 * with the caller's values for the function's parameters and the caller's
 * line (palm27x_mmc_init(&palmld_mci_gpio_table) is its gpiod table and
 * pxa_set_mci_info()). Returns the number of steps in *@out; 0 when
 * @s->fn is no library function. *@lib is the file that defines it.
 */
size_t soc_chain_inline(struct conv *c, const struct step *s,
			const struct board **lib, struct step **out);

#endif
