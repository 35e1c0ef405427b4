# board-patches/: the kernel patch series (see board-patches/README.md).
# patches-check applies the series to a throwaway checkout of a git copy of
# the pristine tree and checks each patch (identity, git am, checkpatch
# --strict, dtc, bindings, dt-validate), then builds, after each patch, what
# it changes (build-series.sh: the per-patch build of bisectability).
.PHONY: patches-check patches-check-quick patches-build patches-build-full

# Both halves run even when the first fails, and the target fails if either
# did: a maintainer wants the whole list of what is wrong.
patches-check: kernel
	@rc=0; bash board-patches/check-series.sh || rc=1; \
		bash board-patches/build-series.sh || rc=1; exit $$rc

# Without dt-validate and without the builds: the checks of every patch
# that take minutes, not an hour (tests/suites/50-patches.sh runs these).
patches-check-quick: kernel
	@bash board-patches/check-series.sh --no-validate


# Bisectability alone: after each patch, build what it touches in the
# configs board-patches/build-configs lists (objects, dtbs, vmlinux for
# Kconfig, Makefile and header changes, the options of a changed defconfig).
# patches-build-full adds a zImage of each config at the end of the series
# (long: one full kernel per config, -j2).
patches-build: kernel
	@bash board-patches/build-series.sh

patches-build-full: kernel
	@bash board-patches/build-series.sh --full
