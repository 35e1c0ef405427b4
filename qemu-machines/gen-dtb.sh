#!/bin/sh
# gen-dtb.sh MACHINE OUT.dtb: the raw converter output for the board file
# and MACHINE_START id board-map.tsv gives MACHINE, written for the patched
# tree (`bf2dts convert --target`: its SoC .dtsi, bindings and OF tables)
# and compiled as the kernel compiles a .dts (cpp with the dts include
# paths, then dtc). No hand edit: OUT.dts beside OUT.dtb is what boots.
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -eq 2 ] || die "usage: gen-dtb.sh MACHINE OUT.dtb"
machine=$1 dtb=$2
bf2dts=${BF2DTS:-./build/bf2dts}
[ -x "$bf2dts" ] || die "generated dtb $machine: $bf2dts not built (make)"
set -- $(awk -F'\t' -v m="$machine" '$1 == m { print $2, $3 }' "$here/board-map.tsv")
[ $# -eq 2 ] || die "generated dtb $machine: not in qemu-machines/board-map.tsv"
board=$1 id=$2
dts=${dtb%.dtb}.dts
mkdir -p "$(dirname "$dtb")"
"$bf2dts" convert -q --no-check --kernel "$BF2DTS_KERNEL" \
	--target "$BF2DTS_PATCHED" --machine "$id" -o "$dts" "$board" \
	>"$dts.log" 2>&1 ||
	die "generated dtb $machine: convert failed: $(tail -n 1 "$dts.log")"
P=$BF2DTS_PATCHED
cpp -nostdinc -I "$P/arch/arm/boot/dts" -I "$P/scripts/dtc/include-prefixes" \
	-I "$P/include" -undef -D__DTS__ -x assembler-with-cpp \
	-o "$dtb.pp" "$dts" 2>"$dtb.err" &&
	dtc -q -I dts -O dtb -o "$dtb" "$dtb.pp" 2>>"$dtb.err" ||
	die "generated dtb $machine: $(basename "$dts") does not compile: $(head -n 1 "$dtb.err")"
rm -f "$dtb.pp" "$dtb.err"
