/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Reading C source as text, where the converter reads what libclang does
 * not model (a driver's helpers, a SoC's setup functions, an MFD driver's
 * tables).
 */
#ifndef BF2DTS_CTEXT_H
#define BF2DTS_CTEXT_H

#include <ctype.h>

#include "lib/arena.h"

/* Can @ch be part of a C identifier? */
static inline int ctext_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Is @s, whole, a C identifier? */
int ctext_is_ident(const char *s);

/* Does @word occur in [@start, @end) as a whole identifier? */
int ctext_has_word(const char *start, const char *end, const char *word);

/*
 * The body of "#define @name" (an object-like macro) in @text, to the
 * line's end; NULL when @text defines no such macro.
 */
const char *ctext_define_body(struct arena *a, const char *text,
			      const char *name);

/* Line @line (1-based) of @text, to its end; NULL when it has fewer. */
const char *ctext_line(const char *text, unsigned line);

/*
 * The arguments of the call or macro whose '(' is at @open, split at the
 * commas outside brackets and strings, spaces trimmed, into @args: how
 * many ("f()" has one, empty); -1 when there are more than @max or the
 * parentheses do not close.
 */
int ctext_call_args(struct arena *a, const char *open, const char **args,
		    int max);

#endif
