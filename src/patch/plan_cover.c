// SPDX-License-Identifier: GPL-2.0
/*
 * The words of a series: in each .dts commit, what the board file held and
 * where each item went; in the cover letter, the accounting, the driver
 * work left, and the QEMU boot comparison when there is one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt/dt_path.h"
#include "lib/fileio.h"
#include "patch/bootreport.h"
#include "patch/plan_internal.h"

static void where(const struct plan_in *in, size_t m, const struct item *it,
		  struct strbuf *out)
{
	const struct dt_tree *t = in->cv->trees[m];
	const struct dt_node *n = dt_resolve(t, it->node);

	if (!n && in->cv->common)
		n = dt_resolve(in->cv->common, it->node);
	if (n)
		dt_path(n, out);
	else if (it->node && *it->node)
		sb_add(out, it->node);
}

void plan_where_it_went(const struct plan_in *in, size_t m, struct strbuf *out)
{
	const struct report *r = &in->cv->r;
	const char *id = in->cv->b.machines[in->cv->machine_of[m]].id;
	struct totals t = report_totals(r, id);
	struct strbuf s = STRBUF_INIT, line = STRBUF_INIT;
	enum fate f;
	size_t i;

	sb_addf(&s,
		"The board file makes %zu registrations for this machine: %zu are converted, %zu partly, and %zu are left as TODO(bf2dts) comments in the .dts.",
		t.found, t.converted, t.partial, t.todo);
	wrap_text(out, "", 0, sb_str(&s));
	for (f = FATE_CONVERTED; f <= FATE_TODO; f++) {
		static const char *const head[] = {
			"Converted, and where each went:",
			"Partly converted (what is missing is marked in the node):",
			"Not converted:",
		};
		int any = 0;

		for (i = 0; i < r->nitems; i++) {
			const struct item *it = r->items[i];

			if (strcmp(it->machine, id) || it->fate != f)
				continue;
			if (!any)
				sb_addf(out, "\n%s\n", head[f]);
			any = 1;
			sb_reset(&s);
			plan_item_line(in, it, &s);
			sb_reset(&line);
			where(in, m, it, &line);
			if (line.len)
				sb_addf(&s, " -> %s", sb_str(&line));
			if (f != FATE_CONVERTED && it->why && *it->why)
				sb_addf(&s, ": %.160s%s", it->why,
					strlen(it->why) > 160 ? "..." : "");
			wrap_text(out, "- ", 2, sb_str(&s));
		}
	}
	sb_add(out,
	       "\nThe .dts was generated from the board file by bf2dts.\n");
	sb_release(&s);
	sb_release(&line);
}

/* "a.b=1, c.d=x" -> "b, d": the platform data fields a driver reads. */
static void fields(const char *why, struct strbuf *out)
{
	const char *p = strstr(why, "platform data not translated: ");
	int first = 1;

	if (!p)
		return;
	p += strlen("platform data not translated: ");
	while (*p && *p != ';') {
		size_t n = strcspn(p, "=,;");
		const char *dot = memchr(p, '.', n);
		const char *f = dot ? dot + 1 : p;

		sb_addf(out, "%s%.*s", first ? "" : ", ", (int)(p + n - f), f);
		first = 0;
		p += n;
		/* skip the value, which may itself hold commas in calls */
		if (*p == '=')
			p += strcspn(p, ";,");
		while (*p == ',' || *p == ' ')
			p++;
	}
}

static void driver_work(const struct plan_in *in, struct strbuf *out)
{
	const struct report *r = &in->cv->r;
	struct strbuf s = STRBUF_INIT, fl = STRBUF_INIT;
	size_t i;
	int any = 0;

	for (i = 0; i < r->nitems; i++) {
		const struct item *it = r->items[i];
		const char *why = it->why ? it->why : "";
		int nodrv = strstr(why, "no driver named") ||
			    strstr(why, "no OF match table") ||
			    strstr(why, "no platform driver");

		sb_reset(&fl);
		fields(why, &fl);
		if (!nodrv && !fl.len)
			continue;
		if (!any)
			sb_add(out, "\nDriver work left:\n");
		any = 1;
		sb_reset(&s);
		plan_item_line(in, it, &s);
		if (nodrv) {
			const char *d = strstr(why, "no driver named");

			if (!d)
				d = strstr(why, "driver ");
			if (!d)
				d = strstr(why, "no platform driver");
			sb_addf(&s, ": %.*s", (int)strcspn(d, ";"), d);
		}
		if (fl.len)
			sb_addf(&s, "%s the driver reads platform data %s",
				nodrv ? ";" : ":", sb_str(&fl));
		wrap_text(out, "- ", 2, sb_str(&s));
	}
	if (!any)
		sb_add(out, "\nDriver work left: none found.\n");
	sb_release(&s);
	sb_release(&fl);
}

/* build/reports/<machine>-compare.txt, written by qemu-machines/compare.sh */
static void boot_comparison(const struct plan_in *in, struct strbuf *out)
{
	size_t m;

	if (!in->reports)
		return;
	for (m = 0; m < in->cv->b.nmachines; m++) {
		struct strbuf txt = STRBUF_INIT;
		char *path = NULL;

		if (plan_machine_tree(in->cv, m) < in->cv->ntrees &&
		    !boot_report_read(in->reports, in->cv->b.rel,
				      in->cv->b.machines[m].id, &txt, &path)) {
			const char *s = sb_str(&txt);
			int lines = 0;

			sb_addf(out,
				"\nBoot comparison in QEMU, board file against device tree (%s):\n\n",
				path);
			while (*s && lines < 60) {
				size_t n = strcspn(s, "\n");

				sb_addf(out, "  %.*s\n", (int)n, s);
				s += n + (s[n] == '\n');
				lines++;
			}
			if (*s)
				sb_add(out, "  [...]\n");
		}
		sb_release(&txt);
		free(path);
	}
}

void plan_cover(const struct plan_in *in, struct plan *p)
{
	const struct conversion *cv = in->cv;
	struct strbuf s = STRBUF_INIT, nm = STRBUF_INIT;
	size_t m, k;

	p->cover_subject = xasprintf(
		"ARM: %s: describe %s with a device tree", plan_family(in),
		cv->ntrees > 1 ? cv->b.rel : plan_board_name(in, 0, &nm));
	sb_addf(&s,
		"This series moves %s from its board file, %s, to a device tree, in the order upstream conversions take: the bindings first, then the .dts, then the configuration that builds it.",
		cv->b.nmachines > 1 ? "the machines" : "the machine",
		cv->b.rel);
	wrap_text(&p->cover, "", 0, sb_str(&s));
	sb_add(&p->cover,
	       "\nAccounting (found / converted / partial / todo):\n");
	for (m = 0; m < cv->b.nmachines; m++) {
		struct totals t = report_totals(&cv->r, cv->b.machines[m].id);
		size_t first = plan_machine_tree(cv, m);

		if (first == cv->ntrees)
			continue;
		sb_addf(&p->cover, "- %s (%s", cv->b.machines[m].id,
			cv->names[first]);
		/* its variants' trees, each counted once with the machine */
		for (k = first + 1; k < cv->ntrees && cv->machine_of[k] == m;
		     k++)
			sb_addf(&p->cover, ", %s", cv->names[k]);
		sb_addf(&p->cover, "): %zu / %zu / %zu / %zu\n", t.found,
			t.converted, t.partial, t.todo);
	}
	sb_add(&p->cover,
	       "\nEach .dts patch lists every item with its fate; the TODO(bf2dts)\ncomments in the .dts say what is left where it belongs.\n");
	driver_work(in, &p->cover);
	boot_comparison(in, &p->cover);
	sb_release(&s);
	sb_release(&nm);
}
