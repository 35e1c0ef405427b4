#!/bin/sh
# patched-tree.sh: make $BF2DTS_PATCHED (default ~/.cache/bf2dts/linux-6.1-
# patched), a copy of the pristine tree with board-patches/ applied by
# `git am` in the order of board-patches/series.
#
# The tree is re-made only when the series or a patch changed: the stamp
# file holds the checksum of both. It is built beside the target and renamed
# into place when every patch applied, so a failed `git am` never leaves a
# half-patched tree that looks complete. The pristine tree is only read.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

patches=${BOARD_PATCHES:-board-patches}
series=$patches/series
[ -f "$series" ] || die "patched tree: $series does not exist"
[ -f "$BF2DTS_KERNEL/Makefile" ] || die "patched tree: pristine tree $BF2DTS_KERNEL missing (make kernel)"

patches=$(cd "$patches" && pwd)
list=$(grep -vE '^[[:space:]]*(#|$)' "$series")
for p in $list; do
	[ -f "$patches/$p" ] || die "patched tree: $series names $p, which does not exist"
done
sum=$( (cat "$series" && for p in $list; do cat "$patches/$p"; done) | sha256sum | cut -d' ' -f1)
stamp=$BF2DTS_PATCHED/.bf2dts-series
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then
	exit 0
fi

parent=$(dirname "$BF2DTS_PATCHED")
exec 9>"$BF2DTS_PATCHED.lock"
flock 9
start=$(date +%s)
echo "[patched tree] copying $BF2DTS_KERNEL"
tmp=$(mktemp -d "$parent/.patched.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cp -a "$BF2DTS_KERNEL/." "$tmp/"
cd "$tmp"
git init -q
git add -A
git -c user.name=bf2dts -c user.email=bf2dts@localhost commit -q -m "linux 6.1 (pristine)"
echo "[patched tree] git am $(echo "$list" | wc -l) patches ($(($(date +%s) - start)) s)"
for p in $list; do
	if ! git -c user.name=bf2dts -c user.email=bf2dts@localhost am -q \
		"$patches/$p" >"$tmp.am.log" 2>&1; then
		die "patched tree: $p does not apply: $(head -n 2 "$tmp.am.log" | tr '\n' ' ')"
	fi
done
rm -f "$tmp.am.log"
echo "$sum" >"$tmp/.bf2dts-series"
cd /
rm -rf "$BF2DTS_PATCHED.old"
[ -d "$BF2DTS_PATCHED" ] && mv "$BF2DTS_PATCHED" "$BF2DTS_PATCHED.old"
mv "$tmp" "$BF2DTS_PATCHED"
trap - EXIT
rm -rf "$BF2DTS_PATCHED.old"
echo "[patched tree] ready: $BF2DTS_PATCHED ($(($(date +%s) - start)) s)"
