# C unit tests, built with AddressSanitizer and UndefinedBehaviorSanitizer.
# Each binary in build/unit prints its own PASS/FAIL lines.
. tests/lib.sh
for t in $(find build/unit -type f -name "test_*" | sort); do
	[ -x "$t" ] || continue
	out=$("$t" 2>&1)
	rc=$?
	echo "$out" | grep -E '^(PASS|FAIL) '
	if [ $rc -ne 0 ] && ! echo "$out" | grep -q '^FAIL '; then
		fail "$(basename "$t")" "exit $rc: $(echo "$out" | tail -n 3 | tr '\n' ' ')"
	fi
done

# The C sources keep the kernel's .clang-format (make format fixes them).
for f in $(find src tests/unit -name "*.[ch]" | sort); do
	[ -e "$f" ] || continue
	check "clang-format $f" clang-format --dry-run --Werror "$f"
done
