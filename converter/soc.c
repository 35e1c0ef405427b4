// SPDX-License-Identifier: GPL-2.0
#include "soc.h"

#include <stdlib.h>
#include <string.h>

#define END       \
	{         \
		0 \
	}

static const char *const pxa_libs[] = { "arch/arm/mach-pxa/devices.c",
					"arch/arm/mach-pxa/pxa25x.c",
					"arch/arm/mach-pxa/pxa27x.c",
					"arch/arm/mach-pxa/pxa3xx.c", NULL };

/* PXA_IRQ(0) is the first SoC interrupt; GPIO interrupts follow the SoC's. */
static const struct soc_irq_range pxa_irqs[] = {
	{ "PXA_GPIO_TO_IRQ(0)", "PXA_NR_BUILTIN_GPIO", "gpio", 2 },
	{ "PXA_IRQ(0)", "PXA_IRQ(96) - PXA_IRQ(0)", "pxairq", 1 },
	END
};

static const struct soc_gpio_range pxa_gpios[] = {
	{ "gpio-pxa", "0", "PXA_NR_BUILTIN_GPIO", "gpio" },
	END
};

static const struct soc_bus pxa2xx_i2c[] = { { 0, "pxai2c1" }, { -1, NULL } };
static const struct soc_bus pxa27x_i2c[] = { { 0, "pxai2c1" },
					     { 1, "pwri2c" },
					     { -1, NULL } };

static const char *const pxa25x_h[] = { "pxa25x.h", NULL };
static const char *const pxa27x_h[] = { "pxa27x.h", NULL };
static const char *const pxa3xx_h[] = { "pxa3xx.h", "pxa300.h", "pxa320.h",
					"pxa930.h", NULL };

static const char *const mmp_libs[] = { "arch/arm/mach-mmp/devices.c",
					"arch/arm/mach-mmp/pxa168.c",
					"arch/arm/mach-mmp/pxa910.c",
					"arch/arm/mach-mmp/mmp2.c", NULL };
static const struct soc_irq_range mmp_irqs[] = { { "MMP_GPIO_TO_IRQ(0)", "128",
						   "gpio", 2 },
						 { "0", "64", "intc", 1 },
						 END };
static const struct soc_gpio_range mmp_gpios[] = {
	{ "mmp-gpio", "0", "128", "gpio" },
	{ "pxa-gpio", "0", "128", "gpio" },
	END
};
static const struct soc_bus mmp_i2c[] = { { 0, "twsi1" },
					  { 1, "twsi2" },
					  { -1, NULL } };
static const char *const pxa168_h[] = { "pxa168.h", NULL };
static const char *const pxa910_h[] = { "pxa910.h", NULL };
static const char *const mmp2_h[] = { "mmp2.h", NULL };

static const char *const s3c_libs[] = { "arch/arm/mach-s3c/devs.c", NULL };
static const struct soc_irq_range s3c64xx_irqs[] = {
	{ "S3C_EINT(0)", "28", "eint", 2 },
	{ "S3C64XX_IRQ_VIC0(0)", "32", "vic0", 1 },
	{ "S3C64XX_IRQ_VIC1(0)", "32", "vic1", 1 },
	END
};
static const struct soc_bus s3c64xx_i2c[] = { { 0, "i2c0" },
					      { 1, "i2c1" },
					      { -1, NULL } };
static const char *const s3c6410_h[] = { "s3c6410.h", NULL };

static const struct soc_info socs[] = {
	{ "pxa25x", "pxa", pxa25x_h, "pxa25x.dtsi", "marvell,pxa250", pxa_libs,
	  pxa_irqs, pxa_gpios, pxa2xx_i2c, NULL,
	  "&{/aliases} {\n\t/delete-property/ i2c0;\n};",
	  "pxa2xx.dtsi aliases i2c0 = &pwri2c, a label only PXA27x/PXA3xx\n"
	  "define: without this a PXA25x tree does not compile against the\n"
	  "pristine 6.1 tree. Drop it once pxa2xx.dtsi is fixed." },
	{ "pxa27x", "pxa", pxa27x_h, "pxa27x.dtsi", "marvell,pxa270", pxa_libs,
	  pxa_irqs, pxa_gpios, pxa27x_i2c, NULL, NULL, NULL },
	{ "pxa3xx", "pxa", pxa3xx_h, "pxa3xx.dtsi", "marvell,pxa300", pxa_libs,
	  pxa_irqs, pxa_gpios, pxa27x_i2c, NULL, NULL, NULL },
	{ "pxa168", "mmp", pxa168_h, "pxa168.dtsi", "mrvl,pxa168", mmp_libs,
	  mmp_irqs, mmp_gpios, mmp_i2c, NULL, NULL, NULL },
	{ "pxa910", "mmp", pxa910_h, "pxa910.dtsi", "mrvl,pxa910", mmp_libs,
	  mmp_irqs, mmp_gpios, mmp_i2c, NULL, NULL, NULL },
	{ "mmp2", "mmp", mmp2_h, "mmp2.dtsi", "mrvl,mmp2", mmp_libs, mmp_irqs,
	  mmp_gpios, mmp_i2c, NULL, NULL, NULL },
	{ "s3c6410", "s3c", s3c6410_h, "s3c6410.dtsi", "samsung,s3c6410",
	  s3c_libs, s3c64xx_irqs, NULL, s3c64xx_i2c, NULL, NULL, NULL },
};

#define NSOCS (sizeof(socs) / sizeof(socs[0]))

/* Generic rows for SoC families without a .dtsi in 6.1. */
static const struct soc_info nodtsi = {
	"unknown", "",	 NULL, NULL, NULL, NULL,
	NULL,	   NULL, NULL, NULL, NULL, NULL
};

const struct soc_info *soc_for_board(const struct board *b)
{
	size_t i, j, k;

	for (i = 0; i < NSOCS; i++) {
		if (strcmp(socs[i].family, b->family))
			continue;
		for (j = 0; socs[i].headers[j]; j++)
			for (k = 0; k < b->nincludes; k++) {
				const char *inc = b->includes[k];
				const char *base =
					strrchr(inc, '/') ?
						strrchr(inc, '/') + 1 :
						inc;

				if (!strcmp(base, socs[i].headers[j]))
					return &socs[i];
			}
	}
	return &nodtsi;
}

static void add_probe(const char *e, const char **out, size_t *n, size_t max)
{
	size_t i;

	if (!e || (*e >= '0' && *e <= '9'))
		return;
	for (i = 0; i < *n; i++)
		if (!strcmp(out[i], e))
			return;
	if (*n < max)
		out[(*n)++] = e;
}

size_t soc_probes(const char *family, const char **out, size_t max)
{
	size_t i, j, n = 0;

	for (i = 0; i < NSOCS; i++) {
		if (strcmp(socs[i].family, family))
			continue;
		for (j = 0; socs[i].irqs && socs[i].irqs[j].first; j++) {
			add_probe(socs[i].irqs[j].first, out, &n, max);
			add_probe(socs[i].irqs[j].count, out, &n, max);
		}
		for (j = 0; socs[i].gpios && socs[i].gpios[j].chip; j++) {
			add_probe(socs[i].gpios[j].first, out, &n, max);
			add_probe(socs[i].gpios[j].count, out, &n, max);
		}
	}
	return n;
}

int soc_eval(const struct board *b, const char *expr, long long *out)
{
	size_t i;
	char *end;

	if (!expr)
		return -1;
	*out = strtoll(expr, &end, 0);
	if (*expr && !*end)
		return 0;
	for (i = 0; i < b->nprobes; i++)
		if (!strcmp(b->probes[i].expr, expr) && b->probes[i].ok) {
			*out = b->probes[i].value;
			return 0;
		}
	return -1;
}
