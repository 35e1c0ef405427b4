// SPDX-License-Identifier: GPL-2.0
#include "convert/board_args.h"

#include <stdlib.h>
#include <string.h>

#include "lib/cachedir.h"

void board_args_init(struct board_args *a)
{
	memset(a, 0, sizeof(*a));
	a->reports = "build/reports";
}

int board_args_option(struct board_args *a, int c, const char *arg)
{
	switch (c) {
	case 'k':
		a->kdir = arg;
		return 1;
	case 'm':
		a->machine = arg;
		return 1;
	case 'o':
		a->out = arg;
		return 1;
	case 'R':
		a->reports = arg;
		return 1;
	}
	return 0;
}

int board_args_finish(struct board_args *a, int argc, char **argv, int ind)
{
	size_t n;

	if (ind != argc - 1 || !a->out)
		return -1;
	a->kdir = a->defk = kernel_dir(a->kdir);
	/* a path into the tree names the same file as one relative to it */
	a->rel = argv[ind];
	n = strlen(a->kdir);
	if (!strncmp(a->rel, a->kdir, n) && a->rel[n] == '/')
		a->rel += n + 1;
	a->cache = cache_dir();
	return 0;
}

void board_args_release(struct board_args *a)
{
	free(a->cache);
	free(a->defk);
	a->cache = a->defk = NULL;
}
