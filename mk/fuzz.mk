# libFuzzer targets for every reader of untrusted bytes (issues 13 and 16):
# tests/fuzz/fuzz_*.c, one per reader, each with a seed corpus in
# tests/fuzz/corpus/<target>/. `make fuzz FUZZ_S=N` runs each for N
# seconds; what it finds new goes to build/fuzz/corpus-<target>, a crash to
# build/fuzz/<target>-crash-* (add it to the seed corpus with its fix).
FUZZ_S       ?= 60
# Seconds one input may take. On a loaded shared machine a starved run can
# pass 10 s in ASan's allocator on an input that takes milliseconds alone:
# long runs there raise it (make fuzz FUZZ_S=600 FUZZ_TIMEOUT=60), and a
# timeout artifact is rerun alone before it counts as a finding.
FUZZ_TIMEOUT ?= 10
FUZZ_CC      ?= clang-14
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS  := -std=gnu11 $(WARN) -g -O1 $(CPPFLAGS) $(FUZZ_SAN)
# make fuzz FUZZ_TARGETS="fuzz_dtb fuzz_report" runs only those
FUZZ_TARGETS ?= $(sort $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c)))
FUZZ_OBJS    := $(LIB_SRCS:src/%.c=$(BUILD)/fuzzobj/%.o)

.PHONY: fuzz fuzz-build
.SECONDARY: $(FUZZ_OBJS)

$(BUILD)/fuzzobj/%.o: src/%.c $(HDRS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c -o $@ $<

$(BUILD)/fuzz/%: tests/fuzz/%.c tests/fuzz/fuzz.h $(FUZZ_OBJS)
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -Itests/fuzz -o $@ $< \
		$(FUZZ_OBJS) $(LDLIBS)

fuzz-build: $(FUZZ_TARGETS:%=$(BUILD)/fuzz/%)

# A seed corpus keeps text only: fuzz_dtb's blobs are built from their
# source, the two older-version ones being the same blob with the low byte
# of its version word (offset 23) rewritten, as the reader must refuse.
$(BUILD)/fuzz/seeds-fuzz_dtb: tests/fuzz/corpus/fuzz_dtb/versatilepb.dts
	@rm -rf $@ $@.tmp && mkdir -p $@.tmp
	dtc -q -I dts -O dtb -o $@.tmp/versatilepb.dtb $<
	@for v in 14 15; do \
		cp $@.tmp/versatilepb.dtb $@.tmp/version$$v.dtb; \
		printf "\\$$(printf %o $$v)" | dd of=$@.tmp/version$$v.dtb \
			bs=1 seek=23 conv=notrunc status=none; \
	done
	@mv $@.tmp $@

fuzz: fuzz-build $(BUILD)/fuzz/seeds-fuzz_dtb
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(BUILD)/fuzz/corpus-$$t; \
		echo "fuzz: $$t for $(FUZZ_S) s" >&2; \
		$(BUILD)/fuzz/$$t -max_total_time=$(FUZZ_S) -timeout=$(FUZZ_TIMEOUT) \
			-rss_limit_mb=2048 -max_len=65536 -print_final_stats=1 \
			-artifact_prefix=$(BUILD)/fuzz/$$t- \
			$(BUILD)/fuzz/corpus-$$t tests/fuzz/corpus/$$t \
			$$(ls -d $(BUILD)/fuzz/seeds-$$t 2>/dev/null) \
			2>$(BUILD)/fuzz/$$t.log || \
			{ tail -n 40 $(BUILD)/fuzz/$$t.log >&2; exit 1; }; \
		grep -E '^stat::number_of_executed_units' $(BUILD)/fuzz/$$t.log >&2; \
	done
