// SPDX-License-Identifier: GPL-2.0
/*
 * Rendering: one function per format, picked from a table.  The JSON
 * writer here is a few lines of string escaping; src/lib/json.c (being
 * written for `bf2dts compare`) can replace it once it lands.
 */
#include "boards/boards_render.h"

#include <stdio.h>
#include <string.h>

#include "boards/boards_verdict.h"
#include "lib/json.h"

static const char *or_dash(const char *s)
{
	return s && *s ? s : "-";
}

static void effort_str(const struct board_row *r, char *buf, size_t n)
{
	if (r->found < 0 || r->converted < 0)
		snprintf(buf, n, "unknown");
	else
		snprintf(buf, n, "%ld/%ld", r->converted, r->found);
}

/* ------------------------------------------------------------------ table */

static void render_table(const struct inventory *inv, const char *tree,
			 struct strbuf *out)
{
	size_t i;

	(void)tree;
	sb_addf(out,
		"%-40s %-18s %-8s %-22s %-7s %-7s %-7s %-4s %-6s %-5s %-8s %s\n",
		"FILE:LINE", "ID", "FAMILY", "KCONFIG", "UNUSED", "DEFCONF",
		"QEMU", "DTS", "MAINT", "YEAR", "EFFORT", "VERDICT");
	for (i = 0; i < inv->n; i++) {
		const struct board_row *r = &inv->rows[i];
		char loc[512], eff[64];

		snprintf(loc, sizeof(loc), "%s:%u",
			 r->file + (strncmp(r->file, "arch/arm/", 9) ? 0 : 9),
			 r->line);
		effort_str(r, eff, sizeof(eff));
		sb_addf(out,
			"%-40s %-18s %-8s %-22s %-7s %-7s %-7s %-4s %-6s %-5d %-8s %s\n",
			loc, r->id, r->family, or_dash(r->sym),
			tri_str(r->unused), tri_str(r->in_defconfig),
			tri_str(r->emulated), tri_str(r->has_dts),
			tri_str(r->maintained), r->year, eff,
			verdict_str(r->verdict));
	}
	sb_addf(out, "%zu machines in %zu files across %zu families\n", inv->n,
		inv->n_files, inv->n_fams);
}

/* -------------------------------------------------------------------- csv */

static void csv_field(struct strbuf *out, const char *s, int last)
{
	const char *p;

	s = s ? s : "";
	if (strpbrk(s, ",\"\n")) {
		sb_addch(out, '"');
		for (p = s; *p; p++) {
			if (*p == '"')
				sb_addch(out, '"');
			sb_addch(out, *p);
		}
		sb_addch(out, '"');
	} else {
		sb_add(out, s);
	}
	sb_add(out, last ? "\n" : ",");
}

static const char *const columns[] = {
	"file",
	"line",
	"id",
	"name",
	"family",
	"soc",
	"kconfig",
	"file_kconfig",
	"help",
	"unused",
	"unused_chain",
	"deprecated",
	"deprecated_where",
	"in_defconfig",
	"defconfigs",
	"emulated",
	"qemu",
	"qemu_comment",
	"has_dts",
	"dts",
	"family_dt",
	"maintained",
	"board_maintainer",
	"maintainers",
	"year",
	"lines",
	"found",
	"converted",
	"removal",
	"verdict",
	"reasons",
};

#define N_COLUMNS (sizeof(columns) / sizeof(columns[0]))

static void row_values(const struct board_row *r, char num[4][32],
		       const char *v[N_COLUMNS])
{
	size_t k = 0;

	snprintf(num[0], 32, "%u", r->line);
	snprintf(num[1], 32, "%d", r->year);
	snprintf(num[2], 32, "%u", r->lines);
	if (r->found >= 0)
		snprintf(num[3], 32, "%ld", r->found);
	else
		num[3][0] = '\0';
	v[k++] = r->file, v[k++] = num[0], v[k++] = r->id, v[k++] = r->name;
	v[k++] = r->family, v[k++] = r->soc, v[k++] = r->sym;
	v[k++] = r->file_sym, v[k++] = r->help1, v[k++] = tri_str(r->unused);
	v[k++] = r->unused_chain, v[k++] = tri_str(r->deprecated);
	v[k++] = r->deprecated_where, v[k++] = tri_str(r->in_defconfig);
	v[k++] = r->defconfigs, v[k++] = tri_str(r->emulated), v[k++] = r->qemu;
	v[k++] = r->qemu_comment, v[k++] = tri_str(r->has_dts), v[k++] = r->dts;
	v[k++] = tri_str(r->family_dt), v[k++] = tri_str(r->maintained);
	v[k++] = tri_str(r->maint_board), v[k++] = r->maint;
	v[k++] = r->year ? num[1] : NULL, v[k++] = num[2];
	v[k++] = r->found >= 0 ? num[3] : NULL;
	v[k++] = NULL; /* converted: filled by the caller */
	v[k++] = r->removal, v[k++] = verdict_str(r->verdict);
	v[k++] = r->reasons;
}

static void render_csv(const struct inventory *inv, const char *tree,
		       struct strbuf *out)
{
	size_t i, k;

	(void)tree;
	for (k = 0; k < N_COLUMNS; k++)
		csv_field(out, columns[k], k + 1 == N_COLUMNS);
	for (i = 0; i < inv->n; i++) {
		char num[4][32], conv[32];
		const char *v[N_COLUMNS];

		row_values(&inv->rows[i], num, v);
		snprintf(conv, sizeof(conv), "%ld", inv->rows[i].converted);
		v[27] = inv->rows[i].converted >= 0 ? conv : NULL;
		for (k = 0; k < N_COLUMNS; k++)
			csv_field(out, v[k], k + 1 == N_COLUMNS);
	}
}

/* ------------------------------------------------------------------- json */

/* Tri-state evidence: true, false or null (unknown). */
static void kv_tri(struct json_writer *w, const char *key, enum tri t)
{
	json_kv_tri(w, key, t == TRI_YES ? 1 : t == TRI_NO ? 0 : -1);
}

/* A number, or null when the evidence for it is missing. */
static void kv_known(struct json_writer *w, const char *key, int known,
		     long long v)
{
	json_key(w, key);
	if (known)
		json_int(w, v);
	else
		json_null(w);
}

static void machine_json(struct json_writer *w, const struct board_row *r)
{
	int known;

	json_begin_object_line(w);
	json_kv_string(w, "file", r->file);
	json_kv_uint(w, "line", r->line);
	json_kv_string(w, "id", r->id);
	json_kv_string(w, "name", r->name);
	json_kv_string(w, "family", r->family);
	json_kv_string(w, "soc", r->soc);
	json_kv_string(w, "kconfig", r->sym);
	json_kv_string(w, "file_kconfig", r->file_sym);
	json_kv_string(w, "help", r->help1);
	kv_tri(w, "unused", r->unused);
	json_kv_string(w, "unused_chain", r->unused_chain);
	kv_tri(w, "deprecated", r->deprecated);
	json_kv_string(w, "deprecated_where", r->deprecated_where);
	kv_tri(w, "in_defconfig", r->in_defconfig);
	json_kv_string(w, "defconfigs", r->defconfigs);
	kv_tri(w, "emulated", r->emulated);
	json_kv_string(w, "qemu", r->qemu);
	json_kv_string(w, "qemu_comment", r->qemu_comment);
	kv_tri(w, "has_dts", r->has_dts);
	json_kv_string(w, "dts", r->dts);
	kv_tri(w, "family_dt", r->family_dt);
	kv_tri(w, "maintained", r->maintained);
	kv_tri(w, "board_maintainer", r->maint_board);
	json_kv_string(w, "maintainers", r->maint);
	kv_known(w, "year", r->year != 0, r->year);
	json_kv_uint(w, "lines", r->lines);
	/* the counts come from one report: both or neither */
	known = r->found >= 0 && r->converted >= 0;
	kv_known(w, "found", known, r->found);
	kv_known(w, "converted", known, r->converted);
	json_kv_string(w, "removal", r->removal);
	json_kv_string(w, "verdict", verdict_str(r->verdict));
	json_kv_string(w, "reasons", r->reasons);
	json_end_object(w);
}

static void family_json(struct json_writer *w, const struct family_row *f)
{
	json_begin_object_line(w);
	json_kv_string(w, "family", f->name);
	json_kv_uint(w, "machines", f->machines);
	json_kv_uint(w, "files", f->files);
	json_kv_uint(w, "unused", f->unused);
	json_kv_uint(w, "in_defconfig", f->in_defconfig);
	json_kv_uint(w, "with_dts", f->with_dts);
	json_kv_uint(w, "emulated", f->emulated);
	json_kv_uint(w, "dt_machines", f->dt_machines);
	kv_tri(w, "has_dtsi", f->has_dtsi);
	json_kv_int(w, "level", f->level);
	json_kv_string(w, "level_evidence", f->level_why);
	json_end_object(w);
}

static void render_json(const struct inventory *inv, const char *tree,
			struct strbuf *out)
{
	struct json_writer w;
	size_t i;

	json_init(&w, out, 2);
	json_begin_object(&w);
	json_kv_string(&w, "tree", tree);
	json_kv_uint(&w, "count", inv->n);
	json_kv_uint(&w, "files", inv->n_files);
	json_key(&w, "machines");
	json_begin_array(&w);
	for (i = 0; i < inv->n; i++)
		machine_json(&w, &inv->rows[i]);
	json_end_array(&w);
	json_key(&w, "families");
	json_begin_array(&w);
	for (i = 0; i < inv->n_fams; i++)
		family_json(&w, &inv->fams[i]);
	json_end_array(&w);
	json_key(&w, "warnings");
	json_begin_array_line(&w);
	for (i = 0; i < inv->n_warnings; i++)
		json_string(&w, inv->warnings[i]);
	json_end_array(&w);
	json_end_object(&w);
	json_release(&w);
	sb_addch(out, '\n');
}

/* --------------------------------------------------------------------- md */

/* Table cells must not break the table. */
static void md_cell(struct strbuf *out, const char *s)
{
	const char *p;

	sb_add(out, " ");
	for (p = s && *s ? s : "-"; *p; p++) {
		if (*p == '|')
			sb_add(out, "\\|");
		else if (*p == '\n')
			sb_add(out, " ");
		else
			sb_addch(out, *p);
	}
	sb_add(out, " |");
}

static const char *const level_names[] = {
	"",
	"full upstream support with DT",
	"DT support, board files coexist",
	"board files only, alive",
	"board files mostly unused",
	"code present but unused",
};

static void md_family(const struct inventory *inv, const struct family_row *f,
		      struct strbuf *out)
{
	size_t i;
	int v;

	sb_addf(out, "\n## mach-%s: level %d (%s)\n\n", f->name, f->level,
		level_names[f->level]);
	sb_addf(out, "%zu machines in %zu files. Evidence: %s.\n\n",
		f->machines, f->files, f->level_why);
	sb_add(out, "| Machine | File | Kconfig | Unused | Defconfigs | QEMU "
		    "| DT counterpart | Maintainers | (C) | Lines | Effort | "
		    "Verdict |\n");
	sb_add(out, "|---|---|---|---|---|---|---|---|---|---|---|---|\n");
	for (i = 0; i < inv->n; i++) {
		const struct board_row *r = &inv->rows[i];
		char buf[512];

		if (strcmp(r->family, f->name))
			continue;
		sb_add(out, "|");
		snprintf(buf, sizeof(buf), "%s \"%s\"", r->id, r->name);
		md_cell(out, buf);
		snprintf(buf, sizeof(buf), "%s:%u", r->file, r->line);
		md_cell(out, buf);
		md_cell(out, r->sym);
		md_cell(out, tri_str(r->unused));
		md_cell(out, r->in_defconfig == TRI_YES ?
				     r->defconfigs :
				     tri_str(r->in_defconfig));
		md_cell(out, r->emulated == TRI_YES ? r->qemu :
						      tri_str(r->emulated));
		md_cell(out,
			r->has_dts == TRI_YES ? r->dts : tri_str(r->has_dts));
		md_cell(out, r->maint			  ? r->maint :
			     r->maintained == TRI_UNKNOWN ? "unknown" :
							    "none");
		snprintf(buf, sizeof(buf), "%d", r->year);
		md_cell(out, r->year ? buf : "unknown");
		snprintf(buf, sizeof(buf), "%u", r->lines);
		md_cell(out, buf);
		effort_str(r, buf, sizeof(buf));
		md_cell(out, buf);
		md_cell(out, verdict_str(r->verdict));
		sb_add(out, "\n");
	}
	for (v = V_REDUNDANT; v <= V_KEEP; v++) {
		int header = 0;

		for (i = 0; i < inv->n; i++) {
			const struct board_row *r = &inv->rows[i];

			if (strcmp(r->family, f->name) || (int)r->verdict != v)
				continue;
			if (!header++)
				sb_addf(out, "\n### %s\n\n",
					verdict_str((enum verdict)v));
			sb_addf(out, "- **%s** (%s): %s.", r->id, r->file,
				r->reasons);
			if (r->unused_chain && r->verdict != V_REMOVE)
				sb_addf(out, " Unused via %s.",
					r->unused_chain);
			if (r->deprecated == TRI_YES)
				sb_addf(out, " Deprecated: %s.",
					r->deprecated_where);
			if (r->qemu_comment)
				sb_addf(out, " QEMU note: %s.",
					r->qemu_comment);
			sb_addf(out, " Removing it costs: %s.\n",
				r->removal ? r->removal :
					     "the board file only (no code "
					     "found that only it uses)");
		}
	}
}

static void render_md(const struct inventory *inv, const char *tree,
		      struct strbuf *out)
{
	size_t i, counts[4] = { 0 };

	for (i = 0; i < inv->n; i++)
		counts[inv->rows[i].verdict]++;
	sb_add(out, "# ARM board files remaining in the tree\n\n");
	sb_addf(out,
		"Tree: `%s`. %zu `MACHINE_START` machines in %zu files "
		"across %zu `mach-*` directories: %zu redundant, %zu to "
		"convert, %zu candidates for removal, %zu to keep.\n\n",
		tree, inv->n, inv->n_files, inv->n_fams, counts[V_REDUNDANT],
		counts[V_CONVERT], counts[V_REMOVE], counts[V_KEEP]);
	sb_add(out, "## How the verdicts are made\n\n");
	sb_add(out, boards_verdict_rule);
	sb_add(out, "\n");
	sb_add(out, boards_level_rule);
	sb_add(out,
	       "\n'Unused' means Kconfig only lets the board be built with "
	       "UNUSED_BOARD_FILES, through its own `depends on`, an "
	       "enclosing `if`/`menu`, or (for hidden symbols) all of its "
	       "selectors. 'Effort' is converted/found devices from the "
	       "converter's cached report.\n");
	if (inv->n_warnings) {
		sb_add(out, "\nWarnings while reading the tree:\n\n");
		for (i = 0; i < inv->n_warnings; i++)
			sb_addf(out, "- %s\n", inv->warnings[i]);
	}
	for (i = 0; i < inv->n_fams; i++)
		md_family(inv, &inv->fams[i], out);
}

static const struct {
	const char *name;
	void (*fn)(const struct inventory *inv, const char *tree,
		   struct strbuf *out);
} formats[] = {
	{ "table", render_table },
	{ "csv", render_csv },
	{ "json", render_json },
	{ "md", render_md },
};

int boards_render(const struct inventory *inv, const char *format,
		  const char *tree, struct strbuf *out)
{
	size_t i;

	for (i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (!strcmp(formats[i].name, format)) {
			formats[i].fn(inv, tree, out);
			return 0;
		}
	return -1;
}
