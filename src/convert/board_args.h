/* SPDX-License-Identifier: GPL-2.0 */
#ifndef BF2DTS_BOARD_ARGS_H
#define BF2DTS_BOARD_ARGS_H

/*
 * The command line that patch and review share: one board file, --kernel
 * (the cached 6.1 tree when absent), --machine, -o and --reports. One
 * place, so that the two commands take the board file the same way (a path
 * inside the tree is made relative to it) and default alike.
 */
struct board_args {
	const char *kdir, *machine, *out, *reports;
	const char *rel; /* the board file, relative to kdir */
	char *cache; /* the cache directory */
	char *defk; /* kdir as made absolute (kernel_dir()), to free */
};

void board_args_init(struct board_args *a);
/*
 * Takes getopt's C (k, m, o and R: --kernel, --machine, --output and
 * --reports) and its argument: 1 when C is one of these.
 */
int board_args_option(struct board_args *a, int c, const char *arg);
/*
 * After getopt: exactly one board file and -o. Returns -1 on a usage error
 * (nothing to release then), 0 once kdir, rel and cache are set.
 */
int board_args_finish(struct board_args *a, int argc, char **argv, int ind);
void board_args_release(struct board_args *a);

#endif
