// SPDX-License-Identifier: GPL-2.0
/*
 * struct s3c2410_uartcfg (samsung_tty) as the driver reads it. A port with
 * a devicetree node has no platform data: the driver takes its variant's
 * def_cfg and def_clk_sel instead (s3c24xx_serial_probe()). A field is
 * translated when the driver does the same without it:
 * - ucon: resetport() keeps the clock-select bits of the register and ORs
 *   in cfg->ucon; set_termios() then picks the clock source itself, so
 *   only the bits outside the clock mask must equal def_cfg.ucon;
 * - ufcon: written as is, must equal def_cfg.ufcon;
 * - ulcon: set_termios() keeps only its infrared-mode bit;
 * - clk_sel: 0 means the variant's def_clk_sel;
 * - uart_flags: UPF_CONS_FLOW has no property;
 * - flags, unused: no driver reads them.
 * Any other value stays in the report: the binding has no property for it.
 * No s3c2410_uartcfg field sets pins: the boot loader did, and the node
 * names the SoC .dtsi's pin groups of its UART (samsung_pins_device()).
 */
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

/* include/linux/serial_s3c.h */
#define UCON_DEFAULT \
	0x385 /* TXILEVEL|RXILEVEL|TXIRQMODE|RXIRQMODE|RXFIFO_TOI */
#define UFCON_DEFAULT 0x11 /* FIFOMODE|TXTRIG0|RXTRIG8 */
#define LCON_IRM (1 << 6)
#define CLKSEL0 (1 << 0)
#define CLKSEL2 (1 << 2)

/* drivers/tty/serial/samsung_tty.c: the variants' info */
struct s3c_uart_variant {
	long long clk_mask, def_clk_sel;
};

static const struct s3c_uart_variant v2410 = { 1 << 10, CLKSEL0 };
static const struct s3c_uart_variant v2412 = { 3 << 10, CLKSEL2 };

static void s3c_uart(struct xlate *x, const struct s3c_uart_variant *v)
{
	struct value *pd = x->pdata;
	long long ucon, ufcon, ulcon, clk_sel, fracval;
	const char *why;

	/*
	 * The C kernel never sets them either: without a group nothing is
	 * lost, and the item says why the node has no pinctrl-0
	 */
	if (x->node && !dt_get(x->node, "pinctrl-0")) {
		if (samsung_pins_device(
			    x->c, x->node,
			    x->node->ref ? x->node->ref : x->node->label, &why))
			why = arena_printf(x->c->a,
					   "pins: the boot loader's, as in C "
					   "(%s)",
					   why);
		item_fate(x->c->r, x->it, FATE_CONVERTED, "%s", why);
	}
	if (!pd)
		return;
	val_take(pd, "hwport"); /* picked the UART: its node */
	val_take(pd, "flags");
	val_take(pd, "unused");
	/* a field the board leaves out is 0, which resetport() writes */
	ucon = val_take_int(pd, "ucon", 0);
	if ((ucon & ~v->clk_mask) != UCON_DEFAULT)
		x_partial(x,
			  "ucon 0x%llx: the devicetree driver writes 0x%x "
			  "(clock bits aside) and no property changes it",
			  ucon, UCON_DEFAULT);
	ufcon = val_take_int(pd, "ufcon", 0);
	if (ufcon != UFCON_DEFAULT)
		x_partial(x,
			  "ufcon 0x%llx: the devicetree driver writes 0x%x "
			  "and no property changes it",
			  ufcon, UFCON_DEFAULT);
	ulcon = val_take_int(pd, "ulcon", 0);
	if (ulcon & LCON_IRM)
		x_partial(x, "ulcon: infrared mode has no property");
	clk_sel = val_take_int(pd, "clk_sel", 0);
	if (clk_sel && clk_sel != v->def_clk_sel)
		x_partial(x,
			  "clk_sel 0x%llx: the devicetree driver selects "
			  "0x%llx and no property changes it",
			  clk_sel, v->def_clk_sel);
	fracval = val_take_int(pd, "has_fracval", 0);
	if (fracval)
		x_partial(x, "has_fracval: the devicetree driver's variant "
			     "data decides it");
	if (val_get(pd, "uart_flags") &&
	    !val_is_zero(val_get(pd, "uart_flags")))
		x_partial(x,
			  "uart_flags %s: no property for console flow "
			  "control",
			  val_text(val_get(pd, "uart_flags"), "set"));
	val_take(pd, "uart_flags");
}

static void s3c2410_uart(struct xlate *x)
{
	s3c_uart(x, &v2410);
}

/* s3c2412, s3c2440 and s3c6400 share the clock mask and default */
static void s3c2412_uart(struct xlate *x)
{
	s3c_uart(x, &v2412);
}

TRANSLATOR(xl_s3c2410_uart) = { "s3c2410-uart", NULL, NULL, s3c2410_uart };
TRANSLATOR(xl_s3c2412_uart) = { "s3c2412-uart", NULL, NULL, s3c2412_uart };
TRANSLATOR(xl_s3c2440_uart) = { "s3c2440-uart", NULL, NULL, s3c2412_uart };
TRANSLATOR(xl_s3c6400_uart) = { "s3c6400-uart", NULL, NULL, s3c2412_uart };
