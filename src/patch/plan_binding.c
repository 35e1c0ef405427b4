// SPDX-License-Identifier: GPL-2.0
/*
 * The binding patches of a series: the board's root compatible added to
 * the binding that lists its SoC's boards, then one YAML binding for each
 * compatible the converter proposed that no binding of the tree documents
 * (checkpatch would call it un-documented).
 */
#include <stdlib.h>
#include <string.h>

#include "dt/dt_path.h"
#include "patch/plan_internal.h"
#include "patch/tree_edit.h"

#define ARM_BINDINGS "Documentation/devicetree/bindings/arm"

/* The strings of a compatible property's DTS text. */
static size_t compat_list(const char *v, char **out, size_t max)
{
	size_t n = 0;

	while (v && n < max && (v = strchr(v, '"')) != NULL) {
		size_t l = strcspn(v + 1, "\"");

		out[n++] = xstrndup(v + 1, l);
		v += l + 1 + (v[l + 1] == '"');
	}
	return n;
}

static void free_list(char **v, size_t n)
{
	while (n--)
		free(v[n]);
}

static void new_board_yaml(const struct plan_in *in, struct strbuf *out,
			   const char *soc, const char *compat)
{
	const char *fam = plan_family(in);

	sb_addf(out,
		"# SPDX-License-Identifier: (GPL-2.0-only OR BSD-2-Clause)\n"
		"%%YAML 1.2\n---\n"
		"$id: http://devicetree.org/schemas/arm/%s.yaml#\n"
		"$schema: http://devicetree.org/meta-schemas/core.yaml#\n\n"
		"title: Boards with a SoC of the %s family\n\n"
		"maintainers:\n  - %s <%s>\n\n"
		"properties:\n  $nodename:\n    const: '/'\n"
		"  compatible:\n    oneOf:\n"
		"      - description: %s based boards\n        items:\n"
		"          - enum:\n              - %s\n",
		fam, fam, in->id->name, in->id->email, soc ? soc : fam, compat);
	if (soc)
		sb_addf(out, "          - const: %s\n", soc);
	sb_add(out, "\nadditionalProperties: true\n\n...\n");
}

int plan_board_binding(const struct plan_in *in, const struct bindtext *bt,
		       struct plan *p, struct bf_error *e)
{
	struct conversion *cv = in->cv;
	struct plan_patch *pp = NULL;
	struct strbuf t = STRBUF_INIT, why = STRBUF_INIT, nm = STRBUF_INIT;
	size_t m;
	int rc = 0;

	(void)e; /* every tree has a place for it: a new YAML at worst */
	for (m = 0; m < cv->ntrees && !rc; m++) {
		const struct dt_prop *cp;
		const struct bindtext_file *f = NULL;
		char *list[8], *path = NULL, *needle = NULL;
		size_t n;
		int r = -1;

		/* a machine's variants are one machine, of one compatible */
		if ((m && cv->machine_of[m - 1] == cv->machine_of[m]) ||
		    !(cp = dt_get(cv->trees[m]->root, "compatible")))
			continue;
		n = compat_list(cp->value, list, 8);
		if (!n)
			continue;
		if (bindtext_documented(bt, list[0])) {
			free_list(list, n);
			continue;
		}
		if (!pp)
			pp = plan_add(p, "dt-bindings: arm: %s: add %s",
				      plan_family(in),
				      plan_machine_name(in, m, &nm));
		if (n > 1) {
			needle = xasprintf("- const: %s\n", list[n - 1]);
			f = bindtext_find(bt, ARM_BINDINGS, ".yaml", needle,
					  NULL);
		}
		sb_reset(&t);
		if (f) {
			path = xstrdup(f->rel);
			plan_read(p, in->kdir, path, &t);
			r = edit_yaml_board_enum(&t, list[n - 1], list[0]);
		}
		if (r < 0 && (f = bindtext_find(bt, ARM_BINDINGS, ".txt", NULL,
						plan_family(in))) != NULL) {
			free(path);
			path = xstrdup(f->rel);
			sb_reset(&t);
			plan_read(p, in->kdir, path, &t);
			r = edit_txt_board_list(&t, list[0]);
		}
		if (r < 0) {
			free(path);
			path = xasprintf("%s/%s.yaml", ARM_BINDINGS,
					 plan_family(in));
			sb_reset(&t);
			if (!plan_read(p, in->kdir, path, &t))
				r = edit_yaml_board_enum(
					&t, n > 1 ? list[n - 1] : "", list[0]);
			if (r < 0) {
				sb_reset(&t);
				new_board_yaml(in, &t,
					       n > 1 ? list[n - 1] : NULL,
					       list[0]);
				r = 1;
			}
		}
		if (r > 0)
			plan_file(pp, path, sb_str(&t));
		sb_addf(&why,
			"%s describes the %s as MACHINE_START(%s); its device tree, added later in this series, has the root compatible \"%s\", which %s now lists. ",
			cv->b.rel,
			cv->b.machines[m].name ? cv->b.machines[m].name :
						 cv->b.machines[m].id,
			cv->b.machines[m].id, list[0], path);
		free(path);
		free(needle);
		free_list(list, n);
	}
	if (pp)
		wrap_text(&pp->body, "", 0, sb_str(&why));
	sb_release(&t);
	sb_release(&why);
	sb_release(&nm);
	return rc;
}

/* Where a binding for a node of this name lives. */
static const char *binding_dir(const char *node)
{
	static const struct {
		const char *prefix, *dir;
	} dirs[] = {
		{ "ethernet", "net" },
		{ "interrupt-controller", "interrupt-controller" },
		{ "gpio", "gpio" },
		{ "flash", "mtd" },
		{ "nand", "mtd" },
		{ "keys", "input" },
		{ "keypad", "input" },
		{ "touchscreen", "input/touchscreen" },
		{ "led", "leds" },
		{ "backlight", "leds/backlight" },
		{ "i2c", "i2c" },
		{ "spi", "spi" },
		{ "mmc", "mmc" },
		{ "serial", "serial" },
		{ "sound", "sound" },
		{ "audio", "sound" },
		{ "codec", "sound" },
		{ "regulator", "regulator" },
		{ "rtc", "rtc" },
		{ "display", "display" },
		{ "panel", "display/panel" },
		{ "usb", "usb" },
		{ "pwm", "pwm" },
		{ "watchdog", "watchdog" },
	};
	size_t i;

	for (i = 0; i < sizeof(dirs) / sizeof(dirs[0]); i++)
		if (!strncmp(node, dirs[i].prefix, strlen(dirs[i].prefix)))
			return dirs[i].dir;
	if (strstr(node, "ac97"))
		return "sound";
	return "misc";
}

static size_t groups(const char *v)
{
	size_t n = 0;

	for (; v && *v; v++)
		n += *v == '<';
	return n ? n : 1;
}

static int ends_with(const char *s, const char *suf)
{
	size_t a = strlen(s), b = strlen(suf);

	return a >= b && !strcmp(s + a - b, suf);
}

/* One property's schema, as the value the board file gave it suggests. */
static void prop_schema(struct strbuf *y, const struct dt_prop *pr)
{
	const char *n = pr->name, *v = pr->value;

	if (!strcmp(n, "compatible") || !strcmp(n, "status") ||
	    !strcmp(n, "interrupt-parent"))
		return;
	if (n[0] == '#') {
		sb_addf(y, "  '%s':\n    const: %s\n", n,
			v ? v + strspn(v, "<") : "0");
		y->len -= 2; /* the closing ">\n" */
		y->buf[y->len] = '\0';
		sb_addch(y, '\n');
		return;
	}
	if (!strcmp(n, "interrupt-controller") ||
	    !strcmp(n, "gpio-controller") || !strcmp(n, "wakeup-source")) {
		sb_addf(y, "  %s: true\n", n);
		return;
	}
	if (!strcmp(n, "reg") || !strcmp(n, "interrupts") ||
	    ends_with(n, "gpios") || !strcmp(n, "clocks") ||
	    !strcmp(n, "pwms") || !strcmp(n, "dmas") || !strcmp(n, "resets")) {
		sb_addf(y, "  %s:\n    maxItems: %zu\n", n, groups(v));
		return;
	}
	if (ends_with(n, "-supply")) {
		sb_addf(y, "  %s: true\n", n);
		return;
	}
	sb_addf(y, "  %s:\n", n);
	if (!v)
		sb_add(y, "    type: boolean\n");
	else if (v[0] == '"')
		sb_add(y,
		       "    $ref: /schemas/types.yaml#/definitions/string\n");
	else if (strchr(v, '&'))
		sb_add(y,
		       "    $ref: /schemas/types.yaml#/definitions/phandle-array\n");
	else if (groups(v) == 1 &&
		 !strchr(strchr(v, '<') ? strchr(v, '<') : v, ' '))
		sb_add(y,
		       "    $ref: /schemas/types.yaml#/definitions/uint32\n");
	else
		sb_add(y,
		       "    $ref: /schemas/types.yaml#/definitions/uint32-array\n");
	sb_add(y, "    description: As the board file set it.\n");
}

/* The node as a binding example: four spaces, no comments, one line each. */
static void example_node(struct strbuf *y, const struct dt_node *n, int depth)
{
	size_t i;

	sb_addf(y, "%*s%s%s%s {\n", 4 * depth, "", n->name, n->unit ? "@" : "",
		n->unit ? n->unit : "");
	for (i = 0; i < n->nprops; i++) {
		const struct dt_prop *pr = &n->props[i];
		const char *c;

		sb_addf(y, "%*s%s", 4 * (depth + 1), "", pr->name);
		if (pr->value) {
			sb_add(y, " = ");
			for (c = pr->value; *c; c++)
				if (*c == '\n')
					sb_addch(y, ' ');
				else if (*c != '\t')
					sb_addch(y, *c);
		}
		sb_add(y, ";\n");
	}
	for (i = 0; i < n->nkids; i++) {
		sb_addch(y, '\n');
		example_node(y, n->kids[i], depth + 1);
	}
	sb_addf(y, "%*s};\n", 4 * depth, "");
}

static const struct item *item_of(const struct plan_in *in, size_t m,
				  const struct dt_node *n)
{
	const struct report *r = &in->cv->r;
	size_t i;

	for (i = 0; i < r->nitems; i++)
		if (!strcmp(r->items[i]->machine,
			    in->cv->b.machines[in->cv->machine_of[m]].id) &&
		    dt_resolve(in->cv->trees[m], r->items[i]->node) == n)
			return r->items[i];
	return NULL;
}

static void binding_for(const struct plan_in *in, size_t m,
			const struct dt_tree *t, const struct dt_node *n,
			const char *compat, struct plan *p)
{
	const char *dir = binding_dir(n->name);
	const struct item *it = item_of(in, m, n);
	struct strbuf y = STRBUF_INIT, body = STRBUF_INIT, path = STRBUF_INIT,
		      nm = STRBUF_INIT;
	struct plan_patch *pp;
	size_t i;

	sb_addf(&y,
		"# SPDX-License-Identifier: (GPL-2.0-only OR BSD-2-Clause)\n"
		"%%YAML 1.2\n---\n"
		"$id: http://devicetree.org/schemas/%s/%s.yaml#\n"
		"$schema: http://devicetree.org/meta-schemas/core.yaml#\n\n"
		"title: %s %s\n\n"
		"maintainers:\n  - %s <%s>\n\n"
		"description: |\n"
		"  The %s of the %s, as %s\n  describes it.\n\n"
		"properties:\n  compatible:\n    const: %s\n\n",
		dir, compat, plan_board_name(in, m, &nm), n->name, in->id->name,
		in->id->email, n->name, plan_board_name(in, m, &nm),
		in->cv->b.rel, compat);
	for (i = 0; i < n->nprops; i++)
		prop_schema(&y, &n->props[i]);
	if (n->nkids) {
		sb_add(&y, "\npatternProperties:\n");
		for (i = 0; i < n->nkids; i++)
			sb_addf(&y,
				"  '^%s(@[0-9a-f]+)?$':\n    type: object\n",
				n->kids[i]->name);
	}
	sb_add(&y, "\nrequired:\n  - compatible\n");
	if (dt_get(n, "reg"))
		sb_add(&y, "  - reg\n");
	if (dt_get(n, "interrupts"))
		sb_add(&y, "  - interrupts\n");
	sb_add(&y, "\nadditionalProperties: false\n\nexamples:\n  - |\n");
	for (i = 0; i < t->nincludes; i++)
		if (t->includes[i][0] == '<')
			sb_addf(&y, "    #include %s\n", t->includes[i]);
	if (t->nincludes && t->includes[0])
		sb_addch(&y, '\n');
	{
		struct strbuf ex = STRBUF_INIT;
		const char *s;

		example_node(&ex, n, 0);
		for (s = sb_str(&ex); *s;) {
			size_t l = strcspn(s, "\n");

			if (l)
				sb_addf(&y, "    %.*s\n", (int)l, s);
			else
				sb_addch(&y, '\n');
			s += l + (s[l] == '\n');
		}
		sb_release(&ex);
	}
	sb_add(&y, "...\n");
	sb_addf(&path, "Documentation/devicetree/bindings/%s/%s.yaml", dir,
		compat);
	pp = plan_add(p, "dt-bindings: %s: add %s", dir, compat);
	{
		struct strbuf t2 = STRBUF_INIT, np = STRBUF_INIT;

		dt_path(n, &np);
		sb_addf(&t2,
			"The device tree of the %s, added later in this series, describes ",
			plan_board_name(in, m, &nm));
		if (it)
			sb_addf(&t2, "the %s %s that %s registers (line %u)",
				!strcmp(it->kind, "platform_device") ?
					"platform device" :
					it->kind,
				it->name, item_file(&in->cv->r, it), it->line);
		else
			sb_addf(&t2, "a device of %s", in->cv->b.rel);
		sb_addf(&t2,
			" as %s, with the compatible \"%s\", which no binding documents. Document it with the properties the board file gives it.",
			sb_str(&np), compat);
		if (it && it->why &&
		    (strstr(it->why, "no driver named") ||
		     strstr(it->why, "no OF match")))
			sb_addf(&t2, " No driver matches it yet: %s.", it->why);
		wrap_text(&pp->body, "", 0, sb_str(&t2));
		sb_release(&t2);
		sb_release(&np);
	}
	plan_file(pp, sb_str(&path), sb_str(&y));
	sb_release(&y);
	sb_release(&body);
	sb_release(&path);
	sb_release(&nm);
}

static int planned(const struct plan *p, const char *compat)
{
	size_t i;
	char *needle = xasprintf("/%s.yaml", compat);
	int found = 0;

	for (i = 0; i < p->n && !found; i++)
		found = p->v[i].nfiles &&
			ends_with(p->v[i].files[0].path, needle);
	free(needle);
	return found;
}

static void walk(const struct plan_in *in, size_t m, const struct dt_tree *t,
		 const struct dt_node *n, const struct bindtext *bt,
		 struct plan *p)
{
	const struct dt_prop *cp = n->parent ? dt_get(n, "compatible") : NULL;
	size_t i;

	if (cp) {
		char *list[8];
		size_t k = compat_list(cp->value, list, 8);

		if (k && !bindtext_documented(bt, list[0]) &&
		    !planned(p, list[0]))
			binding_for(in, m, t, n, list[0], p);
		free_list(list, k);
	}
	for (i = 0; i < n->nkids; i++)
		walk(in, m, t, n->kids[i], bt, p);
}

void plan_compat_bindings(const struct plan_in *in, const struct bindtext *bt,
			  struct plan *p)
{
	const struct conversion *cv = in->cv;
	size_t m, i;

	for (m = 0; m < cv->ntrees; m++) {
		const struct dt_tree *t = cv->trees[m];

		walk(in, m, t, t->root, bt, p);
		for (i = 0; i < t->nrefs; i++)
			walk(in, m, t, t->refs[i], bt, p);
	}
	if (cv->common && cv->ntrees)
		walk(in, 0, cv->common, cv->common->root, bt, p);
}
