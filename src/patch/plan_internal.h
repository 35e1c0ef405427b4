/* SPDX-License-Identifier: GPL-2.0 */
/* Shared by the files that fill a plan (plan*.c); not for other callers. */
#ifndef BF2DTS_PLAN_INTERNAL_H
#define BF2DTS_PLAN_INTERNAL_H

#include "patch/bindtext.h"
#include "patch/plan.h"

struct plan_patch *plan_add(struct plan *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void plan_file(struct plan_patch *pp, const char *path, const char *text);
/* The file as the series has left it so far, else as the tree has it. */
int plan_read(const struct plan *p, const char *kdir, const char *rel,
	      struct strbuf *out);

/* "pxa" for the subjects of the family's patches. */
const char *plan_family(const struct plan_in *in);
/* The first tree of machine @m (its own, or its first variant's); ntrees: none. */
size_t plan_machine_tree(const struct conversion *cv, size_t m);
/* The board of tree @m as a subject says it: its machine, or its variant. */
const char *plan_board_name(const struct plan_in *in, size_t m,
			    struct strbuf *tmp);
/* The machine of tree @m as a subject says it, whichever variant it is. */
const char *plan_machine_name(const struct plan_in *in, size_t m,
			      struct strbuf *tmp);
/* The report item's one-line description: "platform device x (file.c:12)" */
void plan_item_line(const struct plan_in *in, const struct item *it,
		    struct strbuf *out);

/* plan_binding.c */
int plan_board_binding(const struct plan_in *in, const struct bindtext *bt,
		       struct plan *p, struct bf_error *e);
void plan_compat_bindings(const struct plan_in *in, const struct bindtext *bt,
			  struct plan *p);
/* plan_removal.c: only when nothing is left, else one line naming what is */
int plan_removal(const struct plan_in *in, struct plan *p, struct bf_error *e);
/* plan_cover.c */
void plan_cover(const struct plan_in *in, struct plan *p);
void plan_where_it_went(const struct plan_in *in, size_t m, struct strbuf *out);

#endif
