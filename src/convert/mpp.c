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

/*
 * The label of the one node of the SoC .dtsi whose pinctrl-0 takes group
 * @group ("&eth { pinctrl-0 = <&pmx_ge>; }"); NULL: none, or several.
 */
static const char *dtsi_owner(struct conv *c, const char *text,
			      const char *group)
{
	const char *want = arena_printf(c->a, "<&%s>", group), *p = text;
	const char *owner = NULL;

	while ((p = strstr(p, want)) != NULL) {
		const char *open, *lb, *colon, *name;

		for (open = p; open > text && *open != '{'; open--)
			;
		for (lb = open; lb > text && lb[-1] != '\n'; lb--)
			;
		while (lb < open && (*lb == '\t' || *lb == ' '))
			lb++;
		colon = memchr(lb, ':', (size_t)(open - lb));
		if (*lb == '&')
			name = arena_strndup(c->a, lb + 1,
					     strcspn(lb + 1, " \t{"));
		else if (colon)
			name = arena_strndup(c->a, lb, (size_t)(colon - lb));
		else
			return NULL;
		if (owner && strcmp(owner, name))
			return NULL;
		owner = name;
		p += strlen(want);
	}
	return owner;
}

/* The "mppN" pins of group @group in the SoC .dtsi text, in its order. */
static const char *dtsi_group_pins(struct conv *c, const char *text,
				   const char *group)
{
	const char *p = strstr(text, arena_printf(c->a, "%s:", group));
	const char *pins = p ? strstr(p, "marvell,pins") : NULL;
	const char *end = pins ? strchr(pins, ';') : NULL;

	if (!end)
		return NULL;
	pins += strlen("marvell,pins");
	pins += strspn(pins, " \t=");
	return arena_strndup(c->a, pins, (size_t)(end - pins));
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

/*
 * Pin @pin set to function @fn as the board file sets it: into the board's
 * group of that function under pin controller @label, the controller's
 * own default state (made at its first pin, pins in the table's order).
 */
static void hog_pin(struct conv *c, const char *label, long long pin,
		    const char *fn)
{
	struct dt_node *pc = dt_ref(c->t, label), *g;
	const char *l = arena_printf(c->a, "pmx_board_%s", label_part(c, fn));
	const char *ref;

	g = dt_find_label(c->t, l);
	if (g) {
		dt_prop(c->t, g, "marvell,pins", "%s, \"mpp%lld\"",
			dt_get(g, "marvell,pins")->value, pin);
		return;
	}
	g = dt_child(c->t, pc, arena_printf(c->a, "pmx-board-%s", fn), NULL);
	g->label = l;
	dt_prop(c->t, g, "marvell,pins", "\"mpp%lld\"", pin);
	dt_prop_str(c->t, g, "marvell,function", fn);
	ref = dt_get(pc, "pinctrl-0") ?
		      arena_printf(c->a, "%s, <&%s>",
				   dt_get(pc, "pinctrl-0")->value, l) :
		      arena_printf(c->a, "<&%s>", l);
	dt_prop(c->t, pc, "pinctrl-0", "%s", ref);
	dt_prop_str(c->t, pc, "pinctrl-names", "default");
}

void mvebu_mpp_finish(struct conv *c)
{
	struct strbuf dtsi = STRBUF_INIT;
	size_t i, k;

	if (!c->nmppt)
		return;
	conv_dtsi_text(c, c->dtsi, &dtsi);
	for (i = 0; i < c->nmppt; i++) {
		const struct mpp_taken *t = &c->mppt[i];
		const char *owner = dtsi_owner(c, sb_str(&dtsi), t->group);
		const char *pins = dtsi_group_pins(c, sb_str(&dtsi), t->group);
		struct strbuf keep = STRBUF_INIT;
		const struct soc_node *sn;
		const char *p, *l;
		struct dt_node *g;

		if (!owner || !pins) {
			item_fate(c->r, t->it, FATE_PARTIAL,
				  "mpp%lld: the board sets \"%s\", but %s's "
				  "group %s muxes it as \"%s\" for its device",
				  t->pin, t->fn, c->dtsi, t->group, t->gfn);
			continue;
		}
		/* the pin is the board's: hogged as its table sets it */
		hog_pin(c, t->pinctrl, t->pin, t->fn);
		sn = soc_dt_find_by_label(c->sdt, owner);
		if (!sn || !conv_soc_enabled(c, sn))
			continue; /* the device's pinctrl-0 never applies */
		/*
		 * The device the board enables takes the group less the
		 * pins the board sets otherwise: a group of its own, as the
		 * board file left those pins to their other use.
		 */
		l = arena_printf(c->a, "pmx_board_%s", label_part(c, owner));
		if (dt_find_label(c->t, l))
			continue; /* made for an earlier pin */
		for (p = pins; (p = strstr(p, "\"mpp")) != NULL;
		     p += strcspn(p + 1, "\"") + 2) {
			long long pin = strtoll(p + 4, NULL, 10);

			for (k = 0; k < c->nmppt; k++)
				if (!strcmp(c->mppt[k].group, t->group) &&
				    c->mppt[k].pin == pin)
					break;
			if (k == c->nmppt)
				sb_addf(&keep, "%s\"mpp%lld\"",
					keep.len ? ", " : "", pin);
		}
		g = dt_child(c->t, dt_ref(c->t, t->pinctrl),
			     arena_printf(c->a, "pmx-board-%s", owner), NULL);
		g->label = l;
		dt_prop(c->t, g, "marvell,pins", "%s", sb_str(&keep));
		dt_prop_str(c->t, g, "marvell,function", t->gfn);
		dt_prop(c->t, dt_ref(c->t, owner), "pinctrl-0", "<&%s>", l);
		sb_release(&keep);
	}
	sb_release(&dtsi);
}

void convert_mvebu_mpp(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *list = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	struct strbuf text = STRBUF_INIT, why = STRBUF_INIT, dtsi = STRBUF_INIT;
	const char *variant = NULL, *label = NULL, *driver = NULL;
	const char **fn_of;
	char path[4096];
	size_t i, n;

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
		if (claim && strcmp(cfn, fn_of[i])) {
			/* whose it is depends on the devices the board enables */
			struct mpp_taken t = { it,	 label, MPP_NUM(v),
					       fn_of[i], claim, cfn };

			ARENA_PUSH(c->a, c->mppt, c->nmppt, c->amppt, t);
		}
		if (claim) /* the device's own pinctrl-0 sets it */
			fn_of[i] = NULL;
	}
	sb_release(&text);
	sb_release(&dtsi);
	/* one group per function, its pins in the table's order */
	for (i = 0; i < n; i++)
		if (fn_of[i])
			hog_pin(c, label, MPP_NUM(list->elems[i]->i), fn_of[i]);
	it->node = arena_printf(c->a, "&%s", label);
	if (why.len)
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&why));
	sb_release(&why);
}
