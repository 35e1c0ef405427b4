// SPDX-License-Identifier: GPL-2.0
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "convert/board_options.h"
#include "convert/report.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/* Does defconfig text @text set @sym (without CONFIG_) to y? */
static int sets(const char *text, const char *sym)
{
	size_t n = strlen(sym);
	const char *p = text;

	while (p && (p = strstr(p, sym)) != NULL) {
		if (p - text >= 7 && !strncmp(p - 7, "CONFIG_", 7) &&
		    (p - 7 == text || p[-8] == '\n') &&
		    !strncmp(p + n, "=y", 2) && (!p[n + 2] || p[n + 2] == '\n'))
			return 1;
		p += n;
	}
	return 0;
}

/* Does @text set a member of choice @choice other than @sym? */
static int sets_other_member(const struct kconfig *kc, const char *text,
			     unsigned choice, const char *sym)
{
	const char *p = text;

	while (p && (p = strstr(p, "CONFIG_")) != NULL) {
		const char *eq = p + 7 + strcspn(p + 7, "=\n");
		char *name = xstrndup(p + 7, (size_t)(eq - p - 7));
		const struct ksym *s = kconfig_sym(kc, name);
		const struct kdef *d = s ? ksym_main_def(s) : NULL;
		int other = d && d->choice == choice && strcmp(name, sym) &&
			    !strncmp(eq, "=y", 2);

		free(name);
		if (other)
			return 1;
		p = eq;
	}
	return 0;
}

enum board_opt board_option(const struct kconfig *kc, const char *cfg,
			    const char *build_sym, const char *defconfig)
{
	const char *sym = cfg + strlen("CONFIG_");
	const struct ksym *s;
	const struct kdef *main;
	size_t d;

	if (!kc || !build_sym || strncmp(cfg, "CONFIG_", 7) ||
	    !strncmp(sym, "MACH_", 5) || !strncmp(sym, "ARCH_", 5))
		return BOPT_NONE;
	s = kconfig_sym(kc, sym);
	if (!s || !s->n_defs || !ksym_prompt(s))
		return BOPT_NONE;
	for (d = 0; d < s->n_defs; d++)
		if (strncmp(s->defs[d]->file, "arch/arm/mach-", 14))
			return BOPT_NONE;
	if (!kconfig_requires(kc, sym, build_sym, NULL))
		return BOPT_NONE;
	if (defconfig && sets(defconfig, sym))
		return BOPT_ON;
	main = ksym_main_def(s);
	if (main->choice && main->choice_default &&
	    !(defconfig && sets_other_member(kc, defconfig, main->choice, sym)))
		return BOPT_ON;
	return BOPT_OFF;
}

char *board_defconfig_text(const char *kdir, const char *defconfig)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;
	int rc;

	if (!defconfig)
		return NULL;
	path = xasprintf("%s/arch/arm/configs/%s", kdir, defconfig);
	rc = file_read_all(path, &sb);
	free(path);
	if (rc) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

/* Is line @line of the board file in a branch the preprocessor skipped? */
static int skipped_line(const struct board *b, unsigned line)
{
	size_t i;

	for (i = 0; i < b->nskipped; i++)
		if (line >= b->skipped[i].first && line <= b->skipped[i].last)
			return 1;
	return 0;
}

/* The skipped range that starts at directive line @line, or NULL. */
static const struct skipped_range *range_at(const struct board *b,
					    unsigned line)
{
	size_t i;

	for (i = 0; i < b->nskipped; i++)
		if (b->skipped[i].first == line)
			return &b->skipped[i];
	return NULL;
}

/* Length of the CONFIG_ symbol at @p. */
static size_t sym_len(const char *p)
{
	size_t n = 0;

	while (isalnum((unsigned char)p[n]) || p[n] == '_')
		n++;
	return n;
}

/*
 * The #if/#ifdef/#elif lines of @text that test @cfg, not negated, whose
 * branch was left out: appended to @lines as "31-34"; returns the first
 * such line, or 0.
 */
static unsigned off_branches(const struct board *b, const char *text,
			     const char *cfg, struct strbuf *lines)
{
	const char *p = text;
	unsigned line = 1, first = 0;
	size_t n = strlen(cfg);

	for (; *p; line++) {
		const char *eol = p + strcspn(p, "\n"), *q = p, *hit, *neg;

		q += strspn(q, " \t");
		if (*q == '#') {
			q += 1 + strspn(q + 1, " \t");
			hit = strstr(q, cfg);
			neg = strchr(q, '!');
			if ((!strncmp(q, "if", 2) || !strncmp(q, "elif", 4)) &&
			    strncmp(q, "ifndef", 6) && hit && hit < eol &&
			    sym_len(hit) == n && (!neg || neg > hit) &&
			    skipped_line(b, line + 1)) {
				const struct skipped_range *r =
					range_at(b, line);

				sb_addf(lines, "%s%u-%u",
					lines->len ? ", " : "", line,
					r ? r->last : line + 1);
				if (!first)
					first = line;
			}
		}
		p = *eol ? eol + 1 : eol;
	}
	return first;
}

static int in_list(const char *const *v, size_t n, const char *s)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!strcmp(v[i], s))
			return 1;
	return 0;
}

void board_options_report(struct conv *c, const struct kconfig *kc,
			  const char *text, const char *kdir,
			  const char *defconfig)
{
	const char *p = text, **seen = NULL;
	size_t nseen = 0, aseen = 0;
	char *dc;

	if (!text || !c->b->nskipped)
		return;
	dc = board_defconfig_text(kdir, defconfig);
	while ((p = strstr(p, "CONFIG_")) != NULL) {
		size_t n = sym_len(p);
		const char *cfg = arena_strndup(c->a, p, n);
		struct strbuf lines = STRBUF_INIT;
		const struct ksym *s;
		const struct kdef *d;
		struct item *it;
		unsigned first;

		p += n;
		if (in_list(seen, nseen, cfg) ||
		    in_list(c->b->forced, c->b->nforced, cfg))
			continue;
		ARENA_PUSH(c->a, seen, nseen, aseen, cfg);
		if (board_option(kc, cfg, c->b->build_sym, dc) != BOPT_OFF)
			continue;
		first = off_branches(c->b, text, cfg, &lines);
		if (!first) {
			sb_release(&lines);
			continue;
		}
		s = kconfig_sym(kc, cfg + 7);
		d = ksym_main_def(s);
		it = report_add(c->r, c->m->id, "board_option", cfg, first);
		item_fate(c->r, it, FATE_TODO,
			  "board option \"%s\" (%s:%u) %s: lines %s not "
			  "converted (a variant .dts, or an overlay, for "
			  "boards that have it)",
			  ksym_prompt(s), d->file, d->line,
			  d->choice ?
				  "is not the member its choice takes "
				  "(the defconfig's, else Kconfig's default)" :
				  "is off (not set in the defconfig)",
			  sb_str(&lines));
		sb_release(&lines);
	}
	free(dc);
}
