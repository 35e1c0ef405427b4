/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The lines of a board file a report item stands for: the line the
 * converter recorded (the registration) and, when the item is named after a
 * file-scope variable, that variable's definition, where its data is.
 */
#ifndef BF2DTS_SRCLINES_H
#define BF2DTS_SRCLINES_H

/* First and last line of the file-scope definition of @name in @text;
 * 0 when there is none. */
int src_definition(const char *text, const char *name, unsigned *first,
		   unsigned *last);

#endif
