// SPDX-License-Identifier: GPL-2.0
/*
 * A DSA switch a board describes by a struct dsa_chip_data
 * (linux/platform_data/dsa.h) and hands to its SoC's helper: plat-orion's
 * orion_ge00_switch_init(), behind orion5x_eth_switch_init(), registers an
 * mdio_board_info for "mv88e6085" at d->sw_addr on the Ethernet's MDIO bus
 * and makes the port named "cpu" the Ethernet port's. The devicetree
 * kernel takes the same switch from a child of the SoC .dtsi's MDIO node,
 * as the DSA binding has it: a port node per named port, the CPU port with
 * an "ethernet" phandle to that Ethernet port. Where the driver reads a
 * struct dsa_mv88e6xxx_pdata, of which the board's dsa_chip_data is only
 * the first member (6.1), the board-file switch never probed: the item
 * says so.
 */
#include <string.h>

#include "convert/steps.h"
#include "kernel/clientid.h"
#include "lib/fileio.h"

/* A SoC's switch helper, its MDIO bus and CPU port's .dtsi labels. */
static const struct {
	const char *fn, *modalias, *mdio, *ethport;
} dsa_helpers[] = {
	/* plat-orion/common.c: orion_ge00_switch_board_info, orion_ge00 */
	{ "orion5x_eth_switch_init", "mv88e6085", "mdio", "ethport" },
};

/*
 * Does driver @src read its platform data as a struct dsa_mv88e6xxx_pdata,
 * of which the board's @type (struct dsa_chip_data) is only the first
 * member? Then its probe read past the board's data (6.1's mv88e6xxx).
 */
static int wrapped_pdata(struct conv *c, const char *src, const char *type)
{
	struct strbuf text = STRBUF_INIT;
	int wrapped;

	if (!src || !type || !strstr(type, "struct dsa_chip_data"))
		return 0;
	wrapped = !file_read_all(arena_printf(c->a, "%s/%s", c->kdir, src),
				 &text) &&
		  strstr(sb_str(&text), "struct dsa_mv88e6xxx_pdata *pdata = "
					"mdiodev->dev.platform_data");
	sb_release(&text);
	return wrapped;
}

void convert_dsa_switch(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	const char *dtype = NULL;
	struct value *d = s->nargs ? conv_deref(c, s->args[0], &dtype) : NULL;
	const char *pvar = s->nargs && s->args[0]->kind == V_ADDR ?
				   s->args[0]->s :
				   "pdata";
	struct strbuf unused = STRBUF_INIT;
	struct dt_node *sw, *ports;
	struct value *names;
	const char *compat, *src = NULL;
	long long addr;
	size_t h, i;
	int named, cpu = 0;

	for (h = 0; h < sizeof(dsa_helpers) / sizeof(dsa_helpers[0]); h++)
		if (!strcmp(dsa_helpers[h].fn, s->fn))
			break;
	if (h == sizeof(dsa_helpers) / sizeof(dsa_helpers[0])) {
		item_fate(c->r, it, FATE_TODO, "no DSA helper %s is known",
			  s->fn);
		return;
	}
	if (!c->sdt || !soc_dt_find_by_label(c->sdt, dsa_helpers[h].mdio) ||
	    !soc_dt_find_by_label(c->sdt, dsa_helpers[h].ethport)) {
		item_fate(c->r, it, FATE_TODO,
			  "the switch sits on the Ethernet's MDIO bus, and %s "
			  "has no &%s or &%s node",
			  c->dtsi ? c->dtsi : "the SoC .dtsi",
			  dsa_helpers[h].mdio, dsa_helpers[h].ethport);
		return;
	}
	names = d ? val_take(d, "port_names") : NULL;
	if (!d || !names || names->kind != V_ARRAY) {
		item_fate(c->r, it, FATE_TODO,
			  "the switch's dsa_chip_data (its port names) is not "
			  "known here");
		return;
	}
	compat = client_of_compatible(c->clients, c->kdir,
				      dsa_helpers[h].modalias, c->a, &named,
				      &src);
	if (!compat) {
		item_fate(c->r, it, FATE_TODO,
			  "no OF table names the switch \"%s\"",
			  dsa_helpers[h].modalias);
		return;
	}
	addr = val_take_int(d, "sw_addr", 0);
	dt_prop_str(c->t, dt_ref(c->t, dsa_helpers[h].mdio), "status", "okay");
	sw = dt_child(c->t, dt_ref(c->t, dsa_helpers[h].mdio), "switch",
		      arena_printf(c->a, "%llx", addr));
	sw->label = conv_label(c, "switch");
	dt_prop_str(c->t, sw, "compatible", compat);
	dt_prop(c->t, sw, "reg", "<%lld>", addr);
	/* the one switch the helper registers: tree 0, switch 0 */
	dt_prop(c->t, sw, "dsa,member", "<0 0>");
	ports = dt_child(c->t, sw, "ports", NULL);
	dt_prop(c->t, ports, "#address-cells", "<1>");
	dt_prop(c->t, ports, "#size-cells", "<0>");
	for (i = 0; i < names->nelems; i++) {
		const struct value *pn = names->elems[i];
		struct dt_node *port;

		if (!pn || pn->kind != V_STR || !pn->s || !*pn->s)
			continue;
		port = dt_child(c->t, ports, "port",
				arena_printf(c->a, "%zx", i));
		dt_prop(c->t, port, "reg", "<%zu>", i);
		dt_prop_str(c->t, port, "label", pn->s);
		/* orion_ge00_switch_init(): "cpu" is the Ethernet's port */
		if (!strcmp(pn->s, "cpu") && !cpu++)
			dt_prop(c->t, port, "ethernet", "<&%s>",
				dsa_helpers[h].ethport);
	}
	it->node = arena_printf(c->a, "&%s", sw->label);
	if (wrapped_pdata(c, src, dtype))
		item_fate(c->r, it, FATE_CONVERTED,
			  "the board-file kernel's switch did not probe: %s "
			  "reads a struct dsa_mv88e6xxx_pdata (its compatible, "
			  "enabled_ports, netdev) where the board passes a "
			  "bare %s; the node is what the driver's OF probe "
			  "takes",
			  src, dtype);
	if (!cpu)
		item_fate(c->r, it, FATE_PARTIAL,
			  "no port is named \"cpu\": the switch has no port "
			  "on the Ethernet, and DSA needs one");
	if (val_list_unused(d, pvar, &unused))
		item_fate(c->r, it, FATE_PARTIAL,
			  "platform data not translated: %s", sb_str(&unused));
	sb_release(&unused);
}
