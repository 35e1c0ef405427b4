#!/usr/bin/python3
# Loads a `bf2dts review` page in headless Chromium and checks what a
# reviewer relies on: every report item's source line is on the page with
# its text, every node of the .dts is shown, and a click on one side
# highlights and scrolls to the item on the other side (both ways).
# Prints tests/lib.sh lines: PASS name / FAIL name: why.
# Usage: click_test.py PAGE.html SOURCE.c SCREENSHOT.png
import json
import os
import re
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

page, source, shot = sys.argv[1], sys.argv[2], sys.argv[3]
failed = 0


def result(name, ok, why=""):
    global failed
    if ok:
        print("PASS " + name)
    else:
        failed = 1
        print("FAIL %s: %s" % (name, why))


opts = Options()
for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking",
             "--disable-component-update", "--disable-sync",
             "--disable-dev-shm-usage", "--window-size=1400,1000"):
    opts.add_argument(flag)
profile = tempfile.mkdtemp(prefix="bf2dts-chromium-")
opts.add_argument("--user-data-dir=" + profile)
opts.binary_location = "/usr/bin/chromium"
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=opts)
try:
    driver.get("file://" + os.path.abspath(page))
    items = json.loads(driver.find_element(By.ID, "items").get_attribute("textContent"))
    src_lines = open(source, encoding="utf-8", errors="replace").read().split("\n")

    # every item's source line, with the board file's own text
    bad = []
    for it in items:
        el = driver.find_elements(By.ID, "s-%d" % it["line"])
        want = src_lines[it["line"] - 1].strip()
        if not el or want not in el[0].get_attribute("textContent"):
            bad.append(str(it["line"]))
    result("review-source-lines (%d items)" % len(items), items and not bad,
           "missing source lines: " + ", ".join(bad[:10]) if items else "no items")

    # every node name of the .dts, on the right side
    dts_text = driver.find_element(By.ID, "dts").get_attribute("textContent")
    names = set()
    for line in dts_text.split("\n"):
        m = re.match(r"^\s*\d*\s*(?:[\w-]+: )?([&\w,.@/+-]+) \{\s*$", line)
        if m:
            names.add(m.group(1))
    visible = driver.find_element(By.ID, "dts").text
    missing = [n for n in names if n not in visible]
    result("review-node-names (%d nodes)" % len(names), names and not missing,
           "not shown: " + ", ".join(missing[:10]) if names else "no nodes found")

    def selected(prefix):
        return [e.get_attribute("id") for e in
                driver.find_elements(By.CSS_SELECTOR, ".ln.sel")
                if e.get_attribute("id").startswith(prefix)]

    def in_view(el_id, pane_id):
        return driver.execute_script(
            "var e=document.getElementById(arguments[0]),p=document.getElementById(arguments[1]);"
            "var r=e.getBoundingClientRect(),q=p.getBoundingClientRect();"
            "return r.top>=q.top-1&&r.bottom<=q.bottom+1;", el_id, pane_id)

    # source -> dts: an item whose node is far down the .dts
    linked = [i for i, it in enumerate(items) if it["dts"]]
    target = max(linked, key=lambda i: items[i]["dts"][1]) if linked else None
    if target is None:
        result("review-click-source", False, "no item links to the .dts")
    else:
        it = items[target]
        el = driver.find_element(By.ID, "s-%d" % it["line"])
        driver.execute_script("arguments[0].scrollIntoView({block:'center'});", el)
        # click until this item is the one selected (a line may hold several)
        for _ in range(len(items)):
            el.click()
            want = "d%d-%d" % (it["dts"][0], it["dts"][1])
            if want in selected("d"):
                break
        sel = selected("d")
        result("review-click-source", want in sel and in_view(want, "dts"),
               "clicked s-%d; highlighted on the right: %s" % (it["line"], sel[:5]))

    # dts -> source: click a node line, the source line is highlighted and in view
    if linked:
        it = items[linked[0]]
        d = driver.find_element(By.ID, "d%d-%d" % (it["dts"][0], it["dts"][1]))
        driver.execute_script("arguments[0].scrollIntoView({block:'center'});", d)
        driver.execute_script("document.getElementById('src').scrollTop=0;")
        for _ in range(len(items)):
            d.click()
            sel = selected("s")
            if any(s in sel for s in ("s-%d" % items[i]["line"] for i in linked)):
                break
        sel = selected("s")
        ok = bool(sel) and any(in_view(s, "src") for s in sel)
        result("review-click-dts", ok, "highlighted on the left: %s" % sel[:5])
    driver.save_screenshot(shot)
finally:
    driver.quit()
sys.exit(failed)
