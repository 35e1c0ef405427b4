// SPDX-License-Identifier: GPL-2.0
/*
 * Semantic FDT comparison on trees compiled from the fixture .dts files
 * with dtc: renumbered phandles compare equal, real changes are listed with
 * references shown as paths.
 */
#include <libfdt.h>
#include <stdlib.h>
#include <string.h>

#include "dt/fdtdiff.h"
#include "lib/strbuf.h"
#include "unit.h"

#define FIX "tests/fixtures/inventories/"

static char tmpdir[] = "/tmp/bf2dts-test-fdtdiff-XXXXXX";

/* Compiles FIX/@name.dts with dtc; the caller frees the blob. */
static void *compile(const char *name)
{
	char *cmd = xasprintf("dtc -q -I dts -O dtb -o %s/%s.dtb " FIX "%s.dts",
			      tmpdir, name, name);
	char *path = xasprintf("%s/%s.dtb", tmpdir, name);
	void *blob = NULL;
	FILE *f;
	long n;

	if (system(cmd) == 0 && (f = fopen(path, "rb"))) {
		fseek(f, 0, SEEK_END);
		n = ftell(f);
		rewind(f);
		blob = xmalloc((size_t)n);
		if (fread(blob, 1, (size_t)n, f) != (size_t)n ||
		    fdt_check_full(blob, (size_t)n)) {
			free(blob);
			blob = NULL;
		}
		fclose(f);
	}
	free(cmd);
	free(path);
	return blob;
}

static const struct fdtdiff_item *find(const struct fdtdiff *d,
				       enum fdtdiff_kind kind, const char *path,
				       const char *prop)
{
	size_t i;

	for (i = 0; i < d->nitems; i++)
		if (d->items[i].kind == kind &&
		    !strcmp(d->items[i].path, path) &&
		    (!prop ||
		     (d->items[i].prop && !strcmp(d->items[i].prop, prop))))
			return &d->items[i];
	return NULL;
}

static void test_same(void *a)
{
	struct fdtdiff d;
	struct bf_error e = { { 0 } };

	CHECK("fdtdiff: a tree equals itself",
	      !fdtdiff_compare(a, a, &d, &e) && d.nitems == 0 &&
		      d.nodes_matched == d.nodes_before);
	fdtdiff_release(&d);
}

static void test_renumbered(void *a, void *b)
{
	struct fdtdiff d;
	struct bf_error e = { { 0 } };
	int ret;

	/* Make sure the fixture does renumber, or the test proves nothing. */
	CHECK("fdtdiff: fixture phandles differ",
	      fdt_get_phandle(a, fdt_path_offset(a, "/amba/kmi@10007000")) !=
		      fdt_get_phandle(
			      b, fdt_path_offset(b, "/amba/kmi@10007000")));
	ret = fdtdiff_compare(a, b, &d, &e);
	CHECK("fdtdiff: renumbered phandles only: equal",
	      ret == 0 && d.nitems == 0);
	if (d.nitems)
		printf("  first: %s %s\n", d.items[0].path,
		       d.items[0].prop ? d.items[0].prop : "");
	fdtdiff_release(&d);
}

static void test_changed(void *a, void *b)
{
	const struct fdtdiff_item *it;
	struct fdtdiff d;
	struct bf_error e = { { 0 } };
	int ret = fdtdiff_compare(a, b, &d, &e);

	CHECK("fdtdiff: changed tree: 5 differences",
	      ret == 0 && d.nitems == 5);
	it = find(&d, FDTDIFF_PROP_CHANGED, "/amba/serial@101f2000",
		  "interrupts");
	CHECK("fdtdiff: interrupts changed", it != NULL);
	if (it) {
		CHECK_STR("fdtdiff: before value", it->before, "<0xd>");
		CHECK_STR("fdtdiff: after value", it->after, "<0xe>");
	}
	it = find(&d, FDTDIFF_PROP_CHANGED, "/amba/serial@101f2000", "clocks");
	CHECK("fdtdiff: clocks changed", it != NULL);
	if (it) {
		CHECK_STR("fdtdiff: clocks by path before", it->before,
			  "<&/xtal24mhz@24M &/pclk@24M>");
		CHECK_STR("fdtdiff: clocks by path after", it->after,
			  "<&/timclk@1M &/pclk@24M>");
	}
	it = find(&d, FDTDIFF_PROP_CHANGED, "/pci@10001000", "interrupt-map");
	CHECK("fdtdiff: interrupt-map parent shown by path",
	      it && it->before && it->after &&
		      !strncmp(
			      it->before,
			      "<0x1800 0x0 0x0 0x1 &/interrupt-controller@10003000 0x1c",
			      strlen("<0x1800 0x0 0x0 0x1 &/interrupt-controller@10003000 0x1c")) &&
		      !strncmp(
			      it->after,
			      "<0x1800 0x0 0x0 0x1 &/interrupt-controller@10140000 0x1c",
			      strlen("<0x1800 0x0 0x0 0x1 &/interrupt-controller@10140000 0x1c")));
	it = find(&d, FDTDIFF_PROP_ADDED, "/amba/gpio@101e4000",
		  "gpio-line-names");
	CHECK("fdtdiff: property added",
	      it && it->after && !strcmp(it->after, "\"A\", \"B\""));
	CHECK("fdtdiff: node removed",
	      find(&d, FDTDIFF_NODE_REMOVED, "/amba/kmi@10007000", NULL));
	fdtdiff_release(&d);
	ret = fdtdiff_compare(b, a, &d, &e);
	CHECK("fdtdiff: reverse direction: node added",
	      ret == 0 &&
		      find(&d, FDTDIFF_NODE_ADDED, "/amba/kmi@10007000",
			   NULL) &&
		      find(&d, FDTDIFF_PROP_REMOVED, "/amba/gpio@101e4000",
			   "gpio-line-names"));
	fdtdiff_release(&d);
}

/* A node that moved keeps its identity by compatible + unit address. */
static void test_moved_node(void)
{
	char buf[4096];
	void *a = buf, *b = xmalloc(sizeof(buf));
	struct fdtdiff d;
	struct bf_error e = { { 0 } };
	int ret, n;

	fdt_create_empty_tree(a, sizeof(buf));
	n = fdt_add_subnode(a, 0, "soc");
	n = fdt_add_subnode(a, n, "mmc@41100000");
	fdt_setprop_string(a, n, "compatible", "marvell,pxa-mmc");
	fdt_setprop_u32(a, n, "bus-width", 4);
	memcpy(b, a, sizeof(buf));
	fdt_set_name(b, fdt_path_offset(b, "/soc"), "pxabus");
	fdt_setprop_u32(b, fdt_path_offset(b, "/pxabus/mmc@41100000"),
			"bus-width", 8);
	ret = fdtdiff_compare(a, b, &d, &e);
	CHECK("fdtdiff: moved node matched by compatible+unit address",
	      ret == 0 &&
		      find(&d, FDTDIFF_NODE_MOVED, "/soc/mmc@41100000", NULL));
	CHECK("fdtdiff: moved node's properties compared",
	      find(&d, FDTDIFF_PROP_CHANGED, "/soc/mmc@41100000", "bus-width"));
	CHECK("fdtdiff: parent without compatible is removed/added",
	      find(&d, FDTDIFF_NODE_REMOVED, "/soc", NULL) &&
		      find(&d, FDTDIFF_NODE_ADDED, "/pxabus", NULL));
	fdtdiff_release(&d);
	free(b);
}

int main(void)
{
	void *pb, *renum, *changed;
	char *rm;

	if (!mkdtemp(tmpdir)) {
		printf("FAIL fdtdiff: mkdtemp\n");
		return 1;
	}
	pb = compile("versatilepb");
	renum = compile("versatilepb-renumbered");
	changed = compile("versatilepb-changed");
	CHECK("fdtdiff: fixtures compile", pb && renum && changed);
	if (pb && renum && changed) {
		test_same(pb);
		test_renumbered(pb, renum);
		test_changed(pb, changed);
	}
	test_moved_node();
	free(pb);
	free(renum);
	free(changed);
	rm = xasprintf("rm -rf %s", tmpdir);
	if (system(rm))
		printf("FAIL fdtdiff: cannot remove %s\n", tmpdir);
	free(rm);
	return unit_failed;
}
