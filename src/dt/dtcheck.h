/* SPDX-License-Identifier: GPL-2.0 */
/*
 * "Does this .dts compile": cpp with the kernel's dts include paths and
 * flags, then dtc with the kernel's default warning set, exactly as
 * scripts/Makefile.lib does for arch/arm/boot/dts.
 */
#ifndef BF2DTS_DTCHECK_H
#define BF2DTS_DTCHECK_H

#include "lib/error.h"
#include "lib/strbuf.h"

/*
 * Compiles @dts_path against the tree at @kdir. Writes the .dtb to
 * @dtb_out_or_NULL (atomically: a temp file renamed into place, nothing on
 * failure). Returns 0 when it compiles with zero errors (warnings go to
 * @diagnostics, which may be NULL), -1 with @e set to the first error line,
 * naming the file; the full cpp/dtc output is in @diagnostics.
 */
int dt_check_compile(const char *kdir, const char *dts_path,
		     const char *dtb_out_or_NULL, struct strbuf *diagnostics,
		     struct bf_error *e);

/*
 * The two steps alone, for a caller that needs the preprocessed text in
 * between (the SoC .dtsi index keys its cache by it). Messages name @dts,
 * the file the user knows, in place of the temporary files.
 * dt_cpp: @dts -> @pp with the kernel's dts include paths.
 * dt_dtc: @pp -> @dtb with the kernel's warning set plus @extra_dtc_flags
 * (NULL-terminated, at most 8; "-q" silences the warnings).
 */
int dt_cpp(const char *kdir, const char *dts, const char *pp,
	   struct strbuf *diagnostics, struct bf_error *e);
int dt_dtc(const char *kdir, const char *dts, const char *pp, const char *dtb,
	   const char *const *extra_dtc_flags, struct strbuf *diagnostics,
	   struct bf_error *e);

/* The same with extra dtc flags (e.g. "-@"), NULL-terminated. */
int dt_check_compile_flags(const char *kdir, const char *dts_path,
			   const char *dtb_out_or_NULL,
			   const char *const *extra_dtc_flags,
			   struct strbuf *diagnostics, struct bf_error *e);

#endif
