# The QEMU harness (qemu-machines/): the probe init, its initramfs, kernel
# builds and boots. Kernels build out of tree under $(CACHE)/build/.
#
#   make boot MACHINE=mainstone [STAGE=before|after]
#   make boot-compare MACHINE=versatilepb
#   make boot-compare MACHINE=spitz DTS=generated   (the after-kernel with the
#                     raw converter output against the reviewed DTB)
#   make boot-matrix [MACHINES="spitz versatilepb"] [DTS=generated]
#   make qemu-kernel KERNEL=versatile [TREE=pristine|patched]

QEMU_OUT    := $(BUILD)/qemu
REPORTS     ?= $(BUILD)/reports
PROBE       := $(QEMU_OUT)/probe
INITRAMFS   := $(QEMU_OUT)/initramfs.cpio.gz
ARM_CC      := arm-linux-gnueabi-gcc
NOLIBC      := $(BF2DTS_KERNEL)/tools/include/nolibc
STAGE       ?= before
TREE        ?= pristine

# ARMv4, ARM state: the one binary runs on SA-1110 (collie) up to the
# Cortex cores. BX instructions in nolibc's start code are rewritten by the
# linker (--fix-v4bx). No libgcc: its helpers target the toolchain's ARMv5
# baseline, so the probe avoids division instead.
PROBE_CFLAGS := -std=gnu11 -Wall -Wextra -Werror -Os -marm -march=armv4 \
	-static -nostdlib -fno-builtin -fno-stack-protector \
	-fno-asynchronous-unwind-tables -fno-ident \
	-ffunction-sections -fdata-sections -Wl,--gc-sections -Wl,--fix-v4bx \
	-isystem $(NOLIBC) -include nolibc.h

export QEMU_BUILD := $(QEMU_OUT)
export REPORTS

.PHONY: qemu-probe qemu-initramfs qemu-kernel boot boot-compare boot-matrix

qemu-probe: $(PROBE)
qemu-initramfs: $(INITRAMFS)

$(QEMU_OUT):
	mkdir -p $@

$(PROBE): qemu-machines/probe/probe.c | $(QEMU_OUT)
	$(ARM_CC) $(PROBE_CFLAGS) -o $@.tmp $<
	@# Refuse instructions an ARMv4 core does not have.
	@if arm-linux-gnueabi-objdump -d $@.tmp | grep -qwE 'clz|blx|bx|ldrd|strd'; then \
		echo "$@: contains instructions newer than ARMv4" >&2; rm -f $@.tmp; exit 1; fi
	mv $@.tmp $@

$(QEMU_OUT)/gen_init_cpio: $(BF2DTS_KERNEL)/usr/gen_init_cpio.c | $(QEMU_OUT)
	$(CC) -O2 -o $@ $<

# /init is the probe; /dev/console must exist before devtmpfs is mounted
# so that the kernel can open the console for init. Timestamps are fixed
# (-t 0, gzip -n) so the image only changes when the probe does.
$(INITRAMFS): $(PROBE) $(QEMU_OUT)/gen_init_cpio
	printf '%s\n' 'dir /dev 0755 0 0' 'nod /dev/console 0600 0 0 c 5 1' \
		'dir /proc 0755 0 0' 'dir /sys 0755 0 0' \
		'file /init $(abspath $(PROBE)) 0755 0 0' >$(QEMU_OUT)/initramfs.list
	$(QEMU_OUT)/gen_init_cpio -t 0 $(QEMU_OUT)/initramfs.list | gzip -n -9 >$@.tmp
	mv $@.tmp $@

qemu-kernel:
	@test -n "$(KERNEL)" || { echo "make qemu-kernel: set KERNEL= (one of: $(notdir $(basename $(wildcard qemu-machines/kernels/*.config))))" >&2; exit 2; }
	@sh qemu-machines/build-kernel.sh $(KERNEL) $(TREE)

boot: $(INITRAMFS)
	@test -n "$(MACHINE)" || { echo "make boot: set MACHINE= (see qemu-machines/machines/)" >&2; exit 2; }
	@sh qemu-machines/boot.sh --build $(MACHINE) $(STAGE)

boot-compare: $(INITRAMFS) $(BUILD)/bf2dts
	@test -n "$(MACHINE)" || { echo "make boot-compare: set MACHINE=" >&2; exit 2; }
	@BOOT_DTS=$(DTS) sh qemu-machines/compare.sh $(MACHINE)

boot-matrix: $(INITRAMFS) $(BUILD)/bf2dts
	@BOOT_DTS=$(DTS) sh qemu-machines/matrix.sh $(MACHINES)
