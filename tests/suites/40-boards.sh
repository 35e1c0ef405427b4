# bf2dts boards: the inventory against independent counts over the tree
# (grep here, libclang's lexer in the tool), known facts of Linux 6.1, and
# bad inputs.
. tests/lib.sh
K=$BF2DTS_KERNEL
if [ ! -d "$K/arch/arm" ]; then
	fail boards-kernel "no kernel tree at $K (run make kernel)"
	exit 0
fi
csv=$TMPD/boards.csv
if ! "$BF2DTS" boards --kernel "$K" --format csv -o "$csv" 2>"$TMPD/err"; then
	fail boards-runs "$(head -c 300 "$TMPD/err")"
	exit 0
fi
pass boards-runs

# Column of a named field in the csv header.
col() { head -n 1 "$csv" | tr ',' '\n' | grep -nx "$1" | cut -d: -f1; }
# Field $2 of the row for machine id $1 (fields with commas are quoted, so
# read them with a real CSV reader: python's csv module).
field() {
	python3 -c 'import csv,sys
r=list(csv.DictReader(open(sys.argv[1])))
print("\n".join(x[sys.argv[3]] for x in r if x["id"]==sys.argv[2]))' "$csv" "$1" "$2"
}

want=$(grep -h '^MACHINE_START' "$K"/arch/arm/mach-*/*.c | wc -l)
got=$(($(wc -l <"$csv") - 1))
got=$(python3 -c 'import csv,sys; print(len(list(csv.DictReader(open(sys.argv[1])))))' "$csv")
[ "$got" -eq "$want" ] && pass boards-count-$want || fail boards-count "got $got, tree has $want"

for d in "$K"/arch/arm/mach-*; do
	fam=${d##*/mach-}
	w=$(grep -h '^MACHINE_START' "$d"/*.c 2>/dev/null | wc -l)
	[ "$w" -eq 0 ] && continue
	g=$(python3 -c 'import csv,sys; print(sum(1 for x in csv.DictReader(open(sys.argv[1])) if x["family"]==sys.argv[2]))' "$csv" "$fam")
	[ "$g" -eq "$w" ] && pass "boards-family-$fam" || fail "boards-family-$fam" "got $g, tree has $w"
done

wantf=$(grep -l '^MACHINE_START' "$K"/arch/arm/mach-*/*.c | wc -l)
gotf=$(python3 -c 'import csv,sys; print(len({x["file"] for x in csv.DictReader(open(sys.argv[1]))}))' "$csv")
[ "$gotf" -eq "$wantf" ] && pass boards-files-$wantf || fail boards-files "got $gotf, tree has $wantf"

# Behind UNUSED_BOARD_FILES: every s3c24xx machine (through the
# ARCH_S3C24XX menu), lubbock; not spitz or gumstix.
bad=$(python3 -c 'import csv,sys
for x in csv.DictReader(open(sys.argv[1])):
    if x["family"]=="s3c" and x["soc"].startswith("CPU_S3C24") and x["unused"]!="yes": print(x["id"])' "$csv")
n24=$(python3 -c 'import csv,sys; print(sum(1 for x in csv.DictReader(open(sys.argv[1])) if x["soc"].startswith("CPU_S3C24")))' "$csv")
[ -z "$bad" ] && [ "$n24" -gt 10 ] && pass boards-s3c24xx-unused || fail boards-s3c24xx-unused "not flagged: $bad (of $n24)"
[ "$(field LUBBOCK unused)" = yes ] && pass boards-lubbock-unused || fail boards-lubbock-unused "$(field LUBBOCK unused)"
[ "$(field SPITZ unused)" = no ] && pass boards-spitz-not-unused || fail boards-spitz-not-unused "$(field SPITZ unused)"
[ "$(field GUMSTIX unused)" = no ] && pass boards-gumstix-not-unused || fail boards-gumstix-not-unused "$(field GUMSTIX unused)"
field BAST unused_chain | grep -q 'ARCH_S3C24XX' && pass boards-chain-via-menu || fail boards-chain-via-menu "$(field BAST unused_chain)"

# Redundant with their upstream .dts.
for pair in SMDK6410:s3c6410-smdk6410.dts ASPENITE:pxa168-aspenite.dts BROWNSTONE:mmp2-brownstone.dts; do
	id=${pair%%:*} dts=${pair#*:}
	v=$(field "$id" verdict)
	if [ "$v" = redundant ] && field "$id" dts | grep -q "$dts"; then
		pass "boards-redundant-$id"
	else
		fail "boards-redundant-$id" "verdict $v, dts '$(field "$id" dts)'"
	fi
done
[ "$(field ZYLONITE2 has_dts)" = no ] && pass boards-zylonite2-not-aspenite || fail boards-zylonite2-not-aspenite "$(field ZYLONITE2 dts)"

# Every QEMU machine of board-map.tsv that this QEMU lists is flagged.
if command -v qemu-system-arm >/dev/null; then
	qemu-system-arm -machine help | awk 'NR>1{print $1}' >"$TMPD/qm"
	grep -v '^#' qemu-machines/board-map.tsv | while IFS="$(printf '\t')" read -r m file id c; do
		[ -n "$m" ] || continue
		grep -qx "$m" "$TMPD/qm" || { echo "SKIP qemu $m not in this QEMU"; continue; }
		e=$(field "$id" emulated | head -n 1)
		q=$(field "$id" qemu | head -n 1)
		if [ "$e" = yes ] && echo "$q" | grep -qw "$m"; then
			pass "boards-qemu-$m"
		else
			fail "boards-qemu-$m" "$id emulated=$e qemu=$q"
		fi
	done
fi
field BORZOI qemu_comment | grep -q 'terrier' && pass boards-terrier-comment || fail boards-terrier-comment "no terrier note on BORZOI"

# One row per machine in multi-machine files.
n=$(python3 -c 'import csv,sys; print(sum(1 for x in csv.DictReader(open(sys.argv[1])) if x["file"]=="arch/arm/mach-pxa/spitz.c"))' "$csv")
[ "$n" -eq 3 ] && pass boards-spitz-3-rows || fail boards-spitz-3-rows "got $n"
n=$(python3 -c 'import csv,sys; print(sum(1 for x in csv.DictReader(open(sys.argv[1])) if x["file"]=="arch/arm/mach-ep93xx/edb93xx.c"))' "$csv")
w=$(grep -c '^MACHINE_START' "$K/arch/arm/mach-ep93xx/edb93xx.c")
[ "$n" -eq "$w" ] && pass boards-edb93xx-rows || fail boards-edb93xx-rows "got $n, file has $w"

# Every verdict carries reasons.
empty=$(python3 -c 'import csv,sys; print(sum(1 for x in csv.DictReader(open(sys.argv[1])) if not x["reasons"]))' "$csv")
[ "$empty" -eq 0 ] && pass boards-reasons || fail boards-reasons "$empty rows without reasons"

# Other formats.
check boards-json-valid sh -c "'$BF2DTS' boards --kernel '$K' --format json | python3 -m json.tool >/dev/null"
"$BF2DTS" boards --kernel "$K" --format md --family pxa,mmp >"$TMPD/md" 2>/dev/null
grep -q '^## mach-pxa: level' "$TMPD/md" && grep -q '^## mach-mmp' "$TMPD/md" && ! grep -q '^## mach-s3c' "$TMPD/md" &&
	grep -q 'candidate-for-removal' "$TMPD/md" && grep -q 'How the verdicts are made' "$TMPD/md" &&
	pass boards-md-family-filter || fail boards-md-family-filter "$(head -c 200 "$TMPD/md")"

# Converter reports: present -> effort, absent -> unknown.
mkdir -p "$TMPD/reports"
cp tests/fixtures/boards/report.json "$TMPD/reports/arch_arm_mach-pxa_spitz.c.json"
"$BF2DTS" boards --kernel "$K" --format csv --family pxa --reports "$TMPD/reports" >"$TMPD/r.csv" 2>/dev/null
eff=$(python3 -c 'import csv,sys
for x in csv.DictReader(open(sys.argv[1])):
    if x["id"] in ("SPITZ","AKITA","TOSA"): print(x["id"], x["found"] or "unknown", x["converted"] or "unknown")' "$TMPD/r.csv" | tr '\n' ' ')
[ "$eff" = "SPITZ 31 20 AKITA 10 2 TOSA unknown unknown " ] && pass boards-reports-effort || fail boards-reports-effort "$eff"

# Bad inputs.
mkdir -p "$TMPD/notree"
check_fails boards-no-arch-arm "$BF2DTS" boards --kernel "$TMPD/notree"
check_fails boards-bad-format "$BF2DTS" boards --kernel "$K" --format xml
check_fails boards-bad-sort "$BF2DTS" boards --kernel "$K" --sort nope
"$BF2DTS" boards --kernel "$K" --maintainers "$TMPD/no-MAINTAINERS" --format csv --family pxa >"$TMPD/m.csv" 2>"$TMPD/m.err"
rc=$?
if [ $rc -eq 0 ] && grep -q 'warning: .*no-MAINTAINERS' "$TMPD/m.err" &&
	python3 -c 'import csv,sys; sys.exit(0 if all(x["maintained"]=="unknown" for x in csv.DictReader(open(sys.argv[1]))) else 1)' "$TMPD/m.csv"; then
	pass boards-unreadable-maintainers
else
	fail boards-unreadable-maintainers "rc=$rc $(head -c 200 "$TMPD/m.err")"
fi
# An unreadable defconfig: a copy of the tree's arch/arm made of symlinks,
# with one defconfig replaced by a directory (unreadable as a file, also
# for root).
sk=$TMPD/skel
mkdir -p "$sk/arch/arm/configs"
for f in "$K"/* "$K"/arch/arm/*; do
	case $f in */arch|*/arch/arm/configs) continue ;; esac
	rel=${f#"$K"/}
	ln -s "$f" "$sk/$rel"
done
for f in "$K"/arch/arm/configs/*; do ln -s "$f" "$sk/arch/arm/configs/"; done
rm "$sk/arch/arm/configs/pxa_defconfig" && mkdir "$sk/arch/arm/configs/pxa_defconfig"
"$BF2DTS" boards --kernel "$sk" --format csv --family pxa >"$TMPD/d.csv" 2>"$TMPD/d.err"
rc=$?
nodef=$(python3 -c 'import csv,sys; print(sorted({x["in_defconfig"] for x in csv.DictReader(open(sys.argv[1]))}))' "$TMPD/d.csv" 2>&1)
if [ $rc -eq 0 ] && grep -q 'warning: .*pxa_defconfig' "$TMPD/d.err" && ! echo "$nodef" | grep -q "'no'"; then
	pass boards-unreadable-defconfig
else
	fail boards-unreadable-defconfig "rc=$rc in_defconfig=$nodef $(head -c 200 "$TMPD/d.err")"
fi
# -o never leaves a half-written file: failure leaves the old one.
echo old >"$TMPD/out.md"
"$BF2DTS" boards --kernel "$TMPD/notree" -o "$TMPD/out.md" 2>/dev/null
[ "$(cat "$TMPD/out.md")" = old ] && pass boards-output-atomic || fail boards-output-atomic "output overwritten"

# Front end: getopt_long spellings, and the cache's reports as the input
# (BF2DTS_CACHE is honoured: a scratch cache with one report shows it).
"$BF2DTS" boards --kernel "$K" --format=md -o "$TMPD/b.md" 2>"$TMPD/err" &&
	grep -q '^# ARM board files' "$TMPD/b.md" &&
	pass boards-format-equals || fail boards-format-equals "$(head -c 200 "$TMPD/err")"
check_fails boards-missing-value "$BF2DTS" boards --format
check_fails boards-stray-argument "$BF2DTS" boards --kernel "$K" stray
# With BF2DTS_CACHE set and no --kernel, the default tree is the cache's.
mkdir -p "$TMPD/cache"
env -u BF2DTS_KERNEL BF2DTS_CACHE=$TMPD/cache "$BF2DTS" boards >/dev/null 2>"$TMPD/err"
grep -q "$TMPD/cache/linux-6.1" "$TMPD/err" && pass boards-cache-env-kernel ||
	fail boards-cache-env-kernel "did not look in BF2DTS_CACHE: $(head -c 200 "$TMPD/err")"
