#!/bin/sh
# Runs every suite in tests/suites/ (sorted; a suite is a shell script that
# prints PASS/FAIL lines, see tests/lib.sh) and the C unit tests, then prints
# the closing line "N passed, N failed". Exit status is non-zero on failure.
# SUITES="10-unit 20-convert" limits the run to those suites.
cd "$(dirname "$0")/.." || exit 2
log=build/test-results.txt
mkdir -p build
: >"$log"
for s in tests/suites/*.sh; do
	name=$(basename "$s" .sh)
	if [ -n "${SUITES:-}" ] && ! echo " $SUITES " | grep -q " $name "; then
		continue
	fi
	echo "== $name" >&2
	start=$(date +%s)
	sh "$s" 2>&1 | tee -a "$log" | grep -E '^(PASS|FAIL)' >&2
	echo "   ($(($(date +%s) - start)) s)" >&2
done
passed=$(grep -c '^PASS ' "$log")
failed=$(grep -c '^FAIL ' "$log")
if [ "$failed" -gt 0 ]; then
	echo "failures:" >&2
	grep '^FAIL ' "$log" >&2
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
