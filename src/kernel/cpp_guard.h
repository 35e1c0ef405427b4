/* SPDX-License-Identifier: GPL-2.0 */
/*
 * How a C file's preprocessor lines use a CONFIG_ symbol, read from its
 * text: whether turning the symbol on can only add code.
 */
#ifndef BF2DTS_CPP_GUARD_H
#define BF2DTS_CPP_GUARD_H

/* Is @word in @text, not as part of a longer identifier? */
int cpp_has_word(const char *text, const char *word);

/*
 * Does @text test @sym ("CONFIG_X") only to add code: on #if/#ifdef lines
 * whose blocks have no #else or #elif, never negated, never outside a
 * preprocessor line (IS_ENABLED() in C, a comment, a #define)? Then a
 * parse with the symbol on holds all that a parse with it off does, and
 * more.
 */
int cpp_additive(const char *text, const char *sym);

#endif
