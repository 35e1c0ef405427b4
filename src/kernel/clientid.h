/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The compatible of an I2C or SPI client, as the tree's own drivers read
 * it: a board file names a client by its i2c_device_id/spi_device_id name
 * ("wm8750"); the driver that lists that name may also have an OF table
 * ("wlf,wm8750"), which is what a devicetree must say.
 */
#ifndef BF2DTS_CLIENTID_H
#define BF2DTS_CLIENTID_H

#include "lib/arena.h"

/*
 * A run's memo of the lookups below, and its index of the tree's strings,
 * kept under @cachedir (NULL: made in memory only) for later runs.
 */
struct client_ids;
struct client_ids *client_ids_new(const char *cachedir);
void client_ids_free(struct client_ids *ci);

/*
 * "vendor,@type" from the OF table of a driver in drivers/ or sound/ of
 * @kdir that lists "@type" as a device id; NULL when none has one.
 * *@named: whether any C file there names "@type" at all (a driver that
 * could bind the client); 1 when the tree could not be searched.
 * *@src: the file the compatible was found in, relative to @kdir.
 */
const char *client_of_compatible(struct client_ids *ci, const char *kdir,
				 const char *type, struct arena *a, int *named,
				 const char **src);

#endif
