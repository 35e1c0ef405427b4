// SPDX-License-Identifier: GPL-2.0
/*
 * The option a SoC library file builds a device for: the innermost
 * "#ifdef CONFIG_X" open at the device's line (devs.c's shape).
 */
#include "convert/soc_guard.h"
#include "unit.h"

static const char devs[] =
	"#include <linux/platform_device.h>\n" /* 1 */
	"\n"
	"#ifdef CONFIG_S3C_DEV_HSMMC\n" /* 3 */
	"struct platform_device s3c_device_hsmmc0 = {\n"
	"};\n"
	"#endif\n" /* 6 */
	"\n"
	"#ifdef CONFIG_PLAT_S3C24XX\n" /* 8 */
	"#if defined(CONFIG_PM)\n"
	"#endif\n"
	"struct platform_device s3c_device_lcd = {\n" /* 11 */
	"};\n"
	"#ifndef CONFIG_X\n"
	"#else\n"
	"struct platform_device other = {\n" /* 15 */
	"};\n"
	"#endif\n"
	"#endif\n"
	"struct platform_device s3c_device_wdt = {\n"; /* 19 */

int main(void)
{
	struct arena a = { 0 };

	CHECK_STR("guard: the #ifdef around a device",
		  soc_guard_at(&a, devs, 4), "S3C_DEV_HSMMC");
	CHECK_STR("guard: a closed #if inside is no guard",
		  soc_guard_at(&a, devs, 11), "PLAT_S3C24XX");
	CHECK_STR("guard: an #else branch reads as the outer #ifdef",
		  soc_guard_at(&a, devs, 15), "PLAT_S3C24XX");
	CHECK("guard: none after the last #endif", !soc_guard_at(&a, devs, 19));
	CHECK("guard: none at the top", !soc_guard_at(&a, devs, 1));
	arena_free(&a);
	return unit_failed;
}
