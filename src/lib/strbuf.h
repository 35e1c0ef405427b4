/* SPDX-License-Identifier: GPL-2.0 */
/* A growable string buffer, shared by every stage that builds text. */
#ifndef BF2DTS_STRBUF_H
#define BF2DTS_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

struct strbuf {
	char *buf;
	size_t len;
	size_t alloc;
};

#define STRBUF_INIT        \
	{                  \
		NULL, 0, 0 \
	}

void sb_init(struct strbuf *sb);
void sb_release(struct strbuf *sb);
void sb_reset(struct strbuf *sb);
void sb_add(struct strbuf *sb, const char *s);
void sb_addn(struct strbuf *sb, const char *s, size_t n);
void sb_addch(struct strbuf *sb, char c);
void sb_addf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void sb_vaddf(struct strbuf *sb, const char *fmt, va_list ap);
/* Returns the contents (never NULL) and leaves the buffer empty. */
char *sb_detach(struct strbuf *sb);
/* Always returns a NUL-terminated string, "" for an empty buffer. */
const char *sb_str(const struct strbuf *sb);

/* Allocation helpers that abort on out-of-memory: there is no recovery. */
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Does comma-separated @list ("a,b,c"; NULL: empty) hold @item whole? */
int str_list_has(const char *list, const char *item);

/* Append to a growable array of pointers. */
#define VEC_PUSH(arr, n, alloc, item)                                      \
	do {                                                               \
		if ((n) == (alloc)) {                                      \
			(alloc) = (alloc) ? 2 * (alloc) : 8;               \
			(arr) = xrealloc((arr), (alloc) * sizeof(*(arr))); \
		}                                                          \
		(arr)[(n)++] = (item);                                     \
	} while (0)

#endif
