#!/bin/bash
# devtree.sh NAME: a development tree for the series, for one engineer.
#
# Makes (or resets, when RESET=1) $BF2DTS_CACHE/dev/NAME/src: a worktree of
# the pristine git copy on branch dev-NAME with board-patches/ applied in
# series order, and the stamp the QEMU harness wants of a patched tree.
# Work there, commit there, then publish with export.sh. Prints the path.
#
# The layout is the same for every NAME (dev/NAME/src, dev/NAME/build), and
# build-kernel.sh hands ccache a base dir above all of them, so kernels built
# in one development tree reuse the objects compiled in another.
set -eu
[ $# -eq 1 ] || { echo "usage: devtree.sh NAME" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
# shellcheck source=board-patches/identity.sh
. "$here/identity.sh"
# Who applies the series here, and who commits the work done in the tree.
id=$(identity "$here") || exit 1
repo=$(sh "$here/pristine-repo.sh")
wt=$CACHE/dev/$1/src
branch=dev-$1

if [ -e "$wt/.git" ] && [ "${RESET:-0}" != 1 ]; then
	echo "$wt"
	exit 0
fi
mkdir -p "$CACHE/dev/$1/build"
if [ ! -e "$wt/.git" ]; then
	git -C "$repo" worktree prune
	git -C "$repo" worktree add -q -f -B "$branch" "$wt" pristine >&2
fi
# The identity goes into this worktree's own configuration, so that a
# `git commit -s` in it carries the author and Signed-off-by the series
# needs (export.sh refuses anything else), while the other engineers'
# worktrees of the same copy keep theirs.
git -C "$repo" config extensions.worktreeConfig true
git -C "$wt" config --worktree user.name "$(identity_name "$id")"
git -C "$wt" config --worktree user.email "$(identity_email "$id")"
git -C "$wt" am --abort >/dev/null 2>&1 || true
git -C "$wt" checkout -q -f -B "$branch" pristine
git -C "$wt" clean -q -fdx
grep -vE '^[[:space:]]*(#|$)' "$here/series" | while read -r p; do
	git -C "$wt" am -q "$here/$p" >&2 || { echo "devtree: $p does not apply" >&2; exit 1; }
done
# What the tree was made from: export.sh refuses to publish over a patch that
# someone else changed after this point (see there).
bash "$here/export.sh" --sums "$here" >"$CACHE/dev/$1/base.sums"
# build-kernel.sh builds a "patched" tree only when it carries this stamp.
echo "dev-$1" >"$wt/.bf2dts-series"
echo "$wt"
