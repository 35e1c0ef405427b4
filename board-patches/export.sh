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
# unchanged commit gives a byte-identical file.
set -eu
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
dest=${BF2DTS_SERIES_DIR:-$here}
mkdir -p "$dest"
[ "$dest" -ef "$here" ] || cp "$here/checkpatch-exceptions" "$dest/"
rm -f "$dest"/[0-9][0-9][0-9][0-9]-*.patch
cp "$tmp"/*.patch "$dest/"
for f in "$tmp"/*.patch; do basename "$f"; done >"$dest/series"
echo "export: $(wc -l <"$dest/series") patches from $src to $dest" >&2
