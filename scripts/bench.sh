#!/bin/sh
# make bench: whole-tree conversion (bf2dts convert as scripts/whole-tree.sh
# runs it: one process per family, parse, translate, write, compile check)
# against the C front end alone on the same files (arm-linux-gnueabi-gcc
# -fsyntax-only with the exact command line Kbuild uses, from the .cmd file
# of the .i target in the prepared O= dir, one process per file as Kbuild
# runs it). gcc compiles each file as the converter parsed it: in the O=
# dir of the defconfig kprep.c chose for it, with the CONFIG_ symbols the
# converter forced for it (the report of the same run), as -DCONFIG_X=1,
# which is how extract.c passes them to libclang. A file gcc still cannot
# compile is named with its first error and left out of both sides (its
# family's bf2dts runs are made without it): it has no reference, and an
# early stop would make the reference cheap. All run in the same pass,
# family by family, one after the other, so that the load of a shared
# machine weighs on all alike (the load average is printed at the start
# and the end). Prints the ratio on CPU time (user + sys, with cpp and
# dtc: what the work costs; targets: cold at most 2.0x, warm at most 1.0x)
# and on wall time, and the peak memory per process (target: under 300 MB
# per file; a process holds one file at a time). Nothing here asserts on
# times.
#
# Each family is converted twice:
#   cold  with an empty model cache of its own: the board files and the
#         SoC's library files are parsed (and stored), as on a first run;
#   warm  with the same cache, which holds the cold run's entries: what a
#         later run of the same, unchanged files costs (every entry is
#         still checked against the files it was made from).
# Both runs print per-phase times (BF2DTS_TIMING=1), summed per phase, so
# that the bench says where the time goes.
#
#   scripts/bench.sh [mach-FAMILY...]     (all families by default)
#
# Run `make whole-tree` (or one conversion per family) first on a cold
# cache: the O= dirs are prepared on first use, and that is not measured.
#
# History (shared 2-core machine, loaded; gcc measured in the same pass):
# 2026-12-03, one process per file, 156 files: before the library model
# cache 6.62x cpu; with it, cold 6.68x, warm 2.45x (169.5 s against gcc's
# 69.3 s: parse 92.9 s, libraries 25.8 s, kconfig 16.2 s, bindings 12.0 s,
# start-up and exit 19.3 s).
# 2026-12-04, one process per family, board models cached too, header
# digests kept by stat signature (load average 37 at the start, 9 at the
# end), 115 files of 10 families (mach-s3c, iop32x, mv78xx0 and cns3xxx
# not prepared then): gcc 82.0 s cpu; cold 101.4 s, 1.24x (parse 58.4 s,
# libraries 18.4 s, emit with the cpp+dtc check 6.5 s, start-up and exit
# 14.6 s); warm 18.5 s, 0.23x (emit 6.3 s, start-up and exit 5.9 s,
# kconfig 2.0 s, libraries 1.5 s, parse 1.3 s); peak 147 MB (mach-pxa).
# mach-rpc alone fails (its one file does not convert: 12.9 s cold, 4.4 s
# warm against gcc's 0.57 s); without it 1.09x cold, 0.17x warm.
# 2026-12-04 (session 4), the whole tree: 157 files of all 14 families
# (load average 10-12 through the run): gcc 97.2 s cpu; cold 129.9 s,
# 1.34x (parse 66.2 s, libraries 21.2 s, convert 27.9 s, report 8.0 s);
# warm 45.1 s, 0.46x (convert 27.8 s, report 7.8 s, kconfig 2.4 s); peak
# 147 MB (mach-pxa). Warm time is now the translation itself: mach-pxa
# 0.77x and mach-mmp 0.91x of gcc, cns3xxx's one file 1.10x.
# 2026-12-04 (session 5), the whole tree, 157 files. Before (df12e39, load
# average 3 through the run): gcc 50.5 s cpu; cold 120.4 s, 2.38x (parse
# 61.3 s, libraries 24.6 s, convert 28.0 s); warm 39.3 s, 0.78x (convert
# 27.8 s). The ratio had moved with gcc (97 s at load 10-12, 50 s at 3),
# not with bf2dts (130 s, 120 s); a library file two SoCs of a family share
# is not parsed twice in a process (the second is a model cache hit; only
# mach-s3c's devs.c is parsed twice, once per defconfig's flags). The
# convert phase was grep: one grep -r of drivers/ and sound/ per I2C/SPI
# client type (kernel/clientid.c), 35% of all CPU. Now each type once per
# process, and from the third an index of their quoted strings
# (kernel/quoted_index.c); every .dts and report byte-identical on all 14
# families. After (load average 10 at the start, 5 at the end): gcc 60.1 s
# cpu; cold 112.3 s, 1.87x (parse 71.3 s, libraries 28.7 s, convert 5.4 s,
# report 3.3 s); warm 18.5 s, 0.31x (convert 5.7 s, libraries 4.7 s, report
# 3.4 s); peak 154 MB (mach-pxa). Left: the parse itself (1.19x gcc), and
# omap1's generated .dtsi, made again at each change of SoC (2.4 s warm).
# 2026-12-04 (session 7), the whole tree, 157 files, on 0a7aa2e..dfa242d
# (load average 9 at the start, 6 at the end; session 6 measured 2cd6b13
# at load 2: gcc 48.2 s, cold 110.1 s, 2.28x, warm 18.4 s, 0.38x). The
# generated omap1 .dtsi was not remade too often: each making followed
# mcbsp.c's helper, whose model calls itself once per SoC, three ways at
# each level down to the chain's depth limit (790,000 calls, with a scan
# of every library function per call: 3 s of omap1's 3.4 s warm run). A
# call already being followed with the same arguments is not followed
# again, and library variables and functions are found by a name index.
# Also: the library models of a SoC a board leaves are taken back by a
# later SoC of the run (mach-s3c changes SoC 19 times), a cache miss does
# not run the CONFIG_ lexer pass twice, cpp's vendor folders are found
# by readdir's entry type. Every .dts and report byte-identical on all 14
# families. gcc 53.4 s cpu; cold 103.6 s, 1.94x (parse 61.1 s, libraries
# 28.2 s, convert 8.6 s, report 2.3 s); warm 16.4 s, 0.31x (convert 8.5
# s, report 2.3 s, libraries 1.5 s; omap1 1.8 s against gcc's 4.7 s);
# peak 156 MB (mach-s3c). An earlier pass with the omap1 fix alone, load
# 8: gcc 51.9 s, cold 99.2 s, 1.91x, warm 0.30x. Left: the parses
# themselves (157 board and about 75 library files, each near gcc's cost
# of one file: cold cannot go far under 1.6x), and the convert phase's
# grep of drivers/ and sound/ (a third of a warm family's CPU).
# 2026-12-05 (session 8), the whole tree, 157 files. The convert phase
# was the quoted-string index of drivers/ and sound/ that finds I2C/SPI
# clients' drivers, made again in every family process (0.5-0.7 s cpu);
# it is now kept on disk per tree (kernel/quoted_cache.c) and read: the
# convert phase of dove + orion5x 0.78 s -> 0.08 s. Library files are
# parsed without the detailed preprocessing record (libraries phase of 20
# pxa boards -3.5%). Every .dts and report byte-identical. On 8c4b501
# (load average 3.4 at the start, 7.4 at the end): gcc 39.9 s cpu; cold
# 78.5 s, 1.97x (parse 46.2 s, libraries 26.6 s, convert 1.5 s, report
# 1.8 s); warm 7.6 s, 0.19x. On d8dd214 (load 10.4, 7.6): gcc 38.5 s;
# cold 78.0 s, 2.03x (parse 46.3 s, libraries 26.0 s, convert 1.5 s);
# warm 7.4 s, 0.19x. bf2dts' own CPU is steady (78 s); the ratio moves
# with gcc's (15 files fail under gcc with their family's defconfig:
# pxa3xx boards on pxa_defconfig, s3c64xx boards given s3c2410's dir by
# the name test below, cerf.c's #error). Left: parse and libraries are 93%
# of the cold time, nearly all inside libclang (callgrind: 85% of a dove
# process's instructions are in its parse thread); a library file is
# parsed again for each set of a board's forced CONFIG_ symbols
# (devices.c five times in mach-pxa).
# 2026-12-05 (session 11), the whole tree, 157 files. gcc now compiles each
# board file with the symbols the converter forced for it (its report's
# forced_configs, as -DCONFIG_X=1) in the O= dir kprep.c picks (mach-s3c:
# by the Makefile that builds the board, not by its name): 0 failures, was
# 15; gcc's CPU hardly moved (40.9 s to 40.6 s at load 0.1-0.9: the
# failures came late in each file). A SoC file's CONFIG_ symbol that the
# file tests only to add code is on for every board of the defconfig
# (pipeline.c, kernel/cpp_guard.c): mach-s3c's devs.c parsed 3 times, was
# 10, mach-pxa's devices.c twice, was 5; every .dts and report of the
# whole tree byte-identical. Same load, d44ac98+ before: gcc 40.9 s, cold
# 88.6 s 2.17x (libraries 31.6 s), warm 0.20x; the new reference alone
# 2.26x; both (load 1.7 at the start, 1.1 at the end): gcc 42.7 s, cold
# 91.3 s 2.14x (parse 54.8 s, libraries 29.6 s), warm 9.2 s 0.21x, peak
# 159 MB (mach-s3c). The cold target (2.0x) is not met: the board files'
# parse alone is 1.28x gcc; the libraries phase went up with board code in
# files of its own (session 10) and down 2 s with this.
# 2026-12-05 (session 11, later), the whole tree, 157 files, on 5bb5b96 (load
# average 1.7 at the start, 3.5 at the end). A file gcc cannot compile
# is now named with its first error and left out of both sides (the
# family's cold and warm runs are made again without it), where it had
# only been counted; mach-s3c's O= dir is matched by its defconfig's
# full name. gcc fails none: 157 of 157 compile with the converter's
# forced symbols (cerf.c's #error included), none left out. gcc 41.0 s
# cpu; cold 85.3 s, 2.08x (parse 51.2 s, libraries 27.7 s); warm 8.6 s,
# 0.21x; peak 159 MB (mach-s3c).
# 2026-12-05 (session 14), the whole tree, 157 files, on 9a67fe7 (load
# average 0.45 at the start, 0.87 at the end; this machine ran gcc at half
# the speed of session 11's). gcc 87.8 s cpu; cold 121.3 s, 1.38x (parse
# 65.8 s, libraries 36.6 s, report with the cpp+dtc check 8.1 s); warm
# 25.0 s, 0.28x (report 7.9 s, libraries 5.0 s, convert 4.0 s); peak
# 159 MB (mach-s3c). Both targets met; the warm phase is now mostly the
# compile check of each output.
set -u
cd "$(dirname "$0")/.." || exit 2
BF2DTS=${BF2DTS:-$PWD/build/bf2dts}
. scripts/env.sh
CACHE=$BF2DTS_CACHE
K=$BF2DTS_KERNEL
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT
[ -x "$BF2DTS" ] || { echo "bench: $BF2DTS: not built (run make)" >&2; exit 2; }
# A private copy, as in whole-tree.sh: the work tree is shared.
cp "$BF2DTS" "$W/bf2dts"
if [ $# -gt 0 ]; then
	pat=$(printf 'arch/arm/%s/*.c ' "$@")
else
	pat='arch/arm/mach-*/*.c'
fi
# shellcheck disable=SC2086
files=$(cd "$K" && grep -l '^MACHINE_START' $pat | sort)
# The real compiler, not a ccache wrapper: ccache does not cache
# -fsyntax-only, and its own start-up is not the front end's cost.
PATH=$(echo "$PATH" | tr ':' '\n' | grep -v ccache | paste -sd:)
export PATH

# shellcheck disable=SC2086 # one argument per file
python3 - "$W" "$K" "$CACHE" $files <<'EOF'
import glob, json, os, re, shlex, subprocess, sys, time

work, kdir, cache, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
bf2dts = os.path.join(work, "bf2dts")

# The O= dir whose flags the converter uses for a file: the one holding the
# family's flags file; mach-s3c has two (s3c24xx and s3c64xx boards are
# prepared with s3c2410_defconfig and s3c6400_defconfig): as kprep.c picks,
# by the Makefile that builds the board (Makefile.s3c64xx or not).
def s3c64xx_board(rel):
    obj = os.path.basename(rel)[:-2] + ".o"
    mk = os.path.join(kdir, "arch/arm/mach-s3c/Makefile.s3c64xx")
    try:
        return re.search(r"(^|\s)%s(\s|$)" % re.escape(obj), open(mk).read(), re.M) is not None
    except OSError:
        return False

def prep_dir(rel):
    fam = rel.split("/")[2][5:]
    dirs = sorted(glob.glob(os.path.join(cache, "build", "prep-*",
                                         "bf2dts-flags-%s.txt" % fam)))
    dirs = [os.path.dirname(d) for d in dirs]
    # prep dirs are per tree (kernel/treekey.c): Kbuild's `source` link says whose
    dirs = [d for d in dirs
            if os.path.realpath(os.path.join(d, "source")) == os.path.realpath(kdir)]
    if fam == "s3c" and len(dirs) > 1:
        want = "s3c6400" if s3c64xx_board(rel) else "s3c2410"
        dirs = [d for d in dirs if d.endswith("-%s_defconfig" % want)] or dirs
    return dirs[0] if dirs else None

# The CONFIG_ symbols the converter forced on for a board file, from its
# report (forced_configs): the board's machine symbol and what it selects,
# which the family's defconfig may leave off (PXA3xx boards on
# pxa_defconfig). gcc gets them as the converter's parse did: -DCONFIG_X=1.
def forced(reports, rel):
    name = rel.replace("/", "_") + ".json"
    try:
        return json.load(open(os.path.join(reports, name))).get("forced_configs", [])
    except (OSError, ValueError):
        return []

# Kbuild's command for the family's .i target, turned into -fsyntax-only
# on @rel: same flags, the file's own KBUILD_* names.
def gcc_command(odir, rel):
    fam = rel.split("/")[2]
    cmds = glob.glob(os.path.join(odir, "arch/arm", fam, ".*.i.cmd"))
    if not cmds:
        return None
    line = open(cmds[0]).readline()
    argv = shlex.split(line.split(":=", 1)[1])
    stem = os.path.basename(rel)[:-2]
    # Kbuild's module names are C identifiers: board-dm365-evm gives
    # board_dm365_evm (and kmod_board_dm365_evm).
    ident = stem.replace("-", "_")
    out, skip = [], False
    for a in argv:
        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a.startswith("-Wp,-MMD") or a == "-E":
            continue
        if a.endswith(".c") and "/arch/arm/" in a:
            continue
        a = re.sub(r"(KBUILD_MODFILE=)\S+", r'\1"arch/arm/%s/%s"' % (fam, stem), a)
        a = re.sub(r'(KBUILD_BASENAME|KBUILD_MODNAME)="\w+"', r'\1="%s"' % ident, a)
        a = re.sub(r"(__KBUILD_MODNAME=kmod_)\w+", r"\1" + ident, a)
        out.append(a)
    return out + ["-fsyntax-only", os.path.join(kdir, rel)]

# gcc on one file: (exit, cpu, wall, MB, its first error line or None).
def run(argv, cwd):
    err = os.path.join(work, "gcc-stderr")
    with open(err, "w") as ef:
        t0 = time.monotonic()
        p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=ef)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
    code = os.waitstatus_to_exitcode(status)
    first = None
    if code:
        lines = [l.rstrip() for l in open(err, errors="replace")]
        # the error, not the "In file included from" lines before it
        errs = [l for l in lines if re.search(r"\berror:|#error", l)]
        first = (errs or lines or ["exit %d, no message" % code])[0]
        first = first.replace(kdir.rstrip("/") + "/", "")
    return (code, ru.ru_utime + ru.ru_stime, wall, ru.ru_maxrss / 1024.0, first)

# bf2dts with per-phase times: (exit, cpu, wall, MB, {phase: cpu seconds});
# all of @rels in one process, as whole-tree.sh runs a family; its reports
# into @reports.
def convert(rels, out, cache, reports):
    err = os.path.join(work, "stderr")
    env = dict(os.environ, BF2DTS_TIMING="1", BF2DTS_LIBCACHE=cache)
    env.pop("BF2DTS_NO_LIBCACHE", None)
    os.makedirs(reports, exist_ok=True)
    with open(err, "w") as ef:
        t0 = time.monotonic()
        p = subprocess.Popen([bf2dts, "convert", "-q", "--kernel", kdir, "-o", out,
                              "--report", reports] + rels,
                             cwd=kdir, env=env, stdout=subprocess.DEVNULL, stderr=ef)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.monotonic() - t0
    phases = {}
    for line in open(err, errors="replace"):
        m = re.match(r"bf2dts: timing: (\S+)\s+([0-9.]+) s cpu", line)
        if m:
            phases[m.group(1)] = phases.get(m.group(1), 0) + float(m.group(2))
    for f in os.listdir(out):
        os.unlink(os.path.join(out, f))
    return (os.waitstatus_to_exitcode(status), ru.ru_utime + ru.ru_stime,
            wall, ru.ru_maxrss / 1024.0, phases)

print("bench: load average at the start: %s" % open("/proc/loadavg").read().split()[:3])
families, skipped = {}, []
for rel in files:
    odir = prep_dir(rel)
    gcc = gcc_command(odir, rel) if odir else None
    if not gcc:
        skipped.append(rel)
        continue
    families.setdefault(rel.split("/")[2], []).append((rel, odir, gcc))
out = os.path.join(work, "out")
os.makedirs(out, exist_ok=True)
# rows: (family, files, gcc (files left out, cpu, wall, MB), cold, warm)
rows = []
# (file, gcc's first error line): left out of both sides
gcc_failed = []
for n, (fam, lst) in enumerate(sorted(families.items())):
    # cold: an empty model cache of its own; warm: the same cache again,
    # with what the cold run stored. gcc between them, with the symbols
    # the cold run's reports say it forced.
    cache = os.path.join(work, "models-%d" % n)
    reports = os.path.join(work, "reports-%d" % n)
    os.makedirs(cache)
    rels = [rel for rel, _, _ in lst]
    c = convert(rels, out, cache, reports)
    g, kept = [], []
    for rel, odir, gcc in lst:
        flags = ["-D%s=1" % sym for sym in forced(reports, rel)]
        r = run(gcc[:-2] + flags + gcc[-2:], odir)
        if r[0]:
            gcc_failed.append((rel, r[4]))
        else:
            g.append(r)
            kept.append(rel)
    if not kept:
        continue
    # A file gcc cannot compile costs it less than a whole file (it stops
    # early) and has no reference at all: it is left out of both sides.
    # bf2dts' process held it too, and a family's files share one
    # process, so the cold run is made again without it, on a new empty
    # cache (the first run's stored models would make it warm).
    if len(kept) < len(rels):
        cache = os.path.join(work, "models-%d-kept" % n)
        os.makedirs(cache)
        c = convert(kept, out, cache, reports)
    g = (len(rels) - len(kept), sum(x[1] for x in g), sum(x[2] for x in g),
         max(x[3] for x in g))
    w = convert(kept, out, cache, reports)
    rows.append((fam, len(kept), g, c, w))
    print("%-14s %3d files  gcc %6.2fs cpu %6.1f MB   bf2dts cold %6.2fs warm %6.2fs cpu"
          " %6.1f MB  %.2fx/%.2fx  gcc failures %d, exit %d/%d"
          % (fam, len(kept), g[1], g[3], c[1], w[1], max(c[3], w[3]), c[1] / g[1],
             w[1] / g[1], g[0], c[0], w[0]), file=sys.stderr)

if not rows:
    sys.exit("bench: no file measured (run make whole-tree first to prepare the O= dirs)")
def total(k, i):
    return sum(r[k][i] for r in rows)
gc, gw = total(2, 1), total(2, 2)
print("bench: %d board files in %d families, one process per family (%d skipped: no"
      " prepared O= dir or .cmd; %d left out of both sides: gcc cannot compile them)"
      % (sum(r[1] for r in rows), len(rows), len(skipped), len(gcc_failed)))
print("  load average at the end: %s" % open("/proc/loadavg").read().split()[:3])
print("  gcc -fsyntax-only:       %7.1f s cpu, %7.1f s wall" % (gc, gw))
for k, name, target in ((3, "cold", 2.0), (4, "warm", 1.0)):
    print("  bf2dts convert, %s:    %7.1f s cpu, %7.1f s wall: %.2fx cpu, %.2fx wall"
          " (target: at most %.1fx)" % (name, total(k, 1), total(k, 2),
                                        total(k, 1) / gc, total(k, 2) / gw, target))
for k, name in ((3, "cold"), (4, "warm")):
    ph = {}
    for r in rows:
        for p, t in r[k][4].items():
            ph[p] = ph.get(p, 0) + t
    rest = total(k, 1) - sum(ph.values())
    print("  where the %s time goes (cpu): %s, start-up and exit %.1f s"
          % (name, ", ".join("%s %.1f s" % (p, t) for p, t in ph.items()), rest))
    if "parse" in ph:
        print("  %s: the board files' parse (libclang, with the CONFIG_ lexer pass;"
              " warm: the model cache) %.2fx gcc" % (name, ph["parse"] / gc))
peak = max(rows, key=lambda r: max(r[3][3], r[4][3]))
print("  peak memory per process (one family's files, so at least per file): %.0f MB (%s);"
      " %d processes at or over 300 MB"
      % (max(peak[3][3], peak[4][3]), peak[0],
         sum(1 for r in rows if max(r[3][3], r[4][3]) >= 300)))
print("  failures: gcc %d files (left out of both sides); bf2dts processes with a"
      " failed file: %d cold, %d warm"
      % (len(gcc_failed), sum(1 for r in rows if r[3][0]), sum(1 for r in rows if r[4][0])))
for rel, first in gcc_failed:
    print("  gcc cannot compile %s: %s" % (rel, first))
for r in sorted(rows, key=lambda r: -r[4][1] / max(r[2][1], 0.01))[:5]:
    print("  slowest relative, warm: %-14s %.2fx (%.2fs vs %.2fs)"
          % (r[0], r[4][1] / max(r[2][1], 0.01), r[4][1], r[2][1]))
EOF
