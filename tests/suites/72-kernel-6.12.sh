# Another tree than 6.1: linux-source 6.12 (scripts/kernel-cache.sh 6.12
# extracts it into $BF2DTS_CACHE/linux-6.12). 6.12 still describes 28
# machines in 25 board files, in nine families; 6.5 moved the .dtsi files
# into vendor folders (arch/arm/boot/dts/marvell/pxa27x.dtsi). Every one of
# those machines converts (--kernel, one process per family, the whole-tree
# run) and its output compiles with cpp and dtc, and `bf2dts boards`
# lists exactly them. Everything cached is keyed by the tree, so this run
# and the 6.1 runs of the other suites share no entry.
# Cost: 132 s with the headers prepared (two jobs, a loaded machine); a cold cache adds one
# `make <defconfig> prepare` per family (nine) and the tree's driver index.
. tests/lib.sh
K612=$BF2DTS_CACHE/linux-6.12
if ! sh scripts/kernel-cache.sh 6.12 >"$TMPD/kc612.out" 2>&1; then
	fail "6.12: the tree is extracted" "$(tail -n 1 "$TMPD/kc612.out")"
	exit 0
fi
pass "6.12: the tree is extracted ($K612)"

W=$TMPD/whole-tree-6.12
BF2DTS_KERNEL=$K612 sh scripts/whole-tree.sh -o "$W" >"$TMPD/wt612.out" 2>&1
sed 's/^/WHOLE-TREE-6.12 /' "$TMPD/wt612.out"
if [ ! -f "$W/summary.json" ]; then
	fail "6.12: the whole-tree run completes" "$(tail -n 3 "$TMPD/wt612.out" | tr '\n' ' ')"
	exit 0
fi
value() {
	python3 -c 'import json, sys; v = json.load(open(sys.argv[1]))[sys.argv[2]]; print(len(v) if isinstance(v, list) else v)' \
		"$W/summary.json" "$1"
}
check_eq() { # NAME WANT GOT
	if [ "$2" = "$3" ]; then pass "$1 ($3)"; else fail "$1" "want $2, got $3"; fi
}
check_eq "6.12: 25 board files run" 25 "$(value files)"
check_eq "6.12: 28 machines convert" 28 "$(value machines)"
check_eq "6.12: no conversion fails" 0 "$(value failures)"
check_eq "6.12: no crash" 0 "$(value crashes)"
check_eq "6.12: 28 outputs compile" 28 "$(value dts_ok)"
# every machine includes one: the tree's, or one generated beside it
check_eq "6.12: every machine includes a SoC .dtsi" 0 "$(value without_soc_dtsi)"
check_eq "6.12: accounting holds for every report" 0 "$(value violations)"

# boards: the inventory of this tree, one row per machine
"$BF2DTS" boards --kernel "$K612" >"$TMPD/boards612.out" 2>"$TMPD/boards612.err"
check_eq "6.12: boards lists the 28 machines" \
	"28 machines in 25 files across 9 families" \
	"$(tail -n 1 "$TMPD/boards612.out")"

# Kbuild's flags of a directory come from preprocessing one of its files.
# 6.12's single-target build of dns323-setup.i descends through arch/arm
# without mach-orion5x's ccflags-y and fails; the flags must then come from
# a sibling. With the directory's flags dropped, dns323 converts first.
# (every 6.12 orion5x O= dir: the tree key is not spelled here)
# (a directory: dns323 has a tree per hardware revision)
rm -f "$BF2DTS_CACHE"/build/prep-6.12*-orion5x_defconfig/bf2dts-flags-orion5x.txt
mkdir -p "$TMPD/dns323"
if "$BF2DTS" convert --kernel "$K612" -o "$TMPD/dns323" \
	arch/arm/mach-orion5x/dns323-setup.c >"$TMPD/dns323.out" 2>&1 &&
	ls "$BF2DTS_CACHE"/build/prep-6.12*-orion5x_defconfig/bf2dts-flags-orion5x.txt >/dev/null 2>&1; then
	pass "6.12: dns323 converts first on a directory with no flags yet"
else
	fail "6.12: dns323 converts first on a directory with no flags yet" \
		"$(tail -n 1 "$TMPD/dns323.out")"
fi
