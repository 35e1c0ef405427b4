// SPDX-License-Identifier: GPL-2.0
/*
 * The "serial8250" platform device: one device, its UARTs in an array of
 * struct plat_serial8250_port (the platform data). Each port is a node of
 * its own, as of_serial (8250_of.c) binds them: "ns16550a" with reg,
 * reg-shift, reg-io-width, clock-frequency and interrupts.
 */
#include "convert/translate/translate.h"

#include <string.h>

#include "convert/resources.h"

/* SERIAL_IO_* of include/uapi/linux/serial.h: the access width in bytes */
static int io_width(long long iotype)
{
	switch (iotype) {
	case 2: /* UPIO_MEM */
		return 1;
	case 3: /* UPIO_MEM32 */
	case 6: /* UPIO_MEM32BE */
		return 4;
	case 7: /* UPIO_MEM16 */
		return 2;
	default:
		return 0; /* an I/O port, HUB6, AU, TSI: not a memory node */
	}
}

#define UPF_SKIP_TEST (1ULL << 6)
#define UPF_SHARE_IRQ (1ULL << 24)
#define UPF_BOOT_AUTOCONF (1ULL << 28)
#define UPF_IOREMAP (1ULL << 31)
#define UPF_FIXED_TYPE (1ULL << 27)

/* Fills @n from @port; what has no property is said in @why. */
static void port_props(struct conv *c, struct dt_node *n, struct value *port,
		       struct strbuf *why)
{
	long long shift = val_take_int(port, "regshift", 0);
	long long iotype = val_take_int(port, "iotype", 0);
	long long width = io_width(iotype);
	long long clk = val_take_int(port, "uartclk", 0);
	long long irq = val_take_int(port, "irq", 0);
	unsigned long long flags =
		(unsigned long long)val_take_int(port, "flags", 0);
	static const char *const hooks[] = { "serial_in",   "serial_out",
					     "set_termios", "set_ldisc",
					     "get_mctrl",   "handle_irq",
					     "pm",	    "handle_break" };
	size_t i;

	if (shift)
		dt_prop(c->t, n, "reg-shift", "<%lld>", shift);
	if (width > 1)
		dt_prop(c->t, n, "reg-io-width", "<%lld>", width);
	/* 8250_of.c picks UPIO_MEM32BE for a big-endian node only */
	if (iotype == 6)
		dt_prop_bool(c->t, n, "big-endian");
	if (clk)
		dt_prop(c->t, n, "clock-frequency", "<%lld>", clk);
	if (irq > 0)
		irq_props(c, n, irq,
			  (unsigned long)val_take_int(port, "irqflags", 0) & 15,
			  why);
	if (flags & UPF_SKIP_TEST)
		dt_prop_bool(c->t, n, "no-loopback-test");
	/* of_serial sets these itself; a fixed type is the compatible's */
	flags &= ~(UPF_SKIP_TEST | UPF_SHARE_IRQ | UPF_BOOT_AUTOCONF |
		   UPF_IOREMAP | UPF_FIXED_TYPE);
	if (flags)
		sb_addf(why, "%sUPF flags 0x%llx have no property",
			why->len ? "; " : "", flags);
	val_take(port, "type");
	val_take(port, "membase"); /* the virtual mapping of mapbase */
	val_take(port, "private_data");
	val_take(port, "has_sysrq");
	for (i = 0; i < sizeof(hooks) / sizeof(hooks[0]); i++)
		if (val_get(port, hooks[i]) &&
		    !val_is_zero(val_take(port, hooks[i])))
			sb_addf(why,
				"%s%s(): the driver's own accessor, not a "
				"property",
				why->len ? "; " : "", hooks[i]);
}

int serial8250_ports(struct conv *c, struct value *ports, const char *label,
		     int soc, struct strbuf *why)
{
	size_t i, n = 0;

	for (i = 0; ports && ports->kind == V_ARRAY && i < ports->nelems; i++) {
		struct value *port = ports->elems[i];
		long long mapbase = val_take_int(port, "mapbase", 0);
		long long iobase = val_take_int(port, "iobase", 0);
		long long shift = val_get(port, "regshift") ?
					  val_get(port, "regshift")->i :
					  0;
		const struct soc_node *sn = NULL;
		struct dt_node *node;

		if (!mapbase && !iobase && val_is_zero(port))
			break; /* the terminating entry */
		if (!mapbase || !io_width(val_get(port, "iotype") ?
						  val_get(port, "iotype")->i :
						  0)) {
			sb_addf(why,
				"%sport %zu is an I/O port (0x%llx): no memory "
				"node",
				why->len ? "; " : "", i, iobase);
			val_use_all(port);
			continue;
		}
		if (!soc && c->sdt)
			sn = soc_dt_find_by_base(c->sdt, (uint64_t)mapbase);
		if (sn) {
			/* the SoC's UART: the board enables it */
			node = dt_ref(c->t, sn->label ?
						    sn->label :
						    arena_printf(c->a, "{%s}",
								 sn->path));
			if (sn->status && strcmp(sn->status, "okay"))
				dt_prop_str(c->t, node, "status", "okay");
			val_use_all(port);
			n++;
			continue;
		}
		node = dt_child(c->t, c->t->root, "serial",
				arena_printf(c->a, "%llx", mapbase));
		if (soc) {
			/* the next free "uartN": one device per port */
			size_t k = n;

			while (dt_find_label(c->t, arena_printf(c->a, "%s%zu",
								label, k)))
				k++;
			node->label = arena_printf(c->a, "%s%zu", label, k);
		} else {
			node->label = dt_unique_label(c->t, label);
		}
		dt_prop(c->t, node, "compatible", "\"ns16550a\"");
		dt_prop(c->t, node, "reg", "<0x%llx 0x%llx>", mapbase,
			8LL << shift);
		port_props(c, node, port, why);
		if (soc)
			dt_prop_str(c->t, node, "status", "disabled");
		n++;
	}
	return (int)n;
}
