// SPDX-License-Identifier: GPL-2.0
#include "convert/mfd_gpio.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "convert/binding_doc.h"
#include "lib/ctext.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"

#define MAX_ARGS 8
#define MAX_REGS 8

static unsigned line_of(const char *text, const char *p)
{
	unsigned n = 1;

	for (; text < p; text++)
		n += *text == '\n';
	return n;
}

/* @word at @p, not inside a longer identifier of @text. */
static int word_at(const char *text, const char *p, const char *word)
{
	size_t n = strlen(word);

	return !strncmp(p, word, n) && !ctext_ident_char(p[n]) &&
	       (p == text || !ctext_ident_char(p[-1]));
}

/* A string literal's contents; NULL for NULL or anything else. */
static const char *unquote(const char *s, struct arena *a)
{
	size_t n = strlen(s);

	if (n < 2 || s[0] != '"' || s[n - 1] != '"')
		return NULL;
	return arena_strndup(a, s + 1, n - 2);
}

/* A number, or a macro of @text that is one (a few levels deep). */
static int eval_int(const char *text, const char *expr, struct arena *a,
		    long long *out, int depth)
{
	char *end;
	const char *body;

	while (*expr == '(' || isspace((unsigned char)*expr))
		expr++;
	*out = strtoll(expr, &end, 0);
	if (end != expr) {
		while (*end == ')' || isspace((unsigned char)*end) ||
		       *end == 'U' || *end == 'L' || *end == 'u' || *end == 'l')
			end++;
		if (!*end || !strncmp(end, "/*", 2))
			return 0;
		return -1;
	}
	if (depth > 4)
		return -1;
	body = ctext_define_body(a, text, expr);
	return body ? eval_int(text, body, a, out, depth + 1) : -1;
}

/* One GPIO_LOOKUP(chip, hw, con, flags) or GPIO_LOOKUP_IDX(chip, hw, con,
 * idx, flags) entry at @p. */
static int lookup_entry(const char *text, const char *p, const char *dev_id,
			struct arena *a, struct mfd_lookup *l)
{
	const char *args[MAX_ARGS];
	int idx = !strncmp(p, "GPIO_LOOKUP_IDX", 15);
	int n = ctext_call_args(a, strchr(p, '('), args, MAX_ARGS);

	if (n != (idx ? 5 : 4))
		return -1;
	memset(l, 0, sizeof(*l));
	l->dev_id = dev_id;
	l->chip = unquote(args[0], a);
	l->con_id = unquote(args[2], a);
	l->active_low = !!strstr(args[n - 1], "GPIO_ACTIVE_LOW");
	l->line = line_of(text, p);
	if (!l->chip || eval_int(text, args[1], a, &l->hwnum, 0))
		return -1;
	return 0;
}

/* The lookups of table @name: GPIO_LOOKUP_SINGLE() or an initializer. */
static void table_lookups(const char *text, const char *name, struct arena *a,
			  struct mfd_lookup **out, size_t *n, size_t *alloc)
{
	const char *p = text;
	struct mfd_lookup l;

	while ((p = strstr(p, "GPIO_LOOKUP_SINGLE(")) != NULL) {
		const char *args[MAX_ARGS];
		const char *open = p + strlen("GPIO_LOOKUP_SINGLE");

		p = open + 1;
		if (ctext_call_args(a, open, args, MAX_ARGS) != 6 ||
		    strcmp(args[0], name))
			continue;
		memset(&l, 0, sizeof(l));
		l.dev_id = unquote(args[1], a);
		l.chip = unquote(args[2], a);
		l.con_id = unquote(args[4], a);
		l.active_low = !!strstr(args[5], "GPIO_ACTIVE_LOW");
		l.line = line_of(text, open);
		if (l.chip && !eval_int(text, args[3], a, &l.hwnum, 0))
			ARENA_PUSH(a, *out, *n, *alloc, l);
		return;
	}
	for (p = text; (p = strstr(p, "gpiod_lookup_table")) != NULL;) {
		const char *q = p + strlen("gpiod_lookup_table"), *close;
		const char *dev_id = NULL, *d;
		int depth = 0;

		p = q;
		while (isspace((unsigned char)*q))
			q++;
		if (!word_at(text, q, name))
			continue;
		q = strchr(q, '{');
		if (!q)
			return;
		for (close = q; *close; close++)
			if (*close == '{')
				depth++;
			else if (*close == '}' && --depth == 0)
				break;
		d = strstr(q, ".dev_id");
		if (d && d < close) {
			const char *s = strchr(d, '"'),
				   *e = s ? strchr(s + 1, '"') : NULL;

			if (e && e < close)
				dev_id = arena_strndup(a, s + 1,
						       (size_t)(e - s - 1));
		}
		for (q = strstr(q, "GPIO_LOOKUP"); q && q < close;
		     q = strstr(q + 1, "GPIO_LOOKUP"))
			if (!lookup_entry(text, q, dev_id, a, &l))
				ARENA_PUSH(a, *out, *n, *alloc, l);
		return;
	}
}

size_t mfd_lookups_in(const char *text, struct arena *a,
		      struct mfd_lookup **out)
{
	const char *p;
	size_t n = 0, alloc = 0;

	*out = NULL;
	for (p = text; (p = strstr(p, "gpiod_add_lookup_table")) != NULL;) {
		const char *open = strchr(p, '('), *args[MAX_ARGS];
		int many = !strncmp(p, "gpiod_add_lookup_tables", 23);

		p += 22;
		if (!open || ctext_call_args(a, open, args, MAX_ARGS) < 1)
			continue;
		if (!many) {
			table_lookups(text, args[0] + (args[0][0] == '&'), a,
				      out, &n, &alloc);
			continue;
		}
		/* an array of table pointers: { &a, &b, ... } */
		{
			const char *arr = text, *brace, *q;

			while ((arr = strstr(arr, args[0])) != NULL) {
				q = arr + strlen(args[0]);
				if (word_at(text, arr, args[0]) &&
				    !strncmp(q, "[]", 2))
					break;
				arr = q;
			}
			brace = arr ? strchr(arr, '{') : NULL;
			for (q = brace; q && *q && *q != '}'; q++) {
				const char *e;

				if (*q != '&')
					continue;
				for (e = q + 1; ctext_ident_char(*e); e++)
					;
				table_lookups(
					text,
					arena_strndup(a, q + 1,
						      (size_t)(e - q - 1)),
					a, out, &n, &alloc);
			}
		}
	}
	return n;
}

/* The '#define' of @text whose name is @reg or ends in "_@reg". */
static const char *reg_define(const char *text, const char *reg,
			      const char **name_end)
{
	const char *p = text;
	size_t n = strlen(reg);

	while ((p = strstr(p, "#define")) != NULL) {
		const char *q = p + 7, *name, *e;

		p = q;
		while (*q == ' ' || *q == '\t')
			q++;
		for (name = q, e = q; ctext_ident_char(*e); e++)
			;
		if ((size_t)(e - name) < n || strncmp(e - n, reg, n) ||
		    ((size_t)(e - name) > n && e[-(long)n - 1] != '_'))
			continue;
		*name_end = e;
		return name;
	}
	return NULL;
}

long long mfd_reg_offset(const char *text, const char *reg, long long bank)
{
	const char *end, *name = reg_define(text, reg, &end);
	char param[32];
	long long off;
	char *q;
	size_t k;

	if (!name)
		return -1;
	if (*end != '(') {
		off = strtoll(end, &q, 0);
		return q == end || bank ? -1 : off;
	}
	/* "(i)\t(0x64 + (i))" */
	k = strcspn(end + 1, ")");
	if (k == 0 || k >= sizeof(param))
		return -1;
	memcpy(param, end + 1, k);
	param[k] = '\0';
	for (end += k + 2; *end == ' ' || *end == '\t' || *end == '('; end++)
		;
	off = strtoll(end, &q, 0);
	if (q == end)
		return -1;
	while (*q == ' ')
		q++;
	if (*q != '+')
		return -1;
	for (q++; *q == ' ' || *q == '('; q++)
		;
	if (strncmp(q, param, k) || ctext_ident_char(q[k]))
		return -1;
	return off + bank;
}

int mfd_reg_width(const char *text, const char *reg)
{
	const char *end, *name = reg_define(text, reg, &end);
	char *full;
	const char *p;
	int w = 0;

	if (!name)
		return 0;
	full = strndup(name, (size_t)(end - name));
	for (p = text; !w && (p = strstr(p, full)) != NULL; p++) {
		const char *bol = p, *eol = p + strcspn(p, "\n");
		char *ln;

		while (bol > text && bol[-1] != '\n')
			bol--;
		if (!word_at(text, p, full) || strstr(bol, "#define") == bol)
			continue;
		ln = strndup(bol, (size_t)(eol - bol));
		if (strstr(ln, "read8") || strstr(ln, "write8") ||
		    strstr(ln, "readb") || strstr(ln, "writeb"))
			w = 1;
		else if (strstr(ln, "read16") || strstr(ln, "write16") ||
			 strstr(ln, "readw") || strstr(ln, "writew"))
			w = 2;
		else if (strstr(ln, "read32") || strstr(ln, "write32") ||
			 strstr(ln, "readl") || strstr(ln, "writel"))
			w = 4;
		free(ln);
	}
	free(full);
	return w;
}

/* A binding's GPIO bank: its reg items' register names, reg-names, cells. */
struct bank_binding {
	const char *compatible, *file;
	const char *regs[MAX_REGS], *names[MAX_REGS];
	size_t nregs, nnames;
	long long cells;
};

/* The items of property @prop under "properties:" of binding @text: the
 * text after "- description:" or "- const:". */
static size_t yaml_items(const char *text, const char *prop, const char *key,
			 struct arena *a, const char **out)
{
	const char *want = arena_printf(a, "\n  %s:\n", prop);
	const char *p = strstr(text, want), *ln;
	size_t n = 0;

	if (!p)
		return 0;
	for (ln = p + strlen(want); *ln && n < MAX_REGS;
	     ln += strcspn(ln, "\n") + !!ln[strcspn(ln, "\n")]) {
		const char *q = ln, *e = ln + strcspn(ln, "\n");

		if (e == ln)
			continue;
		if (strncmp(ln, "    ", 4))
			break; /* the next property */
		while (*q == ' ')
			q++;
		if (strncmp(q, "- ", 2) || strncmp(q + 2, key, strlen(key)))
			continue;
		q += 2 + strlen(key);
		while (*q == ' ')
			q++;
		out[n++] = arena_strndup(a, q, (size_t)(e - q));
	}
	return n;
}

/* The register a reg item's description names last, in parentheses. */
static const char *described_reg(const char *desc, struct arena *a)
{
	const char *open = strrchr(desc, '('), *close;

	if (!open || !(close = strchr(open, ')')) || close == open + 1)
		return NULL;
	return arena_strndup(a, open + 1, (size_t)(close - open - 1));
}

static int bank_binding(struct conv *c, const char *chip,
			struct bank_binding *bb)
{
	struct strbuf text = STRBUF_INIT;
	const char *descs[MAX_REGS], *cells[1];
	int ok = -1;
	size_t i;

	memset(bb, 0, sizeof(*bb));
	bb->compatible = c->bindings ?
				 bindings_compatible_for(
					 c->bindings,
					 arena_printf(c->a, "%s-gpio", chip)) :
				 NULL;
	if (!bb->compatible || !c->kdir)
		return -1;
	bb->file = binding_doc(c, bb->compatible);
	if (!bb->file ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, bb->file),
			  &text) ||
	    !strstr(sb_str(&text), "gpio-controller"))
		goto done;
	bb->nregs =
		yaml_items(sb_str(&text), "reg", "description:", c->a, descs);
	bb->nnames = yaml_items(sb_str(&text), "reg-names", "const:", c->a,
				bb->names);
	for (i = 0; i < bb->nregs; i++)
		if (!(bb->regs[i] = described_reg(descs[i], c->a)))
			goto done;
	bb->cells = 2;
	if (yaml_items(sb_str(&text), "\"#gpio-cells\"", "const:", c->a,
		       cells) == 0) {
		const char *q = strstr(sb_str(&text), "\"#gpio-cells\":");

		q = q ? strstr(q, "const:") : NULL;
		if (q)
			bb->cells = strtoll(q + 6, NULL, 0);
	}
	ok = bb->nregs && bb->cells == 2 ? 0 : -1;
done:
	sb_release(&text);
	return ok;
}

/* The device's first memory resource's start; -1: none. */
static long long mem_start(struct conv *c, struct value *dev)
{
	struct value *rv = val_get(dev, "resource");
	struct value *res =
		rv && rv->kind == V_ADDR ? conv_var(c, rv->s, NULL) : NULL;
	size_t i;

	for (i = 0; res && res->kind == V_ARRAY && i < res->nelems; i++) {
		struct value *f = val_get(res->elems[i], "flags");
		struct value *st = val_get(res->elems[i], "start");

		if (f && st && (f->i & 0x200)) /* IORESOURCE_MEM */
			return st->i;
	}
	return -1;
}

static int consumer_known(struct conv *c, const char *dev_id)
{
	size_t d;

	for (d = 0; dev_id && d < c->ndevs; d++)
		if (!strcmp(c->devs[d].devname, dev_id) && c->devs[d].node)
			return 1;
	return 0;
}

/* Bank @bank's node, made on first use; its label. NULL: not describable. */
static const char *bank_node(struct conv *c, const struct item *dev_it,
			     const char *chip, const char *text,
			     const struct bank_binding *bb, long long base,
			     int w, long long bank)
{
	struct strbuf reg = STRBUF_INIT, names = STRBUF_INIT;
	long long first = -1;
	const char *label;
	struct dt_node *n;
	struct item *it;
	size_t i;

	for (i = 0; i < bb->nregs; i++) {
		long long off = mfd_reg_offset(text, bb->regs[i], bank);

		if (off < 0) {
			sb_release(&reg);
			return NULL;
		}
		if (first < 0)
			first = base + off;
		sb_addf(&reg, "%s<0x%llx %d>", i ? ", " : "", base + off, w);
	}
	n = dt_child(c->t, c->t->root, "gpio",
		     arena_printf(c->a, "%llx", first));
	if (n->label) {
		sb_release(&reg);
		return n->label;
	}
	label = bank ? arena_printf(c->a, "%s_gpio%lld", chip, bank) :
		       arena_printf(c->a, "%s_gpio", chip);
	for (i = 0; label[i]; i++)
		if (!ctext_ident_char(label[i]))
			((char *)label)[i] = '_';
	n->label = dt_unique_label(c->t, label);
	dt_prop_str(c->t, n, "compatible", bb->compatible);
	dt_prop(c->t, n, "reg", "%s", sb_str(&reg));
	for (i = 0; i < bb->nnames; i++) {
		const char *nm = bb->names[i];
		size_t len = strlen(nm);

		if (len >= 2 && (nm[0] == '"' || nm[0] == '\''))
			nm++, len -= 2;
		sb_addf(&names, "%s\"%.*s\"", i ? ", " : "", (int)len, nm);
	}
	if (bb->nnames)
		dt_prop(c->t, n, "reg-names", "%s", sb_str(&names));
	dt_prop_bool(c->t, n, "gpio-controller");
	dt_prop(c->t, n, "#gpio-cells", "<2>");
	it = report_add(c->r, c->m->id, "gpio_chip",
			arena_printf(c->a, "%s bank %lld", chip, bank),
			dev_it->line);
	it->file = dev_it->file;
	it->node = arena_printf(c->a, "/gpio@%llx", first);
	sb_release(&reg);
	sb_release(&names);
	return n->label;
}

/*
 * The lookups driver @d of device @dev_it registers for its own gpio_chip;
 * those whose consumer is on the machine get the bank their line is in.
 */
static void device_lookups(struct conv *c, const struct item *dev_it,
			   struct value *dev, const struct drv_entry *d)
{
	struct strbuf text = STRBUF_INIT;
	struct mfd_lookup *ls;
	struct bank_binding bb;
	size_t n, i;
	long long base = mem_start(c, dev);
	int bb_ok = -1;
	const char *bb_chip = NULL;

	if (!d->source ||
	    file_read_all(arena_printf(c->a, "%s/%s", c->kdir, d->source),
			  &text))
		goto done;
	n = mfd_lookups_in(sb_str(&text), c->a, &ls);
	for (i = 0; i < n; i++) {
		const char *t = sb_str(&text);
		const char *lab = arena_printf(c->a, "\"%s\"", ls[i].chip);
		const char *p = strstr(t, lab);
		const char *why = NULL, *bank_label = NULL;
		struct lookup l = { 0 };
		long long lines, bank = 0;
		size_t k;
		int w;

		/* the chip is the driver's own: its gpio_chip's label */
		while (p) {
			const char *bol = p;

			while (bol > t && bol[-1] != '\n')
				bol--;
			if (strstr(bol, "label") && strstr(bol, "label") < p)
				break;
			p = strstr(p + 1, lab);
		}
		if (!p)
			continue;
		if (!bb_chip || strcmp(bb_chip, ls[i].chip)) {
			bb_chip = ls[i].chip;
			bb_ok = bank_binding(c, bb_chip, &bb);
		}
		/*
		 * No binding for the chip's banks: the device's own item (no
		 * node) says what is lost; its lookups are nothing a tree of
		 * this kernel can say.
		 */
		if (bb_ok)
			continue;
		l.item = report_add(
			c->r, c->m->id, "gpio_lookup",
			arena_printf(c->a, "%s:%s (%s:%u)",
				     ls[i].dev_id ? ls[i].dev_id : "?",
				     ls[i].con_id ? ls[i].con_id : "",
				     d->source, ls[i].line),
			dev_it->line);
		l.item->file = dev_it->file;
		/* the banks' width: as the driver accesses its registers */
		for (w = 0, k = 0; k < bb.nregs && !w; k++)
			w = mfd_reg_width(t, bb.regs[k]);
		lines = 8LL * w;
		if (base < 0 || !w)
			why = arena_printf(
				c->a,
				"the registers of the GPIO chip \"%s\" (%s) "
				"are not at the device's memory resource",
				ls[i].chip, d->source);
		if (!why) {
			bank = ls[i].hwnum / lines;
			if (!consumer_known(c, ls[i].dev_id))
				bank_label = "";
			else if (!(bank_label = bank_node(c, dev_it, ls[i].chip,
							  t, &bb, base, w,
							  bank)))
				why = arena_printf(
					c->a,
					"%s: bank %lld of the GPIO chip "
					"\"%s\" has no register %s",
					d->source, bank, ls[i].chip,
					bb.regs[0]);
		}
		if (why) {
			item_fate(c->r, l.item, FATE_TODO, "%s", why);
			continue;
		}
		if (*bank_label)
			dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
		l.dev_id = ls[i].dev_id;
		l.con_id = ls[i].con_id;
		l.suffix = "gpios";
		l.cells = arena_printf(c->a, "&%s %lld %s", bank_label,
				       ls[i].hwnum % lines,
				       ls[i].active_low ? "GPIO_ACTIVE_LOW" :
							  "GPIO_ACTIVE_HIGH");
		ARENA_PUSH(c->a, c->lookups, c->nlookups, c->alookups, l);
	}
done:
	sb_release(&text);
}

void mfd_gpio_lookups(struct conv *c)
{
	size_t i, n = c->r->nitems;

	if (!c->drv || !c->kdir)
		return;
	for (i = c->item_base; i < n; i++) {
		const struct item *it = c->r->items[i];
		struct value *dev, *name;
		const struct drv_entry *d;

		if (strcmp(it->machine, c->m->id) ||
		    strcmp(it->kind, "platform_device") ||
		    (it->node && *it->node))
			continue;
		dev = conv_var(c, it->name, NULL);
		name = dev ? val_get(dev, "name") : NULL;
		if (!name || name->kind != V_STR)
			continue;
		d = drv_index_lookup(c->drv, name->s);
		if (d)
			device_lookups(c, it, dev, d);
	}
}
