import Foundation
import Typesetting

/// Why a view has its size (`View.explainLayout(axis:)`): the constraints that decide
/// it, the text measured on the way, the hugging or compression resistance that gave
/// way, the constraints broken and what nothing determines. UIKit has nothing like it;
/// `_autolayoutTrace` comes closest.
public struct LayoutExplanation: Sendable, CustomStringConvertible {
    /// The dimension explained.
    public enum Axis: String, Sendable {
        case horizontal, vertical
    }

    /// One constraint of the chain that decides the size: it holds with equality.
    public struct Decision: Sendable, Hashable {
        /// Where a constraint comes from.
        public enum Kind: String, Sendable, Hashable {
            /// A constraint you activated (a stack view's own included).
            case constraint
            /// A view's intrinsic size, held by its hugging or compression resistance.
            case intrinsic
            /// A layout guide (margins, safe area, readable content) inset from its view.
            case guide
            /// A frame translated into constraints.
            case frame
            /// The root's size: its frame, or the target of `systemLayoutSizeFitting`.
            case fitting
        }

        /// The constraint, as `LayoutConstraint.description` writes it, or what the engine made it from.
        public var constraint: String
        public var kind: Kind
        /// Its priority (1000: required).
        public var priority: Float
        /// Whether it holds with equality (always true in ``LayoutExplanation/decidedBy``).
        public var binding: Bool
        /// How far it is from equality, in points (0 when binding).
        public var slack: Double
    }

    /// A text measured for the layout: at which width, in how many lines, broken where.
    public struct TextMeasure: Sendable, Hashable {
        public var view: String
        /// The font, as `Font.description` names it.
        public var font: String
        /// The width the text was laid out at, in points.
        public var width: Double
        public var lines: Int
        /// Where each line starts, in UTF-16 offsets of the text.
        public var lineStarts: [Int]
        /// Whether the last shown line was cut with an ellipsis.
        public var isTruncated: Bool
    }

    /// The view explained (its `debugName`), the axis and its size.
    public var view: String
    public var axis: Axis
    public var size: CGSize
    /// The binding constraints linked to the size, nearest first: the chain that decides it.
    public var decidedBy: [Decision]
    /// Every text of the hierarchy, as it was measured.
    public var text: [TextMeasure]
    /// Views whose hugging or compression resistance gave way, and to what size.
    public var conflicts: [String]
    /// Constraints that could not be satisfied and were broken.
    public var broken: [String]
    /// Views whose frame constraints leave undetermined.
    public var ambiguous: [String]

    /// The explanation in lines a developer reads top down.
    public var description: String {
        let dimension = axis == .vertical ? "height" : "width"
        var lines = ["\(view) is \(NumberText.format(Double(size.width))) × \(NumberText.format(Double(size.height))); its \(dimension) is decided by:"]
        lines += decidedBy.map { "  \($0.constraint)\($0.priority < 1000 ? " @\(NumberText.format(Double($0.priority)))" : "")" }
        if !text.isEmpty {
            lines.append("text:")
            lines += text.map { "  \($0.view): \($0.lines) line\($0.lines == 1 ? "" : "s") at \(NumberText.format($0.width)) pt in \($0.font)\($0.isTruncated ? ", truncated" : "")" }
        }
        for (title, items) in [("gave way:", conflicts), ("broken:", broken), ("ambiguous:", ambiguous)] where !items.isEmpty {
            lines.append(title)
            lines += items.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

extension View {
    /// Why this view has its size after a layout of its hierarchy: the chain of binding
    /// constraints linked to its height (or width), each with its priority; the text
    /// measured (font, width offered, lines and where they break); hugging or
    /// compression resistance that gave way; constraints broken; and what is
    /// ambiguous. Lays out the hierarchy first if it needs it.
    /// - SeeAlso: ``View/ambiguityReport()``, ``View/layoutDiagnostics``
    public func explainLayout(axis: LayoutExplanation.Axis = .vertical) -> LayoutExplanation {
        root.layoutIfNeeded()
        guard let engine = root.engine, usesConstraintsInEngine else {
            return LayoutExplanation(view: debugName, axis: axis, size: frame.size, decidedBy: [], text: textMeasure().map { [$0] } ?? [],
                                     conflicts: [], broken: [], ambiguous: [])
        }
        return engine.explain(self, axis: axis)
    }

    /// Whether the root's engine lays this view out (it is not inside another layout boundary).
    private var usesConstraintsInEngine: Bool {
        var view: View? = self
        while let current = view, current !== root {
            if current.isLayoutBoundary { return false }
            view = current.superview
        }
        return true
    }

    /// How this view's text was measured, for a view that shows text.
    func textMeasure() -> LayoutExplanation.TextMeasure? { (self as? TextMeasuring)?.measuredText() }
}

/// A view that lays out text: it says how, for explanations.
protocol TextMeasuring {
    func measuredText() -> LayoutExplanation.TextMeasure?
}

extension Label: TextMeasuring {
    func measuredText() -> LayoutExplanation.TextMeasure? {
        let width = bounds.width
        guard let layout = textLayout(width: width) else { return nil }
        return LayoutExplanation.TextMeasure(view: debugName, font: "\(font)", width: Double(width), lines: layout.lines.count,
                                             lineStarts: layout.lines.map(\.range.lowerBound),
                                             isTruncated: layout.lines.contains(where: \.isTruncated))
    }
}
