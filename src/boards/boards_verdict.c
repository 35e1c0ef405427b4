// SPDX-License-Identifier: GPL-2.0
/*
 * The verdict rule, in one place.  A board is tested against the rows of
 * verdict_rules[] in order; the first test that holds gives the verdict.
 * Every verdict carries the evidence it rests on, and evidence that could
 * not be established is printed as "unknown" (never as "no").
 *
 *  redundant              a devicetree for the same board is in the tree
 *  convert                (QEMU emulates it, or it is clearly alive: in a
 *                         defconfig, covered by a Maintained/Supported
 *                         entry and not behind UNUSED_BOARD_FILES) and the
 *                         conversion is mostly automatic (converter report:
 *                         at least half of the devices converted; an absent
 *                         report does not block, it is named as unknown)
 *  candidate-for-removal  behind UNUSED_BOARD_FILES, not emulated, no
 *                         devicetree, no MAINTAINERS entry that singles the
 *                         file out with status Maintained/Supported, and
 *                         old (newest copyright <= BOARDS_OLD_YEAR, or
 *                         unknown)
 *  keep-board-file        anything else; the reasons say what is missing
 */
#include "boards/boards_verdict.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

const char boards_verdict_rule[] =
	"The first rule that holds gives the verdict:\n"
	"1. `redundant`: a devicetree for the same board is in "
	"arch/arm/boot/dts.\n"
	"2. `convert`: QEMU emulates it, or it is clearly alive (enabled by a "
	"defconfig, covered by a Maintained/Supported MAINTAINERS entry, not "
	"behind UNUSED_BOARD_FILES); and the converter converts at least half "
	"of its devices (an absent report is named as unknown, it does not "
	"block).\n"
	"3. `candidate-for-removal`: behind UNUSED_BOARD_FILES, not emulated, "
	"no devicetree, no MAINTAINERS entry with status Maintained/Supported "
	"that singles out the file, newest copyright year <= 2012 (or "
	"unknown).\n"
	"4. `keep-board-file`: anything else; the reasons name what stops "
	"rules 1-3.\n"
	"Evidence that could not be established is shown as `unknown`, never "
	"as `no`.\n";

const char boards_level_rule[] =
	"Support levels of a SoC family (first that holds):\n"
	"5. code present but unused: every machine behind UNUSED_BOARD_FILES "
	"and none in a defconfig.\n"
	"1. full upstream support with DT: DT_MACHINE_START in the mach dir, "
	"a .dtsi, and every board file has a DT counterpart.\n"
	"2. DT support, board files coexist: DT_MACHINE_START and a .dtsi, "
	"some board files without DT counterpart.\n"
	"4. board files mostly unused: at least half the machines behind "
	"UNUSED_BOARD_FILES.\n"
	"3. board files only but alive: anything else.\n";

static int is_old(const struct board_row *r)
{
	return r->year == 0 || r->year <= BOARDS_OLD_YEAR;
}

/* Effort: -1 unknown, 0 mostly manual, 1 mostly automatic. */
static int effort(const struct board_row *r)
{
	if (r->found < 0 || r->converted < 0)
		return -1;
	if (r->found == 0)
		return 1;
	return 2 * r->converted >= r->found;
}

static int alive(const struct board_row *r)
{
	return r->in_defconfig == TRI_YES && r->maintained == TRI_YES &&
	       r->unused == TRI_NO;
}

static int test_redundant(const struct board_row *r)
{
	return r->has_dts == TRI_YES;
}

static int test_convert(const struct board_row *r)
{
	return (r->emulated == TRI_YES || alive(r)) && effort(r) != 0;
}

static int test_remove(const struct board_row *r)
{
	return r->unused == TRI_YES && r->emulated != TRI_YES &&
	       r->has_dts != TRI_YES && r->maint_board != TRI_YES && is_old(r);
}

static int test_keep(const struct board_row *r)
{
	(void)r;
	return 1;
}

static const struct {
	enum verdict v;
	int (*test)(const struct board_row *r);
} verdict_rules[] = {
	{ V_REDUNDANT, test_redundant },
	{ V_CONVERT, test_convert },
	{ V_REMOVE, test_remove },
	{ V_KEEP, test_keep },
};

static void add_effort(struct strbuf *sb, const struct board_row *r)
{
	if (effort(r) < 0)
		sb_add(sb, "; conversion effort unknown (no converter report)");
	else
		sb_addf(sb, "; converter: %ld of %ld devices automatic",
			r->converted, r->found);
}

static void reasons(struct board_row *r, struct strbuf *sb)
{
	switch (r->verdict) {
	case V_REDUNDANT:
		sb_addf(sb, "devicetree counterpart: %s", r->dts);
		break;
	case V_CONVERT:
		if (r->emulated == TRI_YES)
			sb_addf(sb, "emulated by QEMU (%s)", r->qemu);
		else
			sb_addf(sb,
				"alive: in %s; maintained (%s); not "
				"behind UNUSED_BOARD_FILES",
				r->defconfigs,
				r->maint_status ? r->maint_status : "?");
		add_effort(sb, r);
		break;
	case V_REMOVE: {
		char year[16] = "unknown";

		if (r->year)
			snprintf(year, sizeof(year), "%d", r->year);
		sb_addf(sb,
			"behind UNUSED_BOARD_FILES (%s); emulated: %s; "
			"devicetree: %s; board-specific maintainer: %s; "
			"newest copyright: %s",
			r->unused_chain, tri_str(r->emulated),
			r->has_dts == TRI_NO ? "none found" : "unknown",
			tri_str(r->maint_board), year);
		break;
	}
	case V_KEEP: {
		const char *sep = "";

		if (r->unused != TRI_YES) {
			sb_addf(sb, "not marked unused (%s)",
				r->unused == TRI_NO ? "no UNUSED_BOARD_FILES "
						      "dependency" :
						      "unknown");
			sep = "; ";
		}
		if (r->emulated == TRI_YES || alive(r)) {
			sb_addf(sb, "%sconversion mostly manual", sep);
			sep = "; ";
		} else if (r->emulated != TRI_YES) {
			sb_addf(sb,
				"%snot emulated (%s), not clearly alive "
				"(defconfig %s, maintained %s)",
				sep, tri_str(r->emulated),
				tri_str(r->in_defconfig),
				tri_str(r->maintained));
			sep = "; ";
		}
		if (r->unused == TRI_YES && r->maint_board == TRI_YES)
			sb_addf(sb, "%sits own MAINTAINERS entry is active",
				sep);
		else if (r->unused == TRI_YES && !is_old(r))
			sb_addf(sb, "%scopyright %d is recent", sep, r->year);
		add_effort(sb, r);
		break;
	}
	}
}

void board_verdict(struct board_row *row)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < sizeof(verdict_rules) / sizeof(verdict_rules[0]); i++)
		if (verdict_rules[i].test(row)) {
			row->verdict = verdict_rules[i].v;
			break;
		}
	reasons(row, &sb);
	free(row->reasons);
	row->reasons = sb_detach(&sb);
}

void family_level(struct family_row *f)
{
	int dt = f->dt_machines > 0 && f->has_dtsi == TRI_YES;

	if (f->unused == f->machines && f->in_defconfig == 0)
		f->level = 5;
	else if (dt && f->with_dts == f->machines)
		f->level = 1;
	else if (dt)
		f->level = 2;
	else if (2 * f->unused >= f->machines)
		f->level = 4;
	else
		f->level = 3;
	free(f->level_why);
	f->level_why = xasprintf(
		"%zu DT_MACHINE_START; dtsi: %s%s%s%s; %zu/%zu machines behind "
		"UNUSED_BOARD_FILES; %zu in a defconfig; %zu with a DT "
		"counterpart; maintainers: %s",
		f->dt_machines, tri_str(f->has_dtsi), f->dtsi ? " (" : "",
		f->dtsi ? f->dtsi : "", f->dtsi ? ")" : "", f->unused,
		f->machines, f->in_defconfig, f->with_dts,
		f->maint ? f->maint : "none");
}

const char *tri_str(enum tri t)
{
	static const char *const names[] = { "unknown", "no", "yes" };

	return names[t];
}

const char *verdict_str(enum verdict v)
{
	static const char *const names[] = { "redundant", "convert",
					     "candidate-for-removal",
					     "keep-board-file" };

	return names[v];
}
