// SPDX-License-Identifier: GPL-2.0
/*
 * What a board's symbol selects, transitively: the walk reports each
 * select in reading order, goes on below one only when the caller says
 * so, and stops at the depth asked for.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "kernel/kconfig.h"
#include "unit.h"

static const char kconfig[] = "config MACH_FOO\n"
			      "\tbool \"Foo board\"\n"
			      "\tselect CPU_FOO300\n"
			      "\tselect FOO_IDE\n"
			      "\n"
			      "config CPU_FOO300\n"
			      "\tbool\n"
			      "\tselect FOO3xx\n"
			      "\n"
			      "config FOO3xx\n"
			      "\tbool\n"
			      "\tselect FOO_IDE\n"
			      "\tselect FOO_DEEP\n"
			      "\n"
			      "config FOO_DEEP\n"
			      "\tbool\n"
			      "\tselect FOO_DEEPER\n"
			      "\n"
			      "config FOO_IDE\n"
			      "\tbool\n"
			      "\n"
			      "config FOO_DEEPER\n"
			      "\tbool\n";

struct seen {
	char text[256];
};

/* each symbol walked below once, as a caller keeping a set would */
static int note(const char *name, void *arg)
{
	struct seen *s = arg;
	char word[64];

	snprintf(word, sizeof(word), " %s", name);
	if (strstr(s->text, word))
		return 0;
	strncat(s->text, word, sizeof(s->text) - strlen(s->text) - 1);
	return 1;
}

int main(void)
{
	char dir[] = "/tmp/bf2dts-ksel-XXXXXX", path[600];
	struct bf_error e = { 0 };
	struct kconfig *kc = NULL;
	struct seen all = { "" }, shallow = { "" };
	FILE *f;

	CHECK("kconfig selects: temp dir", mkdtemp(dir) != NULL);
	snprintf(path, sizeof(path), "%s/Kconfig", dir);
	f = fopen(path, "w");
	if (f) {
		fputs(kconfig, f);
		fclose(f);
		kc = kconfig_read(dir, "Kconfig", &e);
	}
	CHECK("kconfig selects: the Kconfig reads", kc != NULL);
	if (kc) {
		kconfig_walk_selects(kc, "MACH_FOO", 3, note, &all);
		CHECK("every select, each once, in reading order",
		      !strcmp(all.text,
			      " CPU_FOO300 FOO3xx FOO_IDE FOO_DEEP FOO_DEEPER"));
		kconfig_walk_selects(kc, "MACH_FOO", 1, note, &shallow);
		CHECK("the walk stops at the depth asked for",
		      !strcmp(shallow.text, " CPU_FOO300 FOO3xx FOO_IDE"));
		kconfig_walk_selects(NULL, "MACH_FOO", 3, note, &shallow);
		CHECK("no Kconfig: nothing is walked",
		      !strcmp(shallow.text, " CPU_FOO300 FOO3xx FOO_IDE"));
		kconfig_free(kc);
	}
	snprintf(path, sizeof(path), "rm -rf '%s'", dir);
	CHECK("kconfig selects: cleanup", system(path) == 0);
	return unit_failed;
}
