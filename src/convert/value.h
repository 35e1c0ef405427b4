/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Static board data as the compiler evaluated it: the value of an
 * initializer, with its numbers computed by clang and its source spelling
 * kept, so that output can be symbolic (KEY_POWER, not 116).
 */
#ifndef BF2DTS_VALUE_H
#define BF2DTS_VALUE_H

#include <stddef.h>

#include "lib/strbuf.h"

enum val_kind {
	V_INT, /* i */
	V_STR, /* s: the string literal's contents */
	V_ADDR, /* s: the variable whose address (or decayed array) it is */
	V_FUNC, /* s: the function named */
	V_STRUCT, /* fields, designated or positional, by field name */
	V_ARRAY, /* elems */
	V_NULL, /* a null pointer */
	V_EXPR, /* not a constant: text holds the expression */
};

struct value;

/*
 * The V_INT of "gpio_to_irq(N)", N a constant: the interrupt of global GPIO
 * N, whose Linux number the GPIO driver picks at probe. The GPIO number is
 * kept under the tag; resources.c makes it the GPIO controller's cells.
 */
#define VAL_GPIO_IRQ (1LL << 40)

struct val_field {
	const char *name;
	struct value *v;
};

struct value {
	enum val_kind kind;
	long long i;
	const char *s;
	const char *text; /* source spelling, e.g. "KEY_POWER" or "SZ_64M - 1" */
	const char *type; /* e.g. "struct gpio_keys_button" */
	/*
	 * V_STRUCT: the text of a one-line comment that opens the
	 * initializer, the author's name for the element (z2.c's "Keypad
	 * Backlight" and "LCD Backlight" for two pwm-backlight data).
	 * The condition of a store known to hold: why it does.
	 */
	const char *note;
	const char *file;
	unsigned line;
	long long offset; /* V_ADDR: &arr[offset] */
	struct val_field *fields;
	size_t nfields;
	struct value **elems;
	size_t nelems;
	int used; /* a translator consumed it */
};

/* "dev.platform_data" walks nested struct fields; NULL when absent. */
struct value *val_get(struct value *v, const char *path);
/* Like val_get, but marks the field as consumed. */
struct value *val_take(struct value *v, const char *path);
long long val_take_int(struct value *v, const char *path, long long dflt);
const char *val_take_str(struct value *v, const char *path);
/* True for an absent field or a zero / NULL one. */
int val_is_zero(const struct value *v);
/* @v's source spelling ("IRQF_TRIGGER_RISING"), else @dflt (v NULL too). */
const char *val_text(const struct value *v, const char *dflt);
/* Marks a whole subtree consumed. */
void val_use_all(struct value *v);
/* Forgets what translators took of @v (the next board reads it afresh). */
void val_clear_used(struct value *v);
/*
 * Lists "prefix.field=text" for every non-zero field that no translator
 * consumed, comma separated; returns how many it listed.
 */
int val_list_unused(const struct value *v, const char *prefix,
		    struct strbuf *out);
/* A short readable rendering for comments: 42, "name", &var, {...}. */
void val_render(const struct value *v, struct strbuf *out);

#endif
