// SPDX-License-Identifier: GPL-2.0
/*
 * TI power management chips whose platform data is an array of struct
 * regulator_init_data, one per regulator in the driver's order: the
 * TPS6507x (drivers/regulator/tps6507x-regulator.c, behind the MFD of
 * drivers/mfd/tps6507x.c) and the TPS65020/21/23
 * (drivers/regulator/tps65023-regulator.c). Both drivers match the
 * children of the chip's "regulators" node by regulator-compatible or node
 * name ("VDCDC1" ... "LDO2", the regulator descriptors' of_match); each
 * child takes the regulator binding's properties.
 */
#include <string.h>

#include "convert/translate/translate.h"
#include "lib/strbuf.h"

static const char *const names[] = { "VDCDC1", "VDCDC2", "VDCDC3", "LDO1",
				     "LDO2" };

/*
 * The voltages each output of a chip can give, in the driver's order
 * (tps65023-regulator.c's tables; 0 ends a list): a board's init data for
 * an output none of whose voltages lies in its range makes the regulator
 * core refuse the constraints, so the board-file kernel never had it.
 */
#define VCORE                                                                  \
	800000, 825000, 850000, 875000, 900000, 925000, 950000, 975000,        \
		1000000, 1025000, 1050000, 1075000, 1100000, 1125000, 1150000, \
		1175000, 1200000, 1225000, 1250000, 1275000, 1300000, 1325000, \
		1350000, 1375000, 1400000, 1425000, 1450000, 1475000, 1500000, \
		1525000, 1550000, 1600000, 0
#define LDO1_23                                                        \
	1000000, 1100000, 1300000, 1800000, 2200000, 2600000, 2800000, \
		3150000, 0
#define LDO2_23                                                        \
	1050000, 1200000, 1300000, 1800000, 2500000, 2800000, 3000000, \
		3300000, 0
#define LDO_20                                                         \
	1000000, 1050000, 1100000, 1300000, 1800000, 2500000, 3000000, \
		3300000, 0

struct chip {
	const char *type;
	long long uv[5][40];
};

static const struct chip chips[] = {
	{ "tps65020",
	  { { 3300000, 0 }, { 1800000, 0 }, { VCORE }, { LDO_20 }, { LDO_20 } } },
	{ "tps65021",
	  { { 3300000, 0 },
	    { 1800000, 0 },
	    { VCORE },
	    { LDO1_23 },
	    { LDO2_23 } } },
	{ "tps65023",
	  { { VCORE },
	    { 3300000, 0 },
	    { 1800000, 0 },
	    { LDO1_23 },
	    { LDO2_23 } } },
};

/* Can output @o of @ch give a voltage in [@min, @max]? (no range: yes) */
static int fits(const struct chip *ch, size_t o, long long min, long long max)
{
	const long long *v;

	if (!ch || (!min && !max))
		return 1;
	for (v = ch->uv[o]; *v; v++)
		if (*v >= min && *v <= max)
			return 1;
	return 0;
}

/*
 * The init data array from the address @p points at (&data[0] is element
 * 0 of data[]), with its first element's index in *@first; NULL: none.
 */
static struct value *init_array(struct conv *c, struct value *p, size_t *first)
{
	struct value *a;

	if (!p || p->kind != V_ADDR)
		return NULL;
	a = conv_var(c, p->s, NULL);
	if (!a || a->kind != V_ARRAY)
		return NULL;
	*first = p->text && strchr(p->text, '[') && p->offset > 0 ?
			 (size_t)p->offset :
			 0;
	return a;
}

/*
 * Regulator @i's node under @regs: tps6507x.dtsi's regulator@N with the
 * descriptor's name as regulator-compatible (binding mfd/tps6507x.txt), or
 * a child named after it (binding regulator/tps65023.txt); labelled
 * "<name>_reg" for the consumers' supplies.
 */
static struct dt_node *regulator_node(struct xlate *x, struct dt_node *regs,
				      size_t i, int addressed)
{
	struct dt_tree *t = x->c->t;
	struct dt_node *r;
	char label[16], *p;

	if (addressed) {
		r = dt_child(t, regs, "regulator",
			     arena_printf(x->c->a, "%zu", i));
		dt_prop(t, r, "reg", "<%zu>", i);
		dt_prop_str(t, r, "regulator-compatible", names[i]);
	} else {
		r = dt_child(t, regs, names[i], NULL);
	}
	snprintf(label, sizeof(label), "%s_reg", names[i]);
	for (p = label; *p; p++)
		*p = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
	r->label = conv_label(x->c, label);
	return r;
}

struct place {
	const struct chip *ch;
	long long min[5], max[5];
	size_t n; /* init data elements */
	size_t cur[5], best[5];
	int used[5], best_score, nbest;
};

/*
 * Every injective placement of elements @i.. that fits, scored by how many
 * keep the board's order: the best score, and how many placements have it.
 */
static void search(struct place *p, size_t i, int score)
{
	size_t o;

	if (i == p->n) {
		if (score > p->best_score) {
			p->best_score = score;
			p->nbest = 0;
			memcpy(p->best, p->cur, sizeof(p->best));
		}
		if (score == p->best_score)
			p->nbest++;
		return;
	}
	for (o = 0; o < 5; o++)
		if (!p->used[o] && fits(p->ch, o, p->min[i], p->max[i])) {
			p->used[o] = 1;
			p->cur[i] = o;
			search(p, i + 1, score + (o == i));
			p->used[o] = 0;
		}
}

/*
 * Output of each element in @out: the driver's order (element i is output
 * i) where every element's range fits its output; else, when exactly one
 * placement fits them all with the most elements in place, that one, said
 * (the board file's data was another chip's order, and the board-file
 * kernel's driver refused it). 0: the board's order stands.
 */
static int placement(struct xlate *x, const struct chip *ch, struct value *a,
		     size_t first, size_t n, size_t *out)
{
	struct place p = { 0 };
	struct strbuf why = STRBUF_INIT;
	size_t i;

	for (i = 0; i < n; i++)
		out[i] = i;
	if (!ch)
		return 0;
	p.ch = ch;
	p.n = n;
	p.best_score = -1;
	for (i = 0; i < n; i++) {
		struct value *init = a->elems[first + i];

		p.min[i] = val_get(init, "constraints.min_uV") ?
				   val_get(init, "constraints.min_uV")->i :
				   0;
		p.max[i] = val_get(init, "constraints.max_uV") ?
				   val_get(init, "constraints.max_uV")->i :
				   0;
	}
	search(&p, 0, 0);
	if (p.best_score == (int)n)
		return 0;
	for (i = 0; i < n; i++)
		if (!fits(ch, i, p.min[i], p.max[i]))
			sb_addf(&why, "%s%s cannot give %lld-%lld uV",
				why.len ? ", " : "", names[i], p.min[i],
				p.max[i]);
	if (p.nbest != 1) {
		x_partial(x,
			  "the board's init data, in the driver's order, does "
			  "not fit a %s (%s): the regulator core refuses the "
			  "constraints, so the board-file kernel's driver "
			  "fails to probe; which output each was meant for, "
			  "the voltages do not tell",
			  ch->type, sb_str(&why));
		sb_release(&why);
		return 0;
	}
	memcpy(out, p.best, n * sizeof(*out));
	sb_addf(&why, "): the regulator core refuses the constraints, so the "
		      "board-file kernel's driver fails to probe; placed by "
		      "voltage instead (");
	for (i = 0; i < n; i++)
		if (out[i] != i)
			sb_addf(&why, "%selement %zu as %s",
				why.buf[why.len - 1] == '(' ? "" : ", ", i,
				names[out[i]]);
	x_partial(x,
		  "the board's init data, in the driver's order, does not fit "
		  "a %s (%s): check against the schematic",
		  ch->type, sb_str(&why));
	sb_release(&why);
	return 1;
}

/*
 * The init data @a from element @first on: a node per regulator. @ddata:
 * the TPS6507x reads ti,defdcdc_default from a child (its of_parse_cb)
 * where the board points an element's driver_data at struct
 * tps6507x_reg_platform_data.
 */
static void regulators(struct xlate *x, const struct chip *ch, struct value *a,
		       size_t first, int addressed, int ddata)
{
	struct dt_tree *t = x->c->t;
	struct dt_node *regs = dt_child(t, x->node, "regulators", NULL);
	size_t i, n = a->nelems > first ? a->nelems - first : 0, out[5];

	if (n > 5)
		n = 5;
	placement(x, ch, a, first, n, out);

	if (addressed) {
		dt_prop(t, regs, "#address-cells", "<1>");
		dt_prop(t, regs, "#size-cells", "<0>");
	}
	for (i = 0; i < n; i++) {
		struct value *init = a->elems[first + i];
		struct dt_node *r;

		if (!init || val_is_zero(init))
			continue;
		r = regulator_node(x, regs, out[i], addressed);
		if (ddata) {
			struct value *d = conv_deref(
				x->c, val_take(init, "driver_data"), NULL);

			if (d && val_take_int(d, "defdcdc_default", 0))
				dt_prop(t, r, "ti,defdcdc_default", "<1>");
		}
		regulator_init(x, r, init);
	}
}

static void tps6507x(struct xlate *x)
{
	struct value *pd = x->pdata, *a;
	size_t first = 0;

	if (!pd)
		return;
	a = init_array(x->c, val_take(pd, "tps6507x_pmic_init_data"), &first);
	if (a)
		regulators(x, NULL, a, first, 1, 1);
	/*
	 * tps6507x-ts.c takes the parent's platform data and fails without
	 * it (-ENODEV); no property gives it
	 */
	if (!val_is_zero(val_take(pd, "tps6507x_ts_init_data")))
		x_partial(x, "touchscreen data: drivers/input/touchscreen/"
			     "tps6507x-ts.c reads the chip's platform data "
			     "only and does not probe without it, so a "
			     "devicetree boot has no touchscreen");
}

/*
 * The platform data is the array itself (its first element, deref'd);
 * @ch: the chip's outputs.
 */
static void tps6502x(struct xlate *x, const struct chip *ch)
{
	struct value *a;
	size_t first = 0, k;

	if (!x->pdata || !x->pdata_var)
		return;
	a = conv_var(x->c, x->pdata_var, NULL);
	if (!a || a->kind != V_ARRAY)
		return;
	for (k = 0; k < a->nelems && a->elems[k] != x->pdata; k++)
		;
	if (k < a->nelems)
		first = k;
	regulators(x, ch, a, first, 0, 0);
}

static void tps65020(struct xlate *x)
{
	tps6502x(x, &chips[0]);
}

static void tps65021(struct xlate *x)
{
	tps6502x(x, &chips[1]);
}

static void tps65023(struct xlate *x)
{
	tps6502x(x, &chips[2]);
}

TRANSLATOR(xl_tps6507x) = { "tps6507x", "pmic", NULL, tps6507x };
TRANSLATOR(xl_tps65020) = { "tps65020", "pmic", NULL, tps65020 };
TRANSLATOR(xl_tps65021) = { "tps65021", "pmic", NULL, tps65021 };
TRANSLATOR(xl_tps65023) = { "tps65023", "pmic", NULL, tps65023 };
