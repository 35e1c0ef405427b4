// SPDX-License-Identifier: GPL-2.0
#include "boards/boards_qemu.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "lib/proc.h"
#include "lib/strbuf.h"

static char *field(char **p)
{
	char *s = *p, *tab;

	if (!s)
		return xstrdup("");
	tab = strchr(s, '\t');
	if (tab) {
		*p = tab + 1;
		return xstrndup(s, (size_t)(tab - s));
	}
	*p = NULL;
	return xstrdup(s);
}

int qemu_map_read(const char *path, struct qemu_map *m, struct bf_error *e)
{
	FILE *f = fopen(path, "r");
	char *line = NULL;
	size_t cap = 0;
	unsigned lineno = 0;

	memset(m, 0, sizeof(*m));
	if (!f)
		return bf_err(e, "%s: cannot read", path);
	while (getline(&line, &cap, f) > 0) {
		struct qemu_map_row r;
		char *p = line;

		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (!line[0] || line[0] == '#')
			continue;
		r.machine = field(&p);
		r.file = field(&p);
		r.id = field(&p);
		r.comment = field(&p);
		r.available = -1;
		if (!r.machine[0] || !r.file[0] || !r.id[0]) {
			free(r.machine);
			free(r.file);
			free(r.id);
			free(r.comment);
			free(line);
			fclose(f);
			qemu_map_free(m);
			return bf_err(e,
				      "%s:%u: expected machine<TAB>file<TAB>id",
				      path, lineno);
		}
		VEC_PUSH(m->v, m->n, m->alloc, r);
	}
	free(line);
	fclose(f);
	return 0;
}

void qemu_map_apply_help(struct qemu_map *m, const char *text)
{
	size_t i;

	m->qemu_ran = 1;
	for (i = 0; i < m->n; i++)
		m->v[i].available = 0;
	while (text && *text) {
		const char *end = strchr(text, '\n');
		size_t len = end ? (size_t)(end - text) : strlen(text);
		size_t w = 0;

		/* "<name>   <description>"; the header line has a space too. */
		while (w < len && !isspace((unsigned char)text[w]))
			w++;
		for (i = 0; w && i < m->n; i++)
			if (strlen(m->v[i].machine) == w &&
			    !strncmp(m->v[i].machine, text, w))
				m->v[i].available = 1;
		text = end ? end + 1 : NULL;
	}
}

/* `-machine help` answers at once; a qemu that does not is not waited for. */
#define QEMU_HELP_TIMEOUT_MS (20 * 1000)

void qemu_map_probe(struct qemu_map *m, const char *qemu)
{
	const char *argv[] = { qemu, "-machine", "help", NULL };
	struct proc_opts po = { .timeout_ms = QEMU_HELP_TIMEOUT_MS };
	struct strbuf out = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	int st = -1;

	if (!proc_run(argv, &po, &out, NULL, &st, &e) && st == 0 &&
	    strstr(sb_str(&out), "Supported machines"))
		qemu_map_apply_help(m, sb_str(&out));
	sb_release(&out);
}

void qemu_map_free(struct qemu_map *m)
{
	size_t i;

	for (i = 0; i < m->n; i++) {
		free(m->v[i].machine);
		free(m->v[i].file);
		free(m->v[i].id);
		free(m->v[i].comment);
	}
	free(m->v);
	memset(m, 0, sizeof(*m));
}
