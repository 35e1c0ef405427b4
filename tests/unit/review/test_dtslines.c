// SPDX-License-Identifier: GPL-2.0
/*
 * The review page finds nodes in the emitted text by the path dt_path()
 * gives the model's nodes: both must agree, for nodes under the root, in
 * &label blocks, with labels and unit addresses. And an item's data is the
 * definition of the variable it is named after.
 */
#include <stdlib.h>

#include "dt/dt.h"
#include "dt/dt_path.h"
#include "dt/emit.h"
#include "review/dtslines.h"
#include "review/srclines.h"
#include "unit.h"

static void test_paths(void)
{
	struct arena a = { 0 };
	struct dt_tree *t = dt_tree_new(&a);
	struct dt_node *eth, *part, *ref, *key;
	struct dt_tree *trees[1];
	struct strbuf text = STRBUF_INIT, p = STRBUF_INIT;
	struct dts_lines dl;
	const struct dts_node_lines *nl;

	eth = dt_child(t, t->root, "ethernet", "10000300");
	eth->label = "eth0_dev";
	dt_prop_str(t, eth, "compatible", "smsc,lan91c111");
	part = dt_child(t, dt_child(t, eth, "partitions", NULL), "partition",
			"0");
	dt_prop_str(t, part, "label", "boot");
	ref = dt_ref(t, "ffuart");
	dt_prop_str(t, ref, "status", "okay");
	key = dt_child(t, ref, "key", "1");
	dt_prop_bool(t, key, "wakeup-source");
	trees[0] = t;
	dt_prune_labels(trees, 1); /* nothing refers to eth0_dev */
	CHECK("resolve-pruned-label", dt_resolve(t, "&eth0_dev") == eth);
	CHECK("resolve-child", dt_resolve(t, "&ffuart/key@1") == key);
	CHECK("resolve-missing", dt_resolve(t, "&nothing") == NULL);
	dt_emit(t, "GPL-2.0", 0, &text);
	dts_lines_scan(sb_str(&text), &dl);
	dt_path(part, &p);
	CHECK_STR("path-nested", sb_str(&p),
		  "/ethernet@10000300/partitions/partition@0");
	nl = dts_lines_find(&dl, sb_str(&p));
	CHECK("lines-nested", nl && nl->last > nl->first);
	sb_reset(&p);
	dt_path(key, &p);
	CHECK_STR("path-in-ref", sb_str(&p), "&ffuart/key@1");
	nl = dts_lines_find(&dl, sb_str(&p));
	CHECK("lines-in-ref", nl != NULL);
	CHECK("lines-root", dts_lines_find(&dl, "/") != NULL);
	CHECK("lines-by-name", dts_lines_by_name(&dl, "ethernet") != NULL);
	dts_lines_release(&dl);
	sb_release(&text);
	sb_release(&p);
	arena_free(&a);
}

static void test_definition(void)
{
	const char *src =
		"#include <x.h>\n"
		"static struct platform_device smc91x_device = {\n"
		"\t.name = \"smc91x\",\n"
		"};\n"
		"static struct platform_device *devs[] __initdata = {\n"
		"\t&smc91x_device,\n"
		"};\n";
	unsigned a = 0, b = 0;

	CHECK("definition-found",
	      src_definition(src, "smc91x_device", &a, &b) && a == 2 && b == 4);
	CHECK("definition-array",
	      src_definition(src, "devs", &a, &b) && a == 5 && b == 7);
	CHECK("definition-not-a-use", !src_definition(src, "smc91x", &a, &b));
	CHECK("definition-not-an-expression",
	      !src_definition(src, "f(x)", &a, &b));
}

int main(void)
{
	test_paths();
	test_definition();
	return unit_failed;
}
