// SPDX-License-Identifier: GPL-2.0
/*
 * match_data_pick(): of a driver's compatibles, the one whose OF match
 * data is what the board passed (sharpsl.c's shape: a bad block pattern
 * the board changed in its own copy, an ECC layout of named functions, a
 * parser list the board spells under another name); match_data_by_id():
 * the compatible of a device name no OF table has, by the match data its
 * platform_device_id entry shares with one entry (s3c2410.c's shape, with
 * comments between the entries).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "convert/match_data.h"
#include "unit.h"

static const char driver[] =
	"static u8 pattern[] = { 0xff, 0xff };\n"
	"static struct nand_bbt_descr spitz_bbt = {\n"
	"\t.offs = 4,\n\t.len = 2,\n\t.pattern = pattern,\n};\n"
	"static struct nand_bbt_descr akita_bbt = {\n"
	"\t.offs = 4,\n\t.len = 1,\n\t.pattern = pattern,\n};\n"
	"static const struct mtd_ooblayout_ops akita_ops = {\n"
	"\t.ecc = akita_ecc,\n\t.free = akita_free,\n};\n"
	"static const char * const parsers[] = { \"cmdlinepart\", NULL };\n"
	"static struct pdata spitz_data = {\n"
	"\t.badblock_pattern = &spitz_bbt,\n\t.part_parsers = parsers,\n};\n"
	"static struct pdata akita_data = {\n"
	"\t.badblock_pattern = &akita_bbt,\n\t.ecc_layout = &akita_ops,\n"
	"\t.part_parsers = parsers,\n};\n"
	"static const struct of_device_id of_match[] = {\n"
	"\t{ .compatible = \"v,spitz-nand\", .data = &spitz_data },\n"
	"\t{ .compatible = \"v,akita-nand\", .data = &akita_data },\n"
	"\t{ }\n};\n";

static const char nand[] =
	"static const struct devtype s3c2410_devtype = {\n"
	"\t.type = TYPE_S3C2410,\n};\n"
	"static const struct devtype s3c2412_devtype = {\n"
	"\t.type = TYPE_S3C2412,\n};\n"
	"static const struct of_device_id ids[] = {\n"
	"\t{\n\t\t.compatible = \"v,s3c2410-nand\",\n"
	"\t\t.data = &s3c2410_devtype,\n"
	"\t}, {\n\t\t/* also compatible with s3c6400 */\n"
	"\t\t.compatible = \"v,s3c2412-nand\",\n"
	"\t\t.data = &s3c2412_devtype,\n\t},\n\t{ }\n};\n"
	"static const struct platform_device_id pids[] = {\n"
	"\t{\n\t\t.name = \"s3c2410-nand\",\n"
	"\t\t.driver_data = TYPE_S3C2410,\n"
	"\t}, {\n\t\t.name = \"s3c6400-nand\",\n"
	"\t\t.driver_data = TYPE_S3C2412, /* compatible with 2412 */\n"
	"\t},\n\t{ \"s3c9999-nand\", TYPE_S3C2410 },\n"
	"\t{ \"s3c8888-nand\", TYPE_OTHER },\n\t{ }\n};\n";

static struct value *val(struct arena *a, enum val_kind k, long long i,
			 const char *s)
{
	struct value *v = arena_alloc(a, sizeof(*v));

	v->kind = k;
	v->i = i;
	v->s = s;
	v->text = s;
	if (k == V_ADDR)
		v->offset = -1;
	return v;
}

static struct value *strct(struct arena *a, size_t n, ...)
{
	struct value *v = val(a, V_STRUCT, 0, NULL);
	va_list ap;
	size_t i;

	v->fields = arena_alloc(a, n * sizeof(*v->fields));
	va_start(ap, n);
	for (i = 0; i < n; i++) {
		v->fields[i].name = va_arg(ap, const char *);
		v->fields[i].v = va_arg(ap, struct value *);
	}
	va_end(ap);
	v->nfields = n;
	return v;
}

static void add_var(struct board *b, size_t *alloc, const char *name,
		    struct value *init)
{
	struct bvar v = { name, "struct x", init, 1 };

	ARENA_PUSH(&b->arena, b->vars, b->nvars, *alloc, v);
}

int main(void)
{
	char dir[] = "/tmp/bf2dts-test-match-XXXXXX";
	static const char *const compat[] = { "v,spitz-nand", "v,akita-nand" };
	struct drv_entry d = { 0 };
	struct board b = { 0 };
	struct conv c = { 0 };
	struct arena *a = &b.arena;
	struct value *bbt, *ops, *parsers, *pdata;
	size_t alloc = 0;
	char *path;
	FILE *f;

	if (!mkdtemp(dir)) {
		CHECK("match data: a temporary tree", 0);
		return unit_failed;
	}
	path = arena_printf(a, "%s/drivers", dir);
	mkdir(path, 0700);
	path = arena_printf(a, "%s/drivers/nand.c", dir);
	f = fopen(path, "w");
	fputs(driver, f);
	fclose(f);
	d.compatibles = compat;
	d.ncompat = 2;
	d.source = "drivers/nand.c";
	c.a = a;
	c.b = &b;
	c.kdir = dir;

	/* the board's own copies: the Spitz pattern with the Akita's length */
	bbt = strct(a, 3, "offs", val(a, V_INT, 4, NULL), "len",
		    val(a, V_INT, 1, NULL), "pattern",
		    val(a, V_ADDR, 0, "scan_ff"));
	bbt->fields[2].v->s = "pattern";
	ops = strct(a, 2, "ecc", val(a, V_FUNC, 0, "akita_ecc"), "free",
		    val(a, V_FUNC, 0, "akita_free"));
	parsers = val(a, V_ARRAY, 0, NULL);
	parsers->elems = arena_alloc(a, 2 * sizeof(*parsers->elems));
	parsers->elems[0] = val(a, V_STR, 0, "cmdlinepart");
	parsers->elems[1] = val(a, V_NULL, 0, NULL);
	parsers->nelems = 2;
	add_var(&b, &alloc, "spitz_nand_bbt", bbt);
	add_var(&b, &alloc, "akita_ooblayout_ops", ops);
	add_var(&b, &alloc, "probes", parsers);

	pdata = strct(a, 4, "badblock_pattern",
		      val(a, V_ADDR, 0, "spitz_nand_bbt"), "ecc_layout",
		      val(a, V_ADDR, 0, "akita_ooblayout_ops"), "part_parsers",
		      val(a, V_ADDR, 0, "probes"), "partitions",
		      val(a, V_ADDR, 0, "parts"));
	CHECK_STR("match data: the board's values pick the Akita's entry",
		  match_data_pick(&c, &d, pdata), "v,akita-nand");

	/* the Spitz: its pattern two bytes long, no ECC layout of its own */
	bbt->fields[1].v->i = 2;
	pdata->nfields = 1;
	CHECK_STR("match data: the Spitz's values pick its entry",
		  match_data_pick(&c, &d, pdata), "v,spitz-nand");

	/* a pattern neither entry has: no pick */
	bbt->fields[1].v->i = 3;
	CHECK("match data: values no entry has pick none",
	      !match_data_pick(&c, &d, pdata));

	/* an ECC layout of other functions: not the Akita's */
	bbt->fields[1].v->i = 1;
	ops->fields[0].v->s = "other_ecc";
	pdata->nfields = 2;
	CHECK("match data: another function is another layout",
	      !match_data_pick(&c, &d, pdata));

	/* match_data_by_id() */
	{
		static const char *const nc[] = { "v,s3c2410-nand",
						  "v,s3c2412-nand" };
		struct drv_entry nd = { 0 };

		f = fopen(arena_printf(a, "%s/drivers/s3c.c", dir), "w");
		fputs(nand, f);
		fclose(f);
		nd.compatibles = nc;
		nd.ncompat = 2;
		nd.source = "drivers/s3c.c";
		CHECK_STR("match data by id: driver_data in the entry's struct",
			  match_data_by_id(&c, &nd, "s3c6400-nand"),
			  "v,s3c2412-nand");
		CHECK_STR("match data by id: a positional entry",
			  match_data_by_id(&c, &nd, "s3c9999-nand"),
			  "v,s3c2410-nand");
		CHECK("match data by id: driver_data no entry has: none",
		      !match_data_by_id(&c, &nd, "s3c8888-nand"));
		CHECK("match data by id: a name the table lacks: none",
		      !match_data_by_id(&c, &nd, "s3c7777-nand"));
		unlink(arena_printf(a, "%s/drivers/s3c.c", dir));
	}

	d.source = "drivers/absent.c";
	CHECK("match data: no driver text, no pick",
	      !match_data_pick(&c, &d, pdata));
	unlink(arena_printf(a, "%s/drivers/nand.c", dir));
	rmdir(arena_printf(a, "%s/drivers", dir));
	rmdir(dir);
	arena_free(a);
	return unit_failed;
}
