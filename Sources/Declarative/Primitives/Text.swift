import Foundation
import Typesetting
import Graphics

/// Read-only text (`Text`), laid out by the text engine.
///
/// It wraps at the width proposed, shows as many lines as the height proposed and
/// ``View/lineLimit(_:)`` allow (always at least one), truncating the last with
/// "…", and its ideal size (width unspecified) is its text on one line per paragraph.
public struct Text: View, Hashable, Sendable {
    let content: String
    var font: Font?
    var color: Color?

    /// Text shown as written (no localisation in this module).
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    /// Text shown as given (`Text(verbatim:)`).
    public init(verbatim content: String) { self.content = content }

    /// A primitive: laid out and drawn by this module, not through a body.
    public var body: Never { primitiveBody(Self.self) }

    /// This text in a font (takes precedence over the environment's font).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// This text in a colour (takes precedence over the environment's colour).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// The text in bold (`bold()`).
    public func bold() -> Text { fontWeight(.bold) }

    /// The text at `weight` (`fontWeight(_:)`).
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        if let weight { copy.font = (font ?? .body).weight(weight) }
        return copy
    }

    /// The text in italics (`italic()`).
    public func italic() -> Text {
        var copy = self
        copy.font = (font ?? .body).italic()
        return copy
    }

    /// The attributed text this view lays out in `environment`: its font (or the
    /// environment's, or ``Font/body``) for the size category, its colour (or the
    /// environment's, or ``Color/primary``) for the colour scheme, tail truncation.
    public func attributedText(in environment: EnvironmentValues) -> AttributedText {
        let engineFont = (font ?? environment.font ?? .body).resolve(sizeCategory: environment.sizeCategory)
        let rgba = (color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        let alignment: Typesetting.TextAlignment = switch environment.multilineTextAlignment {
        case .leading: .natural
        case .center: .center
        case .trailing: environment.layoutDirection == .rightToLeft ? .left : .right
        }
        return AttributedText(content, attributes: TextAttributes(font: engineFont, foregroundColor: rgba),
                              paragraphStyle: ParagraphStyle(alignment: alignment, lineBreakMode: .byTruncatingTail))
    }
}

extension Text: PrimitiveView {
    func appendNodes(to list: inout [Node], in context: BuildContext) {
        let environment = context.environment
        list.append(TextNode(text: attributedText(in: environment), lineLimit: environment.lineLimit ?? 0,
                             scale: environment.displayScale))
    }
}
