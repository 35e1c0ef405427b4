// SPDX-License-Identifier: GPL-2.0
/*
 * Bounded reads, atomic outputs that appear together, writes through a
 * symlink, and same_file(): the pieces that keep an output from replacing
 * an input or appearing half-written (issues 13 and 16).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lib/fileio.h"
#include "unit.h"

static char *slurp(const char *path)
{
	struct strbuf sb = STRBUF_INIT;

	if (file_read_all(path, &sb)) {
		sb_release(&sb);
		return NULL;
	}
	return sb_detach(&sb);
}

int main(void)
{
	char dir[] = "/tmp/bf2dts-unit-XXXXXX";
	struct strbuf sb = STRBUF_INIT;
	struct out_set set = OUT_SET_INIT;
	char *a, *b, *link, *missing, *text;
	struct stat st;

	CHECK("fileio: temp dir", mkdtemp(dir) != NULL);
	a = xasprintf("%s/a", dir);
	b = xasprintf("%s/b", dir);
	link = xasprintf("%s/link", dir);
	missing = xasprintf("%s/no-such-dir/c", dir);

	CHECK("fileio: /dev/zero stops at the bound",
	      file_read_max("/dev/zero", &sb, 1 << 20) < 0 && errno == EFBIG &&
		      sb.len <= 1 << 20);
	sb_reset(&sb);
	CHECK("fileio: a directory is EISDIR",
	      file_read_max(dir, &sb, 100) < 0 && errno == EISDIR);

	CHECK("fileio: atomic write", write_file_atomic(a, "one\n", 4) == 0);
	CHECK("fileio: symlink", symlink("a", link) == 0);
	CHECK("fileio: same_file through a link", same_file(link, a));
	CHECK("fileio: different files", !same_file(a, dir));
	CHECK("fileio: a missing file is no file", !same_file(missing, a));
	CHECK("fileio: write through a symlink",
	      write_file_atomic(link, "two\n", 4) == 0);
	text = slurp(a);
	CHECK("fileio: the link's target got the text",
	      text && !strcmp(text, "two\n"));
	free(text);
	CHECK("fileio: the link is still a link",
	      !lstat(link, &st) && S_ISLNK(st.st_mode));

	/* one output that cannot be written: none appears */
	CHECK("fileio: set add b", out_set_add(&set, b, "b\n", 2) == 0);
	CHECK("fileio: set add into a missing directory fails",
	      out_set_add(&set, missing, "c\n", 2) < 0);
	out_set_release(&set);
	CHECK("fileio: nothing of a failed set appears", access(b, F_OK) < 0);
	CHECK("fileio: set add b again", out_set_add(&set, b, "b\n", 2) == 0);
	CHECK("fileio: set add a", out_set_add(&set, a, "three\n", 6) == 0);
	CHECK("fileio: not there before the commit", access(b, F_OK) < 0);
	CHECK("fileio: commit", out_set_commit(&set) == 0);
	out_set_release(&set);
	text = slurp(a);
	CHECK("fileio: both there after the commit",
	      !access(b, F_OK) && text && !strcmp(text, "three\n"));
	free(text);

	unlink(link);
	unlink(a);
	unlink(b);
	CHECK("fileio: no temporary file is left", rmdir(dir) == 0);
	sb_release(&sb);
	free(a);
	free(b);
	free(link);
	free(missing);
	return unit_failed;
}
