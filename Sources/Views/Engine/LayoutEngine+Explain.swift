import Cassowary
import Foundation
import Graphics

extension LayoutEngine {
    /// Every solver constraint installed, with what it was made from: the user's
    /// constraint, or the frame, guide, intrinsic-size or fitting constraints the
    /// engine adds for a view.
    func describedConstraints() -> [(Constraint, LayoutExplanation.Decision.Kind, String, LayoutPriority)] {
        var result: [(Constraint, LayoutExplanation.Decision.Kind, String, LayoutPriority)] = []
        for (layout, group) in zip(shapeOrder, installed) {
            for c in group?.constraints ?? [] { result.append((c, .constraint, layout.description, layout.priority)) }
        }
        for record in records {
            let name = record.view.debugName
            let groups: [(InstalledConstraints?, LayoutExplanation.Decision.Kind, String)] = [
                (record.frame, record.isRoot ? .fitting : .frame,
                 record.isRoot ? "\(name) at the origin, its size not negative (the root's)" : "\(name) frame (translatesAutoresizingMaskIntoConstraints)"),
                (record.shownWidth, .fitting, "\(name) width as shown (the root's)"),
                (record.shownHeight, .fitting, "\(name) height as shown (the root's)"),
                (record.margins, .guide, "\(name).layoutMarginsGuide inset by the margins \(record.view.effectiveLayoutMargins)"),
                (record.safeArea, .guide, "\(name).safeAreaLayoutGuide inset by \(record.view.safeAreaInsets)"),
                (record.readable, .guide, "\(name).readableContentGuide"),
            ]
            for (group, kind, text) in groups {
                for c in group?.constraints ?? [] { result.append((c, kind, text, LayoutPriority(c.strength.rawValue))) }
            }
            for c in record.intrinsic?.constraints ?? [] {
                let isHeight = c.expression.terms.contains { $0.variable.id == record.vars.height.id }
                let isWidth = c.expression.terms.contains { $0.variable.id == record.vars.width.id }
                guard isHeight || isWidth, c.expression.terms.count > 1 || c.expression.constant != 0 || c.relation == .equal else {
                    continue   // the non-negative size every view gets
                }
                let size = record.view.intrinsicContentSize
                let axis = isHeight ? "height" : "width"
                let value = isHeight ? size.height : size.width
                let role = c.relation == .greaterThanOrEqual ? "compression resistance" : c.relation == .lessThanOrEqual ? "hugging" : "hugging = compression resistance"
                let op = c.relation == .greaterThanOrEqual ? "≥" : c.relation == .lessThanOrEqual ? "≤" : "=="
                result.append((c, .intrinsic, "\(name).\(axis) \(op) intrinsic \(axis) \(NumberText.format(Double(value))) (\(role))",
                               LayoutPriority(c.strength.rawValue)))
            }
        }
        return result
    }

    /// How far a solver constraint is from holding with equality (0 when it is binding).
    func slack(_ c: Constraint) -> Double {
        c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// The explanation of `view`'s size along `axis`, after a layout of this engine's root.
    func explain(_ view: View, axis: LayoutExplanation.Axis) -> LayoutExplanation {
        let tolerance = 1e-6
        let described = describedConstraints()
        // Which installed constraints hold with equality: those decide sizes.
        var byVariable: [Int: [Int]] = [:]
        var binding = [Bool](repeating: false, count: described.count)
        for (index, entry) in described.enumerated() {
            let residual = slack(entry.0)
            binding[index] = abs(residual) <= tolerance * max(1, abs(entry.0.expression.constant))
            for term in entry.0.expression.terms { byVariable[term.variable.id, default: []].append(index) }
        }
        var decisions: [LayoutExplanation.Decision] = []
        if let record = recordsByView[ObjectIdentifier(view)] {
            // From the size's variable through binding constraints, nearest first.
            var queue = [axis == .vertical ? record.vars.height.id : record.vars.width.id]
            var seenVariables = Set(queue)
            var seenConstraints = Set<Int>()
            var seenTexts = Set<String>()
            var head = 0
            while head < queue.count {
                let variable = queue[head]
                head += 1
                for index in byVariable[variable] ?? [] where binding[index] && seenConstraints.insert(index).inserted {
                    let (constraint, kind, text, priority) = described[index]
                    // A guide's or a frame's four constraints are one entry.
                    if seenTexts.insert(text).inserted {
                        decisions.append(LayoutExplanation.Decision(constraint: text, kind: kind, priority: priority.rawValue,
                                                                    binding: true, slack: 0))
                    }
                    for term in constraint.expression.terms where seenVariables.insert(term.variable.id).inserted {
                        queue.append(term.variable.id)
                    }
                }
            }
        }
        // Hugging and compression resistance that gave way.
        var conflicts: [String] = []
        var text: [LayoutExplanation.TextMeasure] = []
        for record in records where !record.isRoot {
            let v = record.view
            guard !v.translatesAutoresizingMaskIntoConstraints else { continue }
            let size = v.intrinsicContentSize
            let scale = Double(root.displayScale)
            let pairs: [(Double, Double, String, LayoutPriority, LayoutPriority)] = [
                (Double(size.width), solver.value(of: record.vars.width), "width", v.huggingH, v.resistanceH),
                (Double(size.height), solver.value(of: record.vars.height), "height", v.huggingV, v.resistanceV),
            ]
            // A wrapping label narrower than its one-line width wraps: that is height for width, not a conflict.
            let wraps = (v as? Label).map { $0.numberOfLines != 1 } ?? false
            for (intrinsic, actual, name, hugging, resistance) in pairs where intrinsic != Double(View.noIntrinsicMetric) {
                if actual < intrinsic - 0.5 / scale && !(wraps && name == "width") {
                    conflicts.append("\(v.debugName) squeezed: \(name) \(NumberText.format(actual)) below its intrinsic "
                                     + "\(NumberText.format(intrinsic)); its compression resistance \(resistance) gave way"
                                     + tie(with: v, horizontal: name == "width", resistance: resistance))
                } else if actual > intrinsic + 0.5 / scale {
                    conflicts.append("\(v.debugName) stretched: \(name) \(NumberText.format(actual)) above its intrinsic "
                                     + "\(NumberText.format(intrinsic)); its hugging \(hugging) gave way")
                }
            }
            if let measure = v.textMeasure() { text.append(measure) }
        }
        /// The later siblings that resist as hard as `view` and kept their size: the
        /// tie that `resistanceWeight(position:)` broke in their favour.
        func tie(with view: View, horizontal: Bool, resistance: LayoutPriority) -> String {
            guard let siblings = view.superview?.subviews, let index = siblings.firstIndex(where: { $0 === view }) else { return "" }
            let winners = siblings[(index + 1)...].filter { other in
                let size = other.intrinsicContentSize
                let intrinsic = horizontal ? size.width : size.height
                let actual = horizontal ? other.frame.width : other.frame.height
                return !other.translatesAutoresizingMaskIntoConstraints && intrinsic != View.noIntrinsicMetric
                    && (horizontal ? other.resistanceH : other.resistanceV) == resistance && actual >= intrinsic - 0.5
            }
            guard !winners.isEmpty else { return "" }
            let names = winners.map(\.debugName).joined(separator: ", ")
            return " to \(names), which resist\(winners.count == 1 ? "s" : "") as hard: on a tie the later view keeps its size"
        }
        let broken = diagnostics.filter { $0.hasPrefix("Unable to satisfy") }
        var ambiguous: [String] = []
        for record in records {
            guard let parts = undeterminedAttributes(of: record.view) else {
                ambiguous.append("\(record.view.debugName): ambiguity not checked (the solver cannot hold this layout's values precisely)")
                break
            }
            if !parts.isEmpty { ambiguous.append("\(record.view.debugName): \(parts.joined(separator: ", ")) not determined") }
        }
        return LayoutExplanation(view: view.debugName, axis: axis, size: view.frame.size, decidedBy: decisions,
                                 text: text, conflicts: conflicts, broken: broken, ambiguous: ambiguous)
    }
}
