// SPDX-License-Identifier: GPL-2.0
#include "lib/fileio.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int file_read_all(const char *path, struct strbuf *out)
{
	FILE *f = fopen(path, "rb");
	char buf[65536];
	size_t n;
	int err;

	if (!f)
		return -1;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_addn(out, buf, n);
	err = ferror(f) ? EIO : 0;
	fclose(f);
	if (err) {
		errno = err;
		return -1;
	}
	return 0;
}

int write_file_atomic(const char *path, const char *data, size_t len)
{
	char *tmp = xasprintf("%s.tmp.%d", path, (int)getpid());
	FILE *f = fopen(tmp, "wb");
	int rc = -1, err;

	if (f) {
		rc = fwrite(data, 1, len, f) == len ? 0 : -1;
		if (fclose(f))
			rc = -1;
		if (!rc && rename(tmp, path))
			rc = -1;
		err = errno;
		if (rc)
			unlink(tmp);
		errno = err;
	}
	free(tmp);
	return rc;
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
