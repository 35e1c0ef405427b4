// SPDX-License-Identifier: GPL-2.0
#include "commands.h"
int cmd_review(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	return 2;
}
