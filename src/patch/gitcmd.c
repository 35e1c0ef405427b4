// SPDX-License-Identifier: GPL-2.0
#include "patch/gitcmd.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "lib/proc.h"

#define MAX_ARGS 64

int git(const char *dir, struct strbuf *out, struct bf_error *e, ...)
{
	const char *argv[MAX_ARGS + 4];
	struct strbuf err = STRBUF_INIT;
	struct proc_opts po = { 0 };
	size_t n = 0;
	va_list ap;
	int status, rc;

	argv[n++] = "git";
	argv[n++] = "-C";
	argv[n++] = dir;
	va_start(ap, e);
	while (n < MAX_ARGS && (argv[n] = va_arg(ap, const char *)) != NULL)
		n++;
	va_end(ap);
	argv[n] = NULL;
	po.timeout_ms = 30 * 60 * 1000; /* a first checkout of a tree is slow */
	rc = proc_run(argv, &po, out, &err, &status, e);
	if (!rc && status) {
		const char *m = err.len ? sb_str(&err) : out ? sb_str(out) : "";
		size_t sub = 3;

		while (sub < n && !strcmp(argv[sub], "-c"))
			sub += 2; /* name the subcommand, not its config */
		rc = bf_err(e, "%s: git %s failed: %.*s", dir,
			    sub < n ? argv[sub] : "", (int)strcspn(m, "\n"), m);
	}
	sb_release(&err);
	return rc;
}

static char *config_value(const char *dir, const char *key)
{
	struct strbuf out = STRBUF_INIT;
	struct bf_error e;
	char *v;

	if (git(dir, &out, &e, "config", "--get", key, NULL)) {
		sb_release(&out);
		return NULL;
	}
	v = sb_detach(&out);
	v[strcspn(v, "\n")] = '\0';
	if (!*v) {
		free(v);
		return NULL;
	}
	return v;
}

int git_identity_get(const char *dir, struct git_identity *id,
		     struct bf_error *e)
{
	id->name = config_value(dir, "user.name");
	id->email = config_value(dir, "user.email");
	if (id->name && id->email)
		return 0;
	git_identity_release(id);
	return bf_err(
		e,
		"%s: no git identity (set user.name and user.email with git config): patches need a real author and Signed-off-by",
		dir);
}

void git_identity_release(struct git_identity *id)
{
	free(id->name);
	free(id->email);
	id->name = id->email = NULL;
}
