// SPDX-License-Identifier: GPL-2.0
#include "patch/bootreport.h"

#include <stdlib.h>
#include <string.h>

#include "lib/fileio.h"

/* The QEMU machine that boots @rel as @id, from the board map. */
static char *qemu_machine(const char *rel, const char *id)
{
	struct strbuf map = STRBUF_INIT;
	char *want = xasprintf("\t%s\t%s\t", rel, id);
	const char *l;
	char *r = NULL;

	if (!file_read_all("qemu-machines/board-map.tsv", &map))
		for (l = sb_str(&map); *l && !r;) {
			size_t n = strcspn(l, "\n");
			const char *tab = memchr(l, '\t', n);

			if (tab && *l != '#' &&
			    !strncmp(tab, want, strlen(want)))
				r = xstrndup(l, (size_t)(tab - l));
			l += n + (l[n] == '\n');
		}
	free(want);
	sb_release(&map);
	return r;
}

int boot_report_read(const char *reports, const char *rel, const char *id,
		     struct strbuf *out, char **path)
{
	char *q = qemu_machine(rel, id), *p;

	if (!q) {
		q = xstrdup(id);
		for (p = q; *p; p++)
			if (*p >= 'A' && *p <= 'Z')
				*p = (char)(*p + 32);
	}
	*path = xasprintf("%s/%s-compare.txt", reports, q);
	free(q);
	if (!reports || file_read_all(*path, out)) {
		free(*path);
		*path = NULL;
		return -1;
	}
	return 0;
}
