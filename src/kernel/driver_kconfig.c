// SPDX-License-Identifier: GPL-2.0
#include "kernel/driver_kconfig.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "kernel/kbuild_makefile.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

/* Does line @p read "config @sym" or "menuconfig @sym" and nothing more? */
static int defines(const char *p, const char *sym)
{
	size_t n = strlen(sym);

	p += strspn(p, " \t");
	if (!strncmp(p, "menuconfig", strlen("menuconfig")))
		p += strlen("menuconfig");
	else if (!strncmp(p, "config", strlen("config")))
		p += strlen("config");
	else
		return 0;
	if (*p != ' ' && *p != '\t')
		return 0;
	p += strspn(p, " \t");
	if (strncmp(p, sym, n))
		return 0;
	p += n;
	p += strspn(p, " \t\r");
	return *p == '\n' || !*p;
}

char *kconfig_entry_text(const char *text, const char *sym)
{
	struct strbuf prompt = { 0 }, help = { 0 };
	const char *p = text, *eol;
	int in_help = 0;

	while (p && *p && !defines(p, sym))
		p = (eol = strchr(p, '\n')) ? eol + 1 : NULL;
	if (!p || !*p)
		return NULL;
	/* the entry's lines are indented: the next line at column 0 ends it */
	for (p = strchr(p, '\n');
	     p && *++p && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r');
	     p = strchr(p, '\n')) {
		const char *w = p + strspn(p, " \t");
		size_t len;

		eol = strchr(w, '\n');
		len = eol ? (size_t)(eol - w) : strlen(w);
		if (in_help) {
			sb_addn(&help, w, len);
			sb_addch(&help, '\n');
		} else if (!strncmp(w, "help", 4) &&
			   (len == 4 || isspace((unsigned char)w[4]))) {
			in_help = 1;
		} else if (!*sb_str(&prompt) && (!strncmp(w, "tristate", 8) ||
						 !strncmp(w, "bool", 4) ||
						 !strncmp(w, "prompt", 6))) {
			const char *q = memchr(w, '"', len), *e;

			e = q ? memchr(q + 1, '"', len - (size_t)(q + 1 - w)) :
				NULL;
			if (e)
				sb_addn(&prompt, q + 1, (size_t)(e - q - 1));
		}
		if (!eol)
			break;
	}
	if (!*sb_str(&prompt)) {
		sb_release(&help);
		return NULL;
	}
	sb_addch(&prompt, '\n');
	sb_add(&prompt, sb_str(&help));
	sb_release(&help);
	return sb_detach(&prompt);
}

char *driver_kconfig_text(const char *kdir, const char *src)
{
	const char *slash = src ? strrchr(src, '/') : NULL;
	struct kbuild_makefile mk = { 0 };
	const struct kbuild_obj *o;
	struct strbuf text = { 0 };
	struct bf_error e;
	char *dir, *obj, *out = NULL;

	if (!slash || strlen(slash) < 3 || strcmp(src + strlen(src) - 2, ".c"))
		return NULL;
	dir = xstrndup(src, (size_t)(slash - src));
	obj = xasprintf("%.*s.o", (int)strlen(slash + 1) - 2, slash + 1);
	if (!kbuild_read(kdir, dir, &mk, &e) && (o = kbuild_find(&mk, obj)) &&
	    o->sym) {
		char *path = xasprintf("%s/%s/Kconfig", kdir, dir);

		if (!file_read_all(path, &text))
			out = kconfig_entry_text(sb_str(&text), o->sym);
		free(path);
	}
	kbuild_free(&mk);
	sb_release(&text);
	free(dir);
	free(obj);
	return out;
}
