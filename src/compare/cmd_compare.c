// SPDX-License-Identifier: GPL-2.0
/*
 * bf2dts compare: reads two boot inventories, compares them (invdiff) and
 * shows the result as text on stdout and, with --json, as a JSON file.
 */
#include <getopt.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "commands.h"
#include "lib/error.h"
#include "compare/intended.h"
#include "compare/invdiff.h"
#include "compare/inventory.h"
#include "lib/fileio.h"
#include "lib/json.h"
#include "lib/strbuf.h"

static const char usage_text[] =
	"usage: bf2dts compare [--json OUT.json] [--intended LIST] BEFORE AFTER\n"
	"\n"
	"Compares two QEMU boot inventories (qemu-machines/INVENTORY.md). Each\n"
	"file is an inventory or a whole console log holding one; kernel\n"
	"messages around and inside it are skipped, and the first complete\n"
	"inventory is read. A truncated or garbled inventory is an error.\n"
	"\n"
	"Devices are matched by driver + MMIO base (so pxa2xx-mci.0 and\n"
	"41100000.mmc are one device), by MMIO base when one side has no\n"
	"driver bound, then by driver + name stem, name stem, and finally by a\n"
	"driver that only one device uses on each side; each match says which\n"
	"rule made it. IRQs are compared by controller/hwirq where the irq\n"
	"records give them. i2c, spi, input, mtd, net, mmc, block, fb, led and\n"
	"gpiochip records are compared as sets. When both boots have a device\n"
	"tree, the trees are compared node by node, with phandle references\n"
	"compared by the path of the node they point to.\n"
	"\n"
	"Between two devicetree boots, a device matched under a new name counts\n"
	"as a difference (renamed).\n"
	"\n"
	"The first line of output is `equal` or `different: ...`. With\n"
	"--intended, every difference is also written as one line and held to\n"
	"LIST: glob patterns (fnmatch), one a line, each after the `#` comment\n"
	"lines that say why; the first line is then `equal`, `intended: ...`\n"
	"(every difference matches a pattern and every pattern matches a\n"
	"difference) or `different: ...` (a difference nobody listed, or a\n"
	"listed one that did not happen).\n"
	"\n"
	"options:\n"
	"  --json OUT.json   also write the result as JSON\n"
	"  --intended LIST   the differences the change is meant to make\n"
	"  -h, --help        show this help\n"
	"\n"
	"exit status: 0 equal, 1 different, 2 error (one line on stderr),\n"
	"3 intended (only with --intended)\n";

struct options {
	const char *json;
	const char *intended;
	const char *before, *after;
	bool help;
};

static int parse_args(struct options *o, int argc, char **argv,
		      struct bf_error *e)
{
	static const struct option longopts[] = {
		{ "json", required_argument, NULL, 'j' },
		{ "intended", required_argument, NULL, 'i' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c;

	memset(o, 0, sizeof(*o));
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":h", longopts, NULL)) != -1) {
		switch (c) {
		case 'j':
			o->json = optarg;
			break;
		case 'i':
			o->intended = optarg;
			break;
		case 'h':
			o->help = true;
			return 0;
		case ':':
			return bf_err(e, "%s needs a file name",
				      argv[optind - 1]);
		default:
			return bf_err(
				e,
				"unknown option '%s' (see bf2dts compare --help)",
				argv[optind - 1]);
		}
	}
	if (argc - optind != 2)
		return bf_err(
			e,
			"expected two inventories, BEFORE and AFTER, got %d (see bf2dts compare --help)",
			argc - optind);
	o->before = argv[optind];
	o->after = argv[optind + 1];
	if (o->json && !*o->json)
		return bf_err(e, "--json needs a file name");
	if (o->intended && !*o->intended)
		return bf_err(e, "--intended needs a file name");
	return 0;
}

/* ---- the summary ---- */

static const struct summary_item {
	size_t offset; /* into struct invdiff_counts */
	const char *one, *many;
} summary_items[] = {
	{ offsetof(struct invdiff_counts, missing_after),
	  "device missing after", "devices missing after" },
	{ offsetof(struct invdiff_counts, new_after), "new device after",
	  "new devices after" },
	{ offsetof(struct invdiff_counts, bound_before_only),
	  "device bound before but not after",
	  "devices bound before but not after" },
	{ offsetof(struct invdiff_counts, bound_after_only),
	  "device bound only after", "devices bound only after" },
	{ offsetof(struct invdiff_counts, moved), "device with moved resources",
	  "devices with moved resources" },
	{ offsetof(struct invdiff_counts, renamed), "device renamed",
	  "devices renamed" },
	{ offsetof(struct invdiff_counts, records), "other record difference",
	  "other record differences" },
	{ offsetof(struct invdiff_counts, fdt), "device tree difference",
	  "device tree differences" },
};

#define NSUMMARY (sizeof(summary_items) / sizeof(summary_items[0]))

static size_t summary_count(const struct invdiff_counts *c, size_t i)
{
	return *(const size_t *)((const char *)c + summary_items[i].offset);
}

static void summary_line(struct strbuf *sb, const struct invdiff *d,
			 const struct classification *cl)
{
	struct invdiff_counts c;
	size_t i, n;
	bool first = true;

	invdiff_count(d, &c);
	if (cl && cl->verdict == VERDICT_INTENDED) {
		sb_addf(sb, "intended: %zu difference%s, each one listed\n",
			cl->n, cl->n == 1 ? "" : "s");
		return;
	}
	if (cl && cl->verdict == VERDICT_DIFFERENT && !cl->n) {
		sb_addf(sb, "different: %zu intended difference%s missing\n",
			cl->missing, cl->missing == 1 ? "" : "s");
		return;
	}
	if (invdiff_equal(d)) {
		sb_add(sb, "equal\n");
		return;
	}
	sb_add(sb, "different:");
	for (i = 0; i < NSUMMARY; i++) {
		n = summary_count(&c, i);
		if (!n)
			continue;
		sb_addf(sb, "%s %zu %s", first ? "" : ",", n,
			n == 1 ? summary_items[i].one : summary_items[i].many);
		first = false;
	}
	if (cl)
		sb_addf(sb, "; %zu not intended, %zu intended missing",
			cl->unlisted, cl->missing);
	sb_addch(sb, '\n');
}

static const char *fdt_note(const struct invdiff *d)
{
	static const char *const notes[] = {
		[FDT_NEITHER] =
			"neither boot has a device tree (both booted from board files): not compared",
		[FDT_BEFORE_ONLY] =
			"only before has a device tree (after booted from a board file): not compared",
		[FDT_AFTER_ONLY] =
			"only after has a device tree (before booted from a board file): not compared",
		[FDT_BOTH] = "both boots have a device tree: compared",
	};

	return notes[d->fdt];
}

/* ---- text ---- */

static const char *or_none(const char *s)
{
	return s ? s : "none";
}

static void text_side(struct strbuf *sb, const char *label,
		      const struct inventory *inv)
{
	sb_addf(sb, "%s %s (kernel %s, machine %s)\n", label, inv->file,
		inv->release ? inv->release : "?",
		inv->machine ? inv->machine : "?");
}

static void text_dev(struct strbuf *sb, const struct inventory *inv,
		     const struct inv_dev *dev, char mark)
{
	char *mem = invdiff_mem_text(dev), *irq = invdiff_irq_text(inv, dev);

	sb_addf(sb, "  %c %s  bus %s, driver %s", mark, dev->name,
		or_none(dev->bus), or_none(dev->driver));
	if (*mem)
		sb_addf(sb, ", mem %s", mem);
	if (*irq)
		sb_addf(sb, ", irq %s", irq);
	sb_addch(sb, '\n');
	free(mem);
	free(irq);
}

static void text_pair(struct strbuf *sb, const struct dev_pair *p)
{
	sb_addf(sb, "  %c %s -> %s  driver %s",
		p->state == DEV_SAME ? '=' : '!', p->before->name,
		p->after->name, or_none(p->before->driver));
	if (!p->before->driver != !p->after->driver ||
	    (p->before->driver && strcmp(p->before->driver, p->after->driver)))
		sb_addf(sb, " -> %s", or_none(p->after->driver));
	sb_addf(sb, ", matched by %s", p->rule);
	if (p->irq == IRQ_UNCHECKED)
		sb_add(sb,
		       " (IRQs unchecked: not requested, so no hwirq known)");
	sb_addch(sb, '\n');
}

/*
 * The lists of matched devices: "the same" holds only pairs with nothing to
 * say; a pair whose resources moved is listed under the moves instead.
 */
static bool listed(const struct dev_pair *p, enum dev_state state)
{
	if (state == DEV_SAME && (p->mem_moved || p->irq_moved))
		return false;
	return p->state == state;
}

/* A renamed device is listed with the renames, not with the same ones. */
static bool listed_in(const struct invdiff *d, const struct dev_pair *p,
		      enum dev_state state)
{
	return listed(p, state) &&
	       !(state == DEV_SAME && invdiff_renamed(d, p));
}

static void text_pairs(struct strbuf *sb, const struct invdiff *d,
		       enum dev_state state, const char *title)
{
	size_t i, n = 0;

	for (i = 0; i < d->npairs; i++)
		n += listed_in(d, &d->pairs[i], state);
	if (!n)
		return;
	sb_addf(sb, "\n%s (%zu):\n", title, n);
	for (i = 0; i < d->npairs; i++)
		if (listed_in(d, &d->pairs[i], state))
			text_pair(sb, &d->pairs[i]);
}

static void text_devs(struct strbuf *sb, const struct inventory *inv,
		      const struct inv_dev **devs, size_t n, const char *title,
		      char mark)
{
	size_t i;

	if (!n)
		return;
	sb_addf(sb, "\n%s (%zu):\n", title, n);
	for (i = 0; i < n; i++)
		text_dev(sb, inv, devs[i], mark);
}

static void text_moved(struct strbuf *sb, const struct invdiff *d)
{
	struct invdiff_counts c;
	size_t i;

	invdiff_count(d, &c);
	if (!c.moved)
		return;
	sb_addf(sb, "\nresources moved (%zu):\n", c.moved);
	for (i = 0; i < d->npairs; i++) {
		const struct dev_pair *p = &d->pairs[i];
		char *x, *y;

		if (!p->mem_moved && !p->irq_moved)
			continue;
		sb_addf(sb, "  ~ %s -> %s (matched by %s):", p->before->name,
			p->after->name, p->rule);
		if (p->mem_moved) {
			x = invdiff_mem_text(p->before);
			y = invdiff_mem_text(p->after);
			sb_addf(sb, " mem %s -> %s", *x ? x : "none",
				*y ? y : "none");
			free(x);
			free(y);
		}
		if (p->irq_moved) {
			x = invdiff_irq_text(d->before, p->before);
			y = invdiff_irq_text(d->after, p->after);
			sb_addf(sb, "%s irq %s -> %s", p->mem_moved ? ";" : "",
				*x ? x : "none", *y ? y : "none");
			free(x);
			free(y);
		}
		sb_addch(sb, '\n');
	}
}

static void text_renamed(struct strbuf *sb, const struct invdiff *d)
{
	struct invdiff_counts c;
	size_t i;

	invdiff_count(d, &c);
	if (!c.renamed)
		return;
	sb_addf(sb, "\ndevices renamed (%zu):\n", c.renamed);
	for (i = 0; i < d->npairs; i++)
		if (invdiff_renamed(d, &d->pairs[i]))
			text_pair(sb, &d->pairs[i]);
}

static void text_kinds(struct strbuf *sb, const struct invdiff *d)
{
	size_t i, j;

	for (i = 0; i < d->nkinds; i++) {
		const struct kind_diff *k = &d->kinds[i];

		if (!k->nbefore && !k->nafter)
			continue;
		sb_addf(sb,
			"\n%s records, by %s (%zu only before, %zu only after):\n",
			k->kind, k->key_desc, k->nbefore, k->nafter);
		for (j = 0; j < k->nbefore; j++)
			sb_addf(sb, "  - %s\n", k->only_before[j]);
		for (j = 0; j < k->nafter; j++)
			sb_addf(sb, "  + %s\n", k->only_after[j]);
	}
}

static void text_fdt_item(struct strbuf *sb, const struct fdtdiff_item *it)
{
	switch (it->kind) {
	case FDTDIFF_NODE_REMOVED:
		sb_addf(sb, "  - node %s\n", it->path);
		break;
	case FDTDIFF_NODE_ADDED:
		sb_addf(sb, "  + node %s\n", it->path);
		break;
	case FDTDIFF_NODE_MOVED:
		sb_addf(sb,
			"  ~ node %s moved to %s (same compatible and unit address)\n",
			it->path, it->after_path);
		break;
	case FDTDIFF_PROP_REMOVED:
		sb_addf(sb, "  - %s: %s = %s\n", it->path, it->prop,
			it->before);
		break;
	case FDTDIFF_PROP_ADDED:
		sb_addf(sb, "  + %s: %s = %s\n", it->path, it->prop, it->after);
		break;
	case FDTDIFF_PROP_CHANGED:
		sb_addf(sb, "  ~ %s: %s = %s -> %s\n", it->path, it->prop,
			it->before, it->after);
		break;
	}
}

/* The differences against the intended list, and what it missed. */
static void text_intended(struct strbuf *sb, const struct classification *cl,
			  const struct intended *in)
{
	size_t i;

	sb_addf(sb,
		"\nagainst %s (%zu patterns): %zu differences, %zu intended, %zu not intended, %zu intended missing\n",
		in->file, in->n, cl->n, cl->n - cl->unlisted, cl->unlisted,
		cl->missing);
	for (i = 0; i < cl->n; i++)
		if (!cl->by[i])
			sb_addf(sb, "  NOT INTENDED %s\n", cl->lines[i]);
	for (i = 0; i < in->n; i++)
		if (!in->v[i].hits)
			sb_addf(sb, "  MISSING %s (%s:%d)\n", in->v[i].pattern,
				in->file, in->v[i].line);
	for (i = 0; i < cl->n; i++)
		if (cl->by[i])
			sb_addf(sb, "  intended %s\n    (%s:%d%s%s)\n",
				cl->lines[i], in->file, cl->by[i]->line,
				*cl->by[i]->reason ? ": " : "",
				cl->by[i]->reason);
}

static void render_text(struct strbuf *sb, const struct invdiff *d,
			const struct classification *cl,
			const struct intended *in)
{
	size_t i;

	summary_line(sb, d, cl);
	if (cl && (cl->n || in->n))
		text_intended(sb, cl, in);
	text_side(sb, "before:", d->before);
	text_side(sb, "after: ", d->after);
	text_devs(sb, d->before, d->only_before, d->nonly_before,
		  "devices only before (missing after)", '-');
	text_devs(sb, d->after, d->only_after, d->nonly_after,
		  "devices only after (new)", '+');
	text_pairs(sb, d, DEV_BOUND_BEFORE_ONLY,
		   "devices bound before but not after");
	text_pairs(sb, d, DEV_BOUND_AFTER_ONLY,
		   "devices unbound before but bound after");
	text_moved(sb, d);
	text_renamed(sb, d);
	text_kinds(sb, d);
	sb_addf(sb, "\ndevice tree: %s", fdt_note(d));
	if (d->fdt == FDT_BOTH)
		sb_addf(sb,
			" (%zu nodes before, %zu after, %zu matched, %zu differences)",
			d->fdtd.nodes_before, d->fdtd.nodes_after,
			d->fdtd.nodes_matched, d->fdtd.nitems);
	sb_addch(sb, '\n');
	for (i = 0; i < d->fdtd.nitems; i++)
		text_fdt_item(sb, &d->fdtd.items[i]);
	text_pairs(sb, d, DEV_SAME, "devices the same");
}

/* ---- JSON ---- */

static void json_side(struct json_writer *w, const char *key,
		      const struct inventory *inv)
{
	json_key(w, key);
	json_begin_object(w);
	json_kv_string(w, "file", inv->file);
	json_kv_string(w, "release", inv->release);
	json_kv_string(w, "machine", inv->machine);
	json_kv_bool(w, "has_fdt", inv->fdt != NULL);
	json_end_object(w);
}

static void json_kv_hex(struct json_writer *w, const char *key,
			unsigned long long v)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "0x%llx", v);
	json_kv_string(w, key, buf);
}

static void json_dev(struct json_writer *w, const struct inventory *inv,
		     const struct inv_dev *dev)
{
	size_t i;

	json_begin_object(w);
	json_kv_string(w, "name", dev->name);
	json_kv_string(w, "bus", dev->bus);
	json_kv_string(w, "driver", dev->driver);
	json_kv_int(w, "line", dev->rec->line);
	json_key(w, "mem");
	json_begin_array(w);
	for (i = 0; i < dev->nmem; i++) {
		json_begin_object(w);
		/* Strings: 64-bit addresses do not survive JSON numbers. */
		json_kv_hex(w, "start", dev->mem[i].start);
		json_kv_hex(w, "end", dev->mem[i].end);
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "irq");
	json_begin_array(w);
	for (i = 0; i < dev->nirq; i++) {
		const struct inv_record *r = inv_irq(inv, dev->irq[i]);

		json_begin_object(w);
		json_kv_uint(w, "num", dev->irq[i]);
		json_kv_string(w, "chip", r ? inv_get(r, "chip") : NULL);
		json_kv_string(w, "hwirq", r ? inv_get(r, "hwirq") : NULL);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

static void json_devs(struct json_writer *w, const char *key,
		      const struct inventory *inv, const struct inv_dev **devs,
		      size_t n)
{
	size_t i;

	json_key(w, key);
	json_begin_array(w);
	for (i = 0; i < n; i++)
		json_dev(w, inv, devs[i]);
	json_end_array(w);
}

/* Matched pairs of @state, or (moved) those whose resources moved. */
static void json_pairs(struct json_writer *w, const char *key,
		       const struct invdiff *d, int state, bool moved)
{
	size_t i;

	json_key(w, key);
	json_begin_array(w);
	for (i = 0; i < d->npairs; i++) {
		const struct dev_pair *p = &d->pairs[i];

		if (moved ? !(p->mem_moved || p->irq_moved) :
			    !listed(p, (enum dev_state)state))
			continue;
		json_begin_object(w);
		json_kv_string(w, "rule", p->rule);
		json_kv_bool(w, "mem_moved", p->mem_moved);
		json_kv_bool(w, "irq_moved", p->irq_moved);
		json_kv_bool(w, "irq_checked", p->irq != IRQ_UNCHECKED);
		json_key(w, "before");
		json_dev(w, d->before, p->before);
		json_key(w, "after");
		json_dev(w, d->after, p->after);
		json_end_object(w);
	}
	json_end_array(w);
}

static void json_renamed(struct json_writer *w, const struct invdiff *d)
{
	size_t i;

	json_key(w, "renamed");
	json_begin_array(w);
	for (i = 0; i < d->npairs; i++) {
		if (!invdiff_renamed(d, &d->pairs[i]))
			continue;
		json_begin_object(w);
		json_kv_string(w, "before", d->pairs[i].before->name);
		json_kv_string(w, "after", d->pairs[i].after->name);
		json_kv_string(w, "rule", d->pairs[i].rule);
		json_end_object(w);
	}
	json_end_array(w);
}

static void json_devices(struct json_writer *w, const struct invdiff *d)
{
	json_key(w, "devices");
	json_begin_object(w);
	json_pairs(w, "same", d, DEV_SAME, false);
	json_pairs(w, "bound_before_only", d, DEV_BOUND_BEFORE_ONLY, false);
	json_pairs(w, "bound_after_only", d, DEV_BOUND_AFTER_ONLY, false);
	json_devs(w, "only_before", d->before, d->only_before, d->nonly_before);
	json_devs(w, "only_after", d->after, d->only_after, d->nonly_after);
	json_pairs(w, "moved", d, -1, true);
	json_renamed(w, d);
	json_end_object(w);
}

static void json_strings(struct json_writer *w, const char *key, char **v,
			 size_t n)
{
	size_t i;

	json_key(w, key);
	json_begin_array(w);
	for (i = 0; i < n; i++)
		json_string(w, v[i]);
	json_end_array(w);
}

static void json_kinds(struct json_writer *w, const struct invdiff *d)
{
	size_t i;

	json_key(w, "records");
	json_begin_object(w);
	for (i = 0; i < d->nkinds; i++) {
		const struct kind_diff *k = &d->kinds[i];

		json_key(w, k->kind);
		json_begin_object(w);
		json_kv_string(w, "matched_by", k->key_desc);
		json_strings(w, "only_before", k->only_before, k->nbefore);
		json_strings(w, "only_after", k->only_after, k->nafter);
		json_end_object(w);
	}
	json_end_object(w);
}

static void json_fdt(struct json_writer *w, const struct invdiff *d)
{
	size_t i;

	json_key(w, "fdt");
	json_begin_object(w);
	json_kv_bool(w, "compared", d->fdt == FDT_BOTH);
	json_kv_string(w, "note", fdt_note(d));
	json_kv_uint(w, "nodes_before", d->fdtd.nodes_before);
	json_kv_uint(w, "nodes_after", d->fdtd.nodes_after);
	json_kv_uint(w, "nodes_matched", d->fdtd.nodes_matched);
	json_key(w, "differences");
	json_begin_array(w);
	for (i = 0; i < d->fdtd.nitems; i++) {
		const struct fdtdiff_item *it = &d->fdtd.items[i];

		json_begin_object(w);
		json_kv_string(w, "kind", fdtdiff_kind_name(it->kind));
		json_kv_string(w, "path", it->path);
		if (it->after_path)
			json_kv_string(w, "after_path", it->after_path);
		if (it->prop)
			json_kv_string(w, "property", it->prop);
		if (it->before)
			json_kv_string(w, "before", it->before);
		if (it->after)
			json_kv_string(w, "after", it->after);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

static void json_summary(struct json_writer *w, const struct invdiff *d)
{
	static const char *const keys[NSUMMARY] = {
		"missing_after",    "new_after", "bound_before_only",
		"bound_after_only", "moved",	 "renamed",
		"records",	    "fdt",
	};
	struct invdiff_counts c;
	size_t i;

	invdiff_count(d, &c);
	json_key(w, "summary");
	json_begin_object(w);
	for (i = 0; i < NSUMMARY; i++)
		json_kv_uint(w, keys[i], summary_count(&c, i));
	json_end_object(w);
}

static void json_intended(struct json_writer *w,
			  const struct classification *cl,
			  const struct intended *in)
{
	size_t i;

	json_key(w, "intended");
	json_begin_object(w);
	json_kv_string(w, "file", in->file);
	json_key(w, "differences");
	json_begin_array(w);
	for (i = 0; i < cl->n; i++) {
		json_begin_object(w);
		json_kv_string(w, "line", cl->lines[i]);
		json_kv_bool(w, "intended", cl->by[i] != NULL);
		if (cl->by[i]) {
			json_kv_string(w, "pattern", cl->by[i]->pattern);
			json_kv_int(w, "pattern_line", cl->by[i]->line);
			json_kv_string(w, "reason", cl->by[i]->reason);
		}
		json_end_object(w);
	}
	json_end_array(w);
	json_key(w, "missing");
	json_begin_array(w);
	for (i = 0; i < in->n; i++) {
		if (in->v[i].hits)
			continue;
		json_begin_object(w);
		json_kv_string(w, "pattern", in->v[i].pattern);
		json_kv_int(w, "pattern_line", in->v[i].line);
		json_kv_string(w, "reason", in->v[i].reason);
		json_end_object(w);
	}
	json_end_array(w);
	json_end_object(w);
}

static void render_json(struct strbuf *sb, const struct invdiff *d,
			const struct classification *cl,
			const struct intended *in)
{
	struct json_writer w;

	json_init(&w, sb, 2);
	json_begin_object(&w);
	json_kv_bool(&w, "equal", invdiff_equal(d));
	json_kv_string(&w, "verdict",
		       cl		? verdict_name(cl->verdict) :
		       invdiff_equal(d) ? "equal" :
					  "different");
	if (cl)
		json_intended(&w, cl, in);
	json_summary(&w, d);
	json_side(&w, "before", d->before);
	json_side(&w, "after", d->after);
	json_devices(&w, d);
	json_kinds(&w, d);
	json_fdt(&w, d);
	json_end_object(&w);
	sb_addch(sb, '\n');
	json_release(&w);
}

/* ---- the command ---- */

static int run(const struct options *o, struct bf_error *e)
{
	struct inventory before, after;
	struct invdiff d;
	struct intended in = { 0 };
	struct classification cls, *cl = NULL;
	struct strbuf out = STRBUF_INIT;
	int ret = 2;

	/* the result must never replace what it was computed from */
	if (o->json &&
	    (same_file(o->json, o->before) || same_file(o->json, o->after) ||
	     (o->intended && same_file(o->json, o->intended)))) {
		bf_err(e, "--json %s: that is one of the inputs", o->json);
		return 2;
	}
	if (o->intended && intended_load(&in, o->intended, e))
		return 2;
	if (inv_load(&before, o->before, e)) {
		intended_release(&in);
		return 2;
	}
	if (inv_load(&after, o->after, e))
		goto free_before;
	if (invdiff_compare(&before, &after, &d, e))
		goto free_after;
	if (o->intended) {
		intended_classify(&d, &in, &cls);
		cl = &cls;
	}
	if (o->json) {
		render_json(&out, &d, cl, &in);
		if (json_save(o->json, out.buf, out.len, e))
			goto free_diff;
		sb_reset(&out);
	}
	render_text(&out, &d, cl, &in);
	fwrite(out.buf, 1, out.len, stdout);
	if (cl)
		ret = cl->verdict == VERDICT_EQUAL    ? 0 :
		      cl->verdict == VERDICT_INTENDED ? 3 :
							1;
	else
		ret = invdiff_equal(&d) ? 0 : 1;
	/* a failed write to stdout is reported once, by main() */
free_diff:
	if (cl)
		classification_release(cl);
	invdiff_release(&d);
free_after:
	inv_release(&after);
free_before:
	inv_release(&before);
	intended_release(&in);
	sb_release(&out);
	return ret;
}

int cmd_compare(int argc, char **argv)
{
	struct bf_error e = { { 0 } };
	struct options o;
	int ret;

	if (parse_args(&o, argc, argv, &e)) {
		bf_report("compare", &e);
		return 2;
	}
	if (o.help) {
		fputs(usage_text, stdout);
		return 0;
	}
	ret = run(&o, &e);
	if (ret == 2)
		bf_report("compare", &e);
	return ret;
}
