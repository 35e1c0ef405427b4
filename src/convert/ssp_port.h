/* SPDX-License-Identifier: GPL-2.0 */
/*
 * PXA SSP ports as SPI controllers (ssp_port.c): a port the SoC .dtsi
 * lacks becomes a node on the .dtsi's bus, from the SoC file's device for
 * it; and whether the tree makes a port described so an SPI controller.
 */
#ifndef BF2DTS_SSP_PORT_H
#define BF2DTS_SSP_PORT_H

#include "convert/conv.h"

/*
 * SSP port @port (ssp.c numbers them from 1: the SoC device of id
 * @port - 1) as a node labelled @label on the SoC .dtsi's bus, named spi@
 * (dtc takes only such a node as an SPI bus); NULL with the reason in
 * @why when the SoC's files have no device for it or it cannot be placed.
 */
struct dt_node *ssp_port_node(struct conv *c, long long port, const char *label,
			      struct item *it, struct strbuf *why);
/*
 * Why a port node of compatible @compat is no SPI controller in this
 * tree: its driver registers no "pxa2xx-spi" device for it and
 * spi-pxa2xx.c's OF table does not match it. NULL: it is one (or the
 * driver is not known).
 */
const char *ssp_port_spi_gap(struct conv *c, const char *compat);

#endif
