# after_stage DESCRIPTOR: sets kernel and dtb to the machine's after stage
# (the rules of boot.sh: a board-file machine's AFTER_KERNEL/AFTER_DTB, a
# devicetree machine's own kernel and DTB from the patched tree) and loads
# the descriptor's variables. One line on stderr and status 1 when there is
# no after stage. Sourced; uses $what for the message.
after_stage() {
	QEMU_MACHINE="" QEMU_OPTS="" MEMORY="" CONSOLE=ttyS0 BOOT=kernel
	BOARD="" BEFORE_KERNEL="" BEFORE_DTB="" AFTER_KERNEL="" AFTER_DTB=""
	TIMEOUT=60 MACH_ID="" APPEND="" RAM_START="" MEM_SIZE=""
	. "$1"
	QEMU_MACHINE=${QEMU_MACHINE:-$machine}
	series=${BOARD_PATCHES:-board-patches}/series
	if [ ! -f "$series" ]; then
		echo "$what: no after stage ($series does not exist)" >&2
		return 1
	fi
	if [ -z "$BOARD" ]; then
		AFTER_KERNEL=${AFTER_KERNEL:-$BEFORE_KERNEL}
		AFTER_DTB=${AFTER_DTB:-$BEFORE_DTB}
	fi
	if [ -z "$AFTER_KERNEL" ] || [ -z "$AFTER_DTB" ]; then
		echo "$what: no after stage (the descriptor names no AFTER_KERNEL/AFTER_DTB)" >&2
		return 1
	fi
	kernel=$AFTER_KERNEL
	dtb=$AFTER_DTB
}
