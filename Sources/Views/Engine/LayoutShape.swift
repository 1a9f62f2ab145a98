import Cassowary
import Foundation

/// The shape of a hierarchy as a solver sees it: which positions there are (each
/// view's superview, whether it is placed by its frame, which guides it has) and
/// which constraints join which positions' attributes, in a canonical order.
/// Constants, multipliers, priorities and intrinsic sizes are not part of it: two
/// hierarchies of one shape differ only in numbers, which a solved system takes
/// in cheaply (changed constraints replaced one by one, new sizes suggested).
///
/// A reused cell configured anew (views removed and added, constraints activated
/// and deactivated) usually comes back to a shape it had before; its engine then
/// takes up that shape's solved system instead of rebuilding one.
struct LayoutShape: Hashable {
    private var codes: [Int] = []
    /// The hash of `codes`, computed once: a shape is looked up and stored a few
    /// times on every reconfigured cell, and hashing its hundreds of codes each time
    /// took a twentieth of the cell's fit.
    private var hash = 0

    static func == (a: LayoutShape, b: LayoutShape) -> Bool { a.hash == b.hash && a.codes == b.codes }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The shape of `collected` with the active constraints of its views, and those
    /// constraints in the shape's order.
    static func of(_ collected: [CollectedView]) -> (shape: LayoutShape, constraints: [LayoutConstraint]) {
        var shape = LayoutShape()
        shape.codes.reserveCapacity(collected.count * 4)
        // Each view's position, on the view itself; a view outside `collected` may
        // hold a stale one, so a position counts only if it points back at the view.
        for (i, entry) in collected.enumerated() { entry.view.shapePosition = i }
        func position(_ view: View) -> Int? {
            let i = view.shapePosition
            return i >= 0 && i < collected.count && collected[i].view === view ? i : nil
        }
        // Each constraint as the positions and attributes it joins; sorted, so that
        // the order constraints were activated in does not matter.
        // A view is its own owner; most items are views, read without reference counting.
        @inline(__always) func item(_ view: View) -> (Int, Int) {
            let i = view.shapePosition
            return i >= 0 && i < collected.count && collected[i].view === view
                ? (i, 0) : (-2, Int(bitPattern: UInt(bitPattern: ObjectIdentifier(view))))
        }
        func item(_ item: LayoutItem?) -> (Int, Int) {
            guard let item, let owner = item.owningViewForLayout else { return (-1, 0) }
            if let i = position(owner) {
                // Anything else a view owns is one of its guides.
                guard type(of: item) == LayoutGuide.self else { return (i, -1) }
                let guide = unsafeDowncast(item, to: LayoutGuide.self)
                switch guide.kind {
                case .margins: return (i, 1)
                case .safeArea: return (i, 2)
                case .readableContent: return (i, 3)
                case .custom: return (i, 4 + (owner.customGuides.firstIndex { $0 === guide } ?? 0))
                }
            }
            // Outside the positions (inside a layout boundary below the root): by identity.
            return (-2, Int(bitPattern: UInt(bitPattern: ObjectIdentifier(item))))
        }
        var total = 0
        for entry in collected { total += entry.view.activeConstraints.count }
        var described: [Described] = []
        described.reserveCapacity(total)
        for (i, entry) in collected.enumerated() {
            let view = entry.view
            var flags = view.translatesAutoresizingMaskIntoConstraints ? 1 : 0
            if view.isLayoutBoundary && i > 0 { flags |= 2 }
            if view.marginsGuide != nil { flags |= 4 }
            if view.safeAreaGuide != nil { flags |= 8 }
            if view.readableGuide != nil { flags |= 16 }
            shape.codes.append(entry.parent)
            shape.codes.append(flags)
            shape.codes.append(view.customGuides.count)
            // Described where they are (view and index), not copied into one list first.
            view.activeConstraints.withUnsafeBufferPointer { active in
                for k in active.indices {
                    unowned(unsafe) let constraint = active[k]
                    let first = constraint.firstView.map(item) ?? item(constraint.firstItem)
                    let second = constraint.secondView.map(item) ?? item(constraint.secondItem)
                    described.append(Described(
                        first: first.0, firstSlot: first.1, second: second.0, secondSlot: second.1,
                        attributes: constraint.firstAttribute.code << 8 | constraint.relation.code << 4 | constraint.secondAttribute.code,
                        offset: described.count, view: Int32(i), index: Int32(k)))
                }
            }
        }
        described.sort()
        shape.codes.append(-9)
        shape.codes.reserveCapacity(shape.codes.count + described.count * 5)
        for d in described {
            shape.codes.append(d.first)
            shape.codes.append(d.firstSlot)
            shape.codes.append(d.second)
            shape.codes.append(d.secondSlot)
            shape.codes.append(d.attributes)
        }
        // A multiply-rotate mix of the codes (the table hashes the result again): one
        // `Hasher` round per code took a fifteenth of a reconfigured cell's fit.
        var mixed: UInt64 = UInt64(truncatingIfNeeded: shape.codes.count)
        for code in shape.codes {
            mixed = (((mixed << 5) | (mixed >> 59)) ^ UInt64(truncatingIfNeeded: code)) &* 0x517C_C1B7_2722_0A95
        }
        shape.hash = Int(truncatingIfNeeded: mixed)
        return (shape, described.map { collected[Int($0.view)].view.activeConstraints[Int($0.index)] })
    }

    private struct Described: Comparable {
        let first, firstSlot, second, secondSlot, attributes, offset: Int
        /// Where the constraint is: its view's position and its index in that view's active constraints.
        let view, index: Int32

        static func < (a: Described, b: Described) -> Bool {
            (a.first, a.firstSlot, a.second, a.secondSlot, a.attributes, a.offset)
                < (b.first, b.firstSlot, b.second, b.secondSlot, b.attributes, b.offset)
        }
    }
}
private extension LayoutAttribute {
    var code: Int {
        switch self {
        case .left: 0
        case .right: 1
        case .top: 2
        case .bottom: 3
        case .leading: 4
        case .trailing: 5
        case .width: 6
        case .height: 7
        case .centerX: 8
        case .centerY: 9
        case .firstBaseline: 10
        case .lastBaseline: 11
        case .notAnAttribute: 12
        }
    }
}

private extension LayoutRelation {
    var code: Int {
        switch self {
        case .lessThanOrEqual: 0
        case .equal: 1
        case .greaterThanOrEqual: 2
        }
    }
}
