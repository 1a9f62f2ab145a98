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

/// The user's preferred text size (`DynamicTypeSize`), one case per ``ContentSizeCategory``.
public enum DynamicTypeSize: Int, CaseIterable, Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// SwiftUI's size for a content size category.
    public init(_ category: ContentSizeCategory) {
        self = DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// The content size category this size stands for.
    public var contentSizeCategory: ContentSizeCategory { ContentSizeCategory.allCases[rawValue] }
    /// Whether it is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    /// Sizes order from extra small to the largest accessibility size.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Left to right or right to left.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A horizontal or vertical axis.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// A set of axes (`fixedSize`, scroll directions).
    public struct Set: OptionSet, Hashable, Sendable {
        /// The axes as bits.
        public let rawValue: Int8
        /// Axes from their bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal (`.horizontal`).
        public static let horizontal = Set(rawValue: 1)
        /// The vertical (`.vertical`).
        public static let vertical = Set(rawValue: 2)
    }
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
