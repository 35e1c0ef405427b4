// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts boards: inventory of the MACHINE_START board files in a kernel
 * tree, with the tree's own evidence and a verdict per machine.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "boards/boards_collect.h"
#include "boards/boards_render.h"
#include "commands.h"
#include "lib/cachedir.h"
#include "kernel/treekey.h"
#include "lib/error.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

static const char usage_text[] =
	"usage: bf2dts boards [--kernel DIR] [--format table|csv|json|md]\n"
	"                     [--family pxa,s3c,...] [--sort KEY] [-o FILE]\n"
	"                     [--reports DIR] [--board-map TSV] [--qemu BIN]\n"
	"                     [--maintainers FILE]\n"
	"sort keys: file (default), family, id, name, verdict, lines, year\n";

struct sort_key {
	const char *name;
	int (*cmp)(const struct board_row *a, const struct board_row *b);
};

static int by_file(const struct board_row *a, const struct board_row *b)
{
	int c = strcmp(a->file, b->file);

	return c ? c : (a->line > b->line) - (a->line < b->line);
}

static int by_family(const struct board_row *a, const struct board_row *b)
{
	int c = strcmp(a->family, b->family);

	return c ? c : by_file(a, b);
}

static int by_id(const struct board_row *a, const struct board_row *b)
{
	return strcmp(a->id, b->id);
}

static int by_name(const struct board_row *a, const struct board_row *b)
{
	return strcasecmp(a->name, b->name);
}

static int by_verdict(const struct board_row *a, const struct board_row *b)
{
	int c = (int)a->verdict - (int)b->verdict;

	return c ? c : by_file(a, b);
}

static int by_lines(const struct board_row *a, const struct board_row *b)
{
	int c = (b->lines > a->lines) - (b->lines < a->lines);

	return c ? c : by_file(a, b);
}

static int by_year(const struct board_row *a, const struct board_row *b)
{
	int c = (a->year > b->year) - (a->year < b->year);

	return c ? c : by_file(a, b);
}

static const struct sort_key sort_keys[] = {
	{ "file", by_file }, { "family", by_family },	{ "id", by_id },
	{ "name", by_name }, { "verdict", by_verdict }, { "lines", by_lines },
	{ "year", by_year },
};

/* qsort has no context argument; sort with a small merge sort instead. */
static void sort_rows(struct board_row *v, size_t n,
		      int (*cmp)(const struct board_row *,
				 const struct board_row *))
{
	struct board_row *tmp;
	size_t width, i;

	if (n < 2)
		return;
	tmp = xmalloc(n * sizeof(*tmp));
	for (width = 1; width < n; width *= 2) {
		for (i = 0; i < n; i += 2 * width) {
			size_t l = i, m = i + width < n ? i + width : n;
			size_t r = m, e = i + 2 * width < n ? i + 2 * width : n;
			size_t k = i;

			while (l < m && r < e)
				tmp[k++] = cmp(&v[r], &v[l]) < 0 ? v[r++] :
								   v[l++];
			while (l < m)
				tmp[k++] = v[l++];
			while (r < e)
				tmp[k++] = v[r++];
		}
		memcpy(v, tmp, n * sizeof(*v));
	}
	free(tmp);
}

/* Drops rows (and families) not in @families; the rows are moved, not copied. */
static void filter_families(struct inventory *inv, const char *families)
{
	struct inventory drop;
	size_t i, keep = 0, fkeep = 0;

	memset(&drop, 0, sizeof(drop));
	for (i = 0; i < inv->n; i++) {
		if (str_list_has(families, inv->rows[i].family))
			inv->rows[keep++] = inv->rows[i];
		else
			VEC_PUSH(drop.rows, drop.n, drop.alloc, inv->rows[i]);
	}
	inv->n = keep;
	for (i = 0; i < inv->n_fams; i++) {
		if (str_list_has(families, inv->fams[i].name))
			inv->fams[fkeep++] = inv->fams[i];
		else
			VEC_PUSH(drop.fams, drop.n_fams, drop.alloc_fams,
				 inv->fams[i]);
	}
	inv->n_fams = fkeep;
	inv->n_files = 0;
	for (i = 0; i < inv->n_fams; i++)
		inv->n_files += inv->fams[i].files;
	inventory_free(&drop);
}

/* board-map.tsv lives in the repository: next to the binary's build dir. */
static char *default_board_map(void)
{
	char exe[4096];
	ssize_t n;
	char *slash;

	if (!access("qemu-machines/board-map.tsv", R_OK))
		return xstrdup("qemu-machines/board-map.tsv");
	n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			return xasprintf("%s/../qemu-machines/board-map.tsv",
					 exe);
		}
	}
	return xstrdup("qemu-machines/board-map.tsv");
}

int cmd_boards(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "format", required_argument, NULL, 'f' },
		{ "family", required_argument, NULL, 'F' },
		{ "sort", required_argument, NULL, 's' },
		{ "reports", required_argument, NULL, 'r' },
		{ "board-map", required_argument, NULL, 'b' },
		{ "qemu", required_argument, NULL, 'Q' },
		{ "maintainers", required_argument, NULL, 'M' },
		{ "output", required_argument, NULL, 'o' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct boards_opts o;
	struct inventory inv;
	struct bf_error e;
	struct strbuf out = STRBUF_INIT;
	const char *format = "table", *families = NULL, *sort = "file";
	const char *output = NULL;
	char *kernel_def, *reports_def, *map_def;
	size_t i;
	int rc = 0, c;
	int (*cmp)(const struct board_row *, const struct board_row *) = NULL;

	memset(&o, 0, sizeof(o));
	reports_def = NULL;
	kernel_def = default_kernel_dir();
	map_def = default_board_map();
	o.tree = kernel_def;
	o.reports = NULL;
	o.board_map = map_def;
	o.qemu = "qemu-system-arm";

	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":k:o:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'k':
			o.tree = optarg;
			break;
		case 'f':
			format = optarg;
			break;
		case 'F':
			families = optarg;
			break;
		case 's':
			sort = optarg;
			break;
		case 'r':
			o.reports = optarg;
			break;
		case 'b':
			o.board_map = optarg;
			break;
		case 'Q':
			o.qemu = optarg;
			break;
		case 'M':
			o.maintainers = optarg;
			break;
		case 'o':
			output = optarg;
			break;
		case 'h':
			fputs(usage_text, stdout);
			goto out;
		default:
			fprintf(stderr, "bf2dts boards: %s '%s' (see --help)\n",
				c == ':' ? "missing value for" :
					   "unknown option",
				argv[optind - 1]);
			rc = 2;
			goto out;
		}
	}
	if (optind < argc) {
		fprintf(stderr,
			"bf2dts boards: unexpected argument '%s' (see --help)\n",
			argv[optind]);
		rc = 2;
		goto out;
	}
	/*
	 * The reports convert leaves in the cache are this command's input:
	 * those of this tree only.
	 */
	if (!o.reports) {
		char *cd = cache_dir();

		o.reports = reports_def =
			tree_cache_path(cd, o.tree, "reports");
		free(cd);
	}
	for (i = 0; i < sizeof(sort_keys) / sizeof(sort_keys[0]); i++)
		if (!strcmp(sort_keys[i].name, sort))
			cmp = sort_keys[i].cmp;
	if (!cmp) {
		fprintf(stderr, "bf2dts boards: unknown sort key '%s'\n", sort);
		rc = 2;
		goto out;
	}
	if (boards_render(&(struct inventory){ 0 }, format, o.tree, &out)) {
		fprintf(stderr, "bf2dts boards: unknown format '%s'\n", format);
		rc = 2;
		goto out;
	}
	sb_reset(&out);
	if (boards_collect(&o, &inv, &e)) {
		bf_report("boards", &e);
		rc = 1;
		goto out;
	}
	for (i = 0; i < inv.n_warnings; i++)
		fprintf(stderr, "bf2dts boards: warning: %s\n",
			inv.warnings[i]);
	if (families)
		filter_families(&inv, families);
	sort_rows(inv.rows, inv.n, cmp);
	boards_render(&inv, format, o.tree, &out);
	if (output && (same_file(output, o.board_map) ||
		       (o.maintainers && same_file(output, o.maintainers)))) {
		fprintf(stderr,
			"bf2dts boards: -o %s: that is one of the inputs\n",
			output);
		rc = 1;
	} else if (output) {
		if (write_file_atomic(output, sb_str(&out), out.len)) {
			fprintf(stderr, "bf2dts boards: %s: cannot write: %s\n",
				output, strerror(errno));
			rc = 1;
		}
	} else if (fwrite(sb_str(&out), 1, out.len, stdout) != out.len) {
		rc = 1;
	}
	inventory_free(&inv);
out:
	sb_release(&out);
	free(kernel_def);
	free(reports_def);
	free(map_def);
	return rc;
}
