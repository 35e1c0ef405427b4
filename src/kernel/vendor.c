// SPDX-License-Identifier: GPL-2.0
#include "kernel/vendor.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

/* Lines of the form:   "^sharp,.*": */
void vendors_load(const char *kdir, struct vendors *v)
{
	char *path = xasprintf(
		"%s/Documentation/devicetree/bindings/vendor-prefixes.yaml",
		kdir);
	FILE *f = fopen(path, "r");
	char line[512];
	size_t alloc = 0;

	v->names = NULL;
	v->n = 0;
	while (f && fgets(line, sizeof(line), f)) {
		char *p = strstr(line, "\"^");
		size_t n;

		if (!p)
			continue;
		p += 2;
		n = strspn(p, "abcdefghijklmnopqrstuvwxyz0123456789-");
		if (n && p[n] == ',')
			VEC_PUSH(v->names, v->n, alloc, xstrndup(p, n));
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

void vendors_release(struct vendors *v)
{
	size_t i;

	for (i = 0; i < v->n; i++)
		free(v->names[i]);
	free(v->names);
	v->names = NULL;
	v->n = 0;
}
