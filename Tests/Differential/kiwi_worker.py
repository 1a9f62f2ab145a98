"""Child process that solves systems with kiwisolver (the reference solver).

Kiwi can abort its whole process on some valid systems (its internal
"objective is unbounded" error), so the harness never imports kiwisolver
itself: it runs this script, writes one JSON system per line to its stdin,
and reads one JSON result per line from its stdout.  Each result is flushed
before the next system is read, so when the process dies the harness knows
exactly which system killed it.

Input line:  {"id": 7, "system": {...cells solve input...}}
Output line: {"id": 7, "status": "solved", "values": {"x": 1.0, ...}}
          or {"id": 7, "status": "unsatisfiable", "index": 4}
          or {"id": 7, "status": "error", "kind": "InternalSolverError", "message": "..."}

Priorities map to Kiwi strengths as: 1000 -> required, 750 -> 1e6 (strong),
500 -> 1e3 (medium), 250 -> 1 (weak).
"""

import json
import math
import os
import sys

import kiwisolver as kiwi

STRENGTHS = {
    750: kiwi.strength.create(1, 0, 0),
    500: kiwi.strength.create(0, 1, 0),
    250: kiwi.strength.create(0, 0, 1),
}


def strength_for(priority):
    if priority >= 1000:
        return kiwi.strength.required
    try:
        return STRENGTHS[priority]
    except KeyError:
        raise ValueError("the differential harness only maps priorities 1000/750/500/250, got %r" % priority)


def build_constraint(spec, variables):
    expr = None
    for name, coef in spec["terms"].items():
        var = variables.get(name)
        if var is None:
            var = variables[name] = kiwi.Variable(name)
        term = float(coef) * var
        expr = term if expr is None else expr + term
    if expr is None:
        raise ValueError("constraint without terms")
    expr = expr + float(spec["constant"])
    op = spec["op"]
    if op == ">=":
        cn = expr >= 0
    elif op == "<=":
        cn = expr <= 0
    elif op == "==":
        cn = expr == 0
    else:
        raise ValueError("bad op %r" % op)
    return cn | strength_for(spec["priority"])


def solve(system):
    solver = kiwi.Solver()
    variables = {}
    # Create every variable up front so that unused ones still get a value.
    for spec in system["constraints"]:
        for name in spec["terms"]:
            variables.setdefault(name, kiwi.Variable(name))
    for e in system.get("edits", []):
        variables.setdefault(e["variable"], kiwi.Variable(e["variable"]))

    for i, spec in enumerate(system["constraints"]):
        cn = build_constraint(spec, variables)
        try:
            solver.addConstraint(cn)
        except kiwi.UnsatisfiableConstraint:
            return {"status": "unsatisfiable", "index": i}
    for e in system.get("edits", []):
        var = variables[e["variable"]]
        solver.addEditVariable(var, strength_for(e["priority"]))
        solver.suggestValue(var, float(e["value"]))
    solver.updateVariables()
    values = {}
    for name, var in variables.items():
        v = var.value()
        values[name] = v if math.isfinite(v) else repr(v)
    return {"status": "solved", "values": values}


def _abort_ids():
    # Test hook for the harness's own tests: abort (like Kiwi's C++
    # std::terminate would) when reaching one of these request ids.
    raw = os.environ.get("KIWI_WORKER_ABORT_IDS", "")
    return {int(x) for x in raw.split(",") if x.strip()}


def main():
    out = sys.stdout
    abort_ids = _abort_ids()
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request = json.loads(line)
        if request["id"] in abort_ids:
            sys.stderr.write("kiwi_worker: simulated abort at id %d\n" % request["id"])
            sys.stderr.flush()
            os.abort()
        try:
            result = solve(request["system"])
        except Exception as exc:  # a Python-level failure inside Kiwi
            result = {"status": "error", "kind": type(exc).__name__, "message": str(exc)}
        result["id"] = request["id"]
        out.write(json.dumps(result) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
