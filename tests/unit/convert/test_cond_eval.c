// SPDX-License-Identifier: GPL-2.0
/*
 * cond_eval(): a helper's branch condition computed from the arguments a
 * caller binds, unknown where a call or an unbound name decides it.
 */
#include "convert/cond_eval.h"
#include "unit.h"

/*
 * instance = 0, module = 1, power = -1 (no GPIO), the data pdata[id -
 * 1].rate = 0; any other name is not known
 */
static int lookup(void *ctx, const char *name, size_t len, long long *out)
{
	(void)ctx;
	if (len == 18 && !strncmp(name, "pdata[id - 1].rate", len)) {
		*out = 0;
		return 0;
	}
	if (len == 8 && !strncmp(name, "instance", len)) {
		*out = 0;
		return 0;
	}
	if (len == 6 && !strncmp(name, "module", len)) {
		*out = 1;
		return 0;
	}
	if (len == 5 && !strncmp(name, "power", len)) {
		*out = -1;
		return 0;
	}
	return -1;
}

int main(void)
{
	CHECK("equal", cond_eval("instance == 0", lookup, NULL) == 1);
	CHECK("equal, no spaces", cond_eval("instance==0", lookup, NULL) == 1);
	CHECK("not equal", cond_eval("instance != 0", lookup, NULL) == 0);
	CHECK("else of an if",
	      cond_eval("(!(instance == 0)) && (instance == 1)", lookup,
			NULL) == 0);
	CHECK("a case", cond_eval("(module == 1)", lookup, NULL) == 1);
	CHECK("bare name", cond_eval("module", lookup, NULL) == 1);
	CHECK("negated name", cond_eval("!module", lookup, NULL) == 0);
	CHECK("order",
	      cond_eval("instance < 1 && module >= 1", lookup, NULL) == 1);
	CHECK("hex and suffix", cond_eval("0x10U > 15", lookup, NULL) == 1);
	CHECK("a call decides",
	      cond_eval("cpu_is_davinci_dm355()", lookup, NULL) == -1);
	CHECK("false and a call",
	      cond_eval("(module == 2) && (cpu_is_davinci_dm355())", lookup,
			NULL) == 0);
	CHECK("true or an unknown name",
	      cond_eval("module == 1 || other", lookup, NULL) == 1);
	CHECK("true and an unknown name",
	      cond_eval("module == 1 && other", lookup, NULL) == -1);
	CHECK("a loop's condition", cond_eval("?", lookup, NULL) == -1);
	CHECK("unbalanced", cond_eval("(module == 1", lookup, NULL) == -1);
	CHECK("shift is not <", cond_eval("module << 1", lookup, NULL) == -1);
	CHECK("bitwise and is not &&",
	      cond_eval("module & 1", lookup, NULL) == -1);
	CHECK("no text", cond_eval(NULL, lookup, NULL) == -1);
	CHECK("data read whole",
	      cond_eval("!pdata[id - 1].rate", lookup, NULL) == 1);
	CHECK("data compared", cond_eval("pdata[id - 1].rate == 0 && module",
					 lookup, NULL) == 1);
	CHECK("other data is unknown",
	      cond_eval("!pdata[id].rate", lookup, NULL) == -1);
	CHECK("an unclosed element",
	      cond_eval("!pdata[id - 1.rate", lookup, NULL) == -1);
	CHECK("gpio_is_valid() of no GPIO",
	      cond_eval("(gpio_is_valid(power))", lookup, NULL) == 0);
	CHECK("gpio_is_valid() of GPIO 1",
	      cond_eval("gpio_is_valid(module)", lookup, NULL) == 1);
	CHECK("gpio_is_valid() of an unknown name",
	      cond_eval("gpio_is_valid(other)", lookup, NULL) == -1);
	CHECK("gpio_is_valid() negated",
	      cond_eval("!gpio_is_valid(power) && module", lookup, NULL) == 1);
	return unit_failed;
}
