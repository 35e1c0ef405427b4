// SPDX-License-Identifier: GPL-2.0
/* agree's reader: a .dtb through the header gate, then the agreement. */
#include <string.h>

#include "agree/agreement.h"
#include "dt/dtb_check.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct agreement a;
	/* libfdt wants its blob aligned, as a read into malloc'ed memory is */
	void *blob = malloc(size ? size : 1);

	memcpy(blob, data, size);
	if (!dtb_check(blob, size, "fuzz.dtb", &e) &&
	    !agreement_compute(blob, blob, blob, &a, &e))
		agreement_release(&a);
	free(blob);
	return 0;
}
