// SPDX-License-Identifier: GPL-2.0
/*
 * Key code names from a tree's input-event-codes.h: the first name of a
 * code wins, names defined as other names and the _MAX/_CNT limits are not
 * codes, and codes out of range are ignored, not stored.
 */
#include "kernel/keycodes.h"
#include "unit.h"

int main(void)
{
	struct keycodes k;

	keycodes_load("tests/fixtures/keycodes", &k);
	CHECK_STR("keycodes: a key", keycode_name(&k, 116, 0), "KEY_POWER");
	CHECK_STR("keycodes: the first name of a code wins",
		  keycode_name(&k, 153, 0), "KEY_DIRECTION");
	CHECK_STR("keycodes: a hex button", keycode_name(&k, 0x100, 0),
		  "BTN_MISC");
	CHECK_STR("keycodes: a switch", keycode_name(&k, 0, 1), "SW_LID");
	CHECK_STR("keycodes: switches and keys apart", keycode_name(&k, 0, 0),
		  "KEY_RESERVED");
	CHECK("keycodes: a name defined as a name is not a code",
	      keycode_name(&k, 152, 0) &&
		      !strcmp(keycode_name(&k, 152, 0), "KEY_COFFEE"));
	CHECK("keycodes: limits are not codes",
	      !keycode_name(&k, 0x2ff, 0) && !keycode_name(&k, 0x10, 1));
	CHECK("keycodes: out of range",
	      !keycode_name(&k, 0x300, 0) && !keycode_name(&k, -1, 0) &&
		      !keycode_name(&k, 0x20, 1) && !keycode_name(NULL, 1, 0));
	keycodes_release(&k);
	keycodes_load("tests/fixtures/no-such-tree", &k);
	CHECK("keycodes: a tree without the header has none",
	      !keycode_name(&k, 116, 0));
	keycodes_release(&k);
	return unit_failed;
}
