/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Inventory fixtures for the compare and intended-list tests: a template
 * (tests/fixtures/inventories/<tmpl>.inv.in), optionally with a device tree
 * source made into its runtime FDT records, turned into an inventory file by
 * mkinv.sh and loaded.
 */
#ifndef BF2DTS_TEST_INV_FIXTURE_H
#define BF2DTS_TEST_INV_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compare/inventory.h"
#include "lib/strbuf.h"

#define FIX "tests/fixtures/inventories/"

/* Builds @tmpl (+ optional @dts) into @dir with mkinv.sh and loads it. */
static inline int inv_fixture_load(struct inventory *inv, const char *dir,
				   const char *tmpl, const char *dts)
{
	struct bf_error e = { { 0 } };
	char *out = xasprintf("%s/%s%s.inv", dir, tmpl, dts ? dts : "");
	char *cmd = xasprintf("sh " FIX "mkinv.sh " FIX "%s.inv.in %s %s%s%s",
			      tmpl, out, dts ? FIX : "", dts ? dts : "",
			      dts ? ".dts" : "");
	int ret;

	memset(inv, 0, sizeof(*inv));
	ret = system(cmd) ? -1 : inv_load(inv, out, &e);
	if (ret)
		printf("  cannot load %s: %s\n", out, e.msg);
	free(cmd);
	free(out);
	return ret;
}

#endif
