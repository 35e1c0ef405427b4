// SPDX-License-Identifier: GPL-2.0
/*
 * "pata_platform": drivers/ata/pata_platform.c has no OF match table, but
 * pata_of_platform.c ("ata-generic") probes the same core
 * (__pata_platform_probe()) from a node: its first two reg entries are
 * the command and control blocks, its interrupt optional, as the platform
 * driver takes its first two memory resources and an optional IRQ. Both
 * default to PIO mode 0 and 8-bit data access, so only the register
 * stride has a value to carry.
 */
#include "convert/translate/translate.h"

static void pata(struct xlate *x)
{
	long long shift;

	if (!x->pdata)
		return;
	shift = val_take_int(x->pdata, "ioport_shift", 0);
	if (shift)
		dt_prop(x->c->t, x->node, "reg-shift", "<%lld>", shift);
}

TRANSLATOR(xl_pata_platform) = { "pata_platform", "ide", "ata-generic", pata };
