/* SPDX-License-Identifier: GPL-2.0 */
/*
 * I2C buses (i2c_bus.c): bus N's controller node, from the SoC's table or
 * from the controller device the machine registers with id N; clients
 * registered before their controller are placed once the machine is done.
 */
#ifndef BF2DTS_I2C_BUS_H
#define BF2DTS_I2C_BUS_H

#include "convert/conv.h"

/*
 * The node of the device this machine registered as I2C bus @bus's
 * controller: platform id @bus, its driver numbering the adapter by the
 * id. NULL: none (yet).
 */
struct dt_node *i2c_bus_controller(struct conv *c, long long bus);
/* "&label" or "/name@unit": how the report names controller node @n. */
const char *i2c_bus_ref(struct conv *c, const struct dt_node *n);
/* The clients still waiting for their bus: placed, or todo with why. */
void i2c_bus_finish(struct conv *c);

#endif
