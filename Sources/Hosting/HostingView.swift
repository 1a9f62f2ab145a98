import Declarative
import Foundation
import Typesetting
import Views

/// A view-layer view that shows a declarative view (`UIHostingController.view`).
///
/// **Size.** Height for width, like a multi-line label: `intrinsicContentSize`
/// proposes the content its own width (`bounds.width`, less the insets; unspecified
/// before layout has given it one) and an *unspecified* height, so content with a
/// flexible height (`frame(maxHeight: .infinity)`) reports its ideal height, as
/// `fixedSize(horizontal: false, vertical: true)` would. Layout asks again once the
/// width is known, so a cell that pins a hosting view to its content view's edges
/// gets the right height from `systemLayoutSizeFitting` at a fixed width.
/// `sizeThatFits(_:)` answers the same question for a given width.
///
/// **Insets.** As SwiftUI's hosting view, content is inset by the safe area
/// (``contentInsets`` `.safeArea`, the default); `.layoutMargins` insets it by the
/// view's layout margins instead, `.none` not at all.
///
/// **Drawing.** In `layoutSubviews` the content is laid out with the proposal it was
/// measured with (the width less the insets, an unspecified height), centred in the
/// bounds less the insets, so every text draws the lines it was measured with; its resolved tree (``resolvedTree``) becomes real subviews: a
/// `Label` per text (the exact attributed text and line limit), an `ImageView` per
/// image, a `Switch` per toggle, a plain view per shape or group (background
/// colour, corner radius, border, alpha, clipping). Backing views are kept by
/// their position in the tree and reused when the content changes.
///
/// **Updates.** Setting ``rootView`` invalidates the intrinsic size; a change of
/// the traits' content size category, layout direction, appearance or display
/// scale reaches the content's environment and re-measures.
open class HostingView<Content: Declarative.View>: Views.View {
    /// What the content is inset by.
    public enum ContentInsets: Sendable, Hashable {
        case none, safeArea, layoutMargins
    }

    private let graph: ViewGraph<Content>

    /// The declarative view shown. Setting it re-measures (`invalidateIntrinsicContentSize`).
    public var rootView: Content {
        get { graph.rootView }
        set {
            graph.rootView = newValue
            invalidateIntrinsicContentSize()
        }
    }

    /// What the content is inset by (default: the safe area, as in SwiftUI).
    public var contentInsets: ContentInsets = .safeArea {
        didSet { if contentInsets != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Environment values set on top of those the traits give (applied by a closure
    /// each time the environment is made).
    public var environmentOverrides: (@Sendable (inout EnvironmentValues) -> Void)? {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The tree materialized by the last `layoutSubviews`, in this view's coordinates.
    public private(set) var resolvedTree: ResolvedElement?

    /// Backing views by position in the resolved tree.
    private var backing: [[Int]: Views.View] = [:]

    /// A view showing `rootView` (`UIHostingController(rootView:).view`).
    public init(rootView: Content) {
        graph = ViewGraph(rootView: rootView)
        super.init(frame: .zero)
    }

    /// The environment the traits give, with the overrides applied.
    public var environment: EnvironmentValues {
        var environment = EnvironmentValues(traits: traitCollection)
        environmentOverrides?(&environment)
        return environment
    }

    /// Diagnostics about bad input in the content (see `ViewGraph.diagnostics`).
    public var diagnostics: [String] {
        syncEnvironment()
        return graph.diagnostics
    }

    private func syncEnvironment() {
        let environment = self.environment
        if graph.environment != environment { graph.environment = environment }
    }

    /// The insets content is laid out within.
    public var insets: Views.EdgeInsets {
        switch contentInsets {
        case .none: return .zero
        case .safeArea: return safeAreaInsets
        case .layoutMargins: return layoutMargins
        }
    }

    /// The content's size for a width (nil: its ideal width), insets included,
    /// rounded up to the pixel grid of the display scale (forgiving float noise), so
    /// a cell sized by it sits on whole pixels.
    public func size(forWidth width: CGFloat?) -> CGSize {
        syncEnvironment()
        let insets = self.insets
        let horizontal = insets.left + insets.right, vertical = insets.top + insets.bottom
        let size = graph.sizeThatFits(proposal(forWidth: width))
        let scale = max(1, displayScale)
        func ceilToPixels(_ value: CGFloat) -> CGFloat { max(0, (value * scale - 1e-6).rounded(.up)) / scale }
        return CGSize(width: ceilToPixels(size.width + horizontal), height: ceilToPixels(size.height + vertical))
    }

    /// The content's size for `proposal`, without insets: what `UIHostingController`'s
    /// `sizeThatFits(in:)` answers.
    public func contentSize(for proposal: ProposedViewSize) -> CGSize {
        syncEnvironment()
        return graph.sizeThatFits(proposal)
    }

    open override var intrinsicContentSize: CGSize {
        size(forWidth: bounds.width > 0 ? bounds.width : nil)
    }

    /// The content's size at `size.width` with an unspecified height, insets included.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        self.size(forWidth: size.width)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let previous = previousTraitCollection.map(EnvironmentValues.init(traits:))
        if previous != EnvironmentValues(traits: traitCollection) {
            syncEnvironment()
            invalidateIntrinsicContentSize()
        }
    }

    /// The proposal the content is measured and placed with at `width` (nil: its
    /// ideal width): the width less the insets, and an unspecified height. Measuring
    /// and placing use the same one, so that text draws exactly the lines it was
    /// measured with.
    private func proposal(forWidth width: CGFloat?) -> ProposedViewSize {
        let horizontal = insets.left + insets.right
        return ProposedViewSize(width: width.map { $0.isFinite && $0 < 1e7 ? max(0, $0 - horizontal) : .infinity }, height: nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        syncEnvironment()
        let insets = self.insets
        let content = CGRect(x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
                             height: max(0, bounds.height - insets.top - insets.bottom))
        // Placed with the proposal it was measured with, centred in the content area.
        // (Proposing the exact height instead, as a stretchy container would, hands a
        // stack of texts less height than they measured and cuts them.)
        let proposal = self.proposal(forWidth: bounds.width)
        let size = graph.sizeThatFits(proposal)
        let origin = CGPoint(x: content.minX + (content.width - size.width) / 2, y: content.minY + (content.height - size.height) / 2)
        let tree = graph.resolve(proposal, at: origin)
        resolvedTree = tree
        var used: [[Int]: Views.View] = [:]
        materialize(tree.children, in: self, parentOrigin: .zero, path: [], used: &used)
        for (path, view) in backing where used[path] !== view { view.removeFromSuperview() }
        backing = used
    }

    /// Makes or reuses a backing view per element, in drawing order.
    private func materialize(_ elements: [ResolvedElement], in parent: Views.View, parentOrigin: CGPoint, path: [Int],
                             used: inout [[Int]: Views.View])
    {
        for (index, element) in elements.enumerated() {
            let key = path + [index]
            let view = backingView(for: element, reusing: backing[key])
            configure(view, with: element)
            let frame = element.frame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y)
            if view.frame != frame { view.frame = frame }
            if view.superview !== parent || parent.subviews.count <= index || parent.subviews[index] !== view {
                parent.insertSubview(view, at: index)
            }
            used[key] = view
            materialize(element.children, in: view, parentOrigin: element.frame.origin, path: key, used: &used)
        }
    }

    private func backingView(for element: ResolvedElement, reusing existing: Views.View?) -> Views.View {
        switch element.content {
        case .text:
            return (existing as? Label) ?? Label()
        case .image(let image, _):
            return (existing as? ImageView) ?? ImageView(image: image)
        case .toggle:
            return (existing as? Switch) ?? Switch()
        case .group, .shape:
            if let existing, type(of: existing) == Views.View.self { return existing }
            return Views.View()
        }
    }

    private func configure(_ view: Views.View, with element: ResolvedElement) {
        view.alpha = CGFloat(element.opacity)
        switch element.content {
        case .group(let clips, let radius):
            view.backgroundColor = nil
            view.clipsToBounds = clips
            view.layer.cornerRadius = radius
            view.layer.borderWidth = 0
        case .shape(let kind, let fill, let stroke):
            view.backgroundColor = fill
            view.clipsToBounds = false
            view.layer.cornerRadius = kind.cornerRadius(for: element.frame.size)
            view.layer.borderWidth = stroke?.lineWidth ?? 0
            view.layer.borderColor = stroke?.color
        case .text(let layout, let lines):
            let label = view as! Label
            let text = layout.text
            let attributes = text.runs.first?.attributes
            // The label's own font, colour and paragraph settings are those of the
            // text, so that restyling (an appearance change) gives the same text.
            if let attributes {
                if label.font != attributes.font { label.font = attributes.font }
                let color = Views.Color(light: attributes.foregroundColor, dark: attributes.foregroundColor)
                if label.textColor != color { label.textColor = color }
            }
            if label.textAlignment != text.paragraphStyle.alignment { label.textAlignment = text.paragraphStyle.alignment }
            if label.lineBreakMode != text.paragraphStyle.lineBreakMode { label.lineBreakMode = text.paragraphStyle.lineBreakMode }
            if label.numberOfLines != lines { label.numberOfLines = lines }
            // Drawn as measured: the layout made at the width the text was offered, not
            // again at the frame's (the text's own width, rounded), where a line whose
            // trailing spaces overhang the frame would break one word earlier.
            if label.attributedText != text { label.attributedText = text }
            label.presetLayout = layout
        case .image(let image, let tint):
            let imageView = view as! ImageView
            if imageView.image != image { imageView.image = image }
            imageView.contentMode = .scaleToFill
            if let tint { imageView.tintColor = tint }
        case .toggle(let isOn, let tint):
            let control = view as! Switch
            control.isOn = isOn
            control.onTintColor = tint
        }
    }
}
