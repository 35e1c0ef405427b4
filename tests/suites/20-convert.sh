# bf2dts convert: fixture board files with their expected output (in an
# overlay kernel tree, so the cached tree stays pristine), the boards of
# issue 2 on the real 6.1 tree (exit 0, one .dts per machine, each
# compiles, the report's accounting, known facts), the agreement with the
# upstream hand-written .dts, and bad input.
. tests/lib.sh
K=$BF2DTS_KERNEL
FIX=tests/fixtures/convert
W=$TMPD/convert
mkdir -p "$W"

# Outputs that do not compile today, each a converter to-do; when one
# starts compiling this suite fails until it is taken off the list.
KNOWN_BROKEN=""

# Agreement floors, measured (percent): board-node recall, all-node
# recall, board-node precision, same-valued board properties. Raise them as
# the converter improves; a regression below them fails. Every 6.1 board of
# the families with a SoC .dtsi that has both a board file and an upstream
# .dts is here, so that a rule fitted to one board shows on the others.
# Precision fell on five of them (soc_addendum.c) with nodes for SoC
# blocks their board files register and their .dtsi lack, which the
# upstream .dts could not enable: smdk6410 57 -> 50 (OHCI, keypad),
# mini6410 and smdk2416 88 -> 80 (OHCI), aspenite 25 -> 14 (keypad, SSP,
# NAND), ttc_dkb 80 -> 66 (NAND); smdk6410 50 -> 47 when the I2S block of
# dev-audio-s3c64xx.c was found (an EXPORT_SYMBOL()'s declaration had hidden
# it); aspenite 14 -> 12 when its NAND's partitions were translated (their
# fixed-partitions node counts as a node the upstream .dts lacks); SPI NOR
# flash clients as "jedec,spi-nor" (the binding's generic form; the
# upstream files name a part: dove-db "st,m25p32", cm-a510
# "winbond,w25q80" at 80 MHz where the board file says 20 MHz) lowered
# dove_db's values 100 -> 97 and cm_a510's 93 -> 87, and da850_evm's
# precision 84 -> 81 and values 86 -> 84 (its partitions node: upstream
# puts the partitions right under the flash, the deprecated layout);
# smdk2416 80 -> 72 when common-smdk-s3c24xx.c (S3C24XX_SMDK, which the
# board's symbol selects) was followed as board code: the SMDK base
# board's LEDs and NAND, which the upstream .dts omits. wnr854t's DSA
# switch (orion5x_eth_switch_init): recall 46 -> 53, values 100 -> 95, as
# the upstream switch node has #address-cells/#size-cells for the PHYs of
# an mdio child the board file does not describe. The USB PHY of
# mach-mmp/devices.c (pxa168_device_usb_phy, under CONFIG_PHY_PXA_USB,
# which the boards' files test and their defconfigs leave off) is found:
# aspenite 12 -> 11, ttc_dkb 66 -> 57, as neither upstream .dts has it.
# da850_evm's I2C clients on bus 1, which is i2c-davinci's number of
# da8xx_i2c_device0 (id 1), the .dtsi's i2c0, had been put on i2c1: recall
# 50 -> 52, precision 81 -> 85, values 84 -> 83 (the clients now matched
# bring the upstream's regulators and sound properties into the count).
# da850_evm's MMC/SD and I2C platform data translated (davinci_mmc_config,
# davinci_i2c_platform_data), its I2C controller chosen by the helper's
# argument: recall 52 -> 55, precision 85 -> 86, values 83 -> 81 (the
# board's caps, cap-mmc-highspeed and cap-sd-highspeed, which the upstream
# .dts leaves out).
# The SoC code's renames read from the file named after the SoC (s3c6410.c's
# s3c_device_nand.name = "s3c6400-nand", s3c2416.c's s3c_nand_setname()):
# the NAND controller the .dtsi lacks is added where the driver's OF table
# names the new name (samsung,s3c2412-nand), which the upstream .dts does
# not describe: precision smdk2416 72 -> 66.
# da850_evm's values measured 84.9 since session 13's commits: floor 81 -> 84.
# The S3C6410's ADC and RTC (exynos_adc.c's and rtc-s3c.c's compatibles of
# this SoC) and the S3C6400 NAND controller (samsung,s3c2412-nand by its
# match data), with the chip node and partitions of the board's NAND sets:
# all board devices the upstream .dts files leave out. Precision smdk6410
# 47 -> 42 (ADC, RTC), mini6410 80 -> 61 (NAND controller, chip,
# partitions, ADC), smdk2416 66 -> 61 (the NAND chip node).
# da850_evm's EMAC, the second device of da8xx_register_emac(), matches
# upstream's eth0: recall 55 -> 58; its MAC address partition, an NVMEM
# provider now (compatible "nvmem-cells"), is a node upstream lacks:
# precision 86 -> 83.
# The S3C6410's USB OTG controller (s3c-hsotg, which no driver of the tree
# is named: dwc2's OF table, defined in params.c and named by platform.c,
# has samsung,s3c6400-hsotg) is a node the upstream .dts lacks: precision
# smdk6410 42 -> 40.
# dove_pcie_init(1, 1): dove.dtsi's PCIe host and both its ports enabled,
# as both board files ask: cm_a510 recall 30 -> 38, precision 40 -> 45,
# values 87 -> 89 (upstream enables the host and port 0, and leaves port 1
# off for a module option); dove_db precision 60 -> 54, its upstream .dts
# enabling no PCIe at all.
# i2c-pxa with no platform data runs at 100 kHz: brownstone's and ttc_dkb's
# twsi nodes delete the .dtsi's mrvl,i2c-fast-mode, which their upstream
# files keep (brownstone values 100 -> 95, ttc_dkb 93 -> 89); dm9000's
# no-eeprom flag read right: mini6410 values 96 -> 98.
FLOORS="smdk6410 100 100 40 98
mini6410 61 76 61 98
smdk2416 88 93 61 98
aspenite 33 71 11 100
ttc_dkb 100 100 57 85
brownstone 75 93 33 95
da850_evm 58 74 83 84
kurobox_pro 66 78 92 90
rd88f5182 85 92 100 76
wnr854t 53 73 100 95
dove_db 85 97 54 97
cm_a510 38 80 45 89"

known() {
	echo "KNOWN $1: $2"
}

# dtc_ok DTS: cpp and dtc as the kernel's dtb rule runs them; only errors
# count, not warnings.
dtc_ok() {
	cpp -nostdinc -I "$K/include" -I "$K/arch/arm/boot/dts" \
		-I "$K/scripts/dtc/include-prefixes" -undef -D__DTS__ \
		-x assembler-with-cpp -o "$1.pp" "$1" &&
		dtc -q -I dts -O dtb -b 0 -i "$(dirname "$1")" \
			-i "$K/arch/arm/boot/dts" -o /dev/null "$1.pp"
}

# report_ok JSON: valid, found = converted + partial + todo per machine and
# in total, and one item per device found.
report_ok() {
	python3 - "$1" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
tot = {k: 0 for k in ("found", "converted", "partial", "todo")}
for m in r["machines"]:
    t = m["totals"]
    if t["found"] != t["converted"] + t["partial"] + t["todo"]:
        sys.exit("%s: found %d != %d + %d + %d" % (m["id"], t["found"],
                 t["converted"], t["partial"], t["todo"]))
    n = sum(1 for i in r["items"] if i["machine"] == m["id"]
            and i["fate"] in ("converted", "partial", "todo"))
    if n != t["found"]:
        sys.exit("%s: %d items for %d found" % (m["id"], n, t["found"]))
    for k in tot:
        tot[k] += t[k]
if tot != {k: r["totals"][k] for k in tot}:
    sys.exit("totals %s != sum over machines %s" % (r["totals"], tot))
EOF
}

# block FILE HEADER: the node that opens with HEADER ("&mmc0 {", or a node
# name, with or without a label), up to its closing "};".
block() {
	awk -v h="$2" '
	!on {
		s = $0; sub(/^\t*/, "", s)
		n = length(s) - length(h)
		if (s == h || (n > 2 && substr(s, n + 1) == h && substr(s, n - 1, 2) == ": ")) {
			on = 1; ind = substr($0, 1, length($0) - length(s))
		}
	}
	on { print; if ($0 == ind "};") exit }' "$1"
}

# fact NAME DTS HEADER TEXT: the node has a line containing TEXT.
fact() {
	if [ ! -f "$2" ]; then
		fail "$1" "no $2"
	elif block "$2" "$3" | grep -qF -- "$4"; then
		pass "$1"
	else
		fail "$1" "no '$4' in '$3' of $(basename "$2")"
	fi
}

# includes NAME DTS DTSI [WHY]: the file includes that .dtsi (WHY: the
# failure's reason).
includes() {
	if grep -q "#include \"$3\"" "$2" 2>/dev/null; then
		pass "$1"
	else
		fail "$1" "${4:-no #include}"
	fi
}

# no_fact NAME DTS HEADER: the file has no such node.
no_fact() {
	if [ -n "$(block "$2" "$3")" ]; then
		fail "$1" "$(basename "$2") has '$3'"
	else
		pass "$1"
	fi
}

# item_is JSON MACHINE NAME FATE WHY: the report has that item with that
# fate, its reason containing WHY.
item_is() {
	python3 - "$@" <<'EOF'
import json, sys
r = json.load(open(sys.argv[1]))
m, name, fate, why = sys.argv[2:6]
if not any(i["machine"] == m and i["name"] == name and i["fate"] == fate
           and why in i["why"] for i in r["items"]):
    sys.exit("%s: no %s item %s with '%s'" % (m, fate, name, why))
EOF
}

# ---- fixtures, in an overlay kernel tree --------------------------------
#
# The fixtures need the kernel's flags of mach-pxa, so they must sit in
# arch/arm/mach-pxa/. The overlay is a tree of symlinks to the cached one
# with the fixtures added: nothing is written into the cached tree. Its
# path and the time of its arch/arm are fixed so that the driver index
# built for it is cached across runs (the index is keyed by both). Its top
# directory is emptied, not removed: the tree key includes that directory's
# inode, and a new one each run would prepare the kernel headers again
# (about 50 s) and leave another prepared directory in the cache.
OV=$BF2DTS_CACHE/test-overlay
link_all() {
	mkdir -p "$2"
	for e in "$1"/* "$1"/.[!.]*; do
		[ -e "$e" ] || [ -L "$e" ] || continue
		[ "$(basename "$e")" = "$3" ] && continue
		ln -s "$e" "$2/$(basename "$e")"
	done
}
# Helpers running this suite at once share the overlay: one at a time.
exec 8>"$OV.lock"
flock 8
mkdir -p "$OV"
find "$OV" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
link_all "$K" "$OV" arch
link_all "$K/arch" "$OV/arch" arm
link_all "$K/arch/arm" "$OV/arch/arm" mach-pxa
link_all "$K/arch/arm/mach-pxa" "$OV/arch/arm/mach-pxa" ""
for f in "$FIX"/*.c; do
	cp "$f" "$OV/arch/arm/mach-pxa/bf2dts-fixture-$(basename "$f")"
done
touch -d @1600000000 "$OV/arch/arm"
# The converter caches every report by file name; these are not the tree's.
trap 'rm -f "$BF2DTS_CACHE"/reports/arch_arm_mach-pxa_bf2dts-fixture-*.json' EXIT

# header FIXTURE FIELD: the value of "FIELD:" in the fixture's header.
header() {
	sed -n "s/^ \* $2: *//p" "$1" | head -n 1
}

# The comparison ignores comments and blank lines: the expected text must
# appear, as a whole, in the generated .dts.
normalize() {
	python3 -c '
import re, sys
t = re.sub(r"/\*.*?\*/", "", open(sys.argv[1]).read(), flags=re.S)
print("\n".join(l.rstrip() for l in t.splitlines() if l.strip()))' "$1"
}

for f in "$FIX"/*.c; do
	name=$(header "$f" check-name)
	cmd=$(header "$f" check-command)
	rel=arch/arm/mach-pxa/bf2dts-fixture-$(basename "$f")
	out=$W/fixture-$(basename "$f" .c)
	mkdir -p "$out"
	# shellcheck disable=SC2086
	set -- $(echo "$cmd" | sed "s|arch/arm/mach-pxa/\$file|$rel|; s|^bf2dts convert||")
	if [ "$(header "$f" check-exit)" = "fail" ]; then
		check_fails "fixture $(basename "$f"): $name" \
			"$BF2DTS" convert --kernel "$OV" -o "$out" "$@"
		if [ -z "$(ls -A "$out")" ]; then
			pass "fixture $(basename "$f"): no output left behind"
		else
			fail "fixture $(basename "$f"): no output left behind" "$(ls "$out")"
		fi
		continue
	fi
	if ! "$BF2DTS" convert -q --kernel "$OV" -o "$out" --report "$out.json" \
		"$@" >"$out.log" 2>&1; then
		fail "fixture $(basename "$f"): $name" "$(tail -n 2 "$out.log" | tr '\n' ' ')"
		continue
	fi
	sed -n '/check-output-start/,/check-output-end/p' "$f" | sed '1d;$d' >"$out.expected"
	# a machine with variants has a tree each, and a .dtsi they share:
	# the expected text is in what they make together
	gen=$(ls "$out"/*.dts)
	normalize "$out.expected" >"$out.want"
	for g in $(ls "$out"/*.dtsi 2>/dev/null) $gen; do
		normalize "$g"
	done >"$out.got"
	if python3 -c 'import sys; sys.exit(open(sys.argv[1]).read() not in open(sys.argv[2]).read())' \
		"$out.want" "$out.got"; then
		pass "fixture $(basename "$f"): $name"
	else
		fail "fixture $(basename "$f"): $name" \
			"$(diff "$out.want" "$out.got" | head -n 6 | tr '\n' ' ')"
	fi
	for g in $gen; do
		check "fixture $(basename "$f"): $(basename "$g") compiles" dtc_ok "$g"
	done
	check "fixture $(basename "$f"): accounting" report_ok "$out.json"
done

# a software node's reference to another one has no node to point to
check "fixture swnode-pxa27x.c: a reference property is said" \
	item_is "$W/fixture-swnode-pxa27x.json" MAINSTONE "24c02@0-51" partial \
	'property "fixture,other" refers to another software node'
check "fixture swnode-pxa27x.c: a client whose properties all convert" \
	item_is "$W/fixture-swnode-pxa27x.json" MAINSTONE "24c256@0-50" converted ""
# a hog holds a line's last state: each write that left another (a pulse)
# is partial, the last one converted; a level with no direction, or one a
# run-time value decides, is said too
check "fixture gpio-hogs-pxa27x.c: the pulse's low write is said" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_set_value(2, 0)" partial "GPIO 2 low at boot, then high"
check "fixture gpio-hogs-pxa27x.c: the last write converts" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_set_value(2, 1)" converted ""
check "fixture gpio-hogs-pxa27x.c: an output's first level is said" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_direction_output(4, 0)" partial "GPIO 4 low at boot, then high"
check "fixture gpio-hogs-pxa27x.c: a level with no direction is said" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_set_value(3, 1)" partial "gives the line no direction"
check "fixture gpio-hogs-pxa27x.c: a local set in a branch is not a constant" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_set_value(5, level)" todo "level not constant"
check "fixture gpio-hogs-pxa27x.c: a line a loop's index picks is not one constant" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE 'gpio_request_one(16 + i, GPIOF_OUT_INIT_HIGH, "LOOP")' todo "not constant"
check "fixture gpio-hogs-pxa27x.c: so the line's other writes are said" \
	item_is "$W/fixture-gpio-hogs-pxa27x.json" MAINSTONE "gpio_direction_output(5, 0)" partial "is not a constant"
# a switch on the board's revision: a tree for each case, each with that
# case's parts, what they share in a .dtsi both include
check "fixture board-rev-pxa27x.c: a case of a switch on the revision converts in its tree" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(10, GPIOF_OUT_INIT_HIGH, "POWEROFF")' converted ""
check "fixture board-rev-pxa27x.c: the other case converts in its own" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(10, GPIOF_OUT_INIT_LOW, "POWEROFF")' converted ""
check "fixture board-rev-pxa27x.c: a tree per revision and the .dtsi they share" \
	test "$(cd "$W/fixture-board-rev-pxa27x" && ls *.dts *.dtsi | tr '\n' ' ')" = \
	"pxa27x-mainstone-system-rev-1.dts pxa27x-mainstone-system-rev-2.dts pxa27x-mainstone.dtsi "
fact "fixture board-rev-pxa27x.c: revision 1's tree drives the line high" \
	"$W/fixture-board-rev-pxa27x/pxa27x-mainstone-system-rev-1.dts" "poweroff-hog {" "output-high;"
fact "fixture board-rev-pxa27x.c: revision 2's low" \
	"$W/fixture-board-rev-pxa27x/pxa27x-mainstone-system-rev-2.dts" "poweroff-hog {" "output-low;"
fact "fixture board-rev-pxa27x.c: the line the revisions share, in the .dtsi" \
	"$W/fixture-board-rev-pxa27x/pxa27x-mainstone.dtsi" "poweroff-hog {" 'line-name = "POWEROFF";'
check "fixture board-rev-pxa27x.c: the report lists the variants' trees" \
	python3 -c 'import json, sys
m = json.load(open(sys.argv[1]))["machines"][0]
sys.exit([(v["dts"], v["when"]) for v in m["variants"]] != [
    ("pxa27x-mainstone-system-rev-1.dts", "system_rev == 1"),
    ("pxa27x-mainstone-system-rev-2.dts", "system_rev == 2")])' \
	"$W/fixture-board-rev-pxa27x.json"
check "fixture board-rev-pxa27x.c: the stored value's case converts" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(11, GPIOF_OUT_INIT_HIGH, "FAN")' converted ""
# an if with an else on the revision: both branches set the board up, one
# each way; the revisions the switch names take the else branch, and the
# then branch, in no tree, is said; a board function's constant return
# decides; a branch that only reports is the error path, the other the boot's
check "fixture board-rev-pxa27x.c: the branch the named revisions take converts" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(15, GPIOF_OUT_INIT_LOW, "PANEL")' converted ""
check "fixture board-rev-pxa27x.c: the branch no named revision takes is said" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(15, GPIOF_OUT_INIT_HIGH, "PANEL")' todo "made only when (system_rev >= 3), which none of the variants"
check "fixture board-rev-pxa27x.c: a board function's constant return decides" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(17, GPIOF_OUT_INIT_LOW, "HEATER")' converted ""
check "fixture board-rev-pxa27x.c: what a command-line option makes is said, not made" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_request_one(18, GPIOF_OUT_INIT_HIGH, "FAN2")' todo "by fan2= on the kernel command line"
check "fixture board-rev-pxa27x.c: the success path of a call converts" \
	item_is "$W/fixture-board-rev-pxa27x.json" MAINSTONE 'gpio_direction_output(16, 1)' converted ""
# an if on a parameter the caller passed a constant, or on a local the walk
# holds: the branch that runs, once per call, and no other
check "fixture board-rev-pxa27x.c: each call's branch once, a never-taken one not at all" \
	python3 -c 'import json, sys
names = [i["name"] for i in json.load(open(sys.argv[1]))["items"]]
early = [n for n in names if "EARLY" in n]
late = [n for n in names if "LATE" in n]
sys.exit(not (len(early) == 1 and len(late) == 1 and not any("SPARE" in n for n in names)))' \
	"$W/fixture-board-rev-pxa27x.json"
# pxamci takes no voltage property from a node
check "fixture mmc-backlight-pxa27x.c: another OCR mask is said" \
	item_is "$W/fixture-mmc-backlight-pxa27x.json" MAINSTONE pxa_device_mci partial "ocr_mask 0x100080"
# after a partition that takes the rest of the chip, an appended one would
# start at the probed end: said, not placed
check "fixture flash-rest-pxa27x.c: a partition after the rest of the chip is said" \
	item_is "$W/fixture-flash-rest-pxa27x.json" MAINSTONE fixture_flash partial "partition tail follows rest, which takes the rest of the device"
# A .dtsi node found by address, but for another driver than the board
# file's, is flagged in the report (the .dts keeps no diagnostics).
check "fixture minimal-pxa27x.c: a .dtsi node for another driver is flagged" \
	grep -qF 'registers \"sa1100-rtc\" (drivers/rtc/rtc-sa1100.c) here, but \"marvell,pxa-rtc\" binds drivers/rtc/rtc-pxa.c' \
	"$W/fixture-minimal-pxa27x.json"
if grep -q 'TODO(bf2dts)' "$W"/fixture-minimal-pxa27x/*.dts; then
	fail "fixture minimal-pxa27x.c: diagnostics in the report, not the .dts" \
		"$(grep -c 'TODO(bf2dts)' "$W"/fixture-minimal-pxa27x/*.dts) TODO(bf2dts) lines"
else
	pass "fixture minimal-pxa27x.c: diagnostics in the report, not the .dts"
fi

flock -u 8
exec 8>&-

# ---- the boards of issue 2 on the real tree ------------------------------

# board FILE DTS...: converts with exit 0 into exactly these files, each
# compiles, the report holds.
board() {
	file=$1; shift
	b=$(basename "$file" .c)
	out=$W/$b
	mkdir -p "$out"
	if ! "$BF2DTS" convert -q --kernel "$K" -o "$out" --report "$out.json" \
		"arch/arm/$file" >"$out.log" 2>&1; then
		fail "convert $file" "$(tail -n 2 "$out.log" | tr '\n' ' ')"
		return
	fi
	pass "convert $file"
	want=$(printf '%s\n' "$@" | sort | tr '\n' ' ')
	got=$(cd "$out" && ls *.dts | sort | tr '\n' ' ')
	if [ "$want" = "$got" ]; then
		pass "$b: one .dts per machine ($want)"
	else
		fail "$b: one .dts per machine" "want $want, got $got"
	fi
	for d in "$out"/*.dts; do
		dn=$(basename "$d")
		if echo " $KNOWN_BROKEN " | grep -q " $dn "; then
			if dtc_ok "$d" 2>/dev/null; then
				fail "$b: $dn compiles" "it does now: take it off KNOWN_BROKEN"
			else
				known "$b: $dn compiles" "does not (converter to-do)"
			fi
			continue
		fi
		check "$b: $dn compiles (cpp + dtc)" dtc_ok "$d"
	done
	check "$b: report valid, found = converted + partial + todo" report_ok "$out.json"
}

board mach-pxa/mainstone.c pxa27x-mainstone.dts
M=$W/mainstone/pxa27x-mainstone.dts
fact "mainstone: &mmc0 enabled" "$M" "&mmc0 {" 'status = "okay";'
fact "mainstone: &mmc0 enabled (pxamci default OCR: no voltage-ranges)" "$M" "&mmc0 {" "status = \"okay\";"
fact "mainstone: smc91x at 0x10000300" "$M" "ethernet@10000300 {" 'compatible = "smsc,lan91c111";'
# smc91x.c reads reg-io-width as a mask of the widths: 8/16/32-bit is 7
fact "mainstone: smc91x widths as the driver's mask" "$M" "ethernet@10000300 {" 'reg-io-width = <7>;'
fact "mainstone: gpio-keys KEY_SUSPEND" "$M" "gpio-keys {" "linux,code = <KEY_SUSPEND>;"
fact "mainstone: keypad matrix" "$M" "&keypad {" "MATRIX_KEY(0, 0, KEY_A)"
fact "mainstone: pwm backlight" "$M" "backlight {" "pwms = <&pwm0 78770>;"
fact "mainstone: flash partitions" "$M" "partition@0 {" 'label = "Bootloader";'
# a setting the driver cannot make: "LDD<0>" is AF2 in first in
# pinctrl-pxa27x.c, set_mux() takes that row; the keypad's wake-up flags
check "mainstone: pins the driver cannot set are named" \
	item_is "$W/mainstone.json" MAINSTONE "pxa2xx_mfp_config(ARRAY_AND_SIZE(mainstone_pin_config))" partial \
	'P58 AF2 out ("LDD<0>" names AF2 in first'
check "mainstone: wake-up flags a DT boot does not carry are named" \
	item_is "$W/mainstone.json" MAINSTONE "pxa2xx_mfp_config(ARRAY_AND_SIZE(mainstone_pin_config))" partial \
	"wake-up sources P100"
fact "mainstone: AC97 sync" "$M" "mux-ac97-sync-lpm-low {" 'groups = "P31";'

# A PWM lookup names a channel of a multi-channel provider device
# ("pxa27x-pwm.1" index 0): the node of that channel inside the device's
# memory (pwm2 at 0x40c00000), not the provider's n-th node.
board mach-pxa/z2.c pxa27x-zipit2.dts
# LCD_ALTERNATE_MAPPING: 6.1's pxafb reads no property for it (board-patches
# 0037 adds one): the node says it, the report says the tree ignores it
check "z2: the alternate pixel mapping this tree's pxafb ignores is reported" \
	item_is "$W/z2.json" ZIPIT2 pxa_device_fb partial "reads no property for it"
Z=$W/z2/pxa27x-zipit2.dts
# the two backlights are told apart by the comments that open their
# platform data ("LCD Backlight", "Keypad Backlight")
fact "z2: LCD backlight on pxa27x-pwm.1 channel 0" "$Z" "backlight-lcd {" "pwms = <&pwm2 1260320>;"
fact "z2: keypad backlight on pxa27x-pwm.0 channel 1" "$Z" "backlight-keypad {" "pwms = <&pwm1 1260320>;"
# The TPS65021's init data (translate/tps650xx.c) is in the TPS65023's
# order: the driver's outputs cannot give those voltages, so the core
# refuses them; placed by what each output can give, and said
fact "z2: the 0.8-1.6 V core regulator is VDCDC3" "$Z" "VDCDC3 {" 'regulator-name = "vcc_core";'
fact "z2: the 3.3 V one is VDCDC1" "$Z" "VDCDC1 {" "regulator-min-microvolt = <3300000>;"
check "z2: the placement by voltage is said" \
	item_is "$W/z2.json" ZIPIT2 tps65021@1-48 partial \
	"placed by voltage instead (element 0 as VDCDC3, element 1 as VDCDC1, element 2 as VDCDC2)"

board mach-pxa/spitz.c pxa27x-spitz.dts pxa27x-borzoi.dts pxa27x-akita.dts
S=$W/spitz
for m in spitz borzoi akita; do
	includes "spitz: $m includes pxa27x-spitz.dtsi" "$S/pxa27x-$m.dts" pxa27x-spitz.dtsi
done
fact "spitz: gpio matrix keypad" "$S/pxa27x-spitz.dtsi" "keypad {" 'compatible = "gpio-matrix-keypad";'
fact "spitz: keymap" "$S/pxa27x-spitz.dtsi" "keypad {" "MATRIX_KEY(0, 0, KEY_LEFTCTRL)"
# The SCOOP driver has no OF match table in 6.1: a GPIO provider still
# gets its node (its lines need a controller to point at) with the
# proposal "sharp,scoop" its device name gives, and the item says so.
check "spitz: second SCOOP reported on spitz" \
	item_is "$S.json" SPITZ spitz_scoop_2_device partial "sharp,scoop is a proposal (proposed_bindings)"
if item_is "$S.json" AKITA spitz_scoop_2_device partial "" 2>/dev/null; then
	fail "spitz: no second SCOOP on akita" "AKITA has spitz_scoop_2_device"
else
	pass "spitz: no second SCOOP on akita"
fi
no_fact "spitz: no node with an invented compatible" "$S/pxa27x-spitz.dts" "sharp-scoop@8800040 {"
# an I2C client's compatible is its driver's OF table entry, where several
# vendors document the name (wlf,wm8750 and wm,wm8750); the node name is
# the generic one for where its driver lives
fact "spitz: WM8750 by its driver's OF table" "$S/pxa27x-spitz.dtsi" "audio-codec@1b {" 'compatible = "wlf,wm8750";'
# pxamci with platform data inverts the "wp" line unless gpio_card_ro_invert;
# from a node only for wp-inverted: the board's line with its other polarity
fact "spitz: the SD write-protect line as pxamci reads the board's" "$S/pxa27x-spitz.dtsi" "&mmc0 {" "wp-gpios = <&gpio 81 GPIO_ACTIVE_HIGH>;"
# a gpio-keys button without debounce_interval has none (5 ms from a node)
fact "spitz: a key without the board's debounce has none" "$S/pxa27x-spitz.dtsi" "key-on-off {" "debounce-interval = <0>;"
fact "spitz: akita's max7310 on i2c" "$S/pxa27x-akita.dts" "&pxai2c1 {" "reg = <0x18>;"

board mach-pxa/gumstix.c pxa25x-gumstix.dts
G=$W/gumstix/pxa25x-gumstix.dts
includes "gumstix: PXA25x tree" "$G" pxa25x.dtsi "no pxa25x.dtsi"
fact "gumstix: i2c0 alias workaround" "$G" "aliases {" "/delete-property/ i2c0;"
fact "gumstix: flash partitions" "$G" "partition@0 {" "read-only;"
fact "gumstix: rootfs partition" "$G" "partition@40000 {" 'label = "rootfs";'
# MTDPART_SIZ_FULL is the rest of the probed chip, 16 MiB of CFI flash in a
# 64 MiB window: size 0 says it (mtdpart.c), the window's size would not
fact "gumstix: rootfs is the rest of the chip" "$G" "partition@40000 {" "reg = <0x40000 0x0>;"
check "gumstix: the flash converts" \
	item_is "$W/gumstix.json" GUMSTIX gumstix_flash_device converted ""
# pxa2xx_mfp_config(): each pin's group and the function of
# pinctrl-pxa25x.c's table that sets its AF and direction, the controller's
# default state; MFP_LPM_DRIVE_HIGH as low-power-enable (PGSR)
fact "gumstix: the board's pins as the pin controller's default state" "$G" "&pinctrl {" "pinctrl-0 = <&board_pins>;"
fact "gumstix: GPIO43 AF3 out is HWTXD" "$G" "mux-hwtxd-lpm-high {" 'function = "HWTXD";'
fact "gumstix: GPIO43's sleep level high" "$G" "mux-hwtxd-lpm-high {" "low-power-enable;"
fact "gumstix: one node for the pins of one function" "$G" "mux-mmcclk-lpm-low {" 'groups = "P6", "P53";'
check "gumstix: every pin of the table set" \
	item_is "$W/gumstix.json" GUMSTIX "pxa2xx_mfp_config(ARRAY_AND_SIZE(gumstix_pin_config))" converted ""

board mach-pxa/tosa.c pxa25x-tosa.dts
T=$W/tosa/pxa25x-tosa.dts
check "tosa: TC6393XB reported" item_is "$W/tosa.json" TOSA tc6393xb_device todo "no OF match table"
check "tosa: SCOOP on the jacket reported" item_is "$W/tosa.json" TOSA tosascoop_jc_device partial "sharp,scoop is a proposal"
no_fact "tosa: no node with an invented compatible" "$T" "tc6393xb@10000000 {"
# the lines tc6393xb.c gives its children at probe need a binding of the
# tree for its GPIO bank: Linux 6.1 has none
no_fact "tosa: no TC6393XB GPIO bank without a binding" "$T" "gpio@10000064 {"
# (the SoC's AC97 controller, which pxa25x.dtsi lacks, is among them)
if grep -q '^/\* TODO: [0-9]* not converted: .*pxa_device_ac97' "$T"; then
	pass "tosa: one TODO line names the devices left out"
else
	fail "tosa: one TODO line names the devices left out" "$(grep TODO "$T") ($n_todo in the report)"
fi
fact "tosa: flash partitions" "$T" "partitions {" 'compatible = "fixed-partitions";'
# the SoC's AC97 controller, which pxa25x.dtsi lacks: no node, since
# pxa2xx.dtsi's LCD controller has its unit address (its reg is
# 0x44000000) and a node there would draw dtc's unique_unit_address; the
# item says what to mend first
check "tosa: the AC97 controller waits on the .dtsi's unit address" item_is "$W/tosa.json" TOSA \
	pxa_device_ac97 todo "/pxabus/lcd-controller@40500000 has its unit address"
no_fact "tosa: no AC97 node on the SoC's bus" "$T" "audio-controller@40500000 {"
# no console in a command line: the first UART the board enables
fact "tosa: chosen, the board's first UART" "$T" "chosen {" 'stdout-path = "serial0:115200n8";'

board mach-s3c/mach-smdk6410.c s3c6410-smdk6410.dts
fact "smdk6410: SMSC LAN9115" "$W/mach-smdk6410/s3c6410-smdk6410.dts" "ethernet@18000000 {" "reg-io-width = <4>;"
# mfp_config() on PXA3xx: pxa3xx.dtsi's pinconf-single node; each MFPR at
# the offset the mfp_addr_map of the board's SoC files gives, AF in
# pinctrl-single,pins, the rest of the value mfp.c writes in drive-strength
# and low-power-mode; pins set alike but for their AF one group
board mach-pxa/colibri-pxa320.c pxa3xx-colibri320.dts
C32=$W/colibri-pxa320/pxa3xx-colibri320.dts
fact "colibri320: the groups as the pin controller's default state" "$C32" "&pinctrl {" "<&mfp_ds03x_pull_high_pins>"
fact "colibri320: a group's drive strength" "$C32" "mfp-ds03x-pull-high-pins {" "pinctrl-single,drive-strength = MFP_DS03X;"
fact "colibri320: GPIO36 at pxa320.c's offset, AF0" "$C32" "mfp-ds03x-pull-high-pins {" "pinctrl-single,pins = <0x0424 MFP_AF0>;"
fact "colibri320: a run-mode pull-up as mfp.c writes it" "$C32" "mfp-ds03x-pull-high-pins {" "pinctrl-single,low-power-mode = <0xc000 0xe3f0>;"
check "colibri320: a pull-up's sleep setting a DT boot has not is named" \
	item_is "$W/colibri-pxa320.json" COLIBRI320 "mfp_config(mfp_cfg, num)" partial \
	"mfp_config_lpm() writes at suspend from the board's settings, a DT boot has not: GPIO36_GPIO | MFP_PULL_HIGH"
check "colibri320: a table that landed whole is converted" \
	item_is "$W/colibri-pxa320.json" COLIBRI320 "mfp_config(mfp_cfg, num)" converted ""
# pxa_set_udc_info()'s data is pxa25x_device_udc's and pxa27x_device_udc's:
# the UDC is the one pxa3xx.c registers, added where pxa3xx.dtsi has no
# node, with its clock, and the board's gpio-vbus PHY is its phys
fact "colibri320: the PXA27x-style UDC pxa3xx.c registers" "$C32" "usb@40600000 {" \
	'compatible = "marvell,pxa270-udc";'
fact "colibri320: its clock by the device's name" "$C32" "usb@40600000 {" "clocks = <&clks CLK_UDC>;"
fact "colibri320: the PHY of a board-added UDC" "$C32" "usb@40600000 {" \
	"phys = <&colibri_pxa320_gpio_vbus>;"
check "colibri320: the gpio-vbus PHY converts" \
	item_is "$W/colibri-pxa320.json" COLIBRI320 colibri_pxa320_gpio_vbus converted ""
# a board that runs on a PXA300 or a PXA310: a pin whose MFPR the two
# maps of pxa300.c put apart stays in the report
board mach-pxa/colibri-pxa300.c pxa3xx-colibri300.dts
check "colibri300: a pin at different MFPRs on PXA300 and PXA310 is named" \
	item_is "$W/colibri-pxa300.json" COLIBRI300 "mfp_config(mfp_cfg, num)" partial \
	"GPIO77_USB_P3_1 (0x4c8 in pxa300_mfp_addr_map, 0x4d4 in pxa310_mfp_addr_map)"

# Board code a board calls is read with what it tests on, as the board
# file is: mxm8x10.c keeps the CAPC7117's NAND flash under
# CONFIG_MTD_NAND_MARVELL, which pxa_defconfig leaves off.
board mach-pxa/capc7117.c pxa3xx-capc7117.dts
CAPC=$W/capc7117/pxa3xx-capc7117.dts
fact "capc7117: the NAND flash of mxm_8x10_nand_init()" "$CAPC" "&nand_controller {" 'status = "okay";'
fact "capc7117: its partitions" "$CAPC" "partition@40000 {" 'label = "kernel";'
if grep -qF "mxm_8x10_nand_init()" "$W/capc7117.json"; then
	fail "capc7117: the helper's call is followed, not an item" "$W/capc7117.json names it"
else
	pass "capc7117: the helper's call is followed, not an item"
fi

# A "serial8250" device is its platform data's ports, whatever resource
# the board also gives it (serial8250_probe() reads only the ports): zeus'
# four external UARTs are ns16550a nodes at their mapbase, its PXA UARTs
# the .dtsi's.
board mach-pxa/zeus.c pxa27x-arcom-zeus.dts
# fixed regulators named after their supply, not "regulator", "regulator-1"
fact "zeus: a regulator's node named after its supply" "$W/zeus/pxa27x-arcom-zeus.dts" \
	"zeus_ohci_regulator_device: regulator-vbus2 {" 'regulator-name = "vbus2";'
fact "zeus: and the other's" "$W/zeus/pxa27x-arcom-zeus.dts" \
	"can_regulator_device: regulator-can-shdn {" 'regulator-name = "CAN_SHDN";'
# generic names by where the driver lives: drivers/watchdog/, and a
# hardware monitor that reports temperatures only (lm75.c)
fact "zeus: the MAX6369 is a watchdog" "$W/zeus/pxa27x-arcom-zeus.dts" \
	"watchdog@13800000 {" 'compatible = "maxim,max6369";'
fact "zeus: the LM75A is a temperature sensor" "$W/zeus/pxa27x-arcom-zeus.dts" \
	"temperature-sensor@48 {" 'compatible = "national,lm75a";'
check "zeus: the serial8250 device with a resource is converted" \
	item_is "$W/zeus.json" ARCOM_ZEUS zeus_serial_device converted ""
# zeus_init_irq() calls pxa27x_init_irq(), then sets up its CPLD: the SoC
# call is the DT machine's interrupt set-up, from the .dtsi
check "zeus: the SoC's init_irq in the board's .init_irq is the DT machine's" \
	item_is "$W/zeus.json" ARCOM_ZEUS "pxa27x_init_irq()" converted \
	"the board's .init_irq zeus_init_irq() makes this call"
# of a driver's several compatibles, the chip the device is named after
# ("max6369_wdt" is maxim,max6369), never merely the table's first
check "zeus: the watchdog by the chip its device is named after" \
	grep -q 'compatible = "maxim,max6369";' "$W/zeus/pxa27x-arcom-zeus.dts"
check "zeus: its external UARTs are ns16550a nodes" \
	sh -c '[ "$(grep -A1 -E "^	serial@1[01][08]00000 \{" "$1" |
		grep -c "compatible = \"ns16550a\";")" = 4 ]' - \
	"$W/zeus/pxa27x-arcom-zeus.dts"
# pata_platform has no OF table; pata_of_platform.c ("ata-generic")
# probes the same core from a node. anubis' first channel leaves a hole in
# its resource array ([0], [2], [3]), which is no resource at all. Its
# two board revisions (the ID register's, read at boot) have a tree each,
# and the IDE channels are in the .dtsi they share.
board mach-s3c/mach-anubis.c s3c-anubis-idreg-ge-4.dts s3c-anubis-idreg-lt-4.dts
check "anubis: both IDE channels are converted" \
	sh -c 'for d in anubis_device_ide0 anubis_device_ide1; do
		python3 -c "import json,sys; r=json.load(open(sys.argv[1]))
sys.exit(not any(i[\"name\"]==sys.argv[2] and i[\"fate\"]==\"converted\"
	for i in r[\"items\"]))" "$1" $d || exit 1; done' - "$W/mach-anubis.json"
check "anubis: the IDE nodes are ata-generic with the board's register stride" \
	sh -c '[ "$(grep -A5 -E "^	ide@[0-9a-f]+ \{" "$1" |
		grep -c -e "compatible = \"ata-generic\";" -e "reg-shift = <5>;")" = 4 ]' - \
	"$W/mach-anubis/s3c-anubis.dtsi"
# The SoC's files are read with the board's Kconfig symbol and what it
# selects set: zylonite selects CPU_PXA300, hence PXA3xx, which
# pxa_defconfig leaves off, so devices.c's PXA3xx devices exist only so.
board mach-pxa/zylonite.c pxa3xx-zylonite.dts
check "zylonite: pxa3xx_set_mci2_info() registers the third MMC host" \
	item_is "$W/zylonite.json" ZYLONITE pxa3xx_device_mci2 converted ""
check "zylonite: pxa3xx_set_nand_info() registers the NAND controller" \
	item_is "$W/zylonite.json" ZYLONITE pxa3xx_device_nand converted ""
# marvell_nand's PXA binding is the legacy one: partitions in the
# controller's node
fact "zylonite: the NAND partitions are the controller's" \
	"$W/zylonite/pxa3xx-zylonite.dts" "&nand_controller {" \
	"compatible = \"fixed-partitions\";"
# Board code a board's symbol builds is read with what that symbol selects
# (zylonite_pxa300.c's pins are mfp-pxa300.h's CONFIG_CPU_PXA310 part), and
# the GPIO expanders it registers are the board's: zylonite.c's lookups
# name them. Not zylonite_pxa320.c, which only MACH_ZYLONITE320 builds.
# Its .dev_name = "pca9539-a" makes the client i2c-pca9539-a, the name its
# chip label and the lookups take: the node stands for it.
check "zylonite: the PCA9539 that zylonite_pxa300.c registers is converted" \
	item_is "$W/zylonite.json" ZYLONITE pca9539@0-74 converted ""
fact "zylonite: the MMC card detect is on that expander" \
	"$W/zylonite/pxa3xx-zylonite.dts" "&mmc0 {" \
	"cd-gpios = <&pca9539_74 0 GPIO_ACTIVE_LOW>;"
# zylonite.c's third MMC host is a PXA310's (if (cpu_is_pxa310())), and a
# ZYLONITE300 kernel runs on a PXA300 or a PXA310: a variant, said
check "zylonite: the PXA310's MMC host is said, not made" \
	item_is "$W/zylonite.json" ZYLONITE "pxa3xx_set_mci3_info(&zylonite_mci3_platform_data)" todo \
	"made only when (cpu_is_pxa310())"
# its lookup's line 30 of a 16-line chip, which gpiolib refuses (no
# property, and said why), is the expander-lookup fixture's now
check "fixture expander-lookup-pxa27x.c: a lookup past the expander's 16 lines is said to fail" \
	item_is "$W/fixture-expander-lookup-pxa27x.json" MAINSTONE pxa2xx-mci.0:cd todo \
	"a pca9539 of 16 lines: gpiod_find() fails"
if grep -q "^&mmc2 {" "$W/zylonite/pxa3xx-zylonite.dts"; then
	fail "zylonite: the PXA310's MMC host is not enabled" \
		"$(block "$W/zylonite/pxa3xx-zylonite.dts" "&mmc2 {")"
else
	pass "zylonite: the PXA310's MMC host is not enabled"
fi
if grep -q "warning" "$W/zylonite.log"; then
	fail "zylonite: zylonite_pxa320.c is not read" "$(grep warning "$W/zylonite.log")"
else
	pass "zylonite: zylonite_pxa320.c is not read"
fi
board mach-mmp/aspenite.c pxa168-aspenite.dts pxa168-zylonite2.dts
board mach-mmp/brownstone.c mmp2-brownstone.dts
# fixed-regulator.yaml names its enable line "gpio", and gpiolib makes
# a regulator-fixed's line active low without enable-active-high whatever
# the cells say: the board's active-high lookup needs the property
fact "brownstone: the 5 V regulator's enable line by its binding's name" "$W/brownstone/mmp2-brownstone.dts" "regulator-v-5vp {" "gpio = <&gpio 89 GPIO_ACTIVE_HIGH>;"
fact "brownstone: the active-high enable line" "$W/brownstone/mmp2-brownstone.dts" "regulator-v-5vp {" "enable-active-high;"
# MMP pins: pxa168.dtsi has no pin controller node in 6.1: a report item
# naming the reason and every MFP setting (the first and the last here)
check "aspenite: mfp_config() says why and which pins" \
	item_is "$W/aspenite.json" ASPENITE "mfp_config(ARRAY_AND_SIZE(common_pin_config))" todo \
	"pxa168.dtsi has no pin controller node (pinctrl-single at the MFP registers)"
check "aspenite: mfp_config() lists the MFP settings" \
	item_is "$W/aspenite.json" ASPENITE "mfp_config(ARRAY_AND_SIZE(common_pin_config))" todo \
	"65 MFP settings: GPIO0_DFI_D15, GPIO1_DFI_D14,"
# smc91x.c probed from a node never sets SMC91X_NOWAIT: its nowait=
# module parameter counts only without platform data and without a node
check "aspenite: SMC91X_NOWAIT is lost in a devicetree boot, and the item says so" \
	item_is "$W/aspenite.json" ASPENITE smc91x_device partial \
	"reads its nowait= module parameter only without a node"
# A SoC block the .dtsi lacks sits on the bus whose window holds it, not in
# a device node with sub-blocks next to it (pxa168.dtsi's gpio@d4019000 has
# `ranges;` and bank children, and its registers end at 0xd401a000).
ASP=$W/aspenite/pxa168-aspenite.dts
check "aspenite: the SSP port the board adds sits on the APB bus" \
	sh -c 'dtc -q -I dts -O dtb -b 0 -i "$2" -o "$1.dtb" "$1.pp" &&
		fdtget -l "$1.dtb" /soc/apb@d4000000 | grep -qx spi@d401b000 &&
		! fdtget -l "$1.dtb" /soc/apb@d4000000/gpio@d4019000 |
			grep -q "^spi@"' - "$ASP" "$K/arch/arm/boot/dts"
S6=$W/mach-smdk6410/s3c6410-smdk6410.dts
fact "smdk6410: UARTs of s3c24xx_init_uarts() in map_io" "$S6" "&uart3 {" 'status = "okay";'
fact "smdk6410: fin_pll at the board's s3c64xx_set_xtal_freq()" "$S6" "fin_pll: oscillator-0 {" "clock-frequency = <12000000>;"
fact "smdk6410: xusbxti at the SoC's default rate" "$S6" "oscillator-1 {" "clock-frequency = <48000000>;"
fact "smdk6410: the clock controller's input" "$S6" "&clocks {" "clocks = <&fin_pll>;"
fact "smdk6410: smsc911x PHY mode" "$S6" "ethernet@18000000 {" 'phy-mode = "mii";'
# s3c6400_defconfig's CONFIG_CMDLINE: console=ttySAC0,115200
fact "smdk6410: chosen from the defconfig's console" "$S6" "chosen {" 'stdout-path = "serial0:115200n8";'
check "smdk6410: a UART configured as the devicetree driver does is converted" \
	item_is "$W/mach-smdk6410.json" SMDK6410 "smdk6410_uartcfgs[0]" converted ""
# a block of the SoC that s3c6410.dtsi lacks: a node on the SoC's bus,
# with the compatible of its driver's OF table and the clocks the SoC's
# clock driver gives it by name, not one at the root
no_fact "smdk6410: no invented SoC node at the root" "$S6" "samsung-keypad@7e00a000 {"
# samsung-keypad.c reads the counts and a child node per key, not linux,keymap
fact "smdk6410: keypad rows" "$S6" "keypad@7e00a000 {" "samsung,keypad-num-rows = <2>;"
fact "smdk6410: keypad columns" "$S6" "keypad@7e00a000 {" "samsung,keypad-num-columns = <8>;"
fact "smdk6410: a key of the keymap" "$S6" "key-e {" "linux,code = <KEY_E>;"
fact "smdk6410: its row" "$S6" "key-e {" "keypad,row = <1>;"
fact "smdk6410: its column" "$S6" "key-e {" "keypad,column = <7>;"
fact "smdk6410: keypad pins of samsung_keypad_cfg_gpio(rows, cols)" "$S6" \
	"keypad@7e00a000 {" "<&keypad_row0_0>, <&keypad_row1_0>;"
check "smdk6410: the keypad is converted" \
	item_is "$W/mach-smdk6410.json" SMDK6410 samsung_device_keypad converted ""
# dwc2's OF table is in another file of its module (params.c)
fact "smdk6410: the OTG controller by dwc2's compatible" "$S6" "usb@7c000000 {" \
	'compatible = "samsung,s3c6400-hsotg";'
check "smdk6410: the OTG PHY hook is reported" \
	item_is "$W/mach-smdk6410.json" SMDK6410 s3c_device_usb_hsotg partial "phy_init s3c_usb_phy_init()"
# board options (Kconfig.s3c64xx): PMIC daughter cards off, the SD slot
# choice at its default (channel 0), as a configured kernel has them
check "smdk6410: an optional PMIC card the defconfig leaves off is reported" \
	item_is "$W/mach-smdk6410.json" SMDK6410 CONFIG_SMDK6410_WM1190_EV1 todo "is off"
no_fact "smdk6410: no PMIC of an optional card" "$S6" "pmic@1a {"
fact "smdk6410: the SD slot choice's default channel" "$S6" "&sdhci0 {" 'status = "okay";'
no_fact "smdk6410: not the other channel of the choice" "$S6" "&sdhci1 {"
fact "smdk6410: the keypad on the SoC's bus" "$S6" "keypad@7e00a000 {" \
	'compatible = "samsung,s3c6410-keypad";'
fact "smdk6410: the keypad's clock by its clkdev name" "$S6" "keypad@7e00a000 {" \
	'clock-names = "keypad";'
fact "smdk6410: the OHCI's two clocks" "$S6" "usb@74300000 {" \
	'clocks = <&clocks HCLK_UHOST>, <&clocks SCLK_UHOST>;'
check "smdk6410: the keypad node is the .dtsi's to take" \
	item_is "$W/mach-smdk6410.json" SMDK6410 samsung_device_keypad converted "it belongs in s3c6410.dtsi"
check "smdk6410: no node for the frame buffer, whose driver has no OF table" \
	item_is "$W/mach-smdk6410.json" SMDK6410 s3c_device_fb todo "s3c-fb.c has no OF match table"
# Samsung pins: the SoC's default cfg_gpio for sdhci0 (installed by an
# inline of sdhci.h that s3c6410.c calls) read and matched against the
# groups of s3c64xx-pinctrl.dtsi, pull and function included (sd0_cd is
# gpg-6 function 2 pulled up, as cd_type internal sets it)
fact "smdk6410: sdhci0 pins from its setup function" "$S6" "&sdhci0 {" \
	"pinctrl-0 = <&sd0_cmd>, <&sd0_clk>, <&sd0_bus4>, <&sd0_cd>;"
check "smdk6410: where sdhci0's pins came from is reported" \
	item_is "$W/mach-smdk6410.json" SMDK6410 s3c_device_hsmmc0 converted \
	"pins from s3c64xx_setup_sdhci0_cfg_gpio() (arch/arm/mach-s3c/setup-sdhci-gpio-s3c64xx.c)"
# s3c_i2c0_set_platdata(NULL): the setter's default data and cfg_gpio;
# s3c_i2c0_cfg_gpio() is defined for both series, the s3c64xx file is
# the one built for the S3C6410
fact "smdk6410: i2c0 pins from the setter's cfg_gpio" "$S6" "&i2c0 {" "pinctrl-0 = <&i2c0_bus>;"
fact "smdk6410: i2c0's SDA delay from the setter's default data" "$S6" "&i2c0 {" \
	"samsung,i2c-sda-delay = <100>;"
check "smdk6410: i2c0 pins from the S3C64xx setup file" \
	item_is "$W/mach-smdk6410.json" SMDK6410 s3c_device_i2c0 converted \
	"pins from s3c_i2c0_cfg_gpio() (arch/arm/mach-s3c/setup-i2c0-s3c64xx.c)"
# a UART whose pins the board never sets: its only group set in the .dtsi
fact "smdk6410: uart0's group set" "$S6" "&uart0 {" "pinctrl-0 = <&uart0_data>, <&uart0_fctl>;"
fact "smdk6410: uart3 has a data group only" "$S6" "&uart3 {" "pinctrl-0 = <&uart3_data>;"
check "smdk6410: pins the boot loader set are reported as such" \
	item_is "$W/mach-smdk6410.json" SMDK6410 "smdk6410_uartcfgs[0]" converted \
	"pins not set by the board file"
board mach-s3c/mach-mini6410.c s3c6410-mini6410.dts
board mach-s3c/mach-smdk2416.c s3c2416-smdk2416.dts
S24=$W/mach-smdk2416/s3c2416-smdk2416.dts
fact "smdk2416: SDHCI card detect GPIO, through s3c_sdhci0_set_platdata()" "$S24" "&sdhci_1 {" "cd-gpios = <&gpf 1 GPIO_ACTIVE_HIGH>;"
fact "smdk2416: SDHCI without card detect" "$S24" "&sdhci_0 {" "broken-cd;"
fact "smdk2416: xti at s3c2416_init_clocks()'s rate" "$S24" "xti: oscillator-0 {" "clock-frequency = <12000000>;"
check "smdk2416: a UART FIFO setting no property carries is reported" \
	item_is "$W/mach-smdk2416.json" SMDK2416 "smdk2416_uartcfgs[0]" partial "ufcon 0x51"
check "smdk2416: an IrDA UART is reported" \
	item_is "$W/mach-smdk2416.json" SMDK2416 "smdk2416_uartcfgs[2]" partial "infrared mode"
board mach-mmp/ttc_dkb.c pxa910-ttc-dkb.dts
# the 88PM860x's irq_base: with a client interrupt, the chip is the
# interrupt controller its core sets up on the node (translate/pm860x.c)
fact "ttc_dkb: the 88PM860x an interrupt controller" "$W/ttc_dkb/pxa910-ttc-dkb.dts" "pmic@34 {" \
	"#interrupt-cells = <1>;"
check "ttc_dkb: the 88PM860x converts" item_is "$W/ttc_dkb.json" TTC_DKB 88PM860x@0-34 converted ""
# I2C GPIO expanders' platform data (translate/gpio_expander.c): the base
# numbers are the phandle's now; an interrupt base with a client interrupt
# makes the chip an interrupt controller, as gpio-pca953x.c sets one up;
# board code run at probe (setup()) is said
fact "ttc_dkb: the MAX7312 with an interrupt is an interrupt controller" \
	"$W/ttc_dkb/pxa910-ttc-dkb.dts" "gpio@23 {" "interrupt-controller;"
check "ttc_dkb: the MAX7312's &array platform data is read as its first element" \
	item_is "$W/ttc_dkb.json" TTC_DKB max7312@0-23 converted ""
fact "ttc_dkb: 88PM860x by its driver's OF table (the I2C id is upper case)" "$W/ttc_dkb/pxa910-ttc-dkb.dts" "pmic@34 {" 'compatible = "marvell,88pm860x";'
board mach-davinci/board-da850-evm.c da850-evm.dts
D8=$W/board-da850-evm/da850-evm.dts
includes "da850-evm: da850.dtsi" "$D8" da850.dtsi
fact "da850-evm: the watchdog of da8xx_register_watchdog()" "$D8" "&wdt {" 'status = "okay";'
# a hog's dflags the board stores on a run-time condition (rmii_en): as
# when it reads zero, said on the store's item
fact "da850-evm: the MDIO clock enable hog of gpiod_add_hogs()" "$D8" "mdio-clk-en-hog {" \
	"gpios = <38 GPIO_ACTIVE_HIGH>;"
check "da850-evm: gpiod_add_hogs() converts" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "gpiod_add_hogs(da850_evm_emac_gpio_hogs)" \
	converted ""
# da8xx_register_emac() registers its MDIO bus, then (in its return
# statement) the EMAC: both are the board's call's devices
fact "da850-evm: the EMAC, da8xx_register_emac()'s second device" "$D8" "&eth0 {" 'status = "okay";'
# nvmem_add_cell_table(): the MAC address cell under the flash partition
# the NVMEM device is (MAC-Address0: the partition "MAC-Address"), and
# nvmem_add_cell_lookups(): the EMAC's "mac-address" cell by phandle
fact "da850-evm: the partition an NVMEM provider" "$D8" "partition@7f0000 {" 'compatible = "nvmem-cells";'
fact "da850-evm: the MAC address cell" "$D8" "macaddr: macaddr@0 {" "reg = <0x0 0x6>;"
fact "da850-evm: the EMAC's MAC address cell" "$D8" "&eth0 {" 'nvmem-cell-names = "mac-address";'
check "da850-evm: the cell lookup converted" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM \
	"nvmem_add_cell_lookups(&da850evm_nvmem_cell_lookup, 1)" converted ""
# da8xx_emac_pdata's control module offsets are da850.dtsi's own
# ti,davinci-ctrl-* values: converted, and not written again
check "da850-evm: the EMAC's platform data converts" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM da8xx_emac_device converted ""
if block "$D8" "&eth0 {" | grep -q "ti,davinci-ctrl"; then
	fail "da850-evm: no ti,davinci-ctrl-* the .dtsi already says" "$(block "$D8" "&eth0 {" | grep ti,davinci)"
else
	pass "da850-evm: no ti,davinci-ctrl-* the .dtsi already says"
fi
# i2c-davinci numbers its bus by the device's id: bus 1 is i2c0 (id 1)
fact "da850-evm: the clients of I2C bus 1 are on i2c0" "$D8" "&i2c0 {" "gpio@20 {"
# The TPS6507x's regulators as tps6507x.dtsi has them (regulator@N with
# regulator-compatible); DCDC2's defdcdc_default from its driver_data;
# the codec's IOVDD from DCDC2's consumer supply
fact "da850-evm: TPS6507x VDCDC2 by regulator-compatible" "$D8" "vdcdc2_reg: regulator@1 {" \
	'regulator-compatible = "VDCDC2";'
fact "da850-evm: VDCDC2's defdcdc_default" "$D8" "vdcdc2_reg: regulator@1 {" "ti,defdcdc_default = <1>;"
fact "da850-evm: the codec's IOVDD from VDCDC2" "$D8" "audio-codec@18 {" "IOVDD-supply = <&vdcdc2_reg>;"
check "da850-evm: the touchscreen data without a property is said" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM tps6507x@1-48 partial \
	"touchscreen data: drivers/input/touchscreen/tps6507x-ts.c"
# davinci_cfg_reg(): the entries of da850.c's mux table as pinctrl-single
# bits of the node at davinci_soc_info.pinmux_base, its default state
fact "da850-evm: the board's pin mux as the pinmux node's default state" "$D8" "&pmx_core {" "pinctrl-0 = <&board_pins>;"
fact "da850-evm: I2C0_SDA is mode 2 of PINMUX4 bits 12-15" "$D8" "board_pins: board-pins {" "pinctrl-single,bits = <0x10 0x2000 0xf000>,"
# a struct platform_device_info: resources in .res, platform data in
# .data; the eDMA is da850.dtsi's edma0, its reserved slots not yet read
check "da850-evm: the eDMA of platform_device_register_full() is &edma0" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM da8xx_edma0_device partial \
	"platform data not translated: da850_edma_rsv"
# da850_pins has more than 64 entries: an initializer is read whole
check "da850-evm: LCD pins, past entry 64 of the mux table" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "davinci_cfg_reg_list(da850_lcdcntl_pins)" converted ""
check "da850-evm: a lookup of gpiod_add_lookup_tables()'s array" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "reg-fixed-voltage.1:" converted ""
# "m25p80" is a bare entry of spi-nor's id table, whose OF table is the one
# generic "jedec,spi-nor" (the part is read from the chip): that binds it;
# its flash_platform_data's partitions follow, its MTD name has no property
fact "da850-evm: the SPI NOR flash binds as jedec,spi-nor" "$D8" "flash@0 {" 'compatible = "jedec,spi-nor";'
fact "da850-evm: the SPI NOR flash's partitions" "$D8" "partition@0 {" 'label = "UBL";'
check "da850-evm: the flash's MTD name is said" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "m25p80@spi1.0" partial 'name "m25p80": no property'
# the UI board's peripherals are a choice; Kconfig's default (none) has no VPIF
check "da850-evm: the VPIF of a UI board option Kconfig does not take is reported" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "CONFIG_DA850_UI_SD_VIDEO_PORT" todo "is not the member its choice takes"
# da8xx_register_i2c(0, ...) stores &da8xx_i2c_device0 or 1 in a local by
# its argument: the library model keeps the choice and the board's
# argument makes it (bus 0, the .dtsi's i2c0); i2c-davinci reads
# clock-frequency in Hz where the board data says kHz
check "da850-evm: a helper choosing its device by its argument" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM da8xx_i2c_device0 converted ""
fact "da850-evm: the I2C bus rate in Hz" "$D8" "&i2c0 {" "clock-frequency = <100000>;"
# davinci_setup_mmc()'s switch (module) picks the device; davinci_mmc.c
# parses a node with mmc_of_parse(): wires, max_freq and caps as its
# properties
check "da850-evm: davinci_mmc_config converted" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM da8xx_mmcsd0_device converted ""
fact "da850-evm: MMC wires as bus-width" "$D8" "&mmc0 {" "bus-width = <4>;"
fact "da850-evm: MMC caps" "$D8" "&mmc0 {" "cap-sd-highspeed;"
# davinci-mcasp reads op-mode, tdm-slots, serial-dir, the event counts; the
# DMA offsets and version are ti,da830-mcasp-audio's match data
fact "da850-evm: McASP serializers" "$D8" "&mcasp0 {" "serial-dir = <0 0 0 0 0 0 0 0 0 0 0 1 2 0 0 0>;"
check "da850-evm: McASP converted" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM da850_mcasp_device converted ""
# no OF table, no binding: the id with the vendor the bindings give the
# part's family
fact "brownstone: MAX8649 by its family's vendor" "$W/brownstone/mmp2-brownstone.dts" "regulator@60 {" 'compatible = "maxim,max8649";'
fact "brownstone: 5V regulator" "$W/brownstone/mmp2-brownstone.dts" "regulator-v-5vp {" 'regulator-name = "v_5vp";'
fact "brownstone: MAX8925 on MMP2's PMIC interrupt mux" "$W/brownstone/mmp2-brownstone.dts" "pmic@3c {" "interrupt-parent = <&intcmux4>;"
# an I2C client's platform data through its type's translator
fact "brownstone: MAX8925's touchscreen IRQ, which its driver requires" "$W/brownstone/mmp2-brownstone.dts" "pmic@3c {" "maxim,tsc-irq = <0>;"
check "brownstone: MAX8925 converted" item_is "$W/brownstone.json" BROWNSTONE "max8925@0-3c" converted ""
# struct sdhci_pxa_platdata as sdhci-pxav3 reads a node; twsi1 has no
# platform data, which i2c-pxa runs at 100 kHz, though mmp2.dtsi says fast
fact "brownstone: the SD clock delay sdhci-pxav3 reads" "$W/brownstone/mmp2-brownstone.dts" "&mmc1 {" "mrvl,clk-delay-cycles = <0x1f>;"
fact "brownstone: the eMMC slot is non-removable" "$W/brownstone/mmp2-brownstone.dts" "&mmc3 {" "non-removable;"
fact "brownstone: the eMMC slot is 8 bits wide" "$W/brownstone/mmp2-brownstone.dts" "&mmc3 {" "bus-width = <8>;"
fact "brownstone: twsi1 at the board file's standard mode" "$W/brownstone/mmp2-brownstone.dts" "&twsi1 {" "/delete-property/ mrvl,i2c-fast-mode;"

# .platform_data = palmld_flash_data, an array of one physmap_flash_data:
# the bare name is a pointer to its element, which the driver reads.
board mach-pxa/palmld.c pxa27x-palmld.dts
# pxa_set_fb_info(&poodle_locomo_device.dev, &poodle_fb_info): the parent is
# not the platform data; the modes are
board mach-pxa/poodle.c pxa25x-poodle.dts
fact "poodle: the LCD's mode with a parent device given" "$W/poodle/pxa25x-poodle.dts" "lcd_mode0: timing0 {" "hactive = <320>;"
# mv643xx_eth's phy_addr 8 without MV643XX_ETH_PHY_ADDR()'s 0x80 is the PHY
# at 8 all the same (phy_scan())
board mach-orion5x/ls_hgl-setup.c orion5x-linkstation-ls-hgl.dts
fact "ls_hgl: the PHY at a bare address" "$W/ls_hgl-setup/orion5x-linkstation-ls-hgl.dts" "ethphy: ethernet-phy@8 {" "reg = <8>;"
# pxa27x-keypad's node must say the debounce interval (the probe fails
# without it); mioa701's board data has none, which is 0
board mach-pxa/mioa701.c pxa27x-mioa701.dts
fact "mioa701: the keypad's debounce the driver requires" "$W/mioa701/pxa27x-mioa701.dts" "&keypad {" "marvell,debounce-interval = <0>;"
# matrix-keypad reads the polarity from gpio-activelow, not the cells
board mach-pxa/palmtc.c pxa25x-palmtc.dts
fact "palmtc: an active-low matrix keypad" "$W/palmtc/pxa25x-palmtc.dts" "keypad {" "gpio-activelow;"
fact "palmld: a one-element pdata array's bank width" "$W/palmld/pxa27x-palmld.dts" "flash@0 {" "bank-width = <2>;"
fact "palmld: a one-element pdata array's partitions" "$W/palmld/pxa27x-palmld.dts" "partition@0 {" 'label = "Flash";'

board mach-s3c/mach-crag6410.c s3c6410-wlf-cragg-6410.dts
# A board's own pin set-up call: a group under the pin controller, in its
# default state (a hog); the S3C64xx's pull field takes S3C_GPIO_PULL_UP
# (2) as samsung_gpio_setpull_updown() writes it
CR=$W/mach-crag6410/s3c6410-wlf-cragg-6410.dts
fact "crag6410: GPM0's pull-up as a hog group" "$CR" "board_gpm0: board-gpm0 {" "samsung,pin-pud = <2>;"
fact "crag6410: the pin controller's default state holds it" "$CR" "&pinctrl0 {" "pinctrl-0 = <&board_gpm0>, <&board_gpn0>;"
check "crag6410: s3c_gpio_setpull() converts" \
	item_is "$W/mach-crag6410.json" WLF_CRAGG_6410 "s3c_gpio_setpull(S3C64XX_GPM(0), S3C_GPIO_PULL_UP)" converted ""
# A SoC device whose file exports it: EXPORT_SYMBOL(x) declares x again
# ("extern typeof(x) x;"), which is no initializer and must not hide the
# definition (s3c64xx_device_iis0 of dev-audio-s3c64xx.c)
check "crag6410: the exported I2S device of the SoC's files is found" \
	item_is "$W/mach-crag6410.json" WLF_CRAGG_6410 s3c64xx_device_iis0 partial \
	"s3c6410.dtsi has no node for this SoC block"
# platform data in a compound literal (.platform_data = &(struct
# bgpio_pdata){ .base = MMGPIO_GPIO_BASE }): the LEDs on that chip's lines
fact "crag6410: an LED on the basic-mmio-gpio chip of a compound literal" "$CR" \
	"led-d13-green {" "gpios = <&crag6410_mmgpio 0 GPIO_ACTIVE_HIGH>;"
check "crag6410: its LEDs convert" \
	item_is "$W/mach-crag6410.json" WLF_CRAGG_6410 leds-gpio converted ""
board mach-orion5x/ts209-setup.c orion5x-ts209.dts
# Marvell: SoC helpers followed into plat-orion, the MBus windows
T=$W/ts209-setup/orion5x-ts209.dts
check "ts209: the 88F5182 .dtsi (the SoC with orion5x_sata_init)" grep -q '^#include "orion5x-mv88f5182.dtsi"' "$T"
fact "ts209: NOR flash on the boot device bus, at its offset" "$T" "&devbus_bootcs {" "flash@0 {"
fact "ts209: the boot window in the MBus ranges" "$T" "soc {" "<MBUS_ID(0x01, 0x0f) 0 0xf4000000 0x800000>"
fact "ts209: SoC GPIO 1 is &gpio0 1" "$T" "key-usb-copy-button {" "gpios = <&gpio0 1 GPIO_ACTIVE_LOW>;"
fact "ts209: orion5x_sata_init's ports" "$T" "&sata {" "nr-ports = <2>;"
fact "ts209: orion5x_uart1_init enables &uart1" "$T" "&uart1 {" 'status = "okay";'
# orion5x.dtsi names no serial alias: the console's UART gets one
fact "ts209: the console UART's alias" "$T" "aliases {" "serial0 = &uart0;"
fact "ts209: chosen through that alias" "$T" "chosen {" 'stdout-path = "serial0:115200n8";'
board mach-orion5x/kurobox_pro-setup.c orion5x-kurobox-pro.dts orion5x-linkstation-pro.dts
T=$W/kurobox_pro-setup/orion5x-kurobox_pro-setup.dtsi
fact "kurobox_pro: the PHY orion5x_eth_init's data names" "$T" "&mdio {" "ethphy: ethernet-phy@8 {"
fact "kurobox_pro: the port's phy-handle" "$T" "&ethport {" "phy-handle = <&ethphy>;"
fact "kurobox_pro: NAND on device-bus CS0" "$W/kurobox_pro-setup/orion5x-kurobox-pro.dts" "&devbus_cs0 {" 'compatible = "marvell,orion-nand";'
# The root lists what the family's DT machine takes (ORION5X_DT:
# "marvell,orion5x", the .dtsi root's second compatible): else no
# devicetree kernel picks a machine for the board
check "kurobox_pro: the root compatible a DT machine takes" \
	grep -qF 'compatible = "buffalo,kurobox-pro", "marvell,orion5x-88f5182", "marvell,orion5x";' \
	"$W/kurobox_pro-setup/orion5x-kurobox-pro.dts"
fact "kurobox_pro: the RTC of i2c_register_board_info(0, &one, 1)" "$T" "&i2c {" "rtc@32 {"
# pm_power_off = a board function that only drives one GPIO: the line is a
# gpio-poweroff node, active at the level the handler writes. The board's
# own boot-time setup of the line (a hog) is the node's, whose driver
# drives it inactive at probe; a line the board never set up is "input".
# The kurobox's handler talks to a microcontroller: no binding, said.
check "kurobox_pro: a UART power-off handler is said to do more" \
	item_is "$W/kurobox_pro-setup.json" KUROBOX_PRO \
	"pm_power_off = kurobox_pro_power_off" todo "does more than drive one GPIO"
board mach-orion5x/mv2120-setup.c orion5x-mv2120.dts
T=$W/mv2120-setup/orion5x-mv2120.dts
fact "mv2120: the power-off GPIO, active low as the handler writes 0" "$T" \
	"gpio-poweroff {" "gpios = <&gpio0 19 GPIO_ACTIVE_LOW>;"
check "mv2120: power-off converted" item_is "$W/mv2120-setup.json" MV2120 \
	"pm_power_off = mv2120_power_off" converted ""
check "mv2120: no hog left on the power-off line" \
	sh -c '! grep -q "poweroff-hog" "$1"' - "$T"
if block "$T" "gpio-poweroff {" | grep -q "input;"; then
	fail "mv2120: a line set up at boot is driven at probe, not input" \
		"$(block "$T" "gpio-poweroff {")"
else
	pass "mv2120: a line set up at boot is driven at probe, not input"
fi
# stored when its GPIO calls succeed, as on a working board
board mach-orion5x/net2big-setup.c orion5x-net2big.dts
check "net2big: the handler stored on the GPIO calls' success converts" \
	item_is "$W/net2big-setup.json" NET2BIG "pm_power_off = net2big_power_off" \
	converted "stored when gpio_request("
check "net2big: a line made valid for input and output, as gpio-mvebu takes every line" \
	item_is "$W/net2big-setup.json" NET2BIG "orion_gpio_set_valid(NET2BIG_GPIO_POWER_OFF, 1)" \
	converted "keeps no mask of valid lines"
board mach-s3c/mach-vr1000.c s3c-vr1000.dts
fact "vr1000: a line the board never set up stays an input until power-off" \
	"$W/mach-vr1000/s3c-vr1000.dts" "gpio-poweroff {" "input;"
board mach-orion5x/rd88f5182-setup.c orion5x-rd88f5182.dts
board mach-orion5x/wnr854t-setup.c orion5x-wnr854t.dts
# cm-x300's revisions before 130 and after set up their LED and pins each
# their own way: a tree each, what they share in a .dtsi. "if (system_rev
# < 130) x = 77;" is a store the earlier revisions' tree makes
board mach-pxa/cm-x300.c pxa3xx-cm-x300-system-rev-lt-130.dts \
	pxa3xx-cm-x300-system-rev-ge-130.dts
check "cm-x300: a store on a board-revision test is made on that revision" \
	item_is "$W/cm-x300.json" CM_X300 "cm_x300_wi2wi_gpios[0].gpio = 77" converted \
	"as on the variant where system_rev < 130"
fact "cm-x300: the LED's line before revision 130" \
	"$W/cm-x300/pxa3xx-cm-x300-system-rev-lt-130.dts" "led-cm-x300-green {" "gpios = <&gpio 79"
fact "cm-x300: and from it" \
	"$W/cm-x300/pxa3xx-cm-x300-system-rev-ge-130.dts" "led-cm-x300-green {" "gpios = <&gpio 76"
check "cm-x300: the PCA9555s' platform data (a GPIO base) is translated" \
	item_is "$W/cm-x300.json" CM_X300 pca9555@0-24 converted ""
# use_pio as i2c-pxa's node says it; the driver reads no clock-frequency
fact "cm-x300: the power I2C polls" "$W/cm-x300/pxa3xx-cm-x300.dtsi" "&pwri2c {" "mrvl,i2c-polling;"
# marvell_nand names a platform-data chip's MTD "pxa3xx_nand-0" (mtdparts=
# names it); a chip node's MTD takes its label
fact "cm-x300: the NAND chip keeps its MTD name" "$W/cm-x300/pxa3xx-cm-x300.dtsi" "nand@0 {" 'label = "pxa3xx_nand-0";'
# DM9000_PLATF_NO_EEPROM (0x10) is davicom,no-eeprom; DM9000_PLATF_16BITONLY
# has no property: dm9000 takes the bus width from the data register's size
fact "cm-x300: the DM9000 has no EEPROM" "$W/cm-x300/pxa3xx-cm-x300.dtsi" "ethernet@8000010 {" "davicom,no-eeprom;"
fact "cm-x300: the DM9000's 16-bit bus as its data register's size" "$W/cm-x300/pxa3xx-cm-x300.dtsi" "ethernet@8000010 {" "reg = <0x8000010 0x4>, <0x8000014 0x2>;"
# orion5x_mpp_conf(): each pin's select value by its pinctrl-orion.c name,
# the pinctrl node's default state. mpp8, 10 and 11 are the board's GPIOs,
# though the .dtsi's pmx_ge group (the Ethernet's pinctrl-0) muxes them as
# "ge": the Ethernet the board enables takes a group of the rest.
WN=$W/wnr854t-setup/orion5x-wnr854t.dts
fact "wnr854t: MPP GPIOs as the pinctrl node's default state" "$WN" "&pinctrl {" "pinctrl-0 = <&pmx_board_gpio>;"
fact "wnr854t: MPP select values by the driver's function names" "$WN" "pmx_board_gpio: pmx-board-gpio {" 'marvell,pins = "mpp0", "mpp1", "mpp2", "mpp3", "mpp4", "mpp5", "mpp6", "mpp7",'
fact "wnr854t: the pins pmx_ge takes that the board sets as GPIOs are GPIOs" "$WN" "pmx_board_gpio: pmx-board-gpio {" '"mpp8", "mpp10", "mpp11";'
fact "wnr854t: the Ethernet takes the rest of pmx_ge" "$WN" "&eth {" "pinctrl-0 = <&pmx_board_eth>;"
fact "wnr854t: the rest of pmx_ge, as the .dtsi's group muxes them" "$WN" "pmx_board_eth: pmx-board-eth {" 'marvell,pins = "mpp9", "mpp12", "mpp13",'
fact "wnr854t: the rest of pmx_ge keeps its function" "$WN" "pmx_board_eth: pmx-board-eth {" 'marvell,function = "ge";'
# orion5x_eth_switch_init(&d): plat-orion's mv88e6085 at d->sw_addr on the
# Ethernet's MDIO bus, ports by the board's .port_names[i] designators (one
# array, not the last of them), "cpu" the Ethernet's port
fact "wnr854t: the DSA switch on the MDIO bus" "$WN" "switch@0 {" 'compatible = "marvell,mv88e6085";'
fact "wnr854t: a switch port by its designator's index" "$WN" "port@5 {" 'label = "lan1";'
fact "wnr854t: the last designator is one port of several" "$WN" "port@7 {" 'label = "lan2";'
fact "wnr854t: the cpu port is the Ethernet's" "$WN" "port@3 {" "ethernet = <&ethport>;"
check "wnr854t: the switch converts, and says the board-file switch never probed" \
	item_is "$W/wnr854t-setup.json" WNR854T "orion5x_eth_switch_init(&wnr854t_switch_chip_data)" converted \
	"the board-file kernel's switch did not probe: drivers/net/dsa/mv88e6xxx/chip.c reads a struct dsa_mv88e6xxx_pdata"
check "wnr854t: the MPP table converts" \
	item_is "$W/wnr854t-setup.json" WNR854T "orion5x_mpp_conf(wnr854t_mpp_modes)" converted ''
board mach-dove/dove-db-setup.c dove-db.dts
fact "dove-db: dove_uart0_init through plat-orion" "$W/dove-db-setup/dove-db.dts" "&uart0 {" 'status = "okay";'
# dove_pcie_init(1, 1) (mach-dove/pcie.c): the SoC's own hw_pci, the
# ports its branches register are the .dtsi's port nodes by
# marvell,pcie-port; pci-mvebu.c probes them in a devicetree boot
check "dove-db: dove_pcie_init() becomes the .dtsi's PCIe host" item_is "$W/dove-db-setup.json" DOVE_DB \
	"dove_pcie_init(1, 1)" converted "(&pcie0, &pcie1): drivers/pci/controller/pci-mvebu.c probes them"
fact "dove-db: the PCIe host enabled" "$W/dove-db-setup/dove-db.dts" "&pcie {" 'status = "okay";'
fact "dove-db: PCIe port 1 enabled" "$W/dove-db-setup/dove-db.dts" "&pcie1 {" 'status = "okay";'
board mach-dove/cm-a510.c dove-cm-a510.dts
# spi-orion.c makes the SPI controller of its own port (not an SSP port,
# which only spi-pxa2xx.c would make one); a board info irq of -1 is none
check "cm-a510: the SPI NOR flash on the Orion SPI port converts" \
	item_is "$W/cm-a510.json" CM_A510 "m25p80@spi0.0" converted ""
fact "cm-a510: jedec,spi-nor" "$W/cm-a510/dove-cm-a510.dts" "flash@0 {" 'compatible = "jedec,spi-nor";'
board mach-omap1/board-ams-delta.c omap1-ams-delta.dts
# a <dt-bindings/...> header no property uses is not included: the GPIO
# cells of ams-delta's lookups on its latches were computed, then left out
AD=$W/board-ams-delta/omap1-ams-delta.dts
# a call of board code says which: the FIQ handler, not "call not converted"
check "ams-delta: its FIQ handler is board code" \
	item_is "$W/board-ams-delta.json" AMS_DELTA "ams_delta_init_fiq: claim_fiq(&fh)" todo \
	"a FIQ handler that runs board code"
if [ ! -f "$AD" ] ||
	{ grep -q "dt-bindings/gpio/gpio.h" "$AD" && ! grep -q "GPIO_ACTIVE" "$AD"; }; then
	fail "ams-delta: no gpio.h when no property uses it" "$(grep -n dt-bindings "$AD")"
else
	pass "ams-delta: no gpio.h when no property uses it"
fi
# gpio-mmio.c's compatibles are each another chip's: the board's
# basic-mmio-gpio latches get none of them, but a proposal, as a GPIO
# provider whose driver has no OF table does (its consumers point at it),
# with the register names gpio-mmio.c asks for (bgpio_pdev_probe())
check "ams-delta: no other chip's compatible for the latches" \
	item_is "$W/board-ams-delta.json" AMS_DELTA latch1_gpio_device partial \
	"no compatible of drivers/gpio/gpio-mmio.c's OF table is this board's"
check "ams-delta: no bcm6345 node" \
	sh -c '! grep -q bcm6345 "$1"' - "$W/board-ams-delta/omap1-ams-delta.dts"
fact "ams-delta: latch2 as a GPIO controller" "$W/board-ams-delta/omap1-ams-delta.dts" \
	"latch2_gpio_device: gpio@8000000 {" 'reg-names = "dat";'
# keybrd_pwr_device's id is PLATFORM_DEVID_AUTO: the table that
# dev_name(&keybrd_pwr_device.dev) names is that device's all the same
fact "ams-delta: the keyboard power's enable line, a table for an auto-id device" \
	"$W/board-ams-delta/omap1-ams-delta.dts" "regulator-keybrd-pwr {" \
	"gpio = <&latch2_gpio_device 8 GPIO_ACTIVE_HIGH>;"
check "ams-delta: the lookup of an auto-id device is converted" item_is "$W/board-ams-delta.json" AMS_DELTA \
	"reg-fixed-voltage.keybrd_pwr_device.auto:" converted ""
fact "ams-delta: a regulator's enable line on latch2, by its label's lookup" \
	"$W/board-ams-delta/omap1-ams-delta.dts" "regulator-modem-nreset {" \
	"gpio = <&latch2_gpio_device 12 GPIO_ACTIVE_HIGH>;"
# gpiod_add_hogs(): a gpio-hog of the chip the entry's label names, made
# once that chip has its node (ams-delta registers the latches later)
fact "ams-delta: a gpiod_add_hogs() line as a hog of latch2" \
	"$W/board-ams-delta/omap1-ams-delta.dts" "keybrd-dataout-hog {" "output-low;"
fact "ams-delta: the hog's line on its chip" \
	"$W/board-ams-delta/omap1-ams-delta.dts" "keybrd-dataout-hog {" "gpios = <9 GPIO_ACTIVE_HIGH>;"
# gpiod_add_lookup_tables() registers each table of its array; a table's
# dev_id stored as dev_name(&dev.dev) is that device's name (a constant
# name and id), not a run-time unknown
check "ams-delta: a lookup of gpiod_add_lookup_tables()'s array" \
	item_is "$W/board-ams-delta.json" AMS_DELTA "ams-delta-nand:nce" todo \
	'its device ams-delta-nand (ams_delta_nand_device, line 700) gets no node'
check "ams-delta: dev_name() of a device the board defines" \
	item_is "$W/board-ams-delta.json" AMS_DELTA \
	"ams_delta_nand_gpio_table.dev_id = dev_name(&ams_delta_nand_device.dev)" converted \
	"applied to the board data"
# omap_cfg_reg(): mux.c's table of the board's variant (#if guard) as
# pinctrl-single bits of the generated node at the mux registers' block:
# UART1_TX is mode 1 of FUNC_MUX_CTRL_9 bits 21-23, then its pull-down bit
# 3 of PULL_DWN_CTRL_2 set (pull off); a 1510 has no PU_PD_SEL write
A=$W/board-ams-delta/omap1-ams-delta.dts
fact "omap1.dtsi: pinctrl-single at FUNC_MUX_CTRL_0" "$W/board-ams-delta/omap1.dtsi" "pinmux: pinmux@fffe1000 {" "reg = <0xfffe1000 0xc8>;"
fact "ams-delta: UART1_TX, mux then pull" "$A" "board_pins: board-pins {" "pinctrl-single,bits = <0x28 0x200000 0xe00000>, <0x48 0x8 0x8>,"
fact "ams-delta: the pins as the pin controller's default state" "$A" "&pinmux {" "pinctrl-0 = <&board_pins>;"
check "ams-delta: omap_cfg_reg() converts" \
	item_is "$W/board-ams-delta.json" AMS_DELTA "omap_cfg_reg(UART1_TX)" converted ""
# omap1's Linux GPIO numbers: the banks of the board's variant (16xx for
# the 770), numbered in the order the SoC's gpio16xx.c registers them
# EP93xx: ep93xx_register_i2c() registers the board's clients and an
# i2c-gpio device with no registers of its own (its driver asks for none):
# a board-level I2C bus node, the clients under it, and the lookup table the
# helper adds for it as the board's items.
board mach-ep93xx/edb93xx.c ep93xx-edb9301.dts ep93xx-edb9302.dts ep93xx-edb9302a.dts \
	ep93xx-edb9307.dts ep93xx-edb9307a.dts ep93xx-edb9312.dts ep93xx-edb9315.dts \
	ep93xx-edb9315a.dts
E=$W/edb93xx/ep93xx-edb9302a.dts
# ep93xx_register_pwm(0, 1) for the EDB9302A: "if (pwm0)" fails, "if
# (pwm1)" holds; ep93xx_init_devices()'s devices after its first
check "edb9302a: the PWM its helper's argument picks" \
	item_is "$W/edb93xx.json" EDB9302A ep93xx_pwm1_device converted ""
check "edb9302a: not the PWM its helper's argument leaves out" \
	python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); sys.exit(any(i["machine"]=="EDB9302A" and i["name"]=="ep93xx_pwm0_device" for i in r["items"]))' "$W/edb93xx.json"
check "edb9312: both PWMs of ep93xx_register_pwm(1, 1)" \
	item_is "$W/edb93xx.json" EDB9312 ep93xx_pwm0_device converted ""
check "edb9302a: ep93xx_init_devices()'s RTC" \
	item_is "$W/edb93xx.json" EDB9302A ep93xx_rtc_device converted ""
fact "edb9302a: the SoC's i2c-gpio bus is a board node" "$E" "i2c {" 'compatible = "i2c-gpio";'
fact "edb9302a: the helper's client under it" "$E" "i2c {" "rtc@6f {"
# i2c-gpio.c asks for "sda" and "scl" first and for indexes 0 and 1 of a
# lookup without a con_id only then; its binding requires the names
fact "edb9302a: the i2c-gpio lookup's index 0 is the driver's sda" "$E" "i2c {" "sda-gpios = <&ep93xx_gpio 49"
fact "edb9302a: the i2c-gpio lookup's index 1 is the driver's scl" "$E" "i2c {" "scl-gpios = <&ep93xx_gpio 48"
# cs4271.c reads its reset line from "reset-gpio" with a node; the board
# sets the number per machine (EGPIO1 for the 9301/9302, H(2) here)
fact "edb9302a: the codec's reset line, set for this machine" "$E" "audio-codec@0 {" "reset-gpio = <&ep93xx_gpio 58 GPIO_ACTIVE_LOW>;"
check "edb9302a: the codec's platform data converts" \
	item_is "$W/edb93xx.json" EDB9302A "cs4271@spi0.0" converted ""
# ep93xx_register_flash(4, EP93XX_CS6_PHYS_BASE, SZ_32M) fills the SoC's
# flash resource and data at run time: the NOR flash on chip select 6 is a
# board node with the address, size and width the board passed
fact "edb9307: the helper's flash window" "$W/edb93xx/ep93xx-edb9307.dts" "&ep93xx_flash {" "reg = <0x60000000 0x2000000>;"
fact "edb9307: the helper's bus width" "$W/edb93xx/ep93xx-edb9307.dts" "&ep93xx_flash {" "bank-width = <4>;"
fact "edb9302a: its own" "$E" "&ep93xx_flash {" "bank-width = <2>;"
check "edb9302a: i2c-gpio.0's lines from the helper's lookup table, as the board's" \
	python3 -c 'import json, sys
r = json.load(open(sys.argv[1]))
n = [i for i in r["items"] if i["machine"] == "EDB9302A" and i["name"] == "i2c-gpio.0:"]
sys.exit(0 if len(n) == 2 and all(i["source"].startswith("arch/arm/mach-ep93xx/edb93xx.c:") for i in n) else "%r" % n)' "$W/edb93xx.json"
# ep93xx_eth_data.phy_id: the PHY on the controller's own MDIO bus, as
# the binding 6.12 gave the block (an mdio child, phy-handle)
fact "edb93xx: the Ethernet's PHY at phy_id 1 on its MDIO bus" "$W/edb93xx/ep93xx-edb93xx.dtsi" "phy0: ethernet-phy@1 {" "reg = <1>;"
# "if (!edb93xx_has_fb()) return;": the machines the function's return
# names (EDB9307, 9312, 9315 and their A parts), nested tests within them
check "edb9301: no framebuffer, as edb93xx_has_fb() says" \
	sh -c '! grep -q "&ep93xx_fb {" "$1" "$2"' - \
	"$W/edb93xx/ep93xx-edb9301.dts" "$W/edb93xx/ep93xx-edb93xx.dtsi"
fact "edb9312: a framebuffer, as edb93xx_has_fb() says" "$W/edb93xx/ep93xx-edb9312.dts" "&ep93xx_fb {" 'status = "okay";'
check "edb9307: only the else branch of a test within edb93xx_has_fb()" \
	python3 -c 'import json, sys
n = [i["name"] for i in json.load(open(sys.argv[1]))["items"]
     if i["machine"] == "EDB9307" and i["name"].startswith("edb93xxfb_info.flags")]
sys.exit(0 if n == ["edb93xxfb_info.flags |= EP93XXFB_USE_SDCSN3"] else "%r" % n)' "$W/edb93xx.json"
fact "edb93xx: the Ethernet names its PHY" "$W/edb93xx/ep93xx-edb93xx.dtsi" "&ep93xx_eth {" "phy-handle = <&phy0>;"
check "edb9302: the Ethernet's platform data is converted" \
	item_is "$W/edb93xx.json" EDB9302 ep93xx_eth_device converted ""
# ads7846 with a pressure minimum: touchscreen-max-pressure would make
# touchscreen_parse_properties() reset the minimum, ti,pressure-max does not
board mach-omap1/board-htcherald.c omap1-herald.dts
fact "htcherald: the ADS7846's pressure minimum" "$W/board-htcherald/omap1-herald.dts" "touchscreen@1 {" "touchscreen-min-pressure = <5000>;"
fact "htcherald: its maximum as the driver's own property" "$W/board-htcherald/omap1-herald.dts" "touchscreen@1 {" "ti,pressure-max = /bits/ 16 <10000>;"
if block "$W/board-htcherald/omap1-herald.dts" "touchscreen@1 {" | grep -q touchscreen-max-pressure; then
	fail "htcherald: no touchscreen-max-pressure, which resets the minimum" "touchscreen@1 has one"
else
	pass "htcherald: no touchscreen-max-pressure, which resets the minimum"
fi
board mach-omap1/board-nokia770.c omap1-nokia770.dts
N=$W/board-nokia770/omap1-nokia770.dts
# ads7846 x_max, debounce_max: the general touchscreen binding's names
fact "nokia770: the ADS7846's X axis as a size" "$N" "touchscreen@0 {" "touchscreen-size-x = <4096>;"
fact "nokia770: the ADS7846's readings per sample" "$N" "touchscreen@0 {" "touchscreen-average-samples = <10>;"
# A SoC helper's model is its own body: devices.c's initcalls (its
# watchdog) are not what omap1_init_mmc() registers, and its MMC data is
# no watchdog's platform data
check "nokia770: omap1_init_mmc() is an item of its own" \
	item_is "$W/board-nokia770.json" NOKIA770 \
	"omap1_init_mmc(nokia770_mmc_data, OMAP16XX_NR_MMC)" todo ""
if grep -q '"omap_wdt_device"' "$W/board-nokia770.json"; then
	fail "nokia770: no watchdog item from a helper that registers none" \
		"$(grep -c '"omap_wdt_device"' "$W/board-nokia770.json")"
else
	pass "nokia770: no watchdog item from a helper that registers none"
fi
fact "nokia770: GPIO 41 is line 9 of the 16xx's third bank" "$N" "&omap16xx_gpio3 {" "gpios = <9 GPIO_ACTIVE_HIGH>;"
fact "nokia770: a bank the board uses is enabled" "$N" "&omap16xx_gpio3 {" 'status = "okay";'
fact "nokia770: MPU I/O lines from OMAP_MPUIO(0)" "$N" "i2c {" "gpios = <&omap15xx_mpu_gpio 9 GPIO_ACTIVE_HIGH>,"
# omap1's I2C controller has no static data: omap_i2c_add_bus() fills its
# resources through local pointers (res = i2c_resources; res[0].start =
# OMAP1_I2C_BASE; res[0].end = res[0].start + OMAP_I2C_SIZE) and its id
# from its argument, which the generated .dtsi and the bus numbering read
G=$W/board-nokia770/omap1.dtsi
fact "omap1.dtsi: the I2C controller the SoC code fills at run time" "$G" "omap_i2c_devices: i2c@fffb3800 {" "reg = <0xfffb3800 0x40>;"
fact "omap1.dtsi: the I2C controller's interrupt" "$G" "omap_i2c_devices: i2c@fffb3800 {" "interrupts = <4>;"
# the rate omap_register_i2c_bus() stores in i2c_pdata[bus_id - 1] when
# no i2c_bus= argument came first: its condition read on the SoC's data
fact "nokia770: the bus rate stored at run time, in Hz" "$N" "&omap_i2c_devices {" "clock-frequency = <100000>;"
check "nokia770: the bus rate is converted" \
	item_is "$W/board-nokia770.json" NOKIA770 omap_i2c_devices converted ""
board mach-omap1/board-osk.c omap1-omap-osk.dts
# "end = start = omap_cs3_phys(); end += SZ_32M - 1": the second store
# works on what the first, a run-time one, left
check "osk: a store on a run-time value is not applied" \
	item_is "$W/board-osk.json" OMAP_OSK "osk_flash_resource.end += SZ_32M - 1" todo \
	"on a value an earlier store gives it at run time"
check "osk: an I2C client on bus 1, omap_i2c_devices numbered by its id" \
	item_is "$W/board-osk.json" OMAP_OSK "tlv320aic23@1-1b" converted ""
fact "osk: the board's 400 kHz, not the devicetree's 100 kHz default" \
	"$W/board-osk/omap1-omap-osk.dts" "&omap_i2c_devices {" "clock-frequency = <400000>;"
# palmtreo.c's second machine stores into the board's data before it
# registers the keypad: what the first machine's translators took of it
# does not hide the store
board mach-pxa/palmtreo.c pxa27x-centro.dts pxa27x-treo680.dts
fact "centro: its own keymap" "$W/palmtreo/pxa27x-centro.dts" "&keypad {" "MATRIX_KEY(0, 0, KEY_F9)"
fact "treo680: its keymap" "$W/palmtreo/pxa27x-treo680.dts" "&keypad {" "MATRIX_KEY(0, 0, KEY_F8)"
# palmtreo_leds.dev.platform_data = &treo680_gpio_led_info: a store into
# a device whose initializer has no .dev: the struct is made for it
fact "treo680: its LEDs, stored into the shared device" "$W/palmtreo/pxa27x-treo680.dts" "&palmtreo_leds {" 'label = "treo680:green:led";'
fact "centro: its LEDs, not treo680's" "$W/palmtreo/pxa27x-centro.dts" "&palmtreo_leds {" 'label = "centro:white:keybbl";'
check "treo680: the LED store is applied" \
	item_is "$W/palmtreo.json" TREO680 "palmtreo_leds.dev.platform_data = &treo680_gpio_led_info" converted ""
board mach-sa1100/collie.c sa1100-collie.dts
# generic names by where the driver lives: drivers/power/supply/
fact "collie: the gpio-charger is charger" "$W/collie/sa1100-collie.dts" "charger {" 'compatible = "gpio-charger";'
board mach-footbridge/ebsa285.c footbridge-ebsa285.dts
# mv78xx0: no .dtsi in the tree; plat-orion fills its devices' resources at
# run time with the bases mach-mv78xx0/common.c passes
board mach-mv78xx0/buffalo-wxl-setup.c mv78xx0-terastation-wxl.dts
G=$W/buffalo-wxl-setup/mv78xx0.dtsi
fact "mv78xx0.dtsi: orion_uart0_init's UART0_PHYS_BASE and IRQ" "$G" "orion_uart0: serial@f1012000 {" "interrupts = <12>;"
fact "mv78xx0.dtsi: the Ethernet port under its controller" "$G" "orion_ge00_shared: ethernet@f1072000 {" "orion_ge00: ethernet-port@0 {"
fact "mv78xx0.dtsi: the GPIO controller" "$G" "gpio0: gpio@f1010100 {" "#gpio-cells = <2>;"
fact "buffalo-wxl: enables &orion_uart0" "$W/buffalo-wxl-setup/mv78xx0-terastation-wxl.dts" "&orion_uart0 {" 'status = "okay";'
fact "buffalo-wxl: the RTC on orion_i2c" "$W/buffalo-wxl-setup/mv78xx0-terastation-wxl.dts" "&orion_i2c {" "rtc@68 {"
# a machine whose board file tells its variants apart at run time gets a
# tree for each, what they share in a .dtsi: db78x00-bp's two cores each
# run a kernel and take their half of the SoC's devices
board mach-mv78xx0/db78x00-bp-setup.c mv78xx0-db78x00-bp-core-index-0.dts \
	mv78xx0-db78x00-bp-not-core-index-0.dts
fact "db78x00-bp: core 0 takes the SATA controller" \
	"$W/db78x00-bp-setup/mv78xx0-db78x00-bp-core-index-0.dts" "&orion_sata {" 'status = "okay";'
fact "db78x00-bp: the other core UART 1" \
	"$W/db78x00-bp-setup/mv78xx0-db78x00-bp-not-core-index-0.dts" "&orion_uart1 {" 'status = "okay";'
check "db78x00-bp: and not the SATA controller" \
	sh -c '! grep -q "&orion_sata {" "$1"' sh "$W/db78x00-bp-setup/mv78xx0-db78x00-bp-not-core-index-0.dts"
includes "db78x00-bp: each core's tree includes the .dtsi they share" \
	"$W/db78x00-bp-setup/mv78xx0-db78x00-bp-not-core-index-0.dts" mv78xx0-db78x00-bp.dtsi
check "db78x00-bp: core 0's UART 0, made in its tree" \
	item_is "$W/db78x00-bp-setup.json" DB78X00_BP orion_uart0 converted ""
# buffalo-wxl's cores differ in a PCIe slot each takes, which no node
# says: their trees would be the same, so it has one
check "buffalo-wxl: one tree when the variants' trees are the same" \
	item_is "$W/buffalo-wxl-setup.json" TERASTATION_WXL "mv78xx0_pcie_init(0, 1)" todo \
	"made only when (mv78xx0_core_index() == 0)"
# dns323 tells its revisions A1, B1 and C1 apart (switch (system_rev))
board mach-orion5x/dns323-setup.c orion5x-dns323-system-rev-0.dts \
	orion5x-dns323-system-rev-1.dts orion5x-dns323-system-rev-2.dts
fact "dns323: rev B1's tree enables the 88F5182's SATA" \
	"$W/dns323-setup/orion5x-dns323-system-rev-1.dts" "&sata {" 'status = "okay";'
check "dns323: rev A1's has none" \
	sh -c '! grep -q "&sata {" "$1"' sh "$W/dns323-setup/orion5x-dns323-system-rev-0.dts"
check "dns323: each revision's power-off handler converts in its tree" \
	item_is "$W/dns323-setup.json" DNS323 "pm_power_off = dns323c_power_off" converted ""
# sa1100.dtsi: a device whose driver's place says nothing is named by its
# words (devicetree specification 2.2.2), not by its Linux name
fact "sa1100.dtsi: the UDC is a usb node" "$W/collie/sa1100.dtsi" "sa11x0udc: usb@80000000 {" 'compatible = "intel,sa1100-udc";'
# DaVinci DM355: no .dtsi in the tree. dm355.c is read before the devices.c
# the DM355 shares with the DM365: its SPI0 is at the address of the
# DM644x's IDE there, and the MMC/SD controllers that devices.c moves per
# SoC at run time are left out rather than put at the DM644x's address.
board mach-davinci/board-dm355-evm.c davinci-dm355-evm.dts
G=$W/board-dm355-evm/dm355.dtsi
# generic names by where the driver lives: drivers/mtd/nand/
fact "dm355-evm: the NAND controller is nand-controller@" "$W/board-dm355-evm/davinci-dm355-evm.dts" \
	"nand-controller@2000000 {" 'compatible = "ti,davinci-nand";'
# dm355_gpio_register() registers the GPIO controller, not the EDMA that
# an initcall of dm355.c registers
check "dm355-evm: dm355_gpio_register()'s device is the GPIO controller" \
	item_is "$W/board-dm355-evm.json" DAVINCI_DM355_EVM davinci_gpio_device converted ""
fact "dm355.dtsi: dm355.c's SPI0, not devices.c's IDE" "$G" "dm355_spi0: spi@1c66000 {" 'status = "disabled";'
n=$(grep -c '@1c66000 {' "$G" 2>/dev/null)
[ "$n" = 1 ] && pass "dm355.dtsi: one node at the SPI's address" ||
	fail "dm355.dtsi: one node at the SPI's address" "$n"
n=$(grep -c '@1e10000 {' "$G" 2>/dev/null)
[ "$n" = 0 ] && pass "dm355.dtsi: no MMC/SD at the DM644x's address" ||
	fail "dm355.dtsi: no MMC/SD at the DM644x's address" "$n"
fact "dm355.dtsi: the ARM interrupt controller" "$G" "intc: interrupt-controller@1c48000 {" "#interrupt-cells = <1>;"
fact "dm355.dtsi: dm355_serial_device[], one node per port" "$G" "uart2: serial@1e06000 {" 'compatible = "ns16550a";'
fact "dm355-evm: enables dm355.c's SPI0" "$W/board-dm355-evm/davinci-dm355-evm.dts" "&dm355_spi0 {" 'status = "okay";'
# the generated .dtsi has the pinctrl-single node at pinmux_base: its
# registers as far as the mux table goes, a function mask of the fields'
# common width (DM3xx fields are 1 to 3 bits wide at any bit)
fact "dm355.dtsi: pinctrl-single at davinci_soc_info.pinmux_base" "$G" "pmx_core: pinmux@1c40000 {" "reg = <0x1c40000 0x20>;"
fact "dm355.dtsi: one-bit pin fields" "$G" "pmx_core: pinmux@1c40000 {" "pinctrl-single,function-mask = <0x1>;"
# I2C bus 1 of the DM355 is davinci_i2c_device, platform id 1, which
# i2c-davinci numbers its adapter by (adap->nr = pdev->id): the clients of
# bus 1 go under its node, though the registration comes first in the file.
fact "dm355-evm: bus 1's codec under the controller numbered 1" "$W/board-dm355-evm/davinci-dm355-evm.dts" \
	"&davinci_i2c {" "audio-codec@1b {"
check "dm355-evm: bus 1's codec converted" \
	item_is "$W/board-dm355-evm.json" DAVINCI_DM355_EVM "tlv320aic33@1-1b" converted ""
board mach-davinci/board-dm365-evm.c davinci-dm365-evm.dts
fact "dm365-evm: EMAC_TX_EN is mode 1 of PINMUX3 bits 17-18" "$W/board-dm365-evm/davinci-dm365-evm.dts" "board_pins: board-pins {" "pinctrl-single,bits = <0xc 0x20000 0x60000>,"
fact "dm365-evm: the EEPROM's software node property" "$W/board-dm365-evm/davinci-dm365-evm.dts" "eeprom@50 {" "pagesize = <64>;"
# regulator_register_always_on() twice with one name: a node each, told
# apart by their ids; each supply of the map into the codec's node
fact "dm365-evm: the 1.8 V fixed-dummy" "$W/board-dm365-evm/davinci-dm365-evm.dts" \
	"fixed_dummy: regulator-fixed-dummy {" "regulator-min-microvolt = <1800000>;"
fact "dm365-evm: the 3.3 V fixed-dummy, a node of its own" "$W/board-dm365-evm/davinci-dm365-evm.dts" \
	"fixed_dummy1: regulator-fixed-dummy-1 {" "regulator-min-microvolt = <3300000>;"
fact "dm365-evm: the codec's DVDD from the 1.8 V one" "$W/board-dm365-evm/davinci-dm365-evm.dts" \
	"audio-codec@18 {" "DVDD-supply = <&fixed_dummy>;"
check "dm365-evm: davinci_cfg_reg() on a generated .dtsi converts" \
	item_is "$W/board-dm365-evm.json" DAVINCI_DM365_EVM "davinci_cfg_reg(DM365_EMAC_TX_EN)" converted ""
# S3C2440: the tree has the family's s3c24xx.dtsi only; the generated
# s3c2440.dtsi includes it and adds the pin controller's compatible and
# GPIO banks, which the board's GPIOs reference.
# Board code in a file of its own: one the board's own symbol builds
# beside it (obj-$(CONFIG_SA1100_H3600) += h3600.o h3xxx.o), or one a
# symbol the board selects builds (S3C24XX_SMDK's common-smdk-s3c24xx.c)
board mach-sa1100/h3600.c sa1100-h3600.dts
fact "h3600: h3xxx_mach_init()'s buttons, as the board's" "$W/h3600/sa1100-h3600.dts" "gpio-keys {" 'label = "Power Button";'
# its micro-controller driver (ipaq-micro.c) takes UART 1's registers,
# where the generated .dtsi proposes sa1100.c's serial node: said, and
# that node is not enabled for it
check "h3600: the micro-ASIC at UART 1's address is said" \
	item_is "$W/h3600.json" H3600 h3xxx_micro_asic todo "proposed for drivers/tty/serial/sa1100.c"
no_fact "h3600: UART 1 is not enabled for the micro-ASIC" "$W/h3600/sa1100-h3600.dts" "&sa11x0uart1 {" 'status = "okay";'
# h3600_map_io() calls h3xxx_map_io(), board code that registers the
# serial port and stores to the SoC's PPC registers (PPDR |= ...): the
# port is enabled with its modem lines, the stores are said
fact "h3600: h3xxx_map_io()'s serial port" "$W/h3600/sa1100-h3600.dts" "&sa11x0uart3 {" 'status = "okay";'
fact "h3600: its modem lines from the lookup table" "$W/h3600/sa1100-h3600.dts" "&sa11x0uart3 {" "dcd-gpios = <&gpio 23 GPIO_ACTIVE_LOW>;"
check "h3600: h3xxx_map_io()'s stores to registers are said" \
	item_is "$W/h3600.json" H3600 "h3xxx_map_io()" todo "7 register writes at boot"
# sa1100_init(), an arch_initcall of generic.c, registers the UDC, SSP,
# RTC and DMA controller on every machine: enabled in the generated
# .dtsi; its UARTs are serial ports only as the board numbers them
if block "$W/h3600/sa1100.dtsi" "sa11x0rtc: rtc@90010000 {" | grep -q status ||
	! block "$W/h3600/sa1100.dtsi" "sa11x0uart1: serial@80010000 {" | grep -q 'status = "disabled";'; then
	fail "sa1100.dtsi: sa1100_init()'s RTC enabled, its UART not" \
		"$(block "$W/h3600/sa1100.dtsi" "sa11x0rtc: rtc@90010000 {" | grep status)"
else
	pass "sa1100.dtsi: sa1100_init()'s RTC enabled, its UART not"
fi
if grep -q "h3xxx" "$W/h3600/sa1100.dtsi"; then
	fail "sa1100.dtsi: h3xxx.c is board code, not the SoC's" "$(grep -n h3xxx "$W/h3600/sa1100.dtsi" | head -3)"
else
	pass "sa1100.dtsi: h3xxx.c is board code, not the SoC's"
fi
# s3c2416.c renames s3c_device_nand (s3c_nand_setname("s3c2412-nand")) in
# its map_io: the addendum's node is the renamed device's; s3c6410.c's
# s3c6400-nand has no compatible of its own, and a guess from the .dtsi's
# other blocks is none; crag6410's SPI0, which s3c6410.c does not rename,
# keeps its name
fact "smdk2416: the NAND controller by its run-time name" "$W/mach-smdk2416/s3c2416-smdk2416.dts" "nand-controller@4e000000 {" 'compatible = "samsung,s3c2412-nand";'
# s3c6400-nand is in no OF table, but its platform_device_id entry has
# TYPE_S3C2412, which samsung,s3c2412-nand's match data holds (match_data.c)
check "mini6410: a run-time name's compatible by its match data" \
	item_is "$W/mach-mini6410.json" MINI6410 s3c_device_nand partial \
	"registers it as s3c6400-nand, which drivers/mtd/nand/raw/s3c2410.c drives as samsung,s3c2412-nand"
fact "mini6410: the NAND controller of the S3C6400's kind" "$W/mach-mini6410/s3c6410-mini6410.dts" "nand-controller@70200000 {" 'compatible = "samsung,s3c2412-nand";'
# struct s3c2410_platform_nand: a chip node per set, its ECC engine and
# partitions (translate/mtd.c); MTDPART_SIZ_FULL stays size 0, which the
# MTD core reads from a node as it does from platform data: the rest of the
# chip it probed, whose size the board file does not know either
fact "mini6410: the NAND chip's soft ECC" "$W/mach-mini6410/s3c6410-mini6410.dts" "nand@0 {" "nand-use-soft-ecc-engine;"
fact "mini6410: the NAND chip's partitions" "$W/mach-mini6410/s3c6410-mini6410.dts" "partition@100000 {" 'label = "kernel";'
fact "mini6410: the rest-of-chip partition" "$W/mach-mini6410/s3c6410-mini6410.dts" "partition@300000 {" "reg = <0x300000 0x0>;"
# the SoC's ADC and RTC: their names (s3c64xx-adc, s3c64xx-rtc) are
# drivers' with no OF table or none at all, but exynos_adc.c and rtc-s3c.c
# have the S3C6410's block by its own name
fact "mini6410: the ADC by the driver that has this SoC's" "$W/mach-mini6410/s3c6410-mini6410.dts" "adc@7e00b000 {" 'compatible = "samsung,s3c6410-adc";'
fact "mini6410: the ADC an IIO provider" "$W/mach-mini6410/s3c6410-mini6410.dts" "adc@7e00b000 {" "#io-channel-cells = <1>;"
fact "mini6410: the ADC's clock by its clkdev name" "$W/mach-mini6410/s3c6410-mini6410.dts" "adc@7e00b000 {" 'clock-names = "adc";'
check "mini6410: the ADC's driver is said" \
	item_is "$W/mach-mini6410.json" MINI6410 s3c_device_adc converted "drivers/iio/adc/exynos_adc.c's OF table has this SoC's adc: samsung,s3c6410-adc"
# one device registered twice (s3c_nand_set_platdata(), then
# platform_add_devices()): the second item says what the first came to
check "smdk2416: the NAND's second registration is the same device" \
	python3 -c 'import json,sys; r=json.load(open(sys.argv[1])); i=[x for x in r["items"] if x["name"]=="s3c_device_nand"]; sys.exit(not(len(i)==2 and i[1]["fate"]==i[0]["fate"]=="partial" and i[1]["why"].startswith("the device registered at line")))' "$W/mach-smdk2416.json"
# crag6410_cfg_sdhci0() pulls GPG6 down and sets no function: a group of
# the board's own with the pull alone, in the S3C64xx's pin-pud encoding
fact "crag6410: a pull-only pin of the board's SD setup" "$CR" "sdhci0_pins: sdhci0-pins {" "samsung,pin-pud = <1>;"
fact "crag6410: sdhci0's pinctrl-0 with the .dtsi's groups" "$CR" "&sdhci0 {" "pinctrl-0 = <&sd0_cmd>, <&sd0_clk>, <&sd0_bus4>, <&sdhci0_pins>;"
fact "crag6410: SPI0 by its own name" "$CR" "spi@7f00b000 {" 'compatible = "samsung,s3c6410-spi";'
fact "crag6410: SPI0 a bus" "$CR" "spi@7f00b000 {" "#size-cells = <0>;"
fact "smdk2416: common-smdk's LEDs" "$W/mach-smdk2416/s3c2416-smdk2416.dts" "led-0 {" 'label = "led4";'
# colibri-evalboard.c defines what colibri.h stubs out without its
# option: the definition with a body is the one followed, not a stub of
# another file's model; two tables for one device's GPIO are said
board mach-pxa/colibri-pxa300.c pxa3xx-colibri300.dts
fact "colibri300: the evaluation board's RTC" "$W/colibri-pxa300/pxa3xx-colibri300.dts" "&pxai2c1 {" 'compatible = "st,m41t00";'
# the base board is a switch on a variable: INCOME's init stores it before
# the init it shares, so only its case runs (its MMC card detect, from its
# own table); COLIBRI's comes from the command line (core_param()): the
# tree is a boot's without it, the evaluation board's (0), and the other
# case is said
board mach-pxa/colibri-pxa270.c pxa27x-colibri.dts pxa27x-income.dts
check "colibri-pxa270: INCOME's base board case alone" \
	item_is "$W/colibri-pxa270.json" INCOME "pxa2xx-mci.0:cd" converted ""
check "colibri-pxa270: COLIBRI's base board is the command line's default" \
	item_is "$W/colibri-pxa270.json" COLIBRI "pxa_device_mci" converted ""
check "colibri-pxa270: COLIBRI's other base board is the command line's" \
	item_is "$W/colibri-pxa270.json" COLIBRI "colibri_pxa270_income_boardinit()" todo \
	"(colibri_pxa270_baseboard == 1), by colibri_pxa270_baseboard= on the kernel command line"
# the helper's own pin set-up, read through its "helper: call" step; the
# S3C2416's pull field takes S3C_GPIO_PULL_NONE as written (s3c2416.c
# installs samsung_gpio_setpull_updown())
fact "smdk2416: common-smdk's pull set-up as a hog group" "$W/mach-smdk2416/s3c2416-smdk2416.dts" "board_gpf4: board-gpf4 {" "samsung,pin-pud = <0>;"
board mach-s3c/mach-mini2440.c s3c-mini2440.dts
# the S3C2440's one pull bit per pin is no 2-bit field of
# pinctrl-s3c24xx.c: a function converts, a pull is said
fact "mini2440: the I2S pins' function as a hog group" "$W/mach-mini2440/s3c-mini2440.dts" "board_gpe0: board-gpe0 {" "samsung,pin-function = <2>;"
check "mini2440: a pull the pin controller cannot set is said" \
	item_is "$W/mach-mini2440.json" MINI2440 "s3c_gpio_setpull(S3C2410_GPB(5), S3C_GPIO_PULL_NONE)" todo "one pull bit per pin"
check "mini2440: a pin in a loop is said" \
	item_is "$W/mach-mini2440.json" MINI2440 "s3c_gpio_setpull(mini2440_buttons[i].gpio, S3C_GPIO_PULL_UP)" todo "not constants"
# s3c244x.c names the NAND controller through a helper
# (s3c_nand_setname("s3c2440-nand")): the generated .dtsi's node is that one
fact "s3c2440.dtsi: the NAND controller by its run-time name" "$W/mach-mini2440/s3c2440.dtsi" "nand-controller@4e000000 {" 'compatible = "samsung,s3c2440-nand";'
fact "s3c2440.dtsi: the NAND controller's chip cells" "$W/mach-mini2440/s3c2440.dtsi" "nand-controller@4e000000 {" "#size-cells = <0>;"
fact "mini2440: the NAND set's on-flash BBT" "$W/mach-mini2440/s3c-mini2440.dts" "nand@0 {" "nand-on-flash-bbt;"
check "mini2440: ignore_unset_ecc, which no property takes, is said" \
	item_is "$W/mach-mini2440.json" MINI2440 s3c_device_nand partial "ignore_unset_ecc has no property"
# s3cmci.c asks for its "bus" GPIOs only in s3cmci_probe_pdata(), called
# when the device has no node; the binding has no such property, but
# wants pinctrl-0: the SoC's set_power() callback puts the pins in their
# function at power-up (its switch's case MMC_POWER_UP), a group of the
# board's own (the S3C2440's pull cannot be said), which the lines are in
check "mini2440: a lookup only the platform-data probe reads is said" \
	item_is "$W/mach-mini2440.json" MINI2440 "s3c2410-sdi:bus" converted \
	"asks for its \"bus\" GPIOs only in s3cmci_probe_pdata()"
fact "mini2440: the SD pins' function from set_power()" "$W/mach-mini2440/s3c-mini2440.dts" "s3c_device_sdi_pins: s3c-device-sdi-pins {" "samsung,pin-function = <2>;"
fact "mini2440: the SD controller's pinctrl-0" "$W/mach-mini2440/s3c-mini2440.dts" "&s3c_device_sdi {" "pinctrl-0 = <&s3c_device_sdi_pins>;"
check "mini2440: set_power()'s power-off and pull are said" \
	item_is "$W/mach-mini2440.json" MINI2440 s3c_device_sdi partial \
	"what it does at power-off has no property"
check "mini2440: set_power()'s pull the pin controller cannot set is said" \
	item_is "$W/mach-mini2440.json" MINI2440 s3c_device_sdi partial \
	"the function, not the pull"
if grep -q "bus-gpios" "$W/mach-mini2440/s3c-mini2440.dts" 2>/dev/null; then
	fail "mini2440: no bus-gpios, which s3cmci.c's devicetree probe never reads" "$(grep -n bus-gpios "$W/mach-mini2440/s3c-mini2440.dts")"
else
	pass "mini2440: no bus-gpios, which s3cmci.c's devicetree probe never reads"
fi
# rx1950's own set_power() calls the SoC's default, then switches the
# card's power GPIO: the pins of the call it makes convert (and the bus
# lookups with them), the GPIO, which s3cmci.c's devicetree probe has no
# property for, is said
board mach-s3c/mach-rx1950.c s3c-rx1950.dts
check "rx1950: a bus lookup in the pins of the SoC default its set_power() calls" \
	item_is "$W/mach-rx1950.json" RX1950 "s3c2410-sdi:bus" converted \
	"the node's pinctrl-0 group s3c_device_sdi_pins"
fact "rx1950: the SD pins of the nested call" "$W/mach-rx1950/s3c-rx1950.dts" "&s3c_device_sdi {" "pinctrl-0 = <&s3c_device_sdi_pins>;"
check "rx1950: set_power()'s power GPIO is said" \
	item_is "$W/mach-rx1950.json" RX1950 s3c_device_sdi partial \
	"it also drives S3C2410_GPJ(1) to 1 at power-up"
# n30.c ends its SD lookup table before the bus pins: gpiolib stops at
# the "{ }", so they never were the board's GPIOs
board mach-s3c/mach-n30.c s3c-n30.dts s3c-n35.dts
check "n30: a lookup after its table's terminator is said" \
	item_is "$W/mach-n30.json" N30 "s3c2410-sdi:bus" todo \
	"follows the table's terminator (the empty entry at line 401)"
G=$W/mach-mini2440/s3c2440.dtsi
if grep -qx '#include "s3c24xx.dtsi"' "$G" 2>/dev/null; then
	pass "s3c2440.dtsi: includes the family's s3c24xx.dtsi"
else
	fail "s3c2440.dtsi: includes the family's s3c24xx.dtsi" "$(head -c 300 "$G" 2>&1 | tr '\n' ' ')"
fi
fact "s3c2440.dtsi: the pin controller's compatible" "$G" "&pinctrl_0 {" 'compatible = "samsung,s3c2440-pinctrl";'
fact "s3c2440.dtsi: the GPG bank" "$G" "gpg: gpg {" "#gpio-cells = <2>;"
fact "mini2440: a key on GPG" "$W/mach-mini2440/s3c-mini2440.dts" "key-power {" "gpios = <&gpg 6 GPIO_ACTIVE_LOW>;"
# devs.c, built for SAMSUNG_ATAGS that ARCH_S3C24XX selects, is the SoC's:
# its devices that s3c24xx.dtsi lacks are nodes of the generated .dtsi;
# those under an option no S3C2440 kernel has (S3C_DEV_HSMMC) are not.
fact "s3c2440.dtsi: devs.c's SD controller" "$G" "s3c_device_sdi: mmc@5a000000 {" 'compatible = "samsung,s3c2440-sdi";'
if grep -q "mmc@4ac00000" "$G" 2>/dev/null; then
	fail "s3c2440.dtsi: no S3C2416 HSMMC (S3C_DEV_HSMMC)" "$(grep -n "mmc@4ac00000" "$G")"
else
	pass "s3c2440.dtsi: no S3C2416 HSMMC (S3C_DEV_HSMMC)"
fi
# GPIO_LOOKUP("GPIOG", 8, "cd"): gpio-samsung.c labels the chip at
# S3C2410_GPG(0) "GPIOG", the .dtsi's gpg bank
fact "mini2440: a lookup on gpio-samsung.c's \"GPIOG\" chip" "$W/mach-mini2440/s3c-mini2440.dts" "&s3c_device_sdi {" "cd-gpios = <&gpg 8 GPIO_ACTIVE_LOW>;"

# ---- board calls with a devicetree form (issue 10) ------------------------
# s3c24xx_init_clocks(xtal) and its kin pass the crystal's rate to the
# SoC's clock driver, whose binding wants a fixed clock named "xti".
M24=$W/mach-mini2440/s3c-mini2440.dts
fact "mini2440: the crystal of s3c2440_init_clocks()" "$M24" "oscillator-0 {" "clock-frequency = <12000000>;"
fact "mini2440: the crystal is the clock driver's \"xti\"" "$M24" "oscillator-0 {" 'clock-output-names = "xti";'
check "mini2440: s3c2440_init_clocks() converted" \
	item_is "$W/mach-mini2440.json" MINI2440 "s3c2440_init_clocks(12000000)" converted ""
# s3c_i2c0_cfg_gpio() sets GPE14/15 to S3C2410_GPE14_IICSCL (2 << 28):
# function 2; s3c2440.dtsi has no pin groups, so the board has its own
fact "mini2440: the I2C pins of s3c_i2c0_cfg_gpio()" "$M24" "i2c_pins: i2c-pins {" 'samsung,pins = "gpe-14", "gpe-15";'
fact "mini2440: their function" "$M24" "i2c_pins: i2c-pins {" "samsung,pin-function = <2>;"
fact "mini2440: the I2C controller takes them" "$M24" "&i2c {" "pinctrl-0 = <&i2c_pins>;"
check "mini2440: the I2C controller's pins converted" \
	item_is "$W/mach-mini2440.json" MINI2440 s3c_device_i2c0 converted "groups of the board's own"
# s3c2440_init_clocks() and s3c2442_init_clocks() both call
# s3c2410_common_clk_init(): the rate is the argument of the one called
board mach-s3c/mach-rx1950.c s3c-rx1950.dts
fact "rx1950: the crystal of s3c2442_init_clocks()" "$W/mach-rx1950/s3c-rx1950.dts" "oscillator-0 {" "clock-frequency = <16934000>;"
# no driver or binding sets the SoC's MISCCR: the boot loader must
check "rx1950: s3c2410_modify_misccr() says why it stays" \
	item_is "$W/mach-rx1950.json" RX1950 \
	"s3c2410_modify_misccr(S3C2410_MISCCR_USBHOST | S3C2410_MISCCR_USBSUSPND0 | S3C2410_MISCCR_USBSUSPND1, 0x0)" \
	todo "the boot loader must"

# davinci_serial_init(da8xx_serial_device) registers each element of the
# array in a loop: each UART is enabled; add_preferred_console("ttyS", 2,
# "115200") is the console stdout-path names (serial2: the 8250 driver's
# DT ports are its serial aliases).
fact "da850-evm: UART 0 of davinci_serial_init()" "$D8" "&serial0 {" 'status = "okay";'
fact "da850-evm: UART 2 of davinci_serial_init()" "$D8" "&serial2 {" 'status = "okay";'
check "da850-evm: the array's elements are devices" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM "da8xx_serial_device[1]" converted ""
fact "da850-evm: the board's preferred console" "$D8" "chosen {" 'stdout-path = "serial2:115200n8";'
fact "da850-evm: its alias" "$D8" "aliases {" "serial2 = &serial2;"
check "da850-evm: add_preferred_console() converted" \
	item_is "$W/board-da850-evm.json" DAVINCI_DA850_EVM 'add_preferred_console("ttyS", 2, "115200")' converted ""

# ---- board interrupt set-up (irq_setup.c) --------------------------------
# gpio_to_irq(N) is the interrupt of GPIO N: a cell pair on its SoC GPIO
# controller where the .dtsi makes that an interrupt controller (the
# generated omap1.dtsi does for gpio-omap.c, whose lines are a gpiolib
# irqchip); irq_set_irq_type() on a line a device takes is its trigger
# cell; a line nothing takes, or the board's own demultiplexer's, says so.
N=$W/board-nokia770/omap1-nokia770.dts
fact "omap1.dtsi: gpio-omap.c's banks are interrupt controllers" "$W/board-nokia770/omap1.dtsi" \
	"omap16xx_gpio4: gpio@fffbbc00 {" "#interrupt-cells = <2>;"
fact "nokia770: Retu's IRQ is gpio_to_irq(retu_irq_gpio), its trigger the board's" "$N" \
	"pmic@1 {" "interrupts = <14 IRQ_TYPE_EDGE_RISING>;"
fact "nokia770: ... on the GPIO bank of GPIO 62" "$N" "pmic@1 {" "interrupt-parent = <&omap16xx_gpio4>;"
check "nokia770: the assignment of gpio_to_irq() converted" \
	item_is "$W/board-nokia770.json" NOKIA770 "nokia770_i2c_board_info_2[0].irq = gpio_to_irq(retu_irq_gpio)" converted ""
check "nokia770: irq_set_irq_type() names the node that took it" \
	item_is "$W/board-nokia770.json" NOKIA770 "irq_set_irq_type(gpio_to_irq(retu_irq_gpio), IRQ_TYPE_EDGE_RISING)" \
	converted "the trigger of pmic@1's interrupt, on &omap16xx_gpio4 line 14"
board mach-pxa/zeus.c pxa27x-arcom-zeus.dts
ZE=$W/zeus/pxa27x-arcom-zeus.dts
fact "zeus: the CAN controller's trigger of irq_set_irq_type()" "$ZE" "can@0 {" "interrupts = <116 IRQ_TYPE_EDGE_FALLING>;"
check "zeus: the trigger of a line no device takes stays, said" \
	item_is "$W/zeus.json" ARCOM_ZEUS "irq_set_irq_type(gpio_to_irq(ZEUS_PTT_GPIO), IRQ_TYPE_EDGE_RISING)" \
	todo "no device node of the board takes interrupt &gpio line 27"
check "zeus: the board's demultiplexer's line stays, said" \
	item_is "$W/zeus.json" ARCOM_ZEUS "irq_set_irq_type(gpio_to_irq(ZEUS_ISA_GPIO), IRQ_TYPE_EDGE_RISING)" \
	todo "the parent line of the board's own interrupt demultiplexer"
# S3C24xx EINT4-23 are lines of the GPF and GPG banks, which the generated
# .dtsi makes interrupt controllers (s3c24xx.dtsi's wakeup-eint node
# demultiplexes them): mini2440's DM9000 on IRQ_EINT7 is GPF 7.
fact "s3c2440.dtsi: GPF is an interrupt controller" "$W/mach-mini2440/s3c2440.dtsi" "gpf: gpf {" "#interrupt-cells = <2>;"
fact "mini2440: the DM9000 on IRQ_EINT7" "$W/mach-mini2440/s3c-mini2440.dts" "ethernet@20000300 {" "interrupt-parent = <&gpf>;"
fact "mini2440: ... GPF line 7, rising as its resource says" "$W/mach-mini2440/s3c-mini2440.dts" "ethernet@20000300 {" \
	"interrupts = <7 IRQ_TYPE_EDGE_RISING>;"
check "mini2440: the DM9000 converted" \
	item_is "$W/mach-mini2440.json" MINI2440 mini2440_device_eth converted ""
# S3C64xx EINT16-22 are GPL 8-14 (crag6410's DM9000 on S3C_EINT(17)).
fact "crag6410: the DM9000 on S3C_EINT(17), GPL 9" "$W/mach-crag6410/s3c6410-wlf-cragg-6410.dts" \
	"ethernet@38000000 {" "interrupt-parent = <&gpl>;"
check "crag6410: the DM9000 converted" \
	item_is "$W/mach-crag6410.json" WLF_CRAGG_6410 crag6410_dm9k_device converted ""
# A line the board handles itself (request_irq() of a board function), a
# wake-up it enables on one, and gpio_set_wake() (a PXA power manager
# setting no devicetree path makes in 6.1) stay, each saying why.
board mach-omap1/board-palmz71.c omap1-omap-palmz71.dts
check "palmz71: request_irq() of a board function says so" \
	item_is "$W/board-palmz71.json" OMAP_PALMZ71 \
	'request_irq(gpio_to_irq(PALMZ71_USBDETECT_GPIO), palmz71_powercable, 0, "palmz71-cable", NULL)' \
	todo "runs the board's own handler palmz71_powercable()"
# the handler, called once at boot, sets one trigger or the other by the
# cable's state then: neither is made
check "palmz71: the trigger the cable's state picks says so" \
	item_is "$W/board-palmz71.json" OMAP_PALMZ71 \
	"irq_set_irq_type(gpio_to_irq(PALMZ71_USBDETECT_GPIO), IRQ_TYPE_EDGE_FALLING)" \
	todo "made only when (gpio_get_value(PALMZ71_USBDETECT_GPIO))"
check "tosa: gpio_set_wake() says why no devicetree makes it" \
	item_is "$W/tosa.json" TOSA "gpio_set_wake(MFP_PIN_GPIO1, 1)" todo "gpio-pxa.c probed from a devicetree node has no set_wake"
check "dm355-evm: a GPIO interrupt on a bank of no interrupt cells, said" \
	item_is "$W/board-dm355-evm.json" DAVINCI_DM355_EVM dm355evm_dm9000 partial \
	"gpio_to_irq(1): &gpio is no interrupt controller of two cells in dm355.dtsi"

# ---- calls the family's DT machine makes too (dt_machine.c) -------------
# da8xx-dt.c's DA850_DT has da850_init as its .map_io, and its
# .init_machine calls davinci_pm_init(): a devicetree boot makes both
DTM=$W/board-da850-evm.json
check "da850-evm: da850_init() is the DT machine's .map_io" \
	item_is "$DTM" DAVINCI_DA850_EVM "da850_init()" converted \
	"the DT machine DA850_DT (mach-davinci/da8xx-dt.c:29) calls it too (as its .map_io)"
check "da850-evm: davinci_pm_init() is called by da850_init_machine()" \
	item_is "$DTM" DAVINCI_DA850_EVM "davinci_pm_init()" converted \
	"calls it too (from da850_init_machine())"
# cns3xxx_init(), CNS3XXX_DT's .init_machine, calls cns3xxx_l2x0_init()
# I2C LED dimmers and GPIO expanders by their drivers' reading of a node:
# the PCA9532 fills leds[] from its children in order, so an unused
# output before a used one is a child of type NONE (translate/pca9532.c);
# the MAX7320 is a gpio-max732x chip of 8 lines
board mach-iop32x/n2100.c iop32x-n2100.dts
N21=$W/n2100/iop32x-n2100.dts
fact "n2100: PCA9532 output 7 is the red USB LED" "$N21" "led-7 {" 'label = "n2100:red:usb";'
fact "n2100: PCA9532 output 3 unused, kept for the order" "$N21" "led-3 {" "type = <PCA9532_TYPE_NONE>;"
fact "n2100: the beeper's type" "$N21" "led-15 {" "type = <PCA9532_TYPE_N2100_BEEP>;"
check "n2100: the PCA9532 converts" item_is "$W/n2100.json" N2100 pca9532@0-60 converted ""
board mach-pxa/littleton.c pxa3xx-littleton.dts
fact "littleton: the MAX7320 a GPIO controller" "$W/littleton/pxa3xx-littleton.dts" "gpio@50 {" "gpio-controller;"
check "littleton: the MAX7320 converts" item_is "$W/littleton.json" LITTLETON max7320@0-50 converted ""
board mach-cns3xxx/cns3420vb.c cns3xxx-cns3420vb.dts
# generic names by where the driver lives: drivers/usb/host/
fact "cns3420vb: the EHCI controller is usb@" "$W/cns3420vb/cns3xxx-cns3420vb.dts" \
	"usb@82000000 {" 'compatible = "generic-ehci";'
check "cns3420vb: cns3xxx_l2x0_init() is reached from the DT machine" \
	item_is "$W/cns3420vb.json" CNS3420VB "cns3xxx_l2x0_init()" converted \
	"the DT machine CNS3XXX_DT (mach-cns3xxx/core.c:402) calls it too (from cns3xxx_init())"
# S3C6400_DT calls s3c64xx_init_cpu() only: the PM setup stays a to-do
check "crag6410: s3c64xx_pm_init() is not the DT machine's" \
	item_is "$W/mach-crag6410.json" WLF_CRAGG_6410 "s3c64xx_pm_init()" todo \
	"the DT machine S3C6400_DT (mach-s3c/mach-s3c64xx-dt.c:47) does not reach it"
# S3C2416_DT takes samsung,s3c2416 only: an S3C2442 has no DT machine
check "rx1950: s3c_pm_init() of an SoC no DT machine takes" \
	item_is "$W/mach-rx1950.json" RX1950 "s3c_pm_init()" todo \
	'no DT machine of mach-s3c takes "samsung,s3c2442"'
check "terastation-wxl: mach-mv78xx0 has no DT machine" \
	item_is "$W/buffalo-wxl-setup.json" TERASTATION_WXL "mv78xx0_init()" todo \
	"mach-mv78xx0 has no DT machine (DT_MACHINE_START) in this tree"

# ---- PXA SSP ports the SoC .dtsi lacks (ssp_port.c) ----------------------
#
# pxa25x.dtsi and pxa27x.dtsi of 6.1 have no SSP port: a port a board uses
# as an SPI bus (pxa2xx_set_spi_info) becomes a node on the .dtsi's bus from
# the SoC file's device for it (pxa25x-ssp.0 is port 1), named spi@ with the
# .dtsi's label for it, its SPI devices under it. In 6.1 nothing makes such
# a node an SPI controller (spi-pxa2xx.c matches marvell,mmp2-ssp only,
# ssp.c registers no pxa2xx-spi device): the items say so, partial.
board mach-pxa/lubbock.c pxa25x-lubbock.dts
LB=$W/lubbock/pxa25x-lubbock.dts
fact "lubbock: SSP port 1 from pxa25x-ssp.0" "$LB" "ssp: spi@41000000 {" 'compatible = "mrvl,pxa25x-ssp";'
fact "lubbock: the port's clock" "$LB" "ssp: spi@41000000 {" "clocks = <&clks CLK_SSP>;"
fact "lubbock: the touchscreen on the port" "$LB" "ssp: spi@41000000 {" "touchscreen@0 {"
fact "lubbock: spi1 is the port" "$LB" "aliases {" "spi1 = &ssp;"
check "lubbock: no SPI controller of the port in 6.1, said" \
	item_is "$W/lubbock.json" LUBBOCK "pxa2xx_set_spi_info(1, &pxa_ssp_master_info)" partial "is no SPI controller"
check "lubbock: the port belongs in the .dtsi, said" \
	item_is "$W/lubbock.json" LUBBOCK "pxa2xx_set_spi_info(1, &pxa_ssp_master_info)" partial "it belongs in pxa25x.dtsi"
# z2.c is converted above
Z=$W/z2/pxa27x-zipit2.dts
fact "z2: SSP port 2 from pxa27x-ssp.1" "$Z" "ssp2: spi@41700000 {" 'compatible = "mrvl,pxa27x-ssp";'
fact "z2: the port's interrupt" "$Z" "ssp2: spi@41700000 {" "interrupts = <16>;"
fact "z2: the LCD on port 2" "$Z" "ssp2: spi@41700000 {" 'compatible = "samsung,lms283gf05";'
check "z2: the LCD's item says the port does not probe in 6.1" \
	item_is "$W/z2.json" ZIPIT2 "lms283gf05@spi2.0" partial "described but do not probe"

# ---- the kernel's DTS coding style, measured by tests/dtstyle.py ----------
# The measure itself, on a file with one fault of each kind.
expect_tail() { # NAME WANT CMD...: the last line of CMD's output is WANT
	name=$1 want=$2
	shift 2
	got=$("$@" 2>&1 | tail -n 1)
	if [ "$got" = "$want" ]; then
		pass "$name"
	else
		fail "$name" "got '$got'"
	fi
}
expect_tail "dtstyle: one fault of each kind" \
	"TOTAL files=1 lines=43 long=1 spaces=0 comments=1 override=1 address=2 propfirst=2 status=1 vendor=1 comments%=2.3 files_with_faults=1" \
	python3 tests/dtstyle.py tests/fixtures/dtstyle/faults.dts
check_fails "dtstyle: --strict fails on faults" \
	python3 tests/dtstyle.py --strict tests/fixtures/dtstyle/faults.dts
# Every machine's output: no ordering fault, no line over 100 columns, no
# indentation by spaces, comment lines under 5% in each file. Compatibles
# no driver or binding of the tree knows, and dtc warnings (dtc's default
# set, the kernel's W=1) the SoC .dtsi alone does not draw, are held at
# their measured ceilings until they reach 0.
STYLE_CEILINGS="invented 1
dtcnew 0"
for d in "$W"/*/*.dts "$W"/*/*.dtsi; do
	case $d in */fixture-*|*/lc-*|*/bad/*) continue ;; esac
	echo "$d"
done >"$W/style.list"
python3 tests/dtstyle.py --kernel "$K" $(cat "$W/style.list") >"$W/style.out" 2>&1
sed -n 's/^TOTAL /MEASURE dtstyle: /p' "$W/style.out"
for k in long spaces override address propfirst status vendor; do
	n=$(sed -n "s/^TOTAL .* $k=\([0-9]*\) .*/\1/p" "$W/style.out")
	if [ "$n" = 0 ]; then
		pass "dtstyle: $k = 0 on $(wc -l <"$W/style.list") files"
	else
		fail "dtstyle: $k = 0" "$k=${n:-?}: $(grep "^  $k" "$W/style.out" | head -n 3 | tr '\n' ' ')"
	fi
done
over=$(awk '/ comments%=/ && !/^TOTAL/ { p = $NF; sub(/comments%=/, "", p); if (p + 0 >= 5) print $1 " " p "%" }' "$W/style.out")
if [ -z "$over" ]; then
	pass "dtstyle: comment lines under 5% in every file"
else
	fail "dtstyle: comment lines under 5% in every file" "$(echo "$over" | tr '\n' ' ')"
fi
echo "$STYLE_CEILINGS" | while read -r k max; do
	n=$(sed -n "s/^TOTAL .* $k=\([0-9]*\) .*/\1/p" "$W/style.out")
	if [ -n "$n" ] && [ "$n" -le "$max" ]; then
		pass "dtstyle: $k $n <= $max"
	else
		fail "dtstyle: $k ${n:-?} <= $max" "$(grep "^  $k\|^  dtc" "$W/style.out" | head -n 3 | tr '\n' ' ')"
	fi
done

# ---- agreement with the upstream .dts ------------------------------------
# The measure itself, on a fixture pair with one node per fate.
# expect_line NAME WANT CMD...: the first line of CMD's output is WANT.
expect_line() {
	name=$1 want=$2
	shift 2
	got=$("$@" 2>&1 | head -n 1)
	if [ "$got" = "$want" ]; then
		pass "$name"
	else
		fail "$name" "got '$got'"
	fi
}
AG=$FIX/agree-generated.dts
AU=$FIX/agree-upstream.dts
expect_line "agree: one node per fate" \
	"node agreement 33.3% (2/6): upstream 6, matched 2, missing 4 (absent 2, disabled 1, differs 1), extra 1" \
	"$BF2DTS" agree -q --kernel "$K" "$AG" "$AU"
got=$("$BF2DTS" agree -q --kernel "$K" "$AG" "$AU" 2>&1 | sed -n 2p)
# serial (compatible, reg), eth (compatible, reg), mmc (compatible; reg differs)
[ "$got" = "node property agreement 83.3% (5/6)" ] &&
	pass "agree: same-valued properties of matched nodes" ||
	fail "agree: same-valued properties of matched nodes" "got '$got'"
expect_line "agree: --base sets the SoC's own nodes apart" \
	"board agreement 25.0% (1/4): upstream 4, matched 1, missing 3 (absent 2, disabled 1, differs 0), extra 0" \
	"$BF2DTS" agree -q --kernel "$K" --base "$AG" "$AG" "$AU"
if "$BF2DTS" agree --kernel "$K" "$AG" "$AU" | grep -qF "differs   /soc/mmc@3000: reg (upstream <0x3000 0x100>, generated <0x3000 0x200>)"; then
	pass "agree: says which property differs"
else
	fail "agree: says which property differs" "no line for /soc/mmc@3000"
fi
"$BF2DTS" agree -q --kernel "$K" --min 34 "$AG" "$AU" >/dev/null 2>&1
rc=$?
[ $rc -eq 1 ] && pass "agree: below --min exits 1" || fail "agree: below --min exits 1" "exit $rc"

DTS=$K/arch/arm/boot/dts
up=$DTS/mmp2-brownstone.dts
check "agree: upstream with itself is 100%" sh -c \
	"'$BF2DTS' agree -q --kernel '$K' --min 100 '$up' '$up'"
if "$BF2DTS" agree -q --kernel "$K" --base "$DTS/mmp2.dtsi" "$DTS/mmp2.dtsi" "$up" \
	>"$W/agree-soc" 2>&1 && grep -q '^board agreement 0.0% (0/[1-9]' "$W/agree-soc"; then
	pass "agree: the SoC .dtsi alone agrees on no board node"
else
	fail "agree: the SoC .dtsi alone agrees on no board node" "$(head -n 1 "$W/agree-soc")"
fi

# at_least NAME GOT FLOOR: GOT (a percentage) is at or above FLOOR.
at_least() {
	if [ -n "$2" ] && awk -v g="$2" -v f="$3" 'BEGIN { exit !(g + 0 >= f + 0) }'; then
		pass "$1 >= $3% ($2%)"
	else
		fail "$1 >= $3%" "got '$2'"
	fi
}

# agree NAME GEN UPSTREAM BASE: recall (board and all nodes), precision
# and same-valued properties at or above the floors.
agree() {
	set -- "$1" "$2" "$DTS/$3" "$DTS/$4" $(echo "$FLOORS" | awk -v b="$1" '$1 == b {print $2, $3, $4, $5}')
	if [ $# -ne 8 ]; then
		fail "agreement $1" "no floor in FLOORS"
		return
	fi
	check "agreement $1: board nodes >= $5%" \
		"$BF2DTS" agree -q --kernel "$K" --base "$4" --min "$5" "$2" "$3"
	check "agreement $1: all nodes >= $6%" \
		"$BF2DTS" agree -q --kernel "$K" --min "$6" "$2" "$3"
	"$BF2DTS" agree -q --kernel "$K" --base "$4" "$2" "$3" >"$W/agree-$1" 2>&1
	sed "s/^/AGREEMENT $1: /" "$W/agree-$1"
	# "board agreement P% (m/n): upstream N, matched M, ..., extra E"
	prec=$(sed -n '1s/^board agreement .*matched \([0-9]*\), .*, extra \([0-9]*\)$/\1 \2/p' "$W/agree-$1" |
		awk '{ printf "%.1f", $1 + $2 ? 100 * $1 / ($1 + $2) : 0 }')
	props=$(sed -n '3s/^board property agreement \([0-9.]*\)%.*/\1/p' "$W/agree-$1")
	at_least "agreement $1: board precision" "$prec" "$7"
	at_least "agreement $1: same-valued board properties" "$props" "$8"
}
agree smdk6410 "$W/mach-smdk6410/s3c6410-smdk6410.dts" s3c6410-smdk6410.dts s3c6410.dtsi
agree aspenite "$W/aspenite/pxa168-aspenite.dts" pxa168-aspenite.dts pxa168.dtsi
agree brownstone "$W/brownstone/mmp2-brownstone.dts" mmp2-brownstone.dts mmp2.dtsi
agree kurobox_pro "$W/kurobox_pro-setup/orion5x-kurobox-pro.dts" orion5x-kuroboxpro.dts orion5x-mv88f5182.dtsi
agree rd88f5182 "$W/rd88f5182-setup/orion5x-rd88f5182.dts" orion5x-rd88f5182-nas.dts orion5x-mv88f5182.dtsi
agree wnr854t "$W/wnr854t-setup/orion5x-wnr854t.dts" orion5x-netgear-wnr854t.dts orion5x-mv88f5181.dtsi
agree dove_db "$W/dove-db-setup/dove-db.dts" dove-dove-db.dts dove.dtsi
agree cm_a510 "$W/cm-a510/dove-cm-a510.dts" dove-sbc-a510.dts dove.dtsi
agree mini6410 "$W/mach-mini6410/s3c6410-mini6410.dts" s3c6410-mini6410.dts s3c6410.dtsi
agree smdk2416 "$W/mach-smdk2416/s3c2416-smdk2416.dts" s3c2416-smdk2416.dts s3c2416.dtsi
agree ttc_dkb "$W/ttc_dkb/pxa910-ttc-dkb.dts" pxa910-dkb.dts pxa910.dtsi
agree da850_evm "$W/board-da850-evm/da850-evm.dts" da850-evm.dts da850.dtsi

# ---- the library model cache ---------------------------------------------
# The SoC's library files come from a cache of their models when it has
# them: the outputs must be byte-identical without the cache, with a cold
# one, with a warm one, and with one whose entries are corrupt (which are
# then rewritten). A cache of its own, so that the cold run is cold.
LC=$W/libmodels
libconv() { # OUT [OPTION...]: gumstix.c, hits and misses in OUT.log
	o=$W/lc-$1
	shift
	rm -rf "$o"
	mkdir -p "$o"
	BF2DTS_LIBCACHE=$LC BF2DTS_LIBCACHE_DEBUG=1 "$BF2DTS" convert -q --kernel "$K" \
		-o "$o" --report "$o/report.json" "$@" arch/arm/mach-pxa/gumstix.c 2>"$o.log"
}
same_output() { # NAME OUT: the same files as without the cache
	if diff -r "$W/lc-off" "$W/lc-$2" >"$TMPD/lc.diff" 2>&1; then
		pass "library cache: $1: the same output"
	else
		fail "library cache: $1: the same output" "$(head -c 300 "$TMPD/lc.diff")"
	fi
}
log_has() { # NAME OUT PATTERN [KIND]: every library (or board) line of the run matches
	kind=${4:-library}
	n=$(grep -c "^bf2dts: $kind cache: " "$W/lc-$2.log")
	k=$(grep -c "^bf2dts: $kind cache: .*: $3" "$W/lc-$2.log")
	if [ "$n" -gt 0 ] && [ "$n" -eq "$k" ]; then
		pass "$kind cache: $1 ($n files)"
	else
		fail "$kind cache: $1" "$k of $n: $(head -c 300 "$W/lc-$2.log")"
	fi
}
rm -rf "$LC"
libconv off --no-lib-cache
if ! grep -q '^bf2dts: \(library\|board\) cache: ' "$W/lc-off.log" && [ ! -d "$LC" ]; then
	pass "library cache: --no-lib-cache leaves it alone"
else
	fail "library cache: --no-lib-cache leaves it alone" "$(head -c 300 "$W/lc-off.log")"
fi
libconv cold
log_has "cold: every library is a miss" cold "no entry"
log_has "cold: the board file is a miss" cold "no entry" board
same_output cold cold
libconv warm
log_has "warm: every library is a hit" warm "hit"
log_has "warm: the board file is a hit" warm "hit" board
same_output warm warm
BF2DTS_NO_LIBCACHE=1 libconv env
if ! grep -q '^bf2dts: \(library\|board\) cache: ' "$W/lc-env.log"; then
	pass "library cache: BF2DTS_NO_LIBCACHE=1 turns it off"
else
	fail "library cache: BF2DTS_NO_LIBCACHE=1 turns it off" "$(head -c 300 "$W/lc-env.log")"
fi
for f in "$LC"/*; do
	head -c 200 "$f" >"$f.t" && mv "$f.t" "$f"
done
libconv truncated
log_has "truncated entries are not trusted" truncated "corrupt"
log_has "a truncated board entry is not trusted" truncated "corrupt" board
same_output "truncated entries" truncated
for f in "$LC"/*; do
	python3 -c 'import sys; p = sys.argv[1]; d = bytearray(open(p, "rb").read()); d[-9] ^= 0x20; open(p, "wb").write(d)' "$f"
done
libconv flipped
log_has "a flipped byte is not trusted" flipped "corrupt (checksum)"
log_has "a board entry with a flipped byte is not trusted" flipped "corrupt (checksum)" board
same_output "flipped entries" flipped
libconv rewritten
log_has "corrupt entries are rewritten" rewritten "hit"
log_has "a corrupt board entry is rewritten" rewritten "hit" board
same_output "rewritten entries" rewritten
# A tree named relatively (--kernel . inside it) is the same tree: its
# models are the ones cached above, and what it makes can be cached (the
# entries record absolute paths).
o=$W/lc-relative
rm -rf "$o"
mkdir -p "$o"
abs=$(cd "$(dirname "$BF2DTS")" && pwd)/$(basename "$BF2DTS")
(cd "$K" && BF2DTS_LIBCACHE=$LC BF2DTS_LIBCACHE_DEBUG=1 "$abs" convert -q --kernel . \
	-o "$o" --report "$o/report.json" arch/arm/mach-pxa/gumstix.c 2>"$o.log")
log_has "--kernel . (relative): every library is a hit" relative "hit"
log_has "--kernel . (relative): the board file is a hit" relative "hit" board
same_output "--kernel . (relative)" relative

# ---- the quoted-string index cache ---------------------------------------
# The index of the quoted strings of drivers/ and sound/ that finds the
# drivers of I2C/SPI clients (kernel/quoted_cache.c) is kept per tree under
# $BF2DTS_CACHE/quoted/: the outputs must be byte-identical when it is made
# and stored, read back, truncated or corrupt (then made again and
# stored), and for two runs at once on one cache (one makes and stores it,
# the other waits for it and reads it). A cache of its own that shares the
# prepared kernel dirs and the driver index, so that nothing is prepared.
QC=$W/qcache
rm -rf "$QC"
mkdir -p "$QC"
ln -s "$BF2DTS_CACHE/build" "$QC/build"
cp "$BF2DTS_CACHE"/drvindex-*.tsv "$QC/" 2>/dev/null
qconv() { # OUT: spitz.c (three client names or more) on $QC, lines in OUT.log
	o=$W/qc-$1
	rm -rf "$o"
	mkdir -p "$o"
	BF2DTS_CACHE=$QC BF2DTS_CACHE_DEBUG=1 "$BF2DTS" convert -q --kernel "$K" \
		-o "$o" --report "$o/report.json" arch/arm/mach-pxa/spitz.c 2>"$o.log"
	echo $? >"$o.rc"
}
qc_same() { # NAME OUT: exit 0 and the same files as the first run
	if [ "$(cat "$W/qc-$2.rc")" = 0 ] &&
		diff -r "$W/qc-made" "$W/qc-$2" >"$TMPD/qc.diff" 2>&1; then
		pass "quoted index cache: $1: the same output"
	else
		fail "quoted index cache: $1: the same output" \
			"exit $(cat "$W/qc-$2.rc"): $(head -c 300 "$TMPD/qc.diff")"
	fi
}
qc_says() { # NAME COUNT PATTERN OUT...: COUNT lines "PATTERN" in the logs
	name=$1 want=$2 pat=$3
	shift 3
	n=0
	for o in "$@"; do
		n=$((n + $(grep -c "^bf2dts: quoted index cache: .*: $pat" "$W/qc-$o.log")))
	done
	if [ "$n" -eq "$want" ]; then
		pass "quoted index cache: $name"
	else
		fail "quoted index cache: $name" "$n lines '$pat', want $want: $(cat "$W/qc-$1.log" 2>/dev/null | head -c 300)"
	fi
}
qconv made
qc_says "made and stored on a cold cache" 1 stored made
qconv read
qc_says "read back" 1 hit read
qc_says "read back, not made again" 0 stored read
qc_same "read back" read
idx=$(ls "$QC"/quoted/6.* 2>/dev/null | head -n 1)
if [ -n "$idx" ]; then
	head -c 1000 "$idx" >"$idx.t" && mv "$idx.t" "$idx"
fi
qconv truncated
qc_says "a truncated file is not trusted" 1 "corrupt (truncated)" truncated
qc_says "a truncated file is made again" 1 stored truncated
qc_same "truncated file" truncated
if [ -n "$idx" ]; then
	python3 -c 'import sys; p = sys.argv[1]; d = bytearray(open(p, "rb").read()); d[len(d) // 2] ^= 0x20; open(p, "wb").write(d)' "$idx"
fi
qconv flipped
qc_says "a flipped byte is not trusted" 1 "corrupt (checksum)" flipped
qc_same "flipped byte" flipped
rm -rf "$QC/quoted"
qconv one &
qconv two &
wait
qc_says "two runs at once on a cold cache: one makes and stores it" 1 stored one two
qc_says "two runs at once on a cold cache: the other reads it" 1 hit one two
qc_same "two runs at once, the first" one
qc_same "two runs at once, the second" two
rm -rf "$QC/quoted"
echo "not a directory" >"$QC/quoted"
qconv unusable
qc_says "a cache that cannot hold it: made, not stored" 1 "not stored" unusable
qc_same "a cache that cannot hold it" unusable

# ---- bad input -----------------------------------------------------------
B=$W/bad
mkdir -p "$B"
nothing_left() {
	if [ -z "$(ls -A "$B")" ]; then
		pass "$1: no output left behind"
	else
		fail "$1: no output left behind" "$(ls "$B" | tr '\n' ' ')"
		rm -f "$B"/*
	fi
}
check_fails "bad input: missing file" \
	"$BF2DTS" convert --kernel "$K" -o "$B/x.dts" arch/arm/mach-pxa/no-such-board.c
nothing_left "bad input: missing file"
check_fails "bad input: not under arch/arm/mach-*" \
	"$BF2DTS" convert --kernel "$K" -o "$B/x.dts" drivers/mtd/maps/physmap-core.c
nothing_left "bad input: not under arch/arm/mach-*"
check_fails "bad input: unknown --machine" \
	"$BF2DTS" convert --kernel "$K" --machine NOSUCH -o "$B/x.dts" arch/arm/mach-pxa/spitz.c
nothing_left "bad input: unknown --machine"
check_fails "bad input: missing kernel tree" \
	"$BF2DTS" convert --kernel "$TMPD/no-such-kernel" -o "$B/x.dts" arch/arm/mach-pxa/mainstone.c
nothing_left "bad input: missing kernel tree"
mkdir -p "$TMPD/not-a-kernel/arch"
check_fails "bad input: wrong kernel tree" \
	"$BF2DTS" convert --kernel "$TMPD/not-a-kernel" -o "$B/x.dts" arch/arm/mach-pxa/mainstone.c
nothing_left "bad input: wrong kernel tree"
check_fails "bad input: several machines, -o names a file" \
	"$BF2DTS" convert --kernel "$K" -o "$B/x.dts" arch/arm/mach-pxa/spitz.c
nothing_left "bad input: several machines, -o names a file"
check_fails "agree: missing file" "$BF2DTS" agree "$B/none.dtb" "$up"
printf 'not a devicetree blob at all, just text that is long enough to read\n' >"$TMPD/garbage.dtb"
check_fails "agree: not a .dtb" "$BF2DTS" agree "$TMPD/garbage.dtb" "$up"
check_fails "bad input: missing --target tree" \
	"$BF2DTS" convert --kernel "$K" --target "$TMPD/no-such-target" -o "$B/x.dts" arch/arm/mach-pxa/mainstone.c
nothing_left "bad input: missing --target tree"

# ---- board-level GPIO providers (gpio_domain.c) ---------------------------
# A GPIO expander the board registers (SCOOP, gpio_base in its platform
# data) is a gpio-controller node; its driver has no OF table in 6.1, so
# the compatible is the proposal its device name gives ("sharp-scoop" is
# Sharp's part), listed in proposed_bindings; the lines the board programs
# and no consumer claims are gpio-hogs; GPIO numbers in its range, in
# platform data or lookup tables, are cells on it.
board mach-sa1100/collie.c sa1100-collie.dts
CO=$W/collie/sa1100-collie.dts
fact "collie: SCOOP is a GPIO controller" "$CO" "gpio@40800000 {" "gpio-controller;"
fact "collie: SCOOP's proposed compatible" "$CO" "gpio@40800000 {" 'compatible = "sharp,scoop";'
fact "collie: SCOOP's io_out as hogs" "$CO" "gpio3-hog {" "output-high;"
check "collie: sharp,scoop in proposed_bindings" python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(not any(p["compatible"] == "sharp,scoop" for p in r["proposed_bindings"]))' "$W/collie.json"
check "collie: the SCOOP item says its compatible is a proposal" \
	item_is "$W/collie.json" COLLIE colliescoop_device partial "sharp,scoop is a proposal"
check "collie: the SCOOP's lookup is on its node (the consumer is left)" \
	item_is "$W/collie.json" COLLIE "ucb1x00:main charge on" todo "no device named ucb1x00"
fact "tosa: LEDs on the jacket's SCOOP" "$W/tosa/pxa25x-tosa.dts" "led-tosa-amber-charge {" "gpios = <&tosascoop_jc_device"
fact "tosa: jacket SCOOP node" "$W/tosa/pxa25x-tosa.dts" "gpio@14800040 {" 'compatible = "sharp,scoop";'

# A device registering one gpio_chip per element of its platform data's
# .chip[] (htc-egpio, labels "htc-egpio-N"): a child controller per chip
# at its register, ngpios its num_gpios; the lookups land on the chip's
# node; what the driver writes at probe is reported, not dropped.
board mach-pxa/magician.c pxa27x-magician.dts
MG=$W/magician/pxa27x-magician.dts
fact "magician: fast mode as i2c-pxa reads it" "$MG" "&pwri2c {" "mrvl,i2c-fast-mode;"
fact "magician: gpio_card_ro_invert keeps the table's polarity" "$MG" "&mmc0 {" "wp-gpios = <&egpio_1 12 GPIO_ACTIVE_HIGH>;"
if block "$MG" "&mmc0 {" | grep -q wp-inverted; then
	fail "magician: no wp-inverted, which would invert the line again" "&mmc0 has one"
else
	pass "magician: no wp-inverted, which would invert the line again"
fi
if block "$MG" "&pwri2c {" | grep -q clock-frequency; then
	fail "magician: no clock-frequency, which i2c-pxa never reads" "&pwri2c has one"
else
	pass "magician: no clock-frequency, which i2c-pxa never reads"
fi
# struct gpio_regulator_config as of_get_gpio_regulator_config() reads it
# back: the BQ24022 charger's two current states, its GPIO's initial level
fact "magician: the gpio-regulator's states" "$MG" "regulator-bq24022 {" "states = <100000 0x0 500000 0x1>;"
fact "magician: a current regulator" "$MG" "regulator-bq24022 {" 'regulator-type = "current";'
fact "magician: its limit in microamperes" "$MG" "regulator-bq24022 {" "regulator-max-microamp = <500000>;"
fact "magician: its GPIO's initial level" "$MG" "regulator-bq24022 {" "gpios-states = <0>;"
fact "magician: EGPIO chip 1 is a controller at register 4" "$MG" "egpio_1: gpio@4 {" "gpio-controller;"
fact "magician: EGPIO chip 0's line count" "$MG" "egpio_0: gpio@0 {" "ngpios = <24>;"
fact "magician: SD write-protect on htc-egpio-1" "$MG" "&mmc0 {" "wp-gpios = <&egpio_1 12 GPIO_ACTIVE_HIGH>;"
# max1586.c reads v3-gain and "regulators" children it matches by
# regulator-compatible; cpufreq's regulator_get(NULL, "vcc_core") finds
# a regulator without the board's supply map by its name
fact "magician: the MAX1587A's V3 gain" "$MG" "regulator@14 {" "v3-gain = <1000000>;"
fact "magician: V3 matched by the driver's name for it" "$MG" "v3 {" 'regulator-compatible = "Output_V3";'
fact "magician: V3 named after its consumer's supply" "$MG" "v3 {" 'regulator-name = "vcc_core";'
check "magician: the core regulator converts, its renaming said" \
	item_is "$W/magician.json" MAGICIAN max1586@1-14 converted 'was its display name only'
# A regulator's consumer supplies (supplies.c): REGULATOR_SUPPLY("vcc",
# "spi2.0") is the ADS7846's vcc-supply; a map entry naming a device no
# node stands for ("pwm_backlight", which is no device's name) is said
fact "magician: the ADS7846's supply from the board's map" "$MG" "touchscreen@0 {" \
	"vcc-supply = <&vads7846_device>;"
check "magician: a consumer supply with a node converts" \
	item_is "$W/magician.json" MAGICIAN vads7846_device converted ""
check "magician: a consumer no node stands for is said" \
	item_is "$W/magician.json" MAGICIAN power partial \
	'consumer pwm_backlight of "power": no node stands for that device'
check "magician: EGPIO initial values reported" \
	item_is "$W/magician.json" MAGICIAN egpio partial "chip[0]: direction HTC_EGPIO_OUTPUT, initial values 0x40"

# A gpio_chip the board file defines and registers itself (h1940's latch,
# even inside WARN_ON()): a controller node for its .base/.ngpio range,
# with a proposed compatible and no reg (its register is in its .set
# function), the item says both; lines the board drives are its hogs,
# one per line also when several share a request label.
board mach-s3c/mach-h1940.c s3c-h1940.dts
H=$W/mach-h1940/s3c-h1940.dts
fact "h1940: the latch is a GPIO controller" "$H" "h1940_latch: gpio {" "ngpios = <16>;"
fact "h1940: LCD power line 1 is its own hog" "$H" "lcd-power-1-hog {" "gpios = <1 GPIO_ACTIVE_HIGH>;"
fact "h1940: LCD power line 0 kept" "$H" "lcd-power-hog {" "gpios = <0 GPIO_ACTIVE_HIGH>;"
check "h1940: the latch's item says its compatible is proposed, no reg" \
	item_is "$W/mach-h1940.json" H1940 "WARN_ON(gpiochip_add_data(&h1940_latch_gpiochip, NULL))" partial "no reg"

# ... and one whose fields the init path assigns before registering it
# (simpad's cs3_gpio): the assignments are the node's, its functions'
# items say what the node lacks.
board mach-sa1100/simpad.c sa1100-simpad.dts
fact "simpad: CS3 latch is a GPIO controller" "$W/simpad/sa1100-simpad.dts" "simpad_cs3: gpio {" "ngpios = <24>;"
check "simpad: cs3_gpio.base is the node's" \
	item_is "$W/simpad.json" SIMPAD "cs3_gpio.base = SIMPAD_CS3_GPIO_BASE" converted ""
# A lock around the latch's shadow register describes no hardware: no item
check "simpad: spin_lock_init() is no item" \
	python3 -c 'import json, sys
sys.exit(any(i["name"].startswith("spin_lock_init(")
	for i in json.load(open(sys.argv[1]))["items"]))' "$W/simpad.json"

# A lookup naming a SoC bank the way another SoC of the family's driver
# labels it ("GPIOM", s3c24xx's, on an s3c6410 whose chips are "GPM"):
# gpiolib never finds it; the line is bank M's, and the item says so.
board mach-s3c/mach-smartq5.c s3c6410-smartq5.dts
fact "smartq5: the RTC no driver name binds" "$W/mach-smartq5/s3c6410-smartq5.dts" "rtc@7e005000 {" 'compatible = "samsung,s3c6410-rtc";'
check "smartq5: the RTC's driver is said" \
	item_is "$W/mach-smartq5.json" SMARTQ5 s3c_device_rtc converted "no driver of the tree is named s3c64xx-rtc"
# spi-gpio.c asks for "cs" only without a node, but the SPI core asks for
# it for the devicetree probe: the lookup stays (driver_reads.c)
check "smartq5: a chip select the SPI core reads is kept" \
	item_is "$W/mach-smartq5.json" SMARTQ5 "spi_gpio:cs" partial ""
fact "smartq5: GPIOM 1 is &gpm 1" "$W/mach-smartq5/s3c6410-smartq5.dts" "spi {" "sck-gpios = <&gpm 1 GPIO_ACTIVE_HIGH>;"
check "smartq5: the misnamed bank is said" \
	item_is "$W/mach-smartq5.json" SMARTQ5 "spi_gpio:sck" partial 'no GPIO chip of s3c6410 is labelled "GPIOM"'
# A device that only a board's shared file names (mach-smartq.c's device
# table holds &s3c64xx_device_iis0): the SoC file defining it is loaded
# for what that file's data points at, as for the board file's own
check "smartq5: a SoC device named only by the board's shared file is found" \
	item_is "$W/mach-smartq5.json" SMARTQ5 s3c64xx_device_iis0 partial \
	"s3c6410.dtsi has no node for this SoC block"

# ---- board GPIO providers (gpio_domain.c) --------------------------------
# gpio_reg_init() (gpio-reg.c): a board register as fixed-direction GPIOs,
# labelled by its call; a controller node per call (its ngpios, the
# names[] as gpio-line-names), its compatible a proposal (gpio-reg.c has
# no OF table); the register's address is the board's static mapping's,
# so no reg; the lookups naming the label get its phandle.
MS=$W/mainstone/pxa27x-mainstone.dts
fact "mainstone: PCMCIA0 register is a GPIO controller" "$MS" "gpio-mst-pcmcia0 {" "ngpios = <11>;"
fact "mainstone: PCMCIA1 register, its own node" "$MS" "gpio-mst-pcmcia1 {" 'compatible = "marvell,pxa27x-mst-pcmcia";'
check "mainstone: the register's item: proposal, no reg, directions" \
	item_is "$W/mainstone.json" MAINSTONE \
	'gpio_reg_init(NULL, (void __iomem *) & MST_PCMCIA0, -1, 11, "mst-pcmcia0", MST_PCMCIA_INPUTS, 0, NULL, NULL, mst_pcmcia0_irqs)' \
	partial "inputs: MST_PCMCIA_INPUTS"
# its consumer is a device a driver registers itself for the machine
# (drivers/pcmcia/pxa2xx_mainstone.c, machine_is_mainstone()): the driver
# index keeps those (kernel/machdev.c), and the item says whose it is
check "mainstone: a lookup on mst-pcmcia0 resolves (its consumer is the one missing)" \
	item_is "$W/mainstone.json" MAINSTONE "pxa2xx-pcmcia:a0vpp" todo \
	"drivers/pcmcia/pxa2xx_mainstone.c:98 registers pxa2xx-pcmcia itself when machine_is_mainstone(), not the board file: its driver drivers/pcmcia/pxa2xx_base.c has no OF match table"
board mach-sa1100/assabet.c sa1100-assabet.dts
# platform_device_register_resndata(NULL, "gpio-keys", 0, NULL, 0, &pdata,
# size): a device by name with its platform data, as _simple() is
check "assabet: the gpio-keys of register_resndata() are converted" item_is "$W/assabet.json" ASSABET \
	gpio-keys converted ""
fact "assabet: its first key" "$W/assabet/sa1100-assabet.dts" "key-gpio0 {" "gpios = <&gpio 0 GPIO_ACTIVE_HIGH>;"
fact "assabet: the BCR's line names" "$W/assabet/sa1100-assabet.dts" "gpio-assabet {" 'gpio-line-names = "cf_pwr", "cf_gfx_reset",'
# sa1100_init() registers the SA-1100's UARTs itself (generic.c): a board's
# lookup table for "sa11x0-uart.1" names the .dtsi node the board enables,
# whose driver takes its modem lines by mctrl_gpio (dtr-gpios, ...).
fact "assabet: UART1's modem lines on the BCR" "$W/assabet/sa1100-assabet.dts" "&sa11x0uart1 {" \
	"dtr-gpios = <&assabet 16 GPIO_ACTIVE_LOW>;"
check "assabet: a lookup for a device the SoC registers is converted" \
	item_is "$W/assabet.json" ASSABET "sa11x0-uart.3:rng" converted ""
# gpio_led_register_device(-1, ...) is "leds-gpio", which lookup tables
# name; leds-gpio asks for LED i's line by index i, and both of assabet's
# entries have index 0: the red LED gets the first, the green none
fact "assabet: LED 0's line from the lookup entry of index 0" "$W/assabet/sa1100-assabet.dts" \
	"led-assabet-red {" "gpios = <&assabet 13 GPIO_ACTIVE_LOW>;"
check "assabet: the LED without a line is said" \
	item_is "$W/assabet.json" ASSABET "leds-gpio" partial 'LED "assabet:green" (1) has no line here'
check "assabet: a second entry of one index is never read" \
	item_is "$W/assabet.json" ASSABET "leds-gpio:" todo 'an earlier entry for leds-gpio also has index 0'
check "assabet: the green LED has no line" \
	sh -c '! sed -n "/led-assabet-green {/,/};/p" "$1" | grep -q gpios' sh "$W/assabet/sa1100-assabet.dts"
# A device the board registers that gets no node: its lookups say so.
check "spitz: spitz-audio's lookups say its device gets no node" \
	item_is "$W/spitz.json" SPITZ "spitz-audio:mute-l" todo "its device spitz-audio (spitz-audio, line"
# gpio-ep93xx.c registers a gpio_chip per bank of its one block ("A".."H",
# bases 0, 8, 40, 24, 32, 16, 48, 56): the generated .dtsi's one node
# numbers the lines on the same way (the comment says how), so a lookup
# on bank G line 1 is cell 49, with the lookup's open-drain flag.
E=$W/edb93xx/ep93xx-edb9302a.dts
fact "edb9302a: i2c-gpio's SDA is bank G line 1, open drain" "$E" "i2c {" \
	"sda-gpios = <&ep93xx_gpio 49 (GPIO_ACTIVE_HIGH | GPIO_OPEN_DRAIN)>;"
fact "ep93xx.dtsi: the banks' line cells are said" "$W/edb93xx/ep93xx.dtsi" "ep93xx_gpio: gpio@80840000 {" \
	"banks on: A 0-7, B 8-15, F"
check "edb9302a: the i2c-gpio lookups are converted" \
	item_is "$W/edb93xx.json" EDB9302A "i2c-gpio.0:" converted ""
# A table for "spi0" is the SPI controller's own device (the SPI core's
# "spi<bus>", whose "cs" GPIOs it takes): cs-gpios of bus 0's controller.
fact "edb93xx: spi0's chip select on the controller" "$W/edb93xx/ep93xx-edb93xx.dtsi" "&ep93xx_spi {" \
	"cs-gpios = <&ep93xx_gpio 6 GPIO_ACTIVE_LOW>;"
check "edb9302a: the spi0:cs lookup is converted" \
	item_is "$W/edb93xx.json" EDB9302A "spi0:cs" converted ""

# ---- agreement with the reviewed dts/ files ------------------------------
# Fresh output for the patched tree (convert --target) against the files a
# reviewer edited; the floors are issue 15's targets. Measured 2026-12-04:
# recall 0.966 (173/179), precision 0.983, same-valued properties 0.988.
RW=$TMPD/reviewed
if sh tests/fixtures/convert/reviewed-agreement.sh "$RW" >"$RW.out" 2>&1; then
	sed -n 's/^TOTAL */MEASURE reviewed agreement: /p' "$RW.out"
	set -- $(sed -n 's/^TOTAL *[0-9]* *[0-9]* *[0-9]* *\([0-9.]*\) *\([0-9.]*\) *\([0-9.]*\)$/\1 \2 \3/p' "$RW.out")
	if [ $# -eq 3 ] && awk -v r="$1" -v p="$2" -v s="$3" 'BEGIN { exit !(r >= 0.95 && p >= 0.90 && s >= 0.95) }'; then
		pass "reviewed dts/: recall $1 >= 0.95, precision $2 >= 0.90, properties $3 >= 0.95"
	else
		fail "reviewed dts/: recall >= 0.95, precision >= 0.90, properties >= 0.95" "$(tail -n 1 "$RW.out")"
	fi
	# SCOOP lines are phandles into the SCOOP's node, never past the SoC's
	# GPIO lines (tosa's LEDs are on the jacket's SCOOP, GPIO 140 and up)
	if grep -q 'gpios = <&tosascoop_jc_device 2 GPIO_ACTIVE_HIGH>' "$RW/tosa.dts" &&
		! grep -q '&gpio \(12[89]\|1[3-9][0-9]\|[2-9][0-9][0-9]\) ' "$RW"/*.dts; then
		pass "reviewed dts/: expander GPIOs are phandles into the expander"
	else
		fail "reviewed dts/: expander GPIOs are phandles into the expander" "$(grep -h '&gpio [12][0-9][0-9] \|scoop_jc' "$RW"/*.dts | head -n 2)"
	fi
	# the lines SCOOP #1 drives that no node claims: JK_B, CHRG_ON, ...
	hogs=$(awk '/gpio@10800000 {/,/^\t};/' "$RW/spitz.dts" | grep -c 'gpio-hog;')
	[ "$hogs" = 7 ] && pass "reviewed dts/: spitz's SCOOP #1 has 7 hogs" ||
		fail "reviewed dts/: spitz's SCOOP #1 has 7 hogs" "got $hogs"
	# the fixup's memblock_add(), the LCD modes as the panel's timings
	check "reviewed dts/: spitz's memory from its fixup" \
		grep -q 'memory@a0000000 {' "$RW/spitz.dts"
	if grep -q 'native-mode = <&lcd_mode0>;' "$RW/spitz.dts" &&
		grep -q 'clock-frequency = <7428000>;' "$RW/spitz.dts" &&
		grep -q 'marvell,lcd-alternate-mapping;' "$RW/spitz.dts"; then
		pass "reviewed dts/: spitz's LCD modes are display-timings of a panel"
	else
		fail "reviewed dts/: spitz's LCD modes are display-timings of a panel" "no native-mode, 7428000 Hz mode or alternate mapping"
	fi
	# pxamci asks for its "power" GPIO only with platform data: a DT
	# boot switches the card supply through vmmc-supply
	fact "reviewed dts/: tosa's SD power switch is a fixed regulator" "$RW/tosa.dts" \
		"regulator-sd {" "gpio = <&tosascoop_device 4 GPIO_ACTIVE_HIGH>;"
	fact "reviewed dts/: tosa's MMC host has vmmc-supply" "$RW/tosa.dts" "&mmc0 {" "vmmc-supply = <&reg_sd>;"
	# the LCD's power-down line: a lookup table tc6393xb.c registers when
	# it probes, on the chip's GPIO bank 0, whose registers the patched
	# tree's binding names and the driver's macros place
	fact "reviewed dts/: tosa's TC6393XB GPIO bank 0 from the MFD driver" "$RW/tosa.dts" \
		"tc6393xb_gpio: gpio@10000064 {" "reg = <0x10000064 1>, <0x10000078 1>, <0x1000007c 1>;"
	fact "reviewed dts/: tosa's LCD power-down line from the MFD driver's lookup" "$RW/tosa.dts" \
		"lcd-controller@0 {" "powerdown-gpios = <&tc6393xb_gpio 0 GPIO_ACTIVE_HIGH>;"
	check "reviewed dts/: tosa has no power-gpios pxamci ignores in a DT boot" \
		sh -c '! grep -q power-gpios "$1"' sh "$RW/tosa.dts"
	# mainstone_defconfig's console=ttyS0,115200
	fact "reviewed dts/: mainstone's chosen" "$RW/mainstone.dts" "chosen {" 'stdout-path = "serial0:115200n8";'
	# a SoC device the .dtsi lacks gets no node outside the SoC's bus
	if ! grep -q 'ac97@' "$RW/mainstone.dts" "$RW/tosa.dts"; then
		pass "reviewed dts/: no root node for the SoC's AC97 controller"
	else
		fail "reviewed dts/: no root node for the SoC's AC97 controller" "$(grep -l ac97@ "$RW"/*.dts | tr '\n' ' ')"
	fi
else
	fail "reviewed dts/: agreement measured" "$(tail -n 2 "$RW.out" | tr '\n' ' ')"
fi

# convert --check: dt-validate against the target tree's bindings, the SoC
# .dtsi's own findings set apart; spitz's output draws none.
P=${BF2DTS_PATCHED:-$BF2DTS_CACHE/linux-6.1-patched}
if [ -f "$P/Makefile" ]; then
	"$BF2DTS" convert --check --kernel "$K" --target "$P" --machine SPITZ \
		-o "$TMPD/check-spitz.dts" arch/arm/mach-pxa/spitz.c >/dev/null 2>"$TMPD/check-spitz.err"
	if grep -q "schema: $TMPD/check-spitz.dts: no finding beyond the SoC .dtsi's" "$TMPD/check-spitz.err" &&
		[ ! -e "$TMPD/check-spitz.dts.check.dtb" ]; then
		pass "convert --check: spitz has no schema finding of its own"
	else
		fail "convert --check: spitz has no schema finding of its own" "$(grep 'schema\|warning' "$TMPD/check-spitz.err" | head -n 3 | tr '\n' ' ')"
	fi
else
	fail "convert --check: spitz has no schema finding of its own" "no patched tree $P"
fi

# USB VBUS sensing (usb_vbus.c): a gpio-vbus device is the generic USB PHY
# of a devicetree boot (usb-nop-xceiv, vbus-detect-gpio), which the UDC
# takes by phandle; its "pullup" GPIO is the UDC's own (pxa27x_udc reads
# "gpios"). palm27x_udc_init()'s stores into its lookup table, the flags
# one under "if (vbus_inverted)", are made with the call's arguments.
V=$W/vbus
mkdir -p "$V"
for b in palmtx hx4700 palmte2 balloon3 mioa701; do
	"$BF2DTS" convert -q --kernel "$K" -o "$V" --report "$V/$b.json" \
		"arch/arm/mach-pxa/$b.c" >/dev/null 2>&1 ||
		fail "usb vbus: convert $b" "exit $?"
done
# palm27x_lcd_init(-1, ...): gpio_is_valid(-1) is false, so the branch of
# the library function it guards does not run on this board: neither its
# store of the LCD power callback nor its GPIO calls are items
for t in "palm27x_lcd_init: palm27x_lcd_screen.pxafb_lcd_power = palm27x_lcd_ctl" \
	"palm27x_lcd_init: gpio_direction_output(power, 1)"; do
	if grep -qF "\"$t\"" "$V/palmtx.json"; then
		fail "palmtx: a branch under gpio_is_valid() of a -1 argument does not run" \
			"an item for $t"
	else
		pass "palmtx: a branch under gpio_is_valid() of a -1 argument does not run"
	fi
done
# the lookup is palm27x.c's: its item names that file and its line there
check "usb vbus: palmtx's VBUS lookup is at palm27x.c's line" python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
sys.exit(not any(i["name"] == "gpio-vbus:vbus" and
                 i["source"] == "arch/arm/mach-pxa/palm27x.c:167" for i in r["items"]))
' "$V/palmtx.json"
fact "usb vbus: palmtx's gpio-vbus is a usb-nop-xceiv" "$V/pxa27x-palmtx.dts" \
	"palm27x_gpio_vbus: usb-phy {" 'compatible = "usb-nop-xceiv";'
fact "usb vbus: palmtx's VBUS GPIO, active low as palm27x_udc_init(.., 1) says" \
	"$V/pxa27x-palmtx.dts" "palm27x_gpio_vbus: usb-phy {" \
	"vbus-detect-gpio = <&gpio 13 GPIO_ACTIVE_LOW>;"
fact "usb vbus: palmtx's PHY has #phy-cells" "$V/pxa27x-palmtx.dts" \
	"palm27x_gpio_vbus: usb-phy {" "#phy-cells = <0>;"
fact "usb vbus: palmtx's UDC takes the PHY" "$V/pxa27x-palmtx.dts" \
	"&pxa27x_udc {" "phys = <&palm27x_gpio_vbus>;"
fact "usb vbus: palmtx's D+ pull-up is the UDC's gpios" "$V/pxa27x-palmtx.dts" \
	"&pxa27x_udc {" "gpios = <&gpio 93 GPIO_ACTIVE_HIGH>;"
fact "usb vbus: palmtx's UDC is enabled" "$V/pxa27x-palmtx.dts" \
	"&pxa27x_udc {" 'status = "okay";'
check "usb vbus: palmtx compiles" dtc_ok "$V/pxa27x-palmtx.dts"
check "usb vbus: palmtx's gpio-vbus converted" item_is "$V/palmtx.json" PALMTX \
	palm27x_gpio_vbus converted ""
check "usb vbus: no proposal for gpio-vbus" \
	sh -c '! grep -q phy-gpio-vbus-usb "$1"' sh "$V/palmtx.json"
# hx4700: the UDC the SoC .dtsi binds (pxa27x_device_udc, not pxa25x's,
# which shares its platform data); its VBUS GPIO is on the ASIC3
check "usb vbus: hx4700's UDC is pxa27x_device_udc, converted" item_is \
	"$V/hx4700.json" H4700 pxa27x_device_udc converted ""
check "usb vbus: hx4700's PHY without its ASIC3 VBUS GPIO is partial" item_is \
	"$V/hx4700.json" H4700 gpio_vbus partial "no VBUS GPIO it can name"
fact "usb vbus: hx4700's pull-up on the UDC" "$V/pxa27x-h4700.dts" \
	"&pxa27x_udc {" "gpios = <&gpio 76 GPIO_ACTIVE_HIGH>;"
# a PXA25x: its UDC driver has no OF match table, nothing takes the PHY
check "usb vbus: palmte2's PHY says no UDC takes it" item_is "$V/palmte2.json" \
	PALMTE2 palmte2_gpio_vbus partial "pxa25x_udc.c: no OF match table"
check "usb vbus: palmte2's pull-up says it has no consumer" item_is \
	"$V/palmte2.json" PALMTE2 gpio-vbus:pullup todo "no consumer"
# a UDC without a PHY does not probe in a devicetree boot: said so
check "usb vbus: balloon3's UDC without a PHY is partial" item_is \
	"$V/balloon3.json" BALLOON3 pxa27x_device_udc partial "no USB PHY on this machine"
# udc_is_connected: in the header, read by neither UDC driver of 6.1
check "usb vbus: mioa701's UDC converted, its dead udc_is_connected noted" item_is \
	"$V/mioa701.json" MIOA701 pxa27x_device_udc converted "no UDC driver of 6.1 reads it"

# gpio_request_array(): each struct gpio is requested as gpio_request_one()
# would: a hog each, with its direction and level (mioa701's global GPIOs)
check "gpio array: mioa701's global GPIOs converted" item_is \
	"$V/mioa701.json" MIOA701 "gpio_request_array(ARRAY_AND_SIZE(global_gpios))" \
	converted ""
fact "gpio array: the charger enable line is an output-high hog" \
	"$V/pxa27x-mioa701.dts" "charger-enable-hog {" "output-high;"
fact "gpio array: the power-off line is an output-low hog" \
	"$V/pxa27x-mioa701.dts" "power-off-hog {" "output-low;"

# ---- s3c24xx_led: one GPIO LED each, a gpio-leds child (issue 10) --------
# leds-s3c24xx.c has no OF table; it drives the GPIO of its lookup (con_id
# NULL) with the platform data's name and trigger, off at probe: what
# leds-gpio does with a child of a gpio-leds node. The lookup's flags are
# gpiolib's in both forms (GPIO_OPEN_DRAIN too); an empty trigger is none.
fact "mini2440: s3c24xx_led.1 is a gpio-leds child" "$M24" "led-1 {" 'label = "led1";'
fact "mini2440: the LED's lookup, open drain kept" "$M24" "led-1 {" \
	"gpios = <&gpb 5 (GPIO_ACTIVE_LOW | GPIO_OPEN_DRAIN)>;"
fact "mini2440: the LED's def_trigger" "$M24" "led-1 {" 'linux,default-trigger = "heartbeat";'
if block "$M24" "led-4 {" | grep -q "default-trigger"; then
	fail "mini2440: an empty def_trigger is no trigger" "$(block "$M24" "led-4 {")"
else
	pass "mini2440: an empty def_trigger is no trigger"
fi
fact "mini2440: the LEDs' node is gpio-leds" "$M24" "leds {" 'compatible = "gpio-leds";'
check "mini2440: s3c24xx_led converted to the generic binding" item_is \
	"$W/mach-mini2440.json" MINI2440 mini2440_led1 converted "the generic binding, not a proposal"
check "mini2440: the LED's lookup reaches its child" item_is \
	"$W/mach-mini2440.json" MINI2440 "s3c24xx_led.1:" converted ""
# is_ep80219() returns 1 or 0 by machine_is_ep80219() || force_ep80219, a
# __setup() option: each machine takes its own timer rate, and the other
# one is what the option would make on IQ31244 (and nothing on EP80219)
board mach-iop32x/iq31244.c iop32x-ep80219.dts iop32x-iq31244.dts
check "iq31244: each machine's own branch of is_ep80219()" \
	python3 -c 'import json, sys
items = json.load(open(sys.argv[1]))["items"]
def fate(m, n):
    return [(i["fate"], i["why"]) for i in items if i["machine"] == m and i["name"] == n]
iq = fate("IQ31244", "iop_init_time(200000000)")
ep = fate("EP80219", "iop_init_time(198000000)")
sys.exit(not (len(iq) == 1 and "by force_ep80219 on the kernel command line" in iq[0][1] and not ep))' \
	"$W/iq31244.json"
