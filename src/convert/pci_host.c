// SPDX-License-Identifier: GPL-2.0
/*
 * pci_common_init(&hw): the board's PCI host set-up, struct hw_pci (the
 * SoC's setup and scan functions, the board's map_irq() and swizzle). In a
 * devicetree boot the host bridge is a node of the SoC .dtsi, and the
 * board's routing of slot interrupts is that node's interrupt-map: with no
 * such node, the SoC's devicetree boot has no PCI bus at all.
 */
#include <string.h>

#include "convert/steps.h"
#include "kernel/socdt.h"

/* The SoC .dtsi's PCI host node ("pci@...", "pcie@..."), or NULL. */
static const struct soc_node *pci_host(struct conv *c)
{
	size_t i;

	for (i = 0; c->sdt && i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);
		const char *name = strrchr(sn->path, '/');

		name = name ? name + 1 : sn->path;
		if (!strncmp(name, "pci@", 4) || !strncmp(name, "pcie@", 5) ||
		    !strcmp(name, "pci") || !strcmp(name, "pcie"))
			return sn;
	}
	return NULL;
}

void convert_pci_host(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	const struct soc_node *sn = pci_host(c);
	const char *dtsi = c->dtsi ? c->dtsi : "the SoC .dtsi";

	if (sn)
		item_fate(c->r, it, FATE_TODO,
			  "the board's PCI interrupt routing (its hw_pci's "
			  "map_irq()) is board code: it would be the "
			  "interrupt-map of %s's %s, not converted",
			  dtsi, sn->path);
	else
		item_fate(c->r, it, FATE_TODO,
			  "%s has no PCI host node: a devicetree boot of this "
			  "SoC has no PCI bus, and the board's interrupt "
			  "routing (its hw_pci's map_irq()) has no node to go "
			  "in",
			  dtsi);
}
