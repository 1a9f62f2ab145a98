import Foundation
import Graphics

extension View {
    /// Marks this view and its ancestors for layout on the next `layoutIfNeeded()`.
    /// - SeeAlso: ``View/layoutIfNeeded()``, ``View/layoutSubviews()``
    public func setNeedsLayout() {
        var current: View? = self
        while let view = current {
            view.needsLayout = true
            current = view.superview
        }
    }

    /// Lays out the hierarchy this view belongs to now, if anything changed.
    /// - SeeAlso: ``View/setNeedsLayout()``, ``View/updateConstraints()``
    public func layoutIfNeeded() {
        let root = self.root
        guard root.needsLayout else { return }
        // A view both fitted and laid out as a root (a table cell) shares one engine:
        // laying out after fitting then only swaps the root's size constraints.
        if root.engine == nil { root.engine = root.fittingEngine ?? LayoutEngine(root: root) }
        root.engine!.layout()
    }

    /// The view whose engine lays this one out: the top of the hierarchy, or the
    /// nearest layout boundary.
    var root: View {
        var view = self
        while !view.isLayoutBoundary, let superview = view.superview { view = superview }
        return view
    }

    /// Resizes the view to `sizeThatFits` its current size.
    /// - SeeAlso: ``View/sizeThatFits(_:)``
    public func sizeToFit() {
        frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The display scale frames are rounded to (the traits' display scale).
    public var displayScale: CGFloat {
        get { traitCollection.displayScale }
        set { traitOverrides.displayScale = newValue }
    }
}
