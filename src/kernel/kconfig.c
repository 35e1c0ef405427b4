// SPDX-License-Identifier: GPL-2.0
/*
 * Kconfig reader, see kconfig.h.  One pass over each file, line by line:
 * a line is split into tokens (words, strings, operators, $(...) macros),
 * its first token decides what it is.  Blocks (if/menu/choice) keep their
 * condition on a stack; every config entry gets the AND of its own
 * `depends on` lines and the stack, which is what Kconfig itself does.
 */
#include "kernel/kconfig.h"

#include "lib/fileio.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KC_HASH 8192

struct kbucket {
	struct ksym *sym;
	struct kbucket *next;
};

struct kconfig {
	struct kbucket *table[KC_HASH];
	size_t count;
	size_t missing;
	char *tree;
};

/* ---------------------------------------------------------------- symbols */

static unsigned hash(const char *s)
{
	unsigned h = 5381;

	while (*s)
		h = h * 33 + (unsigned char)*s++;
	return h % KC_HASH;
}

const struct ksym *kconfig_sym(const struct kconfig *kc, const char *name)
{
	struct kbucket *b;

	for (b = kc->table[hash(name)]; b; b = b->next)
		if (!strcmp(b->sym->name, name))
			return b->sym;
	return NULL;
}

static struct ksym *sym_get(struct kconfig *kc, const char *name)
{
	struct ksym *s = (struct ksym *)kconfig_sym(kc, name);
	struct kbucket *b;
	unsigned h;

	if (s)
		return s;
	s = xcalloc(1, sizeof(*s));
	s->name = xstrdup(name);
	h = hash(name);
	b = xmalloc(sizeof(*b));
	b->sym = s;
	b->next = kc->table[h];
	kc->table[h] = b;
	kc->count++;
	return s;
}

size_t kconfig_count(const struct kconfig *kc)
{
	return kc->count;
}

size_t kconfig_missing_sources(const struct kconfig *kc)
{
	return kc->missing;
}

/* ------------------------------------------------------------ expressions */

static struct kexpr *kx_new(enum kexpr_op op, const char *name, struct kexpr *l,
			    struct kexpr *r)
{
	struct kexpr *x = xcalloc(1, sizeof(*x));

	x->op = op;
	x->name = name ? xstrdup(name) : NULL;
	x->l = l;
	x->r = r;
	return x;
}

static struct kexpr *kx_clone(const struct kexpr *x)
{
	if (!x)
		return NULL;
	return kx_new(x->op, x->name, kx_clone(x->l), kx_clone(x->r));
}

void kexpr_free(struct kexpr *x)
{
	if (!x)
		return;
	kexpr_free(x->l);
	kexpr_free(x->r);
	free(x->name);
	free(x);
}

static struct kexpr *kx_and(struct kexpr *a, struct kexpr *b)
{
	if (!a)
		return b;
	if (!b)
		return a;
	return kx_new(KE_AND, NULL, a, b);
}

void kexpr_print(const struct kexpr *x, struct strbuf *sb)
{
	if (!x)
		return;
	switch (x->op) {
	case KE_SYM:
		sb_add(sb, x->name);
		break;
	case KE_NOT:
		sb_add(sb, "!");
		kexpr_print(x->l, sb);
		break;
	case KE_CMP:
		kexpr_print(x->l, sb);
		sb_addf(sb, " %s ", x->name);
		kexpr_print(x->r, sb);
		break;
	case KE_AND:
	case KE_OR:
		sb_add(sb, "(");
		kexpr_print(x->l, sb);
		sb_add(sb, x->op == KE_AND ? " && " : " || ");
		kexpr_print(x->r, sb);
		sb_add(sb, ")");
		break;
	}
}

/* ----------------------------------------------------------------- tokens */

struct toks {
	char **v;
	size_t n, alloc;
};

static void toks_free(struct toks *t)
{
	size_t i;

	for (i = 0; i < t->n; i++)
		free(t->v[i]);
	free(t->v);
	memset(t, 0, sizeof(*t));
}

/*
 * Splits one logical line.  Strings keep their quotes so that the parser
 * can tell "y" from y; a $(...) macro is one token; '#' starts a comment.
 */
static void tokenize(const char *p, struct toks *t)
{
	while (*p) {
		const char *s = p;

		if (isspace((unsigned char)*p)) {
			p++;
			continue;
		}
		if (*p == '#')
			break;
		if (*p == '"' || *p == '\'') {
			char q = *p++;

			while (*p && *p != q) {
				if (*p == '\\' && p[1])
					p++;
				p++;
			}
			if (*p)
				p++;
		} else if (p[0] == '$' && p[1] == '(') {
			int depth = 0;

			do {
				if (*p == '(')
					depth++;
				else if (*p == ')')
					depth--;
				p++;
			} while (*p && depth > 0);
		} else if (!strncmp(p, "&&", 2) || !strncmp(p, "||", 2) ||
			   !strncmp(p, "!=", 2) || !strncmp(p, "<=", 2) ||
			   !strncmp(p, ">=", 2)) {
			p += 2;
		} else if (strchr("!()=<>", *p)) {
			p++;
		} else {
			while (*p && !isspace((unsigned char)*p) &&
			       !strchr("!()=<>&|\"'#", *p))
				p++;
			if (p == s)
				p++;
		}
		VEC_PUSH(t->v, t->n, t->alloc, xstrndup(s, (size_t)(p - s)));
	}
}

static char *unquote(const char *s)
{
	size_t n = strlen(s);
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	if (n < 2 || (s[0] != '"' && s[0] != '\''))
		return xstrdup(s);
	for (i = 1; i + 1 < n; i++) {
		if (s[i] == '\\' && i + 2 < n)
			i++;
		sb_addch(&sb, s[i]);
	}
	return sb_detach(&sb);
}

/* ----------------------------------------------------- expression parser */

struct xp {
	char **v;
	size_t n, i;
	int bad;
};

static const char *xp_peek(struct xp *p)
{
	return p->i < p->n ? p->v[p->i] : NULL;
}

static struct kexpr *xp_or(struct xp *p);

static int is_cmp(const char *t)
{
	static const char *const ops[] = { "=", "!=", "<", "<=", ">", ">=" };
	size_t i;

	for (i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (t && !strcmp(t, ops[i]))
			return 1;
	return 0;
}

static struct kexpr *xp_primary(struct xp *p)
{
	const char *t = xp_peek(p);
	struct kexpr *x;

	if (!t || !strcmp(t, ")") || !strcmp(t, "&&") || !strcmp(t, "||") ||
	    is_cmp(t)) {
		p->bad = 1;
		return NULL;
	}
	p->i++;
	if (!strcmp(t, "!"))
		return kx_new(KE_NOT, NULL, xp_primary(p), NULL);
	if (!strcmp(t, "(")) {
		x = xp_or(p);
		if (!xp_peek(p) || strcmp(xp_peek(p), ")"))
			p->bad = 1;
		else
			p->i++;
		return x;
	}
	{
		char *name = unquote(t);

		x = kx_new(KE_SYM, name, NULL, NULL);
		free(name);
	}
	if (is_cmp(xp_peek(p))) {
		const char *op = xp_peek(p);
		struct kexpr *r;

		p->i++;
		r = xp_primary(p);
		return kx_new(KE_CMP, op, x, r);
	}
	return x;
}

static struct kexpr *xp_and(struct xp *p)
{
	struct kexpr *x = xp_primary(p);

	while (!p->bad && xp_peek(p) && !strcmp(xp_peek(p), "&&")) {
		p->i++;
		x = kx_new(KE_AND, NULL, x, xp_primary(p));
	}
	return x;
}

static struct kexpr *xp_or(struct xp *p)
{
	struct kexpr *x = xp_and(p);

	while (!p->bad && xp_peek(p) && !strcmp(xp_peek(p), "||")) {
		p->i++;
		x = kx_new(KE_OR, NULL, x, xp_and(p));
	}
	return x;
}

/* Parses tokens v[from..n), stopping before a top-level `if`. */
static struct kexpr *parse_tokens(char **v, size_t n, int *bad)
{
	struct xp p = { v, n, 0, 0 };
	struct kexpr *x = xp_or(&p);

	if (p.bad || p.i != n) {
		*bad = 1;
		kexpr_free(x);
		return NULL;
	}
	return x;
}

struct kexpr *kexpr_parse(const char *text)
{
	struct toks t = { 0 };
	struct kexpr *x;
	int bad = 0;

	tokenize(text, &t);
	x = parse_tokens(t.v, t.n, &bad);
	toks_free(&t);
	return x;
}

/* Index of a top-level `if` in v[from..n), or n. */
static size_t find_if(char **v, size_t from, size_t n)
{
	size_t i;

	for (i = from; i < n; i++)
		if (!strcmp(v[i], "if"))
			return i;
	return n;
}

/* ----------------------------------------------------------------- reader */

enum block_kind { B_IF, B_MENU, B_CHOICE };

struct block {
	enum block_kind kind;
	struct kexpr *cond;
};

struct reader {
	struct kconfig *kc;
	struct block *blocks;
	size_t n_blocks, alloc_blocks;
	struct kdef *cur; /* entry that attributes apply to */
	struct block *cur_block; /* menu/choice whose attributes follow */
	int depth;
	unsigned choices; /* choice blocks read so far */
	unsigned in_choice; /* the open one, 0 when none */
	char *choice_default; /* its `default` symbol, or NULL */
	int choice_members; /* members of it read so far */
};

static struct kexpr *stack_cond(struct reader *r)
{
	struct kexpr *x = NULL;
	size_t i;

	for (i = 0; i < r->n_blocks; i++)
		x = kx_and(x, kx_clone(r->blocks[i].cond));
	return x;
}

static void push_block(struct reader *r, enum block_kind k, struct kexpr *c)
{
	struct block b = { k, c };

	VEC_PUSH(r->blocks, r->n_blocks, r->alloc_blocks, b);
}

static void pop_block(struct reader *r, enum block_kind k)
{
	/* Unbalanced input: pop the nearest block of that kind, if any. */
	while (r->n_blocks) {
		struct block *b = &r->blocks[--r->n_blocks];

		kexpr_free(b->cond);
		if (b->kind == k)
			break;
	}
}

static int read_file(struct reader *r, const char *rel, int optional);

static char *subst_vars(const char *s)
{
	struct strbuf sb = STRBUF_INIT;

	while (*s) {
		if (!strncmp(s, "$(SRCARCH)", 10) ||
		    !strncmp(s, "$(ARCH)", 7)) {
			sb_add(&sb, "arm");
			s += s[2] == 'S' ? 10 : 7;
		} else {
			sb_addch(&sb, *s++);
		}
	}
	return sb_detach(&sb);
}

static void do_source(struct reader *r, const char *cur_file, char **v,
		      size_t n)
{
	int optional = !strcmp(v[0], "osource") || !strcmp(v[0], "orsource");
	int relative = !strcmp(v[0], "rsource") || !strcmp(v[0], "orsource");
	char *path, *arg;

	if (n < 2)
		return;
	arg = unquote(v[1]);
	path = subst_vars(arg);
	free(arg);
	if (relative) {
		const char *slash = strrchr(cur_file, '/');
		char *full = slash ? xasprintf("%.*s/%s",
					       (int)(slash - cur_file),
					       cur_file, path) :
				     xstrdup(path);

		free(path);
		path = full;
	}
	if (strstr(path, "$(")) {
		/* An unknown macro: not a file we can name. */
		free(path);
		r->kc->missing++;
		return;
	}
	read_file(r, path, optional);
	free(path);
}

static struct kdef *new_entry(struct reader *r, const char *name,
			      const char *file, unsigned line)
{
	struct ksym *s = sym_get(r->kc, name);
	struct kdef *d = xcalloc(1, sizeof(*d));

	d->file = xstrdup(file);
	d->line = line;
	d->deps = stack_cond(r);
	if (r->in_choice) {
		d->choice = r->in_choice;
		d->choice_default = r->choice_default ?
					    !strcmp(r->choice_default, name) :
					    !r->choice_members;
		r->choice_members++;
	}
	VEC_PUSH(s->defs, s->n_defs, s->alloc_defs, d);
	return d;
}

static void add_depends(struct reader *r, char **v, size_t n, unsigned line)
{
	int bad = 0;
	struct kexpr *x = parse_tokens(v, n, &bad);

	if (!x)
		return;
	if (r->cur) {
		r->cur->deps = kx_and(r->cur->deps, x);
		if (!r->cur->deps_line)
			r->cur->deps_line = line;
	} else if (r->cur_block) {
		r->cur_block->cond = kx_and(r->cur_block->cond, x);
	} else {
		kexpr_free(x);
	}
}

static void set_prompt(struct reader *r, char **v, size_t n)
{
	if (!r->cur || n == 0 || (v[0][0] != '"' && v[0][0] != '\''))
		return;
	if (!r->cur->prompt)
		r->cur->prompt = unquote(v[0]);
}

static void add_select(struct reader *r, char **v, size_t n)
{
	struct kselect sel;
	size_t iff;
	int bad = 0;

	if (!r->cur || n == 0)
		return;
	iff = find_if(v, 1, n);
	sel.sym = xstrdup(v[0]);
	sel.cond = iff < n ? parse_tokens(v + iff + 1, n - iff - 1, &bad) :
			     NULL;
	VEC_PUSH(r->cur->selects, r->cur->n_selects, r->cur->alloc_selects,
		 sel);
}

static int is_type(const char *w)
{
	static const char *const types[] = { "bool",	    "tristate",
					     "string",	    "int",
					     "hex",	    "def_bool",
					     "def_tristate" };
	size_t i;

	for (i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (!strcmp(w, types[i]))
			return 1;
	return 0;
}

static size_t indent_of(const char *l)
{
	size_t col = 0;

	for (; *l == ' ' || *l == '\t'; l++)
		col = *l == '\t' ? (col / 8 + 1) * 8 : col + 1;
	return col;
}

static int blank(const char *l)
{
	while (*l && isspace((unsigned char)*l))
		l++;
	return !*l;
}

/* One logical line; returns 1 when it starts a help block. */
static int do_line(struct reader *r, const char *file, unsigned lineno,
		   const char *line)
{
	struct toks t = { 0 };
	char **v;
	size_t n;
	int help = 0;

	tokenize(line, &t);
	v = t.v;
	n = t.n;
	if (!n)
		goto out;
	if (!strcmp(v[0], "config") || !strcmp(v[0], "menuconfig")) {
		r->cur = n > 1 ? new_entry(r, v[1], file, lineno) : NULL;
		r->cur_block = NULL;
	} else if (!strcmp(v[0], "choice")) {
		r->cur = NULL;
		push_block(r, B_CHOICE, NULL);
		r->cur_block = &r->blocks[r->n_blocks - 1];
		r->in_choice = ++r->choices;
		r->choice_members = 0;
	} else if (!strcmp(v[0], "endchoice")) {
		r->cur = NULL;
		r->cur_block = NULL;
		pop_block(r, B_CHOICE);
		r->in_choice = 0;
		free(r->choice_default);
		r->choice_default = NULL;
	} else if (!strcmp(v[0], "default") && n > 1 && !r->cur &&
		   r->cur_block && r->cur_block->kind == B_CHOICE) {
		free(r->choice_default);
		r->choice_default = xstrdup(v[1]);
	} else if (!strcmp(v[0], "menu")) {
		r->cur = NULL;
		push_block(r, B_MENU, NULL);
		r->cur_block = &r->blocks[r->n_blocks - 1];
	} else if (!strcmp(v[0], "endmenu")) {
		r->cur = NULL;
		r->cur_block = NULL;
		pop_block(r, B_MENU);
	} else if (!strcmp(v[0], "if")) {
		int bad = 0;

		r->cur = NULL;
		r->cur_block = NULL;
		push_block(r, B_IF, parse_tokens(v + 1, n - 1, &bad));
	} else if (!strcmp(v[0], "endif")) {
		r->cur = NULL;
		r->cur_block = NULL;
		pop_block(r, B_IF);
	} else if (!strcmp(v[0], "source") || !strcmp(v[0], "osource") ||
		   !strcmp(v[0], "rsource") || !strcmp(v[0], "orsource")) {
		r->cur = NULL;
		r->cur_block = NULL;
		do_source(r, file, v, n);
	} else if (!strcmp(v[0], "comment") || !strcmp(v[0], "mainmenu")) {
		/* Their `depends on` must not land on the previous entry. */
		r->cur = NULL;
		r->cur_block = NULL;
	} else if (!strcmp(v[0], "depends") && n > 1 && !strcmp(v[1], "on")) {
		add_depends(r, v + 2, n - 2, lineno);
	} else if (!strcmp(v[0], "select")) {
		add_select(r, v + 1, n - 1);
	} else if (!strcmp(v[0], "prompt")) {
		set_prompt(r, v + 1, n - 1);
	} else if (is_type(v[0])) {
		if (r->cur && !r->cur->type)
			r->cur->type = xstrdup(v[0]);
		if (strncmp(v[0], "def_", 4))
			set_prompt(r, v + 1, n - 1);
	} else if (!strcmp(v[0], "help") || !strcmp(v[0], "---help---")) {
		help = 1;
	}
out:
	toks_free(&t);
	return help;
}

static char *slurp(const char *path, size_t *len)
{
	struct strbuf sb = STRBUF_INIT;

	if (file_read_all(path, &sb)) {
		sb_release(&sb);
		return NULL;
	}
	*len = sb.len;
	return sb_detach(&sb);
}

static void set_help(struct reader *r, struct strbuf *help)
{
	/* Trailing blank lines belong to no one. */
	while (help->len && isspace((unsigned char)help->buf[help->len - 1]))
		help->buf[--help->len] = '\0';
	if (r->cur && !r->cur->help && help->len)
		r->cur->help = xstrdup(sb_str(help));
	sb_reset(help);
}

static int read_file(struct reader *r, const char *rel, int optional)
{
	char *full = xasprintf("%s/%s", r->kc->tree, rel);
	size_t len = 0, help_indent = 0;
	char *text = slurp(full, &len);
	char *p, *end;
	unsigned lineno = 0;
	int in_help = 0;
	struct strbuf logical = STRBUF_INIT, help = STRBUF_INIT;

	free(full);
	if (!text) {
		if (!optional)
			r->kc->missing++;
		return -1;
	}
	if (++r->depth > 32) {
		/* A sourcing loop: stop rather than recurse forever. */
		r->depth--;
		free(text);
		return -1;
	}
	for (p = text; p < text + len; p = end + 1) {
		unsigned first = ++lineno;
		char *line;

		end = memchr(p, '\n', (size_t)(text + len - p));
		if (!end)
			end = text + len;
		line = xstrndup(p, (size_t)(end - p));
		if (in_help) {
			if (blank(line)) {
				sb_addch(&help, '\n');
				free(line);
				continue;
			}
			if (!help_indent)
				help_indent = indent_of(line);
			if (indent_of(line) >= help_indent) {
				const char *q = line;

				while (*q == ' ' || *q == '\t')
					q++;
				if (help.len && help.buf[help.len - 1] != '\n')
					sb_addch(&help, '\n');
				sb_add(&help, q);
				sb_addch(&help, '\n');
				free(line);
				continue;
			}
			in_help = 0;
			set_help(r, &help);
		}
		/* Join continuation lines. */
		sb_reset(&logical);
		sb_add(&logical, line);
		free(line);
		while (logical.len && logical.buf[logical.len - 1] == '\\' &&
		       end < text + len) {
			char *nend;

			logical.buf[--logical.len] = '\0';
			p = end + 1;
			nend = memchr(p, '\n', (size_t)(text + len - p));
			if (!nend)
				nend = text + len;
			sb_addn(&logical, p, (size_t)(nend - p));
			end = nend;
			lineno++;
		}
		if (do_line(r, rel, first, sb_str(&logical))) {
			in_help = 1;
			help_indent = 0;
		}
		if (end >= text + len)
			break;
	}
	if (in_help)
		set_help(r, &help);
	sb_release(&logical);
	sb_release(&help);
	free(text);
	r->depth--;
	return 0;
}

static void link_selects(struct kconfig *kc)
{
	size_t h, i, j;
	struct kbucket *b;

	for (h = 0; h < KC_HASH; h++)
		for (b = kc->table[h]; b; b = b->next)
			for (i = 0; i < b->sym->n_defs; i++) {
				struct kdef *d = b->sym->defs[i];

				for (j = 0; j < d->n_selects; j++) {
					struct ksym *t =
						sym_get(kc, d->selects[j].sym);

					VEC_PUSH(t->selected_by,
						 t->n_selected_by,
						 t->alloc_selected_by,
						 b->sym->name);
				}
			}
}

struct kconfig *kconfig_read(const char *tree, const char *root_file,
			     struct bf_error *e)
{
	struct kconfig *kc = xcalloc(1, sizeof(*kc));
	struct reader r = { 0 };

	kc->tree = xstrdup(tree);
	r.kc = kc;
	if (read_file(&r, root_file, 0)) {
		bf_err(e, "%s/%s: cannot read", tree, root_file);
		kconfig_free(kc);
		free(r.blocks);
		free(r.choice_default);
		return NULL;
	}
	while (r.n_blocks)
		kexpr_free(r.blocks[--r.n_blocks].cond);
	free(r.blocks);
	free(r.choice_default);
	link_selects(kc);
	return kc;
}

void kconfig_free(struct kconfig *kc)
{
	size_t h, i, j;
	struct kbucket *b, *next;

	if (!kc)
		return;
	for (h = 0; h < KC_HASH; h++)
		for (b = kc->table[h]; b; b = next) {
			struct ksym *s = b->sym;

			next = b->next;
			for (i = 0; i < s->n_defs; i++) {
				struct kdef *d = s->defs[i];

				for (j = 0; j < d->n_selects; j++) {
					free(d->selects[j].sym);
					kexpr_free(d->selects[j].cond);
				}
				free(d->selects);
				free(d->file);
				free(d->type);
				free(d->prompt);
				free(d->help);
				kexpr_free(d->deps);
				free(d);
			}
			free(s->defs);
			free(s->selected_by);
			free(s->name);
			free(s);
			free(b);
		}
	free(kc->tree);
	free(kc);
}

/* ---------------------------------------------------------------- queries */

const struct kdef *ksym_main_def(const struct ksym *s)
{
	size_t i;

	if (!s || !s->n_defs)
		return NULL;
	for (i = 0; i < s->n_defs; i++)
		if (s->defs[i]->prompt)
			return s->defs[i];
	return s->defs[0];
}

const char *ksym_prompt(const struct ksym *s)
{
	const struct kdef *d = ksym_main_def(s);

	return d ? d->prompt : NULL;
}

const char *ksym_help(const struct ksym *s)
{
	size_t i;

	for (i = 0; s && i < s->n_defs; i++)
		if (s->defs[i]->help)
			return s->defs[i]->help;
	return NULL;
}

struct req {
	const struct kconfig *kc;
	const char *target;
	const char *stack[64];
	int depth;
};

static int req_sym(struct req *q, const char *name, struct strbuf *chain);

static int req_expr(struct req *q, const struct kexpr *x, struct strbuf *chain)
{
	if (!x)
		return 0;
	switch (x->op) {
	case KE_SYM:
		return req_sym(q, x->name, chain);
	case KE_AND:
		return req_expr(q, x->l, chain) || req_expr(q, x->r, chain);
	case KE_OR:
		/* Both ways to satisfy it need the target; explain one. */
		return req_expr(q, x->l, chain) && req_expr(q, x->r, NULL);
	case KE_CMP:
		/* SYM = y / SYM = m / SYM != n require SYM. */
		if (x->l && x->r && x->l->op == KE_SYM && x->r->op == KE_SYM &&
		    ((!strcmp(x->name, "=") &&
		      (!strcmp(x->r->name, "y") || !strcmp(x->r->name, "m"))) ||
		     (!strcmp(x->name, "!=") && !strcmp(x->r->name, "n"))))
			return req_sym(q, x->l->name, chain);
		return 0;
	case KE_NOT:
		return 0;
	}
	return 0;
}

static int req_def(struct req *q, const struct kdef *d, const char *name,
		   struct strbuf *chain)
{
	struct strbuf sub = STRBUF_INIT;
	int ok = req_expr(q, d->deps, chain ? &sub : NULL);

	if (ok && chain)
		sb_addf(chain, "%s (%s:%u) -> %s", name, d->file,
			d->deps_line ? d->deps_line : d->line, sb_str(&sub));
	sb_release(&sub);
	return ok;
}

static int req_sym(struct req *q, const char *name, struct strbuf *chain)
{
	const struct ksym *s;
	size_t i;
	int visible = 0, ok = 1;
	struct strbuf sub = STRBUF_INIT;
	struct strbuf *want = chain ? &sub : NULL;

	if (!strcmp(name, q->target)) {
		if (chain)
			sb_add(chain, name);
		return 1;
	}
	s = kconfig_sym(q->kc, name);
	if (!s || !s->n_defs || q->depth >= 64)
		return 0;
	for (i = 0; i < (size_t)q->depth; i++)
		if (!strcmp(q->stack[i], name))
			return 0; /* a dependency loop proves nothing */
	q->stack[q->depth++] = name;
	for (i = 0; i < s->n_defs; i++)
		visible |= s->defs[i]->prompt != NULL;
	if (visible || !s->n_selected_by) {
		/* Every definition that can be switched on must need it. */
		for (i = 0; ok && i < s->n_defs; i++) {
			if (visible && !s->defs[i]->prompt)
				continue;
			ok = req_def(q, s->defs[i], name, want);
			want = NULL;
		}
	} else {
		/* A hidden symbol is on when something selects it. */
		sb_addf(&sub, "%s <- selected by ", name);
		for (i = 0; ok && i < s->n_selected_by; i++) {
			ok = req_sym(q, s->selected_by[i], want);
			want = NULL;
		}
	}
	q->depth--;
	if (ok && chain)
		sb_add(chain, sb_str(&sub));
	sb_release(&sub);
	return ok;
}

int kconfig_requires(const struct kconfig *kc, const char *sym,
		     const char *target, struct strbuf *chain)
{
	struct req q = { kc, target, { 0 }, 0 };

	if (!strcmp(sym, target))
		return 0;
	return req_sym(&q, sym, chain);
}

static void expr_syms(const struct kexpr *x, char ***v, size_t *n,
		      size_t *alloc)
{
	if (!x)
		return;
	if (x->op == KE_SYM && x->name)
		VEC_PUSH(*v, *n, *alloc, x->name);
	expr_syms(x->l, v, n, alloc);
	expr_syms(x->r, v, n, alloc);
}

static void walk_selects(const struct kconfig *kc, const char *sym, int depth,
			 int max_depth, int (*fn)(const char *name, void *arg),
			 void *arg)
{
	const struct ksym *k = kconfig_sym(kc, sym);
	size_t d, i;

	if (!k || depth > max_depth)
		return;
	for (d = 0; d < k->n_defs; d++)
		for (i = 0; i < k->defs[d]->n_selects; i++) {
			const char *sel = k->defs[d]->selects[i].sym;

			if (fn(sel, arg))
				walk_selects(kc, sel, depth + 1, max_depth, fn,
					     arg);
		}
}

void kconfig_walk_selects(const struct kconfig *kc, const char *sym,
			  int max_depth, int (*fn)(const char *name, void *arg),
			  void *arg)
{
	if (kc)
		walk_selects(kc, sym, 0, max_depth, fn, arg);
}

int kconfig_walk_deps(const struct kconfig *kc, const char *sym,
		      int (*fn)(const struct ksym *s, void *arg), void *arg)
{
	char **queue = NULL;
	size_t n = 0, alloc = 0, i, j, k;
	int rc = 0;

	VEC_PUSH(queue, n, alloc, (char *)sym);
	for (i = 0; i < n && !rc; i++) {
		const struct ksym *s = kconfig_sym(kc, queue[i]);
		size_t before = n;

		if (!s || !s->n_defs)
			continue;
		rc = fn(s, arg);
		for (j = 0; j < s->n_defs; j++)
			expr_syms(s->defs[j]->deps, &queue, &n, &alloc);
		/* Drop what was already queued: each symbol once. */
		for (j = before; j < n;) {
			for (k = 0; k < j && strcmp(queue[k], queue[j]); k++)
				;
			if (k < j)
				queue[j] = queue[--n];
			else
				j++;
		}
	}
	free(queue);
	return rc;
}
