// SPDX-License-Identifier: GPL-2.0
/*
 * The board's pin settings as one pinctrl-single group, the controller's
 * own default state (a hog: pinctrl-single applies it when it probes, as
 * the board file applied them at init). Rows are appended in the order
 * the board wrote them: pinctrl-single writes a group's rows in order,
 * each under its mask, so a later setting of the same bits wins as it did.
 */
#include "convert/steps.h"

#include <string.h>

void pcs_hog_bits(struct conv *c, const char *label, const char *status,
		  const char *bits)
{
	struct dt_node *pc = dt_ref(c->t, label), *g;

	if (status && strcmp(status, "okay"))
		dt_prop_str(c->t, pc, "status", "okay");
	g = dt_find_label(c->t, "board_pins");
	if (!g) {
		g = dt_child(c->t, pc, "board-pins", NULL);
		g->label = "board_pins";
		dt_prop(c->t, g, "pinctrl-single,bits", "%s", bits);
		dt_prop(c->t, pc, "pinctrl-0", "<&board_pins>");
		dt_prop_str(c->t, pc, "pinctrl-names", "default");
	} else {
		dt_prop(c->t, g, "pinctrl-single,bits", "%s, %s",
			dt_get(g, "pinctrl-single,bits")->value, bits);
	}
}
