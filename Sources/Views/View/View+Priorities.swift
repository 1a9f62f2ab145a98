import Foundation

/// Hugging and compression resistance (`UIView`'s content priorities).
extension View {
    /// How strongly the view resists growing past its intrinsic size on `axis` (250 by default).
    /// - SeeAlso: setContentHuggingPriority(_:for:)
    public func contentHuggingPriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? huggingH : huggingV
    }
    /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        if axis == .horizontal { huggingH = priority } else { huggingV = priority }
        stampLayoutChange(.intrinsic)
        setNeedsLayout()
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    /// - SeeAlso: setContentCompressionResistancePriority(_:for:)
    public func contentCompressionResistancePriority(for axis: LayoutConstraintAxis) -> LayoutPriority {
        axis == .horizontal ? resistanceH : resistanceV
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraintAxis) {
        if axis == .horizontal { resistanceH = priority } else { resistanceV = priority }
        stampLayoutChange(.intrinsic)
        setNeedsLayout()
    }
}
