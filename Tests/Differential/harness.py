"""Differential harness: `cells solve` against kiwisolver.

Runs every generated system (see sysgen.py) through

* Kiwi, in a child process (kiwi_worker.py) that is restarted whenever Kiwi
  aborts the process, and
* our binary, one `cells solve` process per system (a few in parallel; every
  seventh system is passed as a FILE argument, the rest on stdin),

then compares them:

* Kiwi solved the system: ours must exit 0 with a finite value for every
  variable, satisfy every required constraint, and have the same total error
  as Kiwi's values at each optional level (750, 500, 250).  Optima are often
  not unique, so values themselves are never compared.  Our solver orders
  levels strictly while Kiwi weighs them (1e6 / 1e3 / 1), so if ours has a
  strictly smaller error at the first level where the two differ, ours is
  taken to be right; such cases are counted and listed, not failed.
* Kiwi raised UnsatisfiableConstraint at constraint k: ours must exit
  non-zero with error kind "unsatisfiable" and list k, only indices <= k,
  only required constraints, and the listed set must really be infeasible
  (checked by feeding just those constraints to Kiwi again).
* Kiwi aborted (or raised anything else): ours must either solve it
  (exit 0, finite values satisfying every required constraint) or report
  "unsatisfiable" with a set that Kiwi confirms is infeasible.

Command line (from the repository root):

    .venv/bin/python Tests/Differential/harness.py [--count N] [--seed S]
        [--bin PATH] [--dump DIR] [--show N]

Environment: CELLS_BIN (binary path), CELLS_DIFF_SEED, CELLS_DIFF_COUNT.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Sequence, Tuple

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import sysgen  # noqa: E402

REPO_ROOT = HERE.parent.parent
WORKER = HERE / "kiwi_worker.py"

LEVELS = sysgen.OPTIONAL_PRIORITIES  # highest first: 750, 500, 250
REQUIRED = sysgen.REQUIRED

# Tolerances.  Inputs are small integers and halves, and every optimum is a
# vertex with small rational coordinates, so both solvers should be accurate
# to ~1e-9; 1e-6 leaves room without hiding real differences.
REQUIRED_TOL = 1e-6
TOTAL_TOL = 1e-6

OURS_TIMEOUT = 30.0
FILE_EVERY = 7  # every n-th system is passed as a FILE argument

LAST_REPORT = None  # the last run_all() result made by the pytest fixture


# --------------------------------------------------------------------------
# Locating the binary


def find_cells_bin(explicit: Optional[str] = None) -> Tuple[Optional[Path], str]:
    """Return (path or None, how it was looked for)."""
    if explicit:
        p = Path(explicit)
        return (p if p.is_file() else None), "given path %s" % p
    env = os.environ.get("CELLS_BIN")
    if env:
        p = Path(env)
        return (p if p.is_file() else None), "CELLS_BIN=%s" % env
    default = REPO_ROOT / ".build" / "debug" / "cells"
    if default.is_file():
        return default, "default %s" % default
    tried = ["default %s" % default]
    swift = shutil.which("swift")
    if swift:
        try:
            out = subprocess.run(
                [swift, "build", "--show-bin-path"], cwd=REPO_ROOT,
                capture_output=True, text=True, timeout=120,
            )
            if out.returncode == 0 and out.stdout.strip():
                p = Path(out.stdout.strip().splitlines()[-1]) / "cells"
                if p.is_file():
                    return p, "swift build --show-bin-path: %s" % p
                tried.append("swift build --show-bin-path: %s" % p)
        except (OSError, subprocess.SubprocessError) as exc:
            tried.append("swift build --show-bin-path failed: %s" % exc)
    return None, "; ".join(tried)


# --------------------------------------------------------------------------
# Evaluating values against a system


def expr_value(c: Dict, values: Dict[str, float]) -> Tuple[float, float]:
    """(value of the constraint's expression, scale for tolerances)."""
    total = float(c["constant"])
    scale = abs(float(c["constant"]))
    for name, coef in c["terms"].items():
        t = float(coef) * values[name]
        total += t
        scale += abs(t)
    return total, scale


def violation(c: Dict, values: Dict[str, float]) -> Tuple[float, float]:
    """(amount by which the constraint is violated, scale)."""
    e, scale = expr_value(c, values)
    op = c["op"]
    if op == ">=":
        return max(0.0, -e), scale
    if op == "<=":
        return max(0.0, e), scale
    return abs(e), scale


def required_violations(system: Dict, values: Dict[str, float]) -> List[Tuple[int, float]]:
    out = []
    for i, c in enumerate(system["constraints"]):
        if c["priority"] >= REQUIRED:
            v, scale = violation(c, values)
            if v > REQUIRED_TOL * max(1.0, scale):
                out.append((i, v))
    return out


def errors_by_level(system: Dict, values: Dict[str, float]) -> Dict[int, float]:
    """Total error at each optional level, edits included."""
    totals = {lvl: 0.0 for lvl in LEVELS}
    for c in system["constraints"]:
        p = c["priority"]
        if p < REQUIRED:
            totals[p] = totals.get(p, 0.0) + violation(c, values)[0]
    for e in system.get("edits", []):
        p = e["priority"]
        totals[p] = totals.get(p, 0.0) + abs(values[e["variable"]] - float(e["value"]))
    return totals


def compare_levels(ours: Dict[int, float], ref: Dict[int, float]) -> Tuple[str, Optional[int]]:
    """Compare error totals level by level, highest priority first.

    Returns ("equal", None), ("ours_better", level) or ("ours_worse", level)
    where level is the first level whose totals differ beyond tolerance.
    """
    for lvl in sorted(set(ours) | set(ref), reverse=True):
        a, b = ours.get(lvl, 0.0), ref.get(lvl, 0.0)
        if abs(a - b) > TOTAL_TOL * max(1.0, abs(a), abs(b)):
            return ("ours_better" if a < b else "ours_worse"), lvl
    return "equal", None


# --------------------------------------------------------------------------
# Running Kiwi


def check_kiwi_importable(python: str = sys.executable) -> None:
    r = subprocess.run([python, "-c", "import kiwisolver"], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(
            "kiwisolver is not importable by %s: %s\n"
            "(create the venv: python3 -m venv .venv && .venv/bin/pip install kiwisolver pytest)"
            % (python, r.stderr.strip()))


def run_kiwi(systems: Sequence[Tuple[int, Dict]], python: str = sys.executable,
             env: Optional[Dict[str, str]] = None) -> Dict[int, Dict]:
    """Solve (id, system) pairs with Kiwi in child processes.

    Every id gets a result dict with "status" in {"solved", "unsatisfiable",
    "error", "aborted"}.  When a worker dies while solving system k, k is
    marked "aborted" (with the tail of the worker's stderr) and a fresh
    worker carries on with the systems after k.
    """
    results: Dict[int, Dict] = {}
    lines = {i: json.dumps({"id": i, "system": s}) for i, s in systems}
    pending = [i for i, _ in systems]
    worker_env = dict(os.environ if env is None else env)
    while pending:
        proc = subprocess.run(
            [python, str(WORKER)], input="\n".join(lines[i] for i in pending) + "\n",
            capture_output=True, text=True, env=worker_env, timeout=600,
        )
        done = 0
        for raw in proc.stdout.splitlines():
            try:
                r = json.loads(raw)
            except json.JSONDecodeError:
                break  # a line cut short by the abort
            if r.get("id") != pending[done]:
                raise RuntimeError("kiwi worker answered out of order: %r" % raw[:200])
            results[r["id"]] = r
            done += 1
            if done == len(pending):
                break
        if done == len(pending):
            if proc.returncode != 0:
                raise RuntimeError("kiwi worker exited %d after answering everything: %s"
                                   % (proc.returncode, proc.stderr[-500:]))
            break
        if proc.returncode == 0:
            raise RuntimeError("kiwi worker stopped early without failing: %s" % proc.stderr[-500:])
        dead = pending[done]
        results[dead] = {
            "id": dead, "status": "aborted", "returncode": proc.returncode,
            "message": proc.stderr.strip()[-300:],
        }
        pending = pending[done + 1:]
    return results


# --------------------------------------------------------------------------
# Running ours


@dataclass
class OursResult:
    returncode: Optional[int]
    stdout: str
    stderr: str
    via_file: bool
    parsed: Optional[Dict] = None
    problem: Optional[str] = None  # malformed output, timeout, ...

    @property
    def values(self) -> Optional[Dict[str, float]]:
        if self.parsed is not None and isinstance(self.parsed.get("values"), dict):
            return self.parsed["values"]
        return None

    @property
    def error(self) -> Optional[Dict]:
        if self.parsed is not None and isinstance(self.parsed.get("error"), dict):
            return self.parsed["error"]
        return None


def run_ours_one(binary: Path, system: Dict, via_file: bool, tmpdir: str, tag: str) -> OursResult:
    text = json.dumps(system)
    args = [str(binary), "solve"]
    stdin = text
    if via_file:
        path = os.path.join(tmpdir, "system-%s.json" % tag)
        with open(path, "w") as f:
            f.write(text)
        args.append(path)
        stdin = ""
    try:
        p = subprocess.run(args, input=stdin, capture_output=True, text=True, timeout=OURS_TIMEOUT)
    except subprocess.TimeoutExpired as exc:
        def text(b):  # TimeoutExpired carries bytes even in text mode
            return b.decode("utf-8", "replace") if isinstance(b, bytes) else (b or "")
        return OursResult(None, text(exc.stdout), text(exc.stderr), via_file,
                          problem="timed out after %.0fs" % OURS_TIMEOUT)
    except OSError as exc:  # e.g. the binary is being rebuilt right now
        return OursResult(None, "", "", via_file, problem="could not run %s: %s" % (binary, exc))
    res = OursResult(p.returncode, p.stdout, p.stderr, via_file)
    try:
        res.parsed = json.loads(p.stdout)
        if not isinstance(res.parsed, dict):
            raise ValueError("not an object")
    except ValueError as exc:
        res.parsed = None
        res.problem = "stdout is not a JSON object (%s); exit %s; stdout %r; stderr %r" % (
            exc, p.returncode, p.stdout[:200], p.stderr[:200])
    return res


def run_ours(binary: Path, systems: Sequence[Tuple[int, Dict]], jobs: int = 0) -> Dict[int, OursResult]:
    jobs = jobs or max(1, min(4, os.cpu_count() or 1))
    with tempfile.TemporaryDirectory(prefix="cells-diff-") as tmpdir:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            futures = {
                i: pool.submit(run_ours_one, binary, s, i % FILE_EVERY == FILE_EVERY - 1, tmpdir, str(i))
                for i, s in systems
            }
            return {i: f.result() for i, f in futures.items()}


# --------------------------------------------------------------------------
# Comparing


@dataclass
class Finding:
    case: sysgen.Case
    kind: str
    detail: str

    def render(self, with_system: bool = True) -> str:
        s = "system #%d (%s): %s: %s" % (self.case.index, self.case.category, self.kind, self.detail)
        if with_system:
            s += "\n    input: " + json.dumps(self.case.system, sort_keys=True)
        return s


@dataclass
class Report:
    seed: int
    cases: List[sysgen.Case]
    binary: str
    kiwi: Dict[int, Dict] = field(default_factory=dict)
    ours: Dict[int, OursResult] = field(default_factory=dict)
    counts: Dict[str, int] = field(default_factory=dict)
    mismatches: List[Finding] = field(default_factory=list)
    lex_better: List[Finding] = field(default_factory=list)
    notes: List[Finding] = field(default_factory=list)

    def bump(self, key: str, n: int = 1) -> None:
        self.counts[key] = self.counts.get(key, 0) + n

    def mismatches_of(self, *groups: str) -> List[Finding]:
        return [m for m in self.mismatches if m.kind.split(":")[0] in groups]

    def summary(self, show: int = 5) -> str:
        c = self.counts
        cats: Dict[str, int] = {}
        for case in self.cases:
            cats[case.category] = cats.get(case.category, 0) + 1
        lines = [
            "differential test: cells solve vs kiwisolver (seed %d)" % self.seed,
            "  binary: %s" % self.binary,
            "  systems: %d (%s)" % (len(self.cases), ", ".join("%s %d" % kv for kv in sorted(cats.items()))),
            "  kiwi: solved %d, unsatisfiable %d, aborted %d, other error %d" % (
                c.get("kiwi_solved", 0), c.get("kiwi_unsat", 0), c.get("kiwi_aborted", 0), c.get("kiwi_error", 0)),
            "  agreed: solved %d (equal level totals %d, ours lexicographically better %d), "
            "unsatisfiable %d (cores confirmed infeasible %d)" % (
                c.get("agree_solved", 0), c.get("agree_equal", 0), c.get("agree_lex_better", 0),
                c.get("agree_unsat", 0), c.get("core_confirmed", 0)),
            "  kiwi aborted/errored, ours valid: %d (solved %d, unsatisfiable with confirmed core %d)" % (
                c.get("aborted_ok", 0), c.get("aborted_ours_solved", 0), c.get("aborted_ours_unsat", 0)),
            "  passed via FILE argument: %d" % c.get("via_file", 0),
            "  mismatches: %d" % len(self.mismatches),
        ]
        for f in self.mismatches[:show]:
            lines.append("  - " + f.render().replace("\n", "\n  "))
        if len(self.mismatches) > show:
            lines.append("  ... and %d more mismatches" % (len(self.mismatches) - show))
        if self.lex_better:
            lines.append("  ours strictly better at a higher level than kiwi (weighted vs lexicographic): %d"
                         % len(self.lex_better))
            for f in self.lex_better[:show]:
                lines.append("  - " + f.render().replace("\n", "\n  "))
        for f in self.notes[:show]:
            lines.append("  note: " + f.render(with_system=False))
        return "\n".join(lines)


def _fmt_totals(t: Dict[int, float]) -> str:
    return "{" + ", ".join("%d: %.9g" % (lvl, t.get(lvl, 0.0)) for lvl in LEVELS) + "}"


def _check_values(case: sysgen.Case, res: OursResult) -> Tuple[Optional[Dict[str, float]], Optional[str]]:
    """Validate a successful answer of ours: (values, None) or (None, problem)."""
    vals = res.values
    if vals is None:
        return None, "exit 0 but no \"values\" object: %r" % res.stdout[:200]
    names = sysgen.variable_names(case.system)
    missing = [n for n in names if n not in vals]
    if missing:
        return None, "values lack %s" % ",".join(missing)
    out = {}
    for n in names:
        v = vals[n]
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            return None, "value of %s is %r" % (n, v)
        out[n] = float(v)
    bad = required_violations(case.system, out)
    if bad:
        return None, "violates required constraint(s) %s" % ", ".join(
            "#%d by %.3g" % (i, v) for i, v in bad[:5])
    return out, None


def _describe_ours(res: OursResult) -> str:
    if res.problem:
        return res.problem
    if res.error is not None:
        return "exit %s, error %s" % (res.returncode, json.dumps(res.error))
    return "exit %s, stdout %r" % (res.returncode, res.stdout[:200])


def _core_of(case: sysgen.Case, res: OursResult) -> Tuple[Optional[List[int]], Optional[str]]:
    """The index list of an "unsatisfiable" answer, validated for shape."""
    err = res.error
    if res.returncode in (0, None) or err is None or err.get("kind") != "unsatisfiable":
        return None, "expected a non-zero exit with kind \"unsatisfiable\"; got " + _describe_ours(res)
    core = err.get("constraints")
    n = len(case.system["constraints"])
    if (not isinstance(core, list) or not core
            or not all(isinstance(i, int) and not isinstance(i, bool) for i in core)):
        return None, "\"constraints\" is not a non-empty list of indices: %r" % (core,)
    if any(i < 0 or i >= n for i in core):
        return None, "index out of range in %r" % (core,)
    optional = [i for i in core if case.system["constraints"][i]["priority"] < REQUIRED]
    if optional:
        return None, "core %r lists non-required constraint(s) %r" % (core, optional)
    return sorted(set(core)), None


def compare(report: Report) -> None:
    """Fill report.counts / mismatches from report.kiwi and report.ours."""
    core_checks: List[Tuple[sysgen.Case, List[int], str]] = []  # (case, core, context)

    for case in report.cases:
        k = report.kiwi[case.index]
        ours = report.ours[case.index]
        if ours.via_file:
            report.bump("via_file")
        how = " (input via FILE)" if ours.via_file else ""
        status = k["status"]

        if status == "solved":
            report.bump("kiwi_solved")
            if ours.problem or ours.returncode != 0:
                report.mismatches.append(Finding(case, "solved:ours-failed",
                                                 "kiwi solved it; ours: " + _describe_ours(ours) + how))
                continue
            vals, problem = _check_values(case, ours)
            if problem:
                report.mismatches.append(Finding(case, "solved:bad-values", problem + how))
                continue
            kvals = {n: float(v) for n, v in k["values"].items()}
            kiwi_bad = required_violations(case.system, kvals)
            ours_t = errors_by_level(case.system, vals)
            kiwi_t = errors_by_level(case.system, kvals)
            verdict, lvl = compare_levels(ours_t, kiwi_t)
            detail = "ours %s vs kiwi %s" % (_fmt_totals(ours_t), _fmt_totals(kiwi_t))
            if verdict == "equal":
                report.bump("agree_solved")
                report.bump("agree_equal")
            elif verdict == "ours_better":
                report.bump("agree_solved")
                report.bump("agree_lex_better")
                report.lex_better.append(Finding(case, "lex-better@%d" % lvl, detail))
            elif kiwi_bad:
                # Kiwi's "better" answer breaks required constraints: not a
                # fault of ours, but worth seeing.
                report.bump("agree_solved")
                report.notes.append(Finding(case, "kiwi-infeasible",
                                            "kiwi violates required %r; %s" % (kiwi_bad[:3], detail)))
            else:
                report.mismatches.append(Finding(case, "solved:worse@%d" % lvl, detail + how))

        elif status == "unsatisfiable":
            report.bump("kiwi_unsat")
            kidx = k["index"]
            core, problem = _core_of(case, ours)
            if problem:
                report.mismatches.append(Finding(case, "unsat:shape",
                                                 "kiwi: unsatisfiable at #%d; ours: %s%s" % (kidx, problem, how)))
                continue
            if kidx not in core or max(core) != kidx:
                report.mismatches.append(Finding(
                    case, "unsat:index",
                    "kiwi failed at constraint #%d; ours lists %r (must contain %d and nothing later)%s"
                    % (kidx, core, kidx, how)))
                continue
            report.bump("agree_unsat")
            core_checks.append((case, core, "unsat"))

        else:
            report.bump("kiwi_aborted" if status == "aborted" else "kiwi_error")
            if ours.returncode == 0 and not ours.problem:
                vals, problem = _check_values(case, ours)
                if problem:
                    report.mismatches.append(Finding(case, "aborted:bad-values",
                                                     "kiwi %s; ours: %s%s" % (status, problem, how)))
                else:
                    report.bump("aborted_ok")
                    report.bump("aborted_ours_solved")
                continue
            core, problem = _core_of(case, ours)
            if problem:
                report.mismatches.append(Finding(case, "aborted:ours-failed",
                                                 "kiwi %s (%s); ours: %s%s"
                                                 % (status, k.get("message", "")[-120:], problem, how)))
                continue
            core_checks.append((case, core, "aborted"))

    # Confirm every reported core is infeasible on its own, with Kiwi.
    if core_checks:
        subsystems = [(n, {"constraints": [case.system["constraints"][i] for i in core]})
                      for n, (case, core, _) in enumerate(core_checks)]
        verdicts = run_kiwi(subsystems)
        for n, (case, core, context) in enumerate(core_checks):
            v = verdicts[n]
            if v["status"] == "unsatisfiable":
                if context == "aborted":
                    report.bump("aborted_ok")
                    report.bump("aborted_ours_unsat")
                else:
                    report.bump("core_confirmed")
                continue
            if context == "unsat":
                report.bump("agree_unsat", -1)
            kind = "unsat:core-feasible" if v["status"] == "solved" else "unsat:core-unverified"
            if context == "aborted":
                kind = "aborted:" + kind.split(":", 1)[1]
            report.mismatches.append(Finding(
                case, kind,
                "ours reports constraints %r as conflicting, but kiwi on just those says %s"
                % (core, v["status"] if v["status"] != "solved" else "solved " + json.dumps(v["values"]))))


def run_all(seed: int = sysgen.DEFAULT_SEED, count: int = sysgen.DEFAULT_COUNT,
            binary: Optional[Path] = None, jobs: int = 0) -> Report:
    cases = sysgen.generate_systems(seed, count)
    if binary is None:
        binary, how = find_cells_bin()
        if binary is None:
            raise FileNotFoundError("cells binary not found (%s)" % how)
    check_kiwi_importable()
    report = Report(seed=seed, cases=cases, binary=str(binary))
    pairs = [(c.index, c.system) for c in cases]
    report.kiwi = run_kiwi(pairs)
    report.ours = run_ours(binary, pairs, jobs)
    compare(report)
    return report


def check_one(system: Dict, binary: Path, category: str = "single") -> Report:
    """Run one system through both solvers and compare (stdin only)."""
    case = sysgen.Case(index=0, category=category, system=system)
    report = Report(seed=-1, cases=[case], binary=str(binary))
    report.kiwi = run_kiwi([(0, system)])
    report.ours = {0: run_ours_one(binary, system, False, "", "0")}
    compare(report)
    return report


def minimize(system: Dict, binary: Path, group: str, max_checks: int = 400) -> Dict:
    """Greedily drop edits and constraints while a mismatch of `group`
    ("solved", "unsat" or "aborted") persists; returns the smaller system."""
    def fails(s: Dict) -> bool:
        if not s["constraints"]:
            return False
        return any(m.kind.split(":")[0] == group for m in check_one(s, binary).mismatches)

    current = json.loads(json.dumps(system))
    checks = 0
    changed = True
    while changed and checks < max_checks:
        changed = False
        for key in ("edits", "constraints"):
            i = len(current.get(key, [])) - 1
            while i >= 0 and checks < max_checks:
                trial = json.loads(json.dumps(current))
                del trial[key][i]
                if key == "edits" and not trial["edits"]:
                    del trial["edits"]
                checks += 1
                if fails(trial):
                    current = trial
                    changed = True
                i -= 1
    return current


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description="cells solve vs kiwisolver")
    ap.add_argument("--seed", type=int, default=int(os.environ.get("CELLS_DIFF_SEED", sysgen.DEFAULT_SEED)))
    ap.add_argument("--count", type=int, default=int(os.environ.get("CELLS_DIFF_COUNT", sysgen.DEFAULT_COUNT)))
    ap.add_argument("--bin", help="path of the cells binary (default: CELLS_BIN or .build/debug/cells)")
    ap.add_argument("--jobs", type=int, default=0)
    ap.add_argument("--show", type=int, default=10, help="how many findings of each kind to print")
    ap.add_argument("--dump", help="write each mismatching system to DIR/system-N.json")
    ap.add_argument("--minimize", type=int, default=0, metavar="N",
                    help="shrink the first N mismatching systems and print the small reproducers")
    args = ap.parse_args(argv)
    binary, how = find_cells_bin(args.bin)
    if binary is None:
        print("cells binary not found (%s)" % how, file=sys.stderr)
        return 2
    report = run_all(args.seed, args.count, binary, args.jobs)
    print(report.summary(show=args.show))
    if args.dump and report.mismatches:
        os.makedirs(args.dump, exist_ok=True)
        for f in report.mismatches:
            with open(os.path.join(args.dump, "system-%d.json" % f.case.index), "w") as fh:
                json.dump(f.case.system, fh, indent=1, sort_keys=True)
        print("wrote %d systems to %s" % (len(report.mismatches), args.dump))
    for f in report.mismatches[:args.minimize]:
        small = minimize(f.case.system, binary, f.kind.split(":")[0])
        again = check_one(small, binary).mismatches
        print("\nminimized system #%d (%s):\n  %s\n  -> %s" % (
            f.case.index, f.kind, json.dumps(small, sort_keys=True),
            again[0].render(with_system=False) if again else "(no longer fails)"))
    return 1 if report.mismatches else 0


if __name__ == "__main__":
    raise SystemExit(main())
