// SPDX-License-Identifier: GPL-2.0
#include "convert/resources.h"

#include <string.h>

#include "convert/gpio_chip_label.h"
#include "convert/gpio_domain.h"
#include "convert/irq_setup.h"

const char *irq_type_macro(unsigned long bits)
{
	static const char *const names[16] = {
		[0] = "IRQ_TYPE_NONE",	       [1] = "IRQ_TYPE_EDGE_RISING",
		[2] = "IRQ_TYPE_EDGE_FALLING", [3] = "IRQ_TYPE_EDGE_BOTH",
		[4] = "IRQ_TYPE_LEVEL_HIGH",   [8] = "IRQ_TYPE_LEVEL_LOW",
	};

	return names[bits & 15] ? names[bits & 15] : "IRQ_TYPE_NONE";
}

/*
 * A controller named in the SoC table by label, or as "compatible:X" where
 * the .dtsi gives it no label: then it is referenced by path, &{/...}.
 * NULL when this SoC's .dtsi has no such node (the row is another SoC's).
 */
static const char *ctrl_ref(struct conv *c, const char *spec)
{
	const struct soc_node *n;

	/* the S3C2410 has no GPK bank, which the family's numbers have */
	if (strncmp(spec, "compatible:", 11))
		return !c->sdt || soc_dt_find_by_label(c->sdt, spec) ? spec :
								       NULL;
	n = c->sdt ? soc_dt_find_by_compatible(c->sdt, spec + 11, 0) : NULL;
	if (!n)
		return NULL;
	return n->label ? n->label : arena_printf(c->a, "{%s}", n->path);
}

/*
 * The controller's cell for row @g's first line: rows naming one
 * controller (one block whose driver registers a gpio_chip per bank,
 * ep93xx's "A".."H") number its lines on from the lowest row's first.
 */
static long long gpio_cell0(struct conv *c, const struct soc_gpio_range *g)
{
	long long first, low, f;
	size_t i;

	if (soc_eval(c->b, g->first, &first))
		return 0;
	low = first;
	for (i = 0; c->soc->gpios[i].chip; i++)
		if (!strcmp(c->soc->gpios[i].label, g->label) &&
		    !soc_eval(c->b, c->soc->gpios[i].first, &f) && f < low)
			low = f;
	return first - low;
}

/*
 * A SoC GPIO controller a board line refers to: the generated .dtsi has
 * the SoC's banks disabled (omap1's), and a line of a disabled controller
 * has no driver. Enables it once.
 */
static const char *gpio_ctrl_used(struct conv *c, const char *label)
{
	const struct soc_node *n =
		c->sdt ? soc_dt_find_by_label(c->sdt, label) : NULL;

	if (n && n->status && strcmp(n->status, "okay")) {
		struct dt_node *ref = dt_ref(c->t, label);

		if (!dt_get(ref, "status"))
			dt_prop_str(c->t, ref, "status", "okay");
	}
	return label;
}

int gpio_controller(struct conv *c, long long gpio, const char **label,
		    long long *offset)
{
	size_t i;

	for (i = 0; c->soc->gpios && c->soc->gpios[i].chip; i++) {
		const struct soc_gpio_range *g = &c->soc->gpios[i];
		long long first, count;

		if (soc_eval(c->b, g->first, &first) ||
		    soc_eval(c->b, g->count, &count))
			continue;
		if (gpio >= first && gpio < first + count &&
		    ctrl_ref(c, g->label)) {
			*label = gpio_ctrl_used(c, ctrl_ref(c, g->label));
			*offset = gpio - first + gpio_cell0(c, g);
			return 0;
		}
	}
	{
		const struct gpio_domain *d = gpio_domain_of_gpio(c, gpio);

		if (d) {
			*label = d->label;
			*offset = gpio - d->base;
			return 0;
		}
	}
	return -1;
}

const char *gpio_cells(struct conv *c, long long gpio, int active_low)
{
	const char *label;
	long long off;

	if (gpio_controller(c, gpio, &label, &off))
		return NULL;
	dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
	return arena_printf(c->a, "&%s %lld %s", label, off,
			    active_low ? "GPIO_ACTIVE_LOW" :
					 "GPIO_ACTIVE_HIGH");
}

/*
 * Is row @g the SoC GPIO chip labelled @chip? By the row's label, else by
 * where the driver that labels it @chip starts it (@base: its '.base'
 * expression, gpio-samsung.c's "GPIOE" at S3C2410_GPE(0)).
 */
static int gpio_row_is(struct conv *c, const struct soc_gpio_range *g,
		       const char *chip, const char *base)
{
	long long a, b;

	if (!strcmp(g->chip, chip))
		return 1;
	if (!base)
		return 0;
	if (!strcmp(g->first, base))
		return 1;
	return !soc_eval(c->b, g->first, &a) && !soc_eval(c->b, base, &b) &&
	       a == b;
}

/*
 * A lookup's gpio_lookup_flags as the <dt-bindings/gpio/gpio.h> flags
 * gpiolib reads from a specifier to the same effect: GPIO_OPEN_DRAIN of a
 * lookup is single-ended open drain in both.
 */
static const char *lookup_flags(struct conv *c, unsigned long flags)
{
	static const struct {
		unsigned long bit;
		const char *dt;
	} map[] = { { 1UL << 1, "GPIO_OPEN_DRAIN" },
		    { 1UL << 2, "GPIO_OPEN_SOURCE" },
		    { 1UL << 3, "GPIO_TRANSITORY" },
		    { 1UL << 4, "GPIO_PULL_UP" },
		    { 1UL << 5, "GPIO_PULL_DOWN" },
		    { 1UL << 6, "GPIO_PULL_DISABLE" } };
	const char *s = flags & 1 ? "GPIO_ACTIVE_LOW" : "GPIO_ACTIVE_HIGH";
	size_t i;

	for (i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (flags & map[i].bit)
			s = arena_printf(c->a, "%s | %s", s, map[i].dt);
	return strchr(s, '|') ? arena_printf(c->a, "(%s)", s) : s;
}

const char *gpio_domain_cells(struct conv *c, const struct gpio_domain *d,
			      long long idx, unsigned long flags)
{
	dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
	return arena_printf(c->a, "&%s %lld %s", d->label, idx,
			    lookup_flags(c, flags));
}

const char *gpio_chip_cells(struct conv *c, const char *chip, long long idx,
			    unsigned long flags)
{
	const char *base = NULL;
	size_t i;

	for (i = 0; chip && c->soc->gpios && c->soc->gpios[i].chip; i++)
		if (!strcmp(c->soc->gpios[i].chip, chip))
			break;
	if (chip && c->soc->gpios && !c->soc->gpios[i].chip &&
	    !gpio_domain_of_chip(c, chip))
		base = gpio_chip_label_base(c, chip);
	for (i = 0; chip && c->soc->gpios && c->soc->gpios[i].chip; i++) {
		long long count;

		if (!gpio_row_is(c, &c->soc->gpios[i], chip, base) ||
		    !ctrl_ref(c, c->soc->gpios[i].label))
			continue;
		/*
		 * A line past the SoC controller's (tosa names "gpio-pxa"
		 * with a SCOOP line's global number): gpiolib would find no
		 * such line; the number is a global GPIO number.
		 */
		if (!soc_eval(c->b, c->soc->gpios[i].count, &count) &&
		    idx >= count)
			return gpio_cells(c, idx, flags & 1);
		dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
		return arena_printf(
			c->a, "&%s %lld %s",
			gpio_ctrl_used(c, ctrl_ref(c, c->soc->gpios[i].label)),
			idx + gpio_cell0(c, &c->soc->gpios[i]),
			lookup_flags(c, flags));
	}
	{
		const struct gpio_domain *d = gpio_domain_of_chip(c, chip);

		if (d)
			return gpio_domain_cells(c, d, idx, flags);
	}
	return NULL;
}

/* Appends one interrupt; a second parent turns the node to interrupts-extended. */
static void add_irq(struct conv *c, struct dt_node *n, const char *label,
		    const char *cells)
{
	const struct dt_prop *parent = dt_get(n, "interrupt-parent");
	const struct dt_prop *ext = dt_get(n, "interrupts-extended");
	const struct dt_prop *ints = dt_get(n, "interrupts");
	char *want = arena_printf(c->a, "<&%s>", label);

	if (ext) {
		dt_prop(c->t, n, "interrupts-extended", "%s, <&%s %s>",
			ext->value, label, cells);
	} else if (!ints) {
		dt_prop(c->t, n, "interrupt-parent", "%s", want);
		dt_prop(c->t, n, "interrupts", "<%s>", cells);
	} else if (parent && !strcmp(parent->value, want)) {
		dt_prop(c->t, n, "interrupts", "%s, <%s>", ints->value, cells);
	} else {
		/* two parents: rewrite as interrupts-extended, <&parent cells> each */
		struct strbuf ext = STRBUF_INIT;
		const char *p = ints->value;
		const char *pl = parent->value + 1; /* "&vic1>" */
		int pn = (int)strlen(pl) - 1;

		while ((p = strchr(p, '<')) != NULL) {
			size_t len = strcspn(p + 1, ">");

			sb_addf(&ext, "%s<%.*s %.*s>", ext.len ? ", " : "", pn,
				pl, (int)len, p + 1);
			p += len + 1;
		}
		sb_addf(&ext, ", <&%s %s>", label, cells);
		dt_del(n, "interrupt-parent");
		dt_del(n, "interrupts");
		dt_prop(c->t, n, "interrupts-extended", "%s", sb_str(&ext));
		sb_release(&ext);
	}
}

/* The label the controller's node has, or will have once it is converted. */
static const char *domain_label(struct conv *c, const struct irq_domain *d)
{
	size_t i;

	for (i = 0; i < c->ndevs; i++)
		if (c->devs[i].var && !strcmp(c->devs[i].var, d->var) &&
		    c->devs[i].node->label)
			return c->devs[i].node->label;
	return conv_label_of(c, d->var);
}

/*
 * gpio_to_irq(N): the interrupt of SoC GPIO N is a cell pair on its GPIO
 * controller, where the .dtsi makes that an interrupt controller of two
 * cells (line, IRQ_TYPE_*). @flags 0 is IRQ_TYPE_NONE, as the board left
 * the trigger to the driver's request.
 */
static int gpio_irq_props(struct conv *c, struct dt_node *n, long long gpio,
			  unsigned long flags, struct strbuf *why)
{
	const struct soc_node *sn;
	const char *label;
	long long off;

	if (gpio_controller(c, gpio, &label, &off)) {
		if (why)
			sb_addf(why,
				"%sgpio_to_irq(%lld): GPIO %lld is on no "
				"GPIO controller of the SoC",
				why->len ? "; " : "", gpio, gpio);
		return -1;
	}
	sn = c->sdt ? soc_dt_find_by_label(c->sdt, label) : NULL;
	if (sn && sn->irq_cells == 2) {
		flags = irq_setup_trigger(c, n, label, off, 2, flags);
		dt_include(c->t, "<dt-bindings/interrupt-controller/irq.h>");
		add_irq(c, n, label,
			arena_printf(c->a, "%lld %s", off,
				     irq_type_macro(flags)));
		return 0;
	}
	if (why)
		sb_addf(why,
			"%sgpio_to_irq(%lld): &%s is no interrupt controller "
			"of two cells in %s",
			why->len ? "; " : "", gpio, label,
			c->dtsi ? c->dtsi : "the SoC .dtsi");
	return -1;
}

int irq_hwirq(struct conv *c, long long irq, const char **label,
	      long long *hwirq)
{
	size_t i;

	if (irq >= VAL_GPIO_IRQ && irq < 2 * VAL_GPIO_IRQ) {
		const struct gpio_domain *d;

		irq -= VAL_GPIO_IRQ;
		for (i = 0; c->soc->gpios && c->soc->gpios[i].chip; i++) {
			const struct soc_gpio_range *g = &c->soc->gpios[i];
			long long first, count;

			if (!soc_eval(c->b, g->first, &first) &&
			    !soc_eval(c->b, g->count, &count) && irq >= first &&
			    irq < first + count && ctrl_ref(c, g->label)) {
				*label = ctrl_ref(c, g->label);
				*hwirq = irq - first + gpio_cell0(c, g);
				return 0;
			}
		}
		d = gpio_domain_of_gpio(c, irq);
		if (!d)
			return -1;
		*label = d->label;
		*hwirq = irq - d->base;
		return 0;
	}
	for (i = 0; c->soc->irqs && c->soc->irqs[i].first; i++) {
		const struct soc_irq_range *r = &c->soc->irqs[i];
		long long first, count;

		if (!soc_eval(c->b, r->first, &first) &&
		    !soc_eval(c->b, r->count, &count) && irq >= first &&
		    irq < first + count && ctrl_ref(c, r->label)) {
			*label = ctrl_ref(c, r->label);
			*hwirq = irq - first;
			return 0;
		}
	}
	for (i = 0; i < c->ndomains; i++) {
		const struct irq_domain *d = &c->domains[i];

		if (irq >= d->first && irq < d->first + d->count) {
			*label = domain_label(c, d);
			*hwirq = irq - d->first;
			return 0;
		}
	}
	return -1;
}

int irq_props(struct conv *c, struct dt_node *n, long long irq,
	      unsigned long flags, struct strbuf *why)
{
	size_t i;

	if (irq >= VAL_GPIO_IRQ && irq < 2 * VAL_GPIO_IRQ)
		return gpio_irq_props(c, n, irq - VAL_GPIO_IRQ, flags, why);

	for (i = 0; c->soc->irqs && c->soc->irqs[i].first; i++) {
		const struct soc_irq_range *r = &c->soc->irqs[i];
		long long first, count;
		char *cells;

		if (soc_eval(c->b, r->first, &first) ||
		    soc_eval(c->b, r->count, &count))
			continue;
		if (irq < first || irq >= first + count ||
		    !ctrl_ref(c, r->label))
			continue;
		flags = irq_setup_trigger(c, n, ctrl_ref(c, r->label),
					  irq - first, r->cells, flags);
		if (r->cells == 4) {
			dt_include(c->t,
				   "<dt-bindings/interrupt-controller/irq.h>");
			cells = arena_printf(c->a, "0 0 %lld %s", irq - first,
					     irq_type_macro(flags ? flags : 3));
		} else if (r->cells == 3) {
			dt_include(
				c->t,
				"<dt-bindings/interrupt-controller/arm-gic.h>");
			cells = arena_printf(c->a, "GIC_SPI %lld %s",
					     irq - first,
					     irq_type_macro(flags ? flags : 4));
		} else if (r->cells == 2) {
			dt_include(c->t,
				   "<dt-bindings/interrupt-controller/irq.h>");
			cells = arena_printf(c->a, "%lld %s", irq - first,
					     irq_type_macro(flags));
		} else {
			cells = arena_printf(c->a, "%lld", irq - first);
		}
		add_irq(c, n, ctrl_ref(c, r->label), cells);
		return 0;
	}
	for (i = 0; i < c->ndomains; i++) {
		const struct irq_domain *d = &c->domains[i];

		if (irq < d->first || irq >= d->first + d->count)
			continue;
		flags = irq_setup_trigger(c, n, domain_label(c, d),
					  irq - d->first, 2, flags);
		dt_include(c->t, "<dt-bindings/interrupt-controller/irq.h>");
		add_irq(c, n, domain_label(c, d),
			arena_printf(c->a, "%lld %s", irq - d->first,
				     irq_type_macro(flags ? flags : 1)));
		return 0;
	}
	if (why)
		sb_addf(why,
			"%sinterrupt %lld is not on a SoC interrupt controller "
			"(board-level controller?)",
			why->len ? "; " : "", irq);
	return -1;
}

/*
 * "reg-names" or "interrupt-names" from the names of the resources of
 * type @flag, when the driver's @src asks for them by name (@byname).
 */
void resource_names(struct conv *c, struct dt_node *n, const char *src,
		    const char *byname, const char *prop,
		    struct value *const *res, size_t nres, unsigned long flag,
		    struct item *it)
{
	struct strbuf names = STRBUF_INIT;
	size_t i, k = 0, named = 0;

	if (!strstr(src, byname))
		return;
	for (i = 0; i < nres; i++) {
		struct value *f = val_get(res[i], "flags"),
			     *nm = val_get(res[i], "name");

		if (!f || f->kind != V_INT || !((unsigned long)f->i & flag))
			continue;
		k++;
		if (nm && nm->kind == V_STR && nm->s) {
			sb_addf(&names, "%s\"%s\"", named ? ", " : "", nm->s);
			named++;
		}
	}
	if (k && named == k)
		dt_prop(c->t, n, prop, "%s", sb_str(&names));
	else if (k)
		item_fate(c->r, it, FATE_PARTIAL,
			  "the driver asks for its resources by name "
			  "(%s), %zu of %zu have one",
			  byname, named, k);
	sb_release(&names);
}
