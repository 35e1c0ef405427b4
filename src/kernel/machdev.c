// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* memmem */
/*
 * Machine devices of drivers, read from the C text (see machdev.h): no
 * preprocessing is needed for a string literal at a call's argument.
 */
#include "kernel/machdev.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/ctext.h"
#include "lib/strbuf.h"

/* The calls whose first argument is the device's name. */
static const char *const calls[] = { "platform_device_alloc",
				     "platform_device_register_simple" };

/* The machines "machine_is_foo(" names in @buf, comma-separated; NULL: none. */
static char *machines_of(const char *buf, size_t n)
{
	static const char tag[] = "machine_is_";
	struct strbuf sb = STRBUF_INIT;
	const char *p = buf, *end = buf + n;

	while ((p = memmem(p, (size_t)(end - p), tag, sizeof(tag) - 1))) {
		const char *s = p + sizeof(tag) - 1, *e = s;
		char *m;

		if (p > buf && ctext_ident_char(p[-1])) {
			p = s;
			continue;
		}
		while (e < end && ctext_ident_char(*e))
			e++;
		p = e;
		if (e == s || e >= end || *e != '(')
			continue;
		m = xstrndup(s, (size_t)(e - s));
		if (!str_list_has(sb_str(&sb), m))
			sb_addf(&sb, "%s%s", sb.len ? "," : "", m);
		free(m);
	}
	if (!sb.len) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

void machdev_scan(const char *rel, const char *buf, size_t n,
		  struct machdev **v, size_t *nv, size_t *av)
{
	char *machines;
	size_t k;

	if (strncmp(rel, "drivers/", 8) && strncmp(rel, "sound/", 6))
		return;
	if (!memmem(buf, n, "machine_is_", 11) ||
	    !(machines = machines_of(buf, n)))
		return;
	for (k = 0; k < sizeof(calls) / sizeof(calls[0]); k++) {
		size_t len = strlen(calls[k]);
		const char *p = buf, *end = buf + n;

		while ((p = memmem(p, (size_t)(end - p), calls[k], len))) {
			const char *s = p + len, *q;
			struct machdev d;
			int line = 1;

			if (p > buf && ctext_ident_char(p[-1])) {
				p = s;
				continue;
			}
			while (s < end && isspace((unsigned char)*s))
				s++;
			if (s >= end || *s != '(') {
				p = s;
				continue;
			}
			s++;
			while (s < end && isspace((unsigned char)*s))
				s++;
			if (s >= end || *s != '"') {
				p = s;
				continue;
			}
			for (q = ++s;
			     q < end && *q != '"' && *q != '\\' && *q != '\n';
			     q++)
				;
			if (q >= end || *q != '"' || q == s) {
				p = q;
				continue;
			}
			for (p = buf; p < s; p++)
				line += *p == '\n';
			d.name = xstrndup(s, (size_t)(q - s));
			d.source = xstrdup(rel);
			d.line = line;
			d.machines = xstrdup(machines);
			VEC_PUSH(*v, *nv, *av, d);
			p = q;
		}
	}
	free(machines);
}

int machdev_for(const struct machdev *d, const char *machine)
{
	return str_list_has(d->machines, machine);
}

void machdev_free(struct machdev *d)
{
	free(d->name);
	free(d->source);
	free(d->machines);
}
