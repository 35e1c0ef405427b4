/* SPDX-License-Identifier: GPL-2.0 */
#ifndef BF2DTS_DTVALIDATE_H
#define BF2DTS_DTVALIDATE_H

#include "lib/error.h"
#include "lib/strbuf.h"

/*
 * dt-validate of @dtb (compiled from @dts) against the processed schema of
 * @kdir's bindings (made once by dt-mk-schema, cached in @cache/dt-schema
 * by their contents); appends to @own, one per line, the findings that the
 * SoC .dtsi @dts includes does not draw alone. -1 when the schema cannot
 * be made (@e says why).
 */
int dt_validate_own(const char *kdir, const char *cache, const char *dts,
		    const char *dtb, struct strbuf *own, struct bf_error *e);

#endif
