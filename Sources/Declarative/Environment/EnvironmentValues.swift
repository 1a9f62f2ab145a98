import Foundation
import Typesetting
import Graphics

/// Values that flow down the view tree: text size, layout direction, colour
/// scheme, the default font, colour and line limit. `HostingView` fills the
/// first four from its trait collection; modifiers change them for a subtree.
public struct EnvironmentValues: Sendable, Hashable {
    /// The defaults: large text, light, left to right, body font, no line limit.
    public init() {}

    /// The preferred text size (Dynamic Type).
    public var sizeCategory: ContentSizeCategory = .large
    /// The preferred text size, in the newer vocabulary; the same value as ``sizeCategory``.
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(sizeCategory) }
        set { sizeCategory = newValue.contentSizeCategory }
    }
    /// Which edge is leading. Right to left mirrors the layout horizontally.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Light or dark: which value of a semantic colour is used.
    public var colorScheme: ColorScheme = .light
    /// The pixel density frames are rounded to (the traits' display scale).
    public var displayScale: CGFloat = 3
    /// The font of text that sets none (nil: ``Font/body``).
    public var font: Font?
    /// The colour of text and shapes that set none (nil: ``Color/primary``).
    public var foregroundColor: Color?
    /// The maximum number of lines of text (nil: no limit).
    public var lineLimit: Int?
    /// How lines of multi-line text are aligned.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The axis of the stack a view is directly in (how a ``Divider`` or ``Spacer`` is oriented).
    var stackAxis: Axis?
}

extension EnvironmentValues {
    /// The environment of a view hosted in `traits`: text size, direction, colour scheme and scale.
    public init(traits: TraitCollection) {
        self.init()
        sizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        displayScale = traits.displayScale
    }

    /// The traits a view-layer view should have to draw like this environment.
    var traitCollection: TraitCollection {
        TraitCollection(preferredContentSizeCategory: sizeCategory,
                        layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                        userInterfaceStyle: colorScheme == .dark ? .dark : .light, displayScale: displayScale)
    }
}
