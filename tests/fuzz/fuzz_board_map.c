// SPDX-License-Identifier: GPL-2.0
/* boards' reader of qemu-machines/board-map.tsv and of `qemu -machine help`. */
#include <string.h>

#include "boards/boards_qemu.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct qemu_map m = { 0 };
	char *text = malloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	if (!qemu_map_read(fuzz_file("board-map.tsv", data, size), &m, &e))
		qemu_map_apply_help(&m, text);
	qemu_map_free(&m);
	free(text);
	return 0;
}
