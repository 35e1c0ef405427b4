// SPDX-License-Identifier: GPL-2.0
#include "boards/boards_family.h"

#include <string.h>

static const struct family_info families[] = {
	{ "pxa",
	  { "PXA25x", "PXA27x", "PXA3xx", "CPU_PXA", NULL },
	  { "pxa", NULL },
	  "PXA" },
	{ "mmp",
	  { "CPU_PXA168", "CPU_PXA910", "CPU_MMP2", "CPU_MMP3", NULL },
	  { "pxa168", "pxa910", "mmp2", "mmp3", NULL },
	  "MMP" },
	{ "s3c", { "CPU_S3C", NULL }, { "s3c", NULL }, "S3C" },
	{ "davinci",
	  { "ARCH_DAVINCI_", NULL },
	  { "da8", "dm3", "dm6", "davinci", NULL },
	  "DaVinci" },
	{ "omap1",
	  { "ARCH_OMAP7", "ARCH_OMAP15", "ARCH_OMAP16", NULL },
	  { "omap1", NULL },
	  "OMAP1" },
	{ "orion5x", { NULL }, { "orion5x", NULL }, "Orion5x" },
	{ "mv78xx0", { NULL }, { "mv78", NULL }, "MV78xx0" },
	{ "dove", { NULL }, { "dove", NULL }, "Dove" },
	{ "iop32x", { NULL }, { "iop32", NULL }, "IOP32x" },
	{ "ep93xx", { NULL }, { "ep93", NULL }, "EP93xx" },
	{ "sa1100", { NULL }, { "sa11", NULL }, "SA-11x0" },
	{ "footbridge", { NULL }, { "dc21285", NULL }, "DC21285" },
	{ "rpc", { NULL }, { "rpc", NULL }, "IOMD" },
	{ "cns3xxx", { NULL }, { "cns3", NULL }, "CNS3xxx" },
};

void family_info(const char *dir, struct family_info *out)
{
	size_t i;

	for (i = 0; i < sizeof(families) / sizeof(families[0]); i++)
		if (!strcmp(families[i].dir, dir)) {
			*out = families[i];
			return;
		}
	/* Unknown family: its own name is the best prefix there is. */
	memset(out, 0, sizeof(*out));
	out->dir = dir;
	out->dts_prefixes[0] = dir;
	out->default_soc = dir;
}
