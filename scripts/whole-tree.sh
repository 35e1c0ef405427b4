#!/bin/sh
# The whole-tree run of `bf2dts convert`: every board file of the 6.1 tree
# with a MACHINE_START (157 files, 191 machines), one process per family
# with a bounded time per file, outputs in $BF2DTS_CACHE/whole-tree/. Prints a table per
# family and the totals; checks the accounting of every report and that
# every output compiles (cpp + dtc, as the kernel builds its dtbs).
#
#   scripts/whole-tree.sh [-j JOBS] [-t SECONDS] [-o DIR] [FAMILY...]
#
# A family (mach-* directory) is one job, its files converted one after the
# other: a cold cache prepares one kernel O= dir per defconfig on the first
# file of a family, and two conversions preparing the same dir at once would
# race. Jobs run at most -j at a time (2 by default: the machine has 2
# cores). Exit status: 0 when there is no crash, no timeout and the
# accounting holds everywhere; 1 otherwise. Conversion failures (one-line
# errors) and outputs that do not compile are reported, not fatal: they are
# the converter's to-do list.
set -u
cd "$(dirname "$0")/.." || exit 2
BF2DTS=${BF2DTS:-$PWD/build/bf2dts}
. scripts/env.sh
CACHE=$BF2DTS_CACHE
K=$BF2DTS_KERNEL
OUT=$CACHE/whole-tree
JOBS=2
TIMEOUT=300

# Internal: one file in a process of its own, as a user runs it.
one() { # REL
	flat=$(echo "$1" | tr / _)
	start=$(date +%s.%N)
	timeout -k 10 "$TIMEOUT" "$BF2DTS" convert --kernel "$K" -q \
		-o "$OUT/dts/$fam" --report "$OUT/reports/$flat.json" "$1" \
		>/dev/null 2>"$OUT/logs/$flat.err"
	rc=$?
	echo "$1 $rc $(echo "$(date +%s.%N) - $start" | bc)" >"$OUT/logs/$flat.rc"
}

# Internal: one family's files, run by the job runner below: all in one
# process (the libraries, Kconfig, bindings and the driver index are read
# once, no start-up per file), reports into the reports directory. A
# file's result is its report, or its one-line error in the batch's log;
# should the batch crash or time out, every file it did not finish is run
# again in a process of its own, so that a crash or a timeout is pinned on
# its file. Each file's time is the batch's share.
if [ "${1:-}" = "--family" ]; then
	fam=$2 OUT=$3 TIMEOUT=$4
	files=$(cd "$K" && grep -l '^MACHINE_START' "arch/arm/$fam"/*.c | sort)
	n=$(echo "$files" | wc -l)
	mkdir -p "$OUT/dts/$fam"
	start=$(date +%s.%N)
	# shellcheck disable=SC2086 # one argument per file
	timeout -k 10 $((TIMEOUT * n)) "$BF2DTS" convert --kernel "$K" -q \
		-o "$OUT/dts/$fam" --report "$OUT/reports" $files \
		>/dev/null 2>"$OUT/logs/$fam.batch.err"
	brc=$?
	share=$(echo "($(date +%s.%N) - $start) / $n" | bc -l)
	for f in $files; do
		flat=$(echo "$f" | tr / _)
		grep -F "$f" "$OUT/logs/$fam.batch.err" >"$OUT/logs/$flat.err"
		if [ -f "$OUT/reports/$flat.json" ]; then
			echo "$f 0 $share" >"$OUT/logs/$flat.rc"
		elif [ "$brc" -le 1 ] && grep -q "^bf2dts convert: $f: " "$OUT/logs/$flat.err"; then
			echo "$f 1 $share" >"$OUT/logs/$flat.rc"
		else
			one "$f"
		fi
	done
	exit 0
fi

while getopts j:t:o: opt; do
	case $opt in
	j) JOBS=$OPTARG ;;
	t) TIMEOUT=$OPTARG ;;
	o) OUT=$OPTARG ;;
	*) echo "usage: $0 [-j JOBS] [-t SECONDS] [-o DIR] [mach-FAMILY...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))

if [ ! -x "$BF2DTS" ]; then
	echo "whole-tree: $BF2DTS: not built (run make)" >&2
	exit 2
fi
if [ ! -f "$K/Makefile" ] || [ ! -d "$K/arch/arm" ]; then
	echo "whole-tree: $K: not a kernel tree (run make kernel or set BF2DTS_KERNEL)" >&2
	exit 2
fi

# Families, those with the most board files first so that the longest job
# does not start last.
if [ $# -gt 0 ]; then
	families=$*
else
	families=$(cd "$K" && grep -l '^MACHINE_START' arch/arm/mach-*/*.c |
		cut -d/ -f3 | sort | uniq -c | sort -rn | awk '{print $2}')
fi
rm -rf "$OUT/dts" "$OUT/reports" "$OUT/logs"
mkdir -p "$OUT/dts" "$OUT/reports" "$OUT/logs"
# A private copy: a `make` in this work tree during the run (the tree is
# shared) must not swap the binary under running jobs.
cp "$BF2DTS" "$OUT/bf2dts.run" || exit 2
BF2DTS=$OUT/bf2dts.run
export BF2DTS
start=$(date +%s)
echo "whole-tree: converting into $OUT with $JOBS jobs ($(echo $families | wc -w) families) ..." >&2
printf '%s\n' $families | xargs -P "$JOBS" -I{} sh "$0" --family {} "$OUT" "$TIMEOUT"
elapsed=$(($(date +%s) - start))

# Every output compiles: cpp and dtc with the include paths and defines
# of the kernel's dtb rule (scripts/Makefile.lib); warnings do not count.
: >"$OUT/compile.tsv"
# Since 6.5 the .dtsi files are in vendor folders (marvell/pxa27x.dtsi).
vendor_dirs=$(find "$K/arch/arm/boot/dts" -mindepth 1 -maxdepth 2 -type d \
	! -path '*/include*' -printf ' -I %p')
for d in "$OUT"/dts/*/*.dts; do
	[ -e "$d" ] || continue
	# shellcheck disable=SC2086 # one word per -I and folder
	if cpp -nostdinc -I "$K/include" -I "$K/arch/arm/boot/dts" $vendor_dirs \
		-I "$K/scripts/dtc/include-prefixes" -undef -D__DTS__ \
		-x assembler-with-cpp -o "$d.pp" "$d" 2>"$d.err" &&
		dtc -q -I dts -O dtb -b 0 -i "$(dirname "$d")" \
			-i "$K/arch/arm/boot/dts" -o /dev/null "$d.pp" 2>>"$d.err"; then
		printf '%s\tok\t\n' "$d" >>"$OUT/compile.tsv"
	else
		printf '%s\tfail\t%s\n' "$d" "$(grep -m1 -i error "$d.err" | tr '\t' ' ')" >>"$OUT/compile.tsv"
	fi
	rm -f "$d.pp" "$d.err"
done

# The table, the invariant and the lists, from the logs and the reports.
python3 - "$OUT" "$elapsed" "$(cd "$K" && grep -h '^MACHINE_START' arch/arm/mach-*/*.c | wc -l)" "$K" <<'EOF' >"$OUT/summary.txt"
import collections, glob, json, os, re, sys

out, elapsed, tree_machines = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
kdir = sys.argv[4]
fam = collections.OrderedDict()
crashes, timeouts, failures, broken = [], [], [], []
violations = []
compiles = {}
for line in open(os.path.join(out, "compile.tsv")):
    path, ok, why = line.rstrip("\n").split("\t")
    compiles[path] = (ok == "ok", why)

def row(name):
    return fam.setdefault(name, collections.Counter())

def err_line(flat):
    try:
        lines = [l.strip() for l in open(os.path.join(out, "logs", flat + ".err"))]
    except OSError:
        return ""
    lines = [l for l in lines if l and "warning:" not in l and "preparing" not in l
             and "prepared" not in l]
    return lines[-1] if lines else ""

# What an error says once the file, numbers and names are taken out.
def short(msg, rel):
    return msg.replace("bf2dts convert: ", "").replace(rel + ": ", "").replace(
        kdir + "/", "")

def cause(msg, rel):
    msg = re.sub(r"\S+\.(?:c|h|dts|dtsi)(?::[\d.-]+)?:?(?=\s|$)\s*", "", short(msg, rel))
    msg = re.sub(r'"[^"]*"', '"…"', msg)
    msg = re.sub(r"'[^']*'", "'…'", msg)
    msg = re.sub(r"\b\d+\b", "N", msg)
    return msg[:160]

for rcf in sorted(glob.glob(os.path.join(out, "logs", "*.rc"))):
    rel, rc, secs = open(rcf).read().split()
    rc, secs = int(rc), float(secs)
    family = rel.split("/")[2][5:]
    flat = rel.replace("/", "_")
    r = row(family)
    r["files"] += 1
    r["seconds"] += secs
    if rc in (124, 137):
        r["timeouts"] += 1
        timeouts.append(rel)
        continue
    if rc >= 128:
        r["crashes"] += 1
        crashes.append((rel, rc, err_line(flat)))
        continue
    if rc != 0:
        r["failures"] += 1
        failures.append((rel, err_line(flat)))
        continue
    try:
        rep = json.load(open(os.path.join(out, "reports", flat + ".json")))
    except (OSError, ValueError) as ex:
        violations.append("%s: exit 0 but no valid report (%s)" % (rel, ex))
        continue
    tot = collections.Counter()
    for m in rep["machines"]:
        t = m["totals"]
        r["machines"] += 1
        if t["found"] != t["converted"] + t["partial"] + t["todo"]:
            violations.append("%s %s: found %d != %d + %d + %d" % (
                rel, m["id"], t["found"], t["converted"], t["partial"], t["todo"]))
        items = [i for i in rep["items"] if i["machine"] == m["id"]
                 and i["fate"] in ("converted", "partial", "todo")]
        if len(items) != t["found"]:
            violations.append("%s %s: %d items for %d found" % (
                rel, m["id"], len(items), t["found"]))
        for k in ("found", "converted", "partial", "todo"):
            r[k] += t[k]
            tot[k] += t[k]
        # a machine compiles when each of its trees does (its variants')
        ok, why, name = True, "", m["dts"]
        for d in [v["dts"] for v in m.get("variants", [])] or [m["dts"]]:
            dok, dwhy = compiles.get(os.path.join(out, "dts", "mach-" + family, d),
                                     (False, "no output file"))
            if not dok and ok:
                ok, why, name = False, dwhy, d
        if ok:
            r["dts_ok"] += 1
        else:
            r["dts_fail"] += 1
            broken.append((rel, name, why))
    for k in ("found", "converted", "partial", "todo"):
        if rep["totals"][k] != tot[k]:
            violations.append("%s: totals.%s %d != sum over machines %d" % (
                rel, k, rep["totals"][k], tot[k]))

# Compatibles: every one emitted is known to the tree (a driver's or a
# binding's) or an honest proposal (listed in the report's
# proposed_bindings, with a prefix of vendor-prefixes.yaml); any other is
# invented. And every machine's tree includes a SoC .dtsi.
def tree_compatibles():
    known = set()
    quoted = re.compile(rb'"([A-Za-z0-9][A-Za-z0-9,._+-]*)"')
    bare = re.compile(rb'\b([a-z0-9][a-z0-9-]*,[A-Za-z0-9._+-]+)')
    for top, pat in (("drivers", quoted), ("sound", quoted), ("arch/arm", quoted),
                     ("Documentation/devicetree/bindings", bare)):
        for root, _, names in os.walk(os.path.join(kdir, top)):
            for n in names:
                if not n.endswith((".c", ".h", ".yaml", ".txt", ".dtsi", ".dts")):
                    continue
                try:
                    data = open(os.path.join(root, n), "rb").read()
                except OSError:
                    continue
                known.update(m.decode("latin-1") for m in pat.findall(data))
    return known

def vendor_prefixes():
    try:
        y = open(os.path.join(kdir, "Documentation/devicetree/bindings/vendor-prefixes.yaml")).read()
    except OSError:
        return set()
    return set(re.findall(r'"\^([a-z0-9-]+),\.\*"', y))

known = tree_compatibles()
prefixes = vendor_prefixes()
proposed = set()
for rf in glob.glob(os.path.join(out, "reports", "*.json")):
    try:
        for p in json.load(open(rf)).get("proposed_bindings", []):
            proposed.add(p["compatible"])
    except (OSError, ValueError):
        pass
compat_re = re.compile(r'^\s*compatible\s*=\s*(.*);', re.M)
emitted, invented, with_dtsi, without_dtsi = 0, collections.Counter(), 0, []
for d in sorted(glob.glob(os.path.join(out, "dts", "*", "*.dts*"))):
    text = open(d).read()
    for m in compat_re.finditer(text):
        for c in re.findall(r'"([^"]*)"', m.group(1)):
            emitted += 1
            if c in known:
                continue
            if c in proposed and c.split(",")[0] in prefixes:
                continue
            invented[c] += 1
    if d.endswith(".dts"):
        # its includes, and those of a shared .dtsi beside it
        incs = re.findall(r'#include\s+"([^"]+\.dtsi)"', text)
        local = [os.path.join(os.path.dirname(d), i) for i in incs]
        for l in local:
            if os.path.exists(l):
                incs += re.findall(r'#include\s+"([^"]+\.dtsi)"', open(l).read())
        # the tree's own SoC .dtsi (in a vendor folder since 6.5), or
        # one bf2dts generated for a SoC that has none, written beside
        if any(glob.glob(os.path.join(kdir, "arch/arm/boot/dts", i)) or
               glob.glob(os.path.join(kdir, "arch/arm/boot/dts", "*", i)) or
               glob.glob(os.path.join(kdir, "arch/arm/boot/dts", "*", "*", i)) or
               (os.path.exists(os.path.join(os.path.dirname(d), i)) and
                "SoC .dtsi generated by bf2dts" in
                open(os.path.join(os.path.dirname(d), i)).read(2000))
               for i in incs):
            with_dtsi += 1
        else:
            without_dtsi.append(os.path.relpath(d, os.path.join(out, "dts")))

cols = ["files", "machines", "found", "converted", "partial", "todo",
        "dts_ok", "dts_fail", "crashes", "timeouts", "failures"]
print("%-11s" % "family" + "".join("%10s" % c for c in cols) + "%10s" % "seconds")
total = collections.Counter()
for name, r in fam.items():
    print("%-11s" % name + "".join("%10d" % r[c] for c in cols) + "%10.0f" % r["seconds"])
    total.update(r)
print("%-11s" % "TOTAL" + "".join("%10d" % total[c] for c in cols) + "%10.0f" % total["seconds"])
print()
print("totals: %d files, %d machines converted of %d in the tree; devices found %d, "
      "converted %d, partial %d, todo %d" % (total["files"], total["machines"],
      tree_machines, total["found"], total["converted"], total["partial"], total["todo"]))
print("outputs: %d compile, %d do not; crashes %d, timeouts %d, failures %d; "
      "wall time %d s" % (total["dts_ok"], total["dts_fail"], len(crashes),
      len(timeouts), len(failures), elapsed))
print("compatibles: %d emitted, %d invented (%d distinct); proposals %d; "
      "machine trees with a SoC .dtsi %d, without %d; converted share %.2f"
      % (emitted, sum(invented.values()), len(invented), len(proposed), with_dtsi,
         len(without_dtsi), total["converted"] / total["found"] if total["found"] else 0))
for c, n in invented.most_common(15):
    print("  invented: %s (%d)" % (c, n))
print("accounting (found = converted + partial + todo, per machine and in total): %s"
      % ("holds" if not violations else "%d violations" % len(violations)))
for v in violations:
    print("  violation: " + v)
for rel, rc, msg in crashes:
    print("  crash: %s (exit %d) %s" % (rel, rc, msg))
for rel in timeouts:
    print("  timeout: " + rel)

def grouped(title, entries):
    groups = collections.OrderedDict()
    for rel, key, msg in entries:
        groups.setdefault(key, []).append((rel, msg))
    if entries:
        print("%s, by cause:" % title)
    for key, lst in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print("  %3d x %s" % (len(lst), key))
        for rel, msg in lst[:3]:
            print("        %s: %s" % (rel, short(msg, rel)))
grouped("failures (one-line errors)",
        [(rel, cause(msg, rel), msg) for rel, msg in failures])
grouped("outputs that do not compile",
        [(rel + " " + dts, cause(why, rel), why.replace(out + "/dts/", ""))
         for rel, dts, why in broken])
json.dump({"files": total["files"], "machines": total["machines"],
           "tree_machines": tree_machines, "found": total["found"],
           "converted": total["converted"], "partial": total["partial"],
           "todo": total["todo"], "dts_ok": total["dts_ok"],
           "dts_fail": total["dts_fail"], "crashes": crashes, "timeouts": timeouts,
           "failures": failures, "violations": violations, "seconds": elapsed,
           "compatibles": emitted, "invented": sum(invented.values()),
           "proposals": len(proposed), "with_soc_dtsi": with_dtsi,
           "without_soc_dtsi": without_dtsi},
          open(os.path.join(out, "summary.json"), "w"), indent=1)
sys.exit(1 if crashes or timeouts or violations else 0)
EOF
rc=$?
cat "$OUT/summary.txt"
exit $rc
