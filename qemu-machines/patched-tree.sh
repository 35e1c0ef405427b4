#!/bin/sh
# patched-tree.sh: make $BF2DTS_PATCHED (default ~/.cache/bf2dts/linux-6.1-
# patched), a clone of the git copy of the pristine tree (made by
# board-patches/pristine-repo.sh) with board-patches/ applied by `git am` in
# the order of board-patches/series.
#
# The tree is re-made only when the series or a patch changed: the stamp
# file holds the checksum of both. The pristine tree is only read.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
# am_as_author: each patch is committed in its own author's name.
. "$here/../board-patches/identity.sh"

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
# A development tree (board-patches/devtree.sh) carries unpublished commits:
# it is its owner's to update, never re-made from board-patches/ here.
if [ -f "$stamp" ] && grep -q '^dev-' "$stamp"; then
	echo "[patched tree] $BF2DTS_PATCHED is a development tree ($(cat "$stamp")): used as it is"
	exit 0
fi
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sum" ]; then
	exit 0
fi

parent=$(dirname "$BF2DTS_PATCHED")
exec 9>"$BF2DTS_PATCHED.lock"
flock 9
start=$(date +%s)
# The git copy of the pristine tree that board-patches/ keeps (one commit,
# tagged "pristine"). The first time, a shared clone of it; afterwards the
# clone goes back to "pristine" with checkout -f, which rewrites only the
# files the old series changed, with fresh mtimes: an incremental kernel
# build then rebuilds exactly what changed. The stamp is removed first and
# written last, so an interrupted or failed run never looks finished.
if [ -d "$BF2DTS_PATCHED/.git" ]; then
	tmp=$BF2DTS_PATCHED
	rm -f "$stamp"
	echo "[patched tree] back to pristine"
	git -C "$tmp" am --abort >/dev/null 2>&1 || true
	git -C "$tmp" checkout -q -f pristine
	git -C "$tmp" clean -q -f -d
else
	repo=$(sh board-patches/pristine-repo.sh) || die "patched tree: no git copy of the pristine tree"
	echo "[patched tree] checking out $repo (once)"
	tmp=$(mktemp -d "$parent/.patched.XXXXXX")
	trap 'rm -rf "$tmp" "$tmp.am.log"' EXIT
	git clone -q --shared --no-checkout "$repo" "$tmp"
	git -C "$tmp" checkout -q pristine
fi
echo "[patched tree] git am $(echo "$list" | wc -l) patches ($(($(date +%s) - start)) s)"
for p in $list; do
	if ! am_as_author "$tmp" "$patches/$p" >"$tmp.am.log" 2>&1; then
		die "patched tree: $p does not apply: $(head -n 2 "$tmp.am.log" | tr '\n' ' ')"
	fi
done
rm -f "$tmp.am.log"
if [ "$tmp" != "$BF2DTS_PATCHED" ]; then
	mv "$tmp" "$BF2DTS_PATCHED"
	trap - EXIT
fi
echo "$sum" >"$stamp"
echo "[patched tree] ready: $BF2DTS_PATCHED ($(($(date +%s) - start)) s)"
