// SPDX-License-Identifier: GPL-2.0
#include "compare/invdiff.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lib/sort.h"
#include "lib/strbuf.h"

/* ---- device identity ---- */

bool inv_dev_base(const struct inv_dev *dev, unsigned long long *base)
{
	size_t i;

	if (!dev->nmem)
		return false;
	*base = dev->mem[0].start;
	for (i = 1; i < dev->nmem; i++)
		if (dev->mem[i].start < *base)
			*base = dev->mem[i].start;
	return true;
}

static bool all_digits(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return false;
	return n > 0;
}

static bool all_hex(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (!isxdigit((unsigned char)s[i]))
			return false;
	return n > 0;
}

/*
 * What a device name says once the parts that depend on how it was created
 * are gone: the "parent:" prefixes and "@unit" of DT names, the "<address>."
 * prefix of DT names with reg, and the ".N" / ".N.auto" suffix of board-file
 * names. "pxa2xx-uart.1" and "soc:pxa2xx-uart" both give "pxa2xx-uart".
 */
static char *name_stem(const char *name)
{
	const char *colon = strrchr(name, ':'), *dot;
	char *s = xstrdup(colon ? colon + 1 : name), *p;
	size_t n;

	if ((p = strchr(s, '@')))
		*p = '\0';
	n = strlen(s);
	if (n > 5 && !strcmp(s + n - 5, ".auto"))
		s[n -= 5] = '\0';
	p = strrchr(s, '.');
	if (p && all_digits(p + 1, strlen(p + 1)))
		*p = '\0';
	dot = strchr(s, '.');
	if (dot && dot[1] && all_hex(s, (size_t)(dot - s)))
		memmove(s, dot + 1, strlen(dot + 1) + 1);
	return s;
}

static bool same_str(const char *a, const char *b)
{
	return a && b && !strcmp(a, b);
}

static bool same_base(const struct inv_dev *a, const struct inv_dev *b)
{
	unsigned long long x, y;

	return inv_dev_base(a, &x) && inv_dev_base(b, &y) && x == y;
}

static bool same_stem(const struct inv_dev *a, const struct inv_dev *b)
{
	char *x = name_stem(a->name), *y = name_stem(b->name);
	bool same = !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

/* "ICU/23" for Linux IRQ @num, NULL when the inventory does not say. */
static char *irq_source(const struct inventory *inv, unsigned long num)
{
	const struct inv_record *r = inv_irq(inv, num);
	const char *chip = r ? inv_get(r, "chip") : NULL;
	const char *hwirq = r ? inv_get(r, "hwirq") : NULL;

	return chip && hwirq ? xasprintf("%s/%s", chip, hwirq) : NULL;
}

static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Sorted identities of @dev's IRQs: chip/hwirq if @by_source, else numbers. */
static char *irq_identity(const struct inventory *inv,
			  const struct inv_dev *dev, bool by_source)
{
	struct strbuf sb = STRBUF_INIT;
	char **ids = xcalloc(dev->nirq, sizeof(*ids));
	size_t i;

	for (i = 0; i < dev->nirq; i++) {
		ids[i] = by_source ? irq_source(inv, dev->irq[i]) : NULL;
		if (!ids[i])
			ids[i] = xasprintf("%lu", dev->irq[i]);
	}
	if (dev->nirq)
		sort_array(ids, dev->nirq, sizeof(*ids), cmp_str);
	for (i = 0; i < dev->nirq; i++) {
		sb_addf(&sb, "%s%s", i ? "," : "", ids[i]);
		free(ids[i]);
	}
	free(ids);
	return sb_detach(&sb);
}

static bool sources_known(const struct inventory *inv,
			  const struct inv_dev *dev)
{
	size_t i;

	for (i = 0; i < dev->nirq; i++) {
		char *s = irq_source(inv, dev->irq[i]);

		if (!s)
			return false;
		free(s);
	}
	return true;
}

/* @a of @ia and @b of @ib: the same IRQs, by source or by number. */
static bool same_irqs(const struct inventory *ia, const struct inv_dev *a,
		      const struct inventory *ib, const struct inv_dev *b,
		      bool by_source)
{
	char *x = irq_identity(ia, a, by_source);
	char *y = irq_identity(ib, b, by_source);
	bool same = !strcmp(x, y);

	free(x);
	free(y);
	return same;
}

/* ---- matching rules, tried in order over the devices still unmatched ---- */

struct matcher {
	const struct inventory *a, *b;
	bool *a_done, *b_done;
};

static size_t unmatched_with_driver(const struct inventory *inv,
				    const bool *done, const char *driver)
{
	size_t i, n = 0;

	for (i = 0; i < inv->ndevs; i++)
		if (!done[i] && same_str(inv->devs[i].driver, driver))
			n++;
	return n;
}

static bool rule_driver_mmio(const struct matcher *m, const struct inv_dev *a,
			     const struct inv_dev *b)
{
	(void)m;
	return same_str(a->driver, b->driver) && same_base(a, b);
}

/* Same registers, driver bound on one side only: a probe that failed. */
static bool rule_mmio(const struct matcher *m, const struct inv_dev *a,
		      const struct inv_dev *b)
{
	(void)m;
	return (!a->driver || !b->driver) && same_base(a, b);
}

/*
 * Same driver, same interrupts by controller and hwirq: devices with no
 * registers of their own whose names a DT boot renumbers (a PXA SSP port's
 * pxa2xx-spi.2, after: pxa2xx-spi.0.auto), told apart from their siblings
 * before their names are.
 */
static bool rule_driver_irq(const struct matcher *m, const struct inv_dev *a,
			    const struct inv_dev *b)
{
	return same_str(a->driver, b->driver) && a->nirq &&
	       a->nirq == b->nirq && sources_known(m->a, a) &&
	       sources_known(m->b, b) && same_irqs(m->a, a, m->b, b, true);
}

static bool rule_driver_name(const struct matcher *m, const struct inv_dev *a,
			     const struct inv_dev *b)
{
	(void)m;
	return same_str(a->driver, b->driver) && same_stem(a, b);
}

static bool rule_name(const struct matcher *m, const struct inv_dev *a,
		      const struct inv_dev *b)
{
	(void)m;
	return (!a->driver || !b->driver) && same_stem(a, b);
}

/*
 * The last resort: the one device left with this driver on each side, such
 * as "leds-gpio" vs DT's "leds", or a device whose registers moved.
 */
static bool rule_driver(const struct matcher *m, const struct inv_dev *a,
			const struct inv_dev *b)
{
	return a->driver && same_str(a->driver, b->driver) &&
	       unmatched_with_driver(m->a, m->a_done, a->driver) == 1 &&
	       unmatched_with_driver(m->b, m->b_done, a->driver) == 1;
}

static const struct dev_rule {
	const char *name;
	bool (*match)(const struct matcher *m, const struct inv_dev *a,
		      const struct inv_dev *b);
} dev_rules[] = {
	{ "driver+mmio", rule_driver_mmio },
	{ "mmio", rule_mmio },
	{ "driver+irq", rule_driver_irq },
	{ "driver+name", rule_driver_name },
	{ "name", rule_name },
	{ "driver", rule_driver },
};

static int cmp_range(const void *x, const void *y)
{
	const struct inv_range *a = x, *b = y;

	if (a->start != b->start)
		return a->start < b->start ? -1 : 1;
	if (a->end != b->end)
		return a->end < b->end ? -1 : 1;
	return 0;
}

static bool same_mem(const struct inv_dev *a, const struct inv_dev *b)
{
	struct inv_range *x, *y;
	bool same;

	if (a->nmem != b->nmem)
		return false;
	if (!a->nmem)
		return true;
	x = xmalloc(a->nmem * sizeof(*x));
	y = xmalloc(b->nmem * sizeof(*y));
	memcpy(x, a->mem, a->nmem * sizeof(*x));
	memcpy(y, b->mem, b->nmem * sizeof(*y));
	sort_array(x, a->nmem, sizeof(*x), cmp_range);
	sort_array(y, b->nmem, sizeof(*y), cmp_range);
	same = !memcmp(x, y, a->nmem * sizeof(*x));
	free(x);
	free(y);
	return same;
}

/*
 * Linux IRQ numbers are static in a board-file boot but allocated on demand
 * in a DT boot, so IRQs are compared by interrupt controller and hwirq where
 * both inventories' irq records say what those are. Only /proc/interrupts
 * knows them, and it lists requested IRQs only: for the others the numbers
 * themselves are compared when both boots are board-file boots, and
 * otherwise the IRQs are left unchecked (and said so) rather than reported
 * as moved.
 */
static enum irq_verdict compare_irqs(const struct invdiff *d,
				     const struct inv_dev *a,
				     const struct inv_dev *b)
{
	bool by_source = sources_known(d->before, a) &&
			 sources_known(d->after, b);

	if (a->nirq != b->nirq)
		return IRQ_MOVED;
	if (!by_source && (d->before->fdt || d->after->fdt))
		return IRQ_UNCHECKED;
	return same_irqs(d->before, a, d->after, b, by_source) ? IRQ_SAME :
								 IRQ_MOVED;
}

static enum dev_state pair_state(const struct inv_dev *a,
				 const struct inv_dev *b)
{
	if (a->driver && !b->driver)
		return DEV_BOUND_BEFORE_ONLY;
	if (!a->driver && b->driver)
		return DEV_BOUND_AFTER_ONLY;
	return DEV_SAME;
}

static void add_pair(struct invdiff *d, size_t *alloc, const char *rule,
		     const struct inv_dev *a, const struct inv_dev *b)
{
	struct dev_pair p = { .before = a, .after = b, .rule = rule };

	p.state = pair_state(a, b);
	p.mem_moved = !same_mem(a, b);
	p.irq = compare_irqs(d, a, b);
	p.irq_moved = p.irq == IRQ_MOVED;
	VEC_PUSH(d->pairs, d->npairs, *alloc, p);
}

static void match_devices(struct invdiff *d)
{
	const struct inventory *a = d->before, *b = d->after;
	struct matcher m = { a, b, xcalloc(a->ndevs, 1), xcalloc(b->ndevs, 1) };
	size_t r, i, j, alloc = 0, ab = 0, aa = 0;

	for (r = 0; r < sizeof(dev_rules) / sizeof(dev_rules[0]); r++)
		for (i = 0; i < a->ndevs; i++)
			for (j = 0; j < b->ndevs && !m.a_done[i]; j++) {
				if (m.b_done[j] ||
				    !dev_rules[r].match(&m, &a->devs[i],
							&b->devs[j]))
					continue;
				add_pair(d, &alloc, dev_rules[r].name,
					 &a->devs[i], &b->devs[j]);
				m.a_done[i] = m.b_done[j] = true;
			}
	for (i = 0; i < a->ndevs; i++)
		if (!m.a_done[i])
			VEC_PUSH(d->only_before, d->nonly_before, ab,
				 &a->devs[i]);
	for (j = 0; j < b->ndevs; j++)
		if (!m.b_done[j])
			VEC_PUSH(d->only_after, d->nonly_after, aa,
				 &b->devs[j]);
	free(m.a_done);
	free(m.b_done);
}

/* ---- the other record kinds, as multisets of keys ---- */

static const struct kind_key {
	const char *kind;
	const char *desc;
	const char *keys[3];
} kind_keys[] = {
	{ "i2c", "bus address+driver", { "dev", "driver", NULL } },
	{ "spi", "bus address+driver", { "dev", "driver", NULL } },
	{ "input", "name", { "name", NULL } },
	{ "mtd", "name+size", { "name", "size", NULL } },
	{ "net", "iface+driver", { "iface", "driver", NULL } },
	{ "mmc", "host+card", { "host", "card", NULL } },
	{ "block", "name", { "name", NULL } },
	{ "fb", "name", { "name", NULL } },
	{ "led", "name", { "name", NULL } },
	{ "gpiochip", "label+ngpio", { "label", "ngpio", NULL } },
};

static char *record_key(const struct inv_record *r, const struct kind_key *k)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; k->keys[i]; i++) {
		const char *v = inv_get(r, k->keys[i]);

		sb_addf(&sb, "%s%s=%s", i ? " " : "", k->keys[i], v ? v : "-");
	}
	return sb_detach(&sb);
}

static size_t kind_keys_of(const struct inventory *inv,
			   const struct kind_key *k, char ***out)
{
	char **v = NULL;
	size_t n = 0, alloc = 0, i;

	for (i = 0; i < inv->nrecs; i++)
		if (!strcmp(inv->recs[i].kind, k->kind))
			VEC_PUSH(v, n, alloc, record_key(&inv->recs[i], k));
	if (n)
		sort_array(v, n, sizeof(*v), cmp_str);
	*out = v;
	return n;
}

/* Merges two sorted key lists; the keys left over move into @kd. */
static void diff_keys(struct kind_diff *kd, char **x, size_t nx, char **y,
		      size_t ny)
{
	size_t i = 0, j = 0, ab = 0, aa = 0;

	while (i < nx || j < ny) {
		int c = i == nx ? 1 : j == ny ? -1 : strcmp(x[i], y[j]);

		if (c < 0) {
			VEC_PUSH(kd->only_before, kd->nbefore, ab, x[i++]);
		} else if (c > 0) {
			VEC_PUSH(kd->only_after, kd->nafter, aa, y[j++]);
		} else {
			free(x[i++]);
			free(y[j++]);
		}
	}
}

static void compare_kinds(struct invdiff *d)
{
	size_t n = sizeof(kind_keys) / sizeof(kind_keys[0]), i;

	d->kinds = xcalloc(n, sizeof(*d->kinds));
	d->nkinds = n;
	for (i = 0; i < n; i++) {
		struct kind_diff *kd = &d->kinds[i];
		char **x, **y;
		size_t nx = kind_keys_of(d->before, &kind_keys[i], &x);
		size_t ny = kind_keys_of(d->after, &kind_keys[i], &y);

		kd->kind = kind_keys[i].kind;
		kd->key_desc = kind_keys[i].desc;
		diff_keys(kd, x, nx, y, ny);
		free(x);
		free(y);
	}
}

/* ---- the whole comparison ---- */

static int compare_fdts(struct invdiff *d, struct bf_error *e)
{
	d->fdt = (d->before->fdt ? 1 : 0) | (d->after->fdt ? 2 : 0);
	if (d->fdt != FDT_BOTH)
		return 0;
	if (fdtdiff_compare(d->before->fdt, d->after->fdt, &d->fdtd, e)) {
		char why[sizeof(e->msg)];

		snprintf(why, sizeof(why), "%s", e->msg);
		return bf_err(e, "%s vs %s: fdt: %s", d->before->file,
			      d->after->file, why);
	}
	return 0;
}

int invdiff_compare(const struct inventory *before,
		    const struct inventory *after, struct invdiff *d,
		    struct bf_error *e)
{
	memset(d, 0, sizeof(*d));
	d->before = before;
	d->after = after;
	match_devices(d);
	compare_kinds(d);
	if (compare_fdts(d, e)) {
		invdiff_release(d);
		return -1;
	}
	return 0;
}

void invdiff_release(struct invdiff *d)
{
	size_t i, j;

	for (i = 0; i < d->nkinds; i++) {
		for (j = 0; j < d->kinds[i].nbefore; j++)
			free(d->kinds[i].only_before[j]);
		for (j = 0; j < d->kinds[i].nafter; j++)
			free(d->kinds[i].only_after[j]);
		free(d->kinds[i].only_before);
		free(d->kinds[i].only_after);
	}
	free(d->kinds);
	free(d->pairs);
	free(d->only_before);
	free(d->only_after);
	fdtdiff_release(&d->fdtd);
	memset(d, 0, sizeof(*d));
}

void invdiff_count(const struct invdiff *d, struct invdiff_counts *c)
{
	size_t i;

	memset(c, 0, sizeof(*c));
	c->missing_after = d->nonly_before;
	c->new_after = d->nonly_after;
	for (i = 0; i < d->npairs; i++) {
		c->bound_before_only += d->pairs[i].state ==
					DEV_BOUND_BEFORE_ONLY;
		c->bound_after_only += d->pairs[i].state ==
				       DEV_BOUND_AFTER_ONLY;
		c->moved += d->pairs[i].mem_moved || d->pairs[i].irq_moved;
		c->renamed += invdiff_renamed(d, &d->pairs[i]);
	}
	for (i = 0; i < d->nkinds; i++)
		c->records += d->kinds[i].nbefore + d->kinds[i].nafter;
	c->fdt = d->fdtd.nitems;
}

bool invdiff_equal(const struct invdiff *d)
{
	struct invdiff_counts c;

	invdiff_count(d, &c);
	return !(c.missing_after || c.new_after || c.bound_before_only ||
		 c.bound_after_only || c.moved || c.renamed || c.records ||
		 c.fdt);
}

bool invdiff_renamed(const struct invdiff *d, const struct dev_pair *p)
{
	return d->fdt == FDT_BOTH && p->state == DEV_SAME &&
	       strcmp(p->before->name, p->after->name) != 0;
}

char *invdiff_irq_text(const struct inventory *inv, const struct inv_dev *dev)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < dev->nirq; i++) {
		char *src = irq_source(inv, dev->irq[i]);

		sb_addf(&sb, "%s%lu", i ? "," : "", dev->irq[i]);
		if (src)
			sb_addf(&sb, "(%s)", src);
		free(src);
	}
	return sb_detach(&sb);
}

char *invdiff_mem_text(const struct inv_dev *dev)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; i < dev->nmem; i++)
		sb_addf(&sb, "%s0x%llx-0x%llx", i ? "," : "",
			(unsigned long long)dev->mem[i].start,
			(unsigned long long)dev->mem[i].end);
	return sb_detach(&sb);
}
