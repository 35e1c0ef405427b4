# The QEMU harness: real boots of one board-file machine (mainstone) and
# devicetree machines (versatilepb, integratorcp, realview-eb, before and
# after the series), the SA-1110 collie and the OMAP310 sx1 before and
# after the series, with the probe init, and the runner's answers to bad
# input, and the PXA board-file machines' after-kernel with the raw
# converter output. Cold
# cost: eight small kernels (pxa-boards, pxa-dt, versatile from the
# pristine and from the patched tree, sa1100-boards, sa1100-dt,
# omap1-boards and omap1-dt; about 5-18 minutes each on 2 cores, much
# less with a warm ccache).
. tests/lib.sh
mkdir -p "$TMPD"
reports=build/reports

if ! make -s qemu-initramfs >"$TMPD/initramfs.out" 2>&1; then
	fail qemu-initramfs "$(tail -n 3 "$TMPD/initramfs.out" | tr '\n' ' ')"
	exit 0
fi
pass qemu-initramfs

# The inventory of a boot: markers present, END count equal to the number
# of records, the kernel record first.
check_inventory() {
	inv=$1
	[ -s "$inv" ] || { echo "$inv: missing" >&2; return 1; }
	head -n 1 "$inv" | grep -qx '@@BF2DTS-INVENTORY-BEGIN v1@@' || { echo "$inv: no BEGIN" >&2; return 1; }
	want=$(sed -n 's/^@@BF2DTS-INVENTORY-END \([0-9]*\)@@$/\1/p' "$inv")
	have=$(grep -cv '^@@' "$inv")
	[ -n "$want" ] && [ "$want" = "$have" ] || { echo "$inv: END says '$want', $have records" >&2; return 1; }
	sed -n 2p "$inv" | grep -q '^kernel release=6\.1\.' || { echo "$inv: no kernel record" >&2; return 1; }
}

# no_panic LOG: no kernel failure up to the END marker (boot_failure).
no_panic() {
	! (. qemu-machines/lib.sh && boot_failure "$1")
}

# has_driver INV DRIVER: a dev record bound to DRIVER.
has_driver() {
	grep -qE "^dev .* driver=$2( |$)" "$1"
}

boot_machine() {
	m=$1
	stage=${2:-before}
	if sh qemu-machines/boot.sh --build "$m" "$stage" >"$TMPD/$m.out" 2>&1; then
		pass "qemu-boot-$m-$stage"
	else
		fail "qemu-boot-$m-$stage" "$(grep -v '^\[kernel' "$TMPD/$m.out" | tail -n 2 | tr '\n' ' ')"
		return 1
	fi
	check "qemu-inventory-$m-$stage" check_inventory "$reports/$m-$stage.inv"
	check "qemu-no-panic-$m-$stage" no_panic "$reports/$m-$stage.log"
}

# A board-file machine: PXA27x Mainstone, ATAGS boot.
if boot_machine mainstone; then
	inv=$reports/mainstone-before.inv
	for d in smc91x pxa2xx-mci pxa27x-keypad pxa2xx-uart; do
		check "qemu-mainstone-bound-$d" has_driver "$inv" "$d"
	done
	check qemu-mainstone-no-fdt sh -c "! grep -q '^fdt ' $inv"
	check qemu-mainstone-net grep -q '^net iface=eth0 driver=smc91x ' "$inv"
	check qemu-mainstone-mmc-host grep -q '^mmc host=mmc0 dev=pxa2xx-mci.0 ' "$inv"
fi

# A machine that refuses -kernel: connex boots through the flash shim
# (same kernel as mainstone, so it costs one boot).
if boot_machine connex; then
	inv=$reports/connex-before.inv
	check qemu-connex-atags-machine grep -q '^kernel release=6\.1\.[0-9]* machine=Gumstix ' "$inv"
	check qemu-connex-cmdline-from-tags grep -q 'Kernel command line: console=ttyS0,115200 rdinit=/init' "$reports/connex-before.log"
	check qemu-connex-flash-partitions grep -q '^mtd num=1 name=rootfs ' "$inv"
fi

# A devicetree machine: Versatile/PB. The same kernel booted twice gives
# the very same inventory (the probe is deterministic).
if boot_machine versatilepb; then
	inv=$reports/versatilepb-before.inv
	for d in uart-pl011 mmci-pl18x smc91x kmi-pl050 pl061_gpio rtc-pl031; do
		check "qemu-versatilepb-bound-$d" has_driver "$inv" "$d"
	done
	check qemu-versatilepb-fdt grep -q '^fdt offset=0x0 data=d00dfeed' "$inv"
	check qemu-versatilepb-amba-of-node \
		grep -q '^dev bus=amba name=101f1000.uart driver=uart-pl011 modalias=amba:d.* of_node=/amba/uart@101f1000 mem=0x101f1000-0x101f1fff ' "$inv"
	if REPORTS=$TMPD/again sh qemu-machines/boot.sh versatilepb >"$TMPD/again.out" 2>&1; then
		check qemu-versatilepb-stable cmp "$inv" "$TMPD/again/versatilepb-before.inv"
	else
		fail qemu-versatilepb-stable "$(tail -n 1 "$TMPD/again.out")"
	fi
fi

# compare_verdict M VERDICT: compare.sh boots M before and after and
# compares; it must succeed and its verdict must be VERDICT.
compare_verdict() {
	if sh qemu-machines/compare.sh "$1" >"$TMPD/compare-$1.out" 2>&1; then
		pass "qemu-compare-$1"
	else
		fail "qemu-compare-$1" "$(grep -v '^\[' "$TMPD/compare-$1.out" | tail -n 2 | tr '\n' ' ')"
	fi
	check "qemu-compare-$1-$2" grep -qx "$2" "$reports/$1-compare.result"
}

# Before and after the series (pristine kernel and DTB, then the same
# kernel configuration and DTB from the patched tree): compare.sh holds the
# differences to machines/<m>.intended. The Integrator/CP also proves the
# SD card: mmcblk0 through the board code's status callback before, through
# the CP controller's card detect GPIO after.
for m in versatilepb integratorcp; do
	compare_verdict "$m" intended
done
for s in before after; do
	check "qemu-integratorcp-sd-$s" grep -q '^block name=mmcblk0 size=0x400000$' "$reports/integratorcp-$s.inv"
	check "qemu-integratorcp-sd-card-$s" grep -q '^mmc host=mmc0 .* card=QEMU! type=SD$' "$reports/integratorcp-$s.inv"
done

# realview-eb, the ARM926 tile: the versatile kernels of the compares above
# boot it (no kernel build of its own); the series changes nothing there.
compare_verdict realview-eb equal

# collie, the SA-1110: the board file (sa1100-boards) and the devicetree
# machine the series adds (sa1100-dt, sa1110-collie.dtb), two small
# ARMv4 kernels. The after boot runs the series' own kernel code (the
# interrupt controller, UART, GPIO and machine patches): it must reach the
# END marker on the devicetree machine with the units bound from their
# nodes, and compare as machines/collie.intended says.
compare_verdict collie intended
inv=$reports/collie-after.inv
check qemu-collie-after-dt-machine grep -q '^kernel release=6\.1\.[0-9+]* machine=Intel\\x20SA-1100/SA-1110\\x20(Device\\x20Tree\\x20Support) dt_model=Sharp\\x20Zaurus\\x20SL-5500$' "$inv"
check qemu-collie-after-uart-node grep -q '^dev bus=platform name=80010000.serial driver=sa11x0-uart .* of_node=/soc/serial@80010000 ' "$inv"
check qemu-collie-after-rtc-node grep -q '^dev bus=platform name=90010000.rtc driver=sa1100-rtc .* of_node=/soc/rtc@90010000 ' "$inv"
check qemu-collie-after-gpio-keys grep -q '^dev bus=platform name=gpio-keys driver=gpio-keys .* of_node=/gpio-keys ' "$inv"

# sx1, the OMAP310: the board file (omap1-boards) and the devicetree
# machine the series adds (omap1-dt, omap310-sx1.dtb). The after boot runs
# the series' OMAP1 code (the interrupt domain's node, the UART set-up,
# the GPIO bank's node, the machine): the devicetree machine must reach
# the END marker with the UARTs, the GPIO bank and the flash from their
# nodes, UART1 on the board file's interrupt number (62: level 2 bit 14),
# and compare as machines/sx1.intended says.
compare_verdict sx1 intended
inv=$reports/sx1-after.inv
check qemu-sx1-after-dt-machine grep -q '^kernel release=6\.1\.[0-9+]* machine=Generic\\x20OMAP310\\x20(Flattened\\x20Device\\x20Tree) dt_model=Siemens\\x20SX1$' "$inv"
check qemu-sx1-after-uart-node grep -q '^dev bus=platform name=fffb0000.serial driver=of_serial .* of_node=/soc/serial@fffb0000 ' "$inv"
check qemu-sx1-after-uart-irq grep -q '^irq num=62 chip=MPU hwirq=46 .*names=ttyS0' "$inv"
check qemu-sx1-after-gpio-node grep -q '^dev bus=platform name=omap_gpio.1 driver=omap_gpio .* of_node=/soc/gpio@fffce000 ' "$inv"
check qemu-sx1-after-flash-node grep -q '^dev bus=platform name=0.flash driver=physmap-flash .* of_node=/flash@0 ' "$inv"

# The raw converter output boots: mainstone's after-kernel (pxa-dt from the
# patched tree) with the .dts `bf2dts convert --target` writes, no hand
# edit (gen-dtb.sh), must bind the same drivers on the same devices as
# with the reviewed DTB (compare.sh, DTS=generated: exit 0 only then). Its
# board file holds what a converter must get right to boot: both flashes
# of an array of devices, their bank widths stored at run time, the panel
# mode chosen at run time, a backlight supply the binding requires.
if BOOT_DTS=generated sh qemu-machines/compare.sh mainstone >"$TMPD/generated.out" 2>&1; then
	pass qemu-mainstone-generated-same-drivers
else
	fail qemu-mainstone-generated-same-drivers "$(grep -E 'bound drivers|only|compare|generated dtb' "$TMPD/generated.out" | head -n 6 | tr '\n' ' ')"
fi
inv=$reports/mainstone-after-generated.inv
check qemu-mainstone-generated-flash1 grep -q '^dev bus=platform name=4000000.flash driver=physmap-flash ' "$inv"
check qemu-mainstone-generated-fb grep -q '^dev bus=platform name=44000000.lcd-controller driver=pxa2xx-fb ' "$inv"

# Every other PXA board-file machine the matrix covers, the same way: the
# after-kernel with the raw converter output binds the same drivers on the
# same devices as with the reviewed DTB ("equal"), or differs exactly as
# machines/<m>.generated-intended lists, each difference with its reason
# ("intended"). Every PXA machine of the matrix: borzoi is spitz.c's
# machine whose NAND compatible only the driver's match data tells
# (sharp,akita-nand: the Akita's bad block pattern and ECC layout, which
# spitz.c gives the Borzoi); akita and terrier (QEMU's SL-C3200, booted as
# Borzoi) are spitz.c's too, about 18 s a pair.
for m in spitz borzoi akita terrier tosa connex verdex z2; do
	want=equal
	[ -f "qemu-machines/machines/$m.generated-intended" ] && want=intended
	if BOOT_DTS=generated sh qemu-machines/compare.sh "$m" >"$TMPD/generated-$m.out" 2>&1 &&
		grep -q "^compare $m generated: $want " "$TMPD/generated-$m.out"; then
		pass "qemu-$m-generated-drivers-$want"
	else
		fail "qemu-$m-generated-drivers-$want" "$(grep -E 'bound drivers|NOT INTENDED|MISSING|^compare|generated dtb' "$TMPD/generated-$m.out" | head -n 6 | tr '\n' ' ')"
	fi
done

# tosa's LCD binds with the raw converter output too: its power-down line
# is the TC6393XB's GPIO bank 0, from the lookup the MFD driver registers
# when it probes (mfd_gpio.c).
check qemu-tosa-generated-lcd grep -q '^spi dev=spi2.0 name=tosa-lcd driver=tosa-lcd' "$reports/tosa-after-generated.inv"
check qemu-tosa-generated-gpio-bank grep -q '^dev bus=platform name=10000064.gpio driver=basic-mmio-gpio ' "$reports/tosa-after-generated.inv"

# The generated-tree verdict cannot pass vacuously: verdex's two boots held
# to no list, to its list less a line, and to its list plus a pattern that
# matches nothing are "different"; a boot against itself is "equal".
dv() { # WANT_RC REV GEN LIST
	want=$1
	shift
	(. qemu-machines/lib.sh && drivers_verdict "$@" "$TMPD/dv.out") >/dev/null
	rc=$?
	[ "$rc" -eq "$want" ] || { echo "exit $rc, want $want: $(head -n 3 "$TMPD/dv.out" | tr '\n' ' ')"; return 1; }
}
rev=$reports/verdex-after.inv gen=$reports/verdex-after-generated.inv
list=qemu-machines/machines/verdex.generated-intended
check qemu-generated-verdict-intended dv 3 "$rev" "$gen" "$list"
check qemu-generated-verdict-no-list dv 1 "$rev" "$gen" /dev/null
grep -v 'smc91x' "$list" >"$TMPD/less.list"
check qemu-generated-verdict-unlisted dv 1 "$rev" "$gen" "$TMPD/less.list"
check qemu-generated-verdict-unlisted-named grep -q '^NOT INTENDED only reviewed: dev bus=platform name=4000300.ethernet driver=smc91x' "$TMPD/dv.out"
{ cat "$list"; echo 'only generated: dev bus=platform name=nothing*'; } >"$TMPD/more.list"
check qemu-generated-verdict-missing dv 1 "$rev" "$gen" "$TMPD/more.list"
check qemu-generated-verdict-missing-named grep -q '^MISSING only generated: dev bus=platform name=nothing' "$TMPD/dv.out"
check qemu-generated-verdict-equal dv 0 "$rev" "$rev" /dev/null

# The verdict cannot pass vacuously. Recorded versatilepb boots before and
# after the series, and the intended list of that day: exactly the listed
# differences is "intended" (exit 3); a difference nobody listed, or a
# listed one that did not happen, is "different" (exit 1); no difference
# with nothing intended is "equal" (exit 0).
fix=tests/fixtures/inventories/versatilepb-series
verdict() { # WANT_RC LIST BEFORE AFTER
	want=$1
	shift
	"$BF2DTS" compare --intended "$@" >"$TMPD/verdict.out" 2>&1
	rc=$?
	[ "$rc" -eq "$want" ] || { echo "exit $rc, want $want: $(head -n 1 "$TMPD/verdict.out")"; return 1; }
}
check qemu-intended-exact verdict 3 "$fix.intended" "$fix-before.inv" "$fix-after.inv"
check qemu-intended-exact-says-so grep -qx 'intended: 9 differences, each one listed' "$TMPD/verdict.out"
grep -v 'mmc@5000:cd-gpios' "$fix.intended" >"$TMPD/unlisted.intended"
check qemu-intended-unlisted verdict 1 "$TMPD/unlisted.intended" "$fix-before.inv" "$fix-after.inv"
check qemu-intended-unlisted-named grep -q '^  NOT INTENDED fdt property-added /amba/fpga/mmc@5000:cd-gpios = ' "$TMPD/verdict.out"
{ cat "$fix.intended"; echo 'fdt property-added /amba/fpga/mmc@5000:wp-gpios = *'; } >"$TMPD/missing.intended"
check qemu-intended-missing verdict 1 "$TMPD/missing.intended" "$fix-before.inv" "$fix-after.inv"
check qemu-intended-missing-named grep -q '^  MISSING fdt property-added /amba/fpga/mmc@5000:wp-gpios = \*' "$TMPD/verdict.out"
check qemu-intended-none-happened verdict 1 "$fix.intended" "$fix-before.inv" "$fix-before.inv"
check qemu-intended-equal verdict 0 /dev/null "$fix-before.inv" "$fix-before.inv"
check qemu-intended-unlisted-all verdict 1 /dev/null "$fix-before.inv" "$fix-after.inv"
check_fails qemu-intended-no-list "$BF2DTS" compare --intended "$TMPD/no-such.intended" "$fix-before.inv" "$fix-after.inv"

# Bad input: one line naming the machine and stage, non-zero exit, in
# bounded time (the runner's own timeout; `timeout` only guards the suite).
runner() {
	timeout 120 sh qemu-machines/boot.sh "$@"
}
# runner_env VAR=VALUE... ARGS: the same with a changed environment.
runner_env() {
	env "$@" timeout 120 sh qemu-machines/boot.sh versatilepb
}
check_fails qemu-unknown-machine runner no-such-board
check_fails qemu-unknown-stage runner versatilepb later
check_fails qemu-no-kernel env BF2DTS_CACHE="$TMPD/empty-cache" sh qemu-machines/boot.sh versatilepb
check_fails qemu-no-series env BOARD_PATCHES="$TMPD/no-patches" sh qemu-machines/boot.sh mainstone after
check_fails qemu-panic runner_env BOOT_APPEND="rdinit=/no-such-init" REPORTS="$TMPD/r1"
check "qemu-panic-says-so" grep -q 'kernel failed: Kernel panic' "$TMPD/check.err"
check "qemu-panic-log-kept" grep -q 'Kernel panic' "$TMPD/r1/versatilepb-before.log"
check_fails qemu-hang runner_env BOOT_TIMEOUT=1 REPORTS="$TMPD/r2"
check "qemu-hang-says-so" grep -q 'no inventory END marker within 1s' "$TMPD/check.err"
check "qemu-hang-log-kept" test -s "$TMPD/r2/versatilepb-before.log"
check "qemu-hang-no-inventory" test ! -e "$TMPD/r2/versatilepb-before.inv"
check_fails qemu-kernel-unknown sh qemu-machines/build-kernel.sh no-such-kernel

# A kernel failure counts up to the inventory's END marker only: collie's
# kernel panics after the probe's power-off returns (QEMU has no SA-1110
# sleep mode), an oops before the END marker is still a failed boot.
failure_is() { # LOG MESSAGE
	[ "$(. qemu-machines/lib.sh && boot_failure "$1")" = "$2" ]
}
printf '%s\n' '@@BF2DTS-INVENTORY-BEGIN v1@@' '@@BF2DTS-INVENTORY-END 0@@' 'reboot: Power down' \
	'Kernel panic - not syncing: Attempted to kill init! exitcode=0x00000000' >"$TMPD/after-end.log"
printf '%s\r\n' '[    1.000000] Internal error: Oops: 5 [#1] ARM' '@@BF2DTS-INVENTORY-BEGIN v1@@' \
	'@@BF2DTS-INVENTORY-END 0@@' >"$TMPD/before-end.log"
check qemu-failure-after-end-ignored no_panic "$TMPD/after-end.log"
check qemu-failure-before-end failure_is "$TMPD/before-end.log" 'Internal error: Oops: 5 [#1] ARM'

# The flash shim's image, without booting: the tags carry ATAG_INITRD2 with
# the initramfs size and the command line; a DTB gets /chosen filled in.
flash_fixture() {
	mkdir -p "$TMPD/flash"
	head -c 4096 /dev/urandom >"$TMPD/flash/zImage"
	printf 'initrd' >"$TMPD/flash/initrd"
	printf '%s\n' RAM_START=0xa0000000 MEM_SIZE=0x4000000 MACH_ID=373 FLASH_SIZE=0x100000 >"$TMPD/flash/ok.conf"
	grep -v MACH_ID "$TMPD/flash/ok.conf" >"$TMPD/flash/no-id.conf"
	sed 's/FLASH_SIZE=.*/FLASH_SIZE=0x1000/' "$TMPD/flash/ok.conf" >"$TMPD/flash/small.conf"
	printf '/dts-v1/;\n/ { compatible = "test"; };\n' | dtc -O dtb -o "$TMPD/flash/t.dtb" -
}
flash() { # CONF DTB OUT
	sh qemu-machines/shim/make-flash.sh test "$TMPD/flash/zImage" "$TMPD/flash/initrd" \
		"console=ttyS0 rdinit=/init" "$2" "$3" "$TMPD/flash/$1"
}
# tags_ok: ATAG_INITRD2 (0x54420005) at 0xa1000000 with size 6, then the
# command line, in the image's first 4 KiB.
tags_ok() {
	od -A n -t x4 -N 4096 -v "$TMPD/flash/atags.bin" | tr -s ' \n' ' ' |
		grep -q ' 00000004 54420005 a1000000 00000006 ' &&
		grep -aq 'console=ttyS0 rdinit=/init' "$TMPD/flash/atags.bin" &&
		[ "$(stat -c %s "$TMPD/flash/atags.bin")" -eq $((0x100000)) ]
}
dtb_ok() {
	off=$(LC_ALL=C grep -obUaP '\xd0\x0d\xfe\xed' "$TMPD/flash/dt.bin" | head -n 1 | cut -d: -f1)
	[ -n "$off" ] && tail -c +$((off + 1)) "$TMPD/flash/dt.bin" | head -c 4096 >"$TMPD/flash/got.dtb" &&
		[ "$(fdtget "$TMPD/flash/got.dtb" /chosen bootargs)" = "console=ttyS0 rdinit=/init" ] &&
		[ "$(fdtget -t x "$TMPD/flash/got.dtb" /chosen linux,initrd-end)" = a1000006 ] &&
		[ "$(fdtget -t x "$TMPD/flash/got.dtb" /memory reg)" = "a0000000 4000000" ]
}
flash_fixture
if flash ok.conf "" "$TMPD/flash/atags.bin" 2>"$TMPD/flash.err" && tags_ok; then
	pass qemu-flash-atags
else
	fail qemu-flash-atags "$(head -c 200 "$TMPD/flash.err")"
fi
if flash ok.conf "$TMPD/flash/t.dtb" "$TMPD/flash/dt.bin" 2>"$TMPD/flash.err" && dtb_ok; then
	pass qemu-flash-dtb
else
	fail qemu-flash-dtb "$(head -c 200 "$TMPD/flash.err")"
fi
check_fails qemu-flash-no-mach-id flash no-id.conf "" "$TMPD/flash/x.bin"
check_fails qemu-flash-too-small flash small.conf "" "$TMPD/flash/y.bin"
check qemu-flash-nothing-left test ! -e "$TMPD/flash/y.bin"

# A fragment asking for a symbol Kconfig cannot keep is refused, not
# silently built into a different kernel.
mkdir -p "$TMPD/configs"
printf '%s\n' '# include: common.fragment' 'CONFIG_NO_SUCH_SYMBOL_BF2DTS=y' >"$TMPD/configs/bogus.config"
cp qemu-machines/kernels/common.fragment "$TMPD/configs/"
check_fails qemu-kconfig-dropped env KERNEL_CONFIGS="$TMPD/configs" BF2DTS_CACHE="$TMPD/cache" \
	BF2DTS_KERNEL="$BF2DTS_KERNEL" sh qemu-machines/build-kernel.sh bogus
