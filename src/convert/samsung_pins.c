// SPDX-License-Identifier: GPL-2.0
/*
 * Samsung pin configuration in C as the pin groups of the tree's own
 * Samsung pinctrl .dtsi. A device's cfg_gpio setup function (sdhci-s3c
 * calls pdata->cfg_gpio(pdev, max_width)) sets pins with
 * s3c_gpio_cfgpin(), s3c_gpio_cfgrange_nopull(), s3c_gpio_cfgall_range()
 * and s3c_gpio_setpull() (mach-s3c/gpio-cfg.h); the devicetree driver sets
 * the same from the groups its node's pinctrl-0 names. The setup function
 * is read from the family's files; its pins, function numbers and pulls
 * are matched against the groups' samsung,pins, samsung,pin-function and
 * samsung,pin-pud: a group is taken when each of its pins is set to its
 * function (and pull, when it has one), larger groups first, until every
 * pin is covered. The groups are named in the .dtsi's order.
 */
#include "convert/samsung_pins.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "lib/ctext.h"
#include "lib/fileio.h"
#include "lib/sort.h"

#define MAX_PINS 64
#define MAX_GROUPS 512

enum { PULL_ANY = -1, PULL_NONE, PULL_DOWN, PULL_UP };

struct pin {
	const char *name; /* "gpg-0" */
	long long fn;
	int pull;
};

struct group {
	const char *label;
	const char *pins[MAX_PINS];
	size_t npins;
	long long fn;
	int pull;
};

/* A cell "<NAME>" or "<2>": its value through the text's #defines. */
static long long cell_value(const char *text, const char *cell, int *ok)
{
	char key[128];
	const char *d;
	char *end;
	long long v;

	while (*cell == '<' || isspace((unsigned char)*cell))
		cell++;
	v = strtoll(cell, &end, 0);
	*ok = end != cell;
	if (*ok)
		return v;
	snprintf(key, sizeof(key), "#define %.*s", (int)strcspn(cell, " \t>"),
		 cell);
	for (d = text; (d = strstr(d, key)) != NULL; d += strlen(key))
		if (isspace((unsigned char)d[strlen(key)])) {
			v = strtoll(d + strlen(key), &end, 0);
			*ok = end != d + strlen(key);
			return v;
		}
	return 0;
}

/* The value of property @prop in the node text [p, end), or NULL. */
static const char *prop_in(const char *p, const char *end, const char *prop)
{
	const char *q = strstr(p, prop);

	if (!q || q > end)
		return NULL;
	q = strchr(q, '=');
	return q && q < end ? q + 1 : NULL;
}

/* Every "label: name { samsung,pins = ...; }" group of the .dtsi text. */
static size_t dtsi_groups(struct conv *c, const char *text, struct group *g,
			  size_t max)
{
	const char *p = text;
	size_t n = 0;

	while (n < max && (p = strstr(p, "samsung,pins")) != NULL) {
		const char *open, *lb, *colon, *end, *v, *semi;
		struct group *gr = &g[n];
		int ok;

		for (open = p; open > text && *open != '{'; open--)
			;
		end = strchr(p, '}');
		p += strlen("samsung,pins");
		for (lb = open; lb > text && lb[-1] != '\n'; lb--)
			;
		colon = memchr(lb, ':', (size_t)(open - lb));
		if (!colon || !end)
			continue;
		while (lb < colon && isspace((unsigned char)*lb))
			lb++;
		memset(gr, 0, sizeof(*gr));
		gr->label = arena_strndup(c->a, lb, (size_t)(colon - lb));
		semi = strchr(p, ';');
		for (v = strchr(p, '"'); v && v < semi && gr->npins < MAX_PINS;
		     v = strchr(v + 1, '"')) {
			size_t len = strcspn(v + 1, "\"");

			gr->pins[gr->npins++] = arena_strndup(c->a, v + 1, len);
			v += len + 1;
		}
		v = prop_in(p, end, "samsung,pin-function");
		gr->fn = v ? cell_value(text, v, &ok) : -1;
		if (!v || !ok)
			continue;
		v = prop_in(p, end, "samsung,pin-pud");
		gr->pull = PULL_ANY;
		if (v) {
			const char *q = v + strspn(v, " \t<");
			size_t len = strcspn(q, " \t>;");
			const char *name = arena_strndup(c->a, q, len);

			gr->pull = strstr(name, "PULL_UP")   ? PULL_UP :
				   strstr(name, "PULL_DOWN") ? PULL_DOWN :
							       PULL_NONE;
		}
		if (gr->npins)
			n++;
	}
	return n;
}

/* "S3C64XX_GPG(3)" -> "gpg-3" through the SoC's GPIO banks. */
static const char *pin_name(struct conv *c, const char *expr)
{
	size_t i, len = strcspn(expr, "(");
	long long idx;

	if (!expr[len])
		return NULL;
	idx = strtoll(expr + len + 1, NULL, 0);
	for (i = 0; c->soc->gpios && c->soc->gpios[i].chip; i++) {
		const char *f = c->soc->gpios[i].first;

		if (!strncmp(f, expr, len) && f[len] == '(')
			return arena_printf(c->a, "%s-%lld",
					    c->soc->gpios[i].label, idx);
	}
	return NULL;
}

/* An integer parameter of the function run, bound to its argument. */
struct num {
	const char *name;
	long long v;
};

/*
 * "2 + width", "rows", "4": a sum of numbers and integer parameters of
 * @nums (ended by a NULL name).
 */
static int count_of(const char *expr, const struct num *nums, long long *out)
{
	long long sum = 0;
	const char *p = expr;

	for (;;) {
		const struct num *k = NULL;
		size_t len = 0;
		char *end;

		while (isspace((unsigned char)*p))
			p++;
		while (ctext_ident_char(p[len]))
			len++;
		for (k = nums; len && k && k->name; k++)
			if (strlen(k->name) == len && !strncmp(p, k->name, len))
				break;
		if (len && k && k->name) {
			sum += k->v;
			p += len;
		} else {
			long long v = strtoll(p, &end, 0);

			if (end == p)
				return -1;
			sum += v;
			p = end;
		}
		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		if (*p++ != '+')
			return -1;
	}
	*out = sum;
	return 0;
}

static int pull_of(const char *s)
{
	return strstr(s, "PULL_UP")   ? PULL_UP :
	       strstr(s, "PULL_DOWN") ? PULL_DOWN :
	       strstr(s, "PULL_NONE") ? PULL_NONE :
					-2;
}

/*
 * The value of "#define @name VALUE" in the family's headers
 * (mach-s3c/regs-gpio-s3c24xx.h), VALUE a number or "(N << M)"; 0 when
 * found.
 */
static int header_define(struct conv *c, const char *name,
			 unsigned long long *out)
{
	char dir[4096], path[8192];
	const char *key = arena_printf(c->a, "#define %s", name);
	struct dirent *e;
	int found = -1;
	DIR *d;

	snprintf(dir, sizeof(dir), "%s/arch/arm/mach-%s", c->kdir,
		 c->soc->family);
	d = opendir(dir);
	while (found && d && (e = readdir(d)) != NULL) {
		struct strbuf t = STRBUF_INIT;
		size_t len = strlen(e->d_name);
		const char *p;

		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (len < 3 || strcmp(e->d_name + len - 2, ".h") ||
		    file_read_all(path, &t)) {
			sb_release(&t);
			continue;
		}
		for (p = sb_str(&t); found && (p = strstr(p, key)) != NULL;
		     p += strlen(key)) {
			unsigned long long v, sh = 0;
			char *end;
			const char *q = p + strlen(key);
			int paren;

			if (!isspace((unsigned char)*q))
				continue;
			while (*q == ' ' || *q == '\t')
				q++;
			paren = *q == '(';
			q += paren;
			v = strtoull(q, &end, 0);
			if (end == q)
				break;
			q = end;
			while (*q == ' ')
				q++;
			if (paren && !strncmp(q, "<<", 2)) {
				q += 2;
				sh = strtoull(q, &end, 0);
				if (end == q || sh > 63)
					break;
				q = end;
			}
			while (*q == ' ')
				q++;
			if (paren && *q != ')')
				break;
			*out = v << sh;
			found = 0;
		}
		sb_release(&t);
	}
	if (d)
		closedir(d);
	return found;
}

/*
 * The function number the configuration @s sets on pin @idx of its bank:
 * "S3C_GPIO_SFN(2)" -> 2; a named value of the family's headers, either
 * special as S3C_GPIO_SFN() makes them (S3C2410_GPIO_OUTPUT,
 * 0xfffffff1: 1) or the bits of the pin's field in the control register
 * (S3C2410_GPE15_IICSDA, 2 << 30: 2), as samsung_gpio_setcfg_2bit()
 * takes them. -1 when not known.
 */
static long long sfn_of(struct conv *c, const char *s, long long idx)
{
	const char *p = strstr(s, "S3C_GPIO_SFN(");
	unsigned long long v;
	size_t len = strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");

	if (p)
		return strtoll(p + strlen("S3C_GPIO_SFN("), NULL, 0);
	if (!len || s[len] || idx < 0 || idx > 15 || header_define(c, s, &v))
		return -1;
	if ((v & 0xfffffff0ULL) == 0xfffffff0ULL)
		return (long long)(v & 0xf);
	/* not the field of this pin (a bank of 1-bit fields): unknown */
	if (v & ~(3ULL << (idx * 2)))
		return -1;
	return (long long)(v >> (idx * 2));
}

static struct pin *pin_at(struct pin *pins, size_t *n, const char *name)
{
	size_t i;

	for (i = 0; i < *n; i++)
		if (!strcmp(pins[i].name, name))
			return &pins[i];
	if (*n == MAX_PINS)
		return NULL;
	pins[*n].name = name;
	pins[*n].fn = -1;
	pins[*n].pull = PULL_ANY;
	return &pins[(*n)++];
}

/*
 * The pins statement @stmt sets; 0 when understood. An "if (pdata->F ==
 * NAME)" is decided by @cond.
 */
static int run_stmt(struct conv *c, const char *stmt, const struct num *nums,
		    struct pin *pins, size_t *n)
{
	const char *argv[4], *open = strchr(stmt, '(');
	size_t fnlen = open ? (size_t)(open - stmt) : 0, i;
	int argc;
	long long cnt = 1, fn = -1;
	int pull = PULL_ANY;
	const char *first;

	if (!open)
		return -1;
	argc = ctext_call_args(c->a, open, argv, 4);
	if (fnlen == strlen("s3c_gpio_cfgpin") &&
	    !strncmp(stmt, "s3c_gpio_cfgpin", fnlen) && argc == 2)
		fn = sfn_of(c, argv[1],
			    strchr(argv[0], '(') ?
				    strtoll(strchr(argv[0], '(') + 1, NULL, 0) :
				    -1);
	else if (fnlen == strlen("s3c_gpio_setpull") &&
		 !strncmp(stmt, "s3c_gpio_setpull", fnlen) && argc == 2)
		pull = pull_of(argv[1]);
	else if (fnlen == strlen("s3c_gpio_cfgrange_nopull") &&
		 !strncmp(stmt, "s3c_gpio_cfgrange_nopull", fnlen) &&
		 argc == 3) {
		fn = sfn_of(c, argv[2], -1);
		pull = PULL_NONE;
		if (count_of(argv[1], nums, &cnt))
			return -1;
	} else if (fnlen == strlen("s3c_gpio_cfgall_range") &&
		   !strncmp(stmt, "s3c_gpio_cfgall_range", fnlen) &&
		   argc == 4) {
		fn = sfn_of(c, argv[2], -1);
		pull = pull_of(argv[3]);
		if (count_of(argv[1], nums, &cnt))
			return -1;
	} else
		return -1;
	if ((fn < 0 && pull == PULL_ANY) || pull == -2 || cnt < 1 ||
	    cnt > MAX_PINS)
		return -1;
	first = argv[0];
	for (i = 0; i < (size_t)cnt; i++) {
		size_t len = strcspn(first, "(");
		const char *e = arena_printf(
			c->a, "%.*s(%lld)", (int)len, first,
			strtoll(first + len + 1, NULL, 0) + (long long)i);
		const char *name = pin_name(c, e);
		struct pin *p = name ? pin_at(pins, n, name) : NULL;

		if (!p)
			return -1;
		if (fn >= 0)
			p->fn = fn;
		if (pull != PULL_ANY)
			p->pull = pull;
	}
	return 0;
}

/*
 * The body of "void @fn(" in the family's .c files, or NULL. Two series
 * may define the same function (s3c_i2c0_cfg_gpio() in setup-i2c-s3c24xx.c
 * and setup-i2c0-s3c64xx.c); Kbuild builds the file named after the SoC's
 * series ("s3c6410" -> "s3c64xx"), so that one is taken first.
 */
static const char *function_body(struct conv *c, const char *fn,
				 const char **file, const char **params)
{
	char dir[4096], path[8192];
	const char *key = arena_printf(c->a, "void %s(", fn), *best = NULL;
	char *series = arena_strdup(c->a, c->soc->name);
	size_t slen = strlen(series);
	struct dirent *e;
	DIR *d;

	if (slen > 2)
		series[slen - 1] = series[slen - 2] = 'x';
	snprintf(dir, sizeof(dir), "%s/arch/arm/mach-%s", c->kdir,
		 c->soc->family);
	d = opendir(dir);
	while (d && (e = readdir(d)) != NULL) {
		struct strbuf t = STRBUF_INIT;
		const char *p, *open, *q;
		size_t len = strlen(e->d_name);
		int depth = 0;

		if (len < 3 || strcmp(e->d_name + len - 2, ".c"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (file_read_all(path, &t) || !(p = strstr(sb_str(&t), key)) ||
		    !(open = strchr(p, '{')) ||
		    memchr(p, ';', (size_t)(open - p))) {
			sb_release(&t);
			continue;
		}
		for (q = open; *q; q++)
			if (*q == '{')
				depth++;
			else if (*q == '}' && --depth == 0)
				break;
		if (!best || strstr(e->d_name, series)) {
			const char *po = p + strlen(key);

			*file = arena_printf(c->a, "arch/arm/mach-%s/%s",
					     c->soc->family, e->d_name);
			best = arena_strndup(c->a, open + 1,
					     (size_t)(q - open - 1));
			if (params)
				*params = arena_strndup(c->a, po,
							strcspn(po, ")"));
		}
		sb_release(&t);
		if (strstr(e->d_name, series))
			break;
	}
	if (d)
		closedir(d);
	return best;
}

/*
 * Does the switch body that starts at @p (after its '{') have the label
 * "case @name:"? Its nested braces aside.
 */
static int switch_has_case(const char *p, const char *name)
{
	size_t n = strlen(name);
	int depth = 0;

	for (; *p && (depth || *p != '}'); p++) {
		if (*p == '{')
			depth++;
		else if (*p == '}')
			depth--;
		else if (!depth && !strncmp(p, "case ", 5) &&
			 !strncmp(p + 5, name, n) && p[5 + n] == ':')
			return 1;
	}
	return 0;
}

static int run_body(struct conv *c, const char *body, const struct num *nums,
		    const struct samsung_cond *cond, struct pin *pins,
		    size_t *n, struct samsung_drives *drv, int depth,
		    const char **why);

/* The name of parameter @i in "unsigned char power_mode, unsigned short vdd". */
static const char *param_name(struct conv *c, const char *params, size_t i)
{
	const char *p = params, *e, *w;

	for (; i && p; i--)
		if ((p = strchr(p, ',')) != NULL)
			p++;
	if (!p)
		return NULL;
	e = p + strcspn(p, ",");
	while (e > p && !isalnum((unsigned char)e[-1]) && e[-1] != '_')
		e--;
	for (w = e; w > p && (isalnum((unsigned char)w[-1]) || w[-1] == '_');)
		w--;
	return w < e ? arena_strndup(c->a, w, (size_t)(e - w)) : NULL;
}

/*
 * A statement other than the pin calls: a GPIO the function drives
 * (gpio_set_value(), gpio_direction_output()), kept in @drv for the caller
 * to say what becomes of it, or a call of another function of the
 * family's files (a board's set_power() calls the SoC's default one
 * first), run with the conditions its arguments pass on under the
 * callee's parameter names. 0 when understood, else *@why says what was
 * not.
 */
static int other_stmt(struct conv *c, const char *stmt, const struct num *nums,
		      const struct samsung_cond *cond, struct pin *pins,
		      size_t *n, struct samsung_drives *drv, int depth,
		      const char **why)
{
	enum { MAX_ARGS = 8, MAX_SUB = 16 };
	const char *open = strchr(stmt, '('), *argv[MAX_ARGS];
	const char *name, *body, *file = NULL, *params = NULL;
	struct samsung_cond sub[MAX_SUB + 1];
	struct num subn[MAX_ARGS + 1];
	size_t nsub = 0, nn = 0;
	int argc, i;
	const struct samsung_cond *k;

	*why = stmt;
	if (!open)
		return -1;
	name = arena_strndup(c->a, stmt, (size_t)(open - stmt));
	argc = ctext_call_args(c->a, open, argv, MAX_ARGS);
	if (drv && argc == 2 &&
	    (!strcmp(name, "gpio_set_value") ||
	     !strcmp(name, "gpio_direction_output"))) {
		struct samsung_drive d = { argv[0], argv[1],
					   pin_name(c, argv[0]) };

		ARENA_PUSH(c->a, drv->v, drv->n, drv->alloc, d);
		return 0;
	}
	if (depth >= 3 || argc < 0 || !ctext_is_ident(name))
		return -1;
	body = function_body(c, name, &file, &params);
	if (!body || !params)
		return -1;
	for (i = 0; i < argc; i++)
		for (k = cond; k && k->field; k++)
			if (!strcmp(argv[i], k->field) && nsub < MAX_SUB &&
			    param_name(c, params, (size_t)i))
				sub[nsub++] = (struct samsung_cond){
					param_name(c, params, (size_t)i),
					k->name, k->holds
				};
	sub[nsub] = (struct samsung_cond){ NULL, NULL, 0 };
	/* the integers it is called with, under its parameters' names */
	for (i = 0; i < argc; i++) {
		long long v;

		if (param_name(c, params, (size_t)i) &&
		    !count_of(argv[i], nums, &v))
			subn[nn++] =
				(struct num){ param_name(c, params, (size_t)i),
					      v };
	}
	subn[nn] = (struct num){ NULL, 0 };
	if (run_body(c, body, subn, sub, pins, n, drv, depth + 1, why)) {
		*why = arena_printf(c->a, "%s() (%s): not read at \"%s\"", name,
				    file, *why);
		return -1;
	}
	return 0;
}

/*
 * Runs the body: call statements, declarations, comments, "if
 * (pdata->FIELD == NAME) { ... }" blocks decided by @cond, and a "switch
 * (FIELD) { case NAME: ... }" whose FIELD @cond names (the case of its
 * NAME that holds runs, to its break; default when no case has it). 0
 * when every statement was understood, else *@why says which was not.
 * @depth counts the calls followed into other functions.
 */
static int run_body(struct conv *c, const char *body, const struct num *nums,
		    const struct samsung_cond *cond, struct pin *pins,
		    size_t *n, struct samsung_drives *drv, int depth,
		    const char **why)
{
	const char *p = body, *want = NULL;
	int skip = 0, in_if = 0, in_switch = 0, active = 0, has_case = 0;

	while (*p) {
		const char *end;

		while (isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		if (!strncmp(p, "/*", 2)) {
			end = strstr(p, "*/");
			p = end ? end + 2 : p + strlen(p);
			continue;
		}
		if (*p == '}') {
			if (!in_if && !in_switch) {
				*why = "unbalanced braces";
				return -1;
			}
			if (in_if)
				in_if = skip = 0;
			else
				in_switch = 0;
			p++;
			continue;
		}
		if (!strncmp(p, "switch (", 8) && !in_if && !in_switch) {
			const char *close = strchr(p, ')'), *field;
			const struct samsung_cond *k;

			field = close ? arena_strndup(c->a, p + 8,
						      (size_t)(close - p - 8)) :
					NULL;
			for (k = cond, want = NULL; field && k && k->field; k++)
				if (!strcmp(k->field, field) && k->holds)
					want = k->name;
			if (!want || close[1] != ' ' || close[2] != '{') {
				*why = arena_strndup(c->a, p, strcspn(p, "\n"));
				return -1;
			}
			in_switch = 1;
			active = 0;
			has_case = switch_has_case(close + 3, want);
			p = close + 3;
			continue;
		}
		if (in_switch && !in_if &&
		    (!strncmp(p, "case ", 5) || !strncmp(p, "default:", 8))) {
			const char *colon = strchr(p, ':');

			if (!colon) {
				*why = "a case without its ':'";
				return -1;
			}
			if (!active)
				active = *p == 'd' ?
						 !has_case :
						 (size_t)(colon - p - 5) ==
								 strlen(want) &&
							 !strncmp(p + 5, want,
								  strlen(want));
			p = colon + 1;
			continue;
		}
		if (in_switch && !in_if && !strncmp(p, "break;", 6)) {
			active = 0;
			p += 6;
			continue;
		}
		if (!strncmp(p, "if (", 4) && !in_if) {
			const char *close = strchr(p, ')'), *eq, *name;
			const struct samsung_cond *k;
			int known = 0;

			eq = strstr(p, "==");
			if (!close || !eq || eq > close || close[1] != ' ' ||
			    close[2] != '{' || !strstr(p, "pdata->")) {
				*why = arena_strndup(c->a, p, strcspn(p, "\n"));
				return -1;
			}
			name = arena_strndup(c->a, eq + 2,
					     (size_t)(close - eq - 2));
			while (isspace((unsigned char)*name))
				name++;
			for (k = cond; k && k->field; k++)
				if (strstr(arena_strndup(c->a, p,
							 (size_t)(eq - p)),
					   arena_printf(c->a, "pdata->%s",
							k->field)) &&
				    !strcmp(name, k->name)) {
					known = 1;
					skip = !k->holds;
				}
			if (!known) {
				*why = arena_strndup(c->a, p, strcspn(p, "\n"));
				return -1;
			}
			in_if = 1;
			p = close + 3;
			continue;
		}
		end = strchr(p, ';');
		if (!end) {
			*why = "no statement end";
			return -1;
		}
		if (!strncmp(p, "struct ", 7)) { /* a declaration */
			p = end + 1;
			continue;
		}
		if (!skip && (!in_switch || active)) {
			const char *stmt =
				arena_strndup(c->a, p, (size_t)(end - p));

			if (run_stmt(c, stmt, nums, pins, n) &&
			    other_stmt(c, stmt, nums, cond, pins, n, drv, depth,
				       why))
				return -1;
		}
		p = end + 1;
	}
	return 0;
}

static int pin_idx(const struct pin *pins, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(pins[i].name, name))
			return (int)i;
	return -1;
}

/* pinctrl-0 of the groups @take marks, in the .dtsi's order. */
static void emit(struct conv *c, struct dt_node *node, const struct group *g,
		 const int *take, size_t ng)
{
	struct strbuf v = STRBUF_INIT;
	size_t i;

	for (i = 0; i < ng; i++)
		if (take[i])
			sb_addf(&v, "%s<&%s>", v.len ? ", " : "", g[i].label);
	dt_prop_str(c->t, node, "pinctrl-names", "default");
	dt_prop(c->t, node, "pinctrl-0", "%s", sb_str(&v));
	sb_release(&v);
}

/*
 * The pin controller's label: the parent of the node of the SoC's first
 * GPIO bank ("&pinctrl_0/gpa" in s3c24xx.dtsi). NULL when not known.
 */
static const char *pinctrl_label(struct conv *c)
{
	const struct soc_node *bank, *ctl;
	const char *slash;

	if (!c->sdt || !c->soc->gpios || !c->soc->gpios[0].label)
		return NULL;
	bank = soc_dt_find_by_label(c->sdt, c->soc->gpios[0].label);
	slash = bank ? strrchr(bank->path, '/') : NULL;
	if (!slash || slash == bank->path)
		return NULL;
	ctl = soc_dt_find_by_path(c->sdt,
				  arena_strndup(c->a, bank->path,
						(size_t)(slash - bank->path)));
	return ctl ? ctl->label : NULL;
}

/*
 * Pins of the setup function that no group of the .dtsi covers: groups of
 * the board's own under the pin controller, one per function and pull,
 * named after the device. A pull the function set is the group's
 * samsung,pin-pud in the pin controller driver's encoding (pud_value());
 * where that driver cannot set one pin's pull (the S3C2410/2440's one bit
 * per pin), the group has the function only and *@loss says so. A pin
 * left with the pull it had (the function sets none) has no pin-pud.
 * Returns the groups' labels, ", "-separated "<&label>" cells; NULL and
 * *@why: none can be made.
 */
/*
 * A pull in the pin controller's samsung,pin-pud encoding, which the
 * driver writes unchanged into a 2-bit field per pin (pinctrl-s3c64xx.c,
 * pinctrl-s3c24xx.c's bank_type_2bit): the S3C64xx's field holds the
 * S3C_GPIO_PULL_* value as samsung_gpio_setpull_updown() writes it (which
 * s3c2416.c installs too), the S3C2443's what s3c2443_gpio_setpull() makes
 * of it. The S3C2410, S3C2412 and S3C2440 have one pull bit per pin
 * (s3c24xx_gpio_setpull_1up/down()), which a 2-bit field at twice the
 * pin's index does not address: no value sets that pin's pull alone. -1
 * and *@why then.
 */
static long long pud_value(struct conv *c, const char *compat, int pull,
			   const char **why)
{
	static const long long s3c2443[] = { 1, 2, 0 }; /* NONE, DOWN, UP */

	if (compat && (!strcmp(compat, "samsung,s3c64xx-pinctrl") ||
		       !strcmp(compat, "samsung,s3c2416-pinctrl")))
		return pull;
	if (compat && !strcmp(compat, "samsung,s3c2443-pinctrl"))
		return s3c2443[pull];
	*why = arena_printf(
		c->a,
		"%s: the SoC has one pull bit per pin, but %s writes "
		"samsung,pin-pud as a 2-bit field at twice the pin's index, "
		"so no value sets this pin's pull",
		compat ? compat : "the pin controller",
		"drivers/pinctrl/samsung/pinctrl-s3c24xx.c");
	return -1;
}

/* A group's node name from its label: "uart0_pins" -> "uart0-pins" */
static const char *group_node_name(struct conv *c, const char *label)
{
	char *name = arena_strdup(c->a, label), *q;

	for (q = name; *q; q++)
		if (*q == '_')
			*q = '-';
	return name;
}

/* "gpe-14" before "gpe-15" and "gpe-2" before "gpe-10": bank, then number */
static int cmp_pin_name(const void *pa, const void *pb)
{
	const char *a = *(const char *const *)pa, *b = *(const char *const *)pb;
	size_t la = strcspn(a, "-"), lb = strcspn(b, "-");
	int r = strncmp(a, b, la < lb ? la : lb);

	if (r || la != lb)
		return r ? r : la < lb ? -1 : 1;
	if (!a[la] || !b[lb])
		return strcmp(a, b);
	return strtol(a + la + 1, NULL, 10) < strtol(b + lb + 1, NULL, 10) ?
		       -1 :
	       strtol(a + la + 1, NULL, 10) > strtol(b + lb + 1, NULL, 10) ? 1 :
									     0;
}

static const char *board_groups(struct conv *c, struct dt_node *node,
				const struct pin *pins, size_t n,
				const int *covered, const char **why,
				const char **loss)
{
	const char *ctl = pinctrl_label(c), *dev, *compat;
	const struct soc_node *cn;
	struct strbuf cells = STRBUF_INIT;
	long long *pud;
	size_t i, j;
	int *done;

	dev = node->ref ? node->ref : node->label;
	if (!ctl || !dev) {
		*why = "no pin controller node to hold the board's groups";
		return NULL;
	}
	cn = c->sdt ? soc_dt_find_by_label(c->sdt, ctl) : NULL;
	compat = cn ? cn->compatible : NULL;
	pud = arena_alloc(c->a, (n + 1) * sizeof(*pud));
	for (i = 0; i < n; i++) {
		const char *pwhy = NULL;

		pud[i] = -1;
		if (covered[i] || pins[i].pull == PULL_ANY)
			continue;
		pud[i] = pud_value(c, compat, pins[i].pull, &pwhy);
		if (pud[i] < 0)
			*loss = arena_printf(
				c->a, "the function, not the pull: %s", pwhy);
	}
	done = arena_alloc(c->a, (n + 1) * sizeof(*done));
	memset(done, 0, (n + 1) * sizeof(*done));
	for (i = 0; i < n; i++) {
		struct strbuf list = STRBUF_INIT;
		const char *label, *name, *names[MAX_PINS];
		struct dt_node *grp;
		size_t nn = 0;

		if (covered[i] || done[i])
			continue;
		/* a pull alone that cannot be said: nothing for a group */
		if (pins[i].fn < 0 && pud[i] < 0)
			continue;
		for (j = i; j < n; j++)
			if (!covered[j] && !done[j] &&
			    pins[j].fn == pins[i].fn && pud[j] == pud[i]) {
				names[nn++] = pins[j].name;
				done[j] = 1;
			}
		sort_array(names, nn, sizeof(*names), cmp_pin_name);
		for (j = 0; j < nn; j++)
			sb_addf(&list, "%s\"%s\"", list.len ? ", " : "",
				names[j]);
		label = dt_unique_label(c->t,
					arena_printf(c->a, "%s_pins",
						     conv_label_of(c, dev)));
		name = group_node_name(c, label);
		grp = dt_child(c->t, dt_ref(c->t, ctl), name, NULL);
		grp->label = label;
		dt_prop(c->t, grp, "samsung,pins", "%s", sb_str(&list));
		if (pins[i].fn >= 0)
			dt_prop(c->t, grp, "samsung,pin-function", "<%lld>",
				pins[i].fn);
		if (pud[i] >= 0)
			dt_prop(c->t, grp, "samsung,pin-pud", "<%lld>", pud[i]);
		sb_addf(&cells, "%s<&%s>", cells.len ? ", " : "", label);
		sb_release(&list);
	}
	{
		const char *r = cells.len ? arena_strdup(c->a, sb_str(&cells)) :
					    NULL;

		if (!r)
			*why = *loss;
		sb_release(&cells);
		return r;
	}
}

int samsung_pins_setup(struct conv *c, struct dt_node *node, const char *fn,
		       const struct samsung_args *args,
		       const struct samsung_cond *cond,
		       struct samsung_drives *drv, const char **why)
{
	struct strbuf text = STRBUF_INIT;
	struct pin pins[MAX_PINS];
	struct num nums[SAMSUNG_MAX_ARGS + 1];
	struct group *g;
	size_t n = 0, ng, i, j, left, nn = 0;
	const char *body, *file = NULL, *params = NULL;
	int *take, *covered;

	if (!c->dtsi || !c->soc->gpios) {
		*why = "no SoC .dtsi with pin groups";
		return -1;
	}
	body = function_body(c, fn, &file, &params);
	if (!body) {
		*why = arena_printf(c->a, "%s() not found in mach-%s", fn,
				    c->soc->family);
		return -1;
	}
	for (i = 0; args && params && i < args->n && i < SAMSUNG_MAX_ARGS; i++)
		if (args->known[i] && param_name(c, params, i))
			nums[nn++] = (struct num){ param_name(c, params, i),
						   args->v[i] };
	nums[nn] = (struct num){ NULL, 0 };
	conv_dtsi_text(c, c->dtsi, &text);
	g = arena_alloc(c->a, MAX_GROUPS * sizeof(*g));
	ng = dtsi_groups(c, sb_str(&text), g, MAX_GROUPS);
	sb_release(&text);
	if (run_body(c, body, nums, cond, pins, &n, drv, 0, why)) {
		*why = arena_printf(c->a, "%s() (%s): not read at \"%s\"", fn,
				    file, *why);
		return -1;
	}
	take = arena_alloc(c->a, (ng + 1) * sizeof(*take));
	covered = arena_alloc(c->a, (n + 1) * sizeof(*covered));
	memset(take, 0, (ng + 1) * sizeof(*take));
	memset(covered, 0, (n + 1) * sizeof(*covered));
	for (left = n; left;) {
		size_t best = ng, gain = 0;

		for (i = 0; i < ng; i++) {
			size_t fresh = 0;

			if (take[i])
				continue;
			for (j = 0; j < g[i].npins; j++) {
				int k = pin_idx(pins, n, g[i].pins[j]);

				if (k < 0 || pins[k].fn != g[i].fn ||
				    (g[i].pull != PULL_ANY &&
				     pins[k].pull != PULL_ANY &&
				     pins[k].pull != g[i].pull))
					break;
				fresh += !covered[k];
			}
			if (j == g[i].npins && fresh > gain) {
				best = i;
				gain = fresh;
			}
		}
		if (best == ng)
			break;
		take[best] = 1;
		for (j = 0; j < g[best].npins; j++) {
			int k = pin_idx(pins, n, g[best].pins[j]);

			left -= !covered[k];
			covered[k] = 1;
		}
	}
	if (!n) {
		*why = arena_printf(c->a, "%s() (%s) sets no pin", fn, file);
		return -1;
	}
	if (left) {
		struct strbuf s = STRBUF_INIT;
		const char *own, *pwhy = NULL, *loss = NULL;

		/* dt_child() only once nothing can fail: build, then emit */
		own = board_groups(c, node, pins, n, covered, &pwhy, &loss);
		if (own) {
			struct strbuf v = STRBUF_INIT;

			for (i = 0; i < ng; i++)
				if (take[i])
					sb_addf(&v, "%s<&%s>",
						v.len ? ", " : "", g[i].label);
			sb_addf(&v, "%s%s", v.len ? ", " : "", own);
			dt_prop_str(c->t, node, "pinctrl-names", "default");
			dt_prop(c->t, node, "pinctrl-0", "%s", sb_str(&v));
			sb_release(&v);
			*why = arena_printf(
				c->a,
				"pins from %s() (%s), in groups of "
				"the board's own where %s has none%s%s",
				fn, file, c->dtsi, loss ? "; " : "",
				loss ? loss : "");
			return loss ? 1 : 0;
		}

		for (i = 0; i < n; i++)
			if (!covered[i])
				sb_addf(&s, "%s%s function %lld",
					s.len ? ", " : "", pins[i].name,
					pins[i].fn);
		*why = arena_printf(c->a,
				    "%s() (%s) sets pins no group of %s "
				    "covers: %s (%s)",
				    fn, file, c->dtsi, sb_str(&s), pwhy);
		sb_release(&s);
		return -1;
	}
	emit(c, node, g, take, ng);
	*why = arena_printf(c->a, "pins from %s() (%s)", fn, file);
	return 0;
}

int samsung_pins_device(struct conv *c, struct dt_node *node, const char *label,
			const char **why)
{
	struct strbuf text = STRBUF_INIT, names = STRBUF_INIT;
	struct group *g;
	size_t ng, i, j, k, l, nt = 0;
	char *want;
	int *take;

	if (!c->dtsi || !label) {
		*why = "no SoC .dtsi with pin groups";
		return -1;
	}
	/* "uart_0" (s3c24xx.dtsi) names the groups "uart0_..." */
	want = arena_strdup(c->a, label);
	for (i = j = 0; want[i]; i++)
		if (want[i] != '_')
			want[j++] = want[i];
	want[j] = '\0';
	conv_dtsi_text(c, c->dtsi, &text);
	g = arena_alloc(c->a, MAX_GROUPS * sizeof(*g));
	ng = dtsi_groups(c, sb_str(&text), g, MAX_GROUPS);
	sb_release(&text);
	take = arena_alloc(c->a, (ng + 1) * sizeof(*take));
	for (i = 0; i < ng; i++) {
		take[i] = !strncmp(g[i].label, want, j) && g[i].label[j] == '_';
		nt += take[i];
	}
	if (!nt) {
		*why = arena_printf(c->a, "%s has no pin group of %s", c->dtsi,
				    label);
		return -1;
	}
	/* groups sharing a pin are alternatives: the board must choose */
	for (i = 0; i < ng; i++)
		for (j = i + 1; take[i] && j < ng; j++)
			for (k = 0; take[j] && k < g[i].npins; k++)
				for (l = 0; l < g[j].npins; l++)
					if (!strcmp(g[i].pins[k],
						    g[j].pins[l])) {
						*why = arena_printf(
							c->a,
							"%s's groups %s and %s "
							"share pin %s: which "
							"one the board wires is "
							"not in its file",
							label, g[i].label,
							g[j].label,
							g[i].pins[k]);
						return -1;
					}
	for (i = 0; i < ng; i++)
		if (take[i])
			sb_addf(&names, "%s%s", names.len ? ", " : "",
				g[i].label);
	emit(c, node, g, take, ng);
	*why = arena_printf(c->a,
			    "pins not set by the board file (its boot loader "
			    "did): %s's only group set in %s (%s)",
			    label, c->dtsi, sb_str(&names));
	sb_release(&names);
	return 0;
}

const char *samsung_default_hook(struct conv *c, const char *var,
				 const char *field)
{
	char dir[4096], path[8192];
	struct strbuf soc = STRBUF_INIT;
	const char *key, *found = NULL;
	struct dirent *e;
	DIR *d;

	if (!var)
		return NULL;
	key = arena_printf(c->a, "%s.%s = ", var, field);
	snprintf(dir, sizeof(dir), "%s/arch/arm/mach-%s", c->kdir,
		 c->soc->family);
	snprintf(path, sizeof(path), "%s/%s.c", dir, c->soc->name);
	if (file_read_all(path, &soc)) {
		sb_release(&soc);
		return NULL;
	}
	d = opendir(dir);
	while (!found && d && (e = readdir(d)) != NULL) {
		struct strbuf t = STRBUF_INIT;
		size_t len = strlen(e->d_name);
		const char *p;

		if (len < 3 || strcmp(e->d_name + len - 2, ".h"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (file_read_all(path, &t))
			continue;
		for (p = sb_str(&t); !found && (p = strstr(p, key)) != NULL;
		     p += strlen(key)) {
			const char *v = p + strlen(key), *fnp = NULL, *q;

			/* the inline function the assignment is in */
			for (q = sb_str(&t);
			     (q = strstr(q, "static inline void ")) && q < p;
			     q++)
				fnp = q + strlen("static inline void ");
			if (!fnp)
				continue;
			if (strstr(sb_str(&soc),
				   arena_printf(c->a, "%.*s();",
						(int)strcspn(fnp, "("), fnp)))
				found = arena_strndup(c->a, v,
						      strcspn(v, "; \t\n"));
		}
		sb_release(&t);
	}
	if (d)
		closedir(d);
	sb_release(&soc);
	return found;
}

/* NAME in "@key NAME;" within [p, end), or NULL */
static const char *assigned(struct conv *c, const char *p, const char *end,
			    const char *key)
{
	const char *q = strstr(p, key);

	if (!q || q >= end)
		return NULL;
	q += strlen(key);
	return arena_strndup(c->a, q, strcspn(q, "; \t\n"));
}

const char *samsung_setter_hook(struct conv *c, const char *dev,
				const char *field, const char **def)
{
	char dir[4096], path[8192];
	const char *key, *found = NULL;
	struct dirent *e;
	DIR *d;

	*def = NULL;
	if (!dev)
		return NULL;
	key = arena_printf(c->a, "&%s);", dev);
	snprintf(dir, sizeof(dir), "%s/arch/arm/mach-%s", c->kdir,
		 c->soc->family);
	d = opendir(dir);
	while (!found && d && (e = readdir(d)) != NULL) {
		struct strbuf t = STRBUF_INIT;
		size_t len = strlen(e->d_name);
		const char *p, *start, *end;

		if (len < 3 || strcmp(e->d_name + len - 2, ".c"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, e->d_name);
		if (file_read_all(path, &t))
			continue;
		for (p = sb_str(&t); !found && (p = strstr(p, key)) != NULL;
		     p += strlen(key)) {
			/* the function around the call: "\n{" to "\n}" */
			for (start = p; start > sb_str(&t) &&
					!(start[0] == '{' && start[-1] == '\n');
			     start--)
				;
			end = strstr(p, "\n}");
			if (!end)
				break;
			found = assigned(c, start, end,
					 arena_printf(c->a, "->%s = ", field));
			if (found) {
				*def = assigned(c, start, end, "pd = &");
				if (*def)
					*def = arena_strdup(c->a, *def);
				found = arena_strdup(c->a, found);
			}
		}
		sb_release(&t);
	}
	if (d)
		closedir(d);
	return found;
}

const char *samsung_pdata_hook(struct conv *c, const char *dev,
			       struct value *pd, const char *field)
{
	struct value *v = pd ? val_get(pd, field) : NULL;
	const char *fn, *def;

	if (v && v->text && !val_is_zero(v))
		fn = v->text;
	else
		fn = samsung_setter_hook(c, dev, field, &def);
	if (pd)
		val_take(pd, field);
	while (fn && *fn == '&')
		fn++;
	return fn;
}

/* a pin a device's group @group holds: a hog would take it from the device */
static int pin_taken(struct conv *c, struct item *it, const char *pin,
		     const char *group)
{
	item_fate(c->r, it, FATE_TODO,
		  "pin configuration: %s is in the group %s, which a device's "
		  "pinctrl-0 takes; a hog of the pin controller would take it "
		  "from that device",
		  pin, group);
	return 1;
}

int samsung_pins_board_call(struct conv *c, const struct step *s,
			    struct item *it)
{
	const char *ctl = pinctrl_label(c), *compat, *stmt, *pwhy = NULL;
	const struct soc_node *cn;
	struct strbuf text = STRBUF_INIT, list = STRBUF_INIT;
	struct pin pins[MAX_PINS];
	struct group *g;
	struct dt_node *ctln, *grp;
	const struct dt_prop *p0;
	size_t n = 0, ng, i, j, k;
	long long pud = -1;
	const char *label;
	char *q;

	if (!ctl || !c->sdt) {
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: %s has no labelled Samsung pin "
			  "controller to hold it",
			  c->dtsi ? c->dtsi : "the SoC .dtsi");
		return 1;
	}
	/* an inlined helper's step reads "helper: call(...)" */
	stmt = strstr(s->text, s->fn) ? strstr(s->text, s->fn) : s->text;
	if (run_stmt(c, stmt, NULL, pins, &n) || !n) {
		item_fate(c->r, it, FATE_TODO,
			  "pin configuration: its pins, function or pull are "
			  "not constants of the SoC's banks");
		return 1;
	}
	cn = soc_dt_find_by_label(c->sdt, ctl);
	compat = cn ? cn->compatible : NULL;
	/* one setting for all: what the call gives every pin */
	if (pins[0].pull != PULL_ANY)
		pud = pud_value(c, compat, pins[0].pull, &pwhy);
	if (pins[0].fn < 0 && pud < 0) {
		item_fate(c->r, it, FATE_TODO, "pin configuration: %s", pwhy);
		return 1;
	}
	/*
	 * A function taken by a hog of the pin controller would be taken
	 * from a device of the .dtsi whose group has the pin: left to it.
	 */
	conv_dtsi_text(c, c->dtsi, &text);
	g = arena_alloc(c->a, MAX_GROUPS * sizeof(*g));
	ng = dtsi_groups(c, sb_str(&text), g, MAX_GROUPS);
	sb_release(&text);
	for (i = 0; pins[0].fn >= 0 && i < ng; i++)
		for (j = 0; j < g[i].npins; j++)
			if (pin_idx(pins, n, g[i].pins[j]) >= 0)
				return pin_taken(c, it, g[i].pins[j],
						 arena_printf(c->a, "%s's %s",
							      c->dtsi,
							      g[i].label));
	/* the same for a device's group of the board's own (cfg_gpio) */
	ctln = dt_ref(c->t, ctl);
	for (i = 0; pins[0].fn >= 0 && i < ctln->nkids; i++) {
		const struct dt_prop *sp =
			dt_get(ctln->kids[i], "samsung,pins");

		for (k = 0; sp && k < n; k++)
			if (strstr(sp->value, arena_printf(c->a, "\"%s\"",
							   pins[k].name)) &&
			    ctln->kids[i]->label &&
			    strncmp(ctln->kids[i]->label, "board_", 6))
				return pin_taken(c, it, pins[k].name,
						 ctln->kids[i]->label);
	}
	for (i = 0; i < n; i++)
		sb_addf(&list, "%s\"%s\"", i ? ", " : "", pins[i].name);
	/* "gpb-1" -> label board_gpb1, node board-gpb1 */
	q = arena_printf(c->a, "board_%s", pins[0].name);
	if (strchr(q, '-'))
		memmove(strchr(q, '-'), strchr(q, '-') + 1,
			strlen(strchr(q, '-')));
	label = dt_unique_label(c->t, conv_label_of(c, q));
	grp = dt_child(c->t, ctln, group_node_name(c, label), NULL);
	grp->label = label;
	dt_prop(c->t, grp, "samsung,pins", "%s", sb_str(&list));
	sb_release(&list);
	if (pins[0].fn >= 0)
		dt_prop(c->t, grp, "samsung,pin-function", "<%lld>",
			pins[0].fn);
	if (pud >= 0)
		dt_prop(c->t, grp, "samsung,pin-pud", "<%lld>", pud);
	/* the board set them at boot: the controller's own default state */
	p0 = dt_get(ctln, "pinctrl-0");
	dt_prop_str(c->t, ctln, "pinctrl-names", "default");
	if (p0)
		dt_prop(c->t, ctln, "pinctrl-0", "%s, <&%s>", p0->value, label);
	else
		dt_prop(c->t, ctln, "pinctrl-0", "<&%s>", label);
	it->node = arena_printf(c->a, "&%s", label);
	if (pins[0].pull != PULL_ANY && pud < 0)
		item_fate(c->r, it, FATE_PARTIAL,
			  "the function, not the pull: %s", pwhy);
	return 1;
}

const char *samsung_pins_node_holds(struct conv *c, struct dt_node *n,
				    const char *cells)
{
	const struct dt_prop *p0 = dt_get(n, "pinctrl-0");
	const char *bank, *q, *pin;
	size_t blen;
	long line;

	if (!p0 || !cells || *cells != '&')
		return NULL;
	bank = cells + 1;
	blen = strcspn(bank, " ");
	line = strtol(bank + blen, NULL, 10);
	pin = arena_printf(c->a, "\"%.*s-%ld\"", (int)blen, bank, line);
	for (q = strchr(p0->value, '&'); q; q = strchr(q + 1, '&')) {
		const char *label =
			arena_strndup(c->a, q + 1, strcspn(q + 1, ">, "));
		struct dt_node *g = dt_find_label(c->t, label);
		const struct dt_prop *sp = g ? dt_get(g, "samsung,pins") : NULL;

		if (sp && strstr(sp->value, pin))
			return label;
	}
	return NULL;
}
