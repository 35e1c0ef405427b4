// SPDX-License-Identifier: GPL-2.0
/*
 * The last patch of a series with --remove-board-file: the board file, the
 * Makefile lines that build it, the Kconfig entries of its machines and
 * the defconfig lines that select them. Code elsewhere that is built or
 * run only for the board (#ifdef CONFIG_MACH_X, machine_is_x(), select)
 * may be dead after it, or may serve the devicetree machine too: that is
 * the maintainer's call, so it is listed in the commit message, not cut.
 */
#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "lib/proc.h"
#include "lib/sort.h"
#include "patch/plan_internal.h"

#define MAX_SYMS 16
#define MAX_LISTED 20

struct syms {
	char *v[MAX_SYMS];
	size_t n;
};

static void syms_add(struct syms *s, const char *sym, size_t len)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (strlen(s->v[i]) == len && !strncmp(s->v[i], sym, len))
			return;
	if (s->n < MAX_SYMS)
		s->v[s->n++] = xstrndup(sym, len);
}

static void syms_release(struct syms *s)
{
	while (s->n)
		free(s->v[--s->n]);
}

/*
 * The directory's Makefile without the lines that build @obj; the symbols
 * of those lines ("obj-$(CONFIG_MACH_X) += x.o") go to @syms.
 */
static void drop_make_lines(const char *text, const char *obj,
			    struct strbuf *out, struct syms *syms)
{
	const char *s = text;

	while (*s) {
		size_t n = strcspn(s, "\n");
		const char *o = strstr(s, obj);

		if (o && o < s + n && !strncmp(s, "obj-", 4)) {
			const char *c = strstr(s, "$(CONFIG_");

			if (c && c < s + n)
				syms_add(syms, c + 9, strcspn(c + 9, ")\n"));
		} else {
			sb_addn(out, s, n + (s[n] == '\n'));
		}
		s += n + (s[n] == '\n');
	}
}

/* Is the line "CONFIG_SYM=..." or "# CONFIG_SYM is not set" of a symbol? */
static int defconfig_line_of(const char *line, size_t n, const struct syms *s)
{
	size_t i;

	if (n > 2 && !strncmp(line, "# ", 2)) {
		line += 2;
		n -= 2;
	}
	if (n < 7 || strncmp(line, "CONFIG_", 7))
		return 0;
	for (i = 0; i < s->n; i++) {
		size_t l = strlen(s->v[i]);

		if (n > 7 + l && !strncmp(line + 7, s->v[i], l) &&
		    (line[7 + l] == '=' || line[7 + l] == ' '))
			return 1;
	}
	return 0;
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every defconfig that selects one of @syms, without those lines. */
static void drop_defconfig_lines(const struct plan_in *in, struct plan *p,
				 struct plan_patch *pp, const struct syms *syms,
				 struct strbuf *changed)
{
	char *dir = xasprintf("%s/arch/arm/configs", in->kdir);
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, alloc = 0, i;

	while (d && (de = readdir(d)) != NULL) {
		size_t l = strlen(de->d_name);

		if (l > 10 && !strcmp(de->d_name + l - 10, "_defconfig")) {
			char *name = xstrdup(de->d_name);

			VEC_PUSH(names, n, alloc, name);
		}
	}
	if (d)
		closedir(d);
	sort_array(names, n, sizeof(*names), cmp_str);
	for (i = 0; i < n; i++) {
		char *rel = xasprintf("arch/arm/configs/%s", names[i]);
		struct strbuf text = STRBUF_INIT, out = STRBUF_INIT;
		const char *s;
		int dropped = 0;

		if (!plan_read(p, in->kdir, rel, &text)) {
			for (s = sb_str(&text); *s;) {
				size_t l = strcspn(s, "\n");

				if (defconfig_line_of(s, l, syms))
					dropped = 1;
				else
					sb_addn(&out, s, l + (s[l] == '\n'));
				s += l + (s[l] == '\n');
			}
		}
		if (dropped) {
			plan_file(pp, rel, sb_str(&out));
			sb_addf(changed, "%s%s", changed->len ? ", " : "",
				names[i]);
		}
		sb_release(&text);
		sb_release(&out);
		free(rel);
		free(names[i]);
	}
	free(names);
	free(dir);
}

/* Does the patch leave this line in @path (or not touch @path at all)? */
static int line_stays(const struct plan_patch *pp, const char *path,
		      const char *line)
{
	size_t k;

	for (k = pp->nfiles; k-- > 0;)
		if (!strcmp(pp->files[k].path, path))
			return pp->files[k].text &&
			       strstr(pp->files[k].text, line) != NULL;
	return 1;
}

/*
 * What still names the symbols or the machines after the patch, as
 * "path:line" lines: git grep over the tree (it must be a git tree for
 * `bf2dts patch`), the patch's own edits and Documentation left out.
 */
static void leftovers(const struct plan_in *in, const struct plan_patch *pp,
		      const struct syms *syms, struct strbuf *out,
		      size_t *count)
{
	struct strbuf re = STRBUF_INIT, got = STRBUF_INIT;
	const char *argv[] = { "git",
			       "-C",
			       in->kdir,
			       "grep",
			       "-n",
			       "-I",
			       "-w",
			       "-E",
			       "-e",
			       NULL,
			       "--",
			       ".",
			       ":(exclude)Documentation",
			       NULL };
	struct bf_error ignored = { { 0 } };
	const char *s;
	size_t i, m;
	int status = 0;

	sb_add(&re, "(CONFIG_)?(");
	for (i = 0; i < syms->n; i++)
		sb_addf(&re, "%s%s", i ? "|" : "", syms->v[i]);
	for (m = 0; m < in->cv->b.nmachines; m++) {
		const char *id = in->cv->b.machines[m].id;

		sb_addf(&re, "%smachine_is_", re.len > 11 ? "|" : "");
		for (; *id; id++)
			sb_addch(&re, (char)tolower((unsigned char)*id));
	}
	sb_add(&re, ")");
	argv[9] = sb_str(&re);
	*count = 0;
	/* exit 1 is "nothing found"; a tree git cannot read lists nothing */
	if (proc_run(argv, NULL, &got, NULL, &status, &ignored) ||
	    status != 0) {
		sb_release(&re);
		sb_release(&got);
		return;
	}
	for (s = sb_str(&got); *s;) {
		size_t l = strcspn(s, "\n");
		char *line = xstrndup(s, l);
		char *c1 = strchr(line, ':'),
		     *c2 = c1 ? strchr(c1 + 1, ':') : 0;

		s += l + (s[l] == '\n');
		if (c2) {
			*c1 = '\0';
			if (strcmp(line, in->cv->b.rel) &&
			    line_stays(pp, line, c2 + 1)) {
				const char *text = c2 + 1;

				*c2 = '\0';
				text += strspn(text, " \t");
				if (++*count <= MAX_LISTED)
					sb_addf(out, "  %s:%s: %.50s\n", line,
						c1 + 1, text);
			}
		}
		free(line);
	}
	if (*count > MAX_LISTED)
		sb_addf(out, "  (and %zu more)\n", *count - MAX_LISTED);
	sb_release(&re);
	sb_release(&got);
}

int plan_removal(const struct plan_in *in, struct plan *p, struct bf_error *e)
{
	const struct report *r = &in->cv->r;
	struct totals t = report_totals(r, NULL);
	const char *rel = in->cv->b.rel, *base = strrchr(rel, '/') + 1;
	struct strbuf mk = STRBUF_INIT, kc = STRBUF_INIT, body = STRBUF_INIT;
	struct strbuf defconfigs = STRBUF_INIT, left = STRBUF_INIT;
	struct syms syms = { { 0 }, 0 };
	struct plan_patch *pp;
	size_t i, m, nleft;
	char *obj, *dir;

	if (t.partial || t.todo) {
		for (i = 0; i < r->nitems; i++)
			if (r->items[i]->fate != FATE_CONVERTED)
				break;
		return bf_err(
			e,
			"%s: not removing the board file: %zu partial and %zu todo items are left (the first: line %u, %s %.60s: %.80s)",
			rel, t.partial, t.todo, r->items[i]->line,
			r->items[i]->kind, r->items[i]->name,
			r->items[i]->why ? r->items[i]->why : "");
	}
	pp = plan_add(p, "ARM: %s: remove the %s board file", plan_family(in),
		      base);
	plan_file(pp, rel, NULL);
	obj = xasprintf("%.*s.o", (int)(strlen(base) - 2), base);
	dir = xasprintf("%.*s/Makefile", (int)(strrchr(rel, '/') - rel), rel);
	if (!plan_read(p, in->kdir, dir, &mk)) {
		struct strbuf out = STRBUF_INIT;

		drop_make_lines(sb_str(&mk), obj, &out, &syms);
		plan_file(pp, dir, sb_str(&out));
		sb_release(&out);
	}
	for (m = 0; m < in->cv->b.nmachines; m++) {
		char *kcp =
			xasprintf("arch/arm/mach-%s/Kconfig", plan_family(in));
		char *head =
			xasprintf("config MACH_%s\n", in->cv->b.machines[m].id);
		const char *s, *h, *end;

		sb_reset(&kc);
		if (!plan_read(p, in->kdir, kcp, &kc) &&
		    (h = strstr((s = sb_str(&kc)), head)) != NULL) {
			struct strbuf out = STRBUF_INIT;

			end = strstr(h, "\n\n");
			end = end ? end + 2 : h + strlen(h);
			sb_addn(&out, s, (size_t)(h - s));
			sb_add(&out, end);
			plan_file(pp, kcp, sb_str(&out));
			sb_release(&out);
			syms_add(&syms, head + 7, strlen(head + 7) - 1);
		}
		free(kcp);
		free(head);
	}
	drop_defconfig_lines(in, p, pp, &syms, &defconfigs);
	leftovers(in, pp, &syms, &left, &nleft);
	sb_addf(&body,
		"%s is converted: every registration it made is in the device tree added earlier in this series, so the board file, its Makefile line and its Kconfig entry go",
		rel);
	if (defconfigs.len)
		sb_addf(&body, ", with the lines of %s that selected it",
			sb_str(&defconfigs));
	sb_add(&body, ".");
	wrap_text(&pp->body, "", 0, sb_str(&body));
	if (nleft) {
		sb_reset(&body);
		sb_addf(&body,
			"Left for the platform's maintainer: %zu line%s elsewhere still name%s the board's Kconfig symbol or machine_is_*() and may now be dead code, or may serve the devicetree machine too:",
			nleft, nleft == 1 ? "" : "s", nleft == 1 ? "s" : "");
		sb_addch(&pp->body, '\n');
		wrap_text(&pp->body, "", 0, sb_str(&body));
		sb_addch(&pp->body, '\n');
		sb_add(&pp->body, sb_str(&left));
	}
	syms_release(&syms);
	free(obj);
	free(dir);
	sb_release(&mk);
	sb_release(&kc);
	sb_release(&body);
	sb_release(&defconfigs);
	sb_release(&left);
	return 0;
}
