# Hostile input (issue 16, issue 13 "Safety"): each reproducer of the
# issues is a check here. Bad input gets one line and a non-zero exit;
# no output replaces an input; outputs appear whole or not at all; stdout
# write errors are reported; concurrent and killed runs leave the cache
# sound. $BF2DTS may be the sanitizer build (make test-asan).
. tests/lib.sh
FIX=tests/fixtures/inventories
W=$TMPD/hostile
mkdir -p "$W"
K=$BF2DTS_KERNEL
B=arch/arm/mach-pxa/mainstone.c
have_kernel=0
[ -f "$K/Makefile" ] && [ -f "$K/$B" ] && have_kernel=1

# check_rc NAME RC CMD...: CMD exits RC with exactly one line on stderr.
check_rc() {
	name=$1 want=$2
	shift 2
	"$@" >"$W/out" 2>"$W/err"
	rc=$?
	if [ "$rc" -ne "$want" ]; then
		fail "$name" "exit $rc, want $want: $(head -c 300 "$W/err")"
	elif [ "$(wc -l <"$W/err")" -ne 1 ]; then
		fail "$name" "want one line on stderr: $(head -c 300 "$W/err")"
	else
		pass "$name"
	fi
}

# ---- 1. crafted devicetree blobs: exit 2 with one line, no crash ----
sh $FIX/mkinv.sh $FIX/versatilepb-dt.inv.in "$W/vpb.inv"
dtc -q -I dts -O dtb -o "$W/v.dtb" $FIX/versatilepb.dts
for v in 14 15 16; do
	python3 -c "import sys; b = bytearray(open(sys.argv[1], 'rb').read()); b[20:24] = int(sys.argv[3]).to_bytes(4, 'big'); open(sys.argv[2], 'wb').write(b)" \
		"$W/v.dtb" "$W/v$v.dtb" $v
	check_rc "hostile: agree on a version $v dtb: exit 2, one line" 2 \
		"$BF2DTS" agree "$W/v$v.dtb" "$W/v.dtb"
done
for v in 14 15; do
	# bytes 20..23 of the blob are hex digits 40..47 of the first chunk
	sed "s/^\(fdt offset=0x0 data=.\{40\}\).\{8\}/\1$(printf %08x $v)/" \
		"$W/vpb.inv" >"$W/vpb$v.inv"
	check_rc "hostile: compare, inventory fdt version $v: exit 2, one line" 2 \
		"$BF2DTS" compare "$W/vpb.inv" "$W/vpb$v.inv"
done
head -c 100 "$W/v.dtb" >"$W/short.dtb"
check_rc "hostile: agree on a truncated dtb: exit 2, one line" 2 \
	"$BF2DTS" agree "$W/short.dtb" "$W/v.dtb"

# ---- 2. report JSON that ends inside an escape, or is a directory ----
# (the heap over-read shows under the sanitizer build; here: no crash, one
# warning naming the file)
if [ $have_kernel = 1 ]; then
	mkdir -p "$W/r"
	printf '{"a":"\\' >"$W/r/arch_arm_mach-pxa_mainstone.c.json"
	"$BF2DTS" boards --family pxa --reports "$W/r" >"$W/out" 2>"$W/err"
	rc=$?
	if [ $rc -eq 0 ] && grep -q "mainstone.c.json: malformed JSON" "$W/err"; then
		pass "hostile: boards, a report ending in a backslash is a warning"
	else
		fail "hostile: boards, a report ending in a backslash is a warning" \
			"exit $rc: $(head -c 300 "$W/err")"
	fi
	rm -f "$W/r/arch_arm_mach-pxa_mainstone.c.json"
	mkdir "$W/r/arch_arm_mach-pxa_mainstone.c.json"
	"$BF2DTS" boards --family pxa --reports "$W/r" >"$W/out" 2>"$W/err"
	if grep -q "mainstone.c.json: Is a directory" "$W/err"; then
		pass "hostile: boards, a report that is a directory is said so"
	else
		fail "hostile: boards, a report that is a directory is said so" \
			"$(head -c 300 "$W/err")"
	fi
fi

# ---- 3. no output replaces an input; outputs are whole or absent ----
cp "$W/vpb.inv" "$W/before.inv"
check_rc "hostile: compare --json BEFORE is refused" 2 \
	"$BF2DTS" compare --json "$W/before.inv" "$W/before.inv" "$W/vpb.inv"
ln -s before.inv "$W/json-link"
check_rc "hostile: compare --json, a symlink to BEFORE, is refused" 2 \
	"$BF2DTS" compare --json "$W/json-link" "$W/before.inv" "$W/vpb.inv"
if cmp -s "$W/before.inv" "$W/vpb.inv" && [ -L "$W/json-link" ]; then
	pass "hostile: compare left its inputs as they were"
else
	fail "hostile: compare left its inputs as they were" "BEFORE changed"
fi
if [ $have_kernel = 1 ]; then
	# a tree of links to $K whose board file is a copy: nothing here
	# can write into the shared tree, even if the check below broke
	F=$W/farm
	mkdir -p "$F/arch/arm/mach-pxa"
	for p in "$K"/*; do [ "${p##*/}" = arch ] || ln -s "$p" "$F/"; done
	for p in "$K"/arch/*; do [ "${p##*/}" = arm ] || ln -s "$p" "$F/arch/"; done
	for p in "$K"/arch/arm/*; do
		[ "${p##*/}" = mach-pxa ] || ln -s "$p" "$F/arch/arm/"
	done
	for p in "$K"/arch/arm/mach-pxa/*; do ln -s "$p" "$F/arch/arm/mach-pxa/"; done
	rm "$F/$B"
	cp "$K/$B" "$F/$B"
	ln -s "$F/$B" "$W/board-link.c"
	check_rc "hostile: convert -o BOARD is refused" 2 \
		"$BF2DTS" convert -q --kernel "$F" -o "$F/$B" $B
	check_rc "hostile: convert -o LINK-TO-BOARD is refused" 2 \
		"$BF2DTS" convert -q --kernel "$F" -o "$W/board-link.c" $B
	check_rc "hostile: convert --report BOARD is refused" 2 \
		"$BF2DTS" convert -q --kernel "$F" --report "$F/$B" $B
	check_rc "hostile: convert --report LINK-TO-BOARD -o X is refused" 2 \
		"$BF2DTS" convert -q --kernel "$F" --report "$W/board-link.c" \
		-o "$W/x.dts" $B
	if cmp -s "$F/$B" "$K/$B" && [ ! -e "$W/x.dts" ]; then
		pass "hostile: convert left the board file as it was"
	else
		fail "hostile: convert left the board file as it was" "changed"
	fi

	echo old >"$W/target.dts"
	ln -s target.dts "$W/out-link.dts"
	"$BF2DTS" convert -q --kernel "$K" -o "$W/out-link.dts" \
		--report "$W/no-such-dir/r.json" $B >"$W/out" 2>"$W/err"
	rc=$?
	if [ $rc -ne 0 ] && [ "$(cat "$W/target.dts")" = old ] &&
		[ -L "$W/out-link.dts" ]; then
		pass "hostile: convert with an unwritable --report writes no .dts"
	else
		fail "hostile: convert with an unwritable --report writes no .dts" \
			"exit $rc, .dts: $(head -c 40 "$W/target.dts")"
	fi
	"$BF2DTS" convert -q --kernel "$K" -o "$W/out-link.dts" \
		--report "$W/r.json" $B >"$W/out" 2>"$W/err"
	rc=$?
	if [ $rc -eq 0 ] && [ -L "$W/out-link.dts" ] &&
		grep -q "^/dts-v1/;" "$W/target.dts" && [ -s "$W/r.json" ]; then
		pass "hostile: convert -o SYMLINK writes through the link"
	else
		fail "hostile: convert -o SYMLINK writes through the link" \
			"exit $rc: $(ls -l "$W/out-link.dts") $(head -c 200 "$W/err")"
	fi
	case $BF2DTS in
	/*) abs=$BF2DTS ;;
	*) abs=$PWD/$BF2DTS ;;
	esac
	(cd "$W" && "$abs" convert -q --kernel "$K" -o - $B \
		>"$W/stdout.dts" 2>"$W/err")
	rc=$?
	if [ $rc -eq 0 ] && [ ! -e "$W/-" ] && grep -q "^/dts-v1/;" "$W/stdout.dts"; then
		pass "hostile: convert -o - writes the .dts to stdout"
	else
		fail "hostile: convert -o - writes the .dts to stdout" \
			"exit $rc: $(head -c 200 "$W/err")"
	fi
fi

# ---- 4. a fake kernel tree, missing and directory inputs ----
mkdir -p "$W/fake/arch/arm/mach-pxa"
: >"$W/fake/Makefile"
printf 'MACHINE_START(X, "x")\nMACHINE_END\n' >"$W/fake/$B"
check_rc "hostile: convert on a tree of a Makefile and a board file is refused" 1 \
	"$BF2DTS" convert --kernel "$W/fake" $B
if [ $have_kernel = 1 ]; then
	check_rc "hostile: convert, a missing file is reported as missing" 1 \
		"$BF2DTS" convert -q --kernel "$K" "$W/no-such-board.c"
	grep -q "No such file" "$W/err" ||
		fail "hostile: missing file message" "$(cat "$W/err")"
	mkdir -p "$W/adir.c"
	check_rc "hostile: convert, a directory as input is said so" 1 \
		"$BF2DTS" convert -q --kernel "$K" "$W/adir.c"
	grep -q "is a directory" "$W/err" ||
		fail "hostile: directory input message" "$(cat "$W/err")"
fi
check_rc "hostile: agree, a directory as input is said so" 2 \
	"$BF2DTS" agree "$W" "$W/v.dtb"
echo garbage >"$W/garbage.bin"
check_rc "hostile: agree blames the bad file, not the kernel tree" 2 \
	env -u BF2DTS_KERNEL HOME="$W/nohome" "$BF2DTS" agree "$W/garbage.bin" "$W/v.dtb"
grep -q "garbage.bin" "$W/err" ||
	fail "hostile: agree blames the bad file" "$(cat "$W/err")"

# ---- 5. unbounded input, a cache that is a file ----
# A cap of 1 GB of address space: without a bound on the input, reading
# /dev/zero grows past it and dies; with one, compare stops with a line.
case $BF2DTS in *asan*) ;; *)
	check_rc "hostile: compare /dev/zero stops with one line" 2 \
		sh -c 'ulimit -v 1000000; exec "$0" compare /dev/zero "$1"' \
		"$BF2DTS" "$W/vpb.inv"
	;;
esac
: >"$W/cache-file"
check_rc "hostile: BF2DTS_CACHE naming a file is refused" 1 \
	env BF2DTS_CACHE="$W/cache-file" "$BF2DTS" convert --kernel "$K" $B
grep -q "BF2DTS_CACHE" "$W/err" ||
	fail "hostile: BF2DTS_CACHE message" "$(cat "$W/err")"

# ---- 6. errors that used to vanish ----
check_rc "hostile: agree --min nan is refused" 2 \
	"$BF2DTS" agree --min nan "$W/v.dtb" "$W/v.dtb"
check_rc "hostile: agree, stdout on /dev/full: non-zero, one line" 2 \
	sh -c '"$0" agree "$1" "$1" >/dev/full' "$BF2DTS" "$W/v.dtb"
check_rc "hostile: compare, stdout on /dev/full: non-zero, one line" 2 \
	sh -c '"$0" compare "$1" "$1" >/dev/full' "$BF2DTS" "$W/vpb.inv"
if [ $have_kernel = 1 ]; then
	check_rc "hostile: boards, stdout on /dev/full: non-zero, one line" 2 \
		sh -c '"$0" boards --family pxa >/dev/full' "$BF2DTS"
	check_rc "hostile: convert, stdout on /dev/full: non-zero, one line" 2 \
		sh -c '"$0" convert -q --kernel "$1" "$2" >/dev/full' "$BF2DTS" "$K" $B
fi

# ---- concurrent and killed runs on one cache (a stand-in `make`) ----
# The stand-in logs its start and end and fails, so no real preparation
# runs; the driver index is copied in so that no scan is needed.
if [ $have_kernel = 1 ]; then
	mkdir -p "$W/bin"
	cat >"$W/bin/make" <<'EOF'
#!/bin/sh
echo "start $$" >>"$FAKE_MAKE_LOG"
sleep "$FAKE_MAKE_SLEEP"
echo "end $$" >>"$FAKE_MAKE_LOG"
exit 1
EOF
	chmod +x "$W/bin/make"
	fresh_cache() {
		rm -rf "$1"
		mkdir -p "$1"
		cp "$BF2DTS_CACHE"/drvindex-*.tsv "$1/" 2>/dev/null
	}
	fresh_cache "$W/c1"
	: >"$W/make.log"
	for i in 1 2; do
		FAKE_MAKE_LOG=$W/make.log FAKE_MAKE_SLEEP=2 BF2DTS_CACHE=$W/c1 \
			PATH="$W/bin:$PATH" "$BF2DTS" convert -q --kernel "$K" $B \
			>/dev/null 2>&1 &
	done
	wait
	if [ "$(wc -l <"$W/make.log")" -ge 4 ] &&
		awk '{ if ($1 == "start" && open) bad = 1; open = ($1 == "start") }
			END { exit bad }' "$W/make.log"; then
		pass "hostile: two converts on one cache prepare one after the other"
	else
		fail "hostile: two converts on one cache prepare one after the other" \
			"$(tr '\n' ' ' <"$W/make.log")"
	fi

	fresh_cache "$W/c2"
	: >"$W/make.log"
	FAKE_MAKE_LOG=$W/make.log FAKE_MAKE_SLEEP=300 BF2DTS_CACHE=$W/c2 \
		PATH="$W/bin:$PATH" "$BF2DTS" convert -q --kernel "$K" $B \
		>/dev/null 2>&1 &
	conv=$!
	i=0
	while ! grep -q start "$W/make.log" && [ $i -lt 600 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	mk=$(awk '{ print $2; exit }' "$W/make.log")
	kill -TERM $conv
	wait $conv 2>/dev/null
	i=0
	while [ -n "$mk" ] && kill -0 "$mk" 2>/dev/null && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if [ -n "$mk" ] && ! kill -0 "$mk" 2>/dev/null; then
		pass "hostile: a killed convert takes its make along"
	else
		fail "hostile: a killed convert takes its make along" \
			"make ${mk:-never started} still runs"
	fi
	# the stand-in's sleep, in make's process group
	[ -n "$mk" ] && kill -KILL -- "-$mk" 2>/dev/null
fi

# ---- a large tree: agree matches by hash (the time is measured, not asserted) ----
python3 tests/fixtures/agree/mkbig.py 20000 "$W/big-a.dtb"
python3 tests/fixtures/agree/mkbig.py 20000 "$W/big-b.dtb" 7
if "$BF2DTS" agree -q "$W/big-b.dtb" "$W/big-a.dtb" >"$W/out" 2>"$W/err" &&
	grep -q "(19999/20000).*differs 1" "$W/out"; then
	pass "hostile: agree on two 20,000-node blobs finds the one difference"
else
	fail "hostile: agree on two 20,000-node blobs finds the one difference" \
		"$(head -c 300 "$W/out" "$W/err")"
fi

# ---- a child that hangs is killed: boards --qemu with a qemu that sleeps ----
if [ $have_kernel = 1 ]; then
	printf '#!/bin/sh\nsleep 600\n' >"$W/hang-qemu"
	chmod +x "$W/hang-qemu"
	check "hostile: boards --qemu with a program that hangs returns" \
		timeout 300 "$BF2DTS" boards --family pxa --qemu "$W/hang-qemu"
fi

# ---- 7. the sanitizer build runs boards (qsort(NULL, 0) aborted it) ----
if [ $have_kernel = 1 ] && [ -x build/bf2dts-asan ]; then
	check "hostile: boards runs clean under ASan/UBSan" \
		build/bf2dts-asan boards --family pxa,sa1100
fi
rm -rf "$W"
