// SPDX-License-Identifier: GPL-2.0
#include "patch/plan.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "dt/emit.h"
#include "lib/fileio.h"
#include "patch/plan_internal.h"
#include "patch/tree_edit.h"

struct plan_patch *plan_add(struct plan *p, const char *fmt, ...)
{
	struct plan_patch pp = { 0 };
	struct strbuf sb = STRBUF_INIT;
	va_list ap;

	va_start(ap, fmt);
	sb_vaddf(&sb, fmt, ap);
	va_end(ap);
	pp.subject = sb_detach(&sb);
	VEC_PUSH(p->v, p->n, p->alloc, pp);
	return &p->v[p->n - 1];
}

void plan_file(struct plan_patch *pp, const char *path, const char *text)
{
	struct plan_file f = { xstrdup(path), text ? xstrdup(text) : NULL };

	VEC_PUSH(pp->files, pp->nfiles, pp->afiles, f);
}

int plan_read(const struct plan *p, const char *kdir, const char *rel,
	      struct strbuf *out)
{
	size_t i, k;
	char *abs;
	int rc;

	for (i = p->n; i-- > 0;)
		for (k = p->v[i].nfiles; k-- > 0;)
			if (!strcmp(p->v[i].files[k].path, rel)) {
				if (!p->v[i].files[k].text)
					return -1;
				sb_add(out, p->v[i].files[k].text);
				return 0;
			}
	abs = xasprintf("%s/%s", kdir, rel);
	rc = file_read_all(abs, out);
	free(abs);
	return rc;
}

const char *plan_family(const struct plan_in *in)
{
	return in->cv->b.family;
}

size_t plan_machine_tree(const struct conversion *cv, size_t m)
{
	size_t t;

	for (t = 0; t < cv->ntrees && cv->machine_of[t] != m; t++)
		;
	return t;
}

static const char *board_name(const struct plan_in *in, size_t m, int machine,
			      struct strbuf *tmp)
{
	const struct machine *mc = &in->cv->b.machines[in->cv->machine_of[m]];
	const char *n = in->cv->names[m];

	sb_reset(tmp);
	/* a variant is told by its tree's name */
	if (mc->name && strlen(mc->name) <= 48 && (machine || !in->cv->when[m]))
		sb_add(tmp, mc->name);
	else
		sb_addf(tmp, "%.*s", (int)(strlen(n) - 4), n);
	return sb_str(tmp);
}

const char *plan_board_name(const struct plan_in *in, size_t m,
			    struct strbuf *tmp)
{
	return board_name(in, m, 0, tmp);
}

const char *plan_machine_name(const struct plan_in *in, size_t m,
			      struct strbuf *tmp)
{
	return board_name(in, m, 1, tmp);
}

void plan_item_line(const struct plan_in *in, const struct item *it,
		    struct strbuf *out)
{
	const char *rel = item_file(&in->cv->r, it);
	const char *base = strrchr(rel, '/') + 1;
	const char *k = it->kind;

	if (!strcmp(k, "platform_device"))
		k = "platform device";
	else if (!strcmp(k, "i2c_board_info"))
		k = "I2C device";
	else if (!strcmp(k, "spi_board_info"))
		k = "SPI device";
	else if (!strcmp(k, "gpio_lookup"))
		k = "GPIO lookup";
	else if (!strcmp(k, "pwm_lookup"))
		k = "PWM lookup";
	sb_addf(out, "%s:%u %s %.60s%s", base, it->line, k, it->name,
		strlen(it->name) > 60 ? "..." : "");
}

void wrap_text(struct strbuf *out, const char *first, int indent,
	       const char *text)
{
	size_t col = strlen(first);
	const char *p = text;
	int words = 0; /* on the current line, after @first */

	sb_add(out, first);
	for (;;) {
		size_t w;

		while (*p == ' ' || *p == '\n')
			p++;
		w = strcspn(p, " \n");
		if (!w)
			break;
		if (words && col + 1 + w > 72) {
			sb_addf(out, "\n%*s", indent, "");
			col = (size_t)indent;
			words = 0;
		}
		if (words) {
			sb_addch(out, ' ');
			col++;
		}
		sb_addn(out, p, w);
		col += w;
		p += w;
		words++;
	}
	sb_addch(out, '\n');
}

static char *upper(const char *s)
{
	char *u = xstrdup(s), *q;

	for (q = u; *q; q++)
		if (*q >= 'a' && *q <= 'z')
			*q = (char)(*q - 32);
		else if (*q == '-')
			*q = '_';
	return u;
}

/* The Kconfig symbol of the family's DT machine: MACH_PXA27X_DT for a
 * pxa27x board, ARCH_ORION5X_DT for orion5x. NULL when there is none. */
static char *dt_machine_symbol(const struct plan_in *in)
{
	struct strbuf k = STRBUF_INIT;
	char *path = xasprintf("%s/arch/arm/mach-%s/Kconfig", in->kdir,
			       plan_family(in));
	char *soc = upper(in->cv->soc->name ? in->cv->soc->name : "");
	char *fam = upper(plan_family(in));
	char *best = NULL;
	const char *p;
	int best_score = 0;

	file_read_all(path, &k);
	for (p = sb_str(&k); (p = strstr(p, "\nconfig ")) != NULL;) {
		size_t n;
		char *sym;
		int score = 0;

		p += 8;
		n = strcspn(p, " \n");
		sym = xstrndup(p, n);
		if (n > 3 && !strcmp(sym + n - 3, "_DT")) {
			if (*soc && strstr(sym, soc))
				score = 3;
			else if (!strncmp(sym, "ARCH_", 5) && strstr(sym, fam))
				score = 2;
		}
		if (score > best_score) {
			free(best);
			best = sym;
			best_score = score;
		} else {
			free(sym);
		}
	}
	sb_release(&k);
	free(path);
	free(soc);
	free(fam);
	return best;
}

/* arch/arm/configs/<family>_defconfig, else one that builds the board. */
static char *family_defconfig(const struct plan_in *in, const char *mach_sym)
{
	char *rel = xasprintf("arch/arm/configs/%s_defconfig", plan_family(in));
	char *abs = xasprintf("%s/%s", in->kdir, rel);
	char *dir, *line;
	struct strbuf sb = STRBUF_INIT;
	struct dirent *de;
	DIR *d;

	if (!file_read_all(abs, &sb)) {
		sb_release(&sb);
		free(abs);
		return rel;
	}
	free(rel);
	free(abs);
	dir = xasprintf("%s/arch/arm/configs", in->kdir);
	line = xasprintf("\nCONFIG_%s=y", mach_sym);
	d = opendir(dir);
	rel = NULL;
	while (d && !rel && (de = readdir(d)) != NULL) {
		char *f = xasprintf("%s/%s", dir, de->d_name);

		sb_reset(&sb);
		if (!file_read_all(f, &sb) && strstr(sb_str(&sb), line))
			rel = xasprintf("arch/arm/configs/%s", de->d_name);
		free(f);
	}
	if (d)
		closedir(d);
	sb_release(&sb);
	free(dir);
	free(line);
	return rel;
}

/*
 * The SoC .dtsi when it was generated (the tree has none for this SoC,
 * gendtsi.h): its own patch, before the .dts files that include it.
 */
static void plan_soc_dtsi(const struct plan_in *in, struct plan *p)
{
	struct conversion *cv = in->cv;
	struct plan_patch *pp;
	struct strbuf t = STRBUF_INIT;
	char *path;

	if (!cv->soc_dtsi)
		return;
	path = xasprintf("arch/arm/boot/dts/%s", cv->soc_dtsi);
	pp = plan_add(p, "ARM: dts: %s: add a %s SoC .dtsi", plan_family(in),
		      cv->soc->name);
	sb_addf(&t,
		"No devicetree describes the %s yet. %s holds the devices its "
		"SoC files register, each disabled, with the interrupt and GPIO "
		"controllers; a board enables what it uses by label. "
		"Compatibles that no driver or binding names are proposals, "
		"documented by the binding patches of this series.",
		cv->soc->name, cv->soc_dtsi);
	wrap_text(&pp->body, "", 0, sb_str(&t));
	plan_file(pp, path, cv->soc_dtsi_text);
	sb_release(&t);
	free(path);
}

static void plan_dtsi(const struct plan_in *in, struct plan *p)
{
	struct conversion *cv = in->cv;
	struct strbuf text = STRBUF_INIT, nm = STRBUF_INIT, *b;
	struct plan_patch *pp;
	char *path;
	int variants;

	if (!cv->common)
		return;
	dt_emit(cv->common, cv->spdx, 1, &text);
	path = xasprintf("arch/arm/boot/dts/%s", cv->common_name);
	/* the trees are one machine's variants, not several machines' */
	variants = cv->when[0] &&
		   cv->machine_of[cv->ntrees - 1] == cv->machine_of[0];
	if (variants)
		pp = plan_add(p, "ARM: dts: %s: add what the %s variants share",
			      plan_family(in), plan_machine_name(in, 0, &nm));
	else
		pp = plan_add(p, "ARM: dts: %s: add what the %s machines share",
			      plan_family(in), strrchr(cv->b.rel, '/') + 1);
	b = &pp->body;
	{
		struct strbuf t = STRBUF_INIT;

		if (variants)
			sb_addf(&t,
				"%s sets up %zu variants of one machine, %s, and tells them at run time. Each variant becomes a .dts of its own; what they share becomes %s, which each one includes in the patches that follow.",
				cv->b.rel, cv->ntrees,
				cv->b.machines[cv->machine_of[0]].id,
				cv->common_name);
		else
			sb_addf(&t,
				"%s describes %zu boards whose devices are mostly the same. What they share becomes %s, which each board's .dts includes in the patches that follow.",
				cv->b.rel, cv->ntrees, cv->common_name);
		wrap_text(b, "", 0, sb_str(&t));
		sb_release(&t);
	}
	plan_file(pp, path, sb_str(&text));
	free(path);
	sb_release(&text);
	sb_release(&nm);
}

static int plan_dts(const struct plan_in *in, size_t m, struct plan *p,
		    const char *dt_sym, struct bf_error *e)
{
	struct conversion *cv = in->cv;
	struct strbuf text = STRBUF_INIT, mk = STRBUF_INIT, t = STRBUF_INIT,
		      nm = STRBUF_INIT;
	const struct machine *mc = &cv->b.machines[cv->machine_of[m]];
	struct plan_patch *pp;
	char *path, *dtb, *sym;
	int rc = 0;

	dt_emit(cv->trees[m], cv->spdx, 0, &text);
	path = xasprintf("arch/arm/boot/dts/%s", cv->names[m]);
	VEC_PUSH(p->dts, p->ndts, p->adts, xstrdup(path));
	pp = plan_add(p, "ARM: dts: %s: add %s", plan_family(in),
		      plan_board_name(in, m, &nm));
	sb_addf(&t,
		"%s describes the %s in C, as MACHINE_START(%s). Describe it as a device tree, %s",
		cv->b.rel, mc->name ? mc->name : mc->id, mc->id, cv->names[m]);
	if (dt_sym)
		sb_addf(&t, ", which the %s machine boots", dt_sym);
	sb_add(&t, ".");
	if (cv->when[m])
		sb_addf(&t,
			" The board file tells the machine's variants at run time; this tree is the variant where %s.",
			cv->when[m]);
	wrap_text(&pp->body, "", 0, sb_str(&t));
	sb_addch(&pp->body, '\n');
	plan_where_it_went(in, m, &pp->body);
	plan_file(pp, path, sb_str(&text));
	if (plan_read(p, in->kdir, "arch/arm/boot/dts/Makefile", &mk)) {
		rc = bf_err(e, "%s: no arch/arm/boot/dts/Makefile", in->kdir);
		goto out;
	}
	dtb = xasprintf("%.*s.dtb", (int)(strlen(cv->names[m]) - 4),
			cv->names[m]);
	{
		char *fam = upper(plan_family(in));

		sym = xasprintf("ARCH_%s", fam);
		free(fam);
	}
	if (edit_dtb_makefile(&mk, sym, dtb) > 0)
		plan_file(pp, "arch/arm/boot/dts/Makefile", sb_str(&mk));
	free(sym);
	free(dtb);
out:
	free(path);
	sb_release(&text);
	sb_release(&mk);
	sb_release(&t);
	sb_release(&nm);
	return rc;
}

/*
 * Does a symbol the defconfig enables select @sym already (MACH_RD88F5182_DT
 * selects ARCH_ORION5X_DT)? Then the defconfig builds the DT machine.
 */
static int selected_already(const struct plan_in *in, const char *defconfig,
			    const char *sym)
{
	struct strbuf k = STRBUF_INIT;
	char *path = xasprintf("%s/arch/arm/mach-%s/Kconfig", in->kdir,
			       plan_family(in));
	char *sel = xasprintf("\tselect %s\n", sym);
	const char *c, *next;
	int found = 0;

	file_read_all(path, &k);
	for (c = strstr(sb_str(&k), "\nconfig "); c && !found; c = next) {
		size_t n;
		char *line;

		c += 8;
		next = strstr(c, "\nconfig ");
		n = strcspn(c, " \n");
		line = xasprintf("\nCONFIG_%.*s=y\n", (int)n, c);
		if (strstr(defconfig, line)) {
			const char *h = strstr(c, sel);

			found = h && (!next || h < next);
		}
		free(line);
	}
	free(sel);
	free(path);
	sb_release(&k);
	return found;
}

static void plan_defconfig(const struct plan_in *in, struct plan *p,
			   const char *dt_sym)
{
	struct strbuf dc = STRBUF_INIT, t = STRBUF_INIT;
	char *mach = xasprintf("MACH_%s", in->cv->b.machines[0].id);
	char *fam = upper(plan_family(in));
	char *after_mach = xasprintf("CONFIG_%s", mach);
	char *after_arch = xasprintf("CONFIG_ARCH_%s", fam);
	const char *after[] = { after_mach, after_arch, NULL };
	struct plan_patch *pp;

	p->defconfig = family_defconfig(in, mach);
	if (!dt_sym || !p->defconfig ||
	    plan_read(p, in->kdir, p->defconfig, &dc) ||
	    selected_already(in, sb_str(&dc), dt_sym) ||
	    edit_defconfig(&dc, dt_sym, after) <= 0)
		goto out;
	pp = plan_add(p, "ARM: %s: build the device tree machine in %s",
		      plan_family(in), strrchr(p->defconfig, '/') + 1);
	sb_addf(&t,
		"%s builds %s from its board file. Enable CONFIG_%s too, so the same configuration boots the device tree added earlier in this series.",
		strrchr(p->defconfig, '/') + 1, in->cv->b.rel, dt_sym);
	wrap_text(&pp->body, "", 0, sb_str(&t));
	plan_file(pp, p->defconfig, sb_str(&dc));
out:
	free(mach);
	free(fam);
	free(after_mach);
	free(after_arch);
	sb_release(&dc);
	sb_release(&t);
}

int plan_make(const struct plan_in *in, struct plan *p, struct bf_error *e)
{
	struct bindtext bt;
	char *dt_sym;
	size_t m;
	int rc = -1;

	memset(p, 0, sizeof(*p));
	if (in->remove_board_file) {
		struct plan scratch = { 0 };

		/* refuse before doing any work */
		if (plan_removal(in, &scratch, e)) {
			plan_release(&scratch);
			return -1;
		}
		plan_release(&scratch);
	}
	if (bindtext_load(in->kdir, &bt, e))
		return -1;
	dt_sym = dt_machine_symbol(in);
	if (plan_board_binding(in, &bt, p, e))
		goto out;
	plan_compat_bindings(in, &bt, p);
	plan_soc_dtsi(in, p);
	plan_dtsi(in, p);
	for (m = 0; m < in->cv->ntrees; m++)
		if (plan_dts(in, m, p, dt_sym, e))
			goto out;
	plan_defconfig(in, p, dt_sym);
	if (in->remove_board_file && plan_removal(in, p, e))
		goto out;
	plan_cover(in, p);
	rc = 0;
out:
	free(dt_sym);
	bindtext_release(&bt);
	return rc;
}

void plan_release(struct plan *p)
{
	size_t i, k;

	for (i = 0; i < p->n; i++) {
		free(p->v[i].subject);
		sb_release(&p->v[i].body);
		for (k = 0; k < p->v[i].nfiles; k++) {
			free(p->v[i].files[k].path);
			free(p->v[i].files[k].text);
		}
		free(p->v[i].files);
	}
	free(p->v);
	for (i = 0; i < p->ndts; i++)
		free(p->dts[i]);
	free(p->dts);
	free(p->cover_subject);
	free(p->defconfig);
	sb_release(&p->cover);
	memset(p, 0, sizeof(*p));
}
