// SPDX-License-Identifier: GPL-2.0
/*
 * The inventory's renderers on a one-row inventory with hostile text (a
 * comma, a quote, a pipe, a newline), and the family table's fallback for a
 * family it does not know.
 */
#include <stdio.h>
#include <string.h>

#include "boards/boards_family.h"
#include "boards/boards_render.h"
#include "unit.h"

static struct board_row row = {
	.file = "arch/arm/mach-pxa/spitz.c",
	.family = "pxa",
	.soc = "PXA27x",
	.id = "SPITZ",
	.name = "SHARP \"Spitz\", | zaurus\nsecond line",
	.line = 1000,
	.lines = 1100,
	.year = 2005,
	.found = 26,
	.converted = 20,
	.verdict = V_CONVERT,
	.reasons = "emulated by QEMU",
};

static struct family_row fam = { .name = "pxa", .machines = 1, .files = 1 };

int main(void)
{
	struct inventory inv = { 0 };
	struct strbuf out = STRBUF_INIT;
	struct family_info fi;
	const char *formats[] = { "table", "csv", "json", "md" };
	size_t i;

	inv.rows = &row;
	inv.n = 1;
	inv.fams = &fam;
	inv.n_fams = 1;
	inv.n_files = 1;
	for (i = 0; i < sizeof(formats) / sizeof(formats[0]); i++) {
		sb_reset(&out);
		CHECK(formats[i],
		      !boards_render(&inv, formats[i], "/k", &out) &&
			      strstr(sb_str(&out), "SPITZ"));
	}
	sb_reset(&out);
	boards_render(&inv, "csv", "/k", &out);
	CHECK("render csv: a field with a comma and quotes is quoted",
	      strstr(sb_str(&out), "\"SHARP \"\"Spitz\"\", | zaurus"));
	sb_reset(&out);
	boards_render(&inv, "json", "/k", &out);
	CHECK("render json: quotes and newlines are escaped",
	      strstr(sb_str(&out), "SHARP \\\"Spitz\\\"") &&
		      strstr(sb_str(&out), "zaurus\\nsecond line"));
	sb_reset(&out);
	boards_render(&inv, "md", "/k", &out);
	CHECK("render md: a pipe does not split the table cell",
	      !strstr(sb_str(&out), ", | zaurus"));
	sb_reset(&out);
	CHECK("render: an unknown format is refused",
	      boards_render(&inv, "yaml", "/k", &out) != 0);
	sb_release(&out);

	family_info("pxa", &fi);
	CHECK_STR("family: pxa's default SoC", fi.default_soc, "PXA");
	family_info("newfam", &fi);
	CHECK("family: an unknown family is its own prefix",
	      !strcmp(fi.dir, "newfam") &&
		      !strcmp(fi.dts_prefixes[0], "newfam") &&
		      !fi.dts_prefixes[1] && !fi.soc_syms[0]);
	return unit_failed;
}
