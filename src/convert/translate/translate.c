// SPDX-License-Identifier: GPL-2.0
#include "convert/translate/translate.h"

#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "convert/resources.h"
#include "kernel/socdt.h"

/* The rows TRANSLATOR() put in the section; the linker defines its bounds. */
extern const struct translator *const __start_bf2dts_translators[];
extern const struct translator *const __stop_bf2dts_translators[];

const struct translator *translator_find(const char *device)
{
	const struct translator *const *t;

	for (t = __start_bf2dts_translators;
	     device && t < __stop_bf2dts_translators; t++)
		if (!strcmp((*t)->device, device))
			return *t;
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

void x_gpio_prop(struct xlate *x, struct dt_node *n, const char *prop,
		 long long gpio, int active_low)
{
	const char *cells = gpio_cells(x->c, gpio, active_low);

	if (cells)
		dt_prop(x->c->t, n, prop, "<%s>", cells);
	else
		x_partial(x,
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

int x_soc_has_prop(struct xlate *x, const char *prop)
{
	const char *ref = x->node->ref;
	const struct soc_node *sn;
	size_t n;

	if (!ref || !x->c->sdt)
		return 0;
	n = strlen(ref);
	if (ref[0] == '{' && n > 2 && ref[n - 1] == '}')
		return soc_dt_path_has_prop(
			x->c->sdt, arena_strndup(x->c->a, ref + 1, n - 2),
			prop);
	sn = soc_dt_find_by_label(x->c->sdt, ref);
	return sn && soc_dt_path_has_prop(x->c->sdt, sn->path, prop);
}
