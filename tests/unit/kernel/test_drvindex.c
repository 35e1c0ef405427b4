// SPDX-License-Identifier: GPL-2.0
/*
 * The driver index on tests/fixtures/drivers, a miniature tree whose files
 * each hold one way a 6.1 driver names itself or its OF table. Runs from
 * the repository root, without the kernel tree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kernel/drvindex.h"
#include "kernel/machdev.h"
#include "lib/strbuf.h"
#include "unit.h"

#define TREE "tests/fixtures/drivers"

static const char *compat(const struct drv_entry *d, size_t i)
{
	return d && i < d->ncompat ? d->compatibles[i] : NULL;
}

/* The facts every open of the fixture tree must give, scanned or cached. */
static void check_facts(const struct drv_index *idx, const char *how)
{
	const struct drv_entry *const *all;
	const struct drv_entry *d;
	const struct machdev *md;
	char name[128];

#define N(s) (snprintf(name, sizeof(name), "drvindex %s: %s", how, s), name)
	d = drv_index_lookup(idx, "smc91x");
	CHECK(N("smc91x found"), d && d->ncompat == 2);
	CHECK_STR(N("smc91x compatible 0"), compat(d, 0), "smsc,lan91c94");
	CHECK_STR(N("smc91x compatible 1"), compat(d, 1), "smsc,lan91c111");
	CHECK_STR(N("smc91x source"), d ? d->source : NULL,
		  "drivers/net/acme/smcish.c");
	CHECK(N("smc91x line of the definition"), d && d->line == 22);

	d = drv_index_lookup(idx, "pxa2xx-mci");
	CHECK_STR(N("name from a local header"), compat(d, 0),
		  "marvell,pxa-mmc");

	d = drv_index_lookup(idx, "acme27x-gpio");
	CHECK_STR(N("id_table .name entry"), compat(d, 0), "acme,gpio");
	CHECK_STR(N("id_table entry names its driver"), d ? d->driver : NULL,
		  "acme-gpio");
	d = drv_index_lookup(idx, "acme25x-gpio");
	CHECK_STR(N("id_table positional entry"), compat(d, 0), "acme,gpio");
	CHECK(N("id name equal to the driver name is one entry"),
	      drv_index_lookup_all(idx, "acme-gpio", &all) == 1);

	d = drv_index_lookup(idx, "sharpsl-pm");
	CHECK(N("driver without OF table"),
	      d && d->ncompat == 0 && !d->of_unresolved);

	d = drv_index_lookup(idx, "acme_combo");
	CHECK(N("KBUILD_MODNAME of a composite module"), d != NULL);

	d = drv_index_lookup(idx, "acme-a");
	CHECK_STR(N("array of drivers, positional of_device_id"), compat(d, 0),
		  "acme,pos");
	d = drv_index_lookup(idx, "acme-b");
	CHECK(N("macro-built OF entry marks the driver unresolved"),
	      d && d->ncompat == 1 && d->of_unresolved);
	CHECK(N("char array name"), drv_index_lookup(idx, "acme-udc") != NULL);
	CHECK(N("driver in a macro body is not a definition"),
	      drv_index_lookup(idx, "hidden") == NULL);

	d = drv_index_lookup(idx, "acme_xor");
	CHECK_STR(N("name from <linux/...> header"), compat(d, 0),
		  "acme,orion-xor");

	CHECK(N("shared name keeps both drivers"),
	      drv_index_lookup_all(idx, "acme-uart", &all) == 2);
	d = drv_index_lookup(idx, "acme-uart");
	CHECK_STR(N("shared name: lookup prefers the one with compatibles"),
		  d ? d->source : NULL, "drivers/tty/b-uart.c");

	CHECK(N("sound/ is scanned, literals concatenate"),
	      drv_index_lookup(idx, "acme-ac97") != NULL);
	CHECK(N("arch/arm/ is scanned"),
	      drv_index_lookup(idx, "acme-pm") != NULL);
	CHECK(N("a name set at run time is counted, not invented"),
	      drv_index_unnamed(idx) == 1);
	CHECK(N("unknown name"), drv_index_lookup(idx, "no-such") == NULL);

	md = drv_index_machine_device(idx, "acme-pcmcia", "acmemini");
	CHECK_STR(N("a driver's device for a machine"), md ? md->source : NULL,
		  "drivers/pcmcia/acme_board.c");
	CHECK(N("its line"), md && md->line == 15);
	CHECK(N("for each machine the file tests"),
	      md && machdev_for(md, "acmeboard") &&
		      machdev_for(md, "acmemini"));
	CHECK(N("not for a machine it does not test"),
	      md && !machdev_for(md, "acme"));
	md = drv_index_machine_device(idx, "acme-cf.0", "acmeboard");
	CHECK_STR(N("register_simple, by the name of its id"),
		  md ? md->name : NULL, "acme-cf");
	CHECK(N("no literal, no device"),
	      !drv_index_machine_device(idx, "acme-dyn", "acmeboard"));
	CHECK(N("a board file's own device is not a driver's"),
	      !drv_index_machine_device(idx, "acme-board-only", "acmeboard"));
	CHECK(N("a longer name is another device"),
	      !drv_index_machine_device(idx, "acme-pcmcia2", "acmeboard"));
	CHECK(N("entry count"), drv_index_count(idx) == 15);
#undef N
}

static void corrupt(const char *path)
{
	FILE *f = fopen(path, "r+");

	if (!f)
		return;
	/* Keep the header, break the first entry: a half-written cache from
	 * an older bf2dts must be rebuilt, never half-read. */
	fseek(f, 0, SEEK_END);
	fputs("garbage-without-fields\n", f);
	fclose(f);
}

int main(void)
{
	char tmpl[] = "/tmp/bf2dts-test-drvindex-XXXXXX";
	struct drv_index *idx = NULL;
	struct bf_error e = { { 0 } };
	char *cache, *path = NULL;

	if (!mkdtemp(tmpl)) {
		puts("FAIL drvindex: mkdtemp");
		return 1;
	}
	cache = xasprintf("%s/cache dir", tmpl);

	CHECK("drvindex: open the fixture tree",
	      !drv_index_open(TREE, cache, &idx, &e));
	if (!idx) {
		printf("note: %s\n", e.msg);
		return 1;
	}
	CHECK("drvindex: the first open scans",
	      drv_index_was_scanned(idx) == 1);
	check_facts(idx, "scanned");
	path = xstrdup(drv_index_cache_path(idx));
	drv_index_free(idx);

	CHECK("drvindex: open from the cache",
	      !drv_index_open(TREE, cache, &idx, &e));
	CHECK("drvindex: the second open reads the cache",
	      idx && !drv_index_was_scanned(idx));
	if (idx)
		check_facts(idx, "cached");
	drv_index_free(idx);

	corrupt(path);
	idx = NULL;
	CHECK("drvindex: a damaged cache is rebuilt",
	      !drv_index_open(TREE, cache, &idx, &e) && idx &&
		      drv_index_was_scanned(idx));
	drv_index_free(idx);

	idx = NULL;
	CHECK("drvindex: no cache dir works",
	      !drv_index_open(TREE, NULL, &idx, &e) && idx &&
		      drv_index_count(idx) == 15);
	drv_index_free(idx);

	idx = NULL;
	CHECK("drvindex: a cache that cannot be written is not fatal",
	      !drv_index_open(TREE, TREE "/Makefile/cache", &idx, &e) && idx &&
		      drv_index_count(idx) == 15 &&
		      !drv_index_cache_path(idx) &&
		      drv_index_cache_problem(idx) &&
		      strstr(drv_index_cache_problem(idx), "Makefile/cache"));
	drv_index_free(idx);

	idx = NULL;
	e.msg[0] = '\0';
	CHECK("drvindex: not a kernel tree is an error",
	      drv_index_open("tests/fixtures/socdt", NULL, &idx, &e) == -1 &&
		      !idx && strstr(e.msg, "tests/fixtures/socdt"));

	unlink(path);
	rmdir(cache);
	rmdir(tmpl);
	free(path);
	free(cache);
	return unit_failed;
}
