import Cassowary
import CellsTool
import FuzzSupport
import InputPolicy
import Glibc

/// A line on standard error (FUZZ_VERBOSE=1: every step of a witness case).
private func log(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}

// Two kinds of case, chosen by the first byte:
//
// - Text (first byte even): the rest is a constraint system in `cells solve`'s JSON.
//   Oracle: no trap; no internal error; values only when finite.
// - Witness (first byte odd): a system built so that integer values (the witness)
//   satisfy every required constraint exactly, run through the JSON reader and then
//   changed incrementally (constraints removed, added and replaced, edit variables added,
//   suggested and removed). The required constraints are always feasible, so
//   oracle: no error at all (but input-policy ones and refusals for precision), and
//   after every step `violatedRequiredConstraints()` is empty and every value finite
//   and within the input policy's lengths.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolve(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = ByteReader(data, size)
    if input.byte() & 1 == 0 {
        fuzzText(input.rest())
    } else {
        fuzzWitness(&input)
    }
    return 0
}

private func fuzzText(_ text: String) {
    let (output, failure) = ConstraintSystem.run(text)
    if let failure {
        if case .string("internal")? = failure.json["kind"] { oracleFailed("internal error: \(failure.message) for \(text)") }
        return
    }
    guard let parsed = try? JSON.parse(output), case let .object(values)? = parsed["values"] else {
        oracleFailed("values not printed as JSON: \(output)")
    }
    for (name, value) in values {
        guard case let .number(number) = value, number.isFinite else { oracleFailed("\(name) is not finite: \(output)") }
    }
}

/// Coefficients, the policy's limits among them.
private let coefficients: [Double] = [1, -1, 2, -2, 3, 0.5, -0.25, 10, 1000, -1000, 0.999, -1e-3, 7, 1e-3]
private let priorities: [Float] = [1000, 1000, 1000, 1, 250, 500, 750, 999, 1000]

private struct WitnessConstraint {
    var terms: [(Int, Double)]
    var constant: Double
    var relation: Relation
    var priority: Float
}

private func makeConstraint(_ input: inout ByteReader, witness: [Double]) -> WitnessConstraint? {
    let termCount = 1 + input.below(3)
    var terms: [(Int, Double)] = []
    var value = 0.0
    for _ in 0..<termCount {
        let variable = input.below(witness.count)
        let coefficient = input.pick(coefficients)
        // A variable named twice is one term (as JSON, an object, can only say).
        if let index = terms.firstIndex(where: { $0.0 == variable }) {
            terms[index].1 += coefficient
        } else {
            terms.append((variable, coefficient))
        }
    }
    terms.removeAll { $0.1 == 0 }
    for (variable, coefficient) in terms { value += coefficient * witness[variable] }
    let relation = input.pick([Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    let priority = input.pick(priorities)
    var constant: Double
    if priority >= 1000 {
        // Σ terms + constant (op) 0 holds at the witness; inequalities with some room.
        let room = Double(input.below(4)) * input.pick([1.0, 100, 1e4])
        switch relation {
        case .equal: constant = -value
        case .lessThanOrEqual: constant = -value - room
        case .greaterThanOrEqual: constant = -value + room
        }
    } else {
        constant = Double(Int(input.byte()) - 128) * input.pick([1.0, 10, 1e5])
    }
    guard abs(constant) <= 1e9 else { return nil }
    return WitnessConstraint(terms: terms, constant: constant, relation: relation, priority: priority)
}

private func fuzzWitness(_ input: inout ByteReader) {
    let scale = input.pick([1.0, 10, 1000, 1e5])
    let witness = (0...input.below(6)).map { _ in Double(Int(input.byte()) - 128) * scale }
    let names = witness.indices.map { "v\($0)" }
    var system: [WitnessConstraint] = []
    for _ in 0..<input.below(8) {
        if let constraint = makeConstraint(&input, witness: witness) { system.append(constraint) }
    }

    // Through the JSON reader, as `cells solve` reads it.
    func number(_ value: Double) -> String { value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)" }
    let items = system.map { constraint in
        let terms = constraint.terms.map { "\"\(names[$0.0])\":\(number($0.1))" }
        return "{\"terms\":{\(terms.joined(separator: ","))},\"constant\":\(number(constraint.constant)),\"op\":\"\(constraint.relation.rawValue)\",\"priority\":\(Int(constraint.priority))}"
    }
    let json = "{\"constraints\":[\(items.joined(separator: ","))]}"
    let (output, failure) = ConstraintSystem.run(json)
    if let failure {
        // Two coefficients summed beyond the policy's 10³ are refused, rightly; a solution
        // that needs more precision than doubles have is reported as such.
        if case .string("invalid")? = failure.json["kind"] { return }
        if case .string("precision")? = failure.json["reason"] { return }
        oracleFailed("a feasible system failed: \(failure.message)\n\(json)")
    }
    _ = output

    // Incrementally, on the solver itself.
    let solver = Solver()
    let variables = names.map { Variable($0) }
    var added: [(Constraint, WitnessConstraint)] = []
    var edits: [Int] = []
    let verbose = getenv("FUZZ_VERBOSE") != nil
    // FUZZ_SOLVE_TOLERANCE=1e-6 looks past the known precision cases (Fuzz/Open) for
    // gross ones; the default is the solver's own 10⁻⁹.
    let tolerance = getenv("FUZZ_SOLVE_TOLERANCE").flatMap { Double(String(cString: $0)) } ?? 1e-9
    if verbose { log("witness \(witness)") }
    func check(_ step: String) {
        if verbose { log("\(step) \(variables.map { solver.value(of: $0) })") }
        let broken = solver.violatedRequiredConstraints(tolerance: tolerance)
        if !broken.isEmpty { oracleFailed("after \(step): required constraints broken: \(broken)\n\(solver.debugDescription)") }
        for variable in variables where !(abs(solver.value(of: variable)) <= Limits.maximumLength * (1 + 1e-9)) {
            oracleFailed("after \(step): \(variable) is \(solver.value(of: variable)), beyond the input policy")
        }
    }
    /// A change the solver refused because its solution needs more precision than doubles
    /// have: an honest answer (the change is not made), checked like any other step.
    func imprecise(_ error: CassowaryError, _ step: String) -> Bool {
        guard case .insufficientPrecision = error else { return false }
        if verbose { log("refused for precision: \(step)") }
        check("refusing \(step)")
        return true
    }
    func add(_ constraint: WitnessConstraint) {
        let expression = Expression(constraint.terms.map { Term(variables[$0.0], $0.1) }, constant: constraint.constant)
        let made = Constraint(expression, constraint.relation, strength: Strength(constraint.priority))
        do {
            try solver.add(made)
            added.append((made, constraint))
        } catch {
            if case .invalidInput = error { return }
            if imprecise(error, "adding \(made)") { return }
            oracleFailed("adding \(made) to a feasible system: \(error)\n\(solver.debugDescription)")
        }
        check("adding \(made)")
    }
    for constraint in system { add(constraint) }
    var steps = 0
    while !input.isAtEnd && steps < 64 {
        steps += 1
        let step = input.byte()
        if step >= 250 {
            // Replace a constraint by one with another coefficient or constant (a
            // multiplier or constant changed), still satisfied by the witness when required.
            guard !added.isEmpty else { continue }
            let index = input.below(added.count)
            let (old, described) = added[index]
            var changed = described
            if input.byte() & 1 == 0, !changed.terms.isEmpty {
                let term = input.below(changed.terms.count)
                let coefficient = input.pick(coefficients)
                changed.constant -= (coefficient - changed.terms[term].1) * witness[changed.terms[term].0]
                changed.terms[term].1 = coefficient
            }
            if changed.priority < 1000 || changed.relation != .equal {
                // Inequalities keep the witness inside when they only gain room.
                let move = Double(input.below(4)) * input.pick([1.0, 100, 1e4])
                switch (changed.priority < 1000, changed.relation) {
                case (true, _): changed.constant += Double(Int(input.byte()) - 128) * input.pick([1.0, 10, 1e5])
                case (false, .lessThanOrEqual): changed.constant -= move
                default: changed.constant += move
                }
            }
            guard abs(changed.constant) <= 1e9 else { continue }
            let expression = Expression(changed.terms.map { Term(variables[$0.0], $0.1) }, constant: changed.constant)
            let made = Constraint(expression, changed.relation, strength: Strength(changed.priority))
            if verbose { log("replace \(old) with \(made)") }
            do {
                try solver.replace(old, with: made)
                added[index] = (made, changed)
            } catch {
                if case .invalidInput = error { continue }
                if imprecise(error, "replacing \(old)") { continue }
                oracleFailed("replacing \(old) with \(made) in a feasible system: \(error)\n\(solver.debugDescription)")
            }
            check("replacing \(old) with \(made)")
            continue
        }
        switch step % 6 {
        case 0:
            if let constraint = makeConstraint(&input, witness: witness) { add(constraint) }
        case 1:
            guard !added.isEmpty else { continue }
            let (constraint, described) = added.remove(at: input.below(added.count))
            if verbose { log("remove \(constraint)") }
            do { try solver.remove(constraint) } catch {
                if imprecise(error, "removing \(constraint)") { added.append((constraint, described)); continue }
                oracleFailed("removing \(constraint): \(error)")
            }
            check("removing \(constraint)")
        case 2:
            let index = input.below(variables.count)
            guard !edits.contains(index) else { continue }
            let strength = input.pick(priorities.filter { $0 < 1000 })
            if verbose { log("add edit variable \(variables[index]) at \(strength)") }
            do {
                try solver.addEditVariable(variables[index], strength: Strength(strength))
                edits.append(index)
            } catch {
                if imprecise(error, "adding edit variable \(variables[index])") { continue }
                oracleFailed("adding edit variable \(variables[index]): \(error)")
            }
            check("adding edit variable \(variables[index])")
        case 3, 4:
            guard !edits.isEmpty else { continue }
            let index = edits[input.below(edits.count)]
            let value = Double(Int(input.byte()) - 128) * input.pick([1.0, 2.5, 1000, 1e6])
            if verbose { log("suggest \(value) for \(variables[index])") }
            do { try solver.suggestValue(value, for: variables[index]) } catch {
                if imprecise(error, "suggesting \(value)") { continue }
                oracleFailed("suggesting \(value) for \(variables[index]): \(error)\n\(solver.debugDescription)")
            }
            check("suggesting \(value) for \(variables[index])")
        default:
            guard !edits.isEmpty else { continue }
            let index = edits.remove(at: input.below(edits.count))
            if verbose { log("remove edit variable \(variables[index])") }
            do { try solver.removeEditVariable(variables[index]) } catch {
                if imprecise(error, "removing edit variable \(variables[index])") { edits.append(index); continue }
                oracleFailed("removing edit variable \(variables[index]): \(error)\n\(solver.debugDescription)")
            }
            check("removing edit variable \(variables[index])")
        }
    }
}

@_cdecl("FuzzSolve_main")
public func fuzzSolveMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzer(argc, argv, fuzzSolve)
}
