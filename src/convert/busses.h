/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What I2C and SPI clients share (busses.c): the bus controller's label
 * in the SoC .dtsi, a client's compatible, node name, device name for
 * lookup tables, and its interrupt and platform data.
 */
#ifndef BF2DTS_BUSSES_H
#define BF2DTS_BUSSES_H

#include "convert/conv.h"

/* The label of bus @num's controller when the SoC .dtsi has it, or NULL. */
const char *bus_label(struct conv *c, const struct soc_bus *b, long long num);
/*
 * "<vendor>,<type>" from the client driver's OF table or the bindings; a
 * proposal when only the vendor is known; NULL (the item is todo, and
 * says why) otherwise. *@src: the driver's file, when one names @type.
 */
const char *bus_client_compatible(struct conv *c, const char *type,
				  struct item *it, const char **src);
/* A generic node name from where the client's driver @src lives. */
const char *bus_client_node_name(struct conv *c, const char *src,
				 const char *type);
/* The id N of a platform device's dev_name() "@name.N", or -1. */
long long bus_devname_id(const char *name, const char *devname);
/* Client @n is dev_name() @devname for lookup tables. */
void bus_client_devnode(struct conv *c, const char *devname, const char *type,
			struct dt_node *n, struct item *it);
/*
 * The board info @bi's interrupt and platform data (field @pdkey, through
 * the translator named @type); what is left is reported on @it.
 */
void bus_client_common(struct conv *c, struct dt_node *n, struct value *bi,
		       struct item *it, const char *pdkey, const char *type);
/*
 * The clients of I2C bus @bus (the @n first of @arr, registered at @line)
 * under the controller's node @busn (NULL: none, each client is todo),
 * which @ref names in the report.
 */
void bus_i2c_clients(struct conv *c, long long bus, struct value *arr, size_t n,
		     unsigned line, struct dt_node *busn, const char *ref);
/*
 * A SoC helper that registers the caller's spi_board_info or
 * i2c_board_info array (ep93xx_register_spi(&info, devices, n),
 * ep93xx_register_i2c(devices, n), dm355_init_spi0(mask, info, n)): its
 * clients are converted here, and *@bare is the call without that array,
 * for what the helper registers besides. @steps, @n: the helper's body
 * with the call's arguments (soc_chain_inline()). 0: @s is no such call.
 */
int bus_helper_clients(struct conv *c, const struct step *s,
		       const struct step *steps, size_t n, struct step *bare);
/* &one_info, 1: a one-element array. */
struct value *bus_as_array(struct conv *c, struct value *v);

#endif
