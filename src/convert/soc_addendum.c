// SPDX-License-Identifier: GPL-2.0
/*
 * SoC blocks the tree's SoC .dtsi lacks, added by the board .dts under the
 * .dtsi's bus (soc_addendum.h).
 */
#include "convert/soc_addendum.h"

#include <ctype.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "convert/clk_board.h"
#include "convert/gendtsi.h"
#include "convert/match_data.h"
#include "convert/resources.h"
#include "convert/soc_rename.h"
#include "lib/fileio.h"

#define IORESOURCE_MEM 0x200
#define IORESOURCE_IRQ 0x400

static long long field(struct value *v, const char *name, long long dflt)
{
	struct value *f = val_get(v, name);

	return f && f->kind == V_INT ? f->i : dflt;
}

const char *soc_addendum_compatible(const char *const *compat, size_t n,
				    const char *devname,
				    const char *const *keys, size_t nkeys)
{
	size_t i, k;

	for (i = 0; i < n; i++) {
		const char *comma = strchr(compat[i], ',');

		if (comma && gendtsi_same_name(comma + 1, devname))
			return compat[i];
	}
	for (k = 0; k < nkeys; k++)
		for (i = 0; i < n; i++) {
			const char *comma = strchr(compat[i], ',');
			size_t len = strlen(keys[k]);

			if (comma && !strncmp(comma + 1, keys[k], len) &&
			    comma[1 + len] == '-')
				return compat[i];
		}
	return NULL;
}

/* Skips blanks and comments. */
static const char *skip_space(const char *p)
{
	for (;;) {
		while (isspace((unsigned char)*p))
			p++;
		if (p[0] == '/' && p[1] == '*') {
			const char *e = strstr(p + 2, "*/");

			p = e ? e + 2 : p + strlen(p);
		} else if (p[0] == '/' && p[1] == '/') {
			p += strcspn(p, "\n");
		} else {
			return p;
		}
	}
}

/*
 * One macro argument at @p: a string literal (*@str set, quotes dropped),
 * NULL (*@str NULL, *@null 1) or an identifier (*@ident); anything else
 * leaves all unset. Returns the end of the argument (its ',' or ')').
 */
static const char *arg(struct arena *a, const char *p, const char **str,
		       int *null, const char **ident)
{
	const char *s, *e;
	int depth = 0;

	*str = *ident = NULL;
	*null = 0;
	p = skip_space(p);
	s = p;
	if (*p == '"') {
		e = strchr(p + 1, '"');
		if (!e)
			return p + strlen(p);
		*str = arena_strndup(a, p + 1, (size_t)(e - p - 1));
		p = e + 1;
	} else if (isalpha((unsigned char)*p) || *p == '_') {
		while (isalnum((unsigned char)*p) || *p == '_')
			p++;
		if ((size_t)(p - s) == 4 && !strncmp(s, "NULL", 4))
			*null = 1;
		else
			*ident = arena_strndup(a, s, (size_t)(p - s));
	}
	/* what follows must end the argument, else it is an expression */
	e = skip_space(p);
	if (*e != ',' && *e != ')') {
		*str = *ident = NULL;
		*null = 0;
	}
	for (p = e; *p && (depth || (*p != ',' && *p != ')')); p++)
		if (*p == '(')
			depth++;
		else if (*p == ')')
			depth--;
	return p;
}

size_t soc_addendum_clk_table(struct arena *a, const char *text,
			      struct soc_clk *out, size_t max)
{
	const char *p = text;
	size_t n = 0;

	while (n < max && (p = strchr(p, '(')) != NULL) {
		const char *str[3], *ident[3];
		int null[3], k;
		const char *q = p + 1, *b = p;

		/* a call: an identifier before the parenthesis */
		while (b > text && isspace((unsigned char)b[-1]))
			b--;
		p++;
		if (b == text ||
		    !(isalnum((unsigned char)b[-1]) || b[-1] == '_'))
			continue;
		/* not a macro's definition: "#define ALIAS(_id, ...)" */
		{
			const char *bol = b;

			while (bol > text && bol[-1] != '\n')
				bol--;
			if (*skip_space(bol) == '#')
				continue;
		}
		for (k = 0; k < 3; k++) {
			q = arg(a, q, &str[k], &null[k], &ident[k]);
			if (*q != ',' && !(k == 2 && *q == ')'))
				break;
			q++;
		}
		if (k < 3 && !(k == 2 && q[-1] == ')'))
			continue;
#define NAMEARG(i) ((str[i] || null[i]))
		if (ident[0] && NAMEARG(1) && NAMEARG(2) &&
		    (str[1] || str[2])) {
			out[n].id = ident[0];
			out[n].dev_id = str[1];
			out[n].con_id = str[2];
			n++;
		} else if (NAMEARG(0) && NAMEARG(1) && ident[2] &&
			   (str[0] || str[1])) {
			out[n].id = ident[2];
			out[n].dev_id = str[0];
			out[n].con_id = str[1];
			n++;
		}
#undef NAMEARG
	}
	return n;
}

/* What one SoC's clock driver says, read once per .dtsi. */
struct clk_info {
	char *dtsi;
	struct arena a;
	const char *label; /* the clock controller's */
	const char *header; /* "dt-bindings/clock/pxa-clock.h" */
	const char *file; /* "drivers/clk/pxa/clk-pxa27x.c" */
	struct strbuf defines; /* " NAME NAME ... " of the header */
	struct strbuf text; /* the clock driver's, for board_clock() too */
	struct soc_clk clks[512];
	size_t nclks;
};

/*
 * What the addendum reads once per SoC and keeps across the boards of a
 * run: the clock driver's table, the SoC files' text renames are looked
 * for in. The pipeline holds it (soc_addendum_cache_new()).
 */
struct soc_addendum_cache {
	struct clk_info clk;
	char *key; /* the .dtsi the text is of */
	struct strbuf text;
};

struct soc_addendum_cache *soc_addendum_cache_new(void)
{
	struct soc_addendum_cache *ac = xcalloc(1, sizeof(*ac));

	sb_init(&ac->text);
	sb_init(&ac->clk.defines);
	sb_init(&ac->clk.text);
	return ac;
}

void soc_addendum_cache_free(struct soc_addendum_cache *ac)
{
	if (!ac)
		return;
	free(ac->clk.dtsi);
	arena_free(&ac->clk.a);
	sb_release(&ac->clk.defines);
	sb_release(&ac->clk.text);
	free(ac->key);
	sb_release(&ac->text);
	free(ac);
}

/* The first file under @dir (recursively) whose text holds @needle. */
static char *find_file(const char *dir, const char *needle, int depth)
{
	DIR *d = depth < 4 ? opendir(dir) : NULL;
	struct dirent *de;
	char *found = NULL;

	while (d && !found && (de = readdir(d)) != NULL) {
		char *path;
		struct stat st;
		size_t len = strlen(de->d_name);

		if (de->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s", dir, de->d_name);
		if (!stat(path, &st) && S_ISDIR(st.st_mode)) {
			found = find_file(path, needle, depth + 1);
		} else if (len > 2 && !strcmp(de->d_name + len - 2, ".c")) {
			struct strbuf t = STRBUF_INIT;

			if (!file_read_all(path, &t) &&
			    strstr(sb_str(&t), needle))
				found = xstrdup(path);
			sb_release(&t);
		}
		free(path);
	}
	if (d)
		closedir(d);
	return found;
}

/* The clock driver of the SoC's clock controller node, its table. */
static const struct clk_info *clk_info(struct conv *c)
{
	struct clk_info *ci = c->addcache ? &c->addcache->clk : NULL;
	size_t i, j, n = soc_dt_count(c->sdt);
	char *dir, *file = NULL;

	if (!ci)
		return NULL;
	if (ci->dtsi && !strcmp(ci->dtsi, c->dtsi))
		return ci->label ? ci : NULL;
	free(ci->dtsi);
	arena_free(&ci->a);
	sb_release(&ci->defines);
	sb_release(&ci->text);
	memset(ci, 0, sizeof(*ci));
	ci->dtsi = xstrdup(c->dtsi);
	dir = xasprintf("%s/drivers/clk", c->kdir);
	for (i = 0; i < n && !file; i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);

		for (j = 0; j < sn->ncompat && !file && sn->label; j++) {
			char *q;

			if (!strstr(sn->compatibles[j], "clock"))
				continue;
			q = xasprintf("\"%s\"", sn->compatibles[j]);
			file = find_file(dir, q, 0);
			free(q);
			if (file) {
				ci->label = arena_strdup(&ci->a, sn->label);
				ci->file = arena_strdup(
					&ci->a, file + strlen(c->kdir) + 1);
			}
		}
	}
	free(dir);
	if (file) {
		struct strbuf h = STRBUF_INIT;
		const char *inc;

		if (!file_read_all(file, &ci->text)) {
			ci->nclks = soc_addendum_clk_table(
				&ci->a, sb_str(&ci->text), ci->clks,
				sizeof(ci->clks) / sizeof(ci->clks[0]));
			inc = strstr(sb_str(&ci->text), "<dt-bindings/clock/");
			if (inc) {
				ci->header =
					arena_strndup(&ci->a, inc + 1,
						      strcspn(inc + 1, ">\n"));
				dir = xasprintf("%s/include/%s", c->kdir,
						ci->header);
				if (!file_read_all(dir, &h)) {
					const char *p = sb_str(&h);

					sb_add(&ci->defines, " ");
					while ((p = strstr(p, "#define")) !=
					       NULL) {
						p = skip_space(p + 7);
						sb_addn(&ci->defines, p,
							strcspn(p, " \t\n"));
						sb_add(&ci->defines, " ");
					}
				}
				free(dir);
			}
		}
		sb_release(&h);
		free(file);
	}
	if (!ci->header)
		ci->label = NULL;
	return ci->label ? ci : NULL;
}

/* @id or CLK_<id> when the binding header defines it; NULL: neither. */
static const char *binding_id(struct conv *c, const struct clk_info *ci,
			      const char *id)
{
	const char *d = sb_str(&ci->defines);
	const char *cands[2] = { id, arena_printf(c->a, "CLK_%s", id) };
	size_t k;

	for (k = 0; k < 2; k++)
		if (strstr(d, arena_printf(c->a, " %s ", cands[k])))
			return cands[k];
	return NULL;
}

/*
 * The clock the SoC's board-file clock driver gives @dev, a file beside
 * the OF driver's (clk-pxa168.c beside clk-of-pxa168.c), as the OF driver
 * numbers it (clk_board.h): appended to @clocks and, with its connection
 * name, @names. 1 when found.
 */
static int board_clock(struct conv *c, const struct clk_info *ci,
		       const char *dev, struct strbuf *clocks,
		       struct strbuf *names, size_t *nnamed)
{
	char *dir = xasprintf("%s/%s", c->kdir, ci->file);
	char *base = strrchr(dir, '/');
	DIR *d;
	struct dirent *de;
	int found = 0;

	*base++ = '\0';
	d = opendir(dir);
	while (d && !found && (de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);
		struct strbuf t = STRBUF_INIT;
		const char *id, *con, *bid;

		if (len < 3 || strcmp(de->d_name + len - 2, ".c") ||
		    !strcmp(de->d_name, base) ||
		    file_read_all(arena_printf(c->a, "%s/%s", dir, de->d_name),
				  &t)) {
			sb_release(&t);
			continue;
		}
		if (!clk_board_lookup(c->a, sb_str(&t), sb_str(&ci->text), dev,
				      &id, &con) &&
		    (bid = binding_id(c, ci, id)) != NULL) {
			sb_addf(clocks, "<&%s %s>", ci->label, bid);
			if (con) {
				sb_addf(names, "\"%s\"", con);
				(*nnamed)++;
			}
			found = 1;
		}
		sb_release(&t);
	}
	if (d)
		closedir(d);
	free(dir);
	return found;
}

/* "pxa270" of "marvell,pxa270", then the SoC models the .dtsi names. */
static size_t soc_keys(struct conv *c, const char **keys, size_t max)
{
	size_t i, j, k, n = 0, nn = soc_dt_count(c->sdt);

	if (c->soc->compatible && strchr(c->soc->compatible, ','))
		keys[n++] = strchr(c->soc->compatible, ',') + 1;
	for (i = 0; i < nn && n < max; i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);

		for (j = 0; j < sn->ncompat && n < max; j++) {
			const char *comma = strchr(sn->compatibles[j], ',');
			size_t len = comma ? strcspn(comma + 1, "-") : 0;
			const char *key;

			if (!comma || !comma[1 + len] ||
			    !strpbrk(arena_strndup(c->a, comma + 1, len),
				     "0123456789"))
				continue;
			key = arena_strndup(c->a, comma + 1, len);
			for (k = 0; k < n && strcmp(keys[k], key); k++)
				;
			if (k == n)
				keys[n++] = key;
		}
	}
	return n;
}

/* The board tree's node at @path ("/pxabus"): a bus with no label. */
static struct dt_node *by_path(struct conv *c, const char *path)
{
	struct dt_node *n = c->t->root;

	while (*path == '/') {
		size_t len = strcspn(path + 1, "/"),
		       name = strcspn(path + 1, "@/");

		n = dt_child(c->t, n, arena_strndup(c->a, path + 1, name),
			     name < len ? arena_strndup(c->a, path + 2 + name,
							len - name - 1) :
					  NULL);
		path += 1 + len;
	}
	return n;
}

/* The node @sn sits in; NULL: the root. */
static const struct soc_node *parent_of(struct conv *c,
					const struct soc_node *sn)
{
	const char *slash = strrchr(sn->path, '/');

	if (!slash || slash == sn->path)
		return NULL;
	return soc_dt_find_by_path(c->sdt,
				   arena_strndup(c->a, sn->path,
						 (size_t)(slash - sn->path)));
}

static int is_bus(const struct soc_node *sn)
{
	size_t i;

	for (i = 0; i < sn->ncompat; i++)
		if (!strcmp(sn->compatibles[i], "simple-bus"))
			return 1;
	return sn->has_ranges;
}

/*
 * The bus of the .dtsi block nearest to @base whose bus window holds it
 * (pxabus, da850's soc@1c00000 by its ranges), and where the bus's
 * addresses start (*@off); NULL with the reason in @why.
 */
static struct dt_node *bus_for(struct conv *c, long long base,
			       struct soc_addendum *add, struct strbuf *why)
{
	const struct soc_node *near = NULL, *bus = NULL;
	unsigned long long best = ~0ULL;
	size_t i, n = soc_dt_count(c->sdt);

	for (i = 0; i < n; i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i), *pn;
		uint64_t b = (uint64_t)base;
		unsigned long long d;

		if (!sn->has_reg || is_bus(sn))
			continue;
		if (b >= sn->base && b < sn->base + sn->size) {
			sb_addf(why, "; 0x%llx is inside %s's %s", base,
				c->dtsi, sn->path);
			return NULL;
		}
		if (!sn->has_bus_reg)
			continue;
		pn = parent_of(c, sn);
		/*
		 * A parent with registers of its own that do not hold @base is
		 * a device with sub-blocks (mmp's gpio@d4019000 and its bank
		 * children), not the bus the block sits on.
		 */
		if (pn && pn->has_reg &&
		    !(b >= pn->base && b - pn->base < pn->size))
			continue;
		if (pn && pn->has_ranges ?
			    !(b >= pn->ranges_parent &&
			      b - pn->ranges_parent < pn->ranges_size) :
			    sn->base != sn->bus_addr)
			continue;
		d = b > sn->base ? b - sn->base : sn->base - b;
		if (d < best) {
			best = d;
			near = sn;
			bus = pn;
		}
	}
	if (!near) {
		sb_addf(why, "; no bus of %s maps 0x%llx", c->dtsi, base);
		return NULL;
	}
	add->bus_off = (long long)(near->base - near->bus_addr);
	for (i = 0; bus && bus->has_ranges && i < add->nres; i++) {
		long long st = field(add->res[i], "start", -1),
			  en = field(add->res[i], "end", st);

		if ((field(add->res[i], "flags", 0) & IORESOURCE_MEM) &&
		    (st < (long long)bus->ranges_parent ||
		     en - (long long)bus->ranges_parent >=
			     (long long)bus->ranges_size)) {
			sb_addf(why,
				"; its memory at 0x%llx is outside the window "
				"of %s's %s",
				st, c->dtsi, bus->path);
			return NULL;
		}
	}
	/* a .dtsi node of that bus with that unit address, whatever its reg */
	for (i = 0; i < n; i++) {
		const struct soc_node *sn = soc_dt_node(c->sdt, i);
		const char *at = strrchr(sn->path, '@');

		if (at && !strchr(at, '/') && parent_of(c, sn) == bus &&
		    strtoull(at + 1, NULL, 16) ==
			    (unsigned long long)(base - add->bus_off)) {
			if (sn->has_reg && sn->base != (uint64_t)base)
				sb_addf(why,
					"; %s's %s has its unit address, though "
					"its reg is at 0x%llx: a node here "
					"would repeat that unit address "
					"(dtc W=1: unique_unit_address), so "
					"that node's unit address needs mending "
					"in the .dtsi first",
					c->dtsi, sn->path,
					(unsigned long long)sn->base);
			else
				sb_addf(why,
					"; %s's %s has its unit address: the "
					".dtsi needs that mended first",
					c->dtsi, sn->path);
			return NULL;
		}
	}
	if (!bus)
		return c->t->root;
	return bus->label ? dt_ref(c->t, bus->label) : by_path(c, bus->path);
}

/*
 * Does a SoC file or a header of the family rename @var at run time
 * ("s3c_device_nand.name = ...", or a *_setname() helper's store)? The
 * device's name, hence its compatible, would then not be the one read.
 */
static int renamed(struct conv *c, const char *var)
{
	struct soc_addendum_cache *ac = c->addcache;
	const char *pat;
	size_t i;

	if (!var || !ac)
		return 0;
	if (!ac->key || strcmp(ac->key, c->dtsi)) {
		char *dir =
			xasprintf("%s/arch/arm/mach-%s", c->kdir, c->b->family);
		DIR *d = opendir(dir);
		struct dirent *de;

		free(ac->key);
		ac->key = xstrdup(c->dtsi);
		sb_reset(&ac->text);
		while (d && (de = readdir(d)) != NULL) {
			size_t len = strlen(de->d_name);
			char *path;

			if (len < 3 || strcmp(de->d_name + len - 2, ".h"))
				continue;
			path = xasprintf("%s/%s", dir, de->d_name);
			file_read_all(path, &ac->text);
			free(path);
		}
		if (d)
			closedir(d);
		free(dir);
		for (i = 0; i < c->nlibs; i++) {
			char *path =
				xasprintf("%s/%s", c->kdir, c->libs[i].rel);

			file_read_all(path, &ac->text);
			free(path);
		}
	}
	pat = arena_printf(c->a, "%s.name =", var);
	return strstr(sb_str(&ac->text), pat) != NULL;
}

int soc_addendum_driver_why(struct conv *c, const char *devname,
			    struct strbuf *why)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, devname) :
					     NULL;

	if (!c->drv)
		return 0;
	if (!d) {
		sb_addf(why, "; no driver of the tree is named %s", devname);
		return -1;
	}
	if (!d->ncompat) {
		sb_addf(why, "; its driver %s has no OF match table",
			d->source);
		return -1;
	}
	return 0;
}

/* A store by the file named after this SoC (s3c6410.c for the S3C6410). */
static int own_file(const struct conv *c, size_t lib, void *arg)
{
	(void)arg;
	return conv_soc_file(c, c->libs[lib].rel);
}

/*
 * The name the SoC code gives device @var before it registers it
 * (soc_rename.h): s3c6410.c's s3c_device_nand.name = "s3c6400-nand", or
 * its s3c_adc_setname("s3c64xx-adc"), from the file named after this SoC
 * (s3c6410.c: its map_io runs for it, s3c2416.c's does not). "": that
 * file gives none, the name stands. NULL: not known (no file of this
 * SoC's name).
 */
static const char *renamed_to(struct conv *c, const char *var)
{
	const char *to = soc_rename(c, var, own_file, NULL);
	size_t i;

	if (to)
		return to;
	/* this SoC's own file renames it not: its name stands */
	for (i = 0; i < c->nlibs; i++)
		if (conv_soc_file(c, c->libs[i].rel))
			return "";
	return NULL;
}

/*
 * Another driver of the tree whose OF table names this SoC's block
 * (@devname's last word: "s3c64xx-rtc" is an "rtc"), exactly
 * "<vendor>,<key>-<block>": with the SoC's own name first (samsung,
 * s3c6410-rtc of rtc-s3c.c, whose driver is named s3c-rtc), else with a
 * SoC model the .dtsi's own blocks name (samsung,s3c6400-hsotg of dwc2 for
 * the S3C6410's "s3c-hsotg", as its UARTs are samsung,s3c6400-uart): the
 * driver a devicetree boot binds to it. Only one may: NULL when none or
 * several do.
 */
static const struct drv_entry *block_driver(struct conv *c, const char *devname,
					    const char **compat)
{
	const char *block = strrchr(devname, '-'), *keys[32] = { 0 };
	const struct drv_entry *found = NULL;
	size_t i, k, j, n = c->drv ? drv_index_count(c->drv) : 0, nkeys;

	if (!block || strlen(block) < 3)
		return NULL;
	nkeys = soc_keys(c, keys, sizeof(keys) / sizeof(keys[0]));
	for (j = 0; j < nkeys && !found; j++) {
		const char *want = arena_printf(c->a, "%s%s", keys[j], block);

		for (i = 0; i < n; i++) {
			const struct drv_entry *d = drv_index_entry(c->drv, i);

			for (k = 0; k < d->ncompat; k++) {
				const char *comma =
					strchr(d->compatibles[k], ',');

				if (!comma || strcmp(comma + 1, want))
					continue;
				if (found && strcmp(found->driver, d->driver))
					return NULL;
				found = d;
				*compat = d->compatibles[k];
			}
		}
	}
	return found;
}

int soc_addendum_place(struct conv *c, const char *devname, const char *var,
		       long long base, struct value *const *res, size_t nres,
		       struct soc_addendum *add, struct strbuf *why)
{
	const struct drv_entry *d = c->drv ? drv_index_lookup(c->drv, devname) :
					     NULL;
	struct strbuf fail = STRBUF_INIT;
	const char *keys[32] = { 0 }, *to = NULL;
	size_t nkeys;
	int renaming = 0, known = 1;

	memset(add, 0, sizeof(*add));
	add->res = res;
	add->nres = nres;
	/* a generated .dtsi is the converter's own: its gaps are gendtsi's */
	if (!c->sdt || !c->dtsi || !c->soc->dtsi || !c->drv)
		return -1;
	if (soc_addendum_driver_why(c, devname, &fail) || !d)
		d = NULL;
	else if (renamed(c, var)) {
		to = renamed_to(c, var);
		if (to && !*to)
			to = devname;
		renaming = to && strcmp(to, devname);
		if (!to) {
			sb_addf(&fail,
				"; the SoC code renames %s at run time: its "
				"driver and compatible are not known here",
				var);
			known = 0;
			d = NULL;
		} else {
			devname = to;
			d = drv_index_lookup(c->drv, devname);
			if (soc_addendum_driver_why(c, devname, &fail))
				d = NULL;
		}
	}
	add->devname = devname;
	if (d) {
		/*
		 * A name the SoC code gives at run time (s3c6400-nand) is
		 * matched by name only: the chip names of the .dtsi's other
		 * blocks (its samsung,s3c2440-i2c) say nothing of this one's.
		 */
		nkeys = renaming ? 0 :
				   soc_keys(c, keys,
					    sizeof(keys) / sizeof(keys[0]));
		add->compatible = soc_addendum_compatible(
			d->compatibles, d->ncompat, devname, keys, nkeys);
		if (!add->compatible && renaming) {
			add->compatible = match_data_by_id(c, d, devname);
			if (add->compatible)
				add->note = arena_printf(
					c->a,
					"the SoC code registers it as %s, "
					"which %s drives as %s",
					devname, d->source, add->compatible);
			else
				sb_addf(&fail,
					"; the SoC code registers it as %s",
					devname);
		}
		if (!add->compatible)
			sb_addf(&fail,
				"; no compatible of %s's OF table (%s%s) "
				"names the device or this SoC",
				d->source, d->compatibles[0],
				d->ncompat > 1 ? ", ..." : "");
	}
	if (!add->compatible && known) {
		const struct drv_entry *od =
			block_driver(c, devname, &add->compatible);

		if (od) {
			add->note = arena_printf(
				c->a, "%s; %s's OF table has this SoC's %s: %s",
				fail.len > 2 ? sb_str(&fail) + 2 :
					       "its driver has no node",
				od->source, strrchr(devname, '-') + 1,
				add->compatible);
			d = od;
		}
	}
	if (!add->compatible) {
		sb_addf(why, "%s", sb_str(&fail));
		sb_release(&fail);
		return -1;
	}
	sb_release(&fail);
	add->drv = d;
	add->name = gendtsi_node_name(d, devname);
	add->parent = bus_for(c, base, add, why);
	if (!add->parent)
		return -1;
	return 0;
}

/* Moves property @name, if any, after the others. */
static void move_last(struct conv *c, struct dt_node *n, const char *name)
{
	const struct dt_prop *pr = dt_get(n, name);
	const char *v = pr ? arena_strdup(c->a, pr->value) : NULL;

	if (!pr)
		return;
	dt_del(n, name);
	dt_prop(c->t, n, name, "%s", v);
}

void soc_addendum_finish(struct conv *c, struct dt_node *n,
			 const struct soc_addendum *add, const char *devname,
			 long long id, struct item *it)
{
	const struct drv_entry *d = add->drv ? add->drv :
				    c->drv ? drv_index_lookup(c->drv, devname) :
					     NULL;
	struct strbuf src = STRBUF_INIT;
	const struct clk_info *ci = clk_info(c);
	const char *dev = id >= 0 ? arena_printf(c->a, "%s.%lld", devname, id) :
				    devname;
	struct strbuf clocks = STRBUF_INIT, names = STRBUF_INIT;
	size_t i, k, nnamed = 0, nclk = 0;

	for (i = 0; ci && i < ci->nclks; i++) {
		const struct soc_clk *k0 = &ci->clks[i];
		const char *bid;
		int dup = 0;

		if (!k0->dev_id || strcmp(k0->dev_id, dev))
			continue;
		for (k = 0; k < i; k++)
			dup |= ci->clks[k].dev_id &&
			       !strcmp(ci->clks[k].dev_id, dev) &&
			       !strcmp(ci->clks[k].id, k0->id) &&
			       !strcmp(ci->clks[k].con_id ? ci->clks[k].con_id :
							    "",
				       k0->con_id ? k0->con_id : "");
		if (dup)
			continue;
		bid = binding_id(c, ci, k0->id);
		if (!bid) {
			item_fate(c->r, it, FATE_PARTIAL,
				  "clock %s of %s's table has no ID in %s",
				  k0->id, dev, ci->header);
			continue;
		}
		sb_addf(&clocks, "%s<&%s %s>", nclk ? ", " : "", ci->label,
			bid);
		sb_addf(&names, "%s\"%s\"", nclk ? ", " : "",
			k0->con_id ? k0->con_id : "");
		nclk++;
		nnamed += k0->con_id != NULL;
	}
	/* an OF clock driver that names no device: the board-file one's */
	if (!nclk && ci && board_clock(c, ci, dev, &clocks, &names, &nnamed))
		nclk = 1;
	if (nclk) {
		dt_include(c->t, arena_printf(c->a, "<%s>", ci->header));
		dt_prop(c->t, n, "clocks", "%s", sb_str(&clocks));
		if (nnamed == nclk)
			dt_prop(c->t, n, "clock-names", "%s", sb_str(&names));
		else if (nnamed)
			item_fate(c->r, it, FATE_PARTIAL,
				  "%s's clocks are asked for by name and "
				  "without: clock-names cannot say both",
				  dev);
	}
	if (d && !file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
				&src)) {
		/* a clock that no table gives this device by its name */
		if (!nclk && strstr(sb_str(&src), "clk_get"))
			item_fate(c->r, it, FATE_PARTIAL,
				  "%s takes a clock (clk_get) that %s names "
				  "for no device %s: the node has no clocks",
				  d->source, ci ? ci->file : "no clock driver",
				  dev);
		resource_names(c, n, sb_str(&src),
			       "platform_get_resource_byname", "reg-names",
			       add->res, add->nres, IORESOURCE_MEM, it);
		/* compatible, reg, reg-names, interrupts..., clocks... */
		move_last(c, n, "interrupt-parent");
		move_last(c, n, "interrupts");
		move_last(c, n, "interrupts-extended");
		resource_names(c, n, sb_str(&src), "platform_get_irq_byname",
			       "interrupt-names", add->res, add->nres,
			       IORESOURCE_IRQ, it);
		move_last(c, n, "clocks");
		move_last(c, n, "clock-names");
		/*
		 * a PHY provider whose driver translates no cells (phy-pxa-
		 * usb.c): a consumer names it by its phandle alone
		 */
		if (strstr(sb_str(&src), "of_phy_simple_xlate"))
			dt_prop(c->t, n, "#phy-cells", "<0>");
		/*
		 * an IIO provider (exynos_adc.c): a consumer's io-channels
		 * names a channel by one cell unless the driver translates
		 */
		if (strstr(sb_str(&src), "iio_device_register") &&
		    !strstr(sb_str(&src), "of_xlate"))
			dt_prop(c->t, n, "#io-channel-cells", "<1>");
	}
	/* a bus whose clients the board adds by address, as in gendtsi.c */
	if (add->name &&
	    (!strcmp(add->name, "spi") || !strcmp(add->name, "i2c"))) {
		dt_prop(c->t, n, "#address-cells", "<1>");
		dt_prop(c->t, n, "#size-cells", "<0>");
	}
	sb_release(&src);
	sb_release(&clocks);
	sb_release(&names);
}

void soc_addendum_note(struct conv *c, const struct soc_addendum *add,
		       struct item *it)
{
	if (add && add->note)
		item_fate(c->r, it, it->fate, "%s", add->note);
	/* with the fate the item has, once its platform data is read */
	item_fate(c->r, it, it->fate,
		  "%s has no node for this SoC block: the board adds it; it "
		  "belongs in %s",
		  c->dtsi, c->dtsi);
}
