import Foundation
import Typesetting

/// A font as SwiftUI describes one: a text style that follows Dynamic Type, or a
/// fixed system or custom font. It becomes a text-engine font (`Typesetting.Font`)
/// for an environment's size category when text is laid out.
public struct Font: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case style(TextStyle)
        case system(size: CGFloat)
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let storage: Storage
    var weight: Weight?
    var isItalic = false

    /// The text styles of Dynamic Type, with SwiftUI's names.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var engineStyle: Typesetting.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    /// Font weights (the text engine's, from ultra light to black).
    public typealias Weight = Typesetting.Font.Weight

    /// The largeTitle text style, scaled with Dynamic Type (`Font.largeTitle`).
    public static let largeTitle = Font(storage: .style(.largeTitle))
    /// The title text style, scaled with Dynamic Type (`Font.title`).
    public static let title = Font(storage: .style(.title))
    /// The title2 text style, scaled with Dynamic Type (`Font.title2`).
    public static let title2 = Font(storage: .style(.title2))
    /// The title3 text style, scaled with Dynamic Type (`Font.title3`).
    public static let title3 = Font(storage: .style(.title3))
    /// The headline text style, scaled with Dynamic Type (`Font.headline`).
    public static let headline = Font(storage: .style(.headline))
    /// The subheadline text style, scaled with Dynamic Type (`Font.subheadline`).
    public static let subheadline = Font(storage: .style(.subheadline))
    /// The body text style, scaled with Dynamic Type (`Font.body`).
    public static let body = Font(storage: .style(.body))
    /// The callout text style, scaled with Dynamic Type (`Font.callout`).
    public static let callout = Font(storage: .style(.callout))
    /// The footnote text style, scaled with Dynamic Type (`Font.footnote`).
    public static let footnote = Font(storage: .style(.footnote))
    /// The caption text style, scaled with Dynamic Type (`Font.caption`).
    public static let caption = Font(storage: .style(.caption))
    /// The caption2 text style, scaled with Dynamic Type (`Font.caption2`).
    public static let caption2 = Font(storage: .style(.caption2))

    /// The system font for a text style (follows Dynamic Type).
    public static func system(_ style: TextStyle, weight: Weight? = nil) -> Font {
        Font(storage: .style(style), weight: weight)
    }

    /// The system font at a fixed size (does not follow Dynamic Type).
    public static func system(size: CGFloat, weight: Weight = .regular) -> Font {
        Font(storage: .system(size: size), weight: weight)
    }

    /// A font family by name at a size that scales with Dynamic Type like ``body``.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(storage: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font family by name at a size that scales like `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(storage: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font family by name at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(storage: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The font at `weight` (`weight(_:)`).
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The font in bold (`bold()`).
    public func bold() -> Font { weight(.bold) }

    /// The font in italics (`italic()`).
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The text-engine font at a size category.
    public func resolve(sizeCategory: ContentSizeCategory) -> Typesetting.Font {
        var font: Typesetting.Font
        switch storage {
        case .style(let style):
            font = .preferredFont(forTextStyle: style.engineStyle, contentSizeCategory: sizeCategory)
        case .system(let size):
            font = .systemFont(ofSize: Double(size))
        case .custom(let name, let size, let relativeTo):
            font = Typesetting.Font(name: name, size: Double(size)) ?? .systemFont(ofSize: Double(size))
            if let relativeTo {
                font = FontMetrics(forTextStyle: relativeTo.engineStyle).scaledFont(for: font, contentSizeCategory: sizeCategory)
            }
        }
        if let weight { font.weight = weight }
        if isItalic { font.isItalic = true }
        return font
    }
}
