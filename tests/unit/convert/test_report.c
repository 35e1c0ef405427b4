// SPDX-License-Identifier: GPL-2.0
/*
 * The report's items: a handler keeps an item while it adds others (a GPIO
 * lookup's fate is decided once every device is known), so the pointer
 * report_add() returns must stay the item the totals count.
 */
#include "convert/report.h"
#include "unit.h"

int main(void)
{
	struct arena a = { 0 };
	struct report r;
	struct item *first;
	struct totals t;
	size_t i;

	memset(&r, 0, sizeof(r));
	r.a = &a;
	first = report_add(&r, "M", "gpio_lookup", "dev:con", 1);
	for (i = 0; i < 1000; i++)
		report_add(&r, "M", "call", "f()", 2);
	item_fate(&r, first, FATE_TODO, "no device named dev");
	t = report_totals(&r, "M");
	CHECK("report: a kept item's fate is the one counted",
	      t.found == 1001 && t.todo == 1 && t.converted == 1000);
	CHECK("report: the kept item is the first one",
	      r.items[0] == first && r.items[0]->fate == FATE_TODO);
	arena_free(&a);
	return unit_failed;
}
