#!/bin/bash
# Apply board-patches/series, one patch at a time, to a throwaway checkout
# of the pristine kernel and check each patch the way a maintainer would:
#   identity  its author is a real name and address (not .invalid) who signs
#             it off (identity.sh)
#   apply     git am applies it on top of the ones before
#   checkpatch  scripts/checkpatch.pl --strict finds nothing that is not
#             listed, with its reason, in board-patches/checkpatch-exceptions
#   dtc       every .dts the patch adds or changes, every .dts including a
#             .dtsi it changes, and each changed .dtsi on its own, compiles
#             as the kernel compiles it (cpp + dtc with the kernel's
#             DTC_FLAGS) without a dtc warning the pristine tree did not have
#   binding   every YAML binding it adds or changes passes dt-doc-validate
#             and its example validates against it
# and, after the whole series, dt-validate finds no new schema error in the
# .dtb of those .dts (processed schema of the tree's own bindings, cached by
# the git id of Documentation/devicetree/bindings).
# Prints "PASS name" / "FAIL name: why" lines (tests/lib.sh format); exits
# non-zero when a check failed. Usage: check-series.sh [--no-validate]
set -u
here=$(cd "$(dirname "$0")" && pwd)
# The series, its patches and checkpatch-exceptions; the tests point this
# at a broken copy to see the check fail.
SERIES_DIR=${BF2DTS_SERIES_DIR:-$here}
CACHE=${BF2DTS_CACHE:-$HOME/.cache/bf2dts}
VALIDATE=1
[ "${1:-}" = "--no-validate" ] && VALIDATE=0

REPO=$(sh "$here/pristine-repo.sh") || exit 1
WT=$CACHE/series-check
OUT=$CACHE/series-check.out
SCHEMAS=$CACHE/dt-schema
# shellcheck source=board-patches/worktree.sh
. "$here/worktree.sh"
# shellcheck source=board-patches/identity.sh
. "$here/identity.sh"
# the worktree and the outputs are shared: one run at a time
fresh_worktree "$REPO" "$WT" "$CACHE/series-check.lock"
rm -rf "$OUT" && mkdir -p "$OUT/pristine" "$OUT/patched" "$SCHEMAS"
# The pristine sources dtc needs, to tell new warnings from old ones.
git -C "$REPO" archive pristine arch/arm/boot/dts include/dt-bindings \
	include/uapi/linux/input-event-codes.h scripts/dtc/include-prefixes |
	tar -x -C "$OUT/pristine" ||
	{ echo "FAIL series-reset: cannot extract pristine dts"; exit 1; }

# The kernel's DTC_FLAGS at the default warning level (scripts/Makefile.lib).
DTC_FLAGS="-Wno-interrupt_provider -Wno-unit_address_vs_reg
-Wno-avoid_unnecessary_addr_size -Wno-alias_paths -Wno-graph_child_address
-Wno-simple_bus_reg -Wno-unique_unit_address"

# dtc_build SRCROOT FILE OUT.dtb: cpp + dtc as cmd_dtc does; dtc's
# diagnostics, with line numbers and the temporary file name dropped so two
# trees can be compared, go to OUT.warn.
dtc_build() {
	local root=$1 src=$2 dtb=$3
	gcc -E -nostdinc -I "$root/scripts/dtc/include-prefixes" -undef -D__DTS__ \
		-x assembler-with-cpp -o "$dtb.pp" "$src" 2>"$dtb.warn" || return 1
	# shellcheck disable=SC2086
	dtc -O dtb -o "$dtb" -b 0 -i "$(dirname "$src")" \
		-i "$root/scripts/dtc/include-prefixes" $DTC_FLAGS "$dtb.pp" \
		2>"$dtb.raw"
	local rc=$?
	# The location goes too: a line number moves whenever a patch adds
	# lines above an old warning, and the "Failed prerequisite" lines
	# name the output .dtb, whose directory differs between the trees.
	sed -e 's|^[^ ]*\.pp:[0-9.:-]* *||' -e "s|$root/||g" \
		-e 's#^[^ ]*: \(Warning\|ERROR\) #\1 #' "$dtb.raw" |
		sort -u >>"$dtb.warn"
	return $rc
}

# dtsi_wrapper DIR FILE: a .dts that includes only FILE, so a .dtsi can be
# compiled on its own.
dtsi_wrapper() {
	local w
	w="$1/$(basename "$2" .dtsi)-alone.dts"
	printf '/dts-v1/;\n#include "%s"\n' "$(basename "$2")" >"$w"
	echo "$w"
}

# includers DTSI...: the .dts and .dtsi of arch/arm/boot/dts that include
# one of the given files, directly or not.
includers() {
	local todo="$*" seen="" f b
	while [ -n "$todo" ]; do
		set -- $todo
		f=$1
		shift
		todo="$*"
		b=$(basename "$f")
		for g in $(grep -l -E "#include \"$b\"|/include/ \"$b\"" \
			"$WT"/arch/arm/boot/dts/*.dts "$WT"/arch/arm/boot/dts/*.dtsi 2>/dev/null); do
			g=${g#"$WT"/}
			case " $seen " in *" $g "*) continue ;; esac
			seen="$seen $g"
			case $g in *.dtsi) todo="$todo $g" ;; esac
		done
	done
	echo "$seen"
}

# check_dts NAME FILE: compile FILE (relative to the tree) in the patched
# tree and, when it exists there, in the pristine one; new warnings fail.
check_dts() {
	local name=$1 f=$2 src base dtb
	base=$(basename "$f")
	src=$WT/$f
	dtb=$OUT/patched/${base%.*}.dtb
	case $f in *.dtsi)
		src=$(dtsi_wrapper "$(dirname "$WT/$f")" "$f")
		dtb=$OUT/patched/${base%.*}-alone.dtb ;;
	esac
	local ok=1 pok=0
	dtc_build "$WT" "$src" "$dtb" || ok=0
	[ "$src" != "$WT/$f" ] && rm -f "$src"
	: >"$dtb.old"
	if [ -e "$OUT/pristine/$f" ]; then
		local psrc=$OUT/pristine/$f
		case $f in *.dtsi) psrc=$(dtsi_wrapper "$(dirname "$psrc")" "$f") ;; esac
		dtc_build "$OUT/pristine" "$psrc" "$OUT/pristine/${dtb##*/}" && pok=1 &&
			cp "$OUT/pristine/${dtb##*/}.warn" "$dtb.old"
	fi
	if [ "$ok" = 0 ]; then
		# A .dtsi that relies on labels of the file including it (as
		# pxa2xx.dtsi does) never compiled alone: only a regression or a
		# .dts that fails counts.
		case $f in *.dtsi)
			if [ "$pok" = 0 ] && [ -e "$OUT/pristine/$f" ]; then
				pass "$name-dtc-$base (not standalone, as before)"
				return
			fi ;;
		esac
		fail "$name-dtc-$base" "$(grep -v '^$' "$dtb.warn" | head -n 2 | tr '\n' ' ')"
		return
	fi
	# A new board .dts is measured against the SoC .dtsi it includes,
	# compiled alone in the patched tree: the SoC's own findings are not
	# the board's.
	case $f in *.dts)
		if [ ! -e "$OUT/pristine/$f" ]; then
			local inc
			inc=$(sed -n 's/^#include "\(.*\.dtsi\)"/\1/p' "$WT/$f" | head -n 1)
			if [ -n "$inc" ]; then
				local w
				w=$(dtsi_wrapper "$(dirname "$WT/$f")" "$inc")
				dtc_build "$WT" "$w" "${dtb%.dtb}.base.dtb" &&
					cp "${dtb%.dtb}.base.dtb.warn" "$dtb.old"
				rm -f "$w"
			fi
		fi ;;
	esac
	local new
	new=$(comm -23 <(sort -u "$dtb.warn") <(sort -u "$dtb.old"))
	if [ -n "$new" ]; then
		fail "$name-dtc-$base" "new warnings: $(echo "$new" | head -n 2 | tr '\n' ' ')"
	else
		pass "$name-dtc-$base"
		case $f in *.dts) echo "$f" >>"$OUT/dts-list" ;; esac
	fi
}

# processed_schema REV: path of the processed schema of the bindings at REV,
# built once per bindings tree id (a minute) from a git archive of them.
processed_schema() {
	local id json tmp
	id=$(git -C "$REPO" rev-parse "$1:Documentation/devicetree/bindings") || return 1
	json=$SCHEMAS/$id.json
	if [ ! -s "$json" ]; then
		tmp=$(mktemp -d "$SCHEMAS/.src.XXXXXX")
		git -C "$REPO" archive "$1" Documentation/devicetree/bindings | tar -x -C "$tmp"
		find "$tmp" -name '*.yaml' >"$tmp/list"
		dt-mk-schema -j "@$tmp/list" >"$json.tmp" 2>"$SCHEMAS/$id.err" &&
			mv "$json.tmp" "$json"
		rm -rf "$tmp"
		[ -s "$json" ] || return 1
	fi
	echo "$json"
}

# check_binding NAME FILE: dt-doc-validate the YAML and its example.
check_binding() {
	local name=$1 f=$2 base ex schema
	base=$(basename "$f" .yaml)
	if ! dt-doc-validate -u "$WT/Documentation/devicetree/bindings" "$WT/$f" \
		>"$OUT/$base.doc" 2>&1 || [ -s "$OUT/$base.doc" ]; then
		fail "$name-binding-$base" "$(head -n 2 "$OUT/$base.doc" | tr '\n' ' ')"
		return
	fi
	[ "$VALIDATE" = 1 ] || { pass "$name-binding-$base"; return; }
	ex=$OUT/$base.example
	schema=$(processed_schema "$(git -C "$WT" rev-parse HEAD)") ||
		{ fail "$name-binding-$base" "dt-mk-schema failed"; return; }
	if ! dt-extract-example "$WT/$f" >"$ex.dts" ||
		! dtc_build "$WT" "$ex.dts" "$ex.dtb" ||
		! dt-validate -u "$WT/Documentation/devicetree/bindings" -p "$schema" \
			"$ex.dtb" >"$ex.val" 2>&1 || [ -s "$ex.val" ]; then
		fail "$name-binding-$base" "example: $(cat "$ex.dtb.warn" "$ex.val" 2>/dev/null | head -n 2 | tr '\n' ' ')"
		return
	fi
	pass "$name-binding-$base"
}

# check_checkpatch NAME PATCH: every checkpatch finding's type must be
# listed for this patch in checkpatch-exceptions ("patch TYPE reason").
check_checkpatch() {
	local name=$1 p=$2 bad="" line type
	(cd "$WT" && ./scripts/checkpatch.pl --strict --terse --show-types \
		--no-summary "$p") >"$OUT/$name.checkpatch" 2>&1
	while IFS= read -r line; do
		type=$(echo "$line" | sed -n 's/.*: \(ERROR\|WARNING\|CHECK\):\([A-Z_0-9]*\):.*/\2/p')
		[ -n "$type" ] || continue
		grep -q "^$(basename "$p") $type " "$SERIES_DIR/checkpatch-exceptions" 2>/dev/null ||
			bad="$bad$line; "
	done <"$OUT/$name.checkpatch"
	if [ -n "$bad" ]; then
		fail "$name-checkpatch" "$(echo "$bad" | head -c 300)"
	else
		pass "$name-checkpatch"
	fi
}

: >"$OUT/dts-list"
applied=1
while read -r p _; do
	case $p in '' | '#'*) continue ;; esac
	name=${p%%-*}
	if [ ! -r "$SERIES_DIR/$p" ]; then
		fail "$name-apply" "$p: listed in series but missing"
		applied=0
		break
	fi
	why=$(patch_identity_problem "$SERIES_DIR/$p")
	if [ -n "$why" ]; then
		fail "$name-identity" "$(echo "$why" | tr '\n' ';' | sed 's/;$//')"
	else
		pass "$name-identity"
	fi
	if ! am_as_author "$WT" "$SERIES_DIR/$p" >"$OUT/$name.am" 2>&1; then
		fail "$name-apply" "$p: $(head -n 2 "$OUT/$name.am" | tr '\n' ' ')"
		git -C "$WT" am --abort >/dev/null 2>&1
		applied=0
		break
	fi
	pass "$name-apply"
	check_checkpatch "$name" "$SERIES_DIR/$p"
	changed=$(git -C "$WT" diff-tree --no-commit-id --name-only --diff-filter=AM -r HEAD)
	dts=$(echo "$changed" | grep -E '^arch/arm/boot/dts/[^/]*\.dtsi?$')
	dtsi=$(echo "$dts" | grep '\.dtsi$')
	# Word splitting wanted: paths in the kernel tree have no spaces.
	# shellcheck disable=SC2046,SC2086
	for f in $(echo $dts $(includers $dtsi) | tr ' ' '\n' | sort -u); do
		check_dts "$name" "$f"
	done
	for f in $(echo "$changed" | grep -E '^Documentation/devicetree/bindings/.*\.yaml$'); do
		check_binding "$name" "$f"
	done
done <"$SERIES_DIR/series"

# dt-validate output without the file and temporary directory names, and
# without the dump of the offending node's contents, so that a finding
# about a node the series changed still matches the pristine one.
normalize_val() {
	sed -e 's|^[^ ]*\.dtb: *||' \
		-e 's|[^ ]*/Documentation/devicetree/bindings/|bindings/|g' \
		-e 's|{.*}|{...}|' | sort -u
}

# The reviewed copies in dts/ are what the series adds, byte for byte: a
# review edit made in one place only would otherwise go unnoticed.
if [ "$applied" = 1 ] && [ "$SERIES_DIR" -ef "$here" ]; then
	for f in "$here"/../dts/*.dts "$here"/../dts/*.dtsi; do
		[ -e "$f" ] || continue
		b=$(basename "$f")
		if [ ! -f "$WT/arch/arm/boot/dts/$b" ]; then
			fail "dts-copy-$b" "no patch adds arch/arm/boot/dts/$b"
		elif cmp -s "$f" "$WT/arch/arm/boot/dts/$b"; then
			pass "dts-copy-$b"
		else
			fail "dts-copy-$b" "dts/$b differs from the series' arch/arm/boot/dts/$b"
		fi
	done
fi

# Schema validation of the final tree, against the pristine baseline.
if [ "$applied" = 1 ] && [ "$VALIDATE" = 1 ] && [ -s "$OUT/dts-list" ]; then
	new_schema=$(processed_schema "$(git -C "$WT" rev-parse HEAD)")
	old_schema=$(processed_schema pristine)
	for f in $(sort -u "$OUT/dts-list"); do
		b=$(basename "$f" .dts)
		dtb=$OUT/patched/$b.dtb
		[ -n "$new_schema" ] || { fail "dt-validate-$b" "dt-mk-schema failed"; continue; }
		dt-validate -m -u "$WT/Documentation/devicetree/bindings" -p "$new_schema" \
			"$dtb" 2>&1 | normalize_val >"$dtb.val"
		: >"$dtb.oldval"
		if [ -e "$OUT/pristine/$b.dtb" ] && [ -n "$old_schema" ]; then
			dt-validate -m -p "$old_schema" "$OUT/pristine/$b.dtb" 2>&1 |
				normalize_val >"$dtb.oldval"
		elif [ -e "$OUT/patched/$b.base.dtb" ]; then
			dt-validate -m -p "$new_schema" "$OUT/patched/$b.base.dtb" 2>&1 |
				normalize_val >"$dtb.oldval"
		fi
		new=$(comm -23 "$dtb.val" "$dtb.oldval")
		if [ -n "$new" ]; then
			fail "dt-validate-$b" "$(echo "$new" | head -n 2 | tr '\n' ' ')"
		else
			pass "dt-validate-$b ($(wc -l <"$dtb.oldval") pre-existing)"
		fi
	done
fi
exit $failed
