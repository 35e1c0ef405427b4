# LAVA (qemu-machines/lava/): the boot matrix as LAVA jobs, and a local run
# with Debian's lava-run.
#
#   make lava MACHINE=mainstone [BASE_URL=https://lab.example/bf2dts]
#   make lava-run MACHINE=mainstone
LAVA_OUT ?= $(BUILD)/lava
export LAVA_OUT

.PHONY: lava lava-run

lava: $(BUILD)/qemu/initramfs.cpio.gz
	@test -n "$(MACHINE)" || { echo "make lava: set MACHINE=" >&2; exit 2; }
	@sh qemu-machines/lava/lava.sh export --build $(MACHINE) $(BASE_URL)

lava-run: lava $(BUILD)/bf2dts
	@sh qemu-machines/lava/lava.sh run $(MACHINE)
