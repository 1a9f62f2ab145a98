import Cassowary
import Foundation

/// Solves the constraints of one view hierarchy and sets its frames.
///
/// Every view and layout guide has four solver variables (minX, minY, width,
/// height) in the root's coordinates. A layout pass:
/// 1. brings the solver up to date: user constraints added, removed or changed;
///    frames of views that translate them into constraints; the system guides
///    (margins, safe area, readable content); intrinsic-size constraints
///    (compression resistance ≥, hugging ≤) at each view's priorities;
/// 2. solves, then gives every view the size it got and asks again for intrinsic
///    sizes, safe areas and margins: a view whose height depends on its width (a
///    multi-line label, or any view reading `bounds.width` in
///    `intrinsicContentSize`) now answers for its real width. Repeats until nothing
///    changes (at most eight passes, else a diagnostic);
/// 3. sets frames rounded to the pixel grid, then calls `layoutSubviews()` top down.
///
/// Constraints that cannot be satisfied are reported once and left out (the
/// newest of the conflicting ones), as UIKit breaks a constraint to recover.
final class LayoutEngine {
    /// Unowned without counting: the root owns its engines.
    unowned(unsafe) let root: View

    private let solver = Solver()

    private struct ItemVariables {
        let minX, minY, width, height: Variable
    }

    /// What installed constraints were made from; they are rebuilt when it changes.
    /// (A struct rather than an array: layout compares these on every pass.)
    private struct Signature: Equatable {
        var a, b, c, d, e, f, g: CGFloat
        init(_ a: CGFloat = 0, _ b: CGFloat = 0, _ c: CGFloat = 0, _ d: CGFloat = 0, _ e: CGFloat = 0,
             _ f: CGFloat = 0, _ g: CGFloat = 0)
        {
            (self.a, self.b, self.c, self.d, self.e, self.f, self.g) = (a, b, c, d, e, f, g)
        }
    }

    private struct Installed {
        var constraints: [Constraint]
        var signature: Signature
    }

    /// What the engine keeps for one view of the hierarchy. Layout walks these
    /// (parents first) on every pass, so per-view state lives here rather than in
    /// dictionaries keyed by view.
    private final class Record {
        /// Read on every pass without reference counting (views have side tables,
        /// for their weak superview references, which make counting slow). Safe:
        /// `retained` keeps every view but the root alive, and the root owns the engine.
        unowned(unsafe) let view: View
        private let retained: View?
        let vars: ItemVariables
        /// The superview's index in `records` (-1 for the root).
        var parent = -1
        var rightToLeft = false
        /// Frame, margins, safe-area and readable-guide constraints, as installed.
        var frame, margins, safeArea, readable: Installed?
        /// Compression resistance and hugging constraints against the intrinsic size's edit variables.
        var intrinsic: Installed?
        let intrinsicWidth = Variable("intrinsic.width"), intrinsicHeight = Variable("intrinsic.height")
        var suggested = CGSize(width: -2, height: -2)
        /// Whether the intrinsic size is held by edit variables (after it first
        /// changed) rather than by constants (views whose size never changes, such as
        /// images and one-line labels: fewer edit variables make every re-solve cheaper).
        var intrinsicIsEdited = false
        /// The view's width minus the root's after the last two layouts, when they
        /// agreed: such a view moves with the root, so its next width can be foreseen.
        var widthOffset: CGFloat?
        var lastWidthOffset: CGFloat?
        /// The view's size when it was last asked for its intrinsic size.
        var askedAt = CGSize(width: -1, height: -1)
        /// The layout margins last turned into effective margins.
        var marginsSeen: EdgeInsets?
        /// Scratch: the view's rectangle in the root's coordinates, and its frame before fitting.
        var rect = CGRect.zero
        var saved = CGRect.zero

        init(view: View, vars: ItemVariables, isRoot: Bool) {
            self.view = view
            retained = isRoot ? nil : view
            self.vars = vars
        }
    }

    /// The hierarchy, parents before children, as of `collectedVersion`.
    private var records: [Record] = []
    private var recordsByView: [ObjectIdentifier: Record] = [:]
    private var collectedVersion = -1
    private var notifiedVersion = -1

    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var userConstraints: [ObjectIdentifier: (layout: LayoutConstraint, installed: Installed)] = [:]
    /// The keys of `userConstraints` in the order they were installed: removals
    /// follow it, so that solutions never depend on hashing.
    private var userOrder: [ObjectIdentifier] = []
    /// Custom layout guides' constraints (width and height ≥ 0).
    private var guideConstraints: [ObjectIdentifier: Installed] = [:]
    private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []

    init(root: View) {
        self.root = root
    }

    private func vars(_ item: LayoutItem) -> ItemVariables {
        let key = ObjectIdentifier(item)
        if let existing = variables[key] { return existing }
        let name = debugName(of: item)
        let made = ItemVariables(minX: Variable("\(name).minX"), minY: Variable("\(name).minY"),
                                 width: Variable("\(name).width"), height: Variable("\(name).height"))
        variables[key] = made
        return made
    }

    private func isRightToLeft(_ item: LayoutItem) -> Bool {
        guard let view = item.owningViewForLayout else { return false }
        return recordsByView[ObjectIdentifier(view)]?.rightToLeft ?? view.isRightToLeft
    }

    private func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> Cassowary.Expression {
        let v = vars(item)
        let view = item as? View
        switch attribute {
        case .left: return v.minX.expression
        case .right: return v.minX + v.width
        case .leading: return isRightToLeft(item) ? v.minX + v.width : v.minX.expression
        case .trailing: return isRightToLeft(item) ? v.minX.expression : v.minX + v.width
        case .width: return v.width.expression
        case .height: return v.height.expression
        case .top: return v.minY.expression
        case .bottom: return v.minY + v.height
        case .centerX: return v.minX + 0.5 * v.width
        case .centerY: return v.minY + 0.5 * v.height
        case .firstBaseline: return v.minY + Double(view?.firstBaselineOffsetFromTop ?? 0)
        case .lastBaseline: return v.minY + v.height - Double(view?.lastBaselineOffsetFromBottom ?? 0)
        case .notAnAttribute: return Cassowary.Expression()
        }
    }

    private func report(_ message: String) {
        if reported.insert(message).inserted { diagnostics.append(message) }
    }

    // MARK: Keeping the solver in step

    private func replace(_ old: Installed?, with constraints: [Constraint], signature: Signature) -> Installed {
        if let old { for c in old.constraints { try? solver.remove(c) } }
        var added: [Constraint] = []
        for c in constraints {
            do {
                try solver.add(c)
                added.append(c)
            } catch {
                report("Unable to satisfy constraints; breaking \(c): \(error)")
            }
        }
        return Installed(constraints: added, signature: signature)
    }

    /// Installs `constraints` in `slot` unless they are already there with the same signature.
    /// Returns whether anything changed.
    @discardableResult
    private func system(_ slot: inout Installed?, signature: Signature, _ constraints: @autoclosure () -> [Constraint]) -> Bool {
        if slot?.signature == signature { return false }
        slot = replace(slot, with: constraints(), signature: signature)
        return true
    }

    /// The baseline offset a constraint uses on one side (0 when it uses none):
    /// the constraint is rebuilt when that offset changes.
    private func baselineSignature(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> CGFloat {
        guard let view = item as? View else { return 0 }
        switch attribute {
        case .firstBaseline: return view.firstBaselineOffsetFromTop
        case .lastBaseline: return view.lastBaselineOffsetFromBottom
        default: return 0
        }
    }

    /// The constraint version and view count the user constraints were last read at,
    /// and those of them that depend on baselines (re-checked on every pass).
    private var syncedVersion = -1
    private var syncedViewCount = -1
    private var baselineConstraints: [LayoutConstraint] = []

    private func usesBaseline(_ layout: LayoutConstraint) -> Bool {
        [LayoutAttribute.firstBaseline, .lastBaseline].contains(layout.firstAttribute)
            || [LayoutAttribute.firstBaseline, .lastBaseline].contains(layout.secondAttribute)
    }

    private func syncUserConstraints() {
        // Nothing activated, deactivated or changed: only baselines may have moved.
        if LayoutConstraint.version.load(ordering: .relaxed) == syncedVersion && records.count == syncedViewCount {
            if !baselineConstraints.isEmpty { install(baselineConstraints) }
            return
        }
        syncedVersion = LayoutConstraint.version.load(ordering: .relaxed)
        syncedViewCount = records.count
        // Remove what is no longer active first, so that a replacement never meets
        // the constraint it replaces (a stack view's new spacing, say).
        let active = records.flatMap(\.view.activeConstraints)
        baselineConstraints = active.filter(usesBaseline)
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

    /// Empties the solver and forgets everything installed, so that this pass
    /// installs every constraint and edit variable afresh.
    private func rebuildSolver() {
        solver.reset()
        userConstraints.removeAll(keepingCapacity: true)
        userOrder.removeAll(keepingCapacity: true)
        guideConstraints.removeAll()
        for record in records {
            (record.frame, record.margins, record.safeArea, record.readable, record.intrinsic) = (nil, nil, nil, nil, nil)
            record.suggested = CGSize(width: -2, height: -2)
        }
        widthTarget = EditTarget()
        heightTarget = EditTarget()
    }

    /// Installs each constraint whose signature changed.
    private func install(_ active: [LayoutConstraint]) {
        for layout in active {
            let key = ObjectIdentifier(layout)
            let signature = Signature(layout.constant, CGFloat(layout.priority.rawValue), layout.multiplier,
                                      isRightToLeft(layout.firstItem) ? 1 : 0,
                                      baselineSignature(layout.firstItem, layout.firstAttribute),
                                      baselineSignature(layout.secondItem, layout.secondAttribute))
            if let existing = userConstraints[key], existing.installed.signature == signature { continue }
            if let second = layout.secondItem, !(second.owningViewForLayout?.isDescendant(of: root) ?? false) {
                report("\(layout) refers to \(debugName(of: second)), outside this hierarchy; ignored")
                continue
            }
            // Leading and trailing positions count in the leading direction: right to
            // left, x is negated, so that constants and inequalities keep their
            // meaning ("8 after", "not past the trailing edge") when the layout flips.
            let directional: Set<LayoutAttribute> = [.leading, .trailing]
            let sign = layout.secondItem != nil && directional.contains(layout.firstAttribute)
                && directional.contains(layout.secondAttribute) && isRightToLeft(layout.firstItem) ? -1.0 : 1.0
            let lhs = sign * expression(layout.firstItem, layout.firstAttribute)
            var rhs = Cassowary.Expression(Double(layout.constant))
            if let secondItem = layout.secondItem {
                rhs = Double(layout.multiplier) * sign * expression(secondItem, layout.secondAttribute) + Double(layout.constant)
            }
            let relation: Relation = layout.relation == .equal ? .equal
                : layout.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
            let constraint = Constraint(lhs - rhs, relation, strength: layout.priority.strength,
                                        identifier: layout.description)
            if userConstraints[key] == nil { userOrder.append(key) }
            userConstraints[key] = (layout, replace(userConstraints[key]?.installed, with: [constraint],
                                                    signature: signature))
        }
    }

    /// Frames turned into constraints, the root's size, and the system guides.
    /// Returns whether any constraint changed.
    @discardableResult
    private func syncSystem(targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) -> Bool {
        var changed = false
        for record in records {
            let view = record.view
            let v = record.vars
            if view === root {
                if let targetSize {
                    // Pulled toward the target by edit variables, so that measuring at a
                    // new width only suggests a value. (A required fitting priority
                    // becomes 999: edit variables cannot be required.)
                    changed = system(&record.frame, signature: Signature(CGFloat(priorities.0.rawValue), CGFloat(priorities.1.rawValue)), [
                        v.minX == 0, v.minY == 0, v.width >= 0, v.height >= 0,
                    ]) || changed
                    editTarget(&widthTarget, v.width, Double(targetSize.width), priorities.0)
                    editTarget(&heightTarget, v.height, Double(targetSize.height), priorities.1)
                } else {
                    let size = view.storedFrame.size
                    changed = system(&record.frame, signature: Signature(size.width, size.height), [
                        v.minX == 0, v.minY == 0, v.width == Double(size.width), v.height == Double(size.height),
                    ]) || changed
                }
            } else if view.translatesAutoresizingMaskIntoConstraints, record.parent >= 0 {
                let frame = view.storedFrame
                let s = records[record.parent].vars
                changed = system(&record.frame, signature: Signature(frame.minX, frame.minY, frame.width, frame.height), [
                    v.minX == s.minX + Double(frame.minX), v.minY == s.minY + Double(frame.minY),
                    v.width == Double(frame.width), v.height == Double(frame.height),
                ]) || changed
            } else if let old = record.frame {
                _ = replace(old, with: [], signature: Signature())
                record.frame = nil
                changed = true
            }
            changed = syncGuides(of: record) || changed
        }
        return changed
    }

    /// An edit variable pulling the root's width or height toward the fitting target.
    private struct EditTarget {
        var strength: Strength?
        var value: Double?
    }

    private var widthTarget = EditTarget(), heightTarget = EditTarget()

    /// Suggests `value` for `variable` through an edit variable at `priority`.
    private func editTarget(_ target: inout EditTarget, _ variable: Variable, _ value: Double, _ priority: LayoutPriority) {
        let strength = Strength(min(priority.rawValue, 999))
        if target.strength != strength {
            if target.strength != nil { try? solver.removeEditVariable(variable) }
            try? solver.addEditVariable(variable, strength: strength)
            target = EditTarget(strength: strength, value: nil)
        }
        guard target.value != value else { return }
        target.value = value
        try? solver.suggestValue(value, for: variable)
    }

    private func inset(_ guide: LayoutGuide, in view: View, by insets: EdgeInsets) -> [Constraint] {
        let g = vars(guide), v = vars(view)
        return [
            g.minX == v.minX + Double(insets.left), g.minY == v.minY + Double(insets.top),
            g.minX + g.width == v.minX + v.width - Double(insets.right),
            g.minY + g.height == v.minY + v.height - Double(insets.bottom),
        ]
    }

    private func syncGuides(of record: Record) -> Bool {
        let view = record.view
        if view.marginsGuide == nil && view.safeAreaGuide == nil && view.readableGuide == nil && view.customGuides.isEmpty {
            return false
        }
        var changed = false
        let margins = view.effectiveLayoutMargins
        let marginSignature = Signature(margins.top, margins.left, margins.bottom, margins.right)
        if let guide = view.marginsGuide {
            changed = system(&record.margins, signature: marginSignature, inset(guide, in: view, by: margins)) || changed
        }
        if let guide = view.safeAreaGuide {
            let safe = view.safeAreaInsets
            changed = system(&record.safeArea, signature: Signature(safe.top, safe.left, safe.bottom, safe.right),
                             inset(guide, in: view, by: safe)) || changed
        }
        if let guide = view.readableGuide {
            let g = vars(guide), v = record.vars
            let readable = Double(view.readableWidth)
            var readableSignature = marginSignature
            readableSignature.e = CGFloat(readable)
            changed = system(&record.readable, signature: readableSignature, [
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
        for guide in view.customGuides {
            let key = ObjectIdentifier(guide)
            guard guideConstraints[key] == nil else { continue }
            let g = vars(guide)
            guideConstraints[key] = replace(nil, with: [g.width >= 0, g.height >= 0], signature: Signature())
            changed = true
        }
        return changed
    }

    /// Keeps intrinsic-size constraints (compression resistance ≥, hugging ≤) in
    /// step. They hold the intrinsic size as constants until it first changes; from
    /// then on the view's intrinsic width and height are edit variables, so a new
    /// text width only suggests new values. Constraints change only then, with the
    /// priorities, or when an axis gains or loses its intrinsic size. (Edit variables
    /// cost every re-solve a little, so views whose size never changes do without.)
    /// Returns whether any size changed.
    ///
    /// A view is asked again only when something may have changed its answer: an
    /// intrinsic size invalidated or a hierarchy or trait change anywhere
    /// (`askAll`), or, with `resized`, its own size since it was last asked (a view
    /// may read its width, as a wrapping label does). UIKit asks only after
    /// invalidation; asking again at a new size is what gets height for width
    /// right on the first pass.
    @discardableResult
    private func syncIntrinsicSizes(askAll: Bool, resized: Bool) -> Bool {
        var changed = false
        for record in records {
            let view = record.view
            guard record.parent >= 0 && !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if !askAll && record.intrinsic != nil && (!resized || record.askedAt == view.storedFrame.size) { continue }
            changed = syncIntrinsicSize(record) || changed
        }
        return changed
    }

    /// Asks one view for its intrinsic size at its current size and brings its
    /// constraints and suggestions in step. Returns whether anything changed.
    private func syncIntrinsicSize(_ record: Record) -> Bool {
        let view = record.view
        var changed = false
        record.askedAt = view.storedFrame.size
        let size = view.intrinsicContentSize
        let h = (view.huggingH, view.resistanceH), vp = (view.huggingV, view.resistanceV)
        let hasWidth = size.width != View.noIntrinsicMetric, hasHeight = size.height != View.noIntrinsicMetric
        let signature = Signature(hasWidth ? 1 : 0, hasHeight ? 1 : 0, CGFloat(h.0.rawValue), CGFloat(h.1.rawValue),
                                  CGFloat(vp.0.rawValue), CGFloat(vp.1.rawValue))
        // A size that changes under constants moves the view to edit variables for good.
        let sizeMoved = record.intrinsic != nil && !record.intrinsicIsEdited && record.suggested != size
        if sizeMoved { record.intrinsicIsEdited = true }
        if record.intrinsic?.signature != signature || sizeMoved {
            let v = record.vars
            let edited = record.intrinsicIsEdited
            var constraints: [Constraint] = [v.width >= 0, v.height >= 0]
            for (has, variable, value, size, priorities) in [(hasWidth, record.intrinsicWidth, size.width, v.width, h),
                                                             (hasHeight, record.intrinsicHeight, size.height, v.height, vp)] {
                let target = edited ? variable.expression : Cassowary.Expression(Double(value))
                if has && priorities.0 == priorities.1 {
                    // Hugging as hard as resisting: one equality means the same (its error
                    // is the distance either way) with one row fewer.
                    constraints.append((size == target).withStrength(priorities.0.strength))
                } else if has {
                    constraints.append((size >= target).withStrength(priorities.1.strength))
                    constraints.append((size <= target).withStrength(priorities.0.strength))
                }
                if has && edited {
                    if !solver.hasEditVariable(variable) { try? solver.addEditVariable(variable, strength: 999) }
                } else if solver.hasEditVariable(variable) {
                    try? solver.removeEditVariable(variable)
                }
            }
            record.intrinsic = replace(record.intrinsic, with: constraints, signature: signature)
            record.suggested = edited ? CGSize(width: -2, height: -2) : size
            changed = true
        }
        if hasWidth && record.suggested.width != size.width {
            try? solver.suggestValue(Double(size.width), for: record.intrinsicWidth)
            changed = true
        }
        if hasHeight && record.suggested.height != size.height {
            try? solver.suggestValue(Double(size.height), for: record.intrinsicHeight)
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
    private func foreseeWidths(rootWidth: CGFloat) {
        for record in records {
            guard record.intrinsicIsEdited, let offset = record.widthOffset, record.intrinsic != nil,
                  !record.view.translatesAutoresizingMaskIntoConstraints else { continue }
            // Only narrower: a wider view's new intrinsic width could exceed the width
            // it still has until the solve, and the solver would pivot there and back.
            let width = rootWidth + offset
            guard width > 0, width != record.askedAt.width, width <= solver.value(of: record.vars.width) else { continue }
            record.view.storedFrame.size = CGSize(width: width, height: record.askedAt.height)
            _ = syncIntrinsicSize(record)
        }
    }

    /// Notes which views moved with the root, once a layout has settled.
    private func noteWidthOffsets() {
        let rootWidth = solver.value(of: records[0].vars.width)
        for record in records where record.intrinsicIsEdited {
            let offset = solver.value(of: record.vars.width) - rootWidth
            record.widthOffset = record.lastWidthOffset.map { abs($0 - offset) < 1e-9 } == true ? offset : nil
            record.lastWidthOffset = offset
        }
    }

    // MARK: Safe area and margins from the current solution

    private func rootRect(_ item: LayoutItem) -> CGRect { rootRect(vars(item)) }

    private func rootRect(_ v: ItemVariables) -> CGRect {
        CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
                      width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// Derives every view's safe area insets and effective margins from where it lies.
    private func updateInsets() {
        let rootInsets = root.rootSafeAreaInsets
        let rootBounds = rootRect(root)
        let safe = CGRect(x: rootBounds.minX + rootInsets.left, y: rootBounds.minY + rootInsets.top,
                          width: rootBounds.width - rootInsets.left - rootInsets.right,
                          height: rootBounds.height - rootInsets.top - rootInsets.bottom)
        for record in records {
            let view = record.view
            let rect = view === root ? rootBounds : rootRect(record.vars)
            record.rect = rect
            record.marginsSeen = view.layoutMargins
            let clamp = { (value: CGFloat, limit: CGFloat) in min(max(0, value), max(0, limit)) }
            let insets = view === root ? rootInsets : EdgeInsets(
                top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
            if view !== root { view.derivedSafeAreaInsets = insets }
            var margins = view.layoutMargins
            if view.insetsLayoutMarginsFromSafeArea {
                margins = EdgeInsets(top: margins.top + insets.top, left: margins.left + insets.left,
                                     bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
            }
            if view.preservesSuperviewLayoutMargins, record.parent >= 0 {
                let superview = records[record.parent].view, parent = records[record.parent].rect
                let p = superview.effectiveLayoutMargins
                margins.top = max(margins.top, p.top - (rect.minY - parent.minY))
                margins.left = max(margins.left, p.left - (rect.minX - parent.minX))
                margins.bottom = max(margins.bottom, p.bottom - (parent.maxY - rect.maxY))
                margins.right = max(margins.right, p.right - (parent.maxX - rect.maxX))
            }
            view.effectiveLayoutMargins = margins
        }
    }

    // MARK: Passes

    /// The hierarchy, parents before children, noting each view's direction and
    /// its superview's index. Views that left take their constraints with them.
    private func collect() {
        collectedVersion = View.hierarchyVersion.load(ordering: .relaxed)
        var next: [Record] = []
        var byView: [ObjectIdentifier: Record] = [:]
        var stack: [(View, Int, Bool)] = [(root, -1, root.isRightToLeft)]
        while let (view, parent, inherited) = stack.popLast() {
            let id = ObjectIdentifier(view)
            let record = recordsByView[id] ?? Record(view: view, vars: vars(view), isRoot: view === root)
            record.parent = parent
            record.rightToLeft = view.traitOverrides.layoutDirection.map { $0 == .rightToLeft } ?? inherited
            record.marginsSeen = nil
            byView[id] = record
            next.append(record)
            // A boundary below the root is a leaf here: its own engine lays out inside.
            if view.isLayoutBoundary && view !== root { continue }
            for subview in view.subviews.reversed() { stack.append((subview, next.count - 1, record.rightToLeft)) }
        }
        for (id, record) in recordsByView where byView[id] == nil { forget(record) }
        records = next
        recordsByView = byView
    }

    /// Removes the constraints and edit variables of a view that left the hierarchy.
    private func forget(_ record: Record) {
        for slot in [record.frame, record.margins, record.safeArea, record.readable, record.intrinsic] {
            if let slot { _ = replace(slot, with: [], signature: Signature()) }
        }
        for variable in [record.intrinsicWidth, record.intrinsicHeight] where solver.hasEditVariable(variable) {
            try? solver.removeEditVariable(variable)
        }
        for guide in record.view.customGuides {
            if let installed = guideConstraints.removeValue(forKey: ObjectIdentifier(guide)) {
                _ = replace(installed, with: [], signature: Signature())
            }
            variables[ObjectIdentifier(guide)] = nil
        }
        // Its variables go too: a view made later at the same address starts afresh.
        variables[ObjectIdentifier(record.view)] = nil
    }

    /// Whether the last layout derived margins from frames (they must be derived
    /// again when it no longer does: the safe area they included is gone).
    private var insetsFollowedFrames = false

    /// Intrinsic-size and hierarchy versions of the last full round of questions.
    private var askedVersions = (intrinsic: -1, hierarchy: -1)

    /// Solves and gives every view its unrounded size, repeating while intrinsic
    /// sizes, safe areas or margins change with the frames views get.
    private func solve(targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) {
        // Safe areas and preserved superview margins depend on where views end up;
        // without them, margins are fixed for the whole layout, and derived again
        // only when a view's own margins changed.
        let insetsFollowFrames = root.rootSafeAreaInsets != .zero || records.contains { $0.view.preservesSuperviewLayoutMargins }
        if !insetsFollowFrames && (insetsFollowedFrames || records.contains { $0.marginsSeen != $0.view.layoutMargins }) {
            updateInsets()
        }
        insetsFollowedFrames = insetsFollowFrames
        let versions = (View.intrinsicVersion.load(ordering: .relaxed), View.hierarchyVersion.load(ordering: .relaxed))
        let askAll = versions != askedVersions
        askedVersions = versions
        syncUserConstraints()
        if !askAll && priorities.0 == .required {
            foreseeWidths(rootWidth: targetSize?.width ?? root.storedFrame.width)
        }
        syncSystem(targetSize: targetSize, priorities: priorities)
        syncIntrinsicSizes(askAll: askAll, resized: false)
        defer { noteWidthOffsets() }
        for pass in 0..<8 {
            // Sizes set by hand (frames translated into constraints) stay exactly as set.
            for record in records where record.parent >= 0 ? !record.view.translatesAutoresizingMaskIntoConstraints
                : targetSize != nil
            {
                let v = record.vars
                record.view.storedFrame.size = CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
            }
            var guidesChanged = false
            if insetsFollowFrames {
                updateInsets()
                guidesChanged = syncSystem(targetSize: targetSize, priorities: priorities)
            }
            let intrinsicChanged = syncIntrinsicSizes(askAll: false, resized: true)
            // Baselines move with sizes too.
            if intrinsicChanged { syncUserConstraints() }
            if !guidesChanged && !intrinsicChanged { return }
            if pass == 7 { report("Layout did not settle after 8 passes (height for width, margins or safe area)") }
        }
    }

    /// Traits, then every view's own constraints, before anything is measured.
    /// Traits change only with the hierarchy version (overrides or hierarchy), so
    /// they are checked only when it moved.
    private func prepare() {
        if View.hierarchyVersion.load(ordering: .relaxed) != collectedVersion { collect() }
        if notifiedVersion != collectedVersion {
            root.notifyTraitChangesInSubtree()
            notifiedVersion = View.hierarchyVersion.load(ordering: .relaxed)
            if notifiedVersion != collectedVersion { collect() }
        }
        for record in records { record.view.updateConstraints() }
        if View.hierarchyVersion.load(ordering: .relaxed) != collectedVersion { collect() }
    }

    /// A full layout pass of the hierarchy.
    func layout() {
        prepare()
        solve(targetSize: nil, priorities: (.required, .required))
        applyFrames()
        for record in records {
            if record.parent >= 0 && record.view.isLayoutBoundary {
                record.view.layoutIfNeeded()
                continue
            }
            record.view.needsLayout = false
            record.view.layoutSubviews()
        }
    }

    /// The parts of `view`'s frame that constraints leave undetermined: each variable
    /// is nudged by the weakest possible pull, which moves it only if nothing holds it.
    func undeterminedAttributes(of view: View) -> [String] {
        guard variables[ObjectIdentifier(view)] != nil else { return [] }
        let v = vars(view)
        var result: [String] = []
        for (name, variable) in [("x", v.minX), ("y", v.minY), ("width", v.width), ("height", v.height)]
        where !solver.hasEditVariable(variable) {
            let before = solver.value(of: variable)
            do {
                try solver.addEditVariable(variable, strength: 1)
                try solver.suggestValue(before + 37, for: variable)
                if abs(solver.value(of: variable) - before) > 1e-6 { result.append(name) }
                try solver.removeEditVariable(variable)
            } catch {
                report("Ambiguity check failed for \(view.debugName): \(error)")
            }
        }
        return result
    }

    /// The root's fitting size for a target, as `systemLayoutSizeFitting` gives it.
    func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        prepare()
        for record in records { record.saved = record.view.storedFrame }
        solve(targetSize: target, priorities: (horizontal, vertical))
        let v = records[0].vars
        let scale = root.displayScale
        let size = CGSize(width: (solver.value(of: v.width) * scale - 1e-6).rounded(.up) / scale,
                          height: (solver.value(of: v.height) * scale - 1e-6).rounded(.up) / scale)
        for record in records { record.view.storedFrame = record.saved }
        return size
    }

    /// Sets frames from the solution, on the pixel grid. Positions are worked out in
    /// whole pixels and divided once, so a one-pixel line is exactly `1 / scale` high;
    /// frames set by hand stay exactly as set (the solver only echoes them).
    private func applyFrames() {
        let scale = root.displayScale
        func pixels(_ v: ItemVariables) -> CGRect {
            let r = rootRect(v)
            let x0 = (r.minX * scale).rounded(), y0 = (r.minY * scale).rounded()
            return CGRect(x: x0, y: y0, width: (r.maxX * scale).rounded() - x0, height: (r.maxY * scale).rounded() - y0)
        }
        func points(_ rect: CGRect, from origin: CGPoint) -> CGRect {
            CGRect(x: (rect.minX - origin.x) / scale, y: (rect.minY - origin.y) / scale,
                   width: rect.width / scale, height: rect.height / scale)
        }
        // Each record's rectangle in the root, in pixels.
        var inPixels: [CGRect] = []
        inPixels.reserveCapacity(records.count)
        for record in records {
            let view = record.view
            let parent = record.parent >= 0 ? inPixels[record.parent].origin : .zero
            let rect: CGRect
            if view !== root && view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.storedFrame
                rect = CGRect(x: parent.x + frame.minX * scale, y: parent.y + frame.minY * scale,
                              width: frame.width * scale, height: frame.height * scale)
            } else {
                rect = pixels(record.vars)
                if view !== root { view.storedFrame = points(rect, from: parent) }
            }
            inPixels.append(rect)
            // `rect` holds the rounded rectangle in root coordinates until the next update of insets.
            record.rect = points(rect, from: .zero)
            for guide in view.layoutGuides {
                guide.layoutFrame = points(pixels(vars(guide)), from: rect.origin)
            }
        }
    }
}
