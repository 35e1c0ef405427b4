// SPDX-License-Identifier: GPL-2.0
/*
 * variants_find() and variant_steps(): the variants a board file tells
 * apart at run time, each one's steps, and what no variant is.
 */
#include "convert/variants.h"
#include "unit.h"

static struct step step(const char *text, const char *variant)
{
	struct step s;

	memset(&s, 0, sizeof(s));
	s.kind = STEP_CALL;
	s.fn = text;
	s.text = text;
	s.variant = variant;
	s.run_cond = variant;
	return s;
}

/* The steps of variant @v, by text, joined with spaces; '*' marks a said one. */
static const char *made(struct arena *a, const struct variant *v,
			const struct step *steps, size_t n)
{
	struct step *out;
	size_t k, m = variant_steps(a, v, steps, n, &out);
	const char *s = "";

	for (k = 0; k < m; k++)
		s = arena_printf(a, "%s%s%s%s", s, k ? " " : "", out[k].text,
				 out[k].run_cond ? "*" : "");
	return s;
}

int main(void)
{
	struct arena a = { 0 };
	struct variant *v;
	size_t n;

	/* switch (system_rev): a tree per case, none for "no case" */
	{
		struct step s[] = {
			step("common", NULL),
			step("a1", "(system_rev == 0)"),
			step("b1", "(system_rev == 1)"),
			step("c1", "(system_rev == 2)"),
			step("new", "(system_rev >= 3)"),
			step("fan2",
			     "((fan2), by fan2= on the kernel command line)"),
		};

		n = variants_find(&a, "orion5x", s, 6, &v);
		CHECK("three revisions", n == 3);
		CHECK_STR("the first's conditions", v[0].when,
			  "system_rev == 0");
		CHECK_STR("its name", v[2].slug, "system-rev-2");
		CHECK_STR("revision 1's steps", made(&a, &v[1], s, 6),
			  "common b1 fan2*");
		CHECK("a threshold no revision passes is in no tree",
		      variant_excludes(&v[0], &s[4]) &&
			      variant_excludes(&v[2], &s[4]));
		CHECK("a condition on a variant, as C",
		      variant_decides(&v[2], "system_rev < 3") == 1 &&
			      variant_decides(&v[2], "system_rev == 1") == 0 &&
			      variant_decides(&v[2], "other == 1") == -1);
		CHECK("the subject is what a store picks them by",
		      variant_told_by(&v[0], "system_rev") &&
			      !variant_told_by(&v[0], "system_rev2"));
	}
	/* if-else on a core's index: that value, and any other */
	{
		struct step s[] = {
			step("ge00", "(mv78xx0_core_index() == 0)"),
			step("uart1", "(!(mv78xx0_core_index() == 0))"),
		};

		n = variants_find(&a, "mv78xx0", s, 2, &v);
		CHECK("two cores", n == 2);
		CHECK_STR("core 0's name", v[0].slug, "core-index-0");
		CHECK_STR("the other's", v[1].slug, "not-core-index-0");
		CHECK_STR("the other's conditions", v[1].when,
			  "mv78xx0_core_index() != 0");
		CHECK_STR("core 0's steps", made(&a, &v[0], s, 2), "ge00");
		CHECK_STR("the other's steps", made(&a, &v[1], s, 2), "uart1");
	}
	/* a board register read at boot, against a threshold */
	{
		struct step s[] = {
			step("large",
			     "((__raw_readb(OSIRIS_VA_IDREG) & OSIRIS_ID_REVMASK) >= 4)"),
			step("wp",
			     "(!((__raw_readb(OSIRIS_VA_IDREG) & OSIRIS_ID_REVMASK) >= 4))"),
		};

		n = variants_find(&a, "s3c", s, 2, &v);
		CHECK("two board revisions", n == 2);
		CHECK_STR("named by the register", v[0].slug, "idreg-ge-4");
		CHECK_STR(
			"with C's parentheses", v[1].when,
			"(__raw_readb(OSIRIS_VA_IDREG) & OSIRIS_ID_REVMASK) < 4");
		CHECK_STR("the older one's steps", made(&a, &v[1], s, 2), "wp");
	}
	/* tests that tell no variant */
	{
		struct step s[] = {
			step("cpu", "(cpu_is_pxa310())"),
			step("gpio", "(gpio_get_value(12))"),
			step("local", "(?)"),
			step("one", "(board_is_a() == 1)"),
		};

		CHECK("the CPU, a GPIO's level, a local, one value alone",
		      variants_find(&a, "pxa", s, 4, &v) == 0);
	}
	/* a name tested for truth and compared both: no variants at all */
	{
		struct step s[] = {
			step("x", "(rev)"),
			step("y", "(rev == 2)"),
			step("z", "(!(rev == 2))"),
		};

		CHECK("truth and equality of one name",
		      variants_find(&a, "pxa", s, 3, &v) == 0);
	}
	/* more trees than VARIANTS_MAX: none */
	{
		struct step s[] = {
			step("a", "(x == 1)"), step("b", "(x == 2)"),
			step("c", "(x == 3)"), step("d", "(y == 1)"),
			step("e", "(y == 2)"), step("f", "(y == 3)"),
		};

		CHECK("nine combinations are too many",
		      variants_find(&a, "pxa", s, 6, &v) == 0);
	}
	arena_free(&a);
	return unit_failed;
}
