// SPDX-License-Identifier: GPL-2.0
/*
 * What a driver reads only without a devicetree node (driver_reads.h): a
 * reading of the driver's C text, as a reviewer would read it.
 */
#include "convert/driver_reads.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/socdt.h"
#include "lib/ctext.h"
#include "lib/fileio.h"

/* The identifier that ends right before @end (spaces skipped), or NULL. */
static const char *ident_before(struct conv *c, const char *text,
				const char *end)
{
	const char *b;

	while (end > text && isspace((unsigned char)end[-1]))
		end--;
	for (b = end; b > text && ctext_ident_char(b[-1]); b--)
		;
	return b < end ? arena_strndup(c->a, b, (size_t)(end - b)) : NULL;
}

/* The '(' of the innermost call whose arguments hold @p; NULL: none. */
static const char *call_open(const char *text, const char *p)
{
	const char *q;
	int depth = 0;

	for (q = p - 1; q >= text; q--) {
		if (*q == ')')
			depth++;
		else if (*q == '(' && !depth--)
			return q;
		else if (*q == ';' || *q == '{' || *q == '}')
			return NULL;
	}
	return NULL;
}

/* The ')' that closes the '(' at @open; NULL: none. */
static const char *close_of(const char *open)
{
	int depth = 0;

	for (; *open; open++)
		if (*open == '(')
			depth++;
		else if (*open == ')' && !--depth)
			return open;
	return NULL;
}

/*
 * The function whose body holds @p: kernel style opens a function's body
 * with a '{' in column 0 and closes it with a '}' in column 0.
 */
static const char *enclosing_fn(struct conv *c, const char *text, const char *p)
{
	const char *body = NULL, *q, *close;
	int depth = 0;

	for (q = strstr(text, "\n{"); q && q < p; q = strstr(q + 1, "\n{"))
		body = q;
	if (!body)
		return NULL;
	for (q = body + 1; q < p; q++)
		if (!strncmp(q, "\n}", 2))
			return NULL; /* the body ended before @p */
	/* the parameter list's ')' before the body, then its '(' */
	for (close = body; close > text && *close != ')'; close--)
		;
	for (q = close; q >= text; q--)
		if (*q == ')')
			depth++;
		else if (*q == '(' && !--depth)
			return ident_before(c, text, q);
	return NULL;
}

static int mentions_node(const char *s, size_t n)
{
	const char *p;
	size_t i;

	for (i = 0; i + 7 <= n; i++)
		if (!strncmp(s + i, "of_node", 7))
			return 1;
	/* "np", the customary name of a device's node */
	for (p = s; p + 2 <= s + n; p++)
		if (!strncmp(p, "np", 2) &&
		    (p == s || !ctext_ident_char(p[-1])) &&
		    (p + 2 == s + n || !ctext_ident_char(p[2])))
			return 1;
	return 0;
}

/*
 * Is the statement at @stmt (a call of the function) the else branch of
 * an if that tests the device's node ("if (pdev->dev.of_node) ... else
 * ret = s3cmci_probe_pdata(host);")?
 */
static int in_else_of_node(const char *text, const char *stmt)
{
	const char *e = stmt, *q, *cond, *end;

	/* back over "ret = " to the statement's first word */
	while (e > text && e[-1] != ';' && e[-1] != '{' && e[-1] != '}')
		e--;
	while (isspace((unsigned char)*e))
		e++;
	if (strncmp(e, "else", 4) || ctext_ident_char(e[4]))
		return 0;
	/* the if whose branch the else ends: the last "if (" before it */
	for (q = e - 2; q > text; q--) {
		if (!strncmp(q, "if", 2) && !ctext_ident_char(q[-1]) &&
		    (q[2] == ' ' || q[2] == '('))
			break;
		if (!strncmp(q, "\n{", 2) || !strncmp(q, "\n}", 2))
			return 0;
	}
	cond = q > text ? strchr(q, '(') : NULL;
	end = cond ? close_of(cond) : NULL;
	while (cond && (*cond == ' ' || *cond == '('))
		cond++;
	if (!cond || !end || *cond == '!')
		return 0;
	return end && mentions_node(cond, (size_t)(end - cond));
}

/*
 * Does @text call @fn, and only in the else branch of a test of the
 * device's node? Its definition and prototypes aside.
 */
static int called_without_node(const char *text, const char *fn)
{
	size_t n = strlen(fn);
	const char *p;
	int calls = 0;

	for (p = strstr(text, fn); p; p = strstr(p + 1, fn)) {
		const char *q = p + n, *close;

		if ((p > text && ctext_ident_char(p[-1])) ||
		    ctext_ident_char(*q))
			continue;
		while (*q == ' ')
			q++;
		/* taken by address (an ops table): called from who knows where */
		if (*q != '(')
			return 0;
		if (!(close = close_of(q)))
			continue;
		for (q = close + 1; isspace((unsigned char)*q); q++)
			;
		if (*q == '{')
			continue; /* its definition */
		if (*q == ';') {
			const char *bol = p;

			while (bol > text && bol[-1] != '\n')
				bol--;
			/* a prototype starts in column 0, a call is indented */
			if (!isspace((unsigned char)*bol))
				continue;
		}
		if (!in_else_of_node(text, p))
			return 0;
		calls++;
	}
	return calls > 0;
}

/*
 * The first place from @from on where @text asks for @con_id in a
 * gpiod_get()-family call (its string literal), or NULL.
 */
static const char *gpiod_ask(struct conv *c, const char *text, const char *from,
			     const char *con_id)
{
	const char *q = arena_printf(c->a, "\"%s\"", con_id), *p;

	for (p = strstr(from, q); p; p = strstr(p + 1, q)) {
		const char *open = call_open(text, p);
		const char *callee = open ? ident_before(c, text, open) : NULL;

		if (callee && strstr(callee, "gpiod_get"))
			return p;
	}
	return NULL;
}

const char *driver_gpio_pdata_only(struct conv *c, const char *text,
				   const char *con_id)
{
	const char *p, *fn = NULL;

	for (p = gpiod_ask(c, text, text, con_id); p;
	     p = gpiod_ask(c, text, p + 1, con_id)) {
		const char *in = enclosing_fn(c, text, p);

		if (!in || (fn && strcmp(fn, in)))
			return NULL;
		fn = in;
	}
	return fn && called_without_node(text, fn) ? fn : NULL;
}

/*
 * Does a file of directory @rel (kernel-relative), other than @self, ask
 * for @con_id? The subsystem's core asks for some in a devicetree boot on
 * the driver's behalf: spi.c the "cs" GPIOs of any controller that lets
 * it (spi-gpio.c's devicetree probe does).
 */
static int dir_asks_for(struct conv *c, const char *rel, const char *self,
			const char *con_id)
{
	char *dir = xasprintf("%s/%s", c->kdir, rel);
	DIR *d = opendir(dir);
	struct dirent *de;
	int found = 0;

	while (d && !found && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		struct strbuf text = STRBUF_INIT;
		char *path;

		if (len < 3 || strcmp(de->d_name + len - 2, ".c"))
			continue;
		path = xasprintf("%s/%s", dir, de->d_name);
		if (!strstr(path, self) && !file_read_all(path, &text))
			found = gpiod_ask(c, sb_str(&text), sb_str(&text),
					  con_id) != NULL;
		sb_release(&text);
		free(path);
	}
	if (d)
		closedir(d);
	free(dir);
	return found;
}

/*
 * The driver of device @dev_id ("s3c2410-sdi.0") when it binds node @n
 * (its OF table holds @n's compatible), its text in @text; NULL: none.
 */
static const struct drv_entry *node_driver(struct conv *c,
					   const struct dt_node *n,
					   const char *dev_id,
					   struct strbuf *text)
{
	const char *name, *compat = conv_first_compatible(c, n);
	const struct drv_entry *d;
	size_t i, len;

	if (!c->drv || !dev_id || !compat)
		return NULL;
	/* "s3c2410-sdi" of "s3c2410-sdi.0" */
	len = strlen(dev_id);
	name = strrchr(dev_id, '.');
	if (name && name[1] &&
	    strspn(name + 1, "0123456789") == strlen(name + 1))
		len = (size_t)(name - dev_id);
	d = drv_index_lookup(c->drv, arena_strndup(c->a, dev_id, len));
	/* the driver that binds the node, not another one of the name */
	for (i = 0; d && i < d->ncompat; i++)
		if (!strcmp(d->compatibles[i], compat))
			break;
	if (!d || i == d->ncompat ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
			  text))
		return NULL;
	return d;
}

/* The position of parameter @name in function @fn's definition, or -1. */
static int param_pos(struct conv *c, const char *text, const char *fn,
		     const char *name)
{
	const char *p, *argv[8];
	int i, n;

	for (p = strstr(text, fn); p; p = strstr(p + 1, fn)) {
		const char *open = p + strlen(fn);

		/* the definition starts in column 0 with its type */
		if (*open != '(' || (p > text && ctext_ident_char(p[-1])))
			continue;
		n = ctext_call_args(c->a, open, argv, 8);
		if (n <= 0 || !strchr(argv[0], ' '))
			continue; /* a call, not a parameter list */
		for (i = 0; i < n; i++) {
			const char *w = ident_before(c, argv[i],
						     argv[i] + strlen(argv[i]));

			if (w && !strcmp(w, name))
				return i;
		}
		return -1;
	}
	return -1;
}

const char *driver_gpio_index_name(struct conv *c, const char *t, long long idx)
{
	const char *p, *found = NULL;

	for (p = strstr(t, "gpiod_get_index("); p && !found;
	     p = strstr(p + 1, "gpiod_get_index(")) {
		const char *argv[4], *fn = enclosing_fn(c, t, p), *q, *by;
		int cpos, ipos;

		/* (dev, NULL, index, flags): the index its caller passes */
		if (ctext_call_args(c->a, strchr(p, '('), argv, 4) < 3 ||
		    strcmp(argv[1], "NULL") || !fn)
			continue;
		/* the same function asks by the name its caller passes first */
		by = NULL;
		for (q = strstr(t, "gpiod_get("); q && !by;
		     q = strstr(q + 1, "gpiod_get(")) {
			const char *a[3], *in = enclosing_fn(c, t, q);

			if (in && !strcmp(in, fn) &&
			    ctext_call_args(c->a, q + strlen("gpiod_get"), a,
					    3) >= 2 &&
			    a[1][0] != '"')
				by = a[1];
		}
		if (!by || (ipos = param_pos(c, t, fn, argv[2])) < 0 ||
		    (cpos = param_pos(c, t, fn, by)) < 0)
			continue;
		/* its callers: fn(dev, "sda", 0, gflags) */
		for (q = strstr(t, fn); q && !found; q = strstr(q + 1, fn)) {
			const char *a[8], *open = q + strlen(fn);
			int na;

			if (*open != '(' || (q > t && ctext_ident_char(q[-1])))
				continue;
			na = ctext_call_args(c->a, open, a, 8);
			if (ipos < na && cpos < na && a[cpos][0] == '"' &&
			    strspn(a[ipos], "0123456789") == strlen(a[ipos]) &&
			    *a[ipos] && strtoll(a[ipos], NULL, 10) == idx)
				found = arena_strndup(c->a, a[cpos] + 1,
						      strcspn(a[cpos] + 1,
							      "\""));
		}
	}
	return found;
}

const char *node_gpio_index_name(struct conv *c, const struct dt_node *n,
				 const char *dev_id, long long idx)
{
	struct strbuf text = STRBUF_INIT;
	const char *found = NULL;

	if (node_driver(c, n, dev_id, &text))
		found = driver_gpio_index_name(c, sb_str(&text), idx);
	sb_release(&text);
	return found;
}

const char *node_gpio_pdata_only(struct conv *c, const struct dt_node *n,
				 const char *dev_id, const char *con_id,
				 const char **source)
{
	const struct drv_entry *d;
	struct strbuf text = STRBUF_INIT;
	const char *fn = NULL;

	if (!con_id || !(d = node_driver(c, n, dev_id, &text))) {
		sb_release(&text);
		return NULL;
	}
	fn = driver_gpio_pdata_only(c, sb_str(&text), con_id);
	sb_release(&text);
	if (fn) {
		/* drivers/mmc/host/s3cmci.c: drivers/mmc/host and mmc/core */
		char *dir = arena_strndup(
			c->a, d->source,
			(size_t)(strrchr(d->source, '/') - d->source));
		char *up = strrchr(dir, '/') ?
				   arena_strndup(
					   c->a, dir,
					   (size_t)(strrchr(dir, '/') - dir)) :
				   NULL;

		if (dir_asks_for(c, dir, d->source, con_id) ||
		    (up && (dir_asks_for(c, up, d->source, con_id) ||
			    dir_asks_for(c, arena_printf(c->a, "%s/core", up),
					 d->source, con_id))))
			fn = NULL;
	}
	*source = d->source;
	return fn;
}
