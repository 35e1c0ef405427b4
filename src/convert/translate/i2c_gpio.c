// SPDX-License-Identifier: GPL-2.0
/*
 * struct i2c_gpio_platform_data as of_i2c_gpio_get_props() reads a node:
 * i2c-gpio,delay-us, i2c-gpio,timeout-ms (the board's jiffies, in
 * milliseconds) and the three open-drain and output-only flags. The lines
 * themselves are the board's GPIO lookup table's (sda-gpios, scl-gpios).
 */
#include <stdlib.h>
#include <string.h>

#include "convert/translate/translate.h"

/*
 * Milliseconds of a timeout the board gives in jiffies as "HZ", "HZ / n"
 * or "n * HZ" (the rate the kernel's configuration picks cancels out);
 * -1 for anything else, a bare number of jiffies among them.
 */
static long long jiffies_ms(const char *text)
{
	long long n = 1, d = 1;
	char *end;

	while (*text == ' ' || *text == '(')
		text++;
	if (!strncmp(text, "HZ", 2)) {
		text += 2;
	} else {
		n = strtoll(text, &end, 0);
		if (end == text || n <= 0)
			return -1;
		text = end + strspn(end, " ");
		if (strncmp(text, "* HZ", 4) && strncmp(text, "*HZ", 3))
			return -1;
		text = strstr(text, "HZ") + 2;
	}
	text += strspn(text, " )");
	if (*text == '/') {
		d = strtoll(text + 1, &end, 0);
		if (d <= 0)
			return -1;
		text = end + strspn(end, " )");
	}
	return *text ? -1 : n * 1000 / d;
}

static void i2c_gpio(struct xlate *x)
{
	struct value *pd = x->pdata, *t;
	long long ms;

	if (!pd)
		return;
	if (val_get(pd, "udelay"))
		dt_prop(x->c->t, x->node, "i2c-gpio,delay-us", "<%lld>",
			val_take_int(pd, "udelay", 0));
	t = val_get(pd, "timeout");
	if (t && !val_is_zero(t)) {
		ms = t->text ? jiffies_ms(t->text) : -1;
		if (ms > 0) {
			dt_prop(x->c->t, x->node, "i2c-gpio,timeout-ms",
				"<%lld>", ms);
			val_take(pd, "timeout");
		}
	}
	if (val_take_int(pd, "sda_is_open_drain", 0))
		dt_prop_bool(x->c->t, x->node, "i2c-gpio,sda-open-drain");
	if (val_take_int(pd, "scl_is_open_drain", 0))
		dt_prop_bool(x->c->t, x->node, "i2c-gpio,scl-open-drain");
	if (val_take_int(pd, "scl_is_output_only", 0))
		dt_prop_bool(x->c->t, x->node, "i2c-gpio,scl-output-only");
}

TRANSLATOR(xl_i2c_gpio) = { "i2c-gpio", "i2c", NULL, i2c_gpio };
