// SPDX-License-Identifier: GPL-2.0
#include "review/page.h"

#include <stdlib.h>
#include <string.h>

#include "lib/json.h"
#include "review/page_assets.h"

static void esc(struct strbuf *out, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n && s[i]; i++)
		switch (s[i]) {
		case '&':
			sb_add(out, "&amp;");
			break;
		case '<':
			sb_add(out, "&lt;");
			break;
		case '>':
			sb_add(out, "&gt;");
			break;
		case '"':
			sb_add(out, "&quot;");
			break;
		default:
			sb_addch(out, s[i]);
		}
}

static void esc_str(struct strbuf *out, const char *s)
{
	esc(out, s ? s : "", s ? strlen(s) : 0);
}

/* The worst fate of the items whose own line is @ln, -1 for none. */
static int line_fate(const struct review_page *p, unsigned ln, int *def)
{
	size_t i;
	int f = -1;

	*def = 0;
	for (i = 0; i < p->nitems; i++) {
		const struct review_item *ri = &p->items[i];

		/* an item of another file (board code's) has no line here */
		if (ri->it->file)
			continue;
		if (ri->it->line == ln && (int)ri->it->fate > f)
			f = (int)ri->it->fate;
		if (ln >= ri->src_first && ln <= ri->src_last &&
		    ln != ri->it->line)
			*def = 1;
	}
	return f;
}

static int dts_fate(const struct review_page *p, int file, unsigned ln)
{
	size_t i;
	int f = -1;

	for (i = 0; i < p->nitems; i++) {
		const struct review_item *ri = &p->items[i];

		if (ri->dts_file == file && ln >= ri->dts_first &&
		    ln <= ri->dts_last && (int)ri->it->fate > f)
			f = (int)ri->it->fate;
	}
	return f;
}

static void notes(struct strbuf *out, const struct review_page *p,
		  const char *file, unsigned ln)
{
	size_t i;

	for (i = 0; p->f && i < p->f->n; i++) {
		const struct finding *x = &p->f->v[i];

		if (x->line != ln || strcmp(x->where, file))
			continue;
		sb_addf(out, "<div class=\"note%s\">", x->fatal ? "" : " w");
		esc_str(out, x->tool);
		sb_add(out, ": ");
		esc_str(out, x->msg);
		sb_add(out, "</div>\n");
	}
}

static void code(struct strbuf *out, const struct review_page *p,
		 const char *text, int file)
{
	const char *s = text;
	unsigned ln = 0;

	while (*s) {
		size_t n = strcspn(s, "\n");
		int def = 0, f;

		ln++;
		if (file < 0) {
			f = line_fate(p, ln, &def);
			sb_addf(out, "<div class=\"ln%s%s%s\" id=\"s-%u\">",
				f >= 0 ? " f-" : "",
				f >= 0 ? fate_name((enum fate)f) : "",
				def ? " def" : "", ln);
		} else {
			f = dts_fate(p, file, ln);
			sb_addf(out, "<div class=\"ln%s%s\" id=\"d%d-%u\">",
				f >= 0 ? " f-" : "",
				f >= 0 ? fate_name((enum fate)f) : "", file,
				ln);
		}
		sb_addf(out, "<span class=\"no\">%u</span><span class=\"tx\">",
			ln);
		esc(out, s, n);
		sb_add(out, n ? "</span></div>\n" : " </span></div>\n");
		if (file >= 0)
			notes(out, p, p->dts_name[file], ln);
		s += n + (s[n] == '\n');
	}
}

static void item_rows(struct strbuf *out, const struct review_page *p, int done)
{
	size_t i;

	sb_add(out,
	       "<table><tr><th>fate</th><th>line</th><th>kind</th><th>name</th><th>node</th><th>reason</th></tr>\n");
	for (i = 0; i < p->nitems; i++) {
		const struct item *it = p->items[i].it;

		if ((it->fate == FATE_CONVERTED) != done)
			continue;
		sb_addf(out,
			"<tr class=\"item f-%s\" id=\"item-%zu\" data-i=\"%zu\"><td>%s</td><td>",
			fate_name(it->fate), i, i, fate_name(it->fate));
		if (it->file) {
			esc_str(out, strrchr(it->file, '/') ?
					     strrchr(it->file, '/') + 1 :
					     it->file);
			sb_addch(out, ':');
		}
		sb_addf(out, "%u</td><td>", it->line);
		esc_str(out, it->kind);
		sb_add(out, "</td><td>");
		esc_str(out, it->name);
		sb_add(out, "</td><td>");
		esc_str(out, p->items[i].path ? p->items[i].path : it->node);
		sb_add(out, "</td><td>");
		esc_str(out, it->why);
		sb_add(out, "</td></tr>\n");
	}
	sb_add(out, "</table>\n");
}

static void items_json(struct strbuf *out, const struct review_page *p)
{
	struct strbuf js = STRBUF_INIT;
	struct json_writer w;
	size_t i;
	const char *s;

	json_init(&w, &js, 0);
	json_begin_array(&w);
	for (i = 0; i < p->nitems; i++) {
		const struct review_item *ri = &p->items[i];

		json_begin_object(&w);
		json_kv_string(&w, "kind", ri->it->kind);
		json_kv_string(&w, "name", ri->it->name);
		json_kv_string(&w, "fate", fate_name(ri->it->fate));
		json_kv_string(&w, "why", ri->it->why ? ri->it->why : "");
		json_kv_string(&w, "node",
			       ri->path	    ? ri->path :
			       ri->it->node ? ri->it->node :
					      "");
		/* the board file's line; 0 for another file's, named in "at" */
		json_kv_uint(&w, "line", ri->it->file ? 0 : ri->it->line);
		{
			char *at = ri->it->file ?
					   xasprintf("%s:%u", ri->it->file,
						     ri->it->line) :
					   xasprintf("line %u", ri->it->line);

			json_kv_string(&w, "at", at);
			free(at);
		}
		json_key(&w, "src");
		json_begin_array(&w);
		json_uint(&w, ri->src_first);
		json_uint(&w, ri->src_last);
		json_end_array(&w);
		json_key(&w, "dts");
		if (ri->dts_file < 0) {
			json_null(&w);
		} else {
			json_begin_array(&w);
			json_int(&w, ri->dts_file);
			json_uint(&w, ri->dts_first);
			json_uint(&w, ri->dts_last);
			json_end_array(&w);
		}
		json_end_object(&w);
	}
	json_end_array(&w);
	json_release(&w);
	/* inside <script>, "</" would end it */
	for (s = sb_str(&js); *s; s++)
		if (s[0] == '<' && s[1] == '/')
			sb_add(out, "<\\/"), s++;
		else
			sb_addch(out, *s);
	sb_release(&js);
}

static void head(struct strbuf *out, const char *title)
{
	sb_add(out,
	       "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>");
	esc_str(out, title);
	sb_addf(out, "</title>\n<style>\n%s</style></head>\n<body>\n",
		review_css);
}

void review_page_html(const struct review_page *p, struct strbuf *out)
{
	struct strbuf title = STRBUF_INIT;
	size_t i, nf = 0;

	sb_addf(&title, "%s %s: board file and device tree", p->rel,
		p->machine_id);
	head(out, sb_str(&title));
	sb_add(out, "<header><h1>");
	esc_str(out, p->machine_name ? p->machine_name : p->machine_id);
	sb_add(out, "</h1><div>");
	esc_str(out, p->rel);
	sb_addf(out,
		" (MACHINE_START(%s)): %zu found, %zu converted, %zu partial, %zu todo. "
		"<span class=\"legend\"><span class=\"f-converted\">converted</span><span class=\"f-partial\">partial</span><span class=\"f-todo\">todo</span></span>"
		"Click a highlighted line on either side, or an item below.</div>"
		"<div id=\"sel-info\"></div></header>\n",
		p->machine_id, p->t.found, p->t.converted, p->t.partial,
		p->t.todo);
	sb_add(out, "<div id=\"panes\"><div class=\"pane\"><h2>");
	esc_str(out, p->rel);
	sb_add(out, "</h2><div class=\"code\" id=\"src\">\n");
	code(out, p, p->src, -1);
	sb_add(out, "</div></div>\n<div class=\"pane\"><h2>");
	esc_str(out, p->dts_name[0]);
	if (p->dts_text[1]) {
		sb_add(out, " + ");
		esc_str(out, p->dts_name[1]);
	}
	sb_add(out, "</h2><div class=\"code\" id=\"dts\">\n");
	code(out, p, p->dts_text[0], 0);
	if (p->dts_text[1]) {
		sb_add(out, "<div class=\"note w\">");
		esc_str(out, p->dts_name[1]);
		sb_add(out, ", which it includes:</div>\n");
		code(out, p, p->dts_text[1], 1);
	}
	sb_add(out, "</div></div></div>\n");
	sb_add(out, "<section><h2>Partial and TODO items</h2>\n");
	item_rows(out, p, 0);
	sb_add(out, "<h2>Converted items</h2>\n");
	item_rows(out, p, 1);
	sb_add(out, "<h2>Checks of the .dts</h2>\n<ul>\n");
	for (i = 0; p->f && i < p->f->n; i++) {
		const struct finding *x = &p->f->v[i];

		nf++;
		sb_addf(out, "<li>%s ", x->fatal ? "&#10007;" : "&#9888;");
		esc_str(out, x->tool);
		sb_add(out, " ");
		esc_str(out, x->where);
		if (x->line)
			sb_addf(out, ":%u", x->line);
		sb_add(out, ": ");
		esc_str(out, x->msg);
		sb_add(out, "</li>\n");
	}
	if (!nf)
		sb_add(out,
		       "<li>dtc (W=1), dt-validate and checkpatch --strict find nothing.</li>\n");
	sb_add(out, "</ul>\n");
	if (p->boot) {
		sb_add(out,
		       "<h2>Boot comparison in QEMU (board file, then device tree)</h2>\n<p>");
		esc_str(out, p->boot_name);
		sb_add(out, "</p><pre class=\"boot\">");
		esc_str(out, p->boot);
		sb_add(out, "</pre>\n");
	}
	sb_add(out,
	       "</section>\n<script type=\"application/json\" id=\"items\">");
	items_json(out, p);
	sb_addf(out, "</script>\n<script>\n%s</script>\n</body></html>\n",
		review_js);
	sb_release(&title);
}

void review_index_html(const char *rel, const struct review_page *pages,
		       const char *const *hrefs, size_t n, struct strbuf *out)
{
	size_t i;

	head(out, rel);
	sb_add(out, "<header><h1>");
	esc_str(out, rel);
	sb_addf(out,
		"</h1><div>%zu machines</div></header>\n<section><table>"
		"<tr><th>machine</th><th>name</th><th>found</th><th>converted</th><th>partial</th><th>todo</th></tr>\n",
		n);
	for (i = 0; i < n; i++) {
		sb_add(out, "<tr><td><a href=\"");
		esc_str(out, hrefs[i]);
		sb_add(out, "\">");
		esc_str(out, pages[i].machine_id);
		sb_add(out, "</a></td><td>");
		esc_str(out, pages[i].machine_name);
		sb_addf(out,
			"</td><td>%zu</td><td>%zu</td><td>%zu</td><td>%zu</td></tr>\n",
			pages[i].t.found, pages[i].t.converted,
			pages[i].t.partial, pages[i].t.todo);
	}
	sb_add(out, "</table></section>\n</body></html>\n");
}
