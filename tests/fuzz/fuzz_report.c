// SPDX-License-Identifier: GPL-2.0
/* boards' reader of the cached conversion reports (JSON). */
#include <string.h>

#include "boards/boards_report.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct report_totals t;
	char *text = malloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	report_totals_parse(text, "MAINSTONE", &t, &e);
	free(text);
	/* the file path: size bound, NUL bytes, a name to blame */
	fuzz_file("a_b.c.json", data, size);
	report_totals_for(fuzz_dir(), "a/b.c", "MAINSTONE", &t, &e);
	return 0;
}
