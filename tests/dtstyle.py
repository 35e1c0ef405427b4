#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Measures the kernel DTS coding style of .dts/.dtsi files.

usage: dtstyle.py [--kernel DIR] [--strict] FILE...

Per file, one line of counts, then a TOTAL line:
  lines       lines of the file
  long        lines over 100 columns (a tab is 8)
  spaces      lines indented with spaces
  comments    comment lines outside the file's header comment, and their
              share of the lines (the header credits the board file)
  override    &label blocks out of label order
  address     sibling nodes with unit addresses out of ascending order,
              or siblings without one out of name order
  propfirst   compatible not first, reg not next
  status      status not the last property
  vendor      a standard property after a vendor ("x,y") one
  invented    compatibles neither a driver nor a binding of the tree knows
              nor a bf2dts report beside the file proposes (the
              proposed_bindings of DIR.json or DIR/*.json, with a vendor
              prefix of the tree) (with --kernel)
  dtcnew      dtc warnings (the kernel's W=1 set: dtc's defaults) that the
              SoC .dtsi alone does not draw (with --kernel)
Details of every fault follow each line, indented. --strict exits 1 when
any fault is counted or a file has >= 5% comment lines.
"""
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile


def columns(line):
    col = 0
    for ch in line:
        col = (col // 8 + 1) * 8 if ch == "\t" else col + 1
    return col


def strip_comments(text):
    """The text with comments blanked (newlines kept), and the numbers
    of the lines that hold comment text and no code."""
    out, i, n = [], 0, len(text)
    comment_lines, code_lines = set(), set()
    line = 1
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            seg = text[i:j]
            for k in range(seg.count("\n") + 1):
                comment_lines.add(line + k)
            out.append("".join("\n" if ch == "\n" else " " for ch in seg))
            line += seg.count("\n")
            i = j
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            comment_lines.add(line)
            out.append(" " * (j - i))
            i = j
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            seg = text[i:j + 1]
            out.append(seg)
            code_lines.add(line)
            line += seg.count("\n")
            i = j + 1
            continue
        if c == "\n":
            line += 1
        elif not c.isspace():
            code_lines.add(line)
        out.append(c)
        i += 1
    return "".join(out), comment_lines - code_lines


class Node:
    def __init__(self, head, line, parent=None):
        self.head, self.line, self.parent = head, line, parent
        self.props, self.kids = [], []
        m = re.match(r"^(?:([\w]+):\s*)?(&?[^\s{]*)$", head)
        self.label = m.group(1) if m else None
        full = m.group(2) if m else head
        self.ref = full[1:] if full.startswith("&") else None
        name, _, unit = full.partition("@")
        self.name, self.unit = name, unit or None

    def path(self):
        if self.parent is None or self.parent.parent is None:
            return self.head
        p = self.parent.path()
        return (p.rstrip("/") + "/" if p != "/" else "/") + self.head


def parse(text):
    """Top-level nodes (root "/" and &ref blocks) from comment-free text."""
    top = Node("(file)", 0)
    cur, i, n, line, start = top, 0, len(text), 1, 0
    depth_angle = 0
    buf_line = 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        if c == "#" and text[start:i].strip() == "":
            j = text.find("\n", i)
            j = n if j < 0 else j
            i, start = j, j
            continue
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            line += text[i:j].count("\n")
            i = j + 1
            continue
        if c in "<[(":
            depth_angle += 1
        elif c in ">])":
            depth_angle = max(0, depth_angle - 1)
        elif depth_angle == 0 and c in "{;}":
            stmt = text[start:i].strip()
            sline = line - text[start:i].lstrip().count("\n") if stmt else line
            if c == "{":
                node = Node(stmt, sline, cur)
                cur.kids.append(node)
                cur = node
            elif c == "}":
                cur = cur.parent or top
            elif stmt and not stmt.startswith("/"):
                name = re.split(r"\s*=", stmt, 1)[0].strip()
                value = stmt.split("=", 1)[1].strip() if "=" in stmt else None
                cur.props.append((name, value, sline))
            start = i + 1
        i += 1
    return top


def unit_key(unit):
    parts = []
    for p in unit.split(","):
        try:
            parts.append(int(p, 16))
        except ValueError:
            return None
    return parts


def natural(s):
    """"led-10" after "led-9": runs of digits compare as numbers, with each
    other; anything else character by character, as the emitter's
    natural_cmp() (src/dt/emit.c) orders nodes: "mux-a-b" before "mux-a2"."""
    return [(0x30, int(x)) if x.isdigit() else (ord(x), 0)
            for x in re.findall(r"\d+|\D", s or "")]


def style_faults(top):
    faults = {k: [] for k in ("override", "address", "propfirst", "status",
                              "vendor")}
    refs = [k for k in top.kids if k.ref]
    for a, b in zip(refs, refs[1:]):
        if natural(a.ref) > natural(b.ref):
            faults["override"].append("&%s before &%s" % (a.ref, b.ref))

    def walk(node):
        props = [p[0] for p in node.props
                 if not p[0].startswith("/") and p[0] != "model"]
        if "compatible" in props and props.index("compatible") != 0:
            faults["propfirst"].append("%s: compatible not first" % node.path())
        if "reg" in props:
            # memory nodes say device_type where others say compatible
            want = ("compatible" in props) + ("device_type" in props)
            if props.index("reg") != want:
                faults["propfirst"].append("%s: reg not %s" % (
                    node.path(), "second" if want else "first"))
        if "status" in props and props[-1] != "status":
            faults["status"].append("%s: status not last" % node.path())
        seen_vendor = None
        for p in props:
            if p in ("status", "compatible", "reg", "ranges"):
                continue
            if "," in p and not p.startswith("#"):
                seen_vendor = seen_vendor or p
            elif seen_vendor:
                faults["vendor"].append("%s: %s after %s" % (
                    node.path(), p, seen_vendor))
                break
        kids = [k for k in node.kids if not k.ref]
        unit = [(unit_key(k.unit), k) for k in kids if k.unit]
        unit = [(u, k) for u, k in unit if u is not None]
        for (ua, a), (ub, b) in zip(unit, unit[1:]):
            if ua > ub:
                faults["address"].append("%s: %s before %s" % (
                    node.path(), a.head, b.head))
        named = [k for k in kids if not k.unit]
        for a, b in zip(named, named[1:]):
            if natural(a.name) > natural(b.name):
                faults["address"].append("%s: %s before %s" % (
                    node.path(), a.name, b.name))
        for k in node.kids:
            walk(k)

    for k in top.kids:
        walk(k)
    return faults


def compatibles(top, vendors):
    """The compatibles of the nodes; a board's own ("vendor,board" on the
    root, with a vendor the tree knows) is new by nature and left out."""
    out = []

    def walk(node):
        for name, value, line in node.props:
            if name == "compatible" and value and node.head == "/" and \
                    node.parent and node.parent.parent is None:
                out.extend((s, "/") for s in re.findall(r'"([^"]*)"', value)
                           if s.split(",")[0] not in vendors)
                continue
            if name == "compatible" and value:
                out.extend((s, node.path()) for s in
                           re.findall(r'"([^"]*)"', value))
        for k in node.kids:
            walk(k)

    walk(top)
    return out


def cache_dir():
    d = os.environ.get("BF2DTS_CACHE") or os.path.expanduser("~/.cache/bf2dts")
    os.makedirs(d, exist_ok=True)
    return d


def known_compatibles(kdir):
    """Every compatible a driver's OF table, a .dtsi or a binding of the
    tree names, and (as ":id") every I2C/SPI device id; cached per tree
    (its path and time)."""
    bdir = os.path.join(kdir, "Documentation/devicetree/bindings")
    key = hashlib.sha256(("%s %s" % (os.path.realpath(kdir), os.stat(
        kdir).st_mtime)).encode()).hexdigest()[:16]
    path = os.path.join(cache_dir(), "dtstyle-compat2-%s.txt" % key)
    if os.path.exists(path):
        return set(open(path).read().split("\n"))
    known = set()
    grep = subprocess.run(
        ["grep", "-rhoE", "--include=*.c", "--include=*.h",
         r'compatible[[:space:]]*=[[:space:]]*"[^"]+"|OF_EARLYCON_DECLARE\([^)]*\)|'
         r'(IRQCHIP|TIMER_OF|CLK_OF|OF)_DECLARE[A-Z_]*\([^,]+,[[:space:]]*"[^"]+"',
         "drivers", "sound", "arch/arm", "net", "kernel", "mm", "fs"],
        cwd=kdir, capture_output=True, text=True)
    for m in re.finditer(r'"([^"]+)"', grep.stdout):
        known.add(m.group(1))
    grep = subprocess.run(
        ["grep", "-rhoE", r'"[^"]+"|- [a-z0-9][a-z0-9,._+-]*',
         "Documentation/devicetree/bindings"],
        cwd=kdir, capture_output=True, text=True)
    for m in re.finditer(r'"([^"]+)"|- (\S+)', grep.stdout):
        known.add(m.group(1) or m.group(2))
    grep = subprocess.run(
        ["grep", "-rhoE", r'compatible = [^;]*;', "arch/arm/boot/dts"],
        cwd=kdir, capture_output=True, text=True)
    for m in re.finditer(r'"([^"]+)"', grep.stdout):
        known.add(m.group(1))
    # "vendor,id" of an I2C/SPI client is bound through the id table of
    # its driver: the ids of i2c_device_id/spi_device_id tables, with ":"
    grep = subprocess.run(
        ["grep", "-rlE", "--include=*.c", "(i2c|spi)_device_id",
         "drivers", "sound"], cwd=kdir, capture_output=True, text=True)
    for f in grep.stdout.split():
        text = open(os.path.join(kdir, f), errors="replace").read()
        for m in re.finditer(r'\{\s*(?:\.name\s*=\s*)?"([^"]+)"', text):
            known.add(":" + m.group(1))
    known.discard("")
    tmp = path + ".%d" % os.getpid()
    with open(tmp, "w") as f:
        f.write("\n".join(sorted(known)))
    os.replace(tmp, path)
    return known


def known_vendors(kdir):
    text = open(os.path.join(
        kdir, "Documentation/devicetree/bindings/vendor-prefixes.yaml")).read()
    return set(re.findall(r'^\s+"\^([a-z0-9-]+),', text, re.M))


def dtc_warnings(kdir, dts, incdir, force=False, dtb=os.devnull):
    """dtc's warnings with their locations taken off; None if it fails.
    @force: the output despite errors (a 6.1 .dtsi that does not compile
    alone still draws its warnings). @dtb: where the blob goes."""
    with tempfile.TemporaryDirectory() as tmp:
        pp = os.path.join(tmp, "x.pp")
        cpp = subprocess.run(
            ["cpp", "-nostdinc", "-I", os.path.join(kdir, "include"),
             "-I", os.path.join(kdir, "arch/arm/boot/dts"), "-I", incdir,
             "-I", os.path.join(kdir, "scripts/dtc/include-prefixes"),
             "-undef", "-D__DTS__", "-x", "assembler-with-cpp", "-o", pp,
             dts], capture_output=True, text=True)
        if cpp.returncode:
            return None
        dtc = subprocess.run(
            ["dtc"] + (["-f"] if force else []) +
            ["-I", "dts", "-O", "dtb", "-b", "0", "-i", incdir,
             "-i", os.path.join(kdir, "arch/arm/boot/dts"), "-o", dtb,
             pp], capture_output=True, text=True)
        if dtc.returncode and not force:
            return None
    out = []
    for l in dtc.stderr.splitlines():
        m = re.search(r"(Warning \(.*)$", l)
        if m:
            out.append(m.group(1))
    return out


def soc_dtsi(kdir, path):
    """The first include, followed through the output's own .dtsi files,
    that is a .dtsi of the tree: what the board's tree is built on."""
    d = os.path.dirname(path)
    seen = set()
    while path not in seen:
        seen.add(path)
        m = re.search(r'^#include\s+"([^"]+)"', open(path).read(), re.M)
        if not m:
            return None
        local = os.path.join(d, m.group(1))
        if os.path.exists(local):
            path = local
            continue
        return m.group(1) if os.path.exists(
            os.path.join(kdir, "arch/arm/boot/dts", m.group(1))) else None
    return None


def new_warnings(kdir, path):
    got = dtc_warnings(kdir, path, os.path.dirname(os.path.abspath(path)))
    if got is None:
        return ["does not compile"]
    soc = soc_dtsi(kdir, path)
    base = []
    if soc:
        with tempfile.TemporaryDirectory() as tmp:
            stub = os.path.join(tmp, "soc.dts")
            # the file's alias deletions: what makes a 6.1 .dtsi that
            # refers to a label it lacks compile
            dels = re.findall(r"/delete-property/\s*(\w+);",
                              "".join(re.findall(r"aliases\s*{[^}]*}",
                                                 open(path).read())))
            with open(stub, "w") as f:
                f.write('/dts-v1/;\n#include "%s"\n' % soc)
                if dels:
                    f.write("/ {\n\taliases {\n%s\t};\n};\n" % "".join(
                        "\t\t/delete-property/ %s;\n" % d for d in dels))
            blob = os.path.join(tmp, "soc.dtb")
            base = dtc_warnings(kdir, stub, tmp, force=True, dtb=blob) or []
            # A node the .dtsi names without a unit address and leaves its
            # ranges to the board (orion5x's /soc: every upstream board
            # sets them): the name is the .dtsi's, the board cannot fix it.
            for w in got:
                m = re.match(r"Warning \(unit_address_vs_reg\): (/[^:]*): "
                             r"node has a reg or ranges property", w)
                if m and subprocess.run(
                        ["fdtget", "-l", blob, m.group(1)],
                        capture_output=True).returncode == 0:
                    base.append(w)
    return [w for w in got if w not in base]


def header_lines(text):
    """Lines of the file's first comment after the SPDX line (the header)."""
    lines = text.splitlines()
    i = 1 if lines and "SPDX" in lines[0] else 0
    if i < len(lines) and lines[i].startswith("/*"):
        for j in range(i, len(lines)):
            if "*/" in lines[j]:
                return set(range(1, j + 2))
    return set(range(1, i + 1))


def proposals(path):
    """The compatibles a bf2dts report beside @path proposes: its
    directory's DIR.json (convert --report) or DIR/*.json."""
    d = os.path.dirname(os.path.abspath(path))
    out = set()
    for rf in [d + ".json"] + sorted(
            os.path.join(d, n) for n in os.listdir(d) if n.endswith(".json")):
        try:
            with open(rf) as f:
                rep = json.load(f)
        except (OSError, ValueError):
            continue
        if isinstance(rep, dict):
            out.update(p.get("compatible", "") for p in
                       rep.get("proposed_bindings", []) if isinstance(p, dict))
    return out


def measure(path, kdir, known):
    text = open(path).read()
    code, clines = strip_comments(text)
    top = parse(code)
    lines = text.splitlines()
    r = {"lines": len(lines)}
    longl = [i + 1 for i, l in enumerate(lines) if columns(l) > 100]
    r["long"] = len(longl)
    r["spaces"] = sum(1 for l in lines if l.startswith(" ") and l.strip()
                      and not l.lstrip().startswith("*"))
    body_comments = clines - header_lines(text)
    r["comments"] = len(body_comments)
    f = style_faults(top)
    for k in f:
        r[k] = len(f[k])
    det = ["line %d is %d columns" % (i, columns(lines[i - 1]))
           for i in longl]
    for k in f:
        det += ["%s: %s" % (k, x) for x in f[k]]
    if kdir:
        vendors = known_vendors(kdir)
        proposed = proposals(path)
        inv = [(c, p) for c, p in compatibles(top, vendors)
               if c not in known and not (
                   c in proposed and c.split(",")[0] in vendors) and not (
                   c.split(",")[0] in vendors and
                   ":" + c.partition(",")[2] in known)]
        r["invented"] = len(inv)
        det += ["invented: %s in %s" % x for x in inv]
        if path.endswith(".dts"):
            w = new_warnings(kdir, path)
            r["dtcnew"] = len(w)
            det += ["dtc: %s" % x for x in w]
        else:
            r["dtcnew"] = 0
    return r, det


def main(argv):
    kdir, strict, files = None, False, []
    it = iter(argv)
    for a in it:
        if a == "--kernel":
            kdir = next(it)
        elif a == "--strict":
            strict = True
        else:
            files.append(a)
    if not files:
        sys.stderr.write(__doc__)
        return 2
    known = known_compatibles(kdir) if kdir else set()
    keys = ["lines", "long", "spaces", "comments", "override", "address",
            "propfirst", "status", "vendor"]
    if kdir:
        keys += ["invented", "dtcnew"]
    total = {k: 0 for k in keys}
    bad = 0
    for path in files:
        try:
            r, det = measure(path, kdir, known)
        except OSError as e:
            print("dtstyle.py: %s: %s" % (path, e.strerror), file=sys.stderr)
            return 2
        for k in keys:
            total[k] += r[k]
        pct = 100.0 * r["comments"] / max(1, r["lines"])
        print("%s %s comments%%=%.1f" % (path, " ".join(
            "%s=%d" % (k, r[k]) for k in keys), pct))
        for d in det:
            print("  " + d)
        faults = sum(r[k] for k in keys if k not in ("lines", "comments"))
        if faults or pct >= 5.0:
            bad += 1
    pct = 100.0 * total["comments"] / max(1, total["lines"])
    print("TOTAL files=%d %s comments%%=%.1f files_with_faults=%d" % (
        len(files), " ".join("%s=%d" % (k, total[k]) for k in keys), pct,
        bad))
    if strict and bad:
        print("dtstyle.py: %d of %d files have style faults" % (
            bad, len(files)), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
