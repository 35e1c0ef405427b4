# bf2dts: the front door. `make` builds build/bf2dts; `make convert` and
# `make test` set up packages and the kernel cache themselves.

LLVM_DIR    ?= /usr/lib/llvm-14
CC          ?= gcc
BUILD       := build
# The same defaults as scripts/env.sh and src/lib/cachedir.c.
BF2DTS_CACHE  ?= $(HOME)/.cache/bf2dts
BF2DTS_KERNEL ?= $(BF2DTS_CACHE)/linux-6.1
CACHE       := $(BF2DTS_CACHE)
export BF2DTS_KERNEL BF2DTS_CACHE

CFLAGS      ?= -O2 -g
WARN        := -Wall -Wextra -Werror
CPPFLAGS    += -I$(LLVM_DIR)/include -Isrc
ALL_CFLAGS   = -std=gnu11 $(WARN) $(CFLAGS) $(CPPFLAGS)
LDLIBS      := -L$(LLVM_DIR)/lib -Wl,-rpath,$(LLVM_DIR)/lib -lclang -lfdt -ljansson

# src/ is the pipeline laid out by stage (see README "Layout"); objects
# mirror it under build/obj/ and build/asan/.
SRCS        := $(sort $(shell find src -name '*.c'))
HDRS        := $(sort $(shell find src -name '*.h'))
LIB_SRCS    := $(filter-out src/main.c,$(SRCS))
OBJS        := $(SRCS:src/%.c=$(BUILD)/obj/%.o)
LIB_OBJS    := $(LIB_SRCS:src/%.c=$(BUILD)/obj/%.o)
ASAN_FLAGS  := -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all
ASAN_OBJS   := $(LIB_SRCS:src/%.c=$(BUILD)/asan/%.o)
# tests/unit/ mirrors src/: tests/unit/compare/test_inventory.c tests
# src/compare/inventory.c.
UNIT_SRCS   := $(sort $(shell find tests/unit -name 'test_*.c'))
UNIT_BINS   := $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/unit/%)

BOARD       ?= arch/arm/mach-pxa/mainstone.c

.PHONY: all setup kernel convert test check unit-tests format clean
.DEFAULT_GOAL := all

all: $(BUILD)/bf2dts

$(BUILD)/bf2dts: $(OBJS)
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/obj/%.o: src/%.c $(HDRS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -MMD -c -o $@ $<

$(BUILD)/asan/%.o: src/%.c $(HDRS)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -c -o $@ $<

$(BUILD)/unit/%: tests/unit/%.c $(ASAN_OBJS) $(wildcard tests/unit/*.h tests/unit/*/*.h)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -Itests/unit -o $@ $< $(ASAN_OBJS) $(LDLIBS)

# The command itself under ASan/UBSan, for the integration suites
# (make test-asan).
$(BUILD)/bf2dts-asan: $(ASAN_OBJS) $(BUILD)/asan/main.o
	$(CC) $(CFLAGS) $(ASAN_FLAGS) -o $@ $^ $(LDLIBS)

# The sanitizer objects are shared by every unit test: keep them.
.SECONDARY: $(ASAN_OBJS)

unit-tests: $(UNIT_BINS)

setup:
	@sh scripts/setup-packages.sh

kernel: setup
	@sh scripts/kernel-cache.sh

# The main job: convert one board file (mainstone by default) and show the
# .dts and its accounting.
convert: setup kernel all
	@mkdir -p $(BUILD)/out
	@name=$$(basename $(BOARD) .c); rm -rf $(BUILD)/out/$$name; mkdir -p $(BUILD)/out/$$name; \
	./$(BUILD)/bf2dts convert --kernel $(BF2DTS_KERNEL) $(if $(MACHINE),--machine $(MACHINE)) \
		-o $(BUILD)/out/$$name --report $(BUILD)/out/$$name/report.json $(BOARD) \
		2>$(BUILD)/out/$$name/summary.txt || { cat $(BUILD)/out/$$name/summary.txt >&2; exit 1; }; \
	for f in $(BUILD)/out/$$name/*.dts; do echo "==== $$f"; cat "$$f"; done; \
	echo "==== accounting ($(BUILD)/out/$$name/report.json)"; cat $(BUILD)/out/$$name/summary.txt

test: setup kernel all unit-tests $(BUILD)/bf2dts-asan
	@sh tests/run.sh

# The inner loop: the unit tests under ASan/UBSan and the format check,
# with no kernel tree and no network (suite 10-unit only).
check: unit-tests
	@SUITES=10-unit sh tests/run.sh

format:
	clang-format -i $(SRCS) $(HDRS) $(shell find tests/unit -name '*.[ch]')

clean:
	rm -rf $(BUILD)

# Each area keeps its own targets in mk/<area>.mk (qemu, boards, patches...).
include $(sort $(wildcard mk/*.mk))

-include $(OBJS:.o=.d)
