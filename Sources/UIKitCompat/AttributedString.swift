// UIKit's additions to Foundation's NSAttributedString: the attribute keys text
// drawing reads, paragraph styles, and measuring (`boundingRect`), backed by the
// Text engine. Foundation on Linux has NSAttributedString and its Key, but not
// these (UIKit and AppKit add them on Apple platforms).
import Foundation
import Typesetting
import Views

extension NSAttributedString.Key {
    /// A `UIFont` (default: the 12-point system font, standing in for UIKit's Helvetica 12).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` (default: black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// An `NSParagraphStyle` (the first character's applies to the whole string).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra points after each character: a `CGFloat`, `Double`, `Int` or `NSNumber`.
    public static let kern = NSAttributedString.Key("NSKern")
}

/// Paragraph settings of attributed text (`NSParagraphStyle`): immutable; make
/// an ``NSMutableParagraphStyle`` to change them.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    fileprivate var style: ParagraphStyle

    public override init() {
        style = ParagraphStyle()
        super.init()
    }

    fileprivate init(style: ParagraphStyle) {
        self.style = style
        super.init()
    }

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static let `default` = NSParagraphStyle()

    /// How lines align (`NSParagraphStyle.alignment`).
    open var alignment: NSTextAlignment { style.alignment }
    /// Where lines break and how the last is cut (`NSParagraphStyle.lineBreakMode`).
    open var lineBreakMode: NSLineBreakMode { style.lineBreakMode }
    /// Extra points between lines.
    open var lineSpacing: CGFloat { CGFloat(style.lineSpacing) }
    /// Multiplies each line's natural height (0: unchanged).
    open var lineHeightMultiple: CGFloat { CGFloat(style.lineHeightMultiple) }
    /// Space after each paragraph (`paragraphSpacing`). Kept, not applied: the text
    /// engine lays every paragraph of a text out with one line spacing, so a text
    /// with several paragraphs is shorter here by this much per paragraph break.
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// Space before each paragraph (`paragraphSpacingBefore`). Kept, not applied, as ``paragraphSpacing``.
    open var paragraphSpacingBefore: CGFloat { storedParagraphSpacingBefore }
    fileprivate var storedParagraphSpacing: CGFloat = 0
    fileprivate var storedParagraphSpacingBefore: CGFloat = 0

    /// An immutable copy (`NSCopying`).
    public func copy(with zone: NSZone? = nil) -> Any { copySpacing(to: NSParagraphStyle(style: style)) }
    /// A mutable copy (`NSMutableCopying`).
    public func mutableCopy(with zone: NSZone? = nil) -> Any { copySpacing(to: NSMutableParagraphStyle(style: style)) }

    private func copySpacing<Style: NSParagraphStyle>(to copy: Style) -> Style {
        copy.storedParagraphSpacing = storedParagraphSpacing
        copy.storedParagraphSpacingBefore = storedParagraphSpacingBefore
        return copy
    }

    /// The Text engine's paragraph style with these settings.
    public var textParagraphStyle: ParagraphStyle { style }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.style == style }
    open override var hash: Int { style.hashValue }
}

/// A paragraph style whose settings can change (`NSMutableParagraphStyle`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { style.alignment }
        set { style.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { style.lineBreakMode }
        set { style.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { CGFloat(style.lineSpacing) }
        set { style.lineSpacing = Double(newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { CGFloat(style.lineHeightMultiple) }
        set { style.lineHeightMultiple = Double(newValue) }
    }

    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storedParagraphSpacingBefore }
        set { storedParagraphSpacingBefore = newValue }
    }

    /// Copies another style's settings (`setParagraphStyle(_:)`).
    public func setParagraphStyle(_ other: NSParagraphStyle) {
        style = other.style
        storedParagraphSpacing = other.storedParagraphSpacing
        storedParagraphSpacingBefore = other.storedParagraphSpacingBefore
    }
}

/// Options for measuring and drawing attributed strings (`NSStringDrawingOptions`).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The options as bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines within the given width, the rectangle's origin
    /// being the top-left of the first line. Without it, the text is one line
    /// and the origin is on its baseline.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Accepted for source compatibility: line heights always include the font's leading.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Accepted for source compatibility: bounds are always typographic.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Lines that do not fit the height are left out, the last visible one ending in an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of measuring (`NSStringDrawingContext`). Text is never
/// scaled down, so `actualScaleFactor` is always 1.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// Accepted and ignored: text is never shrunk to fit.
    open var minimumScaleFactor: CGFloat = 0
    /// Always 1: text is never shrunk.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
}

extension NSAttributedString {
    /// The string as the Text engine's attributed text: runs of font, colour and
    /// kern; the first character's paragraph style for the whole string.
    public var attributedText: AttributedText {
        attributedText(font: .systemFont(ofSize: 12), color: .black, paragraphStyle: .default)
    }

    /// The string as the text engine's attributed text, with `font`, `color` and
    /// `paragraphStyle` where the string sets none (as a label fills them in).
    func attributedText(font defaultFont: Font, color defaultColor: RGBA,
                        paragraphStyle defaultStyle: ParagraphStyle) -> AttributedText
    {
        var result = AttributedText("", font: defaultFont)
        var paragraphStyle: ParagraphStyle?
        enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? Font ?? defaultFont
            let color = (attributes[.foregroundColor] as? Color).map { $0.light } ?? defaultColor
            let kern: Double = switch attributes[.kern] {
            case let value as CGFloat: Double(value)
            case let value as Double: value
            case let value as Int: Double(value)
            case let value as NSNumber: value.doubleValue
            default: 0
            }
            if paragraphStyle == nil { paragraphStyle = (attributes[.paragraphStyle] as? NSParagraphStyle)?.style ?? defaultStyle }
            let piece = (string as NSString).substring(with: range)
            result.append(piece, attributes: TextAttributes(font: font, foregroundColor: color, kern: kern))
        }
        result.paragraphStyle = paragraphStyle ?? defaultStyle
        return result
    }

    /// The rectangle the text occupies when laid out within `size`
    /// (`boundingRect(with:options:context:)`), in points, not rounded.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps to `size.width` and the
    /// rectangle starts at the first line's top (origin zero); with
    /// `.truncatesLastVisibleLine` lines below `size.height` are left out.
    /// Without `.usesLineFragmentOrigin` the text is one line, measured from its
    /// baseline: the origin's y is minus the line's ascent.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect
    {
        guard length > 0 else { return .zero }
        let text = attributedText
        var rect: CGRect
        if options.contains(.usesLineFragmentOrigin) {
            let width = size.width > 0 && size.width.isFinite ? Double(size.width) : nil
            var layout = TextLayout(text, width: width)
            if options.contains(.truncatesLastVisibleLine), size.height > 0, layout.lines.count > 1 {
                let fitting = layout.lines.filter { $0.y + $0.height <= Double(size.height) + 1e-6 }.count
                if fitting < layout.lines.count {
                    layout = TextLayout(text, width: width, maximumNumberOfLines: max(1, fitting))
                }
            }
            rect = CGRect(x: 0, y: 0, width: CGFloat(layout.lines.map(\.width).max() ?? 0),
                          height: CGFloat(layout.lines.last.map { $0.y + $0.height } ?? 0))
        } else {
            let layout = TextLayout(text, width: nil, maximumNumberOfLines: 1)
            let line = layout.lines.first
            rect = CGRect(x: 0, y: -CGFloat(line?.baseline ?? 0), width: CGFloat(line?.width ?? 0),
                          height: CGFloat(line?.height ?? 0))
        }
        context?.totalBounds = rect
        return rect
    }

    /// The size of the text on one line (`size()`).
    public func size() -> CGSize { boundingRect(with: .zero, options: [], context: nil).size }
}

extension NSAttributedString {
    /// An empty attributed string, so that `NSAttributedString()` compiles: Foundation
    /// on Linux has no `init()`, and an extension cannot add one (it would override
    /// `NSObject`'s), but a defaulted parameter answers the same call.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}

extension AttributedText {
    /// The text as an `NSAttributedString`: each run's font, colour and kern, and
    /// the paragraph style on the whole string.
    var nsAttributedString: NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        let style = NSParagraphStyle(style: paragraphStyle)
        for run in runs where !run.range.isEmpty {
            var attributes: [NSAttributedString.Key: Any] = [
                .font: run.attributes.font,
                .foregroundColor: Color(run.attributes.foregroundColor),
                .paragraphStyle: style,
            ]
            if run.attributes.kern != 0 { attributes[.kern] = CGFloat(run.attributes.kern) }
            result.setAttributes(attributes, range: NSRange(location: run.range.lowerBound, length: run.range.count))
        }
        return result
    }
}

extension Label {
    /// The styled text (`UILabel.attributedText`), as UIKit types it. Where the
    /// string sets no font, colour or paragraph style, the label's `font`,
    /// `textColor`, `textAlignment` and `lineBreakMode` apply, as in UIKit. (The
    /// view layer's own `attributedText`, an `AttributedText`, is what this sets.)
    public var attributedText: NSAttributedString? {
        get { styledText?.nsAttributedString }
        set {
            styledText = newValue?.attributedText(
                font: font, color: textColor.resolvedColor(with: traitCollection),
                paragraphStyle: ParagraphStyle(alignment: textAlignment, lineBreakMode: lineBreakMode))
        }
    }
}

extension TextView {
    /// The styled text (`UITextView.attributedText`), as UIKit types it; where the
    /// string sets no font or colour, the text view's apply. It sets the view layer's
    /// own `attributedText` (an `AttributedText`), so a subclass observing that one
    /// (as seed 002's `FullTextView` does) hears the change.
    public var attributedText: NSAttributedString! {
        get {
            styledText.nsAttributedString
        }
        set {
            let styled = newValue?.attributedText(font: font, color: textColor.resolvedColor(with: traitCollection),
                                                  paragraphStyle: ParagraphStyle(alignment: textAlignment))
            styledText = styled ?? AttributedText("", font: font)
        }
    }

}
