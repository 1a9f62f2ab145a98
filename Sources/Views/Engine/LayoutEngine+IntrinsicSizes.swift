import Cassowary
import Foundation

extension LayoutEngine {
    /// Keeps intrinsic-size constraints (compression resistance ≥, hugging ≤) in
    /// step. They hold the intrinsic size as constants until it first changes; from
    /// then on the view's intrinsic width and height are edit variables, so a new
    /// text width only suggests new values. Constraints change only then, with the
    /// priorities, or when an axis gains or loses its intrinsic size. (Edit variables
    /// cost every re-solve a little, so views whose size never changes do without.)
    /// Returns whether any size changed.
    ///
    /// A view is asked again only when something may have changed its answer: an
    /// intrinsic size invalidated or a hierarchy or trait change in this engine's
    /// domain (`askAll`), or, with `resized`, its own size since it was last asked (a
    /// view may read its width, as a wrapping label does). UIKit asks only after
    /// invalidation; asking again at a new size is what gets height for width
    /// right on the first pass.
    @discardableResult
    func syncIntrinsicSizes(askAll: Bool, resized: Bool) -> Bool {
        var changed = false
        for (position, record) in records.enumerated() {
            let view = record.view
            guard record.parent >= 0 && !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if !askAll && record.intrinsic != nil && (!resized || record.askedAt == view.storedFrame.size) { continue }
            changed = syncIntrinsicSize(record, position: position) || changed
        }
        return changed
    }

    /// The weight of the compression resistance of the view at `position` (its
    /// index in the hierarchy's order, parents first, subviews in order).
    ///
    /// Where two views resist compression at the same priority and both cannot have
    /// their size, UIKit's layout is ambiguous and either may give way. Here the
    /// later one keeps its size: a later position weighs more, so the earlier view
    /// (a leading label before a trailing date, say) is the one compressed.
    static func resistanceWeight(position: Int) -> Double { 1 + Double(position) / 1024 }

    /// Asks one view for its intrinsic size at its current size and brings its
    /// constraints and suggestions in step. Returns whether anything changed.
    private func syncIntrinsicSize(_ record: EngineRecord, position: Int) -> Bool {
        let view = record.view
        var changed = false
        record.askedAt = view.storedFrame.size
        let size = view.intrinsicContentSize
        let h = InstallKey.AxisPriorities(hugging: view.huggingH, resistance: view.resistanceH)
        let vp = InstallKey.AxisPriorities(hugging: view.huggingV, resistance: view.resistanceV)
        let hasWidth = size.width != View.noIntrinsicMetric, hasHeight = size.height != View.noIntrinsicMetric
        let weight = Self.resistanceWeight(position: position)
        let key = InstallKey.intrinsic(hasWidth: hasWidth, hasHeight: hasHeight, horizontal: h, vertical: vp, weight: weight)
        // A size that changes under constants moves the view to edit variables for good.
        let sizeMoved = record.intrinsic != nil && !record.intrinsicIsEdited && record.suggested != size
        if sizeMoved { record.intrinsicIsEdited = true }
        if record.intrinsic?.key != key || sizeMoved {
            let v = record.vars
            let edited = record.intrinsicIsEdited
            var constraints: [Constraint] = [v.width >= 0, v.height >= 0]
            for (has, variable, value, size, priorities) in [(hasWidth, record.intrinsicWidth, size.width, v.width, h),
                                                             (hasHeight, record.intrinsicHeight, size.height, v.height, vp)] {
                let target = edited ? variable.expression : Cassowary.Expression(Double(value))
                if has && priorities.hugging == priorities.resistance {
                    // Hugging as hard as resisting: one equality means the same (its error
                    // is the distance either way) with one row fewer.
                    constraints.append((size == target).withStrength(priorities.hugging.strength).withWeight(weight))
                } else if has {
                    constraints.append((size >= target).withStrength(priorities.resistance.strength).withWeight(weight))
                    constraints.append((size <= target).withStrength(priorities.hugging.strength))
                }
                if has && edited {
                    if !solver.hasEditVariable(variable) { try? solver.addEditVariable(variable, strength: 999) }
                } else if solver.hasEditVariable(variable) {
                    try? solver.removeEditVariable(variable)
                }
            }
            record.intrinsic = replace(record.intrinsic, with: constraints, key: key)
            record.suggested = edited ? CGSize(width: -2, height: -2) : size
            changed = true
        }
        if hasWidth && record.suggested.width != size.width {
            try? solver.suggestValue(Limits.length.clamp(Double(size.width)), for: record.intrinsicWidth)
            changed = true
        }
        if hasHeight && record.suggested.height != size.height {
            try? solver.suggestValue(Limits.length.clamp(Double(size.height)), for: record.intrinsicHeight)
            changed = true
        }
        record.suggested = size
        return changed
    }

    /// Before solving for a new root width: views that moved with the root in the
    /// last layouts (a wrapping label pinned across the cell) are asked at the width
    /// they will most likely get, so that the solve sees their new intrinsic size
    /// at once. A wrong guess costs only an extra question; the passes that follow
    /// still ask every view whose size differs from the one it answered for.
    ///
    /// With `askingAll` (a reconfigured cell: new texts), they are asked even at the
    /// width they last answered for: the frames a fit restores may be empty, and a
    /// wrapping label asked at no width answers with its text on one line, which the
    /// next pass corrects after the solver has pivoted to it and back.
    func foreseeWidths(rootWidth: CGFloat, askingAll: Bool) {
        for (position, record) in records.enumerated() {
            guard record.intrinsicIsEdited, let offset = record.widthOffset, record.intrinsic != nil,
                  !record.view.translatesAutoresizingMaskIntoConstraints else { continue }
            // Only narrower: a wider view's new intrinsic width could exceed the width
            // it still has until the solve, and the solver would pivot there and back.
            let width = Self.clean(rootWidth + offset, scale: Double(root.displayScale))
            guard width > 0, askingAll || width != record.askedAt.width,
                  width <= solver.value(ofVariable: record.vars.width.id) else { continue }
            record.view.storedFrame.size = CGSize(width: width, height: record.askedAt.height)
            _ = syncIntrinsicSize(record, position: position)
        }
    }

    /// Notes which views moved with the root, once a layout has settled.
    func noteWidthOffsets() {
        let rootWidth = solver.value(ofVariable: records[0].vars.width.id)
        for record in records where record.intrinsicIsEdited {
            let offset = solver.value(ofVariable: record.vars.width.id) - rootWidth
            record.widthOffset = record.lastWidthOffset.map { abs($0 - offset) < 1e-9 } == true ? offset : nil
            record.lastWidthOffset = offset
        }
    }
}
