import Foundation
import Text

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
/// (``View/traitOverrides``) for itself and its subviews.
public struct TraitCollection: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UserInterfaceSizeClass = .unspecified
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    public var userInterfaceStyle: UserInterfaceStyle = .light
    public var displayScale: CGFloat = 3

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

/// Traits set on a view for itself and its subviews; unset ones are inherited.
public struct TraitOverrides: Hashable, Sendable {
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: TraitEnvironmentLayoutDirection?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var displayScale: CGFloat?

    public init() {}

    /// Overrides that set every trait to `traits`' (a window's, or a template cell's
    /// measured away from its table).
    public init(_ traits: TraitCollection) {
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        layoutDirection = traits.layoutDirection
        userInterfaceStyle = traits.userInterfaceStyle
        displayScale = traits.displayScale
    }

    func applied(to base: TraitCollection) -> TraitCollection {
        var traits = base
        if let horizontalSizeClass { traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { traits.verticalSizeClass = verticalSizeClass }
        if let preferredContentSizeCategory { traits.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { traits.layoutDirection = layoutDirection }
        if let userInterfaceStyle { traits.userInterfaceStyle = userInterfaceStyle }
        if let displayScale { traits.displayScale = displayScale }
        return traits
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

    public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection?) -> CGFloat {
        CGFloat(scaledValue(for: Double(value), contentSizeCategory: traits?.preferredContentSizeCategory ?? .large))
    }
}
