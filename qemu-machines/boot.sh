#!/bin/sh
# boot.sh [--build] MACHINE [before|after]
#
# Boots one QEMU machine with its stage's kernel and the probe initramfs,
# captures the console to build/reports/MACHINE-STAGE.log and extracts the
# inventory (qemu-machines/INVENTORY.md) to build/reports/MACHINE-STAGE.inv.
# QEMU is stopped as soon as the END marker is out (PXA machines do not
# stop on power-off).
#
# Fails with one line on stderr naming the machine and the stage, and a
# non-zero exit, on: unknown machine, no kernel or DTB for the stage, a
# kernel panic or oops, no END marker within the timeout, or a truncated
# inventory. The log is kept in every case.
#
# --build first builds the stage's kernel (build-kernel.sh).
# BOOT_DTS=generated boots a board-file machine's after stage with the raw
# converter output (gen-dtb.sh) instead of the reviewed DTB the series
# adds; its reports are MACHINE-after-generated.*.
# Environment: BOOT_TIMEOUT (seconds, default the descriptor's TIMEOUT),
# BOOT_APPEND (extra kernel command line), QEMU_BUILD, REPORTS.
# BOOT_IMAGE boots that image (a zImage with the DTB appended, a uImage)
# instead of the stage's zImage, with no -dtb, as a bootloader that knows
# only ATAGs would; BOOT_LABEL then names its reports (MACHINE-STAGE-LABEL.*).
#
# Stages: "before" is the pristine tree's kernel (and, for a devicetree
# machine, the pristine tree's DTB). "after" is the tree with board-patches/
# applied: for a board-file machine its AFTER_KERNEL and the AFTER_DTB the
# series adds; for a devicetree machine the same kernel configuration built
# from the patched tree, booted with the patched tree's DTB of the same name
# (AFTER_KERNEL/AFTER_DTB override either).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

build=0
if [ "${1:-}" = --build ]; then
	build=1
	shift
fi
[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: boot.sh [--build] MACHINE [before|after]"
machine=$1
stage=${2:-before}
what="boot $machine $stage"

desc=$here/machines/$machine.conf
[ -f "$desc" ] || die "$what: unknown machine (no qemu-machines/machines/$machine.conf)"
case $stage in
before | after) ;;
*) die "$what: unknown stage (before or after)" ;;
esac

# Descriptor defaults; the descriptor is a list of shell assignments.
QEMU_MACHINE=$machine QEMU_OPTS="" MEMORY="" CONSOLE=ttyS0 BOOT=kernel
BOARD="" BEFORE_KERNEL="" BEFORE_DTB="" AFTER_KERNEL="" AFTER_DTB=""
EXPECT="" AFTER_EXPECT="" TIMEOUT=60 MACH_ID="" APPEND=""
SD_CARD="" EXPECT_BLOCK=""
. "$desc"

# Which kernel, which tree, which DTB.
if [ "$stage" = before ]; then
	kernel=$BEFORE_KERNEL tree=pristine dtb=$BEFORE_DTB
else
	series=${BOARD_PATCHES:-board-patches}/series
	[ -f "$series" ] ||
		die "$what: no after stage yet ($series does not exist)"
	if [ -z "$BOARD" ]; then
		# A devicetree machine: the same kernel and DTB, from the
		# patched tree.
		AFTER_KERNEL=${AFTER_KERNEL:-$BEFORE_KERNEL}
		AFTER_DTB=${AFTER_DTB:-$BEFORE_DTB}
	fi
	[ -n "$AFTER_KERNEL" ] && [ -n "$AFTER_DTB" ] ||
		die "$what: the descriptor names no AFTER_KERNEL/AFTER_DTB"
	kernel=$AFTER_KERNEL tree=patched dtb=$AFTER_DTB
fi
[ -n "$kernel" ] || die "$what: the descriptor names no kernel"
# The pristine kernels are shared: a development tree's BF2DTS_BUILD_ROOT
# holds only its own (patched) builds.
# shellcheck disable=SC2034 # read by kernel_out and build-kernel.sh
[ "$tree" = pristine ] && BF2DTS_BUILD_ROOT=""

if [ "$build" = 1 ] && [ "$tree" = patched ]; then
	sh "$here/patched-tree.sh" || die "$what: cannot prepare the patched tree"
fi
# Do not build a kernel for a DTB the patches do not add (yet).
if [ "$tree" = patched ] && [ -d "$BF2DTS_PATCHED" ] &&
	[ ! -f "$BF2DTS_PATCHED/arch/arm/boot/dts/${dtb%.dtb}.dts" ]; then
	die "$what: no after stage yet (board-patches add no arch/arm/boot/dts/${dtb%.dtb}.dts)"
fi
if [ "$build" = 1 ]; then
	sh "$here/build-kernel.sh" "$kernel" "$tree" || exit 1
fi

out=$(kernel_out "$kernel" "$tree")
zimage=$out/arch/arm/boot/zImage
[ -f "$zimage" ] || die "$what: kernel $kernel/$tree not built ($zimage missing; make boot builds it)"
dtbfile=""
if [ -n "$dtb" ]; then
	dtbfile=$out/arch/arm/boot/dts/$dtb
	[ -f "$dtbfile" ] || die "$what: $dtbfile missing"
fi
if [ "${BOOT_DTS:-reviewed}" = generated ]; then
	[ "$stage" = after ] && [ -n "$BOARD" ] ||
		die "$what: BOOT_DTS=generated needs a board-file machine's after stage"
	BOOT_LABEL=${BOOT_LABEL:-generated}
	dtbfile=$QEMU_BUILD/generated/$machine.dtb
	sh "$here/gen-dtb.sh" "$machine" "$dtbfile" || exit 1
	what="$what (generated devicetree)"
fi
if [ -n "${BOOT_IMAGE:-}" ]; then
	[ -f "$BOOT_IMAGE" ] || die "$what: $BOOT_IMAGE missing (make image)"
	zimage=$BOOT_IMAGE dtbfile="" what="$what ($(basename "$BOOT_IMAGE"), no -dtb)"
fi
initrd=$QEMU_BUILD/initramfs.cpio.gz
[ -f "$initrd" ] || die "$what: $initrd missing (make $initrd)"

mkdir -p "$REPORTS"
run=$machine-$stage${BOOT_LABEL:+-$BOOT_LABEL}
log=$REPORTS/$run.log
inv=$REPORTS/$run.inv
rm -f "$inv" "$REPORTS/$run.time"
timeout=${BOOT_TIMEOUT:-$TIMEOUT}
cmdline="console=$CONSOLE,115200 rdinit=/init $APPEND ${BOOT_APPEND:-}"

set -- -M "$QEMU_MACHINE" -display none -monitor none -serial stdio -no-reboot
[ -n "$MEMORY" ] && set -- "$@" -m "$MEMORY"
case $BOOT in
kernel)
	set -- "$@" -kernel "$zimage" -initrd "$initrd" -append "$cmdline"
	[ -n "$dtbfile" ] && set -- "$@" -dtb "$dtbfile"
	;;
pflash)
	# The board has no -kernel support: a flash image with our boot
	# shim at the reset vector loads kernel, initrd and tags.
	flash=$QEMU_BUILD/$run.flash
	sh "$here/shim/make-flash.sh" "$machine" "$zimage" "$initrd" \
		"$cmdline" "${dtbfile:-}" "$flash" "$desc" ||
		die "$what: cannot build the flash image"
	set -- "$@" -pflash "$flash"
	;;
*) die "$what: unknown BOOT=$BOOT in the descriptor" ;;
esac
# An SD card: a zero-filled raw image of SD_CARD bytes (a dd size such as
# 4M), made once in $QEMU_BUILD and shared by both stages and by concurrent
# boots: snapshot=on keeps the image itself read-only (writes, which the
# probe does not make, would go to a temporary overlay).
if [ -n "$SD_CARD" ]; then
	sd=$QEMU_BUILD/sd-$SD_CARD.img
	if [ ! -f "$sd" ]; then
		mkdir -p "$QEMU_BUILD"
		truncate -s "$SD_CARD" "$sd.tmp" && mv "$sd.tmp" "$sd" ||
			die "$what: cannot make the SD card image $sd"
	fi
	set -- "$@" -drive "file=$sd,if=sd,format=raw,snapshot=on"
fi
# shellcheck disable=SC2086 # QEMU_OPTS is a list of options
set -- "$@" $QEMU_OPTS

# No sound card on the host: keep QEMU from trying one.
export QEMU_AUDIO_DRV=none
start=$(date +%s%N)
# The log is emptied here, not by the background redirection: the loop
# below must never see the END marker of the previous boot. QEMU reads no
# input: the serial console only writes to the log.
: >"$log"
qemu-system-arm "$@" </dev/null >>"$log" 2>&1 &
qpid=$!
trap 'kill "$qpid" 2>/dev/null' EXIT INT TERM

result=""
while :; do
	if grep -q '@@BF2DTS-INVENTORY-END' "$log"; then
		result=ok
		break
	fi
	if boot_failure "$log" >/dev/null; then
		result=panic
		break
	fi
	if ! kill -0 "$qpid" 2>/dev/null; then
		result=exited
		break
	fi
	if [ $((($(date +%s%N) - start) / 1000000000)) -ge "$timeout" ]; then
		result=timeout
		break
	fi
	sleep 0.2
done
ms=$((($(date +%s%N) - start) / 1000000))
kill "$qpid" 2>/dev/null
wait "$qpid" 2>/dev/null
trap - EXIT INT TERM
# An oops printed before the inventory's END marker is still a failed
# boot (boot_failure: what comes after it does not count).
if [ "$result" = ok ] && boot_failure "$log" >/dev/null; then
	result=panic
fi

case $result in
panic)
	why=$(boot_failure "$log")
	die "$what: kernel failed: $why (log: $log)"
	;;
exited) die "$what: QEMU exited before the inventory END marker (log: $log)" ;;
timeout) die "$what: no inventory END marker within ${timeout}s (log: $log)" ;;
esac

# Keep the marker lines and the records; console lines interleaved by the
# kernel are dropped (the parser would skip them too).
keywords='kernel|dev|iomem|irq|i2c|spi|input|mtd|net|mmc|block|fb|led|gpiochip|fdt'
tr -d '\r' <"$log" | sed -n '/^@@BF2DTS-INVENTORY-BEGIN/,/^@@BF2DTS-INVENTORY-END/p' |
	grep -E "^(@@BF2DTS-INVENTORY-|($keywords) )" >"$inv.tmp"
want=$(sed -n 's/^@@BF2DTS-INVENTORY-END \([0-9]*\)@@$/\1/p' "$inv.tmp")
have=$(grep -cvE '^@@' "$inv.tmp")
if [ -z "$want" ] || [ "$want" != "$have" ]; then
	rm -f "$inv.tmp"
	die "$what: inventory truncated or garbled (END says ${want:-nothing}, $have records; log: $log)"
fi
mv "$inv.tmp" "$inv"
secs=$(printf '%d.%01d' $((ms / 1000)) $((ms % 1000 / 100)))
echo "boot_seconds=$secs" >"$REPORTS/$run.time"

# The drivers the descriptor expects bound. A board-file machine's after
# stage may bind other drivers to the same device (physmap-flash for
# pxa2xx-flash): judging it is bf2dts compare's job, so it is held only to
# AFTER_EXPECT.
if [ "$stage" = after ] && [ -n "$BOARD" ]; then
	EXPECT=${AFTER_EXPECT:-}
fi
missing=""
for d in $EXPECT; do
	grep -qE "^dev .* driver=$d( |$)" "$inv" || missing="$missing $d"
done
[ -z "$missing" ] || die "$what: expected drivers not bound:$missing (inventory: $inv)"
# Block devices that must exist (the SD card as mmcblk0), in both stages.
for b in $EXPECT_BLOCK; do
	grep -qE "^block name=$b " "$inv" || missing="$missing $b"
done
[ -z "$missing" ] || die "$what: expected block devices missing:$missing (inventory: $inv)"
bound=$(grep -cE '^dev .* driver=[^-]' "$inv")
echo "$what: ok, $have records, $bound devices bound, ${secs}s to the END marker -> $inv"
