/* SPDX-License-Identifier: GPL-2.0 */
/* Minimal unit-test helpers: one PASS/FAIL line per check, counted by tests/run.sh. */
#ifndef BF2DTS_UNIT_H
#define BF2DTS_UNIT_H

#include <stdio.h>
#include <string.h>

static int unit_failed;

#define CHECK(name, cond)                                                      \
	do {                                                                   \
		if (cond) {                                                    \
			printf("PASS %s\n", name);                             \
		} else {                                                       \
			printf("FAIL %s: %s (%s:%d)\n", name, #cond, __FILE__, \
			       __LINE__);                                      \
			unit_failed = 1;                                       \
		}                                                              \
	} while (0)

#define CHECK_STR(name, got, want)                                           \
	do {                                                                 \
		const char *g_ = (got), *w_ = (want);                        \
		if (g_ && w_ && !strcmp(g_, w_)) {                           \
			printf("PASS %s\n", name);                           \
		} else {                                                     \
			printf("FAIL %s: got \"%s\", want \"%s\" (%s:%d)\n", \
			       name, g_ ? g_ : "(null)", w_ ? w_ : "(null)", \
			       __FILE__, __LINE__);                          \
			unit_failed = 1;                                     \
		}                                                            \
	} while (0)

#endif
