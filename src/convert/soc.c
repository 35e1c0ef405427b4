// SPDX-License-Identifier: GPL-2.0
#include "convert/soc.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/kconfig.h"

#define END       \
	{         \
		0 \
	}

static const char *const pxa_libs[] = { "arch/arm/mach-pxa/devices.c",
					"arch/arm/mach-pxa/pxa25x.c",
					"arch/arm/mach-pxa/pxa27x.c",
					"arch/arm/mach-pxa/pxa3xx.c", NULL };

/* PXA_IRQ(0) is the first SoC interrupt; GPIO interrupts follow the SoC's. */
static const struct soc_irq_range pxa_irqs[] = {
	{ "PXA_GPIO_TO_IRQ(0)", "PXA_NR_BUILTIN_GPIO", "gpio", 2 },
	{ "PXA_IRQ(0)", "PXA_IRQ(96) - PXA_IRQ(0)", "pxairq", 1 },
	END
};

static const struct soc_gpio_range pxa_gpios[] = {
	{ "gpio-pxa", "0", "PXA_NR_BUILTIN_GPIO", "gpio" },
	END
};

static const struct soc_bus pxa2xx_i2c[] = { { 0, "pxai2c1" }, { -1, NULL } };
static const struct soc_bus pxa27x_i2c[] = { { 0, "pxai2c1" },
					     { 1, "pwri2c" },
					     { -1, NULL } };

/* pxa2xx_set_spi_info(N): SSP port N (ssp.c numbers them from 1) */
static const struct soc_bus pxa25x_spi[] = { { 1, "ssp" },
					     { 2, "nssp" },
					     { 3, "assp" },
					     { -1, NULL } };
static const struct soc_bus pxa27x_spi[] = { { 1, "ssp1" },
					     { 2, "ssp2" },
					     { 3, "ssp3" },
					     { -1, NULL } };

/* pxa3xx.dtsi has the four ports */
static const struct soc_bus pxa3xx_spi[] = { { 1, "ssp1" },
					     { 2, "ssp2" },
					     { 3, "ssp3" },
					     { 4, "ssp4" },
					     { -1, NULL } };

static const char *const pxa25x_h[] = { "pxa25x.h", NULL };
static const char *const pxa27x_h[] = { "pxa27x.h", NULL };
static const char *const pxa3xx_h[] = { "pxa3xx.h", "pxa300.h", "pxa320.h",
					"pxa930.h", NULL };

static const char *const mmp_libs[] = { "arch/arm/mach-mmp/devices.c",
					"arch/arm/mach-mmp/pxa168.c",
					"arch/arm/mach-mmp/pxa910.c",
					"arch/arm/mach-mmp/mmp2.c", NULL };
/* mmp's .dtsi gives its GPIO controller no label: it is found by compatible */
static const struct soc_irq_range mmp_irqs[] = {
	{ "MMP_GPIO_TO_IRQ(0)", "128", "compatible:marvell,mmp-gpio", 2 },
	{ "0", "64", "intc", 1 },
	END
};
/* MMP2's secondary interrupts, each mux one node of mmp2.dtsi (irqs.h) */
static const struct soc_irq_range mmp2_irqs[] = {
	{ "MMP_GPIO_TO_IRQ(0)", "MMP_NR_BUILTIN_GPIO",
	  "compatible:marvell,mmp2-gpio", 2 },
	{ "IRQ_MMP2_PMIC_BASE", "2", "intcmux4", 1 },
	{ "IRQ_MMP2_RTC_BASE", "2", "intcmux5", 1 },
	{ "IRQ_MMP2_KEYPAD_BASE", "3", "intcmux9", 1 },
	{ "IRQ_MMP2_TWSI_BASE", "5", "intcmux17", 1 },
	{ "IRQ_MMP2_MISC_BASE", "15", "intcmux35", 1 },
	{ "IRQ_MMP2_MIPI_HSI1_BASE", "2", "intcmux51", 1 },
	{ "IRQ_MMP2_MIPI_HSI0_BASE", "2", "intcmux55", 1 },
	{ "0", "64", "intc", 1 },
	END
};
static const struct soc_gpio_range mmp_gpios[] = {
	{ "mmp-gpio", "0", "128", "compatible:marvell,mmp-gpio" },
	{ "pxa-gpio", "0", "128", "compatible:marvell,mmp-gpio" },
	/* gpio-pxa.c's chip label, which GPIO_LOOKUP() tables name */
	{ "gpio-pxa", "0", "128", "compatible:marvell,mmp-gpio" },
	/* mmp2.dtsi's controller is an "marvell,mmp2-gpio" */
	{ "mmp-gpio", "0", "MMP_NR_BUILTIN_GPIO",
	  "compatible:marvell,mmp2-gpio" },
	{ "pxa-gpio", "0", "MMP_NR_BUILTIN_GPIO",
	  "compatible:marvell,mmp2-gpio" },
	{ "gpio-pxa", "0", "MMP_NR_BUILTIN_GPIO",
	  "compatible:marvell,mmp2-gpio" },
	END
};
static const struct soc_bus mmp_i2c[] = { { 0, "twsi1" },
					  { 1, "twsi2" },
					  { -1, NULL } };
static const char *const pxa168_h[] = { "pxa168.h", NULL };
static const char *const pxa910_h[] = { "pxa910.h", NULL };
static const char *const mmp2_h[] = { "mmp2.h", NULL };

static const char *const s3c64xx_libs[] = {
	"arch/arm/mach-s3c/devs.c", "arch/arm/mach-s3c/s3c64xx.c",
	"arch/arm/mach-s3c/dev-uart-s3c64xx.c",
	"arch/arm/mach-s3c/dev-audio-s3c64xx.c", NULL
};
static const struct soc_irq_range s3c64xx_irqs[] = {
	/* EINT0-15 are the GPN bank's interrupts in s3c64xx-pinctrl.dtsi */
	{ "S3C_EINT(0)", "16", "gpn", 2 },
	/*
	 * EINT16-22 are GPL 8-14, EINT23-27 GPM 0-4 (pinctrl-s3c64xx.c's
	 * wake-up banks); the GPL row's first 8 (EINT8-15) are GPN's above
	 */
	{ "S3C_EINT(8)", "15", "gpl", 2 },
	{ "S3C_EINT(23)", "5", "gpm", 2 },
	{ "S3C64XX_IRQ_VIC0(0)", "32", "vic0", 1 },
	{ "S3C64XX_IRQ_VIC1(0)", "32", "vic1", 1 },
	END
};
static const struct soc_bus s3c64xx_i2c[] = { { 0, "i2c0" },
					      { 1, "i2c1" },
					      { -1, NULL } };
static const char *const s3c6410_h[] = { "s3c6410.h", NULL };

static const char *const s3c2416_libs[] = { "arch/arm/mach-s3c/devs.c",
					    "arch/arm/mach-s3c/s3c2416.c",
					    "arch/arm/mach-s3c/s3c24xx.c",
					    NULL };
/* s3c24xx.dtsi's I2C controller is labelled "i2c" */
static const struct soc_bus s3c24xx_i2c[] = { { 0, "i2c" }, { -1, NULL } };
static const char *const k_s3c2416[] = { "CPU_S3C2416", NULL };
/* the S3C24xx headers are shared by the family: Kconfig tells the SoC */
static const char *const no_h[] = { NULL };

/*
 * Samsung GPIO numbers are per bank (S3C64XX_GPN(10)); each bank is a
 * gpio-controller node of the pinctrl .dtsi, labelled after it.
 */
static const struct soc_gpio_range s3c64xx_gpios[] = {
	{ "GPA", "S3C64XX_GPA(0)", "S3C64XX_GPIO_A_NR", "gpa" },
	{ "GPB", "S3C64XX_GPB(0)", "S3C64XX_GPIO_B_NR", "gpb" },
	{ "GPC", "S3C64XX_GPC(0)", "S3C64XX_GPIO_C_NR", "gpc" },
	{ "GPD", "S3C64XX_GPD(0)", "S3C64XX_GPIO_D_NR", "gpd" },
	{ "GPE", "S3C64XX_GPE(0)", "S3C64XX_GPIO_E_NR", "gpe" },
	{ "GPF", "S3C64XX_GPF(0)", "S3C64XX_GPIO_F_NR", "gpf" },
	{ "GPG", "S3C64XX_GPG(0)", "S3C64XX_GPIO_G_NR", "gpg" },
	{ "GPH", "S3C64XX_GPH(0)", "S3C64XX_GPIO_H_NR", "gph" },
	{ "GPI", "S3C64XX_GPI(0)", "S3C64XX_GPIO_I_NR", "gpi" },
	{ "GPJ", "S3C64XX_GPJ(0)", "S3C64XX_GPIO_J_NR", "gpj" },
	{ "GPK", "S3C64XX_GPK(0)", "S3C64XX_GPIO_K_NR", "gpk" },
	{ "GPL", "S3C64XX_GPL(0)", "S3C64XX_GPIO_L_NR", "gpl" },
	{ "GPM", "S3C64XX_GPM(0)", "S3C64XX_GPIO_M_NR", "gpm" },
	{ "GPN", "S3C64XX_GPN(0)", "S3C64XX_GPIO_N_NR", "gpn" },
	{ "GPO", "S3C64XX_GPO(0)", "S3C64XX_GPIO_O_NR", "gpo" },
	{ "GPP", "S3C64XX_GPP(0)", "S3C64XX_GPIO_P_NR", "gpp" },
	{ "GPQ", "S3C64XX_GPQ(0)", "S3C64XX_GPIO_Q_NR", "gpq" },
	END
};
static const struct soc_gpio_range s3c24xx_gpios[] = {
	{ "GPA", "S3C2410_GPA(0)", "S3C2410_GPIO_A_NR", "gpa" },
	{ "GPB", "S3C2410_GPB(0)", "S3C2410_GPIO_B_NR", "gpb" },
	{ "GPC", "S3C2410_GPC(0)", "S3C2410_GPIO_C_NR", "gpc" },
	{ "GPD", "S3C2410_GPD(0)", "S3C2410_GPIO_D_NR", "gpd" },
	{ "GPE", "S3C2410_GPE(0)", "S3C2410_GPIO_E_NR", "gpe" },
	{ "GPF", "S3C2410_GPF(0)", "S3C2410_GPIO_F_NR", "gpf" },
	{ "GPG", "S3C2410_GPG(0)", "S3C2410_GPIO_G_NR", "gpg" },
	{ "GPH", "S3C2410_GPH(0)", "S3C2410_GPIO_H_NR", "gph" },
	{ "GPJ", "S3C2410_GPJ(0)", "S3C2410_GPIO_J_NR", "gpj" },
	{ "GPK", "S3C2410_GPK(0)", "S3C2410_GPIO_K_NR", "gpk" },
	{ "GPL", "S3C2410_GPL(0)", "S3C2410_GPIO_L_NR", "gpl" },
	{ "GPM", "S3C2410_GPM(0)", "S3C2410_GPIO_M_NR", "gpm" },
	END
};

/* samsung,s3c64xx-clock.txt and samsung,s3c2443-clock.txt */
static const struct soc_ext_clock s3c64xx_clocks[] = {
	{ "fin_pll", "s3c64xx_clk_init", 1 },
	{ "xusbxti", "s3c64xx_clk_init", 2 },
	{ NULL, NULL, 0 }
};
static const struct soc_ext_clock s3c2416_clocks[] = {
	{ "xti", "s3c2443_common_clk_init", 1 },
	{ NULL, NULL, 0 }
};
/*
 * samsung,s3c2410-clock.txt, samsung,s3c2412-clock.txt: the crystal is a
 * fixed clock named "xti" (the 2412's "ext" input is 0, unused, on every
 * board). The generated .dtsi has no clock controller node to point at it.
 */
static const struct soc_ext_clock s3c2410_clocks[] = {
	{ "xti", "s3c2410_common_clk_init", 1 },
	{ NULL, NULL, 0 }
};
static const struct soc_ext_clock s3c2412_clocks[] = {
	{ "xti", "s3c2412_common_clk_init", 1 },
	{ NULL, NULL, 0 }
};

static const char *const da850_libs[] = {
	"arch/arm/mach-davinci/devices-da8xx.c",
	"arch/arm/mach-davinci/da850.c", "arch/arm/mach-davinci/usb-da8xx.c",
	"arch/arm/mach-davinci/serial.c", NULL
};
/* the cp_intc's inputs, from DAVINCI_INTC_START (common.h) */
static const struct soc_irq_range da850_irqs[] = {
	{ "DAVINCI_INTC_IRQ(0)", "DA850_N_CP_INTC_IRQ", "intc", 1 },
	END
};
/* gpio-davinci's chip is named after its device; GPIO_TO_PIN() is linear */
static const struct soc_gpio_range da850_gpios[] = {
	{ "davinci_gpio", "0", "DAVINCI_N_GPIO", "gpio" },
	END
};
/*
 * i2c-davinci numbers its adapter by the platform device's id (adap->nr =
 * pdev->id), and devices-da8xx.c gives da8xx_i2c_device0/1 ids 1 and 2:
 * a board's bus 1 is the .dtsi's i2c0
 */
static const struct soc_bus da850_i2c[] = { { 1, "i2c0" },
					    { 2, "i2c1" },
					    { -1, NULL } };
static const struct soc_bus da850_spi[] = { { 0, "spi0" },
					    { 1, "spi1" },
					    { -1, NULL } };
static const char *const k_da850[] = { "ARCH_DAVINCI_DA850", NULL };

static const char *const k_pxa25x[] = { "PXA25x", NULL };
static const char *const k_pxa27x[] = { "PXA27x", NULL };
static const char *const k_pxa3xx[] = { "CPU_PXA300", "CPU_PXA310",
					"CPU_PXA320", "CPU_PXA930", NULL };
static const char *const k_pxa168[] = { "CPU_PXA168", NULL };
static const char *const k_pxa910[] = { "CPU_PXA910", NULL };
static const char *const k_mmp2[] = { "CPU_MMP2", NULL };
static const char *const k_s3c6410[] = { "CPU_S3C6410", NULL };
static const char *const k_s3c6400[] = { "CPU_S3C6400", NULL };
static const char *const s3c6400_h[] = { "s3c6400.h", NULL };

/*
 * Orion5x, Dove: the SoC's own helpers (orion5x_uart0_init()) call the
 * shared plat-orion ones (orion_uart0_init()), which fill the resources
 * of the platform_device they register: both files are read.
 */
static const char *const orion5x_libs[] = { "arch/arm/mach-orion5x/common.c",
					    "arch/arm/plat-orion/common.c",
					    NULL };
/* Linux IRQ 1-32 are the main controller's, GPIO interrupts follow. */
static const struct soc_irq_range orion5x_irqs[] = {
	{ "IRQ_ORION5X_GPIO_START", "NR_GPIO_IRQS", "gpio0", 2 },
	{ "IRQ_ORION5X_BRIDGE", "32", "intc", 1 },
	END
};
/* orion_gpio_init() names its chips "orion_gpio<id>" */
static const struct soc_gpio_range orion5x_gpios[] = { { "orion_gpio0", "0",
							 "32", "gpio0" },
						       END };
static const struct soc_bus orion5x_i2c[] = { { 0, "i2c" }, { -1, NULL } };
static const struct soc_bus orion5x_spi[] = { { 0, "spi" }, { -1, NULL } };
static const char *const orion5x_h[] = { "orion5x.h", NULL };

/* pcie.c: dove_pcie_init()'s ports are dove.dtsi's PCIe nodes */
static const char *const dove_libs[] = { "arch/arm/mach-dove/common.c",
					 "arch/arm/mach-dove/pcie.c",
					 "arch/arm/plat-orion/common.c", NULL };
/* Linux IRQ 1-64 are the main controller's, GPIO interrupts follow. */
static const struct soc_irq_range dove_irqs[] = {
	{ "IRQ_DOVE_GPIO_START", "32", "gpio0", 2 },
	{ "IRQ_DOVE_GPIO_START + 32", "32", "gpio1", 2 },
	{ "IRQ_DOVE_BRIDGE", "64", "intc", 1 },
	END
};
static const struct soc_gpio_range dove_gpios[] = {
	{ "orion_gpio0", "0", "32", "gpio0" },
	{ "orion_gpio1", "32", "32", "gpio1" },
	{ "orion_gpio2", "64", "8", "gpio2" },
	END
};
/*
 * dove.dtsi puts the controller behind a pinctrl mux; port 0 (i2c0) is
 * the pins the board files' bus 0 uses.
 */
static const struct soc_bus dove_i2c[] = { { 0, "i2c0" }, { -1, NULL } };
static const struct soc_bus dove_spi[] = { { 0, "spi0" },
					   { 1, "spi1" },
					   { -1, NULL } };
static const char *const dove_h[] = { "dove.h", NULL };

/*
 * The S3C24xx SoCs other than the S3C2416: the tree has no .dtsi of their
 * own but the family's s3c24xx.dtsi (interrupt controller, pin controller,
 * PWM, UARTs, watchdog, RTC, I2C), which s3c2416.dtsi includes too. Theirs
 * is generated on top of it: the pin controller's compatible and GPIO
 * banks (drivers/pinctrl/samsung/pinctrl-s3c24xx.c; none for the S3C2410
 * and S3C2443, whose compatibles are proposals), and what their SoC files
 * define that s3c24xx.dtsi has not. The main controller's interrupts
 * 0-31 are <0 0 hwirq type> (samsung,s3c24xx-irq.txt).
 */
static const char *const k_s3c2410[] = { "CPU_S3C2410", NULL };
static const char *const k_s3c2412[] = { "CPU_S3C2412", NULL };
static const char *const k_s3c2440[] = { "CPU_S3C2440", NULL };
static const char *const k_s3c2442[] = { "CPU_S3C2442", NULL };
static const char *const k_s3c2443[] = { "CPU_S3C2443", NULL };
static const char *const s3c2410_libs[] = { "arch/arm/mach-s3c/devs.c",
					    "arch/arm/mach-s3c/s3c24xx.c",
					    "arch/arm/mach-s3c/s3c2410.c",
					    NULL };
static const char *const s3c2412_libs[] = { "arch/arm/mach-s3c/devs.c",
					    "arch/arm/mach-s3c/s3c24xx.c",
					    "arch/arm/mach-s3c/s3c2412.c",
					    NULL };
static const char *const s3c244x_libs[] = {
	"arch/arm/mach-s3c/devs.c",    "arch/arm/mach-s3c/s3c24xx.c",
	"arch/arm/mach-s3c/s3c244x.c", "arch/arm/mach-s3c/s3c2440.c",
	"arch/arm/mach-s3c/s3c2442.c", NULL
};
static const char *const s3c2443_libs[] = { "arch/arm/mach-s3c/devs.c",
					    "arch/arm/mach-s3c/s3c24xx.c",
					    "arch/arm/mach-s3c/s3c2443.c",
					    NULL };

#define S3C_PINCTRL(compat)                                               \
	{                                                                 \
		"pinctrl_0", "&pinctrl_0", compat, "pinctrl", 0, 0, 0, 0, \
			"the pin controller of s3c24xx.dtsi"              \
	}
#define S3C_BANK(name)                                                 \
	{                                                              \
		name, "&pinctrl_0/" name, NULL, NULL, 0, 0, 0, 2, NULL \
	}
/* a bank of external interrupts (pinctrl-s3c24xx.c's _EINTW banks) */
#define S3C_EINT_BANK(name)                                            \
	{                                                              \
		name, "&pinctrl_0/" name, NULL, NULL, 0, 0, 2, 2, NULL \
	}
#define S3C_BANKS_A_H                                                        \
	S3C_BANK("gpa"), S3C_BANK("gpb"), S3C_BANK("gpc"), S3C_BANK("gpd"),  \
		S3C_BANK("gpe"), S3C_EINT_BANK("gpf"), S3C_EINT_BANK("gpg"), \
		S3C_BANK("gph")
static const struct soc_ctrl s3c2410_ctrls[] = { S3C_PINCTRL(NULL),
						 S3C_BANKS_A_H, END };
static const struct soc_ctrl s3c2412_ctrls[] = {
	S3C_PINCTRL("samsung,s3c2412-pinctrl"), S3C_BANKS_A_H, S3C_BANK("gpj"),
	END
};
static const struct soc_ctrl s3c2440_ctrls[] = {
	S3C_PINCTRL("samsung,s3c2440-pinctrl"), S3C_BANKS_A_H, S3C_BANK("gpj"),
	END
};
static const struct soc_ctrl s3c2443_ctrls[] = { S3C_PINCTRL(NULL),
						 S3C_BANKS_A_H,
						 S3C_BANK("gpj"),
						 S3C_BANK("gpk"),
						 S3C_BANK("gpl"),
						 S3C_BANK("gpm"),
						 END };
/*
 * EINT4-23 (irqs-s3c24xx.h) are lines of the GPF and GPG banks, whose
 * interrupts s3c24xx.dtsi's wakeup-interrupt-controller demultiplexes:
 * EINT4 is GPF 4 (IRQ_EINT4 - 4 is GPF 0, the S3C2412's IRQ_EINT0_2412),
 * EINT8 GPG 0; the S3C2443's GPG has 8 (the S3C2416's bank data). EINT0-3
 * stay the main controller's lines 0-3.
 */
static const struct soc_irq_range s3c24xx_irqs[] = {
	{ "S3C2410_IRQ(0)", "32", "intc", 4 },
	{ "IRQ_EINT4 - 4", "8", "gpf", 2 },
	{ "IRQ_EINT8", "16", "gpg", 2 },
	END
};
static const struct soc_irq_range s3c2443_irqs[] = {
	{ "S3C2410_IRQ(0)", "32", "intc", 4 },
	{ "IRQ_EINT4 - 4", "8", "gpf", 2 },
	{ "IRQ_EINT8", "8", "gpg", 2 },
	END
};

/*
 * DaVinci DM355, DM365 and DA830: no .dtsi in the tree, one is generated
 * (gendtsi.h) from their SoC files. The DM3xx have the ARM interrupt
 * controller (irq-davinci-aintc.c, no OF table), the DA830 the cp_intc
 * that da850.dtsi describes; both number their inputs from
 * DAVINCI_INTC_START (common.h). Their GPIO controller is registered by
 * davinci_gpio_register() from a resource table, not a platform device.
 */
static const char *const k_dm355[] = { "ARCH_DAVINCI_DM355", NULL };
static const char *const k_dm365[] = { "ARCH_DAVINCI_DM365", NULL };
static const char *const k_da830[] = { "ARCH_DAVINCI_DA830", NULL };
static const char *const dm355_libs[] = { "arch/arm/mach-davinci/dm355.c",
					  "arch/arm/mach-davinci/devices.c",
					  "arch/arm/mach-davinci/serial.c",
					  "arch/arm/mach-davinci/usb.c", NULL };
static const char *const dm365_libs[] = { "arch/arm/mach-davinci/dm365.c",
					  "arch/arm/mach-davinci/devices.c",
					  "arch/arm/mach-davinci/serial.c",
					  "arch/arm/mach-davinci/usb.c", NULL };
static const char *const da830_libs[] = {
	"arch/arm/mach-davinci/da830.c",
	"arch/arm/mach-davinci/devices-da8xx.c",
	"arch/arm/mach-davinci/usb-da8xx.c", "arch/arm/mach-davinci/serial.c",
	NULL
};
static const struct soc_ctrl dm3xx_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "intc", 0x01c48000, 0x1000, 1,
	  0, "DAVINCI_ARM_INTC_BASE, mach-davinci/irqs.h; 64 inputs" },
	{ "gpio", "gpio", "ti,dm6441-gpio", NULL, 0x01c67000, 0x1000, 0, 2,
	  "DAVINCI_GPIO_BASE, mach-davinci/davinci.h: davinci_gpio_register()" },
	END
};
static const struct soc_ctrl da830_ctrls[] = {
	{ "intc", "interrupt-controller", "ti,cp-intc", NULL, 0xfffee000,
	  0x2000, 1, 0, "DA8XX_CP_INTC_BASE, mach-davinci/da8xx.h" },
	END
};
static const struct soc_irq_range dm3xx_irqs[] = {
	/* DAVINCI_N_AINTC_IRQ: irqs.h, which the boards do not include */
	{ "DAVINCI_INTC_IRQ(0)", "64", "intc", 1 },
	END
};
static const struct soc_irq_range da830_irqs[] = {
	{ "DAVINCI_INTC_IRQ(0)", "DA830_N_CP_INTC_IRQ", "intc", 1 },
	END
};
static const struct soc_gpio_range dm3xx_gpios[] = { { "davinci_gpio", "0",
						       "104", "gpio" },
						     END };
/* devices-da8xx.c's da8xx_gpio_device: the generated node's label */
static const struct soc_gpio_range da830_gpios[] = { { "davinci_gpio", "0",
						       "128", "da8xx_gpio" },
						     END };
/* the generated .dtsi labels devices-da8xx.c's da8xx_spi_device[] */
static const struct soc_bus da830_spi[] = { { 0, "da8xx_spi_device0" },
					    { 1, "da8xx_spi_device1" },
					    { -1, NULL } };
/* devices.c's davinci_i2c_device has id 1, i2c-davinci's bus number */
static const struct soc_bus davinci_i2c[] = { { 1, "davinci_i2c" },
					      { -1, NULL } };

/* CNS3xxx: the ARM11 MPCore's GIC, its interrupts from 32 (cns3xxx.h) */
static const struct soc_ctrl cns3xxx_ctrls[] = {
	{ "gic", "interrupt-controller", "arm,arm11mp-gic", NULL, 0x90001000,
	  0x1000, 3, 0,
	  "CNS3XXX_TC11MP_GIC_DIST_BASE and _CPU_BASE, mach-cns3xxx/cns3xxx.h" },
	{ "gic", NULL, NULL, NULL, 0x90000100, 0x100, 0, 0, NULL },
	END
};
static const struct soc_irq_range cns3xxx_irqs[] = { { "IRQ_TC11MP_GIC_START",
						       "64", "gic", 3 },
						     END };

static const struct soc_info socs[] = {
	{ "pxa25x", "pxa", k_pxa25x, pxa25x_h, "pxa25x.dtsi", "marvell,pxa250",
	  pxa_libs, pxa_irqs, pxa_gpios, pxa2xx_i2c, pxa25x_spi,
	  "&{/aliases} {\n\t/delete-property/ i2c0;\n};",
	  "pxa2xx.dtsi's i2c0 is &pwri2c, which only PXA27x/PXA3xx have",
	  "marvell", NULL, NULL },
	{ "pxa27x", "pxa", k_pxa27x, pxa27x_h, "pxa27x.dtsi", "marvell,pxa270",
	  pxa_libs, pxa_irqs, pxa_gpios, pxa27x_i2c, pxa27x_spi, NULL, NULL,
	  "marvell", NULL, NULL },
	{ "pxa3xx", "pxa", k_pxa3xx, pxa3xx_h, "pxa3xx.dtsi", "marvell,pxa300",
	  pxa_libs, pxa_irqs, pxa_gpios, pxa27x_i2c, pxa3xx_spi, NULL, NULL,
	  "marvell", NULL, NULL },
	{ "pxa168", "mmp", k_pxa168, pxa168_h, "pxa168.dtsi", "mrvl,pxa168",
	  mmp_libs, mmp_irqs, mmp_gpios, mmp_i2c, NULL, NULL, NULL, "marvell",
	  NULL, NULL },
	{ "pxa910", "mmp", k_pxa910, pxa910_h, "pxa910.dtsi", "mrvl,pxa910",
	  mmp_libs, mmp_irqs, mmp_gpios, mmp_i2c, NULL, NULL, NULL, "marvell",
	  NULL, NULL },
	{ "mmp2", "mmp", k_mmp2, mmp2_h, "mmp2.dtsi", "mrvl,mmp2", mmp_libs,
	  mmp2_irqs, mmp_gpios, mmp_i2c, NULL, NULL, NULL, "marvell", NULL,
	  NULL },
	{ "s3c6400", "s3c", k_s3c6400, s3c6400_h, "s3c6400.dtsi",
	  "samsung,s3c6400", s3c64xx_libs, s3c64xx_irqs, s3c64xx_gpios,
	  s3c64xx_i2c, NULL, NULL, NULL, "samsung", s3c64xx_clocks, "clocks" },
	/*
	 * No IRQ ranges: s3c24xx.dtsi's interrupt controller takes four
	 * cells (controller, parent, hwirq, type) that no linear range gives.
	 */
	{ "s3c2416", "s3c", k_s3c2416, no_h, "s3c2416.dtsi", "samsung,s3c2416",
	  s3c2416_libs, NULL, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL, NULL,
	  "samsung", s3c2416_clocks, "clocks" },
	{ "s3c6410", "s3c", k_s3c6410, s3c6410_h, "s3c6410.dtsi",
	  "samsung,s3c6410", s3c64xx_libs, s3c64xx_irqs, s3c64xx_gpios,
	  s3c64xx_i2c, NULL, NULL, NULL, "samsung", s3c64xx_clocks, "clocks" },
	{ "mv88f5182", "orion5x", NULL, NULL, "orion5x-mv88f5182.dtsi",
	  "marvell,orion5x-88f5182", orion5x_libs, orion5x_irqs, orion5x_gpios,
	  orion5x_i2c, orion5x_spi, NULL, NULL, "marvell", NULL, NULL },
	{ "mv88f5181", "orion5x", NULL, orion5x_h, "orion5x-mv88f5181.dtsi",
	  "marvell,orion5x-88f5181", orion5x_libs, orion5x_irqs, orion5x_gpios,
	  orion5x_i2c, orion5x_spi, NULL, NULL, "marvell", NULL, NULL },
	{ "dove", "dove", NULL, dove_h, "dove.dtsi", "marvell,dove", dove_libs,
	  dove_irqs, dove_gpios, dove_i2c, dove_spi, NULL, NULL, "marvell",
	  NULL, NULL },
	{ "s3c2410", "s3c", k_s3c2410, no_h, NULL, "samsung,s3c2410",
	  s3c2410_libs, s3c24xx_irqs, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL,
	  NULL, "samsung", s3c2410_clocks, NULL },
	{ "s3c2412", "s3c", k_s3c2412, no_h, NULL, "samsung,s3c2412",
	  s3c2412_libs, s3c24xx_irqs, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL,
	  NULL, "samsung", s3c2412_clocks, NULL },
	{ "s3c2440", "s3c", k_s3c2440, no_h, NULL, "samsung,s3c2440",
	  s3c244x_libs, s3c24xx_irqs, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL,
	  NULL, "samsung", s3c2410_clocks, NULL },
	{ "s3c2442", "s3c", k_s3c2442, no_h, NULL, "samsung,s3c2442",
	  s3c244x_libs, s3c24xx_irqs, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL,
	  NULL, "samsung", s3c2410_clocks, NULL },
	{ "s3c2443", "s3c", k_s3c2443, no_h, NULL, "samsung,s3c2443",
	  s3c2443_libs, s3c2443_irqs, s3c24xx_gpios, s3c24xx_i2c, NULL, NULL,
	  NULL, "samsung", s3c2416_clocks, NULL },
	{ "dm355", "davinci", k_dm355, no_h, NULL, "ti,dm355", dm355_libs,
	  dm3xx_irqs, dm3xx_gpios, davinci_i2c, NULL, NULL, NULL, "ti", NULL,
	  NULL },
	{ "dm365", "davinci", k_dm365, no_h, NULL, "ti,dm365", dm365_libs,
	  dm3xx_irqs, dm3xx_gpios, davinci_i2c, NULL, NULL, NULL, "ti", NULL,
	  NULL },
	{ "da830", "davinci", k_da830, no_h, NULL, "ti,da830", da830_libs,
	  da830_irqs, da830_gpios, davinci_i2c, da830_spi, NULL, NULL, "ti",
	  NULL, NULL },
	{ "da850", "davinci", k_da850, no_h, "da850.dtsi", "ti,da850",
	  da850_libs, da850_irqs, da850_gpios, da850_i2c, da850_spi, NULL, NULL,
	  "ti", NULL, NULL },
};

#define NSOCS (sizeof(socs) / sizeof(socs[0]))

/*
 * SoC helpers only one SoC of its family has: a board calling one is for
 * that SoC, when Kconfig and the headers cannot tell the family's SoCs
 * apart (every orion5x board includes orion5x.h; the SoC is probed at
 * run time).
 */
static const struct {
	const char *soc, *call;
} soc_calls[] = {
	/* only the 88F5182 of the family has the SATA controller */
	{ "mv88f5182", "orion5x_sata_init" },
};

/*
 * Families with no .dtsi in the tree: one is generated (gendtsi.h) from the
 * devices their SoC files define, the controllers below, and the Linux IRQ
 * and GPIO numbers of their headers. Their root compatibles are proposals
 * ("<vendor>,<soc>"): no kernel names them. Addresses are the SoC
 * headers' (hardware.h, *-regs.h); a controller set up by code rather than
 * by a platform device is known here only.
 */
static const struct soc_ctrl sa1100_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "intc", 0x90050000, 0x20, 1, 0,
	  "ICIP..ICPR, mach-sa1100/include/mach/SA-1100.h" },
	{ "gpio", "gpio", NULL, "gpio", 0x90040000, 0x20, 2, 2,
	  "GPLR..GAFR; drivers/gpio/gpio-sa1100.c is its driver" },
	END
};
static const struct soc_irq_range sa1100_irqs[] = {
	{ "IRQ_GPIO0", "28", "gpio", 2 },
	{ "IRQ_GPIO0_SC", "32", "intc", 1 },
	END
};
static const struct soc_gpio_range sa1100_gpios[] = { { "gpio", "0", "28",
							"gpio" },
						      END };

static const struct soc_ctrl omap1_ctrls[] = {
	{ "ih1", "interrupt-controller", NULL, "ih1", 0xfffecb00, 0x100, 1, 0,
	  "OMAP_IH1_BASE, mach-omap1/hardware.h" },
	{ "ih2", "interrupt-controller", NULL, "ih2", 0xfffe0000, 0x400, 1, 0,
	  "OMAP_IH2_BASE: four banks of 32 in mach-omap1/irqs.h" },
	END
};
static const struct soc_irq_range omap1_irqs[] = {
	{ "INT_1510_IH2_IRQ", "32", "ih1", 1 },
	{ "IH2_BASE", "128", "ih2", 1 },
	END
};

/*
 * The Linux GPIO numbers of omap1's banks: gpio-omap.c numbers the banks
 * that are not the MPU's one after the other, in the order the SoC's
 * gpio15xx.c, gpio16xx.c or gpio7xx.c registers them (bank_width lines
 * each, chip label "gpio-<first>-<last>"), and the MPU I/O bank from
 * OMAP_MPUIO(0) = OMAP_MAX_GPIO_LINES ("mpuio"). Which banks a board has
 * is its SoC variant's (the ARCH_OMAP* its MACH_* depends on). The MPU
 * bank sits at the same address on every variant: the generated .dtsi
 * has one node for it, labelled after the first file that defines it.
 */
#define OMAP1_MPUIO                                                       \
	{                                                                 \
		"mpuio", "OMAP_MAX_GPIO_LINES", "16", "omap15xx_mpu_gpio" \
	}
static const struct soc_gpio_range omap15xx_gpios[] = {
	{ "gpio-0-15", "0", "16", "omap15xx_gpio" },
	OMAP1_MPUIO,
	END
};
static const struct soc_gpio_range omap16xx_gpios[] = {
	{ "gpio-0-15", "0", "16", "omap16xx_gpio1" },
	{ "gpio-16-31", "16", "16", "omap16xx_gpio2" },
	{ "gpio-32-47", "32", "16", "omap16xx_gpio3" },
	{ "gpio-48-63", "48", "16", "omap16xx_gpio4" },
	OMAP1_MPUIO,
	END
};
static const struct soc_gpio_range omap7xx_gpios[] = {
	{ "gpio-0-31", "0", "32", "omap7xx_gpio1" },
	{ "gpio-32-63", "32", "32", "omap7xx_gpio2" },
	{ "gpio-64-95", "64", "32", "omap7xx_gpio3" },
	{ "gpio-96-127", "96", "32", "omap7xx_gpio4" },
	{ "gpio-128-159", "128", "32", "omap7xx_gpio5" },
	{ "gpio-160-191", "160", "32", "omap7xx_gpio6" },
	OMAP1_MPUIO,
	END
};
/* the SoC registers the MicroWire; spi-omap-uwire.c makes it bus 2 */
static const struct soc_bus omap1_spi[] = { { 2, "omap_uwire" }, { -1, NULL } };
static const char *const k_omap15xx[] = { "ARCH_OMAP15XX", NULL };
static const char *const k_omap16xx[] = { "ARCH_OMAP16XX", NULL };
static const char *const k_omap7xx[] = { "ARCH_OMAP730", "ARCH_OMAP850", NULL };

static const struct soc_ctrl ep93xx_ctrls[] = {
	{ "vic0", "interrupt-controller", "arm,pl192-vic", NULL, 0x800b0000,
	  0x1000, 1, 0, "EP93XX_VIC1_BASE, mach-ep93xx/soc.h" },
	{ "vic1", "interrupt-controller", "arm,pl192-vic", NULL, 0x800c0000,
	  0x1000, 1, 0, "EP93XX_VIC2_BASE, mach-ep93xx/soc.h" },
	END
};
/*
 * gpio-ep93xx.c registers one gpio_chip of 8 lines per bank of its one
 * block, labelled "A".."H", at these Linux bases (ep93xx_gpio_banks[]);
 * the block's one node (gendtsi: ep93xx_gpio_device) numbers its lines
 * the same way, the bank's base + line (resources.c).
 */
static const struct soc_gpio_range ep93xx_gpios[] = {
	{ "A", "0", "8", "ep93xx_gpio" },
	{ "B", "8", "8", "ep93xx_gpio" },
	{ "F", "16", "8", "ep93xx_gpio" },
	{ "D", "24", "8", "ep93xx_gpio" },
	{ "E", "32", "8", "ep93xx_gpio" },
	{ "C", "40", "8", "ep93xx_gpio" },
	{ "G", "48", "8", "ep93xx_gpio" },
	{ "H", "56", "8", "ep93xx_gpio" },
	END
};
static const struct soc_irq_range ep93xx_irqs[] = {
	{ "IRQ_EP93XX_VIC0", "32", "vic0", 1 },
	{ "IRQ_EP93XX_VIC1", "32", "vic1", 1 },
	END
};

static const struct soc_ctrl dc21285_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "intc", 0x42000180, 0x20, 1, 0,
	  "CSR_IRQ_STATUS.., DC21285_ARMCSR_BASE + 0x180, asm/hardware/dec21285.h" },
	END
};
static const struct soc_irq_range dc21285_irqs[] = {
	{ "_DC21285_IRQ(0)", "NR_DC21285_IRQS", "intc", 1 },
	END
};

static const struct soc_ctrl iop32x_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "intc", 0, 0, 1, 0,
	  "coprocessor 6 (mach-iop32x/irq.c): no memory-mapped registers" },
	{ "gpio", "gpio", NULL, "gpio", 0xfffff7c4, 0x10, 0, 2,
	  "iop32x_gpio_res, mach-iop32x/gpio-iop32x.h: drivers/gpio/gpio-iop.c" },
	END
};
static const struct soc_gpio_range iop32x_gpios[] = { { "gpio-iop", "0", "8",
							"gpio" },
						      END };
static const struct soc_irq_range iop32x_irqs[] = { { "IOP_IRQ(0)", "32",
						      "intc", 1 },
						    END };

static const struct soc_ctrl riscpc_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "iomd-intc", 0x03200000, 0x400,
	  1, 0,
	  "IOMD_BASE at the physical IO_START 0x03000000, mach/hardware.h" },
	END
};
static const struct soc_irq_range riscpc_irqs[] = { { "IRQ_PRINTER", "32",
						      "intc", 1 },
						    END };

/*
 * mv78xx0: its devices are plat-orion's, filled at run time with the bases
 * mach-mv78xx0/common.c passes (soc_chain.h). The interrupt controller is
 * the bridge's: cause registers first, then masks (bridge-regs.h), not the
 * per-bank layout "marvell,orion-intc" drives. The CPU's own bridge
 * window is at MV78XX0_CORE0_REGS_PHYS_BASE (core 1: 0xf1024000).
 */
static const char *const mv78xx0_libs[] = { "arch/arm/mach-mv78xx0/common.c",
					    "arch/arm/plat-orion/common.c",
					    NULL };
static const struct soc_ctrl mv78xx0_ctrls[] = {
	{ "intc", "interrupt-controller", NULL, "intc", 0xf1020200, 0x18, 1, 0,
	  "IRQ_VIRT_BASE: BRIDGE_VIRT_BASE + 0x200, mach-mv78xx0/bridge-regs.h; "
	  "three banks of 32" },
	{ "gpio0", "gpio", "marvell,orion-gpio", NULL, 0xf1010100, 0x40, 2, 2,
	  "GPIO_VIRT_BASE: DEV_BUS + 0x100, mach-mv78xx0/mv78xx0.h; 32 lines, "
	  "orion_gpio_init() in irq.c" },
	END
};
static const struct soc_irq_range mv78xx0_irqs[] = {
	{ "IRQ_MV78XX0_GPIO_START", "NR_GPIO_IRQS", "gpio0", 2 },
	{ "IRQ_MV78XX0_ERR", "96", "intc", 1 },
	END
};
/* the generated .dtsi's labels: plat-orion's device variables */
static const struct soc_bus mv78xx0_i2c[] = { { 0, "orion_i2c" },
					      { 1, "orion_i2c_1" },
					      { -1, NULL } };
static const struct soc_gpio_range mv78xx0_gpios[] = { { "orion_gpio0", "0",
							 "32", "gpio0" },
						       END };

#define GEN(n, fam, vend, compat, ctrl, irq, gpio)               \
	{                                                        \
		.name = n, .family = fam, .vendor = vend,        \
		.compatible = compat, .irqs = irq, .gpios = gpio \
	}

/*
 * Families without a SoC row above and no .dtsi to generate here: the
 * SoC's name and maker, for the compatibles proposed where no driver or
 * binding names one. The RiscPC's IOMD and VIDC20 are ARM Ltd's chips
 * (Acorn, the board's maker, has no prefix in vendor-prefixes.yaml).
 */
static const struct soc_info nodtsi_rows[] = {
	/*
	 * omap1's variants: one generated .dtsi (same name, same devices),
	 * their own GPIO banks; a board that may run on several (innovator,
	 * generic) gets the family's row, without GPIO banks.
	 */
	{ .name = "omap1",
	  .family = "omap1",
	  .kconfig = k_omap15xx,
	  .vendor = "ti",
	  .compatible = "ti,omap1",
	  .irqs = omap1_irqs,
	  .gpios = omap15xx_gpios,
	  .spi = omap1_spi },
	{ .name = "omap1",
	  .family = "omap1",
	  .kconfig = k_omap16xx,
	  .vendor = "ti",
	  .compatible = "ti,omap1",
	  .irqs = omap1_irqs,
	  .gpios = omap16xx_gpios,
	  .spi = omap1_spi },
	{ .name = "omap1",
	  .family = "omap1",
	  .kconfig = k_omap7xx,
	  .vendor = "ti",
	  .compatible = "ti,omap1",
	  .irqs = omap1_irqs,
	  .gpios = omap7xx_gpios,
	  .spi = omap1_spi },
	{ .name = "omap1",
	  .family = "omap1",
	  .vendor = "ti",
	  .compatible = "ti,omap1",
	  .irqs = omap1_irqs,
	  .spi = omap1_spi },
	GEN("sa1100", "sa1100", "intel", "intel,sa1100", sa1100_ctrls,
	    sa1100_irqs, sa1100_gpios),
	GEN("ep93xx", "ep93xx", "cirrus", "cirrus,ep9301", ep93xx_ctrls,
	    ep93xx_irqs, ep93xx_gpios),
	GEN("dc21285", "footbridge", "intel", "intel,dc21285", dc21285_ctrls,
	    dc21285_irqs, NULL),
	GEN("iop32x", "iop32x", "intel", "intel,iop32x", iop32x_ctrls,
	    iop32x_irqs, iop32x_gpios),
	GEN("riscpc", "rpc", "arm", "arm,riscpc", riscpc_ctrls, riscpc_irqs,
	    NULL),
	{ .name = "mv78xx0",
	  .family = "mv78xx0",
	  .vendor = "marvell",
	  .compatible = "marvell,mv78xx0",
	  .libraries = mv78xx0_libs,
	  .irqs = mv78xx0_irqs,
	  .gpios = mv78xx0_gpios,
	  .i2c = mv78xx0_i2c },
	{ .name = "orion5x", .family = "orion5x", .vendor = "marvell" },
	{ .name = "dove", .family = "dove", .vendor = "marvell" },
	{ .name = "davinci", .family = "davinci", .vendor = "ti" },
	GEN("cns3xxx", "cns3xxx", "cavium", "cavium,cns3420", cns3xxx_ctrls,
	    cns3xxx_irqs, NULL),
	{ .name = "s3c24xx", .family = "s3c", .vendor = "samsung" },
	{ .name = "versatile", .family = "versatile", .vendor = "arm" },
	{ .name = "pxa", .family = "pxa", .vendor = "marvell" },
	{ .name = "mmp", .family = "mmp", .vendor = "marvell" },
};

#define NGEN (sizeof(nodtsi_rows) / sizeof(nodtsi_rows[0]))

/* A family the converter has never heard of. */
static const struct soc_info nodtsi = { .name = "unknown", .family = "" };

/*
 * The SoCs whose .dtsi is generated, with their controllers, and the
 * tree's family .dtsi the generated one includes (NULL: none).
 */
static const struct {
	const char *soc;
	const struct soc_ctrl *ctrls;
	const char *base;
} generated[] = {
	{ "omap1", omap1_ctrls, NULL },
	{ "sa1100", sa1100_ctrls, NULL },
	{ "ep93xx", ep93xx_ctrls, NULL },
	{ "dc21285", dc21285_ctrls, NULL },
	{ "iop32x", iop32x_ctrls, NULL },
	{ "riscpc", riscpc_ctrls, NULL },
	{ "mv78xx0", mv78xx0_ctrls, NULL },
	{ "dm355", dm3xx_ctrls, NULL },
	{ "dm365", dm3xx_ctrls, NULL },
	{ "da830", da830_ctrls, NULL },
	{ "cns3xxx", cns3xxx_ctrls, NULL },
	{ "s3c2410", s3c2410_ctrls, "s3c24xx.dtsi" },
	{ "s3c2412", s3c2412_ctrls, "s3c24xx.dtsi" },
	{ "s3c2440", s3c2440_ctrls, "s3c24xx.dtsi" },
	{ "s3c2442", s3c2440_ctrls, "s3c24xx.dtsi" },
	{ "s3c2443", s3c2443_ctrls, "s3c24xx.dtsi" },
};

#define NGENERATED (sizeof(generated) / sizeof(generated[0]))

const struct soc_ctrl *soc_generated_ctrls(const struct soc_info *soc)
{
	size_t i;

	for (i = 0; soc && i < NGENERATED; i++)
		if (!soc->dtsi && !strcmp(soc->name, generated[i].soc))
			return generated[i].ctrls;
	return NULL;
}

const char *soc_generated_base(const struct soc_info *soc)
{
	size_t i;

	for (i = 0; soc && i < NGENERATED; i++)
		if (!soc->dtsi && !strcmp(soc->name, generated[i].soc))
			return generated[i].base;
	return NULL;
}

const char *soc_vendor(const struct soc_info *soc)
{
	return soc->vendor;
}

int soc_names_sibling(const struct soc_info *soc, const char *name)
{
	size_t i, n;

	for (i = 0; i < NSOCS; i++) {
		n = strlen(socs[i].name);
		if (&socs[i] != soc && !strcmp(socs[i].family, soc->family) &&
		    !strncmp(name, socs[i].name, n) && name[n] == '_')
			return 1;
	}
	return 0;
}

int soc_family_known(const struct soc_info *soc)
{
	return soc != &nodtsi;
}

/* Does @sym select (directly, or through what it selects) one of @want? */
static int selects(const struct kconfig *kc, const char *sym,
		   const char *const *want, int depth)
{
	const struct ksym *k = kc && sym ? kconfig_sym(kc, sym) : NULL;
	size_t d, i, j;

	if (!k || depth > 3)
		return 0;
	for (j = 0; want[j]; j++)
		if (!strcmp(sym, want[j]))
			return 1;
	for (d = 0; d < k->n_defs; d++)
		for (i = 0; i < k->defs[d]->n_selects; i++)
			if (selects(kc, k->defs[d]->selects[i].sym, want,
				    depth + 1))
				return 1;
	return 0;
}

/* @x requires one of @want: a symbol of it, or of one side of an &&. */
static int requires(const struct kexpr *x, const char *const *want)
{
	size_t j;

	if (!x)
		return 0;
	if (x->op == KE_AND)
		return requires(x->l, want) || requires(x->r, want);
	if (x->op != KE_SYM || !x->name)
		return 0;
	for (j = 0; want[j]; j++)
		if (!strcmp(x->name, want[j]))
			return 1;
	return 0;
}

/*
 * The machine's symbol depends on the SoC's (MACH_SMDK2416 sits inside
 * `if CPU_S3C2416`): the SoC is as certain as when it selects it.
 */
static int depends_on(const struct kconfig *kc, const char *sym,
		      const char *const *want)
{
	const struct ksym *k = kc && sym ? kconfig_sym(kc, sym) : NULL;
	size_t d;

	for (d = 0; k && d < k->n_defs; d++)
		if (requires(k->defs[d]->deps, want))
			return 1;
	return 0;
}

static int board_selects(const struct board *b, const struct kconfig *kc,
			 const char *const *want)
{
	size_t m;

	if (!want)
		return 0;
	/* ARCH_SMDK2410 sits inside `if CPU_S3C2410` too */
	if (selects(kc, b->build_sym, want, 0) ||
	    depends_on(kc, b->build_sym, want))
		return 1;
	for (m = 0; m < b->nmachines; m++) {
		char sym[96];

		snprintf(sym, sizeof(sym), "MACH_%s", b->machines[m].id);
		if (selects(kc, sym, want, 0) || depends_on(kc, sym, want))
			return 1;
	}
	return 0;
}

/* Does a machine of @b call a helper of soc_calls[] that only @soc has? */
static int board_calls(const struct board *b, const char *soc)
{
	size_t m, i, j;

	for (j = 0; j < sizeof(soc_calls) / sizeof(soc_calls[0]); j++) {
		if (strcmp(soc_calls[j].soc, soc))
			continue;
		for (m = 0; m < b->nmachines; m++)
			for (i = 0; i < b->nsteps[m]; i++)
				if (b->steps[m][i].kind == STEP_CALL &&
				    !strcmp(b->steps[m][i].fn,
					    soc_calls[j].call))
					return 1;
	}
	return 0;
}

const struct soc_info *soc_for_board(const struct board *b,
				     const struct kconfig *kc)
{
	size_t i, j, k;

	for (i = 0; kc && i < NSOCS; i++)
		if (!strcmp(socs[i].family, b->family) &&
		    board_selects(b, kc, socs[i].kconfig))
			return &socs[i];
	for (i = 0; i < NSOCS; i++)
		if (!strcmp(socs[i].family, b->family) &&
		    board_calls(b, socs[i].name))
			return &socs[i];
	for (i = 0; i < NSOCS; i++) {
		if (strcmp(socs[i].family, b->family) || !socs[i].headers)
			continue;
		for (j = 0; socs[i].headers[j]; j++)
			for (k = 0; k < b->nincludes; k++) {
				const char *inc = b->includes[k];
				const char *base =
					strrchr(inc, '/') ?
						strrchr(inc, '/') + 1 :
						inc;

				if (!strcmp(base, socs[i].headers[j]))
					return &socs[i];
			}
	}
	for (i = 0; kc && i < NGEN; i++)
		if (!strcmp(nodtsi_rows[i].family, b->family) &&
		    board_selects(b, kc, nodtsi_rows[i].kconfig))
			return &nodtsi_rows[i];
	for (i = 0; i < NGEN; i++)
		if (!strcmp(nodtsi_rows[i].family, b->family) &&
		    !nodtsi_rows[i].kconfig)
			return &nodtsi_rows[i];
	return &nodtsi;
}

static void add_probe(const char *e, const char **out, size_t *n, size_t max)
{
	size_t i;

	if (!e || (*e >= '0' && *e <= '9'))
		return;
	for (i = 0; i < *n; i++)
		if (!strcmp(out[i], e))
			return;
	if (*n < max)
		out[(*n)++] = e;
}

size_t soc_probes(const char *family, const char **out, size_t max)
{
	size_t i, j, n = 0;

	for (i = 0; i < NSOCS + NGEN; i++) {
		const struct soc_info *s = i < NSOCS ? &socs[i] :
						       &nodtsi_rows[i - NSOCS];

		if (strcmp(s->family, family))
			continue;
		for (j = 0; s->irqs && s->irqs[j].first; j++) {
			add_probe(s->irqs[j].first, out, &n, max);
			add_probe(s->irqs[j].count, out, &n, max);
		}
		for (j = 0; s->gpios && s->gpios[j].chip; j++) {
			add_probe(s->gpios[j].first, out, &n, max);
			add_probe(s->gpios[j].count, out, &n, max);
		}
	}
	return n;
}

int soc_eval(const struct board *b, const char *expr, long long *out)
{
	size_t i;
	char *end;

	if (!expr)
		return -1;
	*out = strtoll(expr, &end, 0);
	if (*expr && !*end)
		return 0;
	for (i = 0; i < b->nprobes; i++)
		if (!strcmp(b->probes[i].expr, expr) && b->probes[i].ok) {
			*out = b->probes[i].value;
			return 0;
		}
	return -1;
}
