// SPDX-License-Identifier: GPL-2.0
#include "dt/dtb_check.h"

#include <libfdt.h>
#include <stdint.h>
#include <string.h>

/* Big-endian header word @i, read without trusting alignment. */
static uint32_t word(const unsigned char *p, int i)
{
	p += 4 * i;
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* Does [off, off + size) lie inside the first @total bytes? */
static int inside(uint32_t off, uint32_t size, uint32_t total)
{
	return off <= total && size <= total - off;
}

int dtb_check(const void *blob, size_t len, const char *name,
	      struct bf_error *e)
{
	const unsigned char *p = blob;
	uint32_t total, off_struct, off_strings, off_rsv, version, last_comp;
	uint32_t size_strings, size_struct;
	int err;

	/* version 17 header: 10 words */
	if (len < 40)
		return bf_err(e,
			      "%s: %zu bytes are too few for a devicetree blob",
			      name, len);
	if (word(p, 0) != FDT_MAGIC)
		return bf_err(e, "%s: not a devicetree blob (bad magic 0x%08x)",
			      name, word(p, 0));
	total = word(p, 1);
	off_struct = word(p, 2);
	off_strings = word(p, 3);
	off_rsv = word(p, 4);
	version = word(p, 5);
	last_comp = word(p, 6);
	size_strings = word(p, 8);
	size_struct = word(p, 9);
	/*
	 * dtc has written version 17 (compatible back to 16) since 2007;
	 * older layouts lack the sizes the checks below need.
	 */
	if (version != 17 || last_comp > 17)
		return bf_err(
			e,
			"%s: devicetree blob version %u (compatible with %u) "
			"is not supported, only version 17",
			name, version, last_comp);
	if (total > len)
		return bf_err(
			e,
			"%s: truncated devicetree blob: the header says %u bytes, "
			"there are %zu",
			name, total, len);
	if (total < 40 || !inside(off_struct, size_struct, total) ||
	    !inside(off_strings, size_strings, total) || off_rsv < 40 ||
	    off_rsv > total || (off_rsv & 7) || (off_struct & 3))
		return bf_err(
			e,
			"%s: malformed devicetree blob: a block lies outside "
			"its %u bytes",
			name, total);
	err = fdt_check_full(blob, total);
	if (err)
		return bf_err(e, "%s: malformed devicetree blob: %s", name,
			      fdt_strerror(err));
	return 0;
}
