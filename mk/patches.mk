# board-patches/: the kernel patch series (see board-patches/README.md).
# patches-check applies the series to a throwaway checkout of a git copy of
# the pristine tree and checks each patch (git am, checkpatch --strict, dtc,
# bindings, dt-validate).
.PHONY: patches-check patches-check-quick patches-build patches-build-full

patches-check: kernel
	@bash board-patches/check-series.sh

# Without dt-validate: what tests/suites/50-patches.sh runs.
patches-check-quick: kernel
	@bash board-patches/check-series.sh --no-validate


# Bisectability: after each patch, build what it touches in the configs
# board-patches/build-configs lists (objects, dtbs, vmlinux for Kconfig and
# Makefile changes). patches-build-full adds a zImage of each config at the
# end of the series (long: one full kernel per config, -j2).
patches-build: kernel
	@bash board-patches/build-series.sh

patches-build-full: kernel
	@bash board-patches/build-series.sh --full
