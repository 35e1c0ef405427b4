// SPDX-License-Identifier: GPL-2.0
#include "convert/soc_chain.h"

#include "convert/cond_eval.h"
#include "convert/mbus.h"
#include "convert/steps.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 8
#define MAX_PARAMS 16

struct frame {
	const char *names[MAX_PARAMS];
	struct value *vals[MAX_PARAMS];
	size_t n;
};

static int lib_function(struct conv *c, const char *fn, const struct board **lb,
			size_t *mi)
{
	size_t i;
	int found = 0;

	/*
	 * A header's empty stub (colibri.h's static inline
	 * colibri_pxa270_income_boardinit() where its option is off) in one
	 * file's model gives way to the definition with a body in another's.
	 */
	for (i = 0; fn && i < c->nlibs; i++) {
		const struct machine *m = board_function(&c->libs[i], fn);
		size_t k;

		if (!m)
			continue;
		k = (size_t)(m - c->libs[i].machines);
		if (found && !c->libs[i].nsteps[k])
			continue;
		*lb = &c->libs[i];
		*mi = k;
		if (c->libs[i].nsteps[k])
			return 1;
		found = 1;
	}
	return found;
}

static struct value *bound(const struct frame *f, const char *name, size_t len)
{
	size_t i;

	for (i = 0; f && i < f->n; i++)
		if (strlen(f->names[i]) == len &&
		    !strncmp(f->names[i], name, len))
			return f->vals[i];
	return NULL;
}

/* A name of @ctx's frame bound to a number. */
static int frame_int(void *ctx, const char *name, size_t len, long long *out)
{
	const struct value *v = bound(ctx, name, len);

	if (!v || v->kind != V_INT)
		return -1;
	*out = v->i;
	return 0;
}

static int frame_index(struct conv *c, const struct frame *f, const char *t,
		       size_t len, long long *out);

/*
 * &data[index] with the index in the caller's terms (omap_register_i2c_bus()
 * passes &i2c_pdata[bus_id - 1]): the element the call means. Anything
 * else as it is.
 */
static struct value *addr_subst(struct conv *c, const struct frame *f,
				struct value *v)
{
	const char *open = strchr(v->text, '['), *close;
	struct value *r;
	long long i;

	if (v->text[0] != '&' || !open)
		return v;
	close = strchr(open, ']');
	if (!close || close[1] || strchr(open + 1, '[') ||
	    frame_index(c, f, open + 1, (size_t)(close - open - 1), &i) ||
	    i < 0)
		return v;
	r = arena_alloc(c->a, sizeof(*r));
	*r = *v;
	r->offset = i;
	return r;
}

/*
 * An argument in the caller's terms: a parameter is the value the caller
 * passed; "param + 0x2000" (ge00's shared registers past its base),
 * "start + size - 1" (a resource's end) are computed when each term is a
 * number or a parameter bound to one, left to right (+, -, |).
 */
static struct value *subst(struct conv *c, const struct frame *f,
			   struct value *v)
{
	const char *p;
	struct value *b = NULL, *r;
	long long acc = 0, k;
	char op = '+';
	int terms = 0, nonint = 0;

	if (v && v->kind == V_ADDR && v->text)
		return addr_subst(c, f, v);
	if (!v || v->kind != V_EXPR || !v->text)
		return v;
	/*
	 * a local the helper points by its arguments (choice() in
	 * extract_branch.c)
	 */
	if (v->s && v->nelems == 2) {
		int holds = cond_eval(v->s, frame_int, (void *)f);

		return holds < 0 ? v : subst(c, f, v->elems[holds ? 0 : 1]);
	}
	/*
	 * gpio_is_valid(param) (palm27x_lcd_init()'s test of its power
	 * GPIO): a negative number is none; ARM's ARCH_NR_GPIO is 512 at
	 * the least, and a number past it is left to the run.
	 */
	if (!strncmp(v->text, "gpio_is_valid(", 14)) {
		const char *t = v->text + 14;
		size_t len = strcspn(t, ")");
		struct value *bv = bound(f, t, len);

		if (bv && bv->kind == V_INT && !strcmp(t + len, ")") &&
		    bv->i < 512) {
			r = arena_alloc(c->a, sizeof(*r));
			*r = *v;
			r->kind = V_INT;
			r->i = bv->i >= 0;
			return r;
		}
		return v;
	}
	for (p = v->text;;) {
		const char *t;
		char *end;

		while (*p == '(' || isspace((unsigned char)*p))
			p++;
		for (t = p; isalnum((unsigned char)*p) || *p == '_'; p++)
			;
		if (p == t)
			return v;
		if (isdigit((unsigned char)*t)) {
			k = strtoll(t, &end, 0);
			while (*end == 'U' || *end == 'L' || *end == 'u' ||
			       *end == 'l')
				end++;
			if (end != p)
				return v;
		} else {
			struct value *bv = bound(f, t, (size_t)(p - t));

			if (!bv)
				return v;
			/* the parameter alone: whatever the caller passed */
			b = bv;
			nonint |= bv->kind != V_INT;
			k = bv->kind == V_INT ? bv->i : 0;
		}
		acc = op == '+' ? acc + k : op == '-' ? acc - k : (acc | k);
		terms++;
		while (*p == ')' || isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		op = *p++;
		if (op != '+' && op != '-' && op != '|')
			return v;
	}
	if (!b)
		return v; /* numbers only: no parameter of the caller's */
	if (terms == 1)
		return b;
	if (nonint)
		return v;
	r = arena_alloc(c->a, sizeof(*r));
	*r = *b;
	r->i = acc;
	return r;
}

/* An index as written ("bus_id - 1") in the caller's terms; -1: unknown. */
static int frame_index(struct conv *c, const struct frame *f, const char *t,
		       size_t len, long long *out)
{
	struct value e = { 0 }, *v;
	char *end;

	e.kind = V_EXPR;
	e.text = arena_strndup(c->a, t, len);
	*out = strtoll(e.text, &end, 0);
	if (end != e.text && !*end)
		return 0;
	v = subst(c, f, &e);
	if (!v || v->kind != V_INT)
		return -1;
	*out = v->i;
	return 0;
}

/*
 * A path into data with its indices in the caller's terms:
 * "i2c_pdata[bus_id - 1].clkrate" called with bus_id 1 is
 * "i2c_pdata[0].clkrate". NULL when an index is not known.
 */
static const char *frame_path(struct conv *c, const struct frame *f,
			      const char *path)
{
	struct strbuf sb = STRBUF_INIT;
	const char *p = path, *r;
	long long i;

	while (*p) {
		size_t n = strcspn(p, "[");

		sb_addf(&sb, "%.*s", (int)n, p);
		p += n;
		if (!*p)
			break;
		n = strcspn(p + 1, "]");
		if (!p[1 + n] || frame_index(c, f, p + 1, n, &i)) {
			sb_release(&sb);
			return NULL;
		}
		sb_addf(&sb, "[%lld]", i);
		p += n + 2;
	}
	r = arena_strdup(c->a, sb_str(&sb));
	sb_release(&sb);
	return r;
}

/*
 * The number file-scope data holds at @path now: what its initializer
 * says or the machine's stores put there, zero where C zero-fills (a
 * static without initializer, a field or element not given). -1: not a
 * number, or no such data.
 */
static int data_int(struct conv *c, const char *path, long long *out)
{
	size_t n = strcspn(path, "[.");
	const char *type = NULL, *p = path + n;
	struct value *v = conv_var(c, arena_strndup(c->a, path, n), &type);

	if (!type || strstr(type, "extern") || strchr(type, '*'))
		return -1;
	while (*p && v) {
		char *end;

		if (*p == '[') {
			long long i = strtoll(p + 1, &end, 10);

			if (*end != ']' || i < 0 || v->kind != V_ARRAY)
				return -1;
			v = i < (long long)v->nelems ? v->elems[i] : NULL;
			p = end + 1;
		} else {
			size_t fl = strcspn(p + 1, "[.");

			if (v->kind != V_STRUCT)
				return -1;
			v = val_get(v, arena_strndup(c->a, p + 1, fl));
			p += 1 + fl;
		}
	}
	if (!v) {
		*out = 0;
		return 0;
	}
	if (*p || v->kind != V_INT)
		return -1;
	*out = v->i;
	return 0;
}

struct data_ctx {
	struct conv *c;
	const struct frame *f;
};

/* A name of the frame, or data the helper reads ("i2c_pdata[id - 1].x"). */
static int frame_data_int(void *ctx, const char *name, size_t len,
			  long long *out)
{
	struct data_ctx *d = ctx;
	const char *path;

	if (!memchr(name, '[', len) && !memchr(name, '.', len))
		return frame_int((void *)d->f, name, len, out) ?
			       data_int(d->c, arena_strndup(d->c->a, name, len),
					out) :
			       0;
	path = frame_path(d->c, d->f, arena_strndup(d->c->a, name, len));
	return path ? data_int(d->c, path, out) : -1;
}

struct value *soc_chain_device(struct conv *c, const char *var)
{
	struct value *v = conv_var(c, var, NULL);

	if (v && v->kind == V_ARRAY && v->nelems == 1)
		v = v->elems[0];
	return v && v->kind == V_STRUCT ? v : NULL;
}

/*
 * Where the SoC code's stores put a device it registers with no address
 * passed (device_store()): base, size and IRQs of its resources.
 */
static void stored_resources(struct conv *c, struct soc_chain *ch)
{
	size_t i, k;

	for (i = 0; i < ch->ndevs; i++) {
		struct soc_chain_dev *d = &ch->devs[i];
		struct value *dev = soc_chain_device(c, d->var);
		struct value *rv = dev ? val_get(dev, "resource") : NULL;
		struct value *res = rv && rv->kind == V_ADDR && rv->s ?
					    conv_var(c, rv->s, NULL) :
					    NULL;
		struct value *nr = dev ? val_get(dev, "num_resources") : NULL;
		size_t n = res && res->kind == V_ARRAY ? res->nelems : 0;

		for (k = 0; k < ch->nstored && strcmp(ch->stored[k], d->var);
		     k++)
			;
		if (!d->registered || d->base >= 0 || !n || k == ch->nstored)
			continue;
		if (nr && nr->kind == V_INT && (size_t)nr->i < n)
			n = (size_t)nr->i;
		for (k = 0; k < n; k++) {
			struct value *r = res->elems[k];
			struct value *st = val_get(r, "start");
			struct value *en = val_get(r, "end");
			struct value *fl = val_get(r, "flags");

			if (!st || st->kind != V_INT || !fl ||
			    fl->kind != V_INT)
				continue;
			if ((fl->i & 0x200 /* IORESOURCE_MEM */) &&
			    d->base < 0) {
				d->base = st->i;
				d->size = en && en->kind == V_INT &&
							  en->i > st->i ?
						  en->i - st->i + 1 :
						  0;
			} else if ((fl->i & 0x400 /* IORESOURCE_IRQ */) &&
				   d->nirqs < 4) {
				d->irqs[d->nirqs++] = st->i;
			}
		}
		if (d->base >= 0 && c->sdt && !d->sn)
			d->sn = soc_dt_find_by_base(c->sdt, (uint64_t)d->base);
	}
}

static int is_pdev(struct conv *c, struct value *v)
{
	const char *type = NULL;

	return v && v->kind == V_ADDR && conv_var(c, v->s, &type) && type &&
	       strstr(type, "struct platform_device") && !strchr(type, '*');
}

static struct soc_chain_dev *chain_dev(struct soc_chain *ch, const char *var)
{
	size_t i;

	for (i = 0; i < ch->ndevs; i++)
		if (!strcmp(ch->devs[i].var, var))
			return &ch->devs[i];
	if (ch->ndevs == SOC_CHAIN_MAX)
		return NULL;
	memset(&ch->devs[ch->ndevs], 0, sizeof(ch->devs[0]));
	ch->devs[ch->ndevs].var = var;
	ch->devs[ch->ndevs].base = -1;
	return &ch->devs[ch->ndevs++];
}

/* Does @a fall in the SoC's register space (between its first and last node)? */
static int looks_mmio(struct conv *c, long long a)
{
	return a >= 0 && soc_dt_spans(c->sdt, (uint64_t)a) && !(a & 0xff);
}

/* The numbers a call passes: .dtsi nodes at those addresses. */
static const struct soc_node *note_addresses(struct conv *c,
					     struct soc_chain *ch,
					     struct value **args, size_t n)
{
	const struct soc_node *first = NULL;
	size_t i, j;

	for (i = 0; c->sdt && i < n; i++) {
		const struct soc_node *sn;

		if (!args[i] || args[i]->kind != V_INT || args[i]->i <= 0)
			continue;
		sn = soc_dt_find_by_base(c->sdt, (uint64_t)args[i]->i);
		if (!sn) {
			if (looks_mmio(c, args[i]->i) &&
			    ch->nunmatched < SOC_CHAIN_MAX)
				ch->unmatched[ch->nunmatched++] = args[i]->i;
			continue;
		}
		if (!first)
			first = sn;
		for (j = 0; j < ch->nnodes && ch->nodes[j] != sn; j++)
			;
		if (j == ch->nnodes && ch->nnodes < SOC_CHAIN_MAX)
			ch->nodes[ch->nnodes++] = sn;
	}
	return first;
}

/*
 * The base, size and IRQs a call passes for its one device, by the
 * kernel's own names: a *_PHYS_* constant is a physical address (a
 * *_VIRT_* one, passed beside it, is not), the number after it the size
 * less one, IRQ_* constants its interrupts.
 */
static int named(const struct value *v, const char *prefix)
{
	return v && v->kind == V_INT && v->text &&
	       (prefix[0] == '*' ? strstr(v->text, prefix + 1) != NULL :
				   !strncmp(v->text, prefix, strlen(prefix)));
}

static void note_resources(struct soc_chain_dev *d, struct value **args,
			   size_t n)
{
	size_t i, j;

	for (i = 0; i < n; i++) {
		if (!named(args[i], "*PHYS") || args[i]->i <= 0)
			continue;
		if (d->base < 0)
			d->base = args[i]->i;
		else if (d->base != args[i]->i)
			continue;
		/* SZ_256 - 1: a resource's end is its size less one */
		if (!d->size && i + 1 < n && args[i + 1] &&
		    args[i + 1]->kind == V_INT && !named(args[i + 1], "IRQ_") &&
		    args[i + 1]->i > 0 && args[i + 1]->i < 0x100000)
			d->size = args[i + 1]->i + (args[i + 1]->i & 1);
		for (j = i + 1; j < n; j++) {
			size_t k;

			if (!named(args[j], "IRQ_"))
				continue;
			for (k = 0; k < d->nirqs && d->irqs[k] != args[j]->i;
			     k++)
				;
			if (k == d->nirqs && d->nirqs < 4)
				d->irqs[d->nirqs++] = args[j]->i;
		}
		return;
	}
}

/* Was @fn followed with no argument bound? Notes it when not. */
static int followed_before(struct soc_chain *ch, const struct machine *fn)
{
	size_t i;

	for (i = 0; i < ch->nseen; i++)
		if (ch->seen[i] == fn)
			return 1;
	if (ch->nseen < SOC_CHAIN_SEEN)
		ch->seen[ch->nseen++] = fn;
	return 0;
}

/*
 * Is @v, in the caller's terms, one of the board's arguments, passed down
 * unchanged (omap_register_i2c_bus(1, 400, ...)'s clkrate)? The SoC's own
 * constants (orion_i2c_init()'s freq_m from orion5x_i2c_init()) are not.
 */
static int from_board(const struct soc_chain *ch, const struct value *v)
{
	size_t i;

	for (i = 0; v && i < ch->nboard_args; i++)
		if (ch->board_args[i] == v)
			return 1;
	return 0;
}

int soc_chain_filled(const struct soc_chain *ch, const char *var)
{
	size_t i;

	for (i = 0; var && i < ch->nfilled; i++)
		if (!strcmp(ch->filled[i], var))
			return 1;
	return 0;
}

/*
 * A store of the SoC code into its data (omap_i2c_add_bus(): pdev->resource
 * = res; res[0].start = OMAP1_I2C_BASE; pdev->id = bus_id), in the
 * caller's terms: applied to the SoC's data for the machine (undone with
 * its other stores), so that the device is registered as the code fills
 * it. A store on a condition is made when the condition holds for this
 * call, on the data as the machine's stores left it
 * (omap_register_i2c_bus(): if (!i2c_pdata[bus_id - 1].clkrate), with the
 * kernel's command line empty); one on a condition not known is left.
 */
static void device_store(struct conv *c, const struct frame *f,
			 const struct step *s, struct soc_chain *ch)
{
	const char *type = NULL, *path;
	struct value *v;
	size_t n;

	if ((s->nargs != 2 && s->nargs != 4) || !s->args[0] ||
	    s->args[0]->kind != V_STR || !s->args[0]->s)
		return;
	path = frame_path(c, f, s->args[0]->s);
	if (!path)
		return;
	n = strcspn(path, "[.");
	if (!path[n])
		return;
	conv_var(c, arena_strndup(c->a, path, n), &type);
	if (!type || strchr(type, '*') || !strstr(type, "struct "))
		return;
	v = s->args[1];
	if (s->nargs == 4) {
		struct data_ctx d = { c, f };
		/* "if (c) lv = v;" keeps lv's own text last (assign_args()) */
		int only_if = s->args[3]->kind == V_EXPR && s->args[3]->text &&
			      !strcmp(s->args[3]->text, s->fn);
		int holds = s->args[1]->kind == V_EXPR ?
				    cond_eval(s->args[1]->text, frame_data_int,
					      &d) :
				    -1;

		if (holds < 0 || (!holds && only_if))
			return;
		v = s->args[holds ? 2 : 3];
	}
	v = subst(c, f, v);
	if (assign_apply(c, path, v))
		return;
	if (from_board(ch, v) && ch->nfilled < SOC_CHAIN_MAX)
		ch->filled[ch->nfilled++] = arena_strndup(c->a, path, n);
	if (ch->nstored == SOC_CHAIN_MAX)
		return;
	/* "devs.resource" or "devs[0].resource" */
	if (!strcmp(path + n, ".resource") || !strcmp(path + n, "[0].resource"))
		ch->stored[ch->nstored++] = arena_strndup(c->a, path, n);
}

/* The calls being followed, innermost first. */
struct caller {
	const struct machine *fn;
	const struct caller *up;
};

/*
 * Is @fn being followed already, with whatever arguments? Init code does
 * not recurse, and a chain that calls back into a function on its stack
 * would follow it without end: such a call is not followed.
 */
static int being_followed(const struct caller *up, const struct machine *fn)
{
	for (; up; up = up->up)
		if (up->fn == fn)
			return 1;
	return 0;
}

static void follow(struct conv *c, const struct board *lb, size_t mi,
		   struct value **args, size_t nargs, int depth,
		   const struct caller *up, struct soc_chain *ch)
{
	const struct machine *m = &lb->machines[mi];
	const struct caller self = { m, up };
	struct frame f = { 0 };
	const char *p = m->params;
	size_t i, k;

	/* "a,b,c" bound to the caller's values, in order */
	while (p && *p && f.n < MAX_PARAMS && f.n < nargs) {
		size_t len = strcspn(p, ",");

		f.names[f.n] = arena_strndup(c->a, p, len);
		f.vals[f.n] = args[f.n];
		f.n++;
		p += len + (p[len] == ',');
	}
	for (i = 0; i < lb->nsteps[mi]; i++) {
		const struct step *s = &lb->steps[mi][i];
		struct value *sa[MAX_PARAMS];
		const struct soc_node *sn;
		const struct board *cb;
		size_t cm, npdev = 0;
		struct soc_chain_dev *d = NULL;

		if (s->kind == STEP_ASSIGN) {
			device_store(c, &f, s, ch);
			continue;
		}
		if (s->kind != STEP_CALL)
			continue;
		for (k = 0; k < s->nargs && k < MAX_PARAMS; k++)
			sa[k] = subst(c, &f, s->args[k]);
		sn = note_addresses(c, ch, sa, k);
		for (cm = 0; cm < k; cm++)
			if (is_pdev(c, sa[cm])) {
				npdev++;
				d = chain_dev(ch, sa[cm]->s);
			}
		/* fill_resources(&orion_uart0, res, mapbase, ...) */
		if (npdev == 1 && d && sn && !d->sn)
			d->sn = sn;
		if (npdev == 1 && d)
			note_resources(d, sa, k);
		if (npdev == 1 && d &&
		    !strcmp(s->fn, "platform_device_register"))
			d->registered = 1;
		if (ch->nwindows < SOC_CHAIN_MAX &&
		    mbus_window_of(s->fn, sa, k, &ch->windows[ch->nwindows]))
			ch->nwindows++;
		if (depth < MAX_DEPTH && lib_function(c, s->fn, &cb, &cm) &&
		    !being_followed(&self, &cb->machines[cm]) &&
		    !(k == 0 && followed_before(ch, &cb->machines[cm])))
			follow(c, cb, cm, sa, k, depth + 1, &self, ch);
	}
}

/* The compatibles of the driver named @name, from the tree's OF tables. */
static int driver_binds(struct conv *c, const char *name,
			const struct soc_node *sn)
{
	const struct drv_entry *d =
		c->drv && name ? drv_index_lookup(c->drv, name) : NULL;
	size_t i, j;

	for (i = 0; d && i < d->ncompat; i++)
		for (j = 0; j < sn->ncompat; j++)
			if (!strcmp(d->compatibles[i], sn->compatibles[j]))
				return 1;
	return 0;
}

/* The one child of @parent in the .dtsi that has a compatible, or NULL. */
static const struct soc_node *only_child(struct conv *c,
					 const struct soc_node *parent)
{
	const struct soc_node *found = NULL;
	size_t i, len = strlen(parent->path);

	for (i = 0; i < soc_dt_count(c->sdt); i++) {
		const struct soc_node *n = soc_dt_node(c->sdt, i);

		if (strncmp(n->path, parent->path, len) ||
		    n->path[len] != '/' || strchr(n->path + len + 1, '/') ||
		    !n->ncompat)
			continue;
		if (found)
			return NULL;
		found = n;
	}
	return found;
}

static int node_taken(const struct soc_chain *ch, const struct soc_node *sn)
{
	size_t i;

	for (i = 0; i < ch->ndevs; i++)
		if (ch->devs[i].sn == sn)
			return 1;
	return 0;
}

/*
 * A device whose resources name its base statically (orion_wdt_device at
 * TIMER_PHYS_BASE): the node there that its driver binds, else the node
 * there.
 */
static const struct soc_node *static_node(struct conv *c, struct value *dev,
					  const char *name)
{
	struct value *rv = dev ? val_get(dev, "resource") : NULL;
	struct value *res = rv && rv->kind == V_ADDR ? conv_deref(c, rv, NULL) :
						       NULL;
	struct value *r = res && res->kind == V_ARRAY && res->nelems ?
				  res->elems[0] :
				  res;
	struct value *st = r ? val_get(r, "start") : NULL;
	struct value *fl = r ? val_get(r, "flags") : NULL;
	const struct drv_entry *d =
		c->drv && name ? drv_index_lookup(c->drv, name) : NULL;
	size_t i;

	if (!st || st->kind != V_INT || st->i <= 0 || !fl ||
	    !(fl->i & 0x200 /* IORESOURCE_MEM */))
		return NULL;
	for (i = 0; d && i < d->ncompat; i++) {
		const struct soc_node *sn = soc_dt_find_by_compatible(
			c->sdt, d->compatibles[i], (uint64_t)st->i);

		if (sn)
			return sn;
	}
	return soc_dt_find_by_base(c->sdt, (uint64_t)st->i);
}

/*
 * A device the chain registered without passing its own base: the node
 * the chain named that its driver binds; else the only node left; else the
 * one sub-node of a node the chain named (the Ethernet port of the
 * controller whose base it passed).
 */
static void match_rest(struct conv *c, struct soc_chain *ch)
{
	size_t i, j;

	for (i = 0; i < ch->ndevs; i++) {
		struct soc_chain_dev *d = &ch->devs[i];
		struct value *dev = soc_chain_device(c, d->var);
		struct value *nm = dev ? val_get(dev, "name") : NULL;
		const char *name = nm && nm->kind == V_STR ? nm->s : NULL;
		const struct soc_node *left = NULL;
		size_t nleft = 0;

		if (d->sn || !d->registered)
			continue;
		d->sn = static_node(c, dev, name);
		for (j = 0; j < ch->nnodes && !d->sn; j++)
			if (!node_taken(ch, ch->nodes[j]) &&
			    driver_binds(c, name, ch->nodes[j]))
				d->sn = ch->nodes[j];
		for (j = 0; j < ch->nnodes && !d->sn; j++)
			if (!node_taken(ch, ch->nodes[j])) {
				left = ch->nodes[j];
				nleft++;
			}
		if (!d->sn && nleft == 1)
			d->sn = left;
		for (j = 0; j < ch->nnodes && !d->sn; j++) {
			const struct soc_node *k = only_child(c, ch->nodes[j]);

			if (k && !node_taken(ch, k))
				d->sn = k;
		}
	}
}

void soc_chain_library(struct conv *c, const struct board *lib, size_t mi,
		       struct soc_chain *ch)
{
	memset(ch, 0, sizeof(*ch));
	ch->found = 1;
	follow(c, lib, mi, NULL, 0, 0, NULL, ch);
	stored_resources(c, ch);
}

void soc_chain_resolve(struct conv *c, const struct step *s,
		       struct soc_chain *ch)
{
	const struct board *lb;
	struct value *args[MAX_PARAMS];
	size_t mi, i;

	memset(ch, 0, sizeof(*ch));
	if (!c->sdt || s->kind != STEP_CALL ||
	    !lib_function(c, s->fn, &lb, &mi))
		return;
	ch->found = 1;
	for (i = 0; i < s->nargs && i < MAX_PARAMS; i++) {
		args[i] = s->args[i];
		/* the board's own data: a pointer to a variable of the board */
		if (args[i] && args[i]->kind == V_ADDR &&
		    conv_board_var(c, args[i]->s)) {
			ch->pdata = conv_deref(c, args[i], NULL);
			ch->pdata_var = args[i]->s;
		}
	}
	note_addresses(c, ch, args, i);
	ch->board_args = args;
	ch->nboard_args = i;
	follow(c, lb, mi, args, i, 0, NULL, ch);
	ch->board_args = NULL;
	ch->nboard_args = 0;
	stored_resources(c, ch);
	match_rest(c, ch);
}

size_t soc_chain_inline(struct conv *c, const struct step *s,
			const struct board **lib, struct step **out)
{
	const struct board *lb;
	const struct machine *m;
	struct frame f = { 0 };
	const char *p;
	size_t mi, i, k, n = 0;

	*out = NULL;
	if (s->kind != STEP_CALL || !lib_function(c, s->fn, &lb, &mi))
		return 0;
	*lib = lb;
	m = &lb->machines[mi];
	for (p = m->params; p && *p && f.n < MAX_PARAMS && f.n < s->nargs;) {
		size_t len = strcspn(p, ",");

		f.names[f.n] = arena_strndup(c->a, p, len);
		f.vals[f.n] = s->args[f.n];
		f.n++;
		p += len + (p[len] == ',');
	}
	*out = arena_alloc(c->a, (lb->nsteps[mi] + 1) * sizeof(**out));
	for (i = 0; i < lb->nsteps[mi]; i++) {
		const struct step *ls = &lb->steps[mi][i];
		struct step *t = &(*out)[n];

		/*
		 * a branch the call's arguments rule out (palm27x_lcd_init(-1,
		 * ...): "if (gpio_is_valid(power))" is not taken)
		 */
		if (!step_applies(ls, c->m) ||
		    (ls->cond && !cond_eval(ls->cond, frame_int, &f)))
			continue;
		*t = *ls;
		/* the board's line: the item is the board's call */
		t->line = s->line;
		t->text = arena_printf(c->a, "%s: %s", s->fn, ls->text);
		t->args = arena_alloc(c->a, (ls->nargs + 1) * sizeof(*t->args));
		for (k = 0; k < ls->nargs; k++)
			t->args[k] = subst(c, &f, ls->args[k]);
		n++;
	}
	return n;
}
