import Cassowary

/// A constraint system in the JSON shape `cells solve` reads:
///
/// ```json
/// {"constraints":[{"terms":{"x":1,"y":-2},"constant":-10,"op":">=","priority":1000}],
///  "edits":[{"variable":"w","priority":999,"value":375}]}
/// ```
///
/// Each constraint means `Σ terms + constant (op) 0`. Constraints are added in
/// order, then each edit variable is added and its value suggested.
public struct ConstraintSystem: Sendable {
    public struct Item: Sendable {
        public var terms: [(String, Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Float
    }

    public struct EditItem: Sendable {
        public var variable: String
        public var priority: Float
        public var value: Double
    }

    public var constraints: [Item]
    public var edits: [EditItem]

    /// Reads the system from parsed JSON, naming the culprit of any shape error.
    public init(json: JSON) throws(SolveFailure) {
        guard case let .object(top) = json else { throw .malformed("the input must be an object, not \(json.kindName)") }
        for (key, _) in top where key != "constraints" && key != "edits" {
            throw .malformed("unknown key \"\(key)\" (expected \"constraints\" and \"edits\")")
        }
        guard let list = json["constraints"] else { throw .malformed("missing \"constraints\"") }
        guard case let .array(items) = list else { throw .malformed("\"constraints\" must be an array, not \(list.kindName)") }
        constraints = []
        for (index, item) in items.enumerated() {
            constraints.append(try Self.constraint(item, at: "constraints[\(index)]"))
        }
        edits = []
        if let editList = json["edits"] {
            guard case let .array(editItems) = editList else {
                throw .malformed("\"edits\" must be an array, not \(editList.kindName)")
            }
            for (index, item) in editItems.enumerated() {
                edits.append(try Self.edit(item, at: "edits[\(index)]"))
            }
        }
    }

    private static func constraint(_ json: JSON, at path: String) throws(SolveFailure) -> Item {
        guard case let .object(fields) = json else { throw .malformed("\(path) must be an object, not \(json.kindName)") }
        for (key, _) in fields where !["terms", "constant", "op", "priority"].contains(key) {
            throw .malformed("\(path): unknown key \"\(key)\"")
        }
        guard let termsJSON = json["terms"] else { throw .malformed("\(path): missing \"terms\"") }
        guard case let .object(termPairs) = termsJSON else {
            throw .malformed("\(path).terms must be an object of variable: coefficient, not \(termsJSON.kindName)")
        }
        var terms: [(String, Double)] = []
        for (name, value) in termPairs {
            terms.append((name, try number(value, at: "\(path).terms.\(name)")))
        }
        let constant = try json["constant"].map { (v) throws(SolveFailure) in try number(v, at: "\(path).constant") } ?? 0
        guard let opJSON = json["op"] else { throw .malformed("\(path): missing \"op\"") }
        guard case let .string(op) = opJSON, let relation = Relation(rawValue: op) else {
            throw .malformed("\(path).op must be \"<=\", \"==\" or \">=\", not \(opJSON.text)")
        }
        let priority = try json["priority"].map { (v) throws(SolveFailure) in try number(v, at: "\(path).priority") } ?? 1000
        return Item(terms: terms, constant: constant, relation: relation, priority: Float(priority))
    }

    private static func edit(_ json: JSON, at path: String) throws(SolveFailure) -> EditItem {
        guard case let .object(fields) = json else { throw .malformed("\(path) must be an object, not \(json.kindName)") }
        for (key, _) in fields where !["variable", "priority", "value"].contains(key) {
            throw .malformed("\(path): unknown key \"\(key)\"")
        }
        guard case let .string(variable)? = json["variable"] else {
            throw .malformed("\(path).variable must be a string")
        }
        guard let priority = json["priority"] else { throw .malformed("\(path): missing \"priority\"") }
        guard let value = json["value"] else { throw .malformed("\(path): missing \"value\"") }
        return EditItem(variable: variable, priority: Float(try number(priority, at: "\(path).priority")),
                        value: try number(value, at: "\(path).value"))
    }

    private static func number(_ json: JSON, at path: String) throws(SolveFailure) -> Double {
        guard case let .number(value) = json else { throw .malformed("\(path) must be a number, not \(json.kindName)") }
        return value
    }

    /// The system as solver objects: a variable per name (in order of first mention),
    /// the constraints in input order (identified as `constraints[i]`), and the edits.
    public struct Built {
        public var variables: [(name: String, variable: Variable)]
        public var constraints: [Constraint]
        public var edits: [(variable: Variable, strength: Strength, value: Double)]
    }

    public func build() -> Built {
        var byName: [String: Variable] = [:]
        var variables: [(name: String, variable: Variable)] = []
        func variable(_ name: String) -> Variable {
            if let v = byName[name] { return v }
            let v = Variable(name)
            byName[name] = v
            variables.append((name, v))
            return v
        }
        let built = constraints.enumerated().map { index, item in
            Constraint(Expression(item.terms.map { Term(variable($0.0), $0.1) }, constant: item.constant),
                       item.relation, strength: Strength(item.priority), identifier: "constraints[\(index)]")
        }
        let builtEdits = edits.map { (variable($0.variable), Strength($0.priority), $0.value) }
        return Built(variables: variables, constraints: built, edits: builtEdits)
    }

    /// Solves the system: the value of every variable it names, in order of first mention.
    ///
    /// Values are printed only when every required constraint holds with them (within
    /// a relative 10⁻⁹); otherwise the failure is `unsatisfiable`, naming the
    /// constraints that do not hold.
    public func solve() throws(SolveFailure) -> [(String, Double)] {
        let built = build()
        let solver = Solver()
        var indexOf: [ObjectIdentifier: Int] = [:]
        for (index, constraint) in built.constraints.enumerated() { indexOf[ObjectIdentifier(constraint)] = index }
        do {
            try solver.add(built.constraints)
        } catch {
            if case let .invalidInput(input) = error {
                throw SolveFailure(json: .object([("kind", .string("invalid")), ("at", .string(input.argument)),
                                                  ("message", .string(input.description))]))
            }
            let culprit = error.constraint.flatMap { indexOf[ObjectIdentifier($0)] } ?? 0
            throw SolveFailure(error, at: "constraints[\(culprit)]", indexOf: indexOf)
        }
        for (index, edit) in built.edits.enumerated() {
            do {
                try solver.addEditVariable(edit.variable, strength: edit.strength)
                try solver.suggestValue(edit.value, for: edit.variable)
            } catch {
                throw SolveFailure(error, at: "edits[\(index)]", indexOf: indexOf)
            }
        }
        let values = built.variables.map { ($0.name, solver.value(of: $0.variable)) }
        let broken = solver.violatedRequiredConstraints().compactMap { indexOf[ObjectIdentifier($0)] }
        if !broken.isEmpty || values.contains(where: { !$0.1.isFinite }) {
            throw .brokenAfterSolving(broken)
        }
        return values
    }
}

/// Why `cells solve` failed, as the JSON error object it prints.
public struct SolveFailure: Error, Sendable {
    /// `{"kind": …, …}`: the contract other tools read.
    public let json: JSON

    public static func malformed(_ message: String) -> SolveFailure {
        SolveFailure(json: .object([("kind", .string("malformed")), ("message", .string(message))]))
    }

    /// The solution breaks required constraints `indices` (precision lost to the size
    /// of the numbers): reported as unsatisfiable, never as values, with
    /// `"reason": "precision"` to tell it from a conflict.
    static func brokenAfterSolving(_ indices: [Int]) -> SolveFailure {
        let names = indices.prefix(5).map { "constraints[\($0)]" }.joined(separator: ", ") + (indices.count > 5 ? ", …" : "")
        let message = indices.isEmpty ? "the solution is not finite"
            : "required constraints do not hold within a relative 1e-9 after solving: \(names)"
        return SolveFailure(json: .object([("kind", .string("unsatisfiable")), ("reason", .string("precision")),
                                           ("constraints", .array(indices.map { .number(Double($0)) })),
                                           ("message", .string(message))]))
    }

    init(json: JSON) { self.json = json }

    init(_ error: CassowaryError, at path: String, indexOf: [ObjectIdentifier: Int]) {
        let message = JSON.string("\(path): \(error)")
        switch error {
        case let .unsatisfiableConstraint(_, conflicting):
            let indices = conflicting.compactMap { indexOf[ObjectIdentifier($0)] }
            let others = indices.filter { "constraints[\($0)]" != path }
            let names = others.prefix(5).map { "constraints[\($0)]" }.joined(separator: ", ")
                + (others.count > 5 ? ", … (\(others.count) in all)" : "")
            json = .object([("kind", .string("unsatisfiable")), ("constraints", .array(indices.map { .number(Double($0)) })),
                            ("message", .string("\(path): cannot hold together with \(names)"))])
        case let .invalidInput(input):
            json = .object([("kind", .string("invalid")), ("at", .string(path)), ("message", .string("\(path): \(input)"))])
        case let .duplicateEditVariable(v):
            json = .object([("kind", .string("duplicateEditVariable")), ("variable", .string(v.name)), ("message", message)])
        case let .unknownEditVariable(v):
            json = .object([("kind", .string("unknownEditVariable")), ("variable", .string(v.name)), ("message", message)])
        case let .requiredEditVariable(v):
            json = .object([("kind", .string("requiredEditVariable")), ("variable", .string(v.name)), ("message", message)])
        case .invalidStrength:
            json = .object([("kind", .string("invalidPriority")), ("at", .string(path)), ("message", message)])
        case .nonFiniteConstraint, .nonFiniteValue:
            json = .object([("kind", .string("nonFinite")), ("at", .string(path)), ("message", message)])
        case .duplicateConstraint:
            json = .object([("kind", .string("duplicateConstraint")), ("at", .string(path)), ("message", message)])
        case .unknownConstraint:
            json = .object([("kind", .string("unknownConstraint")), ("at", .string(path)), ("message", message)])
        case let .insufficientPrecision(broken):
            let indices = broken.compactMap { indexOf[ObjectIdentifier($0)] }
            json = .object([("kind", .string("unsatisfiable")), ("reason", .string("precision")), ("at", .string(path)),
                            ("constraints", .array(indices.map { .number(Double($0)) })), ("message", message)])
        case .tooDense:
            json = .object([("kind", .string("tooDense")), ("at", .string(path)), ("message", message)])
        case .internalError:
            json = .object([("kind", .string("internal")), ("at", .string(path)), ("message", message)])
        }
    }

    /// One line for stderr.
    public var message: String {
        if case let .string(text)? = json["message"] { return text }
        return json.text
    }
}

extension ConstraintSystem {
    /// Runs `cells solve` on JSON text: the output line, and the failure if any.
    public static func run(_ text: String) -> (output: String, failure: SolveFailure?) {
        do throws(SolveFailure) {
            let json: JSON
            do { json = try JSON.parse(text) } catch { throw .malformed(error.description) }
            let values = try ConstraintSystem(json: json).solve()
            let object = JSON.object([("values", .object(values.map { ($0.0, .number($0.1)) }))])
            return (object.text, nil)
        } catch {
            return (JSON.object([("error", error.json)]).text, error)
        }
    }
}
