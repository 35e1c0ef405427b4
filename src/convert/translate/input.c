// SPDX-License-Identifier: GPL-2.0
/* Input devices: gpio-keys, the PXA27x and the Samsung matrix keypads. */
#include <string.h>

#include "kernel/keycodes.h"
#include "convert/resources.h"
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

/* KEY_POWER stays KEY_POWER: the dt-bindings header has the same names. */
/*
 * KEY_POWER stays KEY_POWER; a number or a board's alias becomes the name
 * input-event-codes.h gives that code (switches: SW_*).
 */
static const char *key_code(struct xlate *x, struct value *v, int sw)
{
	const char *name;

	if (v && v->text &&
	    (!strncmp(v->text, "KEY_", 4) || !strncmp(v->text, "BTN_", 4) ||
	     !strncmp(v->text, "SW_", 3)))
		return v->text;
	name = keycode_name(x->c->keycodes, v ? v->i : 0, sw);
	return name ? name : arena_printf(x->c->a, "%lld", v ? v->i : 0);
}

static void gpio_keys(struct xlate *x)
{
	struct value *pd = x->pdata, *buttons;
	long long n, i;

	if (!pd)
		return;
	buttons = conv_deref(x->c, val_take(pd, "buttons"), NULL);
	n = val_take_int(pd, "nbuttons",
			 buttons ? (long long)buttons->nelems : 0);
	if (val_take_int(pd, "rep", 0))
		dt_prop_bool(x->c->t, x->node, "autorepeat");
	if (val_get(pd, "poll_interval"))
		dt_prop(x->c->t, x->node, "poll-interval", "<%lld>",
			val_take_int(pd, "poll_interval", 0));
	if (val_get(pd, "name"))
		dt_prop_str(x->c->t, x->node, "label",
			    val_take_str(pd, "name"));
	dt_include(x->c->t, "<dt-bindings/input/input.h>");
	for (i = 0; buttons && i < n && i < (long long)buttons->nelems; i++) {
		struct value *b = buttons->elems[i];
		const char *desc = val_take_str(b, "desc");
		struct value *type = val_get(b, "type");
		int sw = type && type->i == 5; /* EV_SW */
		const char *code = key_code(x, val_take(b, "code"), sw);
		struct dt_node *k =
			dt_child(x->c->t, x->node,
				 arena_printf(x->c->a, "key-%s",
					      x_slug(x, desc ? desc : code)),
				 NULL);

		if (desc)
			dt_prop_str(x->c->t, k, "label", desc);
		dt_prop(x->c->t, k, "linux,code", "<%s>", code);
		if (type && type->i != 1 /* EV_KEY */)
			dt_prop(x->c->t, k, "linux,input-type", "<%s>",
				type->text ? type->text : "0");
		val_take(b, "type");
		x_gpio_prop(x, k, "gpios", val_take_int(b, "gpio", -1),
			    (int)val_take_int(b, "active_low", 0));
		if (val_take_int(b, "wakeup", 0))
			dt_prop_bool(x->c->t, k, "wakeup-source");
		/*
		 * a button without one has none; gpio-keys gives a node's
		 * button without the property 5 ms
		 */
		dt_prop(x->c->t, k, "debounce-interval", "<%lld>",
			val_take_int(b, "debounce_interval", 0));
		if (val_take_int(b, "can_disable", 0))
			dt_prop_bool(x->c->t, k, "linux,can-disable");
	}
}

TRANSLATOR(xl_gpio_keys) = { "gpio-keys", "gpio-keys", "gpio-keys", gpio_keys };

/* A whole KEY_* identifier in the source text; a board's own alias is not one. */
static const char *key_name(struct xlate *x, const char *text)
{
	const char *p = text;

	while (p && (p = strstr(p, "KEY_")) != NULL) {
		if (p == text ||
		    !(p[-1] == '_' || (p[-1] >= 'A' && p[-1] <= 'Z') ||
		      (p[-1] >= 'a' && p[-1] <= 'z') ||
		      (p[-1] >= '0' && p[-1] <= '9')))
			return arena_strndup(x->c->a, p, strcspn(p, ") ,"));
		p += 4;
	}
	return NULL;
}

/*
 * MATRIX_KEY(row, col, code) packs row << 24 | col << 16 | code; keep the
 * KEY_ name when the source spelled KEY(r, c, KEY_X).
 */
static void keymap_prop(struct xlate *x, struct value *keys, long long n)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; keys && keys->kind == V_ARRAY && i < keys->nelems &&
		    (n < 0 || (long long)i < n);
	     i++) {
		struct value *k = keys->elems[i];
		unsigned long long v = (unsigned long long)k->i;
		const char *text = k->text, *code = NULL;

		code = key_name(x, text);
		if (!code)
			code = keycode_name(x->c->keycodes,
					    (long long)(v & 0xffff), 0);
		sb_addf(&sb, "\nMATRIX_KEY(%llu, %llu, %s)", (v >> 24) & 0xff,
			(v >> 16) & 0xff,
			code ? code :
			       arena_printf(x->c->a, "%llu", v & 0xffff));
	}
	if (sb.len) {
		dt_include(x->c->t, "<dt-bindings/input/input.h>");
		dt_prop(x->c->t, x->node, "linux,keymap", "<%s\n>",
			sb_str(&sb));
	}
	sb_release(&sb);
}

static struct value *keymap_keys(struct xlate *x, struct value *km,
				 long long *n)
{
	struct value *keys =
		km ? conv_deref(x->c, val_take(km, "keymap"), NULL) : NULL;

	*n = km ? val_take_int(km, "keymap_size", -1) : -1;
	return keys;
}

static void pxa27x_keypad(struct xlate *x)
{
	struct value *pd = x->pdata, *keys;
	long long n;

	if (!pd)
		return;
	dt_prop(x->c->t, x->node, "keypad,num-rows", "<%lld>",
		val_take_int(pd, "matrix_key_rows", 0));
	dt_prop(x->c->t, x->node, "keypad,num-columns", "<%lld>",
		val_take_int(pd, "matrix_key_cols", 0));
	keys = keymap_keys(
		x, conv_deref(x->c, val_take(pd, "matrix_keymap_data"), NULL),
		&n);
	keymap_prop(x, keys, n);
	if (val_take_int(pd, "enable_rotary0", 0))
		x_partial(x, "rotary encoder 0 (enable_rotary0) not converted");
	/* pxa27x_keypad_parse_dt() fails the probe without it; none is 0 */
	dt_prop(x->c->t, x->node, "marvell,debounce-interval", "<%lld>",
		val_take_int(pd, "debounce_interval", 0));
	(void)val_take(pd, "direct_key_num");
	if (val_get(pd, "direct_key_map") &&
	    !val_is_zero(val_get(pd, "direct_key_map")))
		x_partial(x, "direct keys not converted");
}

/* "<&gpio 12 0>, <&gpio 17 0>" from an array of GPIO numbers. */
static void gpio_list(struct xlate *x, const char *prop, struct value *arr,
		      long long n, int active_low)
{
	struct strbuf sb = STRBUF_INIT;
	long long i;

	for (i = 0;
	     arr && arr->kind == V_ARRAY && i < n && i < (long long)arr->nelems;
	     i++) {
		const char *cells =
			gpio_cells(x->c, arr->elems[i]->i, active_low);

		if (!cells) {
			x_partial(x, "%s: GPIO %lld is not a SoC GPIO", prop,
				  arr->elems[i]->i);
			continue;
		}
		sb_addf(&sb, "%s<%s>", sb.len ? ", " : "", cells);
	}
	if (sb.len)
		dt_prop(x->c->t, x->node, prop, "%s", sb_str(&sb));
	sb_release(&sb);
}

/* gpio-matrix-keypad: struct matrix_keypad_platform_data */
static void matrix_keypad(struct xlate *x)
{
	struct value *pd = x->pdata, *keys;
	int low;
	long long n;

	if (!pd)
		return;
	/*
	 * the driver reads the lines' numbers only (of_get_named_gpio()),
	 * their polarity from gpio-activelow; the cells' flags say it too
	 */
	low = (int)val_take_int(pd, "active_low", 0);
	if (low)
		dt_prop_bool(x->c->t, x->node, "gpio-activelow");
	gpio_list(x, "row-gpios",
		  conv_deref(x->c, val_take(pd, "row_gpios"), NULL),
		  val_take_int(pd, "num_row_gpios", 0), low);
	gpio_list(x, "col-gpios",
		  conv_deref(x->c, val_take(pd, "col_gpios"), NULL),
		  val_take_int(pd, "num_col_gpios", 0), low);
	keys = keymap_keys(
		x, conv_deref(x->c, val_take(pd, "keymap_data"), NULL), &n);
	keymap_prop(x, keys, n);
	if (val_get(pd, "col_scan_delay_us"))
		dt_prop(x->c->t, x->node, "col-scan-delay-us", "<%lld>",
			val_take_int(pd, "col_scan_delay_us", 0));
	if (val_get(pd, "debounce_ms"))
		dt_prop(x->c->t, x->node, "debounce-delay-ms", "<%lld>",
			val_take_int(pd, "debounce_ms", 0));
	if (val_take_int(pd, "wakeup", 0))
		dt_prop_bool(x->c->t, x->node, "wakeup-source");
	if (val_take_int(pd, "no_autorepeat", 0))
		dt_prop_bool(x->c->t, x->node, "linux,no-autorepeat");
	if (val_take_int(pd, "drive_inactive_cols", 0))
		dt_prop_bool(x->c->t, x->node, "drive-inactive-cols");
}

TRANSLATOR(xl_matrix_keypad) = { "matrix-keypad", "keypad",
				 "gpio-matrix-keypad", matrix_keypad };

TRANSLATOR(xl_pxa27x_keypad) = { "pxa27x-keypad", NULL, NULL, pxa27x_keypad };

/* "key-volumeup" for KEY_VOLUMEUP; "key-<row>-<col>" once a name is taken. */
static const char *samsung_key_node(struct xlate *x, const char *code,
				    unsigned long long row,
				    unsigned long long col, const char **taken,
				    size_t ntaken)
{
	const char *name;
	size_t i;

	if (code && !strncmp(code, "KEY_", 4)) {
		name = arena_printf(x->c->a, "key-%s", x_slug(x, code + 4));
		for (i = 0; i < ntaken && strcmp(taken[i], name); i++)
			;
		if (i == ntaken)
			return name;
	}
	return arena_printf(x->c->a, "key-%llu-%llu", row, col);
}

/*
 * The Samsung keypad (samsung-keypad.c, struct samsung_keypad_platdata) as
 * samsung_keypad_parse_dt() reads its node: the row and column counts,
 * a child per key with keypad,row, keypad,column and linux,code (no
 * linux,keymap), linux,input-no-autorepeat and wakeup-source. The pins:
 * what cfg_gpio(rows, cols) sets, the board's function or the one the
 * SoC's samsung_keypad_set_platdata() installs.
 */
static void samsung_keypad(struct xlate *x)
{
	struct value *pd = x->pdata, *keys;
	struct samsung_args args = { { 0 }, { 0 }, 2 };
	const char *fn, *why, **taken;
	long long rows, cols, n;
	size_t i, ntaken = 0;

	if (!pd)
		return;
	rows = val_take_int(pd, "rows", 0);
	cols = val_take_int(pd, "cols", 0);
	dt_prop(x->c->t, x->node, "samsung,keypad-num-rows", "<%lld>", rows);
	dt_prop(x->c->t, x->node, "samsung,keypad-num-columns", "<%lld>", cols);
	if (val_take_int(pd, "no_autorepeat", 0))
		dt_prop_bool(x->c->t, x->node, "linux,input-no-autorepeat");
	if (val_take_int(pd, "wakeup", 0))
		dt_prop_bool(x->c->t, x->node, "wakeup-source");
	fn = samsung_pdata_hook(x->c, x->it ? x->it->name : NULL, pd,
				"cfg_gpio");
	args.v[0] = rows;
	args.v[1] = cols;
	args.known[0] = args.known[1] = 1;
	if (fn &&
	    samsung_pins_setup(x->c, x->node, fn, &args, NULL, NULL, &why))
		x_partial(x, "%s", why);
	keys = keymap_keys(
		x, conv_deref(x->c, val_take(pd, "keymap_data"), NULL), &n);
	taken = arena_alloc(x->c->a,
			    (keys && keys->kind == V_ARRAY ? keys->nelems + 1 :
							     1) *
				    sizeof(*taken));
	for (i = 0; keys && keys->kind == V_ARRAY && i < keys->nelems &&
		    (n < 0 || (long long)i < n);
	     i++) {
		unsigned long long k = (unsigned long long)keys->elems[i]->i;
		const char *code = key_name(x, keys->elems[i]->text);
		struct dt_node *key;

		if (!code)
			code = keycode_name(x->c->keycodes,
					    (long long)(k & 0xffff), 0);
		taken[ntaken] = samsung_key_node(x, code, (k >> 24) & 0xff,
						 (k >> 16) & 0xff, taken,
						 ntaken);
		key = dt_child(x->c->t, x->node, taken[ntaken++], NULL);
		dt_prop(x->c->t, key, "keypad,row", "<%llu>", (k >> 24) & 0xff);
		dt_prop(x->c->t, key, "keypad,column", "<%llu>",
			(k >> 16) & 0xff);
		if (code)
			dt_include(x->c->t, "<dt-bindings/input/input.h>");
		dt_prop(x->c->t, key, "linux,code", "<%s>",
			code ? code :
			       arena_printf(x->c->a, "%llu", k & 0xffff));
	}
}

TRANSLATOR(xl_samsung_keypad) = { "samsung-keypad", "keypad", NULL,
				  samsung_keypad };
