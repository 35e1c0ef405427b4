// SPDX-License-Identifier: GPL-2.0
/*
 * kbuild Makefile reader, see kbuild_makefile.h.  Assignments are split
 * into words; the variable name decides what the words mean.  Composite
 * objects are resolved after reading: `foo-y += a.o` with
 * `obj-$(CONFIG_X) += foo.o` means a.o is built by CONFIG_X.
 */
#include "kernel/kbuild_makefile.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

struct mk_reader {
	const char *tree;
	const char *dir;
	struct kbuild_makefile *mk;
	char *guards[32];
	int n_guards;
	int depth;
};

static char *config_sym(const char *s)
{
	/* "$(CONFIG_FOO)" -> "FOO" */
	const char *p = strstr(s, "$(CONFIG_");
	const char *end;

	if (!p)
		return NULL;
	p += 9;
	end = strchr(p, ')');
	if (!end)
		return NULL;
	return xstrndup(p, (size_t)(end - p));
}

static void add_obj(struct mk_reader *r, const char *obj, const char *sym,
		    const char *file, unsigned line)
{
	struct kbuild_obj o;

	o.obj = xstrdup(obj);
	o.sym = sym ? xstrdup(sym) : NULL;
	o.guard = r->n_guards && r->guards[r->n_guards - 1] ?
			  xstrdup(r->guards[r->n_guards - 1]) :
			  NULL;
	o.file = xstrdup(file);
	o.line = line;
	o.part = 0;
	o.composite = 0;
	VEC_PUSH(r->mk->objs, r->mk->n, r->mk->alloc, o);
}

static int read_mk(struct mk_reader *r, const char *rel);

/* An assignment `lhs op rhs`; lhs like obj-$(CONFIG_X), obj-y, foo-y. */
static void assignment(struct mk_reader *r, const char *rel, unsigned line,
		       const char *lhs, const char *rhs)
{
	char *sym = NULL;
	const char *dash = strrchr(lhs, '-');
	char *prefix;
	const char *p = rhs;

	if (!dash)
		return;
	prefix = xstrndup(lhs, (size_t)(dash - lhs));
	if (!strcmp(dash + 1, "y") || !strcmp(dash + 1, "objs") ||
	    !strcmp(dash + 1, "m")) {
		sym = NULL;
	} else {
		sym = config_sym(dash + 1);
		if (!sym)
			goto out;
	}
	while (*p) {
		const char *s;
		char *word;

		while (isspace((unsigned char)*p))
			p++;
		s = p;
		while (*p && !isspace((unsigned char)*p))
			p++;
		if (p == s)
			break;
		word = xstrndup(s, (size_t)(p - s));
		if (strlen(word) > 2 &&
		    !strcmp(word + strlen(word) - 2, ".o")) {
			if (!strcmp(prefix, "obj")) {
				add_obj(r, word, sym, rel, line);
			} else {
				/* Part of composite prefix.o: marked for later. */
				char *tag = xasprintf("%s.o", prefix);

				add_obj(r, word, tag, rel, line);
				r->mk->objs[r->mk->n - 1].part = 1;
				free(tag);
			}
		}
		free(word);
	}
out:
	free(sym);
	free(prefix);
}

static void directive(struct mk_reader *r, const char *rel, const char *l)
{
	if (!strncmp(l, "ifdef", 5) || !strncmp(l, "ifndef", 6) ||
	    !strncmp(l, "ifeq", 4) || !strncmp(l, "ifneq", 5)) {
		char *sym = NULL;

		if (!strncmp(l, "ifdef", 5)) {
			const char *p = l + 5;

			while (isspace((unsigned char)*p))
				p++;
			if (!strncmp(p, "CONFIG_", 7)) {
				const char *e = p + 7;

				while (*e && !isspace((unsigned char)*e))
					e++;
				sym = xstrndup(p + 7, (size_t)(e - p - 7));
			}
		} else if (!strncmp(l, "ifeq", 4)) {
			sym = config_sym(l);
		}
		if (r->n_guards < 32)
			r->guards[r->n_guards++] = sym;
		else
			free(sym);
	} else if (!strncmp(l, "endif", 5)) {
		if (r->n_guards)
			free(r->guards[--r->n_guards]);
	} else if (!strncmp(l, "else", 4)) {
		/* The else branch is not guarded by the symbol. */
		if (r->n_guards) {
			free(r->guards[r->n_guards - 1]);
			r->guards[r->n_guards - 1] = NULL;
		}
	} else if (!strncmp(l, "include", 7) || !strncmp(l, "-include", 8)) {
		const char *p = strstr(l, "$(src)/");
		char *inc;

		if (!p)
			return;
		inc = xasprintf("%s/%s", r->dir, p + 7);
		inc[strcspn(inc, " \t")] = '\0';
		read_mk(r, inc);
		free(inc);
	}
	(void)rel;
}

static int read_mk(struct mk_reader *r, const char *rel)
{
	char *full = xasprintf("%s/%s", r->tree, rel);
	FILE *f = fopen(full, "r");
	char *buf = NULL;
	size_t cap = 0;
	unsigned lineno = 0;
	struct strbuf logical = STRBUF_INIT;

	free(full);
	if (!f)
		return -1;
	if (++r->depth > 8) {
		fclose(f);
		r->depth--;
		return -1;
	}
	while (getline(&buf, &cap, f) > 0) {
		unsigned first = ++lineno;
		char *l, *op;

		sb_reset(&logical);
		sb_add(&logical, buf);
		for (;;) {
			size_t n = logical.len;

			while (n && (logical.buf[n - 1] == '\n' ||
				     logical.buf[n - 1] == '\r'))
				n--;
			if (!n || logical.buf[n - 1] != '\\') {
				logical.len = n;
				logical.buf[n] = '\0';
				break;
			}
			logical.len = n - 1;
			logical.buf[n - 1] = ' ';
			if (getline(&buf, &cap, f) <= 0)
				break;
			lineno++;
			sb_add(&logical, buf);
		}
		l = logical.buf ? logical.buf : (char *)"";
		l[strcspn(l, "#")] = '\0';
		while (isspace((unsigned char)*l))
			l++;
		op = strstr(l, "+=");
		if (!op)
			op = strstr(l, ":=");
		if (!op && (op = strchr(l, '=')) && op > l &&
		    strchr("!?", op[-1]))
			op = NULL;
		if (op && strncmp(l, "if", 2)) {
			char *lhs = xstrndup(l, (size_t)(op - l));
			size_t n = strlen(lhs);

			while (n && isspace((unsigned char)lhs[n - 1]))
				lhs[--n] = '\0';
			assignment(r, rel, first, lhs,
				   op + (op[0] == '=' ? 1 : 2));
			free(lhs);
		} else {
			directive(r, rel, l);
		}
	}
	free(buf);
	sb_release(&logical);
	fclose(f);
	r->depth--;
	return 0;
}

/* Composite parts inherit the symbol (and guard) of the object they build. */
static void resolve_composites(struct kbuild_makefile *mk)
{
	size_t i, j;

	for (i = 0; i < mk->n; i++) {
		struct kbuild_obj *o = &mk->objs[i];

		if (!o->part)
			continue;
		o->part = 0;
		o->composite = 1;
		for (j = 0; j < mk->n; j++) {
			struct kbuild_obj *c = &mk->objs[j];

			if (j == i || c->part || strcmp(c->obj, o->sym))
				continue;
			free(o->sym);
			free(o->guard);
			o->sym = c->sym ? xstrdup(c->sym) : NULL;
			o->guard = c->guard ? xstrdup(c->guard) : NULL;
			break;
		}
		if (j == mk->n) {
			/* Unresolved composite: nothing known builds it. */
			free(o->sym);
			o->sym = NULL;
		}
	}
}

int kbuild_read(const char *tree, const char *dir, struct kbuild_makefile *mk,
		struct bf_error *e)
{
	struct mk_reader r = { tree, dir, mk, { 0 }, 0, 0 };
	char *rel = xasprintf("%s/Makefile", dir);
	int rc;

	memset(mk, 0, sizeof(*mk));
	rc = read_mk(&r, rel);
	while (r.n_guards)
		free(r.guards[--r.n_guards]);
	if (rc) {
		bf_err(e, "%s/%s: cannot read", tree, rel);
		free(rel);
		return -1;
	}
	free(rel);
	resolve_composites(mk);
	return 0;
}

void kbuild_free(struct kbuild_makefile *mk)
{
	size_t i;

	for (i = 0; i < mk->n; i++) {
		free(mk->objs[i].obj);
		free(mk->objs[i].sym);
		free(mk->objs[i].guard);
		free(mk->objs[i].file);
	}
	free(mk->objs);
	memset(mk, 0, sizeof(*mk));
}

const struct kbuild_obj *kbuild_find(const struct kbuild_makefile *mk,
				     const char *obj)
{
	size_t i;

	for (i = 0; i < mk->n; i++)
		if (!strcmp(mk->objs[i].obj, obj))
			return &mk->objs[i];
	return NULL;
}
