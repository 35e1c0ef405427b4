// SPDX-License-Identifier: GPL-2.0
/*
 * --remove-board-file on a small git tree: the board file, its Makefile
 * line, its Kconfig entry and the defconfig lines that select it go; what
 * else names the board (machine_is_*(), #ifdef CONFIG_MACH_*) is listed in
 * the commit message for the maintainer, not cut; a board with work left
 * is refused in one line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "lib/fileio.h"
#include "lib/strbuf.h"
#include "patch/plan_internal.h"
#include "unit.h"

static void put(const char *dir, const char *rel, const char *text)
{
	char *path = xasprintf("%s/%s", dir, rel);
	char *cmd = xasprintf("mkdir -p \"$(dirname '%s')\"", path);

	if (system(cmd) || write_file_atomic(path, text, strlen(text)))
		abort();
	free(cmd);
	free(path);
}

static const struct plan_file *file_of(const struct plan_patch *pp,
				       const char *rel)
{
	size_t k;

	for (k = 0; k < pp->nfiles; k++)
		if (!strcmp(pp->files[k].path, rel))
			return &pp->files[k];
	return NULL;
}

static char *make_tree(void)
{
	char tmpl[] = "/tmp/bf2dts-removal-XXXXXX";
	char *dir, *cmd;

	if (!mkdtemp(tmpl))
		abort();
	dir = xstrdup(tmpl);
	put(dir, "arch/arm/mach-foo/Makefile",
	    "obj-y += common.o\nobj-$(CONFIG_MACH_WIDGET) += widget.o\n");
	put(dir, "arch/arm/mach-foo/Kconfig",
	    "config MACH_OTHER\n\tbool \"Other\"\n\n"
	    "config MACH_WIDGET\n\tbool \"Widget\"\n\tselect FOO_BAR\n\n"
	    "config MACH_LAST\n\tbool \"Last\"\n");
	put(dir, "arch/arm/mach-foo/widget.c",
	    "MACHINE_START(WIDGET, \"Widget\")\nMACHINE_END\n");
	put(dir, "arch/arm/configs/foo_defconfig",
	    "CONFIG_ARCH_FOO=y\nCONFIG_MACH_WIDGET=y\nCONFIG_MACH_OTHER=y\n");
	put(dir, "arch/arm/configs/bar_defconfig",
	    "# CONFIG_MACH_WIDGET is not set\nCONFIG_X=y\n");
	put(dir, "arch/arm/configs/baz_defconfig", "CONFIG_MACH_WIDGETS=y\n");
	put(dir, "drivers/misc/w.c",
	    "if (machine_is_widget())\n\tfoo();\n#ifdef CONFIG_MACH_WIDGET\n"
	    "#endif\nint MACH_WIDGETS;\n");
	put(dir, "Documentation/arm/widget.rst", "CONFIG_MACH_WIDGET\n");
	cmd = xasprintf("cd '%s' && git init -q && git add -A && "
			"git -c user.name=t -c user.email=t@example.org "
			"commit -qm t",
			dir);
	if (system(cmd))
		abort();
	free(cmd);
	return dir;
}

int main(void)
{
	char *dir = make_tree(), *cmd;
	struct machine mach = { .id = "WIDGET", .name = "Widget" };
	struct item todo = { .machine = "WIDGET",
			     .kind = "platform_device",
			     .name = "w",
			     .line = 7,
			     .fate = FATE_TODO,
			     .why = "no driver" };
	struct item *todop = &todo;
	struct conversion cv;
	struct plan_in in = { 0 };
	struct plan p = { 0 };
	struct bf_error e = { { 0 } };
	const struct plan_file *f;
	const char *body;

	memset(&cv, 0, sizeof(cv));
	cv.b.rel = "arch/arm/mach-foo/widget.c";
	cv.b.family = "foo";
	cv.b.machines = &mach;
	cv.b.nmachines = 1;
	cv.r.rel = cv.b.rel;
	cv.r.items = &todop;
	cv.r.nitems = 1;
	in.kdir = dir;
	in.cv = &cv;
	in.remove_board_file = 1;

	CHECK("removal: refused with work left",
	      plan_removal(&in, &p, &e) == -1 &&
		      strstr(e.msg, "not removing the board file: 0 partial "
				    "and 1 todo") != NULL &&
		      !strchr(e.msg, '\n'));
	CHECK("removal: a refusal plans nothing", p.n == 0);

	cv.r.nitems = 0;
	CHECK("removal: planned", plan_removal(&in, &p, &e) == 0 && p.n == 1);
	if (p.n != 1)
		return 1;
	f = file_of(&p.v[0], "arch/arm/mach-foo/widget.c");
	CHECK("removal: the board file goes", f && !f->text);
	f = file_of(&p.v[0], "arch/arm/mach-foo/Makefile");
	CHECK_STR("removal: its Makefile line goes", f ? f->text : NULL,
		  "obj-y += common.o\n");
	f = file_of(&p.v[0], "arch/arm/mach-foo/Kconfig");
	CHECK_STR("removal: its Kconfig entry goes", f ? f->text : NULL,
		  "config MACH_OTHER\n\tbool \"Other\"\n\n"
		  "config MACH_LAST\n\tbool \"Last\"\n");
	f = file_of(&p.v[0], "arch/arm/configs/foo_defconfig");
	CHECK_STR("removal: a defconfig that selects it", f ? f->text : NULL,
		  "CONFIG_ARCH_FOO=y\nCONFIG_MACH_OTHER=y\n");
	f = file_of(&p.v[0], "arch/arm/configs/bar_defconfig");
	CHECK_STR("removal: a defconfig that says it is not set",
		  f ? f->text : NULL, "CONFIG_X=y\n");
	CHECK("removal: a symbol with the same prefix stays",
	      !file_of(&p.v[0], "arch/arm/configs/baz_defconfig"));
	body = sb_str(&p.v[0].body);
	CHECK("removal: the message names the defconfigs",
	      strstr(body, "bar_defconfig,") &&
		      strstr(body, "foo_defconfig that selected it"));
	CHECK("removal: machine_is_*() elsewhere is listed",
	      strstr(body,
		     "  drivers/misc/w.c:1: if (machine_is_widget())\n") !=
		      NULL);
	CHECK("removal: #ifdef CONFIG_MACH_* elsewhere is listed",
	      strstr(body,
		     "  drivers/misc/w.c:3: #ifdef CONFIG_MACH_WIDGET\n") !=
		      NULL);
	CHECK("removal: only whole symbols, no Documentation, nothing removed",
	      !strstr(body, "w.c:5") && !strstr(body, "Documentation") &&
		      !strstr(body, "Kconfig:") &&
		      !strstr(body, "defconfig:") &&
		      strstr(body, "2 lines elsewhere") != NULL);
	plan_release(&p);
	cmd = xasprintf("rm -rf '%s'", dir);
	if (system(cmd))
		abort();
	free(cmd);
	free(dir);
	return unit_failed;
}
