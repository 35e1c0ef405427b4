# Shared by the qemu-machines/ scripts: where things live, and the one-line
# error convention (message on stderr, non-zero exit).

BF2DTS_CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
BF2DTS_KERNEL=${BF2DTS_KERNEL:-$BF2DTS_CACHE/linux-6.1}
BF2DTS_PATCHED=${BF2DTS_PATCHED:-$BF2DTS_CACHE/linux-6.1-patched}
QEMU_BUILD=${QEMU_BUILD:-build/qemu}
REPORTS=${REPORTS:-build/reports}

die() {
	echo "$*" >&2
	exit 1
}

# kernel_src pristine|patched: the source tree a stage builds from.
kernel_src() {
	case $1 in
	pristine) echo "$BF2DTS_KERNEL" ;;
	patched) echo "$BF2DTS_PATCHED" ;;
	*)
		echo "unknown tree '$1' (pristine or patched)" >&2
		return 1
		;;
	esac
}

# kernel_out KERNEL TREE: the out-of-tree build directory. A development
# tree of the series (board-patches/devtree.sh NAME) sets BF2DTS_PATCHED and
# BF2DTS_BUILD_ROOT to its own dev/NAME/src and dev/NAME/build, so its
# patched kernels never share a build dir with another tree. Pristine kernels
# are the same for everyone and stay in the shared build dir.
kernel_out() {
	if [ "$2" = pristine ]; then
		echo "$BF2DTS_CACHE/build/$1-$2"
	else
		echo "${BF2DTS_BUILD_ROOT:-$BF2DTS_CACHE/build}/$1-$2"
	fi
}

# boot_failure LOG: print the first kernel failure message (panic, oops,
# BUG) of a console log, up to the probe's inventory END marker, and
# succeed when there is one. What follows the END marker does not count:
# the inventory is complete, and on a machine whose power-off QEMU does
# not emulate (the SA-1110's sleep mode on collie) reboot() returns, the
# kernel makes init exit and panics ("Attempted to kill init!
# exitcode=0x00000000").
boot_failure() {
	tr -d '\r' <"$1" | sed '/@@BF2DTS-INVENTORY-END/q' |
		grep -m1 -E 'Kernel panic - not syncing|Internal error: Oops|Unable to handle kernel|^BUG: |\] BUG: ' |
		sed 's/^\[[^]]*\] *//' | cut -c1-100 | grep .
}
