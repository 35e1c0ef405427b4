/* SPDX-License-Identifier: GPL-2.0 */
/* Writes the devicetree model as DTS source in the kernel's style. */
#ifndef BF2DTS_EMIT_H
#define BF2DTS_EMIT_H

#include "dt/dt.h"
#include "lib/strbuf.h"

/* @dtsi: an include file, without /dts-v1/. */
void dt_emit(const struct dt_tree *t, const char *spdx, int dtsi,
	     struct strbuf *out);

#endif
