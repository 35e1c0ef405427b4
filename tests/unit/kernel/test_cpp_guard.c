// SPDX-License-Identifier: GPL-2.0
/*
 * A CONFIG_ symbol a file tests only to add code (every block it opens has
 * no #else or #elif, no negation, no use outside #if lines) can be on for
 * all boards' parses of the file at once; any other use cannot.
 */
#include "kernel/cpp_guard.h"
#include "unit.h"

int main(void)
{
	CHECK("cpp: #ifdef ... #endif adds code",
	      cpp_additive(
		      "int a;\n#ifdef CONFIG_X\nint x;\n#endif /* CONFIG_X */\n",
		      "CONFIG_X"));
	CHECK("cpp: #if defined() || defined() adds code",
	      cpp_additive(
		      "#if defined(CONFIG_X) || defined(CONFIG_Y)\nint x;\n#endif\n",
		      "CONFIG_Y"));
	CHECK("cpp: an #else of its block takes code away",
	      !cpp_additive("#ifdef CONFIG_X\nint x;\n#else\nint y;\n#endif\n",
			    "CONFIG_X"));
	CHECK("cpp: an #elif of its block takes code away",
	      !cpp_additive(
		      "#if defined(CONFIG_X)\nint x;\n#elif defined(CONFIG_Z)\nint y;\n#endif\n",
		      "CONFIG_X"));
	CHECK("cpp: an #else of another, nested block does not",
	      cpp_additive(
		      "#ifdef CONFIG_X\n#ifdef CONFIG_Y\nint y;\n#else\nint n;\n#endif\n#endif\n",
		      "CONFIG_X"));
	CHECK("cpp: #ifndef is a negation",
	      !cpp_additive("#ifndef CONFIG_X\nint x;\n#endif\n", "CONFIG_X"));
	CHECK("cpp: #if !defined() is a negation",
	      !cpp_additive("#if !defined(CONFIG_X)\nint x;\n#endif\n",
			    "CONFIG_X"));
	CHECK("cpp: IS_ENABLED() in C is no preprocessor test",
	      !cpp_additive("int f(void) { return IS_ENABLED(CONFIG_X); }\n",
			    "CONFIG_X"));
	CHECK("cpp: a longer name is not the symbol",
	      cpp_additive(
		      "#ifndef CONFIG_X_MORE\n#endif\n#ifdef CONFIG_X\n#endif\n",
		      "CONFIG_X"));
	CHECK("cpp: a negation on a later line is not this #if's",
	      cpp_additive("#ifdef CONFIG_X\nint x = !0;\n#endif\n",
			   "CONFIG_X"));
	CHECK("cpp: a whole word",
	      cpp_has_word("a CONFIG_X;", "CONFIG_X") &&
		      !cpp_has_word("CONFIG_XY", "CONFIG_X") &&
		      !cpp_has_word("MY_CONFIG_X", "CONFIG_X"));
	return unit_failed;
}
