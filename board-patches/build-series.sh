#!/bin/bash
# Bisectability: apply board-patches/series one patch at a time to a
# worktree of the pristine git copy and, after each patch, build with the
# kernel's own make what that patch touches, in every defconfig that
# build-configs maps its files to: the object of each changed .c, the .dtb of
# each changed .dts, and vmlinux for a changed Kconfig/Makefile. Out-of-tree
# build directories ($BF2DTS_CACHE/build/series-<defconfig>) and ccache keep
# the rebuilds incremental; -j2 at most (shared 2-core machine).
# Prints PASS/FAIL lines; exits non-zero when a build failed.
# Usage: build-series.sh [--full]   (--full: also zImage of each config at
# the end of the series)
set -u
here=$(cd "$(dirname "$0")" && pwd)
CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
SERIES_DIR=${BF2DTS_SERIES_DIR:-$here}
FULL=0
[ "${1:-}" = "--full" ] && FULL=1
REPO=$(sh "$here/pristine-repo.sh") || exit 1
WT=$CACHE/series-build
export PATH="/usr/lib/ccache:$PATH"
KMAKE=(make -s ARCH=arm CROSS_COMPILE=arm-linux-gnueabi-)
# shellcheck source=board-patches/worktree.sh
. "$here/worktree.sh"
# shellcheck source=board-patches/identity.sh
. "$here/identity.sh"
# the worktree and the outputs are shared: one run at a time
fresh_worktree "$REPO" "$WT" "$CACHE/series-build.lock"

# configs_for FILE: the defconfigs build-configs lists for FILE (each line
# "path-prefix defconfig...": every line whose prefix starts FILE counts).
configs_for() {
	awk -v f="$1" '!/^#/ && NF >= 2 && index(f, $1) == 1 {
		for (i = 2; i <= NF; i++) print $i }' "$SERIES_DIR/build-configs"
}

# target_for FILE: the make target that builds FILE. A changed defconfig
# gets "config": configuring it is the build, and every option line the
# patch adds to it must survive Kconfig (a symbol that does not exist, or
# whose dependencies are not met, is silently dropped otherwise).
target_for() {
	case $1 in
	*.c) echo "${1%.c}.o" ;;
	arch/arm/boot/dts/*.dts) echo "$(basename "${1%.dts}").dtb" ;;
	arch/arm/configs/*_defconfig) echo config ;;
	*Kconfig* | *Makefile | *.h) echo vmlinux ;;
	esac
}

# configure CFG OUT: make CFG's .config in OUT. CFG is a defconfig, or
# "NAME_defconfig+SYM+SYM..." for a defconfig with more options enabled (for a
# driver no defconfig of the tree builds, as rtc-sa1100 on a PXA).
configure() {
	local cfg=$1 out=$2 base=${1%%+*} sym
	(cd "$WT" && "${KMAKE[@]}" O="$out" "$base") || return 1
	[ "$base" = "$cfg" ] && return 0
	for sym in $(echo "${cfg#*+}" | tr '+' ' '); do
		"$WT/scripts/config" --file "$out/.config" -e "$sym" || return 1
	done
	(cd "$WT" && "${KMAKE[@]}" O="$out" olddefconfig) || return 1
	for sym in $(echo "${cfg#*+}" | tr '+' ' '); do
		grep -q "^CONFIG_$sym=y" "$out/.config" ||
			{ echo "CONFIG_$sym cannot be enabled in $base"; return 1; }
	done
}

# dropped_options CFG: the option lines this patch adds to CFG (a
# defconfig) that are not in the .config it gives.
dropped_options() {
	local out=$CACHE/build/series-$1 line
	git -C "$WT" diff HEAD~1 HEAD -- "arch/arm/configs/$1" |
		sed -n 's/^+\(CONFIG_[A-Za-z0-9_]*=.*\)$/\1/p' | while read -r line; do
		grep -qxF "$line" "$out/.config" || printf '%s ' "$line"
	done
}

build() {
	local cfg=$1 name=$2 out=$CACHE/build/series-$1
	shift 2
	mkdir -p "$out"
	# A patch may change the defconfig or Kconfig: configure every time
	# (seconds), so each step builds the config that patch would give.
	if ! configure "$cfg" "$out" >"$out/build.log" 2>&1; then
		fail "$name-build-$cfg" "$cfg: $(tail -n 2 "$out/build.log" | tr '\n' ' ')"
		return
	fi
	# One target per make, and single objects with -j1: kbuild's
	# single-object and .dtb targets take different paths through the top
	# Makefile and race when mixed, and arch/arm/mach-versatile is reached
	# twice (machine and platform dirs), so -j2 compiles versatile.o twice
	# at once. Whole images get -j2.
	local t j
	for t in "$@"; do
		if [ "$t" = config ]; then
			local dropped
			dropped=$(dropped_options "$cfg")
			[ -z "$dropped" ] && continue
			fail "$name-build-$cfg" "Kconfig drops what the patch sets: $dropped"
			return
		fi
		case $t in vmlinux | zImage | dtbs) j=-j2 ;; *) j=-j1 ;; esac
		if ! (cd "$WT" && "${KMAKE[@]}" $j O="$out" "$t") >"$out/build.log" 2>&1; then
			fail "$name-build-$cfg" "$t: $(grep -m 2 -E 'error|Error' "$out/build.log" | tr '\n' ' ')"
			return
		fi
	done
	pass "$name-build-$cfg ($*)"
}

declare -A used
while read -r p _; do
	case $p in '' | '#'*) continue ;; esac
	name=${p%%-*}
	if ! am_as_author "$WT" "$SERIES_DIR/$p" >/dev/null 2>&1; then
		fail "$name-apply" "$p does not apply"
		break
	fi
	declare -A targets=()
	for f in $(git -C "$WT" diff-tree --no-commit-id --name-only --diff-filter=AM -r HEAD); do
		t=$(target_for "$f")
		[ -n "$t" ] || continue
		for c in $(configs_for "$f"); do
			targets[$c]="${targets[$c]:-} $t"
			# --full builds a whole kernel only of the configs some
			# patch compiled code in, not of those only configured.
			[ "$t" = config ] || used[$c]=1
		done
	done
	for c in "${!targets[@]}"; do
		# shellcheck disable=SC2046
		build "$c" "$name" $(echo ${targets[$c]} | tr ' ' '\n' | sort -u)
	done
	unset targets
done <"$SERIES_DIR/series"

if [ "$FULL" = 1 ]; then
	for c in "${!used[@]}"; do
		build "$c" full zImage dtbs
	done
fi
exit $failed
