import Synchronization

private let variableCounter = Atomic<Int>(0)

/// An unknown of a constraint system, such as a view's `minX` or `width`.
///
/// A variable is a value: copies are the same variable (the same ``id``), and a
/// variable can be used in several solvers at once. Each solver keeps its own value
/// for it (``Solver/value(of:)``). The name is only for diagnostics.
///
/// `Variable` is deliberately not `Equatable`: `x == y` builds a ``Constraint``,
/// never a `Bool`. Compare or key variables by ``id``.
public struct Variable: Sendable, CustomStringConvertible {
    /// A process-wide unique number, fixed when the variable is made.
    public let id: Int
    /// A name for diagnostics, such as `"contentView.width"`.
    public let name: String

    /// A new variable; `name` is for diagnostics only (two variables are never the same by name).
    public init(_ name: String = "") {
        id = variableCounter.add(1, ordering: .relaxed).newValue
        self.name = name
    }

    /// The name, or `v` and the variable's number.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
