// SPDX-License-Identifier: GPL-2.0
/* bf2dts: board-file to devicetree conversion toolkit. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "commands.h"

static const struct {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *help;
} commands[] = {
	{ "convert", cmd_convert, "convert a board file into a .dts" },
	{ "boards", cmd_boards, "inventory of the remaining board files" },
	{ "compare", cmd_compare, "compare two QEMU boot inventories" },
	{ "agree", cmd_agree, "agreement of a generated .dts with upstream's" },
	{ "patch", cmd_patch,
	  "a board file's conversion as a checked patch series" },
	{ "review", cmd_review,
	  "a board file beside its .dts, as one HTML page" },
};

static void usage(FILE *f)
{
	size_t i;

	fputs("usage: bf2dts <command> [options]\n\ncommands:\n", f);
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "  %-10s %s\n", commands[i].name, commands[i].help);
}

/*
 * What a command printed is its result: when stdout could not take all of
 * it (a full disk, a closed pipe, /dev/full), the run failed, whatever the
 * command itself returned.
 */
static int finish(const char *name, int rc)
{
	int failed = ferror(stdout);

	errno = 0;
	if (fflush(stdout))
		failed = 1;
	if (failed) {
		fprintf(stderr, "bf2dts %s: cannot write the output: %s\n",
			name, errno ? strerror(errno) : "write error");
		return rc > 1 ? rc : 2;
	}
	return rc;
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(argc < 2 ? stderr : stdout);
		return argc < 2 ? 2 : 0;
	}
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(argv[1], commands[i].name))
			return finish(commands[i].name,
				      commands[i].fn(argc - 1, argv + 1));
	fprintf(stderr, "bf2dts: '%s' is not a command\n", argv[1]);
	usage(stderr);
	return 2;
}
