#!/bin/sh
# Make (once) and print the path of a git copy of the pristine kernel tree:
# $BF2DTS_CACHE/linux-6.1-git, one commit tagged "pristine" with a fixed
# author and date so the commit id is the same on every machine. The
# series is applied to it (check-series.sh) and developed in worktrees of it,
# never in $BF2DTS_KERNEL itself, which the converter and the QEMU harness
# read. The copy is built in a temporary directory and renamed into place, so
# an interrupted run leaves nothing that looks finished.
set -eu
CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
KDIR=${BF2DTS_KERNEL:-$CACHE/linux-6.1}
REPO=$CACHE/linux-6.1-git

if git -C "$REPO" rev-parse -q --verify refs/tags/pristine >/dev/null 2>&1; then
	echo "$REPO"
	exit 0
fi
[ -f "$KDIR/Makefile" ] || { echo "pristine-repo: $KDIR: no kernel tree (run make kernel)" >&2; exit 1; }
tmp=$(mktemp -d "$CACHE/.linux-git.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "pristine-repo: copying $KDIR into a git repository (once, a few minutes)" >&2
cp -a "$KDIR/." "$tmp/"
# A fixed placeholder identity, on purpose: this commit stands for the
# upstream tree, is never exported or sent, and must have the same id
# everywhere. The patches on top carry their real authors (identity.sh).
export GIT_AUTHOR_NAME=bf2dts GIT_AUTHOR_EMAIL=bf2dts@bf2dts.invalid
export GIT_COMMITTER_NAME=bf2dts GIT_COMMITTER_EMAIL=bf2dts@bf2dts.invalid
export GIT_AUTHOR_DATE='2022-12-11 00:00:00 +0000' GIT_COMMITTER_DATE='2022-12-11 00:00:00 +0000'
git -C "$tmp" init -q -b pristine-6.1
git -C "$tmp" config gc.auto 0
# The tarball's own .gitignore files would hide nothing that belongs to the
# source, but -f makes sure every shipped file is in the commit.
git -C "$tmp" add -A -f .
git -C "$tmp" commit -q -m "linux-source 6.1 as shipped by Debian"
git -C "$tmp" tag pristine
mv "$tmp" "$REPO"
trap - EXIT
echo "$REPO"
