// SPDX-License-Identifier: GPL-2.0
/*
 * The small shared helpers: where the cache and the default tree are
 * (cachedir.c), the arena every model lives in (arena.c), the one-line
 * errors (error.c), and a call's arguments in C text (ctext.c).
 */
#include <stdlib.h>
#include <string.h>

#include "lib/arena.h"
#include "lib/cachedir.h"
#include "lib/ctext.h"
#include "lib/error.h"
#include "lib/json.h"
#include "lib/sort.h"
#include "unit.h"

static void test_cachedir(void)
{
	char *c, *k;

	setenv("HOME", "/home/u", 1);
	unsetenv("BF2DTS_CACHE");
	unsetenv("BF2DTS_KERNEL");
	c = cache_dir();
	k = default_kernel_dir();
	CHECK_STR("cachedir: default", c, "/home/u/.cache/bf2dts");
	CHECK_STR("cachedir: default tree", k,
		  "/home/u/.cache/bf2dts/linux-6.1");
	free(c);
	free(k);
	setenv("BF2DTS_CACHE", "/scratch", 1);
	c = cache_path("reports");
	k = default_kernel_dir();
	CHECK_STR("cachedir: BF2DTS_CACHE", c, "/scratch/reports");
	CHECK_STR("cachedir: the default tree follows the cache", k,
		  "/scratch/linux-6.1");
	free(c);
	free(k);
	setenv("BF2DTS_KERNEL", "/src/linux-6.12", 1);
	setenv("BF2DTS_CACHE", "", 1);
	c = cache_dir();
	k = default_kernel_dir();
	CHECK_STR("cachedir: an empty BF2DTS_CACHE is unset", c,
		  "/home/u/.cache/bf2dts");
	CHECK_STR("cachedir: BF2DTS_KERNEL", k, "/src/linux-6.12");
	free(c);
	free(k);
}

struct pair {
	int a, b;
};

static void test_arena(void)
{
	struct arena a = { 0 };
	struct pair *v = NULL;
	size_t n = 0, alloc = 0, i;
	char *big, *s;
	int ok = 1;

	s = arena_printf(&a, "%s-%d", "led", 3);
	CHECK_STR("arena: printf", s, "led-3");
	CHECK_STR("arena: strndup", arena_strndup(&a, "gpio@40e00000", 4),
		  "gpio");
	big = arena_alloc(&a, 1 << 20);
	for (i = 0; i < 1 << 20; i++)
		ok &= big[i] == 0;
	CHECK("arena: a large allocation is zeroed", ok);
	for (i = 0; i < 1000; i++)
		ARENA_PUSH(&a, v, n, alloc, ((struct pair){ (int)i, (int)-i }));
	ok = n == 1000;
	for (i = 0; i < n; i++)
		ok &= v[i].a == (int)i && v[i].b == -(int)i;
	CHECK("arena: a vector grows and keeps its elements", ok);
	CHECK_STR("arena: earlier strings survive growth", s, "led-3");
	arena_free(&a);
	CHECK("arena: free empties it", a.head == NULL);
	arena_free(&a);
}

static void test_error(void)
{
	struct bf_error e = { { 0 } };
	char longer[2048];

	CHECK("error: bf_err returns -1", bf_err(&e, "%s: %d", "x.c", 3) == -1);
	CHECK_STR("error: the message", e.msg, "x.c: 3");
	memset(longer, 'a', sizeof(longer) - 1);
	longer[sizeof(longer) - 1] = '\0';
	bf_err(&e, "%s", longer);
	CHECK("error: a long message is cut, not overrun",
	      strlen(e.msg) == sizeof(e.msg) - 1);
}

static int cmp_int(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/* An empty list with no array is sorted without calling qsort(NULL, 0). */
static void test_sort(void)
{
	int v[] = { 3, 1, 2 };

	sort_array(NULL, 0, sizeof(int), cmp_int);
	CHECK("sort: an empty list without an array", 1);
	sort_array(v, 3, sizeof(*v), cmp_int);
	CHECK("sort: three numbers", v[0] == 1 && v[1] == 2 && v[2] == 3);
}

/* Records on one line each inside an indented document. */
static void test_json_lines(void)
{
	struct strbuf sb = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &sb, 2);
	json_begin_object(&w);
	json_key(&w, "items");
	json_begin_array(&w);
	json_begin_object_line(&w);
	json_kv_string(&w, "a", "x\"y");
	json_key(&w, "b");
	json_begin_array_line(&w);
	json_int(&w, 1);
	json_int(&w, 2);
	json_end_array(&w);
	json_kv_tri(&w, "c", -1);
	json_end_object(&w);
	json_begin_object_line(&w);
	json_end_object(&w);
	json_end_array(&w);
	json_kv_tri(&w, "d", 1);
	json_end_object(&w);
	json_release(&w);
	CHECK_STR(
		"json: one-line records in an indented document", sb_str(&sb),
		"{\n  \"items\": [\n    { \"a\": \"x\\\"y\", \"b\": [ 1, 2 ], "
		"\"c\": null },\n    {}\n  ],\n  \"d\": true\n}");
	sb_release(&sb);
}

static void test_ctext(void)
{
	struct arena a = { 0 };
	const char *args[4];

	CHECK("ctext: nested calls, strings and braces are one argument",
	      ctext_call_args(&a, "(dev, f(a, b), \"x, y\", { 1, 2 });", args,
			      4) == 4);
	CHECK_STR("ctext: the argument trimmed", args[0], "dev");
	CHECK_STR("ctext: a call as one argument", args[1], "f(a, b)");
	CHECK_STR("ctext: a string's comma is no separator", args[2],
		  "\"x, y\"");
	CHECK_STR("ctext: an initializer's comma is no separator", args[3],
		  "{ 1, 2 }");
	CHECK("ctext: an empty call has one empty argument",
	      ctext_call_args(&a, "()", args, 4) == 1 && !*args[0]);
	CHECK("ctext: more arguments than asked for",
	      ctext_call_args(&a, "(a, b, c)", args, 2) == -1);
	CHECK("ctext: parentheses that do not close",
	      ctext_call_args(&a, "(a, g(b)", args, 4) == -1);
	CHECK("ctext: an identifier", ctext_is_ident("s3c_gpio_cfgpin"));
	CHECK("ctext: not one", !ctext_is_ident("2x") && !ctext_is_ident("") &&
					!ctext_is_ident("a-b"));
	CHECK_STR("ctext: line 2", ctext_line("a\nb\nc", 2), "b\nc");
	CHECK("ctext: no line 0, no line past the end",
	      !ctext_line("a\nb", 0) && !ctext_line("a\nb", 3));
	{
		static const char row[] = "{ID, APBC_KPC_X, APBC_KPC}, APBC";
		static const char defs[] =
			"#define APBC_KPC(x)\t(x)\n"
			"#define APBC_KPCX 1\n"
			"#define APBC_KPC\t0x30\t/* keypad */\n";

		CHECK("ctext: a whole word, not part of a longer one",
		      ctext_has_word(row, row + strlen(row), "APBC_KPC"));
		CHECK("ctext: a word the range ends before",
		      !ctext_has_word(row, row + 16, "APBC_KPC"));
		CHECK("ctext: a word at the range's end",
		      ctext_has_word(row, row + strlen(row), "APBC"));
		CHECK("ctext: a word's prefix is none",
		      !ctext_has_word(row, row + strlen(row), "APBC_K"));
		CHECK_STR("ctext: a define's body, not a function-like macro's "
			  "nor a longer name's",
			  ctext_define_body(&a, defs, "APBC_KPC"),
			  "0x30\t/* keypad */");
		CHECK("ctext: no such define",
		      !ctext_define_body(&a, defs, "APBC_SSP1"));
	}
	arena_free(&a);
}

int main(void)
{
	test_cachedir();
	test_arena();
	test_error();
	test_sort();
	test_json_lines();
	test_ctext();
	return unit_failed;
}
