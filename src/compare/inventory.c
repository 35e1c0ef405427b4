// SPDX-License-Identifier: GPL-2.0
#include "compare/inventory.h"

#include <ctype.h>
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt/dtb_check.h"
#include "lib/fileio.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

#define BEGIN_MARKER "@@BF2DTS-INVENTORY-BEGIN "
#define END_MARKER "@@BF2DTS-INVENTORY-END "
#define FORMAT_VERSION "v1"

/*
 * The keywords this parser understands and the fields each must carry: the
 * ones the comparison keys on. A record of a known kind without them is
 * garbled. Other keywords are counted (the END count includes them) but
 * otherwise skipped, so a later probe can add kinds.
 */
static const struct kind_rule {
	const char *kind;
	const char *required[4];
} kind_rules[] = {
	{ "kernel", { NULL } },
	{ "dev", { "bus", "name", "driver", NULL } },
	{ "iomem", { "start", "end", NULL } },
	{ "irq", { "num", NULL } },
	{ "i2c", { "dev", "driver", NULL } },
	{ "spi", { "dev", "driver", NULL } },
	{ "input", { "name", NULL } },
	{ "mtd", { "name", "size", NULL } },
	{ "net", { "iface", "driver", NULL } },
	{ "mmc", { "host", NULL } },
	{ "block", { "name", NULL } },
	{ "fb", { "name", NULL } },
	{ "led", { "name", NULL } },
	{ "gpiochip", { "label", "ngpio", NULL } },
	{ "fdt", { "offset", "data", NULL } },
};

static const struct kind_rule *find_kind(const char *kind)
{
	size_t i;

	for (i = 0; i < sizeof(kind_rules) / sizeof(kind_rules[0]); i++)
		if (!strcmp(kind_rules[i].kind, kind))
			return &kind_rules[i];
	return NULL;
}

/* ---- value syntax ---- */

static int parse_hex(const char *s, const char **end, uint64_t *out)
{
	uint64_t v = 0;
	int digits = 0;

	if (s[0] != '0' || (s[1] != 'x' && s[1] != 'X'))
		return -1;
	for (s += 2; isxdigit((unsigned char)*s); s++, digits++) {
		if (digits == 16)
			return -1;
		v = v << 4 |
		    (uint64_t)(isdigit((unsigned char)*s) ?
				       *s - '0' :
				       tolower((unsigned char)*s) - 'a' + 10);
	}
	if (!digits)
		return -1;
	*end = s;
	*out = v;
	return 0;
}

static int parse_dec(const char *s, const char **end, unsigned long *out)
{
	unsigned long v = 0;
	int digits = 0;

	for (; isdigit((unsigned char)*s); s++, digits++) {
		if (digits == 10)
			return -1;
		v = v * 10 + (unsigned long)(*s - '0');
	}
	if (!digits)
		return -1;
	*end = s;
	*out = v;
	return 0;
}

/* "0xSTART-0xEND[,...]"; @out may be NULL to only validate. */
static int parse_ranges(const char *s, struct inv_range **out, size_t *n)
{
	struct inv_range r, *v = NULL;
	size_t cnt = 0, alloc = 0;

	for (;;) {
		if (parse_hex(s, &s, &r.start) || *s++ != '-' ||
		    parse_hex(s, &s, &r.end) || r.end < r.start)
			goto bad;
		if (out) {
			if (cnt == alloc) {
				alloc = alloc ? 2 * alloc : 4;
				v = xrealloc(v, alloc * sizeof(*v));
			}
			v[cnt++] = r;
		}
		if (!*s)
			break;
		if (*s++ != ',')
			goto bad;
	}
	if (out) {
		*out = v;
		*n = cnt;
	}
	return 0;
bad:
	free(v);
	return -1;
}

/* "n[,...]" decimal; @out may be NULL to only validate. */
static int parse_dec_list(const char *s, unsigned long **out, size_t *n)
{
	unsigned long x, *v = NULL;
	size_t cnt = 0, alloc = 0;

	for (;;) {
		if (parse_dec(s, &s, &x))
			goto bad;
		if (out)
			VEC_PUSH(v, cnt, alloc, x);
		if (!*s)
			break;
		if (*s++ != ',')
			goto bad;
	}
	if (out) {
		*out = v;
		*n = cnt;
	}
	return 0;
bad:
	free(v);
	return -1;
}

static int valid_hex(const char *v)
{
	uint64_t x;

	return parse_hex(v, &v, &x) || *v ? -1 : 0;
}

static int valid_dec(const char *v)
{
	unsigned long x;

	return parse_dec(v, &v, &x) || *v ? -1 : 0;
}

static int valid_ranges(const char *v)
{
	return parse_ranges(v, NULL, NULL);
}

static int valid_dec_list(const char *v)
{
	return parse_dec_list(v, NULL, NULL);
}

static int valid_hex_bytes(const char *v)
{
	size_t n = strlen(v), i;

	if (!n || n % 2)
		return -1;
	for (i = 0; i < n; i++)
		if (!isxdigit((unsigned char)v[i]))
			return -1;
	return 0;
}

/* Fields whose syntax the comparison relies on. */
static const struct value_rule {
	const char *kind, *key;
	int (*valid)(const char *v);
	const char *expect;
	bool need_value; /* "-" is not allowed */
} value_rules[] = {
	{ "dev", "mem", valid_ranges, "hex ranges 0xSTART-0xEND[,...]", false },
	{ "dev", "irq", valid_dec_list, "decimal IRQ numbers N[,...]", false },
	{ "iomem", "start", valid_hex, "a 0x-prefixed hex address", false },
	{ "iomem", "end", valid_hex, "a 0x-prefixed hex address", false },
	{ "iomem", "depth", valid_dec, "a decimal depth", false },
	{ "mtd", "size", valid_hex, "a 0x-prefixed hex size", false },
	{ "mtd", "erasesize", valid_hex, "a 0x-prefixed hex size", false },
	{ "gpiochip", "base", valid_dec, "a decimal GPIO number", false },
	{ "gpiochip", "ngpio", valid_dec, "a decimal GPIO count", false },
	{ "fdt", "offset", valid_hex, "a 0x-prefixed hex offset", true },
	{ "fdt", "data", valid_hex_bytes, "an even number of hex digits",
	  true },
};

/* ---- records ---- */

static int is_key_char(int c, bool first)
{
	return islower(c) || (!first && (isdigit(c) || c == '_'));
}

/* Length of a keyword or key at @s ([a-z][a-z0-9_]*), 0 if there is none. */
static size_t word_len(const char *s)
{
	size_t n = 0;

	while (is_key_char((unsigned char)s[n], n == 0))
		n++;
	return n;
}

/*
 * A line is a record when it starts with a keyword, a space and a key=value
 * field. Kernel messages interleaved in the inventory fail this test (they
 * start with a timestamp, or "name: ...", or have no '=' in the first word),
 * even those that begin with a keyword such as "irq 23: nobody cared".
 */
static bool looks_like_record(const char *line)
{
	size_t n = word_len(line), k;

	if (!n || line[n] != ' ')
		return false;
	k = word_len(line + n + 1);
	return k && line[n + 1 + k] == '=';
}

static int decode_value(const char *s, size_t n, char **out)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned int c;

		if (s[i] != '\\') {
			sb_addch(&sb, s[i]);
			continue;
		}
		if (i + 3 >= n)
			goto bad;
		if (s[i + 1] != 'x' || !isxdigit((unsigned char)s[i + 2]) ||
		    !isxdigit((unsigned char)s[i + 3]) ||
		    sscanf(s + i + 2, "%2x", &c) != 1 || c == 0)
			goto bad;
		sb_addch(&sb, (char)c);
		i += 3;
	}
	*out = sb_detach(&sb);
	return 0;
bad:
	sb_release(&sb);
	return -1;
}

static void record_release(struct inv_record *r)
{
	size_t i;

	for (i = 0; i < r->nfields; i++) {
		free(r->fields[i].key);
		free(r->fields[i].value);
	}
	free(r->fields);
	free(r->kind);
}

const char *inv_get(const struct inv_record *r, const char *key)
{
	size_t i;

	for (i = 0; i < r->nfields; i++)
		if (!strcmp(r->fields[i].key, key))
			return r->fields[i].value;
	return NULL;
}

int inv_has(const struct inv_record *r, const char *key)
{
	size_t i;

	for (i = 0; i < r->nfields; i++)
		if (!strcmp(r->fields[i].key, key))
			return 1;
	return 0;
}

const struct inv_record *inv_irq(const struct inventory *inv, unsigned long num)
{
	const char *v;
	size_t i;

	for (i = 0; i < inv->nrecs; i++) {
		if (strcmp(inv->recs[i].kind, "irq"))
			continue;
		v = inv_get(&inv->recs[i], "num");
		if (v && strtoul(v, NULL, 10) == num &&
		    isdigit((unsigned char)*v))
			return &inv->recs[i];
	}
	return NULL;
}

/* Splits "kind k=v k=v" into @r; @line is NUL-terminated, without '\n'. */
static int split_record(struct inv_record *r, const char *line,
			const char *file, int lineno, struct bf_error *e)
{
	size_t n = word_len(line), alloc = 0;
	const char *p = line + n;

	memset(r, 0, sizeof(*r));
	r->kind = xstrndup(line, n);
	r->line = lineno;
	while (*p) {
		const char *tok, *eq;
		struct inv_field f;
		size_t len;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		tok = p;
		len = strcspn(p, " \t");
		p += len;
		eq = memchr(tok, '=', len);
		if (!eq || eq == tok || word_len(tok) != (size_t)(eq - tok))
			return bf_err(
				e,
				"%s:%d: garbled %s record: '%.*s' is not key=value",
				file, lineno, r->kind, (int)len, tok);
		f.key = xstrndup(tok, (size_t)(eq - tok));
		if (len - (size_t)(eq - tok) - 1 == 1 && eq[1] == '-') {
			f.value = NULL;
		} else if (decode_value(eq + 1, len - (size_t)(eq - tok) - 1,
					&f.value)) {
			bf_err(e, "%s:%d: garbled %s record: bad escape in %s=",
			       file, lineno, r->kind, f.key);
			free(f.key);
			return -1;
		}
		VEC_PUSH(r->fields, r->nfields, alloc, f);
	}
	return 0;
}

static int check_record(const struct inv_record *r, const struct kind_rule *k,
			const char *file, struct bf_error *e)
{
	size_t i;

	for (i = 0; k->required[i]; i++)
		if (!inv_has(r, k->required[i]))
			return bf_err(e,
				      "%s:%d: garbled %s record: no %s= field",
				      file, r->line, r->kind, k->required[i]);
	for (i = 0; i < sizeof(value_rules) / sizeof(value_rules[0]); i++) {
		const struct value_rule *v = &value_rules[i];
		const char *val;

		if (strcmp(v->kind, r->kind) || !inv_has(r, v->key))
			continue;
		val = inv_get(r, v->key);
		if (!val && !v->need_value)
			continue;
		if (!val || v->valid(val))
			return bf_err(
				e, "%s:%d: garbled %s record: %s=%s is not %s",
				file, r->line, r->kind, v->key, val ? val : "-",
				v->expect);
	}
	return 0;
}

/* ---- the whole inventory ---- */

struct parser {
	struct inventory *inv;
	const char *file;
	struct bf_error *e;
	size_t recs_alloc;
	unsigned long counted; /* record lines seen, known kinds or not */
	bool begun, ended;
	int begin_line;
};

static int begin_marker(struct parser *ps, const char *m, int lineno)
{
	const char *v = m + strlen(BEGIN_MARKER);
	size_t n = strlen(FORMAT_VERSION);

	if (ps->begun)
		return bf_err(
			ps->e,
			"%s:%d: a second BEGIN marker before the END of the inventory begun at line %d (truncated inventory?)",
			ps->file, lineno, ps->begin_line);
	if (strncmp(v, FORMAT_VERSION, n) || strncmp(v + n, "@@", 2))
		return bf_err(
			ps->e,
			"%s:%d: unsupported inventory format '%.*s' (this bf2dts reads %s)",
			ps->file, lineno, (int)strcspn(v, "@ "), v,
			FORMAT_VERSION);
	ps->begun = true;
	ps->begin_line = lineno;
	return 0;
}

static int end_marker(struct parser *ps, const char *m, int lineno)
{
	const char *v = m + strlen(END_MARKER);
	unsigned long count;

	if (parse_dec(v, &v, &count) || strncmp(v, "@@", 2))
		return bf_err(ps->e, "%s:%d: garbled END marker", ps->file,
			      lineno);
	if (count != ps->counted)
		return bf_err(
			ps->e,
			"%s:%d: END marker counts %lu records but %lu were read (truncated or garbled inventory)",
			ps->file, lineno, count, ps->counted);
	ps->ended = true;
	return 0;
}

static int record_line(struct parser *ps, const char *line, int lineno)
{
	struct inventory *inv = ps->inv;
	const struct kind_rule *k;
	struct inv_record r;
	char kind[32];
	size_t n = word_len(line);

	ps->counted++;
	snprintf(kind, sizeof(kind), "%.*s", (int)n, line);
	k = find_kind(kind);
	if (!k)
		return 0;
	if (split_record(&r, line, ps->file, lineno, ps->e) ||
	    check_record(&r, k, ps->file, ps->e)) {
		record_release(&r);
		return -1;
	}
	VEC_PUSH(inv->recs, inv->nrecs, ps->recs_alloc, r);
	return 0;
}

static int parse_line(struct parser *ps, const char *line, int lineno)
{
	const char *m;

	if ((m = strstr(line, BEGIN_MARKER)))
		return begin_marker(ps, m, lineno);
	if (!ps->begun)
		return 0;
	if ((m = strstr(line, END_MARKER)))
		return end_marker(ps, m, lineno);
	if (looks_like_record(line))
		return record_line(ps, line, lineno);
	return 0;
}

static int decode_dev(struct inv_dev *d, const struct inv_record *r)
{
	const char *mem = inv_get(r, "mem"), *irq = inv_get(r, "irq");

	memset(d, 0, sizeof(*d));
	d->rec = r;
	d->bus = inv_get(r, "bus");
	d->name = inv_get(r, "name");
	d->driver = inv_get(r, "driver");
	if (mem && parse_ranges(mem, &d->mem, &d->nmem))
		return -1;
	if (irq && parse_dec_list(irq, &d->irq, &d->nirq))
		return -1;
	return 0;
}

static int collect_devs(struct parser *ps)
{
	struct inventory *inv = ps->inv;
	size_t i, alloc = 0;

	for (i = 0; i < inv->nrecs; i++) {
		struct inv_dev d;

		if (strcmp(inv->recs[i].kind, "dev"))
			continue;
		if (!inv_get(&inv->recs[i], "name"))
			return bf_err(ps->e,
				      "%s:%d: garbled dev record: name=-",
				      ps->file, inv->recs[i].line);
		if (decode_dev(&d, &inv->recs[i]))
			return bf_err(ps->e, "%s:%d: garbled dev record",
				      ps->file, inv->recs[i].line);
		VEC_PUSH(inv->devs, inv->ndevs, alloc, d);
	}
	return 0;
}

static void take_kernel(struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nrecs; i++) {
		if (strcmp(inv->recs[i].kind, "kernel"))
			continue;
		inv->release = inv_get(&inv->recs[i], "release");
		inv->machine = inv_get(&inv->recs[i], "machine");
		return;
	}
}

/* ---- fdt chunks ---- */

struct chunk {
	uint64_t offset;
	size_t len;
	const char *hex;
	int line;
};

static int chunk_cmp(const void *a, const void *b)
{
	const struct chunk *x = a, *y = b;

	if (x->offset != y->offset)
		return x->offset < y->offset ? -1 : 1;
	return x->line - y->line;
}

static size_t gather_chunks(const struct inventory *inv, struct chunk **out)
{
	struct chunk *c = NULL;
	size_t n = 0, alloc = 0, i;

	for (i = 0; i < inv->nrecs; i++) {
		const struct inv_record *r = &inv->recs[i];
		const char *hex;
		struct chunk ch;

		if (strcmp(r->kind, "fdt"))
			continue;
		hex = inv_get(r, "offset");
		parse_hex(hex, &hex, &ch.offset);
		ch.hex = inv_get(r, "data");
		ch.len = strlen(ch.hex) / 2;
		ch.line = r->line;
		VEC_PUSH(c, n, alloc, ch);
	}
	*out = c;
	return n;
}

static void unhex(unsigned char *dst, const char *hex, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		unsigned int b;

		sscanf(hex + 2 * i, "%2x", &b);
		dst[i] = (unsigned char)b;
	}
}

/* Puts the chunks together in offset order: no gap, no overlap. */
static int join_chunks(struct parser *ps, struct chunk *c, size_t n)
{
	struct inventory *inv = ps->inv;
	uint64_t at = 0;
	size_t i;

	sort_array(c, n, sizeof(*c), chunk_cmp);
	for (i = 0; i < n; i++) {
		if (c[i].offset > at)
			return bf_err(
				ps->e,
				"%s:%d: fdt chunk at offset 0x%llx leaves bytes 0x%llx-0x%llx missing",
				ps->file, c[i].line,
				(unsigned long long)c[i].offset,
				(unsigned long long)at,
				(unsigned long long)c[i].offset - 1);
		if (c[i].offset < at)
			return bf_err(
				ps->e,
				"%s:%d: fdt chunk at offset 0x%llx overlaps the chunk before it",
				ps->file, c[i].line,
				(unsigned long long)c[i].offset);
		at += c[i].len;
	}
	inv->fdt_size = (size_t)at;
	inv->fdt = xmalloc(inv->fdt_size);
	for (i = 0; i < n; i++)
		unhex(inv->fdt + c[i].offset, c[i].hex, c[i].len);
	return 0;
}

/*
 * A console log holding an inventory is a few MiB at most, and no line of
 * one is longer than a hex chunk of the blob; both bounds stop a wrong
 * input (/dev/zero, a disk image) early and in little memory.
 */
#define INV_MAX (16 << 20)
#define INV_LINE_MAX (1 << 20)

static int check_fdt(struct parser *ps)
{
	struct inventory *inv = ps->inv;
	char *name = xasprintf("%s: fdt", ps->file);
	int err = dtb_check(inv->fdt, inv->fdt_size, name, ps->e);

	free(name);
	return err;
}

static int assemble_fdt(struct parser *ps)
{
	struct chunk *c;
	size_t n = gather_chunks(ps->inv, &c);
	int ret = 0;

	if (n)
		ret = join_chunks(ps, c, n);
	free(c);
	if (!ret && n)
		ret = check_fdt(ps);
	return ret;
}

static int parse_lines(struct parser *ps, const char *text, size_t len)
{
	struct strbuf line = STRBUF_INIT;
	const char *p = text, *end = text + len;
	int lineno = 0, ret = 0;

	while (!ret && !ps->ended && p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);

		lineno++;
		if (n > INV_LINE_MAX) {
			ret = bf_err(
				ps->e,
				"%s:%d: a line of more than %d bytes, not an inventory",
				ps->file, lineno, INV_LINE_MAX);
			break;
		}
		/* Console logs end lines with "\r\n". */
		while (n && (p[n - 1] == '\r' || p[n - 1] == ' '))
			n--;
		sb_reset(&line);
		sb_addn(&line, p, n);
		if (memchr(p, '\0', n))
			ret = bf_err(ps->e, "%s:%d: NUL byte in the text",
				     ps->file, lineno);
		else
			ret = parse_line(ps, sb_str(&line), lineno);
		p = nl ? nl + 1 : end;
	}
	sb_release(&line);
	return ret;
}

int inv_parse(struct inventory *inv, const char *file, const char *text,
	      size_t len, struct bf_error *e)
{
	struct parser ps = { .inv = inv, .file = file, .e = e };
	int ret;

	memset(inv, 0, sizeof(*inv));
	inv->file = xstrdup(file);
	ret = parse_lines(&ps, text, len);
	if (!ret && !ps.begun)
		ret = bf_err(
			e,
			"%s: no inventory: the @@BF2DTS-INVENTORY-BEGIN marker is missing",
			file);
	if (!ret && !ps.ended)
		ret = bf_err(
			e,
			"%s:%d: truncated inventory: no END marker after the BEGIN marker",
			file, ps.begin_line);
	if (!ret)
		ret = collect_devs(&ps);
	if (!ret)
		ret = assemble_fdt(&ps);
	if (ret) {
		inv_release(inv);
		return -1;
	}
	take_kernel(inv);
	return 0;
}

int inv_load(struct inventory *inv, const char *file, struct bf_error *e)
{
	struct strbuf sb = STRBUF_INIT;
	int ret;

	memset(inv, 0, sizeof(*inv));
	if (file_read_max(file, &sb, INV_MAX)) {
		int err = errno;

		sb_release(&sb);
		if (err == EFBIG)
			return bf_err(
				e,
				"%s: larger than %d MiB, not a boot inventory",
				file, INV_MAX >> 20);
		return bf_err(e, "%s: cannot open: %s", file, strerror(err));
	}
	ret = inv_parse(inv, file, sb_str(&sb), sb.len, e);
	sb_release(&sb);
	return ret;
}

void inv_release(struct inventory *inv)
{
	size_t i;

	for (i = 0; i < inv->nrecs; i++)
		record_release(&inv->recs[i]);
	free(inv->recs);
	for (i = 0; i < inv->ndevs; i++) {
		free(inv->devs[i].mem);
		free(inv->devs[i].irq);
	}
	free(inv->devs);
	free(inv->fdt);
	free(inv->file);
	memset(inv, 0, sizeof(*inv));
}
