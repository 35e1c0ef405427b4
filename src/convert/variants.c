// SPDX-License-Identifier: GPL-2.0
#include "convert/variants.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

#define MAX_DIMS 4

enum atom_kind {
	TRUTH, /* [!] S */
	EQUALS, /* [!] S == K, S != K */
	COMPARES, /* [!] S < K, S <= K, S > K, S >= K */
};

static const char *const cmp_ops[] = { " < ", " <= ", " > ", " >= " };
static const char *const cmp_names[] = { "lt", "le", "gt", "ge" };

/* What a variant is picked by: a subject and the values it is tested for. */
struct variant_dim {
	enum atom_kind kind;
	const char *subject; /* "system_rev", "board_is_ts7200()" */
	size_t slen;
	int op; /* COMPARES: cmp_ops[op] with k[0] */
	long long k[VARIANTS_MAX]; /* EQUALS: compared with these */
	size_t nk;
	int other; /* and a value none of them is: "!(S == K)" */
	int bad; /* both ways, or too many values: no variants */
	int dropped; /* COMPARES on a subject tested otherwise too */
};

/* One condition of a step. */
struct atom {
	enum atom_kind kind;
	int neg, op;
	const char *subject;
	size_t slen;
	long long k;
};

static void trim(const char **t, size_t *len)
{
	while (*len && isspace((unsigned char)**t))
		(*t)++, (*len)--;
	while (*len && isspace((unsigned char)(*t)[*len - 1]))
		(*len)--;
}

/* Is t[0..len) one parenthesised whole, "(a) && (b)" not? */
static int wrapped(const char *t, size_t len)
{
	size_t i;
	int depth = 0;

	if (len < 2 || t[0] != '(' || t[len - 1] != ')')
		return 0;
	for (i = 0; i < len; i++) {
		depth += t[i] == '(';
		depth -= t[i] == ')';
		if (!depth && i + 1 < len)
			return 0;
	}
	return 1;
}

static void unwrap(const char **t, size_t *len)
{
	trim(t, len);
	while (wrapped(*t, *len)) {
		(*t)++;
		*len -= 2;
		trim(t, len);
	}
}

/* The length of the C identifier @t starts with, 0: none. */
static size_t ident_len(const char *t, size_t len)
{
	size_t i = 0;

	if (!len || !(isalpha((unsigned char)t[0]) || t[0] == '_'))
		return 0;
	while (i < len && (isalnum((unsigned char)t[i]) || t[i] == '_'))
		i++;
	return i;
}

/*
 * A register of the board read at boot, masked or not:
 * "__raw_readb(OSIRIS_VA_IDREG) & OSIRIS_ID_REVMASK", the board's ID
 * register. The length of its register's name, at *@reg; 0: not one.
 */
static size_t board_register(const char *t, size_t len, const char **reg)
{
	static const char *const reads[] = { "__raw_readb(", "__raw_readw(",
					     "__raw_readl(", "readb(",
					     "readw(",	     "readl(" };
	size_t i, r, n;

	for (i = 0; i < sizeof(reads) / sizeof(reads[0]); i++)
		if (len > strlen(reads[i]) &&
		    !strncmp(t, reads[i], strlen(reads[i])))
			break;
	if (i == sizeof(reads) / sizeof(reads[0]))
		return 0;
	n = strlen(reads[i]);
	r = ident_len(t + n, len - n);
	if (!r || n + r >= len || t[n + r] != ')')
		return 0;
	*reg = t + n;
	n += r + 1;
	if (n == len)
		return r;
	/* " & MASK", a name or a number */
	if (len - n < 4 || strncmp(t + n, " & ", 3))
		return 0;
	n += 3;
	while (n < len && (isalnum((unsigned char)t[n]) || t[n] == '_'))
		n++;
	return n == len ? r : 0;
}

/* A name, a call of no arguments, or a board register read at boot. */
static int subject_ok(const char *t, size_t len)
{
	const char *reg;
	size_t n = len;

	if (board_register(t, len, &reg))
		return 1;
	if (n > 2 && !strncmp(t + n - 2, "()", 2))
		n -= 2;
	if (!n || ident_len(t, n) != n)
		return 0;
	/* the CPU's identity would change the SoC .dtsi too */
	return !(n >= 7 && !strncmp(t, "cpu_is_", 7)) &&
	       !(n >= 11 && !strncmp(t, "machine_is_", 11));
}

static int atom_parse(const char *t, size_t len, struct atom *at)
{
	const char *p;
	char *end;
	size_t opl = 0;
	int depth;

	memset(at, 0, sizeof(*at));
	unwrap(&t, &len);
	while (len && *t == '!') {
		at->neg ^= 1;
		t++, len--;
		unwrap(&t, &len);
	}
	/* the comparison at paren depth 0, if any */
	for (p = t, depth = 0; p < t + len && !opl; p++) {
		size_t i;

		depth += (*p == '(') - (*p == ')');
		if (depth || *p != ' ')
			continue;
		if (p + 4 <= t + len &&
		    (!strncmp(p, " == ", 4) || !strncmp(p, " != ", 4))) {
			at->kind = EQUALS;
			at->neg ^= p[1] == '!';
			opl = 4;
			break;
		}
		/* " <= " before " < " */
		for (i = 4; i-- > 0 && !opl;)
			if (p + strlen(cmp_ops[i]) <= t + len &&
			    !strncmp(p, cmp_ops[i], strlen(cmp_ops[i]))) {
				at->kind = COMPARES;
				at->op = (int)i;
				opl = strlen(cmp_ops[i]);
			}
		if (opl)
			break;
	}
	if (opl) {
		const char *r = p + opl;
		size_t rl = len - (size_t)(r - t), l = (size_t)(p - t);
		char buf[32];

		unwrap(&r, &rl);
		unwrap(&t, &l);
		if (!rl || rl >= sizeof(buf))
			return -1;
		memcpy(buf, r, rl);
		buf[rl] = '\0';
		errno = 0;
		at->k = strtoll(buf, &end, 0);
		if (errno || *end)
			return -1;
		len = l;
	}
	if (!subject_ok(t, len))
		return -1;
	at->subject = t;
	at->slen = len;
	return 0;
}

/* Calls @fn on each condition of "(a) && (b) && ..." at paren depth 0. */
static void each_atom(const char *text,
		      void (*fn)(void *ctx, const char *t, size_t len),
		      void *ctx)
{
	const char *p = text, *start = text;
	int depth = 0;

	for (;; p++) {
		if (*p == '(')
			depth++;
		else if (*p == ')')
			depth--;
		if (!*p || (!depth && !strncmp(p, " && ", 4))) {
			fn(ctx, start, (size_t)(p - start));
			if (!*p)
				break;
			p += 3;
			start = p + 1;
		}
	}
}

struct dims {
	struct variant_dim d[MAX_DIMS];
	size_t n;
	int too_many;
};

static int same_name(const char *a, size_t alen, const char *b, size_t blen)
{
	return alen == blen && !strncmp(a, b, alen);
}

static int same_subject(const struct variant_dim *d, const struct atom *at)
{
	return same_name(d->subject, d->slen, at->subject, at->slen);
}

/* A comparison is a dimension of its own: "system_rev < 130", true or not. */
static int same_dim(const struct variant_dim *d, const struct atom *at)
{
	return same_subject(d, at) && d->kind == at->kind &&
	       (d->kind != COMPARES || (d->op == at->op && d->k[0] == at->k));
}

static void add_atom(void *ctx, const char *t, size_t len)
{
	struct dims *ds = ctx;
	struct variant_dim *d = NULL;
	struct atom at;
	size_t i;

	if (atom_parse(t, len, &at))
		return;
	for (i = 0; i < ds->n && !d; i++)
		if (same_dim(&ds->d[i], &at))
			d = &ds->d[i];
	if (!d) {
		if (ds->n == MAX_DIMS) {
			ds->too_many = 1;
			return;
		}
		d = &ds->d[ds->n++];
		memset(d, 0, sizeof(*d));
		d->kind = at.kind;
		d->subject = at.subject;
		d->slen = at.slen;
		d->op = at.op;
		if (at.kind == COMPARES)
			d->k[d->nk++] = at.k;
	}
	if (at.kind != EQUALS)
		return;
	d->other |= at.neg;
	for (i = 0; i < d->nk; i++)
		if (d->k[i] == at.k)
			return;
	if (d->nk == VARIANTS_MAX)
		d->bad = 1;
	else
		d->k[d->nk++] = at.k;
}

/*
 * A subject tested for truth and compared both, or compared with values
 * and against a threshold, or against two: its tests cannot be told
 * apart as independent variants. Truth and equality: no variants at all;
 * a threshold beside other tests: the threshold's steps stay said.
 */
static void conflicts(struct dims *ds)
{
	size_t i, j;

	for (i = 0; i < ds->n; i++)
		for (j = 0; j < ds->n; j++) {
			struct variant_dim *a = &ds->d[i], *b = &ds->d[j];

			if (i == j || !same_name(a->subject, a->slen,
						 b->subject, b->slen))
				continue;
			if (a->kind == COMPARES)
				a->dropped = 1;
			else if (b->kind != COMPARES)
				a->bad = 1;
		}
}

static size_t dim_values(const struct variant_dim *d)
{
	return d->kind == EQUALS ? d->nk + (size_t)d->other : 2;
}

static int compare(int op, long long a, long long b)
{
	switch (op) {
	case 0:
		return a < b;
	case 1:
		return a <= b;
	case 2:
		return a > b;
	default:
		return a >= b;
	}
}

/* 1: the atom holds on @v, 0: it does not, -1: @v does not decide it */
static int atom_holds(const struct variant *v, const char *t, size_t len)
{
	struct atom at;
	size_t i;
	int holds;

	if (atom_parse(t, len, &at))
		return -1;
	for (i = 0; i < v->ndims; i++) {
		const struct variant_dim *d = &v->dims[i];
		size_t p = v->pick[i];

		if (!same_subject(d, &at))
			continue;
		if (d->kind == EQUALS && at.kind == COMPARES)
			/* a value the variant has, against a threshold */
			holds = p < d->nk ? compare(at.op, d->k[p], at.k) : -1;
		else if (!same_dim(d, &at))
			continue;
		else if (d->kind == EQUALS)
			holds = p < d->nk && d->k[p] == at.k;
		else
			holds = p == 0;
		return holds < 0 ? -1 : holds ^ at.neg;
	}
	return -1;
}

struct judge {
	const struct variant *v;
	int all, none;
};

static void judge_atom(void *ctx, const char *t, size_t len)
{
	struct judge *j = ctx;
	int h = atom_holds(j->v, t, len);

	j->all &= h == 1;
	j->none |= h == 0;
}

/* "mv78xx0_core_index()" of family mv78xx0: "core-index" */
static void subject_slug(struct strbuf *sb, const char *family,
			 const struct variant_dim *d)
{
	const char *t = d->subject, *va;
	size_t n = d->slen, fl = strlen(family), i;

	/* a register by its name, past its mapping's: OSIRIS_VA_IDREG, idreg */
	if ((i = board_register(t, n, &t)) != 0) {
		n = i;
		for (va = t; va + 3 < t + n; va++)
			if (!strncmp(va, "VA_", 3) &&
			    (va == t || va[-1] == '_')) {
				n -= (size_t)(va + 3 - t);
				t = va + 3;
				break;
			}
	}
	if (n > 2 && !strncmp(t + n - 2, "()", 2))
		n -= 2;
	if (n > fl + 1 && !strncasecmp(t, family, fl) && t[fl] == '_')
		t += fl + 1, n -= fl + 1;
	if (n > 9 && !strncmp(t, "board_is_", 9))
		t += 9, n -= 9;
	else if (n > 3 && !strncmp(t, "is_", 3))
		t += 3, n -= 3;
	for (i = 0; i < n; i++)
		sb_addch(sb, t[i] == '_' ? '-' :
					   (char)tolower((unsigned char)t[i]));
}

static void describe(struct arena *a, const char *family, struct variant *v)
{
	static const char *const negated[] = { " >= ", " > ", " <= ", " < " };
	static const char *const negated_names[] = { "ge", "gt", "le", "lt" };
	struct strbuf when = STRBUF_INIT, slug = STRBUF_INIT;
	size_t i, k;

	for (i = 0; i < v->ndims; i++) {
		const struct variant_dim *d = &v->dims[i];
		size_t p = v->pick[i];
		/* "(__raw_readb(R) & M) >= 4": C's precedence wants them */
		const char *s = memchr(d->subject, ' ', d->slen) ?
					arena_printf(a, "(%.*s)", (int)d->slen,
						     d->subject) :
					arena_strndup(a, d->subject, d->slen);

		if (i) {
			sb_add(&when, " && ");
			sb_addch(&slug, '-');
		}
		if (d->kind == TRUTH) {
			sb_addf(&when, "%s%s", p ? "!" : "", s);
			if (p)
				sb_add(&slug, "not-");
			subject_slug(&slug, family, d);
		} else if (d->kind == COMPARES) {
			sb_addf(&when, "%s%s%lld", s,
				p ? negated[d->op] : cmp_ops[d->op], d->k[0]);
			subject_slug(&slug, family, d);
			sb_addf(&slug, "-%s-%lld",
				p ? negated_names[d->op] : cmp_names[d->op],
				d->k[0]);
		} else if (p < d->nk) {
			sb_addf(&when, "%s == %lld", s, d->k[p]);
			subject_slug(&slug, family, d);
			sb_addf(&slug, "-%lld", d->k[p]);
		} else if (d->nk == 1) {
			sb_addf(&when, "%s != %lld", s, d->k[0]);
			sb_add(&slug, "not-");
			subject_slug(&slug, family, d);
			sb_addf(&slug, "-%lld", d->k[0]);
		} else {
			sb_addf(&when, "%s is none of", s);
			for (k = 0; k < d->nk; k++)
				sb_addf(&when, "%s %lld", k ? "," : "",
					d->k[k]);
			subject_slug(&slug, family, d);
			sb_add(&slug, "-other");
		}
	}
	v->when = arena_strdup(a, sb_str(&when));
	v->slug = arena_strdup(a, sb_str(&slug));
	sb_release(&when);
	sb_release(&slug);
}

size_t variants_find(struct arena *a, const char *family,
		     const struct step *steps, size_t n, struct variant **out)
{
	struct dims ds = { .n = 0 };
	struct variant_dim *dims;
	size_t i, k, total = 1, nd = 0;

	*out = NULL;
	for (i = 0; i < n; i++)
		if (steps[i].variant)
			each_atom(steps[i].variant, add_atom, &ds);
	if (ds.too_many)
		return 0;
	conflicts(&ds);
	dims = arena_alloc(a, (ds.n + 1) * sizeof(*dims));
	for (i = 0; i < ds.n; i++) {
		if (ds.d[i].bad)
			return 0;
		/* "S == K" alone, never its negation: S picks nothing else */
		if (dim_values(&ds.d[i]) < 2 || ds.d[i].dropped)
			continue;
		dims[nd++] = ds.d[i];
		total *= dim_values(&ds.d[i]);
		if (total > VARIANTS_MAX)
			return 0;
	}
	if (!nd)
		return 0;
	*out = arena_alloc(a, total * sizeof(**out));
	for (i = 0; i < total; i++) {
		struct variant *v = &(*out)[i];
		size_t rest = i;

		v->dims = dims;
		v->ndims = nd;
		/* the last dimension changes fastest */
		for (k = nd; k-- > 0;) {
			v->pick[k] = rest % dim_values(&dims[k]);
			rest /= dim_values(&dims[k]);
		}
		describe(a, family, v);
	}
	return total;
}

int variant_decides(const struct variant *v, const char *cond)
{
	struct judge j = { v, 1, 0 };

	each_atom(cond, judge_atom, &j);
	return j.none ? 0 : j.all ? 1 : -1;
}

int variant_told_by(const struct variant *v, const char *lvalue)
{
	size_t i;

	for (i = 0; i < v->ndims; i++)
		if (same_name(v->dims[i].subject, v->dims[i].slen, lvalue,
			      strlen(lvalue)))
			return 1;
	return 0;
}

int variant_excludes(const struct variant *v, const struct step *s)
{
	return s->variant && !variant_decides(v, s->variant);
}

size_t variant_steps(struct arena *a, const struct variant *v,
		     const struct step *steps, size_t n, struct step **out)
{
	size_t i, m = 0;

	*out = arena_alloc(a, (n + 1) * sizeof(**out));
	for (i = 0; i < n; i++) {
		int holds = steps[i].variant ?
				    variant_decides(v, steps[i].variant) :
				    -1;

		if (!holds)
			continue; /* another variant's */
		(*out)[m] = steps[i];
		if (holds > 0) {
			(*out)[m].run_cond = NULL;
			(*out)[m].variant = NULL;
		}
		m++;
	}
	return m;
}
