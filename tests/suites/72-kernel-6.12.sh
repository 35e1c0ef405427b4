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
# measured 09:13: 27 of 28 (mv78xx0 has neither an upstream nor, yet, a
# generated SoC .dtsi)
n=$(value without_soc_dtsi)
[ "$n" -le 1 ] && pass "6.12: machines without a SoC .dtsi <= 1 ($n)" ||
	fail "6.12: machines without a SoC .dtsi <= 1" "$n"
check_eq "6.12: accounting holds for every report" 0 "$(value violations)"

# boards: the inventory of this tree, one row per machine
"$BF2DTS" boards --kernel "$K612" >"$TMPD/boards612.out" 2>"$TMPD/boards612.err"
check_eq "6.12: boards lists the 28 machines" \
	"28 machines in 25 files across 9 families" \
	"$(tail -n 1 "$TMPD/boards612.out")"
