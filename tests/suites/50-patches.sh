#!/bin/sh
# The kernel patch series in board-patches/: every patch has a real author
# who signs it off, it applies with git am to a pristine tree, each patch is
# checkpatch --strict clean (or its findings are listed with a reason in
# board-patches/checkpatch-exceptions), and every .dts/.dtsi it touches
# compiles with the kernel's dtc flags without new warnings. dt-validate and
# the per-patch kernel builds are left to `make patches-check` (an hour).
. tests/lib.sh

if [ ! -f "$BF2DTS_KERNEL/Makefile" ]; then
	fail patches-kernel "$BF2DTS_KERNEL: no kernel tree"
	exit 0
fi
check patches-series-listed test -s board-patches/series
for p in $(grep -v '^#' board-patches/series); do
	check "patches-readme-$p" grep -q "$p" board-patches/README.md
done
bash board-patches/check-series.sh --no-validate 2>&1 | grep -E '^(PASS|FAIL) ' |
	sed 's/^\(PASS\|FAIL\) /\1 patches-/'

# The reviewed trees in dts/ (what the series adds, byte for byte: the
# dts-copy checks above) are in the kernel's DTS coding style: no fault of
# tests/dtstyle.py (order, reg second, status last, vendor properties last,
# long lines, invented compatibles, dtc warnings of their own) and comment
# lines under 5%, measured against the patched tree. Every version of them
# that a patch of the series adds is held to the same order and share.
if sh qemu-machines/patched-tree.sh >"$TMPD/patched-tree.log" 2>&1; then
	P=${BF2DTS_PATCHED:-$BF2DTS_CACHE/linux-6.1-patched}
	if python3 tests/dtstyle.py --strict --kernel "$P" dts/*.dts dts/*.dtsi >"$TMPD/style.out" 2>&1; then
		pass "patches-dts-style ($(sed -n 's/^TOTAL files=\([0-9]*\).* comments%=\([0-9.]*\).*/\1 files, \2% comments/p' "$TMPD/style.out"))"
	else
		fail patches-dts-style "$(grep -v '^TOTAL' "$TMPD/style.out" | grep -B1 '^  ' | head -n 4 | tr '\n' ' ')"
	fi
	mkdir -p "$TMPD/versions"
	bad="" n=0
	for c in $(git -C "$P" rev-list --reverse pristine..HEAD); do
		for f in $(git -C "$P" diff-tree --no-commit-id --name-only --diff-filter=AM -r "$c" -- arch/arm/boot/dts/); do
			[ -e "dts/${f##*/}" ] || continue
			v=$TMPD/versions/$c
			mkdir -p "$v"
			git -C "$P" show "$c:$f" >"$v/${f##*/}"
			n=$((n + 1))
			python3 tests/dtstyle.py --strict "$v/${f##*/}" >"$v.out" 2>&1 ||
				bad="$bad $(git -C "$P" log -1 --format=%s "$c" | cut -c1-50): $(grep -m 1 '^  ' "$v.out");"
		done
	done
	if [ "$n" -gt 0 ] && [ -z "$bad" ]; then
		pass "patches-dts-style-every-version ($n versions)"
	else
		fail patches-dts-style-every-version "${bad:-no version of a dts/ file in $P}"
	fi
	# ... and the check can fail: status not last, and a tree that is
	# mostly comments.
	mkdir -p "$TMPD/style-bad"
	sed 's/^\tstatus = "okay";$/&\n\tbogus-property;/' dts/pxa270-mainstone.dts \
		>"$TMPD/style-bad/pxa270-mainstone.dts"
	if python3 tests/dtstyle.py --strict --kernel "$P" "$TMPD/style-bad/pxa270-mainstone.dts" \
		>"$TMPD/style-bad.out" 2>&1; then
		fail patches-dts-style-detects-status "status not last passed"
	elif grep -q '^  status: ' "$TMPD/style-bad.out"; then
		pass patches-dts-style-detects-status
	else
		fail patches-dts-style-detects-status "$(head -n 2 "$TMPD/style-bad.out" | tr '\n' ' ')"
	fi
	sed 's|^&btuart {$|/* a\n * b\n * c\n * d\n * e\n * f\n * g\n * h\n * i\n * j\n */\n&|' \
		dts/pxa270-mainstone.dts >"$TMPD/style-bad/pxa270-mainstone.dts"
	if python3 tests/dtstyle.py --strict "$TMPD/style-bad/pxa270-mainstone.dts" >"$TMPD/style-bad.out" 2>&1; then
		fail patches-dts-style-detects-comments "$(grep -o 'comments%=[0-9.]*' "$TMPD/style-bad.out" | head -n 1) passed"
	else
		pass patches-dts-style-detects-comments
	fi
else
	fail patches-dts-style "no patched tree: $(tail -n 1 "$TMPD/patched-tree.log")"
fi

# The check must be able to fail: a series whose first patch no longer
# applies (its context edited), and one whose .dtsi change adds a dtc
# warning (a node with a unit address but no reg).
bad=$TMPD/bad-series
mkdir -p "$bad"
first=$(grep -v '^#' board-patches/series | head -n 1)
cp board-patches/checkpatch-exceptions "$bad/"
sed 's/^ \(\t\tserial3 = &hwuart;\)$/ \1 \/\/ edited/' "board-patches/$first" >"$bad/$first"
echo "$first" >"$bad/series"
if BF2DTS_SERIES_DIR=$bad bash board-patches/check-series.sh --no-validate >"$TMPD/bad.out" 2>&1; then
	fail patches-detects-broken-context "a patch that does not apply passed"
elif grep -q '^FAIL 0001-apply' "$TMPD/bad.out"; then
	pass patches-detects-broken-context
else
	fail patches-detects-broken-context "$(grep FAIL "$TMPD/bad.out" | head -n 1)"
fi
awk '{ print } /^\+\t\ti2c0 = &pwri2c;$/ && !done { print "+\t\tbogus { reg = <1>; };"; done = 1 }' \
	"board-patches/$first" | sed 's/^@@ -7,6 +7,10 @@/@@ -7,6 +7,11 @@/' >"$bad/$first"
if BF2DTS_SERIES_DIR=$bad bash board-patches/check-series.sh --no-validate >"$TMPD/bad.out" 2>&1; then
	fail patches-detects-new-dtc-warning "a new dtc warning passed"
elif grep -q '^FAIL 0001-dtc-pxa27x.dtsi: new warnings' "$TMPD/bad.out"; then
	pass patches-detects-new-dtc-warning
else
	fail patches-detects-new-dtc-warning "$(grep FAIL "$TMPD/bad.out" | head -n 1)"
fi

# The identity and checkpatch checks run on every patch and can fail: the
# first patch with the old placeholder author (an .invalid address) and a
# line with trailing whitespace, the second without its Signed-off-by.
second=$(grep -v '^#' board-patches/series | sed -n 2p)
sed -e '/^From: /,/^Date: /{/^From: /!{/^Date: /!d}}' \
	-e 's/^From: .*/From: bf2dts <bf2dts@bf2dts.invalid>/' \
	-e 's/^Signed-off-by: .*/Signed-off-by: bf2dts <bf2dts@bf2dts.invalid>/' \
	-e 's/^+\(\t\ti2c0 = &pwri2c;\)$/+\1 /' "board-patches/$first" >"$bad/$first"
sed '/^Signed-off-by: /d' "board-patches/$second" >"$bad/$second"
printf '%s\n%s\n' "$first" "$second" >"$bad/series"
BF2DTS_SERIES_DIR=$bad bash board-patches/check-series.sh --no-validate >"$TMPD/bad.out" 2>&1
for want in "0001-identity: author \"bf2dts <bf2dts@bf2dts.invalid>\" has an .invalid address" \
	"0001-checkpatch: .*TRAILING_WHITESPACE" "0002-identity: no Signed-off-by"; do
	if grep -q "^FAIL $want" "$TMPD/bad.out"; then
		pass "patches-detects-${want%%:*}"
	else
		fail "patches-detects-${want%%:*}" "no \"FAIL $want\": $(grep -m 1 "^[A-Z]* ${want%%:*}" "$TMPD/bad.out")"
	fi
done

# The tree scripts take the identity from git or BF2DTS_AUTHOR and never
# make one up: with neither (the scripts copied out of this repository, no
# HOME and so no global git config, a scratch cache), devtree.sh stops with
# one line and makes nothing.
mkdir -p "$TMPD/noid"
cp board-patches/devtree.sh board-patches/identity.sh board-patches/export.sh "$TMPD/noid/"
out=$(HOME=$TMPD/nohome GIT_CONFIG_NOSYSTEM=1 BF2DTS_AUTHOR= BF2DTS_CACHE=$TMPD/nocache \
	bash "$TMPD/noid/devtree.sh" x 2>&1)
rc=$?
if [ "$rc" -ne 0 ] && [ "$(echo "$out" | wc -l)" = 1 ] &&
	echo "$out" | grep -q '^no identity for the patches' && [ ! -e "$TMPD/nocache" ]; then
	pass patches-identity-required
else
	fail patches-identity-required "devtree.sh without an identity (rc $rc): $out"
fi
