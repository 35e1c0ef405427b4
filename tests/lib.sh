# Shared by the test suites in tests/suites/: each check prints one line,
# "PASS <name>" or "FAIL <name>: <why>", which tests/run.sh counts.
# Sourced with `. tests/lib.sh` from the repository root.

BF2DTS=${BF2DTS:-./build/bf2dts}
. scripts/env.sh
TMPD=${TMPD:-$(mktemp -d)}

pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; }

# check NAME CMD...: passes when CMD exits 0.
check() {
	name=$1; shift
	if "$@" >"$TMPD/check.out" 2>&1; then
		pass "$name"
	else
		fail "$name" "$(tail -n 3 "$TMPD/check.out" | tr '\n' ' ')"
	fi
}

# check_fails NAME CMD...: passes when CMD exits non-zero with one line on
# stderr and does not crash (exit code below 128).
check_fails() {
	name=$1; shift
	"$@" >"$TMPD/check.out" 2>"$TMPD/check.err"
	rc=$?
	lines=$(wc -l <"$TMPD/check.err")
	if [ "$rc" -eq 0 ]; then
		fail "$name" "exit 0"
	elif [ "$rc" -ge 128 ]; then
		fail "$name" "crashed (exit $rc): $(head -c 300 "$TMPD/check.err")"
	elif [ "$lines" -ne 1 ]; then
		fail "$name" "expected one error line, got $lines: $(head -c 300 "$TMPD/check.err")"
	else
		pass "$name"
	fi
}
