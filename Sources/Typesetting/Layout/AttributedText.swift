#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour as red, green, blue and alpha components in 0...1 (sRGB).
public struct RGBA: Hashable, Sendable {
    /// The sRGB components and opacity, 0…1 (drawing clamps them; NaN is kept as 0,
    /// see ``AttributedText``).
    public var red: Double { didSet { red = red.isNaN ? 0 : red } }
    public var green: Double { didSet { green = green.isNaN ? 0 : green } }
    public var blue: Double { didSet { blue = blue.isNaN ? 0 : blue } }
    public var alpha: Double { didSet { alpha = alpha.isNaN ? 0 : alpha } }

    /// A colour from its components.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.isNaN ? 0 : red
        self.green = green.isNaN ? 0 : green
        self.blue = blue.isNaN ? 0 : blue
        self.alpha = alpha.isNaN ? 0 : alpha
    }

    /// Opaque black.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBA(red: 1, green: 1, blue: 1)
}

/// The attributes of a run of text (the subset of `NSAttributedString.Key` that
/// shapes or paints text).
public struct TextAttributes: Hashable, Sendable {
    /// The font of the run (`.font`).
    public var font: Font
    /// The text colour of the run (`.foregroundColor`).
    public var foregroundColor: RGBA
    /// Extra space between characters, in points (`.kern`; also how tracking is applied).
    /// A line is measured as it is drawn: with the space between its characters, not
    /// after its last one (UIKit also counts one after the last). NaN is kept as 0.
    public var kern: Double { didSet { kern = kern.isNaN ? 0 : kern } }

    /// The letter spacing laid out, in points: ``kern`` inside `Limits.kern`, and never
    /// below minus the font's size. Past −1 em every character would step back by more
    /// than its own width, and what such a line measures is not defined (Pango draws it
    /// one way, its advances say another).
    var letterSpacing: Double { max(Limits.kern.clamp(kern), -font.pointSize) }

    /// Attributes for a run.
    public init(font: Font, foregroundColor: RGBA = .black, kern: Double = 0) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.kern = kern.isNaN ? 0 : kern
    }
}

/// How text is aligned within its width (`NSTextAlignment`).
public enum TextAlignment: String, CaseIterable, Hashable, Sendable {
    /// Leading: left for left-to-right paragraphs, right for right-to-left ones.
    case natural, left, center, right, justified
}

/// How lines break and where text that does not fit is cut (`NSLineBreakMode`).
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether lines wrap at character rather than word boundaries.
    var wrapsByCharacter: Bool { self == .byCharWrapping }
    var isTruncating: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}

/// Paragraph-level layout (`NSParagraphStyle`).
public struct ParagraphStyle: Hashable, Sendable {
    /// How lines align (`NSParagraphStyle.alignment`).
    public var alignment: TextAlignment
    /// Where lines break and how the last is cut (`NSParagraphStyle.lineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// Extra points between lines. NaN is kept as 0.
    public var lineSpacing: Double { didSet { lineSpacing = lineSpacing.isNaN ? 0 : lineSpacing } }
    /// Multiplies each line's natural height (0 or 1: unchanged). NaN is kept as 0.
    public var lineHeightMultiple: Double { didSet { lineHeightMultiple = lineHeightMultiple.isNaN ? 0 : lineHeightMultiple } }

    /// A paragraph style; unset values are UIKit's defaults.
    public init(alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .byWordWrapping,
                lineSpacing: Double = 0, lineHeightMultiple: Double = 0)
    {
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.lineSpacing = lineSpacing.isNaN ? 0 : lineSpacing
        self.lineHeightMultiple = lineHeightMultiple.isNaN ? 0 : lineHeightMultiple
    }

    /// Natural alignment, word wrapping, no extra spacing.
    public static let `default` = ParagraphStyle()
}

/// Text with attributes over ranges, like `NSAttributedString`: runs cover the
/// string in order, each over a range of UTF-16 offsets (as `NSString` counts).
///
/// Texts are keys of the text caches, so no number in them is NaN (which equals
/// nothing, itself included): a NaN letter spacing, line spacing, line height
/// multiple or colour component is kept as 0, as laying out reads it. A text holding
/// a NaN was never found in the caches, and each measurement of it added an entry
/// that eviction could not find again.
///
/// Two texts are equal when their strings have the same Unicode scalars, as
/// `NSAttributedString.isEqual(_:)` compares code units, not when Swift's `String`
/// calls them equal: canonically equivalent strings (K and the Kelvin sign U+212A,
/// Å and the Ångström sign U+212B) can take different fonts and widths, and one
/// must never be measured as the other.
public struct AttributedText: Hashable, Sendable {
    /// A range of the text with one set of attributes.
    public struct Run: Hashable, Sendable {
        /// The run's characters in UTF-16 offsets.
        public var range: Range<Int>
        /// The run's attributes.
        public var attributes: TextAttributes
    }

    /// The characters.
    public private(set) var string: String
    /// The runs, covering the text in order.
    public private(set) var runs: [Run]
    /// The paragraph style of the whole text.
    public var paragraphStyle: ParagraphStyle

    /// Plain text in one font.
    public init(_ string: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        self.string = string
        runs = [Run(range: 0..<Self.utf16Count(of: string), attributes: attributes)]
        self.paragraphStyle = paragraphStyle
    }

    /// Text in one font and colour.
    public init(_ string: String, font: Font, color: RGBA = .black, paragraphStyle: ParagraphStyle = .default) {
        self.init(string, attributes: TextAttributes(font: font, foregroundColor: color), paragraphStyle: paragraphStyle)
    }

    /// The UTF-16 length, as `NSString.length`.
    public var length: Int { Self.utf16Count(of: string) }

    /// The UTF-16 length of `string`, counted from its UTF-8 (a scalar of four bytes
    /// is two units): `String.utf16.count` builds an index of the whole string first
    /// when it holds anything but ASCII, which cost more than a label's text setter.
    static func utf16Count(of string: String) -> Int {
        let utf8 = string.utf8
        return utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count &+= byte >= 0xF0 ? 2 : 1 }
            return count
        } ?? string.utf16.count
    }

    public static func == (a: AttributedText, b: AttributedText) -> Bool {
        a.runs == b.runs && a.paragraphStyle == b.paragraphStyle && sameScalars(a.string, b.string)
    }

    /// Whether two strings hold the same UTF-8 bytes (so the same scalars).
    private static func sameScalars(_ a: String, _ b: String) -> Bool {
        let (x, y) = (a.utf8, b.utf8)
        guard x.count == y.count else { return false }
        let compared = x.withContiguousStorageIfAvailable { p in
            y.withContiguousStorageIfAvailable { q in p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
        return (compared ?? nil) ?? x.elementsEqual(y)
    }

    public func hash(into hasher: inout Hasher) {
        // The UTF-8 bytes (no normalisation, as `==` compares them), then the rest.
        let utf8 = string.utf8
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            Array(utf8).withUnsafeBytes { hasher.combine(bytes: $0) }
        }
        hasher.combine(utf8.count)
        // Of the runs and the style, only the numbers that most often tell texts apart:
        // texts are hashed on every lookup in the text caches, and hashing every
        // attribute (a family name, a colour, a style's names) cost more than the
        // string. Equal texts still hash alike; `==` tells the rest apart.
        hasher.combine(runs.count)
        for run in runs {
            hasher.combine(run.range.upperBound)
            hasher.combine(run.attributes.font.pointSize)
            hasher.combine(run.attributes.font.weight.rawValue)
            hasher.combine(run.attributes.kern)
        }
        hasher.combine(paragraphStyle.lineSpacing)
    }

    /// The text of UTF-16 offsets `range` with its attributes; `units` is the
    /// string's UTF-16 code units (passed in so that slicing a long text many times
    /// reads them once).
    func slice(_ range: Range<Int>, units: [UInt16]) -> AttributedText {
        var result = AttributedText(String(decoding: units[range], as: UTF16.self),
                                    attributes: attributes(at: range.lowerBound), paragraphStyle: paragraphStyle)
        result.runs = runs.compactMap { run in
            let lower = max(run.range.lowerBound, range.lowerBound), upper = min(run.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            return Run(range: (lower - range.lowerBound)..<(upper - range.lowerBound), attributes: run.attributes)
        }
        if result.runs.isEmpty { result.runs = [Run(range: 0..<0, attributes: attributes(at: range.lowerBound))] }
        return result
    }

    /// Appends text with its own attributes.
    public mutating func append(_ string: String, attributes: TextAttributes) {
        let start = length
        self.string += string
        let end = length
        if let last = runs.last, last.attributes == attributes {
            runs[runs.count - 1].range = last.range.lowerBound..<end
        } else if runs.count == 1 && runs[0].range.isEmpty {
            runs[0] = Run(range: 0..<end, attributes: attributes)
        } else {
            runs.append(Run(range: start..<end, attributes: attributes))
        }
    }

    /// Sets `attributes` over `range` (UTF-16 offsets), splitting runs as needed.
    ///
    /// A range beyond the text is clamped to it, as setters that cannot throw clamp
    /// (`InputPolicy`). Runs stay normal: none empty (but the one of an empty text), and
    /// no two neighbours with equal attributes, which would otherwise split shaping (and
    /// contextual forms, such as Inter's digits around ".") where drawing does not.
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        let range = min(max(range.lowerBound, 0), length)..<min(max(range.upperBound, 0), length)
        guard !range.isEmpty else { return }
        var result: [Run] = []
        for run in runs {
            if run.range.upperBound <= range.lowerBound || run.range.lowerBound >= range.upperBound {
                result.append(run)
                continue
            }
            if run.range.lowerBound < range.lowerBound {
                result.append(Run(range: run.range.lowerBound..<range.lowerBound, attributes: run.attributes))
            }
            if run.range.upperBound > range.upperBound {
                result.append(Run(range: range.upperBound..<run.range.upperBound, attributes: run.attributes))
            }
        }
        result.append(Run(range: range, attributes: attributes))
        result.sort { $0.range.lowerBound < $1.range.lowerBound }
        var merged: [Run] = []
        for run in result where !run.range.isEmpty {
            if let last = merged.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound {
                merged[merged.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                merged.append(run)
            }
        }
        runs = merged.isEmpty ? [Run(range: 0..<0, attributes: attributes)] : merged
    }

    /// The attributes at a UTF-16 offset (the last run's at the end).
    public func attributes(at offset: Int) -> TextAttributes {
        runs.first { $0.range.contains(offset) }?.attributes ?? runs.last!.attributes
    }
}
