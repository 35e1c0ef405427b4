// SPDX-License-Identifier: GPL-2.0
/*
 * pci_common_init(&hw): the board's PCI host set-up, struct hw_pci (the
 * SoC's setup and scan functions, the board's map_irq() and swizzle). In a
 * devicetree boot the host bridge is a node of the SoC .dtsi, and the
 * board's routing of slot interrupts is that node's interrupt-map: with no
 * such node, the SoC's devicetree boot has no PCI bus at all.
 */
#include <stdint.h>
#include <string.h>

#include "convert/convert.h"
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

/*
 * The SoC's PCIe port @port (lane @lane) under host node @host: the
 * child with that marvell,pcie-port (and marvell,pcie-lane, 0 when it has
 * none), as the mvebu-pci binding numbers the SoC's ports.
 */
static const struct soc_node *pcie_port(struct conv *c,
					const struct soc_node *host,
					long long port, long long lane)
{
	size_t len = strlen(host->path), i;

	for (i = 0; i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);
		uint32_t p, l = 0;

		if (strncmp(sn->path, host->path, len) ||
		    sn->path[len] != '/' || strchr(sn->path + len + 1, '/') ||
		    soc_dt_prop_u32(c->sdt, sn, "marvell,pcie-port", &p))
			continue;
		soc_dt_prop_u32(c->sdt, sn, "marvell,pcie-lane", &l);
		if (p == port && l == lane)
			return sn;
	}
	return NULL;
}

int pci_host_soc_helper(struct conv *c, const struct step *s,
			const struct step *body, size_t n)
{
	const struct soc_node *host = pci_host(c), *ports[8];
	struct strbuf names = STRBUF_INIT;
	const char *hw = NULL;
	const struct drv_entry *drv;
	struct item *it;
	size_t i, np = 0;

	/* pci_common_init(&dove_pci): the variable its argument points at */
	for (i = 0; i < n && !hw; i++)
		if (body[i].fn && !strcmp(body[i].fn, "pci_common_init") &&
		    body[i].nargs && body[i].args[0]->kind == V_ADDR)
			hw = body[i].args[0]->s;
	/*
	 * the SoC's own hw_pci only: a board's is its interrupt routing,
	 * which convert_pci_host() says; and constant arguments only, so
	 * that every port's branch was decided by them
	 */
	if (!hw || conv_board_var(c, hw) || !host || !host->label ||
	    !host->compatible ||
	    !(drv = convert_driver_of_compatible(c, host->compatible)))
		return 0;
	for (i = 0; i < s->nargs; i++)
		if (s->args[i]->kind != V_INT)
			return 0;
	/*
	 * add_pcie_port(index, base) (mach-dove/pcie.c), add_pcie_port(maj,
	 * min, base) (mach-mv78xx0/pcie.c): the ports the branches the
	 * board's arguments take register
	 */
	for (i = 0; i < n; i++) {
		const struct step *t = &body[i];
		const struct soc_node *sn;

		if (!t->fn || strcmp(t->fn, "add_pcie_port") || !t->nargs ||
		    t->args[0]->kind != V_INT)
			continue;
		sn = pcie_port(c, host, t->args[0]->i,
			       t->nargs > 2 && t->args[1]->kind == V_INT ?
				       t->args[1]->i :
				       0);
		if (!sn || !sn->label || np == sizeof(ports) / sizeof(*ports))
			return 0;
		ports[np++] = sn;
	}
	if (!np)
		return 0;
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	if (!conv_soc_enabled(c, host))
		dt_prop_str(c->t, dt_ref(c->t, host->label), "status", "okay");
	for (i = 0; i < np; i++) {
		if (!conv_soc_enabled(c, ports[i]))
			dt_prop_str(c->t, dt_ref(c->t, ports[i]->label),
				    "status", "okay");
		sb_addf(&names, "%s&%s", i ? ", " : "", ports[i]->label);
	}
	it->node = arena_printf(c->a, "&%s", host->label);
	item_fate(c->r, it, FATE_CONVERTED,
		  "the SoC's PCIe host %s with the ports the arguments choose "
		  "(%s): %s probes them from %s; %s and its "
		  "interrupt routing are the SoC's, as the .dtsi's nodes are",
		  host->path, sb_str(&names), drv->source,
		  c->dtsi ? c->dtsi : "the SoC .dtsi", hw);
	sb_release(&names);
	return 1;
}
