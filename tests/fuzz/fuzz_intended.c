// SPDX-License-Identifier: GPL-2.0
/* compare --intended's reader: a list of intended differences. */
#include "compare/intended.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct intended in;

	if (!intended_parse(&in, "fuzz.intended", (const char *)data, size,
			    &e))
		intended_release(&in);
	return 0;
}
