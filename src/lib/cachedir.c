// SPDX-License-Identifier: GPL-2.0
#include "lib/cachedir.h"

#include <limits.h>
#include <stdlib.h>

#include "lib/strbuf.h"

char *cache_dir(void)
{
	const char *c = getenv("BF2DTS_CACHE");
	const char *home = getenv("HOME");

	if (c && *c)
		return xstrdup(c);
	return xasprintf("%s/.cache/bf2dts", home && *home ? home : "/tmp");
}

char *cache_path(const char *sub)
{
	char *c = cache_dir(), *p = xasprintf("%s/%s", c, sub);

	free(c);
	return p;
}

char *default_kernel_dir(void)
{
	const char *k = getenv("BF2DTS_KERNEL");

	return k && *k ? xstrdup(k) : cache_path("linux-6.1");
}

char *kernel_dir(const char *given)
{
	char *k = given ? xstrdup(given) : default_kernel_dir();
	char *real;

	/* a missing tree keeps the name it was given, for the error */
	if (k[0] == '/' || !(real = realpath(k, NULL)))
		return k;
	free(k);
	return real;
}
