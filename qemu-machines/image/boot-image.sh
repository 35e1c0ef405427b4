#!/bin/sh
# boot-image.sh MACHINE: boots the images of make-image.sh the way the
# board's own bootloader would, with no -dtb (ATAGs and the machine number
# only): the zImage with the DTB appended, and the uImage (QEMU's -kernel
# takes a legacy uImage itself). A machine that boots from flash (BOOT=pflash,
# connex and verdex) gets the appended-DTB zImage in its flash image with ATAG
# boot data; its shim cannot run a uImage. Each inventory is compared with
# the normal after-boot (-dtb) by `bf2dts compare`, which must say equal.
# Reports: build/reports/MACHINE-after-{zimage-dtb,uimage}.{log,inv},
# MACHINE-image.txt (the comparisons), MACHINE-image.result (equal or
# different). Exit 0 all equal, 1 a difference, 2 an error (one line).
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/lib.sh"

[ $# -eq 1 ] || { echo "usage: boot-image.sh MACHINE" >&2; exit 2; }
machine=$1
bf2dts=${BF2DTS:-./build/bf2dts}
[ -x "$bf2dts" ] || { echo "image-boot $machine: $bf2dts not built (make)" >&2; exit 2; }
images=${IMAGES:-build/images}
env=$images/$machine/image.env
[ -f "$env" ] || { echo "image-boot $machine: $env missing (make image MACHINE=$machine)" >&2; exit 2; }
BOOT=kernel
. "$here/machines/$machine.conf"

sh "$here/boot.sh" "$machine" after || exit 2
labels="zimage-dtb"
[ "$BOOT" = pflash ] || labels="$labels uimage"
txt=$REPORTS/$machine-image.txt
: >"$txt"
verdict=equal
for label in $labels; do
	case $label in
	zimage-dtb) img=$images/$machine/zImage-dtb ;;
	uimage) img=$images/$machine/uImage ;;
	esac
	BOOT_IMAGE=$img BOOT_LABEL=$label sh "$here/boot.sh" "$machine" after || exit 2
	echo "== $machine: normal after-boot (-dtb) vs $label (no -dtb)" >>"$txt"
	"$bf2dts" compare "$REPORTS/$machine-after.inv" "$REPORTS/$machine-after-$label.inv" >>"$txt" 2>&1
	rc=$?
	case $rc in
	0) echo "image-boot $machine: $label equal to the normal after-boot" ;;
	1 | 3)
		echo "image-boot $machine: $label DIFFERENT from the normal after-boot ($txt)"
		verdict=different
		;;
	*)
		echo "image-boot $machine: bf2dts compare failed ($txt)" >&2
		exit 2
		;;
	esac
done
echo "$verdict" >"$REPORTS/$machine-image.result"
[ "$verdict" = equal ] || exit 1
