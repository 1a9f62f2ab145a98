import Foundation

extension View {
    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the given axes (proposes nil there).
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// The priority stacks give this view space by: higher first; default 0.
    public func layoutPriority(_ value: Double) -> some View { modifier(_PriorityLayout(priority: value)) }

    /// Constrains the view to an aspect ratio (width / height; nil: its ideal ratio).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : .nan,
                                    contentMode: contentMode))
    }

    /// Keeps the aspect ratio and fits the proposal (`scaledToFit()`).
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    /// Keeps the aspect ratio and fills the proposal (`scaledToFill()`).
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Draws the view moved by `offset`; its layout (and its neighbours') is unchanged.
    public func offset(_ offset: CGSize) -> some View { modifier(_OffsetEffect(offset: offset)) }
    /// Draws the view moved by `x` and `y`; its layout does not move (`offset(x:y:)`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }
}
