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

#include "convert/gendtsi.h"

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

static long long gcd(long long a, long long b)
{
	while (b) {
		long long t = a % b;

		a = b;
		b = t;
	}
	return a;
}

/*
 * The pinctrl-single node of a generated DaVinci .dtsi (gendtsi.h): at the
 * SoC's pinmux_base, as many 32-bit registers as its mux table names, a
 * function mask as wide as the largest field width that every entry's
 * field is made of and aligned to (pinctrl-single,bits rows may only cover
 * whole fields: 4 bits on the DA830, 1 on the DM365, whose fields are 1
 * to 3 bits wide). A SoC resource: enabled. Nothing when the SoC has no
 * table or the family .dtsi already has a node there.
 */
void gendtsi_davinci_pinmux(struct conv *c, const struct soc_dt *family)
{
	struct value *si = soc_info(c), *tab, *base;
	long long w = 32, end = 0;
	struct dt_node *n;
	size_t i;

	tab = si ? conv_deref(c, val_get(si, "pinmux_pins"), NULL) : NULL;
	base = si ? val_get(si, "pinmux_base") : NULL;
	if (!tab || tab->kind != V_ARRAY || !base || base->kind != V_INT ||
	    (family && soc_dt_find_by_base(family, (uint64_t)base->i)))
		return;
	for (i = 0; i < tab->nelems; i++) {
		struct value *e = tab->elems[i], *name = val_get(e, "name");
		long long reg, off, mask;

		if (!name || name->kind != V_STR)
			continue;
		reg = val_get(e, "mux_reg") ? val_get(e, "mux_reg")->i : 0;
		off = val_get(e, "mask_offset") ? val_get(e, "mask_offset")->i :
						  0;
		mask = val_get(e, "mask") ? val_get(e, "mask")->i : 0;
		if (reg + 4 > end)
			end = reg + 4;
		w = gcd(w, off);
		while (mask) {
			long long width = 0;

			while (!(mask & 1))
				mask >>= 1;
			while (mask & 1) {
				mask >>= 1;
				width++;
			}
			w = gcd(w, width);
		}
	}
	if (!end)
		return;
	n = dt_child(c->t, c->t->root, "pinmux",
		     arena_printf(c->a, "%llx", base->i));
	n->label = dt_unique_label(c->t, "pmx_core");
	dt_prop_str(c->t, n, "compatible", "pinctrl-single");
	dt_prop(c->t, n, "reg", "<0x%llx 0x%llx>", base->i, end);
	dt_prop(c->t, n, "#pinctrl-cells", "<2>");
	dt_prop_bool(c->t, n, "pinctrl-single,bit-per-mux");
	dt_prop(c->t, n, "pinctrl-single,register-width", "<32>");
	dt_prop(c->t, n, "pinctrl-single,function-mask", "<0x%llx>",
		(1LL << w) - 1);
	dt_comment(c->t, n, "davinci_soc_info: .pinmux_base, .pinmux_pins");
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
	pcs_hog_bits(c, label, sn->status, sb_str(&bits));
	it->node = arena_printf(c->a, "&%s", label);
	if (bad.len)
		item_fate(c->r, it, FATE_PARTIAL,
			  "pin mux entries %s are not in the SoC's table",
			  sb_str(&bad));
	sb_release(&bits);
	sb_release(&bad);
}
