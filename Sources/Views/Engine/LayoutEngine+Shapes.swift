import Cassowary
import Foundation

/// What an engine solved for one shape of its hierarchy, kept while another shape
/// is shown: the solver, one record a position, and the installed constraints of
/// the shape's constraints in the shape's order.
struct SolvedSystem {
    var solver: Solver
    var records: [EngineRecord]
    var installed: [InstalledConstraints?]
    var looseVariables: [ObjectIdentifier: ItemVariables]
    var widthTarget: EditTarget
    var heightTarget: EditTarget
}

extension LayoutEngine {
    /// How many shapes an engine keeps solved besides the one shown (a cell has a
    /// few: with or without media, a quote, a second line of buttons).
    static let parkedShapeLimit = 8

    /// Brings the solver to the shape of the hierarchy just collected:
    /// - the same shape: each record is handed the view now at its position (a
    ///   reused cell whose configure code replaced a label keeps its system);
    /// - a shape parked earlier: the current system is parked and that one taken up;
    /// - a new shape: the current system is parked and a copy of it brought to the
    ///   new hierarchy by view identity, constraint by constraint, as before.
    /// Constraints are then read again in full (constants and priorities may differ).
    func matchShape() {
        let (newShape, order) = LayoutShape.of(collected)
        let previousOrder = shapeOrder
        shapeOrder = order
        if newShape == shape {
            // The same views and constraints (a constant or a size changed): nothing to hand over.
            let same = records.count == collected.count && zip(records, collected).allSatisfy { $0.view === $1.view }
            if !same { take(current()) }
        } else if let found = parked.removeValue(forKey: newShape) {
            parkedOrder.removeAll { $0 == newShape }
            park()
            take(found)
        } else {
            let copy = current().map { system in
                SolvedSystem(solver: system.solver.copy(), records: system.records.map { $0.copy() },
                             installed: system.installed, looseVariables: system.looseVariables,
                             widthTarget: system.widthTarget, heightTarget: system.heightTarget)
            }
            park()
            adoptByIdentity(copy, from: previousOrder, to: order)
        }
        shape = newShape
        syncedConstraints = LayoutStamps.never
        syncedViewCount = -1
    }

    /// The system now shown, if any.
    private func current() -> SolvedSystem? {
        guard shape != nil else { return nil }
        return SolvedSystem(solver: solver, records: records, installed: installed,
                            looseVariables: looseVariables, widthTarget: widthTarget, heightTarget: heightTarget)
    }

    /// Keeps the system now shown for its shape, dropping the least recently shown
    /// beyond the limit.
    private func park() {
        guard let shape, let system = current() else { return }
        for record in system.records { record.park() }
        parked[shape] = system
        parkedOrder.append(shape)
        if parkedOrder.count > Self.parkedShapeLimit { parked[parkedOrder.removeFirst()] = nil }
    }

    /// Takes up `system`, of the collected hierarchy's shape: position by position
    /// (its installed constraints are aligned with `shapeOrder`, the shape's order).
    private func take(_ system: SolvedSystem?) {
        guard let system else { return adoptByIdentity(nil, from: [], to: shapeOrder) }
        solver = system.solver
        records = zip(system.records, collected).map { record, entry in
            record.rebind(to: entry.view, isRoot: entry.parent < 0)
            record.parent = entry.parent
            record.rightToLeft = entry.rightToLeft
            record.marginsSeen = nil
            return record
        }
        recordsByView = Dictionary(uniqueKeysWithValues: records.map { (ObjectIdentifier($0.view), $0) })
        installed = system.installed
        leaving = []
        looseVariables = system.looseVariables
        widthTarget = system.widthTarget
        heightTarget = system.heightTarget
    }

    /// Brings `system` (or a new, empty one) to the collected hierarchy by view
    /// identity: views still there keep their records, new views get new ones, and
    /// the constraints of views that left leave the solver. `system`'s installed
    /// constraints are aligned with `old`; those of `new` still active keep theirs,
    /// the others wait in `leaving` for ``syncUserConstraints()``.
    private func adoptByIdentity(_ system: SolvedSystem?, from old: [LayoutConstraint], to new: [LayoutConstraint]) {
        var byView: [ObjectIdentifier: EngineRecord] = [:]
        if let system {
            solver = system.solver
            for record in system.records { byView[ObjectIdentifier(record.view)] = record }
            looseVariables = system.looseVariables
            widthTarget = system.widthTarget
            heightTarget = system.heightTarget
            var byConstraint: [ObjectIdentifier: InstalledConstraints] = [:]
            for (layout, group) in zip(old, system.installed) { byConstraint[ObjectIdentifier(layout)] = group }
            installed = new.map { byConstraint.removeValue(forKey: ObjectIdentifier($0)) }
            // In their old order (never a hash table's), so that solutions never depend on hashing.
            leaving = old.compactMap { byConstraint[ObjectIdentifier($0)] }
        } else {
            solver = Solver()
            installed = Array(repeating: nil, count: new.count)
            leaving = []
            looseVariables = [:]
            widthTarget = EditTarget()
            heightTarget = EditTarget()
        }
        var guidesRemoved = false
        let next = collected.map { entry in
            let record = byView.removeValue(forKey: ObjectIdentifier(entry.view)) ?? EngineRecord(view: entry.view, isRoot: entry.parent < 0)
            record.parent = entry.parent
            record.rightToLeft = entry.rightToLeft
            record.marginsSeen = nil
            if record.customVars.count > entry.view.customGuides.count { guidesRemoved = true }
            return record
        }
        // Views that left take their constraints with them, in the order they were
        // collected (never a hash table's order).
        for record in system?.records ?? [] where byView[ObjectIdentifier(record.view)] != nil { forget(record) }
        records = next
        recordsByView = Dictionary(uniqueKeysWithValues: records.map { (ObjectIdentifier($0.view), $0) })
        // A custom guide removed shifts the guides after it: every constraint is made again.
        if guidesRemoved {
            for record in records { record.customVars = [] }
            rebuildSolver()
        }
    }
}
