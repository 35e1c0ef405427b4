/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A bump allocator: the board and devicetree models of one conversion live
 * in one arena and are freed together.
 */
#ifndef BF2DTS_ARENA_H
#define BF2DTS_ARENA_H

#include <stddef.h>

struct arena_chunk;
struct arena {
	struct arena_chunk *head;
};

void *arena_alloc(struct arena *a, size_t n); /* zeroed */
char *arena_strdup(struct arena *a, const char *s);
char *arena_strndup(struct arena *a, const char *s, size_t n);
char *arena_printf(struct arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void arena_free(struct arena *a);

/* Growable arrays in an arena: ARENA_PUSH(a, arr, n, alloc, item). */
void *arena_grow(struct arena *a, void *arr, size_t n, size_t *alloc,
		 size_t size);
#define ARENA_PUSH(a, arr, n, alloc, item)                                     \
	do {                                                                   \
		(arr) = arena_grow((a), (arr), (n), &(alloc), sizeof(*(arr))); \
		(arr)[(n)++] = (item);                                         \
	} while (0)

#endif
