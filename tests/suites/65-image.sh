# Images for real boards and the LAVA jobs (issue 12): the layout of the
# zImage+DTB, uImage and FIT images of the after-kernel, their boot with no
# -dtb compared with the normal after-boot (spitz, mainstone), the LAVA job
# export validated by LAVA's own schema, the inventory read back from LAVA
# logs, and local lava-run jobs (versatilepb, mainstone). The kernels are
# the ones suite 60-qemu builds (pxa-boards, versatile pristine and patched)
# plus pxa-dt from the patched tree: no kernel of its own.
. tests/lib.sh
mkdir -p "$TMPD"
reports=build/reports
images=build/images
LAVA_PY="/usr/bin/python3 qemu-machines/lava/lava.py"

# --- Bad input: one line naming the input, non-zero exit, no kernel needed.
check_fails image-unknown-machine sh qemu-machines/image/make-image.sh no-such-board
check_fails image-no-series env BOARD_PATCHES="$TMPD/no-patches" sh qemu-machines/image/make-image.sh spitz
check_fails image-no-kernel env BF2DTS_CACHE="$TMPD/empty-cache" IMAGES="$TMPD/img0" \
	sh qemu-machines/image/make-image.sh spitz
check image-no-kernel-nothing-left test ! -e "$TMPD/img0/spitz"
# A board-file machine whose descriptor names no after stage (if the tree
# has one) is refused the same way.
for d in qemu-machines/machines/*.conf; do
	if grep -q '^BOARD=.' "$d" && ! grep -q '^AFTER_KERNEL=.' "$d"; then
		check_fails "image-no-after-stage-$(basename "$d" .conf)" \
			sh qemu-machines/image/make-image.sh "$(basename "$d" .conf)"
		break
	fi
done
check_fails image-boot-no-image env IMAGES="$TMPD/none" sh qemu-machines/image/boot-image.sh spitz
check_fails lava-unknown-machine sh qemu-machines/lava/lava.sh export no-such-board
check_fails lava-run-unknown-machine sh qemu-machines/lava/lava.sh run no-such-board
check_fails lava-no-kernel env BF2DTS_CACHE="$TMPD/empty-cache" LAVA_OUT="$TMPD/lava0" \
	sh qemu-machines/lava/lava.sh export versatilepb

# --- The job export, on a stand-in kernel build (no kernel needed): the job
# validates with lava_common's schema and the dispatcher accepts it on the
# local device (lava-run --validate); the artifacts are where the URLs say,
# with their checksums.
fake=$TMPD/fake-cache/build/versatile-pristine/arch/arm/boot
mkdir -p "$fake/dts"
head -c 65536 /dev/urandom >"$fake/zImage"
printf '/dts-v1/;\n/ { model = "stand-in"; };\n' | dtc -O dtb -o "$fake/dts/versatile-pb.dtb" - 2>/dev/null
make -s qemu-initramfs >/dev/null 2>&1
export_fake() {
	env BF2DTS_CACHE="$TMPD/fake-cache" BOARD_PATCHES="$TMPD/no-patches" LAVA_OUT="$TMPD/lava1" \
		sh qemu-machines/lava/lava.sh export versatilepb https://lab.example/bf2dts
}
# A LAVA log whose inventory END line came as "feedback" (read after the
# boot action ended; it happened under load in a full run): it is console
# output all the same, and the inventory is whole.
check lava-inventory-end-as-feedback sh -c "$LAVA_PY inventory tests/fixtures/lava/end-as-feedback.yaml --out '$TMPD/feedback.inv' && tail -n 1 '$TMPD/feedback.inv' | grep -qx '@@BF2DTS-INVENTORY-END 112@@'"
check lava-export export_fake
job=$TMPD/lava1/jobs/versatilepb-before.yaml
check lava-export-validates $LAVA_PY validate "$job"
check lava-export-device-type grep -qx 'device_type: qemu' "$job"
check lava-export-context sh -c "grep -qx '  machine: versatilepb' '$job' && grep -qx '  cpu: arm926' '$job' && grep -qx '  arch: arm' '$job'"
check lava-export-base-url grep -q 'url: https://lab.example/bf2dts/versatilepb-before/zImage$' "$job"
check lava-export-artifacts-dtb grep -q 'image_arg: -dtb {dtb}' "$job"
check lava-export-artifacts-ramdisk grep -q 'image_arg: -initrd {ramdisk}' "$job"
check lava-export-end-marker grep -qF "end: '@@BF2DTS-INVENTORY-END [0-9]+@@'" "$job"
check lava-export-failure-patterns grep -q 'pattern: .*Kernel panic - not syncing|Internal error: Oops' "$job"
sum_ok() {
	want=$(sha256sum "$TMPD/lava1/artifacts/versatilepb-before/zImage" | cut -d' ' -f1)
	grep -q "sha256sum: $want" "$job"
}
check lava-export-checksum sum_ok
dispatcher_accepts() {
	lava-run --validate --job-id "bf2dts-test-$$" --output-dir "$TMPD/lava2/validate" \
		--device "$TMPD/lava2/devices/versatilepb-before.yaml" "$1" >"$TMPD/validate.log" 2>&1 &&
		grep -q 'Job finished correctly' "$TMPD/validate.log"
}
# The dispatcher checks that every URL answers: export again for this
# machine's file:// URLs, which is what lava-run reads here.
check lava-export-local env BF2DTS_CACHE="$TMPD/fake-cache" BOARD_PATCHES="$TMPD/no-patches" \
	LAVA_OUT="$TMPD/lava2" sh qemu-machines/lava/lava.sh export versatilepb
check lava-export-local-url grep -q "url: file://$TMPD/lava2/artifacts/versatilepb-before/zImage\$" \
	"$TMPD/lava2/jobs/versatilepb-before.yaml"
check lava-export-dispatcher-accepts dispatcher_accepts "$TMPD/lava2/jobs/versatilepb-before.yaml"
# The validator is not vacuous: a job without visibility, or with a context
# variable LAVA does not know, is refused with one line.
grep -v '^visibility:' "$job" >"$TMPD/no-visibility.yaml"
check_fails lava-validate-refuses-missing $LAVA_PY validate "$TMPD/no-visibility.yaml"
sed 's/^  cpu: arm926$/  cpu: arm926\n  no_such_variable: 1/' "$job" >"$TMPD/bad-context.yaml"
check_fails lava-validate-refuses-context $LAVA_PY validate "$TMPD/bad-context.yaml"
check_fails lava-validate-not-yaml $LAVA_PY validate tests/suites/65-image.sh

# --- The inventory from a LAVA log: lava-run's JSON lines, a server's YAML
# log and a plain console log give the inventory the probe printed, with
# kernel messages interleaved dropped; a truncated one is refused.
fix=tests/fixtures/inventories/versatilepb-series-before.inv
awk 'NR == 3 { print "[    1.234] random: crng init done" } { print }' "$fix" >"$TMPD/console.txt"
/usr/bin/python3 -c '
import json, sys
for n, line in enumerate(open(sys.argv[1]).read().splitlines()):
    print(json.dumps({"dt": "2026-12-04T00:00:00", "lvl": "target", "msg": line}))
    if n == 0:
        print(json.dumps({"dt": "2026-12-04T00:00:00", "lvl": "info", "msg": "@@BF2DTS-INVENTORY-END 0@@"}))
' "$TMPD/console.txt" >"$TMPD/lava-run.log"
sed 's/^{/- {/' "$TMPD/lava-run.log" >"$TMPD/server.yaml"
for f in console.txt lava-run.log server.yaml; do
	if $LAVA_PY inventory "$TMPD/$f" --out "$TMPD/$f.inv" 2>"$TMPD/inv.err"; then
		check "lava-inventory-$f" cmp "$fix" "$TMPD/$f.inv"
	else
		fail "lava-inventory-$f" "$(head -c 200 "$TMPD/inv.err")"
	fi
done
grep -v 'dev bus=amba name=101e2000.timer ' "$TMPD/lava-run.log" >"$TMPD/truncated.log"
check_fails lava-inventory-truncated $LAVA_PY inventory "$TMPD/truncated.log"
check_fails lava-inventory-none $LAVA_PY inventory tests/suites/65-image.sh
check_fails lava-inventory-missing-file $LAVA_PY inventory "$TMPD/no-such.log"

# --- The images of spitz and mainstone (one kernel, pxa-dt from the patched
# tree) and their layout.
# zimage_dtb IMAGE SKIP OUT: the DTB appended to a zImage, found the way the
# decompressor finds it: at the zImage's own end address (header words
# 0x28 start, 0x2c end), after SKIP bytes of a uImage header.
zimage_dtb() {
	set -- "$1" "$2" "$3" $(od -A n -t x4 -j $(($2 + 0x24)) -N 12 "$1")
	[ "$4" = 016f2818 ] || { echo "$1: no zImage magic at $(($2 + 0x24))"; return 1; }
	off=$((0x$6 - 0x$5 + $2))
	tail -c +$((off + 1)) "$1" >"$3"
	[ "$(od -A n -t x1 -N 4 "$3" | tr -d ' ')" = d00dfeed ] || { echo "$1: no DTB at $off"; return 1; }
}
same_dtb() { # IMAGE SKIP DTB
	zimage_dtb "$1" "$2" "$TMPD/tail.dtb" &&
		fdtdump "$TMPD/tail.dtb" 2>/dev/null | grep -v '^//' >"$TMPD/tail.dump" &&
		fdtdump "$3" 2>/dev/null | grep -v '^//' >"$TMPD/want.dump" &&
		[ -s "$TMPD/want.dump" ] && cmp "$TMPD/want.dump" "$TMPD/tail.dump"
}
for m in spitz mainstone; do
	if ! sh qemu-machines/image/make-image.sh --build "$m" >"$TMPD/image-$m.out" 2>&1; then
		fail "image-$m" "$(grep -v '^\[' "$TMPD/image-$m.out" | tail -n 2 | tr '\n' ' ')"
		continue
	fi
	pass "image-$m"
	d=$images/$m
	. "$d/image.env"
	check "image-$m-load-pxa" test "$LOAD_ADDR" = 0xa0008000
	mkimage -l "$d/uImage" >"$TMPD/uimage-$m.txt" 2>&1
	check "image-$m-uimage-type" grep -q 'Image Type: *ARM Linux Kernel Image (uncompressed)' "$TMPD/uimage-$m.txt"
	check "image-$m-uimage-load" grep -q 'Load Address: *a0008000' "$TMPD/uimage-$m.txt"
	check "image-$m-uimage-entry" grep -q 'Entry Point: *a0008000' "$TMPD/uimage-$m.txt"
	check "image-$m-uimage-size" grep -q "Data Size: *$(stat -c %s "$d/zImage-dtb") Bytes" "$TMPD/uimage-$m.txt"
	mkimage -l "$d/$m.itb" >"$TMPD/fit-$m.txt" 2>&1
	check "image-$m-fit-kernel" grep -q 'Image 0 (kernel-1)' "$TMPD/fit-$m.txt"
	check "image-$m-fit-fdt" grep -q 'Image 1 (fdt-1)' "$TMPD/fit-$m.txt"
	check "image-$m-fit-config" grep -q "Default Configuration: 'conf-1'" "$TMPD/fit-$m.txt"
	check "image-$m-fit-load" grep -q 'Load Address: *0xa0008000' "$TMPD/fit-$m.txt"
	check "image-$m-appended-dtb" same_dtb "$d/zImage-dtb" 0 "$d/$DTB"
	check "image-$m-uimage-dtb" same_dtb "$d/uImage" 64 "$d/$DTB"
	# The DTB is the kernel build's, not a copy of a copy.
	check "image-$m-dtb-is-built" cmp "$d/$DTB" \
		"$(sh -c ". qemu-machines/lib.sh; kernel_out $KERNEL patched")/arch/arm/boot/dts/$DTB"
done

# --- Their boots with no -dtb, compared with the normal after-boot.
for m in spitz mainstone; do
	[ -f "$images/$m/image.env" ] || continue
	if sh qemu-machines/image/boot-image.sh "$m" >"$TMPD/image-boot-$m.out" 2>&1; then
		pass "image-boot-$m"
	else
		fail "image-boot-$m" "$(tail -n 3 "$TMPD/image-boot-$m.out" | tr '\n' ' ')"
	fi
	check "image-boot-$m-equal" grep -qx equal "$reports/$m-image.result"
	for l in zimage-dtb uimage; do
		log=$reports/$m-after-$l.log
		# No -dtb: the command line came in an ATAG, the model from the
		# appended DTB.
		check "image-boot-$m-$l-cmdline" grep -q 'Kernel command line: console=ttyS0,115200 rdinit=/init' "$log"
		check "image-boot-$m-$l-dt" grep -q '^kernel release=.* dt_model=[^-]' "$reports/$m-after-$l.inv"
		check "image-boot-$m-$l-end" grep -q '^@@BF2DTS-INVENTORY-END [0-9]*@@$' "$reports/$m-after-$l.inv"
	done
done

# --- LAVA: local lava-run of both stages, the inventories read back from
# the LAVA logs and compared; the after-stage inventory is the harness's.
for m in versatilepb mainstone; do
	if ! make -s lava MACHINE="$m" >"$TMPD/lava-$m.out" 2>&1; then
		fail "lava-export-$m" "$(grep -v '^\[' "$TMPD/lava-$m.out" | tail -n 2 | tr '\n' ' ')"
		continue
	fi
	pass "lava-export-$m"
	for s in before after; do
		check "lava-validates-$m-$s" $LAVA_PY validate "build/lava/jobs/$m-$s.yaml"
	done
	if sh qemu-machines/lava/lava.sh run "$m" >"$TMPD/lava-run-$m.out" 2>&1; then
		pass "lava-run-$m"
	else
		fail "lava-run-$m" "$(tail -n 3 "$TMPD/lava-run-$m.out" | tr '\n' ' ')"
		continue
	fi
	want=equal
	[ -f "qemu-machines/machines/$m.intended" ] && want=intended
	check "lava-run-$m-verdict" grep -qx "$want" "$reports/$m-lava-compare.result"
	if sh qemu-machines/boot.sh "$m" after >"$TMPD/harness-$m.out" 2>&1; then
		check "lava-run-$m-after-is-harness" "$BF2DTS" compare "$reports/$m-after.inv" "$reports/$m-after-lava.inv"
	else
		fail "lava-run-$m-after-is-harness" "$(tail -n 1 "$TMPD/harness-$m.out")"
	fi
done

# A boot that panics fails the LAVA job (the boot action's kernel-message
# watch), and the job's error names the kernel's message.
job=build/lava/jobs/mainstone-after.yaml
lava_panic_fails() {
	sed 's|rdinit=/init *"|rdinit=/no-such-init"|' "$job" >"$TMPD/panic.yaml"
	grep -q 'rdinit=/no-such-init"' "$TMPD/panic.yaml" || { echo "no command line in $job"; return 1; }
	if lava-run --job-id "bf2dts-panic-$$" --output-dir "$TMPD/panic" \
		--device build/lava/devices/mainstone-after.yaml "$TMPD/panic.yaml" >"$TMPD/panic.log" 2>&1; then
		echo "lava-run passed a boot that panics"
		return 1
	fi
	grep -q '"error_msg": "Kernel panic - not syncing' "$TMPD/panic.log"
}
if [ -f "$job" ]; then
	check lava-run-panic-fails lava_panic_fails
else
	fail lava-run-panic-fails "$job missing (make lava MACHINE=mainstone failed)"
fi
