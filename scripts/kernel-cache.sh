#!/bin/sh
# Extract a pristine linux-source tree into the cache outside the repo, once.
# Usage: kernel-cache.sh [VERSION]  (default 6.1 into $BF2DTS_KERNEL; any other
# version, e.g. 6.12, goes to $BF2DTS_CACHE/linux-VERSION from
# /usr/src/linux-source-VERSION.tar.xz). The directory is renamed into place
# only when the extraction finished, so an interrupted run never leaves a half
# tree that looks complete.
set -eu
. "$(dirname "$0")/env.sh"
VER=${1:-6.1}
case $VER in
*[!0-9.]* | "") echo "kernel-cache: $VER: not a kernel version" >&2; exit 2 ;;
esac
if [ "$VER" = 6.1 ]; then
	KDIR=$BF2DTS_KERNEL
	TARBALL=${BF2DTS_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
else
	KDIR=$BF2DTS_CACHE/linux-$VER
	TARBALL=/usr/src/linux-source-$VER.tar.xz
fi
if [ -f "$KDIR/Makefile" ] && [ -d "$KDIR/arch/arm" ]; then
	exit 0
fi
[ -r "$TARBALL" ] || { echo "kernel-cache: $TARBALL: not found (install linux-source-$VER)" >&2; exit 1; }
parent=$(dirname "$KDIR")
mkdir -p "$parent"
tmp=$(mktemp -d "$parent/.extract.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "kernel-cache: extracting $TARBALL into $KDIR" >&2
tar -C "$tmp" -xf "$TARBALL"
mv "$tmp"/linux-source-$VER "$KDIR"
