// SPDX-License-Identifier: GPL-2.0
#include "kernel/vendor.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "lib/strbuf.h"

/*
 * Lines of the form   "^sharp,.*":   each followed by one of the form
 *   description: Sharp Corporation
 */
void vendors_load(const char *kdir, struct vendors *v)
{
	char *path = xasprintf(
		"%s/Documentation/devicetree/bindings/vendor-prefixes.yaml",
		kdir);
	FILE *f = fopen(path, "r");
	char line[512];
	size_t alloc = 0;

	v->names = NULL;
	v->descs = NULL;
	v->deprecated = NULL;
	v->n = 0;
	while (f && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "\"^");
		char *d = strstr(line, "description:");
		size_t n;

		if (strstr(line, "deprecated: true") && v->n) {
			v->deprecated[v->n - 1] = 1;
			continue;
		}
		if (d && v->n && !v->descs[v->n - 1]) {
			d += strlen("description:");
			d += strspn(d, " \t");
			v->descs[v->n - 1] = xstrndup(d, strcspn(d, "\r\n"));
			continue;
		}
		if (!p)
			continue;
		p += 2;
		n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789-");
		if (n && p[n] == ',') {
			size_t descs_alloc = alloc;

			VEC_PUSH(v->names, v->n, alloc, xstrndup(p, n));
			if (alloc != descs_alloc || !v->descs) {
				v->descs = xrealloc(v->descs,
						    alloc * sizeof(*v->descs));
				v->deprecated = xrealloc(
					v->deprecated,
					alloc * sizeof(*v->deprecated));
			}
			v->descs[v->n - 1] = NULL;
			v->deprecated[v->n - 1] = 0;
		}
	}
	if (f)
		fclose(f);
	free(path);
}

const char *vendor_for(const struct vendors *v, const char *name)
{
	char word[64];
	size_t i;

	while (name && *name) {
		for (i = 0; *name && isalnum((unsigned char)*name) &&
			    i + 1 < sizeof(word);
		     name++)
			word[i++] = (char)tolower((unsigned char)*name);
		word[i] = '\0';
		for (i = 0; word[0] && i < v->n; i++)
			if (!strcmp(v->names[i], word))
				return v->names[i];
		while (*name && !isalnum((unsigned char)*name))
			name++;
	}
	return NULL;
}

/* A prefix that names no maker, by what its description says it is. */
static int no_maker(const char *desc)
{
	static const char *const what[] = { "binding", "virtual device",
					    "Specification", "Hypervisor",
					    "Association" };
	size_t i;

	for (i = 0; desc && i < sizeof(what) / sizeof(what[0]); i++)
		if (strstr(desc, what[i]))
			return 1;
	return 0;
}

/* Does @p start with the first two words of @desc, then end a word? */
static int starts_with_desc(const char *p, const char *desc)
{
	const char *sp = desc ? strchr(desc, ' ') : NULL;
	size_t n;

	if (!sp)
		return 0;
	n = strcspn(sp + 1, " ,.");
	n += (size_t)(sp + 1 - desc);
	return !strncmp(p, desc, n) && !isalnum((unsigned char)p[n]) &&
	       p[n] != '-';
}

/* The prefix to use for prefix @i: its own, its successor's, or NULL. */
static const char *in_use(const struct vendors *v, size_t i)
{
	const char *use = v->descs[i] ? strstr(v->descs[i], "use ") : NULL;
	size_t k, n;

	if (!v->deprecated[i])
		return v->names[i];
	if (!use)
		return NULL;
	use += strlen("use ");
	n = strspn(use, "abcdefghijklmnopqrstuvwxyz0123456789-");
	for (k = 0; n && k < v->n; k++)
		if (strlen(v->names[k]) == n && !strncmp(v->names[k], use, n) &&
		    !v->deprecated[k])
			return v->names[k];
	return NULL;
}

const char *vendor_in_text(const struct vendors *v, const char *text)
{
	char *flat = xstrdup(text ? text : ""), *p, *q;
	const char *found = NULL;
	size_t i;

	/* help text wraps: one space for each run of white space */
	for (p = q = flat; *p; p++)
		if (!isspace((unsigned char)*p))
			*q++ = *p;
		else if (q > flat && q[-1] != ' ')
			*q++ = ' ';
	*q = '\0';
	for (p = flat; *p && !found; p++) {
		size_t n;

		if (p > flat && (isalnum((unsigned char)p[-1]) || p[-1] == '-'))
			continue;
		n = strspn(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
			      "abcdefghijklmnopqrstuvwxyz0123456789-");
		for (i = 0; n && i < v->n && !found; i++) {
			if (no_maker(v->descs[i]))
				continue;
			if ((isupper((unsigned char)*p) &&
			     strlen(v->names[i]) == n &&
			     !strncasecmp(p, v->names[i], n)) ||
			    starts_with_desc(p, v->descs[i]))
				found = in_use(v, i);
		}
	}
	free(flat);
	return found;
}

void vendors_release(struct vendors *v)
{
	size_t i;

	for (i = 0; i < v->n; i++) {
		free(v->names[i]);
		free(v->descs[i]);
	}
	free(v->names);
	free(v->descs);
	free(v->deprecated);
	v->names = NULL;
	v->descs = NULL;
	v->deprecated = NULL;
	v->n = 0;
}
