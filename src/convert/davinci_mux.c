// SPDX-License-Identifier: GPL-2.0
/*
 * DaVinci pin multiplexing: davinci_cfg_reg(index) and
 * davinci_cfg_reg_list(pins) (mach-davinci/mux.c) write entry @index of
 * the SoC's mux table (davinci_soc_info.pinmux_pins: mux_reg,
 * mask_offset, mask, mode) into the register at pinmux_base + mux_reg:
 * (mode << mask_offset) under (mask << mask_offset). The devicetree
 * kernel's pinctrl-single driver writes the same bits from a group of the
 * .dtsi's node at pinmux_base (pinctrl-single,bits = <offset value mask>).
 * The board's settings become one group, that node's own default state
 * (a hog): set when the controller probes, as the board file set them at
 * init. The table and the base are read from the SoC's library files.
 */
#include "convert/steps.h"

#include <string.h>

/* The SoC's struct davinci_soc_info in its library files, or NULL. */
static struct value *soc_info(struct conv *c)
{
	size_t i, j;

	for (i = 0; i < c->nlibs; i++)
		for (j = 0; j < c->libs[i].nvars; j++) {
			const struct bvar *v = &c->libs[i].vars[j];

			if (v->init && v->type && v->init->kind == V_STRUCT &&
			    strstr(v->type, "struct davinci_soc_info") &&
			    val_get(v->init, "pinmux_pins"))
				return v->init;
		}
	return NULL;
}

/* Appends entry @index of @tab as "<offset value mask>"; 0 on success. */
static int add_bits(struct value *tab, long long index, struct strbuf *bits)
{
	struct value *e, *name;
	long long reg, off, mask, mode;

	if (index < 0 || (size_t)index >= tab->nelems)
		return -1;
	e = tab->elems[index];
	name = val_get(e, "name");
	if (!name || name->kind != V_STR)
		return -1; /* a hole in the table: mux.c refuses it too */
	reg = val_get(e, "mux_reg") ? val_get(e, "mux_reg")->i : 0;
	off = val_get(e, "mask_offset") ? val_get(e, "mask_offset")->i : 0;
	mask = val_get(e, "mask") ? val_get(e, "mask")->i : 0;
	mode = val_get(e, "mode") ? val_get(e, "mode")->i : 0;
	sb_addf(bits, "%s<0x%llx 0x%llx 0x%llx>", bits->len ? ", " : "", reg,
		(mode << off) & 0xffffffffLL, (mask << off) & 0xffffffffLL);
	return 0;
}

void convert_davinci_mux(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *si = soc_info(c), *tab, *base, *a;
	struct strbuf bits = STRBUF_INIT, bad = STRBUF_INIT;
	const struct soc_node *sn;
	struct dt_node *pc, *g;
	const char *label;
	size_t i;

	tab = si ? conv_deref(c, val_get(si, "pinmux_pins"), NULL) : NULL;
	base = si ? val_get(si, "pinmux_base") : NULL;
	sn = base && base->kind == V_INT && c->sdt ?
		     soc_dt_find_by_base(c->sdt, (uint64_t)base->i) :
		     NULL;
	if (!tab || tab->kind != V_ARRAY || !sn || !sn->label ||
	    !sn->compatible || strcmp(sn->compatible, "pinctrl-single")) {
		item_fate(c->r, it, FATE_TODO,
			  !tab || tab->kind != V_ARRAY ?
				  "the SoC's pin mux table was not found in "
				  "its library files" :
				  "no pinctrl-single node of the SoC .dtsi at "
				  "the SoC's pinmux_base");
		return;
	}
	a = s->nargs ? s->args[0] : NULL;
	if (a && a->kind == V_INT) {
		if (add_bits(tab, a->i, &bits))
			sb_addf(&bad, "%lld", a->i);
	} else {
		struct value *list = conv_deref(c, a, NULL);

		for (i = 0;
		     list && list->kind == V_ARRAY && i < list->nelems &&
		     list->elems[i]->kind == V_INT && list->elems[i]->i >= 0;
		     i++)
			if (add_bits(tab, list->elems[i]->i, &bits))
				sb_addf(&bad, "%s%lld", bad.len ? ", " : "",
					list->elems[i]->i);
		if (!list || list->kind != V_ARRAY)
			sb_addf(&bad, "the list itself");
	}
	if (!bits.len) {
		item_fate(c->r, it, FATE_TODO, "pin mux entries not found: %s",
			  sb_str(&bad));
		sb_release(&bits);
		sb_release(&bad);
		return;
	}
	label = sn->label;
	pc = dt_ref(c->t, label);
	if (sn->status && strcmp(sn->status, "okay"))
		dt_prop_str(c->t, pc, "status", "okay");
	g = dt_find_label(c->t, "board_pins");
	if (!g) {
		g = dt_child(c->t, pc, "board-pins", NULL);
		g->label = "board_pins";
		dt_prop(c->t, g, "pinctrl-single,bits", "%s", sb_str(&bits));
		dt_prop(c->t, pc, "pinctrl-0", "<&board_pins>");
		dt_prop_str(c->t, pc, "pinctrl-names", "default");
	} else {
		dt_prop(c->t, g, "pinctrl-single,bits", "%s, %s",
			dt_get(g, "pinctrl-single,bits")->value, sb_str(&bits));
	}
	it->node = arena_printf(c->a, "&%s", label);
	if (bad.len)
		item_fate(c->r, it, FATE_PARTIAL,
			  "pin mux entries %s are not in the SoC's table",
			  sb_str(&bad));
	sb_release(&bits);
	sb_release(&bad);
}
