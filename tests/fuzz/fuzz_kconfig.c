// SPDX-License-Identifier: GPL-2.0
/* The Kconfig reader and its expression parser. */
#include <string.h>

#include "fuzz.h"
#include "kernel/kconfig.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct bf_error e = { { 0 } };
	struct kconfig *kc;
	struct kexpr *x;
	char *text = malloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	x = kexpr_parse(text);
	if (x)
		kexpr_free(x);
	free(text);
	fuzz_file("Kconfig", data, size);
	kc = kconfig_read(fuzz_dir(), "Kconfig", &e);
	if (kc)
		kconfig_free(kc);
	return 0;
}
