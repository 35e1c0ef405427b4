#!/usr/bin/python3
"""The boot comparison on LAVA: job definitions for the QEMU boot matrix, a
local device for Debian's lava-run, and the inventory read back from a LAVA
log.

  lava.py qemu-facts MACHINE [--pflash-size N]
      what LAVA's qemu device type needs of a QEMU machine, asked of QEMU
      itself (QMP, machine paused): its CPU model and its NIC model
  lava.py job --machine M --stage S --qemu-machine Q --cpu C [--nic MODEL]
      [--memory MB] [--extra OPT]... --image NAME FILE IMAGE_ARG...
      --artifacts DIR --base-url URL --timeout SECONDS --out JOB.yaml
      writes one job definition and validates it with lava_common's schema
  lava.py device --cpu C --qemu-machine Q [--nic MODEL] [--memory MB]
      [--extra OPT]... --out DEVICE.yaml
      the device configuration lava-run takes (--device): what LAVA's qemu
      device-type template renders for a job with that context, with QEMU's
      own default MAC address so that the inventory is the harness's
  lava.py validate JOB.yaml...
  lava.py inventory LOG [--out INV]
      the probe's inventory (qemu-machines/INVENTORY.md) from a LAVA job log:
      the YAML log of lava-run or of a server (lavacli jobs logs --raw), or
      a plain console log (lavacli jobs logs)

Errors: one line on stderr naming the input, exit 1 (2 for usage).
"""
import argparse
import hashlib
import json
import os
import re
import subprocess
import sys

import yaml

BEGIN = "@@BF2DTS-INVENTORY-BEGIN v1@@"
END_RE = r"@@BF2DTS-INVENTORY-END [0-9]+@@"
# The kernel's own words for a failed boot; the harness (boot.sh) stops on
# the same ones. They are used as regular expressions: no metacharacters.
FAILURES = [
    "Kernel panic - not syncing",
    "Internal error: Oops",
    "Unable to handle kernel",
    "BUG: ",
]
KEYWORDS = (
    "kernel dev iomem irq i2c spi input mtd net mmc block fb led gpiochip fdt".split()
)
# QEMU's default MAC address for the first NIC: the harness boots without
# -net options, so the inventory's net records carry it.
QEMU_DEFAULT_MAC = "52:54:00:12:34:56"


class Error(Exception):
    pass


def qmp(args, commands):
    """Runs QEMU paused with QMP on stdio and returns the replies to commands."""
    lines = [json.dumps({"execute": "qmp_capabilities"})]
    lines += [json.dumps(c) for c in commands]
    lines.append(json.dumps({"execute": "quit"}))
    try:
        res = subprocess.run(
            ["qemu-system-arm", "-S", "-qmp", "stdio", "-display", "none",
             "-monitor", "none", "-serial", "none", "-nodefaults"] + args,
            input="\n".join(lines) + "\n", capture_output=True, text=True,
            timeout=30, env=dict(os.environ, QEMU_AUDIO_DRV="none"),
        )
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise Error("qemu-system-arm %s: %s" % (" ".join(args), exc))
    replies = []
    for line in res.stdout.splitlines():
        try:
            msg = json.loads(line)
        except ValueError:
            continue
        if "return" in msg or "error" in msg:
            replies.append(msg)
    # qmp_capabilities, the commands, quit
    if len(replies) < len(commands) + 1:
        err = res.stderr.strip().splitlines()
        raise Error("qemu-system-arm %s: %s" % (" ".join(args), err[0] if err else "no QMP replies"))
    return replies[1:1 + len(commands)]


def qemu_facts(machine, pflash_size):
    """The CPU model QEMU builds for the machine and its first NIC's model."""
    args = ["-M", machine]
    tmp = None
    if pflash_size:
        # A machine that boots from flash refuses to start without one.
        import tempfile
        tmp = tempfile.NamedTemporaryFile(suffix=".flash")
        tmp.truncate(pflash_size)
        tmp.flush()
        args += ["-drive", "if=pflash,format=raw,file=%s,readonly=on" % tmp.name]
    # The default NIC, as the harness gets it (no -net options).
    args += ["-nic", "user"]
    try:
        cpus = qmp(args, [{"execute": "query-cpus-fast"}])[0]
        if "error" in cpus or not cpus["return"]:
            raise Error("%s: QEMU reports no CPU" % machine)
        path = cpus["return"][0]["qom-path"]
        typ, net = qmp(args, [
            {"execute": "qom-get", "arguments": {"path": path, "property": "type"}},
            {"execute": "human-monitor-command", "arguments": {"command-line": "info network"}},
        ])
    finally:
        if tmp:
            tmp.close()
    if "error" in typ:
        raise Error("%s: cannot read the CPU type: %s" % (machine, typ["error"].get("desc")))
    cpu = re.sub(r"-arm-cpu$", "", typ["return"])
    nic = ""
    m = re.search(r"model=([A-Za-z0-9_.-]+)", net.get("return", ""))
    if m:
        nic = m.group(1)
    return cpu, nic


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def context(args):
    """The job context: what LAVA's qemu device-type template reads."""
    ctx = {"arch": "arm", "machine": args.qemu_machine, "cpu": args.cpu}
    if args.nic:
        ctx["model"] = "model=%s" % args.nic
    if args.memory:
        ctx["memory"] = int(args.memory)
    if args.extra:
        ctx["extra_options"] = list(args.extra)
    return ctx


def validate_job(job, where):
    try:
        from lava_common.schemas import validate
    except ImportError:
        raise Error("%s: lava_common is not installed (apt-get install lava-common)" % where)
    from voluptuous import Invalid

    try:
        validate(job, strict=True)
    except Invalid as exc:
        raise Error("%s: not a valid LAVA job: %s at %s" % (where, exc.msg, "/".join(str(p) for p in exc.path)))


def cmd_job(args):
    name = "%s-%s" % (args.machine, args.stage)
    images = {}
    for label, fname, image_arg in args.image:
        path = os.path.join(args.artifacts, name, fname)
        if not os.path.isfile(path):
            raise Error("job %s: artifact %s missing" % (name, path))
        images[label] = {
            "image_arg": image_arg,
            "url": "%s/%s/%s" % (args.base_url.rstrip("/"), name, fname),
            "sha256sum": sha256(path),
        }
    boot_minutes = max(1, (args.timeout + 59) // 60)
    job = {
        "device_type": "qemu",
        "job_name": "bf2dts %s %s: boot and inventory" % (args.machine, args.stage),
        "timeouts": {
            "job": {"minutes": 2 * boot_minutes + 4},
            "action": {"minutes": boot_minutes + 1},
            "connection": {"minutes": 2},
        },
        "priority": "medium",
        "visibility": "public",
        "context": context(args),
        "metadata": {
            "bf2dts.machine": args.machine,
            "bf2dts.stage": args.stage,
            "bf2dts.kernel": args.kernel_name or "",
            "bf2dts.dtb": args.dtb_name or "",
        },
        "actions": [
            {"deploy": {"to": "tmpfs", "timeout": {"minutes": 2}, "images": images}},
            {"boot": {
                "method": "qemu",
                "media": "tmpfs",
                "timeout": {"minutes": boot_minutes},
                # The probe is /init: the kernel's hand-over to it ends the
                # boot. On the way LAVA watches for its kernel messages
                # (panic, oops, BUG), which fail the boot.
                "prompts": ["Run /init as init process"],
            }},
            {"test": {
                "timeout": {"minutes": boot_minutes},
                "monitors": [{
                    "name": "bf2dts-inventory",
                    "start": BEGIN,
                    "end": END_RE,
                    # A failure while the probe runs is a failed test case
                    # named after the kernel's message.
                    "pattern": "(?P<result>%s)(?P<test_case_id>[^\\r\\n]*)"
                    % "|".join(FAILURES),
                    "fixupdict": {f: "fail" for f in FAILURES},
                }],
            }},
        ],
    }
    validate_job(job, args.out)
    write_yaml(args.out, job)


def cmd_device(args):
    # The rendering of LAVA's qemu device type (etc/dispatcher-config/
    # device-types/qemu.jinja2) for arch arm and this context, written out
    # so that lava-run needs no server. The options are the template's, in
    # its order; the device dictionary's mac_addr is QEMU's default MAC.
    opts = ["-cpu %s" % args.cpu, "-machine %s" % args.qemu_machine, "-nographic"]
    model = "model=%s" % args.nic if args.nic else "model=virtio"
    opts.append("-net nic,%s,macaddr=%s -net user" % (model, QEMU_DEFAULT_MAC))
    opts.append("-m %s" % (args.memory or 512))
    opts.append("-monitor none")
    qemu = {"parameters": {"command": "qemu-system-arm", "options": opts}}
    if args.extra:
        qemu["parameters"]["extra"] = list(args.extra)
    device = {
        "device_type": "qemu",
        "available_architectures": ["arm"],
        "constants": {
            "posix": {
                "lava_test_sh_cmd": "/bin/sh",
                "lava_test_results_dir": "/lava-%s",
                "lava_test_shell_file": "~/.bashrc",
            },
            "shutdown-message": "The system is going down for reboot NOW",
            "kernel-start-message": "Linux version [0-9]",
            "default-shell-prompt": "lava-test: # ",
            "spawn_maxread": "4092",
            # One attempt: a retried boot would hide a flaky one.
            "failure_retry": 1,
            "boot_retry": 1,
        },
        "parameters": {"pass": None},
        "actions": {
            "deploy": {"connections": {"serial": None}, "methods": {"image": {"parameters": {}}}},
            "boot": {"connections": {"serial": None}, "methods": {"qemu": qemu}},
        },
        "timeouts": {
            "actions": {"boot-qemu-image": {"minutes": 2}, "boot-image-retry": {"minutes": 2},
                        "auto-login-action": {"minutes": 2}, "http-download": {"minutes": 2},
                        "download-retry": {"minutes": 2}},
            "connections": {"auto-login-action": {"minutes": 2}},
        },
    }
    try:
        from lava_common.schemas.device import validate as validate_device
        from voluptuous import Invalid
    except ImportError:
        validate_device = None
    if validate_device:
        try:
            validate_device(device)
        except Invalid as exc:
            raise Error("%s: not a valid LAVA device: %s" % (args.out, exc))
    write_yaml(args.out, device)


def write_yaml(path, data):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        yaml.safe_dump(data, f, default_flow_style=False, sort_keys=False, width=1000)
    os.replace(tmp, path)


def cmd_validate(args):
    for path in args.jobs:
        try:
            with open(path) as f:
                job = yaml.safe_load(f)
        except OSError as exc:
            raise Error("%s: %s" % (path, exc.strerror))
        except yaml.YAMLError as exc:
            raise Error("%s: not YAML: %s" % (path, str(exc).splitlines()[0]))
        if not isinstance(job, dict):
            raise Error("%s: not a LAVA job (no mapping at the top)" % path)
        validate_job(job, path)
        print("%s: valid LAVA job" % path)


def log_lines(path):
    """The console lines of a LAVA log: the target messages of a structured
    log (lava-run's stderr, one JSON record a line; a server's YAML log,
    `lavacli jobs logs --raw`, one "- {dt: .., lvl: .., msg: ..}" a line),
    else the lines of a plain text log (`lavacli jobs logs`)."""
    try:
        with open(path, "rb") as f:
            data = f.read().decode("utf-8", "replace")
    except OSError as exc:
        raise Error("%s: %s" % (path, exc.strerror))
    raw = data.splitlines()
    records = []
    for line in raw:
        text = line[2:] if line.startswith("- {") else line
        if not text.startswith("{"):
            continue
        try:
            rec = json.loads(text)
        except ValueError:
            try:
                rec = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
            except yaml.YAMLError:
                continue
        if isinstance(rec, dict) and "lvl" in rec and "msg" in rec:
            records.append(rec)
    if not records:
        return raw
    lines = []
    for rec in records:
        # "feedback" is console output too: what LAVA reads from the
        # target after the action that was waiting for it ended (on a
        # loaded machine the inventory's END line can arrive then).
        if rec["lvl"] in ("target", "feedback") and isinstance(rec["msg"], str):
            lines.extend(rec["msg"].splitlines())
    return lines


def cmd_inventory(args):
    lines = [l.replace("\r", "") for l in log_lines(args.log)]
    out, inside, want = [], False, None
    for line in lines:
        if not inside:
            if line.startswith(BEGIN):
                inside, out = True, [BEGIN]
            continue
        m = re.match(r"^@@BF2DTS-INVENTORY-END ([0-9]+)@@", line)
        if m:
            want = int(m.group(1))
            out.append(m.group(0))
            break
        # Console lines interleaved by the kernel are dropped, as by boot.sh.
        kw = line.split(" ", 1)[0]
        if kw in KEYWORDS and " " in line:
            out.append(line)
    if not out:
        raise Error("%s: no inventory (no %s line)" % (args.log, BEGIN))
    have = len(out) - 2 if want is not None else len(out) - 1
    if want is None or want != have:
        raise Error("%s: inventory truncated or garbled (END says %s, %d records)"
                    % (args.log, "nothing" if want is None else want, have))
    text = "\n".join(out) + "\n"
    if args.out:
        tmp = args.out + ".tmp"
        with open(tmp, "w") as f:
            f.write(text)
        os.replace(tmp, args.out)
    else:
        sys.stdout.write(text)


def main():
    p = argparse.ArgumentParser(prog="lava.py")
    sub = p.add_subparsers(dest="cmd", required=True)

    f = sub.add_parser("qemu-facts")
    f.add_argument("machine")
    f.add_argument("--pflash-size", type=lambda s: int(s, 0), default=0)

    def common(q):
        q.add_argument("--qemu-machine", required=True)
        q.add_argument("--cpu", required=True)
        q.add_argument("--nic", default="")
        q.add_argument("--memory", default="")
        q.add_argument("--extra", action="append", default=[])
        q.add_argument("--out", required=True)

    j = sub.add_parser("job")
    common(j)
    j.add_argument("--machine", required=True)
    j.add_argument("--stage", required=True, choices=["before", "after"])
    j.add_argument("--image", nargs=3, action="append", required=True,
                   metavar=("LABEL", "FILE", "IMAGE_ARG"))
    j.add_argument("--artifacts", required=True)
    j.add_argument("--base-url", required=True)
    j.add_argument("--timeout", type=int, default=60)
    j.add_argument("--kernel-name")
    j.add_argument("--dtb-name")

    d = sub.add_parser("device")
    common(d)

    v = sub.add_parser("validate")
    v.add_argument("jobs", nargs="+")

    i = sub.add_parser("inventory")
    i.add_argument("log")
    i.add_argument("--out")

    args = p.parse_args()
    try:
        if args.cmd == "qemu-facts":
            cpu, nic = qemu_facts(args.machine, args.pflash_size)
            print("cpu=%s nic=%s" % (cpu, nic))
        elif args.cmd == "job":
            cmd_job(args)
        elif args.cmd == "device":
            cmd_device(args)
        elif args.cmd == "validate":
            cmd_validate(args)
        elif args.cmd == "inventory":
            cmd_inventory(args)
    except Error as exc:
        print(str(exc), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
