// SPDX-License-Identifier: GPL-2.0
#include <stdio.h>

#include "commands.h"

int cmd_compare(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	fputs("bf2dts compare: not implemented yet\n", stderr);
	return 2;
}
