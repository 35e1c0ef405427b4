# Measures of `bf2dts convert` on the real tree.
#
#   make whole-tree   every board file with a MACHINE_START, outputs in
#                     $(CACHE)/whole-tree/, a table per family and totals
#   make agreement    generated vs upstream .dts, node by node, for the
#                     boards of the families with a SoC .dtsi that have
#                     both (smdk6410, mini6410, smdk2416, aspenite,
#                     ttc_dkb, brownstone, da850-evm)
#   make agreement-reviewed
#                     fresh output (convert --target the patched tree) vs
#                     the reviewed dts/ files: recall, precision, properties
#   make bench        conversion time against gcc -fsyntax-only with the
#                     kernel's flags, as a ratio (with a cold and a warm
#                     library model cache), where the time goes, and the
#                     peak memory per file
.PHONY: whole-tree agreement agreement-reviewed bench

whole-tree: kernel all
	@sh scripts/whole-tree.sh

agreement: kernel all
	@sh tests/fixtures/convert/agreement.sh

agreement-reviewed: kernel all
	@sh tests/fixtures/convert/reviewed-agreement.sh

bench: kernel all
	@sh scripts/bench.sh
