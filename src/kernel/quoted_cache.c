// SPDX-License-Identifier: GPL-2.0
#include "kernel/quoted_cache.h"

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "kernel/kprep.h"
#include "kernel/quoted_index.h"
#include "kernel/quoted_index_impl.h"
#include "kernel/treekey.h"
#include "lib/fileio.h"
#include "lib/sort.h"
#include "lib/strbuf.h"

/*
 * The file, in the byte order of the machine that wrote it (the order mark
 * says which; another order is "corrupt (format)"):
 *   magic[8] version:u32 order:u32 length:u64 sum:u64
 *   nstamps:u64 npaths:u64 nhash:u64 strbytes:u64
 *   stamps: nstamps x 6 x i64 (inode, size, mtime s/ns, ctime s/ns)
 *   strings: the directory set ("drivers\nsound"), then each stamp's path,
 *            NUL-terminated (strbytes in all)
 *   paths: npaths x u32, the stamp of each indexed file, in grep's order
 *   off: (npaths + 1) x u64; hash: nhash x u32 (as struct quoted_index)
 * length is the whole file's; sum covers every byte after it.
 */
#define QC_MAGIC "BF2DTSQI"
#define QC_VERSION 1u
#define QC_ORDER 0x01020304u
#define QC_HEAD (8 + 4 + 4 + 8 + 8 + 4 * 8)
#define QC_SUM_FROM (8 + 4 + 4 + 8 + 8)
/* A file changed this close to the walk may change again unseen. */
#define RACY_SECONDS 2

struct stamp {
	int64_t v[6];
};

struct stamps {
	struct stamp *st;
	char **path;
	size_t n, alloc, palloc;
	time_t newest; /* the latest mtime or ctime seen */
};

static int debug_on(void)
{
	const char *d = getenv("BF2DTS_CACHE_DEBUG");

	return d && *d && strcmp(d, "0");
}

static void say(const char *path, const char *what)
{
	if (debug_on())
		fprintf(stderr, "bf2dts: quoted index cache: %s: %s\n", path,
			what);
}

static void stamp_of(const struct stat *st, struct stamp *s)
{
	s->v[0] = (int64_t)st->st_ino;
	s->v[1] = (int64_t)st->st_size;
	s->v[2] = (int64_t)st->st_mtim.tv_sec;
	s->v[3] = (int64_t)st->st_mtim.tv_nsec;
	s->v[4] = (int64_t)st->st_ctim.tv_sec;
	s->v[5] = (int64_t)st->st_ctim.tv_nsec;
}

static void stamps_release(struct stamps *s)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		free(s->path[i]);
	free(s->path);
	free(s->st);
	memset(s, 0, sizeof(*s));
}

static void stamps_add(struct stamps *s, const char *rel, const struct stat *st)
{
	struct stamp x;
	size_t n = s->n;

	stamp_of(st, &x);
	VEC_PUSH(s->st, s->n, s->alloc, x);
	VEC_PUSH(s->path, n, s->palloc, xstrdup(rel));
	if (st->st_mtim.tv_sec > s->newest)
		s->newest = st->st_mtim.tv_sec;
	if (st->st_ctim.tv_sec > s->newest)
		s->newest = st->st_ctim.tv_sec;
}

static int is_c_file(const char *name)
{
	size_t l = strlen(name);

	return l >= 2 && !strcmp(name + l - 2, ".c");
}

/*
 * Every directory and regular C file under @rel, as grep -r sees them
 * (symbolic links below the top are not followed); -1 when a directory
 * cannot be read (grep would not have read it either).
 */
static int walk(struct stamps *s, const char *kdir, const char *rel)
{
	char *dpath = xasprintf("%s/%s", kdir, rel);
	DIR *d = opendir(dpath);
	struct dirent *de;
	struct stat st;
	int rc = 0;

	if (!d || stat(dpath, &st)) {
		if (d)
			closedir(d);
		free(dpath);
		return -1;
	}
	stamps_add(s, rel, &st);
	while (!rc && (de = readdir(d)) != NULL) {
		char *crel, *cpath;

		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		if (de->d_type != DT_DIR && de->d_type != DT_UNKNOWN &&
		    !(de->d_type == DT_REG && is_c_file(de->d_name)))
			continue;
		crel = xasprintf("%s/%s", rel, de->d_name);
		cpath = xasprintf("%s/%s", kdir, crel);
		if (lstat(cpath, &st))
			rc = -1;
		else if (S_ISDIR(st.st_mode))
			rc = walk(s, kdir, crel);
		else if (S_ISREG(st.st_mode) && is_c_file(de->d_name))
			stamps_add(s, crel, &st);
		free(cpath);
		free(crel);
	}
	closedir(d);
	free(dpath);
	return rc;
}

static char *dirs_spec(const char *const *dirs)
{
	struct strbuf sb = STRBUF_INIT;
	size_t i;

	for (i = 0; dirs[i]; i++) {
		if (i)
			sb_addch(&sb, '\n');
		sb_add(&sb, dirs[i]);
	}
	return sb_detach(&sb);
}

static uint64_t checksum(const unsigned char *p, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ull, w;

	for (; n >= 8; p += 8, n -= 8) {
		memcpy(&w, p, 8);
		h = (h ^ w) * 0x100000001b3ull;
		h ^= h >> 29;
	}
	while (n--)
		h = (h ^ *p++) * 0x100000001b3ull;
	return h;
}

static void put(struct strbuf *o, const void *p, size_t n)
{
	sb_addn(o, p, n);
}

static void put_u32(struct strbuf *o, uint32_t x)
{
	put(o, &x, sizeof(x));
}

static void put_u64(struct strbuf *o, uint64_t x)
{
	put(o, &x, sizeof(x));
}

struct by_path {
	const char *path;
	uint32_t i;
};

static int cmp_by_path(const void *a, const void *b)
{
	return strcmp(((const struct by_path *)a)->path,
		      ((const struct by_path *)b)->path);
}

/* The stamp of @path in @order (@n stamps sorted by path), or -1. */
static int64_t find_stamp(const struct by_path *order, size_t n,
			  const char *path)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(order[mid].path, path);

		if (!c)
			return order[mid].i;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/* The file for @qi made from the tree as @s stamped it; -1: a file of the
 * index has no stamp (it appeared after the walk: do not store). */
static int encode(const struct quoted_index *qi, const struct stamps *s,
		  const char *spec, struct strbuf *o)
{
	struct by_path *order = xcalloc(s->n + 1, sizeof(*order));
	size_t i, strbytes = strlen(spec) + 1, sum_at;
	uint64_t sum;
	int rc = 0;

	for (i = 0; i < s->n; i++) {
		order[i].path = s->path[i];
		order[i].i = (uint32_t)i;
		strbytes += strlen(s->path[i]) + 1;
	}
	sort_array(order, s->n, sizeof(*order), cmp_by_path);
	put(o, QC_MAGIC, 8);
	put_u32(o, QC_VERSION);
	put_u32(o, QC_ORDER);
	put_u64(o, 0); /* length, below */
	sum_at = o->len;
	put_u64(o, 0);
	put_u64(o, s->n);
	put_u64(o, qi->npaths);
	put_u64(o, qi->nhash);
	put_u64(o, strbytes);
	for (i = 0; i < s->n; i++)
		put(o, s->st[i].v, sizeof(s->st[i].v));
	put(o, spec, strlen(spec) + 1);
	for (i = 0; i < s->n; i++)
		put(o, s->path[i], strlen(s->path[i]) + 1);
	for (i = 0; i < qi->npaths && !rc; i++) {
		int64_t k = find_stamp(order, s->n, qi->paths[i]);

		if (k < 0)
			rc = -1;
		else
			put_u32(o, (uint32_t)k);
	}
	for (i = 0; i <= qi->npaths; i++)
		put_u64(o, qi->off[i]);
	put(o, qi->hash, qi->nhash * sizeof(*qi->hash));
	free(order);
	if (rc)
		return rc;
	sum = o->len;
	memcpy(o->buf + sum_at - 8, &sum, 8);
	sum = checksum((unsigned char *)o->buf + QC_SUM_FROM,
		       o->len - QC_SUM_FROM);
	memcpy(o->buf + sum_at, &sum, 8);
	return 0;
}

/* The reader's view of a file's bytes: each take checks the length. */
struct reader {
	const unsigned char *p, *end;
};

static const void *take(struct reader *r, uint64_t n)
{
	const unsigned char *at = r->p;

	if (n > (uint64_t)(r->end - r->p))
		return NULL;
	r->p += n;
	return at;
}

static int get_u64(struct reader *r, uint64_t *x)
{
	const void *p = take(r, 8);

	if (p)
		memcpy(x, p, 8);
	return p ? 0 : -1;
}

/*
 * The index in @data (@len bytes) for @kdir and @spec; NULL with @why set:
 * "corrupt (...)" or "stale (...)". Every stamp is checked against the
 * tree as it is now.
 */
static struct quoted_index *decode(const unsigned char *data, size_t len,
				   const char *kdir, const char *spec,
				   struct strbuf *why)
{
	struct reader r = { data, data + len };
	uint64_t length, sum, nst, np, nh, strbytes, i;
	const unsigned char *stp, *strs, *pst, *offp, *hp;
	const char **paths = NULL, *s, *send;
	struct quoted_index *qi = NULL;
	uint32_t word, order;
	char *buf = NULL;
	size_t blen = 0;

	if (len < QC_HEAD) {
		sb_add(why, "corrupt (truncated)");
		return NULL;
	}
	if (memcmp(data, QC_MAGIC, 8)) {
		sb_add(why, "corrupt (not an index file)");
		return NULL;
	}
	memcpy(&word, data + 8, 4);
	memcpy(&length, data + 16, 8);
	memcpy(&order, data + 12, 4);
	if (word != QC_VERSION || order != QC_ORDER) {
		sb_add(why, "corrupt (format)");
		return NULL;
	}
	if (length != len) {
		sb_add(why, length > len ? "corrupt (truncated)" :
					   "corrupt (length)");
		return NULL;
	}
	memcpy(&sum, data + 24, 8);
	if (sum != checksum(data + QC_SUM_FROM, len - QC_SUM_FROM)) {
		sb_add(why, "corrupt (checksum)");
		return NULL;
	}
	take(&r, QC_SUM_FROM);
	if (get_u64(&r, &nst) || get_u64(&r, &np) || get_u64(&r, &nh) ||
	    get_u64(&r, &strbytes) || nst > len || np > len || nh > len ||
	    !(stp = take(&r, nst * sizeof(struct stamp))) ||
	    !(strs = take(&r, strbytes)) || !(pst = take(&r, np * 4)) ||
	    !(offp = take(&r, (np + 1) * 8)) || !(hp = take(&r, nh * 4)) ||
	    r.p != r.end || !strbytes || strs[strbytes - 1]) {
		sb_add(why, "corrupt (structure)");
		return NULL;
	}
	s = (const char *)strs;
	send = s + strbytes;
	if (strcmp(s, spec)) {
		sb_add(why, "corrupt (another directory set)");
		return NULL;
	}
	s += strlen(s) + 1;
	paths = xcalloc(nst + 1, sizeof(*paths));
	for (i = 0; i < nst && s < send; i++, s += strlen(s) + 1)
		paths[i] = s;
	if (i < nst || s != send) {
		sb_add(why, "corrupt (structure)");
		goto out;
	}
	for (i = 0; i < nst; i++) {
		struct stamp want, now;
		struct stat st;
		size_t l = strlen(kdir) + strlen(paths[i]) + 2;

		if (l > blen) {
			blen = 2 * l;
			buf = xrealloc(buf, blen);
		}
		snprintf(buf, blen, "%s/%s", kdir, paths[i]);
		memcpy(&want, stp + i * sizeof(want), sizeof(want));
		if (lstat(buf, &st)) {
			sb_addf(why, "stale (%s is gone)", paths[i]);
			goto out;
		}
		stamp_of(&st, &now);
		if (memcmp(&want, &now, sizeof(now))) {
			sb_addf(why, "stale (%s changed)", paths[i]);
			goto out;
		}
	}
	qi = xcalloc(1, sizeof(*qi));
	qi->kdir = xstrdup(kdir);
	qi->npaths = qi->palloc = np;
	qi->paths = xcalloc(np + 1, sizeof(*qi->paths));
	qi->noff = qi->oalloc = np + 1;
	qi->off = xcalloc(np + 1, sizeof(*qi->off));
	qi->nhash = qi->halloc = nh;
	qi->hash = xcalloc(nh + 1, sizeof(*qi->hash));
	memcpy(qi->hash, hp, nh * 4);
	for (i = 0; i <= np; i++) {
		uint64_t o;

		memcpy(&o, offp + i * 8, 8);
		qi->off[i] = (size_t)o;
		if (o > nh || (i && qi->off[i] < qi->off[i - 1]) ||
		    (i == np && o != nh) || (!i && o)) {
			sb_add(why, "corrupt (structure)");
			goto bad;
		}
	}
	for (i = 0; i < np; i++) {
		memcpy(&word, pst + i * 4, 4);
		if (word >= nst) {
			sb_add(why, "corrupt (structure)");
			goto bad;
		}
		qi->paths[i] = xstrdup(paths[word]);
	}
	goto out;
bad:
	quoted_index_free(qi);
	qi = NULL;
out:
	free(paths);
	free(buf);
	return qi;
}

static char *cache_file(const char *cachedir, const char *kdir)
{
	return tree_cache_path(cachedir, kdir, "quoted");
}

/* @recheck: the look under the lock, after a miss already said why */
static struct quoted_index *load(const char *file, const char *kdir,
				 const char *spec, int recheck)
{
	struct strbuf data = STRBUF_INIT, why = STRBUF_INIT;
	struct quoted_index *qi = NULL;

	if (file_read_all(file, &data))
		sb_add(&why, errno == ENOENT ? "no entry" : strerror(errno));
	else
		qi = decode((unsigned char *)data.buf, data.len, kdir, spec,
			    &why);
	if (qi || !recheck)
		say(file, qi ? "hit" : sb_str(&why));
	sb_release(&data);
	sb_release(&why);
	return qi;
}

struct quoted_index *quoted_cache_load(const char *cachedir, const char *kdir,
				       const char *const *dirs)
{
	char *file, *spec;
	struct quoted_index *qi;

	if (!cachedir)
		return NULL;
	file = cache_file(cachedir, kdir);
	spec = dirs_spec(dirs);
	qi = load(file, kdir, spec, 0);
	free(spec);
	free(file);
	return qi;
}

struct quoted_index *quoted_cache_build(const char *cachedir, const char *kdir,
					const char *const *dirs)
{
	struct stamps s = { 0 };
	struct strbuf enc = STRBUF_INIT;
	struct quoted_index *qi = NULL;
	char *file, *dir, *spec;
	const char *why = NULL;
	int lock, walked = 0;
	size_t i;

	if (!cachedir)
		return quoted_index_build(kdir, dirs);
	file = cache_file(cachedir, kdir);
	dir = xasprintf("%s/quoted", cachedir);
	spec = dirs_spec(dirs);
	/* another run may be making it: wait, then read its result */
	lock = cache_lock(dir, "quoted", &(struct bf_error){ { 0 } });
	if (lock >= 0)
		qi = load(file, kdir, spec, 1);
	if (qi)
		goto out;
	/* stamps first: a file changed while it is read gets a new stamp */
	for (i = 0, walked = 1; dirs[i] && walked; i++)
		walked = !walk(&s, kdir, dirs[i]);
	qi = quoted_index_build(kdir, dirs);
	if (!qi)
		goto out;
	if (lock < 0)
		why = "not stored (cannot lock the cache)";
	else if (!walked)
		why = "not stored (a directory could not be read)";
	else if (s.newest > time(NULL) - RACY_SECONDS)
		why = "not stored (a file changed a moment ago)";
	else if (encode(qi, &s, spec, &enc))
		why = "not stored (a file appeared while it was read)";
	else if (write_file_atomic(file, enc.buf, enc.len))
		why = "not stored (cannot write)";
	say(file, why ? why : "stored");
out:
	cache_unlock(lock);
	stamps_release(&s);
	sb_release(&enc);
	free(spec);
	free(dir);
	free(file);
	return qi;
}
