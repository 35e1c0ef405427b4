// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* pipe2, posix_spawn_file_actions_addchdir_np */
#include "lib/proc.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static int64_t now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

struct capture {
	int fd;
	struct strbuf *sb;
	size_t max, got;
	int truncated;
};

/* Reads what is there; returns 0 at end of file. */
static int capture_read(struct capture *c)
{
	char buf[8192];
	ssize_t n = read(c->fd, buf, sizeof(buf));

	if (n < 0)
		return errno == EINTR || errno == EAGAIN ? 1 : 0;
	if (n == 0)
		return 0;
	if (c->sb && c->got < c->max) {
		size_t keep = (size_t)n;

		if (keep > c->max - c->got)
			keep = c->max - c->got;
		sb_addn(c->sb, buf, keep);
	}
	c->got += (size_t)n;
	if (c->sb && c->got > c->max && !c->truncated) {
		sb_add(c->sb, "\n[... output truncated]\n");
		c->truncated = 1;
	}
	return 1;
}

static int setup_actions(posix_spawn_file_actions_t *fa,
			 const struct proc_opts *o, int out_w, int err_w)
{
	int r;

	r = posix_spawn_file_actions_addopen(
		fa, 0, o->stdin_path ? o->stdin_path : "/dev/null", O_RDONLY,
		0);
	if (!r && o->stdout_path)
		r = posix_spawn_file_actions_addopen(
			fa, 1, o->stdout_path, O_WRONLY | O_CREAT | O_TRUNC,
			0644);
	else if (!r)
		r = posix_spawn_file_actions_adddup2(fa, out_w, 1);
	if (!r)
		r = posix_spawn_file_actions_adddup2(fa, err_w, 2);
	if (!r && o->cwd)
		r = posix_spawn_file_actions_addchdir_np(fa, o->cwd);
	return r;
}

static int spawn(const char *const *argv, const struct proc_opts *o, int out_w,
		 int err_w, pid_t *pid)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t attr;
	sigset_t none, dfl;
	int r;

	posix_spawn_file_actions_init(&fa);
	posix_spawnattr_init(&attr);
	sigemptyset(&none);
	sigemptyset(&dfl);
	sigaddset(&dfl, SIGPIPE);
	/* Own process group, so that a time-out kills the whole pipeline
	 * (cpp runs cc1, for instance). */
	posix_spawnattr_setpgroup(&attr, 0);
	posix_spawnattr_setsigmask(&attr, &none);
	posix_spawnattr_setsigdefault(&attr, &dfl);
	posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP |
						POSIX_SPAWN_SETSIGMASK |
						POSIX_SPAWN_SETSIGDEF);
	r = setup_actions(&fa, o, out_w, err_w);
	if (!r)
		r = posix_spawnp(pid, argv[0], &fa, &attr, (char *const *)argv,
				 environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&attr);
	return r;
}

/* Waits for both streams to close and the child to exit, or the deadline. */
static int pump(pid_t pid, struct capture *c, int64_t deadline, int *wstatus)
{
	int open_fds = 2;

	while (open_fds) {
		struct pollfd p[2];
		int n = 0, i, left = (int)(deadline - now_ms());

		if (left <= 0)
			return -1;
		for (i = 0; i < 2; i++)
			if (c[i].fd >= 0)
				p[n++] = (struct pollfd){ c[i].fd, POLLIN, 0 };
		if (poll(p, n, left) < 0 && errno != EINTR)
			return -1;
		for (i = 0; i < n; i++) {
			struct capture *ci = p[i].fd == c[0].fd ? &c[0] : &c[1];

			if (!p[i].revents || capture_read(ci))
				continue;
			close(ci->fd);
			ci->fd = -1;
			open_fds--;
		}
	}
	for (;;) {
		pid_t r = waitpid(pid, wstatus, WNOHANG);

		if (r == pid)
			return 0;
		if (r < 0 && errno != EINTR)
			return -1;
		if (now_ms() >= deadline)
			return -1;
		poll(NULL, 0, 5);
	}
}

int proc_run(const char *const *argv, const struct proc_opts *opts,
	     struct strbuf *out, struct strbuf *err, int *status,
	     struct bf_error *e)
{
	static const struct proc_opts defaults;
	const struct proc_opts *o = opts ? opts : &defaults;
	size_t max = o->max_capture ? o->max_capture : PROC_DEFAULT_MAX_CAPTURE;
	unsigned tmo = o->timeout_ms ? o->timeout_ms : PROC_DEFAULT_TIMEOUT_MS;
	int outp[2], errp[2], r, wstatus = 0;
	struct capture c[2];
	pid_t pid;

	if (!argv || !argv[0])
		return bf_err(e, "no program to run");
	if (pipe2(outp, O_CLOEXEC))
		return bf_err(e, "%s: pipe: %s", argv[0], strerror(errno));
	if (pipe2(errp, O_CLOEXEC)) {
		close(outp[0]);
		close(outp[1]);
		return bf_err(e, "%s: pipe: %s", argv[0], strerror(errno));
	}
	r = spawn(argv, o, outp[1], errp[1], &pid);
	close(outp[1]);
	close(errp[1]);
	if (r) {
		close(outp[0]);
		close(errp[0]);
		if (r == ENOENT)
			return bf_err(e, "%s: not found (is it installed?)",
				      argv[0]);
		return bf_err(e, "%s: cannot run: %s", argv[0], strerror(r));
	}
	c[0] = (struct capture){ outp[0], out, max, 0, 0 };
	c[1] = (struct capture){ errp[0], err, max, 0, 0 };
	r = pump(pid, c, now_ms() + tmo, &wstatus);
	if (c[0].fd >= 0)
		close(c[0].fd);
	if (c[1].fd >= 0)
		close(c[1].fd);
	if (r) {
		kill(-pid, SIGKILL);
		waitpid(pid, NULL, 0);
		return bf_err(e, "%s: no result after %u s, killed", argv[0],
			      tmo / 1000);
	}
	if (WIFSIGNALED(wstatus))
		return bf_err(e, "%s: killed by signal %d", argv[0],
			      WTERMSIG(wstatus));
	*status = WEXITSTATUS(wstatus);
	return 0;
}

char *proc_which(const char *prog)
{
	const char *path = getenv("PATH");
	const char *p;

	if (strchr(prog, '/'))
		return access(prog, X_OK) ? NULL : xstrdup(prog);
	if (!path)
		path = "/usr/bin:/bin";
	for (p = path;; p++) {
		const char *end = strchr(p, ':');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		char *full = xasprintf("%.*s/%s", (int)n, n ? p : ".", prog);
		struct stat st;

		if (!stat(full, &st) && S_ISREG(st.st_mode) &&
		    !access(full, X_OK))
			return full;
		free(full);
		if (!end)
			return NULL;
		p = end;
	}
}
