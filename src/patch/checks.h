/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What a maintainer would run on the series before taking it, run before
 * it is written out: `git am` of every patch in order on a fresh copy (and
 * the authorship it carries), scripts/checkpatch.pl --strict, dtc with the
 * W=1 warnings on each new .dts, dt-validate against the tree's bindings,
 * and the kernel's own build of the .dtb.
 */
#ifndef BF2DTS_CHECKS_H
#define BF2DTS_CHECKS_H

#include "patch/gitcmd.h"
#include "patch/plan.h"
#include "patch/scratch.h"
#include "patch/series.h"

struct finding {
	char *tool; /* "apply", "identity", "checkpatch", "dtc", "dtbs", "dt-validate" */
	char *where; /* the patch or file it is about */
	unsigned line; /* in @where, 0 when not known */
	char *msg;
	int fatal; /* counts as a failure */
};

struct findings {
	struct finding *v;
	size_t n, alloc;
};

struct check_opts {
	const char *cache;
	int no_build; /* skip the kernel build of the .dtb */
};

/* Runs every check; the findings say what failed. -1 only when a check
 * could not run at all (@e says why). */
int checks_run(const struct scratch *s, const struct plan *p,
	       const struct series *sr, const struct git_identity *id,
	       const struct check_opts *o, struct findings *f,
	       struct bf_error *e);
void findings_add(struct findings *f, const char *tool, const char *where,
		  unsigned line, int fatal, const char *fmt, ...)
	__attribute__((format(printf, 6, 7)));
void findings_release(struct findings *f);

/*
 * dtc with the W=1 warnings on @dts (its own findings only: those located
 * in that file) and dt-validate against the processed schema of the
 * bindings in @kdir (cached in @cache/dt-schema by their contents), measured against the .dtsi
 * it includes alone. `bf2dts review` runs these too. check_dtc returns 1
 * when the .dts does not compile at all (there is no .dtb to validate).
 */
int check_dtc(const char *kdir, const char *dts, const char *dtb,
	      struct findings *f, struct bf_error *e);
int check_dt_validate(const char *kdir, const char *cache, const char *dts,
		      const char *dtb, struct findings *f, struct bf_error *e);

#endif
