// SPDX-License-Identifier: GPL-2.0
#include "convert/gpio_chip_label.h"

#include <ctype.h>
#include <string.h>

#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/strbuf.h"

/* The '{' that opens the block @p is in; NULL: none in @text. */
static const char *block_open(const char *text, const char *p)
{
	int depth = 0;

	while (p > text) {
		p--;
		if (*p == '}')
			depth++;
		else if (*p == '{' && depth-- == 0)
			return p;
	}
	return NULL;
}

/* The '}' that closes the block opened at @open; NULL: unbalanced. */
static const char *block_close(const char *open)
{
	int depth = 0;
	const char *p;

	for (p = open; *p; p++)
		if (*p == '{')
			depth++;
		else if (*p == '}' && --depth == 0)
			return p;
	return NULL;
}

/* ".@field = EXPR," directly in block [open, close): EXPR squeezed. */
static const char *field_in(const char *open, const char *close,
			    const char *field, struct arena *a)
{
	size_t fl = strlen(field);
	const char *p = open + 1;
	int depth = 0;

	for (; p < close; p++) {
		const char *v, *end;
		char *out, *o;

		if (*p == '{' || *p == '(')
			depth++;
		else if (*p == '}' || *p == ')')
			depth--;
		if (depth || *p != '.' || strncmp(p + 1, field, fl))
			continue;
		v = p + 1 + fl;
		while (v < close && (*v == ' ' || *v == '\t'))
			v++;
		if (*v != '=')
			continue;
		for (v++; v < close && isspace((unsigned char)*v); v++)
			;
		for (end = v;
		     end < close && *end != ',' && *end != '\n' && *end != '}';
		     end++)
			;
		out = o = arena_alloc(a, (size_t)(end - v) + 1);
		for (; v < end; v++)
			if (!isspace((unsigned char)*v))
				*o++ = *v;
		*o = '\0';
		return *out ? out : NULL;
	}
	return NULL;
}

const char *gpio_label_base_in(const char *text, const char *label,
			       struct arena *a)
{
	const char *quoted = arena_printf(a, "\"%s\"", label);
	const char *p = text;

	while ((p = strstr(p, quoted)) != NULL) {
		const char *line = p, *open, *close, *base;

		while (line > text && line[-1] != '\n')
			line--;
		p += strlen(quoted);
		if (!strstr(line, ".label") || strstr(line, ".label") > p)
			continue;
		open = block_open(text, line);
		close = open ? block_close(open) : NULL;
		base = close ? field_in(open, close, "base", a) : NULL;
		if (base)
			return base;
	}
	return NULL;
}

const char *gpio_chip_label_base(struct conv *c, const char *label)
{
	struct strbuf out = STRBUF_INIT, text = STRBUF_INIT;
	struct proc_opts po = { .cwd = c->kdir, .timeout_ms = 60 * 1000 };
	struct bf_error e = { 0 };
	const char *mach =
		c->soc && c->soc->family ?
			arena_printf(c->a, "arch/arm/mach-%s", c->soc->family) :
			"drivers/gpio";
	const char *argv[] = { "grep",
			       "-rlF",
			       "--include=*.c",
			       arena_printf(c->a, "\"%s\"", label),
			       mach,
			       "drivers/gpio",
			       NULL };
	const char *found = NULL, *p;
	int status, ambiguous = 0;

	if (!c->kdir || !label ||
	    proc_run(argv, &po, &out, NULL, &status, &e)) {
		sb_release(&out);
		return NULL;
	}
	/* two drivers giving the label different bases: neither is sure */
	for (p = sb_str(&out); *p;
	     p += strcspn(p, "\n") + !!p[strcspn(p, "\n")]) {
		const char *base = NULL;

		sb_reset(&text);
		if (!file_read_all(arena_printf(c->a, "%s/%.*s", c->kdir,
						(int)strcspn(p, "\n"), p),
				   &text))
			base = gpio_label_base_in(sb_str(&text), label, c->a);
		if (base && found && strcmp(base, found))
			ambiguous = 1;
		if (base)
			found = base;
	}
	sb_release(&out);
	sb_release(&text);
	return ambiguous ? NULL : found;
}

/* "GPIOK" and "GPK": the bank after the family's "GPIO" or "GP" prefix */
static const char *bank_of(const char *label)
{
	if (!strncmp(label, "GPIO", 4) && label[4])
		return label + 4;
	if (!strncmp(label, "GP", 2) && label[2])
		return label + 2;
	return NULL;
}

const char *gpio_chip_label_meant(struct conv *c, const char *label)
{
	const char *bank = label ? bank_of(label) : NULL;
	const char *found = NULL;
	size_t i;

	for (i = 0; bank && c->soc->gpios && c->soc->gpios[i].chip; i++) {
		const char *chip = c->soc->gpios[i].chip;

		if (!strcmp(chip, label))
			return NULL; /* the SoC has that very label */
		if (bank_of(chip) && !strcmp(bank_of(chip), bank))
			found = chip;
	}
	return found;
}
