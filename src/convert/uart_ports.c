// SPDX-License-Identifier: GPL-2.0
/*
 * SoC helpers that give a serial driver's port numbers to the SoC's UARTs,
 * and the aliases a devicetree boot numbers its ports by instead.
 */
#include "convert/uart_ports.h"

#include <stdio.h>
#include <string.h>

#include "convert/report.h"
#include "dt/dt.h"
#include "kernel/socdt.h"
#include "lib/arena.h"

/*
 * Port @port's node: the .dtsi's nodes carry the SoC code's device names
 * (sa11x0uart1_device becomes sa11x0uart1), so Ser<N> is the UART node
 * whose label ends in "uart<N>".
 */
static const struct soc_node *uart_node(const struct conv *c, long long port)
{
	char want[32];
	size_t k, wl;

	snprintf(want, sizeof(want), "uart%lld", port);
	wl = strlen(want);
	for (k = 0; k < soc_dt_count(c->sdt); k++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, k);
		size_t ll = sn->label ? strlen(sn->label) : 0;

		if (sn->has_reg && ll > wl &&
		    !strcmp(sn->label + ll - wl, want))
			return sn;
	}
	return NULL;
}

/*
 * sa1100_register_uart(idx, port): the serial driver's ttySA<idx> is the
 * SoC's Ser<port> UART, and a UART no call names is never bound (the
 * driver's probe matches a device against the ports named so). A DT boot
 * numbers ports by the serial<idx> alias.
 */
void convert_uart_port(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	const struct value *idx = s->nargs > 0 ? s->args[0] : NULL;
	const struct value *port = s->nargs > 1 ? s->args[1] : NULL;
	const struct soc_node *sn;

	if (!idx || idx->kind != V_INT || !port || port->kind != V_INT) {
		item_fate(c->r, it, FATE_TODO,
			  "port or UART number not a constant");
		return;
	}
	if (!c->sdt || !(sn = uart_node(c, port->i))) {
		item_fate(c->r, it, FATE_TODO,
			  "the SoC .dtsi has no UART node for Ser%lld (the SoC "
			  "code registers no UART device there)",
			  port->i);
		return;
	}
	dt_prop_str(c->t, dt_ref(c->t, sn->label), "status", "okay");
	dt_prop(c->t, dt_child(c->t, c->t->root, "aliases", NULL),
		arena_printf(c->a, "serial%lld", idx->i), "&%s", sn->label);
	it->node = arena_printf(c->a, "&%s", sn->label);
}

const char *uart_port_alias(const struct conv *c, int line)
{
	char name[16];
	size_t i;

	snprintf(name, sizeof(name), "serial%d", line);
	for (i = 0; i < c->t->root->nkids; i++) {
		const struct dt_node *n = c->t->root->kids[i];
		const struct dt_prop *p;

		if (strcmp(n->name, "aliases") || !(p = dt_get(n, name)))
			continue;
		return p->value[0] == '&' ? p->value + 1 : NULL;
	}
	return NULL;
}
