"""Differential tests: `cells solve` against kiwisolver.

Run from the repository root, after `swift build`:

    .venv/bin/python -m pytest Tests/Differential -q

The binary is CELLS_BIN, else .build/debug/cells, else the one in
`swift build --show-bin-path`.  CELLS_DIFF_SEED / CELLS_DIFF_COUNT change the
generated systems (default: sysgen.DEFAULT_SEED, sysgen.DEFAULT_COUNT).
The summary of the run is printed at the end of the pytest output.
"""

import json
import os
import subprocess

import pytest

import harness
import sysgen

SEED = int(os.environ.get("CELLS_DIFF_SEED", sysgen.DEFAULT_SEED))
COUNT = int(os.environ.get("CELLS_DIFF_COUNT", sysgen.DEFAULT_COUNT))


def c(terms, constant, op, priority=1000):
    return sysgen.constraint(terms, constant, op, priority)


# --------------------------------------------------------------------------
# The generator and the harness itself (no binary needed)


def test_generator_is_deterministic():
    a = [json.dumps(x.system, sort_keys=True) for x in sysgen.generate_systems(SEED, COUNT)]
    b = [json.dumps(x.system, sort_keys=True) for x in sysgen.generate_systems(SEED, COUNT)]
    assert a == b
    other = [json.dumps(x.system, sort_keys=True) for x in sysgen.generate_systems(SEED + 1, COUNT)]
    assert a != other


def test_generator_shapes():
    cases = sysgen.generate_systems(SEED, COUNT, handpicked=False)
    assert len(cases) >= 300
    cats = {}
    for case in cases:
        cats[case.category] = cats.get(case.category, 0) + 1
        s = case.system
        names = sysgen.variable_names(s)
        assert 1 <= len(names) <= 8
        for con in s["constraints"]:
            assert con["op"] in sysgen.OPS
            assert con["priority"] in sysgen.PRIORITIES
            assert con["terms"] and all(v != 0 for v in con["terms"].values())
            assert all(isinstance(v, int) for v in con["terms"].values())
        edits = s.get("edits", [])
        assert len({e["variable"] for e in edits}) == len(edits)
        for e in edits:
            assert e["priority"] in sysgen.OPTIONAL_PRIORITIES
            assert e["variable"] in names
        if case.category == "conflict":
            assert case.planted_conflict is not None
    for cat, _ in sysgen.CATEGORY_WEIGHTS:
        assert cats.get(cat, 0) >= COUNT // 10, cats
    required = sum(con["priority"] == 1000 for x in cases for con in x.system["constraints"])
    total = sum(len(x.system["constraints"]) for x in cases)
    assert required / total > 0.3
    assert sum("edits" in x.system for x in cases) >= COUNT // 5


def test_error_measure():
    s = {
        "constraints": [
            c({"x": 1}, -10, ">="),                # required: x >= 10
            c({"x": 1}, -5, "==", 750),            # x == 5
            c({"x": 1, "y": -1}, 0, "<=", 500),    # x <= y
            c({"y": 2}, -4, ">=", 250),            # 2y >= 4
        ],
        "edits": [{"variable": "y", "priority": 250, "value": 3}],
    }
    vals = {"x": 10.0, "y": 1.0}
    assert harness.required_violations(s, vals) == []
    assert harness.errors_by_level(s, vals) == {750: 5.0, 500: 9.0, 250: 2.0 + 2.0}
    assert harness.required_violations(s, {"x": 9.0, "y": 0.0}) == [(0, 1.0)]
    assert harness.compare_levels({750: 1, 500: 2, 250: 3}, {750: 1, 500: 2, 250: 3 + 1e-9}) == ("equal", None)
    assert harness.compare_levels({750: 1, 500: 0, 250: 99}, {750: 1, 500: 1, 250: 0}) == ("ours_better", 500)
    assert harness.compare_levels({750: 2, 500: 0, 250: 0}, {750: 1, 500: 5, 250: 5}) == ("ours_worse", 750)


def test_kiwi_reference_basics():
    harness.check_kiwi_importable()
    systems = [
        (0, {"constraints": [c({"x": 1}, -10, ">="), c({"x": 1}, -5, "==", 250)]}),
        (1, {"constraints": [c({"x": 1}, -10, ">="), c({"y": 1}, 0, ">="), c({"x": 1}, -5, "<=")]}),
        (2, {"constraints": [c({"x": 1}, 100, ">="), c({"x": 1}, -100, "<=")],
             "edits": [{"variable": "x", "priority": 500, "value": 37.5}]}),
        # Strengths are far apart: one unit at 750 outweighs 500 units at 500.
        (3, {"constraints": [c({"x": 1}, -1, "==", 750)] + [c({"x": 1}, 0, "==", 500)] * 500}),
    ]
    r = harness.run_kiwi(systems)
    assert r[0]["status"] == "solved" and abs(r[0]["values"]["x"] - 10) < 1e-9
    assert r[1] == {"id": 1, "status": "unsatisfiable", "index": 2}
    assert abs(r[2]["values"]["x"] - 37.5) < 1e-9
    assert abs(r[3]["values"]["x"] - 1) < 1e-9


def test_kiwi_worker_restarts_after_abort():
    systems = [(i, {"constraints": [c({"x": 1}, -i, ">=")]}) for i in range(8)]
    env = dict(os.environ, KIWI_WORKER_ABORT_IDS="0,3,4,7")
    r = harness.run_kiwi(systems, env=env)
    assert sorted(r) == list(range(8))
    for i in range(8):
        if i in (0, 3, 4, 7):
            assert r[i]["status"] == "aborted" and r[i]["returncode"] != 0
            assert "simulated abort" in r[i]["message"]
        else:
            assert r[i]["status"] == "solved" and abs(r[i]["values"]["x"] - i) < 1e-9


# --------------------------------------------------------------------------
# Against the binary


@pytest.fixture(scope="module")
def cells_bin():
    path, how = harness.find_cells_bin()
    if path is None:
        pytest.fail("cells binary not found (%s): run `swift build` or set CELLS_BIN" % how)
    return path


@pytest.fixture(scope="module")
def report(cells_bin):
    rep = harness.run_all(SEED, COUNT, cells_bin)
    harness.LAST_REPORT = rep  # printed by conftest.py at the end of the run
    return rep


def _fail_with(rep, findings, what):
    lines = ["%d %s; first ones:" % (len(findings), what)]
    lines += [f.render() for f in findings[:5]]
    lines.append("(the full summary is printed at the end of the run)")
    pytest.fail("\n".join(lines), pytrace=False)


def test_binary_smoke(cells_bin):
    p = subprocess.run([str(cells_bin), "solve"], input=json.dumps({"constraints": [c({"x": 1}, -10, ">=")]}),
                       capture_output=True, text=True, timeout=30)
    assert p.returncode == 0, (p.stdout, p.stderr)
    x = json.loads(p.stdout)["values"]["x"]
    assert x >= 10 - 1e-9


def test_solved_systems_match_kiwi(report):
    bad = report.mismatches_of("solved")
    if bad:
        _fail_with(report, bad, "systems kiwi solved where ours failed or did worse")
    assert report.counts.get("kiwi_solved", 0) > 0


def test_unsatisfiable_systems_match_kiwi(report):
    bad = report.mismatches_of("unsat")
    if bad:
        _fail_with(report, bad, "unsatisfiable systems where ours disagrees with kiwi")
    assert report.counts.get("kiwi_unsat", 0) > 0


def test_kiwi_aborted_systems_valid_in_ours(report):
    bad = report.mismatches_of("aborted")
    if bad:
        _fail_with(report, bad, "systems kiwi could not solve where ours gave no valid answer")


def test_no_mismatches(report):
    if report.mismatches:
        _fail_with(report, report.mismatches, "mismatches in total")
    c = report.counts
    accounted = (c.get("agree_solved", 0) + c.get("agree_unsat", 0) + c.get("aborted_ok", 0))
    assert accounted == len(report.cases), report.summary()


def test_bit_identical_across_processes(cells_bin):
    """The same system gives the same output text in every process (no hash-order dependence)."""
    cases = sysgen.generate_systems(SEED, 60, handpicked=False)
    for case in cases:
        text = json.dumps(case.system)
        outputs = {subprocess.run([str(cells_bin), "solve"], input=text, capture_output=True,
                                  text=True, timeout=30).stdout for _ in range(3)}
        assert len(outputs) == 1, (case.index, outputs)
