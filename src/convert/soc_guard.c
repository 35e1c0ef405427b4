// SPDX-License-Identifier: GPL-2.0
#include "convert/soc_guard.h"

#include <ctype.h>
#include <string.h>

#include "kernel/kconfig.h"

#define MAX_DEPTH 32

/* A preprocessor directive's name after '#', or NULL: @p is no directive. */
static const char *directive(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '#')
		return NULL;
	for (p++; *p == ' ' || *p == '\t'; p++)
		;
	return p;
}

const char *soc_guard_at(struct arena *a, const char *text, unsigned line)
{
	const char *stack[MAX_DEPTH];
	const char *p = text;
	size_t depth = 0, i;
	unsigned ln = 1;

	for (; p && *p && ln < line; ln++) {
		const char *d = directive(p);

		if (d && !strncmp(d, "ifdef", 5) &&
		    isspace((unsigned char)d[5])) {
			const char *s = d + 5, *e;

			while (*s == ' ' || *s == '\t')
				s++;
			for (e = s; isalnum((unsigned char)*e) || *e == '_';
			     e++)
				;
			if (depth < MAX_DEPTH)
				stack[depth] =
					!strncmp(s, "CONFIG_", 7) ?
						arena_strndup(
							a, s + 7,
							(size_t)(e - s - 7)) :
						NULL;
			depth++;
		} else if (d && !strncmp(d, "if", 2)) {
			/* #if, #ifndef: no option this reads as */
			if (depth < MAX_DEPTH)
				stack[depth] = NULL;
			depth++;
		} else if (d &&
			   (!strncmp(d, "else", 4) || !strncmp(d, "elif", 4))) {
			if (depth && depth <= MAX_DEPTH)
				stack[depth - 1] = NULL;
		} else if (d && !strncmp(d, "endif", 5)) {
			if (depth)
				depth--;
		}
		p += strcspn(p, "\n");
		if (*p)
			p++;
	}
	for (i = depth < MAX_DEPTH ? depth : MAX_DEPTH; i > 0; i--)
		if (stack[i - 1] && *stack[i - 1])
			return stack[i - 1];
	return NULL;
}

/* Does @by select @sym? */
static int selects(const struct kconfig *kc, const char *by, const char *sym)
{
	const struct ksym *k = kconfig_sym(kc, sym);
	size_t i;

	for (i = 0; k && i < k->n_selected_by; i++)
		if (!strcmp(k->selected_by[i], by))
			return 1;
	return 0;
}

struct mention {
	const char *sym;
};

static int mentions_fn(const struct ksym *k, void *arg)
{
	return !strcmp(k->name, ((struct mention *)arg)->sym);
}

/* Do @by's dependencies name @cpu ("if CPU_S3C2440 || CPU_S3C2442")? */
static int depends_on(const struct kconfig *kc, const char *by, const char *cpu)
{
	struct mention m = { cpu };

	return strcmp(by, cpu) && kconfig_walk_deps(kc, by, mentions_fn, &m);
}

/* A SoC's own symbol, another SoC's when not this one's. */
static int soc_symbol(const char *sym)
{
	return !strncmp(sym, "CPU_", 4) || !strncmp(sym, "SOC_", 4);
}

static int builds(const struct kconfig *kc, const struct soc_info *soc,
		  const char *sym, int depth)
{
	const struct ksym *k = kconfig_sym(kc, sym);
	size_t i, j;

	if (!k)
		return 1;
	for (i = 0; soc->kconfig[i]; i++)
		if (!strcmp(soc->kconfig[i], sym) ||
		    selects(kc, soc->kconfig[i], sym))
			return 1;
	if (soc_symbol(sym))
		return 0;
	/* the user's choice, or a default no select decides */
	if (ksym_prompt(k) || !k->n_selected_by)
		return 1;
	for (j = 0; j < k->n_selected_by; j++) {
		const char *by = k->selected_by[j];
		const struct ksym *b = kconfig_sym(kc, by);

		for (i = 0; soc->kconfig[i]; i++)
			if (depends_on(kc, by, soc->kconfig[i]))
				return 1;
		/* a platform option in turn: whatever selects it */
		if (b && !ksym_prompt(b) && depth < 3 &&
		    builds(kc, soc, by, depth + 1))
			return 1;
	}
	return 0;
}

int soc_guard_builds(const struct kconfig *kc, const struct soc_info *soc,
		     const char *sym)
{
	if (!kc || !sym || !soc->kconfig || !soc->kconfig[0])
		return 1;
	return builds(kc, soc, sym, 0);
}
