/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shared by the libFuzzer targets (make fuzz): some readers take a file
 * name, so the input is written to a private temporary file first.
 */
#ifndef BF2DTS_FUZZ_H
#define BF2DTS_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* @dir/@name holding @data; returns the path (static: one per process). */
static inline const char *fuzz_file(const char *name, const uint8_t *data,
				    size_t size)
{
	static char dir[64], path[256];
	FILE *f;

	if (!dir[0]) {
		snprintf(dir, sizeof(dir), "/tmp/bf2dts-fuzz-XXXXXX");
		if (!mkdtemp(dir))
			abort();
	}
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f))
		abort();
	return path;
}

static inline const char *fuzz_dir(void)
{
	static char dir[64];

	if (!dir[0]) {
		snprintf(dir, sizeof(dir), "/tmp/bf2dts-fuzz-XXXXXX");
		if (!mkdtemp(dir))
			abort();
	}
	return dir;
}

#endif
