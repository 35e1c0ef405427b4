# Images for real boards from a machine's after-kernel, and their boot with
# no -dtb (qemu-machines/image/):
#
#   make image MACHINE=spitz        # zImage+DTB, uImage, FIT in build/images/spitz/
#   make image-boot MACHINE=spitz   # boot them ATAGs-only, compare with the -dtb boot

IMAGES ?= $(BUILD)/images
export IMAGES

.PHONY: image image-boot

image:
	@test -n "$(MACHINE)" || { echo "make image: set MACHINE= (see qemu-machines/machines/)" >&2; exit 2; }
	@sh qemu-machines/image/make-image.sh --build $(MACHINE)

image-boot: image $(BUILD)/qemu/initramfs.cpio.gz $(BUILD)/bf2dts
	@sh qemu-machines/image/boot-image.sh $(MACHINE)

