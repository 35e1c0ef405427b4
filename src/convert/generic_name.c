// SPDX-License-Identifier: GPL-2.0
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

	if (!file_read_all(arena_printf(c->a, "%s/%s", c->kdir, src), &text)) {
		const char *s = sb_str(&text);

		temp = strstr(s, "temp1_input") || strstr(s, "hwmon_temp");
		for (i = 0; temp && others[i]; i++)
			if (strstr(s, others[i]))
				temp = 0;
	}
	sb_release(&text);
	return temp;
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
	};
	const char *base;
	size_t i;

	if (!src)
		return NULL;
	for (i = 0; i < sizeof(places) / sizeof(places[0]); i++)
		if (starts(src, places[i].dir))
			return places[i].name;
	/* drivers/phy/ti/phy-da8xx-usb.c: a USB PHY by its name */
	base = strrchr(src, '/');
	if (starts(src, "drivers/phy/") && base && strstr(base, "usb"))
		return "usb-phy";
	if (starts(src, "drivers/hwmon/") && temperature_only(c, src))
		return "temperature-sensor";
	return NULL;
}
