import Cassowary
import Foundation
import InputPolicy

extension View {
    /// The smallest size (`View.layoutFittingCompressedSize`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// A very large size (`View.layoutFittingExpandedSize`).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// `systemLayoutSizeFitting`'s work, in an extension so the class body stays short.
    func layoutSizeFitting(_ targetSize: CGSize, _ horizontal: LayoutPriority, _ vertical: LayoutPriority) -> CGSize {
        // The target is a size like any other: inside `Limits.extent` (NaN: 0). A target
        // of -2e130 was the answer for a required fitting width.
        let targetSize = CGSize(width: Limits.extent.clamp(Double(targetSize.width)),
                                height: Limits.extent.clamp(Double(targetSize.height)))
        guard usesConstraints else {
            notifyTraitChangesInSubtree()
            return sizeThatFits(targetSize)
        }
        if fittingEngine == nil { fittingEngine = root === self ? engine ?? LayoutEngine(root: self) : LayoutEngine(root: self) }
        return fittingEngine!.fittingSize(targetSize, horizontal, vertical)
    }

    /// Diagnostics of the last layout of this view's hierarchy: unsatisfiable
    /// constraints broken, layouts that did not settle.
    public var layoutDiagnostics: [String] {
        let layout = root.engine?.diagnostics ?? []
        guard let fitting = fittingEngine, fitting !== root.engine else { return layout }
        return layout + fitting.diagnostics
    }

    /// Whether any view of this subtree is placed by constraints (the fitting path
    /// `systemLayoutSizeFitting` takes; `sizeThatFits` otherwise).
    package var usesConstraints: Bool {
        !activeConstraints.isEmpty || subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints || $0.usesConstraints }
    }
}

extension View {
    /// Whether constraints leave this view's frame undetermined (`hasAmbiguousLayout`).
    /// - SeeAlso: ``View/ambiguityReport()``, ``View/layoutDiagnostics``
    public var hasAmbiguousLayout: Bool {
        layoutIfNeeded()
        return !(root.engine?.undeterminedAttributes(of: self)?.isEmpty ?? true)
    }

    /// One line per view of this hierarchy whose frame is not determined, naming the
    /// undetermined parts: what to fix when a layout comes out wrong. If the solver
    /// cannot probe the layout (values too large to hold precisely), the last line says
    /// so and the views after it are not checked.
    /// - SeeAlso: ``View/hasAmbiguousLayout``
    public func ambiguityReport() -> [String] {
        layoutIfNeeded()
        guard let engine = root.engine else { return [] }
        var lines: [String] = []
        var stack = [self]
        while let view = stack.popLast() {
            guard let parts = engine.undeterminedAttributes(of: view) else {
                lines.append("\(view.debugName): ambiguity not checked (the solver cannot hold this layout's values precisely)")
                break
            }
            if !parts.isEmpty { lines.append("\(view.debugName): \(parts.joined(separator: ", ")) not determined") }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return lines
    }
}

extension View {
    /// Calls `traitCollectionDidChange` on every view of this subtree whose traits
    /// changed since it last heard, parents first (layout passes do this too).
    package func notifyTraitChangesInSubtree() {
        var stack = [self]
        while let view = stack.popLast() {
            let traits = view.traitCollection
            if view.isLayoutBoundary && view !== self {
                // Its own layout pass tells its subtree; make sure one comes.
                if view.notifiedTraits != traits { view.setNeedsLayout() }
                continue
            }
            if view.notifiedTraits != traits {
                let previous = view.notifiedTraits
                view.notifiedTraits = traits
                view.traitCollectionDidChange(previous)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
