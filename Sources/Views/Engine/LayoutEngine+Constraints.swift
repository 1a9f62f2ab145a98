import Cassowary
import Foundation

extension LayoutEngine {
    /// Brings the user's constraints into the solver: those deactivated leave, those
    /// activated or changed are (re)installed. When nothing was activated,
    /// deactivated or changed in this engine's domain, only constraints that read a
    /// baseline are checked (baselines move with sizes).
    func syncUserConstraints() {
        if stamps.constraints == syncedConstraints && records.count == syncedViewCount {
            if !baselineConstraints.isEmpty { install(baselineConstraints) }
            return
        }
        syncedConstraints = stamps.constraints
        syncedViewCount = records.count
        // Remove what is no longer active first, so that a replacement never meets
        // the constraint it replaces (a stack view's new spacing, say).
        let active = records.flatMap(\.view.activeConstraints)
        baselineConstraints = active.filter(ConstraintTranslation.usesBaseline)
        let activeKeys = Set(active.map(ObjectIdentifier.init))
        // Most constraints replaced (a cell configured anew): building the solver
        // again from nothing is far cheaper than removing and adding one by one into
        // a solved tableau.
        let removed = userOrder.count { !activeKeys.contains($0) }
        let added = active.count - (userOrder.count - removed)
        if removed + added > max(8, userOrder.count / 2) {
            rebuildSolver()
            install(active)
            return
        }
        for key in userOrder where !activeKeys.contains(key) {
            for c in userConstraints[key]!.installed.constraints { try? solver.remove(c) }
            userConstraints[key] = nil
        }
        userOrder.removeAll { userConstraints[$0] == nil }
        install(active)
    }

    /// Installs each constraint whose key changed, in the order given.
    private func install(_ active: [LayoutConstraint]) {
        for layout in active {
            let id = ObjectIdentifier(layout)
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
            if let existing = userConstraints[id], existing.installed.key == key { continue }
            if let second = layout.secondItem, !(second.owningViewForLayout?.isDescendant(of: root) ?? false) {
                report("\(layout) refers to \(debugName(of: second)), outside this hierarchy; ignored")
                continue
            }
            let constraint = ConstraintTranslation.solverConstraint(for: layout, variables: vars, isRightToLeft: isRightToLeft)
            if userConstraints[id] == nil { userOrder.append(id) }
            userConstraints[id] = (layout, replace(userConstraints[id]?.installed, with: [constraint], key: key))
        }
    }
}
