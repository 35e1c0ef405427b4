/* SPDX-License-Identifier: GPL-2.0 */
/*
 * A boot shim for QEMU machines that boot only from flash (connex,
 * verdex). It sits at the reset vector, copies the boot data (ATAGS or a
 * DTB), the zImage and the initramfs from flash to RAM and enters the
 * kernel the way the ARM boot protocol wants: MMU and caches off,
 * r0 = 0, r1 = machine id, r2 = address of the tags or DTB.
 *
 * make-flash.sh assembles it with the images and the parameters:
 *   RAM_START, MACH_ID             --defsym (linked at 0, the flash base)
 *   "params.inc"                   the tag list (or .incbin of a DTB)
 *   "zImage", "initrd"             .incbin'ed from the build dir
 * ARMv4 instructions only: it must run on every PXA and SA-1110 core.
 */
	.equ	TAGS_ADDR,   RAM_START + 0x100
	.equ	KERNEL_ADDR, RAM_START + 0x800000	/* clear of the decompressed kernel */
	.equ	INITRD_ADDR, RAM_START + 0x1000000

	.text
	.arm
	.globl	_start
_start:
	/* Supervisor mode, IRQs and FIQs off. */
	mov	r0, #0xd3
	msr	cpsr_c, r0

	ldr	r0, =boot_data
	ldr	r1, =TAGS_ADDR
	ldr	r2, boot_data_size
	bl	copy

	ldr	r0, =zimage
	ldr	r1, =KERNEL_ADDR
	ldr	r2, zimage_size
	bl	copy

	ldr	r0, =initrd
	ldr	r1, =INITRD_ADDR
	ldr	r2, initrd_size
	bl	copy

	mov	r0, #0
	ldr	r1, =MACH_ID
	ldr	r2, =TAGS_ADDR
	ldr	pc, =KERNEL_ADDR

/* copy r2 bytes (rounded up to words) from r0 to r1. */
copy:
	add	r2, r2, #3
	bic	r2, r2, #3
1:	subs	r2, r2, #4
	ldrge	r3, [r0], #4
	strge	r3, [r1], #4
	bgt	1b
	mov	pc, lr

	.ltorg
boot_data_size:	.word	boot_data_end - boot_data
zimage_size:	.word	zimage_end - zimage
initrd_size:	.word	initrd_end - initrd
	.align	2
boot_data:
	.include "params.inc"
boot_data_end:
	.align	2
zimage:
	.incbin	"zImage"
zimage_end:
	.align	2
initrd:
	.incbin	"initrd"
initrd_end:
