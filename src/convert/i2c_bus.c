// SPDX-License-Identifier: GPL-2.0
/*
 * I2C buses: which node is bus N. The SoC's table names the .dtsi's
 * controllers; otherwise bus N is the controller device the machine
 * registers with platform id N, when its driver numbers its adapter by
 * that id, as i2c-davinci, i2c-iop3xx and i2c-gpio do (adap->nr =
 * pdev->id). Clients registered before their controller wait for it.
 */
#include "convert/i2c_bus.h"

#include <ctype.h>
#include <string.h>

#include "convert/busses.h"
#include "convert/steps.h"
#include "lib/fileio.h"

/* A registration whose bus had no node yet when the board made it. */
struct i2c_wait {
	long long bus;
	struct value *arr;
	size_t n;
	unsigned line;
};

/* Is @p, inside @text, "nr = <ident>->id;" of a member (adap->nr)? */
static int nr_from_id(const char *text, const char *p)
{
	const char *q = p + 2, *id;

	if (p == text || (p[-1] != '.' && p[-1] != '>'))
		return 0;
	while (*q == ' ' || *q == '\t')
		q++;
	if (*q++ != '=')
		return 0;
	while (*q == ' ' || *q == '\t')
		q++;
	for (id = q; isalnum((unsigned char)*q) || *q == '_'; q++)
		;
	return q > id && !strncmp(q, "->id;", 5);
}

/*
 * Does the driver at kernel-relative @source set its adapter's number
 * from the platform device's id ("adap->nr = pdev->id;")?
 */
static int numbers_by_id(struct conv *c, const char *source)
{
	struct strbuf text = STRBUF_INIT;
	char *path = arena_printf(c->a, "%s/%s", c->kdir, source);
	const char *p;
	int yes = 0;

	if (file_read_all(path, &text)) {
		sb_release(&text);
		return 0;
	}
	for (p = sb_str(&text); !yes && (p = strstr(p, "nr")) != NULL; p += 2)
		yes = nr_from_id(sb_str(&text), p);
	sb_release(&text);
	return yes;
}

struct dt_node *i2c_bus_controller(struct conv *c, long long bus)
{
	size_t i;

	for (i = 0; c->drv && i < c->ndevs; i++) {
		const struct devnode *d = &c->devs[i];
		const struct drv_entry *e;

		if (!d->node || !d->name || !d->devname ||
		    bus_devname_id(d->name, d->devname) != bus)
			continue;
		e = drv_index_lookup(c->drv, d->name);
		if (e && e->source &&
		    !strncmp(e->source, "drivers/i2c/busses/", 19) &&
		    numbers_by_id(c, e->source))
			return d->node;
	}
	return NULL;
}

const char *i2c_bus_ref(struct conv *c, const struct dt_node *n)
{
	if (n->ref)
		return arena_printf(c->a, "&%s", n->ref);
	if (n->label)
		return arena_printf(c->a, "&%s", n->label);
	return n->unit ? arena_printf(c->a, "/%s@%s", n->name, n->unit) :
			 arena_printf(c->a, "/%s", n->name);
}

/* Bus @bus's node now, from the machine's devices or the SoC's table. */
static struct dt_node *bus_node(struct conv *c, long long bus)
{
	struct dt_node *n = i2c_bus_controller(c, bus);
	const char *label;

	if (n)
		return n;
	label = bus_label(c, c->soc->i2c, bus);
	return label ? dt_ref(c->t, label) : NULL;
}

void convert_i2c(struct conv *c, const struct step *s)
{
	long long bus = s->nargs && s->args[0]->kind == V_INT ? s->args[0]->i :
								-1;
	struct value *arr =
		s->nargs > 1 ?
			bus_as_array(c, conv_deref(c, s->args[1], NULL)) :
			NULL;
	size_t n = arr && arr->kind == V_ARRAY ? arr->nelems : 0;
	struct dt_node *busn;
	struct i2c_wait w;

	/* the count the call passes, which a board may compute (size--) */
	if (s->nargs > 2 && s->args[2]->kind == V_INT && s->args[2]->i >= 0 &&
	    (size_t)s->args[2]->i < n)
		n = (size_t)s->args[2]->i;
	if (!n)
		return;
	busn = bus_node(c, bus);
	if (busn) {
		bus_i2c_clients(c, bus, arr, n, s->line, busn,
				i2c_bus_ref(c, busn));
		return;
	}
	/* the controller may come later in the machine's init */
	w.bus = bus;
	w.arr = arr;
	w.n = n;
	w.line = s->line;
	ARENA_PUSH(c->a, c->i2cw, c->ni2cw, c->ai2cw, w);
}

void i2c_bus_finish(struct conv *c)
{
	size_t i;

	for (i = 0; i < c->ni2cw; i++) {
		const struct i2c_wait *w = &c->i2cw[i];
		struct dt_node *busn = bus_node(c, w->bus);

		bus_i2c_clients(c, w->bus, w->arr, w->n, w->line, busn,
				busn ? i2c_bus_ref(c, busn) : NULL);
	}
	c->ni2cw = 0;
}
