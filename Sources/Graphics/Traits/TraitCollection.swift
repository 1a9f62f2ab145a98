import Foundation
import Typesetting

/// Compact or regular width or height (`UIUserInterfaceSizeClass`).
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case unspecified, compact, regular
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UserInterfaceStyle: Hashable, Sendable {
    case unspecified, light, dark
}

/// Left-to-right or right-to-left (`UITraitEnvironmentLayoutDirection`).
public enum TraitEnvironmentLayoutDirection: Hashable, Sendable {
    case unspecified, leftToRight, rightToLeft
}

/// The environment a view lays out and draws in (`UITraitCollection`): size
/// classes, the preferred text size, layout direction, appearance and display
/// scale. Traits flow from the root down; a view may override some of them
/// (`View.traitOverrides`) for itself and its subviews.
public struct TraitCollection: Hashable, Sendable {
    /// Compact on phones upright, regular on iPads and wide phones on their side.
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    /// Compact on phones on their side, regular otherwise.
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    /// The user's text size (Dynamic Type).
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    /// Left to right or right to left.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .light
    /// Pixels per point: frames are rounded to this grid.
    public var displayScale: CGFloat = 3

    /// Traits with each value given or its default (large text, left to right, light, 3×).
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                preferredContentSizeCategory: ContentSizeCategory = .large,
                layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
                userInterfaceStyle: UserInterfaceStyle = .light, displayScale: CGFloat = 3)
    {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }
}

extension Font {
    /// The system font for a text style at the traits' content size category
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, contentSizeCategory: traits?.preferredContentSizeCategory ?? .large)
    }
}

extension FontMetrics {
    /// `font` scaled for the traits' content size category (`scaledFont(for:compatibleWith:)`).
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection?) -> Font {
        scaledFont(for: font, contentSizeCategory: traits?.preferredContentSizeCategory ?? .large)
    }

    /// `value` scaled for the traits' content size category (`scaledValue(for:compatibleWith:)`).
    public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection?) -> CGFloat {
        CGFloat(scaledValue(for: Double(value), contentSizeCategory: traits?.preferredContentSizeCategory ?? .large))
    }
}
