// SPDX-License-Identifier: GPL-2.0
/*
 * I2C board info, and what I2C and SPI clients share: a client's
 * compatible, node name, platform data and interrupt (spi_bus.c has SPI).
 */
#include "convert/busses.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "convert/generic_name.h"
#include "convert/gpio_domain.h"
#include "convert/propose.h"
#include "convert/resources.h"
#include "convert/translate/translate.h"
#include "kernel/clientid.h"
#include "kernel/driver_kconfig.h"
#include "kernel/vendor.h"
#include "lib/fileio.h"
#include "convert/steps.h"
#include "convert/swnode.h"

/* The bus controller's label, when the SoC .dtsi of this tree has it. */
const char *bus_label(struct conv *c, const struct soc_bus *b, long long num)
{
	for (; b && b->label; b++) {
		if (b->num != num)
			continue;
		if (c->sdt && !soc_dt_find_by_label(c->sdt, b->label))
			return NULL;
		return b->label;
	}
	return NULL;
}

long long bus_devname_id(const char *name, const char *devname)
{
	size_t n = strlen(name);
	char *end;
	long long id;

	if (strncmp(devname, name, n) || devname[n] != '.' ||
	    !isdigit((unsigned char)devname[n + 1]))
		return -1;
	id = strtoll(devname + n + 1, &end, 10);
	return *end ? -1 : id;
}

/* A client by its dev_name(), for the lookup tables that name it. */
void bus_client_devnode(struct conv *c, const char *devname, const char *type,
			struct dt_node *n, struct item *it)
{
	struct devnode d = { 0 };

	d.devname = devname;
	d.name = type;
	d.node = n;
	d.item = it;
	ARENA_PUSH(c->a, c->devs, c->ndevs, c->adevs, d);
}

/*
 * "<vendor>,<type>" with the maker the Kconfig entry of the client's driver
 * @src names ("LCD Panel support for SHARP corgi/spitz model"); NULL:
 * none, or a type that cannot stand in a compatible as the cores match it
 * (the cores compare ids case-sensitively; compatibles are lower case,
 * with dashes).
 */
static const char *kconfig_vendor(struct conv *c, const char *type,
				  const char *src)
{
	const char *p, *vendor = NULL;
	char *text;

	for (p = type; *p; p++)
		if (!islower((unsigned char)*p) &&
		    !isdigit((unsigned char)*p) && *p != '-')
			return NULL;
	text = c->vendors ? driver_kconfig_text(c->kdir, src) : NULL;
	if (text)
		vendor = vendor_in_text(c->vendors, text);
	free(text);
	return vendor ? arena_printf(c->a, "%s,%s", vendor, type) : NULL;
}

/*
 * Does a driver of the tree name @type in lower case ("wm8750" for jive's
 * "WM8750")? *@src: that driver's file.
 */
static int lower_case_binds(struct conv *c, const char *type, const char **src)
{
	char *low = arena_strdup(c->a, type), *p;
	int named;

	*src = NULL;
	for (p = low; *p; p++)
		*p = (char)tolower((unsigned char)*p);
	if (!strcmp(low, type))
		return 0;
	client_of_compatible(c->clients, c->kdir, low, c->a, &named, src);
	return named && *src;
}

/*
 * "<vendor>,<type>": what the OF table of the client's driver says (the
 * driver's own reading), else the one the binding documents name, else
 * one of the platform drivers' compatibles, else the vendor the bindings
 * give the part's family, else the maker its driver's Kconfig entry
 * names. Otherwise the vendor is left to a human.
 */
const char *bus_client_compatible(struct conv *c, const char *type,
				  struct item *it, const char **src)
{
	int named;
	const char *doc = client_of_compatible(c->clients, c->kdir, type, c->a,
					       &named, src);
	size_t i, k;

	/* no driver names it: any compatible would be invented */
	if (!named) {
		item_fate(c->r, it, FATE_TODO,
			  "no driver of drivers/ or sound/ names \"%s\"", type);
		return NULL;
	}

	if (!doc && c->bindings)
		doc = bindings_compatible_for(c->bindings, type);
	if (doc)
		return doc;
	for (i = 0; c->drv && i < drv_index_count(c->drv); i++) {
		const struct drv_entry *d = drv_index_entry(c->drv, i);

		for (k = 0; k < d->ncompat; k++) {
			const char *comma = strchr(d->compatibles[k], ',');

			if (comma && !strcmp(comma + 1, type))
				return d->compatibles[k];
		}
	}
	doc = c->bindings ? bindings_vendor_for_part(c->bindings, type, c->a) :
			    NULL;
	if (doc)
		return propose_client_compatible(
			c, doc, *src, it, "the bindings give its family");
	doc = kconfig_vendor(c, type, *src);
	if (doc)
		return propose_client_compatible(
			c, doc, *src, it,
			"its driver's Kconfig entry names as the maker");
	if (lower_case_binds(c, type, &doc)) {
		item_fate(c->r, it, FATE_TODO,
			  "the I2C and SPI cores match ids case-sensitively, "
			  "and %s names the part in lower case: that driver "
			  "does not bind \"%s\" in the board-file kernel "
			  "either",
			  doc, type);
		return NULL;
	}
	item_fate(c->r, it, FATE_TODO,
		  "no vendor prefix for \"%s\" in the tree's bindings, nor "
		  "a maker in its driver's Kconfig entry",
		  type);
	return NULL;
}

/*
 * A generic node name (the devicetree specification's) from where the
 * client's driver lives: a client's kinds first (a multi-function chip on
 * a bus is a PMIC, a memory on SPI a flash chip, not a NAND controller),
 * then any device's (generic_name.c); the type itself when the place says
 * nothing.
 */
const char *bus_client_node_name(struct conv *c, const char *src,
				 const char *type)
{
	static const struct {
		const char *dir, *name;
	} kinds[] = {
		{ "drivers/mfd/", "pmic" },
		{ "drivers/input/keyboard/", "keyboard" },
		{ "drivers/leds/", "led-controller" },
		{ "drivers/mtd/", "flash" },
	};
	const char *g;
	size_t i;

	for (i = 0; src && i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (!strncmp(src, kinds[i].dir, strlen(kinds[i].dir)))
			return kinds[i].name;
	g = generic_name_of_driver(c, src);
	return g ? g : type ? type : "device";
}

/*
 * The client's platform data through the translator named like the client
 * (the same table as platform devices'); what it leaves is reported.
 */
static int client_pdata(struct conv *c, struct dt_node *n, struct value *pd,
			struct item *it, const char *type, struct strbuf *why)
{
	const struct translator *tr = translator_find(type);
	const char *own = conv_own_compatible(c, n);
	struct value *v = conv_deref(c, pd, NULL);

	/* a generic compatible for many parts ("jedec,spi-nor"): its own */
	if (!tr && own)
		tr = translator_find(own);
	struct strbuf unused = STRBUF_INIT;
	struct xlate x = { 0 };

	if (!tr || !tr->fn || !v)
		return 0;
	/*
	 * &array (ttc_dkb's .platform_data = &max7312_data): the pointer the
	 * driver reads is the first element's
	 */
	if (v->kind == V_ARRAY && v->nelems && v->elems[0] &&
	    v->elems[0]->kind == V_STRUCT)
		v = v->elems[0];
	x.c = c;
	x.node = n;
	x.pdata = v;
	x.pdata_var = pd->s;
	x.it = it;
	x.devname = type;
	tr->fn(&x);
	if (val_list_unused(v, pd->s ? pd->s : "pdata", &unused))
		sb_addf(why, "%splatform data not translated: %s",
			why->len ? "; " : "", sb_str(&unused));
	sb_release(&unused);
	return 1;
}

void bus_client_common(struct conv *c, struct dt_node *n, struct value *bi,
		       struct item *it, const char *pdkey, const char *type)
{
	struct strbuf why = STRBUF_INIT, unused = STRBUF_INIT;
	struct value *pd = val_take(bi, pdkey);
	struct value *irq = val_get(bi, "irq");
	struct value *sw = val_take(bi, "swnode");

	/* a negative one is none: the client drivers test irq > 0 */
	if (irq && irq->kind == V_INT && irq->i < 0)
		val_take(bi, "irq");
	else if (irq && !val_is_zero(irq))
		irq_props(c, n, val_take_int(bi, "irq", 0), 0, &why);
	if (pd && !val_is_zero(pd) && client_pdata(c, n, pd, it, type, &why))
		;
	else if (pd && !val_is_zero(pd))
		sb_addf(&why, "%splatform data %s not translated",
			why.len ? "; " : "", pd->text ? pd->text : "");
	if (sw && !val_is_zero(sw) && !swnode_props(c, n, sw, &why))
		sb_addf(&why, "%ssoftware node %s not translated",
			why.len ? "; " : "", sw->text ? sw->text : "");
	if (val_list_unused(bi, "", &unused))
		sb_addf(&why, "%snot translated: %s", why.len ? "; " : "",
			sb_str(&unused));
	if (why.len) {
		item_fate(c->r, it, FATE_PARTIAL, "%s", sb_str(&why));
	}
	sb_release(&why);
	sb_release(&unused);
}

/*
 * &one_info, 1 (a single struct, not an array): a one-element array, so
 * that it is converted, or reported, like any other.
 */
struct value *bus_as_array(struct conv *c, struct value *v)
{
	struct value *a;

	if (!v || v->kind != V_STRUCT)
		return v;
	a = arena_alloc(c->a, sizeof(*a));
	a->kind = V_ARRAY;
	a->elems = arena_alloc(c->a, sizeof(*a->elems));
	a->elems[0] = v;
	a->nelems = 1;
	a->line = v->line;
	return a;
}

int bus_helper_clients(struct conv *c, const struct step *s,
		       const struct step *steps, size_t n, struct step *bare)
{
	static const struct {
		const char *fn;
		size_t array; /* which argument is the client array */
		void (*convert)(struct conv *c, const struct step *s);
	} regs[] = {
		{ "spi_register_board_info", 0, convert_spi },
		{ "i2c_register_board_info", 1, convert_i2c },
	};
	struct value **args = NULL;
	size_t i, k, r, found = 0;

	for (i = 0; i < n; i++) {
		for (r = 0; r < sizeof(regs) / sizeof(regs[0]); r++)
			if (steps[i].kind == STEP_CALL &&
			    !strcmp(steps[i].fn, regs[r].fn) &&
			    steps[i].nargs > regs[r].array)
				break;
		if (r == sizeof(regs) / sizeof(regs[0]))
			continue;
		/* only what the caller passed: the SoC's own clients are the SoC's */
		for (k = 0; k < s->nargs; k++)
			if (s->args[k] == steps[i].args[regs[r].array])
				break;
		if (k == s->nargs || s->args[k]->kind != V_ADDR)
			continue;
		regs[r].convert(c, &steps[i]);
		if (!args) {
			args = arena_alloc(c->a,
					   (s->nargs + 1) * sizeof(*args));
			memcpy(args, s->args, s->nargs * sizeof(*args));
		}
		args[k] = arena_alloc(c->a, sizeof(*args[k]));
		args[k]->kind = V_INT;
		args[k]->line = s->args[k]->line;
		found++;
	}
	if (!found)
		return 0;
	*bare = *s;
	bare->args = args;
	return 1;
}

/*
 * The clients of I2C bus @bus (the @n first of @arr, registered at @line)
 * under the controller's node @busn, which @ref names in the report.
 */
void bus_i2c_clients(struct conv *c, long long bus, struct value *arr, size_t n,
		     unsigned line, struct dt_node *busn, const char *ref)
{
	size_t i;

	for (i = 0; i < n; i++) {
		struct value *bi = arr->elems[i];
		const char *type = val_take_str(bi, "type");
		long long addr = val_take_int(bi, "addr", 0);
		struct item *it =
			report_add(c->r, c->m->id, "i2c_board_info",
				   arena_printf(c->a, "%s@%lld-%02llx",
						type ? type : "?", bus, addr),
				   bi->line ? bi->line : line);
		struct dt_node *n;
		const char *compat, *src = NULL, *devname;

		conv_item_from(c, it, bi);
		if (!busn) {
			item_fate(c->r, it, FATE_TODO,
				  "I2C bus %lld has no node in the SoC .dtsi, "
				  "and no controller of this machine is "
				  "numbered %lld",
				  bus, bus);
			continue;
		}
		compat = bus_client_compatible(c, type ? type : "?", it, &src);
		if (!compat)
			continue;
		if (busn->ref) {
			dt_prop_str(c->t, busn, "status", "okay");
		} else {
			/* a board's own controller: the .dtsi says none */
			dt_prop(c->t, busn, "#address-cells", "<1>");
			dt_prop(c->t, busn, "#size-cells", "<0>");
		}
		n = dt_child(c->t, busn, bus_client_node_name(c, src, type),
			     arena_printf(c->a, "%llx", addr));
		dt_prop_str(c->t, n, "compatible", compat);
		dt_prop(c->t, n, "reg", "<0x%llx>", addr);
		if (gpio_domain_of_i2c(c, bus, addr))
			gpio_domain_of_i2c(c, bus, addr)->node = n;
		it->node = arena_printf(c->a, "%s/%s@%llx", ref, n->name, addr);
		/*
		 * i2c_dev_set_name(): "i2c-<dev_name>" when the board gives
		 * one, what lookup tables and a GPIO expander's chip label
		 * then name; the node stands for either
		 */
		devname = val_take_str(bi, "dev_name");
		bus_client_devnode(
			c,
			devname ? arena_printf(c->a, "i2c-%s", devname) :
				  arena_printf(c->a, "%lld-%04llx", bus, addr),
			type, n, it);
		bus_client_common(c, n, bi, it, "platform_data", type);
	}
}
