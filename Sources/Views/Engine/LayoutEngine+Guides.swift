import Cassowary
import Foundation
import Graphics

/// An edit variable pulling the root's width or height toward a fitting target.
struct EditTarget {
    var strength: Strength?
    var value: Double?
    /// Below an optional fitting priority, the same pull at ``Strength/tieBreak``:
    /// when constraints at the fitting priority tie with it (`h >= w @50` against
    /// the compressed height's `h == 0 @50`), the size nearest the target wins,
    /// rather than whichever the solver's history landed on.
    var tie: Constraint?
}

extension LayoutEngine {
    /// Frames turned into constraints, the root's size, and the system guides.
    /// Returns whether any constraint changed.
    @discardableResult
    func syncSystem(targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) -> Bool {
        var changed = false
        for record in records {
            let view = record.view
            if view === root {
                let v = record.vars
                // At the origin, never smaller than nothing, whether fitted or shown: a cell
                // fitted and then shown (every row scrolled into view) changes only its size.
                // (A root shown at a negative size, which UIKit allows, is not held to it.)
                let shownSize = targetSize == nil ? view.storedFrame.size : .zero
                let nonNegative = shownSize.width >= 0 && shownSize.height >= 0
                changed = install(&record.frame, key: .root(nonNegative: nonNegative),
                                  nonNegative ? [v.minX == 0, v.minY == 0, v.width >= 0, v.height >= 0] : [v.minX == 0, v.minY == 0])
                    || changed
                if let targetSize {
                    // The shown height goes; the shown width stays when the root is fitted at
                    // that width as required (a table's row: one constraint less to take out
                    // and put back each time a row is fitted and shown).
                    if let height = record.shownHeight {
                        _ = replace(height, with: [], key: .fixed)
                        record.shownHeight = nil
                        changed = true
                    }
                    if let width = record.shownWidth,
                       priorities.0 != .required || width.key != .rootLength(targetSize.width) || targetSize.width < 0
                    {
                        _ = replace(width, with: [], key: .fixed)
                        record.shownWidth = nil
                        changed = true
                    }
                    // Pulled toward the target by edit variables, so that measuring at a
                    // new width only suggests a value. (A required fitting priority
                    // becomes 999: edit variables cannot be required.)
                    editTarget(&widthTarget, v.width, Double(targetSize.width), priorities.0)
                    editTarget(&heightTarget, v.height, Double(targetSize.height), priorities.1)
                } else {
                    // The size shown, required; a new size moves it in place.
                    let size = view.storedFrame.size
                    changed = install(&record.shownWidth, key: .rootLength(size.width), [v.width == Double(size.width)]) || changed
                    changed = install(&record.shownHeight, key: .rootLength(size.height), [v.height == Double(size.height)]) || changed
                }
            } else if view.translatesAutoresizingMaskIntoConstraints, record.parent >= 0 {
                let frame = view.storedFrame
                let v = record.vars, s = records[record.parent].vars
                if let old = record.frame, old.key != .frame(frame), !guidesAreCurrent(record) {
                    // The old frame goes before the guides change and the new one comes
                    // after, so that neither meets the other's insets (a window turned
                    // moves a view and its safe area at once). When the guides stay, the
                    // new frame takes the old one's place.
                    _ = replace(old, with: [], key: .fixed)
                    record.frame = nil
                    changed = syncGuides(of: record) || changed
                }
                changed = install(&record.frame, key: .frame(frame), [
                    v.minX == s.minX + Double(frame.minX), v.minY == s.minY + Double(frame.minY),
                    v.width == Double(frame.width), v.height == Double(frame.height),
                ]) || changed
            } else if let old = record.frame {
                _ = replace(old, with: [], key: .fixed)
                record.frame = nil
                changed = true
            }
            changed = syncGuides(of: record) || changed
        }
        return changed
    }

    /// Suggests `value` for `variable` through an edit variable at `priority`.
    private func editTarget(_ target: inout EditTarget, _ variable: Variable, _ value: Double, _ priority: LayoutPriority) {
        let strength = Strength(min(priority.rawValue, 999))
        if target.strength != strength {
            if target.strength != nil { try? solver.removeEditVariable(variable) }
            try? solver.addEditVariable(variable, strength: strength)
            target.strength = strength
            target.value = nil
        }
        guard target.value != value else { return }
        target.value = value
        // Inside the solver's range (a fitting target of greatestFiniteMagnitude, say).
        let clamped = Limits.length.clamp(value)
        try? solver.suggestValue(clamped, for: variable)
        syncTie(&target, variable, priority == .required ? nil : clamped)
    }

    /// Puts `target`'s tie-break at `value`, or takes it away (nil).
    private func syncTie(_ target: inout EditTarget, _ variable: Variable, _ value: Double?) {
        let tie = value.map { (variable == $0).withStrength(.tieBreak) }
        // An optional constraint of finite numbers: none of these can fail.
        switch (target.tie, tie) {
        case let (old?, new?): try? solver.replace(old, with: new)
        case let (old?, nil): try? solver.remove(old)
        case let (nil, new?): try? solver.add(new)
        case (nil, nil): break
        }
        target.tie = tie
    }

    private func inset(_ guide: LayoutGuide, in view: View, by insets: EdgeInsets) -> [Constraint] {
        let g = vars(guide), v = vars(view)
        return [
            g.minX == v.minX + Double(insets.left), g.minY == v.minY + Double(insets.top),
            g.minX + g.width == v.minX + v.width - Double(insets.right),
            g.minY + g.height == v.minY + v.height - Double(insets.bottom),
        ]
    }

    /// Whether the guides of `record`'s view are installed with the insets it has now
    /// (``syncGuides(of:)`` would change nothing).
    private func guidesAreCurrent(_ record: EngineRecord) -> Bool {
        let view = record.view
        let margins = view.effectiveLayoutMargins
        return (view.marginsGuide == nil || record.margins?.key == .insets(margins))
            && (view.safeAreaGuide == nil || record.safeArea?.key == .insets(view.safeAreaInsets))
            && (view.readableGuide == nil || record.readable?.key == .readable(margins: margins, width: view.readableWidth))
            && view.customGuides.count == record.customGuideConstraints.count
    }

    /// The margins, safe-area, readable-content and custom guides of one view.
    private func syncGuides(of record: EngineRecord) -> Bool {
        let view = record.view
        if view.marginsGuide == nil && view.safeAreaGuide == nil && view.readableGuide == nil && view.customGuides.isEmpty {
            return false
        }
        var changed = false
        let margins = view.effectiveLayoutMargins
        if let guide = view.marginsGuide {
            changed = install(&record.margins, key: .insets(margins), inset(guide, in: view, by: margins)) || changed
        }
        if let guide = view.safeAreaGuide {
            let safe = view.safeAreaInsets
            changed = install(&record.safeArea, key: .insets(safe), inset(guide, in: view, by: safe)) || changed
        }
        if let guide = view.readableGuide {
            let g = vars(guide), v = record.vars
            let readable = Double(view.readableWidth)
            changed = install(&record.readable, key: .readable(margins: margins, width: CGFloat(readable)), [
                g.minY == v.minY + Double(margins.top),
                g.minY + g.height == v.minY + v.height - Double(margins.bottom),
                g.minX >= v.minX + Double(margins.left),
                g.minX + g.width <= v.minX + v.width - Double(margins.right),
                g.minX + 0.5 * g.width == v.minX + Double(margins.left)
                    + 0.5 * (v.width - Double(margins.left + margins.right)),
                g.width <= readable, g.width >= 0,
                // Below a required fitting target (an edit variable at 999), so that
                // the guide never widens the view it belongs to.
                (g.width == readable).withStrength(998),
            ]) || changed
        }
        for guide in view.customGuides.dropFirst(record.customGuideConstraints.count) {
            let g = record.vars(of: guide)
            record.customGuideConstraints.append(replace(nil, with: [g.width >= 0, g.height >= 0], key: .fixed))
            changed = true
        }
        return changed
    }

    /// Derives every view's safe area insets and effective margins from where it lies
    /// in the current solution, or, `fromFrames`, before solving: from the root's frame
    /// and the frames of views placed by hand as set now (the rest from the last
    /// solution). A window turned sets new frames and a new safe area at once; insets
    /// derived from the old solution would then contradict the new frames.
    func updateInsets(fromFrames: Bool = false) {
        let rootInsets = root.rootSafeAreaInsets
        let rootBounds = fromFrames ? CGRect(origin: .zero, size: root.storedFrame.size) : rootRect(root)
        let safe = CGRect(x: rootBounds.minX + rootInsets.left, y: rootBounds.minY + rootInsets.top,
                          width: rootBounds.width - rootInsets.left - rootInsets.right,
                          height: rootBounds.height - rootInsets.top - rootInsets.bottom)
        for (index, record) in records.enumerated() {
            let view = record.view
            let rect: CGRect
            // Whether the rectangle is the last solution's, for a root that may have had
            // another size since.
            var solved = false
            if view === root {
                rect = rootBounds
            } else if fromFrames, view.translatesAutoresizingMaskIntoConstraints, record.parent >= 0, record.parent < index {
                let parent = records[record.parent].rect, frame = view.storedFrame
                rect = CGRect(x: parent.minX + frame.minX, y: parent.minY + frame.minY, width: frame.width, height: frame.height)
            } else {
                rect = rootRect(of: record)
                solved = fromFrames
            }
            record.rect = rect
            record.marginsSeen = view.layoutMargins
            let clamp = { (value: CGFloat, limit: CGFloat) in min(max(0, value), max(0, limit)) }
            var insets = view === root ? rootInsets : EdgeInsets(
                top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
            if solved {
                // Before solving, a view laid out by constraints is where the last solution
                // put it, which may reach past a root since made smaller (a cell shown for a
                // shorter row). Past an edge the root has no inset on, that is no unsafe area
                // but a stale frame: its content view took the overhang as a bottom margin
                // that its content could not fit, and the pass broke a constraint and ran
                // again. The pass after solving sees where the view really is.
                if rootInsets.top == 0 { insets.top = 0 }
                if rootInsets.left == 0 { insets.left = 0 }
                if rootInsets.bottom == 0 { insets.bottom = 0 }
                if rootInsets.right == 0 { insets.right = 0 }
            }
            if view !== root { view.derivedSafeAreaInsets = insets }
            var margins = view.layoutMargins
            if view.insetsLayoutMarginsFromSafeArea {
                margins = EdgeInsets(top: margins.top + insets.top, left: margins.left + insets.left,
                                     bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
            }
            let preservesAll = view.preservesSuperviewLayoutMargins
            if preservesAll || view.preservesSuperviewSideMargins, record.parent >= 0 {
                let superview = records[record.parent].view, parent = records[record.parent].rect
                let p = superview.effectiveLayoutMargins
                // Read from solved frames, so cleaned of rounding: a margin of 16 that came
                // back as 15.999999999999943 changed the guide's constraints and took
                // another pass.
                let scale = Double(root.displayScale)
                func preserved(_ own: CGFloat, _ inherited: CGFloat) -> CGFloat {
                    max(own, Self.clean(inherited, scale: scale))
                }
                if preservesAll {
                    margins.top = preserved(margins.top, p.top - (rect.minY - parent.minY))
                    margins.bottom = preserved(margins.bottom, p.bottom - (parent.maxY - rect.maxY))
                }
                margins.left = preserved(margins.left, p.left - (rect.minX - parent.minX))
                margins.right = preserved(margins.right, p.right - (parent.maxX - rect.maxX))
            }
            view.effectiveLayoutMargins = margins
        }
    }
}
