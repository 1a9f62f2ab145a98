import Foundation
import Graphics

/// A view behind (`background`) or in front of (`overlay`) another, proposed the
/// primary view's size and aligned on it; the pair takes the primary's size.
public struct _BackgroundModifier<Secondary: View>: ViewModifier, PrimitiveModifier {
    let secondary: Secondary
    let alignment: Alignment
    let inFront: Bool

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var inner = context
        inner.environment.stackAxis = nil
        return SecondaryNode(node, secondary: makeNode(secondary, in: inner), alignment: alignment, inFront: inFront)
    }
}

extension _BackgroundModifier: Sendable where Secondary: Sendable {}

final class SecondaryNode: WrapperNode {
    let secondary: Node
    let alignment: Alignment
    let inFront: Bool

    init(_ child: Node, secondary: Node, alignment: Alignment, inFront: Bool) {
        self.secondary = secondary
        self.alignment = alignment
        self.inFront = inFront
        super.init(child)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        if !inFront { placeAligned(secondary, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment, pass, into: &elements) }
        child.place(in: rect, proposal: proposal, pass, into: &elements)
        if inFront { placeAligned(secondary, in: rect, proposal: ProposedViewSize(rect.size), alignment: alignment, pass, into: &elements) }
    }
}

/// An effect on a whole subtree: opacity, clipping (with a corner radius), or hiding.
public struct _GroupEffect: ViewModifier, PrimitiveModifier, Sendable {
    enum Effect: Sendable { case opacity(Double), clip(cornerRadius: CGFloat), hidden }
    let effect: Effect

    func wrap(_ node: Node, in context: BuildContext) -> Node {
        var effect = self.effect
        switch effect {
        case .opacity(let value) where !(0...1).contains(value):
            context.diagnostics.report("opacity(\(value)): opacity is clamped to 0…1")
            effect = .opacity(value.isNaN ? 1 : min(1, max(0, value)))
        case .clip(let radius) where !(radius.isFinite && radius >= 0):
            context.diagnostics.report("cornerRadius(\(radius)): the radius must be finite and not negative; 0 used")
            effect = .clip(cornerRadius: 0)
        default: break
        }
        return GroupEffectNode(node, effect: effect)
    }
}

final class GroupEffectNode: WrapperNode {
    let effect: _GroupEffect.Effect

    init(_ child: Node, effect: _GroupEffect.Effect) {
        self.effect = effect
        super.init(child)
    }

    override func place(in rect: CGRect, proposal: ProposedViewSize, _ pass: LayoutPass,
                        into elements: inout [ResolvedElement])
    {
        var children: [ResolvedElement] = []
        child.place(in: rect, proposal: proposal, pass, into: &children)
        switch effect {
        case .hidden:
            return
        case .opacity(let opacity):
            elements.append(ResolvedElement(frame: rect, content: .group(clips: false, cornerRadius: 0), opacity: opacity,
                                            children: children))
        case .clip(let radius):
            elements.append(ResolvedElement(frame: rect, content: .group(clips: true, cornerRadius: radius), children: children))
        }
    }
}

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
