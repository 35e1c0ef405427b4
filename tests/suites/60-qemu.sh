# The QEMU harness: real boots of one board-file machine (mainstone) and
# one devicetree machine (versatilepb) with the probe init, and the
# runner's answers to bad input. Cold cost: two small kernels (about 5-10
# minutes each on 2 cores, much less with a warm ccache).
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

no_panic() {
	! grep -qE 'Kernel panic|Internal error: Oops|Unable to handle kernel|BUG: ' "$1"
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

# A devicetree machine: Versatile/PB; its "after" is the same kernel
# booted again, which must give the very same inventory.
if boot_machine versatilepb; then
	inv=$reports/versatilepb-before.inv
	for d in uart-pl011 mmci-pl18x smc91x kmi-pl050 pl061_gpio rtc-pl031; do
		check "qemu-versatilepb-bound-$d" has_driver "$inv" "$d"
	done
	check qemu-versatilepb-fdt grep -q '^fdt offset=0x0 data=d00dfeed' "$inv"
	check qemu-versatilepb-amba-of-node \
		grep -q '^dev bus=amba name=101f1000.uart driver=uart-pl011 modalias=amba:d.* of_node=/amba/uart@101f1000 mem=0x101f1000-0x101f1fff ' "$inv"
	if boot_machine versatilepb after; then
		check qemu-versatilepb-stable cmp "$inv" "$reports/versatilepb-after.inv"
	fi
fi

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

# A fragment asking for a symbol Kconfig cannot keep is refused, not
# silently built into a different kernel.
mkdir -p "$TMPD/configs"
printf '%s\n' '# include: common.fragment' 'CONFIG_NO_SUCH_SYMBOL_BF2DTS=y' >"$TMPD/configs/bogus.config"
cp qemu-machines/kernels/common.fragment "$TMPD/configs/"
check_fails qemu-kconfig-dropped env KERNEL_CONFIGS="$TMPD/configs" BF2DTS_CACHE="$TMPD/cache" \
	BF2DTS_KERNEL="$BF2DTS_KERNEL" sh qemu-machines/build-kernel.sh bogus
