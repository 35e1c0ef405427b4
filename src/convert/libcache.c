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
 * The digest of a file, hashed once per process for a given stat: the
 * libraries of one family include mostly the same headers. A file changed
 * (size, mtime or inode) is hashed again.
 */
struct digest_memo {
	char *path;
	dev_t dev;
	ino_t ino;
	off_t size;
	struct timespec mtime;
	unsigned char d[SHA256_LEN];
};

static struct {
	struct digest_memo *slot; /* open addressing by the path's hash */
	size_t size, n;
} memo;

static size_t path_hash(const char *s)
{
	uint64_t h = 0xcbf29ce484222325ull;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ull;
	return (size_t)h;
}

static struct digest_memo *memo_slot(const char *path)
{
	size_t i;

	if (2 * (memo.n + 1) > memo.size) {
		struct digest_memo *old = memo.slot;
		size_t osize = memo.size, k;

		memo.size = osize ? 2 * osize : 1024;
		memo.slot = xcalloc(memo.size, sizeof(*memo.slot));
		for (k = 0; k < osize; k++) {
			if (!old[k].path)
				continue;
			i = path_hash(old[k].path) & (memo.size - 1);
			while (memo.slot[i].path)
				i = (i + 1) & (memo.size - 1);
			memo.slot[i] = old[k];
		}
		free(old);
	}
	i = path_hash(path) & (memo.size - 1);
	while (memo.slot[i].path && strcmp(memo.slot[i].path, path))
		i = (i + 1) & (memo.size - 1);
	return &memo.slot[i];
}

static int file_digest(const char *path, struct stat *st,
		       unsigned char d[SHA256_LEN])
{
	struct digest_memo *m;

	if (stat(path, st))
		return -1;
	m = memo_slot(path);
	if (m->path && m->dev == st->st_dev && m->ino == st->st_ino &&
	    m->size == st->st_size && m->mtime.tv_sec == st->st_mtim.tv_sec &&
	    m->mtime.tv_nsec == st->st_mtim.tv_nsec) {
		memcpy(d, m->d, SHA256_LEN);
		return 0;
	}
	if (sha256_file(path, d))
		return -1;
	if (!m->path) {
		m->path = xstrdup(path);
		memo.n++;
	}
	m->dev = st->st_dev;
	m->ino = st->st_ino;
	m->size = st->st_size;
	m->mtime = st->st_mtim;
	memcpy(m->d, d, SHA256_LEN);
	return 0;
}

int libcache_key_init(struct libcache_key *k, const char *clang_version)
{
	static unsigned char self[SHA256_LEN];
	static int have_self = -1;

	if (have_self < 0)
		have_self = !sha256_file("/proc/self/exe", self);
	if (!have_self)
		return -1;
	sha256_init(&k->ctx);
	sha256_update(&k->ctx, MAGIC, MAGIC_LEN);
	sha256_update(&k->ctx, self, sizeof(self));
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

int libcache_encode(const struct libcache_key *k, const struct board *b,
		    const char *err, const char *const *deps, size_t ndeps,
		    struct strbuf *out)
{
	struct strbuf body = STRBUF_INIT;
	unsigned char digest[SHA256_LEN];
	size_t i;

	put_u32(&body, (uint32_t)ndeps);
	for (i = 0; i < ndeps; i++) {
		struct stat st;

		/* a relative path would depend on the working directory */
		if (deps[i][0] != '/' || file_digest(deps[i], &st, digest)) {
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

int libcache_decode(const struct libcache_key *k, const void *data, size_t len,
		    struct board *b, struct bf_error *e, struct strbuf *why)
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
		stale = file_digest(path, &st, now) ||
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

int libcache_load(const char *dir, const struct libcache_key *k,
		  struct board *b, struct bf_error *e, struct strbuf *why)
{
	struct strbuf sb = STRBUF_INIT;
	char *path = entry_path(dir, k);
	int rc;

	memset(b, 0, sizeof(*b));
	if (file_read_all(path, &sb))
		rc = miss(why, "%s",
			  errno == ENOENT ? "no entry" : strerror(errno));
	else
		rc = libcache_decode(k, sb.buf, sb.len, b, e, why);
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
		qsort(e, n, sizeof(*e), older_first);
		for (i = 0; i < n - keep; i++)
			unlink(e[i].path);
	}
	for (i = 0; i < n; i++)
		free(e[i].path);
	free(e);
}

int libcache_store(const char *dir, const struct libcache_key *k,
		   const struct board *b, const char *err,
		   const char *const *deps, size_t ndeps)
{
	struct strbuf sb = STRBUF_INIT;
	char *path;
	int rc = -1;

	if (mkdir_p(dir) || libcache_encode(k, b, err, deps, ndeps, &sb)) {
		sb_release(&sb);
		return -1;
	}
	path = entry_path(dir, k);
	rc = write_file_atomic(path, sb.buf, sb.len);
	free(path);
	sb_release(&sb);
	libcache_prune(dir, LIBCACHE_KEEP);
	return rc;
}
