// SPDX-License-Identifier: GPL-2.0
/*
 * Marvell MPP (multi-purpose pin) tables: orion5x_mpp_conf(list) writes
 * each pin's select value (plat-orion/mpp.c: MPP_NUM(), MPP_SEL()). The
 * devicetree kernel's pinctrl-mvebu driver sets the same register from a
 * group node under the SoC's pinctrl node: marvell,pins = "mppN" and
 * marvell,function = the name its table gives that select value on this
 * SoC (drivers/pinctrl/mvebu/pinctrl-orion.c: MPP_MODE(n,
 * MPP_VAR_FUNCTION(sel, "name", "subname", variants)...)). The groups are
 * the pinctrl node's own default state (a hog), as upstream orion5x boards
 * write them: set when the controller probes, as the board file set them
 * at init.
 */
#include "convert/steps.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "lib/fileio.h"

/* A family's MPP helper, its pinctrl driver and the .dtsi's node. */
static const struct {
	const char *fn, *driver, *label;
	const char *soc, *variant; /* the SoC row, its token in the table */
} mpp_helpers[] = {
	{ "orion5x_mpp_conf", "drivers/pinctrl/mvebu/pinctrl-orion.c",
	  "pinctrl", "mv88f5181", "V_5181" },
	{ "orion5x_mpp_conf", "drivers/pinctrl/mvebu/pinctrl-orion.c",
	  "pinctrl", "mv88f5182", "V_5182" },
};

#define MPP_NUM(x) ((x)&0xff)
#define MPP_SEL(x) (((x) >> 8) & 0xf)

/*
 * The function name of select value @sel of pin @pin for @variant in the
 * driver's text, or NULL: the text from "MPP_MODE(pin," to the next
 * MPP_MODE, each MPP_VAR_FUNCTION(0xS, "name", ..., VARIANTS).
 */
static const char *mpp_function(struct conv *c, const char *text, long pin,
				long sel, const char *variant)
{
	char key[32];
	const char *p, *end;

	snprintf(key, sizeof(key), "MPP_MODE(%ld,", pin);
	p = strstr(text, key);
	if (!p)
		return NULL;
	p += strlen(key);
	end = strstr(p, "MPP_MODE(");
	if (!end)
		end = p + strlen(p);
	while ((p = strstr(p, "MPP_VAR_FUNCTION(")) != NULL && p < end) {
		const char *name, *close, *vars;
		char *q;
		long s;

		p += strlen("MPP_VAR_FUNCTION(");
		s = strtol(p, &q, 0);
		name = strchr(q, '"');
		close = strchr(q, ')');
		if (!name || !close || name > close)
			continue;
		vars = strrchr(arena_strndup(c->a, p, (size_t)(close - p)),
			       ',');
		if (s != sel || !vars ||
		    (!strstr(vars, "V_ALL") && !strstr(vars, variant)))
			continue;
		return arena_strndup(c->a, name + 1, strcspn(name + 1, "\""));
	}
	return NULL;
}

/*
 * A group of the SoC .dtsi that a device of it takes (pinctrl-0 = <&g>)
 * and that muxes pin "mpp@pin": its label, and its function in *@fn.
 * The pin is that device's: a hog of the same pin would keep the device
 * from probing.
 */
static const char *dtsi_claim(struct conv *c, const char *text, long long pin,
			      const char **fn)
{
	char want[32];
	const char *p = text;

	snprintf(want, sizeof(want), "\"mpp%lld\"", pin);
	while ((p = strstr(p, "marvell,pins")) != NULL) {
		const char *end = strchr(p, ';'), *open, *colon, *f, *lb;
		const char *label;

		if (!end)
			return NULL;
		p += strlen("marvell,pins");
		if (!strstr(arena_strndup(c->a, p, (size_t)(end - p)), want))
			continue;
		/* "label: name {" before the property */
		for (open = p; open > text && *open != '{'; open--)
			;
		for (lb = open; lb > text && lb[-1] != '\n'; lb--)
			;
		colon = memchr(lb, ':', (size_t)(open - lb));
		if (!colon)
			continue;
		while (lb < colon && (*lb == '\t' || *lb == ' '))
			lb++;
		label = arena_strndup(c->a, lb, (size_t)(colon - lb));
		if (!strstr(text, arena_printf(c->a, "<&%s>", label)))
			continue; /* defined for boards to use: not taken */
		f = strstr(end, "marvell,function");
		f = f ? strchr(f, '"') : NULL;
		*fn = f ? arena_strndup(c->a, f + 1, strcspn(f + 1, "\"")) :
			  "?";
		return label;
	}
	return NULL;
}

/* "pci-1" -> "pci_1": the part of a label a function name gives. */
static const char *label_part(struct conv *c, const char *s)
{
	char *l = arena_strdup(c->a, s), *p;

	for (p = l; *p; p++)
		if (!isalnum((unsigned char)*p))
			*p = '_';
	return l;
}

void convert_mvebu_mpp(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *list = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	struct strbuf text = STRBUF_INIT, why = STRBUF_INIT, dtsi = STRBUF_INIT;
	struct dt_node *pc, *g;
	const char *variant = NULL, *label = NULL, *driver = NULL;
	const char **fn_of;
	char path[4096];
	size_t i, j, n;

	for (i = 0; i < sizeof(mpp_helpers) / sizeof(mpp_helpers[0]); i++)
		if (!strcmp(mpp_helpers[i].fn, s->fn) &&
		    !strcmp(mpp_helpers[i].soc, c->soc->name)) {
			variant = mpp_helpers[i].variant;
			label = mpp_helpers[i].label;
			driver = mpp_helpers[i].driver;
		}
	if (!variant || !c->sdt || !soc_dt_find_by_label(c->sdt, label)) {
		item_fate(c->r, it, FATE_TODO,
			  "MPP settings: no pinctrl node of this SoC's .dtsi "
			  "to put them under");
		return;
	}
	if (!list || list->kind != V_ARRAY) {
		item_fate(c->r, it, FATE_TODO, "MPP table not found");
		return;
	}
	snprintf(path, sizeof(path), "%s/%s", c->kdir, driver);
	conv_dtsi_text(c, c->dtsi, &dtsi);
	if (file_read_all(path, &text)) {
		sb_release(&dtsi);
		item_fate(c->r, it, FATE_TODO, "cannot read %s", driver);
		sb_release(&text);
		return;
	}
	/* the list ends at its 0 entry */
	for (n = 0; n < list->nelems && list->elems[n]->kind == V_INT &&
		    list->elems[n]->i;
	     n++)
		;
	fn_of = arena_alloc(c->a, (n + 1) * sizeof(*fn_of));
	for (i = 0; i < n; i++) {
		long long v = list->elems[i]->i;
		const char *claim, *cfn = NULL;

		fn_of[i] = mpp_function(c, sb_str(&text), MPP_NUM(v),
					MPP_SEL(v), variant);
		if (!fn_of[i]) {
			sb_addf(&why,
				"%sno function of %s for mpp%lld "
				"select 0x%llx on this SoC",
				why.len ? "; " : "", driver, MPP_NUM(v),
				MPP_SEL(v));
			continue;
		}
		claim = dtsi_claim(c, sb_str(&dtsi), MPP_NUM(v), &cfn);
		if (claim && strcmp(cfn, fn_of[i]))
			sb_addf(&why,
				"%smpp%lld: the board sets \"%s\", but %s's "
				"group %s muxes it as \"%s\" for its device",
				why.len ? "; " : "", MPP_NUM(v), fn_of[i],
				c->dtsi, claim, cfn);
		if (claim) /* the device's own pinctrl-0 sets it */
			fn_of[i] = NULL;
	}
	sb_release(&text);
	sb_release(&dtsi);
	pc = dt_ref(c->t, label);
	/* one group per function, its pins in the table's order */
	for (i = 0; i < n; i++) {
		struct strbuf pins = STRBUF_INIT;
		const char *l, *ref;

		if (!fn_of[i])
			continue;
		for (j = 0; j < i && (!fn_of[j] || strcmp(fn_of[j], fn_of[i]));
		     j++)
			;
		if (j < i)
			continue; /* in the group of pin j */
		for (j = i; j < n; j++)
			if (fn_of[j] && !strcmp(fn_of[j], fn_of[i]))
				sb_addf(&pins, "%s\"mpp%lld\"",
					pins.len ? ", " : "",
					MPP_NUM(list->elems[j]->i));
		l = arena_printf(c->a, "pmx_board_%s", label_part(c, fn_of[i]));
		g = dt_find_label(c->t, l);
		if (!g) {
			g = dt_child(c->t, pc,
				     arena_printf(c->a, "pmx-board-%s",
						  fn_of[i]),
				     NULL);
			g->label = l;
			dt_prop(c->t, g, "marvell,pins", "%s", sb_str(&pins));
			dt_prop_str(c->t, g, "marvell,function", fn_of[i]);
			ref = dt_get(pc, "pinctrl-0") ?
				      arena_printf(
					      c->a, "%s, <&%s>",
					      dt_get(pc, "pinctrl-0")->value,
					      l) :
				      arena_printf(c->a, "<&%s>", l);
			dt_prop(c->t, pc, "pinctrl-0", "%s", ref);
			dt_prop_str(c->t, pc, "pinctrl-names", "default");
		} else {
			dt_prop(c->t, g, "marvell,pins", "%s, %s",
				dt_get(g, "marvell,pins")->value,
				sb_str(&pins));
		}
		sb_release(&pins);
	}
	it->node = arena_printf(c->a, "&%s", label);
	if (why.len)
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&why));
	sb_release(&why);
}
