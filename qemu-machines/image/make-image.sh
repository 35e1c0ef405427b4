#!/bin/sh
# make-image.sh [--build] MACHINE
#
# The images a real board's bootloader takes, made from the machine's
# after-kernel (the kernel built from the tree with board-patches/ applied
# and the DTB the series adds), in $IMAGES/MACHINE/ (default
# build/images/MACHINE/):
#   zImage-dtb  the zImage with the DTB appended: for bootloaders that pass
#               ATAGs only (Sharp's Zaurus loader, blob, old U-Boot); the
#               kernel's ARM_ATAG_DTB_COMPAT folds their memory, command
#               line and initrd into the DTB
#   uImage      zImage-dtb in a legacy U-Boot header (bootm without an fdt)
#   MACHINE.its, MACHINE.itb
#               a FIT image: the plain zImage, the DTB, one configuration
#   zImage, DTB the inputs, and image.env (what the boot and LAVA scripts read)
#
# Load and entry address: the SoC's RAM base plus 0x8000, where the ARM
# kernel has always been loaded (the old Makefile.boot zreladdr of every
# platform: 0xa0008000 on PXA, 0x00008000 on Versatile). The RAM base is the
# DTB's own memory node, else the descriptor's RAM_START; no per-board table.
#
# --build first makes the patched tree and builds the after-kernel.
# Fails with one line naming the machine on: unknown machine, no after stage,
# kernel or DTB not built, no RAM base; nothing half-written is left.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/lib.sh"

build=0
if [ "${1:-}" = --build ]; then
	build=1
	shift
fi
[ $# -eq 1 ] || die "usage: make-image.sh [--build] MACHINE"
machine=$1
what="image $machine"
desc=$here/machines/$machine.conf
[ -f "$desc" ] || die "$what: unknown machine (no qemu-machines/machines/$machine.conf)"

. "$here/image/stage.sh"
after_stage "$desc" || exit 1

if [ "$build" = 1 ]; then
	sh "$here/patched-tree.sh" >&2 || die "$what: cannot prepare the patched tree"
	sh "$here/build-kernel.sh" "$kernel" patched >&2 || exit 1
fi
out=$(kernel_out "$kernel" patched)
zimage=$out/arch/arm/boot/zImage
dtbfile=$out/arch/arm/boot/dts/$dtb
[ -f "$zimage" ] || die "$what: kernel $kernel/patched not built ($zimage missing; make image builds it)"
[ -f "$dtbfile" ] || die "$what: $dtbfile missing (the series adds no $dtb?)"
grep -q '^CONFIG_ARM_APPENDED_DTB=y' "$out/.config" ||
	die "$what: kernel $kernel/patched has no CONFIG_ARM_APPENDED_DTB (qemu-machines/kernels/$kernel.config)"

# The RAM base: the first memory node's reg (device_type "memory"), with the
# root's #address-cells; else the descriptor's RAM_START.
ram=""
acells=$(fdtget -t u "$dtbfile" / '#address-cells' 2>/dev/null || echo 1)
for n in $(fdtget -l "$dtbfile" / 2>/dev/null); do
	[ "$(fdtget -t s "$dtbfile" "/$n" device_type 2>/dev/null)" = memory ] || continue
	# shellcheck disable=SC2046 # the reg cells
	set -- $(fdtget -t x "$dtbfile" "/$n" reg 2>/dev/null)
	[ $# -ge "$acells" ] || continue
	[ "$acells" = 2 ] && { [ "$1" = 0 ] || continue; shift; }
	ram=0x$1
	break
done
[ -n "$ram" ] || ram=${RAM_START:-}
[ -n "$ram" ] || die "$what: no RAM base (no memory node in $dtb, no RAM_START in the descriptor)"
load=$(printf '0x%08x' $((ram + 0x8000)))

images=${IMAGES:-build/images}
dest=$images/$machine
mkdir -p "$images"
tmp=$(mktemp -d "$images/.$machine.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cp "$zimage" "$tmp/zImage"
cp "$dtbfile" "$tmp/$dtb"
cat "$zimage" "$dtbfile" >"$tmp/zImage-dtb"
release=$(cat "$out/include/config/kernel.release" 2>/dev/null || echo 6.1)
# The legacy header's name holds 32 bytes.
name=$(printf 'Linux-%s %s' "$release" "$machine" | cut -c1-31)
mkimage -A arm -O linux -T kernel -C none -a "$load" -e "$load" -n "$name" \
	-d "$tmp/zImage-dtb" "$tmp/uImage" >"$tmp/mkimage.log" 2>&1 ||
	die "$what: mkimage (uImage) failed: $(tail -n 1 "$tmp/mkimage.log")"
cat >"$tmp/$machine.its" <<ITS
/dts-v1/;

/ {
	description = "$machine: Linux $release ($kernel, board-patches) with $dtb";
	#address-cells = <1>;

	images {
		kernel-1 {
			description = "Linux $release zImage";
			data = /incbin/("zImage");
			type = "kernel";
			arch = "arm";
			os = "linux";
			compression = "none";
			load = <$load>;
			entry = <$load>;
			hash-1 {
				algo = "sha256";
			};
		};
		fdt-1 {
			description = "$dtb";
			data = /incbin/("$dtb");
			type = "flat_dt";
			arch = "arm";
			compression = "none";
			hash-1 {
				algo = "sha256";
			};
		};
	};

	configurations {
		default = "conf-1";
		conf-1 {
			description = "$machine";
			kernel = "kernel-1";
			fdt = "fdt-1";
		};
	};
};
ITS
(cd "$tmp" && mkimage -f "$machine.its" "$machine.itb") >"$tmp/mkimage.log" 2>&1 ||
	die "$what: mkimage (FIT) failed: $(grep -m1 -iE 'error|fail' "$tmp/mkimage.log")"
rm -f "$tmp/mkimage.log"
cat >"$tmp/image.env" <<ENV
MACHINE=$machine
KERNEL=$kernel
DTB=$dtb
RAM_BASE=$ram
LOAD_ADDR=$load
RELEASE=$release
ENV
chmod 755 "$tmp"
rm -rf "$dest"
mv "$tmp" "$dest"
trap - EXIT
echo "$what: $dest: zImage-dtb, uImage and $machine.itb at $load ($kernel/patched, $dtb)"
