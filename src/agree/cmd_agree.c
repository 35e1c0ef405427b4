// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts agree: how far a generated devicetree agrees with the upstream
 * hand-written one for the same board (see agreement.h for the measure).
 * Exit 0 when measured (and at or above --min), 1 below --min, 2 on error.
 */
#include <errno.h>
#include <getopt.h>
#include <libfdt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "agree/agreement.h"
#include "commands.h"
#include "dt/dtb_check.h"
#include "dt/dtcheck.h"
#include "kernel/kprep.h"
#include "lib/cachedir.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/* Larger than any board's .dtb by far: a bound against reading a wrong file. */
#define DTB_MAX (16 << 20)

static int read_blob(const char *path, struct strbuf *sb, struct bf_error *e)
{
	if (file_read_max(path, sb, DTB_MAX))
		return bf_err(e, "%s: %s", path,
			      errno == EFBIG ? "larger than any .dtb" :
					       strerror(errno));
	return 0;
}

static int ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

/* A .dts or .dtsi is compiled; any other file is read as a .dtb. */
static int is_source(const char *path)
{
	return ends_with(path, ".dts") || ends_with(path, ".dtsi");
}

/*
 * A .dts is compiled as the kernel would, a .dtsi through a .dts that
 * includes only it; anything else is read as a .dtb.
 */
static int load_tree(const char *kdir, const char *path, struct strbuf *blob,
		     struct bf_error *e)
{
	char tmpl[] = "/tmp/bf2dts-agree-XXXXXX";
	char *dtb, *wrapper = NULL, *abs = NULL;
	const char *src = path;
	int rc = 0;

	if (!ends_with(path, ".dts") && !ends_with(path, ".dtsi")) {
		if (read_blob(path, blob, e))
			return -1;
		goto check;
	}
	if (access(path, R_OK))
		return bf_err(e, "%s: %s", path, strerror(errno));
	if (!mkdtemp(tmpl))
		return bf_err(e, "cannot create a temporary directory: %s",
			      strerror(errno));
	dtb = xasprintf("%s/tree.dtb", tmpl);
	if (ends_with(path, ".dtsi")) {
		FILE *f;

		abs = realpath(path, NULL);
		wrapper = xasprintf("%s/base.dts", tmpl);
		f = fopen(wrapper, "w");
		if (!abs || !f ||
		    fprintf(f, "/dts-v1/;\n#include \"%s\"\n", abs) < 0)
			rc = bf_err(e, "%s: cannot write a wrapper .dts", path);
		if (f && fclose(f) && !rc)
			rc = bf_err(e, "%s: cannot write a wrapper .dts", path);
		src = wrapper;
	}
	if (!rc)
		rc = dt_check_compile(kdir, src, dtb, NULL, e);
	if (!rc)
		rc = read_blob(dtb, blob, e);
	unlink(dtb);
	if (wrapper)
		unlink(wrapper);
	rmdir(tmpl);
	free(dtb);
	free(wrapper);
	free(abs);
	if (rc)
		return -1;
check:
	return dtb_check(blob->buf, blob->len, path, e);
}

static void usage(FILE *f)
{
	fputs("usage: bf2dts agree [--kernel DIR] [--base SOC.dtsi|dtb] [--min PERCENT]\n"
	      "                    [-q] GENERATED.dts|dtb UPSTREAM.dts|dtb\n"
	      "Prints the agreement (matched/upstream enabled device nodes),\n"
	      "then one line per upstream node and per extra generated node.\n"
	      "With --base, nodes the SoC tree alone enables are marked (soc)\n"
	      "and the first line counts the board's own nodes only; --min\n"
	      "applies to that first line.\n",
	      f);
}

static void print_count(const char *what, const struct agree_count *c)
{
	printf("%s agreement %.1f%% (%zu/%zu): upstream %zu, matched %zu, "
	       "missing %zu (absent %zu, disabled %zu, differs %zu), extra %zu\n",
	       what, agreement_percent(c), c->matched, c->upstream, c->upstream,
	       c->matched, c->upstream - c->matched, c->fate[AGREE_ABSENT],
	       c->fate[AGREE_DISABLED], c->fate[AGREE_DIFFERS], c->extra);
}

static void print(const struct agreement *a, int with_base, int quiet)
{
	size_t i;

	print_count(with_base ? "board" : "node", &a->board);
	if (with_base)
		print_count("all-node", &a->all);
	printf("%s property agreement %.1f%% (%zu/%zu)",
	       with_base ? "board" : "node", agreement_props_percent(&a->board),
	       a->board.props_same, a->board.props);
	if (with_base)
		printf(", all-node %.1f%% (%zu/%zu)",
		       agreement_props_percent(&a->all), a->all.props_same,
		       a->all.props);
	putchar('\n');
	if (quiet)
		return;
	for (i = 0; i < a->nitems; i++) {
		const struct agree_item *it = &a->items[i];

		printf("  %-9s%s %s", agree_fate_name(it->fate),
		       it->soc ? " (soc)" : "", it->path);
		if (it->gen_path && strcmp(it->gen_path, it->path))
			printf(" -> %s", it->gen_path);
		if (it->why)
			printf(": %s", it->why);
		putchar('\n');
	}
}

int cmd_agree(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "kernel", required_argument, NULL, 'k' },
		{ "min", required_argument, NULL, 'm' },
		{ "base", required_argument, NULL, 'b' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct strbuf gen = STRBUF_INIT, up = STRBUF_INIT, base = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	struct agreement a;
	const char *kdir = NULL, *basef = NULL;
	char *defk = NULL, *end;
	double min = -1;
	int c, quiet = 0, rc = 2;

	while ((c = getopt_long(argc, argv, "k:m:b:qh", longopts, NULL)) !=
	       -1) {
		switch (c) {
		case 'b':
			basef = optarg;
			break;
		case 'k':
			kdir = optarg;
			break;
		case 'm':
			min = strtod(optarg, &end);
			if (*end || end == optarg ||
			    !(min >= 0 && min <= 100)) {
				fprintf(stderr,
					"bf2dts agree: --min %s: not a "
					"percentage from 0 to 100\n",
					optarg);
				return 2;
			}
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind + 2 != argc) {
		usage(stderr);
		return 2;
	}
	kdir = defk = kernel_dir(kdir);
	/* a missing or unreadable input is named before the kernel tree */
	for (c = optind; c < argc + (basef != NULL); c++) {
		const char *f = c < argc ? argv[c] : basef;
		struct stat st;

		if (stat(f, &st) || access(f, R_OK)) {
			bf_err(&e, "%s: %s", f, strerror(errno));
			goto out;
		}
		if (S_ISDIR(st.st_mode)) {
			bf_err(&e, "%s: is a directory", f);
			goto out;
		}
	}
	/* The kernel tree is needed only to compile a .dts or .dtsi. */
	for (c = optind; c < argc + (basef != NULL); c++) {
		const char *f = c < argc ? argv[c] : basef;

		if (is_source(f) && kernel_check_tree(kdir, &e)) {
			struct bf_error inner = e;

			bf_err(&e, "%s: compiling it needs a kernel tree: %s",
			       f, inner.msg);
			goto out;
		}
	}
	if (load_tree(kdir, argv[optind], &gen, &e) ||
	    load_tree(kdir, argv[optind + 1], &up, &e) ||
	    (basef && load_tree(kdir, basef, &base, &e)) ||
	    agreement_compute(gen.buf, up.buf, basef ? base.buf : NULL, &a, &e))
		goto out;
	print(&a, basef != NULL, quiet);
	rc = min >= 0 && agreement_percent(&a.board) < min ? 1 : 0;
	if (rc)
		fprintf(stderr,
			"bf2dts agree: %s: agreement %.1f%% is below "
			"the floor of %.1f%%\n",
			argv[optind], agreement_percent(&a.board), min);
	agreement_release(&a);
out:
	if (rc == 2)
		bf_report("agree", &e);
	sb_release(&gen);
	sb_release(&up);
	sb_release(&base);
	free(defk);
	return rc;
}
