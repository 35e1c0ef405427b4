// SPDX-License-Identifier: GPL-2.0
/*
 * dtb_check(): the gate before libfdt. Headers libfdt's fdt_check_full()
 * crashed on (issue 16: versions 14 and 15, sizes past the buffer) are
 * refused with one line; a good blob passes.
 */
#include <libfdt.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "dt/dtb_check.h"
#include "unit.h"

static void put32(unsigned char *p, int word, uint32_t v)
{
	p += 4 * word;
	p[0] = (unsigned char)(v >> 24);
	p[1] = (unsigned char)(v >> 16);
	p[2] = (unsigned char)(v >> 8);
	p[3] = (unsigned char)v;
}

/* A small valid blob made with libfdt's sequential writer. */
static size_t make_blob(unsigned char *buf, size_t size)
{
	if (fdt_create(buf, (int)size) || fdt_finish_reservemap(buf) ||
	    fdt_begin_node(buf, "") ||
	    fdt_property_string(buf, "compatible", "x,y") ||
	    fdt_begin_node(buf, "dev@0") || fdt_property_u32(buf, "reg", 0) ||
	    fdt_end_node(buf) || fdt_end_node(buf) || fdt_finish(buf))
		return 0;
	return fdt_totalsize(buf);
}

int main(void)
{
	static unsigned char good[1024], bad[1024];
	struct bf_error e = { { 0 } };
	size_t len = make_blob(good, sizeof(good));
	int v;

	CHECK("dtb_check: fixture", len > 40);
	CHECK("dtb_check: a good blob passes",
	      dtb_check(good, len, "g", &e) == 0);
	for (v = 1; v <= 18; v++) {
		char name[64];

		if (v == 17)
			continue;
		memcpy(bad, good, len);
		put32(bad, 5, (uint32_t)v);
		snprintf(name, sizeof(name), "dtb_check: version %d is refused",
			 v);
		CHECK(name, dtb_check(bad, len, "b", &e) < 0 &&
				    !strncmp(e.msg, "b: ", 3) &&
				    !strchr(e.msg, '\n'));
	}
	memcpy(bad, good, len);
	put32(bad, 0, 0xd00dfeee);
	CHECK("dtb_check: bad magic", dtb_check(bad, len, "b", &e) < 0);
	CHECK("dtb_check: cut short", dtb_check(good, len - 8, "b", &e) < 0 &&
					      strstr(e.msg, "truncated"));
	CHECK("dtb_check: fewer bytes than a header",
	      dtb_check(good, 20, "b", &e) < 0);
	memcpy(bad, good, len);
	put32(bad, 9, 0xfffffff0); /* size_dt_struct */
	CHECK("dtb_check: structure block past the end",
	      dtb_check(bad, len, "b", &e) < 0);
	memcpy(bad, good, len);
	put32(bad, 3, (uint32_t)len - 4); /* off_dt_strings */
	CHECK("dtb_check: strings block past the end",
	      dtb_check(bad, len, "b", &e) < 0);
	memcpy(bad, good, len);
	put32(bad, 4, 7); /* off_mem_rsvmap inside the header */
	CHECK("dtb_check: reserve map inside the header",
	      dtb_check(bad, len, "b", &e) < 0);
	return unit_failed;
}
