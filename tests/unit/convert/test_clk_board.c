// SPDX-License-Identifier: GPL-2.0
/*
 * A device's clock by way of the board-file clock driver: the gate it
 * registers for the device by name, the OF driver's row at that register.
 */
#include "convert/clk_board.h"
#include "unit.h"

static const char board[] =
	"#define APBC_KPC\t0x30\n"
	"#define APBC_SSP1\t0x820\n"
	"#define APMU_DFC\t0x60\n"
	"\tclk = mmp_clk_register_apbc(\"kpc\", \"clk32\",\n"
	"\t\t\t\tapbc_base + APBC_KPC, 10, 0, &clk_lock);\n"
	"\tclk_register_clkdev(clk, NULL, \"pxa27x-keypad\");\n"
	"\tclk = clk_register_mux(NULL, \"ssp1_mux\", ssp_parent, 4, 0,\n"
	"\t\t\t\tapbc_base + APBC_SSP1, 4, 3, 0, &clk_lock);\n"
	"\tclk_register_clkdev(clk, \"ssp_mux.1\", NULL);\n"
	"\tclk = mmp_clk_register_apbc(\"ssp1\", \"ssp1_mux\",\n"
	"\t\t\t\tapbc_base + APBC_SSP1, 10, 0, &clk_lock);\n"
	"\tclk_register_clkdev(clk, \"func\", \"mmp-ssp.1\");\n"
	"\tclk = mmp_clk_register_apmu(\"dfc\", \"pll1_4\",\n"
	"\t\t\t\tapmu_base + APMU_DFC, 0x19b, &clk_lock);\n"
	"\tclk_register_clkdev(clk, NULL, \"pxa3xx-nand.0\");\n"
	"\tpr_info(\"pxa27x-keypad\");\n";

static const char of[] =
	"#define APBC_KPC\t0x30\n"
	"#define APBC_SSP1\t0x820\n"
	"#define APMU_DFC\t0x64\n"
	"static struct mmp_param_mux_clk apbc_mux_clks[] = {\n"
	"\t{0, \"kpc_mux\", kpc_parents, 3, 0, APBC_KPC, 4, 3, 0, &l},\n"
	"\t{0, \"ssp1_mux\", ssp_parents, 4, 0, APBC_SSP1, 4, 3, 0, &l},\n"
	"};\n"
	"static struct mmp_param_gate_clk apbc_gate_clks[] = {\n"
	"\t{PXA168_CLK_KPC, \"kpc_clk\", \"kpc_mux\", 0, APBC_KPC, 0x3, 0x3,"
	" 0x0, 0, &l},\n"
	"\t{PXA168_CLK_SSP1, \"ssp1_clk\", \"ssp1_mux\", 0, APBC_SSP1, 0x3,"
	" 0x3, 0x0, 0, &l},\n"
	"\t{PXA168_CLK_DFC, \"dfc_clk\", \"dfc_mux\", 0, APMU_DFC, 0x19b,"
	" 0x19b, 0x0, 0, &l},\n"
	"};\n";

int main(void)
{
	struct arena a = { 0 };
	const char *id = NULL, *con = "unset";

	CHECK("keypad: found",
	      !clk_board_lookup(&a, board, of, "pxa27x-keypad", &id, &con));
	CHECK_STR("keypad: the gate's row, not the mux's", id,
		  "PXA168_CLK_KPC");
	CHECK("keypad: no connection name", !con);
	CHECK("ssp: found by its exact device name",
	      !clk_board_lookup(&a, board, of, "mmp-ssp.1", &id, &con));
	CHECK_STR("ssp: the gate after the mux", id, "PXA168_CLK_SSP1");
	CHECK_STR("ssp: its connection name", con, "func");
	CHECK("ssp: another device name is not it (clkdev matches exactly)",
	      clk_board_lookup(&a, board, of, "pxa168-ssp.0", &id, &con));
	CHECK("nand: the register's offsets differ, so no clock",
	      clk_board_lookup(&a, board, of, "pxa3xx-nand.0", &id, &con));
	CHECK("a connection name is no device",
	      clk_board_lookup(&a, board, of, "ssp_mux.1", &id, &con));
	CHECK("no text, no clock",
	      clk_board_lookup(&a, "", of, "pxa27x-keypad", &id, &con));
	arena_free(&a);
	return unit_failed;
}
