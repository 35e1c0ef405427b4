// SPDX-License-Identifier: GPL-2.0
/*
 * The platform data of I2C GPIO expanders: struct pca953x_platform_data
 * (gpio-pca953x.c), struct pcf857x_platform_data (gpio-pcf857x.c) and
 * struct max732x_platform_data (gpio-max732x.c), as the properties those
 * drivers, or gpiolib for them, read from a node.
 *
 * - gpio_base numbers the lines in the board-file kernel; in a devicetree
 *   every consumer names the chip by phandle (gpio_domain.c converts the
 *   board's numbers and lookups), so nothing is left of it.
 * - irq_base numbers the lines' interrupts; the drivers set up an
 *   interrupt controller only for a client with an interrupt, and a node
 *   says so with interrupt-controller (pca953x: -1 is none).
 * - names: gpiolib reads a node's gpio-line-names where the driver gives
 *   the chip none (pca953x.c gives pdata->names only).
 * - n_latch (pcf857x): lines-initial-states, which the driver reads into
 *   the same mask.
 * - invert (pca953x): the driver writes it into the polarity register from
 *   platform data only: no property.
 * - setup/teardown: board code run at probe; said, as any callback.
 */
#include "convert/translate/translate.h"

static void base_and_irq(struct xlate *x, struct value *pd)
{
	long long irq_base;
	int has_irq = dt_get(x->node, "interrupts") ||
		      dt_get(x->node, "interrupts-extended");

	val_take(pd, "gpio_base");
	irq_base = val_get(pd, "irq_base") ? val_take_int(pd, "irq_base", 0) :
					     0;
	if (has_irq && irq_base != -1) {
		dt_prop_bool(x->c->t, x->node, "interrupt-controller");
		dt_prop(x->c->t, x->node, "#interrupt-cells", "<2>");
		/* no interrupt-map: dtc (interrupt_provider) wants that said */
		dt_prop(x->c->t, x->node, "#address-cells", "<0>");
	}
}

static void callbacks(struct xlate *x, struct value *pd)
{
	const char *k[] = { "setup", "teardown" };
	size_t i;

	for (i = 0; i < sizeof(k) / sizeof(k[0]); i++) {
		struct value *f = val_get(pd, k[i]);

		if (!f || val_is_zero(f))
			continue;
		val_take(pd, k[i]);
		x_partial(x,
			  "%s() callback %s, board code run at probe, not "
			  "converted",
			  k[i], f->kind == V_FUNC ? f->s : "?");
	}
	/* setup()'s argument: nothing without a callback to take it */
	if (!val_get(pd, "setup") || val_is_zero(val_get(pd, "setup")))
		val_take(pd, "context");
}

static void line_names(struct xlate *x, struct value *pd)
{
	struct value *nv = val_get(pd, "names"), *arr;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	if (!nv || val_is_zero(nv))
		return;
	arr = conv_deref(x->c, nv, NULL);
	if (!arr || arr->kind != V_ARRAY)
		return;
	for (i = 0; i < arr->nelems; i++) {
		const struct value *e = arr->elems[i];

		if (e && e->kind != V_STR && e->kind != V_NULL) {
			sb_release(&sb);
			return;
		}
		sb_addf(&sb, "%s\"%s\"", i ? ", " : "",
			e && e->kind == V_STR ? e->s : "");
	}
	val_take(pd, "names");
	if (arr->nelems)
		dt_prop(x->c->t, x->node, "gpio-line-names", "%s", sb_str(&sb));
	sb_release(&sb);
}

static void pca953x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long invert;

	if (!pd)
		return;
	base_and_irq(x, pd);
	line_names(x, pd);
	callbacks(x, pd);
	invert = val_take_int(pd, "invert", 0);
	if (invert)
		x_partial(x,
			  "invert 0x%llx: gpio-pca953x.c writes the "
			  "polarity register from platform data only",
			  invert);
}

static void pcf857x(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long latch;

	if (!pd)
		return;
	base_and_irq(x, pd);
	callbacks(x, pd);
	latch = val_take_int(pd, "n_latch", 0);
	if (latch)
		dt_prop(x->c->t, x->node, "lines-initial-states", "<0x%llx>",
			latch);
}

/*
 * gpio_base only: the driver sets up interrupts for a client with one, as
 * base_and_irq() says of a node
 */
static void max732x(struct xlate *x)
{
	if (x->pdata)
		base_and_irq(x, x->pdata);
}

/*
 * The parts of gpio-pca953x.c's, gpio-pcf857x.c's and gpio-max732x.c's
 * i2c_device_id tables.
 */
#define PCA953X(part) TRANSLATOR(xl_##part) = { #part, "gpio", NULL, pca953x }
#define PCF857X(part) TRANSLATOR(xl_##part) = { #part, "gpio", NULL, pcf857x }
#define MAX732X(part) TRANSLATOR(xl_##part) = { #part, "gpio", NULL, max732x }

PCA953X(pca6408);
PCA953X(pca6416);
PCA953X(pca9505);
PCA953X(pca9506);
PCA953X(pca9534);
PCA953X(pca9535);
PCA953X(pca9536);
PCA953X(pca9537);
PCA953X(pca9538);
PCA953X(pca9539);
PCA953X(pca9554);
PCA953X(pca9555);
PCA953X(pca9556);
PCA953X(pca9557);
PCA953X(pca9574);
PCA953X(pca9575);
PCA953X(pca9698);
PCA953X(max7310);
PCA953X(max7312);
PCA953X(max7313);
PCA953X(max7315);
PCA953X(max7318);
PCA953X(pca6107);
PCA953X(tca6408);
PCA953X(tca6416);
PCA953X(tca6424);
PCA953X(tca9539);
PCA953X(tca9554);
PCF857X(pcf8574);
PCF857X(pcf8574a);
PCF857X(pca8574);
PCF857X(pca9670);
PCF857X(pca9672);
PCF857X(pca9674);
PCF857X(pcf8575);
PCF857X(pca8575);
PCF857X(pca9671);
PCF857X(pca9673);
PCF857X(pca9675);
PCF857X(max7328);
PCF857X(max7329);
MAX732X(max7319);
MAX732X(max7320);
MAX732X(max7321);
MAX732X(max7322);
MAX732X(max7323);
MAX732X(max7324);
MAX732X(max7325);
MAX732X(max7326);
MAX732X(max7327);
