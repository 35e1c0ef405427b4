// SPDX-License-Identifier: GPL-2.0
#include "convert/binding_doc.h"

#include <string.h>

#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/strbuf.h"

/* @s with the characters an extended regular expression gives a meaning. */
static const char *ere_escape(struct conv *c, const char *s)
{
	struct strbuf b = STRBUF_INIT;
	const char *out;

	for (; *s; s++) {
		if (strchr(".[]()*+?{}|^$\\", *s))
			sb_addch(&b, '\\');
		sb_addch(&b, *s);
	}
	out = arena_strdup(c->a, sb_str(&b));
	sb_release(&b);
	return out;
}

/*
 * The top-level "properties:" block of @text, from its first property on;
 * NULL when it has none. The block ends at the next line in column 0.
 */
static const char *properties_block(const char *text, const char **end)
{
	static const char key[] = "properties:\n";
	const char *p, *q;

	if (!strncmp(text, key, strlen(key)))
		p = text + strlen(key);
	else if ((p = strstr(text, "\nproperties:\n")) != NULL)
		p += 1 + strlen(key);
	else
		return NULL;
	for (q = p; *q && (*q == ' ' || *q == '#' || *q == '\n');
	     q += strcspn(q, "\n"), q += *q == '\n')
		;
	*end = q;
	return p;
}

/* Is @compat an item of @text's own "compatible:" property? */
static int lists_compatible(const char *text, const char *compat)
{
	const char *end, *p = properties_block(text, &end), *q;
	size_t n = strlen(compat);

	p = p ? strstr(p, "  compatible:\n") : NULL;
	if (!p || p > end)
		return 0;
	/* its lines are indented deeper than the property's two spaces */
	for (q = strchr(p, '\n') + 1; q < end && !strncmp(q, "   ", 3);
	     q += strcspn(q, "\n"), q += *q == '\n') {
		const char *w = q + strspn(q, " ");

		if (!strncmp(w, "- ", 2))
			w += 2;
		else if (!strncmp(w, "const: ", 7))
			w += 7;
		else
			continue;
		if (!strncmp(w, compat, n) && (w[n] == '\n' || w[n] == ' '))
			return 1;
	}
	return 0;
}

const char *binding_doc(struct conv *c, const char *compat)
{
	struct strbuf out = STRBUF_INIT;
	struct proc_opts po = { .cwd = c->kdir, .timeout_ms = 60 * 1000 };
	struct bf_error e = { 0 };
	const char *argv[] = { "grep",
			       "-rlE",
			       "--include=*.yaml",
			       NULL,
			       "Documentation/devicetree/bindings",
			       NULL };
	const char *doc = NULL, *p;
	int status, n = 0;

	if (!c->kdir || !compat || !*compat)
		return NULL;
	argv[3] = arena_printf(c->a, "^[[:space:]]*(- |const: )%s[[:space:]]*$",
			       ere_escape(c, compat));
	if (proc_run(argv, &po, &out, NULL, &status, &e) || status) {
		sb_release(&out);
		return NULL;
	}
	/* an example or a child node elsewhere names it too (lochnagar) */
	for (p = sb_str(&out); *p; p += strcspn(p, "\n"), p += *p == '\n') {
		const char *f = arena_strndup(c->a, p, strcspn(p, "\n"));
		struct strbuf text = STRBUF_INIT;

		if (!file_read_all(arena_printf(c->a, "%s/%s", c->kdir, f),
				   &text) &&
		    lists_compatible(sb_str(&text), compat)) {
			doc = f;
			n++;
		}
		sb_release(&text);
	}
	sb_release(&out);
	return n == 1 ? doc : NULL;
}

/* Does @text's top-level "properties:" block have "  @name:"? */
static int top_property(const char *text, const char *name)
{
	const char *end, *p = properties_block(text, &end);
	size_t n = strlen(name);

	for (; p && p < end; p += strcspn(p, "\n"), p += *p == '\n')
		if (!strncmp(p, "  ", 2) && !strncmp(p + 2, name, n) &&
		    p[2 + n] == ':')
			return 1;
	return 0;
}

const char *binding_doc_one_of(struct conv *c, const char *doc,
			       const char *const *names)
{
	struct strbuf text = STRBUF_INIT;
	const char *found = NULL;
	int n = 0;

	if (!doc ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, doc), &text)) {
		sb_release(&text);
		return NULL;
	}
	for (; *names; names++)
		if (top_property(sb_str(&text), *names)) {
			found = *names;
			n++;
		}
	sb_release(&text);
	return n == 1 ? found : NULL;
}
