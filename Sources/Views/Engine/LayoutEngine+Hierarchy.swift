import Cassowary
import Foundation

extension LayoutEngine {
    /// The hierarchy, parents before children, noting each view's direction and
    /// its superview's index. Views that left take their constraints with them, in
    /// the order they were collected (never a hash table's order).
    func collect() {
        collectedStamp = stamps.hierarchy
        var next: [EngineRecord] = []
        var byView: [ObjectIdentifier: EngineRecord] = [:]
        var stack: [(View, Int, Bool)] = [(root, -1, root.isRightToLeft)]
        while let (view, parent, inherited) = stack.popLast() {
            let id = ObjectIdentifier(view)
            let record = recordsByView[id] ?? EngineRecord(view: view, vars: vars(view), isRoot: view === root)
            record.parent = parent
            record.rightToLeft = view.traitOverrides.layoutDirection.map { $0 == .rightToLeft } ?? inherited
            record.marginsSeen = nil
            byView[id] = record
            next.append(record)
            // A boundary below the root is a leaf here: its own engine lays out inside.
            if view.isLayoutBoundary && view !== root { continue }
            for subview in view.subviews.reversed() { stack.append((subview, next.count - 1, record.rightToLeft)) }
        }
        for record in records where byView[ObjectIdentifier(record.view)] == nil { forget(record) }
        records = next
        recordsByView = byView
    }

    /// Removes the constraints and edit variables of a view that left the hierarchy.
    private func forget(_ record: EngineRecord) {
        for group in record.installedGroups {
            if let group { _ = replace(group, with: [], key: .fixed) }
        }
        for variable in [record.intrinsicWidth, record.intrinsicHeight] where solver.hasEditVariable(variable) {
            try? solver.removeEditVariable(variable)
        }
        for guide in record.view.customGuides {
            if let installed = guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) {
                _ = replace(installed, with: [], key: .fixed)
            }
            variables[ObjectIdentifier(guide)] = nil
        }
        // Its variables go too: a view made later at the same address starts afresh.
        variables[ObjectIdentifier(record.view)] = nil
    }
}
