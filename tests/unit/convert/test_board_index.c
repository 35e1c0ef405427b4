// SPDX-License-Identifier: GPL-2.0
/*
 * board_var() and board_function() by name (board.c's index), as a scan
 * finds them: the first of a name, variables pushed after a lookup found
 * too; and a SoC helper whose model calls itself followed once per
 * argument list (soc_chain.c).
 */
#include "convert/board.h"
#include "convert/soc_chain.h"
#include "unit.h"

#include <stdio.h>

#define NVARS 200

static struct value *int_val(struct arena *a, long long i)
{
	struct value *v = arena_alloc(a, sizeof(*v));

	v->kind = V_INT;
	v->i = i;
	return v;
}

static struct value *addr_val(struct arena *a, const char *name)
{
	struct value *v = arena_alloc(a, sizeof(*v));

	v->kind = V_ADDR;
	v->s = name;
	return v;
}

static struct step call(struct arena *a, const char *fn, struct value **args,
			size_t nargs)
{
	struct step s = { 0 };

	s.kind = STEP_CALL;
	s.fn = fn;
	s.text = fn;
	s.args = arena_alloc(a, nargs * sizeof(*args) + 1);
	memcpy(s.args, args, nargs * sizeof(*args));
	s.nargs = nargs;
	return s;
}

static void test_index(void)
{
	struct board b = { 0 };
	size_t alloc = 0, i;
	int ok = 1;

	for (i = 0; i < NVARS; i++) {
		struct bvar v = { 0 };

		v.name = arena_printf(&b.arena, "var%zu", i % 150);
		v.line = (unsigned)i;
		ARENA_PUSH(&b.arena, b.vars, b.nvars, alloc, v);
	}
	for (i = 0; i < 150; i++) {
		char name[16];
		const struct bvar *v;

		snprintf(name, sizeof(name), "var%zu", i);
		v = board_var(&b, name);
		ok &= v && v->line == i;
	}
	CHECK("index: every name, its first variable", ok);
	CHECK("index: an unknown name", !board_var(&b, "var150"));
	{
		struct bvar v = { 0 };

		v.name = "late";
		v.line = 999;
		ARENA_PUSH(&b.arena, b.vars, b.nvars, alloc, v);
	}
	CHECK("index: a variable pushed after a lookup",
	      board_var(&b, "late") && board_var(&b, "late")->line == 999);
	b.nvars = 10;
	CHECK("index: a shrunk array is indexed again",
	      !board_var(&b, "var10") && board_var(&b, "var9"));

	alloc = 0;
	for (i = 0; i < 40; i++) {
		struct machine m = { 0 };

		m.id = arena_printf(&b.arena, "fn%zu", i % 30);
		m.line = (unsigned)i;
		ARENA_PUSH(&b.arena, b.machines, b.nmachines, alloc, m);
	}
	CHECK("index: a function's first definition",
	      board_function(&b, "fn3") &&
		      board_function(&b, "fn3")->line == 3);
	CHECK("index: no such function", !board_function(&b, "fn30"));
	arena_free(&b.arena);
}

/*
 * f's model calls f twice, with two argument lists (mcbsp.c's shape, from
 * the initcalls a library model appends to each function): init code does
 * not recurse, so neither call is followed, whatever its arguments, and
 * the chain does not go down to its depth limit. Each following opens one
 * MBus window, so the windows count the followings.
 */
static void test_self_call(void)
{
	struct arena a = { 0 };
	struct board lib = { 0 }, brd = { 0 };
	struct conv c = { 0 };
	struct soc_chain ch;
	struct value *w[4], *x[1], *y[1];
	struct step steps[3];
	struct step *sp = steps;
	size_t nsteps = 3;
	struct machine m = { 0 };

	w[0] = int_val(&a, 1);
	w[1] = int_val(&a, 0x2f);
	w[2] = int_val(&a, 0xf0000000);
	w[3] = int_val(&a, 0x800);
	x[0] = addr_val(&a, "x_res");
	y[0] = addr_val(&a, "y_res");
	steps[0] = call(&a, "mvebu_mbus_add_window_by_id", w, 4);
	steps[1] = call(&a, "f", x, 1);
	steps[2] = call(&a, "f", y, 1);
	m.id = "f";
	m.params = "res";
	lib.machines = &m;
	lib.nmachines = 1;
	lib.steps = &sp;
	lib.nsteps = &nsteps;
	c.a = &a;
	c.b = &brd;
	c.libs = &lib;
	c.nlibs = 1;
	soc_chain_library(&c, &lib, 0, &ch);
	/* f() alone: f(x) and f(y) call back into it */
	CHECK("soc_chain: a call back into a function being followed is not followed",
	      ch.nwindows == 1);
	arena_free(&a);
}

int main(void)
{
	test_index();
	test_self_call();
	return unit_failed;
}
