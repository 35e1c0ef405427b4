// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* memmem */
#include "kernel/quoted_index.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/quoted_index_impl.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/sort.h"

static uint32_t quoted_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* The hashes of @text's quoted strings of at most QUOTED_MAX bytes. */
static void add_file(struct quoted_index *qi, const char *text, size_t len)
{
	const char *p = text, *end = text + len, *prev = NULL;
	size_t first = qi->nhash, i, n;

	while ((p = memchr(p, '"', (size_t)(end - p))) != NULL) {
		size_t gap = prev ? (size_t)(p - prev - 1) : 0;

		if (prev && gap <= QUOTED_MAX && !memchr(prev + 1, '\n', gap))
			VEC_PUSH(qi->hash, qi->nhash, qi->halloc,
				 quoted_hash(prev + 1, gap));
		prev = p++;
	}
	sort_array(qi->hash + first, qi->nhash - first, sizeof(uint32_t),
		   cmp_u32);
	for (i = first, n = first; i < qi->nhash; i++)
		if (n == first || qi->hash[n - 1] != qi->hash[i])
			qi->hash[n++] = qi->hash[i];
	qi->nhash = n;
}

struct quoted_index *quoted_index_build(const char *kdir,
					const char *const *dirs)
{
	struct proc_opts po = { .cwd = kdir,
				.timeout_ms = 60 * 1000,
				.max_capture = 64 << 20 };
	struct strbuf out = STRBUF_INIT, text = STRBUF_INIT;
	struct bf_error e = { 0 };
	const char *argv[16] = { "grep", "-rlF", "--include=*.c", "\"" };
	struct quoted_index *qi;
	size_t i, n = 4;
	char *p, *nl;
	int status;

	for (i = 0; dirs[i] && n < 15; i++)
		argv[n++] = dirs[i];
	argv[n] = NULL;
	/* status 1 (no file) is an answer; 2 (a file not read) is not */
	if (proc_run(argv, &po, &out, NULL, &status, &e) || status > 1 ||
	    out.len >= po.max_capture) {
		sb_release(&out);
		return NULL;
	}
	qi = xcalloc(1, sizeof(*qi));
	qi->kdir = xstrdup(kdir);
	for (p = out.buf; p && *p; p = nl ? nl + 1 : NULL) {
		char *path;

		nl = strchr(p, '\n');
		if (nl)
			*nl = '\0';
		path = xasprintf("%s/%s", kdir, p);
		sb_reset(&text);
		if (file_read_all(path, &text)) {
			/* grep read it a moment ago: do not guess */
			free(path);
			sb_release(&out);
			sb_release(&text);
			quoted_index_free(qi);
			return NULL;
		}
		free(path);
		VEC_PUSH(qi->off, qi->noff, qi->oalloc, qi->nhash);
		VEC_PUSH(qi->paths, qi->npaths, qi->palloc, xstrdup(p));
		add_file(qi, text.buf, text.len);
	}
	VEC_PUSH(qi->off, qi->noff, qi->oalloc, qi->nhash);
	sb_release(&out);
	sb_release(&text);
	return qi;
}

static int has_hash(const struct quoted_index *qi, size_t f, uint32_t h)
{
	size_t lo = qi->off[f], hi = qi->off[f + 1];

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (qi->hash[mid] == h)
			return 1;
		if (qi->hash[mid] < h)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

int quoted_index_find(const struct quoted_index *qi, const char *s,
		      struct strbuf *out)
{
	struct strbuf text = STRBUF_INIT;
	size_t len = strlen(s), f;
	uint32_t h;
	char *quoted;

	if (len > QUOTED_MAX || strchr(s, '"') || strchr(s, '\n'))
		return -1;
	h = quoted_hash(s, len);
	quoted = xasprintf("\"%s\"", s);
	for (f = 0; f < qi->npaths; f++) {
		char *path;

		if (!has_hash(qi, f, h))
			continue;
		path = xasprintf("%s/%s", qi->kdir, qi->paths[f]);
		sb_reset(&text);
		if (!file_read_all(path, &text) &&
		    memmem(text.buf, text.len, quoted, len + 2)) {
			sb_add(out, qi->paths[f]);
			sb_addch(out, '\n');
		}
		free(path);
	}
	free(quoted);
	sb_release(&text);
	return 0;
}

void quoted_index_free(struct quoted_index *qi)
{
	size_t i;

	if (!qi)
		return;
	for (i = 0; i < qi->npaths; i++)
		free(qi->paths[i]);
	free(qi->paths);
	free(qi->hash);
	free(qi->off);
	free(qi->kdir);
	free(qi);
}
