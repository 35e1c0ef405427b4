// SPDX-License-Identifier: GPL-2.0
/*
 * A family's devicetree machines, read from the tree's text: each
 * DT_MACHINE_START of the .c files of arch/arm/mach-<family>, its dt_compat strings,
 * and the calls its callbacks (.map_io, .init_early, .init_irq,
 * .init_time, .init_machine, .init_late) and its file's initcalls make,
 * followed through the functions the family's .c files define. The kernel
 * style the family's files keep (a function's braces alone at column 0)
 * is what tells a definition.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert/conv.h"
#include "convert/dt_machine.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/socdt.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/* A function a family file defines. */
struct dtm_fn {
	char *name, *file; /* file: "mach-davinci/da8xx-dt.c" */
	unsigned line;
	const char *body, *end; /* from its '{' to its '}', in the text */
	int board; /* its file is board code: a MACH_ option builds it */
};

/* A call a DT machine makes: callee, arguments as written, the caller */
struct dtm_reach {
	char *fn, *args, *via;
};

struct dtm_mach {
	char *id, *file;
	unsigned line;
	char **compat;
	size_t ncompat, acompat;
	struct dtm_reach *reach;
	size_t nreach, areach;
};

struct dtm_family {
	char *kdir, *family;
	char **texts; /* comment-free file texts the functions point into */
	size_t ntexts, atexts;
	struct dtm_fn *fns;
	size_t nfns, afns;
	struct dtm_mach *m;
	size_t nm, am;
};

/* Room for one more element of @arr. */
#define GROW(arr, n, alloc)                                                \
	do {                                                               \
		if ((n) == (alloc)) {                                      \
			(alloc) = (alloc) ? 2 * (alloc) : 8;               \
			(arr) = xrealloc((arr), (alloc) * sizeof(*(arr))); \
		}                                                          \
	} while (0)

struct dt_machines {
	struct dtm_family *f;
	size_t n, a;
};

struct dt_machines *dt_machines_new(void)
{
	return xcalloc(1, sizeof(struct dt_machines));
}

static void family_free(struct dtm_family *f)
{
	size_t i, k;

	for (i = 0; i < f->ntexts; i++)
		free(f->texts[i]);
	for (i = 0; i < f->nfns; i++) {
		free(f->fns[i].name);
		free(f->fns[i].file);
	}
	for (i = 0; i < f->nm; i++) {
		struct dtm_mach *m = &f->m[i];

		for (k = 0; k < m->ncompat; k++)
			free(m->compat[k]);
		for (k = 0; k < m->nreach; k++) {
			free(m->reach[k].fn);
			free(m->reach[k].args);
			free(m->reach[k].via);
		}
		free(m->compat);
		free(m->reach);
		free(m->id);
		free(m->file);
	}
	free(f->texts);
	free(f->fns);
	free(f->m);
	free(f->kdir);
	free(f->family);
}

void dt_machines_free(struct dt_machines *dm)
{
	size_t i;

	if (!dm)
		return;
	for (i = 0; i < dm->n; i++)
		family_free(&dm->f[i]);
	free(dm->f);
	free(dm);
}

static int is_id(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') ||
	       (ch >= '0' && ch <= '9') || ch == '_';
}

/* Comments become spaces (their newlines kept): lines still count. */
static void strip_comments(char *s)
{
	char *p = s;

	while (*p) {
		if (*p == '"' || *p == '\'') {
			char q = *p++;

			while (*p && *p != q && *p != '\n') {
				if (*p == '\\' && p[1])
					p++;
				p++;
			}
			if (*p)
				p++;
		} else if (p[0] == '/' && p[1] == '*') {
			for (; *p && !(p[0] == '*' && p[1] == '/'); p++)
				if (*p != '\n')
					*p = ' ';
			if (*p)
				p[0] = p[1] = ' ';
		} else if (p[0] == '/' && p[1] == '/') {
			for (; *p && *p != '\n'; p++)
				*p = ' ';
		} else {
			p++;
		}
	}
}

static unsigned line_of(const char *text, const char *at)
{
	unsigned n = 1;

	for (; text < at; text++)
		n += *text == '\n';
	return n;
}

/* The text inside the parentheses opening at @open, without blanks. */
static char *args_at(const char *open, const char *limit)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p;
	int depth = 0;

	for (p = open; p < limit && *p; p++) {
		if (*p == '(' && !depth++)
			continue;
		if (*p == ')' && !--depth)
			break;
		if (*p != ' ' && *p != '\t' && *p != '\n')
			sb_addch(&sb, *p);
	}
	sb_add(&sb, "");
	return sb_detach(&sb);
}

/* Functions whose '{' stands alone at column 0, in kernel style. */
static void index_functions(struct dtm_family *f, const char *rel,
			    const char *text)
{
	const char *p;

	for (p = strstr(text, "\n{\n"); p; p = strstr(p + 1, "\n{\n")) {
		const char *hs = p, *open, *n, *end;
		struct dtm_fn *fn;

		/* the header: the lines above, up to a blank or a ';' '}' '#' */
		while (hs > text) {
			const char *ls = hs - 1;

			while (ls > text && ls[-1] != '\n')
				ls--;
			if (ls == hs - 1 || *ls == '#' || hs[-2] == ';' ||
			    hs[-2] == '}')
				break;
			hs = ls;
		}
		open = memchr(hs, '(', p - hs);
		if (!open || memchr(hs, '=', p - hs))
			continue;
		n = open;
		while (n > hs && (n[-1] == ' ' || n[-1] == '\t'))
			n--;
		end = n;
		while (n > hs && is_id(n[-1]))
			n--;
		if (n == end)
			continue;
		end = strstr(p + 1, "\n}");
		if (!end)
			break;
		GROW(f->fns, f->nfns, f->afns);
		fn = &f->fns[f->nfns++];
		memset(fn, 0, sizeof(*fn));
		fn->name = xstrndup(n, open - n);
		while (fn->name[0] && !is_id(fn->name[strlen(fn->name) - 1]))
			fn->name[strlen(fn->name) - 1] = '\0';
		fn->file = xstrdup(rel);
		fn->line = line_of(text, hs);
		fn->body = p + 1;
		fn->end = end + 1;
	}
}

static const struct dtm_fn *family_fn(const struct dtm_family *f,
				      const char *name)
{
	size_t i;

	for (i = 0; i < f->nfns; i++)
		if (!strcmp(f->fns[i].name, name))
			return &f->fns[i];
	return NULL;
}

static void add_reach(struct dtm_mach *m, const char *fn, char *args,
		      const char *via)
{
	GROW(m->reach, m->nreach, m->areach);
	m->reach[m->nreach].fn = xstrdup(fn);
	m->reach[m->nreach].args = args;
	m->reach[m->nreach].via = xstrdup(via);
	m->nreach++;
}

static int reached(const struct dtm_mach *m, const char *fn)
{
	size_t i;

	for (i = 0; i < m->nreach; i++)
		if (!strcmp(m->reach[i].fn, fn))
			return 1;
	return 0;
}

static const char *const not_calls[] = { "if",	    "while",	   "for",
					 "switch",  "return",	   "sizeof",
					 "defined", "__alignof__", "typeof" };

/* The calls of @fn's body; the family's callees followed once each. */
static void walk(const struct dtm_family *f, struct dtm_mach *m,
		 const char *name)
{
	const struct dtm_fn *fn = family_fn(f, name);
	const char *p;
	size_t k;

	if (!fn)
		return;
	for (p = fn->body; p < fn->end; p++) {
		const char *s = p, *e;
		char *callee;

		if (*p == '#' && p[-1] == '\n') {
			p = strchr(p, '\n');
			if (!p)
				return;
			continue;
		}
		if (!is_id(*p) || is_id(p[-1]) || (*p >= '0' && *p <= '9'))
			continue;
		while (is_id(*p))
			p++;
		e = p;
		while (*e == ' ' || *e == '\t')
			e++;
		if (*e != '(' || s[-1] == '.' || s[-1] == '>')
			continue;
		callee = xstrndup(s, p - s);
		for (k = 0; k < sizeof(not_calls) / sizeof(not_calls[0]); k++)
			if (!strcmp(callee, not_calls[k]))
				break;
		if (k == sizeof(not_calls) / sizeof(not_calls[0])) {
			int seen = reached(m, callee);

			add_reach(m, callee, args_at(e, fn->end), name);
			if (!seen)
				walk(f, m, callee);
		}
		free(callee);
		p--;
	}
}

/* "name[] ... = { "a", "b", NULL }" of @text: its strings */
static void read_compat(struct dtm_mach *m, const char *text, const char *arr)
{
	size_t n = strlen(arr);
	const char *p, *e;

	for (p = strstr(text, arr); p; p = strstr(p + 1, arr))
		if (!is_id(p[-1]) && p[n] == '[')
			break;
	if (!p || !(p = strchr(p, '{')) || !(e = strchr(p, '}')))
		return;
	while ((p = memchr(p, '"', e - p))) {
		const char *q = memchr(p + 1, '"', e - p - 1);

		if (!q)
			break;
		GROW(m->compat, m->ncompat, m->acompat);
		m->compat[m->ncompat++] = xstrndup(p + 1, q - p - 1);
		p = q + 1;
	}
}

static const char *const callbacks[] = { ".map_io",	  ".init_early",
					 ".init_irq",	  ".init_time",
					 ".init_machine", ".init_late" };

/* The DT_MACHINE_STARTs of @text, with the initcalls of their file. */
static void index_machines(struct dtm_family *f, const char *rel,
			   const char *text)
{
	const char *p, *q;
	size_t k;

	for (p = strstr(text, "DT_MACHINE_START("); p;
	     p = strstr(p + 1, "DT_MACHINE_START(")) {
		const char *id = p + 17, *end = strstr(p, "MACHINE_END");
		struct dtm_mach *m;

		if (!end || p[-1] != '\n')
			continue;
		GROW(f->m, f->nm, f->am);
		m = &f->m[f->nm++];
		memset(m, 0, sizeof(*m));
		m->id = xstrndup(id, strcspn(id, ", )"));
		m->file = xstrdup(rel);
		m->line = line_of(text, p);
		for (q = id; q < end; q++) {
			char *val;

			if (*q != '.' || !is_id(q[1]))
				continue;
			val = (char *)q + strcspn(q, "=\n");
			if (*val != '=')
				continue;
			val++;
			val += strspn(val, " \t");
			val = xstrndup(val, strcspn(val, ", \t\n"));
			if (!strncmp(q, ".dt_compat", 10))
				read_compat(m, text, val);
			for (k = 0;
			     k < sizeof(callbacks) / sizeof(callbacks[0]); k++)
				if (!strncmp(q, callbacks[k],
					     strlen(callbacks[k])) &&
				    !is_id(q[strlen(callbacks[k])])) {
					add_reach(m, val, xstrdup(""),
						  callbacks[k]);
					walk(f, m, val);
				}
			free(val);
		}
		/* arch_initcall(fn) and its kin in the machine's file */
		for (q = strstr(text, "initcall("); q;
		     q = strstr(q + 1, "initcall(")) {
			const char *ls = q;
			char *fn;

			while (ls > text && is_id(ls[-1]))
				ls--;
			if (ls > text && ls[-1] != '\n')
				continue;
			fn = xstrndup(q + 9, strcspn(q + 9, ") \t"));
			add_reach(m, fn, xstrdup(""), "an initcall");
			walk(f, m, fn);
			free(fn);
		}
	}
}

/*
 * Files a board option builds (obj-$(CONFIG_MACH_COLIBRI_EVALBOARD) +=
 * colibri-evalboard.o): their functions are board code, the boards'.
 */
static void mark_board_code(struct dtm_family *f, const char *kdir)
{
	struct kbuild_makefile mk = { 0 };
	struct bf_error e = { { 0 } };
	char *dir = xasprintf("arch/arm/mach-%s", f->family);
	size_t i, k;

	if (kbuild_read(kdir, dir, &mk, &e))
		mk.n = 0;
	for (i = 0; i < mk.n; i++) {
		const struct kbuild_obj *o = &mk.objs[i];
		size_t len = strlen(o->obj);
		char *rel;

		if (!o->sym || strncmp(o->sym, "MACH_", 5) || len < 3)
			continue;
		rel = xasprintf("mach-%s/%.*s.c", f->family, (int)(len - 2),
				o->obj);
		for (k = 0; k < f->nfns; k++)
			if (!strcmp(f->fns[k].file, rel))
				f->fns[k].board = 1;
		free(rel);
	}
	kbuild_free(&mk);
	free(dir);
}

static struct dtm_family *family_load(struct dt_machines *dm, const char *kdir,
				      const char *family)
{
	struct dtm_family *f;
	struct strbuf dir = STRBUF_INIT;
	struct dirent **ents;
	char **rels;
	size_t t;
	int n, i;

	for (t = 0; t < dm->n; t++)
		if (!strcmp(dm->f[t].kdir, kdir) &&
		    !strcmp(dm->f[t].family, family))
			return &dm->f[t];
	GROW(dm->f, dm->n, dm->a);
	f = &dm->f[dm->n++];
	memset(f, 0, sizeof(*f));
	f->kdir = xstrdup(kdir);
	f->family = xstrdup(family);
	sb_addf(&dir, "%s/arch/arm/mach-%s", kdir, family);
	n = scandir(sb_str(&dir), &ents, NULL, alphasort);
	rels = xcalloc(n > 0 ? n : 1, sizeof(*rels));
	/* every file's functions first: a machine's walk crosses files */
	for (i = 0; i < n; i++) {
		const char *nm = ents[i]->d_name;
		size_t len = strlen(nm);
		struct strbuf path = STRBUF_INIT, text = STRBUF_INIT;

		if (len < 3 || strcmp(nm + len - 2, ".c"))
			continue;
		sb_addf(&path, "%s/%s", sb_str(&dir), nm);
		if (!file_read_all(sb_str(&path), &text)) {
			char *s = sb_detach(&text);
			struct strbuf rel = STRBUF_INIT;

			sb_addf(&rel, "mach-%s/%s", family, nm);
			strip_comments(s);
			GROW(f->texts, f->ntexts, f->atexts);
			rels[f->ntexts] = sb_detach(&rel);
			f->texts[f->ntexts++] = s;
			index_functions(f, rels[f->ntexts - 1], s);
		}
		sb_release(&path);
		sb_release(&text);
	}
	mark_board_code(f, kdir);
	for (t = 0; t < f->ntexts; t++) {
		index_machines(f, rels[t], f->texts[t]);
		free(rels[t]);
	}
	free(rels);
	for (i = 0; i < n; i++)
		free(ents[i]);
	if (n > 0)
		free(ents);
	sb_release(&dir);
	return f;
}

/* @s's arguments as written, without blanks */
static char *step_args(const struct step *s)
{
	const char *p = strstr(s->text, s->fn);

	p = p ? strchr(p, '(') : NULL;
	return p ? args_at(p, p + strlen(p)) : NULL;
}

static int has_compat(const struct dtm_mach *m, const char *compat)
{
	size_t i;

	for (i = 0; compat && i < m->ncompat; i++)
		if (!strcmp(m->compat[i], compat))
			return 1;
	return 0;
}

size_t dt_machine_root_compats(struct conv *c, const char **out, size_t max)
{
	const struct soc_node *root = c->sdt && !soc_generated_ctrls(c->soc) ?
					      soc_dt_find_by_path(c->sdt, "/") :
					      NULL;
	const struct dtm_family *f =
		c->dtm && c->b->family ?
			family_load(c->dtm, c->kdir, c->b->family) :
			NULL;
	size_t n = 0, i, k;

	if (c->soc && c->soc->compatible && n < max)
		out[n++] = c->soc->compatible;
	for (i = 0; root && f && i < root->ncompat && n < max; i++) {
		int have = 0, taken = 0;

		for (k = 0; k < n; k++)
			have |= !strcmp(out[k], root->compatibles[i]);
		for (k = 0; k < f->nm; k++)
			taken |= has_compat(&f->m[k], root->compatibles[i]);
		if (!have && taken)
			out[n++] = root->compatibles[i];
	}
	return n;
}

/* Does DT machine @m take a board whose root lists @compats? */
static int takes(const struct dtm_mach *m, const char *const *compats, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (has_compat(m, compats[i]))
			return 1;
	return 0;
}

/*
 * The machine record's callback whose body made call @s, when it is one a
 * devicetree boot replaces whole: the interrupt controllers (.init_irq)
 * and the timer (.init_time) come from the .dtsi there. Returns the
 * callback's field (".init_irq"), its function in *@fn; NULL: another.
 */
static const char *record_role(const struct conv *c, const struct step *s,
			       const char **fn)
{
	size_t n = s->via ? strcspn(s->via, ">") : 0;

	*fn = NULL;
	if (!n)
		return NULL;
	if (c->m->init_irq && strlen(c->m->init_irq) == n &&
	    !strncmp(s->via, c->m->init_irq, n)) {
		*fn = c->m->init_irq;
		return ".init_irq";
	}
	if (c->m->init_time && strlen(c->m->init_time) == n &&
	    !strncmp(s->via, c->m->init_time, n)) {
		*fn = c->m->init_time;
		return ".init_time";
	}
	return NULL;
}

/* What the kernel runs for a DT machine without callback @role. */
static const char *role_default(const char *role)
{
	return !strcmp(role, ".init_irq") ? "irqchip_init()" :
					    "of_clk_init() and timer_probe()";
}

int dt_machine_call(struct conv *c, const struct step *s)
{
	const struct dtm_family *f;
	const struct dtm_fn *def;
	const struct dtm_mach *mine = NULL, *om = NULL;
	const struct dtm_reach *other = NULL;
	const char *compat = c->soc ? c->soc->compatible : NULL;
	const char *board = strrchr(c->b->rel, '/');
	const char *compats[8];
	struct item *it;
	const char *role, *cb;
	char *args;
	size_t i, k, ncompats;

	if (!c->dtm || !c->b->family || !s->fn || !s->text)
		return 0;
	f = family_load(c->dtm, c->kdir, c->b->family);
	def = family_fn(f, s->fn);
	/* board code, its own or another file's, is the board's */
	if (def &&
	    (def->board ||
	     (board && strlen(def->file) > strlen(board) &&
	      !strcmp(def->file + strlen(def->file) - strlen(board), board))))
		return 0;
	args = step_args(s);
	ncompats = dt_machine_root_compats(c, compats, 8);
	for (i = 0; i < f->nm; i++) {
		const struct dtm_mach *m = &f->m[i];

		if (!takes(m, compats, ncompats))
			continue;
		for (k = 0; k < m->nreach; k++) {
			const struct dtm_reach *r = &m->reach[k];

			if (strcmp(r->fn, s->fn))
				continue;
			if (args && !strcmp(r->args, args)) {
				it = report_add(c->r, c->m->id, "call", s->text,
						s->line);
				item_fate(c->r, it, FATE_CONVERTED,
					  "the DT machine %s (%s:%u) calls it "
					  "too (%s %s%s)",
					  m->id, m->file, m->line,
					  r->via[0] == '.' ? "as its" : "from",
					  r->via, is_id(*r->via) ? "()" : "");
				free(args);
				return 1;
			}
			other = r;
			om = m;
		}
		if (!mine)
			mine = m;
	}
	free(args);
	if (!def && !other)
		return 0;
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	role = record_role(c, s, &cb);
	if (mine && !other && role) {
		/* zeus_init_irq() calls pxa27x_init_irq(), then its own */
		for (k = 0; k < mine->nreach; k++)
			if (!strcmp(mine->reach[k].via, role))
				break;
		item_fate(c->r, it, FATE_CONVERTED,
			  "the board's %s %s() makes this call; the DT machine "
			  "%s (%s:%u) has %s%s%s, which sets the SoC up from "
			  "the .dtsi in its place",
			  role, cb, mine->id, mine->file, mine->line,
			  k < mine->nreach ? "its own, " :
					     "none: the kernel's ",
			  k < mine->nreach ? mine->reach[k].fn :
					     role_default(role),
			  k < mine->nreach ? "()" : "");
		return 1;
	}
	if (other)
		item_fate(c->r, it, FATE_TODO,
			  "the DT machine %s (%s:%u) calls it with other "
			  "arguments (%s(%s) in %s()): the board's are not "
			  "made",
			  om->id, om->file, om->line, other->fn, other->args,
			  other->via);
	else if (mine)
		item_fate(c->r, it, FATE_TODO,
			  "the DT machine %s (%s:%u) does not reach it: a "
			  "devicetree boot does not call it",
			  mine->id, mine->file, mine->line);
	else if (f->nm)
		item_fate(c->r, it, FATE_TODO,
			  "no DT machine of mach-%s takes \"%s\" (%s at %s:%u "
			  "takes \"%s\"%s): no devicetree boot of this SoC "
			  "makes it",
			  f->family, compat ? compat : "the SoC", f->m[0].id,
			  f->m[0].file, f->m[0].line,
			  f->m[0].ncompat ?
				  f->m[0].compat[f->m[0].ncompat - 1] :
				  "none",
			  f->nm > 1 ? ", and others" : "");
	else
		item_fate(c->r, it, FATE_TODO,
			  "mach-%s has no DT machine (DT_MACHINE_START) in "
			  "this tree: no devicetree boot makes it",
			  f->family);
	return 1;
}
