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

# bound_drivers INV: the devices bound to a driver, one a line, sorted: the
# dev records (platform, AMBA...) and the SPI and I2C clients' records
# with a driver, their modalias cut.
bound_drivers() {
	grep -E '^(dev|spi|i2c) .* driver=[^-]' "$1" | sed 's/ modalias=.*//' | sort
}

# drivers_verdict REV.inv GEN.inv LIST OUT: the after stage's bound drivers
# (bound_drivers) with the reviewed DTB and with
# the raw converter output, their difference written to OUT as "only
# reviewed: RECORD" and "only generated: RECORD" lines, held to LIST
# (machines/<m>.generated-intended, or /dev/null): glob patterns
# (shell `case`), one a line, each after the # comment lines that say why.
# Prints the verdict and returns like bf2dts compare: equal 0 (no
# difference, no pattern), intended 3 (every line matches a pattern and
# every pattern a line), different 1 (NOT INTENDED and MISSING lines
# follow in OUT).
drivers_verdict() {
	bound_drivers "$1" >"$4.rev"
	bound_drivers "$2" >"$4.gen"
	{
		comm -23 "$4.rev" "$4.gen" | sed 's/^/only reviewed: /'
		comm -13 "$4.rev" "$4.gen" | sed 's/^/only generated: /'
	} >"$4"
	rm -f "$4.rev" "$4.gen"
	grep -v -e '^#' -e '^[[:space:]]*$' "$3" >"$4.pat"
	_dv_bad=0
	while IFS= read -r _dv_l; do
		_dv_ok=0
		while IFS= read -r _dv_p; do
			# shellcheck disable=SC2254
			case $_dv_l in $_dv_p) _dv_ok=1 ;; esac
		done <"$4.pat"
		[ $_dv_ok = 1 ] || { echo "NOT INTENDED $_dv_l" >>"$4.bad"; _dv_bad=1; }
	done <"$4"
	while IFS= read -r _dv_p; do
		_dv_ok=0
		while IFS= read -r _dv_l; do
			# shellcheck disable=SC2254
			case $_dv_l in $_dv_p) _dv_ok=1 ;; esac
		done <"$4"
		[ $_dv_ok = 1 ] || { echo "MISSING $_dv_p" >>"$4.bad"; _dv_bad=1; }
	done <"$4.pat"
	[ -f "$4.bad" ] && cat "$4.bad" >>"$4"
	_dv_n=$(wc -l <"$4.pat")
	rm -f "$4.bad" "$4.pat"
	if [ $_dv_bad = 1 ]; then
		echo different
		return 1
	elif [ "$_dv_n" -gt 0 ]; then
		echo intended
		return 3
	fi
	echo equal
	return 0
}
