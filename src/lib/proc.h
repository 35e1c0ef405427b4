/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Run a program from an argv (never through a shell: paths may contain
 * spaces), with its output captured into bounded buffers and a time limit,
 * so that a stuck or chatty tool can neither hang nor flood bf2dts.
 */
#ifndef BF2DTS_PROC_H
#define BF2DTS_PROC_H

#include <stddef.h>

#include "lib/error.h"
#include "lib/strbuf.h"

struct proc_opts {
	const char *stdin_path; /* NULL: /dev/null */
	const char *stdout_path; /* NULL: capture into @out (or discard) */
	const char *cwd; /* NULL: the current directory */
	unsigned timeout_ms; /* 0: PROC_DEFAULT_TIMEOUT_MS */
	size_t max_capture; /* per stream; 0: PROC_DEFAULT_MAX_CAPTURE */
};

#define PROC_DEFAULT_TIMEOUT_MS (120 * 1000)
#define PROC_DEFAULT_MAX_CAPTURE (1024 * 1024)

/*
 * Runs argv[0] (searched on PATH when it has no '/') with the arguments in
 * @argv (NULL-terminated). stdout and stderr are appended to @out and @err
 * (either may be NULL to discard); past max_capture bytes the rest is read
 * and dropped, and "[... output truncated]" is appended once.
 *
 * Returns 0 when the program ran to its end, with its exit code in *@status
 * (non-zero exit codes are the caller's business). Returns -1 with @e set
 * when it could not be started (e.g. not installed), was killed by a
 * signal, or ran past the time limit (its whole process group is killed).
 */
int proc_run(const char *const *argv, const struct proc_opts *opts,
	     struct strbuf *out, struct strbuf *err, int *status,
	     struct bf_error *e);

/* Full path of @prog on PATH (or @prog itself if it contains '/' and is
 * executable), malloc'ed; NULL when there is none. */
char *proc_which(const char *prog);

#endif
