/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Input event code names from the tree's input-event-codes.h, so that a
 * code a board spells as a number or a board alias (SPITZ_KEY_EXOK, 0 for
 * a switch) is emitted as the name dt-bindings has (KEY_F5, SW_LID).
 */
#ifndef BF2DTS_KEYCODES_H
#define BF2DTS_KEYCODES_H

#include <stddef.h>

struct keycodes {
	char *keys[0x300]; /* KEY_/BTN_ by code */
	char *sws[0x20]; /* SW_ by code */
};

void keycodes_load(const char *kdir, struct keycodes *k);
/* The name of @code for an EV_KEY (sw = 0) or EV_SW (sw = 1) event, or NULL. */
const char *keycode_name(const struct keycodes *k, long long code, int sw);
void keycodes_release(struct keycodes *k);

#endif
