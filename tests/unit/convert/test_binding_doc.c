// SPDX-License-Identifier: GPL-2.0
/*
 * A compatible's binding document (the one whose own "compatible:" lists
 * it, not one whose example or child node names it), the spelling of a
 * property it takes, and the <dt-bindings/...> includes a tree keeps:
 * those a property uses a macro of, through the headers they include.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert/binding_doc.h"
#include "convert/binding_includes.h"
#include "unit.h"

static const char fixed[] = "title: Fixed Voltage regulators\n"
			    "\n"
			    "properties:\n"
			    "  compatible:\n"
			    "    enum:\n"
			    "      - regulator-fixed\n"
			    "      - regulator-fixed-clock\n"
			    "\n"
			    "  gpio:\n"
			    "    maxItems: 1\n"
			    "\n"
			    "required:\n"
			    "  - compatible\n";

/* names regulator-fixed in a child's schema and in its example */
static const char mfd[] = "properties:\n"
			  "  compatible:\n"
			  "    const: acme,mfd\n"
			  "  gpios:\n"
			  "    maxItems: 1\n"
			  "  VDD:\n"
			  "    properties:\n"
			  "      compatible:\n"
			  "        - regulator-fixed\n"
			  "examples:\n"
			  "  - |\n"
			  "    compatible = \"regulator-fixed\";\n";

static void put(const char *root, const char *rel, const char *text)
{
	char *path = xasprintf("%s/%s", root, rel), *p;
	FILE *f;

	for (p = strchr(path + strlen(root) + 1, '/'); p;
	     p = strchr(p + 1, '/')) {
		*p = '\0';
		mkdir(path, 0755);
		*p = '/';
	}
	f = fopen(path, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
	free(path);
}

static int has_include(const struct dt_tree *t, const char *inc)
{
	size_t i;

	for (i = 0; i < t->nincludes; i++)
		if (!strcmp(t->includes[i], inc))
			return 1;
	return 0;
}

int main(void)
{
	static const char *const names[] = { "gpios", "gpio", NULL };
	char dir[] = "/tmp/bf2dts-unit-XXXXXX";
	struct arena a = { 0 };
	struct conv c = { 0 };
	struct dt_tree *t[3];
	char *cmd;

	c.a = &a;
	if (!mkdtemp(dir)) {
		printf("FAIL binding doc: mkdtemp\n");
		return 1;
	}
	c.kdir = dir;
	put(dir, "Documentation/devicetree/bindings/mfd/acme,mfd.yaml", mfd);
	put(dir, "Documentation/devicetree/bindings/regulator/fixed.yaml",
	    fixed);
	put(dir, "include/dt-bindings/gpio/gpio.h",
	    "#define GPIO_ACTIVE_HIGH 0\n#define GPIO_ACTIVE_LOW 1\n");
	put(dir, "include/dt-bindings/input/input.h",
	    "#include \"linux-event-codes.h\"\n"
	    "#define MATRIX_KEY(row, col, code) (code)\n");
	put(dir, "include/dt-bindings/input/linux-event-codes.h",
	    "#define KEY_POWER 116\n");

	CHECK_STR("binding doc: the document whose compatible lists it",
		  binding_doc(&c, "regulator-fixed"),
		  "Documentation/devicetree/bindings/regulator/fixed.yaml");
	CHECK("binding doc: a compatible no document lists: none",
	      !binding_doc(&c, "regulator-fixed-domain"));
	CHECK_STR("binding doc: the one spelling it names",
		  binding_doc_one_of(&c, binding_doc(&c, "regulator-fixed"),
				     names),
		  "gpio");
	CHECK_STR("binding doc: a property of its own, not a child's",
		  binding_doc_one_of(&c, binding_doc(&c, "acme,mfd"), names),
		  "gpios");

	t[0] = dt_tree_new(&a);
	t[1] = dt_tree_new(&a);
	t[2] = dt_tree_new(&a);
	dt_prop(t[0], dt_child(t[0], t[0]->root, "key", NULL), "linux,code",
		"<KEY_POWER>");
	dt_prop(t[1], dt_child(t[1], t[1]->root, "reg", NULL), "gpio",
		"<&gpio 3 GPIO_ACTIVE_HIGH>");
	dt_include(t[0], "<dt-bindings/gpio/gpio.h>");
	dt_include(t[0], "<dt-bindings/input/input.h>");
	dt_include(t[0], "<dt-bindings/nothing/here.h>");
	dt_include(t[1], "<dt-bindings/gpio/gpio.h>");
	dt_include(t[2], "<dt-bindings/gpio/gpio.h>");
	dt_include(t[2], "<dt-bindings/input/input.h>");
	prune_binding_includes(dir, t, 3, t[2]);
	CHECK("binding includes: a header no property uses is dropped",
	      !has_include(t[0], "<dt-bindings/gpio/gpio.h>"));
	CHECK("binding includes: a macro of a header it includes keeps it",
	      has_include(t[0], "<dt-bindings/input/input.h>"));
	CHECK("binding includes: a header that cannot be read stays",
	      has_include(t[0], "<dt-bindings/nothing/here.h>"));
	CHECK("binding includes: a used header stays",
	      has_include(t[1], "<dt-bindings/gpio/gpio.h>"));
	CHECK("binding includes: the shared .dtsi keeps what any tree uses",
	      has_include(t[2], "<dt-bindings/gpio/gpio.h>") &&
		      has_include(t[2], "<dt-bindings/input/input.h>"));

	cmd = xasprintf("rm -rf '%s'", dir);
	if (system(cmd))
		printf("note: %s failed\n", cmd);
	free(cmd);
	arena_free(&a);
	return unit_failed;
}
