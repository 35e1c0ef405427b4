// SPDX-License-Identifier: GPL-2.0
#include "convert/cond_eval.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct parser {
	const char *p;
	cond_lookup_fn lookup;
	void *ctx;
	int bad; /* not C this reader knows: the answer is unknown */
};

/* A value, or none known. */
struct val {
	int known;
	long long i;
};

static void skip(struct parser *ps)
{
	while (isspace((unsigned char)*ps->p))
		ps->p++;
}

static int eat(struct parser *ps, const char *tok)
{
	size_t n = strlen(tok);

	skip(ps);
	if (strncmp(ps->p, tok, n))
		return 0;
	/* "=" of "==" is not "<" of "<=", "&" is not "&&" */
	if (n == 1 && strchr("<>!&|", tok[0]) &&
	    (ps->p[1] == '=' || ps->p[1] == tok[0]))
		return 0;
	ps->p += n;
	return 1;
}

static struct val or_expr(struct parser *ps);

static struct val primary(struct parser *ps)
{
	struct val v = { 0, 0 };
	const char *t;
	char *end;
	size_t len;

	skip(ps);
	if (eat(ps, "(")) {
		v = or_expr(ps);
		if (!eat(ps, ")"))
			ps->bad = 1;
		return v;
	}
	if (eat(ps, "!")) {
		v = primary(ps);
		if (v.known)
			v.i = !v.i;
		return v;
	}
	t = ps->p;
	if (isdigit((unsigned char)*t)) {
		v.i = strtoll(t, &end, 0);
		while (*end == 'u' || *end == 'U' || *end == 'l' || *end == 'L')
			end++;
		ps->p = end;
		v.known = 1;
		return v;
	}
	while (isalnum((unsigned char)*ps->p) || *ps->p == '_')
		ps->p++;
	if (ps->p == t) {
		ps->bad = 1;
		return v;
	}
	/*
	 * An element or a member of data ("i2c_pdata[bus_id - 1].clkrate"):
	 * the operand is the whole path, which the lookup reads.
	 */
	while (*ps->p == '[' ||
	       (*ps->p == '.' &&
		(isalpha((unsigned char)ps->p[1]) || ps->p[1] == '_'))) {
		if (*ps->p == '[') {
			const char *close = strchr(ps->p, ']');

			if (!close) {
				ps->bad = 1;
				return v;
			}
			ps->p = close + 1;
			continue;
		}
		ps->p++;
		while (isalnum((unsigned char)*ps->p) || *ps->p == '_')
			ps->p++;
	}
	len = (size_t)(ps->p - t);
	skip(ps);
	/* include/linux/gpio.h: a GPIO number is valid when not negative */
	if (len == strlen("gpio_is_valid") &&
	    !strncmp(t, "gpio_is_valid", len) && eat(ps, "(")) {
		v = or_expr(ps);
		if (!eat(ps, ")"))
			ps->bad = 1;
		if (v.known)
			v.i = v.i >= 0;
		return v;
	}
	if (*ps->p == '(') {
		/* a call: its value is the run's; skip its arguments */
		int depth = 0;

		do {
			depth += *ps->p == '(';
			depth -= *ps->p == ')';
			ps->p++;
		} while (*ps->p && depth);
		if (depth)
			ps->bad = 1;
		return v;
	}
	v.known = !ps->lookup(ps->ctx, t, len, &v.i);
	return v;
}

static struct val compare(struct parser *ps)
{
	static const char *const ops[] = { "==", "!=", "<=", ">=", "<", ">" };
	struct val l = primary(ps), r;
	size_t k;

	for (k = 0; k < sizeof(ops) / sizeof(ops[0]); k++)
		if (eat(ps, ops[k]))
			break;
	if (k == sizeof(ops) / sizeof(ops[0]))
		return l;
	r = primary(ps);
	if (!l.known || !r.known) {
		l.known = 0;
		return l;
	}
	l.i = k == 0 ? l.i == r.i :
	      k == 1 ? l.i != r.i :
	      k == 2 ? l.i <= r.i :
	      k == 3 ? l.i >= r.i :
	      k == 4 ? l.i < r.i :
		       l.i > r.i;
	return l;
}

static struct val and_expr(struct parser *ps)
{
	struct val l = compare(ps);

	while (eat(ps, "&&")) {
		struct val r = compare(ps);

		if ((l.known && !l.i) || (r.known && !r.i)) {
			l.known = 1;
			l.i = 0;
		} else {
			l.known = l.known && r.known;
			l.i = 1;
		}
	}
	return l;
}

static struct val or_expr(struct parser *ps)
{
	struct val l = and_expr(ps);

	while (eat(ps, "||")) {
		struct val r = and_expr(ps);

		if ((l.known && l.i) || (r.known && r.i)) {
			l.known = 1;
			l.i = 1;
		} else {
			l.known = l.known && r.known;
			l.i = 0;
		}
	}
	return l;
}

int cond_eval(const char *text, cond_lookup_fn lookup, void *ctx)
{
	struct parser ps = { text, lookup, ctx, 0 };
	struct val v;

	if (!text)
		return -1;
	v = or_expr(&ps);
	skip(&ps);
	if (ps.bad || *ps.p || !v.known)
		return -1;
	return v.i != 0;
}
