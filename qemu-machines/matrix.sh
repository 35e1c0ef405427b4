#!/bin/sh
# matrix.sh [MACHINE...]: build, boot and compare every machine (default:
# all descriptors in qemu-machines/machines/) and end with a summary table,
# also written to build/reports/matrix.txt:
#
#   machine, stages booted, kernel build time cold/warm, boot time to the
#   END marker per stage, devices bound, compare result
#
# "cold" is the last build of that kernel into an empty build dir (ccache
# as it was then), "warm" a rebuild with nothing changed, measured in this
# run. MATRIX_FRESH=1 empties each kernel's build dir first, so that "cold"
# is measured in this run too. One machine's failure does not stop the
# others; the exit status is non-zero when any boot failed.
#
# The after stage of a devicetree machine is the same kernel configuration
# built from the patched tree, with the patched tree's DTB. The compare
# column is bf2dts compare's verdict, held to machines/<m>.intended where
# that exists: equal, intended (exactly the listed differences) or
# different.
#
# BOOT_DTS=generated (make boot-matrix DTS=generated) also boots each
# board-file machine's after stage with the raw converter output
# (gen-dtb.sh): the devices column then ends with "gen:N", the drivers
# bound under it ("gen:N!" when a driver AFTER_EXPECT names was not), and
# the compare column says whether the same devices bound the same drivers
# as under the reviewed DTB, or differed exactly as
# machines/MACHINE.generated-intended lists ("intended"), else how many
# bound under only one of them, and the run fails
# (build/reports/MACHINE-generated.txt after `make boot-compare
# DTS=generated` lists them).
set -u
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"

if [ $# -eq 0 ]; then
	set -- $(for f in "$here"/machines/*.conf; do basename "$f" .conf; done)
fi
mkdir -p "$REPORTS"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bf2dts=${BF2DTS:-./build/bf2dts}
failed=0

# desc_get MACHINE VAR: a variable of a descriptor.
desc_get() {
	(
		BOARD="" BEFORE_KERNEL="" BEFORE_DTB="" AFTER_KERNEL="" AFTER_DTB=""
		. "$here/machines/$1.conf"
		eval "echo \"\${$2}\""
	)
}

# build_once KERNEL TREE: build (once per run) and print "cold warm".
build_once() {
	key=$1-$2
	if [ ! -f "$work/$key" ]; then
		# Pristine kernels are shared, whatever BF2DTS_BUILD_ROOT says.
		root=${BF2DTS_BUILD_ROOT:-}
		[ "$2" = pristine ] && root=""
		out=$(BF2DTS_BUILD_ROOT=$root && kernel_out "$1" "$2")
		[ "${MATRIX_FRESH:-0}" = 1 ] && [ ! -f "$work/$key.fresh" ] &&
			find "$out" -mindepth 1 -maxdepth 1 ! -name build-times -exec rm -rf {} + 2>/dev/null
		: >"$work/$key.fresh"
		# Progress to stderr: stdout is the "cold/warm" this prints.
		if BF2DTS_BUILD_ROOT=$root sh "$here/build-kernel.sh" "$1" "$2" >&2 &&
			BF2DTS_BUILD_ROOT=$root sh "$here/build-kernel.sh" "$1" "$2" >&2; then
			cold=$(awk '$1 == "fresh" { t = $2 } END { print (t == "" ? "?" : t "s") }' "$out/build-times")
			warm=$(awk '$1 == "incremental" { t = $2 } END { print t "s" }' "$out/build-times")
			echo "$cold/$warm" >"$work/$key"
		else
			echo "FAILED" >"$work/$key"
		fi
	fi
	cat "$work/$key"
}

# machine, stages, kernel builds, boot times, devices bound, compare
row() {
	printf '%-19s %-13s %-36s %-11s %-8s %s\n' "$@"
}

: >"$work/rows"
for m in "$@"; do
	echo "== $m"
	if [ ! -f "$here/machines/$m.conf" ]; then
		row "$m" "-" "-" "-" "-" "unknown machine" >>"$work/rows"
		failed=1
		continue
	fi
	board=$(desc_get "$m" BOARD)
	bk=$(desc_get "$m" BEFORE_KERNEL)
	builds="$bk $(build_once "$bk" pristine)"
	stages="before"
	after=yes
	if [ ! -f "${BOARD_PATCHES:-board-patches}/series" ]; then
		after="no series"
	elif ! sh "$here/patched-tree.sh" >&2; then
		after="patch failed"
	else
		# A devicetree machine's after stage: its own kernel and DTB
		# from the patched tree.
		ak=$(desc_get "$m" AFTER_KERNEL)
		adtb=$(desc_get "$m" AFTER_DTB)
		if [ -z "$board" ]; then
			ak=${ak:-$bk}
			adtb=${adtb:-$(desc_get "$m" BEFORE_DTB)}
		fi
		if [ -z "$adtb" ]; then
			after="none described"
		elif [ ! -f "$BF2DTS_PATCHED/arch/arm/boot/dts/${adtb%.dtb}.dts" ]; then
			after="no ${adtb%.dtb}.dts yet"
		else
			builds="$builds, $ak/patched $(build_once "$ak" patched)"
		fi
	fi
	btimes="" bound="-" result="-"
	if BOOT_DTS=reviewed sh "$here/boot.sh" "$m" before; then
		btimes=$(sed -n 's/boot_seconds=//p' "$REPORTS/$m-before.time")s
		bound=$(bound_drivers "$REPORTS/$m-before.inv" | wc -l)
	else
		btimes=FAIL
		failed=1
	fi
	if [ "$after" = yes ]; then
		stages="before+after"
		if BOOT_DTS=reviewed sh "$here/boot.sh" "$m" after; then
			btimes="$btimes/$(sed -n 's/boot_seconds=//p' "$REPORTS/$m-after.time")s"
			bound="$bound/$(bound_drivers "$REPORTS/$m-after.inv" | wc -l)"
			if [ -x "$bf2dts" ] && [ "${btimes#FAIL}" = "$btimes" ]; then
				intended=$here/machines/$m.intended
				[ -f "$intended" ] || intended=/dev/null
				"$bf2dts" compare --json "$REPORTS/$m-compare.json" \
					--intended "$intended" \
					"$REPORTS/$m-before.inv" "$REPORTS/$m-after.inv" \
					>"$REPORTS/$m-compare.txt" 2>&1
				case $? in
				0) result=equal ;;
				1) result=different ;;
				3) result=intended ;;
				*) result="compare error" ;;
				esac
				echo "$result" >"$REPORTS/$m-compare.result"
			fi
			if [ "${BOOT_DTS:-reviewed}" = generated ] && [ -n "$board" ]; then
				gen=$REPORTS/$m-after-generated.inv
				# A boot that reached the END marker but missed an
				# AFTER_EXPECT driver still has its inventory: count it
				# (marked "!"); the drivers verdict decides, as in
				# compare.sh: the missed drivers are "only reviewed"
				# lines, which fail unless the list says why.
				mark=""
				BOOT_DTS=generated sh "$here/boot.sh" "$m" after || mark="!"
				if [ -f "$gen" ]; then
					bound="$bound gen:$(bound_drivers "$gen" | wc -l)$mark"
					list=$here/machines/$m.generated-intended
					[ -f "$list" ] || list=/dev/null
					v=$(drivers_verdict "$REPORTS/$m-after.inv" "$gen" "$list" "$work/gendiff")
					case $v in
					equal) result="$result; generated: same drivers" ;;
					intended) result="$result; generated: intended ($(grep -c '^only' "$work/gendiff") listed)" ;;
					*)
						result="$result; generated: other drivers ($(grep -c '^only reviewed' "$work/gendiff") only reviewed, $(grep -c '^only generated' "$work/gendiff") only generated, $(grep -c '^MISSING' "$work/gendiff") listed missing)"
						failed=1
						;;
					esac
				else
					bound="$bound gen:FAIL"
					failed=1
				fi
			fi
		else
			btimes="$btimes/FAIL"
			failed=1
		fi
	else
		result="after: $after"
	fi
	row "$m" "$stages" "$builds" "$btimes" "$bound" "$result" >>"$work/rows"
done

{
	echo
	row machine stages "kernel build (cold/warm)" "boot (b/a)" "bound" compare
	cat "$work/rows"
} | tee "$REPORTS/matrix.txt"
exit $failed
