// SPDX-License-Identifier: GPL-2.0
/*
 * driver_gpio_pdata_only(): a GPIO a driver asks for only in a function
 * that its probe calls without a devicetree node (s3cmci.c's shape), and
 * the shapes that are not that: a call a devicetree boot makes, a
 * function taken by address, a test of a node's absence.
 */
#include "convert/driver_reads.h"
#include "unit.h"

static const char pdata_only[] =
	"static int foo_probe_pdata(struct foo *host);\n"
	"\n"
	"static int foo_probe_pdata(struct foo *host)\n"
	"{\n"
	"\tfor (i = 0; i < 6; i++)\n"
	"\t\tbus[i] = devm_gpiod_get_index(dev, \"bus\", i,\n"
	"\t\t\t\t\t\tGPIOD_OUT_LOW);\n"
	"\treturn mmc_gpiod_request_cd(mmc, \"cd\", 0, false, 0);\n"
	"}\n"
	"\n"
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tif (pdev->dev.of_node)\n"
	"\t\tret = foo_probe_dt(host);\n"
	"\telse\n"
	"\t\tret = foo_probe_pdata(host);\n"
	"\treturn ret;\n"
	"}\n";

static const char both[] =
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tgpio = devm_gpiod_get(dev, \"reset\", GPIOD_OUT_LOW);\n"
	"\treturn 0;\n"
	"}\n";

static const char by_address[] =
	"static int foo_setup(struct foo *host)\n"
	"{\n"
	"\tgpio = devm_gpiod_get(dev, \"power\", GPIOD_OUT_LOW);\n"
	"\treturn 0;\n"
	"}\n"
	"\n"
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tif (np)\n"
	"\t\tret = foo_dt(host);\n"
	"\telse\n"
	"\t\tret = foo_setup(host);\n"
	"\treturn ret;\n"
	"}\n"
	"static const struct foo_ops ops = {\n"
	"\t.setup = foo_setup,\n};\n";

static const char negated[] =
	"static int foo_setup(struct foo *host)\n"
	"{\n"
	"\tgpio = devm_gpiod_get(dev, \"power\", GPIOD_OUT_LOW);\n"
	"\treturn 0;\n"
	"}\n"
	"\n"
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tif (!np)\n"
	"\t\tret = foo_legacy(host);\n"
	"\telse\n"
	"\t\tret = foo_setup(host);\n"
	"\treturn ret;\n"
	"}\n";

/* i2c-gpio.c's shape: by name first, by the caller's index if that fails */
static const char by_name_then_index[] =
	"static struct gpio_desc *foo_get_desc(struct device *dev,\n"
	"\t\t\t\t\tconst char *con_id,\n"
	"\t\t\t\t\tunsigned int index,\n"
	"\t\t\t\t\tenum gpiod_flags gflags)\n"
	"{\n"
	"\tstruct gpio_desc *retdesc;\n"
	"\n"
	"\tretdesc = devm_gpiod_get(dev, con_id, gflags);\n"
	"\tif (!IS_ERR(retdesc))\n"
	"\t\treturn retdesc;\n"
	"\treturn devm_gpiod_get_index(dev, NULL, index, gflags);\n"
	"}\n"
	"\n"
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tpriv->sda = foo_get_desc(dev, \"sda\", 0, gflags);\n"
	"\tpriv->scl = foo_get_desc(dev, \"scl\", 1, gflags);\n"
	"\treturn 0;\n"
	"}\n";

/* mdio-gpio.c's shape: by index only, which "gpios" in a node serves */
static const char index_only[] =
	"static int foo_probe(struct platform_device *pdev)\n"
	"{\n"
	"\tmdc = devm_gpiod_get_index(dev, NULL, FOO_MDC, GPIOD_OUT_LOW);\n"
	"\tmdio = devm_gpiod_get_index(dev, NULL, 1, GPIOD_IN);\n"
	"\treturn 0;\n"
	"}\n";

int main(void)
{
	struct arena a = { 0 };
	struct conv c = { 0 };

	c.a = &a;
	CHECK_STR("driver reads: bus GPIOs only in the pdata probe",
		  driver_gpio_pdata_only(&c, pdata_only, "bus"),
		  "foo_probe_pdata");
	CHECK("driver reads: a con_id no gpiod_get() asks for: none",
	      !driver_gpio_pdata_only(&c, pdata_only, "cd"));
	CHECK("driver reads: a GPIO the probe always asks for: none",
	      !driver_gpio_pdata_only(&c, both, "reset"));
	CHECK("driver reads: a function taken by address: none",
	      !driver_gpio_pdata_only(&c, by_address, "power"));
	CHECK("driver reads: the else of a test of no node: none",
	      !driver_gpio_pdata_only(&c, negated, "power"));
	CHECK("driver reads: a con_id the text lacks: none",
	      !driver_gpio_pdata_only(&c, pdata_only, "wp"));
	CHECK_STR("driver reads: index 0 is the name its caller passes with it",
		  driver_gpio_index_name(&c, by_name_then_index, 0), "sda");
	CHECK_STR("driver reads: index 1 likewise",
		  driver_gpio_index_name(&c, by_name_then_index, 1), "scl");
	CHECK("driver reads: an index no caller passes: none",
	      !driver_gpio_index_name(&c, by_name_then_index, 2));
	CHECK("driver reads: a driver that asks by index only: none",
	      !driver_gpio_index_name(&c, index_only, 1));
	arena_free(&a);
	return unit_failed;
}
