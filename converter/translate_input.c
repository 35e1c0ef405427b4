// SPDX-License-Identifier: GPL-2.0
/* Input devices: gpio-keys and the PXA27x matrix keypad. */
#include <string.h>

#include "translate.h"

/* KEY_POWER stays KEY_POWER: the dt-bindings header has the same names. */
static const char *key_code(struct xlate *x, struct value *v)
{
	if (v && v->text &&
	    (!strncmp(v->text, "KEY_", 4) || !strncmp(v->text, "BTN_", 4) ||
	     !strncmp(v->text, "SW_", 3)))
		return v->text;
	return arena_printf(x->c->a, "%lld", v ? v->i : 0);
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
		struct dt_node *k = dt_child(
			x->c->t, x->node,
			arena_printf(
				x->c->a, "key-%s",
				x_slug(x,
				       desc ? desc :
					      key_code(x, val_get(b, "code")))),
			NULL);

		if (desc)
			dt_prop_str(x->c->t, k, "label", desc);
		dt_prop(x->c->t, k, "linux,code", "<%s>",
			key_code(x, val_take(b, "code")));
		if (val_get(b, "type") &&
		    val_get(b, "type")->i != 1 /* EV_KEY */)
			dt_prop(x->c->t, k, "linux,input-type", "<%s>",
				val_take(b, "type")->text ?
					val_get(b, "type")->text :
					"0");
		val_take(b, "type");
		x_gpio_prop(x, k, "gpios", val_take_int(b, "gpio", -1),
			    (int)val_take_int(b, "active_low", 0));
		if (val_take_int(b, "wakeup", 0))
			dt_prop_bool(x->c->t, k, "wakeup-source");
		if (val_get(b, "debounce_interval"))
			dt_prop(x->c->t, k, "debounce-interval", "<%lld>",
				val_take_int(b, "debounce_interval", 0));
		if (val_take_int(b, "can_disable", 0))
			dt_prop_bool(x->c->t, k, "linux,can-disable");
	}
}

const struct translator xl_gpio_keys = { "gpio-keys", "gpio-keys", "gpio-keys",
					 gpio_keys };

/* MATRIX_KEY(row, col, code) packs row << 24 | col << 16 | code. */
static void pxa27x_keypad(struct xlate *x)
{
	struct value *pd = x->pdata, *km, *keys;
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	if (!pd)
		return;
	dt_prop(x->c->t, x->node, "keypad,num-rows", "<%lld>",
		val_take_int(pd, "matrix_key_rows", 0));
	dt_prop(x->c->t, x->node, "keypad,num-columns", "<%lld>",
		val_take_int(pd, "matrix_key_cols", 0));
	km = conv_deref(x->c, val_take(pd, "matrix_keymap_data"), NULL);
	keys = km ? conv_deref(x->c, val_take(km, "keymap"), NULL) : NULL;
	if (km)
		val_take(km, "keymap_size");
	for (i = 0; keys && i < keys->nelems; i++) {
		struct value *k = keys->elems[i];
		unsigned long long v = (unsigned long long)k->i;
		const char *text = k->text;
		const char *code = NULL;

		/* keep the KEY_ name when the source spelled MATRIX_KEY(r, c, KEY_X) */
		if (text && strstr(text, "KEY_"))
			code = arena_strndup(x->c->a, strstr(text, "KEY_"),
					     strcspn(strstr(text, "KEY_"),
						     ") ,"));
		sb_addf(&sb, "\n\t\tMATRIX_KEY(%llu, %llu, %s)",
			(v >> 24) & 0xff, (v >> 16) & 0xff,
			code ? code :
			       arena_printf(x->c->a, "%llu", v & 0xffff));
	}
	if (sb.len) {
		dt_include(x->c->t, "<dt-bindings/input/input.h>");
		dt_prop(x->c->t, x->node, "linux,keymap", "<%s\n\t>",
			sb_str(&sb));
	}
	sb_release(&sb);
	if (val_take_int(pd, "enable_rotary0", 0))
		x_todo_comment(
			x, x->node,
			"rotary encoder 0 (enable_rotary0) not converted");
	if (val_get(pd, "debounce_interval"))
		dt_prop(x->c->t, x->node, "marvell,debounce-interval", "<%lld>",
			val_take_int(pd, "debounce_interval", 0));
	(void)val_take(pd, "direct_key_num");
	if (val_get(pd, "direct_key_map") &&
	    !val_is_zero(val_get(pd, "direct_key_map")))
		x_todo_comment(x, x->node, "direct keys not converted");
}

const struct translator xl_pxa27x_keypad = { "pxa27x-keypad", NULL, NULL,
					     pxa27x_keypad };
