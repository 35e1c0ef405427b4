# bf2dts compare on the recorded inventories (tests/fixtures/inventories):
# exit codes 0 equal / 1 different / 2 error, the summary line, one-line
# errors for each kind of malformed input, and valid JSON.
. tests/lib.sh
FIX=tests/fixtures/inventories
BF=$FIX/mainstone-boardfile.log

# expect NAME RC SUMMARY-PREFIX BEFORE AFTER [--json OUT]: runs compare and
# checks its exit code and the start of its first line.
expect() {
	name=$1 rc=$2 want=$3
	shift 3
	"$BF2DTS" compare "$@" >"$TMPD/out" 2>"$TMPD/err"
	got=$?
	first=$(head -n 1 "$TMPD/out")
	if [ "$got" -ne "$rc" ]; then
		fail "$name" "exit $got, want $rc: $(head -c 300 "$TMPD/err")"
	elif [ "${first#"$want"}" = "$first" ]; then
		fail "$name" "first line '$first', want '$want...'"
	else
		pass "$name"
	fi
}

mk() {
	sh $FIX/mkinv.sh "$@" || fail "mkinv $1" "cannot build the inventory"
}

mk $FIX/mainstone-dt.inv.in "$TMPD/ms-dt.inv"
for v in missing moved unbound; do
	mk $FIX/mainstone-dt-$v.inv.in "$TMPD/ms-$v.inv"
done
mk $FIX/versatilepb-dt.inv.in "$TMPD/vpb.inv"
mk $FIX/versatilepb-dt.inv.in "$TMPD/vpb-renum.inv" $FIX/versatilepb-renumbered.dts
mk $FIX/versatilepb-dt.inv.in "$TMPD/vpb-changed.inv" $FIX/versatilepb-changed.dts

expect "compare: board file vs DT, renamed devices: equal" 0 "equal" \
	"$BF" "$TMPD/ms-dt.inv"
if grep -q "pxa2xx-mci.0 -> 41100000.mmc  driver pxa2xx-mci, matched by driver+mmio" "$TMPD/out"; then
	pass "compare: renamed device matched by driver+mmio"
else
	fail "compare: renamed device matched by driver+mmio" "not in the output"
fi
if grep -q "only after has a device tree" "$TMPD/out"; then
	pass "compare: FDT on one side only is said, not an error"
else
	fail "compare: FDT on one side only is said, not an error" "no note"
fi
expect "compare: same inventory twice: equal" 0 "equal" "$BF" "$BF"
expect "compare: missing device" 1 \
	"different: 1 device missing after, 1 other record difference" \
	"$BF" "$TMPD/ms-missing.inv"
expect "compare: moved resource" 1 "different: 1 device with moved resources" \
	"$BF" "$TMPD/ms-moved.inv"
expect "compare: driver no longer binds" 1 \
	"different: 1 device bound before but not after" \
	"$BF" "$TMPD/ms-unbound.inv"
expect "compare: phandle renumbering only: equal" 0 "equal" \
	"$TMPD/vpb.inv" "$TMPD/vpb-renum.inv"
expect "compare: DT properties changed" 1 \
	"different: 4 device tree differences" \
	"$TMPD/vpb.inv" "$TMPD/vpb-changed.inv"
if grep -q "clocks = <&/xtal24mhz@24M &/pclk@24M> -> <&/timclk@1M &/pclk@24M>" "$TMPD/out"; then
	pass "compare: changed reference shown by path"
else
	fail "compare: changed reference shown by path" "$(grep clocks "$TMPD/out")"
fi

# JSON: valid, and says the same as the text.
json_ok() {
	name=$1 want=$2
	if python3 -m json.tool "$TMPD/out.json" >/dev/null 2>&1 &&
		python3 -c 'import json,sys; sys.exit(0 if json.load(open(sys.argv[1]))["equal"] == (sys.argv[2] == "true") else 1)' \
			"$TMPD/out.json" "$want"; then
		pass "$name"
	else
		fail "$name" "invalid JSON or wrong 'equal': $(head -c 200 "$TMPD/out.json" 2>&1)"
	fi
}
rm -f "$TMPD/out.json"
expect "compare --json: equal" 0 "equal" --json "$TMPD/out.json" \
	"$BF" "$TMPD/ms-dt.inv"
json_ok "compare --json: equal is valid JSON" true
expect "compare --json: different" 1 "different:" --json="$TMPD/out.json" \
	"$TMPD/vpb.inv" "$TMPD/vpb-changed.inv"
json_ok "compare --json: different is valid JSON" false
expect "compare --json: missing device" 1 "different:" \
	"$BF" "$TMPD/ms-missing.inv" --json "$TMPD/out.json"
json_ok "compare --json: missing device is valid JSON" false

# Errors: one line naming the input, exit 2, no JSON written.
for f in $FIX/bad/*; do
	b=$(basename "$f")
	rm -f "$TMPD/bad.json"
	check_fails "compare: bad/$b is one error line" \
		"$BF2DTS" compare --json "$TMPD/bad.json" "$BF" "$f"
	"$BF2DTS" compare --json "$TMPD/bad.json" "$f" "$BF" >/dev/null 2>"$TMPD/err"
	rc=$?
	if [ "$rc" -eq 2 ] && grep -q "$f" "$TMPD/err" && [ ! -e "$TMPD/bad.json" ]; then
		pass "compare: bad/$b exits 2, names the file, writes no JSON"
	else
		fail "compare: bad/$b exits 2, names the file, writes no JSON" \
			"exit $rc: $(cat "$TMPD/err")"
	fi
done
check_fails "compare: missing file" "$BF2DTS" compare "$BF" "$TMPD/nope.inv"
check_fails "compare: one argument" "$BF2DTS" compare "$BF"
check_fails "compare: unknown option" "$BF2DTS" compare --frob "$BF" "$BF"
check_fails "compare: unwritable --json" \
	"$BF2DTS" compare --json "$TMPD/no/such/dir/x.json" "$BF" "$BF"
expect "compare --help" 0 "usage: bf2dts compare" --help
