// SPDX-License-Identifier: GPL-2.0
/*
 * MMP (PXA168, PXA910, MMP2) pin configuration: mfp_config(list, n)
 * (plat-pxa/mfp.c) writes each pin's MFPR register: alternate function,
 * pull, drive strength. The devicetree kernel sets MFPRs through a
 * pinctrl-single node at the MFP registers; none of pxa168.dtsi,
 * pxa910.dtsi and mmp2.dtsi has one in 6.1. Where the SoC .dtsi has a
 * pinctrl-single node this is still a report item (the MFP_CFG encoding
 * into pinctrl-single,pins is not written yet); either way the item names
 * every pin setting, so a maintainer can write the groups.
 */
#include "convert/steps.h"

#include <string.h>

void convert_mmp_mfp(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	struct value *list = s->nargs ? conv_deref(c, s->args[0], NULL) : NULL;
	const struct soc_node *pc =
		c->sdt ?
			soc_dt_find_by_compatible(c->sdt, "pinctrl-single", 0) :
			NULL;
	struct strbuf pins = STRBUF_INIT;
	size_t i, n = 0;

	for (i = 0; list && list->kind == V_ARRAY && i < list->nelems; i++) {
		const struct value *e = list->elems[i];

		if (e->kind != V_INT)
			break;
		sb_addf(&pins, "%s%s", pins.len ? ", " : "",
			e->text ? e->text : arena_printf(c->a, "0x%llx", e->i));
		n++;
	}
	if (!n)
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: the MFP list was not found");
	else if (!pc)
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: %s has no pin controller node "
			  "(pinctrl-single at the MFP registers) to hold it; a "
			  "DT boot keeps the boot loader's settings. %zu MFP "
			  "settings: %s",
			  c->dtsi ? c->dtsi : "the SoC .dtsi", n,
			  sb_str(&pins));
	else
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: MFP settings into %s's "
			  "pinctrl-single,pins not converted yet. %zu MFP "
			  "settings: %s",
			  pc->label ? pc->label : "the pin controller", n,
			  sb_str(&pins));
	sb_release(&pins);
}
