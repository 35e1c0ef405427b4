// SPDX-License-Identifier: GPL-2.0
/*
 * The totals of a cached conversion report, read with the project's JSON
 * reader (lib/json: jansson).
 */
#include "boards/boards_report.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "convert/report.h"
#include "lib/fileio.h"
#include "lib/json_read.h"
#include "lib/strbuf.h"

static int fill(const json_t *totals, struct report_totals *out)
{
	if (!json_is_object(totals))
		return 0;
	out->found = json_get_count(totals, "found");
	out->converted = json_get_count(totals, "converted");
	out->partial = json_get_count(totals, "partial");
	out->todo = json_get_count(totals, "todo");
	return out->found >= 0;
}

static int parse_named(const char *name, const char *text, size_t len,
		       const char *id, struct report_totals *out,
		       struct bf_error *e)
{
	json_t *root = json_read(name, text, len, e);
	const json_t *machines, *m;
	size_t i;
	int rc = 0;

	out->found = out->converted = out->partial = out->todo = -1;
	if (!root)
		return -1;
	if (!json_is_object(root)) {
		json_decref(root);
		return bf_err(e, "%s: malformed report (not a JSON object)",
			      name);
	}
	machines = json_object_get(root, "machines");
	json_array_foreach(machines, i, m)
	{
		const char *mid = json_string_value(json_object_get(m, "id"));

		if (mid && !strcmp(mid, id)) {
			rc = fill(json_object_get(m, "totals"), out);
			break;
		}
	}
	if (!rc)
		rc = fill(json_object_get(root, "totals"), out);
	json_decref(root);
	return rc;
}

int report_totals_parse(const char *json, const char *id,
			struct report_totals *out, struct bf_error *e)
{
	return parse_named("report", json, strlen(json), id, out, e);
}

int report_totals_for(const char *dir, const char *file, const char *id,
		      struct report_totals *out, struct bf_error *e)
{
	char *path = report_cache_file(dir, file);
	struct strbuf sb = STRBUF_INIT;
	int rc;

	out->found = out->converted = out->partial = out->todo = -1;
	if (file_read_max(path, &sb, JSON_READ_MAX)) {
		rc = errno == ENOENT ?
			     0 :
			     bf_err(e, "%s: %s", path, file_read_error(errno));
	} else {
		rc = parse_named(path, sb.buf ? sb.buf : "", sb.len, id, out,
				 e);
	}
	sb_release(&sb);
	free(path);
	return rc;
}
