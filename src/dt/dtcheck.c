// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* memmem */
#include "dt/dtcheck.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/proc.h"

/* scripts/Makefile.lib's DTC_FLAGS at the default warning level (W=0). */
static const char *const kernel_dtc_flags[] = {
	"-Wno-interrupt_provider",	    "-Wno-unit_address_vs_reg",
	"-Wno-avoid_unnecessary_addr_size", "-Wno-alias_paths",
	"-Wno-graph_child_address",	    "-Wno-simple_bus_reg",
	"-Wno-unique_unit_address",
};

#define NFLAGS(a) (sizeof(a) / sizeof((a)[0]))
#define MAX_EXTRA 16

/* The first line of @s that reports an error, else its first line. */
static void first_error(const char *s, const char **line, int *len)
{
	const char *p = s;

	while (*p) {
		size_t l = strcspn(p, "\n");
		size_t i;

		for (i = 0; i + 4 < l; i++)
			if (!strncmp(p + i, "rror", 4) ||
			    !strncmp(p + i, "RROR", 4)) {
				*line = p;
				*len = (int)l;
				return;
			}
		p += l + (p[l] == '\n');
	}
	*line = s;
	*len = (int)strcspn(s, "\n");
}

/* One line naming the file: dtc and cpp name it already (through cpp's
 * line markers), but a tool that died early may not. */
static int report(struct bf_error *e, const char *dts, const char *tool,
		  const char *out)
{
	const char *line;
	const char *base = strrchr(dts, '/');
	int len;

	first_error(out, &line, &len);
	base = base ? base + 1 : dts;
	if (len && memmem(line, (size_t)len, base, strlen(base)))
		return bf_err(e, "%.*s", len, line);
	if (!len)
		return bf_err(e, "%s: %s failed with no message", dts, tool);
	return bf_err(e, "%s: %s: %.*s", dts, tool, len, line);
}

/* @s with every @from replaced by @to. */
static void replace_into(struct strbuf *out, const char *s, const char *from,
			 const char *to)
{
	size_t fl = strlen(from);
	const char *p;

	while (fl && (p = strstr(s, from))) {
		sb_addn(out, s, (size_t)(p - s));
		sb_add(out, to);
		s = p + fl;
	}
	sb_add(out, s);
}

/* Runs a tool; its messages name @tmp (a temporary file of ours) as @dts,
 * the file the user knows. */
static int run(const char *const *argv, const char *dts, const char *tmp,
	       struct strbuf *diag, struct bf_error *e)
{
	struct strbuf raw = STRBUF_INIT, err = STRBUF_INIT;
	int status, r;

	r = proc_run(argv, NULL, NULL, &raw, &status, e);
	replace_into(&err, sb_str(&raw), tmp, dts);
	sb_release(&raw);
	if (r) {
		char msg[sizeof(e->msg)];

		snprintf(msg, sizeof(msg), "%s", e->msg);
		bf_err(e, "%s: %s", dts, msg);
	} else if (status) {
		r = report(e, dts, argv[0], sb_str(&err));
	}
	if (diag)
		sb_add(diag, sb_str(&err));
	sb_release(&err);
	return r;
}

#define MAX_VENDOR_DIRS 96

/*
 * arch/arm/boot/dts's vendor folders and theirs (6.5 moved the .dtsi files
 * there: marvell/orion5x.dtsi, intel/pxa/pxa27x.dtsi): a .dts outside the
 * tree finds a SoC .dtsi in any of them, as one inside finds its
 * neighbours. Adds them to @out from @n; returns the new count. The caller
 * frees each. None on a tree of before 6.5.
 */
static size_t vendor_dirs(const char *dir, int depth, char **out, size_t n)
{
	DIR *d = depth < 2 ? opendir(dir) : NULL;
	struct dirent *de;

	while (d && n < MAX_VENDOR_DIRS && (de = readdir(d)) != NULL) {
		char *p;
		DIR *sub;

		if (de->d_name[0] == '.' || !strcmp(de->d_name, "include"))
			continue;
		/* a file is no folder: 6.1's one folder has 2,600 files */
		if (de->d_type != DT_DIR && de->d_type != DT_LNK &&
		    de->d_type != DT_UNKNOWN)
			continue;
		p = xasprintf("%s/%s", dir, de->d_name);
		sub = opendir(p);
		if (sub) {
			closedir(sub);
			out[n++] = p;
			n = vendor_dirs(p, depth + 1, out, n);
		} else {
			free(p);
		}
	}
	if (d)
		closedir(d);
	return n;
}

int dt_cpp(const char *kdir, const char *dts, const char *pp,
	   struct strbuf *diag, struct bf_error *e)
{
	char *inc = xasprintf("%s/include", kdir);
	char *arm = xasprintf("%s/arch/arm/boot/dts", kdir);
	char *pfx = xasprintf("%s/scripts/dtc/include-prefixes", kdir);
	char *vd[MAX_VENDOR_DIRS];
	const char *argv[16 + 2 * MAX_VENDOR_DIRS];
	size_t n = 0, i, nvd = vendor_dirs(arm, 0, vd, 0);
	int r;

	argv[n++] = "cpp";
	argv[n++] = "-nostdinc";
	argv[n++] = "-I";
	argv[n++] = inc;
	argv[n++] = "-I";
	argv[n++] = arm;
	for (i = 0; i < nvd; i++) {
		argv[n++] = "-I";
		argv[n++] = vd[i];
	}
	argv[n++] = "-I";
	argv[n++] = pfx;
	argv[n++] = "-undef";
	argv[n++] = "-D__DTS__";
	argv[n++] = "-x";
	argv[n++] = "assembler-with-cpp";
	argv[n++] = "-o";
	argv[n++] = pp;
	argv[n++] = dts;
	argv[n] = NULL;
	r = run(argv, dts, pp, diag, e);
	for (i = 0; i < nvd; i++)
		free(vd[i]);
	free(inc);
	free(arm);
	free(pfx);
	return r;
}

int dt_dtc(const char *kdir, const char *dts, const char *pp, const char *dtb,
	   const char *const *extra, struct strbuf *diag, struct bf_error *e)
{
	const char *argv[16 + NFLAGS(kernel_dtc_flags) + MAX_EXTRA];
	const char *slash = strrchr(dts, '/');
	char *dir = slash ? xstrndup(dts, (size_t)(slash - dts)) : xstrdup(".");
	char *arm = xasprintf("%s/arch/arm/boot/dts", kdir);
	char *pfx = xasprintf("%s/scripts/dtc/include-prefixes", kdir);
	size_t n = 0, i;
	int r;

	argv[n++] = "dtc";
	argv[n++] = "-I";
	argv[n++] = "dts";
	argv[n++] = "-O";
	argv[n++] = "dtb";
	argv[n++] = "-b";
	argv[n++] = "0";
	argv[n++] = "-i";
	argv[n++] = dir;
	argv[n++] = "-i";
	argv[n++] = arm;
	argv[n++] = "-i";
	argv[n++] = pfx;
	for (i = 0; i < NFLAGS(kernel_dtc_flags); i++)
		argv[n++] = kernel_dtc_flags[i];
	for (i = 0; extra && extra[i] && i < MAX_EXTRA; i++)
		argv[n++] = extra[i];
	argv[n++] = "-o";
	argv[n++] = dtb;
	argv[n++] = pp;
	argv[n] = NULL;
	r = run(argv, dts, dtb, diag, e);
	free(dir);
	free(arm);
	free(pfx);
	return r;
}

int dt_check_compile_flags(const char *kdir, const char *dts_path,
			   const char *dtb_out_or_NULL,
			   const char *const *extra_dtc_flags,
			   struct strbuf *diagnostics, struct bf_error *e)
{
	char tmpl[] = "/tmp/bf2dts-dtcheck-XXXXXX";
	char *pp = NULL, *dtb = NULL;
	size_t i;
	int r = -1;

	for (i = 0; extra_dtc_flags && extra_dtc_flags[i]; i++)
		if (i >= MAX_EXTRA)
			return bf_err(e, "%s: more than %d extra dtc flags",
				      dts_path, MAX_EXTRA);
	if (access(dts_path, R_OK))
		return bf_err(e, "%s: cannot read: %s", dts_path,
			      strerror(errno));
	if (!mkdtemp(tmpl))
		return bf_err(e, "%s: cannot make a temporary directory: %s",
			      dts_path, strerror(errno));
	pp = xasprintf("%s/source.pp", tmpl);
	/* The .dtb is written beside its destination and renamed: a failed
	 * compile leaves no file and the old one, if any, untouched. */
	dtb = dtb_out_or_NULL ?
		      xasprintf("%s.tmp.%ld", dtb_out_or_NULL, (long)getpid()) :
		      xasprintf("%s/out.dtb", tmpl);
	if (dt_cpp(kdir, dts_path, pp, diagnostics, e) ||
	    dt_dtc(kdir, dts_path, pp, dtb, extra_dtc_flags, diagnostics, e))
		goto out;
	if (dtb_out_or_NULL && rename(dtb, dtb_out_or_NULL)) {
		bf_err(e, "%s: cannot write: %s", dtb_out_or_NULL,
		       strerror(errno));
		goto out;
	}
	r = 0;
out:
	unlink(dtb);
	unlink(pp);
	rmdir(tmpl);
	free(dtb);
	free(pp);
	return r;
}

int dt_check_compile(const char *kdir, const char *dts_path,
		     const char *dtb_out_or_NULL, struct strbuf *diagnostics,
		     struct bf_error *e)
{
	return dt_check_compile_flags(kdir, dts_path, dtb_out_or_NULL, NULL,
				      diagnostics, e);
}
