#!/bin/sh
# lava.sh export [--build] MACHINE [BASE_URL]
# lava.sh run MACHINE [STAGE]
#
# export: each boot-matrix entry of MACHINE (before, and after when the
# machine has an after stage) as a LAVA job definition, build/lava/jobs/
# MACHINE-STAGE.yaml, for device type qemu: the QEMU machine, its CPU and
# NIC model in the job context, the kernel, DTB and initramfs (or, for a
# machine that boots from flash, the flash image of boot.sh) as artifacts
# under BASE_URL/MACHINE-STAGE/, copied to build/lava/artifacts/ to be
# published there; default BASE_URL is file:// of that directory, which
# lava-run on this machine reads. Each job is validated with lava_common's
# schema before it is written.
#
# run: exports with the local BASE_URL, writes the device configuration of a
# local qemu device (build/lava/devices/MACHINE.yaml), runs each job with
# Debian's lava-run (no server), reads the inventory back from the LAVA log
# (lava.py inventory) into build/reports/MACHINE-STAGE-lava.inv, and
# compares before with after with bf2dts compare and machines/MACHINE.intended,
# as compare.sh does (with STAGE, only that stage's job runs, and no
# comparison is made). Exit 0 when every job completed, the probe's END marker
# was seen, and the verdict is equal or intended; 1 otherwise; 2 on an error.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/lib.sh"
. "$here/image/stage.sh"
# Debian's python: lava_common and lava-run live there, whatever python3 is first in PATH.
lava_py="/usr/bin/python3 $here/lava/lava.py"
LAVA_OUT=${LAVA_OUT:-build/lava}

usage() { echo "usage: lava.sh export [--build] MACHINE [BASE_URL] | lava.sh run MACHINE [STAGE]" >&2; exit 2; }

# export_stage MACHINE STAGE BASE_URL BUILD: one job; prints its path.
export_stage() {
	machine=$1 stage=$2 base=$3 build=$4
	what="lava $machine $stage"
	desc=$here/machines/$machine.conf
	if [ "$stage" = before ]; then
		QEMU_MACHINE="" QEMU_OPTS="" MEMORY="" CONSOLE=ttyS0 BOOT=kernel APPEND=""
		BEFORE_KERNEL="" BEFORE_DTB="" SD_CARD="" TIMEOUT=60 FLASH_SIZE=""
		. "$desc"
		QEMU_MACHINE=${QEMU_MACHINE:-$machine}
		kernel=$BEFORE_KERNEL tree=pristine dtb=$BEFORE_DTB
		[ -n "$kernel" ] || die "$what: the descriptor names no kernel"
	else
		SD_CARD="" FLASH_SIZE=""
		after_stage "$desc" || exit 1
		tree=patched
	fi
	if [ "$build" = 1 ]; then
		[ "$tree" = patched ] && { sh "$here/patched-tree.sh" >&2 || die "$what: cannot prepare the patched tree"; }
		sh "$here/build-kernel.sh" "$kernel" "$tree" >&2 || exit 1
	fi
	BF2DTS_BUILD_ROOT_SAVED=${BF2DTS_BUILD_ROOT:-}
	[ "$tree" = pristine ] && BF2DTS_BUILD_ROOT=""
	out=$(kernel_out "$kernel" "$tree")
	BF2DTS_BUILD_ROOT=$BF2DTS_BUILD_ROOT_SAVED
	zimage=$out/arch/arm/boot/zImage
	[ -f "$zimage" ] || die "$what: kernel $kernel/$tree not built ($zimage missing; make lava builds it)"
	dtbfile=""
	if [ -n "$dtb" ]; then
		dtbfile=$out/arch/arm/boot/dts/$dtb
		[ -f "$dtbfile" ] || die "$what: $dtbfile missing"
	fi
	initrd=$QEMU_BUILD/initramfs.cpio.gz
	[ -f "$initrd" ] || die "$what: $initrd missing (make qemu-initramfs)"

	art=$LAVA_OUT/artifacts/$machine-$stage
	rm -rf "$art"
	mkdir -p "$art" "$LAVA_OUT/jobs"
	# boot.sh's command line to the byte (with its spaces: the DTB's
	# bootargs are compared), without BOOT_APPEND.
	cmdline="console=$CONSOLE,115200 rdinit=/init $APPEND "
	set --
	case $BOOT in
	kernel)
		cp "$zimage" "$art/zImage"
		cp "$initrd" "$art/initramfs.cpio.gz"
		set -- "$@" --image kernel zImage "-kernel {kernel} -append \"$cmdline\""
		if [ -n "$dtbfile" ]; then
			cp "$dtbfile" "$art/$dtb"
			set -- "$@" --image dtb "$dtb" "-dtb {dtb}"
		fi
		set -- "$@" --image ramdisk initramfs.cpio.gz "-initrd {ramdisk}"
		;;
	pflash)
		# The board has no -kernel support: the flash image with the boot
		# shim, kernel, boot data and initramfs, as boot.sh makes it.
		sh "$here/shim/make-flash.sh" "$machine" "$zimage" "$initrd" "$cmdline" \
			"$dtbfile" "$art/flash.img" "$desc" || die "$what: cannot build the flash image"
		set -- "$@" --image flash flash.img "-drive if=pflash,format=raw,file={flash}"
		;;
	*) die "$what: unknown BOOT=$BOOT in the descriptor" ;;
	esac
	if [ -n "$SD_CARD" ]; then
		truncate -s "$SD_CARD" "$art/sd.img"
		set -- "$@" --image sdcard sd.img "-drive file={sdcard},if=sd,format=raw,snapshot=on"
	fi
	# shellcheck disable=SC2046 # qemu-facts prints cpu=X nic=Y
	facts=$($lava_py qemu-facts "$QEMU_MACHINE" ${FLASH_SIZE:+--pflash-size "$FLASH_SIZE"}) || exit 1
	cpu=$(echo "$facts" | sed -n 's/^cpu=\([^ ]*\) .*/\1/p')
	nic=$(echo "$facts" | sed -n 's/.* nic=\(.*\)$/\1/p')
	mem=$(echo "$MEMORY" | sed 's/[Mm]$//')
	[ -n "$QEMU_OPTS" ] && set -- "$@" --extra "$QEMU_OPTS"
	job=$LAVA_OUT/jobs/$machine-$stage.yaml
	$lava_py job --machine "$machine" --stage "$stage" --qemu-machine "$QEMU_MACHINE" \
		--cpu "$cpu" --nic "$nic" --memory "$mem" --artifacts "$LAVA_OUT/artifacts" \
		--base-url "$base" --timeout "$TIMEOUT" --kernel-name "$kernel/$tree" \
		--dtb-name "$dtb" --out "$job" "$@" || exit 1
	# The device lava-run uses here: the same context, rendered.
	mkdir -p "$LAVA_OUT/devices"
	$lava_py device --qemu-machine "$QEMU_MACHINE" --cpu "$cpu" --nic "$nic" \
		--memory "$mem" ${QEMU_OPTS:+--extra "$QEMU_OPTS"} \
		--out "$LAVA_OUT/devices/$machine-$stage.yaml" || exit 1
	echo "$job"
}

# stages MACHINE: before, and after when the machine has one.
stages() {
	what="lava $1"
	if (after_stage "$here/machines/$1.conf") 2>/dev/null; then
		echo "before after"
	else
		echo before
	fi
}

cmd=${1:-}
[ -n "$cmd" ] && shift
case $cmd in
export)
	build=0
	[ "${1:-}" = --build ] && { build=1; shift; }
	[ $# -ge 1 ] && [ $# -le 2 ] || usage
	machine=$1
	[ -f "$here/machines/$machine.conf" ] ||
		die "lava $machine: unknown machine (no qemu-machines/machines/$machine.conf)"
	base=${2:-file://$(mkdir -p "$LAVA_OUT/artifacts" && cd "$LAVA_OUT/artifacts" && pwd)}
	for stage in $(stages "$machine"); do
		job=$(export_stage "$machine" "$stage" "$base" "$build") || exit 1
		echo "lava $machine $stage: $job (valid; artifacts under $base/$machine-$stage/)"
	done
	;;
run)
	[ $# -ge 1 ] && [ $# -le 2 ] || usage
	machine=$1 only=${2:-}
	[ -f "$here/machines/$machine.conf" ] ||
		die "lava-run $machine: unknown machine (no qemu-machines/machines/$machine.conf)"
	command -v lava-run >/dev/null || die "lava-run $machine: lava-run not installed (apt-get install lava-dispatcher)"
	bf2dts=${BF2DTS:-./build/bf2dts}
	[ -x "$bf2dts" ] || die "lava-run $machine: $bf2dts not built (make)"
	base=file://$(mkdir -p "$LAVA_OUT/artifacts" && cd "$LAVA_OUT/artifacts" && pwd)
	mkdir -p "$REPORTS"
	ok=1
	stages=$(stages "$machine")
	if [ -n "$only" ]; then
		case " $stages " in
		*" $only "*) stages=$only ;;
		*) die "lava-run $machine: no stage '$only' (stages: $stages)" ;;
		esac
	fi
	for stage in $stages; do
		job=$(export_stage "$machine" "$stage" "$base" 0) || exit 2
		run=$LAVA_OUT/run/$machine-$stage
		rm -rf "$run"
		mkdir -p "$run"
		log=$REPORTS/$machine-$stage-lava.yaml
		start=$(date +%s)
		# A job id of our own: lava-run keeps its downloads under it.
		lava-run --job-id "bf2dts-$machine-$stage-$$" --output-dir "$run" \
			--device "$LAVA_OUT/devices/$machine-$stage.yaml" "$job" >"$log" 2>&1
		rc=$?
		secs=$(($(date +%s) - start))
		if [ "$rc" -ne 0 ] || ! grep -q 'Job finished correctly' "$log"; then
			why=$(grep -m1 -E 'JobError|InfrastructureError|TestError|LAVATimeoutError|"error_msg"|lava test monitoring has timed out' "$log" | cut -c1-200)
			echo "lava-run $machine $stage: FAILED (exit $rc, ${secs}s): ${why:-see $log}"
			ok=0
			continue
		fi
		if ! grep -q 'ok: end string found, lava test monitoring stopped' "$log"; then
			echo "lava-run $machine $stage: FAILED: the probe's END marker was not seen ($log)"
			ok=0
			continue
		fi
		inv=$REPORTS/$machine-$stage-lava.inv
		$lava_py inventory "$log" --out "$inv" || { ok=0; continue; }
		echo "lava-run $machine $stage: complete, ${secs}s, $(grep -cv '^@@' "$inv") records -> $inv"
	done
	[ "$ok" = 1 ] || exit 1
	case $stages in
	*before*after*)
		intended=$here/machines/$machine.intended
		[ -f "$intended" ] || intended=/dev/null
		txt=$REPORTS/$machine-lava-compare.txt
		"$bf2dts" compare --intended "$intended" "$REPORTS/$machine-before-lava.inv" \
			"$REPORTS/$machine-after-lava.inv" >"$txt" 2>&1
		rc=$?
		case $rc in
		0) verdict=equal ;;
		3) verdict=intended ;;
		1) verdict=different ;;
		*) verdict=error ;;
		esac
		echo "$verdict" >"$REPORTS/$machine-lava-compare.result"
		echo "lava-run $machine: before vs after from the LAVA logs: $verdict ($txt)"
		case $verdict in equal | intended) ;; *) exit 1 ;; esac
		;;
	esac
	;;
*) usage ;;
esac
