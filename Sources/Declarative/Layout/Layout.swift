import Foundation

/// A container that sizes and places its subviews itself (`Layout`): write
/// `sizeThatFits` and `placeSubviews`, then use the layout as a view with
/// `MyLayout() { … }`. The built-in stacks are layouts too.
///
/// The protocol in one sentence: proposals go down, sizes come up, the parent
/// places. A layout may ask each subview its size for any number of proposals, and
/// must place each subview once, with the proposal it wants the subview laid out for.
public protocol Layout {
    /// Data computed once per set of subviews and kept between layout passes.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size this container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview within `bounds` (in the root's coordinates), laid out for `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout where Cache == Void {
    /// No cache, for layouts that need none.
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    /// Makes the cache again when the subviews change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// Uses this layout as a container view of `content`'s children.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> _LayoutContainer<Self, Content> {
        _LayoutContainer(layout: self, content: content(), axis: nil)
    }
}
