// SPDX-License-Identifier: GPL-2.0
/*
 * The console of a kernel command line, as /chosen's stdout-path takes
 * it: the first serial console=, its line, its options completed.
 */
#include <string.h>

#include "convert/chosen.h"
#include "unit.h"

static const char *console(const char *cmdline, int *index)
{
	static char opts[32];

	*index = -1;
	if (chosen_console(cmdline, index, opts, sizeof(opts)))
		return NULL;
	return opts;
}

int main(void)
{
	int i;
	const char *o;

	o = console("root=/dev/nfs ip=bootp console=ttyS0,115200 mem=64M", &i);
	CHECK("chosen: ttyS0,115200", o && i == 0);
	CHECK_STR("chosen: bits and parity completed", o, "115200n8");
	o = console("console=tty1 console=ttySAC2,38400e7 debug", &i);
	CHECK("chosen: tty1 is no serial console", o && i == 2);
	CHECK_STR("chosen: options kept", o, "38400e7");
	o = console("console=ttyAMA1,9600e", &i);
	CHECK_STR("chosen: bits completed", o, "9600e8");
	o = console("console=ttyS3 root=/dev/ram0", &i);
	CHECK("chosen: no options", o && i == 3 && !strcmp(o, ""));
	CHECK("chosen: no console", !console("root=/dev/ram0 ro", &i));
	CHECK("chosen: only a virtual terminal", !console("console=tty0", &i));
	CHECK("chosen: no line number", !console("console=ttyS", &i));
	CHECK("chosen: null command line", !console(NULL, &i));
	CHECK("chosen: xconsole= is not console=",
	      !console("xconsole=ttyS0,115200", &i));
	return unit_failed;
}
