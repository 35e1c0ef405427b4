/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Errors are returned, not printed: a stage fills a struct bf_error and
 * returns -1; the subcommand at the top reports it once, as one line that
 * names the input, and exits non-zero.
 */
#ifndef BF2DTS_ERROR_H
#define BF2DTS_ERROR_H

struct bf_error {
	char msg[1024];
};

/* Formats the message into @e and returns -1, for `return bf_err(...)`. */
int bf_err(struct bf_error *e, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Prints "bf2dts <cmd>: <msg>" to stderr. */
void bf_report(const char *cmd, const struct bf_error *e);

/* Usage and fatal errors at the top level only. */
void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

#endif
