# shellcheck shell=bash
# Sourced (bash) by check-series.sh and build-series.sh: their PASS/FAIL
# lines and the throwaway worktree of the pristine git copy they apply the
# series to.

# shellcheck disable=SC2034 # read by the scripts that source this
failed=0
pass() { echo "PASS $1"; }
fail() {
	echo "FAIL $1: $2"
	failed=1
}

# fresh_worktree REPO WT LOCK: one run at a time (the worktree is shared),
# then a detached checkout of the pristine commit; checkout -f only
# rewrites what differs, so this is quick after the first time.
fresh_worktree() {
	exec 9>"$3"
	flock 9
	if [ ! -e "$2/.git" ]; then
		git -C "$1" worktree prune
		git -C "$1" worktree add -q --detach "$2" pristine || exit 1
	fi
	git -C "$2" am --abort >/dev/null 2>&1
	git -C "$2" checkout -q -f --detach pristine && git -C "$2" clean -q -fdx ||
		{ echo "FAIL series-reset: cannot reset $2"; exit 1; }
}
