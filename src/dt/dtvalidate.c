// SPDX-License-Identifier: GPL-2.0
/*
 * dt-validate on a compiled .dts against the processed schema of a tree's
 * own bindings (as `make dtbs_check` does), with the findings the SoC
 * .dtsi draws alone set apart: `bf2dts convert --check`, `patch` and
 * `review` report the board's own.
 */
#include "dt/dtvalidate.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "dt/dtcheck.h"
#include "lib/fileio.h"
#include "lib/proc.h"
#include "lib/sha256.h"

static void yaml_files(const char *dir, struct strbuf *list, struct sha256 *h)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, a = 0, i;

	while (d && (de = readdir(d)) != NULL)
		if (de->d_name[0] != '.')
			VEC_PUSH(names, n, a, xstrdup(de->d_name));
	if (d)
		closedir(d);
	/* readdir order differs between trees: the key must not */
	for (i = 1; i < n; i++) {
		char *x = names[i];
		size_t k = i;

		while (k && strcmp(names[k - 1], x) > 0) {
			names[k] = names[k - 1];
			k--;
		}
		names[k] = x;
	}
	for (i = 0; i < n; i++) {
		char *p = xasprintf("%s/%s", dir, names[i]);
		struct stat st;
		size_t l = strlen(names[i]);

		if (!lstat(p, &st) && S_ISDIR(st.st_mode)) {
			yaml_files(p, list, h);
		} else if (l > 5 && !strcmp(names[i] + l - 5, ".yaml")) {
			struct strbuf t = STRBUF_INIT;

			file_read_all(p, &t);
			sha256_update(h, names[i], l + 1);
			sha256_update(h, sb_str(&t), t.len);
			sb_addf(list, "%s\n", p);
			sb_release(&t);
		}
		free(p);
		free(names[i]);
	}
	free(names);
}

/* The processed schema of @kdir's bindings, made once per their contents. */
static char *processed_schema(const char *kdir, const char *cache,
			      struct bf_error *e)
{
	char *dir = xasprintf("%s/Documentation/devicetree/bindings", kdir);
	char *sdir = xasprintf("%s/dt-schema", cache);
	struct strbuf list = STRBUF_INIT;
	struct sha256 h;
	unsigned char d[SHA256_LEN];
	char hex[2 * SHA256_LEN + 1];
	char *json, *lf, *at;
	struct stat st;

	sha256_init(&h);
	yaml_files(dir, &list, &h);
	sha256_final(&h, d);
	sha256_hex(d, hex);
	json = xasprintf("%s/bf2dts-%.16s.json", sdir, hex);
	lf = xasprintf("%s/bf2dts-%.16s.list", sdir, hex);
	if (!stat(json, &st) && st.st_size > 0)
		goto out;
	mkdir_p(sdir);
	at = xasprintf("@%s", lf);
	if (write_file_atomic(lf, list.buf, list.len)) {
		bf_err(e, "%s: %s", lf, strerror(errno));
		free(json);
		json = NULL;
	} else {
		char *tmp = xasprintf("%s.tmp", json);
		const char *argv[] = { "dt-mk-schema", "-j", at, NULL };
		struct proc_opts po = { .stdout_path = tmp,
					.timeout_ms = 15 * 60 * 1000 };
		struct strbuf err = STRBUF_INIT;
		int status;

		fprintf(stderr,
			"bf2dts: processing the binding schemas of %s (once, about a minute)\n",
			kdir);
		if (proc_run(argv, &po, NULL, &err, &status, e) || status ||
		    rename(tmp, json)) {
			if (!e->msg[0] || status)
				bf_err(e, "%s: dt-mk-schema failed: %.200s",
				       kdir, sb_str(&err));
			unlink(tmp);
			free(json);
			json = NULL;
		}
		sb_release(&err);
		free(tmp);
	}
	unlink(lf);
	free(at);
out:
	free(lf);
	free(dir);
	free(sdir);
	sb_release(&list);
	return json;
}

/* dt-validate's lines without the .dtb's name, sorted, as a set. */
static void validate(const char *kdir, const char *schema, const char *dtb,
		     struct strbuf *out)
{
	char *u = xasprintf("%s/Documentation/devicetree/bindings", kdir);
	const char *argv[] = { "dt-validate", "-m",   "-u", u,
			       "-p",	      schema, dtb,  NULL };
	struct proc_opts po = { .timeout_ms = 10 * 60 * 1000 };
	struct strbuf raw = STRBUF_INIT;
	struct bf_error e;
	const char *l;
	int st;

	proc_run(argv, &po, &raw, &raw, &st, &e);
	for (l = sb_str(&raw); *l;) {
		size_t n = strcspn(l, "\n");
		const char *c = l;

		if (n > strlen(dtb) && !strncmp(l, dtb, strlen(dtb)))
			c = l + strlen(dtb) + 2; /* "x.dtb: " */
		/* "From schema:" lines say where a finding's rule is */
		if (c < l + n && !strncmp(c, ":0: ", 4))
			c += 4;
		if (c < l + n && !strstr(c, "From schema:")) {
			char *one = xasprintf("%.*s\n", (int)(l + n - c), c);

			/* dt-validate may say the same twice */
			if (!strstr(sb_str(out), one))
				sb_add(out, one);
			free(one);
		}
		l += n + (l[n] == '\n');
	}
	sb_release(&raw);
	free(u);
}

int dt_validate_own(const char *kdir, const char *cache, const char *dts,
		    const char *dtb, struct strbuf *own, struct bf_error *e)
{
	struct strbuf text = STRBUF_INIT, now = STRBUF_INIT,
		      before = STRBUF_INIT;
	char *schema = processed_schema(kdir, cache, e);
	char *wrap = NULL, *wdtb = NULL;
	const char *inc, *l;

	if (!schema)
		return -1;
	validate(kdir, schema, dtb, &now);
	/* the SoC .dtsi's own findings are not the board's */
	file_read_all(dts, &text);
	inc = strstr(sb_str(&text), "#include \"");
	if (inc) {
		size_t n;
		struct strbuf w = STRBUF_INIT;
		struct bf_error ce;

		inc += 10;
		n = strcspn(inc, "\"");
		wrap = xasprintf("%.*s/.bf2dts-base.dts",
				 (int)(strrchr(dts, '/') - dts), dts);
		wdtb = xasprintf("%s.dtb", wrap);
		sb_addf(&w, "/dts-v1/;\n#include \"%.*s\"\n", (int)n, inc);
		if (!write_file_atomic(wrap, w.buf, w.len) &&
		    !dt_check_compile(kdir, wrap, wdtb, NULL, &ce))
			validate(kdir, schema, wdtb, &before);
		unlink(wrap);
		unlink(wdtb);
		sb_release(&w);
	}
	for (l = sb_str(&now); *l;) {
		size_t n = strcspn(l, "\n");
		char *line = xstrndup(l, n);
		char *nl = xasprintf("%s\n", line);

		/* the ones the .dtsi alone has are the SoC's */
		if (!strstr(sb_str(&before), nl) && n)
			sb_add(own, nl);
		free(nl);
		free(line);
		l += n + (l[n] == '\n');
	}
	free(wrap);
	free(wdtb);
	free(schema);
	sb_release(&text);
	sb_release(&now);
	sb_release(&before);
	return 0;
}
