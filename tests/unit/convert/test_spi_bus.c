// SPDX-License-Identifier: GPL-2.0
/*
 * SPI buses: which bus number a controller's driver gives its platform
 * device, and the mode bits as the binding's properties.
 */
#include "convert/spi_bus.h"
#include "unit.h"

int main(void)
{
	const char *props[8];
	unsigned long long left = 0;
	size_t n;

	CHECK("spi_bus: spi_gpio.1 is bus 1",
	      spi_bus_of_device("spi_gpio", "spi_gpio.1") == 1);
	CHECK("spi_bus: pxa2xx-spi.3 is bus 3 (SSP port 3)",
	      spi_bus_of_device("pxa2xx-spi", "pxa2xx-spi.3") == 3);
	CHECK("spi_bus: the MicroWire is always bus 2",
	      spi_bus_of_device("omap_uwire", "omap_uwire") == 2);
	CHECK("spi_bus: no id, no bus",
	      spi_bus_of_device("spi_gpio", "spi_gpio") == -1);
	CHECK("spi_bus: a name that is not an id",
	      spi_bus_of_device("spi_gpio", "spi_gpio.x") == -1 &&
		      spi_bus_of_device("spi_gpio", "spi1") == -1);
	CHECK("spi_bus: not a controller",
	      spi_bus_of_device("ads7846", "spi2.0") == -1 &&
		      spi_bus_of_device(NULL, NULL) == -1);

	n = spi_mode_props(0x3 | 0x4, props, 8, &left);
	CHECK("spi_bus: SPI_MODE_3 | SPI_CS_HIGH", n == 3 && !left);
	CHECK_STR("spi_bus: cpha first", n ? props[0] : NULL, "spi-cpha");
	CHECK_STR("spi_bus: cs-high last", n > 2 ? props[2] : NULL,
		  "spi-cs-high");
	n = spi_mode_props(0x20 | 0x8, props, 8, &left);
	CHECK("spi_bus: SPI_LOOP has no property, lsb-first has",
	      n == 1 && left == 0x20);
	CHECK("spi_bus: the caller's room is kept",
	      spi_mode_props(0x1f, props, 2, &left) == 2 && left == 0x1c);
	return unit_failed;
}
