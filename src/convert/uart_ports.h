/* SPDX-License-Identifier: GPL-2.0 */
/* SoC helpers that number a serial driver's ports, as serial<N> aliases. */
#ifndef BF2DTS_UART_PORTS_H
#define BF2DTS_UART_PORTS_H

#include "convert/conv.h"

/* sa1100_register_uart(idx, port): enables Ser<port>, alias serial<idx>. */
void convert_uart_port(struct conv *c, const struct step *s);
/* The label the board's own serial<@line> alias names; NULL: none. */
const char *uart_port_alias(const struct conv *c, int line);

#endif
