// SPDX-License-Identifier: GPL-2.0
/*
 * A SoC GPIO chip's label, as GPIO_LOOKUP() names it, to where its driver
 * starts it: the '.base' of the initializer that sets that '.label'.
 */
#include <string.h>

#include "convert/gpio_chip_label.h"
#include "unit.h"

/* gpio-samsung.c's shape: an outer .base (registers), an inner .chip */
static const char samsung[] = "struct samsung_gpio_chip s3c24xx_gpios[] = {\n"
			      "\t{\n"
			      "\t\t.chip\t= {\n"
			      "\t\t\t.base\t= S3C2410_GPA(0),\n"
			      "\t\t\t.label\t= \"GPIOA\",\n"
			      "\t\t\t.ngpio\t= 27,\n"
			      "\t\t},\n"
			      "\t}, {\n"
			      "\t\t.base\t= S3C2440_GPJCON,\n"
			      "\t\t.chip\t= {\n"
			      "\t\t\t.label\t= \"GPIOJ\",\n"
			      "\t\t\t.base\t= S3C2410_GPJ (0),\n"
			      "\t\t},\n"
			      "\t},\n"
			      "};\n"
			      "static const char *name = \"GPIOK\";\n";

int main(void)
{
	struct arena a = { 0 };

	CHECK_STR("gpio label: .base before .label",
		  gpio_label_base_in(samsung, "GPIOA", &a), "S3C2410_GPA(0)");
	CHECK_STR("gpio label: the chip's own block, spaces squeezed",
		  gpio_label_base_in(samsung, "GPIOJ", &a), "S3C2410_GPJ(0)");
	CHECK("gpio label: a string that is no .label",
	      !gpio_label_base_in(samsung, "GPIOK", &a));
	CHECK("gpio label: a label no chip has",
	      !gpio_label_base_in(samsung, "GPIOZ", &a));
	arena_free(&a);
	return unit_failed;
}
