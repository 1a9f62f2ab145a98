import Cassowary
import Foundation
import Graphics

/// What a group of installed solver constraints was made from. Layout compares
/// keys on every pass and rebuilds a group only when its key changed, so a key
/// names every value the group's constraints were built from.
enum InstallKey: Equatable {
    /// Nothing to compare: installed once (a custom guide's non-negative size).
    case fixed
    /// A user constraint: its constant, priority and multiplier, its direction, and
    /// the baseline offsets it reads on either side (0 where it reads none).
    case constraint(constant: CGFloat, priority: LayoutPriority, multiplier: CGFloat, rightToLeft: Bool,
                    firstBaseline: CGFloat, secondBaseline: CGFloat,
                    firstBaselineView: ObjectIdentifier? = nil, secondBaselineView: ObjectIdentifier? = nil)
    /// The root at the origin, its size not negative unless shown at a negative size.
    case root(nonNegative: Bool)
    /// The root at the width or height of its frame, while shown (or fitted at that width).
    case rootLength(CGFloat)
    /// A frame translated into constraints.
    case frame(CGRect)
    /// A guide inset from its view's edges (margins, safe area).
    case insets(EdgeInsets)
    /// The readable content guide: the margins and the readable width.
    case readable(margins: EdgeInsets, width: CGFloat)
    /// Intrinsic-size constraints: which axes have an intrinsic size, each axis's
    /// hugging and compression resistance, and the resistance's weight.
    case intrinsic(hasWidth: Bool, hasHeight: Bool, horizontal: AxisPriorities, vertical: AxisPriorities, weight: Double)

    /// Hugging and compression resistance on one axis.
    struct AxisPriorities: Equatable {
        var hugging: LayoutPriority
        var resistance: LayoutPriority
    }
}

/// Solver constraints installed for one purpose, with the key they were made from.
/// A class: layout reads the keys of every group on every pass, and copying a group
/// out of its slot (an array and an enum) cost more than comparing its key.
final class InstalledConstraints {
    let constraints: [Constraint]
    let key: InstallKey

    init(constraints: [Constraint], key: InstallKey) {
        self.constraints = constraints
        self.key = key
    }
}

/// A view's or layout guide's four solver variables, in the root's coordinates.
struct ItemVariables {
    let minX, minY, width, height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
}
