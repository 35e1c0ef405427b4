#!/bin/sh
# compare.sh MACHINE: boot the machine's before and after stages (building
# their kernels when needed) and compare the two inventories with
# `bf2dts compare`, writing build/reports/MACHINE-compare.txt and .json.
# When qemu-machines/machines/MACHINE.intended exists, the differences are
# held to it (bf2dts compare --intended): the verdict is then equal,
# intended (exactly the listed differences) or different.
# The verdict goes to build/reports/MACHINE-compare.result. Exit status: 0
# equal or intended, 1 different, 2 error (a failed boot is an error too).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -eq 1 ] || { echo "usage: compare.sh MACHINE" >&2; exit 2; }
machine=$1
bf2dts=${BF2DTS:-./build/bf2dts}
[ -x "$bf2dts" ] || { echo "compare $machine: $bf2dts not built (make)" >&2; exit 2; }
start=$(date +%s)
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
