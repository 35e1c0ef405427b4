# The indexes the converter stands on, on the real 6.1 tree: platform driver
# name -> compatibles (drvindex), SoC dtsi address/label -> node (socdt),
# and "does this .dts compile" (dtcheck). The checks live in
# tests/unit/kernel/test_index_real.c; the fixture-only checks are in 10-unit.
# The first run on a machine builds the driver index cache (a minute or
# two under ASan); later runs load it.
. tests/lib.sh
bin=build/unit/kernel/test_index_real
if [ ! -x "$bin" ]; then
	fail index-real "$bin is not built (make unit-tests)"
	exit 0
fi
if [ ! -d "$BF2DTS_KERNEL/drivers" ]; then
	fail index-real "no kernel tree at $BF2DTS_KERNEL (make kernel)"
	exit 0
fi
out=$(BF2DTS_INDEX_REAL=1 BF2DTS_KERNEL="$BF2DTS_KERNEL" \
	BF2DTS_CACHE="$BF2DTS_CACHE" "$bin" 2>&1)
rc=$?
echo "$out" | grep -E '^(PASS|FAIL|note)'
if [ $rc -ne 0 ] && ! echo "$out" | grep -q '^FAIL '; then
	fail index-real "exit $rc: $(echo "$out" | tail -n 3 | tr '\n' ' ')"
fi
