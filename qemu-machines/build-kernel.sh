#!/bin/sh
# build-kernel.sh KERNEL [pristine|patched]
#
# Builds one QEMU test kernel out of tree: zImage and the dtbs its platforms
# enable. KERNEL names qemu-machines/kernels/KERNEL.config, a fragment laid
# over allnoconfig (plus the fragments its "# include:" lines name; common.config
# holds what every kernel needs, so the result is tinyconfig-sized). Several
# machines share one kernel, so the build dir is per kernel and per tree:
#   $BF2DTS_CACHE/build/<KERNEL>-<tree>/
# Every symbol the fragments ask for is checked in the final .config: a
# fragment line that Kconfig dropped (unmet dependency, renamed symbol) is an
# error, never a silently different kernel.
# Progress goes to stdout (kernel, step, elapsed seconds); the full make
# output to <build dir>/build.log. The duration of the build is appended to
# <build dir>/build-times as "<fresh|incremental> <seconds>" for the matrix.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

[ $# -ge 1 ] && [ $# -le 2 ] || die "usage: build-kernel.sh KERNEL [pristine|patched]"
kernel=$1
tree=${2:-pristine}
configs=${KERNEL_CONFIGS:-$here/kernels}
frag=$configs/$kernel.config
[ -f "$frag" ] || die "kernel $kernel: no $frag"
src=$(kernel_src "$tree") || exit 1
[ -f "$src/Makefile" ] || die "kernel $kernel: source tree $src missing (run make kernel)"
out=$(kernel_out "$kernel" "$tree")
mkdir -p "$out"

# One build per build dir at a time (the test suite and a matrix run may
# both want the same kernel).
exec 9>"$out.lock"
flock 9

export ARCH=arm CROSS_COMPILE=arm-linux-gnueabi-
export PATH="/usr/lib/ccache:$PATH"
# Paths under the cache become relative to the build dir, so the same source
# built in another tree of the same layout (board-patches/devtree.sh) hits
# the objects compiled in the first one.
export CCACHE_BASEDIR="$BF2DTS_CACHE"
start=$(date +%s)
progress() { echo "[kernel $kernel/$tree] $1 ($(($(date +%s) - start)) s)"; }

# The patched tree is updated by git checkout/am, which rewrites changed
# files with fresh mtimes, so an incremental build stays correct when the
# series changes (patched-tree.sh).
[ "$tree" = patched ] && [ ! -f "$src/.bf2dts-series" ] &&
	die "kernel $kernel/patched: $src is not a finished patched tree (patched-tree.sh)"

kind=incremental
[ -f "$out/vmlinux" ] || kind=fresh

# The full fragment: the includes, then the kernel's own lines (later lines
# win, as in merge_config.sh).
allconfig=$out/bf2dts-allconfig
tmp=$(mktemp "$out/.allconfig.XXXXXX")
trap 'rm -f "$tmp"' EXIT
{
	for inc in $(sed -n 's/^# include: *//p' "$frag"); do
		[ -f "$configs/$inc" ] || die "kernel $kernel: include $inc not found"
		cat "$configs/$inc"
	done
	cat "$frag"
} >"$tmp"

if [ ! -f "$out/.config" ] || ! cmp -s "$tmp" "$allconfig"; then
	progress "configure (allnoconfig + fragments)"
	mv "$tmp" "$allconfig"
	if ! make -C "$src" O="$out" KCONFIG_ALLCONFIG="$allconfig" allnoconfig \
		>"$out/build.log" 2>&1; then
		rm -f "$out/.config"
		die "kernel $kernel/$tree: configuration failed, see $out/build.log"
	fi
	# Check every requested value; remember the last request per symbol.
	bad=$(awk '
		/^CONFIG_[A-Za-z0-9_]+=/ { s = $0; sub(/=.*/, "", s); want[s] = $0; next }
		/^# CONFIG_[A-Za-z0-9_]+ is not set/ { want[$2] = "n"; next }
		END { for (s in want) print s "\t" want[s] }' "$allconfig" |
		while IFS="$(printf '\t')" read -r sym val; do
			if [ "$val" = n ]; then
				grep -q "^$sym=" "$out/.config" && echo "$sym(n)"
			else
				grep -qx "$val" "$out/.config" || echo "$sym"
			fi
		done | sort | tr '\n' ' ')
	if [ -n "$bad" ]; then
		rm -f "$out/.config"
		die "kernel $kernel/$tree: Kconfig did not keep: $bad"
	fi
else
	rm -f "$tmp"
fi

progress "make zImage dtbs"
if ! make -C "$src" O="$out" -j2 zImage dtbs >>"$out/build.log" 2>&1; then
	die "kernel $kernel/$tree: build failed, see $out/build.log"
fi
secs=$(($(date +%s) - start))
echo "$kind $secs" >>"$out/build-times"
progress "done: $out/arch/arm/boot/zImage"
