import Foundation
import Graphics

extension View {
    /// A view behind this one, proposed this view's size.
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(secondary: background, alignment: alignment, inFront: false))
    }

    /// `background` behind the view, sized to it and aligned (`background(alignment:content:)`).
    public func background<Background: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Background) -> some View {
        background(content(), alignment: alignment)
    }

    /// A view in front of this one, proposed this view's size.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_BackgroundModifier(secondary: overlay, alignment: alignment, inFront: true))
    }

    /// `overlay` over the view, sized to it and aligned (`overlay(alignment:content:)`).
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        overlay(content(), alignment: alignment)
    }

    /// A line `width` points wide along the inside of the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    /// The view (and everything in it) drawn at an opacity in 0…1.
    public func opacity(_ opacity: Double) -> some View { modifier(_GroupEffect(effect: .opacity(opacity))) }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        modifier(_GroupEffect(effect: .clip(cornerRadius: radius)))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { modifier(_GroupEffect(effect: .clip(cornerRadius: 0))) }

    /// Draws nothing, keeping the view's size in the layout.
    public func hidden() -> some View { modifier(_GroupEffect(effect: .hidden)) }
}
