/* SPDX-License-Identifier: GPL-2.0 */
/*
 * SPI buses (spi_bus.c): spi_board_info clients become nodes under their
 * bus controller's node, whichever registration gives that controller (a
 * SoC .dtsi label, pxa2xx_set_spi_info(), a board's spi_gpio device).
 * The clients are kept until every device of the machine is known: a
 * board may register its controller after its clients.
 */
#ifndef BF2DTS_SPI_BUS_H
#define BF2DTS_SPI_BUS_H

#include "convert/conv.h"

/*
 * The SPI bus number a controller's driver gives platform device
 * @name (dev_name() @devname), or -1 when @name is no SPI controller the
 * table knows.
 */
long long spi_bus_of_device(const char *name, const char *devname);
/*
 * Device tree properties for the spi_device mode bits @mode, in binding
 * order, into @props (at most @max); the bits no property says are put
 * in *@left. Returns how many.
 */
size_t spi_mode_props(unsigned long long mode, const char **props, size_t max,
		      unsigned long long *left);
/*
 * A board's "pxa2xx-spi" platform device (SSP port @id's SPI function, as
 * pxa2xx_set_spi_info() registers it): converted on @it. 1 when @name is
 * that device.
 */
int spi_bus_ssp_device(struct conv *c, const char *name, long long id,
		       struct value *pdata, const char *pdata_var,
		       struct item *it);
/* After every step of the machine: the waiting clients onto their buses. */
void spi_bus_finish(struct conv *c);

#endif
