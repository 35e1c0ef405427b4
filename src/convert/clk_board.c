// SPDX-License-Identifier: GPL-2.0
/* A device's clock by way of the SoC's board-file clock driver (clk_board.h). */
#include "convert/clk_board.h"

#include <stdlib.h>
#include <string.h>

#include "lib/ctext.h"

#define CLKDEV "clk_register_clkdev("

/* The last @needle that starts in [@from, @to); NULL: none. */
static const char *last_in(const char *from, const char *to, const char *needle)
{
	const char *p = from, *found = NULL;

	while ((p = strstr(p, needle)) != NULL && p < to)
		found = p++;
	return found;
}

/* The identifier at @p, whole; NULL when none starts there. */
static const char *ident_at(struct arena *a, const char *p)
{
	size_t n = 0;

	if (!ctext_ident_char(*p) || (*p >= '0' && *p <= '9'))
		return NULL;
	while (ctext_ident_char(p[n]))
		n++;
	return arena_strndup(a, p, n);
}

/*
 * The register of the gate registered last before @call: the identifier
 * added to a "..._base" in the statement "clk = ...(...);" before it.
 */
static const char *gate_register(struct arena *a, const char *text,
				 const char *call)
{
	const char *st = last_in(text, call, "clk = "), *p;

	if (!st)
		return NULL;
	p = last_in(st, call, "_base");
	if (!p)
		return NULL;
	p += 5;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	if (*p++ != '+')
		return NULL;
	while (*p == ' ' || *p == '\t' || *p == '\n')
		p++;
	return ident_at(a, p);
}

/* The ID of the row { ID, "name", ... @reg ... } of @of_text; NULL: none. */
static const char *of_row(struct arena *a, const char *of_text, const char *reg)
{
	const char *p = of_text;

	while ((p = strchr(p, '{')) != NULL) {
		const char *end = strchr(++p, '}'), *inner = strchr(p, '{');
		const char *q = p, *id;

		if (!end)
			break;
		/* a table's own brace: its rows are inside */
		if (inner && inner < end)
			continue;
		while (*q == ' ' || *q == '\t')
			q++;
		id = ident_at(a, q);
		if (id) {
			q += strlen(id);
			while (*q == ' ' || *q == '\t')
				q++;
			/* a table row: the ID, then the clock's name */
			if (*q == ',' && strchr(q, '"') &&
			    strchr(q, '"') < end && ctext_has_word(q, end, reg))
				return id;
		}
		p = end;
	}
	return NULL;
}

int clk_board_lookup(struct arena *a, const char *board_text,
		     const char *of_text, const char *dev, const char **id,
		     const char **con)
{
	const char *needle = arena_printf(a, "\"%s\"", dev), *p = board_text;

	while ((p = strstr(p, needle)) != NULL) {
		const char *call = last_in(board_text, p, CLKDEV), *args[3];
		const char *reg, *dv, *dof;

		p += strlen(needle);
		/* the device's name is the call's third argument */
		if (!call || memchr(call, ';', (size_t)(p - call)) ||
		    ctext_call_args(a, call + strlen(CLKDEV) - 1, args, 3) !=
			    3 ||
		    strcmp(args[2], needle))
			continue;
		reg = gate_register(a, board_text, call);
		if (!reg)
			continue;
		/* one register name, one offset in both files */
		dv = ctext_define_body(a, board_text, reg);
		dof = ctext_define_body(a, of_text, reg);
		if (dv && dof && strtoll(dv, NULL, 0) != strtoll(dof, NULL, 0))
			continue;
		*id = of_row(a, of_text, reg);
		if (!*id)
			continue;
		*con = args[1][0] == '"' ? arena_strndup(a, args[1] + 1,
							 strlen(args[1]) - 2) :
					   NULL;
		return 0;
	}
	return -1;
}
