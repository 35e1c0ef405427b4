// SPDX-License-Identifier: GPL-2.0
#include "convert/gpio_domain.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "convert/convert.h"
#include "convert/propose.h"
#include "convert/soc.h"
#include "convert/soc_chain.h"
#include "convert/translate/translate.h"
#include "lib/fileio.h"
#include "lib/strbuf.h"
#include "kernel/clientid.h"

/*
 * How many lines each expander driver registers (its gpio_chip's ngpio):
 * scoop.c sets 12; the I2C parts' counts are in their drivers' id tables
 * (gpio-max732x.c's: a line per port its features table gives).
 * A device not listed here keeps its GPIO numbers unconverted (reported).
 */
static const struct {
	const char *dev;
	int ngpio;
} expanders[] = {
	{ "sharp-scoop", 12 }, { "max7310", 8 },  { "max7312", 16 },
	{ "max7313", 16 },     { "max7315", 8 },  { "max7318", 16 },
	{ "pca9534", 8 },      { "pca9535", 16 }, { "pca9536", 4 },
	{ "pca9537", 4 },      { "pca9538", 8 },  { "pca9539", 16 },
	{ "pca9554", 8 },      { "pca9555", 16 }, { "pca9556", 8 },
	{ "pca9557", 8 },      { "pcf8574", 8 },  { "pcf8575", 16 },
	{ "tca6408", 8 },      { "tca6416", 16 }, { "max7319", 8 },
	{ "max7320", 8 },      { "max7321", 8 },  { "max7322", 8 },
	{ "max7323", 8 },      { "max7324", 16 }, { "max7325", 16 },
	{ "max7326", 16 },     { "max7327", 16 },
};

static int ngpio_of(const char *dev)
{
	size_t i;

	for (i = 0; dev && i < sizeof(expanders) / sizeof(expanders[0]); i++)
		if (!strcmp(expanders[i].dev, dev))
			return expanders[i].ngpio;
	return 0;
}

static long long gpio_base_of(struct conv *c, struct value *pdata_addr)
{
	struct value *pd = conv_deref(c, pdata_addr, NULL);
	struct value *b = pd ? val_get(pd, "gpio_base") : NULL;

	/* scoop.c registers no gpio_chip for a gpio_base of 0 */
	return b && b->kind == V_INT && b->i > 0 ? b->i : -1;
}

static void add(struct conv *c, const struct gpio_domain *d)
{
	ARENA_PUSH(c->a, c->gdomains, c->ngdomains, c->agdomains, *d);
}

/*
 * "sharp-scoop" -> "sharp,scoop": a device named after its maker, a prefix
 * of vendor-prefixes.yaml, is that maker's part; NULL when the name's first
 * word is no vendor's.
 */
static const char *name_proposal(struct conv *c, const char *dev)
{
	size_t l = strcspn(dev, "-_");
	char *rest, *p;
	const char *v;

	if (!dev[l] || !dev[l + 1] || !c->vendors)
		return NULL;
	v = vendor_for(c->vendors, arena_strndup(c->a, dev, l));
	if (!v || strlen(v) != l || strncasecmp(v, dev, l))
		return NULL;
	rest = arena_strdup(c->a, dev + l + 1);
	for (p = rest; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	return arena_printf(c->a, "%s,%s", v, rest);
}

const char *gpio_domain_propose(struct conv *c, const struct gpio_domain *d,
				struct item *it, const char *driver,
				unsigned line, struct value *pdata)
{
	struct proposal p = { 0 };
	const char *compat;

	if (d->propose_soc) {
		compat = propose_compatible(c, d->devname, driver, line, pdata);
	} else {
		p.machine = c->m->id;
		p.compatible = compat = d->proposed;
		p.driver = driver;
		p.line = line;
		p.why = "a GPIO provider whose driver has no OF match table; "
			"the vendor is the one its device name gives";
		report_propose(c->r, &p);
	}
	if (compat && d->in_table)
		item_fate(c->r, it, FATE_PARTIAL,
			  "%s is a proposal (proposed_bindings): no compatible "
			  "of %s's OF table is this board's; it needs this one "
			  "in its table and a binding before a kernel binds "
			  "this GPIO controller",
			  compat, driver ? driver : "its driver");
	else if (compat)
		item_fate(c->r, it, FATE_PARTIAL,
			  "%s is a proposal (proposed_bindings): %s needs an "
			  "OF match table and a binding before a kernel binds "
			  "this GPIO controller",
			  compat, driver ? driver : "its driver");
	return compat;
}

/*
 * Devices registering several gpio_chips, one per element of their platform
 * data's .chip[] (.gpio_base, .num_gpios; .reg_start: the chip's register
 * in the device's window): the label the driver gives chip i.
 */
static const struct {
	const char *dev;
	const char *label_fmt;
} banked[] = {
	{ "htc-egpio", "htc-egpio-%zu" }, /* gpio-htc-egpio.c's egpio_probe() */
};

static const char *banked_fmt(const char *dev)
{
	size_t i;

	for (i = 0; dev && i < sizeof(banked) / sizeof(banked[0]); i++)
		if (!strcmp(banked[i].dev, dev))
			return banked[i].label_fmt;
	return NULL;
}

/* Can @d's node get a compatible: its driver's, or a proposal? */
static int compatible_for(struct conv *c, struct gpio_domain *d,
			  const char *dev)
{
	const struct translator *tr = translator_find(dev);
	const struct drv_entry *de = c->drv ? drv_index_lookup(c->drv, dev) :
					      NULL;

	if ((tr && tr->compatible) ||
	    (de && de->ncompat && convert_table_compatible(c, de, dev, NULL)))
		return 1;
	/*
	 * gpio-mmio.c's table names other boards' registers (wd,mbl-gpio):
	 * a compatible for this one is proposed, as for a driver with none
	 */
	d->in_table = de && de->ncompat;
	d->proposed = name_proposal(c, dev);
	d->propose_soc = !d->proposed && soc_vendor(c->soc);
	return d->proposed || d->propose_soc;
}

static void from_banked(struct conv *c, const char *var, struct value *dev,
			const char *name, const char *fmt)
{
	struct value *pd =
		conv_deref(c, val_get(dev, "dev.platform_data"), NULL);
	struct value *chips = pd ? conv_deref(c, val_get(pd, "chip"), NULL) :
				   NULL;
	struct gpio_domain d = { 0 };
	size_t i;

	if (!chips || chips->kind != V_ARRAY || !chips->nelems ||
	    !compatible_for(c, &d, name))
		return;
	d.var = var;
	d.devname = name;
	d.chip = "";
	d.bus = d.addr = -1;
	d.base = -1;
	d.banked = 1;
	d.label = conv_label_of(c, var);
	add(c, &d);
	for (i = 0; i < chips->nelems; i++) {
		struct value *e = chips->elems[i];
		struct value *b = val_get(e, "gpio_base"),
			     *n = val_get(e, "num_gpios");
		struct gpio_domain k = { 0 };

		if (!b || b->kind != V_INT || b->i < 0 || !n ||
		    n->kind != V_INT || n->i <= 0)
			continue;
		k.owner = var;
		k.devname = name;
		k.chip = arena_printf(c->a, fmt, i);
		k.bus = k.addr = -1;
		k.base = b->i;
		k.count = n->i;
		k.unit = val_get(e, "reg_start") &&
					 val_get(e, "reg_start")->kind ==
						 V_INT ?
				 val_get(e, "reg_start")->i :
				 (long long)i;
		k.label = conv_label_of(
			c, arena_printf(c->a, "%s_%s", var,
					arena_printf(c->a, "%zu", i)));
		add(c, &k);
	}
}

/* The size of @dev's memory resource named @name, or 0. */
static long long named_mem_size(struct conv *c, struct value *dev,
				const char *name)
{
	struct value *res = conv_deref(c, val_get(dev, "resource"), NULL);
	size_t i, n = res && res->kind == V_ARRAY  ? res->nelems :
		      res && res->kind == V_STRUCT ? 1 :
						     0;

	for (i = 0; i < n; i++) {
		struct value *r = res->kind == V_ARRAY ? res->elems[i] : res;
		struct value *nm = val_get(r, "name"),
			     *st = val_get(r, "start"), *en = val_get(r, "end");

		if (nm && nm->kind == V_STR && nm->s && !strcmp(nm->s, name) &&
		    st && st->kind == V_INT && en && en->kind == V_INT &&
		    en->i >= st->i)
			return en->i - st->i + 1;
	}
	return 0;
}

/*
 * gpio-mmio.c's struct bgpio_pdata, as bgpio_pdev_probe() reads it: the
 * chip's .base, .ngpio (0: a line per bit of the "dat" register, as
 * bgpio_init() counts them) and .label (NULL: the device's name, which
 * lookup tables then name). 0 with @d filled; -1: not such a device, or
 * one whose lines neither number nor label can reach.
 */
static int bgpio_domain(struct conv *c, struct value *dev, const char *chip,
			struct gpio_domain *d)
{
	const char *type = NULL;
	struct value *pd =
		conv_deref(c, val_get(dev, "dev.platform_data"), &type);
	struct value *b, *n, *l;

	if (!pd || pd->kind != V_STRUCT || !type ||
	    !strstr(type, "struct bgpio_pdata"))
		return -1;
	b = val_get(pd, "base");
	n = val_get(pd, "ngpio");
	l = val_get(pd, "label");
	/* a base of -1: numbered at run time, its lookups name the label */
	d->base = b && b->kind == V_INT && b->i >= 0 ? b->i : -1;
	d->count = n && n->kind == V_INT && n->i > 0 ?
			   n->i :
			   8 * named_mem_size(c, dev, "dat");
	d->chip = l && l->kind == V_STR && l->s ? l->s : chip;
	return d->count > 0 && (d->base >= 0 || (l && l->kind == V_STR)) ? 0 :
									   -1;
}

/*
 * A platform device that will get a node: its driver has a compatible, or
 * one can be proposed (its GPIO lines must have a controller to point at).
 */
static void from_pdev(struct conv *c, const char *var)
{
	struct value *dev = var ? conv_var(c, var, NULL) : NULL;
	struct value *nv = dev ? val_get(dev, "name") : NULL;
	struct value *idv = dev ? val_get(dev, "id") : NULL;
	struct gpio_domain d = { 0 };
	long long id = idv && idv->kind == V_INT ? idv->i : 0;

	if (!nv || nv->kind != V_STR || gpio_domain_of_var(c, var))
		return;
	if (banked_fmt(nv->s)) {
		from_banked(c, var, dev, nv->s, banked_fmt(nv->s));
		return;
	}
	d.chip = id == -1 ? nv->s : arena_printf(c->a, "%s.%lld", nv->s, id);
	if (bgpio_domain(c, dev, d.chip, &d)) {
		d.base = gpio_base_of(c, val_get(dev, "dev.platform_data"));
		d.count = ngpio_of(nv->s);
		if (d.base < 0)
			return;
	}
	if (!d.count || !compatible_for(c, &d, nv->s))
		return;
	d.devname = nv->s;
	d.var = var;
	d.bus = d.addr = -1;
	d.label = conv_label_of(c, var);
	add(c, &d);
}

/* The root has a child named @name already? */
static int root_has(struct conv *c, const char *name)
{
	size_t i;

	for (i = 0; i < c->t->root->nkids; i++)
		if (!strcmp(c->t->root->kids[i]->name, name))
			return 1;
	return 0;
}

/*
 * A gpio_chip the board file defines and registers itself
 * (gpiochip_add_data(&h1940_latch_gpiochip, NULL)): its .base, .ngpio and
 * .label are its range and name. Its register is what its .set function
 * writes, which no initializer says: a node without reg, the call's item
 * says so (gpio_domain_chip_call()).
 */
static void chip_item(struct conv *c, const struct gpio_domain *d,
		      const struct step *s, const char *var)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);

	it->node = arena_printf(c->a, "&%s", d->label);
	gpio_domain_propose(c, d, it, NULL, s->line, NULL);
	item_fate(c->r, it, FATE_PARTIAL,
		  "no reg: the register %s's functions read and write is "
		  "the board code's, not its initializer's",
		  var);
}

/*
 * The gpio_chip variable step @s registers, also inside a check that keeps
 * no step of its own (WARN_ON(gpiochip_add_data(&chip, NULL))); NULL: none.
 */
static const char *chip_var(struct conv *c, const struct step *s)
{
	static const char *const fns[] = { "gpiochip_add_data(&",
					   "gpiochip_add(&" };
	size_t i, n;

	for (i = 0; s->text && i < sizeof(fns) / sizeof(fns[0]); i++) {
		const char *p = strstr(s->text, fns[i]);

		if (!p)
			continue;
		p += strlen(fns[i]);
		for (n = 0; isalnum((unsigned char)p[n]) || p[n] == '_'; n++)
			;
		if (n)
			return arena_strndup(c->a, p, n);
	}
	return NULL;
}

/*
 * Field @field of gpio_chip @var when machine @mi's step @upto registers
 * it: the last assignment before (simpad's cs3_gpio.base = ...), else the
 * initializer's; NULL: neither.
 */
static struct value *chip_field(struct conv *c, size_t mi, size_t upto,
				const char *var, const char *field)
{
	const char *lv = arena_printf(c->a, "%s.%s", var, field);
	struct value *gc = conv_var(c, var, NULL);
	struct value *v = gc ? val_get(gc, field) : NULL;
	size_t i;

	for (i = 0; i < upto; i++) {
		const struct step *s = &c->b->steps[mi][i];

		/* args: the lvalue's path, the value */
		if (s->kind == STEP_ASSIGN && s->fn && !strcmp(s->fn, lv) &&
		    s->nargs > 1 && step_applies(s, c->m))
			v = s->args[1];
	}
	return v;
}

static void from_chip(struct conv *c, size_t mi, size_t si, const char *var)
{
	const struct step *s = &c->b->steps[mi][si];
	struct value *b = chip_field(c, mi, si, var, "base");
	struct value *n = chip_field(c, mi, si, var, "ngpio");
	struct value *l = chip_field(c, mi, si, var, "label");
	struct gpio_domain d = { 0 };
	const char *compat, *name;
	char *dev, *p;

	if (!b || b->kind != V_INT || b->i < 0 || !n || n->kind != V_INT ||
	    n->i <= 0 || !l || l->kind != V_STR || !*l->s ||
	    gpio_domain_of_chip(c, l->s))
		return;
	/* "H1940_LATCH": the device a binding would name, "h1940-latch" */
	dev = arena_strdup(c->a, l->s);
	for (p = dev; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	if (!compatible_for(c, &d, dev) || (!d.proposed && !d.propose_soc))
		return; /* no driver names a board's own chip */
	compat = d.proposed ? d.proposed :
			      propose_compatible(c, dev, NULL, b->line, NULL);
	if (!compat)
		return;
	d.proposed = compat;
	d.propose_soc = 0;
	d.chipvar = var;
	d.devname = dev;
	d.chip = l->s;
	d.bus = d.addr = -1;
	d.base = b->i;
	d.count = n->i;
	d.label = conv_label_of(c, l->s);
	name = root_has(c, "gpio") ? arena_printf(c->a, "gpio-%s", dev) :
				     "gpio";
	d.node = dt_child(c->t, c->t->root, name, NULL);
	dt_prop(c->t, d.node, "compatible", "\"%s\"", compat);
	dt_prop(c->t, d.node, "ngpios", "<%lld>", d.count);
	add(c, &d);
	chip_item(c, &c->gdomains[c->ngdomains - 1], s, var);
}

/* "MST_PCMCIA0" -> "mst-pcmcia0": a node or device name */
static char *slug(struct conv *c, const char *label)
{
	char *dev = arena_strdup(c->a, label), *p;

	for (p = dev; *p; p++)
		*p = (char)(isalnum((unsigned char)*p) ?
				    tolower((unsigned char)*p) :
				    '-');
	return dev;
}

/* "mst-pcmcia0" -> "mst-pcmcia": one device name for a board's registers */
static char *reg_devname(struct conv *c, const char *label)
{
	char *dev = slug(c, label);
	size_t n = strlen(dev);

	while (n > 1 && isdigit((unsigned char)dev[n - 1]))
		dev[--n] = '\0';
	return dev;
}

/* The gpio-line-names of a constant names[] array, or NULL. */
static const char *line_names(struct conv *c, struct value *names, long long n)
{
	struct value *arr = names ? conv_deref(c, names, NULL) : NULL;
	struct strbuf sb = STRBUF_INIT;
	const char *out;
	long long i;

	if (!arr || arr->kind != V_ARRAY || (long long)arr->nelems < n)
		return NULL;
	for (i = 0; i < n; i++) {
		struct value *e = arr->elems[i];

		if (!e || (e->kind != V_STR && e->kind != V_NULL)) {
			sb_release(&sb);
			return NULL;
		}
		sb_addf(&sb, "%s\"%s\"", i ? ", " : "",
			e->kind == V_STR ? e->s : "");
	}
	out = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	return out;
}

/*
 * gpio_reg_init(dev, reg, base, num, label, direction, def_out, names,
 * irqdomain, irqs) of gpio-reg.c: one board register as @num GPIOs of
 * fixed direction (bit set: an input). A node at the register's physical
 * address; its compatible is a proposal (gpio-reg.c has no OF table).
 */
static void from_reg(struct conv *c, size_t mi, size_t si)
{
	const struct step *s = &c->b->steps[mi][si];
	struct value *const *a = s->args;
	struct gpio_domain d = { 0 };
	const char *compat, *names;
	struct item *it;

	if (s->nargs < 10 || a[2]->kind != V_INT || a[3]->kind != V_INT ||
	    a[3]->i <= 0 || a[3]->i > 32 || a[4]->kind != V_STR || !*a[4]->s ||
	    gpio_domain_of_chip(c, a[4]->s))
		return;
	d.devname = reg_devname(c, a[4]->s);
	if (!compatible_for(c, &d, d.devname) ||
	    (!d.proposed && !d.propose_soc))
		return;
	compat = d.proposed ? d.proposed :
			      propose_compatible(c, d.devname,
						 "drivers/gpio/gpio-reg.c",
						 s->line, NULL);
	if (!compat)
		return;
	d.proposed = compat;
	d.propose_soc = 0;
	d.regline = s->line;
	d.chip = a[4]->s;
	d.bus = d.addr = -1;
	d.base = a[2]->i;
	d.count = a[3]->i;
	d.label = conv_label_of(c, a[4]->s);
	d.node = dt_child(c->t, c->t->root,
			  arena_printf(c->a, "gpio-%s", slug(c, a[4]->s)),
			  NULL);
	dt_prop(c->t, d.node, "compatible", "\"%s\"", compat);
	dt_prop(c->t, d.node, "ngpios", "<%lld>", d.count);
	names = line_names(c, a[7], d.count);
	if (names)
		dt_prop(c->t, d.node, "gpio-line-names", "%s", names);
	add(c, &d);
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	it->node = arena_printf(c->a, "&%s", d.label);
	gpio_domain_propose(c, &c->gdomains[c->ngdomains - 1], it,
			    "drivers/gpio/gpio-reg.c", s->line, NULL);
	item_fate(c->r, it, FATE_PARTIAL,
		  "no reg: the register (%s) is an address of the board's "
		  "static mapping; reg needs the physical one",
		  a[1]->text ? a[1]->text : "?");
	item_fate(c->r, it, FATE_PARTIAL,
		  "the fixed directions (inputs: %s) and the initial output "
		  "levels (%s) are gpio_reg_init()'s arguments, which the "
		  "proposed binding must carry",
		  a[5]->text ? a[5]->text : "?", a[6]->text ? a[6]->text : "?");
	if (a[9]->kind != V_NULL)
		item_fate(c->r, it, FATE_PARTIAL,
			  "the lines' interrupts (%s) need the proposed "
			  "binding's interrupt properties",
			  a[9]->text ? a[9]->text : "?");
}

void gpio_domain_reg_call(struct conv *c, const struct step *s)
{
	struct item *it;
	size_t i;

	for (i = 0; i < c->ngdomains; i++)
		if (c->gdomains[i].regline == s->line && s->nargs > 4 &&
		    s->args[4]->kind == V_STR &&
		    !strcmp(c->gdomains[i].chip, s->args[4]->s))
			return; /* its item came with its node */
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	item_fate(c->r, it, FATE_TODO,
		  "a board register exposed as GPIOs whose line count or "
		  "label is not a constant: no node; its lookups stay "
		  "unconverted");
}

int gpio_domain_assign(struct conv *c, const struct step *s)
{
	size_t i, l;

	for (i = 0; s->fn && i < c->ngdomains; i++) {
		const struct gpio_domain *d = &c->gdomains[i];
		struct item *it;
		const char *f;

		if (!d->chipvar)
			continue;
		l = strlen(d->chipvar);
		if (strncmp(s->fn, d->chipvar, l) || s->fn[l] != '.')
			continue;
		f = s->fn + l + 1;
		it = report_add(c->r, c->m->id, "assignment", s->text, s->line);
		it->node = arena_printf(c->a, "&%s", d->label);
		/* the range and name are the node's; the functions, board code */
		if (strcmp(f, "base") && strcmp(f, "ngpio") &&
		    strcmp(f, "label") && strcmp(f, "owner"))
			item_fate(c->r, it, FATE_PARTIAL,
				  "the chip's .%s is board code: what it does "
				  "to the chip's register is not in the node",
				  f);
		return 1;
	}
	return 0;
}

void gpio_domain_chip_call(struct conv *c, const struct step *s)
{
	const char *var = chip_var(c, s);
	struct item *it;
	size_t i;

	for (i = 0; var && i < c->ngdomains; i++)
		if (c->gdomains[i].chipvar &&
		    !strcmp(c->gdomains[i].chipvar, var))
			return; /* its item came with its node */
	it = report_add(c->r, c->m->id, "call", s->text, s->line);
	item_fate(c->r, it, FATE_TODO,
		  "a gpio_chip whose base, ngpio or label is not a constant "
		  "of its initializer (set at run time): no node; its GPIO "
		  "numbers stay unconverted");
}

/*
 * The Linux device name of I2C client @addr of bus @bus (i2c-core-base.c's
 * i2c_dev_set_name()): "i2c-<dev_name>" where the board info names one,
 * else "<bus>-<addr>".
 */
static const char *i2c_devname(struct conv *c, struct value *bi, long long bus,
			       long long addr)
{
	struct value *dn = val_get(bi, "dev_name");

	if (dn && dn->kind == V_STR)
		return arena_printf(c->a, "i2c-%s", dn->s);
	return bus < 0 ? NULL : arena_printf(c->a, "%lld-%04llx", bus, addr);
}

/*
 * The label driver @src gives the client's gpio_chip, as the lookup tables
 * must name it: its device name where the driver's '.label =' takes
 * dev_name() (pca953x.c), else the client's type (pcf857x.c's
 * client->name). NULL: the device name is not known.
 */
static const char *i2c_chip_label(struct conv *c, const char *src,
				  const char *type, const char *devname)
{
	struct strbuf sb = { 0 };
	const char *p, *label = type;

	if (src &&
	    !file_read_all(arena_printf(c->a, "%s/%s", c->kdir, src), &sb)) {
		for (p = sb_str(&sb); (p = strstr(p, "label")); p++) {
			const char *eol = strchr(p, '\n');
			const char *dn = strstr(p, "dev_name(");

			p += strlen("label");
			while (*p == ' ' || *p == '\t')
				p++;
			if (*p == '=' && dn && (!eol || dn < eol)) {
				label = devname;
				break;
			}
		}
	}
	sb_release(&sb);
	return label;
}

static void from_i2c(struct conv *c, const struct step *s)
{
	struct value *arr = s->nargs > 1 ? conv_deref(c, s->args[1], NULL) :
					   NULL;
	size_t i;

	for (i = 0; arr && arr->kind == V_ARRAY && i < arr->nelems; i++) {
		struct value *bi = arr->elems[i];
		struct value *tv = val_get(bi, "type"),
			     *av = val_get(bi, "addr");
		struct gpio_domain d = { 0 };
		const char *src = NULL;
		int named;

		if (!tv || tv->kind != V_STR || !av || av->kind != V_INT)
			continue;
		d.base = gpio_base_of(c, val_get(bi, "platform_data"));
		d.count = ngpio_of(tv->s);
		if (d.base < 0 || !d.count ||
		    !(client_of_compatible(c->clients, c->kdir, tv->s, c->a,
					   &named, &src) ||
		      (c->bindings &&
		       bindings_compatible_for(c->bindings, tv->s))))
			continue;
		d.bus = s->args[0]->kind == V_INT ? s->args[0]->i : -1;
		d.addr = av->i;
		d.part = tv->s;
		d.devname = i2c_devname(c, bi, d.bus, d.addr);
		d.chip = i2c_chip_label(c, src, tv->s, d.devname);
		if (!d.chip)
			d.chip = tv->s; /* on no bus of a number: unmatched */
		d.label = conv_label_of(c, arena_printf(c->a, "%s_%llx", tv->s,
							d.addr));
		add(c, &d);
	}
}

/*
 * The provider call step @si of @steps registers, if it is one: a platform
 * device, an I2C client, or (@own: the board's own steps, which from_reg()
 * and from_chip() index) a register or gpio_chip of the board file's.
 */
static int provider_step(struct conv *c, size_t mi, const struct step *steps,
			 size_t si, int own)
{
	const struct step *s = &steps[si];
	struct value *arr;
	size_t k;

	if (!s->nargs)
		return 0;
	if (!strcmp(s->fn, "platform_device_register") &&
	    s->args[0]->kind == V_ADDR) {
		from_pdev(c, s->args[0]->s);
	} else if (!strcmp(s->fn, "platform_add_devices") &&
		   s->args[0]->kind == V_ADDR) {
		arr = conv_var(c, s->args[0]->s, NULL);
		for (k = 0; arr && arr->kind == V_ARRAY && k < arr->nelems; k++)
			if (arr->elems[k]->kind == V_ADDR)
				from_pdev(c, arr->elems[k]->s);
	} else if (!strcmp(s->fn, "i2c_register_board_info")) {
		from_i2c(c, s);
	} else if (own && !strcmp(s->fn, "gpio_reg_init")) {
		from_reg(c, mi, si);
	} else if (own && chip_var(c, s)) {
		from_chip(c, mi, si, chip_var(c, s));
	} else {
		return 0;
	}
	return 1;
}

/*
 * The providers steps @steps[0..@n) register, and those of the board code
 * they call (zylonite_pxa300_init() registers the PCA9539 expanders that
 * zylonite.c's lookup tables name), at most @depth calls deep.
 */
static void domains_in(struct conv *c, size_t mi, const struct step *steps,
		       size_t n, int depth)
{
	const struct board *lib;
	struct step *body;
	size_t i, nb;

	for (i = 0; i < n; i++) {
		const struct step *s = &steps[i];

		if (s->kind != STEP_CALL || !step_applies(s, c->m) ||
		    provider_step(c, mi, steps, i, steps == c->b->steps[mi]))
			continue;
		if (depth > 0 && (nb = soc_chain_inline(c, s, &lib, &body)) &&
		    lib->board_code)
			domains_in(c, mi, body, nb, depth - 1);
	}
}

void gpio_domains_find(struct conv *c, size_t mi)
{
	/* as deep as convert_step() follows board code */
	domains_in(c, mi, c->b->steps[mi], c->b->nsteps[mi], 4);
}

struct gpio_domain *gpio_domain_of_var(struct conv *c, const char *var)
{
	size_t i;

	for (i = 0; var && i < c->ngdomains; i++)
		if (c->gdomains[i].var && !strcmp(c->gdomains[i].var, var))
			return &c->gdomains[i];
	return NULL;
}

struct gpio_domain *gpio_domain_of_i2c(struct conv *c, long long bus,
				       long long addr)
{
	size_t i;

	for (i = 0; i < c->ngdomains; i++)
		if (!c->gdomains[i].var && c->gdomains[i].bus == bus &&
		    c->gdomains[i].addr == addr)
			return &c->gdomains[i];
	return NULL;
}

const struct gpio_domain *gpio_domain_of_gpio(struct conv *c, long long gpio)
{
	size_t i;

	for (i = 0; i < c->ngdomains; i++)
		if (c->gdomains[i].base >= 0 && gpio >= c->gdomains[i].base &&
		    gpio < c->gdomains[i].base + c->gdomains[i].count)
			return &c->gdomains[i];
	return NULL;
}

const struct gpio_domain *gpio_domain_of_chip(struct conv *c, const char *chip)
{
	size_t i;

	for (i = 0; chip && i < c->ngdomains; i++)
		if (!strcmp(c->gdomains[i].chip, chip))
			return &c->gdomains[i];
	return NULL;
}

const struct gpio_domain *gpio_domain_misnamed(struct conv *c, const char *chip,
					       struct strbuf *why)
{
	const struct gpio_domain *one = NULL;
	size_t i, n = 0;

	for (i = 0; chip && i < c->ngdomains; i++) {
		const struct gpio_domain *d = &c->gdomains[i];

		if (!d->part || !strstr(chip, d->part) ||
		    !strcmp(d->chip, d->part))
			continue;
		sb_addf(why, "%s%s", n++ ? ", " : "", d->chip);
		one = d;
	}
	return n == 1 ? one : NULL;
}

/* Does any property of @n or below name line @off of @label? */
static int line_used(const struct dt_node *n, const char *ref, long long off)
{
	size_t i, len = strlen(ref);

	for (i = 0; i < n->nprops; i++) {
		const char *v = n->props[i].value;

		while (v && (v = strstr(v, ref)) != NULL) {
			v += len;
			if (*v == ' ' && strtoll(v + 1, NULL, 0) == off)
				return 1;
		}
	}
	for (i = 0; i < n->nkids; i++)
		if (line_used(n->kids[i], ref, off))
			return 1;
	return 0;
}

static int tree_line_used(const struct dt_tree *t, const char *label,
			  long long off)
{
	const char *ref = arena_printf(t->a, "&%s", label);
	size_t i;

	if (line_used(t->root, ref, off))
		return 1;
	for (i = 0; i < t->nrefs; i++)
		if (line_used(t->refs[i], ref, off))
			return 1;
	return 0;
}

/*
 * The lines the driver drives at probe (direction register bit set) and no
 * consumer claims keep that state under the devicetree boot as gpio-hogs;
 * a line a consumer claims is set by its driver.
 */
static void hogs(struct conv *c, struct gpio_domain *d)
{
	long long k;

	for (k = 0; k < d->count; k++) {
		unsigned long long bit = 1ULL << (k + d->dir_bit0);
		struct dt_node *h;

		if (!(d->dir & bit) || tree_line_used(c->t, d->label, k))
			continue;
		h = dt_child(c->t, d->node,
			     arena_printf(c->a, "gpio%lld-hog", k), NULL);
		dt_prop_bool(c->t, h, "gpio-hog");
		dt_prop(c->t, h, "gpios", "<%lld GPIO_ACTIVE_HIGH>", k);
		dt_prop_bool(c->t, h,
			     d->out & bit ? "output-high" : "output-low");
	}
}

void gpio_domains_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->ngdomains; i++) {
		struct gpio_domain *d = &c->gdomains[i];
		struct gpio_domain *owner =
			d->owner ? gpio_domain_of_var(c, d->owner) : NULL;

		if (owner && owner->node) {
			/* one chip of the device: its register, in the window */
			dt_prop(c->t, owner->node, "#address-cells", "<1>");
			dt_prop(c->t, owner->node, "#size-cells", "<0>");
			d->node = dt_child(c->t, owner->node, "gpio",
					   arena_printf(c->a, "%llx", d->unit));
			dt_prop(c->t, d->node, "reg", "<0x%llx>", d->unit);
			dt_prop(c->t, d->node, "ngpios", "<%lld>", d->count);
		}
		if (!d->node || d->banked)
			continue;
		d->node->label = d->label;
		dt_prop_bool(c->t, d->node, "gpio-controller");
		dt_prop(c->t, d->node, "#gpio-cells", "<2>");
		if (d->has_init) {
			dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
			hogs(c, d);
		}
	}
}
