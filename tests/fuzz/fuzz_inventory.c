// SPDX-License-Identifier: GPL-2.0
/* compare's reader: a boot inventory (console log), its fdt records and diff. */
#include "compare/invdiff.h"
#include "compare/inventory.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct inventory inv;
	struct invdiff d;

	if (inv_parse(&inv, "fuzz.inv", (const char *)data, size, &e))
		return 0;
	if (!invdiff_compare(&inv, &inv, &d, &e))
		invdiff_release(&d);
	inv_release(&inv);
	return 0;
}
