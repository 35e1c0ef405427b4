// SPDX-License-Identifier: GPL-2.0
#include "convert/libcache.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "convert/board_serial.h"
#include "lib/fileio.h"
#include "lib/sort.h"

#define MAGIC "BF2DTS-LIBMODEL" /* 15 bytes and its NUL */
#define MAGIC_LEN 16
#define VERSION 2
#define HEAD_LEN \
	(MAGIC_LEN + 4 + 2 * SHA256_LEN) /* magic, version, key, body digest */

static void put_u32(struct strbuf *o, uint32_t x)
{
	unsigned char b[4] = { (unsigned char)x, (unsigned char)(x >> 8),
			       (unsigned char)(x >> 16),
			       (unsigned char)(x >> 24) };

	sb_addn(o, (const char *)b, 4);
}

static uint32_t get_u32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

/*
 * The digest of a file, hashed once for a given stat: the libraries and
 * boards of a family include mostly the same headers. A file whose stat
 * signature (device, inode, size, mtime and ctime, in nanoseconds)
 * changed is hashed again. The digests are kept in memory for the run
 * (struct libcache: one per pipeline, never shared between runs) and in
 * <cache dir>/digests for the next one, so that a warm run stats
 * the headers instead of reading them. A file changed in the last
 * RACY_SECONDS is not remembered: timestamps are coarser than writes
 * (git's "racily clean" entries), and a write in the same tick as the
 * hash would keep the signature.
 */
struct digest_memo {
	char *path;
	uint64_t dev, ino, size;
	struct timespec mtime, ctime;
	unsigned char d[SHA256_LEN];
};

#define RACY_SECONDS 2
#define STORE_NAME "digests"
#define STORE_MAGIC "BF2DTS-DIGESTS\0" /* 14 bytes, NULs to MAGIC_LEN */

/* A run's cache: its directory, its digest memo and the binary's digest. */
struct libcache {
	char *dir; /* NULL: digests in memory only (tests of entry bytes) */
	struct digest_memo *slot; /* open addressing by the path's hash */
	size_t size, n;
	int read; /* the digests file was read (or tried) */
	int dirty; /* digests not in the store yet */
	int have_self; /* -1: not hashed yet; 0: the binary cannot be read */
	unsigned char self[SHA256_LEN];
};

static size_t path_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return (size_t)h;
}

static struct digest_memo *memo_slot(struct libcache *memo, const char *path)
{
	size_t i;

	if (2 * (memo->n + 1) > memo->size) {
		struct digest_memo *old = memo->slot;
		size_t osize = memo->size, k;

		memo->size = osize ? 2 * osize : 1024;
		memo->slot = xcalloc(memo->size, sizeof(*memo->slot));
		for (k = 0; k < osize; k++) {
			if (!old[k].path)
				continue;
			i = path_hash(old[k].path) & (memo->size - 1);
			while (memo->slot[i].path)
				i = (i + 1) & (memo->size - 1);
			memo->slot[i] = old[k];
		}
		free(old);
	}
	i = path_hash(path) & (memo->size - 1);
	while (memo->slot[i].path && strcmp(memo->slot[i].path, path))
		i = (i + 1) & (memo->size - 1);
	return &memo->slot[i];
}

static int same_stat(const struct digest_memo *m, const struct stat *st)
{
	return m->dev == (uint64_t)st->st_dev &&
	       m->ino == (uint64_t)st->st_ino &&
	       m->size == (uint64_t)st->st_size &&
	       m->mtime.tv_sec == st->st_mtim.tv_sec &&
	       m->mtime.tv_nsec == st->st_mtim.tv_nsec &&
	       m->ctime.tv_sec == st->st_ctim.tv_sec &&
	       m->ctime.tv_nsec == st->st_ctim.tv_nsec;
}

static void memo_set(struct libcache *memo, struct digest_memo *m,
		     const char *path, const struct stat *st,
		     const unsigned char d[SHA256_LEN])
{
	if (!m->path) {
		m->path = xstrdup(path);
		memo->n++;
	}
	m->dev = (uint64_t)st->st_dev;
	m->ino = (uint64_t)st->st_ino;
	m->size = (uint64_t)st->st_size;
	m->mtime = st->st_mtim;
	m->ctime = st->st_ctim;
	memcpy(m->d, d, SHA256_LEN);
}

static int file_digest(struct libcache *memo, const char *path, struct stat *st,
		       unsigned char d[SHA256_LEN])
{
	struct digest_memo *m;
	time_t now;

	if (stat(path, st))
		return -1;
	m = memo_slot(memo, path);
	if (m->path && same_stat(m, st)) {
		memcpy(d, m->d, SHA256_LEN);
		return 0;
	}
	if (sha256_file(path, d))
		return -1;
	now = time(NULL);
	if (st->st_mtim.tv_sec > now - RACY_SECONDS ||
	    st->st_ctim.tv_sec > now - RACY_SECONDS)
		return 0;
	memo_set(memo, m, path, st, d);
	memo->dirty = 1;
	return 0;
}

static void put_u64(struct strbuf *o, uint64_t x)
{
	put_u32(o, (uint32_t)x);
	put_u32(o, (uint32_t)(x >> 32));
}

static uint64_t get_u64(const unsigned char *p)
{
	return get_u32(p) | (uint64_t)get_u32(p + 4) << 32;
}

/*
 * The digests file: magic, version, the SHA-256 of the rest, then per file
 * its path and stat signature and digest. A corrupt file is ignored (each
 * digest is then computed again); one entry is trusted only for a file
 * whose stat signature is still the same.
 */
static void memo_read_store(struct libcache *memo)
{
	struct strbuf sb = STRBUF_INIT;
	const unsigned char *p, *end;
	unsigned char digest[SHA256_LEN];
	char *path;

	if (memo->read || !memo->dir)
		return;
	memo->read = 1;
	path = xasprintf("%s/%s", memo->dir, STORE_NAME);
	if (file_read_all(path, &sb) || sb.len < HEAD_LEN - SHA256_LEN ||
	    memcmp(sb.buf, STORE_MAGIC, MAGIC_LEN) ||
	    get_u32((const unsigned char *)sb.buf + MAGIC_LEN) != VERSION)
		goto out;
	p = (const unsigned char *)sb.buf + MAGIC_LEN + 4 + SHA256_LEN;
	end = (const unsigned char *)sb.buf + sb.len;
	sha256(p, (size_t)(end - p), digest);
	if (memcmp(sb.buf + MAGIC_LEN + 4, digest, SHA256_LEN))
		goto out;
	while (end - p >= 4) {
		uint32_t n = get_u32(p);
		struct digest_memo e = { 0 };
		struct digest_memo *m;
		char *name;

		if ((size_t)(end - p) - 4 < n ||
		    (size_t)(end - p) - 4 - n < 5 * 8 + 2 * 4 + SHA256_LEN)
			break;
		name = xstrndup((const char *)p + 4, n);
		p += 4 + n;
		e.dev = get_u64(p);
		e.ino = get_u64(p + 8);
		e.size = get_u64(p + 16);
		e.mtime.tv_sec = (time_t)get_u64(p + 24);
		e.mtime.tv_nsec = (long)get_u32(p + 32);
		e.ctime.tv_sec = (time_t)get_u64(p + 36);
		e.ctime.tv_nsec = (long)get_u32(p + 44);
		memcpy(e.d, p + 48, SHA256_LEN);
		p += 48 + SHA256_LEN;
		m = memo_slot(memo, name);
		/* what this process hashed itself is newer */
		if (!m->path) {
			e.path = name;
			*m = e;
			memo->n++;
		} else {
			free(name);
		}
	}
out:
	sb_release(&sb);
	free(path);
}

struct libcache *libcache_open(const char *dir)
{
	struct libcache *lc = xcalloc(1, sizeof(*lc));

	lc->dir = dir ? xstrdup(dir) : NULL;
	lc->have_self = -1;
	return lc;
}

const char *libcache_dir(const struct libcache *lc)
{
	return lc->dir;
}

void libcache_close(struct libcache *lc)
{
	size_t i;

	if (!lc)
		return;
	for (i = 0; i < lc->size; i++)
		free(lc->slot[i].path);
	free(lc->slot);
	free(lc->dir);
	free(lc);
}

static void memo_write_store(struct libcache *memo)
{
	struct strbuf body = STRBUF_INIT, out = STRBUF_INIT;
	unsigned char digest[SHA256_LEN];
	size_t i;
	char *path;

	if (!memo->dir || !memo->dirty)
		return;
	for (i = 0; i < memo->size; i++) {
		const struct digest_memo *m = &memo->slot[i];

		if (!m->path)
			continue;
		put_u32(&body, (uint32_t)strlen(m->path));
		sb_add(&body, m->path);
		put_u64(&body, m->dev);
		put_u64(&body, m->ino);
		put_u64(&body, m->size);
		put_u64(&body, (uint64_t)m->mtime.tv_sec);
		put_u32(&body, (uint32_t)m->mtime.tv_nsec);
		put_u64(&body, (uint64_t)m->ctime.tv_sec);
		put_u32(&body, (uint32_t)m->ctime.tv_nsec);
		sb_addn(&body, (const char *)m->d, SHA256_LEN);
	}
	sha256(body.buf, body.len, digest);
	sb_addn(&out, STORE_MAGIC, MAGIC_LEN);
	put_u32(&out, VERSION);
	sb_addn(&out, (const char *)digest, SHA256_LEN);
	sb_addn(&out, body.buf, body.len);
	path = xasprintf("%s/%s", memo->dir, STORE_NAME);
	/* concurrent runs: the last one's digests win; any is a valid store */
	if (!write_file_atomic(path, out.buf, out.len))
		memo->dirty = 0;
	free(path);
	sb_release(&body);
	sb_release(&out);
}

int libcache_key_init(struct libcache *lc, struct libcache_key *k,
		      const char *clang_version)
{
	memo_read_store(lc);
	if (lc->have_self < 0) {
		/* by its stat signature too: a warm run does not hash itself */
		char *exe = realpath("/proc/self/exe", NULL);
		struct stat st;

		lc->have_self = exe && !file_digest(lc, exe, &st, lc->self);
		free(exe);
	}
	if (!lc->have_self)
		return -1;
	sha256_init(&k->ctx);
	sha256_update(&k->ctx, MAGIC, MAGIC_LEN);
	sha256_update(&k->ctx, lc->self, sizeof(lc->self));
	libcache_key_add(k, clang_version);
	return 0;
}

void libcache_key_add(struct libcache_key *k, const char *s)
{
	unsigned char n[5] = { 0 };
	size_t len = s ? strlen(s) : 0;

	/* a tag and a length: "a" "bc" and "ab" "c" hash apart, NULL and "" too */
	n[0] = s ? 1 : 0;
	n[1] = (unsigned char)len;
	n[2] = (unsigned char)(len >> 8);
	n[3] = (unsigned char)(len >> 16);
	n[4] = (unsigned char)(len >> 24);
	sha256_update(&k->ctx, n, sizeof(n));
	if (s)
		sha256_update(&k->ctx, s, len);
}

void libcache_key_final(struct libcache_key *k)
{
	sha256_final(&k->ctx, k->id);
}

int libcache_encode(struct libcache *lc, const struct libcache_key *k,
		    const struct board *b, const char *err,
		    const char *const *deps, size_t ndeps, struct strbuf *out)
{
	struct strbuf body = STRBUF_INIT;
	unsigned char digest[SHA256_LEN];
	size_t i;

	put_u32(&body, (uint32_t)ndeps);
	for (i = 0; i < ndeps; i++) {
		struct stat st;

		/* a relative path would depend on the working directory */
		if (deps[i][0] != '/' ||
		    file_digest(lc, deps[i], &st, digest)) {
			sb_release(&body);
			return -1;
		}
		put_u32(&body, (uint32_t)strlen(deps[i]));
		sb_addn(&body, deps[i], strlen(deps[i]));
		put_u32(&body, (uint32_t)st.st_size);
		put_u32(&body, (uint32_t)((uint64_t)st.st_size >> 32));
		sb_addn(&body, (const char *)digest, SHA256_LEN);
	}
	/* 'M' and the model, or 'E' and the error of a file that does not parse */
	if (b) {
		sb_addch(&body, 'M');
		board_serialize(b, &body);
	} else {
		sb_addch(&body, 'E');
		sb_add(&body, err ? err : "");
	}
	sha256(body.buf, body.len, digest);
	sb_addn(out, MAGIC, MAGIC_LEN);
	put_u32(out, VERSION);
	sb_addn(out, (const char *)k->id, SHA256_LEN);
	sb_addn(out, (const char *)digest, SHA256_LEN);
	sb_addn(out, body.buf, body.len);
	sb_release(&body);
	return 0;
}

static int miss(struct strbuf *why, const char *fmt, const char *arg)
{
	if (why)
		sb_addf(why, fmt, arg);
	return -1;
}

int libcache_decode(struct libcache *lc, const struct libcache_key *k,
		    const void *data, size_t len, struct board *b,
		    struct bf_error *e, struct strbuf *why)
{
	const unsigned char *p = data, *end = p + len;
	unsigned char digest[SHA256_LEN];
	struct bf_error se = { { 0 } };
	uint32_t ndeps, i;

	memset(b, 0, sizeof(*b));
	if (len < HEAD_LEN + 4 || memcmp(p, MAGIC, MAGIC_LEN))
		return miss(why, "%s", "not a library model entry");
	if (get_u32(p + MAGIC_LEN) != VERSION)
		return miss(why, "%s", "another format version");
	if (memcmp(p + MAGIC_LEN + 4, k->id, SHA256_LEN))
		return miss(why, "%s", "made for another key");
	sha256(p + HEAD_LEN, len - HEAD_LEN, digest);
	if (memcmp(p + MAGIC_LEN + 4 + SHA256_LEN, digest, SHA256_LEN))
		return miss(why, "%s", "corrupt (checksum)");
	p += HEAD_LEN;
	ndeps = get_u32(p);
	p += 4;
	for (i = 0; i < ndeps; i++) {
		unsigned char now[SHA256_LEN];
		uint32_t n;
		uint64_t size;
		struct stat st;
		char *path;
		int stale;

		if (end - p < 4 || (size_t)(end - p) - 4 < (n = get_u32(p)) ||
		    (size_t)(end - p) - 4 - n < 8 + SHA256_LEN)
			return miss(why, "%s", "corrupt (dependency list)");
		path = xstrndup((const char *)p + 4, n);
		p += 4 + n;
		size = get_u32(p) | (uint64_t)get_u32(p + 4) << 32;
		p += 8;
		stale = file_digest(lc, path, &st, now) ||
			(uint64_t)st.st_size != size ||
			memcmp(now, p, SHA256_LEN);
		p += SHA256_LEN;
		if (stale) {
			miss(why, "stale: %s changed", path);
			free(path);
			return -1;
		}
		free(path);
	}
	if (p < end && *p == 'E') {
		size_t n = (size_t)(end - p - 1);

		if (n >= sizeof(e->msg) || memchr(p + 1, '\0', n))
			return miss(why, "%s", "corrupt (error message)");
		memcpy(e->msg, p + 1, n);
		e->msg[n] = '\0';
		return 1;
	}
	if (p == end || *p != 'M')
		return miss(why, "%s", "corrupt (no model)");
	p++;
	if (board_deserialize(p, (size_t)(end - p), b, &se))
		return miss(why, "%s", se.msg);
	return 0;
}

static char *entry_path(const char *dir, const struct libcache_key *k)
{
	char hex[2 * SHA256_LEN + 1];

	sha256_hex(k->id, hex);
	return xasprintf("%s/%s", dir, hex);
}

int libcache_load(struct libcache *lc, const struct libcache_key *k,
		  struct board *b, struct bf_error *e, struct strbuf *why)
{
	struct strbuf sb = STRBUF_INIT;
	char *path = entry_path(lc->dir, k);
	int rc;

	memset(b, 0, sizeof(*b));
	if (file_read_all(path, &sb)) {
		rc = miss(why, "%s",
			  errno == ENOENT ? "no entry" : strerror(errno));
	} else {
		memo_read_store(lc);
		rc = libcache_decode(lc, k, sb.buf, sb.len, b, e, why);
		memo_write_store(lc);
	}
	/* a hit is a use: the entries pruned first are the least recently used */
	if (rc >= 0)
		utimensat(AT_FDCWD, path, NULL, 0);
	sb_release(&sb);
	free(path);
	return rc;
}

struct aged {
	char *path;
	time_t mtime;
};

static int older_first(const void *a, const void *b)
{
	const struct aged *x = a, *y = b;

	return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

void libcache_prune(const char *dir, size_t keep)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	struct aged *e = NULL;
	size_t n = 0, alloc = 0, i;
	time_t now = time(NULL);

	while (d && (de = readdir(d)) != NULL) {
		struct aged a;
		struct stat st;

		if (de->d_name[0] == '.')
			continue;
		a.path = xasprintf("%s/%s", dir, de->d_name);
		if (stat(a.path, &st) || !S_ISREG(st.st_mode)) {
			free(a.path);
			continue;
		}
		/* what a killed run left half-written */
		if (strstr(de->d_name, ".tmp.") && now - st.st_mtime > 3600) {
			unlink(a.path);
			free(a.path);
			continue;
		}
		if (strlen(de->d_name) != 2 * SHA256_LEN) {
			free(a.path);
			continue;
		}
		a.mtime = st.st_mtime;
		VEC_PUSH(e, n, alloc, a);
	}
	if (d)
		closedir(d);
	if (n > keep) {
		sort_array(e, n, sizeof(*e), older_first);
		for (i = 0; i < n - keep; i++)
			unlink(e[i].path);
	}
	for (i = 0; i < n; i++)
		free(e[i].path);
	free(e);
}

int libcache_store(struct libcache *lc, const struct libcache_key *k,
		   const struct board *b, const char *err,
		   const char *const *deps, size_t ndeps)
{
	const char *dir = lc->dir;
	struct strbuf sb = STRBUF_INIT;
	char *path;
	int rc = -1;

	if (mkdir_p(dir))
		return -1;
	memo_read_store(lc);
	if (libcache_encode(lc, k, b, err, deps, ndeps, &sb)) {
		sb_release(&sb);
		return -1;
	}
	memo_write_store(lc);
	path = entry_path(dir, k);
	rc = write_file_atomic(path, sb.buf, sb.len);
	free(path);
	sb_release(&sb);
	libcache_prune(dir, LIBCACHE_KEEP);
	return rc;
}
