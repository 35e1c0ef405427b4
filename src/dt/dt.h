/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The devicetree model: what will be emitted. Property values are kept as
 * DTS source text (`<&gpio 4 GPIO_ACTIVE_LOW>`), because the output must be
 * symbolic and a maintainer's style, not a blob.
 */
#ifndef BF2DTS_DT_H
#define BF2DTS_DT_H

#include <stddef.h>

#include "lib/arena.h"

struct dt_prop {
	const char *name;
	const char *value; /* text after "= ", NULL for a boolean property */
	const char *comment; /* trailing comment, or NULL */
};

struct dt_node {
	const char *name;
	const char *unit; /* unit address, or NULL */
	const char *label; /* label defined here, or NULL */
	/* the label dt_prune_labels dropped: report items still name it */
	const char *pruned_label;
	const char *ref; /* &ref override of a SoC node, or NULL */
	const char **comments; /* lines printed first inside the node */
	size_t ncomments, acomments;
	struct dt_prop *props;
	size_t nprops, aprops;
	struct dt_node **kids;
	size_t nkids, akids;
	struct dt_node *parent;
};

struct dt_tree {
	struct arena *a;
	const char **header; /* comment lines after the SPDX line */
	size_t nheader, aheader;
	const char **includes; /* "pxa27x.dtsi", "<dt-bindings/gpio/gpio.h>" */
	size_t nincludes, aincludes;
	struct dt_node *root;
	struct dt_node **refs; /* &label { } blocks, in order of creation */
	size_t nrefs, arefs;
	const char **trailer; /* comments after everything (TODO list) */
	size_t ntrailer, atrailer;
};

struct dt_tree *dt_tree_new(struct arena *a);
void dt_include(struct dt_tree *t, const char *inc);
void dt_header(struct dt_tree *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void dt_trailer(struct dt_tree *t, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* Finds or creates a child named name@unit (unit may be NULL). */
struct dt_node *dt_child(struct dt_tree *t, struct dt_node *parent,
			 const char *name, const char *unit);
/* Finds or creates the &label override block. */
struct dt_node *dt_ref(struct dt_tree *t, const char *label);
struct dt_node *dt_find_label(struct dt_tree *t, const char *label);

/* Sets (replacing) a property; value is DTS text, printf-style. */
void dt_prop(struct dt_tree *t, struct dt_node *n, const char *name,
	     const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A string property; nothing when @s is NULL. */
void dt_prop_str(struct dt_tree *t, struct dt_node *n, const char *name,
		 const char *s);
void dt_prop_bool(struct dt_tree *t, struct dt_node *n, const char *name);
void dt_prop_comment(struct dt_tree *t, struct dt_node *n, const char *name,
		     const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
const struct dt_prop *dt_get(const struct dt_node *n, const char *name);
void dt_del(struct dt_node *n, const char *name);
void dt_comment(struct dt_tree *t, struct dt_node *n, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/*
 * Drops the labels no "&label" of @trees refers to: a maintainer labels
 * only what is referenced. The trees are pruned together, since a .dts
 * refers to its .dtsi's labels.
 */
void dt_prune_labels(struct dt_tree *const *trees, size_t n);
/* A unique label: base, base1, base2... */
const char *dt_unique_label(struct dt_tree *t, const char *base);

#endif
