#!/bin/sh
# Extract the pristine linux-source 6.1 tree into the cache outside the repo,
# once. The directory is renamed into place only when the extraction finished,
# so an interrupted run never leaves a half tree that looks complete.
set -eu
. "$(dirname "$0")/env.sh"
KDIR=$BF2DTS_KERNEL
TARBALL=${BF2DTS_TARBALL:-/usr/src/linux-source-6.1.tar.xz}
if [ -f "$KDIR/Makefile" ] && [ -d "$KDIR/arch/arm" ]; then
	exit 0
fi
[ -r "$TARBALL" ] || { echo "kernel-cache: $TARBALL: not found (install linux-source-6.1)" >&2; exit 1; }
parent=$(dirname "$KDIR")
mkdir -p "$parent"
tmp=$(mktemp -d "$parent/.extract.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "kernel-cache: extracting $TARBALL into $KDIR" >&2
tar -C "$tmp" -xf "$TARBALL"
mv "$tmp"/linux-source-6.1 "$KDIR"
