// SPDX-License-Identifier: GPL-2.0
/*
 * struct s3c_sdhci_platdata (sdhci-s3c) as the driver reads its node:
 * sdhci_s3c_parse_dt() takes bus-width (1 when absent), broken-cd,
 * non-removable or cd-gpios; mmc_of_parse() the rest.
 */
#include "convert/samsung_pins.h"
#include "convert/translate/translate.h"

/* enum cd_types of linux/platform_data/mmc-sdhci-s3c.h */
enum { CD_INTERNAL, CD_EXTERNAL, CD_GPIO, CD_NONE, CD_PERMANENT };

/* include/linux/mmc/host.h */
#define MMC_CAP_4_BIT_DATA (1 << 0)
#define MMC_CAP_MMC_HIGHSPEED (1 << 1)
#define MMC_CAP_SD_HIGHSPEED (1 << 2)
#define MMC_CAP_8_BIT_DATA (1 << 6)

/* enum cd_types by name, as a setup function's conditions name them */
static const char *const cd_names[] = {
	"S3C_SDHCI_CD_INTERNAL", "S3C_SDHCI_CD_EXTERNAL", "S3C_SDHCI_CD_GPIO",
	"S3C_SDHCI_CD_NONE", "S3C_SDHCI_CD_PERMANENT"
};

/*
 * The driver calls pdata->cfg_gpio(pdev, max_width) at probe: the board's
 * function, or the one the SoC's init installed in the default platform
 * data. Its pins become pinctrl-0.
 */
static void pins(struct xlate *x, struct value *pd)
{
	struct samsung_cond cond[6];
	struct samsung_args args = { { 0 }, { 0 }, 0 };
	struct value *v = val_get(pd, "cfg_gpio");
	const char *fn = NULL, *why;
	long long cd = val_get(pd, "cd_type") ? val_get(pd, "cd_type")->i :
						CD_INTERNAL;
	size_t i;

	if (v && v->text && !val_is_zero(v))
		fn = v->text;
	else
		fn = samsung_default_hook(x->c, x->pdata_var, "cfg_gpio");
	/*
	 * s3c_sdhci_set_platdata() copies the board's fields over the
	 * device's default platform data and keeps its cfg_gpio when the
	 * board gives none
	 */
	if (!fn && x->dev && val_get(x->dev, "dev.platform_data"))
		fn = samsung_default_hook(
			x->c, val_get(x->dev, "dev.platform_data")->s,
			"cfg_gpio");
	val_take(pd, "cfg_gpio");
	if (!fn)
		return; /* nothing sets pins: the boot loader's stay */
	while (*fn == '&')
		fn++;
	for (i = 0; i < 5; i++)
		cond[i] = (struct samsung_cond){ "cd_type", cd_names[i],
						 cd == (long long)i };
	cond[5] = (struct samsung_cond){ NULL, NULL, 0 };
	/* cfg_gpio(pdev, width) */
	args.n = 2;
	args.known[1] = 1;
	args.v[1] = val_get(pd, "max_width") ? val_get(pd, "max_width")->i : 0;
	if (samsung_pins_setup(x->c, x->node, fn, &args, cond, NULL, &why))
		x_partial(x, "%s", why);
	else
		item_fate(x->c->r, x->it, FATE_CONVERTED, "%s", why);
}

static void sdhci_s3c(struct xlate *x)
{
	struct value *pd = x->pdata;
	long long width, cd, caps;

	if (!pd)
		return;
	pins(x, pd);
	width = val_take_int(pd, "max_width", 0);
	caps = val_take_int(pd, "host_caps", 0);
	if (!width) /* the C driver's width comes from host_caps alone */
		width = caps & MMC_CAP_8_BIT_DATA ? 8 :
			caps & MMC_CAP_4_BIT_DATA ? 4 :
						    1;
	if (width != 1)
		dt_prop(x->c->t, x->node, "bus-width", "<%lld>", width);
	if (caps & MMC_CAP_MMC_HIGHSPEED)
		dt_prop_bool(x->c->t, x->node, "cap-mmc-highspeed");
	if (caps & MMC_CAP_SD_HIGHSPEED)
		dt_prop_bool(x->c->t, x->node, "cap-sd-highspeed");
	caps &= ~(long long)(MMC_CAP_4_BIT_DATA | MMC_CAP_8_BIT_DATA |
			     MMC_CAP_MMC_HIGHSPEED | MMC_CAP_SD_HIGHSPEED);
	if (caps)
		x_partial(x, "host_caps 0x%llx not converted", caps);
	cd = val_take_int(pd, "cd_type", CD_INTERNAL);
	switch (cd) {
	case CD_NONE:
		dt_prop_bool(x->c->t, x->node, "broken-cd");
		break;
	case CD_PERMANENT:
		dt_prop_bool(x->c->t, x->node, "non-removable");
		break;
	case CD_GPIO:
		/* an inverted line is cd-inverted to the MMC core */
		x_gpio_prop(x, x->node, "cd-gpios",
			    val_take_int(pd, "ext_cd_gpio", -1), 0);
		if (val_take_int(pd, "ext_cd_gpio_invert", 0))
			dt_prop_bool(x->c->t, x->node, "cd-inverted");
		break;
	case CD_INTERNAL:
		break;
	default:
		x_partial(x,
			  "card detect by callbacks (cd_type %lld): describe "
			  "the line as cd-gpios",
			  cd);
	}
}

TRANSLATOR(xl_sdhci_s3c) = { "s3c-sdhci", NULL, NULL, sdhci_s3c };
