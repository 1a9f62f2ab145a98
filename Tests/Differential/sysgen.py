"""Deterministic generator of random constraint systems for the differential test.

A system is a plain dict in the `cells solve` input format:

    {"constraints": [{"terms": {"x": 1, "y": -2}, "constant": -10,
                      "op": ">=", "priority": 1000}, ...],
     "edits": [{"variable": "w", "priority": 750, "value": 37.5}]}

meaning ``1*x - 2*y - 10 >= 0``.  ``edits`` is present only when non-empty.

The generator is reusable on its own::

    from sysgen import generate_systems
    for case in generate_systems(seed=20240611, count=800):
        case.system      # the JSON-able dict above
        case.category    # "bounded", "unbounded", "conflict", "edits" or "handpicked"

or from the command line, one JSON system per line::

    python Tests/Differential/sysgen.py --count 5 --seed 1

Design notes (why the numbers are what they are):

* Priorities come from {1000, 750, 500, 250}.  The reference solver (Kiwi)
  weighs the optional levels as 1e6, 1e3 and 1 while ours orders them
  strictly, so the two agree only while no trade between levels is worth more
  than a factor 1000.  Constraints therefore touch at most three variables
  with coefficients in {-2, -1, 1, 2}; the exchange rates at any vertex then
  stay far below 1000.
* Most systems bound every variable with required constraints (|x| <= 100 or
  tighter), so every objective is bounded.  The "unbounded" minority leaves
  some variables free, which is where Kiwi can hit its internal "objective is
  unbounded" error and abort its process.
* "conflict" systems insert a required constraint that contradicts one or two
  earlier required constraints (or a bound), possibly followed by further
  constraints, so both solvers must fail at the same index.
* All numbers are integers or halves, so every system is exact in binary
  floating point.
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Optional

REQUIRED = 1000
OPTIONAL_PRIORITIES = (750, 500, 250)
PRIORITIES = (REQUIRED,) + OPTIONAL_PRIORITIES
OPS = ("<=", "==", ">=")
COEFFICIENTS = (-2, -1, 1, 2)

DEFAULT_SEED = 20240611
DEFAULT_COUNT = 800

VARIABLE_NAMES = ("x", "y", "z", "w", "u", "v", "p", "q")


@dataclass
class Case:
    """One generated system plus what the generator meant it to exercise."""

    index: int
    category: str
    system: Dict
    # For "conflict" systems: the index of the constraint planted to conflict.
    planted_conflict: Optional[int] = None
    notes: List[str] = field(default_factory=list)


def constraint(terms: Dict[str, int], constant, op: str, priority: int) -> Dict:
    return {"terms": dict(terms), "constant": constant, "op": op, "priority": priority}


def _random_terms(rng: random.Random, names: List[str]) -> Dict[str, int]:
    k = rng.choices((1, 2, 3), weights=(3, 5, 2))[0]
    k = min(k, len(names))
    chosen = rng.sample(names, k)
    return {n: rng.choice(COEFFICIENTS) for n in chosen}


def _random_priority(rng: random.Random, required_share: float) -> int:
    if rng.random() < required_share:
        return REQUIRED
    return rng.choice(OPTIONAL_PRIORITIES)


def _random_constraint(rng: random.Random, names: List[str], required_share: float) -> Dict:
    terms = _random_terms(rng, names)
    op = rng.choices(OPS, weights=(4, 2, 4))[0]
    priority = _random_priority(rng, required_share)
    # Required equalities shrink the feasible set a lot; keep them rarer so
    # that "bounded" systems are mostly satisfiable.
    if priority == REQUIRED and op == "==" and rng.random() < 0.6:
        op = rng.choice(("<=", ">="))
    return constraint(terms, rng.randint(-20, 20), op, priority)


def _bound_constraints(rng: random.Random, name: str) -> List[Dict]:
    """Required lo <= x <= hi, written in a few equivalent shapes."""
    lo = -rng.choice((100, 100, 100, 80, 50, 30))
    hi = rng.choice((100, 100, 100, 80, 50, 30))
    out = []
    # lower bound: x - lo >= 0   or   -x + lo <= 0   or  2x - 2lo >= 0
    shape = rng.randrange(3)
    if shape == 0:
        out.append(constraint({name: 1}, -lo, ">=", REQUIRED))
    elif shape == 1:
        out.append(constraint({name: -1}, lo, "<=", REQUIRED))
    else:
        out.append(constraint({name: 2}, -2 * lo, ">=", REQUIRED))
    shape = rng.randrange(3)
    if shape == 0:
        out.append(constraint({name: 1}, -hi, "<=", REQUIRED))
    elif shape == 1:
        out.append(constraint({name: -1}, hi, ">=", REQUIRED))
    else:
        out.append(constraint({name: -2}, 2 * hi, ">=", REQUIRED))
    return out


def _negate(terms: Dict[str, int]) -> Dict[str, int]:
    return {n: -c for n, c in terms.items()}


def _contradiction(rng: random.Random, required: List[Dict]) -> Dict:
    """A required constraint that cannot hold together with some of `required`.

    Every planted contradiction has a margin of at least 1 in expression
    units, so it is a genuine infeasibility, not a rounding artefact.
    """
    ineqs = [c for c in required if c["op"] in (">=", "<=")]
    eqs = [c for c in required if c["op"] == "=="]

    def as_ge(c):
        # Return (terms, constant) with the constraint as expr >= 0.
        if c["op"] == "<=":
            return _negate(c["terms"]), -c["constant"]
        return dict(c["terms"]), c["constant"]

    mode = rng.randrange(4)
    if mode == 0 and ineqs:
        # e >= 0 given; add e <= -m, i.e. e + m <= 0 (maybe scaled by 2).
        terms, const = as_ge(rng.choice(ineqs))
        m = rng.randint(1, 10)
        scale = rng.choice((1, 2))
        if rng.random() < 0.5:
            return constraint({n: scale * c for n, c in terms.items()},
                              scale * (const + m), "<=", REQUIRED)
        # Same thing written as -e - m >= 0.
        return constraint({n: -scale * c for n, c in terms.items()},
                          -scale * (const + m), ">=", REQUIRED)
    if mode == 1 and len(ineqs) >= 2:
        # e1 >= 0 and e2 >= 0 given; add e1 + e2 + m <= 0.  The two may share
        # variables, so coefficients are summed (and a zero sum dropped).
        (t1, c1), (t2, c2) = [as_ge(c) for c in rng.sample(ineqs, 2)]
        terms: Dict[str, int] = dict(t1)
        for n, c in t2.items():
            terms[n] = terms.get(n, 0) + c
        terms = {n: c for n, c in terms.items() if c != 0}
        if terms:
            m = rng.randint(1, 10)
            return constraint(terms, c1 + c2 + m, "<=", REQUIRED)
    if ineqs and (mode != 2 or not eqs):
        # Mode 3 (and fallback): contradict an inequality with an equality.
        terms, const = as_ge(rng.choice(ineqs))
        m = rng.randint(1, 10)
        return constraint(terms, const + m, "==", REQUIRED)  # e + m == 0 -> e = -m < 0
    if eqs:
        # e == 0 given; add e == m (m != 0).
        c = rng.choice(eqs)
        m = rng.choice((-7, -3, -1, 1, 2, 5))
        return constraint(c["terms"], c["constant"] - m, "==", REQUIRED)
    raise ValueError("no required constraint to contradict")


def generate_case(rng: random.Random, index: int, category: str) -> Case:
    nvars = rng.randint(2, 8)
    names = list(VARIABLE_NAMES[:nvars])
    nrandom = rng.randint(3, 16)
    notes: List[str] = []

    required_share = {"bounded": 0.35, "edits": 0.3, "unbounded": 0.3, "conflict": 0.4}[category]
    randoms = [_random_constraint(rng, names, required_share) for _ in range(nrandom)]

    bounds: List[Dict] = []
    if category == "unbounded":
        # Bound only some variables (possibly none).
        bounded_names = [n for n in names if rng.random() < 0.35]
        notes.append("bounded: " + ",".join(bounded_names))
    else:
        bounded_names = names
    for n in bounded_names:
        bounds.extend(_bound_constraints(rng, n))

    constraints = bounds + randoms
    if not (category == "bounded" and rng.random() < 0.5):
        # Half the bounded systems keep the bounds first (the well-behaved
        # ordering); everything else interleaves them with the rest.
        rng.shuffle(constraints)

    planted = None
    if category == "conflict":
        # Plant a contradiction after at least one required constraint.
        req_positions = [i for i, c in enumerate(constraints) if c["priority"] == REQUIRED]
        if not req_positions:
            constraints.insert(0, constraint({names[0]: 1}, -5, ">=", REQUIRED))
            req_positions = [0]
        cut = rng.choice(req_positions) + 1
        bad = _contradiction(rng, [c for c in constraints[:cut] if c["priority"] == REQUIRED])
        constraints.insert(cut, bad)
        planted = cut
        # Sometimes a few more constraints follow the conflicting one.
        for _ in range(rng.choice((0, 0, 1, 3))):
            constraints.append(_random_constraint(rng, names, 0.5))

    system: Dict = {"constraints": constraints}

    want_edits = category == "edits" or (category in ("bounded", "unbounded") and rng.random() < 0.15)
    if want_edits:
        k = min(rng.choice((1, 1, 2)), len(names))
        edits = []
        for n in rng.sample(names, k):
            value = rng.randint(-150, 150)
            if rng.random() < 0.3:
                value += 0.5
            edits.append({"variable": n, "priority": rng.choice(OPTIONAL_PRIORITIES), "value": value})
        system["edits"] = edits

    return Case(index=index, category=category, system=system, planted_conflict=planted, notes=notes)


CATEGORY_WEIGHTS = (("bounded", 45), ("edits", 20), ("unbounded", 17), ("conflict", 18))


def _r(terms, constant, op):
    return constraint(terms, constant, op, REQUIRED)


def _o(terms, constant, op, priority):
    return constraint(terms, constant, op, priority)


# Small hand-written systems for corners that random systems hit rarely.
HANDPICKED: List[Dict] = [
    # Redundant required equalities (the second x == 5 and y == 5 add nothing).
    {"constraints": [_r({"x": 1}, -5, "=="), _r({"x": 1}, -5, "=="), _r({"x": 1, "y": 1}, -10, "=="),
                     _r({"y": 1}, -5, "=="), _o({"y": 1}, -7, "==", 250)]},
    # A zero-width range against a strong wish.
    {"constraints": [_r({"x": 1}, -5, ">="), _r({"x": 1}, -5, "<="), _o({"x": 1}, 0, "==", 750)]},
    # Two wishes at one level that cannot both hold: the optimum is a segment.
    {"constraints": [_r({"x": 1}, 100, ">="), _r({"x": 1}, -100, "<="),
                     _o({"x": 1}, 0, "==", 500), _o({"x": 1}, -10, "==", 500)]},
    # An edit suggesting a value outside the required range.
    {"constraints": [_r({"x": 1}, 10, ">="), _r({"x": 1}, -10, "<="), _o({"x": 1}, 0, "==", 750)],
     "edits": [{"variable": "x", "priority": 750, "value": 50}]},
    # Two edits linked by a required equality: the higher one wins.
    {"constraints": [_r({"x": 1, "y": 1}, -20, "==")],
     "edits": [{"variable": "x", "priority": 500, "value": 15}, {"variable": "y", "priority": 250, "value": 15}]},
    # x >= 0, y >= 0, x + y <= -1: unsatisfiable at #2, all three conflict.
    {"constraints": [_r({"x": 1}, 0, ">="), _r({"y": 1}, 0, ">="), _r({"x": 1, "y": 1}, 1, "<=")]},
    # Equalities: x + y = 4, x = y, then x = 3 is unsatisfiable (#2).
    {"constraints": [_r({"x": 1, "y": 1}, -4, "=="), _r({"x": 1, "y": -1}, 0, "=="), _o({"y": 1}, 0, ">=", 250),
                     _r({"x": 1}, -3, "==")]},
    # A chain x = y = z = w closed by w - x = 1 (#3), optional ones before it.
    {"constraints": [_r({"x": 1, "y": -1}, 0, "=="), _r({"y": 1, "z": -1}, 0, "=="), _r({"z": 1, "w": -1}, 0, "=="),
                     _r({"w": 1, "x": -1}, -1, "=="), _o({"x": 1}, -1, "==", 750)]},
    # No required constraint at all; a fractional optimum (2x = 7).
    {"constraints": [_o({"x": 2}, -7, "==", 750), _o({"x": 1, "y": 1}, -10, ">=", 500), _o({"y": 1}, 0, "<=", 250)]},
    # An edit variable that no constraint mentions.
    {"constraints": [_r({"x": 1}, -1, ">=")], "edits": [{"variable": "lonely", "priority": 250, "value": 42.5}]},
    # Unsatisfiable against a bound written as 2x <= 200, with more constraints after it.
    {"constraints": [_r({"x": 2}, -200, "<="), _o({"x": 1}, 0, "==", 500), _r({"x": 1}, -150, ">="),
                     _r({"y": 1}, 0, ">=")]},
    # Regressions: systems (shrunk) on which this harness caught `cells solve` out.
    # A required inequality after another one on the same variable (missed conflict).
    {"constraints": [{"terms": {"q": -2}, "constant": -4, "op": ">=", "priority": 1000}, {"terms": {"q": 1}, "constant": -1, "op": ">=", "priority": 1000}]},
    # Feasible, but a solver that drops an earlier row's slack breaks y >= -100.
    {"constraints": [{"terms": {"y": 1}, "constant": 100, "op": ">=", "priority": 1000}, {"terms": {"z": -1}, "constant": -100, "op": "<=", "priority": 1000}, {"terms": {"y": -1, "z": 2}, "constant": 6, "op": ">=", "priority": 1000}]},
    # A required constraint added after an optional one must not stop optimisation (x = -1).
    {"constraints": [{"terms": {"u": 1, "x": 1}, "constant": -11, "op": "<=", "priority": 250}, {"terms": {"u": 1}, "constant": -12, "op": ">=", "priority": 1000}]},
    # Edit far outside the feasible range; the re-optimisation after suggesting must reach the optimum (seed 2, #460).
    {"constraints": [{"constant": 10, "op": "<=", "priority": 250, "terms": {"p": -1, "x": -1, "z": 1}}, {"constant": -16, "op": "<=", "priority": 1000, "terms": {"p": -2, "v": 1}}, {"constant": -10, "op": ">=", "priority": 250, "terms": {"v": -2, "y": -1, "z": 1}}, {"constant": -100, "op": "<=", "priority": 1000, "terms": {"u": -1}}, {"constant": 15, "op": "<=", "priority": 1000, "terms": {"u": -1, "v": -2, "z": 2}}, {"constant": -19, "op": ">=", "priority": 1000, "terms": {"v": -1, "x": -1}}, {"constant": 9, "op": "<=", "priority": 500, "terms": {"v": -2, "x": 2}}, {"constant": -20, "op": ">=", "priority": 250, "terms": {"v": 2, "x": 1}}, {"constant": 80, "op": ">=", "priority": 1000, "terms": {"y": 1}}, {"constant": -8, "op": ">=", "priority": 1000, "terms": {"x": 2, "y": 1}}, {"constant": 0, "op": "<=", "priority": 1000, "terms": {"w": -2}}, {"constant": 12, "op": ">=", "priority": 500, "terms": {"w": -2, "z": -2}}, {"constant": 16, "op": "==", "priority": 1000, "terms": {"p": 2, "y": -1}}, {"constant": 1, "op": ">=", "priority": 500, "terms": {"p": -1}}], "edits": [{"priority": 500, "value": -134.5, "variable": "x"}]},
    # Strong edit out of range; ours was left 38.75 worse at 500 (seed 4, #326).
    {"constraints": [{"constant": -80, "op": "<=", "priority": 1000, "terms": {"y": 1}}, {"constant": -6, "op": "<=", "priority": 1000, "terms": {"u": 2, "w": 1}}, {"constant": 100, "op": ">=", "priority": 1000, "terms": {"z": 1}}, {"constant": -17, "op": ">=", "priority": 1000, "terms": {"u": -1, "z": 2}}, {"constant": 6, "op": ">=", "priority": 1000, "terms": {"w": -2, "y": -2}}, {"constant": -11, "op": ">=", "priority": 750, "terms": {"u": 1, "w": -1, "z": -1}}, {"constant": 20, "op": ">=", "priority": 1000, "terms": {"u": -2, "y": -1}}, {"constant": 19, "op": "==", "priority": 500, "terms": {"u": 1, "z": -1}}], "edits": [{"priority": 750, "value": -107, "variable": "w"}]},
    # Strong edit out of range; ours failed with "dual optimize failed" (seed 5, #319).
    {"constraints": [{"constant": 80, "op": ">=", "priority": 1000, "terms": {"z": -1}}, {"constant": -3, "op": "<=", "priority": 250, "terms": {"z": -1}}, {"constant": -17, "op": ">=", "priority": 1000, "terms": {"y": 2, "z": -2}}, {"constant": 10, "op": ">=", "priority": 250, "terms": {"x": 2, "y": 1, "z": 2}}, {"constant": 2, "op": "==", "priority": 500, "terms": {"x": -1}}, {"constant": -12, "op": "<=", "priority": 1000, "terms": {"x": -2, "z": -2}}, {"constant": 3, "op": "<=", "priority": 1000, "terms": {"x": 1, "y": 2, "z": 1}}, {"constant": 3, "op": "<=", "priority": 1000, "terms": {"y": -2}}], "edits": [{"priority": 750, "value": -106, "variable": "z"}]},
]


def generate_systems(seed: int = DEFAULT_SEED, count: int = DEFAULT_COUNT,
                     handpicked: bool = True) -> List[Case]:
    """`count` random cases, fully determined by `seed`, then (unless
    `handpicked` is false) the HANDPICKED systems as category "handpicked"."""
    rng = random.Random(seed)
    cats = [c for c, _ in CATEGORY_WEIGHTS]
    weights = [w for _, w in CATEGORY_WEIGHTS]
    cases = []
    for i in range(count):
        category = rng.choices(cats, weights=weights)[0]
        cases.append(generate_case(rng, i, category))
    if handpicked:
        for system in HANDPICKED:
            cases.append(Case(index=len(cases), category="handpicked", system=json.loads(json.dumps(system))))
    return cases


def iter_json_lines(cases: List[Case]) -> Iterator[str]:
    for case in cases:
        yield json.dumps(case.system, sort_keys=True)


def variable_names(system: Dict) -> List[str]:
    """Every variable named in the constraints or edits, in first-seen order."""
    seen: Dict[str, None] = {}
    for c in system["constraints"]:
        for n in c["terms"]:
            seen.setdefault(n, None)
    for e in system.get("edits", []):
        seen.setdefault(e["variable"], None)
    return list(seen)


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--count", type=int, default=DEFAULT_COUNT)
    args = ap.parse_args(argv)
    for line in iter_json_lines(generate_systems(args.seed, args.count)):
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
