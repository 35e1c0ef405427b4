#!/bin/bash
# export.sh SRC: publish the commits pristine..HEAD of the development tree
# SRC (see devtree.sh) as the series: board-patches/NNNN-*.patch and
# board-patches/series are rewritten from them, nothing else is touched.
#
# Several engineers publish into the same board-patches/, so this holds a
# lock and refuses a tree whose branch does not contain every patch of the
# current series by subject (rebase on a fresh devtree.sh first: the patches
# someone else published in the meantime would otherwise be dropped).
# With BF2DTS_SERIES_DIR=DIR the patches, series and a copy of
# checkpatch-exceptions go to DIR instead (a preview that check-series.sh
# can check with the same variable); the lock and the check still apply.
# Patches are written with --zero-commit and no signature, so re-exporting an
# unchanged commit gives a byte-identical file. Every commit must carry a real
# author and that author's Signed-off-by (identity.sh), or nothing is written.
#
# A patch changed in place (same subject) by someone else after SRC was made
# would be reverted by publishing SRC's older copy of it: devtree.sh records
# the series it started from (base.sums beside the tree), and a patch whose
# published text moved away from that base must be the same in SRC, or the
# export is refused. `export.sh --sums DIR` prints those records for DIR.
set -eu

# sums DIR: "<subject-independent checksum> <file>" per patch of DIR/series;
# the [PATCH n/m] numbering is left out, it changes with every append.
sums() {
	grep -vE '^[[:space:]]*(#|$)' "$1/series" | while read -r p; do
		printf '%s %s\n' "$(sed 's|^Subject: \[PATCH [0-9]*/[0-9]*\]|Subject:|' "$1/$p" |
			sha1sum | cut -d' ' -f1)" "$p"
	done
}
if [ "${1:-}" = --sums ]; then
	sums "$2"
	exit 0
fi
[ $# -eq 1 ] || { echo "usage: export.sh SRC" >&2; exit 1; }
here=$(cd "$(dirname "$0")" && pwd)
CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
src=$1
git -C "$src" rev-parse -q --verify pristine >/dev/null ||
	{ echo "export: $src: not a worktree of the pristine git copy" >&2; exit 1; }

exec 9>"$CACHE/board-patches-export.lock"
flock 9

subjects=$(git -C "$src" log --format=%s pristine..HEAD)
missing=""
while read -r p; do
	# The Subject header, unfolded (long subjects continue on lines that
	# start with a space).
	s=$(awk '/^Subject: / { s = $0; while ((getline l) > 0 && l ~ /^ /) s = s l; print s; exit }' "$here/$p" |
		sed 's/^Subject: \[PATCH[^]]*\] //')
	printf '%s\n' "$subjects" | grep -qxF "$s" || missing="$missing $p"
done < <(grep -vE '^[[:space:]]*(#|$)' "$here/series")
if [ -n "$missing" ] && [ "${FORCE:-0}" != 1 ]; then
	echo "export: $src lacks$missing of the current series (rebase on it, or FORCE=1 when dropping them is meant)" >&2
	exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$src" format-patch -q --zero-commit --no-signature -n -o "$tmp" pristine..HEAD
for f in "$tmp"/*.patch; do basename "$f"; done >"$tmp/series"

# A kernel tree takes no patch without a real author who signed it off:
# nothing is published that check-series.sh's identity check would fail.
# shellcheck source=board-patches/identity.sh
. "$here/identity.sh"
bad="" nbad=0
while read -r p; do
	why=$(patch_identity_problem "$tmp/$p")
	[ -z "$why" ] && continue
	nbad=$((nbad + 1))
	[ -n "$bad" ] || bad="$p: $(echo "$why" | head -n 1)"
done <"$tmp/series"
if [ "$nbad" -gt 0 ]; then
	echo "export: not published, $nbad patch(es) without a real author and their Signed-off-by, first $bad (git commit --amend -s --reset-author)" >&2
	exit 1
fi

base=$(dirname "$src")/base.sums
if [ -f "$base" ]; then
	sums "$tmp" >"$tmp/ours.sums"
	stale=""
	while read -r sum p; do
		grep -qxF "$sum $p" "$base" && continue # unchanged since the base
		grep -q "^$sum " "$tmp/ours.sums" && continue # ours has it too
		grep -q " $p\$" "$base" || continue # not in the base: added since
		stale="$stale $p"
	done < <(sums "$here")
	if [ -n "$stale" ] && [ "${FORCE:-0}" != 1 ]; then
		echo "export: changed by someone else since $src was made:$stale (rebase on the published series, or FORCE=1)" >&2
		exit 1
	fi
else
	echo "export: no $base: cannot check for patches changed since $src was made" >&2
fi
dest=${BF2DTS_SERIES_DIR:-$here}
mkdir -p "$dest"
[ "$dest" -ef "$here" ] || cp "$here/checkpatch-exceptions" "$dest/"
rm -f "$dest"/[0-9][0-9][0-9][0-9]-*.patch
cp "$tmp"/*.patch "$dest/"
cp "$tmp/series" "$dest/series"
# What SRC now agrees with: its next export is checked against this.
[ "$dest" -ef "$here" ] && [ -f "$base" ] && sums "$here" >"$base"
echo "export: $(wc -l <"$dest/series") patches from $src to $dest" >&2
