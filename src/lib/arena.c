// SPDX-License-Identifier: GPL-2.0
#include "lib/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/strbuf.h"

struct arena_chunk {
	struct arena_chunk *next;
	size_t used, size;
	_Alignas(16) unsigned char data[];
};

void *arena_alloc(struct arena *a, size_t n)
{
	struct arena_chunk *c = a->head;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (!c || c->size - c->used < n) {
		size_t size = n > 65536 ? n : 65536;

		c = xmalloc(sizeof(*c) + size);
		c->size = size;
		c->used = 0;
		c->next = a->head;
		a->head = c;
	}
	p = c->data + c->used;
	c->used += n;
	memset(p, 0, n);
	return p;
}

char *arena_strndup(struct arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);

	memcpy(p, s, n);
	return p;
}

char *arena_strdup(struct arena *a, const char *s)
{
	return s ? arena_strndup(a, s, strlen(s)) : NULL;
}

char *arena_printf(struct arena *a, const char *fmt, ...)
{
	struct strbuf sb = STRBUF_INIT;
	va_list ap;
	char *p;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	p = arena_strdup(a, sb_str(&sb));
	sb_release(&sb);
	return p;
}

void *arena_grow(struct arena *a, void *arr, size_t n, size_t *alloc,
		 size_t size)
{
	void *p;

	if (n < *alloc)
		return arr;
	*alloc = *alloc ? 2 * *alloc : 8;
	p = arena_alloc(a, *alloc * size);
	if (n)
		memcpy(p, arr, n * size);
	return p;
}

void arena_free(struct arena *a)
{
	while (a->head) {
		struct arena_chunk *next = a->head->next;

		free(a->head);
		a->head = next;
	}
}
