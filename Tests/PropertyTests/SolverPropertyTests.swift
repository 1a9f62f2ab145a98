import Cassowary
import PropertyBased
import Testing

/// Random systems changed step by step (constraints removed and added again, edit
/// values moved) must always be solved as well as the same system built afresh.
/// Optima need not be unique, so what is compared is what every optimum shares:
/// required constraints hold, and the total error at each priority is the same.
@Suite struct SolverPropertyTests {
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    static let priorities: [Strength] = [1000, 750, 500, 250]

    func value(_ c: Constraint, _ solver: Solver) -> Double {
        c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    func violation(_ c: Constraint, _ solver: Solver) -> Double {
        let v = value(c, solver)
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }

    /// Total error per optional priority (edits included), highest first.
    func errors(_ constraints: [Constraint], _ edits: [(Variable, Strength, Double)], _ solver: Solver) -> [Double] {
        Self.priorities.dropFirst().map { p in
            constraints.filter { $0.strength == p }.reduce(0) { $0 + violation($1, solver) }
                + edits.filter { $0.1 == p }.reduce(0) { $0 + abs(solver.value(of: $1.0) - $1.2) }
        }
    }

    @Test func incrementalEqualsRebuilt() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            try incrementalEqualsRebuilt(seed: seed)
        }
    }

    /// One random system (from `seed`) changed over 25 steps (constraints removed,
    /// added again or given a new constant; edit values moved), each compared with the
    /// same system built afresh.
    func incrementalEqualsRebuilt(seed: Int) throws {
        var rng = SplitMix(state: UInt64(seed) &* 7919 &+ 1)
        let variables = (0..<rng.int(2...6)).map { Variable("v\($0)") }
        var constraints: [Constraint] = variables.flatMap { [$0 >= -100, $0 <= 100] }
        for _ in 0..<rng.int(3...12) {
            var expression = Expression(Double(rng.int(-20...20)))
            for _ in 0..<rng.int(1...3) {
                let coefficient = Double([-2, -1, 1, 2][rng.int(0...3)])
                expression.terms.append(Term(variables[rng.int(0...(variables.count - 1))], coefficient))
            }
            let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][rng.int(0...2)]
            constraints.append(Constraint(expression, relation, strength: Self.priorities[rng.int(0...3)]))
        }
        let solver = Solver()
        var active: [Constraint] = []
        for c in constraints {
            do { try solver.add(c); active.append(c) } catch { continue } // conflicts are skipped
        }
        var edits: [(Variable, Strength, Double)] = []
        for v in variables.prefix(rng.int(0...2)) {
            let strength = Self.priorities[rng.int(1...3)]
            try solver.addEditVariable(v, strength: strength)
            edits.append((v, strength, 0))
        }

        for step in 0..<25 {
            switch rng.int(0...3) {
            case 3 where !active.isEmpty:
                // A constant changed (optional constraints move in place).
                let i = rng.int(0...(active.count - 1))
                let old = active[i]
                var expression = old.expression
                expression.constant = Double(rng.int(-40...40))
                let new = Constraint(expression, old.relation, strength: old.strength)
                do {
                    try solver.replace(old, with: new)
                    active[i] = new
                } catch {
                    #expect(solver.hasConstraint(old) && !solver.hasConstraint(new), "seed \(seed) step \(step): a failed replace keeps the old one")
                }
                if let k = constraints.firstIndex(where: { $0 === old }) { constraints[k] = active[i] }
            case 0 where !active.isEmpty:
                let c = active.remove(at: rng.int(0...(active.count - 1)))
                try solver.remove(c)
            case 1:
                let candidates = constraints.filter { c in !active.contains { $0 === c } }
                if let c = candidates.first {
                    do { try solver.add(c); active.append(c) } catch {}
                }
            default:
                if !edits.isEmpty {
                    let i = rng.int(0...(edits.count - 1))
                    edits[i].2 = Double(rng.int(-150...150)) / 2
                    try solver.suggestValue(edits[i].2, for: edits[i].0)
                }
            }
            let fresh = Solver()
            try fresh.add(active)
            for (v, strength, target) in edits {
                try fresh.addEditVariable(v, strength: strength)
                try fresh.suggestValue(target, for: v)
            }
            for c in active where c.strength.isRequired {
                #expect(violation(c, solver) < 1e-6, "seed \(seed) step \(step): \(c) violated")
            }
            let mine = errors(active, edits, solver), theirs = errors(active, edits, fresh)
            for (a, b) in zip(mine, theirs) {
                #expect(abs(a - b) < 1e-6 * max(1, abs(b)), "seed \(seed) step \(step): errors \(mine) vs rebuilt \(theirs)")
            }
        }
    }
}
