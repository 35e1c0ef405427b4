// SPDX-License-Identifier: GPL-2.0
/* The verdict rule (boards_verdict.c) on hand-made rows. */
#include <stdlib.h>

#include "boards/boards_verdict.h"
#include "unit.h"

static struct board_row row(void)
{
	struct board_row r;

	memset(&r, 0, sizeof(r));
	r.file = "arch/arm/mach-foo/board.c";
	r.id = "BOARD";
	r.found = r.converted = -1;
	return r;
}

static void done(struct board_row *r)
{
	free(r->reasons);
	r->reasons = NULL;
}

int main(void)
{
	struct board_row r = row();

	r.has_dts = TRI_YES;
	r.dts = "foo-board.dts (file name matches 'board')";
	board_verdict(&r);
	CHECK_STR("verdict: DT counterpart -> redundant",
		  verdict_str(r.verdict), "redundant");
	CHECK("verdict: redundant names the dts",
	      strstr(r.reasons, "foo-board.dts") != NULL);
	done(&r);

	r = row();
	r.emulated = TRI_YES;
	r.qemu = "foo";
	r.unused = TRI_YES;
	board_verdict(&r);
	CHECK_STR("verdict: emulated -> convert", verdict_str(r.verdict),
		  "convert");
	CHECK("verdict: absent report named as unknown",
	      strstr(r.reasons, "effort unknown") != NULL);
	done(&r);

	r.found = 10;
	r.converted = 2;
	board_verdict(&r);
	CHECK_STR("verdict: emulated but mostly manual -> not convert",
		  verdict_str(r.verdict), "keep-board-file");
	done(&r);

	r = row();
	r.in_defconfig = TRI_YES;
	r.defconfigs = "foo_defconfig";
	r.maintained = TRI_YES;
	r.unused = TRI_NO;
	board_verdict(&r);
	CHECK_STR("verdict: alive -> convert", verdict_str(r.verdict),
		  "convert");
	done(&r);

	r.maintained = TRI_UNKNOWN;
	board_verdict(&r);
	CHECK_STR("verdict: unknown maintainer is not 'alive'",
		  verdict_str(r.verdict), "keep-board-file");
	CHECK("verdict: keep names unknown evidence as unknown",
	      strstr(r.reasons, "maintained unknown") != NULL);
	done(&r);

	r = row();
	r.unused = TRI_YES;
	r.unused_chain = "BOARD -> UNUSED_BOARD_FILES";
	r.emulated = TRI_NO;
	r.has_dts = TRI_NO;
	r.maint_board = TRI_NO;
	r.year = 2008;
	board_verdict(&r);
	CHECK_STR("verdict: unused, old, nothing else -> removal",
		  verdict_str(r.verdict), "candidate-for-removal");
	CHECK("verdict: removal cites the chain",
	      strstr(r.reasons, "UNUSED_BOARD_FILES") != NULL);
	done(&r);

	r.year = 0;
	board_verdict(&r);
	CHECK_STR("verdict: unknown age does not block removal",
		  verdict_str(r.verdict), "candidate-for-removal");
	CHECK("verdict: unknown age shown as unknown",
	      strstr(r.reasons, "copyright: unknown") != NULL);
	done(&r);

	r.maint_board = TRI_YES;
	board_verdict(&r);
	CHECK_STR("verdict: own active maintainer keeps it",
		  verdict_str(r.verdict), "keep-board-file");
	done(&r);

	r.maint_board = TRI_NO;
	r.year = 2019;
	board_verdict(&r);
	CHECK_STR("verdict: recent copyright keeps it", verdict_str(r.verdict),
		  "keep-board-file");
	done(&r);

	{
		struct family_row f;

		memset(&f, 0, sizeof(f));
		f.machines = 4;
		f.unused = 4;
		family_level(&f);
		CHECK("level: all unused, no defconfig -> 5", f.level == 5);
		free(f.level_why);
		f.level_why = NULL;
		f.in_defconfig = 1;
		f.dt_machines = 1;
		f.has_dtsi = TRI_YES;
		family_level(&f);
		CHECK("level: DT machine and dtsi, board files left -> 2",
		      f.level == 2);
		free(f.level_why);
		f.level_why = NULL;
		f.with_dts = 4;
		family_level(&f);
		CHECK("level: every board has DT -> 1", f.level == 1);
		free(f.level_why);
		f.level_why = NULL;
		f.dt_machines = 0;
		f.unused = 1;
		f.with_dts = 0;
		family_level(&f);
		CHECK("level: board files alive, no DT -> 3", f.level == 3);
		free(f.level_why);
	}
	return unit_failed;
}
