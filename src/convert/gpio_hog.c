// SPDX-License-Identifier: GPL-2.0
/*
 * GPIOs a board file requests and drives at boot (a reset line, a power
 * enable) become gpio-hog nodes under their controller. A sequence of
 * levels (a reset pulse) keeps its final level: the writes of the others
 * say so (hog_writes_finish()).
 */
#include <string.h>

#include "convert/gpio_domain.h"
#include "convert/resources.h"
#include "convert/steps.h"

/* "usb-dc-in-hog" for the line "USB/DC-IN", "gpio5-hog" for none. */
static char *hog_name(struct conv *c, const char *label, long long off)
{
	char *name = arena_printf(c->a, "%s-hog",
				  label ? label :
					  arena_printf(c->a, "gpio%lld", off));
	char *p;

	/* a node name's characters */
	for (p = name; *p; p++)
		*p = (*p >= 'A' && *p <= 'Z') ? (char)(*p + 32) :
		     ((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') ||
		      strchr(",.+-", *p)) ?
						*p :
						'-';
	return name;
}

static struct dt_node *hog_node(struct conv *c, long long gpio,
				const char *label, struct item *it)
{
	const char *ctrl, *want;
	long long off;
	struct dt_node *n, *parent;
	char *name;
	size_t i;

	if (gpio_controller(c, gpio, &ctrl, &off)) {
		item_fate(c->r, it, FATE_TODO,
			  "GPIO %lld is not on a SoC GPIO controller", gpio);
		return NULL;
	}
	name = hog_name(c, label, off);
	/* a board expander's node is in this tree: the hog goes inside */
	parent = gpio_domain_of_gpio(c, gpio) &&
				 gpio_domain_of_gpio(c, gpio)->node ?
			 gpio_domain_of_gpio(c, gpio)->node :
			 dt_ref(c->t, ctrl);
	want = arena_printf(c->a, "<%lld GPIO_ACTIVE_HIGH>", off);
	/*
	 * A line has one hog, whatever each call names it (hx4700's
	 * "ASIC3_nRESET" of gpio_request_array(), then gpio_set_value()
	 * with no label): gpiolib would refuse a second
	 */
	for (i = 0; i < parent->nkids; i++)
		if (dt_get(parent->kids[i], "gpio-hog") &&
		    dt_get(parent->kids[i], "gpios") &&
		    !strcmp(dt_get(parent->kids[i], "gpios")->value, want)) {
			n = parent->kids[i];
			it->node = arena_printf(c->a, "&%s/%s", ctrl, n->name);
			return n;
		}
	/*
	 * Lines requested under one label (h1940's five "LCD power"
	 * lines): one hog each, told apart by their line
	 */
	for (i = 0; i < parent->nkids; i++)
		if (!strcmp(parent->kids[i]->name, name) &&
		    dt_get(parent->kids[i], "gpios") &&
		    strcmp(dt_get(parent->kids[i], "gpios")->value, want))
			name = arena_printf(c->a, "%.*s-%lld-hog",
					    (int)strlen(name) - 4, name, off);
	n = dt_child(c->t, parent, name, NULL);
	if (!dt_get(n, "gpio-hog")) {
		dt_prop_bool(c->t, n, "gpio-hog");
		dt_include(c->t, "<dt-bindings/gpio/gpio.h>");
		dt_prop(c->t, n, "gpios", "<%lld GPIO_ACTIVE_HIGH>", off);
		if (label)
			dt_prop_str(c->t, n, "line-name", label);
	}
	it->node = arena_printf(c->a, "&%s/%s", ctrl, name);
	return n;
}

/* The label given to gpio_request() for @gpio earlier on the init path. */
static const char *request_label(struct conv *c, long long gpio,
				 unsigned before)
{
	size_t mi = (size_t)(c->m - c->b->machines), i;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];

		if (s->line > before || s->kind != STEP_CALL || s->nargs < 2)
			continue;
		if (!strcmp(s->fn, "gpio_request") &&
		    s->args[0]->kind == V_INT && s->args[0]->i == gpio &&
		    s->args[1]->kind == V_STR)
			return s->args[1]->s;
	}
	return NULL;
}

static void set_level(struct conv *c, struct dt_node *n, long long v)
{
	dt_del(n, "output-high");
	dt_del(n, "output-low");
	dt_del(n, "input");
	dt_prop_bool(c->t, n, v ? "output-high" : "output-low");
}

/* Input, or a driven level: the two are exclusive on a hog. */
static void set_input(struct conv *c, struct dt_node *n)
{
	dt_del(n, "output-high");
	dt_del(n, "output-low");
	dt_prop_bool(c->t, n, "input");
}

#define HOG_INPUT (-1)
#define HOG_UNKNOWN (-2)

/* What @it did to the line of hog @h: hog_writes_finish() judges it. */
static void hog_write(struct conv *c, struct item *it, struct dt_node *h,
		      long long gpio, int level, int sets_direction)
{
	struct hog_write w = { it, h, gpio, level, sets_direction };

	ARENA_PUSH(c->a, c->hog_writes, c->nhog_writes, c->ahog_writes, w);
}

long long step_int_arg(const struct step *s, size_t i)
{
	return i < s->nargs && s->args[i]->kind == V_INT ? s->args[i]->i : -1;
}

/* gpio_request(gpio, label): the hog is made by the call that drives it. */
void convert_gpio_request(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "gpio", s->text, s->line);

	it->why = "requested; converted with the call that sets its direction";
}

void convert_gpio_request_one(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "gpio", s->text, s->line);
	long long gpio = step_int_arg(s, 0), flags = step_int_arg(s, 1);
	const char *label = s->nargs > 2 && s->args[2]->kind == V_STR ?
				    s->args[2]->s :
				    NULL;
	struct dt_node *n;

	if (gpio < 0 || flags < 0) {
		item_fate(c->r, it, FATE_TODO,
			  "GPIO number or flags not constant");
		return;
	}
	n = hog_node(c, gpio, label, it);
	if (!n)
		return;
	if (flags & GPIOF_DIR_IN) {
		set_input(c, n);
		hog_write(c, it, n, gpio, HOG_INPUT, 1);
	} else {
		set_level(c, n, flags & GPIOF_INIT_HIGH);
		hog_write(c, it, n, gpio, !!(flags & GPIOF_INIT_HIGH), 1);
	}
}

/*
 * gpio_request_array(array, n): each struct gpio { gpio, flags, label } is
 * requested as gpio_request_one() would, so each is a hog. Flags other
 * than the direction and the initial level (active low, open drain or
 * source, the sysfs export) have no hog property here: said.
 */
void convert_gpio_request_array(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "gpio", s->text, s->line);
	struct value *arr = s->nargs > 0 ? conv_deref(c, s->args[0], NULL) :
					   NULL;
	long long n = step_int_arg(s, 1), i;

	if (!arr || arr->kind != V_ARRAY || n < 0) {
		item_fate(c->r, it, FATE_TODO,
			  "GPIO array or its length not constant");
		return;
	}
	for (i = 0; i < n && i < (long long)arr->nelems; i++) {
		struct value *g = arr->elems[i];
		long long gpio = val_take_int(g, "gpio", -1);
		long long flags = val_take_int(g, "flags", -1);
		const char *label = val_take_str(g, "label"), *ctrl;
		long long off;
		struct dt_node *h;

		if (gpio < 0 || flags < 0) {
			item_fate(c->r, it, FATE_PARTIAL,
				  "element %lld: GPIO number or flags not "
				  "constant",
				  i);
			continue;
		}
		/* one line off the SoC's controllers leaves the others hogs */
		if (gpio_controller(c, gpio, &ctrl, &off)) {
			item_fate(c->r, it, FATE_PARTIAL,
				  "GPIO %lld is not on a SoC GPIO controller",
				  gpio);
			continue;
		}
		h = hog_node(c, gpio, label, it);
		if (!h)
			continue;
		if (flags & GPIOF_DIR_IN) {
			set_input(c, h);
			hog_write(c, it, h, gpio, HOG_INPUT, 1);
		} else {
			set_level(c, h, flags & GPIOF_INIT_HIGH);
			hog_write(c, it, h, gpio, !!(flags & GPIOF_INIT_HIGH),
				  1);
		}
		if (flags & ~(long long)(GPIOF_DIR_IN | GPIOF_INIT_HIGH))
			item_fate(c->r, it, FATE_PARTIAL,
				  "GPIO %lld: flags 0x%llx (active low, open "
				  "drain or source, export) have no hog "
				  "property",
				  gpio,
				  flags & ~(long long)(GPIOF_DIR_IN |
						       GPIOF_INIT_HIGH));
	}
}

/* The hog for a call's first argument, with the call reported; NULL: none. */
static struct dt_node *step_hog(struct conv *c, const struct step *s,
				struct item **it)
{
	long long gpio = step_int_arg(s, 0);

	*it = report_add(c->r, c->m->id, "gpio", s->text, s->line);
	if (gpio < 0) {
		item_fate(c->r, *it, FATE_TODO, "GPIO number not constant");
		return NULL;
	}
	return hog_node(c, gpio, request_label(c, gpio, s->line), *it);
}

void convert_gpio_direction(struct conv *c, const struct step *s)
{
	struct item *it;
	struct dt_node *n = step_hog(c, s, &it);

	if (!n)
		return;
	if (!strcmp(s->fn, "gpio_direction_input")) {
		set_input(c, n);
		hog_write(c, it, n, step_int_arg(s, 0), HOG_INPUT, 1);
	} else if (step_int_arg(s, 1) < 0) {
		item_fate(c->r, it, FATE_TODO, "level not constant");
		hog_write(c, it, n, step_int_arg(s, 0), HOG_UNKNOWN, 1);
	} else {
		set_level(c, n, step_int_arg(s, 1));
		hog_write(c, it, n, step_int_arg(s, 0), !!step_int_arg(s, 1),
			  1);
	}
}

void convert_gpio_set_value(struct conv *c, const struct step *s)
{
	struct item *it;
	struct dt_node *n = step_hog(c, s, &it);
	long long v = step_int_arg(s, 1);

	if (!n)
		return;
	if (v < 0) {
		item_fate(c->r, it, FATE_TODO, "level not constant");
		hog_write(c, it, n, step_int_arg(s, 0), HOG_UNKNOWN, 0);
		return;
	}
	set_level(c, n, v);
	hog_write(c, it, n, step_int_arg(s, 0), !!v, 0);
}

static int hog_state(const struct dt_node *h)
{
	if (dt_get(h, "output-high"))
		return 1;
	if (dt_get(h, "output-low"))
		return 0;
	return dt_get(h, "input") ? HOG_INPUT : HOG_UNKNOWN;
}

static const char *state_name(int state)
{
	return state == HOG_INPUT ? "an input" : state ? "high" : "low";
}

void hog_writes_finish(struct conv *c)
{
	size_t i, j;

	for (i = 0; i < c->nhog_writes; i++) {
		const struct hog_write *w = &c->hog_writes[i];
		int last = hog_state(w->hog), unknown = 0, directed = 0;

		for (j = 0; j < c->nhog_writes; j++) {
			if (c->hog_writes[j].hog != w->hog)
				continue;
			unknown |= c->hog_writes[j].level == HOG_UNKNOWN;
			directed |= c->hog_writes[j].sets_direction;
		}
		if (w->level == HOG_UNKNOWN)
			continue; /* its item says so */
		if (unknown || last == HOG_UNKNOWN)
			item_fate(c->r, w->item, FATE_PARTIAL,
				  "GPIO %lld: a level the board writes at boot "
				  "is not a constant, so which state the line "
				  "keeps is not known here",
				  w->gpio);
		else if (w->level != last)
			item_fate(c->r, w->item, FATE_PARTIAL,
				  "GPIO %lld %s at boot, then %s: the hog "
				  "holds the last state only (a pulse or a "
				  "sequence a devicetree does not make)",
				  w->gpio, state_name(w->level),
				  state_name(last));
		else if (!directed)
			item_fate(c->r, w->item, FATE_PARTIAL,
				  "GPIO %lld: gpio_set_value() sets a level "
				  "only, and the board file gives the line no "
				  "direction: the hog makes it an output",
				  w->gpio);
	}
}

void convert_gpiod_hogs(struct conv *c, const struct step *s)
{
	struct gpiod_hogs h = {
		report_add(c->r, c->m->id, "call", s->text, s->line),
		s->nargs ? conv_deref(c, s->args[0], NULL) : NULL
	};

	ARENA_PUSH(c->a, c->gpiod_hogs, c->ngpiod_hogs, c->agpiod_hogs, h);
}

/* enum gpiod_flags of include/linux/gpio/consumer.h */
#define GPIOD_DIR_SET 1
#define GPIOD_DIR_OUT 2
#define GPIOD_DIR_VAL 4
#define GPIOD_OPEN_DRAIN 8

/*
 * A struct gpiod_hog { chip_label, chip_hwnum, line_name, lflags, dflags }
 * as a gpio-hog child of the node of the chip its label names: the line's
 * cells, and the direction and level of its dflags. What cannot be said
 * goes to @it.
 */
static void gpiod_hog(struct conv *c, struct value *e, struct item *it)
{
	const char *chip = val_take_str(e, "chip_label");
	const char *line = val_take_str(e, "line_name");
	long long hw = val_take_int(e, "chip_hwnum", -1);
	long long lflags = val_take_int(e, "lflags", 0);
	long long df = val_take_int(e, "dflags", -1);
	const char *cells =
		hw >= 0 ? gpio_chip_cells(c, chip, hw, (unsigned long)lflags) :
			  NULL;
	const char *sp = cells ? strchr(cells, ' ') : NULL, *ctrl;
	struct dt_node *parent, *n;

	if (!sp || cells[0] != '&') {
		item_fate(c->r, it, FATE_TODO,
			  "hog %s: line %lld of GPIO chip \"%s\", which has no "
			  "node here",
			  line ? line : "?", hw, chip);
		return;
	}
	ctrl = arena_strndup(c->a, cells + 1, (size_t)(sp - cells - 1));
	parent = dt_find_label(c->t, ctrl);
	if (!parent)
		parent = dt_ref(c->t, ctrl);
	n = dt_child(c->t, parent, hog_name(c, line, hw), NULL);
	dt_prop_bool(c->t, n, "gpio-hog");
	dt_prop(c->t, n, "gpios", "<%s>", sp + 1);
	dt_prop_str(c->t, n, "line-name", line);
	if (df < 0 || !(df & GPIOD_DIR_SET))
		item_fate(c->r, it, FATE_PARTIAL,
			  "hog %s: no direction (GPIOD_ASIS or not a "
			  "constant), which a gpio-hog must have",
			  line ? line : "?");
	else if (!(df & GPIOD_DIR_OUT))
		dt_prop_bool(c->t, n, "input");
	else
		dt_prop_bool(c->t, n,
			     df & GPIOD_DIR_VAL ? "output-high" : "output-low");
	if (df > 0 && (df & GPIOD_OPEN_DRAIN))
		item_fate(c->r, it, FATE_PARTIAL,
			  "hog %s: open drain, which a hog's line flags "
			  "(lflags) would say, not its dflags",
			  line ? line : "?");
	it->node = arena_printf(c->a, "&%s/%s", ctrl, n->name);
}

void gpiod_hogs_finish(struct conv *c)
{
	size_t i, k;

	for (i = 0; i < c->ngpiod_hogs; i++) {
		struct value *t = c->gpiod_hogs[i].table;
		struct item *it = c->gpiod_hogs[i].item;

		if (!t || t->kind != V_ARRAY) {
			item_fate(c->r, it, FATE_TODO,
				  "the hog table is not data of the board");
			continue;
		}
		/* gpiod_add_hogs() stops at the entry without a chip label */
		for (k = 0; k < t->nelems && val_get(t->elems[k], "chip_label");
		     k++)
			gpiod_hog(c, t->elems[k], it);
	}
}
