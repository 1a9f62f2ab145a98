import Cassowary
import Foundation

/// Solves the constraints of one view hierarchy and sets its frames.
///
/// Every view has four solver variables (minX, minY, width, height) in the root's
/// coordinates. A layout pass:
/// 1. brings the solver up to date: user constraints added, removed or changed;
///    frames of views that translate them into constraints; intrinsic-size
///    constraints (compression resistance ≥, hugging ≤) at each view's priorities;
/// 2. solves, then gives every view the width it got and asks again for intrinsic
///    sizes: a view whose height depends on its width (a multi-line label, or any
///    view reading `bounds.width` in `intrinsicContentSize`) now answers for its
///    real width. Repeat until nothing changes (at most eight passes, else a
///    diagnostic);
/// 3. sets frames rounded to the pixel grid, then calls `layoutSubviews()` top down.
///
/// Constraints that cannot be satisfied are reported once and left out (the
/// newest of the conflicting ones), as UIKit breaks a constraint to recover.
final class LayoutEngine {
    unowned let root: View
    /// With a target size (`systemLayoutSizeFitting`), the root's size is pulled to
    /// the target at the given priorities instead of fixed by its frame.
    let fitting: Bool

    private let solver = Solver()

    private struct ItemVariables {
        let minX, minY, width, height: Variable
    }

    private struct Installed {
        var constraints: [Constraint]
        var signature: [CGFloat]
    }

    private var variables: [ObjectIdentifier: ItemVariables] = [:]
    private var userConstraints: [ObjectIdentifier: (layout: LayoutConstraint, installed: Installed)] = [:]
    private var frameConstraints: [ObjectIdentifier: Installed] = [:]
    private var intrinsicConstraints: [ObjectIdentifier: Installed] = [:]
    private var rootSize: Installed?
    private(set) var diagnostics: [String] = []
    private var reported: Set<String> = []

    init(root: View, fitting: Bool = false) {
        self.root = root
        self.fitting = fitting
    }

    private func vars(_ view: View) -> ItemVariables {
        let key = ObjectIdentifier(view)
        if let existing = variables[key] { return existing }
        let name = view.debugName
        let made = ItemVariables(minX: Variable("\(name).minX"), minY: Variable("\(name).minY"),
                                 width: Variable("\(name).width"), height: Variable("\(name).height"))
        variables[key] = made
        return made
    }

    private func expression(_ view: View, _ attribute: LayoutAttribute) -> Cassowary.Expression {
        let v = vars(view)
        switch attribute {
        case .left, .leading: return v.minX.expression
        case .right, .trailing: return v.minX + v.width
        case .width: return v.width.expression
        case .height: return v.height.expression
        case .top: return v.minY.expression
        case .bottom: return v.minY + v.height
        case .centerX: return v.minX + 0.5 * v.width
        case .centerY: return v.minY + 0.5 * v.height
        case .firstBaseline: return v.minY + Double(view.firstBaselineOffsetFromTop)
        case .lastBaseline: return v.minY + v.height - Double(view.lastBaselineOffsetFromBottom)
        case .notAnAttribute: return Cassowary.Expression()
        }
    }

    private func report(_ message: String) {
        if reported.insert(message).inserted { diagnostics.append(message) }
    }

    // MARK: Keeping the solver in step

    private func replace(_ old: Installed?, with constraints: [Constraint], signature: [CGFloat]) -> Installed {
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

    private func syncUserConstraints(_ views: [View]) {
        var seen: Set<ObjectIdentifier> = []
        for view in views {
            for layout in view.activeConstraints {
                guard let second = layout.secondItem ?? Optional(layout.firstItem) else { continue }
                if layout.secondItem != nil && !second.isDescendant(of: root) {
                    report("\(layout) refers to \(second.debugName), outside this hierarchy; ignored")
                    continue
                }
                let key = ObjectIdentifier(layout)
                seen.insert(key)
                let signature: [CGFloat] = [layout.constant, CGFloat(layout.priority.rawValue), layout.multiplier,
                                            layout.firstItem.firstBaselineOffsetFromTop, layout.firstItem.lastBaselineOffsetFromBottom,
                                            layout.secondItem?.firstBaselineOffsetFromTop ?? 0,
                                            layout.secondItem?.lastBaselineOffsetFromBottom ?? 0]
                if let existing = userConstraints[key], existing.installed.signature == signature { continue }
                let lhs = expression(layout.firstItem, layout.firstAttribute)
                var rhs = Cassowary.Expression(Double(layout.constant))
                if let secondItem = layout.secondItem {
                    rhs = Double(layout.multiplier) * expression(secondItem, layout.secondAttribute) + Double(layout.constant)
                }
                let relation: Relation = layout.relation == .equal ? .equal
                    : layout.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
                let constraint = Constraint(lhs - rhs, relation, strength: layout.priority.strength, identifier: layout.description)
                userConstraints[key] = (layout, replace(userConstraints[key]?.installed, with: [constraint],
                                                        signature: signature))
            }
        }
        for (key, entry) in userConstraints where !seen.contains(key) {
            for c in entry.installed.constraints { try? solver.remove(c) }
            userConstraints[key] = nil
        }
    }

    private func syncFrames(_ views: [View], targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) {
        for view in views {
            let key = ObjectIdentifier(view)
            let v = vars(view)
            if view === root {
                if let targetSize {
                    // Pulled to the target size at the fitting priorities.
                    let signature: [CGFloat] = [targetSize.width, targetSize.height,
                                                CGFloat(priorities.0.rawValue), CGFloat(priorities.1.rawValue)]
                    if rootSize?.signature != signature {
                        rootSize = replace(rootSize, with: [
                            v.minX == 0, v.minY == 0, v.width >= 0, v.height >= 0,
                            (v.width == Double(targetSize.width)).withStrength(priorities.0.strength),
                            (v.height == Double(targetSize.height)).withStrength(priorities.1.strength),
                        ], signature: signature)
                    }
                } else {
                    let size = view.storedFrame.size
                    let signature: [CGFloat] = [size.width, size.height]
                    if rootSize?.signature != signature {
                        rootSize = replace(rootSize, with: [v.minX == 0, v.minY == 0, v.width == Double(size.width),
                                                            v.height == Double(size.height)], signature: signature)
                    }
                }
                continue
            }
            guard view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
                if let old = frameConstraints.removeValue(forKey: key) { _ = replace(old, with: [], signature: []) }
                continue
            }
            let frame = view.storedFrame
            let signature: [CGFloat] = [frame.minX, frame.minY, frame.width, frame.height]
            if frameConstraints[key]?.signature == signature { continue }
            let s = vars(superview)
            frameConstraints[key] = replace(frameConstraints[key], with: [
                v.minX == s.minX + Double(frame.minX), v.minY == s.minY + Double(frame.minY),
                v.width == Double(frame.width), v.height == Double(frame.height),
            ], signature: signature)
        }
    }

    /// Updates intrinsic-size constraints; returns whether any changed.
    @discardableResult
    private func syncIntrinsicSizes(_ views: [View]) -> Bool {
        var changed = false
        for view in views where !view.translatesAutoresizingMaskIntoConstraints && view !== root {
            let size = view.intrinsicContentSize
            let h = (view.hugging[.horizontal]!, view.compressionResistance[.horizontal]!)
            let vPriorities = (view.hugging[.vertical]!, view.compressionResistance[.vertical]!)
            let signature: [CGFloat] = [size.width, size.height, CGFloat(h.0.rawValue), CGFloat(h.1.rawValue),
                                        CGFloat(vPriorities.0.rawValue), CGFloat(vPriorities.1.rawValue)]
            let key = ObjectIdentifier(view)
            if intrinsicConstraints[key]?.signature == signature { continue }
            changed = true
            let v = vars(view)
            var constraints: [Constraint] = [v.width >= 0, v.height >= 0]
            if size.width != View.noIntrinsicMetric {
                constraints.append((v.width >= Double(size.width)).withStrength(h.1.strength))
                constraints.append((v.width <= Double(size.width)).withStrength(h.0.strength))
            }
            if size.height != View.noIntrinsicMetric {
                constraints.append((v.height >= Double(size.height)).withStrength(vPriorities.1.strength))
                constraints.append((v.height <= Double(size.height)).withStrength(vPriorities.0.strength))
            }
            intrinsicConstraints[key] = replace(intrinsicConstraints[key], with: constraints, signature: signature)
        }
        return changed
    }

    // MARK: Passes

    private func collect() -> [View] {
        var views: [View] = []
        var stack = [root]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return views
    }

    /// Solves and gives every view its unrounded size, repeating while intrinsic
    /// sizes change with the widths views get.
    private func solve(_ views: [View], targetSize: CGSize?, priorities: (LayoutPriority, LayoutPriority)) {
        syncUserConstraints(views)
        syncFrames(views, targetSize: targetSize, priorities: priorities)
        syncIntrinsicSizes(views)
        for pass in 0..<8 {
            for view in views where view !== root || targetSize != nil {
                let v = vars(view)
                view.storedFrame.size = CGSize(width: solver.value(of: v.width), height: solver.value(of: v.height))
            }
            if !syncIntrinsicSizes(views) { return }
            if pass == 7 { report("Height-for-width layout did not settle after 8 passes") }
        }
    }

    /// A full layout pass of the hierarchy.
    func layout() {
        let views = collect()
        solve(views, targetSize: nil, priorities: (.required, .required))
        applyFrames(views)
        for view in views {
            view.needsLayout = false
            view.layoutSubviews()
        }
    }

    /// The root's fitting size for a target, as `systemLayoutSizeFitting` gives it.
    func fittingSize(_ target: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        let views = collect()
        let saved = views.map(\.storedFrame)
        solve(views, targetSize: target, priorities: (horizontal, vertical))
        let v = vars(root)
        let scale = root.displayScale
        let size = CGSize(width: (solver.value(of: v.width) * scale).rounded(.up) / scale,
                          height: (solver.value(of: v.height) * scale).rounded(.up) / scale)
        for (view, frame) in zip(views, saved) { view.storedFrame = frame }
        return size
    }

    private func applyFrames(_ views: [View]) {
        let scale = root.displayScale
        var origins: [ObjectIdentifier: CGPoint] = [:]
        for view in views {
            let v = vars(view)
            let x0 = roundToPixels(solver.value(of: v.minX), scale: scale)
            let y0 = roundToPixels(solver.value(of: v.minY), scale: scale)
            let x1 = roundToPixels(solver.value(of: v.minX) + solver.value(of: v.width), scale: scale)
            let y1 = roundToPixels(solver.value(of: v.minY) + solver.value(of: v.height), scale: scale)
            origins[ObjectIdentifier(view)] = CGPoint(x: x0, y: y0)
            if view === root { continue }
            let parent = view.superview.flatMap { origins[ObjectIdentifier($0)] } ?? .zero
            view.storedFrame = CGRect(x: x0 - parent.x, y: y0 - parent.y, width: x1 - x0, height: y1 - y0)
        }
    }
}
