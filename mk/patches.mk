# board-patches/: the kernel patch series (see board-patches/README.md).
# patches-check applies the series to a throwaway checkout of a git copy of
# the pristine tree and checks each patch (git am, checkpatch --strict, dtc,
# bindings, dt-validate).
.PHONY: patches-check patches-check-quick

patches-check: kernel
	@bash board-patches/check-series.sh

# Without dt-validate: what tests/suites/50-patches.sh runs.
patches-check-quick: kernel
	@bash board-patches/check-series.sh --no-validate

