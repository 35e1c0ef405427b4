// SPDX-License-Identifier: GPL-2.0
#include "convert/chosen.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "convert/uart_ports.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

#define MAX_UARTS 16

int chosen_console(const char *cmdline, int *index, char *opts, size_t size)
{
	const char *p = cmdline;

	while (p && *p) {
		const char *w, *end, *num, *o;
		size_t len;

		while (*p == ' ' || *p == '\t')
			p++;
		w = p;
		while (*p && *p != ' ' && *p != '\t')
			p++;
		if (strncmp(w, "console=", 8))
			continue;
		w += 8;
		end = memchr(w, ',', (size_t)(p - w));
		o = end ? end + 1 : p;
		end = end ? end : p;
		num = end;
		while (num > w && isdigit((unsigned char)num[-1]))
			num--;
		/* a name and a line number; "tty1" is a virtual terminal */
		if (num == end || num == w ||
		    ((size_t)(num - w) == 3 && !strncmp(w, "tty", 3)))
			continue;
		*index = atoi(num);
		len = (size_t)(p - o);
		if (len >= size)
			len = size - 1;
		memcpy(opts, o, len);
		opts[len] = '\0';
		/* baud, then parity and bits as uart_parse_options() fills them */
		len = strspn(opts, "0123456789");
		if (len && !opts[len] && len + 3 < size)
			strcpy(opts + len, "n8");
		else if (len && opts[len] && !opts[len + 1] && len + 2 < size)
			strcpy(opts + len + 1, "8");
		return 0;
	}
	return -1;
}

/* CONFIG_CMDLINE of @path if it enables CONFIG_@sym; NULL otherwise. */
static char *defconfig_cmdline(const char *path, const char *sym)
{
	FILE *f = fopen(path, "r");
	char *line = NULL, *cmdline = NULL;
	size_t cap = 0, n = strlen(sym);
	int enabled = 0;

	if (!f)
		return NULL;
	while (getline(&line, &cap, f) > 0) {
		if (!strncmp(line, "CONFIG_", 7) &&
		    !strncmp(line + 7, sym, n) &&
		    (!strncmp(line + 7 + n, "=y", 2) ||
		     !strncmp(line + 7 + n, "=m", 2)))
			enabled = 1;
		if (!strncmp(line, "CONFIG_CMDLINE=\"", 16) && !cmdline) {
			char *q = strrchr(line + 16, '"');

			cmdline = xstrndup(line + 16,
					   q ? (size_t)(q - line - 16) : 0);
		}
	}
	free(line);
	fclose(f);
	if (!enabled) {
		free(cmdline);
		return NULL;
	}
	return cmdline;
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * The console line and options of the first defconfig, by name, that
 * builds the board file and whose command line has a serial console.
 */
static int config_console(const struct board *b, int *index, char *opts,
			  size_t size, const char **from)
{
	size_t root = strlen(b->path) - strlen(b->rel), n = 0, a = 0, i;
	char *dir, **names = NULL;
	struct dirent *de;
	DIR *d;
	int found = -1;

	if (!b->build_sym || strlen(b->path) < strlen(b->rel) ||
	    strcmp(b->path + root, b->rel))
		return -1;
	dir = xasprintf("%.*sarch/arm/configs", (int)root, b->path);
	d = opendir(dir);
	while (d && (de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l > 10 && !strcmp(de->d_name + l - 10, "_defconfig"))
			VEC_PUSH(names, n, a, xstrdup(de->d_name));
	}
	if (d)
		closedir(d);
	sort_array(names, n, sizeof(*names), cmp_name);
	/* the first by name wins: the files after it are not read */
	for (i = 0; i < n; i++) {
		char *path, *cmdline;

		if (!found) {
			free(names[i]);
			continue;
		}
		path = xasprintf("%s/%s", dir, names[i]);
		cmdline = defconfig_cmdline(path, b->build_sym);
		if (cmdline && !chosen_console(cmdline, index, opts, size)) {
			found = 0;
			*from = names[i];
			names[i] = NULL;
		}
		free(cmdline);
		free(path);
		free(names[i]);
	}
	free(names);
	free(dir);
	return found;
}

static int is_uart(const struct soc_node *sn)
{
	const char *name = strrchr(sn->path, '/');

	name = name ? name + 1 : sn->path;
	return sn->has_reg && sn->label &&
	       (!strncmp(name, "serial", 6) || !strncmp(name, "uart", 4));
}

static int cmp_base(const void *pa, const void *pb)
{
	const struct soc_node *a = *(const struct soc_node *const *)pa;
	const struct soc_node *b = *(const struct soc_node *const *)pb;

	return a->base < b->base ? -1 : a->base > b->base;
}

/*
 * Line @i's UART: the node the .dtsi's serial<i> alias names, else (a
 * .dtsi with no serial aliases, whose driver numbers its ports in address
 * order) the i-th UART node by address, which then needs the alias.
 */
static const struct soc_node *uart_of(const struct conv *c, int i,
				      int *needs_alias)
{
	const struct soc_node *v[MAX_UARTS], *sn;
	char alias[16];
	const char *path;
	size_t k, n = 0;

	*needs_alias = 0;
	/* the board's own numbering (sa1100_register_uart()) comes first */
	if ((path = uart_port_alias(c, i)))
		return soc_dt_find_by_label(c->sdt, path);
	snprintf(alias, sizeof(alias), "serial%d", i);
	if ((path = soc_dt_alias(c->sdt, alias)))
		return soc_dt_find_by_path(c->sdt, path);
	if (soc_dt_alias(c->sdt, "serial0"))
		return NULL;
	for (k = 0; k < soc_dt_count(c->sdt) && n < MAX_UARTS; k++)
		if (is_uart((sn = soc_dt_node(c->sdt, k))))
			v[n++] = sn;
	sort_array(v, n, sizeof(*v), cmp_base);
	*needs_alias = 1;
	return i >= 0 && (size_t)i < n ? v[i] : NULL;
}

void chosen_preferred_console(struct conv *c, const struct step *s)
{
	/* printk prefers the console added last */
	if (c->console_call)
		item_fate(c->r, c->console_item, FATE_TODO,
			  "a later add_preferred_console() call (line %u) "
			  "replaces it",
			  s->line);
	c->console_item = report_add(c->r, c->m->id, "call", s->text, s->line);
	c->console_call = s;
	/* "ttyS" is the 8250 driver's, whose DT ports are its serial aliases */
	if (s->nargs != 3 || s->args[0]->kind != V_STR || !s->args[0]->s ||
	    strcmp(s->args[0]->s, "ttyS") || s->args[1]->kind != V_INT ||
	    (s->args[2]->kind != V_STR && !val_is_zero(s->args[2]))) {
		item_fate(c->r, c->console_item, FATE_TODO,
			  "a console other than a constant ttyS line: "
			  "stdout-path is not derived from it");
		c->console_call = NULL;
	}
}

/*
 * The board's add_preferred_console("ttyS", line, "115200"): 0 with the
 * line and its options as a console= would give them.
 */
static int board_console(struct conv *c, int *line, char *opts, size_t size)
{
	const struct step *s = c->console_call;
	char arg[64];

	if (!s)
		return -1;
	snprintf(arg, sizeof(arg), "console=ttyS%lld%s%s", s->args[1]->i,
		 s->args[2]->kind == V_STR && s->args[2]->s ? "," : "",
		 s->args[2]->kind == V_STR && s->args[2]->s ? s->args[2]->s :
							      "");
	return chosen_console(arg, line, opts, size);
}

void convert_chosen(struct conv *c)
{
	const struct soc_node *sn = NULL;
	const char *from = NULL;
	char opts[32] = "115200n8";
	int line = -1, needs_alias = 0, i, by_board = 0;
	struct dt_node *chosen;

	if (!c->sdt) {
		if (c->console_call)
			item_fate(c->r, c->console_item, FATE_TODO,
				  "the SoC has no .dtsi naming its UARTs");
		return;
	}
	if (!board_console(c, &line, opts, sizeof(opts))) {
		sn = uart_of(c, line, &needs_alias);
		by_board = 1;
		if (!sn) {
			item_fate(c->r, c->console_item, FATE_TODO,
				  "the .dtsi has no UART for ttyS%d", line);
			by_board = 0;
			strcpy(opts, "115200n8");
		}
	}
	if (!sn && !config_console(c->b, &line, opts, sizeof(opts), &from))
		sn = uart_of(c, line, &needs_alias);
	/* no console configured: the board's first enabled UART */
	for (i = 0; !sn && i < MAX_UARTS; i++) {
		const struct soc_node *u = uart_of(c, i, &needs_alias);

		if (u && conv_soc_enabled(c, u)) {
			sn = u;
			line = i;
		}
	}
	free((char *)from);
	if (!sn)
		return;
	/* the console's UART is in use whatever the board file registered */
	if (!conv_soc_enabled(c, sn))
		dt_prop_str(c->t, dt_ref(c->t, sn->label), "status", "okay");
	if (needs_alias)
		dt_prop(c->t, dt_child(c->t, c->t->root, "aliases", NULL),
			arena_printf(c->a, "serial%d", line), "&%s", sn->label);
	chosen = dt_child(c->t, c->t->root, "chosen", NULL);
	dt_prop(c->t, chosen, "stdout-path", "\"serial%d%s%s\"", line,
		*opts ? ":" : "", opts);
	if (by_board)
		c->console_item->node = "/chosen";
}
