#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""GPIO lines a devicetree gives twice.

usage: gpiolines.py FILE...

Reads each .dts with the .dtsi files it includes by a quoted path (the
board's own; a SoC .dtsi names no board line) and lists every line of a
GPIO controller that is both a gpio-hog's and a consumer's (a *-gpios or
*-gpio property), or two consumers': gpiolib requests a hogged line for
the hog, and a line once, so one of the two does not probe. A line is
its controller's label (or &reference) and its first cell. Exit status 1
when any is found, one line each: "FILE: &CONTROLLER LINE: USE, USE".
"""
import os
import re
import sys


def text_of(path, seen):
    if path in seen or not os.path.exists(path):
        return ''
    seen.add(path)
    with open(path) as f:
        t = f.read()
    for inc in re.findall(r'#include\s+"([^"]+)"', t):
        t += '\n' + text_of(os.path.join(os.path.dirname(path), inc), seen)
    return t


NODE = re.compile(r'^(?:[\w-]+:\s*)*(&?[\w,./@+-]+)\s*\{$')
PROP = re.compile(r'^([\w,.+-]*gpios?)\s*=\s*(.*);$')


def uses(text):
    """{(controller, line): [use, ...]} of one tree's text."""
    text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    text = re.sub(r'//[^\n]*', '', text)
    found = {}
    stack, labels = [], []
    for raw in text.splitlines():
        line = raw.strip()
        m = NODE.match(line)
        if m:
            stack.append(m.group(1))
            lm = re.match(r'^([\w-]+):', line)
            labels.append(lm.group(1) if lm else m.group(1).lstrip('&'))
            continue
        if line.startswith('};'):
            if stack:
                stack.pop()
                labels.pop()
            continue
        m = PROP.match(line)
        if not m or m.group(1) == 'gpio-line-names':
            continue
        prop, value = m.group(1), m.group(2)
        where = '/'.join(stack[-2:])
        if prop == 'gpios' and stack and stack[-1].endswith('hog'):
            n = re.match(r'<\s*(\d+)', value)
            if n and len(labels) >= 2:
                found.setdefault((labels[-2], n.group(1)), []).append(
                    'hog ' + stack[-1])
            continue
        for ref in re.finditer(r'&([\w-]+)\s+(\d+)', value):
            found.setdefault((ref.group(1), ref.group(2)), []).append(
                '%s %s' % (where, prop))
    return found


def main(argv):
    bad = 0
    for path in argv:
        for (ctrl, n), v in sorted(uses(text_of(path, set())).items()):
            if len(v) > 1:
                print('%s: &%s %s: %s' % (path, ctrl, n, ', '.join(v)))
                bad = 1
    return bad


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
