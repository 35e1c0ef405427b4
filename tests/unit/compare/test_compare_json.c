// SPDX-License-Identifier: GPL-2.0
/* The JSON writer that compare's --json uses: layout, escaping, saving. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/json.h"
#include "unit.h"

static void test_layout(void)
{
	struct strbuf sb = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &sb, 0);
	json_begin_object(&w);
	json_kv_string(&w, "a", "x");
	json_key(&w, "b");
	json_begin_array(&w);
	json_int(&w, -1);
	json_uint(&w, 18446744073709551615ULL);
	json_bool(&w, true);
	json_null(&w);
	json_begin_object(&w);
	json_end_object(&w);
	json_begin_array(&w);
	json_end_array(&w);
	json_end_array(&w);
	json_kv_string(&w, "c", NULL);
	json_end_object(&w);
	CHECK_STR(
		"json: compact layout", sb_str(&sb),
		"{\"a\":\"x\",\"b\":[-1,18446744073709551615,true,null,{},[]],"
		"\"c\":null}");
	json_release(&w);
	sb_release(&sb);
}

static void test_indent(void)
{
	struct strbuf sb = STRBUF_INIT;
	struct json_writer w;

	json_init(&w, &sb, 2);
	json_begin_object(&w);
	json_key(&w, "k");
	json_begin_array(&w);
	json_int(&w, 1);
	json_int(&w, 2);
	json_end_array(&w);
	json_end_object(&w);
	CHECK_STR("json: indented layout", sb_str(&sb),
		  "{\n  \"k\": [\n    1,\n    2\n  ]\n}");
	json_release(&w);
	sb_release(&sb);
}

static void test_escaping(void)
{
	struct strbuf sb = STRBUF_INIT;

	json_quote(&sb, "q\"b\\n\n\t\x01\x7f");
	CHECK_STR("json: escapes", sb_str(&sb),
		  "\"q\\\"b\\\\n\\n\\t\\u0001\\u007f\"");
	sb_reset(&sb);
	json_quote(&sb, "caf\xc3\xa9 \xe2\x82\xac");
	CHECK_STR("json: valid UTF-8 kept", sb_str(&sb),
		  "\"caf\xc3\xa9 \xe2\x82\xac\"");
	sb_reset(&sb);
	json_quote(&sb, "a\xff"
			"b\xc3"
			"c\xed\xa0\x80");
	CHECK_STR("json: invalid UTF-8 replaced", sb_str(&sb),
		  "\"a\\ufffdb\\ufffdc\\ufffd\\ufffd\\ufffd\"");
	sb_release(&sb);
}

static void test_save(void)
{
	char dir[] = "/tmp/bf2dts-test-json-XXXXXX";
	struct bf_error e = { { 0 } };
	char *path, *bad;
	char buf[16] = { 0 };
	FILE *f;

	if (!mkdtemp(dir)) {
		CHECK("json: mkdtemp", 0);
		return;
	}
	path = xasprintf("%s/out.json", dir);
	CHECK("json: save", !json_save(path, "{}\n", 3, &e));
	f = fopen(path, "r");
	CHECK("json: saved content",
	      f && fread(buf, 1, sizeof(buf) - 1, f) == 3 &&
		      !strcmp(buf, "{}\n"));
	if (f)
		fclose(f);
	bad = xasprintf("%s/no/such/dir/out.json", dir);
	CHECK("json: unwritable path is an error naming it",
	      json_save(bad, "{}", 2, &e) == -1 && strstr(e.msg, bad));
	unlink(path);
	rmdir(dir);
	free(path);
	free(bad);
}

int main(void)
{
	test_layout();
	test_indent();
	test_escaping();
	test_save();
	return unit_failed;
}
