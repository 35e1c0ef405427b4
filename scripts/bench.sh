#!/bin/sh
# make bench: the conversion of every board file (bf2dts convert, as a user
# runs it: parse, translate, write, compile check) against the C front end
# alone on the same files (arm-linux-gnueabi-gcc -fsyntax-only with the
# exact command line Kbuild uses, from the .cmd file of the .i target in the
# prepared O= dir). All run in the same pass, file by file, one after the
# other, so that the load of a shared machine weighs on all alike (the load
# average is printed at the start and the end). Prints the ratio (target:
# at most 1.5x) on CPU time (user + sys, with cpp and dtc: what the work
# costs) and on wall time, and the peak memory per file (target: under
# 300 MB). Nothing here asserts on times.
#
# Each file is converted twice:
#   cold  with an empty library model cache: the SoC's library files the
#         board needs are parsed (and stored), as on a first run;
#   warm  with those models cached (the cold run's entries): what every
#         later run of the same file or family costs.
# Both runs print per-phase times (BF2DTS_TIMING=1), summed per phase, so
# that the bench says where the time goes; "parse" (the board file alone,
# libclang) against gcc is the floor the converter cannot go under.
#
#   scripts/bench.sh [mach-FAMILY...]     (all families by default)
#
# Run `make whole-tree` (or one conversion per family) first on a cold
# cache: the O= dirs are prepared on first use, and that is not measured.
#
# Measured 2026-12-03 on the shared 2-core machine (load average 14 at the
# start, 6 at the end; gcc measured in the same pass), 156 files: before
# the library model cache (stopped after 75 files) 6.62x cpu; with it,
# cold 6.68x, warm 2.45x (169.5 s against gcc's 69.3 s: parse 92.9 s,
# libraries 25.8 s, kconfig 16.2 s, bindings 12.0 s, start-up and exit
# 19.3 s). Since then a library file that does not parse is cached too:
# mach-s3c alone went from 2.99x to 2.29x warm. The board file's parse
# alone is 1.34x gcc: the 1.5x target leaves 0.16x for everything else.
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
import glob, os, re, shlex, subprocess, sys, time

work, kdir, cache, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
bf2dts = os.path.join(work, "bf2dts")

# The O= dir whose flags the converter uses for a file: the one holding the
# family's flags file; mach-s3c has two (s3c24xx and s3c64xx boards are
# prepared with s3c2410_defconfig and s3c6400_defconfig, see kprep.c).
def prep_dir(rel):
    fam = rel.split("/")[2][5:]
    dirs = sorted(glob.glob(os.path.join(cache, "build", "prep-*",
                                         "bf2dts-flags-%s.txt" % fam)))
    dirs = [os.path.dirname(d) for d in dirs]
    if fam == "s3c" and len(dirs) > 1:
        base = os.path.basename(rel)
        want = "s3c6400" if ("64" in base or base.startswith("mach-crag6410")) else "s3c2410"
        dirs = [d for d in dirs if want in d] or dirs
    return dirs[0] if dirs else None

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

def run(argv, cwd):
    t0 = time.monotonic()
    p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    wall = time.monotonic() - t0
    return (os.waitstatus_to_exitcode(status), ru.ru_utime + ru.ru_stime,
            wall, ru.ru_maxrss / 1024.0)

# bf2dts with per-phase times: (exit, cpu, wall, MB, {phase: cpu seconds})
def convert(rel, out, cache):
    err = os.path.join(work, "stderr")
    env = dict(os.environ, BF2DTS_TIMING="1", BF2DTS_LIBCACHE=cache)
    env.pop("BF2DTS_NO_LIBCACHE", None)
    with open(err, "w") as ef:
        t0 = time.monotonic()
        p = subprocess.Popen([bf2dts, "convert", "-q", "--kernel", kdir, "-o", out, rel],
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
rows, skipped = [], []
out = os.path.join(work, "out")
warm = os.path.join(work, "libmodels")
os.makedirs(out, exist_ok=True)
os.makedirs(warm, exist_ok=True)
for n, rel in enumerate(files):
    odir = prep_dir(rel)
    gcc = gcc_command(odir, rel) if odir else None
    if not gcc:
        skipped.append(rel)
        continue
    g = run(gcc, odir)
    # cold: an empty cache of its own; its entries then warm the next run
    cold = os.path.join(work, "cold-%d" % n)
    os.makedirs(cold)
    c = convert(rel, out, cold)
    for f in os.listdir(cold):
        os.replace(os.path.join(cold, f), os.path.join(warm, f))
    os.rmdir(cold)
    w = convert(rel, out, warm)
    rows.append((rel, g, c, w))
    print("%-45s gcc %5.2fs cpu %6.1f MB   bf2dts cold %5.2fs warm %5.2fs cpu %6.1f MB  exit %d/%d/%d"
          % (rel, g[1], g[3], c[1], w[1], c[3], g[0], c[0], w[0]), file=sys.stderr)

if not rows:
    sys.exit("bench: no file measured (run make whole-tree first to prepare the O= dirs)")
def total(k, i):
    return sum(r[k][i] for r in rows)
gc, gw = total(1, 1), total(1, 2)
print("bench: %d board files (%d skipped: no prepared O= dir or .cmd)" % (len(rows), len(skipped)))
print("  load average at the end: %s" % open("/proc/loadavg").read().split()[:3])
print("  gcc -fsyntax-only:       %7.1f s cpu, %7.1f s wall" % (gc, gw))
for k, name in ((2, "cold"), (3, "warm")):
    print("  bf2dts convert, %s:    %7.1f s cpu, %7.1f s wall: %.2fx cpu, %.2fx wall"
          " (target: at most 1.5x)" % (name, total(k, 1), total(k, 2),
                                       total(k, 1) / gc, total(k, 2) / gw))
for k, name in ((2, "cold"), (3, "warm")):
    ph = {}
    for r in rows:
        for p, t in r[k][4].items():
            ph[p] = ph.get(p, 0) + t
    rest = total(k, 1) - sum(ph.values())
    print("  where the %s time goes (cpu): %s, start-up and exit %.1f s"
          % (name, ", ".join("%s %.1f s" % (p, t) for p, t in ph.items()), rest))
    if name == "warm" and "parse" in ph:
        print("  the board file's parse alone (libclang, with the CONFIG_ lexer pass): %.2fx gcc"
              % (ph["parse"] / gc))
ok = [r for r in rows if not r[1][0] and not r[3][0]]
if ok and len(ok) < len(rows):
    print("  over the %d files both compile: %.2fx cpu cold, %.2fx warm (gcc stops early on"
          " the others: their headers lack the CONFIG_ symbols the converter forces)"
          % (len(ok), sum(r[2][1] for r in ok) / sum(r[1][1] for r in ok),
             sum(r[3][1] for r in ok) / sum(r[1][1] for r in ok)))
peak = max(rows, key=lambda r: r[2][3])
over = [r for r in rows if r[2][3] >= 300]
print("  peak memory per file: %.0f MB (%s); %d files at or over 300 MB"
      % (peak[2][3], peak[0], len(over)))
print("  failures: gcc %d, bf2dts %d cold, %d warm"
      % (sum(1 for r in rows if r[1][0]), sum(1 for r in rows if r[2][0]),
         sum(1 for r in rows if r[3][0])))
for r in sorted(rows, key=lambda r: -r[3][1] / max(r[1][1], 0.01))[:5]:
    print("  slowest relative, warm: %-45s %.1fx (%.2fs vs %.2fs)"
          % (r[0], r[3][1] / max(r[1][1], 0.01), r[3][1], r[1][1]))
EOF
