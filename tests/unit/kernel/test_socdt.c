// SPDX-License-Identifier: GPL-2.0
/*
 * socdt, dtcheck and the proc helper they run cpp and dtc with, on
 * tests/fixtures/socdt: a miniature tree whose arch/arm/boot/dts holds
 * mini-soc.dtsi. Needs cpp and dtc, not the kernel tree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt/dtcheck.h"
#include "lib/proc.h"
#include "kernel/socdt.h"
#include "lib/strbuf.h"
#include "unit.h"

#define TREE "tests/fixtures/socdt"

static const char *label_at(const struct soc_dt *s, uint64_t base)
{
	const struct soc_node *n = soc_dt_find_by_base(s, base);

	return n ? n->label : NULL;
}

static void check_tree(const struct soc_dt *s, const char *how)
{
	const struct soc_node *n;
	char name[128];

#define N(x) (snprintf(name, sizeof(name), "socdt %s: %s", how, x), name)
	CHECK_STR(N("bus child translated through ranges"),
		  label_at(s, 0x40100000), "uart0");
	CHECK_STR(N("second ranges window"), label_at(s, 0x48000000), "i2c0");
	CHECK_STR(N("a device wins over its bus at the same address"),
		  label_at(s, 0x40000000), "intc");
	CHECK_STR(N("identity at the root"),
		  soc_dt_find_by_base(s, 0x50000000) ?
			  soc_dt_find_by_base(s, 0x50000000)->path :
			  NULL,
		  "/timer@50000000");
	CHECK(N("nothing at an unused address"),
	      soc_dt_find_by_base(s, 0x40000004) == NULL);

	n = soc_dt_find_by_label(s, "ffuart");
	CHECK_STR(N("second label finds the node"), n ? n->path : NULL,
		  "/bus@40000000/serial@100000");
	CHECK(N("size of the reg entry"), n && n->size == 0x30);
	CHECK_STR(N("status"), n ? n->status : NULL, "disabled");
	CHECK(N("all compatibles"),
	      n && n->ncompat == 2 && !strcmp(n->compatibles[1], "ns16550a"));

	n = soc_dt_find_by_label(s, "codec");
	CHECK(N("I2C child has a bus address, no CPU address"),
	      n && !n->has_reg && n->has_bus_reg && n->bus_addr == 0x1a);
	CHECK(N("no status is NULL"), n && n->status == NULL);

	n = soc_dt_find_by_compatible(s, "ns16550a", 0);
	CHECK_STR(N("by any compatible"), n ? n->label : NULL, "uart0");
	CHECK(N("by compatible at another address"),
	      soc_dt_find_by_compatible(s, "ns16550a", 0x48000000) == NULL);
	CHECK(N("unknown label"), soc_dt_find_by_label(s, "nope") == NULL);
	CHECK(N("__symbols__ is not a node"),
	      soc_dt_find_by_path(s, "/__symbols__") == NULL);
	CHECK(N("node count"), soc_dt_count(s) == 7);
#undef N
}

static void test_socdt(const char *cache)
{
	struct soc_dt *s = NULL;
	struct bf_error e = { { 0 } };
	static const char junk[] = "not a devicetree blob at all, not at all";

	CHECK("socdt: load the fixture dtsi",
	      !soc_dt_load(TREE, cache, "mini-soc.dtsi", &s, &e));
	if (!s) {
		printf("note: %s\n", e.msg);
		return;
	}
	check_tree(s, "compiled");
	soc_dt_free(s);
	s = NULL;
	CHECK("socdt: load again from the cache",
	      !soc_dt_load(TREE, cache, "mini-soc.dtsi", &s, &e) && s);
	if (s)
		check_tree(s, "cached");
	soc_dt_free(s);

	s = NULL;
	CHECK("socdt: missing dtsi is one error naming it",
	      soc_dt_load(TREE, NULL, "nope.dtsi", &s, &e) == -1 && !s &&
		      strstr(e.msg, "nope.dtsi"));
	{
		/* No cpp on PATH: one error naming the dtsi and the tool. */
		char *path = getenv("PATH") ? xstrdup(getenv("PATH")) : NULL;

		setenv("PATH", "/nonexistent", 1);
		CHECK("socdt: missing cpp is a clear error",
		      soc_dt_load(TREE, NULL, "mini-soc.dtsi", &s, &e) == -1 &&
			      strstr(e.msg, "mini-soc.dtsi") &&
			      strstr(e.msg, "cpp: not found"));
		if (path)
			setenv("PATH", path, 1);
		free(path);
	}
	CHECK("socdt: a path is not a dtsi name",
	      soc_dt_load(TREE, NULL, "../x.dtsi", &s, &e) == -1);
	CHECK("socdt: junk blob is an error, not a crash",
	      soc_dt_from_blob(junk, sizeof(junk), "junk", &s, &e) == -1 &&
		      strstr(e.msg, "junk"));
	CHECK("socdt: empty blob",
	      soc_dt_from_blob("", 0, "empty", &s, &e) == -1);
	CHECK("socdt: pxa25x wrapper fix is known",
	      soc_dt_wrapper_fix("pxa25x.dtsi", NULL) &&
		      strstr(soc_dt_wrapper_fix("pxa25x.dtsi", NULL),
			     "/delete-property/ i2c0;"));
	CHECK("socdt: other dtsi need no fix",
	      soc_dt_wrapper_fix("pxa27x.dtsi", NULL) == NULL);
}

/* Every cached .dtb truncated: the next load must rebuild, not trust it. */
static void test_damaged_cache(const char *cache)
{
	char *cmd = xasprintf(
		"for f in '%s'/socdt-*.dtb; do "
		"head -c 100 \"$f\" > \"$f.x\" && mv \"$f.x\" \"$f\"; "
		"done",
		cache);
	struct soc_dt *s = NULL;
	struct bf_error e = { { 0 } };
	int rc = system(cmd);

	free(cmd);
	CHECK("socdt: damaged cache is rebuilt",
	      rc == 0 && !soc_dt_load(TREE, cache, "mini-soc.dtsi", &s, &e) &&
		      s && soc_dt_count(s) == 7);
	soc_dt_free(s);
}

static void test_dtcheck(const char *tmp)
{
	struct strbuf diag = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	char *out = xasprintf("%s/good board.dtb", tmp);
	char *bad = xasprintf("%s/bad.dtb", tmp);

	CHECK("dtcheck: good board compiles",
	      !dt_check_compile(TREE, TREE "/good.dts", out, &diag, &e));
	CHECK("dtcheck: .dtb written to a path with a space",
	      !access(out, R_OK));
	sb_reset(&diag);
	CHECK("dtcheck: warnings are not errors",
	      !dt_check_compile(TREE, TREE "/warning.dts", NULL, &diag, &e));
	CHECK("dtcheck: warnings go to diagnostics, naming the file",
	      strstr(sb_str(&diag), "warning.dts:") &&
		      strstr(sb_str(&diag), "reg_format") &&
		      !strstr(sb_str(&diag), "/tmp/bf2dts-dtcheck"));
	sb_reset(&diag);
	CHECK("dtcheck: unknown label is an error",
	      dt_check_compile(TREE, TREE "/bad-label.dts", bad, &diag, &e) ==
		      -1);
	CHECK("dtcheck: the error is one line naming the file",
	      strstr(e.msg, "bad-label.dts") && !strchr(e.msg, '\n') &&
		      strstr(e.msg, "no_such_label"));
	CHECK("dtcheck: no .dtb after a failed compile", access(bad, F_OK));
	CHECK("dtcheck: missing input",
	      dt_check_compile(TREE, TREE "/none.dts", NULL, NULL, &e) == -1 &&
		      strstr(e.msg, "none.dts"));
	unlink(out);
	free(out);
	free(bad);
	sb_release(&diag);
}

static void test_proc(void)
{
	const char *echo[] = { "sh", "-c", "echo out; echo err >&2; exit 3",
			       NULL };
	const char *sleepy[] = { "sleep", "30", NULL };
	const char *chatty[] = { "sh", "-c", "yes | head -c 100000", NULL };
	const char *missing[] = { "bf2dts-no-such-program", NULL };
	struct proc_opts quick = { 0 };
	struct strbuf out = STRBUF_INIT, err = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	int status = -1;
	char *p;

	CHECK("proc: exit code and both streams",
	      !proc_run(echo, NULL, &out, &err, &status, &e) && status == 3 &&
		      !strcmp(sb_str(&out), "out\n") &&
		      !strcmp(sb_str(&err), "err\n"));
	quick.timeout_ms = 300;
	CHECK("proc: a hung program is killed at the time limit",
	      proc_run(sleepy, &quick, NULL, NULL, &status, &e) == -1 &&
		      strstr(e.msg, "killed"));
	sb_reset(&out);
	quick.timeout_ms = 0;
	quick.max_capture = 1000;
	CHECK("proc: capture is bounded",
	      !proc_run(chatty, &quick, &out, NULL, &status, &e) &&
		      out.len < 1100 && strstr(sb_str(&out), "truncated"));
	CHECK("proc: missing program is a clear error",
	      proc_run(missing, NULL, NULL, NULL, &status, &e) == -1 &&
		      strstr(e.msg, "bf2dts-no-such-program") &&
		      strstr(e.msg, "not found"));
	p = proc_which("sh");
	CHECK("proc: which finds sh", p && p[0] == '/');
	free(p);
	CHECK("proc: which of a missing program",
	      proc_which("bf2dts-no-such-program") == NULL);
	sb_release(&out);
	sb_release(&err);
}

int main(void)
{
	char tmpl[] = "/tmp/bf2dts-test-socdt-XXXXXX";
	char *cache, *cmd;

	if (!mkdtemp(tmpl)) {
		puts("FAIL socdt: mkdtemp");
		return 1;
	}
	cache = xasprintf("%s/cache", tmpl);
	test_proc();
	test_socdt(cache);
	test_damaged_cache(cache);
	test_dtcheck(tmpl);
	cmd = xasprintf("rm -rf '%s'", tmpl);
	if (system(cmd))
		puts("note: could not remove the temporary directory");
	free(cmd);
	free(cache);
	return unit_failed;
}
