#!/bin/sh
# compare.sh MACHINE: boot the machine's before and after stages (building
# their kernels when needed) and compare the two inventories with
# `bf2dts compare`, writing build/reports/MACHINE-compare.txt and .json.
# When qemu-machines/machines/MACHINE.intended exists, the differences are
# held to it (bf2dts compare --intended): the verdict is then equal,
# intended (exactly the listed differences) or different.
# The verdict goes to build/reports/MACHINE-compare.result. Exit status: 0
# equal or intended, 1 different, 2 error (a failed boot is an error too).
#
# BOOT_DTS=generated (make boot-compare DTS=generated) compares instead the
# after stage with the reviewed DTB and with the raw converter output
# (boot.sh, gen-dtb.sh): the drivers bound under each, and bf2dts
# compare's detail, in build/reports/MACHINE-generated.txt; equal when the
# same devices bind the same drivers, intended when they differ exactly as
# machines/MACHINE.generated-intended lists (lib.sh, drivers_verdict), else
# different (exit 1).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -eq 1 ] || { echo "usage: compare.sh MACHINE" >&2; exit 2; }
machine=$1
bf2dts=${BF2DTS:-./build/bf2dts}
[ -x "$bf2dts" ] || { echo "compare $machine: $bf2dts not built (make)" >&2; exit 2; }
start=$(date +%s)
if [ "${BOOT_DTS:-reviewed}" = generated ]; then
	BOOT_DTS=reviewed sh "$here/boot.sh" --build "$machine" after || exit 2
	rev=$REPORTS/$machine-after.inv gen=$REPORTS/$machine-after-generated.inv
	# A boot that reached the END marker without a driver AFTER_EXPECT
	# names has its inventory: compared all the same (it differs).
	BOOT_DTS=generated sh "$here/boot.sh" "$machine" after || [ -f "$gen" ] || exit 2
	txt=$REPORTS/$machine-generated.txt
	list=$here/machines/$machine.generated-intended
	[ -f "$list" ] || list=/dev/null
	"$bf2dts" compare "$rev" "$gen" >"$txt.detail" 2>&1
	verdict=$(drivers_verdict "$rev" "$gen" "$list" "$txt.diff")
	rc=$?
	[ $rc = 3 ] && rc=0
	{
		echo "bound drivers: reviewed $(bound_drivers "$rev" | wc -l), generated $(bound_drivers "$gen" | wc -l): $verdict"
		sed 's/^/  /' "$txt.diff"
		echo
		cat "$txt.detail"
	} >"$txt"
	cat "$txt"
	rm -f "$txt.diff" "$txt.detail"
	echo "compare $machine generated: $verdict ($(($(date +%s) - start)) s; $txt)"
	exit $rc
fi
for stage in before after; do
	sh "$here/boot.sh" --build "$machine" "$stage" || exit 2
done
txt=$REPORTS/$machine-compare.txt
json=$REPORTS/$machine-compare.json
intended=$here/machines/$machine.intended
[ -f "$intended" ] || intended=/dev/null
"$bf2dts" compare --json "$json" --intended "$intended" "$REPORTS/$machine-before.inv" \
	"$REPORTS/$machine-after.inv" >"$txt"
rc=$?
cat "$txt"
case $rc in
0) verdict=equal ;;
1) verdict=different ;;
3) verdict=intended rc=0 ;;
*) verdict=error ;;
esac
echo "$verdict" >"$REPORTS/$machine-compare.result"
echo "compare $machine: $verdict ($(($(date +%s) - start)) s; $txt, $json)"
exit $rc
