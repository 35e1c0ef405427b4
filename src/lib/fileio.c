// SPDX-License-Identifier: GPL-2.0
#include "lib/fileio.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int file_read_max(const char *path, struct strbuf *out, size_t max)
{
	FILE *f = fopen(path, "rb");
	char buf[65536];
	size_t n, start = out->len;
	struct stat st;
	int err = 0;

	if (!f)
		return -1;
	/* fopen() opens a directory; reading it fails with a vaguer EIO. */
	if (!fstat(fileno(f), &st) && S_ISDIR(st.st_mode)) {
		fclose(f);
		errno = EISDIR;
		return -1;
	}
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0) {
		if (out->len - start + n > max) {
			err = EFBIG;
			break;
		}
		sb_addn(out, buf, n);
	}
	if (!err && ferror(f))
		err = errno ? errno : EIO;
	fclose(f);
	if (err) {
		errno = err;
		return -1;
	}
	return 0;
}

int file_read_all(const char *path, struct strbuf *out)
{
	return file_read_max(path, out, (size_t)-1 / 2);
}

const char *file_read_error(int err)
{
	return err == EFBIG ? "too large to be this kind of input" :
			      strerror(err);
}

/*
 * The file a write to @path lands in: @path itself, or the file a symlink
 * at @path points to (followed to its end), so that writing "through" a
 * link replaces the target and leaves the link. NULL with errno set when
 * the link dangles or loops.
 */
static char *write_target(const char *path)
{
	struct stat st;

	if (lstat(path, &st) || !S_ISLNK(st.st_mode))
		return xstrdup(path);
	return realpath(path, NULL);
}

int write_file_atomic(const char *path, const char *data, size_t len)
{
	struct out_set set = OUT_SET_INIT;
	int rc = out_set_add(&set, path, data, len);

	if (!rc)
		rc = out_set_commit(&set);
	out_set_release(&set);
	return rc;
}

int out_set_add(struct out_set *set, const char *path, const char *data,
		size_t len)
{
	char *target = write_target(path), *tmp, *slash;
	size_t off = 0;
	int fd, err;

	if (!target)
		return -1;
	slash = strrchr(target, '/');
	tmp = xasprintf("%.*s.bf2dts-tmp-XXXXXX",
			slash ? (int)(slash - target + 1) : 0, target);
	fd = mkstemp(tmp);
	if (fd < 0) {
		err = errno;
		free(tmp);
		free(target);
		errno = err;
		return -1;
	}
	while (off < len) {
		ssize_t w = write(fd, data + off, len - off);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			break;
		off += (size_t)w;
	}
	err = off < len ? (errno ? errno : EIO) : 0;
	/* mkstemp makes 0600; an output gets what open(0666) would give */
	if (!err) {
		mode_t mask = umask(0);

		umask(mask);
		if (fchmod(fd, 0666 & ~mask))
			err = errno;
	}
	if (close(fd) && !err)
		err = errno;
	if (err) {
		unlink(tmp);
		free(tmp);
		free(target);
		errno = err;
		return -1;
	}
	VEC_PUSH(set->tmp, set->n, set->alloc, tmp);
	set->target = xrealloc(set->target, set->alloc * sizeof(*set->target));
	set->target[set->n - 1] = target;
	return 0;
}

int out_set_commit(struct out_set *set)
{
	size_t i;

	for (i = 0; i < set->n; i++) {
		if (rename(set->tmp[i], set->target[i]))
			return -1;
		free(set->tmp[i]);
		set->tmp[i] = NULL;
	}
	return 0;
}

void out_set_release(struct out_set *set)
{
	size_t i;
	int err = errno;

	for (i = 0; i < set->n; i++) {
		if (set->tmp[i])
			unlink(set->tmp[i]);
		free(set->tmp[i]);
		free(set->target[i]);
	}
	free(set->tmp);
	free(set->target);
	memset(set, 0, sizeof(*set));
	errno = err;
}

int same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return !stat(a, &sa) && !stat(b, &sb) && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

int mkdir_p(const char *dir)
{
	char *p = xstrdup(dir), *s;
	int rc = 0;

	for (s = p + 1; *s; s++) {
		if (*s != '/')
			continue;
		*s = '\0';
		if (mkdir(p, 0755) && errno != EEXIST)
			rc = -1;
		*s = '/';
	}
	if (mkdir(p, 0755) && errno != EEXIST)
		rc = -1;
	free(p);
	return rc;
}
