/* SPDX-License-Identifier: GPL-2.0 */
/*
 * SHA-256 (FIPS 180-4), for cache keys and for checking that what a cache
 * entry was made from is still what the tree holds.
 */
#ifndef BF2DTS_SHA256_H
#define BF2DTS_SHA256_H

#include <stddef.h>
#include <stdint.h>

#define SHA256_LEN 32

struct sha256 {
	uint32_t h[8];
	uint64_t len; /* bytes hashed so far */
	unsigned char buf[64];
	size_t nbuf;
};

void sha256_init(struct sha256 *s);
void sha256_update(struct sha256 *s, const void *data, size_t n);
void sha256_final(struct sha256 *s, unsigned char out[SHA256_LEN]);
/* One call: the digest of @n bytes. */
void sha256(const void *data, size_t n, unsigned char out[SHA256_LEN]);
/* The digest of a file's contents; -1 with errno set when it is unreadable. */
int sha256_file(const char *path, unsigned char out[SHA256_LEN]);
/* 64 lower-case hex digits and a NUL. */
void sha256_hex(const unsigned char d[SHA256_LEN],
		char out[2 * SHA256_LEN + 1]);

#endif
