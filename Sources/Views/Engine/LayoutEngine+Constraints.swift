import Cassowary
import Foundation

extension LayoutEngine {
    /// Brings the user's constraints into the solver: those deactivated leave, those
    /// activated or changed are (re)installed. When nothing was activated,
    /// deactivated or changed in this engine's domain, only constraints that read a
    /// baseline are checked (baselines move with sizes).
    func syncUserConstraints() {
        // A view's own code (an intrinsic size) changed constraints inside the pass.
        if stamps.constraints != shapedStamps.constraints {
            shapedStamps.constraints = stamps.constraints
            matchShape()
        }
        if stamps.constraints == syncedConstraints && records.count == syncedViewCount {
            if !baselinePositions.isEmpty { install(baselinePositions) }
            return
        }
        syncedConstraints = stamps.constraints
        syncedViewCount = records.count
        baselinePositions = shapeOrder.indices.filter { ConstraintTranslation.usesBaseline(shapeOrder[$0]) }
        // Most constraints replaced (a cell configured anew into a shape not seen
        // before): building the solver again from nothing is far cheaper than
        // removing and adding one by one into a solved tableau.
        let added = installed.count { $0 == nil }
        let kept = installed.count - added
        if leaving.count + added > max(8, (kept + leaving.count) / 2) {
            rebuildSolver()
        } else {
            // Remove what is no longer active first, so that a replacement never meets
            // the constraint it replaces (a stack view's new spacing, say).
            for group in leaving { for c in group.constraints { try? solver.remove(c) } }
            leaving = []
        }
        install(shapeOrder.indices)
    }

    /// Installs each constraint of `shapeOrder` at `positions` whose key changed, in order.
    private func install(_ positions: some Sequence<Int>) {
        for position in positions {
            let layout = shapeOrder[position]
            // Direction and baselines are looked up only where the constraint reads them.
            let key: InstallKey = if ConstraintTranslation.usesBaseline(layout) {
                .constraint(
                    constant: layout.constant, priority: layout.priority, multiplier: layout.multiplier,
                    rightToLeft: ConstraintTranslation.readsDirection(layout) && isRightToLeft(layout.firstItem),
                    firstBaseline: ConstraintTranslation.baselineOffset(layout.firstItem, layout.firstAttribute),
                    secondBaseline: ConstraintTranslation.baselineOffset(layout.secondItem, layout.secondAttribute),
                    firstBaselineView: ConstraintTranslation.baselineView(layout.firstItem, layout.firstAttribute),
                    secondBaselineView: ConstraintTranslation.baselineView(layout.secondItem, layout.secondAttribute))
            } else {
                .constraint(constant: layout.constant, priority: layout.priority, multiplier: layout.multiplier,
                            rightToLeft: ConstraintTranslation.readsDirection(layout) && isRightToLeft(layout.firstItem),
                            firstBaseline: 0, secondBaseline: 0)
            }
            if installed[position]?.key == key { continue }
            if let second = layout.secondItem, !(second.owningViewForLayout?.isDescendant(of: root) ?? false) {
                report("\(layout) refers to \(debugName(of: second)), outside this hierarchy; ignored")
                continue
            }
            let constraint = ConstraintTranslation.solverConstraint(for: layout, variables: vars, isRightToLeft: isRightToLeft)
            installed[position] = replace(installed[position], with: [constraint], key: key)
        }
    }
}
