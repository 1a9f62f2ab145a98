/// The text styles of Dynamic Type (`UIFont.TextStyle`).
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// The user's preferred text size (`UIContentSizeCategory`); ``large`` is the default.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Categories order from extra small to the largest accessibility size.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

    /// Accepts the case names and UIKit's short names (`XS`…`XXXL`, `AX1`…`AX5`,
    /// `L`), case-insensitively.
    public init?(name: String) {
        let short = ["xs": 0, "s": 1, "m": 2, "l": 3, "xl": 4, "xxl": 5, "xxxl": 6,
                     "ax1": 7, "ax2": 8, "ax3": 9, "ax4": 10, "ax5": 11]
        let lowered = name.lowercased()
        if let index = short[lowered] {
            self = Self.allCases[index]
        } else if let match = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) {
            self = match
        } else {
            return nil
        }
    }
}

/// Apple's published Dynamic Type sizes for iOS, in points: a row per content size
/// category (extra small … accessibility 5), a column per text style in
/// ``TextStyle/allCases`` order.
private let dynamicTypeSizes: [[Double]] = [
    [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],  // xSmall
    [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],  // Small
    [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],  // Medium
    [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],  // Large (default)
    [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],  // xLarge
    [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],  // xxLarge
    [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],  // xxxLarge
    [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],  // AX1
    [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],  // AX2
    [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],  // AX3
    [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],  // AX4
    [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],  // AX5
]

/// The leading (line height) Apple publishes beside each size, in points, in the
/// same layout as ``dynamicTypeSizes``.
private let dynamicTypeLeadings: [[Double]] = [
    [38, 31, 24, 22, 19, 19, 18, 16, 16, 13, 13],
    [39, 32, 25, 23, 20, 20, 19, 18, 16, 13, 13],
    [40, 33, 26, 24, 21, 21, 20, 19, 16, 13, 13],
    [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13],
    [43, 37, 30, 28, 24, 24, 23, 22, 20, 19, 18],
    [46, 39, 32, 30, 26, 26, 25, 24, 22, 21, 20],
    [48, 41, 34, 32, 29, 29, 28, 28, 24, 23, 22],
    [52, 46, 41, 38, 34, 34, 32, 31, 29, 28, 25],
    [57, 51, 47, 44, 40, 40, 39, 37, 33, 32, 30],
    [61, 57, 52, 51, 48, 48, 46, 43, 40, 39, 35],
    [66, 62, 59, 58, 56, 56, 52, 50, 46, 44, 41],
    [70, 68, 66, 65, 62, 62, 60, 58, 52, 51, 48],
]

extension TextStyle {
    /// The line height Apple publishes for this style at `category`, in points.
    public func leading(for category: ContentSizeCategory = .large) -> Double {
        dynamicTypeLeadings[category.index][TextStyle.allCases.firstIndex(of: self)!]
    }

    /// The point size of this style at `category`, from Apple's Dynamic Type table.
    public func pointSize(for category: ContentSizeCategory = .large) -> Double {
        dynamicTypeSizes[category.index][TextStyle.allCases.firstIndex(of: self)!]
    }

    /// The weight of this style: semibold for ``headline``, regular for the rest.
    public var weight: Font.Weight { self == .headline ? .semibold : .regular }
}

extension Font {
    /// The system font for a text style at a content size category, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` gives it.
    /// - SeeAlso: ``FontMetrics``, ``ContentSizeCategory``
    public static func preferredFont(forTextStyle style: TextStyle,
                                     contentSizeCategory category: ContentSizeCategory = .large) -> Font
    {
        Font(familyName: TextSystem.defaultFamily, pointSize: style.pointSize(for: category),
             weight: style.weight, textStyle: style)
    }
}

/// Scales custom fonts and values with Dynamic Type, like `UIFontMetrics`: by the
/// ratio of the text style's size at the category to its size at
/// ``ContentSizeCategory/large``. (Apple's own curve is unpublished and close to,
/// but not exactly, this ratio; the ratio keeps custom fonts in step with
/// ``Font/preferredFont(forTextStyle:contentSizeCategory:)``.)
public struct FontMetrics: Hashable, Sendable {
    /// The text style whose curve scales values.
    public let textStyle: TextStyle

    /// Metrics following `textStyle` (`UIFontMetrics(forTextStyle:)`).
    public init(forTextStyle textStyle: TextStyle = .body) { self.textStyle = textStyle }

    /// The metrics for ``TextStyle/body``.
    public static let `default` = FontMetrics()

    /// `value` scaled as the text style's size scales at `category` (`scaledValue(for:compatibleWith:)`).
    /// - SeeAlso: ``scaledFont(for:contentSizeCategory:)``
    public func scaledValue(for value: Double, contentSizeCategory category: ContentSizeCategory) -> Double {
        value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    /// `font` at the size it should have at `category`, keeping its family and weight.
    /// - SeeAlso: ``Font/preferredFont(forTextStyle:contentSizeCategory:)``, ``scaledValue(for:contentSizeCategory:)``
    public func scaledFont(for font: Font, contentSizeCategory category: ContentSizeCategory) -> Font {
        var scaled = font.withSize(scaledValue(for: font.pointSize, contentSizeCategory: category))
        scaled.textStyle = textStyle
        return scaled
    }
}
