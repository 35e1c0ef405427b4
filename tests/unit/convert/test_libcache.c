// SPDX-License-Identifier: GPL-2.0
/*
 * The library model cache without the kernel tree: SHA-256 against the
 * FIPS 180-4 examples, the board model serializer (round trip, shared
 * values, NULL against empty, every truncation and byte flip of the input
 * rejected or harmless), and cache entries (a changed dependency, a
 * corrupt or foreign entry is a miss; store and load through files).
 */
#define _GNU_SOURCE /* memmem */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "convert/board_serial.h"
#include "convert/extract.h"
#include "lib/fileio.h"
#include "convert/libcache.h"
#include "lib/sha256.h"
#include "unit.h"

static const char *hex_of(const void *data, size_t n, char out[65])
{
	unsigned char d[SHA256_LEN];

	sha256(data, n, d);
	sha256_hex(d, out);
	return out;
}

static void test_sha256(void)
{
	char hex[65];
	char *mil = malloc(1000000);
	struct sha256 s;
	unsigned char d[SHA256_LEN];
	size_t i;

	CHECK_STR(
		"sha256: empty", hex_of("", 0, hex),
		"e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	CHECK_STR(
		"sha256: abc", hex_of("abc", 3, hex),
		"ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	CHECK_STR(
		"sha256: two blocks",
		hex_of("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
		       56, hex),
		"248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	memset(mil, 'a', 1000000);
	CHECK_STR(
		"sha256: a million a", hex_of(mil, 1000000, hex),
		"cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	/* the same bytes fed in uneven pieces */
	sha256_init(&s);
	for (i = 0; i < 1000000; i += 7919)
		sha256_update(&s, mil + i,
			      1000000 - i < 7919 ? 1000000 - i : 7919);
	sha256_final(&s, d);
	sha256_hex(d, hex);
	CHECK_STR(
		"sha256: pieces hash as the whole", hex,
		"cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(mil);
}

static struct value *val(struct arena *a, enum val_kind k, long long i,
			 const char *s, const char *text)
{
	struct value *v = arena_alloc(a, sizeof(*v));

	v->kind = k;
	v->i = i;
	v->s = s;
	v->text = text;
	return v;
}

/*
 * A library model with every field set: a struct value with an array, a
 * value shared by a variable and a call, a self-referencing array, NULL
 * and empty strings, NULL and empty arrays.
 */
static void sample(struct board *b)
{
	struct arena *a = &b->arena;
	struct value *pdata, *res, *shared, *loop;
	size_t alloc = 0;

	memset(b, 0, sizeof(*b));
	b->rel = "arch/arm/mach-pxa/devices.c";
	b->path = "/k/arch/arm/mach-pxa/devices.c";
	b->dir = "/k/arch/arm/mach-pxa/";
	b->family = "pxa";
	b->build_sym = NULL;
	b->includes = arena_alloc(a, 2 * sizeof(char *));
	b->includes[0] = "linux/platform_device.h";
	b->nincludes = 1;

	shared = val(a, V_ADDR, 0, "pxa_device_mci", "&pxa_device_mci");
	shared->type = "struct platform_device *";
	shared->offset = -1;
	pdata = val(a, V_STRUCT, 0, NULL, "{ ... }");
	pdata->type = "struct platform_device";
	pdata->file = "/k/arch/arm/mach-pxa/devices.c";
	pdata->line = 42;
	pdata->used = 1;
	pdata->note = "MMC controller";
	res = val(a, V_ARRAY, 0, NULL, "");
	res->elems = arena_alloc(a, 3 * sizeof(*res->elems));
	res->elems[0] = val(a, V_INT, 0x41100000, NULL, "0x41100000");
	res->elems[1] = NULL;
	res->elems[2] = shared;
	res->nelems = 3;
	pdata->fields = arena_alloc(a, 3 * sizeof(*pdata->fields));
	pdata->fields[0] = (struct val_field){
		"name", val(a, V_STR, 0, "pxa2xx-mci", "\"pxa2xx-mci\"")
	};
	pdata->fields[1] = (struct val_field){ "resource", res };
	pdata->fields[2] =
		(struct val_field){ "id", val(a, V_INT, -1, NULL, "-1") };
	pdata->nfields = 3;
	loop = val(a, V_ARRAY, 0, NULL, "loop");
	loop->elems = arena_alloc(a, sizeof(*loop->elems));
	loop->elems[0] = loop;
	loop->nelems = 1;
	/* an empty, non-NULL field array */
	res->elems[0]->fields = arena_alloc(a, sizeof(struct val_field));

	b->vars = arena_alloc(a, 4 * sizeof(*b->vars));
	b->vars[0] = (struct bvar){ "pxa_device_mci", "struct platform_device",
				    pdata, 40 };
	b->vars[1] = (struct bvar){ "ptr", "void *", shared, 50 };
	b->vars[2] = (struct bvar){ "nothing", "int", NULL, 51 };
	b->vars[3] = (struct bvar){ "loop", "int[]", loop, 52 };
	b->nvars = 4;

	b->machines = arena_alloc(a, 2 * sizeof(*b->machines));
	b->machines[0] = (struct machine){ .id = "pxa_set_mci_info",
					   .init_machine = "pxa_set_mci_info",
					   .params = "info",
					   .line = 60 };
	b->machines[1] = (struct machine){ .id = "empty",
					   .name = "",
					   .init_machine = "empty",
					   .init_irq = "irq",
					   .init_late = "late",
					   .init_early = "early",
					   .map_io = "map",
					   .init_time = "time",
					   .fixup = "fixup",
					   .line = 70 };
	b->nmachines = 2;
	b->steps = arena_alloc(a, 3 * sizeof(*b->steps));
	b->nsteps = arena_alloc(a, 3 * sizeof(*b->nsteps));
	{
		struct step s = { 0 };

		s.kind = STEP_CALL;
		s.fn = "pxa_register_device";
		s.text = "pxa_register_device(&pxa_device_mci, info)";
		s.args = arena_alloc(a, 2 * sizeof(*s.args));
		s.args[0] = shared;
		s.args[1] = NULL;
		s.nargs = 2;
		s.line = 61;
		s.via = "pxa_set_mci_info";
		s.only = arena_alloc(a, sizeof(char *));
		s.only[0] = "spitz";
		s.nonly = 1;
		s.except = arena_alloc(a, sizeof(char *));
		ARENA_PUSH(a, b->steps[0], b->nsteps[0], alloc, s);
		s.kind = STEP_ASSIGN;
		s.fn = "x.y";
		s.args = NULL;
		s.nargs = 0;
		s.only = NULL;
		s.nonly = 0;
		ARENA_PUSH(a, b->steps[0], b->nsteps[0], alloc, s);
	}
	b->forced = arena_alloc(a, sizeof(char *));
	b->forced[0] = "CONFIG_PXA27x";
	b->nforced = 1;
	b->skipped = arena_alloc(a, sizeof(*b->skipped));
	b->skipped[0] = (struct skipped_range){ 10, 20 };
	b->nskipped = 1;
	b->probes = arena_alloc(a, sizeof(*b->probes));
	b->nprobes = 0;
	/* a pm_power_off handler whose call shares a value with a variable */
	b->handlers = arena_alloc(a, sizeof(*b->handlers));
	b->handlers[0].fn = "board_power_off";
	b->handlers[0].steps = arena_alloc(a, sizeof(struct step));
	b->handlers[0].steps[0] = (struct step){ .kind = STEP_CALL,
						 .fn = "gpio_set_value",
						 .text = "gpio_set_value(x, 1)",
						 .line = 90,
						 .via = "board_power_off" };
	b->handlers[0].steps[0].args = arena_alloc(a, sizeof(struct value *));
	b->handlers[0].steps[0].args[0] = shared;
	b->handlers[0].steps[0].nargs = 1;
	b->handlers[0].nsteps = 1;
	b->nhandlers = 1;
}

static int same_str(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

static void test_round_trip(void)
{
	struct board b, r;
	struct strbuf one = STRBUF_INIT, two = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	const struct value *pd;

	sample(&b);
	board_serialize(&b, &one);
	CHECK("serial: reads back",
	      !board_deserialize(one.buf, one.len, &r, &e));
	board_serialize(&r, &two);
	CHECK("serial: written again, the same bytes",
	      one.len == two.len && !memcmp(one.buf, two.buf, one.len));
	CHECK_STR("serial: rel", r.rel, b.rel);
	CHECK("serial: NULL string stays NULL",
	      !r.build_sym && !r.machines[0].name);
	CHECK("serial: empty string stays empty",
	      r.machines[1].name && !*r.machines[1].name);
	CHECK("serial: machines",
	      r.nmachines == 2 && r.machines[1].line == 70 &&
		      same_str(r.machines[1].map_io, "map") &&
		      same_str(r.machines[1].init_time, "time"));
	CHECK("serial: the machine's fixup",
	      same_str(r.machines[1].fixup, "fixup") && !r.machines[0].fixup);
	CHECK("serial: a library function's parameter names",
	      same_str(r.machines[0].params, "info") && !r.machines[1].params);
	pd = r.vars[0].init;
	CHECK("serial: struct value",
	      pd && pd->kind == V_STRUCT && pd->nfields == 3 &&
		      pd->line == 42 && pd->used == 1 &&
		      same_str(pd->file, b.vars[0].init->file));
	CHECK_STR("serial: the comment that opens an initializer", pd->note,
		  "MMC controller");
	CHECK("serial: negative numbers",
	      pd->fields[2].v->i == -1 && r.vars[1].init->offset == -1);
	CHECK("serial: NULL element stays NULL",
	      pd->fields[1].v->nelems == 3 && !pd->fields[1].v->elems[1]);
	CHECK("serial: a shared value stays shared",
	      r.vars[1].init == pd->fields[1].v->elems[2] &&
		      r.vars[1].init == r.steps[0][0].args[0]);
	CHECK("serial: a power-off handler's steps",
	      r.nhandlers == 1 &&
		      same_str(r.handlers[0].fn, "board_power_off") &&
		      r.handlers[0].nsteps == 1 &&
		      r.handlers[0].steps[0].line == 90 &&
		      r.handlers[0].steps[0].args[0] == r.steps[0][0].args[0]);
	CHECK("serial: a cycle survives",
	      r.vars[3].init->elems[0] == r.vars[3].init);
	CHECK("serial: NULL against empty arrays",
	      pd->fields[1].v->elems[0]->fields &&
		      !pd->fields[1].v->elems[0]->nfields &&
		      !pd->fields[0].v->fields && r.probes && !r.nprobes &&
		      r.steps[0][0].except && !r.steps[0][0].nexcept &&
		      !r.steps[0][1].only);
	CHECK("serial: variable without initializer",
	      !r.vars[2].init && r.vars[2].line == 51);
	CHECK("serial: steps",
	      r.nsteps[0] == 2 && !r.nsteps[1] && !r.steps[1] &&
		      r.steps[0][1].kind == STEP_ASSIGN &&
		      same_str(r.steps[0][0].only[0], "spitz") &&
		      same_str(r.steps[0][0].via, "pxa_set_mci_info"));
	CHECK("serial: forced, skipped",
	      r.nforced == 1 && same_str(r.forced[0], "CONFIG_PXA27x") &&
		      r.nskipped == 1 && r.skipped[0].last == 20);
	board_release(&r);
	arena_free(&b.arena);
	sb_release(&one);
	sb_release(&two);
}

static void test_corrupt(void)
{
	struct board b, r;
	struct strbuf sb = STRBUF_INIT;
	struct bf_error e = { { 0 } };
	unsigned char *buf;
	size_t n, bad_trunc = 0, flips_ok = 0, flips = 0;

	sample(&b);
	board_serialize(&b, &sb);
	buf = malloc(sb.len + 1);
	/* every proper prefix is rejected, and leaves an empty board */
	for (n = 0; n < sb.len; n++) {
		memcpy(buf, sb.buf, n);
		if (!board_deserialize(buf, n, &r, &e) || r.nvars ||
		    r.arena.head) {
			bad_trunc++;
			board_release(&r);
		}
	}
	CHECK("serial: every truncation is rejected", !bad_trunc);
	memcpy(buf, sb.buf, sb.len);
	buf[sb.len] = 0;
	CHECK("serial: a trailing byte is rejected",
	      board_deserialize(buf, sb.len + 1, &r, &e));
	CHECK("serial: the error says where",
	      strstr(e.msg, "trailing") != NULL);
	buf[0] = 'X';
	CHECK("serial: another magic is rejected",
	      board_deserialize(buf, sb.len, &r, &e));
	buf[0] = 'B';
	buf[4] = (char)(sb.buf[4] + 1);
	CHECK("serial: another version is rejected",
	      board_deserialize(buf, sb.len, &r, &e));
	buf[4] = sb.buf[4];
	/* a value count that the input cannot hold */
	memset(buf + 8, 0xfe, 4);
	CHECK("serial: a huge count is rejected",
	      board_deserialize(buf, sb.len, &r, &e));
	/*
	 * Every single flipped byte: rejected, or a model that reads (the
	 * cache's checksum catches those); never a crash or a leak (ASan).
	 */
	for (n = 0; n < sb.len; n++) {
		memcpy(buf, sb.buf, sb.len);
		buf[n] ^= 0x5a;
		flips++;
		if (!board_deserialize(buf, sb.len, &r, &e)) {
			flips_ok++;
			board_release(&r);
		}
	}
	/* string bytes flip into other strings: those read */
	CHECK("serial: flipped bytes are survived",
	      flips == sb.len && flips_ok < flips);
	free(buf);
	arena_free(&b.arena);
	sb_release(&sb);
}

static void key(struct libcache *lc, struct libcache_key *k, const char *what)
{
	CHECK("libcache: key from the binary",
	      !libcache_key_init(lc, k, "clang 14"));
	libcache_key_add(k, what);
	libcache_key_final(k);
}

static void remove_in(const char *dir, const char *name);

/* "@dir/@name" in a buffer of its own, good until the next call. */
static const char *xasprintf_tmp(const char *dir, const char *name)
{
	static char buf[4096];

	snprintf(buf, sizeof(buf), "%s/%s", dir, name);
	return buf;
}

static void test_entries(void)
{
	struct bf_error le = { { 0 } };
	char dir[] = "/tmp/bf2dts-libcache-XXXXXX";
	struct libcache_key k, other;
	struct board b, r;
	struct strbuf ent = STRBUF_INIT, why = STRBUF_INIT, again = STRBUF_INIT;
	char *dep, *cdir, *entry;
	const char *deps[1];
	char hex[65];
	struct libcache_key ab, a_b, nul, empty;
	struct libcache *lc;

	CHECK("libcache: temp dir", mkdtemp(dir) != NULL);
	dep = xasprintf("%s/header.h", dir);
	cdir = xasprintf("%s/models", dir);
	lc = libcache_open(cdir);
	write_file_atomic(dep, "#define X 1\n", 12);
	deps[0] = dep;
	sample(&b);
	key(lc, &k, "devices.c");
	key(lc, &other, "pxa27x.c");
	CHECK("libcache: keys differ by input",
	      memcmp(k.id, other.id, SHA256_LEN));
	libcache_key_init(lc, &ab, "v");
	libcache_key_add(&ab, "ab");
	libcache_key_add(&ab, "c");
	libcache_key_final(&ab);
	libcache_key_init(lc, &a_b, "v");
	libcache_key_add(&a_b, "a");
	libcache_key_add(&a_b, "bc");
	libcache_key_final(&a_b);
	libcache_key_init(lc, &nul, "v");
	libcache_key_add(&nul, NULL);
	libcache_key_final(&nul);
	libcache_key_init(lc, &empty, "v");
	libcache_key_add(&empty, "");
	libcache_key_final(&empty);
	CHECK("libcache: key strings are delimited",
	      memcmp(ab.id, a_b.id, SHA256_LEN) &&
		      memcmp(nul.id, empty.id, SHA256_LEN));

	CHECK("libcache: encode",
	      !libcache_encode(lc, &k, &b, NULL, deps, 1, &ent));
	CHECK("libcache: decode",
	      !libcache_decode(lc, &k, ent.buf, ent.len, &r, &le, &why));
	board_serialize(&r, &again);
	board_release(&r);
	{
		struct strbuf orig = STRBUF_INIT;

		board_serialize(&b, &orig);
		CHECK("libcache: the model comes back",
		      orig.len == again.len &&
			      !memcmp(orig.buf, again.buf, orig.len));
		sb_release(&orig);
	}
	sb_reset(&why);
	CHECK("libcache: another key misses",
	      libcache_decode(lc, &other, ent.buf, ent.len, &r, &le, &why));
	CHECK_STR("libcache: ... and says so", sb_str(&why),
		  "made for another key");
	ent.buf[ent.len - 3] ^= 1;
	sb_reset(&why);
	CHECK("libcache: a flipped byte misses",
	      libcache_decode(lc, &k, ent.buf, ent.len, &r, &le, &why));
	CHECK_STR("libcache: ... on the checksum", sb_str(&why),
		  "corrupt (checksum)");
	ent.buf[ent.len - 3] ^= 1;
	CHECK("libcache: a truncated entry misses",
	      libcache_decode(lc, &k, ent.buf, ent.len - 1, &r, &le, NULL) &&
		      libcache_decode(lc, &k, ent.buf, 10, &r, &le, NULL));
	CHECK("libcache: a relative dependency is not stored",
	      libcache_encode(lc, &k, &b, NULL, (const char *[]){ "header.h" },
			      1, &again));

	/* through files: store, load, a changed header, a corrupt file */
	CHECK("libcache: no entry yet", libcache_load(lc, &k, &r, &le, NULL));
	CHECK("libcache: store", !libcache_store(lc, &k, &b, NULL, deps, 1));
	CHECK("libcache: load",
	      !libcache_load(lc, &k, &r, &le, NULL) && r.nvars == 4);
	board_release(&r);
	{
		struct timespec old[2] = { { 1000, 0 }, { 1000, 0 } };
		struct stat st;
		char h[65], *p;

		sha256_hex(k.id, h);
		p = xasprintf("%s/%s", cdir, h);
		utimensat(AT_FDCWD, p, old, 0);
		CHECK("libcache: a hit", !libcache_load(lc, &k, &r, &le, NULL));
		board_release(&r);
		CHECK("libcache: ... refreshes the entry's mtime",
		      !stat(p, &st) && st.st_mtime > 1000);
		free(p);
	}
	write_file_atomic(dep, "#define X 2\n", 12);
	sb_reset(&why);
	CHECK("libcache: a changed header (same size) misses",
	      libcache_load(lc, &k, &r, &le, &why));
	CHECK("libcache: ... and says which",
	      strstr(sb_str(&why), "header.h changed") != NULL);
	CHECK("libcache: stored again",
	      !libcache_store(lc, &k, &b, NULL, deps, 1));
	CHECK("libcache: ... and loads", !libcache_load(lc, &k, &r, &le, NULL));
	board_release(&r);
	unlink(dep);
	CHECK("libcache: a removed header misses",
	      libcache_load(lc, &k, &r, &le, NULL));
	write_file_atomic(dep, "#define X 2\n", 12);
	sha256_hex(k.id, hex);
	entry = xasprintf("%s/%s", cdir, hex);
	write_file_atomic(entry, "BF2DTS-LIBMODEL garbage", 23);
	CHECK("libcache: a garbage entry misses",
	      libcache_load(lc, &k, &r, &le, NULL));
	CHECK("libcache: ... and is replaced",
	      !libcache_store(lc, &k, &b, NULL, deps, 1) &&
		      !libcache_load(lc, &k, &r, &le, NULL));
	board_release(&r);

	/* a file that does not parse: its error is kept as its model */
	CHECK("libcache: store an error",
	      !libcache_store(lc, &other, NULL, "devs.c:274: error: undeclared",
			      deps, 1));
	le.msg[0] = '\0';
	CHECK("libcache: an error comes back as a hit that fails",
	      libcache_load(lc, &other, &r, &le, NULL) == 1 && !r.arena.head);
	CHECK_STR("libcache: ... with its message", le.msg,
		  "devs.c:274: error: undeclared");
	write_file_atomic(dep, "#define X 3\n", 12);
	CHECK("libcache: ... until a header changes",
	      libcache_load(lc, &other, &r, &le, NULL) == -1);
	sha256_hex(other.id, hex);
	free(entry);
	entry = xasprintf("%s/%s", cdir, hex);
	unlink(entry);
	sha256_hex(k.id, hex);
	free(entry);
	entry = xasprintf("%s/%s", cdir, hex);

	libcache_close(lc);
	unlink(entry);
	unlink(dep);
	remove_in(cdir, "digests");
	rmdir(cdir);
	rmdir(dir);
	free(entry);
	free(dep);
	free(cdir);
	arena_free(&b.arena);
	sb_release(&ent);
	sb_release(&why);
	sb_release(&again);
}

static void aged_file(const char *dir, const char *name, time_t age)
{
	char *p = xasprintf("%s/%s", dir, name);
	struct timespec t[2] = { { time(NULL) - age, 0 },
				 { time(NULL) - age, 0 } };

	write_file_atomic(p, "x", 1);
	utimensat(AT_FDCWD, p, t, 0);
	free(p);
}

static int exists(const char *dir, const char *name)
{
	char *p = xasprintf("%s/%s", dir, name);
	int r = !access(p, F_OK);

	free(p);
	return r;
}

static void remove_in(const char *dir, const char *name)
{
	char *p = xasprintf("%s/%s", dir, name);

	unlink(p);
	free(p);
}

/*
 * Digests are kept by stat signature, in <dir>/digests for later runs: a
 * header rewritten in place with the same size and its old mtime (cp -p,
 * touch -r) has a new ctime, and must not pass for the old one.
 */
static void test_digest_store(void)
{
	struct bf_error le = { { 0 } };
	char dir[] = "/tmp/bf2dts-digests-XXXXXX";
	struct libcache_key k;
	struct board b, r;
	struct stat st;
	struct strbuf why = STRBUF_INIT;
	char *dep, *cdir, *digests, *cdir2, *dep2;
	struct libcache *lc, *lc2;
	struct strbuf kept = STRBUF_INIT;
	int fd;

	CHECK("digests: temp dir", mkdtemp(dir) != NULL);
	dep = xasprintf("%s/old.h", dir);
	cdir = xasprintf("%s/models", dir);
	digests = xasprintf("%s/digests", cdir);
	cdir2 = xasprintf("%s/models2", dir);
	dep2 = xasprintf("%s/other.h", dir);
	lc = libcache_open(cdir);
	write_file_atomic(dep, "#define Y 1\n", 12);
	write_file_atomic(dep2, "#define Z 1\n", 12);
	/* only a file older than the timestamps' tick is remembered */
	sleep(3);
	sample(&b);
	key(lc, &k, "old.c");
	CHECK("digests: store",
	      !libcache_store(lc, &k, &b, NULL, (const char *[]){ dep }, 1));
	CHECK("digests: kept for the next run", !access(digests, R_OK));
	CHECK("digests: a hit", !libcache_load(lc, &k, &r, &le, NULL));
	board_release(&r);
	/* a run's digests are its own: another run's cache does not get them */
	lc2 = libcache_open(cdir2);
	CHECK("digests: a second run on another cache stores",
	      !libcache_store(lc2, &k, &b, NULL, (const char *[]){ dep2 }, 1));
	sb_reset(&kept);
	CHECK("digests: ... only the files of its own run",
	      !file_read_all(xasprintf_tmp(cdir2, "digests"), &kept) &&
		      memmem(kept.buf, kept.len, "other.h", 7) &&
		      !memmem(kept.buf, kept.len, "old.h", 5));
	libcache_close(lc2);
	libcache_close(lc);
	lc = libcache_open(cdir);
	CHECK("digests: the next run hits",
	      !libcache_load(lc, &k, &r, &le, NULL));
	board_release(&r);
	stat(dep, &st);
	fd = open(dep, O_WRONLY);
	CHECK("digests: rewrite in place",
	      fd >= 0 && write(fd, "#define Y 2\n", 12) == 12);
	if (fd >= 0)
		close(fd);
	utimensat(AT_FDCWD, dep, (struct timespec[]){ st.st_atim, st.st_mtim },
		  0);
	CHECK("digests: same size and mtime, new content: a miss",
	      libcache_load(lc, &k, &r, &le, &why) == -1 &&
		      strstr(sb_str(&why), "old.h changed"));
	write_file_atomic(digests, "BF2DTS-DIGESTS garbage", 22);
	CHECK("digests: a corrupt store is only slower",
	      !libcache_store(lc, &k, &b, NULL, (const char *[]){ dep }, 1) &&
		      !libcache_load(lc, &k, &r, &le, NULL));
	board_release(&r);
	libcache_close(lc);
	libcache_prune(cdir, 0);
	libcache_prune(cdir2, 0);
	remove_in(cdir2, "digests");
	rmdir(cdir2);
	unlink(dep2);
	unlink(digests);
	unlink(dep);
	rmdir(cdir);
	rmdir(dir);
	free(dep);
	free(cdir);
	free(digests);
	free(cdir2);
	free(dep2);
	sb_release(&kept);
	arena_free(&b.arena);
	sb_release(&why);
}

static void test_prune(void)
{
	char dir[] = "/tmp/bf2dts-prune-XXXXXX";
	char name[5][65];
	int i;

	CHECK("prune: temp dir", mkdtemp(dir) != NULL);
	for (i = 0; i < 5; i++) {
		memset(name[i], 'a' + i, 64);
		name[i][64] = '\0';
		aged_file(dir, name[i],
			  1000 * (5 - i)); /* name[0] the oldest */
	}
	aged_file(dir, "x.tmp.123", 7200);
	aged_file(dir, "y.tmp.456", 10);
	aged_file(dir, "README", 99999);
	libcache_prune(dir, 3);
	CHECK("prune: the oldest entries go",
	      !exists(dir, name[0]) && !exists(dir, name[1]));
	CHECK("prune: the newest stay", exists(dir, name[2]) &&
						exists(dir, name[3]) &&
						exists(dir, name[4]));
	CHECK("prune: an old temporary file goes", !exists(dir, "x.tmp.123"));
	CHECK("prune: a fresh one stays (a run may be writing it)",
	      exists(dir, "y.tmp.456"));
	CHECK("prune: other files stay", exists(dir, "README"));
	libcache_prune(dir, 3);
	CHECK("prune: nothing more under the limit", exists(dir, name[2]));
	for (i = 2; i < 5; i++)
		remove_in(dir, name[i]);
	remove_in(dir, "y.tmp.456");
	remove_in(dir, "README");
	rmdir(dir);
}

int main(void)
{
	test_sha256();
	test_round_trip();
	test_corrupt();
	test_entries();
	test_digest_store();
	test_prune();
	return unit_failed;
}
