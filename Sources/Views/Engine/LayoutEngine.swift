import Cassowary
import Foundation
import Graphics
import Typesetting

/// Solves the constraints of one view hierarchy and sets its frames.
///
/// Every view and layout guide has four solver variables (minX, minY, width,
/// height) in the root's coordinates. A layout pass:
/// 1. brings the solver up to date (``syncUserConstraints()``, ``syncSystem(targetSize:priorities:)``,
///    ``syncIntrinsicSizes(askAll:resized:)``): user constraints added, removed or
///    changed; frames of views that translate them into constraints; the system
///    guides (margins, safe area, readable content); intrinsic-size constraints
///    (compression resistance ≥, hugging ≤) at each view's priorities;
/// 2. solves, then gives every view the size it got and asks again for intrinsic
///    sizes, safe areas and margins: a view whose height depends on its width (a
///    multi-line label, or any view reading `bounds.width` in
///    `intrinsicContentSize`) now answers for its real width. Repeats until nothing
///    changes (at most eight passes, else a diagnostic);
/// 3. sets frames rounded to the pixel grid (``applyFrames()``), then calls
///    `layoutSubviews()` top down.
///
/// Constraints that cannot be satisfied are reported once and left out (the
/// newest of the conflicting ones), as UIKit breaks a constraint to recover.
///
/// The parts live in files of their own: `EngineRecord` (per-view state),
/// `ConstraintTranslation` (a layout constraint as a solver constraint),
/// `+Constraints` (user constraints), `+Guides` (frames, root size, margins, safe
/// area and readable guides), `+IntrinsicSizes`, `+Hierarchy` (which views take
/// part) and `+Frames` (the solution on the pixel grid).
///
/// Its properties, and its records', are `@exclusivity(unchecked)` (run-time
/// checks took about a sixth of a reconfigured cell's fit): the engine holds no access to them
/// across a call into a view's code, and it refuses to be entered again from inside
/// its own pass (``isRunning``), so no two accesses overlap.
final class LayoutEngine {
    /// Unowned without counting: the root owns its engines.
    unowned(unsafe) let root: View

    /// The solver of the current shape (another shape's waits in `parked`).
    @exclusivity(unchecked) var solver = Solver()

    /// The hierarchy as of `collectedStamp`, parents before children.
    @exclusivity(unchecked) var collected: [CollectedView] = []
    /// One record a position of the current shape, aligned with `collected` after `matchShape()`.
    @exclusivity(unchecked) var records: [EngineRecord] = []
    @exclusivity(unchecked) var recordsByView: [ObjectIdentifier: EngineRecord] = [:]
    /// Variables of items outside the records (inside a layout boundary below the root).
    @exclusivity(unchecked) var looseVariables: [ObjectIdentifier: ItemVariables] = [:]

    /// The shape the solver holds, its constraints in the shape's order, and the
    /// stamps it was taken at; the solved systems of other shapes seen lately.
    @exclusivity(unchecked) var shape: LayoutShape?
    @exclusivity(unchecked) var shapeOrder: [LayoutConstraint] = []
    @exclusivity(unchecked) var shapedStamps = LayoutStamps(constraints: .max, hierarchy: .max, intrinsic: .max)
    @exclusivity(unchecked) var parked: [LayoutShape: SolvedSystem] = [:]
    @exclusivity(unchecked) var parkedOrder: [LayoutShape] = []

    /// What is installed for each of `shapeOrder`'s constraints (nil: nothing yet),
    /// aligned with it: a parked system's array is taken up as it is.
    @exclusivity(unchecked) var installed: [InstalledConstraints?] = []
    /// Installed constraints of a system brought to a new shape whose constraints
    /// are gone, in their old order: removed by the next ``syncUserConstraints()``.
    @exclusivity(unchecked) var leaving: [InstalledConstraints] = []
    /// The constraints stamp and view count the user constraints were last read at,
    /// and the positions of those that depend on baselines (re-checked on every pass).
    @exclusivity(unchecked) var syncedConstraints = LayoutStamps.never
    @exclusivity(unchecked) var syncedViewCount = -1
    @exclusivity(unchecked) var baselinePositions: [Int] = []

    /// Edit variables pulling the root's width and height toward a fitting target.
    @exclusivity(unchecked) var widthTarget = EditTarget(), heightTarget = EditTarget()

    /// Whether the last layout derived margins from frames (they must be derived
    /// again when it no longer does: the safe area they included is gone).
    @exclusivity(unchecked) var insetsFollowedFrames = false

    /// The hierarchy stamps of the last collection and trait notification, and the
    /// intrinsic and hierarchy stamps of the last full round of intrinsic-size questions.
    @exclusivity(unchecked) var collectedStamp = LayoutStamps.never
    @exclusivity(unchecked) var notifiedStamp = LayoutStamps.never
    @exclusivity(unchecked) var askedStamps = (intrinsic: LayoutStamps.never, hierarchy: LayoutStamps.never)

    @exclusivity(unchecked) private(set) var diagnostics: [String] = []
    @exclusivity(unchecked) private var reported: Set<String> = []

    init(root: View) {
        self.root = root
    }

    func report(_ message: String) {
        if reported.insert(message).inserted { diagnostics.append(message) }
    }

    /// When the domain this engine lays out last changed (its root's domain: the root
    /// itself when it is a boundary or the top, else the domain around it).
    var stamps: LayoutStamps { root.root.layoutStamps }

    // MARK: Passes

    /// Traits, then every view's own constraints, before anything is measured.
    /// Traits change only with the hierarchy stamp (overrides or hierarchy), so
    /// they are checked only when it moved.
    private func prepare() {
        if stamps.hierarchy != collectedStamp { collect() }
        if notifiedStamp != collectedStamp {
            root.notifyTraitChangesInSubtree()
            notifiedStamp = stamps.hierarchy
            if notifiedStamp != collectedStamp { collect() }
        }
        // Held strongly while their code runs: one view's updateConstraints may remove another.
        for view in collected.map({ $0.view as View }) { view.updateConstraints() }
        if stamps.hierarchy != collectedStamp { collect() }
        // The shape changes only with the hierarchy (views, guides, frames or
        // constraints deciding a view's place) or the constraints.
        let current = stamps
        if (current.hierarchy, current.constraints) != (shapedStamps.hierarchy, shapedStamps.constraints) {
            shapedStamps = current
            matchShape()
        }
    }

    /// Solves and gives every view its unrounded size, repeating while intrinsic
    /// sizes, safe areas or margins change with the frames views get.
    private func solve(targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) {
        // Safe areas and preserved superview margins depend on where views end up;
        // without them, margins are fixed for the whole layout, and derived again
        // only when a view's own margins changed.
        let insetsFollowFrames = root.rootSafeAreaInsets != .zero || records.contains { $0.view.preservesSuperviewLayoutMargins || $0.view.preservesSuperviewSideMargins }
        // When they follow frames, they are derived first from the frames as set now,
        // then again after each pass.
        if insetsFollowFrames {
            if targetSize == nil { updateInsets(fromFrames: true) }
        } else if insetsFollowedFrames || records.contains(where: { $0.marginsSeen != $0.view.layoutMargins }) {
            updateInsets()
        }
        insetsFollowedFrames = insetsFollowFrames
        let current = stamps
        let askAll = (current.intrinsic, current.hierarchy) != askedStamps
        askedStamps = (current.intrinsic, current.hierarchy)
        syncUserConstraints()
        if priorities.0 == .required {
            foreseeWidths(rootWidth: targetSize?.width ?? root.storedFrame.width, askingAll: askAll)
        }
        syncSystem(targetSize: targetSize, priorities: priorities)
        syncIntrinsicSizes(askAll: askAll, resized: false)
        defer { noteWidthOffsets() }
        let scale = Double(root.displayScale)
        for pass in 0..<8 {
            // Sizes set by hand (frames translated into constraints) stay exactly as set.
            for record in records where record.parent >= 0 ? !record.view.translatesAutoresizingMaskIntoConstraints
                : targetSize != nil
            {
                // By identifier: a `Variable` copied out retains its name.
                record.view.storedFrame.size = CGSize(
                    width: Self.clean(solver.value(ofVariable: record.vars.width.id), scale: scale),
                    height: Self.clean(solver.value(ofVariable: record.vars.height.id), scale: scale))
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

    /// `value` without the solver's rounding noise: on the pixel grid when it is within
    /// 10⁻⁹ of it. Views are asked for their size at the sizes found between passes, and
    /// a wrapping label's height jumps where its width crosses a line's width (or 0, where
    /// it stops wrapping): a width of 1.8·10⁻¹⁴ for 0 gave a label a second line, in a
    /// fit after a layout and not in a fresh one.
    static func clean(_ value: Double, scale: Double) -> Double {
        let grid = (value * scale).rounded() / scale
        return abs(value - grid) <= 1e-9 * max(1, abs(value)) ? grid : value
    }

    /// Whether a pass is between its first question to a view and its frames: the
    /// engine's state is then half brought up to date, and a view's code that asks
    /// this engine for layout again (from `intrinsicContentSize`, `updateConstraints`
    /// or `sizeThatFits`) is answered without a pass (see ``reentered(_:)``).
    @exclusivity(unchecked) private var isRunning = false

    /// Reports a layout asked for from inside this engine's own pass.
    private func reentered(_ request: String) {
        report("\(request) of \(root.debugName) was asked for by a view's code during its own layout pass "
               + "(intrinsicContentSize, updateConstraints or sizeThatFits); it was not run again")
    }

    /// A full layout pass of the hierarchy. `layoutSubviews()` runs after the pass,
    /// so it may lay out again.
    func layout() {
        guard !isRunning else { return reentered("Layout") }
        isRunning = true
        prepare()
        solve(targetSize: nil, priorities: (.required, .required))
        applyFrames()
        isRunning = false
        for record in records {
            if record.parent >= 0 && record.view.isLayoutBoundary {
                record.view.layoutIfNeeded()
                continue
            }
            record.view.needsLayout = false
            record.view.layoutSubviews()
        }
    }

    /// The root's fitting size for a target, as `systemLayoutSizeFitting` gives it.
    func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        // Inside its own pass, the root's size as it stands.
        guard !isRunning else {
            reentered("A fitting size")
            return root.storedFrame.size
        }
        isRunning = true
        defer { isRunning = false }
        prepare()
        for record in records { record.saved = record.view.storedFrame }
        solve(targetSize: target, priorities: (horizontal, vertical))
        let v = records[0].vars
        let scale = root.displayScale
        // A size is never negative, even when optional constraints would make the root so.
        // (Never −0 either: `max(0, -0.0)` is −0, which JSON writes as "-0".)
        var size = CGSize(width: max(0, PixelGrid.ceil(solver.value(of: v.width), scale: scale)) + 0,
                          height: max(0, PixelGrid.ceil(solver.value(of: v.height), scale: scale)) + 0)
        // A required fitting priority pins that dimension to the target, as UIKit's does:
        // when the view's required constraints need another size, the answer is still the
        // target, and the diagnostics say what did not fit.
        if horizontal == .required, abs(size.width - target.width) >= 0.5 / scale {
            report("Unable to satisfy the required fitting width \(NumberText.format(target.width)) pt: "
                   + "the required constraints of \(root.debugName) need \(NumberText.format(size.width)) pt")
            size.width = target.width
        }
        if vertical == .required, abs(size.height - target.height) >= 0.5 / scale {
            report("Unable to satisfy the required fitting height \(NumberText.format(target.height)) pt: "
                   + "the required constraints of \(root.debugName) need \(NumberText.format(size.height)) pt")
            size.height = target.height
        }
        for record in records { record.view.storedFrame = record.saved }
        return size
    }

    // MARK: Variables

    func vars(_ item: LayoutItem) -> ItemVariables {
        if let view = item as? View {
            if let record = recordsByView[ObjectIdentifier(view)] { return record.vars }
        } else if let guide = item as? LayoutGuide, let owner = guide.owningView,
                  let record = recordsByView[ObjectIdentifier(owner)]
        {
            return record.vars(of: guide)
        }
        let key = ObjectIdentifier(item)
        if let existing = looseVariables[key] { return existing }
        let made = ItemVariables(name: debugName(of: item))
        looseVariables[key] = made
        return made
    }

    func isRightToLeft(_ item: LayoutItem) -> Bool {
        guard let view = item.owningViewForLayout else { return false }
        return recordsByView[ObjectIdentifier(view)]?.rightToLeft ?? view.isRightToLeft
    }

    func rootRect(_ item: LayoutItem) -> CGRect { rootRect(vars(item)) }

    func rootRect(_ v: ItemVariables) -> CGRect {
        CGRect(x: solver.value(of: v.minX), y: solver.value(of: v.minY),
               width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The record's frame in the root's coordinates, read by variable number: copying
    /// its variables (and their names) for every view took a fiftieth of a fit.
    func rootRect(of record: EngineRecord) -> CGRect {
        CGRect(x: solver.value(ofVariable: record.vars.minX.id), y: solver.value(ofVariable: record.vars.minY.id),
               width: solver.value(ofVariable: record.vars.width.id), height: solver.value(ofVariable: record.vars.height.id))
    }

    // MARK: Installing

    /// Removes `old`'s constraints and adds `constraints`; those that cannot be
    /// satisfied are reported and left out.
    ///
    /// As many for as many (a frame or a guide's insets changed), each goes in its
    /// counterpart's place: the solver keeps an equal one, and moves one whose constant
    /// changed in place, which costs far less than removing and adding it. When a change
    /// is refused (a constraint met one of the old ones still installed), the rest go the
    /// long way: all of the old ones out, then the new ones in, one by one.
    func replace(_ old: InstalledConstraints?, with constraints: [Constraint], key: InstallKey) -> InstalledConstraints {
        var added: [Constraint] = []
        var remaining = constraints[...]
        if let old {
            var previous = old.constraints[...]
            if previous.count == remaining.count {
                added.reserveCapacity(remaining.count)
                while let first = previous.first, let new = remaining.first {
                    do { try solver.replace(first, with: new) } catch { break }
                    added.append(new)
                    previous.removeFirst()
                    remaining.removeFirst()
                }
            }
            for c in previous { try? solver.remove(c) }
        }
        for c in remaining {
            do {
                try solver.add(c)
                added.append(c)
            } catch {
                report("Unable to satisfy constraints; breaking \(c): \(error)")
            }
        }
        return InstalledConstraints(constraints: added, key: key)
    }

    /// Installs `constraints` in `slot` unless they are already there with the same key.
    /// Returns whether anything changed.
    @discardableResult
    func install(_ slot: inout InstalledConstraints?, key: InstallKey, _ constraints: @autoclosure () -> [Constraint]) -> Bool {
        if slot?.key == key { return false }
        slot = replace(slot, with: constraints(), key: key)
        return true
    }

    /// Empties the solver and forgets everything installed, so that this pass
    /// installs every constraint and edit variable afresh.
    func rebuildSolver() {
        solver.reset()
        installed = Array(repeating: nil, count: shapeOrder.count)
        leaving = []
        for record in records {
            (record.frame, record.shownWidth, record.shownHeight) = (nil, nil, nil)
            (record.margins, record.safeArea, record.readable, record.intrinsic) = (nil, nil, nil, nil)
            record.customGuideConstraints = []
            record.suggested = CGSize(width: -2, height: -2)
        }
        widthTarget = EditTarget()
        heightTarget = EditTarget()
    }
}
