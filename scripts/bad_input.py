#!/usr/bin/env python3
"""Bad, extreme and heavy input against the `cells` command line, judged case by case.

Every case runs `cells` in a child process with a time and memory budget, and ends in
one of five outcomes:

  right     exit 0 and the output passes the subcommand's oracle (finite numbers, lines
            that tile the text, a fitted cell as wide as asked, required constraints
            that hold, no height mismatch or anchor jump while scrolling, …)
  error     exit 1 with exactly one line on stderr (and, for `cells solve`, an error
            object on stdout)
  crash     killed by a signal, a Swift trap, or any other exit status
  wrong     exit 0, but the oracle fails
  runaway   over the time or memory budget

`right` and `error` pass; the rest fail. The last line printed is
"N passed, N failed" with the counts of each outcome.

  scripts/bad_input.py --cells .build/release/cells            # every case (make fuzz)
  scripts/bad_input.py --cells .build/debug/cells --budget small   # make test's sample

The cases are generated from a fixed seed, so a run is reproducible; --seed varies the
random mutations of constraint systems and texts.
"""

import argparse
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

# Numbers every numeric option is tried with: the range's edges, beyond them, and not numbers.
NUMBERS = ["0", "-0", "1", "-1", "0.5", "1e-300", "5e-324", "1e9", "1000000001", "1e10", "1e300", "1e308",
           "-1e308", "inf", "-inf", "nan", "9223372036854775807", "-9223372036854775808",
           "99999999999999999999", "abc", "", "1e", "0x10"]
# Fewer, for options whose in-range values make heavy work (rows, frames).
SMALL_NUMBERS = ["0", "-1", "1e308", "nan", "abc", "9223372036854775807", "-9223372036854775808"]

TEXTS = ["", " ", "\n", "hello", "The quick brown fox jumps over the lazy dog.", "a" * 2000,
         "שלום עולם مرحبا hello", "👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧", "\u0301\u0301\u0301", "x\u2028y\u2029z\r\nw",
         "\t\t\t", "\ufffd\u200b\u200f\u202e", "word " * 400]


class Case:
    def __init__(self, name, args, oracle=None, stdin=None, timeout=60, heavy=False, setup=None):
        self.name, self.args, self.oracle, self.stdin = name, args, oracle, stdin
        self.timeout, self.heavy, self.setup = timeout, heavy, setup


# ---------------------------------------------------------------- oracles

def finite_numbers(value, path="$"):
    """Raises if any number in a JSON value is not finite."""
    if isinstance(value, bool) or value is None:
        return
    if isinstance(value, (int, float)):
        if not math.isfinite(value):
            raise AssertionError(f"{path} is {value}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            finite_numbers(v, f"{path}[{i}]")
    elif isinstance(value, dict):
        for k, v in value.items():
            finite_numbers(v, f"{path}.{k}")


def oracle_text(text, width, truncating=False):
    def check(out):
        layout = json.loads(out)
        finite_numbers(layout)
        assert layout["lineCount"] == len(layout["lines"])
        units = len(text.encode("utf-16-le")) // 2
        position = 0
        for line in layout["lines"]:
            start, end = line["range"]
            assert start == position or truncating, f"lines do not tile: {start} after {position}"
            position = end
            assert line["width"] >= 0
            assert line["width"] <= layout["width"] + 1e-9, "a line is wider than its layout"
            if width is not None and line["width"] > width + 1e-6 and not truncating:
                # Only a single cluster may be wider than the width offered.
                assert end - start <= 8, f"a line of {end - start} units is {line['width']} pt at width {width}"
        if not truncating and not layout["truncated"]:
            assert position == units or (units == 0 and position == 0), f"lines end at {position} of {units}"
    return check


def oracle_fit(width):
    def check(out):
        result = json.loads(out)
        finite_numbers(result)
        assert abs(result["size"]["width"] - width) < 1e-6, f"fitted {result['size']['width']} wide for {width}"
        assert result["size"]["height"] >= 0
    return check


def oracle_scroll(out):
    report = json.loads(out)
    finite_numbers(report)
    assert report["heightMismatches"] == 0, f"{report['heightMismatches']} height mismatches"
    assert report["maxAnchorDisplacement"] == 0, f"anchor moved {report['maxAnchorDisplacement']}"
    assert report["frames"] >= 1


def oracle_heights(rows):
    def check(out):
        result = json.loads(out)
        finite_numbers(result)
        if rows is not None:
            assert len(result["heights"]) == rows, f"{len(result['heights'])} heights for {rows} rows"
        assert all(h >= 0 for h in result["heights"])
    return check


def oracle_render(path):
    def check(out):
        assert os.path.exists(path), "no file written"
        with open(path, "rb") as f:
            head = f.read(8)
        if path.endswith(".png"):
            assert head == b"\x89PNG\r\n\x1a\n", "not a PNG"
    return check


def oracle_solve(system_text):
    def check(out):
        result = json.loads(out)
        values = result["values"]
        finite_numbers(values)
        system = json.loads(system_text)
        for index, c in enumerate(system.get("constraints", [])):
            if c.get("priority", 1000) < 1000:
                continue
            total = c.get("constant", 0)
            scale = abs(total)
            for name, coefficient in c["terms"].items():
                v = values.get(name, 0)
                total += coefficient * v
                scale += abs(coefficient * v)
            tolerance = 1e-6 * (1 + scale)
            op = c["op"]
            ok = (abs(total) <= tolerance if op == "==" else
                  total <= tolerance if op == "<=" else total >= -tolerance)
            assert ok, f"required constraint {index} breaks by {total}"
    return check


# ---------------------------------------------------------------- cases

def text_cases(rng, tmp):
    cases = []
    for option in ["--width", "--size", "--lines", "--scale"]:
        for value in NUMBERS:
            args = ["text", f"{option}={value}", "The quick brown fox jumps over the lazy dog."]
            width = float(value) if option == "--width" and _is_number(value) else None
            cases.append(Case(f"text {option} {value}", args,
                              oracle_text(args[-1], width if width is not None and width >= 0 else None)))
    for index, text in enumerate(TEXTS):
        for width in ["0", "1", "10", "320", "1e9"]:
            for mode in ["word", "char", "tail", "middle", "clip"]:
                if rng.random() < 0.5:
                    continue
                cases.append(Case(f"text #{index} width {width} {mode}",
                                  ["text", "--width", width, "--break", mode, "--lines", rng.choice(["0", "1", "3"]),
                                   text],
                                  oracle_text(text, float(width), truncating=mode not in ("word", "char"))))
    for style in ["body", "largeTitle", "nope", ""]:
        for category in ["XS", "AX5", "huge", ""]:
            cases.append(Case(f"text --style {style} --category {category}",
                              ["text", "--style", style, "--category", category, "--width", "200", "Dynamic Type"],
                              oracle_text("Dynamic Type", 200)))
    for font in ["Inter", "No Such Family", "", "x" * 5000]:
        cases.append(Case(f"text --font {font[:20]}", ["text", "--font", font, "hi"], oracle_text("hi", None)))
    for weight in ["bold", "black", "heavyish", ""]:
        cases.append(Case(f"text --weight {weight}", ["text", "--weight", weight, "hi"], oracle_text("hi", None)))
    # A megabyte of text measures and draws.
    big = os.path.join(tmp, "1mb.txt")
    words = ["lorem", "ipsum", "dolor", "sit", "amet", "elit", "sed", "do", "eiusmod", "tempor"]
    with open(big, "w") as f:
        n = 0
        while n < 1_000_000:
            w = rng.choice(words) + ("\n" if rng.random() < 0.01 else " ")
            f.write(w)
            n += len(w)
    with open(big) as f:
        big_text = f.read()
    png = os.path.join(tmp, "1mb.png")
    cases.append(Case("text 1 MB measured", ["text", "--file", big, "--width", "320"],
                      oracle_text(big_text, 320), heavy=True, timeout=20))
    cases.append(Case("text 1 MB drawn", ["text", "--file", big, "--width", "320", "--png", png],
                      oracle_text(big_text, 320), heavy=True, timeout=30))
    cases.append(Case("text --file missing", ["text", "--file", os.path.join(tmp, "none.txt")]))
    cases.append(Case("text no text", ["text"]))
    binary = os.path.join(tmp, "binary.txt")
    with open(binary, "wb") as f:
        f.write(bytes(rng.randrange(256) for _ in range(4096)))
    cases.append(Case("text --file binary", ["text", "--file", binary]))
    return cases


def fit_cases(cells):
    cases = []
    for cell in cells:
        for width in ["0", "1", "44", "320", "1024", "1e9", "1e308", "-1", "nan", "inf"]:
            w = float(width) if _is_number(width) else None
            cases.append(Case(f"fit {cell} --width {width}", ["fit", cell, f"--width={width}", "--json"],
                              oracle_fit(w) if w is not None else None))
        for category in ["XS", "AX5", "nope"]:
            cases.append(Case(f"fit {cell} --category {category}", ["fit", cell, "--category", category, "--json"],
                              oracle_fit(375)))
    cases.append(Case("fit nope", ["fit", "nope", "--json"]))
    cases.append(Case("fit no cell", ["fit"]))
    return cases


def oracle_explain(out):
    result = json.loads(out)
    finite_numbers(result)
    assert set(result) == {"size", "decidedBy", "text", "conflicts", "broken", "ambiguous"}, f"keys {sorted(result)}"
    assert result["size"]["height"] >= 0


def explain_cases(cells):
    cases = []
    for target in cells[:3] + ["timeline", "feed", "chat"]:
        for width in ["0", "1", "320", "1e9", "1e308", "-1", "nan", "inf", "abc"]:
            cases.append(Case(f"explain {target} --width {width}", ["explain", target, f"--width={width}", "--json"],
                              oracle_explain))
    for row in SMALL_NUMBERS + ["0", "999"]:
        cases.append(Case(f"explain feed --row {row}", ["explain", "feed", f"--row={row}", "--json"], oracle_explain))
    for view in ["", "nope", "tweetTextLabel"]:
        cases.append(Case(f"explain tweet --view {view!r}", ["explain", "tweet", f"--view={view}", "--json"], oracle_explain))
    cases.append(Case("explain nope", ["explain", "nope", "--json"]))
    return cases


def scroll_cases():
    cases = []
    for demo in ["timeline", "feed", "chat", "hosting", "chat-precomputed"]:
        for option, values in [("--width", NUMBERS), ("--height", NUMBERS), ("--fps", NUMBERS),
                               ("--speed", NUMBERS), ("--rows", SMALL_NUMBERS + ["1", "30"]),
                               ("--max-frames", SMALL_NUMBERS + ["1", "10"]),
                               ("--category", ["XS", "AX5", "nope", ""])]:
            for value in values:
                if option in ("--width", "--height", "--fps", "--speed") and demo != "timeline":
                    if value not in ("0", "1e9", "nan", "1e308"):
                        continue
                args = ["scroll", demo, f"{option}={value}", "--json"]
                if option != "--rows":
                    args += ["--rows", "40"]
                if option != "--max-frames":
                    args += ["--max-frames", "3000"]
                cases.append(Case(f"scroll {demo} {option} {value}", args, oracle_scroll, timeout=120))
    cases.append(Case("scroll nope", ["scroll", "nope", "--json"]))
    cases.append(Case("scroll timeline --speed 0.001 (capped)", ["scroll", "timeline", "--speed", "0.001", "--json"],
                      oracle_scroll, timeout=120, heavy=True))
    cases.append(Case("scroll timeline 1,000,000 rows", ["scroll", "timeline", "--rows", "1000000", "--json"],
                      oracle_scroll, timeout=300, heavy=True))
    return cases


def heights_cases():
    cases = []
    for demo in ["timeline", "feed", "chat", "hosting"]:
        for value in NUMBERS:
            cases.append(Case(f"heights {demo} --width {value}", ["heights", demo, f"--width={value}", "--rows", "5",
                                                                  "--json"], oracle_heights(5)))
        for value in SMALL_NUMBERS + ["1", "100"]:
            rows = int(value) if value.isdigit() else None
            cases.append(Case(f"heights {demo} --rows {value}", ["heights", demo, f"--rows={value}", "--json"],
                              oracle_heights(rows)))
    for demo in ["timeline", "feed", "chat", "hosting"]:
        for value in SMALL_NUMBERS + ["1", "3", "257"]:
            cases.append(Case(f"heights {demo} --precompute --threads {value}",
                              ["heights", demo, "--precompute", f"--threads={value}", "--rows", "7", "--json"],
                              oracle_heights(7)))
        cases.append(Case(f"heights {demo} --threads 2 without --precompute",
                          ["heights", demo, "--threads", "2", "--rows", "7", "--json"], oracle_heights(7)))
    cases.append(Case("heights timeline 1,000,000 rows", ["heights", "timeline", "--rows", "1000000", "--json"],
                      oracle_heights(1_000_000), timeout=300, heavy=True))
    cases.append(Case("heights feed 1,000,000 rows (template cells)", ["heights", "feed", "--rows", "1000000", "--json"],
                      oracle_heights(1_000_000), timeout=300, heavy=True))
    cases.append(Case("heights feed 1,000,000 rows precomputed", ["heights", "feed", "--rows", "1000000", "--precompute",
                                                                 "--json"], oracle_heights(1_000_000), timeout=300, heavy=True))
    return cases


def render_cases(tmp):
    cases = []
    out = lambda name, ext="png": os.path.join(tmp, f"{name}.{ext}")
    for demo in ["timeline", "chat", "settings", "string-drawer", "hosting", "nope"]:
        path = out(f"render-{demo}")
        cases.append(Case(f"render {demo}", ["render", demo, "--out", path], oracle_render(path)))
    for option in ["--offset", "--scale", "--width"]:
        for value in NUMBERS:
            path = out(f"render{option}{abs(hash(value))}")
            args = ["render", "timeline", f"{option}={value}", "--out", path]
            if option == "--width":
                args += ["--height", "600"]
            cases.append(Case(f"render {option} {value}", args, oracle_render(path)))
    for row in ["0", "3", "999999", "-1", "x", "0:1", "1:0", "99999999999999999999"]:
        path = out(f"render-row{abs(hash(row))}")
        cases.append(Case(f"render --scroll-to {row}", ["render", "timeline", "--scroll-to", row, "--out", path],
                          oracle_render(path)))
    for bad in ["/nonexistent/dir/x.png", out("x", "jpg"), out("x", ""), "", out("vector", "svg"),
                out("vector", "pdf")]:
        cases.append(Case(f"render --out {os.path.basename(bad) or bad!r}", ["render", "settings", "--out", bad],
                          oracle_render(bad) if bad.endswith((".svg", ".pdf")) else None))
    return cases


def solve_cases(rng, seed_text):
    cases = []

    def add(name, system, heavy=False, timeout=60):
        text = system if isinstance(system, str) else json.dumps(system)
        cases.append(Case(f"solve {name}", ["solve"], oracle_solve(text) if _is_json(text) else None, stdin=text,
                          heavy=heavy, timeout=timeout))

    add("seed", seed_text)
    seed = json.loads(seed_text)
    for value in [1e308, -1e308, 1e300, 1e10, 1e9, -1e9, 1e-300, 5e-324, 0]:
        for field in ["constant", "coefficient", "edit"]:
            system = json.loads(seed_text)
            if field == "edit":
                system.setdefault("edits", [{"variable": "content.w", "priority": 999, "value": 375}])
                system["edits"][0]["value"] = value
            else:
                c = rng.choice(system["constraints"])
                if field == "constant":
                    c["constant"] = value
                else:
                    c["terms"][rng.choice(list(c["terms"]))] = value
            add(f"{field} {value}", system)
    for text in ["", "{", "[]", "null", '{"constraints":{}}', '{"constraints":[{}]}',
                 '{"constraints":[{"terms":{"x":1},"op":"=~","constant":0}]}',
                 '{"constraints":[{"terms":{"x":"one"},"op":"==","constant":0}]}',
                 '{"constraints":[{"terms":{"x":1},"op":"==","constant":1e999}]}',
                 '{"constraints":[{"terms":{"x":1},"op":"==","constant":0,"priority":1001}]}',
                 '{"constraints":[{"terms":{"x":1},"op":"==","constant":0,"priority":-5}]}',
                 '{"constraints":[],"edits":[{"variable":"x","priority":1000,"value":1}]}',
                 '{"constraints":[{"terms":{},"op":"==","constant":1}]}', "\u0000" * 10,
                 '{"constraints":[' * 10000]:
        add(f"malformed {text[:30]!r}", text)
    # Random mutations of the seed's text: bytes flipped, cut, duplicated.
    for i in range(60):
        chars = list(seed_text)
        for _ in range(rng.randrange(1, 6)):
            at = rng.randrange(len(chars))
            kind = rng.random()
            if kind < 0.4:
                chars[at] = rng.choice('0123456789-.eE{}[]",:x ')
            elif kind < 0.7:
                del chars[at]
            else:
                chars.insert(at, rng.choice("9e+-"))
        add(f"mutation {i}", "".join(chars))
    # Large systems: chains of required equalities, satisfiable and not (20,000 links once
    # took 25 s and 8.5 GB; the solver keeps long rows as two inequalities now), and sizes
    # added after a chain that they feed, which make its rows dense: refused as too dense,
    # at once.
    for n, closed in [(10_000, False), (20_000, False), (10_000, True), (2_000, True), (2_000, False)]:
        constraints = [{"terms": {"x0": 1}, "op": "==", "constant": 0, "priority": 1000}]
        constraints += [{"terms": {f"x{i + 1}": 1, f"x{i}": -1}, "op": "==", "constant": -1, "priority": 1000}
                        for i in range(n - 1)]
        if closed:
            constraints.append({"terms": {f"x{n - 1}": 1}, "op": "==", "constant": 0, "priority": 1000})
        add(f"{n}-row chain{' (unsatisfiable)' if closed else ''}", {"constraints": constraints},
            heavy=n > 2_000, timeout=30)
    for n in [300, 5_000]:
        constraints = [{"terms": {"y0": 1}, "op": "==", "constant": 0, "priority": 1000}]
        constraints += [{"terms": {f"y{i + 1}": 1, f"y{i}": -1, f"h{i}": -1}, "op": "==", "constant": -8, "priority": 1000}
                        for i in range(n)]
        constraints += [{"terms": {f"h{i}": 1}, "op": ">=", "constant": -20, "priority": 750} for i in range(n)]
        add(f"{n}-link chain with sizes after it", {"constraints": constraints}, heavy=n > 2_000, timeout=30)
    return cases


def concurrency_cases():
    """Eight heavy processes at once: each must stay inside its own budget."""
    return [Case(f"heights timeline 20,000 rows, process {i} of 8", ["heights", "timeline", "--rows", "20000", "--json"],
                 oracle_heights(20_000), heavy=True, timeout=600) for i in range(8)]


def misc_cases():
    return [Case("no subcommand", []), Case("unknown subcommand", ["frobnicate"]), Case("demos", ["demos"]),
            Case("devices", ["devices"]), Case("help", ["--help"])]


def _is_number(text):
    try:
        float(text)
        return True
    except ValueError:
        return False


def _is_json(text):
    try:
        json.loads(text)
        return True
    except (ValueError, RecursionError):
        return False


# ---------------------------------------------------------------- running

def peak_rss_mb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0


def run_case(cells, case, memory_mb, scale):
    start = time.monotonic()
    process = subprocess.Popen([cells] + case.args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE)
    peak = [0.0]
    done = threading.Event()

    def watch():
        while not done.wait(0.05):
            peak[0] = max(peak[0], peak_rss_mb(process.pid))
            if peak[0] > memory_mb:
                process.kill()
                return

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        out, err = process.communicate((case.stdin or "").encode("utf-8", "surrogatepass"),
                                       timeout=case.timeout * scale)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        done.set()
        return "runaway", f"over {case.timeout * scale:.0f} s"
    done.set()
    watcher.join()
    seconds = time.monotonic() - start
    out, err = out.decode("utf-8", "replace"), err.decode("utf-8", "replace")
    if peak[0] > memory_mb:
        return "runaway", f"over {memory_mb} MB"
    if process.returncode < 0 or "Fatal error" in err or process.returncode not in (0, 1):
        first = next((l for l in err.splitlines() if "Fatal error" in l), err.strip().splitlines()[:1])
        return "crash", f"exit {process.returncode}: {first}"
    if process.returncode == 1:
        lines = err.strip("\n").split("\n")
        if len(lines) != 1 or not lines[0]:
            return "wrong", f"error of {len(lines)} lines: {err[:200]!r}"
        if case.args[:1] == ["solve"] and '"error"' not in out:
            return "wrong", "no error object on stdout"
        return "error", lines[0]
    if case.oracle:
        try:
            case.oracle(out)
        except (AssertionError, ValueError, KeyError, TypeError) as failure:
            return "wrong", f"{type(failure).__name__}: {failure}"
    return "right", f"{seconds:.2f} s, {peak[0]:.0f} MB"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cells", default=os.environ.get("CELLS_BIN", ".build/release/cells"))
    parser.add_argument("--budget", choices=["small", "full"], default="full",
                        help="small: a fixed sample without the heavy cases (make test); full: everything (make fuzz)")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--memory-mb", type=int, default=2048, help="a case over this resident size is a runaway")
    parser.add_argument("--time-scale", type=float, default=1.0, help="multiplies every case's time budget")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true", help="print every case, not only failures")
    arguments = parser.parse_args()

    rng = random.Random(arguments.seed)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "bench", "cell-system.json")) as f:
        seed_text = f.read()
    cells_names = subprocess.run([arguments.cells, "fit", "--list"], capture_output=True, text=True,
                                 check=True).stdout.split()
    with tempfile.TemporaryDirectory() as tmp:
        cases = (text_cases(rng, tmp) + fit_cases(cells_names) + explain_cases(cells_names) + scroll_cases() + heights_cases()
                 + render_cases(tmp) + solve_cases(rng, seed_text) + misc_cases())
        heavy = concurrency_cases()
        if arguments.budget == "small":
            sample = random.Random(arguments.seed)
            cases = [c for c in cases if not c.heavy and (c.args[:1] in (["solve"], ["text"]) or sample.random() < 0.25)]
            cases = [c for c in cases if c.args[:1] not in (["text"],) or sample.random() < 0.5]
            heavy = []
        counts = {k: 0 for k in ["right", "error", "crash", "wrong", "runaway"]}
        failures = []
        started = time.monotonic()

        def run_all(batch, workers):
            with ThreadPoolExecutor(max_workers=workers) as pool:
                outcomes = pool.map(lambda c: run_case(arguments.cells, c, arguments.memory_mb, arguments.time_scale),
                                    batch)
                for case, (outcome, detail) in zip(batch, outcomes):
                    counts[outcome] += 1
                    if outcome not in ("right", "error"):
                        failures.append(f"{outcome.upper():8} {case.name}: {detail}")
                    if arguments.verbose:
                        print(f"{outcome:8} {case.name}: {detail}", flush=True)

        run_all(cases, arguments.jobs)
        if heavy:
            run_all(heavy, len(heavy))   # all eight at once, each with its own budget
        for line in failures:
            print(line)
        passed = counts["right"] + counts["error"]
        print(f"{sum(counts.values())} cases in {time.monotonic() - started:.0f} s: {counts['right']} right, "
              f"{counts['error']} clean errors, {counts['crash']} crashes, {counts['wrong']} wrong answers, "
              f"{counts['runaway']} runaways")
        print(f"{passed} passed, {len(failures)} failed")
        return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
