/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The conversion pipeline as a library: kernel tree -> board model ->
 * devicetree model. `convert`, `patch` and `review` call it and decide
 * themselves what to write. A pipeline holds what is loaded once per run
 * (driver index, bindings, Kconfig, the family's flags and library models);
 * each board file then becomes a struct conversion.
 */
#ifndef BF2DTS_PIPELINE_H
#define BF2DTS_PIPELINE_H

#include "convert/board.h"
#include "convert/report.h"
#include "convert/soc.h"
#include "dt/dt.h"
#include "lib/arena.h"
#include "lib/error.h"

/*
 * kdir and cache are the caller's and must outlive the pipeline; libcache
 * is owned (pipeline_opts_release).
 */
struct pipeline_opts {
	const char *kdir; /* the kernel tree (checked by pipeline_open) */
	/*
	 * The tree the devicetree is written for: its SoC .dtsi, bindings,
	 * vendor prefixes and drivers' OF tables (a tree with a conversion
	 * series applied, whose board files are gone). NULL: @kdir.
	 */
	const char *tdir;
	const char *cache; /* where prepared headers and indexes live */
	char *libcache; /* library model cache directory; NULL: off */
	int timing; /* print each phase's CPU and wall time on stderr */
};

/*
 * The options every command runs the pipeline with: @kdir and @cache, the
 * library model cache under @cache unless @no_lib_cache or
 * BF2DTS_NO_LIBCACHE turns it off or BF2DTS_LIBCACHE moves it, and phase
 * timing when BF2DTS_TIMING is set. One place, so that convert, patch and
 * review read the environment alike.
 */
void pipeline_opts_init(struct pipeline_opts *po, const char *kdir,
			const char *cache, int no_lib_cache);
void pipeline_opts_release(struct pipeline_opts *po);

struct pipeline;

/* One board file, converted. Everything lives in @a. */
struct conversion {
	struct arena a;
	struct board b;
	struct report r;
	const struct soc_info *soc;
	char *spdx; /* the board file's license, which the output keeps */
	/*
	 * The trees, one per selected machine, or one per variant of a
	 * machine that has several (variants.h), in the machines' order;
	 * trees[ntrees] is the shared .dtsi's when there is one.
	 */
	struct dt_tree **trees;
	const char **names; /* per tree: its .dts file name */
	size_t *machine_of; /* per tree: its machine's index in b.machines */
	const char **when; /* per tree: its variant's conditions, or NULL */
	size_t ntrees;
	struct dt_tree *common; /* several trees: their shared .dtsi */
	const char *common_name;
	/*
	 * The SoC .dtsi generated for a family the tree has none for
	 * (gendtsi.h), which the .dts files include: written beside them.
	 * NULL when the SoC's .dtsi is the tree's own.
	 */
	const char *soc_dtsi, *soc_dtsi_text;
};

int pipeline_open(const struct pipeline_opts *o, struct pipeline **out,
		  struct bf_error *e);
void pipeline_close(struct pipeline *p);

/*
 * The board model of @rel (a path under the tree's arch/arm/mach-*), with
 * the kernel's flags for it. Release with board_release().
 */
int pipeline_extract(struct pipeline *p, const char *rel, struct board *b,
		     struct bf_error *e);

/*
 * Converts every machine of @rel, or only @machine (its MACHINE_START id,
 * any case) when not NULL. Release with conversion_release().
 */
int pipeline_convert(struct pipeline *p, const char *rel, const char *machine,
		     struct conversion *cv, struct bf_error *e);
void conversion_release(struct conversion *cv);

/* With timing on: the time since the previous phase, named @name. */
void pipeline_phase(struct pipeline *p, const char *name);

#endif
