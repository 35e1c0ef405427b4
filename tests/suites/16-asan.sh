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
