// SPDX-License-Identifier: GPL-2.0
#include "kernel/clientid.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kernel/quoted_cache.h"
#include "kernel/quoted_index.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/strbuf.h"

/*
 * In @text, a '.compatible = "vendor,@type"' entry; its string, or NULL.
 * Compatibles are lower case where the driver's I2C/SPI ids need not be:
 * 88pm860x-core.c has "88PM860x" and "marvell,88pm860x".
 */
static const char *of_entry(const char *text, const char *type, struct arena *a)
{
	const char *p = text;
	size_t tl = strlen(type);

	while ((p = strstr(p, ".compatible")) != NULL) {
		const char *q = strchr(p, '"'), *end, *comma;

		p += 11;
		if (!q || strchr(p, '\n') < q)
			continue;
		end = strchr(q + 1, '"');
		comma = end ? memchr(q + 1, ',', (size_t)(end - q - 1)) : NULL;
		if (comma && (size_t)(end - comma - 1) == tl &&
		    !strncasecmp(comma + 1, type, tl))
			return arena_printf(a, "%.*s", (int)(end - q - 1),
					    q + 1);
	}
	return NULL;
}

/* the next non-blank character after @p, or before it (@dir -1) */
static char next_char(const char *text, const char *p, int dir)
{
	for (p += dir; p >= text && *p; p += dir)
		if (*p != ' ' && *p != '\t')
			return *p;
	return '\0';
}

/* ".data" between @from and @to */
static int has_data(const char *from, const char *to)
{
	const char *d = strstr(from, ".data");

	return d && d < to;
}

static int names_driver(const char *text, const char *type);

/*
 * A driver that lists "@type" as a bare entry of its I2C/SPI device id
 * table ({"m25p80"}: no driver data that a variant would carry) and has an
 * OF table of one compatible with no match data (spi-nor's
 * "jedec,spi-nor"): that compatible binds it to the same probe, which then
 * knows the part as it would from the bare name. So does a driver named
 * "@type" (mmc_spi.c's one "mmc-spi-slot": the SPI core matched the
 * board's "mmc_spi" by the driver's name). Its string, or NULL.
 */
static const char *generic_of_entry(const char *text, const char *type,
				    struct arena *a)
{
	const char *p, *q, *end, *open, *close, *found = NULL;
	size_t tl = strlen(type);
	int bare = 0, by_name = 0;

	by_name = names_driver(text, type);
	if (!by_name && !strstr(text, "spi_device_id") &&
	    !strstr(text, "i2c_device_id"))
		return NULL;
	bare = by_name;
	for (p = text; (p = strchr(p, '"')) != NULL && !bare; p++) {
		if (!strncmp(p + 1, type, tl) && p[tl + 1] == '"' &&
		    next_char(text, p, -1) == '{' &&
		    next_char(text, p + tl + 1, 1) == '}')
			bare = 1;
		p = strchr(p + 1, '"');
		if (!p)
			break;
	}
	if (!bare)
		return NULL;
	for (p = text; (p = strstr(p, ".compatible")) != NULL; p += 11) {
		q = strchr(p, '"');
		if (!q || strchr(p, '\n') < q)
			continue;
		end = strchr(q + 1, '"');
		close = end ? strchr(end, '}') : NULL;
		open = strchr(p, '{');
		/* a second compatible, or one with match data */
		if (!end || found || !close || (open && open < close) ||
		    has_data(end, close))
			return NULL;
		found = arena_printf(a, "%.*s", (int)(end - q - 1), q + 1);
	}
	return found && (by_name || strchr(found, ',')) ? found : NULL;
}

/*
 * The files of drivers/ and sound/ that name "@type", one per line, as
 * grep lists them: once per tree and name in a process (the boards of a
 * family name the same parts: tca6416, m25p80, 24c02). The index of their
 * quoted strings (quoted_index.h) answers when the cache holds a current
 * one for the tree (quoted_cache.h: reading it costs a tenth of a grep);
 * else a grep reads the whole of both, and from the third name on the
 * index is made (about the cost of two greps) and stored for later runs.
 */
struct grep_memo {
	char *kdir, *type, *files;
};

/*
 * What a run has looked up (the memo), and the quoted-string index once
 * it is loaded or made: one per pipeline, never shared between runs.
 */
struct client_ids {
	struct grep_memo *memo;
	size_t nmemo, memo_alloc;
	char *cachedir; /* where the index is kept; NULL: not kept */
	char *kdir; /* the tree the index is for (NULL qi: none yet) */
	int built; /* the index was made (or tried) for kdir */
	struct quoted_index *qi;
};

#define INDEX_FROM 2 /* names looked up before the index is made */

struct client_ids *client_ids_new(const char *cachedir)
{
	struct client_ids *ci = xcalloc(1, sizeof(struct client_ids));

	ci->cachedir = cachedir ? xstrdup(cachedir) : NULL;
	return ci;
}

void client_ids_free(struct client_ids *ci)
{
	size_t i;

	if (!ci)
		return;
	for (i = 0; i < ci->nmemo; i++) {
		free(ci->memo[i].kdir);
		free(ci->memo[i].type);
		free(ci->memo[i].files);
	}
	free(ci->memo);
	quoted_index_free(ci->qi);
	free(ci->kdir);
	free(ci->cachedir);
	free(ci);
}

static int indexed(struct client_ids *ci, const char *kdir, const char *type,
		   struct strbuf *out)
{
	static const char *const dirs[] = { "drivers", "sound", NULL };

	if (!ci->kdir || strcmp(ci->kdir, kdir)) {
		quoted_index_free(ci->qi);
		free(ci->kdir);
		ci->kdir = xstrdup(kdir);
		ci->built = 0;
		ci->qi = quoted_cache_load(ci->cachedir, kdir, dirs);
	}
	if (!ci->qi && !ci->built) {
		if (ci->nmemo < INDEX_FROM)
			return -1;
		ci->built = 1;
		ci->qi = quoted_cache_build(ci->cachedir, kdir, dirs);
	}
	return ci->qi ? quoted_index_find(ci->qi, type, out) : -1;
}

static int files_naming(struct client_ids *ci, const char *kdir,
			const char *type, struct arena *a, struct strbuf *out)
{
	struct proc_opts po = { .cwd = kdir, .timeout_ms = 60 * 1000 };
	struct bf_error e = { 0 };
	char *quoted = arena_printf(a, "\"%s\"", type);
	const char *argv[] = { "grep", "-rlF",	  "--include=*.c",
			       quoted, "drivers", "sound",
			       NULL };
	struct grep_memo m;
	size_t i;
	int status;

	for (i = 0; i < ci->nmemo; i++)
		if (!strcmp(ci->memo[i].kdir, kdir) &&
		    !strcmp(ci->memo[i].type, type)) {
			sb_add(out, ci->memo[i].files);
			return 0;
		}
	if (indexed(ci, kdir, type, out) &&
	    proc_run(argv, &po, out, NULL, &status, &e))
		return -1;
	m.kdir = xstrdup(kdir);
	m.type = xstrdup(type);
	m.files = xstrdup(sb_str(out));
	VEC_PUSH(ci->memo, ci->nmemo, ci->memo_alloc, m);
	return 0;
}

/* Does @text name a driver @type: '.name = "@type"'? */
static int names_driver(const char *text, const char *type)
{
	size_t n = strlen(type);
	const char *p;

	for (p = text; (p = strstr(p, type)); p += n) {
		const char *q = p - 1;

		if (p == text || *q != '"' || p[n] != '"')
			continue;
		while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
			q--;
		if (q > text && q[-1] == '=') {
			q--;
			while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
				q--;
			if (q - text >= 5 && !strncmp(q - 5, ".name", 5))
				return 1;
		}
	}
	return 0;
}

const char *client_of_compatible(struct client_ids *ci, const char *kdir,
				 const char *type, struct arena *a, int *named,
				 const char **src)
{
	struct strbuf out = STRBUF_INIT, text = STRBUF_INIT;
	const char *found = NULL, *name_src = NULL, *p;

	*named = 1;
	if (!kdir || files_naming(ci, kdir, type, a, &out)) {
		sb_release(&out);
		return NULL;
	}
	*named = out.len > 0;
	for (p = sb_str(&out); *p && !found;
	     p += strcspn(p, "\n") + !!p[strcspn(p, "\n")]) {
		char *path = arena_printf(a, "%s/%.*s", kdir,
					  (int)strcspn(p, "\n"), p);

		sb_reset(&text);
		if (!file_read_all(path, &text))
			found = of_entry(sb_str(&text), type, a);
		/*
		 * The driver: its OF table, else its i2c/spi_device_id table,
		 * else the driver named the part (spi_match_device() falls
		 * back to the driver's name: corgi_lcd.c has no id table).
		 */
		if (found || (!*src && strstr(sb_str(&text), "_device_id")))
			*src = path + strlen(kdir) + 1;
		else if (!*src && !name_src &&
			 names_driver(sb_str(&text), type))
			name_src = path + strlen(kdir) + 1;
	}
	if (!*src)
		*src = name_src;
	/* no OF table names the part: one that binds it generically */
	for (p = sb_str(&out); *p && !found;
	     p += strcspn(p, "\n") + !!p[strcspn(p, "\n")]) {
		char *path = arena_printf(a, "%s/%.*s", kdir,
					  (int)strcspn(p, "\n"), p);

		sb_reset(&text);
		if (!file_read_all(path, &text))
			found = generic_of_entry(sb_str(&text), type, a);
		if (found)
			*src = path + strlen(kdir) + 1;
	}
	sb_release(&out);
	sb_release(&text);
	return found;
}
