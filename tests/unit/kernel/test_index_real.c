// SPDX-License-Identifier: GPL-2.0
/*
 * The indexes on the real 6.1 tree: known driver -> compatible facts, SoC
 * dtsi nodes and labels, and a real board .dts through dtcheck. Run by
 * tests/suites/25-index.sh, which sets BF2DTS_INDEX_REAL=1 and
 * BF2DTS_KERNEL; without them it prints a note and no PASS line (the unit
 * suite runs every binary, and the real tree is this suite's business).
 * BF2DTS_INDEX_COLD=1 scans into a fresh cache, to measure a cold build.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "kernel/drvindex.h"
#include "dt/dtcheck.h"
#include "kernel/socdt.h"
#include "lib/strbuf.h"
#include "unit.h"

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int has_compat(const struct drv_entry *d, const char *c)
{
	size_t i;

	for (i = 0; d && i < d->ncompat; i++)
		if (!strcmp(d->compatibles[i], c))
			return 1;
	return 0;
}

/* Platform driver (or id_table) name -> a compatible its OF table has. */
static const struct {
	const char *name, *compat;
} drv_facts[] = {
	{ "smc91x", "smsc,lan91c94" },
	{ "smc91x", "smsc,lan91c111" },
	{ "pxa2xx-mci", "marvell,pxa-mmc" },
	{ "gpio-keys", "gpio-keys" },
	{ "leds-gpio", "gpio-leds" },
	{ "reg-fixed-voltage", "regulator-fixed" },
	{ "physmap-flash", "cfi-flash" },
	{ "pxa2xx-uart", "mrvl,pxa-uart" },
	{ "pwm-backlight", "pwm-backlight" },
	{ "pxa27x-keypad", "marvell,pxa27x-keypad" },
	{ "pxa27x-pwm", "marvell,pxa270-pwm" }, /* an id_table name */
	{ "pxa3xx-pwri2c", "mrvl,pwri2c" }, /* an id_table name */
	{ "mv_xor", "marvell,orion-xor" }, /* MV_XOR_NAME, <linux/...> */
	{ "mv64xxx_i2c", "marvell,mv64xxx-i2c" }, /* same */
	{ "mv643xx_eth", "marvell,orion-eth" },
	{ "usbhs_omap", "ti,usbhs-host" }, /* a char array name */
};

/* Drivers the 6.1 tree has without an OF match table. */
static const char *const no_of[] = { "sharpsl-pm", "pxa2xx-flash",
				     "pxa2xx-pcmcia", "sa11x0-uart" };

static void test_drvindex(const char *kdir, const char *cache)
{
	struct drv_index *idx = NULL;
	struct bf_error e = { { 0 } };
	char name[160];
	double t0, t1, t2;
	size_t i;
	int scanned;

	t0 = now();
	CHECK("real drvindex: open", !drv_index_open(kdir, cache, &idx, &e));
	t1 = now();
	if (!idx) {
		printf("note: %s\n", e.msg);
		return;
	}
	scanned = drv_index_was_scanned(idx);
	drv_index_free(idx);
	idx = NULL;
	CHECK("real drvindex: reopen from the cache",
	      !drv_index_open(kdir, cache, &idx, &e) && idx &&
		      !drv_index_was_scanned(idx));
	t2 = now();
	printf("note: drvindex %s in %.2f s, reopened from the cache in "
	       "%.3f s (%.0fx)\n",
	       scanned ? "scanned" : "loaded", t1 - t0, t2 - t1,
	       (t1 - t0) / (t2 - t1 > 1e-6 ? t2 - t1 : 1e-6));
	if (!idx)
		return;
	printf("note: %zu entries; %zu drivers named only at run time\n",
	       drv_index_count(idx), drv_index_unnamed(idx));
	CHECK("real drvindex: thousands of entries",
	      drv_index_count(idx) > 4000);
	CHECK("real drvindex: few unreadable driver names",
	      drv_index_unnamed(idx) < 20);
	for (i = 0; i < sizeof(drv_facts) / sizeof(drv_facts[0]); i++) {
		snprintf(name, sizeof(name), "real drvindex: %s -> %s",
			 drv_facts[i].name, drv_facts[i].compat);
		CHECK(name, has_compat(drv_index_lookup(idx, drv_facts[i].name),
				       drv_facts[i].compat));
	}
	for (i = 0; i < sizeof(no_of) / sizeof(no_of[0]); i++) {
		const struct drv_entry *d = drv_index_lookup(idx, no_of[i]);

		snprintf(name, sizeof(name),
			 "real drvindex: %s has no OF table", no_of[i]);
		CHECK(name, d && d->ncompat == 0 && !d->of_unresolved);
	}
	CHECK_STR("real drvindex: source of smc91x",
		  drv_index_lookup(idx, "smc91x") ?
			  drv_index_lookup(idx, "smc91x")->source :
			  NULL,
		  "drivers/net/ethernet/smsc/smc91x.c");
	drv_index_free(idx);
}

/* dtsi, CPU address -> label of the node there. */
static const struct {
	const char *dtsi;
	uint64_t base;
	const char *label;
} soc_facts[] = {
	{ "pxa27x.dtsi", 0x41100000, "mmc0" },
	{ "pxa27x.dtsi", 0x40100000, "ffuart" },
	{ "pxa27x.dtsi", 0x40f00180, "pwri2c" },
	{ "pxa27x.dtsi", 0x41500000, "keypad" },
	{ "pxa25x.dtsi", 0x40100000, "ffuart" },
	{ "pxa25x.dtsi", 0x41100000, "mmc0" },
	{ "pxa3xx.dtsi", 0x40200000, "btuart" },
	{ "pxa168.dtsi", 0xd4017000, "uart1" },
	{ "mmp2.dtsi", 0xd4280000, "mmc1" },
	{ "s3c6410.dtsi", 0x7c200000, "sdhci0" },
	{ "dove.dtsi", 0xf1012000, "uart0" },
	{ "da850.dtsi", 0x01c42000, "serial0" },
	{ "orion5x-mv88f5182.dtsi", 0xf1012000, "uart0" },
};

static void test_socdt(const char *kdir, const char *cache)
{
	struct bf_error e = { { 0 } };
	struct soc_dt *s = NULL;
	const char *loaded = NULL;
	char name[160];
	size_t i;

	for (i = 0; i < sizeof(soc_facts) / sizeof(soc_facts[0]); i++) {
		const struct soc_node *n;

		if (!loaded || strcmp(loaded, soc_facts[i].dtsi)) {
			soc_dt_free(s);
			s = NULL;
			loaded = soc_facts[i].dtsi;
			snprintf(name, sizeof(name), "real socdt: %s loads",
				 loaded);
			CHECK(name, !soc_dt_load(kdir, cache, loaded, &s, &e));
			if (!s)
				printf("note: %s\n", e.msg);
		}
		n = s ? soc_dt_find_by_base(s, soc_facts[i].base) : NULL;
		snprintf(name, sizeof(name), "real socdt: %s %#llx is &%s",
			 soc_facts[i].dtsi,
			 (unsigned long long)soc_facts[i].base,
			 soc_facts[i].label);
		CHECK_STR(name, n ? n->label : NULL, soc_facts[i].label);
	}
	soc_dt_free(s);
	s = NULL;
	CHECK("real socdt: pxa25x has no pwri2c",
	      !soc_dt_load(kdir, cache, "pxa25x.dtsi", &s, &e) && s &&
		      !soc_dt_find_by_label(s, "pwri2c"));
	soc_dt_free(s);
	s = NULL;
	CHECK("real socdt: orion5x.dtsi alone names the file to use",
	      soc_dt_load(kdir, cache, "orion5x.dtsi", &s, &e) == -1 &&
		      strstr(e.msg, "orion5x-mv88f5182.dtsi"));
}

/* A .dts like the converter's for a PXA25x board: it needs the alias fix. */
static void test_dtcheck(const char *kdir)
{
	char tmpl[] = "/tmp/bf2dts-test-real-XXXXXX";
	struct bf_error e = { { 0 } };
	struct strbuf diag = STRBUF_INIT;
	char *dts, *real;
	FILE *f;

	if (!mkdtemp(tmpl))
		return;
	dts = xasprintf("%s/board.dts", tmpl);
	f = fopen(dts, "w");
	if (f) {
		fprintf(f,
			"/dts-v1/;\n#include \"pxa25x.dtsi\"\n%s"
			"/ {\n\tmodel = \"test\";\n};\n&ffuart {\n"
			"\tstatus = \"okay\";\n};\n",
			soc_dt_wrapper_fix("pxa25x.dtsi", NULL));
		fclose(f);
	}
	CHECK("real dtcheck: pxa25x board with the alias fix compiles",
	      !dt_check_compile(kdir, dts, NULL, &diag, &e));
	real = xasprintf("%s/arch/arm/boot/dts/dove-cubox.dts", kdir);
	CHECK("real dtcheck: dove-cubox.dts compiles",
	      !dt_check_compile(kdir, real, NULL, &diag, &e));
	f = fopen(dts, "w");
	if (f) {
		fputs("/dts-v1/;\n#include \"pxa25x.dtsi\"\n", f);
		fclose(f);
	}
	CHECK("real dtcheck: pxa25x without the fix fails on pwri2c",
	      dt_check_compile(kdir, dts, NULL, &diag, &e) == -1 &&
		      strstr(e.msg, "pwri2c"));
	unlink(dts);
	rmdir(tmpl);
	free(dts);
	free(real);
	sb_release(&diag);
}

int main(void)
{
	const char *kdir = getenv("BF2DTS_KERNEL");
	const char *cache_env = getenv("BF2DTS_CACHE");
	const char *home = getenv("HOME");
	char cold[] = "/tmp/bf2dts-test-cold-XXXXXX";
	char *cache, *cmd;
	int fresh = getenv("BF2DTS_INDEX_COLD") != NULL;

	if (!getenv("BF2DTS_INDEX_REAL") || !kdir || access(kdir, R_OK)) {
		puts("note: test_index_real runs from tests/suites/25-index.sh "
		     "(BF2DTS_INDEX_REAL=1 and BF2DTS_KERNEL)");
		return 0;
	}
	if (fresh && mkdtemp(cold))
		cache = xstrdup(cold);
	else if (cache_env)
		cache = xstrdup(cache_env);
	else
		cache = xasprintf("%s/.cache/bf2dts", home ? home : "/tmp");
	test_drvindex(kdir, cache);
	test_socdt(kdir, cache);
	test_dtcheck(kdir);
	if (fresh) {
		cmd = xasprintf("rm -rf '%s'", cold);
		if (system(cmd))
			puts("note: could not remove the cold cache");
		free(cmd);
	}
	free(cache);
	return unit_failed;
}
