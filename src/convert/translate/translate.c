// SPDX-License-Identifier: GPL-2.0
#include "convert/translate/translate.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "convert/resources.h"

/* The table: platform device name -> translator, kept in the translate_*.c files. */
extern const struct translator xl_gpio_keys, xl_pxa27x_keypad, xl_leds_gpio,
	xl_physmap, xl_pxa2xx_flash, xl_smc91x, xl_smsc911x, xl_dm9000,
	xl_fixed_regulator, xl_pwm_backlight, xl_gpio_vbus, xl_pxa_mci,
	xl_pxa_ohci, xl_pxa_i2c, xl_pxa_uart, xl_matrix_keypad;

static const struct translator *const translators[] = {
	&xl_gpio_keys, &xl_pxa27x_keypad,   &xl_matrix_keypad, &xl_leds_gpio,
	&xl_physmap,   &xl_pxa2xx_flash,    &xl_smc91x,	       &xl_smsc911x,
	&xl_dm9000,    &xl_fixed_regulator, &xl_pwm_backlight, &xl_gpio_vbus,
	&xl_pxa_mci,   &xl_pxa_ohci,	    &xl_pxa_i2c,       &xl_pxa_uart,
};

const struct translator *translator_find(const char *device)
{
	size_t i;

	for (i = 0; device && i < sizeof(translators) / sizeof(translators[0]);
	     i++)
		if (!strcmp(translators[i]->device, device))
			return translators[i];
	return NULL;
}

void x_partial(struct xlate *x, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	item_fate(x->c->r, x->it, FATE_PARTIAL, "%s", sb_str(&sb));
	sb_release(&sb);
}

void x_todo_comment(struct xlate *x, struct dt_node *n, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	dt_comment(x->c->t, n, "TODO(bf2dts): %s", sb_str(&sb));
	item_fate(x->c->r, x->it, FATE_PARTIAL, "%s", sb_str(&sb));
	sb_release(&sb);
}

void x_gpio_prop(struct xlate *x, struct dt_node *n, const char *prop,
		 long long gpio, int active_low)
{
	const char *cells = gpio_cells(x->c, gpio, active_low);

	if (cells)
		dt_prop(x->c->t, n, prop, "<%s>", cells);
	else
		x_todo_comment(
			x, n,
			"%s: GPIO %lld is not a SoC GPIO (board-level GPIO "
			"provider?)",
			prop, gpio);
}

const char *x_slug(struct xlate *x, const char *text)
{
	char *s = arena_strdup(x->c->a, text ? text : "unnamed"), *p, *o;

	for (p = o = s; *p; p++) {
		if (isalnum((unsigned char)*p))
			*o++ = (char)tolower((unsigned char)*p);
		else if (o > s && o[-1] != '-')
			*o++ = '-';
	}
	while (o > s && o[-1] == '-')
		o--;
	*o = '\0';
	return *s ? s : "unnamed";
}
