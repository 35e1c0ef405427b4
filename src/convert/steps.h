/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Handlers for registration calls on a machine's init path that are not
 * platform devices (bus board info, LED and regulator helpers, GPIOs the
 * board drives), each in the file of what it converts. convert.c's handler
 * table maps the called function's name to one of these.
 */
#ifndef BF2DTS_STEPS_H
#define BF2DTS_STEPS_H

#include "convert/conv.h"

/* i2c_bus.c: i2c_register_board_info() and the SoCs' *_set_i2c_info() */
void convert_i2c(struct conv *c, const struct step *s);
/* spi_bus.c: spi_register_board_info(), pxa2xx_set_spi_info() */
void convert_spi(struct conv *c, const struct step *s);
void convert_spi_controller(struct conv *c, const struct step *s);
/* da8xx_register_spi_bus(instance, num_chipselect): bus @instance enabled */
void convert_spi_bus_register(struct conv *c, const struct step *s);
/* translate/leds.c, translate/power.c */
void convert_gpio_leds(struct conv *c, const struct step *s);
/*
 * A lookup with no con_id whose consumer @n is a gpio-leds node: the line
 * of its LED of the entry's index, as leds-gpio asks (1); 0: @n is none.
 */
int gpio_leds_lookup(struct conv *c, struct dt_node *n, struct lookup *l);
/* The LEDs of gpio-leds nodes that neither .gpio nor a lookup wired: said. */
void gpio_leds_unwired(struct conv *c);
void convert_regulator(struct conv *c, const struct step *s);
/*
 * translate/power.c: the pwm-backlight nodes that no supply of the board's
 * map reached get the binding's power-supply; after supplies_finish().
 */
void backlight_supplies_finish(struct conv *c);
/* Is @prop of @n the default supply a pwm-backlight waits with? */
int backlight_default_supply(const struct conv *c, const struct dt_node *n,
			     const char *prop);
/*
 * gpio_hog.c: gpiod_add_hogs(), whose lines are hogged by
 * gpiod_hogs_finish() once the board's GPIO controllers have their nodes
 * (gpiolib keeps the table until the chip it names registers).
 */
void convert_gpiod_hogs(struct conv *c, const struct step *s);
void gpiod_hogs_finish(struct conv *c);
/*
 * gpio_hog.c: a hog holds a line's last state only. Each boot-time write
 * of a hogged line that left another state (a reset pulse) is partial; a
 * level written with no direction the board sets is partial too.
 */
void hog_writes_finish(struct conv *c);
/* pci_host.c: pci_common_init(), the board's PCI host set-up */
void convert_pci_host(struct conv *c, const struct step *s);
/*
 * A SoC helper @s (its inlined body @body, @n steps) that sets up the
 * SoC's PCIe ports with the SoC's own hw_pci (dove_pcie_init(1, 1)): the
 * .dtsi's host node and the ports the arguments choose are enabled. 1 when
 * its item was made, 0 when @s is no such helper.
 */
int pci_host_soc_helper(struct conv *c, const struct step *s,
			const struct step *body, size_t n);
/* dsa.c: orion5x_eth_switch_init() */
void convert_dsa_switch(struct conv *c, const struct step *s);
/* mpp.c: orion5x_mpp_conf() */
void convert_mvebu_mpp(struct conv *c, const struct step *s);
/*
 * mpp.c: the board's pins that a SoC .dtsi group takes for a device, once
 * the board has enabled its devices. Before gpio_domains_finish().
 */
void mvebu_mpp_finish(struct conv *c);
/* davinci_mux.c: davinci_cfg_reg(), davinci_cfg_reg_list() */
void convert_davinci_mux(struct conv *c, const struct step *s);
/* omap1_mux.c: omap_cfg_reg() */
void convert_omap1_mux(struct conv *c, const struct step *s);
/*
 * pcs_hog.c: appends pinctrl-single,bits rows @bits to the board's group
 * of the pinctrl-single node @label (its status in the SoC .dtsi: @status),
 * that node's default state.
 */
void pcs_hog_bits(struct conv *c, const char *label, const char *status,
		  const char *bits);
/*
 * assign.c: a store into board data applied to the model (0: not one it
 * can apply); assign_restore() undoes them once the machine is converted.
 */
int convert_assign(struct conv *c, const struct step *s);
/*
 * The same for a store the board does not make itself (a SoC helper's,
 * with the board's arguments): @v into "var[1].field" @path, no item.
 * -1: not applied (no such data, not a constant, already converted).
 */
int assign_apply(struct conv *c, const char *path, struct value *v);
void assign_restore(struct conv *c);
/*
 * Board data @path changed at run time, by a store not applied: what a
 * later "|=" or "+=" on it makes is not known either.
 */
void assign_unknown(struct conv *c, const char *path);
/* mmp_mfp.c: mfp_config() of MMP boards */
void convert_mmp_mfp(struct conv *c, const struct step *s);
/* pxa_mfp.c: pxa2xx_mfp_config() of PXA25x/PXA27x boards */
void convert_pxa2xx_mfp(struct conv *c, const struct step *s);
/* pxa_mfp.c: mfp_config() where the SoC .dtsi has a pinctrl-single node
 * (PXA3xx), else convert_mmp_mfp() */
void convert_mfp_config(struct conv *c, const struct step *s);
/*
 * regwrites.c: is @fn a register accessor (writel(), outb() ...), or
 * REGISTER_STORE, the callee extract_walk.c gives a store to a register by its
 * address (PPDR |= X)? A write is added to the item of its function's
 * writes (0: not a write).
 */
#define REGISTER_STORE "*(register)"
int register_write(const char *fn);
int convert_register_write(struct conv *c, const struct step *s);
/* gpio_hog.c; <linux/gpio.h>'s GPIOF_ bits, as gpio_request_one() reads */
#define GPIOF_DIR_IN (1 << 0)
#define GPIOF_INIT_HIGH (1 << 1)
/* Argument @i of call @s as a number; -1 when it is no constant. */
long long step_int_arg(const struct step *s, size_t i);
void convert_gpio_request(struct conv *c, const struct step *s);
void convert_gpio_request_one(struct conv *c, const struct step *s);
void convert_gpio_request_array(struct conv *c, const struct step *s);
void convert_gpio_direction(struct conv *c, const struct step *s);
void convert_gpio_set_value(struct conv *c, const struct step *s);

#endif
