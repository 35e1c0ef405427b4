// SPDX-License-Identifier: GPL-2.0
/*
 * The translator table is gathered by the linker from TRANSLATOR() rows:
 * every row must be found by its device name, and no two rows may claim
 * the same device (the first would silently win).
 */
#include <string.h>

#include "convert/translate/translate.h"
#include "unit.h"

extern const struct translator *const __start_bf2dts_translators[];
extern const struct translator *const __stop_bf2dts_translators[];

int main(void)
{
	const struct translator *const *t, *const *u;
	size_t n = (size_t)(__stop_bf2dts_translators -
			    __start_bf2dts_translators);
	int unique = 1, found = 1;

	for (t = __start_bf2dts_translators; t < __stop_bf2dts_translators;
	     t++) {
		found &= translator_find((*t)->device) == *t;
		for (u = t + 1; u < __stop_bf2dts_translators; u++)
			unique &= strcmp((*t)->device, (*u)->device) != 0;
	}
	CHECK("translate: the linker gathered the table", n >= 16);
	CHECK("translate: every row is found by its device", found);
	CHECK("translate: no device has two rows", unique);
	CHECK("translate: gpio-keys",
	      translator_find("gpio-keys") && translator_find("smc91x"));
	CHECK("translate: unknown device",
	      !translator_find("no-such-device") && !translator_find(NULL));
	return unit_failed;
}
