// SPDX-License-Identifier: GPL-2.0
#include "convert/mbus.h"

#include <string.h>

/* MBUS_ID(target, attr) as the .dtsi's macro builds the upper cell. */
static unsigned long long mbus_id(long long target, long long attr)
{
	return ((unsigned long long)(target & 0xff) << 24) |
	       ((unsigned long long)(attr & 0xff) << 16);
}

static unsigned long long window_id(struct conv *c,
				    const struct mbus_window *w);

int mbus_window_of(const char *fn, struct value **args, size_t nargs,
		   struct mbus_window *w)
{
	size_t i;

	if (strcmp(fn, "mvebu_mbus_add_window_by_id") &&
	    strcmp(fn, "mvebu_mbus_add_window_remap_by_id"))
		return 0;
	if (nargs < 4)
		return 0;
	for (i = 0; i < 4; i++)
		if (!args[i] || args[i]->kind != V_INT)
			return 0;
	w->target = args[0]->i;
	w->attr = args[1]->i;
	w->base = args[2]->i;
	w->size = args[3]->i;
	return w->size > 0;
}

void mbus_add(struct conv *c, const struct mbus_window *w)
{
	size_t i;

	for (i = 0; i < c->nwindows; i++)
		if (c->windows[i].target == w->target &&
		    c->windows[i].attr == w->attr &&
		    c->windows[i].base == w->base)
			return;
	ARENA_PUSH(c->a, c->windows, c->nwindows, c->awindows, *w);
}

void mbus_collect(struct conv *c, size_t mi)
{
	size_t i;

	for (i = 0; i < c->b->nsteps[mi]; i++) {
		const struct step *s = &c->b->steps[mi][i];
		struct mbus_window w;

		if (s->kind == STEP_CALL && step_applies(s, c->m) &&
		    mbus_window_of(s->fn, s->args, s->nargs, &w))
			mbus_add(c, &w);
	}
}

/* The .dtsi node of the MBus itself ("marvell,orion5x-88f5182-mbus"). */
static const struct soc_node *mbus_node(struct conv *c)
{
	size_t i, j;

	for (i = 0; c->sdt && i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *n = soc_dt_node(c->sdt, i);

		for (j = 0; j < n->ncompat; j++) {
			size_t l = strlen(n->compatibles[j]);

			if (!strcmp(n->compatibles[j], "marvell,mbus") ||
			    (l > 5 &&
			     !strcmp(n->compatibles[j] + l - 5, "-mbus")))
				return n;
		}
	}
	return NULL;
}

int mbus_window_step(struct conv *c, const struct step *s)
{
	const struct soc_node *mb;
	struct mbus_window w;
	struct item *it;

	if (strcmp(s->fn, "mvebu_mbus_add_window_by_id") &&
	    strcmp(s->fn, "mvebu_mbus_add_window_remap_by_id"))
		return 0;
	it = report_add(c->r, c->m->id, "mbus_window", s->text, s->line);
	mb = mbus_node(c);
	if (!mbus_window_of(s->fn, s->args, s->nargs, &w))
		item_fate(c->r, it, FATE_TODO,
			  "window target, attribute, base or size is not a "
			  "constant");
	else if (!mb)
		item_fate(c->r, it, FATE_TODO, "%s has no MBus node",
			  c->dtsi ? c->dtsi : "the SoC");
	else
		it->node = arena_printf(c->a, "%s", mb->path);
	return 1;
}

const struct soc_node *mbus_devbus(struct conv *c, long long base,
				   long long *off)
{
	size_t i, j;

	for (i = 0; c->sdt && i < c->nwindows; i++) {
		const struct mbus_window *w = &c->windows[i];

		if (base < w->base || base - w->base >= w->size ||
		    !window_id(c, w))
			continue;
		for (j = 0; j < soc_dt_count(c->sdt); j++) {
			const struct soc_node *n = soc_dt_node(c->sdt, j);

			if (n->has_ranges &&
			    n->ranges_parent == (uint64_t)window_id(c, w)
							<< 32) {
				*off = w->base;
				return n;
			}
		}
	}
	return NULL;
}

/*
 * The window id a node of the .dtsi addresses for window @w (a device
 * bus, the crypto SRAM); 0 when none uses it. A device-bus attribute is a
 * chip-select mask in its low five bits (0x1e: CS0): the orion5x code's
 * ORION_MBUS_DEVBUS_ATTR(cs), ~(1 << cs), sets the upper bits too, the
 * .dtsi does not.
 */
static unsigned long long window_id(struct conv *c, const struct mbus_window *w)
{
	unsigned long long want = mbus_id(w->target, w->attr), masked = 0;
	size_t i, pass;

	for (pass = 0; pass < 2; pass++)
		for (i = 0; i < soc_dt_count(c->sdt); i++) {
			const struct soc_node *n = soc_dt_node(c->sdt, i);
			unsigned long long id = n->has_ranges ?
							n->ranges_parent >> 32 :
						n->has_bus_reg && !n->has_reg ?
							n->bus_addr >> 32 :
							0;

			if (!id || (id & 0xffff) || id >> 32)
				continue;
			if (pass == 0 && id == want)
				return id;
			if (pass == 1 && id >> 24 == (want >> 24) &&
			    ((id >> 16) & 0x1f) == ((want >> 16) & 0x1f) &&
			    !masked)
				masked = id;
		}
	return masked;
}

static void add_entry(struct conv *c, struct strbuf *sb, unsigned long long id,
		      unsigned long long base, unsigned long long size)
{
	sb_addf(sb, "%s<MBUS_ID(0x%02llx, 0x%02llx) 0 0x%llx 0x%llx>",
		sb->len ? ", " : "", (id >> 24) & 0xff, (id >> 16) & 0xff, base,
		size);
	(void)c;
}

/*
 * The window of the SoC's internal registers, which the SoC code maps
 * without a call the board makes: the child of the MBus node whose own
 * nodes translate to CPU addresses (through the window the index assumed).
 */
static int internal_window(struct conv *c, const struct soc_node *mb,
			   unsigned long long *id, unsigned long long *base,
			   unsigned long long *size)
{
	size_t i, j, len = strlen(mb->path);

	for (i = 0; i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *bus = soc_dt_node(c->sdt, i);
		size_t bl = strlen(bus->path);

		if (!bus->has_ranges || strncmp(bus->path, mb->path, len) ||
		    bus->path[len] != '/' || strchr(bus->path + len + 1, '/'))
			continue;
		for (j = 0; j < soc_dt_count(c->sdt); j++) {
			const struct soc_node *n = soc_dt_node(c->sdt, j);

			if (!n->has_reg || !n->has_bus_reg ||
			    strncmp(n->path, bus->path, bl) ||
			    n->path[bl] != '/' || strchr(n->path + bl + 1, '/'))
				continue;
			*id = bus->ranges_parent >> 32;
			*base = n->base - n->bus_addr;
			*size = bus->ranges_size;
			return 1;
		}
	}
	return 0;
}

void mbus_ranges(struct conv *c)
{
	const struct soc_node *mb = mbus_node(c);
	struct strbuf sb = STRBUF_INIT;
	unsigned long long id, base, size;
	const char *name;
	size_t i;

	/*
	 * Only where the .dtsi leaves the windows to the board (orion5x);
	 * dove.dtsi maps its own.
	 */
	if (!mb || (mb->has_ranges && !soc_dt_assumed(c->soc->dtsi)) ||
	    !internal_window(c, mb, &id, &base, &size))
		return;
	add_entry(c, &sb, id, base, size);
	/* the PCI windows the SoC code opens have no node to use them */
	for (i = 0; i < c->nwindows; i++)
		if (window_id(c, &c->windows[i]))
			add_entry(c, &sb, window_id(c, &c->windows[i]),
				  (unsigned long long)c->windows[i].base,
				  (unsigned long long)c->windows[i].size);
	name = strrchr(mb->path, '/');
	dt_prop(c->t,
		dt_child(c->t, c->t->root, name ? name + 1 : mb->path, NULL),
		"ranges", "%s", sb_str(&sb));
	sb_release(&sb);
}
