"""The bad-input harness (scripts/bad_input.py) over its small sample: every case ends
right or in a clean one-line error; no crash, wrong answer or runaway."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_bad_input_sample_passes():
    cells = os.environ.get("CELLS_BIN", os.path.join(ROOT, ".build", "debug", "cells"))
    # A debug build is several times slower than the release build the budgets are set for.
    result = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "bad_input.py"), "--cells", cells,
                             "--budget", "small", "--time-scale", "5"], capture_output=True, text=True)
    print(result.stdout)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert result.stdout.strip().splitlines()[-1].endswith(" 0 failed")
