/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Devices a driver registers itself for certain machines:
 * drivers/pcmcia/pxa2xx_mainstone.c does
 *	if (machine_is_mainstone())
 *		platform_device_alloc("pxa2xx-pcmcia", -1);
 * so a Mainstone board-file kernel has a "pxa2xx-pcmcia" device that no
 * board file registers. Read from the text of drivers/ and sound/ files that
 * test machine_is_*(): each device name such a file passes to
 * platform_device_alloc() or platform_device_register_simple(), with the
 * machines the file tests. Kept in the driver index (drvindex.h).
 */
#ifndef BF2DTS_MACHDEV_H
#define BF2DTS_MACHDEV_H

#include <stddef.h>

struct machdev {
	char *name; /* the platform device's name, "pxa2xx-pcmcia" */
	char *source; /* kernel-relative file, "drivers/pcmcia/..." */
	int line;
	/* the machines the file tests, "mainstone", comma-separated */
	char *machines;
};

/*
 * The machine devices of file @rel (kernel-relative), whose text is @buf
 * (@n bytes), appended to *@v (*@nv entries, *@av allocated). Files outside
 * drivers/ and sound/, or that test no machine, add none.
 */
void machdev_scan(const char *rel, const char *buf, size_t n,
		  struct machdev **v, size_t *nv, size_t *av);

/* Does comma-separated @machines hold @machine (lower case)? */
int machdev_for(const struct machdev *d, const char *machine);

void machdev_free(struct machdev *d);

#endif
