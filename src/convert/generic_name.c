// SPDX-License-Identifier: GPL-2.0
#define _GNU_SOURCE /* strcasestr */
#include "convert/generic_name.h"

#include <string.h>

#include "lib/fileio.h"
#include "lib/strbuf.h"

static int starts(const char *s, const char *prefix)
{
	return !strncmp(s, prefix, strlen(prefix));
}

/*
 * A hardware monitor that reports temperatures only (lm75.c, lm70.c): no
 * fan, voltage, current or power attribute or channel. The others
 * (g760a.c drives a fan) have no single generic name.
 */
static int temperature_only(struct conv *c, const char *src)
{
	static const char *const others[] = {
		"fan1_",       "in0_",	    "in1_",	  "curr1_",
		"power1_",     "hwmon_fan", "hwmon_in",	  "hwmon_curr",
		"hwmon_power", "pwm1",	    "humidity1_", NULL,
	};
	struct strbuf text = STRBUF_INIT;
	int temp = 0;
	size_t i;

	if (!conv_source_text(c, src, &text)) {
		const char *s = sb_str(&text);

		temp = strstr(s, "temp1_input") || strstr(s, "hwmon_temp");
		for (i = 0; temp && others[i]; i++)
			if (strstr(s, others[i]))
				temp = 0;
	}
	sb_release(&text);
	return temp;
}

/* Does the driver's file hold @needle, in any case? */
static int source_has(struct conv *c, const char *src, const char *needle)
{
	struct strbuf text = STRBUF_INIT;
	int has = !conv_source_text(c, src, &text) &&
		  strcasestr(sb_str(&text), needle);

	sb_release(&text);
	return has;
}

const char *generic_name_of_driver(struct conv *c, const char *src)
{
	static const struct {
		const char *dir, *name;
	} places[] = {
		{ "drivers/watchdog/", "watchdog" },
		{ "drivers/char/hw_random/", "rng" },
		{ "drivers/memory/", "memory-controller" },
		{ "drivers/usb/host/", "usb" },
		{ "drivers/usb/phy/", "usb-phy" },
		{ "drivers/rtc/", "rtc" },
		{ "drivers/input/touchscreen/", "touchscreen" },
		{ "drivers/misc/eeprom/", "eeprom" },
		{ "drivers/iio/adc/", "adc" },
		{ "drivers/net/can/", "can" },
		{ "drivers/regulator/", "regulator" },
		{ "drivers/gpio/", "gpio" },
		{ "drivers/mmc/", "mmc" },
		{ "drivers/power/supply/", "charger" },
		{ "drivers/clk/", "clock-controller" },
		{ "sound/soc/codecs/", "audio-codec" },
		{ "drivers/mtd/nand/", "nand-controller" },
		{ "drivers/mtd/", "flash" },
	};
	const char *base;
	size_t i;

	if (!src)
		return NULL;
	for (i = 0; i < sizeof(places) / sizeof(places[0]); i++)
		if (starts(src, places[i].dir))
			return places[i].name;
	/*
	 * drivers/video/backlight/ holds the drivers of LCD controllers too:
	 * one that registers an lcd_device is one (corgi_lcd.c, tdo24m.c), as
	 * the reviewed spitz and tosa trees name them
	 */
	if (starts(src, "drivers/video/backlight/"))
		return source_has(c, src, "lcd_device_register(") ?
			       "lcd-controller" :
			       "backlight";
	/* drivers/media/i2c/ holds decoders and tuners beside the sensors */
	if (starts(src, "drivers/media/i2c/") &&
	    source_has(c, src, "image sensor"))
		return "camera";
	/* drivers/phy/ti/phy-da8xx-usb.c: a USB PHY by its name */
	base = strrchr(src, '/');
	if (starts(src, "drivers/phy/") && base && strstr(base, "usb"))
		return "usb-phy";
	if (starts(src, "drivers/hwmon/") && temperature_only(c, src))
		return "temperature-sensor";
	return NULL;
}
