/* SPDX-License-Identifier: GPL-2.0 */
/* The review page's style and script, inlined into every page. */
#ifndef BF2DTS_PAGE_ASSETS_H
#define BF2DTS_PAGE_ASSETS_H

extern const char review_css[];
extern const char review_js[];

#endif
