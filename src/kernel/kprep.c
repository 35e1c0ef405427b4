// SPDX-License-Identifier: GPL-2.0
#include "kernel/kprep.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "lib/fileio.h"
#include "kernel/kbuild_makefile.h"
#include "kernel/treekey.h"
#include "lib/strbuf.h"

extern char **environ;

/*
 * Which defconfig prepares the headers of each mach-* directory. Any config
 * that builds the directory will do: the converter forces the CONFIG_
 * symbols a board file tests itself (hardware is not configuration).
 */
static const struct {
	const char *family;
	const char *defconfig;
} family_defconfigs[] = {
	{ "pxa", "pxa_defconfig" },
	{ "s3c", "s3c6400_defconfig" },
	{ "mmp", "pxa168_defconfig" },
	{ "sa1100", "assabet_defconfig" },
	{ "omap1", "omap1_defconfig" },
	{ "orion5x", "orion5x_defconfig" },
	{ "ep93xx", "ep93xx_defconfig" },
	{ "davinci", "davinci_all_defconfig" },
	{ "dove", "dove_defconfig" },
	{ "mv78xx0", "mv78xx0_defconfig" },
	{ "iop32x", "iop32x_defconfig" },
	{ "footbridge", "footbridge_defconfig" },
	{ "rpc", "rpc_defconfig" },
	{ "cns3xxx", "cns3420vb_defconfig" },
	{ "versatile", "versatile_defconfig" },
};

/*
 * s3c24xx and s3c64xx boards share mach-s3c but not their headers' config:
 * the Makefile that builds the board (Makefile.s3c64xx) tells which.
 */
const char *kprep_defconfig_for(const char *kdir, const char *family,
				const char *base)
{
	size_t i;

	if (!strcmp(family, "s3c")) {
		struct kbuild_makefile mk = { 0 };
		struct bf_error e;
		char *obj = xasprintf("%.*s.o", (int)(strlen(base) - 2), base);
		const struct kbuild_obj *o;
		int s3c64 = 0;

		if (!kbuild_read(kdir, "arch/arm/mach-s3c", &mk, &e) &&
		    (o = kbuild_find(&mk, obj)) != NULL)
			s3c64 = o->file && strstr(o->file, "s3c64xx") != NULL;
		kbuild_free(&mk);
		free(obj);
		return s3c64 ? "s3c6400_defconfig" : "s3c2410_defconfig";
	}
	for (i = 0;
	     i < sizeof(family_defconfigs) / sizeof(family_defconfigs[0]); i++)
		if (!strcmp(family_defconfigs[i].family, family))
			return family_defconfigs[i].defconfig;
	return "multi_v5_defconfig";
}

static int is_dir(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISDIR(st.st_mode);
}

static int is_file(const char *p)
{
	struct stat st;

	return !stat(p, &st) && S_ISREG(st.st_mode);
}

/*
 * What preparing headers and reading Kconfig need: a directory holding a
 * Makefile and a board file would otherwise pass, convert to a .dts that
 * does not compile and leave that in the shared cache.
 */
static const struct {
	const char *path;
	int dir;
} tree_needs[] = {
	{ "Makefile", 0 },	    { "Kconfig", 0 },
	{ "arch/arm/Kconfig", 0 },  { "arch/arm/Makefile", 0 },
	{ "include/linux", 1 },	    { "scripts/Makefile.build", 0 },
	{ "arch/arm/mach-pxa", 1 }, { "arch/arm/include/asm", 1 },
};

int kernel_check_tree(const char *kdir, struct bf_error *e)
{
	size_t i;

	for (i = 0; i < sizeof(tree_needs) / sizeof(tree_needs[0]); i++) {
		char *p = xasprintf("%s/%s", kdir, tree_needs[i].path);
		int ok = tree_needs[i].dir ? is_dir(p) : is_file(p);

		free(p);
		if (!ok)
			return bf_err(
				e,
				"%s: not a Linux kernel tree with arch/arm: "
				"no %s (run `make kernel` or set BF2DTS_KERNEL)",
				kdir, tree_needs[i].path);
	}
	return 0;
}

/*
 * The compiler a forced configuration is prepared with (see
 * force_machine()): the cross gcc, except that it tells Kconfig an older
 * version.
 */
#define KCONFIG_CC "bf2dts-kconfig-cc"

int cache_lock(const char *dir, const char *what, struct bf_error *e)
{
	char *path = xasprintf("%s/.bf2dts-%s.lock", dir, what);
	int fd;

	if (mkdir_p(dir)) {
		bf_err(e, "%s: cannot create: %s", dir, strerror(errno));
		free(path);
		return -1;
	}
	fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
	if (fd < 0 || flock(fd, LOCK_EX)) {
		bf_err(e, "%s: cannot lock: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		fd = -1;
	}
	free(path);
	return fd;
}

int cache_check(const char *dir, struct bf_error *e)
{
	struct stat st;

	if (!stat(dir, &st) && !S_ISDIR(st.st_mode))
		return bf_err(e, "cache %s (BF2DTS_CACHE): not a directory",
			      dir);
	return 0;
}

void cache_unlock(int fd)
{
	if (fd >= 0)
		close(fd);
}

/* `make prepare` on a cold tree takes minutes; an hour means it hangs. */
#define MAKE_TIMEOUT_S 3600

/*
 * Runs make in @kdir with output to @log; returns the exit status, -1 when
 * it could not run, was killed or ran past MAKE_TIMEOUT_S. make runs in
 * its own process group and dies with bf2dts (PR_SET_PDEATHSIG): a killed
 * convert leaves no make behind, and make takes its own children along.
 */
static int run_make(const char *kdir, const char *odir, const char *target,
		    const char *log)
{
	char *o = xasprintf("O=%s", odir);
	char *wrap = xasprintf("%s/" KCONFIG_CC, odir);
	char *cc = access(wrap, X_OK) ? NULL : xasprintf("CC=%s", wrap);
	char *argv[] = { "make",
			 "-s",
			 "-C",
			 (char *)kdir,
			 o,
			 "ARCH=arm",
			 "CROSS_COMPILE=arm-linux-gnueabi-",
			 (char *)target,
			 cc,
			 NULL };
	pid_t parent = getpid(), pid;
	int status = -1, waited = 0;

	pid = fork();
	if (pid == 0) {
		int in = open("/dev/null", O_RDONLY);
		int out = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644);

		setpgid(0, 0);
		prctl(PR_SET_PDEATHSIG, SIGTERM);
		if (getppid() != parent || in < 0 || out < 0 ||
		    dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(out, 2) < 0)
			_exit(127);
		execvp("make", argv);
		_exit(127);
	}
	while (pid > 0) {
		pid_t r = waitpid(pid, &status, WNOHANG);

		if (r == pid || (r < 0 && errno != EINTR))
			break;
		if (waited++ > MAKE_TIMEOUT_S * 10) {
			kill(-pid, SIGKILL);
			waitpid(pid, &status, 0);
			status = -1;
			break;
		}
		usleep(100 * 1000);
	}
	free(o);
	free(wrap);
	free(cc);
	return status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

/* The whole file, or NULL: a missing cache file is not an error here. */
static char *slurp(const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	if (file_read_all(path, &sb)) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

/*
 * Keeps the flags that shape what the compiler sees: include paths
 * (made absolute: Kbuild's are relative to O=), forced includes, defines,
 * the language standard and the target. gcc-only code-generation flags
 * would only make clang complain.
 */
static void translate_flags(const char *cmd, const char *odir,
			    struct strbuf *out)
{
	const char *p = cmd;
	char *tok;
	int want_arg = 0; /* 1: -I, 2: -include */

	while (*p) {
		size_t n;

		while (*p == ' ' || *p == '\t')
			p++;
		n = strcspn(p, " \t\n");
		if (!n)
			break;
		tok = xstrndup(p, n);
		p += n;
		if (want_arg) {
			if (tok[0] != '/')
				sb_addf(out, "%s\n%s/%s\n",
					want_arg == 1 ? "-I" : "-include", odir,
					tok[0] == '.' && tok[1] == '/' ?
						tok + 2 :
						tok);
			else
				sb_addf(out, "%s\n%s\n",
					want_arg == 1 ? "-I" : "-include", tok);
			want_arg = 0;
		} else if (!strcmp(tok, "-I")) {
			want_arg = 1;
		} else if (!strcmp(tok, "-include")) {
			want_arg = 2;
		} else if (!strncmp(tok, "-I", 2)) {
			if (tok[2] == '/')
				sb_addf(out, "%s\n", tok);
			else
				sb_addf(out, "-I%s/%s\n", odir,
					tok[2] == '.' && tok[3] == '/' ?
						tok + 4 :
						tok + 2);
		} else if ((!strncmp(tok, "-D", 2) || !strncmp(tok, "-U", 2)) &&
			   !strchr(tok, '\'') && !strstr(tok, "KBUILD_")) {
			sb_addf(out, "%s\n", tok);
		} else if (!strncmp(tok, "-std=", 5) ||
			   !strcmp(tok, "-nostdinc") ||
			   !strncmp(tok, "-march=", 7) ||
			   !strcmp(tok, "-mlittle-endian") ||
			   !strcmp(tok, "-mbig-endian") ||
			   !strcmp(tok, "-fshort-wchar") ||
			   !strncmp(tok, "-mabi=", 6) ||
			   !strcmp(tok, "-marm") || !strcmp(tok, "-mthumb")) {
			sb_addf(out, "%s\n", tok);
		} else if (!strcmp(tok, "-msoft-float")) {
			sb_add(out, "-mfloat-abi=soft\n");
		}
		free(tok);
	}
}

/*
 * The flags file holds one argument per line and ends with this line: a
 * file without it was cut short (a killed run, a full disk) and is made
 * again rather than trusted. It is itself a harmless clang argument, so
 * that a bf2dts from before the marker reads the file as it always did.
 */
#define FLAGS_END "-D__BF2DTS_FLAGS_COMPLETE=1"

static int flags_complete(const char *text)
{
	size_t n = strlen(text), m = strlen(FLAGS_END "\n");

	return n > m && !strcmp(text + n - m, FLAGS_END "\n") &&
	       text[n - m - 1] == '\n';
}

/* The flags file holds one argument per line. */
static void flags_load(const char *text, struct kflags *kf)
{
	size_t alloc = 0;
	const char *p = text;

	kf->argv = NULL;
	kf->argc = 0;
	while (*p) {
		size_t n = strcspn(p, "\n");

		if (n)
			VEC_PUSH(kf->argv, kf->argc, alloc, xstrndup(p, n));
		p += n;
		if (*p)
			p++;
	}
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Is "CONFIG_X=y" a whole line of @cfg? */
static int has_line(const char *cfg, const char *line, size_t n)
{
	const char *hit = cfg ? strstr(cfg, line) : NULL;

	while (hit &&
	       ((hit != cfg && hit[-1] != '\n') || (hit[n] && hit[n] != '\n')))
		hit = strstr(hit + 1, line);
	return hit != NULL;
}

/* The defconfig's machine lines (CONFIG_ARCH_*=y, CONFIG_MACH_*=y) .config lost. */
static size_t machine_lines_lost(const char *kdir, const char *odir,
				 const char *defconfig)
{
	char *defp = xasprintf("%s/arch/arm/configs/%s", kdir, defconfig);
	char *cfgp = xasprintf("%s/.config", odir);
	char *def = slurp(defp), *cfg = slurp(cfgp);
	const char *p;
	size_t lost = 0;

	for (p = def; p && *p; p += strcspn(p, "\n"), p += *p == '\n') {
		size_t n = strcspn(p, "\n");

		if (n > 2 &&
		    (!strncmp(p, "CONFIG_ARCH_", 12) ||
		     !strncmp(p, "CONFIG_MACH_", 12)) &&
		    !strncmp(p + n - 2, "=y", 2)) {
			char *line = xstrndup(p, n);

			lost += !has_line(cfg, line, n);
			free(line);
		}
	}
	free(defp);
	free(cfgp);
	free(def);
	free(cfg);
	return lost;
}

/*
 * A defconfig this compiler cannot build: 6.1's ARCH_RPC depends on
 * GCC_VERSION < 90100, so with GCC 12 `make rpc_defconfig` silently yields a
 * multiplatform config without the machine, its mach/ headers, its IRQ
 * numbering or its drivers. The headers are what bf2dts needs, not code the
 * compiler generates: the configuration is forced, as extract.c forces the
 * CONFIG_ symbols a board file tests (hardware is not configuration), by
 * preparing with a compiler that answers Kconfig's version question (the
 * `-E -P -x c -` of scripts/cc-version.sh) with GCC 8.5, the last series the
 * machine's Kconfig accepts; an -march this gcc dropped becomes armv4
 * (__LINUX_ARM_ARCH__ still says 3). Every other use is the cross gcc.
 */
static int force_machine(const char *kdir, const char *odir,
			 const char *defconfig, const char *log, size_t lost)
{
	static const char script[] =
		"#!/bin/sh\n"
		"# bf2dts: Kconfig's version question is answered with GCC 8.5\n"
		"# so that the defconfig's machine survives, and an -march\n"
		"# this gcc dropped (armv3m) becomes the nearest it has: only\n"
		"# headers are prepared and preprocessed (kernel/kprep.c).\n"
		"if [ \"$*\" = \"-E -P -x c -\" ]; then\n"
		"\tarm-linux-gnueabi-gcc \"$@\" | sed 's/^GCC [0-9]* [0-9]* [0-9]*$/GCC 8 5 0/'\n"
		"\texit\n"
		"fi\n"
		"for a; do\n"
		"\tshift\n"
		"\tcase $a in -march=armv3*) a=-march=armv4 ;; esac\n"
		"\tset -- \"$@\" \"$a\"\n"
		"done\n"
		"exec arm-linux-gnueabi-gcc \"$@\"\n";
	char *wrap = xasprintf("%s/" KCONFIG_CC, odir);
	int rc = -1;

	if (!write_file_atomic(wrap, script, strlen(script)) &&
	    !chmod(wrap, 0755))
		rc = run_make(kdir, odir, defconfig, log);
	/*
	 * Defconfigs also carry lines no Kconfig of the tree defines any more
	 * (omap1's MACH_OMAP_GENERIC): when the older compiler saves nothing,
	 * the plain configuration stands.
	 */
	if (rc || machine_lines_lost(kdir, odir, defconfig) >= lost) {
		unlink(wrap);
		rc = run_make(kdir, odir, defconfig, log);
	}
	free(wrap);
	return rc;
}

/*
 * Prepared dirs made before they were keyed by tree (build/prep-<defconfig>)
 * are adopted, not prepared again (some 30 defconfigs, minutes each): when
 * Kbuild's own `source` link in one names this very tree, the keyed name
 * becomes a link to it. A dir of another tree is never adopted.
 */
static void adopt_unkeyed(const char *kdir, const char *cachedir,
			  const char *odir, const char *defconfig)
{
	char *old = xasprintf("%s/build/prep-%s", cachedir, defconfig);
	char *stamp = xasprintf("%s/.bf2dts-prepared", old);
	char *src = xasprintf("%s/source", old);
	char *a = realpath(src, NULL), *b = realpath(kdir, NULL);
	struct stat st;

	if (lstat(odir, &st) && is_file(stamp) && a && b && !strcmp(a, b)) {
		char *rel = xasprintf("prep-%s", defconfig);

		/* a race with another process is lost harmlessly */
		(void)!symlink(rel, odir);
		free(rel);
	}
	free(old);
	free(stamp);
	free(src);
	free(a);
	free(b);
}

/* `make <defconfig> prepare` once per defconfig, marked done by a stamp. */
static int prepare_odir(const char *kdir, const char *odir,
			const char *defconfig, struct bf_error *e)
{
	char *stamp = xasprintf("%s/.bf2dts-prepared", odir);
	char *log = xasprintf("%s/bf2dts-prepare.log", odir);
	double t0 = now();
	size_t lost;
	int rc = 0;

	if (is_file(stamp))
		goto out;
	if (mkdir_p(odir)) {
		rc = bf_err(e, "%s: cannot create the kernel cache directory",
			    odir);
		goto out;
	}
	/* progress on a terminal only, as git does: logs and tests get results */
	if (isatty(STDERR_FILENO))
		fprintf(stderr,
			"bf2dts: preparing kernel headers (%s) in %s ...\n",
			defconfig, odir);
	if (run_make(kdir, odir, defconfig, log) ||
	    ((lost = machine_lines_lost(kdir, odir, defconfig)) &&
	     force_machine(kdir, odir, defconfig, log, lost)) ||
	    run_make(kdir, odir, "prepare", log)) {
		rc = bf_err(e, "%s: `make %s prepare` failed, see %s", kdir,
			    defconfig, log);
		goto out;
	}
	if (write_file_atomic(stamp, defconfig, strlen(defconfig)))
		rc = bf_err(e, "%s: cannot write the prepare stamp", stamp);
	else if (isatty(STDERR_FILENO))
		fprintf(stderr, "bf2dts: prepared %s in %.0f s\n", defconfig,
			now() - t0);
out:
	free(stamp);
	free(log);
	return rc;
}

/*
 * Kbuild's flags are per directory, so any file of the board file's
 * directory gives them. The board file is tried first, then the others in
 * name order: 6.12's single-target build of some board files (orion5x's
 * dns323-setup.i) descends through arch/arm without the directory's
 * ccflags-y and fails, while its siblings preprocess. Returns the stem of
 * the file that preprocessed, or NULL.
 */
#define PREPROCESS_TRIES 4
static char *preprocess_in_dir(const char *kdir, const char *odir,
			       const char *dir, const char *base,
			       const char *log)
{
	char *path = xasprintf("%s/%s", kdir, dir), *stem = NULL;
	struct dirent **names = NULL;
	int i, n, tries = 0;

	n = scandir(path, &names, NULL, alphasort);
	free(path);
	for (i = -1; i < n && tries < PREPROCESS_TRIES && !stem; i++) {
		const char *f = i < 0 ? base : names[i]->d_name;
		size_t len = strlen(f);
		char *s, *target;

		if (len < 3 || strcmp(f + len - 2, ".c") ||
		    (i >= 0 && !strcmp(f, base)))
			continue;
		tries++;
		s = xstrndup(f, len - 2);
		target = xasprintf("%s%s.i", dir, s);
		if (run_make(kdir, odir, target, log))
			free(s);
		else
			stem = s;
		free(target);
	}
	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
	return stem;
}

int kflags_get(const char *kdir, const char *cachedir, const char *rel,
	       struct kflags *out, struct bf_error *e)
{
	const char *base = strrchr(rel, '/') ? strrchr(rel, '/') + 1 : rel;
	char *dir = xstrndup(rel, (size_t)(base - rel));
	const char *fam;
	char *odir = NULL, *flagsf = NULL, *text = NULL, *cmdf = NULL;
	char *log = NULL, *stem = NULL;
	int rc = -1, lock = -1;

	memset(out, 0, sizeof(*out));
	if (strncmp(rel, "arch/arm/mach-", 14) || !strchr(rel + 14, '/')) {
		bf_err(e, "%s: not a board file under arch/arm/mach-*/", rel);
		goto out;
	}
	fam = rel + 14;
	out->family = xstrndup(fam, strcspn(fam, "/"));
	out->defconfig = xstrdup(kprep_defconfig_for(kdir, out->family, base));
	/* per tree: 6.12's headers are not 6.1's */
	{
		char *key = tree_key(kdir);

		odir = xasprintf("%s/build/prep-%s-%s", cachedir, key,
				 out->defconfig);
		free(key);
	}
	adopt_unkeyed(kdir, cachedir, odir, out->defconfig);
	/* two runs on one cache must not run make in one O= dir together */
	lock = cache_lock(odir, "prepare", e);
	if (lock < 0 || prepare_odir(kdir, odir, out->defconfig, e))
		goto out;
	/* Flags are per directory: compute them once from this file. */
	flagsf = xasprintf("%s/bf2dts-flags-%s.txt", odir, out->family);
	text = slurp(flagsf);
	if (text && !flags_complete(text)) {
		free(text);
		text = NULL;
	}
	if (!text) {
		log = xasprintf("%s/bf2dts-prepare.log", odir);
		stem = preprocess_in_dir(kdir, odir, dir, base, log);
		if (!stem) {
			bf_err(e, "%s: Kbuild could not preprocess it, see %s",
			       rel, log);
			goto out;
		}
		cmdf = xasprintf("%s/%s.%s.i.cmd", odir, dir, stem);
		text = slurp(cmdf);
		if (!text) {
			bf_err(e, "%s: Kbuild wrote no command file", cmdf);
			goto out;
		}
		{
			struct strbuf fl = STRBUF_INIT;
			char *line_end = strchr(text, '\n');

			if (line_end)
				*line_end = '\0';
			sb_add(&fl, "--target=arm-linux-gnueabi\n");
			translate_flags(strstr(text, ":=") ?
						strstr(text, ":=") + 2 :
						text,
					odir, &fl);
			sb_add(&fl, FLAGS_END "\n");
			free(text);
			text = sb_detach(&fl);
		}
		if (write_file_atomic(flagsf, text, strlen(text))) {
			bf_err(e, "%s: cannot write", flagsf);
			goto out;
		}
	}
	flags_load(text, out);
	rc = 0;
out:
	cache_unlock(lock);
	free(dir);
	free(odir);
	free(flagsf);
	free(text);
	free(cmdf);
	free(log);
	free(stem);
	if (rc)
		kflags_release(out);
	return rc;
}

void kflags_release(struct kflags *kf)
{
	size_t i;

	for (i = 0; i < kf->argc; i++)
		free(kf->argv[i]);
	free(kf->argv);
	free(kf->defconfig);
	free(kf->family);
	memset(kf, 0, sizeof(*kf));
}
