import Foundation
import Graphics

extension View {
    /// The active constraints of this view (as first item).
    public var constraints: [LayoutConstraint] { activeConstraints }

    /// The first line's baseline (text views), else the top.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline (text views), else the bottom.
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    func invalidateFittingSize() {
        var current: View? = self
        while let view = current {
            view.fittingSizeDidInvalidate()
            current = view.superview
        }
    }

    /// Tells layout that `intrinsicContentSize` changed. Until something like this
    /// happens in its domain, layout asks a view for its intrinsic size again only
    /// when the view's size changed.
    /// - SeeAlso: ``View/intrinsicContentSize``
    public func invalidateIntrinsicContentSize() {
        stampLayoutChange(.intrinsic)
        // One walk up (a label's text set on every configure): each view above needs
        // layout and forgets its fitting size.
        var current: View? = self
        while let view = current {
            view.needsLayout = true
            view.fittingSizeDidInvalidate()
            current = view.superview
        }
    }

    /// Asks for `updateConstraints()` to run before the next layout (`setNeedsUpdateConstraints()`).
    public func setNeedsUpdateConstraints() { setNeedsLayout() }

    /// Runs the pending constraint updates now (`updateConstraintsIfNeeded()`): the
    /// constraint pass is part of layout here, so this lays the hierarchy out.
    public func updateConstraintsIfNeeded() { layoutIfNeeded() }
}
