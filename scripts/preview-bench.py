#!/usr/bin/env python3
"""The live preview end to end (`make bench`): a release `cells preview` and a headless
Chromium flinging the feed screen (10,000 rows) for a few seconds at a time, as a
user's flicks would, on an iPhone 15 at 3× and at 1×. Prints the frames the page drew
per display refresh while scrolling (1.0 keeps up with the display), frames a second,
and how far down the rows it got. Headless Chromium's display runs at 60 Hz."""

import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "Tests", "Preview"))
os.environ.setdefault("CELLS_BIN", os.path.join(os.path.dirname(__file__), "..", ".build", "release", "cells"))

from preview_support import Server  # noqa: E402
from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402


def fling(driver, seconds, speed):
    """Flicks every 0.8 s at `speed` points a millisecond; returns (frames per refresh, frames a second, row)."""
    driver.execute_script("cellsPreview.state.counters = { ticks: 0, frames: 0 };")
    start = time.time()
    while time.time() - start < seconds:
        driver.execute_script("cellsPreview.state.velocity = arguments[0];", speed)
        time.sleep(0.8)
    counters = driver.execute_script("return cellsPreview.state.counters")
    elapsed = time.time() - start
    row = driver.execute_script("return cellsPreview.state.frame.anchor.row")
    driver.execute_script("cellsPreview.state.velocity = 0;")
    return counters["frames"] / max(1, counters["ticks"]), counters["frames"] / elapsed, row


def main():
    server = Server("feed")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--window-size=1500,1100"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        for scale in ("", "1"):
            driver.get(server.url + "?demo=feed" + ("&scale=" + scale if scale else ""))
            while not driver.execute_script("return !!(window.cellsPreview && cellsPreview.ready())"):
                time.sleep(0.05)
            runs = [fling(driver, 4, 4.0) for _ in range(3)]
            ratio = statistics.median(r[0] for r in runs)
            rate = statistics.median(r[1] for r in runs)
            label = "3× (device)" if not scale else scale + "×"
            print("(p3) preview in Chromium, feed fling 4,000 pt/s, %-11s %.2f frames a refresh, %.0f frames/s "
                  "(median of 3 runs of 4 s; reached row %d)" % (label, ratio, rate, runs[-1][2]))
    finally:
        driver.quit()
        server.stop()


if __name__ == "__main__":
    main()
