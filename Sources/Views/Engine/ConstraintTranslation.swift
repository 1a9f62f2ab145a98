import Cassowary
import Foundation

/// Turns a layout constraint into a solver constraint, and nothing else: no solver,
/// no hierarchy walk. It is a pure function of the constraint, the variables of its
/// items, and which items lay out right to left, so it is tested on its own.
enum ConstraintTranslation {
    /// The solver constraint `layout` means.
    ///
    /// - Parameters:
    ///   - variables: each item's minX, minY, width and height variables.
    ///   - isRightToLeft: whether an item's leading edge is its right edge.
    ///
    /// Leading and trailing positions count in the leading direction: right to
    /// left, x is negated, so that constants and inequalities keep their meaning
    /// ("8 after", "not past the trailing edge") when the layout flips.
    static func solverConstraint(for layout: LayoutConstraint, variables: (LayoutItem) -> ItemVariables,
                                 isRightToLeft: (LayoutItem) -> Bool) -> Constraint
    {
        let flips = layout.secondItem != nil && layout.firstAttribute.isDirectional
            && layout.secondAttribute.isDirectional && isRightToLeft(layout.firstItem)
        let sign = flips ? -1.0 : 1.0
        let first = baselineItem(layout.firstItem, layout.firstAttribute)
        let lhs = sign * expression(first, layout.firstAttribute, variables(first),
                                    rightToLeft: isRightToLeft(layout.firstItem))
        var rhs = Cassowary.Expression(Double(layout.constant))
        if let given = layout.secondItem {
            let second = baselineItem(given, layout.secondAttribute)
            let target = expression(second, layout.secondAttribute, variables(second), rightToLeft: isRightToLeft(given))
            rhs = Double(layout.multiplier) * sign * target + Double(layout.constant)
        }
        let relation: Relation = switch layout.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        return Constraint(lhs - rhs, relation, strength: layout.priority.strength, identifier: layout.description)
    }

    /// An attribute of an item as an expression in its variables.
    static func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, _ v: ItemVariables,
                           rightToLeft: Bool) -> Cassowary.Expression
    {
        switch attribute {
        case .left: return v.minX.expression
        case .right: return v.minX + v.width
        case .leading: return rightToLeft ? v.minX + v.width : v.minX.expression
        case .trailing: return rightToLeft ? v.minX.expression : v.minX + v.width
        case .width: return v.width.expression
        case .height: return v.height.expression
        case .top: return v.minY.expression
        case .bottom: return v.minY + v.height
        case .centerX: return v.minX + 0.5 * v.width
        case .centerY: return v.minY + 0.5 * v.height
        case .firstBaseline: return v.minY + Double((item as? View)?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return v.minY + v.height - Double((item as? View)?.lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return Cassowary.Expression()
        }
    }

    /// The item a baseline attribute is read from: a view's ``View/forFirstBaselineLayout``
    /// (or last), so that a stack view's baseline is its arranged subview's, solved
    /// where that subview is placed (it was read from the subview's frame, stale
    /// until the layout that used it: 8 pt off under layout margins).
    static func baselineItem(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LayoutItem {
        guard attribute.isBaseline, let view = item as? View else { return item }
        switch attribute {
        case .firstBaseline: return view.forFirstBaselineLayout
        case .lastBaseline: return view.forLastBaselineLayout
        default: return item
        }
    }

    /// The view a constraint reads a baseline from on one side (nil where it reads none):
    /// the constraint is rebuilt when it changes.
    static func baselineView(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> ObjectIdentifier? {
        guard let item, attribute.isBaseline else { return nil }
        return ObjectIdentifier(baselineItem(item, attribute))
    }

    /// The baseline offset a constraint reads on one side (0 where it reads none):
    /// the constraint is rebuilt when that offset changes.
    static func baselineOffset(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> CGFloat {
        guard let item, attribute.isBaseline, let view = baselineItem(item, attribute) as? View else { return 0 }
        switch attribute {
        case .firstBaseline: return view.firstBaselineOffsetFromTop
        case .lastBaseline: return view.lastBaselineOffsetFromBottom
        default: return 0
        }
    }

    /// Whether the constraint reads a baseline on either side.
    static func usesBaseline(_ layout: LayoutConstraint) -> Bool {
        layout.firstAttribute.isBaseline || layout.secondAttribute.isBaseline
    }

    /// Whether the constraint's meaning depends on its first item's direction
    /// (leading or trailing on either side).
    static func readsDirection(_ layout: LayoutConstraint) -> Bool {
        layout.firstAttribute.isDirectional || layout.secondAttribute.isDirectional
    }
}

extension LayoutAttribute {
    /// Leading or trailing: left or right depending on the layout direction.
    var isDirectional: Bool { self == .leading || self == .trailing }
    /// First or last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}
