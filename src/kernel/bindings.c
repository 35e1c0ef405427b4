// SPDX-License-Identifier: GPL-2.0
#include "kernel/bindings.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "lib/sort.h"
#include "lib/strbuf.h"

struct collect {
	const char **vset; /* the vendor prefixes, open addressing */
	size_t vsize;
	char **c;
	size_t n, alloc;
};

static size_t name_hash(const char *s, size_t n)
{
	size_t h = 5381;

	while (n--)
		h = h * 33 + (unsigned char)*s++;
	return h;
}

/* Every comma of every document asks: a hash set, not a scan of ~1000 names. */
static void vendor_set(struct collect *c, const struct vendors *v)
{
	size_t i, k;

	for (c->vsize = 64; c->vsize < 4 * v->n; c->vsize *= 2)
		;
	c->vset = xcalloc(c->vsize, sizeof(*c->vset));
	for (i = 0; i < v->n; i++) {
		k = name_hash(v->names[i], strlen(v->names[i])) &
		    (c->vsize - 1);
		while (c->vset[k])
			k = (k + 1) & (c->vsize - 1);
		c->vset[k] = v->names[i];
	}
}

static int is_vendor(const struct collect *c, const char *s, size_t n)
{
	size_t k = name_hash(s, n) & (c->vsize - 1);

	for (; c->vset[k]; k = (k + 1) & (c->vsize - 1))
		if (!strncmp(c->vset[k], s, n) && !c->vset[k][n])
			return 1;
	return 0;
}

static int compat_char(int c)
{
	return isalnum(c) || c == '-' || c == '_' || c == '.' || c == '+' ||
	       c == ',';
}

/* Every "vendor,name" token of a binding document whose vendor is known. */
static void scan_text(struct collect *c, const char *buf)
{
	const char *p = buf;

	while ((p = strchr(p, ',')) != NULL) {
		const char *s = p, *e = p + 1;

		while (s > buf &&
		       (isalnum((unsigned char)s[-1]) || s[-1] == '-'))
			s--;
		while (*e && compat_char((unsigned char)*e) && *e != ',')
			e++;
		if (s < p && e > p + 1 && is_vendor(c, s, (size_t)(p - s)) &&
		    (s == buf || !compat_char((unsigned char)s[-1])))
			VEC_PUSH(c->c, c->n, c->alloc,
				 xstrndup(s, (size_t)(e - s)));
		p = e > p + 1 ? e : p + 1;
	}
}

static void walk(struct collect *c, const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *de;

	while (d && (de = readdir(d)) != NULL) {
		char *path;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		path = xasprintf("%s/%s", dir, de->d_name);
		if (!stat(path, &st) && S_ISDIR(st.st_mode)) {
			walk(c, path);
		} else if (S_ISREG(st.st_mode) && st.st_size < (1 << 20)) {
			FILE *f = fopen(path, "r");
			char *buf = xmalloc((size_t)st.st_size + 1);
			size_t n = f ? fread(buf, 1, (size_t)st.st_size, f) : 0;

			buf[n] = '\0';
			scan_text(c, buf);
			free(buf);
			if (f)
				fclose(f);
		}
		free(path);
	}
	if (d)
		closedir(d);
}

static int cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

void bindings_load(const char *kdir, const struct vendors *v,
		   struct bindings *b)
{
	struct collect c = { 0 };
	char *dir = xasprintf("%s/Documentation/devicetree/bindings", kdir);
	size_t i, o;

	vendor_set(&c, v);
	walk(&c, dir);
	free(dir);
	free(c.vset);
	if (c.n)
		sort_array(c.c, c.n, sizeof(*c.c), cmp);
	for (i = o = 0; i < c.n; i++) {
		if (o && !strcmp(c.c[o - 1], c.c[i])) {
			free(c.c[i]);
			continue;
		}
		c.c[o++] = c.c[i];
	}
	b->compat = c.c;
	b->n = o;
}

const char *bindings_compatible_for(const struct bindings *b, const char *type)
{
	const char *found = NULL;
	size_t i;

	for (i = 0; type && i < b->n; i++) {
		const char *comma = strchr(b->compat[i], ',');

		if (!comma || strcmp(comma + 1, type))
			continue;
		if (found)
			return NULL; /* two vendors document it: a human decides */
		found = b->compat[i];
	}
	return found;
}

static int cmp_compat(const void *key, const void *elem)
{
	return strcmp(key, *(char *const *)elem);
}

int bindings_has(const struct bindings *b, const char *compat)
{
	return b->n && bsearch(compat, b->compat, b->n, sizeof(*b->compat),
			       cmp_compat) != NULL;
}

const char *bindings_vendor_for_part(const struct bindings *b, const char *type,
				     struct arena *a)
{
	size_t pre = strcspn(type, "0123456789"), i, best = 0, second = 0;
	const char *vendor = NULL;

	if (pre < 2 || !type[pre])
		return NULL;
	/* vendors in sorted order: count each one's run of matching parts */
	for (i = 0; i < b->n;) {
		const char *comma = strchr(b->compat[i], ',');
		size_t vl = comma ? (size_t)(comma - b->compat[i]) : 0, n = 0;
		size_t k = i;

		for (; k < b->n && !strncmp(b->compat[k], b->compat[i], vl + 1);
		     k++) {
			const char *name = b->compat[k] + vl + 1;

			if (comma && !strncmp(name, type, pre) &&
			    name[pre] >= '0' && name[pre] <= '9')
				n++;
		}
		if (n > best) {
			second = best;
			best = n;
			vendor = b->compat[i];
		} else if (n > second) {
			second = n;
		}
		i = k > i ? k : i + 1;
	}
	if (!vendor || best < 2 || best < 2 * second)
		return NULL;
	return arena_printf(a, "%.*s,%s", (int)strcspn(vendor, ","), vendor,
			    type);
}

void bindings_release(struct bindings *b)
{
	size_t i;

	for (i = 0; i < b->n; i++)
		free(b->compat[i]);
	free(b->compat);
	b->compat = NULL;
	b->n = 0;
}
