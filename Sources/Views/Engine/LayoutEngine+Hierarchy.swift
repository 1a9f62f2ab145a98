import Cassowary
import Foundation

/// A view of the hierarchy as collected: its superview's index and its direction.
/// Not retained (the root owns its engine; a strong reference to it here would be a
/// cycle): read only during the pass that collected it, while the hierarchy holds it.
struct CollectedView {
    unowned(unsafe) let view: View
    let parent: Int
    let rightToLeft: Bool
}

extension LayoutEngine {
    /// The hierarchy, parents before children, noting each view's direction and
    /// its superview's index. Records follow in `matchShape()`.
    func collect() {
        collectedStamp = stamps.hierarchy
        // As many as last time, most often (a reused cell): one allocation each.
        var next: [CollectedView] = []
        next.reserveCapacity(collected.count + 8)
        var stack: [(View, Int, Bool)] = [(root, -1, root.isRightToLeft)]
        stack.reserveCapacity(16)
        while let (view, parent, inherited) = stack.popLast() {
            let rightToLeft = view.traitOverrides.layoutDirection.map { $0 == .rightToLeft } ?? inherited
            next.append(CollectedView(view: view, parent: parent, rightToLeft: rightToLeft))
            // A boundary below the root is a leaf here: its own engine lays out inside.
            if view.isLayoutBoundary && view !== root { continue }
            for subview in view.subviews.reversed() { stack.append((subview, next.count - 1, rightToLeft)) }
        }
        collected = next
    }

    /// Removes the constraints and edit variables of a view that left the hierarchy.
    func forget(_ record: EngineRecord) {
        for group in record.installedGroups {
            if let group { _ = replace(group, with: [], key: .fixed) }
        }
        for variable in [record.intrinsicWidth, record.intrinsicHeight] where solver.hasEditVariable(variable) {
            try? solver.removeEditVariable(variable)
        }
    }
}
