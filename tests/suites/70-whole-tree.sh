# The whole-tree run (scripts/whole-tree.sh): every board file with a
# MACHINE_START converted with a bounded time. No crash, no timeout, the
# accounting holds for every report (found = converted + partial + todo,
# per machine and in total), and the totals are printed. Conversion
# failures and outputs that do not compile are listed by the run as the
# converter's to-do, and must not grow past the counts measured below.
# Cost: 279 s with two jobs on a shared machine, O= dirs prepared (788 s
# with an older, slower converter under heavy load); a cold cache adds one
# `make <defconfig> prepare` per family, about 20-25 s each, two at a time,
# so about 7 minutes cold.
#
# Each family is converted in one process (the libraries, Kconfig and the
# bindings are read once per family).
#
# The first run parses every board and SoC library file itself (no model
# cache); a second run with an empty cache of its own (the first board of
# a family that needs a library parses and stores it, the others read it
# back; every board model is stored) and a third with that cache warm
# (every model read back) must write byte-identical .dts files and reports.
. tests/lib.sh
MAX_FAILURES=0
MAX_DTS_FAIL=0
# measured on b97e54e (session 5): 191/191 machines with a SoC .dtsi, 0
# invented compatibles, 1801 of 4521 devices converted (0.398); session 7:
# register writes one item per init call, board options by the defconfig:
# 0.466; SPI clients on their buses (004a98e): 2002 of 4223 (0.474);
# SoC blocks a .dtsi lacks on its bus, platform_device_info resources:
# 2015 of 4223 (0.477); session 8: I2C buses by their controller's
# platform id (0ae6e3f): 2023 of 4223 (0.479); board GPIO expanders
# without an OF table (SCOOP, htc-egpio) as nodes with proposed
# compatibles (b9aa728): 2035 of 4223 (0.481); board gpio_chips (h1940's
# latch, simpad's CS3) and the session's other work (b65f804): 2095 of
# 4239 (0.494); PXA SSP ports the .dtsi lack as spi@ nodes with their
# clients (partial in 6.1, which makes no SPI controller of them) and the
# session's other work (8ac299d): 2142 of 4239 (0.505); SoC helpers' I2C
# clients, lookup tables and stores, registerless SoC devices as board
# nodes (2498de4, before the SSP ports): 2139 of 4293 (0.498); both
# together: 2186 of 4293 (0.509); gpio-vbus as the UDC's usb-nop-xceiv
# PHY, palm27x_udc_init()'s stores (3379139): 2250 of 4293 (0.524);
# gpio_to_irq() stores and irq_set_irq_type() triggers with the session's
# other work (79b6246): 2300 of 4278 (0.537); board calls the family's
# DT machine makes too (1ca5df5): 2306 of 4278 (0.539); ep93xx's GPIO
# banks on its one controller node, "spi<bus>" lookups as the
# controller's cs-gpios, gpio_reg_init() registers as nodes, with the
# session's other work (d66820e): 2370 of 4278 (0.554); EINT lines,
# wake-up reasons (1f2076c): 2379 of 4278 (0.556); lookups for devices
# the SoC registers itself (sa11x0-uart.N) on their .dtsi nodes: 2388 of
# 4278 (0.558); SPI NOR flashes, ep93xx Ethernet PHYs, Samsung board
# pin set-up (66bbe51): 2414 of 4278 (0.564); board code in files of
# its own that the board's symbol builds or selects (h3xxx.c,
# common-smdk, simtec-*): 138 devices found that were not (2487 of
# 4416, 0.563); a header's empty stub gives way to the definition with a
# body, board code parsed with its own symbol where it needs it, rival
# lookup tables said (2517 of 4446, 0.566); a board device at a
# generated .dtsi node proposed for another driver is said, not taken as
# that node (h3xxx's micro-ASIC at UART 1, the S3C24xx touchscreens at
# the ADC): 2512 of 4446 (0.565); session 11: clients' vendors from their
# drivers' Kconfig entries, mmc_spi's mmc-spi-slot, orion5x MPP pins a
# .dtsi group takes, leds-gpio lines by lookup index: 2519 of 4446 (0.566)
# session 13: helpers' devices chosen by argument, omap1's I2C, DaVinci
# MMC/I2C/McASP data, run-time renames; then the second registration of
# one device carries the first's fate (48 partial devices had been counted
# converted twice): 2520 of 4466 (0.564)
# session 14: stores made on a condition the SoC's data decides (omap1's
# I2C rates), stores into a device's missing .dev (palmtreo's LEDs):
# 2540 of 4466 (0.569)
# session 20: board code read with what it tests on (mxm8x10.c's NAND,
# pcm990-baseboard.c), the Samsung keypad, gpio-mmio latches as proposed
# GPIO controllers, library branches their arguments rule out: 2676 of
# 4610 (0.580)
# session 23: a MTDPART_SIZ_FULL partition is size 0, the rest of the
# probed chip as the MTD core reads it: 2733 of 4608 (0.593); a hog
# holds its line's last state, mmp board-added nodes' clocks by the
# board-file clock driver: 2741 of 4608 (0.594); then the cases of a switch
# on a value the board's run decides (dns323's system_rev, colibri's
# baseboard parameter) are made no more, all of them together, which had
# counted 43 items converted that no one kernel makes: 2696 of 4574 (0.589);
# an if on a parameter or local the walk holds runs its one branch (micro9l
# has no flash, lart no LCD, palmz71 each branch once): 2689 of 4561 (0.589)
# session 24: an if-else whose two branches both set the board up, on a
# value the board's run decides (mv78xx0's core index, ts72xx's model,
# iq31244's EP80219, innovator's OMAP1510, anubis' and osiris' revision,
# da850's RMII), makes neither branch, as a switch's cases: 44 items had
# counted converted from two variants at once; dm365-evm's have_imager()
# (return 0) and mityomapl138's rmii_en (stored 0 before) decide theirs:
# 2646 of 4550 (0.581); a variable the kernel command line sets reads its
# default (COLIBRI gets its evaluation board): 2655 of 4554 (0.583); a
# branch on which CPU runs (cpu_is_pxa310()) is a variant even with no
# else (zylonite's MMC3, innovator's OMAP1510 or 1610 set-up): 2652 of
# 4538 (0.584)
# session 25: each variant the board file tells apart at run time gets a
# tree of its own (dns323's revisions, mv78xx0's cores, ts72xx's model,
# anubis' and osiris' ID register, cm-x300's revision), an item the trees
# share counted once; a bare store is a branch's work (cm-x300's LED
# line): 2732 of 4552 (0.600)
MAX_WITHOUT_SOC_DTSI=0
MAX_INVENTED=0
MIN_CONVERTED_SHARE=600
W=$TMPD/whole-tree
BF2DTS_NO_LIBCACHE=1 sh scripts/whole-tree.sh -o "$W" >"$TMPD/whole-tree.out" 2>&1
rc=$?
sed 's/^/WHOLE-TREE /' "$TMPD/whole-tree.out"
if [ ! -f "$W/summary.json" ]; then
	fail "whole-tree: the run completes" "exit $rc: $(tail -n 3 "$TMPD/whole-tree.out" | tr '\n' ' ')"
	exit 0
fi
pass "whole-tree: the run completes"
# value KEY: a number, or the length of a list, from summary.json
value() {
	python3 -c 'import json, sys; v = json.load(open(sys.argv[1]))[sys.argv[2]]; print(len(v) if isinstance(v, list) else v)' \
		"$W/summary.json" "$1"
}
n=$(value crashes)
[ "$n" -eq 0 ] && pass "whole-tree: no crash" || fail "whole-tree: no crash" "$n crashes"
n=$(value timeouts)
[ "$n" -eq 0 ] && pass "whole-tree: no timeout" || fail "whole-tree: no timeout" "$n timeouts"
n=$(value violations)
[ "$n" -eq 0 ] && pass "whole-tree: accounting holds for every report" ||
	fail "whole-tree: accounting holds for every report" "$n violations"
n=$(value files)
[ "$n" -eq 157 ] && pass "whole-tree: 157 board files run" || fail "whole-tree: 157 board files run" "$n"
n=$(value failures)
[ "$n" -le "$MAX_FAILURES" ] && pass "whole-tree: failures <= $MAX_FAILURES ($n)" ||
	fail "whole-tree: failures <= $MAX_FAILURES" "$n"
n=$(value dts_fail)
[ "$n" -le "$MAX_DTS_FAIL" ] && pass "whole-tree: outputs that do not compile <= $MAX_DTS_FAIL ($n)" ||
	fail "whole-tree: outputs that do not compile <= $MAX_DTS_FAIL" "$n"
# The SoC side: each machine's tree includes a SoC .dtsi (the tree's own,
# or the one generated beside it for a SoC the tree has none for), no
# compatible is invented (each is a driver's or a binding's, or a proposal
# listed in proposed_bindings with a vendor prefix of the tree), and the
# share of the devices found that convert does not fall below what was
# measured (converted / found, in thousandths; the issue's target is 600).
n=$(value without_soc_dtsi)
[ "$n" -le "$MAX_WITHOUT_SOC_DTSI" ] &&
	pass "whole-tree: machines without a SoC .dtsi <= $MAX_WITHOUT_SOC_DTSI ($n)" ||
	fail "whole-tree: machines without a SoC .dtsi <= $MAX_WITHOUT_SOC_DTSI" \
		"$n: $(python3 -c 'import json, sys; print(" ".join(json.load(open(sys.argv[1]))["without_soc_dtsi"][:8]))' "$W/summary.json")"
n=$(value invented)
[ "$n" -le "$MAX_INVENTED" ] && pass "whole-tree: invented compatibles <= $MAX_INVENTED ($n)" ||
	fail "whole-tree: invented compatibles <= $MAX_INVENTED" "$n: $(grep '^  invented:' "$TMPD/whole-tree.out" | head -n 4 | tr '\n' ' ')"
n=$(python3 -c 'import json, sys; s = json.load(open(sys.argv[1])); print(s["converted"] * 1000 // max(1, s["found"]))' "$W/summary.json")
[ "$n" -ge "$MIN_CONVERTED_SHARE" ] && pass "whole-tree: converted share >= $MIN_CONVERTED_SHARE/1000 ($n)" ||
	fail "whole-tree: converted share >= $MIN_CONVERTED_SHARE/1000" "$n/1000"
# No GPIO line is given twice, a hog's and a consumer's or two consumers'
# (tests/gpiolines.py): gpiolib requests a line once, so one of the two
# would not probe (dns323's rev C power-off hog on rev A's LED line,
# hx4700's reset line hogged under two names). The check finds both kinds
# in a tree made to have them.
check "whole-tree: no GPIO line given twice" python3 tests/gpiolines.py "$W"/dts/*/*.dts
check "whole-tree: a line given twice is found" sh -c \
	'! python3 tests/gpiolines.py tests/fixtures/gpiolines/twice.dts >"$1" && [ "$(wc -l <"$1")" -eq 2 ]' \
	sh "$TMPD/gpiolines.out"

# Register writes at boot are one item per function the init calls, with
# every line (netwinder's Super-I/O set-up: wb977_init(), 103 writes of
# lines 37-57 and 83-85 through its helpers), not an item per outb().
NW=$W/reports/arch_arm_mach-footbridge_netwinder-hw.c.json
n=$(python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
w = [i for i in r["items"] if i["kind"] == "registers" and i["name"] == "wb977_init()"
     and i["fate"] == "todo" and "register writes at boot (lines 37-38, 43, 48-49, 54-57" in i["why"]]
o = [i for i in r["items"] if i["name"].startswith(("outb(", "WRITE_RWA("))]
print(len(w), len(o))' "$NW" 2>/dev/null)
[ "$n" = "1 0" ] && pass "whole-tree: netwinder's register writes are one item per init call" ||
	fail "whole-tree: netwinder's register writes are one item per init call" "wb977_init items, outb items: $n"

# I2C/SPI ids match case-sensitively: jive's "WM8750" binds no driver, not
# even wm8750.c's "wm8750", and the item says so rather than propose a
# compatible for it.
JV=$W/reports/arch_arm_mach-s3c_mach-jive.c.json
check "whole-tree: jive's upper-case WM8750 binds no driver, and says why" python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(not [i for i in r["items"] if i["name"] == "WM8750@spi2.0" and i["fate"] == "todo"
              and "sound/soc/codecs/wm8750.c names the part in lower case" in i["why"]])' "$JV"

# ---- the library model cache: the same outputs ---------------------------
WC=$TMPD/whole-tree-cached
rm -rf "$TMPD/libmodels"
BF2DTS_LIBCACHE=$TMPD/libmodels sh scripts/whole-tree.sh -o "$WC" >"$TMPD/whole-tree-cached.out" 2>&1
if [ ! -f "$WC/summary.json" ]; then
	fail "whole-tree: library model cache: the run completes" "$(tail -n 3 "$TMPD/whole-tree-cached.out" | tr '\n' ' ')"
	exit 0
fi
if diff -r "$W/dts" "$WC/dts" >"$TMPD/whole-tree-cached.diff" 2>&1 &&
	diff -r "$W/reports" "$WC/reports" >>"$TMPD/whole-tree-cached.diff" 2>&1; then
	pass "whole-tree: library model cache: the same .dts files and reports ($(find "$WC/dts" -type f | wc -l) files)"
else
	fail "whole-tree: library model cache: the same .dts files and reports" \
		"$(head -c 400 "$TMPD/whole-tree-cached.diff" | tr '\n' ' ')"
fi

# ---- warm: every board and library model comes from the cache ------------
# The same cache again: the board files' models (and the digests of their
# headers) are read back instead of parsed, and must give the same files.
WW=$TMPD/whole-tree-warm
BF2DTS_LIBCACHE=$TMPD/libmodels sh scripts/whole-tree.sh -o "$WW" >"$TMPD/whole-tree-warm.out" 2>&1
if [ ! -f "$WW/summary.json" ]; then
	fail "whole-tree: model cache, warm: the run completes" "$(tail -n 3 "$TMPD/whole-tree-warm.out" | tr '\n' ' ')"
	exit 0
fi
if diff -r "$W/dts" "$WW/dts" >"$TMPD/whole-tree-warm.diff" 2>&1 &&
	diff -r "$W/reports" "$WW/reports" >>"$TMPD/whole-tree-warm.diff" 2>&1; then
	pass "whole-tree: model cache, warm: the same .dts files and reports ($(find "$WW/dts" -type f | wc -l) files)"
else
	fail "whole-tree: model cache, warm: the same .dts files and reports" \
		"$(head -c 400 "$TMPD/whole-tree-warm.diff" | tr '\n' ' ')"
fi
secs() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["seconds"])' "$1/summary.json"; }
echo "WHOLE-TREE seconds: $(value seconds) without the model cache," \
	"$(secs "$WC") with an empty one, $(secs "$WW") with a warm one"
