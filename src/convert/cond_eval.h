/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A branch's condition as written in C ("instance == 0",
 * "(module == 1) && !(cpu_is_davinci_dm355())"), computed from the values a
 * caller gives the names in it: a SoC helper's local pointer is chosen by
 * its arguments (extract_branch.c keeps the choice, soc_chain.c makes it).
 */
#ifndef BF2DTS_COND_EVAL_H
#define BF2DTS_COND_EVAL_H

#include <stddef.h>

/* The value of the name @name (@len bytes): 0 with *@out set, -1: unknown. */
typedef int (*cond_lookup_fn)(void *ctx, const char *name, size_t len,
			      long long *out);

/*
 * 1: @text holds; 0: it does not; -1: it depends on what is not known (a
 * call, a name @lookup does not know, an operator not handled here).
 * Handles integers, names, gpio_is_valid(), ( ), !, ==, !=, <, <=, >, >=,
 * && and || (each side of && and || alone decides where it can: 0 &&
 * unknown is 0). A name followed by elements and members ("pdata[id -
 * 1].rate") is one operand, looked up whole.
 */
int cond_eval(const char *text, cond_lookup_fn lookup, void *ctx);

#endif
