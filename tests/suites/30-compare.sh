# bf2dts compare on the recorded inventories (tests/fixtures/inventories):
# exit codes 0 equal / 1 different / 2 error, the summary line, one-line
# errors for each kind of malformed input, and valid JSON.
. tests/lib.sh
FIX=tests/fixtures/inventories
BF=$FIX/mainstone-boardfile.log
W=$TMPD/compare
mkdir -p "$W"

# expect NAME RC SUMMARY-PREFIX BEFORE AFTER [--json OUT]: runs compare and
# checks its exit code and the start of its first line.
expect() {
	name=$1 rc=$2 want=$3
	shift 3
	"$BF2DTS" compare "$@" >"$W/out" 2>"$W/err"
	got=$?
	first=$(head -n 1 "$W/out")
	if [ "$got" -ne "$rc" ]; then
		fail "$name" "exit $got, want $rc: $(head -c 300 "$W/err")"
	elif [ "${first#"$want"}" = "$first" ]; then
		fail "$name" "first line '$first', want '$want...'"
	else
		pass "$name"
	fi
}

mk() {
	sh $FIX/mkinv.sh "$@" || fail "mkinv $1" "cannot build the inventory"
}

mk $FIX/mainstone-dt.inv.in "$W/ms-dt.inv"
for v in missing moved unbound; do
	mk $FIX/mainstone-dt-$v.inv.in "$W/ms-$v.inv"
done
mk $FIX/versatilepb-dt.inv.in "$W/vpb.inv"
mk $FIX/versatilepb-dt.inv.in "$W/vpb-renum.inv" $FIX/versatilepb-renumbered.dts
mk $FIX/versatilepb-dt.inv.in "$W/vpb-changed.inv" $FIX/versatilepb-changed.dts

expect "compare: board file vs DT, renamed devices: equal" 0 "equal" \
	"$BF" "$W/ms-dt.inv"
if grep -q "pxa2xx-mci.0 -> 41100000.mmc  driver pxa2xx-mci, matched by driver+mmio" "$W/out"; then
	pass "compare: renamed device matched by driver+mmio"
else
	fail "compare: renamed device matched by driver+mmio" "not in the output"
fi
if grep -q "only after has a device tree" "$W/out"; then
	pass "compare: FDT on one side only is said, not an error"
else
	fail "compare: FDT on one side only is said, not an error" "no note"
fi
expect "compare: same inventory twice: equal" 0 "equal" "$BF" "$BF"
expect "compare: missing device" 1 \
	"different: 1 device missing after, 1 other record difference" \
	"$BF" "$W/ms-missing.inv"
expect "compare: moved resource" 1 "different: 1 device with moved resources" \
	"$BF" "$W/ms-moved.inv"
expect "compare: driver no longer binds" 1 \
	"different: 1 device bound before but not after" \
	"$BF" "$W/ms-unbound.inv"
expect "compare: phandle renumbering only: equal" 0 "equal" \
	"$W/vpb.inv" "$W/vpb-renum.inv"
expect "compare: DT properties changed" 1 \
	"different: 5 device tree differences" \
	"$W/vpb.inv" "$W/vpb-changed.inv"
if grep -q "clocks = <&/xtal24mhz@24M &/pclk@24M> -> <&/timclk@1M &/pclk@24M>" "$W/out"; then
	pass "compare: changed reference shown by path"
else
	fail "compare: changed reference shown by path" "$(grep clocks "$W/out")"
fi

# JSON: valid, and says the same as the text.
json_ok() {
	name=$1 want=$2
	if python3 -m json.tool "$W/out.json" >/dev/null 2>&1 &&
		python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["equal"] == (sys.argv[2] == "true") else 1)' \
			"$W/out.json" "$want"; then
		pass "$name"
	else
		fail "$name" "invalid JSON or wrong 'equal': $(head -c 200 "$W/out.json" 2>&1)"
	fi
}
rm -f "$W/out.json"
expect "compare --json: equal" 0 "equal" --json "$W/out.json" \
	"$BF" "$W/ms-dt.inv"
json_ok "compare --json: equal is valid JSON" true
expect "compare --json: different" 1 "different:" --json="$W/out.json" \
	"$W/vpb.inv" "$W/vpb-changed.inv"
json_ok "compare --json: different is valid JSON" false
expect "compare --json: missing device" 1 "different:" \
	"$BF" "$W/ms-missing.inv" --json "$W/out.json"
json_ok "compare --json: missing device is valid JSON" false

# Errors: one line naming the input, exit 2, no JSON written.
for f in $FIX/bad/*; do
	b=$(basename "$f")
	rm -f "$W/bad.json"
	check_fails "compare: bad/$b is one error line" \
		"$BF2DTS" compare --json "$W/bad.json" "$BF" "$f"
	"$BF2DTS" compare --json "$W/bad.json" "$f" "$BF" >/dev/null 2>"$W/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q "$f" "$W/err" && [ ! -e "$W/bad.json" ]; then
		pass "compare: bad/$b exits 2, names the file, writes no JSON"
	else
		fail "compare: bad/$b exits 2, names the file, writes no JSON" \
			"exit $rc: $(cat "$W/err")"
	fi
done
check_fails "compare: missing file" "$BF2DTS" compare "$BF" "$W/nope.inv"
check_fails "compare: one argument" "$BF2DTS" compare "$BF"
check_fails "compare: unknown option" "$BF2DTS" compare --frob "$BF" "$BF"
check_fails "compare: unwritable --json" \
	"$BF2DTS" compare --json "$W/no/such/dir/x.json" "$BF" "$BF"
expect "compare --help" 0 "usage: bf2dts compare" --help

# A console log recorded from a real QEMU versatilepb boot with the probe.
REAL=$FIX/versatilepb-qemu.log
expect "compare: recorded QEMU boot log equals itself" 0 "equal" "$REAL" "$REAL"
if grep -q "69 nodes before, 69 after, 69 matched, 0 differences" "$W/out"; then
	pass "compare: recorded boot's FDT reassembled and compared"
else
	fail "compare: recorded boot's FDT reassembled and compared" \
		"$(grep 'device tree' "$W/out")"
fi
head -n 250 "$REAL" >"$W/cut.log"
check_fails "compare: recorded boot log cut short" \
	"$BF2DTS" compare "$REAL" "$W/cut.log"
grep -v '^fdt offset=0x200 ' "$REAL" >"$W/hole.log"
check_fails "compare: recorded boot log missing an fdt chunk" \
	"$BF2DTS" compare "$REAL" "$W/hole.log"

rm -rf "$W"
