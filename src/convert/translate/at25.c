// SPDX-License-Identifier: GPL-2.0
/*
 * at25: struct spi_eeprom as the atmel,at25 binding's properties, which
 * drivers/misc/eeprom/at25.c reads when the device has no platform data.
 */
#include "convert/translate/translate.h"

#define EE_ADDR1 0x0001
#define EE_ADDR2 0x0002
#define EE_ADDR3 0x0004
#define EE_READONLY 0x0008

static void xl_at25(struct xlate *x)
{
	struct dt_tree *t = x->c->t;
	long long flags;

	if (!x->pdata)
		return;
	/* the part's name only titles the driver's probe message */
	val_take(x->pdata, "name");
	if (val_get(x->pdata, "byte_len"))
		dt_prop(t, x->node, "size", "<%lld>",
			val_take_int(x->pdata, "byte_len", 0));
	if (val_get(x->pdata, "page_size"))
		dt_prop(t, x->node, "pagesize", "<%lld>",
			val_take_int(x->pdata, "page_size", 0));
	if (!val_get(x->pdata, "flags"))
		return;
	flags = val_take_int(x->pdata, "flags", 0);
	if (flags & EE_ADDR1)
		dt_prop(t, x->node, "address-width", "<8>");
	else if (flags & EE_ADDR2)
		dt_prop(t, x->node, "address-width", "<16>");
	else if (flags & EE_ADDR3)
		dt_prop(t, x->node, "address-width", "<24>");
	if (flags & EE_READONLY)
		dt_prop_bool(t, x->node, "read-only");
	flags &= ~(long long)(EE_ADDR1 | EE_ADDR2 | EE_ADDR3 | EE_READONLY);
	if (flags)
		x_partial(x, "spi_eeprom flags 0x%llx have no property", flags);
}

TRANSLATOR(xl_at25_row) = { "at25", "eeprom", NULL, xl_at25 };
