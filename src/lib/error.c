// SPDX-License-Identifier: GPL-2.0
#include "lib/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

int bf_err(struct bf_error *e, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}

void bf_report(const char *cmd, const struct bf_error *e)
{
	fprintf(stderr, "bf2dts %s: %s\n", cmd, e->msg[0] ? e->msg : "failed");
}

void die(const char *fmt, ...)
{
	va_list ap;

	fputs("bf2dts: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}
