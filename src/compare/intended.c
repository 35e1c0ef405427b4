// SPDX-License-Identifier: GPL-2.0
#include "compare/intended.h"

#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include "lib/fileio.h"
#include "lib/strbuf.h"

/* ---- the list ---- */

static char *trim(char *s)
{
	char *end;

	while (*s == ' ' || *s == '\t')
		s++;
	end = s + strlen(s);
	while (end > s &&
	       (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
		*--end = '\0';
	return s;
}

int intended_parse(struct intended *in, const char *file, const char *text,
		   size_t len, struct bf_error *e)
{
	struct strbuf reason = STRBUF_INIT;
	char *copy = xstrndup(text, len), *line, *next;
	size_t alloc = 0;
	int lineno = 0;

	memset(in, 0, sizeof(*in));
	if (memchr(text, '\0', len)) {
		const char *nul = memchr(text, '\0', len), *p;

		for (p = text, lineno = 1; p < nul; p++)
			lineno += *p == '\n';
		free(copy);
		return bf_err(e, "%s:%d: a NUL byte: not a text file", file,
			      lineno);
	}
	in->file = xstrdup(file);
	for (line = copy; line; line = next) {
		char *s;

		next = strchr(line, '\n');
		if (next)
			*next++ = '\0';
		lineno++;
		s = trim(line);
		if (!*s) {
			sb_reset(&reason); /* a blank line ends a reason */
			continue;
		}
		if (*s == '#') {
			s = trim(s + 1);
			if (reason.len && *s)
				sb_addch(&reason, ' ');
			sb_add(&reason, s);
			continue;
		}
		{
			struct intended_entry ent = {
				.pattern = xstrdup(s),
				.reason = xstrdup(sb_str(&reason)),
				.line = lineno,
			};

			if (alloc == in->n) {
				alloc = alloc ? 2 * alloc : 8;
				in->v = xrealloc(in->v, alloc * sizeof(*in->v));
			}
			in->v[in->n++] = ent;
		}
	}
	free(copy);
	sb_release(&reason);
	return 0;
}

int intended_load(struct intended *in, const char *file, struct bf_error *e)
{
	struct strbuf sb = STRBUF_INIT;
	int ret;

	memset(in, 0, sizeof(*in));
	/* a list names a board's devices: a few KiB */
	if (file_read_max(file, &sb, 4 << 20)) {
		int err = errno;

		sb_release(&sb);
		return bf_err(e, "cannot read the intended list %s: %s", file,
			      file_read_error(err));
	}
	ret = intended_parse(in, file, sb_str(&sb), sb.len, e);
	sb_release(&sb);
	return ret;
}

void intended_release(struct intended *in)
{
	size_t i;

	for (i = 0; i < in->n; i++) {
		free(in->v[i].pattern);
		free(in->v[i].reason);
	}
	free(in->v);
	free(in->file);
	memset(in, 0, sizeof(*in));
}

/* ---- the differences as lines ---- */

static const char *or_none(const char *s)
{
	return s ? s : "none";
}

static void push(char ***v, size_t *n, size_t *alloc, char *s)
{
	if (*alloc == *n) {
		*alloc = *alloc ? 2 * *alloc : 16;
		*v = xrealloc(*v, *alloc * sizeof(**v));
	}
	(*v)[(*n)++] = s;
}

static char *dev_line(const char *what, const struct inv_dev *dev)
{
	return xasprintf("%s %s bus=%s driver=%s", what, dev->name,
			 or_none(dev->bus), or_none(dev->driver));
}

static char *pair_line(const char *what, const struct dev_pair *p)
{
	return xasprintf("%s %s -> %s driver=%s -> %s", what, p->before->name,
			 p->after->name, or_none(p->before->driver),
			 or_none(p->after->driver));
}

static char *moved_line(const struct invdiff *d, const struct dev_pair *p)
{
	struct strbuf sb = STRBUF_INIT;
	char *x, *y;

	sb_addf(&sb, "moved %s -> %s", p->before->name, p->after->name);
	if (p->mem_moved) {
		x = invdiff_mem_text(p->before);
		y = invdiff_mem_text(p->after);
		sb_addf(&sb, " mem %s -> %s", *x ? x : "none", *y ? y : "none");
		free(x);
		free(y);
	}
	if (p->irq_moved) {
		x = invdiff_irq_text(d->before, p->before);
		y = invdiff_irq_text(d->after, p->after);
		sb_addf(&sb, " irq %s -> %s", *x ? x : "none", *y ? y : "none");
		free(x);
		free(y);
	}
	return sb_detach(&sb);
}

static char *fdt_line(const struct fdtdiff_item *it)
{
	const char *k = fdtdiff_kind_name(it->kind);

	switch (it->kind) {
	case FDTDIFF_NODE_REMOVED:
	case FDTDIFF_NODE_ADDED:
		return xasprintf("fdt %s %s", k, it->path);
	case FDTDIFF_NODE_MOVED:
		return xasprintf("fdt %s %s -> %s", k, it->path,
				 it->after_path);
	case FDTDIFF_PROP_REMOVED:
		return xasprintf("fdt %s %s:%s = %s", k, it->path, it->prop,
				 or_none(it->before));
	case FDTDIFF_PROP_ADDED:
		return xasprintf("fdt %s %s:%s = %s", k, it->path, it->prop,
				 or_none(it->after));
	case FDTDIFF_PROP_CHANGED:
		break;
	}
	return xasprintf("fdt %s %s:%s = %s -> %s", k, it->path, it->prop,
			 or_none(it->before), or_none(it->after));
}

size_t invdiff_lines(const struct invdiff *d, char ***out)
{
	char **v = NULL;
	size_t n = 0, alloc = 0, i, j;

	for (i = 0; i < d->nonly_before; i++)
		push(&v, &n, &alloc,
		     dev_line("device-missing", d->only_before[i]));
	for (i = 0; i < d->nonly_after; i++)
		push(&v, &n, &alloc, dev_line("device-new", d->only_after[i]));
	for (i = 0; i < d->npairs; i++) {
		const struct dev_pair *p = &d->pairs[i];

		if (p->state == DEV_BOUND_BEFORE_ONLY)
			push(&v, &n, &alloc, pair_line("unbound-after", p));
		else if (p->state == DEV_BOUND_AFTER_ONLY)
			push(&v, &n, &alloc, pair_line("bound-after", p));
		else if (invdiff_renamed(d, p))
			push(&v, &n, &alloc, pair_line("renamed", p));
		if (p->mem_moved || p->irq_moved)
			push(&v, &n, &alloc, moved_line(d, p));
	}
	for (i = 0; i < d->nkinds; i++) {
		const struct kind_diff *k = &d->kinds[i];

		for (j = 0; j < k->nbefore; j++)
			push(&v, &n, &alloc,
			     xasprintf("record %s - %s", k->kind,
				       k->only_before[j]));
		for (j = 0; j < k->nafter; j++)
			push(&v, &n, &alloc,
			     xasprintf("record %s + %s", k->kind,
				       k->only_after[j]));
	}
	for (i = 0; i < d->fdtd.nitems; i++)
		push(&v, &n, &alloc, fdt_line(&d->fdtd.items[i]));
	*out = v;
	return n;
}

/* ---- the verdict ---- */

void intended_classify(const struct invdiff *d, struct intended *in,
		       struct classification *c)
{
	size_t i, j;

	memset(c, 0, sizeof(*c));
	c->n = invdiff_lines(d, &c->lines);
	c->by = xcalloc(c->n ? c->n : 1, sizeof(*c->by));
	for (j = 0; in && j < in->n; j++)
		in->v[j].hits = 0;
	for (i = 0; i < c->n; i++) {
		for (j = 0; in && j < in->n; j++)
			if (!fnmatch(in->v[j].pattern, c->lines[i], 0)) {
				/* The first pattern explains it; all count. */
				if (!c->by[i])
					c->by[i] = &in->v[j];
				in->v[j].hits++;
			}
		c->unlisted += !c->by[i];
	}
	for (j = 0; in && j < in->n; j++)
		c->missing += !in->v[j].hits;
	if (!c->n && !c->missing)
		c->verdict = VERDICT_EQUAL;
	else if (!c->unlisted && !c->missing)
		c->verdict = VERDICT_INTENDED;
	else
		c->verdict = VERDICT_DIFFERENT;
}

void classification_release(struct classification *c)
{
	size_t i;

	for (i = 0; i < c->n; i++)
		free(c->lines[i]);
	free(c->lines);
	free(c->by);
	memset(c, 0, sizeof(*c));
}

const char *verdict_name(enum verdict v)
{
	static const char *const names[] = {
		[VERDICT_EQUAL] = "equal",
		[VERDICT_INTENDED] = "intended",
		[VERDICT_DIFFERENT] = "different",
	};

	return names[v];
}
