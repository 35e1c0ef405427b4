#!/bin/sh
# make-flash.sh MACHINE ZIMAGE INITRD CMDLINE DTB|"" OUT DESCRIPTOR
#
# Builds the -pflash image of a machine that cannot boot with -kernel:
# shim.S at the reset vector followed by the boot data (ATAGS with
# ATAG_INITRD2 and the command line, or the DTB with /chosen and /memory
# filled in by fdtput), the zImage and the initramfs, padded to the size
# of the machine's flash. The descriptor gives RAM_START, MEM_SIZE,
# MACH_ID and FLASH_SIZE. Written to a temp file, renamed into place.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 7 ] || { echo "usage: make-flash.sh MACHINE ZIMAGE INITRD CMDLINE DTB OUT DESCRIPTOR" >&2; exit 2; }
machine=$1 zimage=$2 initrd=$3 cmdline=$4 dtb=$5 out=$6
RAM_START="" MEM_SIZE="" MACH_ID="" FLASH_SIZE=""
. "$7"
for v in RAM_START MEM_SIZE MACH_ID FLASH_SIZE; do
	eval "[ -n \"\$$v\" ]" || { echo "flash $machine: the descriptor sets no $v" >&2; exit 1; }
done
case $cmdline in
*'"'* | *'\'*) echo "flash $machine: quotes or backslashes in the command line" >&2; exit 1 ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ln -s "$(realpath "$zimage")" "$tmp/zImage"
ln -s "$(realpath "$initrd")" "$tmp/initrd"
initrd_addr=$((RAM_START + 0x1000000))
initrd_size=$(stat -c %s "$initrd")

if [ -n "$dtb" ]; then
	# Room for the properties added below.
	dtc -I dtb -O dtb -p 1024 -o "$tmp/boot.dtb" "$dtb" 2>/dev/null
	fdtput -c "$tmp/boot.dtb" /chosen 2>/dev/null || true
	fdtput -t s "$tmp/boot.dtb" /chosen bootargs "$cmdline"
	fdtput -t x "$tmp/boot.dtb" /chosen linux,initrd-start "$(printf %x $initrd_addr)"
	fdtput -t x "$tmp/boot.dtb" /chosen linux,initrd-end "$(printf %x $((initrd_addr + initrd_size)))"
	fdtput -c "$tmp/boot.dtb" /memory 2>/dev/null || true
	fdtput -t s "$tmp/boot.dtb" /memory device_type memory
	fdtput -t x "$tmp/boot.dtb" /memory reg "$(printf %x $((RAM_START)))" "$(printf %x $((MEM_SIZE)))"
	echo '	.incbin "boot.dtb"' >"$tmp/params.inc"
else
	# ATAG sizes count 32-bit words, header included; the command line is
	# NUL-terminated and padded to a word.
	words=$(((${#cmdline} + 4) / 4 + 2))
	cat >"$tmp/params.inc" <<TAGS
	.word	2, 0x54410001			@ ATAG_CORE
	.word	4, 0x54410002, $MEM_SIZE, $RAM_START	@ ATAG_MEM
	.word	4, 0x54420005, $initrd_addr, $initrd_size	@ ATAG_INITRD2
	.word	$words, 0x54410009		@ ATAG_CMDLINE
	.asciz	"$cmdline"
	.align	2
	.word	0, 0				@ ATAG_NONE
TAGS
fi

arm-linux-gnueabi-as -march=armv4 -I "$tmp" --defsym RAM_START=$RAM_START \
	--defsym MACH_ID=$MACH_ID -o "$tmp/shim.o" "$here/shim.S"
arm-linux-gnueabi-ld -Ttext=0 -o "$tmp/shim.elf" "$tmp/shim.o"
arm-linux-gnueabi-objcopy -O binary "$tmp/shim.elf" "$tmp/flash"
size=$(stat -c %s "$tmp/flash")
[ "$size" -le $((FLASH_SIZE)) ] || { echo "flash $machine: image ($size bytes) larger than the flash" >&2; exit 1; }
truncate -s $((FLASH_SIZE)) "$tmp/flash"
mv "$tmp/flash" "$out"
