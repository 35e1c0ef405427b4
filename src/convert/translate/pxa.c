// SPDX-License-Identifier: GPL-2.0
/* Platform data of PXA on-chip devices. */
#include <string.h>

#include "convert/translate/translate.h"

static void pxa_mci(struct xlate *x)
{
	struct value *pd = x->pdata;

	if (!pd)
		return;
	/*
	 * From a node, pxamci_init_ocr() takes the voltages of a vmmc-supply
	 * regulator, else MMC_VDD_32_33 | MMC_VDD_33_34: no property holds
	 * another mask (the marvell,pxa-mmc binding has no voltage-ranges,
	 * and the driver would not read it).
	 */
	if (val_get(pd, "ocr_mask") &&
	    val_get(pd, "ocr_mask")->i != ((1LL << 20) | (1LL << 21)))
		x_partial(x,
			  "ocr_mask 0x%llx: from a node pxamci takes the "
			  "voltages of its vmmc-supply, else 3.2-3.4 V",
			  val_take_int(pd, "ocr_mask", 0));
	val_take(pd, "ocr_mask");
	if (val_get(pd, "detect_delay_ms") &&
	    !val_is_zero(val_get(pd, "detect_delay_ms")))
		dt_prop(x->c->t, x->node, "pxa-mmc,detect-delay-ms", "<%lld>",
			val_take_int(pd, "detect_delay_ms", 0));
	/*
	 * pxamci with platform data sets MMC_CAP2_RO_ACTIVE_HIGH unless
	 * gpio_card_ro_invert, and the MMC core then flips the "wp" line's
	 * polarity; from a node it sets it for wp-inverted alone. So the
	 * board's wp line is inverted when it does not ask for inversion:
	 * pxa_mci_vmmc() folds that into the line's flag.
	 */
	if (!val_take_int(pd, "gpio_card_ro_invert", 0))
		dt_prop_bool(x->c->t, x->node, "wp-inverted");
	if (val_get(pd, "setpower") && !val_is_zero(val_get(pd, "setpower")))
		x_partial(x,
			  "setpower() callback %s: describe the card "
			  "supply as vmmc-supply",
			  val_take(pd, "setpower")->s);
	if (val_get(pd, "init") && !val_is_zero(val_get(pd, "init")))
		x_partial(x,
			  "init() callback %s (card detect IRQ?): use "
			  "cd-gpios",
			  val_take(pd, "init")->s);
	if (val_get(pd, "exit"))
		val_take(pd, "exit");
	if (val_get(pd, "get_ro") && !val_is_zero(val_get(pd, "get_ro")))
		x_partial(x, "get_ro() callback %s: use wp-gpios",
			  val_take(pd, "get_ro")->s);
}

TRANSLATOR(xl_pxa_mci) = { "pxa2xx-mci", NULL, NULL, pxa_mci };

static const struct {
	unsigned long bit;
	const char *prop;
} ohci_flags[] = {
	{ 1 << 0, "marvell,enable-port1" },
	{ 1 << 1, "marvell,enable-port2" },
	{ 1 << 2, "marvell,enable-port3" },
	{ 1 << 3, "marvell,port-sense-low" },
	{ 1 << 4, "marvell,power-control-low" },
	{ 1 << 5, "marvell,no-oc-protection" },
	{ 1 << 6, "marvell,oc-mode-perport" },
};

static void pxa_ohci(struct xlate *x)
{
	struct value *pd = x->pdata;
	unsigned long flags;
	size_t i;

	if (!pd)
		return;
	flags = (unsigned long)val_take_int(pd, "flags", 0);
	for (i = 0; i < sizeof(ohci_flags) / sizeof(ohci_flags[0]); i++)
		if (flags & ohci_flags[i].bit)
			dt_prop_bool(x->c->t, x->node, ohci_flags[i].prop);
	if (val_get(pd, "port_mode"))
		dt_prop(x->c->t, x->node, "marvell,port-mode", "<%lld>",
			val_take_int(pd, "port_mode", 0));
	if (val_get(pd, "power_on_delay"))
		dt_prop(x->c->t, x->node, "marvell,power-on-delay", "<%lld>",
			val_take_int(pd, "power_on_delay", 0));
	if (val_get(pd, "power_budget"))
		dt_prop(x->c->t, x->node, "marvell,power-budget", "<%lld>",
			val_take_int(pd, "power_budget", 0));
	if (val_get(pd, "init") && !val_is_zero(val_get(pd, "init")))
		x_partial(x, "init() callback %s not converted",
			  val_take(pd, "init")->s);
	val_take(pd, "exit");
}

TRANSLATOR(xl_pxa_ohci) = { "pxa27x-ohci", NULL, NULL, pxa_ohci };

/*
 * A flag of i2c-pxa.c's DT probe (i2c_pxa_probe_dt()): set when the board
 * sets it, deleted when the .dtsi sets it and the board does not (a
 * board-file kernel with no platform data polls nothing and runs at 100
 * kHz, pxa168.dtsi's twsi nodes say mrvl,i2c-fast-mode).
 */
static void pxa_i2c_flag(struct xlate *x, const char *prop, int on)
{
	int inherited = x_soc_has_prop(x, prop);

	if (on && !inherited)
		dt_prop_bool(x->c->t, x->node, prop);
	else if (!on && inherited)
		dt_prop_bool(x->c->t, x->node,
			     arena_printf(x->c->a, "/delete-property/ %s",
					  prop));
}

/*
 * struct i2c_pxa_platform_data as a node says it to i2c-pxa.c: use_pio is
 * mrvl,i2c-polling, fast_mode mrvl,i2c-fast-mode (the driver reads no
 * clock-frequency); high-speed mode has no property.
 */
static void pxa_i2c(struct xlate *x)
{
	struct value *pd = x->pdata;

	pxa_i2c_flag(x, "mrvl,i2c-polling",
		     pd && val_take_int(pd, "use_pio", 0) != 0);
	pxa_i2c_flag(x, "mrvl,i2c-fast-mode",
		     pd && val_take_int(pd, "fast_mode", 0) != 0);
	if (!pd)
		return;
	if (val_take_int(pd, "high_mode", 0))
		x_partial(x, "high_mode: i2c-pxa.c takes high-speed mode "
			     "(3.4 MHz) from platform data only, no property "
			     "sets it");
	/* the adapter's class lets drivers probe for chips (detect()) */
	if (!val_is_zero(val_get(pd, "class")))
		x_partial(x,
			  "class %s: from a node the adapter has no "
			  "class, so no driver probes it for chips; "
			  "describe them as child nodes",
			  val_text(val_get(pd, "class"), "set"));
	val_take(pd, "class");
}

TRANSLATOR(xl_pxa_i2c) = { "pxa2xx-i2c", NULL, NULL, pxa_i2c };
/* PXA3xx's power I2C, the same driver */
TRANSLATOR(xl_pxa_pwri2c) = { "pxa3xx-pwri2c", NULL, NULL, pxa_i2c };

/* The UART helpers take NULL on these boards; any data is reported unused. */
TRANSLATOR(xl_pxa_uart) = { "pxa2xx-uart", NULL, NULL, NULL };

/*
 * gpio-pxa's irq_base is where the C board numbered the GPIO interrupts;
 * a DT boot gives the controller its own interrupt domain, and consumers
 * name it with interrupt-parent.
 */
static void pxa_gpio(struct xlate *x)
{
	if (x->pdata)
		val_take(x->pdata, "irq_base");
}

TRANSLATOR(xl_mmp2_gpio) = { "mmp2-gpio", NULL, NULL, pxa_gpio };
TRANSLATOR(xl_mmp_gpio) = { "mmp-gpio", NULL, NULL, pxa_gpio };
TRANSLATOR(xl_pxa_gpio) = { "pxa-gpio", NULL, NULL, pxa_gpio };

/*
 * wp-inverted as the translator left it, on the node's wp-gpios: the line
 * with its other polarity, as a maintainer writes it; no line, nothing to
 * invert.
 */
static void pxa_mci_wp(struct conv *c, struct dt_node *n)
{
	const struct dt_prop *wp = dt_get(n, "wp-gpios");
	const char *v = wp ? wp->value : NULL, *lo, *hi;

	if (!dt_get(n, "wp-inverted"))
		return;
	if (!v) {
		dt_del(n, "wp-inverted");
		return;
	}
	lo = strstr(v, "GPIO_ACTIVE_LOW");
	hi = strstr(v, "GPIO_ACTIVE_HIGH");
	if (!lo == !hi || strchr(v, ','))
		return; /* not one line with one of the two: keep the flag */
	if (lo)
		dt_prop(c->t, n, "wp-gpios", "%.*sGPIO_ACTIVE_HIGH%s",
			(int)(lo - v), v, lo + strlen("GPIO_ACTIVE_LOW"));
	else
		dt_prop(c->t, n, "wp-gpios", "%.*sGPIO_ACTIVE_LOW%s",
			(int)(hi - v), v, hi + strlen("GPIO_ACTIVE_HIGH"));
	dt_del(n, "wp-inverted");
}

void pxa_mci_vmmc(struct conv *c)
{
	size_t d;

	for (d = 0; d < c->ndevs; d++) {
		struct dt_node *n = c->devs[d].node, *reg;
		const struct dt_prop *p;
		const char *gpio, *name;

		if (!n || strcmp(c->devs[d].name, "pxa2xx-mci"))
			continue;
		pxa_mci_wp(c, n);
		p = dt_get(n, "power-gpios");
		/*
		 * one switch at 3.3 V, within pxamci's default 3.2-3.4 V (a
		 * board's other mask is said by pxa_mci())
		 */
		if (!p || !p->value || strchr(p->value, ','))
			continue;
		gpio = p->value;
		name = dt_find_label(c->t, "reg_sd") ?
			       arena_printf(c->a, "regulator-sd-%s",
					    n->ref ? n->ref : n->name) :
			       "regulator-sd";
		reg = dt_child(c->t, c->t->root, name, NULL);
		reg->label = dt_unique_label(c->t, "reg_sd");
		dt_prop_str(c->t, reg, "compatible", "regulator-fixed");
		dt_prop_str(c->t, reg, "regulator-name", "SD power");
		dt_prop(c->t, reg, "regulator-min-microvolt", "<3300000>");
		dt_prop(c->t, reg, "regulator-max-microvolt", "<3300000>");
		dt_prop(c->t, reg, "gpio", "%s", gpio);
		/* regulator-fixed takes the polarity from this, not the flag */
		if (!strstr(gpio, "GPIO_ACTIVE_LOW"))
			dt_prop_bool(c->t, reg, "enable-active-high");
		dt_del(n, "power-gpios");
		dt_prop(c->t, n, "vmmc-supply", "<&%s>", reg->label);
	}
}
