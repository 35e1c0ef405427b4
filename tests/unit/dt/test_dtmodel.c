// SPDX-License-Identifier: GPL-2.0
/*
 * The converter's own models, without the kernel tree: the value model's
 * accounting of unused fields, the devicetree model and its emitter, the
 * shared-.dtsi split, the report's invariant, vendor and binding lookups.
 */
#include <stdlib.h>
#include <string.h>

#include "kernel/bindings.h"
#include "dt/dt.h"
#include "dt/dt_common.h"
#include "dt/emit.h"
#include "convert/report.h"
#include "unit.h"
#include "convert/value.h"
#include "kernel/vendor.h"

static struct value *vint(struct arena *a, long long i, const char *text)
{
	struct value *v = arena_alloc(a, sizeof(*v));

	v->kind = V_INT;
	v->i = i;
	v->text = text;
	return v;
}

static void field(struct arena *a, struct value *s, size_t *alloc,
		  const char *n, struct value *v)
{
	struct val_field f = { n, v };

	ARENA_PUSH(a, s->fields, s->nfields, *alloc, f);
}

static void test_values(void)
{
	struct arena a = { 0 };
	struct value *s = arena_alloc(&a, sizeof(*s));
	struct strbuf sb = STRBUF_INIT;
	size_t alloc = 0;

	s->kind = V_STRUCT;
	field(&a, s, &alloc, "code", vint(&a, 116, "KEY_POWER"));
	field(&a, s, &alloc, "gpio", vint(&a, 4, "4"));
	field(&a, s, &alloc, "wakeup", vint(&a, 0, "0"));
	CHECK("value: get finds a field", val_get(s, "code")->i == 116);
	CHECK("value: take marks a field used",
	      val_take_int(s, "gpio", -1) == 4);
	CHECK("value: a missing field gives the default",
	      val_take_int(s, "nope", 7) == 7);
	CHECK("value: one unused non-zero field listed",
	      val_list_unused(s, "pd", &sb) == 1);
	CHECK_STR("value: unused field keeps its spelling", sb_str(&sb),
		  "pd.code=KEY_POWER");
	val_take(s, "code");
	sb_reset(&sb);
	CHECK("value: nothing unused once taken",
	      val_list_unused(s, "pd", &sb) == 0);
	sb_release(&sb);
	arena_free(&a);
}

static const char *strrstr_last(const char *h, const char *n)
{
	const char *p = strstr(h, n), *last = NULL;

	for (; p; p = strstr(p + 1, n))
		last = p;
	return last;
}

static char *emit(struct dt_tree *t, int dtsi)
{
	struct strbuf sb = STRBUF_INIT;

	dt_emit(t, "GPL-2.0", dtsi, &sb);
	return sb_detach(&sb);
}

static void test_emit(void)
{
	struct arena a = { 0 };
	struct dt_tree *t = dt_tree_new(&a);
	struct dt_node *n, *k;
	char *text;

	dt_include(t, "<dt-bindings/gpio/gpio.h>");
	dt_include(t, "pxa27x.dtsi");
	dt_include(t, "pxa27x.dtsi");
	dt_prop_str(t, t->root, "model", "Board \"X\"");
	n = dt_child(t, t->root, "gpio-keys", NULL);
	n->label = "keys";
	dt_prop_str(t, n, "compatible", "gpio-keys");
	k = dt_child(t, n, "key-power", NULL);
	dt_prop(t, k, "gpios", "<&gpio %d GPIO_ACTIVE_LOW>", 4);
	dt_prop_bool(t, k, "wakeup-source");
	dt_comment(t, k, "TODO(bf2dts): x.c:%d", 12);
	dt_prop_str(t, dt_ref(t, "mmc0"), "status", "okay");
	dt_prop(t, dt_ref(t, "keypad"), "linux,keymap",
		"<\nMATRIX_KEY(0, 0, KEY_A)\n>");
	text = emit(t, 0);
	CHECK("emit: SPDX first",
	      !strncmp(text, "// SPDX-License-Identifier: GPL-2.0\n", 36));
	CHECK("emit: /dts-v1/ in a .dts", strstr(text, "/dts-v1/;") != NULL);
	CHECK("emit: the SoC .dtsi before dt-bindings, once",
	      strstr(text,
		     "#include \"pxa27x.dtsi\"\n#include <dt-bindings/gpio/gpio.h>\n") &&
		      strstr(text, "pxa27x.dtsi") ==
			      strrstr_last(text, "pxa27x.dtsi"));
	CHECK("emit: quotes escaped",
	      strstr(text, "model = \"Board \\\"X\\\"\";") != NULL);
	CHECK("emit: labelled node with tabs",
	      strstr(text, "\tkeys: gpio-keys {\n") != NULL);
	CHECK("emit: nested property",
	      strstr(text, "\t\t\tgpios = <&gpio 4 GPIO_ACTIVE_LOW>;\n") !=
		      NULL);
	CHECK("emit: boolean property",
	      strstr(text, "\t\t\twakeup-source;\n") != NULL);
	CHECK("emit: TODO comment inside its node",
	      strstr(text, "\t\t\t/* TODO(bf2dts): x.c:12 */\n") != NULL);
	CHECK("emit: &label override",
	      strstr(text, "&mmc0 {\n\tstatus = \"okay\";\n};\n") != NULL);
	CHECK("emit: multi-line value indented",
	      strstr(text,
		     "\tlinux,keymap = <\n\t\tMATRIX_KEY(0, 0, KEY_A)\n\t>;\n") !=
		      NULL);
	free(text);
	text = emit(t, 1);
	CHECK("emit: no /dts-v1/ in a .dtsi", !strstr(text, "/dts-v1/"));
	free(text);
	CHECK("dt: a unique label",
	      !strcmp(dt_unique_label(t, "keys"), "keys1"));
	arena_free(&a);
}

/* The longest line of @text, in columns (a tab is 8). */
static size_t widest(const char *text)
{
	size_t col = 0, max = 0;

	for (; *text; text++) {
		if (*text == '\n')
			col = 0;
		else
			col = *text == '\t' ? (col / 8 + 1) * 8 : col + 1;
		if (col > max)
			max = col;
	}
	return max;
}

static void test_emit_style(void)
{
	struct arena a = { 0 };
	struct dt_tree *t = dt_tree_new(&a);
	struct dt_node *n;
	struct strbuf cells = STRBUF_INIT;
	char *text;
	int i;

	dt_child(t, t->root, "flash", "4000000");
	dt_child(t, t->root, "flash", "0");
	dt_child(t, t->root, "ethernet", "10000300");
	dt_child(t, t->root, "gpio-keys", NULL);
	dt_child(t, t->root, "backlight", NULL);
	n = dt_child(t, t->root, "leds", NULL);
	dt_child(t, n, "led-10", NULL);
	dt_child(t, n, "led-9", NULL);
	dt_prop_str(t, dt_ref(t, "usb0"), "status", "okay");
	n = dt_ref(t, "mmc0");
	dt_prop_str(t, n, "status", "okay");
	dt_prop_bool(t, n, "marvell,x");
	dt_prop(t, n, "reg", "<0 1>");
	dt_prop_bool(t, n, "broken-cd");
	dt_prop_str(t, n, "compatible", "x,y");
	for (i = 0; i < 60; i++)
		sb_addf(&cells, "%s%d", i ? " " : "", 1000 + i);
	dt_prop(t, dt_child(t, t->root, "backlight", NULL), "brightness-levels",
		"<%s>", sb_str(&cells));
	dt_prop(t, dt_ref(t, "keypad"), "reg",
		"<0x10000000 0x1000>, <0x20000000 0x1000>, <0x30000000 0x1000>, "
		"<0x40000000 0x1000>, <0x50000000 0x1000>");
	text = emit(t, 0);
	CHECK("style: overrides in label order",
	      strstr(text, "&keypad") < strstr(text, "&mmc0") &&
		      strstr(text, "&mmc0") < strstr(text, "&usb0"));
	CHECK("style: nodes without an address by name, then by address",
	      strstr(text, "backlight {") < strstr(text, "gpio-keys {") &&
		      strstr(text, "gpio-keys {") < strstr(text, "flash@0 {") &&
		      strstr(text, "flash@0 {") <
			      strstr(text, "flash@4000000") &&
		      strstr(text, "flash@4000000") <
			      strstr(text, "ethernet@10000300"));
	CHECK("style: led-9 before led-10",
	      strstr(text, "led-9 {") < strstr(text, "led-10 {"));
	CHECK("style: compatible, reg, standard, vendor, status",
	      strstr(text,
		     "&mmc0 {\n\tcompatible = \"x,y\";\n\treg = <0 1>;\n"
		     "\tbroken-cd;\n\tmarvell,x;\n\tstatus = \"okay\";\n"));
	CHECK("style: no line over 100 columns", widest(text) <= 100);
	CHECK("style: a long cell list continues one level deeper",
	      strstr(text, "\t\tbrightness-levels = <1000 1001") &&
		      strstr(text, "\n\t\t\t10"));
	CHECK("style: a long list of items, one line each when needed",
	      strstr(text, "0x1000>,\n\t\t<0x"));
	free(text);
	sb_release(&cells);
	arena_free(&a);
}

static struct dt_tree *machine(struct arena *a, const char *model, int akita)
{
	struct dt_tree *t = dt_tree_new(a);
	struct dt_node *n;

	dt_include(t, "pxa27x.dtsi");
	dt_prop_str(t, t->root, "model", model);
	n = dt_child(t, t->root, "flash", "0");
	n->label = "flash";
	dt_prop_str(t, n, "compatible", "cfi-flash");
	dt_prop(t, n, "bank-width", "<%d>", akita ? 4 : 2);
	dt_prop_str(t, dt_ref(t, "mmc0"), "status", "okay");
	if (akita)
		dt_prop(t, dt_child(t, dt_ref(t, "pxai2c1"), "gpio", "18"),
			"reg", "<0x18>");
	return t;
}

static void test_common(void)
{
	struct arena a = { 0 };
	struct dt_tree *t[2] = { machine(&a, "Spitz", 0),
				 machine(&a, "Akita", 1) };
	struct dt_tree *c = dt_common(&a, t, 2);
	char *ct, *st, *at;

	dt_subtract(t[0], c);
	dt_subtract(t[1], c);
	ct = emit(c, 1);
	st = emit(t[0], 0);
	at = emit(t[1], 0);
	CHECK("common: shared property in the .dtsi",
	      strstr(ct, "compatible = \"cfi-flash\"") != NULL);
	CHECK("common: differing property not in the .dtsi",
	      !strstr(ct, "bank-width"));
	CHECK("common: model stays per machine",
	      !strstr(ct, "model") && strstr(st, "\"Spitz\""));
	CHECK("common: shared &ref in the .dtsi only",
	      strstr(ct, "&mmc0") && !strstr(st, "&mmc0"));
	CHECK("common: the rest added through the label",
	      strstr(at, "&flash {\n\tbank-width = <4>;\n};") != NULL);
	CHECK("common: one machine's device stays with it",
	      strstr(at, "&pxai2c1") && !strstr(ct, "pxai2c1") &&
		      !strstr(st, "pxai2c1"));
	free(ct);
	free(st);
	free(at);
	arena_free(&a);
}

static void test_report(void)
{
	struct arena a = { 0 };
	struct report r = { .a = &a, .rel = "arch/arm/mach-pxa/x.c" };
	struct item *i1 = report_add(&r, "X", "platform_device", "eth", 10);
	struct item *i2 = report_add(&r, "X", "call", "foo()", 11);
	struct totals t;

	report_add(&r, "Y", "platform_device", "eth", 10);
	item_fate(&r, i1, FATE_PARTIAL, "reg-io-width");
	item_fate(&r, i2, FATE_TODO, "call not converted");
	item_fate(&r, i2, FATE_PARTIAL, "ignored: a fate only gets worse");
	t = report_totals(&r, "X");
	CHECK("report: per machine found", t.found == 2);
	CHECK("report: found = converted + partial + todo",
	      t.found == t.converted + t.partial + t.todo);
	CHECK("report: a fate only gets worse", i2->fate == FATE_TODO);
	CHECK("report: all machines", report_totals(&r, NULL).found == 3);
	arena_free(&a);
}

static void test_vendor_bindings(void)
{
	char *names[] = { "sharp", "intel", "maxim", "wlf", "wm" };
	struct vendors v = { .names = names, .n = 5 };
	char *compat[] = { "maxim,max7310", "wlf,wm8750", "wm,wm8750" };
	struct bindings b = { compat, 3 };

	CHECK_STR("vendor: first known word", vendor_for(&v, "SHARP Spitz"),
		  "sharp");
	CHECK("vendor: none known", vendor_for(&v, "Gumstix") == NULL);
	CHECK_STR("bindings: one documented compatible",
		  bindings_compatible_for(&b, "max7310"), "maxim,max7310");
	CHECK("bindings: two vendors is ambiguous",
	      bindings_compatible_for(&b, "wm8750") == NULL);
}

int main(void)
{
	test_values();
	test_emit();
	test_emit_style();
	test_common();
	test_report();
	test_vendor_bindings();
	return unit_failed;
}
