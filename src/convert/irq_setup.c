// SPDX-License-Identifier: GPL-2.0
#include "convert/irq_setup.h"

#include <string.h>

#include "convert/resources.h"

/* One irq_set_irq_type() of the machine's init path. */
struct irq_setup {
	const struct step *s;
	const char *label; /* its controller; NULL: no controller known */
	long long hwirq;
	unsigned long type;
	const char *node; /* the node that took the trigger */
	const char *onecell; /* a node on a controller of one cell */
	const char *other; /* a node whose data gives another trigger */
	const struct step *demux; /* the board's own demultiplexer's line */
	const struct step *handler; /* request_irq() of a board function */
	struct item *it;
};

static const struct step *board_handler(struct conv *c,
					const struct value *irq);

static const char *node_ref(struct conv *c, struct dt_node *n)
{
	if (n->ref)
		return arena_printf(c->a, "&%s", n->ref);
	if (n->label)
		return arena_printf(c->a, "&%s", n->label);
	return n->unit ? arena_printf(c->a, "%s@%s", n->name, n->unit) :
			 n->name;
}

/* irq_set_chained_handler(irq, board_fn): the board demultiplexes it. */
static const struct step *chained(struct conv *c, size_t mi, long long irq)
{
	size_t i;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];

		if (s->kind == STEP_CALL &&
		    !strcmp(s->fn, "irq_set_chained_handler") &&
		    step_applies(s, c->m) && s->nargs == 2 &&
		    s->args[0]->kind == V_INT && s->args[0]->i == irq)
			return s;
	}
	return NULL;
}

void irq_setup_collect(struct conv *c, size_t mi)
{
	size_t i;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];
		struct irq_setup r = { 0 };

		if (s->kind != STEP_CALL || strcmp(s->fn, "irq_set_irq_type") ||
		    !step_applies(s, c->m) || s->nargs != 2 ||
		    s->args[0]->kind != V_INT || s->args[1]->kind != V_INT)
			continue;
		r.s = s;
		r.type = (unsigned long)s->args[1]->i & 15;
		if (irq_hwirq(c, s->args[0]->i, &r.label, &r.hwirq))
			r.label = NULL;
		r.demux = chained(c, mi, s->args[0]->i);
		r.handler = board_handler(c, s->args[0]);
		ARENA_PUSH(c->a, c->irqset, c->nirqset, c->airqset, r);
	}
}

unsigned long irq_setup_trigger(struct conv *c, struct dt_node *n,
				const char *label, long long hwirq, int cells,
				unsigned long flags)
{
	size_t i;

	for (i = 0; i < c->nirqset; i++) {
		struct irq_setup *r = &c->irqset[i];

		if (!r->label || strcmp(r->label, label) || r->hwirq != hwirq)
			continue;
		if (cells < 2)
			r->onecell = node_ref(c, n);
		else if (flags && flags != r->type)
			r->other = node_ref(c, n);
		else if (!r->node)
			r->node = node_ref(c, n);
		if (cells >= 2 && !flags)
			flags = r->type;
	}
	return flags;
}

static struct irq_setup *setup_of(struct conv *c, const struct step *s)
{
	size_t i;

	for (i = 0; i < c->nirqset; i++)
		if (c->irqset[i].s == s)
			return &c->irqset[i];
	return NULL;
}

/* The item's fate, from what the devices took; a device after it may. */
static void setup_fate(struct conv *c, struct irq_setup *r)
{
	struct item *it = r->it;

	if (r->node) {
		it->fate = FATE_CONVERTED;
		it->why = arena_printf(c->a,
				       "the trigger of %s's interrupt, on &%s "
				       "line %lld",
				       r->node, r->label, r->hwirq);
		it->node = r->node;
	} else if (r->other) {
		item_fate(c->r, it, FATE_TODO,
			  "%s's own data gives its interrupt (&%s line %lld) "
			  "another trigger, which its driver's request sets",
			  r->other, r->label, r->hwirq);
	} else if (r->onecell) {
		item_fate(c->r, it, FATE_TODO,
			  "&%s, the controller of %s's interrupt, has one "
			  "interrupt cell: no place for the trigger",
			  r->label, r->onecell);
	} else if (r->demux) {
		item_fate(
			c->r, it, FATE_TODO,
			"the parent line of the board's own interrupt "
			"demultiplexer (%s, line %u), which has no "
			"devicetree node: the trigger has no consumer to go in",
			r->demux->text, r->demux->line);
	} else if (r->handler) {
		item_fate(c->r, it, FATE_TODO,
			  "the line of the board's own handler %s() (line %u), "
			  "which has no devicetree node: the trigger has no "
			  "consumer to go in",
			  r->handler->args[1]->s, r->handler->line);
	} else if (r->label) {
		item_fate(c->r, it, FATE_TODO,
			  "no device node of the board takes interrupt &%s "
			  "line %lld: the trigger has no consumer to go in",
			  r->label, r->hwirq);
	} else {
		item_fate(c->r, it, FATE_TODO,
			  "interrupt %s is on no interrupt controller the "
			  "devicetree describes",
			  r->s->args[0]->text ? r->s->args[0]->text : "?");
	}
}

void irq_setup_step(struct conv *c, const struct step *s)
{
	struct irq_setup *r = setup_of(c, s);
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);

	if (!r) {
		item_fate(c->r, it, FATE_TODO,
			  "the interrupt or its trigger is not a constant");
		return;
	}
	r->it = it;
	setup_fate(c, r);
}

void irq_setup_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->nirqset; i++)
		if (c->irqset[i].it &&
		    c->irqset[i].it->fate != FATE_CONVERTED) {
			c->irqset[i].it->fate = FATE_CONVERTED;
			c->irqset[i].it->why = NULL;
			setup_fate(c, &c->irqset[i]);
		}
	c->nirqset = 0;
}

/* "&gpio line 3", or the expression when no controller is known. */
static const char *line_text(struct conv *c, const struct value *v)
{
	const char *label;
	long long hw;

	if (v->kind == V_INT && !irq_hwirq(c, v->i, &label, &hw))
		return arena_printf(c->a, "%s (&%s line %lld)",
				    v->text ? v->text : "?", label, hw);
	return v->text ? v->text : "?";
}

/* request_irq(irq, handler, ...) of the machine with @irq, if any. */
static const struct step *board_handler(struct conv *c, const struct value *irq)
{
	size_t mi = (size_t)(c->m - c->b->machines), i;

	for (i = 0; irq->kind == V_INT && i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];

		if (s->kind == STEP_CALL && s->nargs >= 2 &&
		    (!strcmp(s->fn, "request_irq") ||
		     !strcmp(s->fn, "request_threaded_irq")) &&
		    s->args[0]->kind == V_INT && s->args[0]->i == irq->i &&
		    s->args[1]->kind == V_FUNC)
			return s;
	}
	return NULL;
}

void irq_setup_request(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);

	if (s->nargs >= 2 && s->args[1]->kind == V_FUNC)
		item_fate(c->r, it, FATE_TODO,
			  "interrupt %s runs the board's own handler %s(): a "
			  "devicetree has no place for board code; a driver "
			  "must take the line",
			  line_text(c, s->args[0]), s->args[1]->s);
	else
		item_fate(c->r, it, FATE_TODO, "call not converted");
}

void irq_setup_wake(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);
	const struct step *h = s->nargs ? board_handler(c, s->args[0]) : NULL;

	if (!s->nargs) {
		item_fate(c->r, it, FATE_TODO, "call not converted");
	} else if (h) {
		item_fate(
			c->r, it, FATE_TODO,
			"wake-up on interrupt %s, the line of the board's own "
			"handler %s() (line %u): no device node takes it, "
			"whose wakeup-source its driver would read",
			line_text(c, s->args[0]), h->args[1]->s, h->line);
	} else {
		item_fate(c->r, it, FATE_TODO,
			  "wake-up on interrupt %s: a devicetree says it by "
			  "wakeup-source in the node of the device whose "
			  "driver takes the line, and enables it there",
			  line_text(c, s->args[0]));
	}
}

void irq_setup_gpio_wake(struct conv *c, const struct step *s)
{
	struct item *it = report_add(c->r, c->m->id, "call", s->text, s->line);

	item_fate(c->r, it, FATE_TODO,
		  "gpio_set_wake() makes the GPIO a wake-up source of the PXA "
		  "power manager (mfp-pxa2xx.c); gpio-pxa.c probed from a "
		  "devicetree node has no set_wake (its platform data's "
		  "gpio_set_wake), so neither a property nor a consumer's "
		  "wakeup-source makes it in 6.1");
}
