// SPDX-License-Identifier: GPL-2.0
#include "kernel/keycodes.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

/* "#define KEY_POWER 116": the first name of a code wins (aliases follow it). */
void keycodes_load(const char *kdir, struct keycodes *k)
{
	char *path =
		xasprintf("%s/include/uapi/linux/input-event-codes.h", kdir);
	FILE *f = fopen(path, "r");
	char line[256];

	memset(k, 0, sizeof(*k));
	while (f && fgets(line, sizeof(line), f)) {
		char name[64];
		char *end;
		long v;
		int sw;

		if (sscanf(line, "#define %63s", name) != 1)
			continue;
		sw = !strncmp(name, "SW_", 3);
		if (!sw && strncmp(name, "KEY_", 4) && strncmp(name, "BTN_", 4))
			continue;
		if (strstr(name, "_MAX") || strstr(name, "_CNT") ||
		    strstr(name, "_MIN_"))
			continue;
		v = strtol(line + 8 + strlen(name) +
				   strspn(line + 8 + strlen(name), " \t"),
			   &end, 0);
		if (end == line + 8 + strlen(name) +
				   strspn(line + 8 + strlen(name), " \t"))
			continue; /* defined as another name, not a number */
		if (sw && v >= 0 && v < 0x20 && !k->sws[v])
			k->sws[v] = xstrdup(name);
		else if (!sw && v >= 0 && v < 0x300 && !k->keys[v])
			k->keys[v] = xstrdup(name);
	}
	if (f)
		fclose(f);
	free(path);
}

const char *keycode_name(const struct keycodes *k, long long code, int sw)
{
	if (!k || code < 0)
		return NULL;
	if (sw)
		return code < 0x20 ? k->sws[code] : NULL;
	return code < 0x300 ? k->keys[code] : NULL;
}

void keycodes_release(struct keycodes *k)
{
	size_t i;

	for (i = 0; i < 0x300; i++)
		free(k->keys[i]);
	for (i = 0; i < 0x20; i++)
		free(k->sws[i]);
	memset(k, 0, sizeof(*k));
}
