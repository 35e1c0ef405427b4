# The integration suites that feed bf2dts hostile and malformed input, run
# again with the command built under ASan/UBSan (build/bf2dts-asan, made by
# `make test`), so that an over-read or undefined behaviour the unit tests
# do not reach fails here (issue 16 #7). Each check is named "asan: ...".
. tests/lib.sh
if [ ! -x build/bf2dts-asan ]; then
	fail "asan: build/bf2dts-asan" "not built (make build/bf2dts-asan)"
	exit 0
fi
for s in 30-compare 15-hostile; do
	BF2DTS=build/bf2dts-asan TMPD=$(mktemp -d) sh tests/suites/$s.sh 2>&1 |
		sed -n 's/^\(PASS\|FAIL\) /\1 asan: /p'
done

# Board code shared by several boards (palm27x.c) is one library model for
# the whole process; a store a board applies to it must not leave it
# pointing into the conversion's freed memory for the next board (a
# heap-use-after-free, and a crash of `convert -o DIR` on mach-pxa).
K=$BF2DTS_KERNEL
A=$(mktemp -d)
if (cd "$K" && ASAN_OPTIONS=detect_leaks=0 BF2DTS_NO_LIBCACHE=1 \
	"$OLDPWD/build/bf2dts-asan" convert -q --kernel "$K" -o "$A" \
	arch/arm/mach-pxa/palmld.c arch/arm/mach-pxa/palmt5.c \
	arch/arm/mach-pxa/palmtx.c arch/arm/mach-pxa/palmz72.c) >/dev/null 2>"$A.err"; then
	pass "asan: four Palm boards in one process, board code stored into"
else
	fail "asan: four Palm boards in one process, board code stored into" \
		"$(grep -m1 'ERROR\|bf2dts' "$A.err")"
fi
rm -rf "$A" "$A.err"
