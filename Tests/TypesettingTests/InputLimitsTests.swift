import Graphics
import Testing
@testable import Typesetting

/// Numbers outside the input policy never trap the text engine, and never make it lie:
/// it clamps as `TextLayout.init` documents.
@Suite("Text input limits")
struct InputLimitsTests {
    static let sentence = "The quick brown fox jumps over the lazy dog."

    /// Lines cover the text in order, each at least as narrow as the width unless one
    /// cluster alone is wider.
    static func expectTiles(_ layout: TextLayout, utf16Count: Int, width: Double?,
                            sourceLocation: SourceLocation = #_sourceLocation)
    {
        var next = 0
        for line in layout.lines {
            #expect(line.range.lowerBound == next, sourceLocation: sourceLocation)
            next = line.range.upperBound
            #expect(line.width.isFinite && line.width >= 0, sourceLocation: sourceLocation)
            #expect(line.width <= layout.size.width, "a line is wider than its layout", sourceLocation: sourceLocation)
            if let width, line.range.count > 1, line.width > width + 1e-9 {
                Issue.record("a line of \(line.range.count) characters is \(line.width) pt at width \(width)",
                             sourceLocation: sourceLocation)
            }
        }
        #expect(next == utf16Count, sourceLocation: sourceLocation)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite, sourceLocation: sourceLocation)
    }

    @Test func hugeAndNonFiniteWidthsClampInsteadOfTrapping() {
        let text = AttributedText(Self.sentence, font: .systemFont(ofSize: 17))
        let unlimited = TextLayout(text)
        for width in [1e308, .infinity, 1e9, 2e6] {
            let layout = TextLayout(text, width: width)
            #expect(layout.lineCount == 1)
            #expect(layout.size == unlimited.size)
        }
        for width in [-1e308, -.infinity, .nan, -1, 0] {
            let layout = TextLayout(text, width: width)
            let zero = TextLayout(text, width: 0)
            #expect(layout.lines == zero.lines && layout.size == zero.size)
            Self.expectTiles(layout, utf16Count: Self.sentence.utf16.count, width: 0)
        }
    }

    @Test func aZeroWidthLayoutIsAsWideAsItsWidestCluster() {
        let text = AttributedText("hello", font: .systemFont(ofSize: 17))
        let layout = TextLayout(text, width: 0)
        #expect(layout.lineCount == 5)
        let widest = layout.lines.map(\.width).max()!
        #expect(widest > 9)
        #expect(layout.size.width == widest.rounded(.up))
        #expect(Paragraph(text).size(width: 0) == layout.size)
    }

    @Test func fontSizesOutsideTheRangeAreClamped() {
        #expect(Font.systemFont(ofSize: 1e308).pointSize == 10_000)
        #expect(Font.systemFont(ofSize: .infinity).pointSize == 10_000)
        #expect(Font.systemFont(ofSize: .nan).pointSize == 17)
        #expect(Font.systemFont(ofSize: -4).pointSize > 0)
        var font = Font.systemFont(ofSize: 17)
        font.pointSize = 1e6
        #expect(font.pointSize == 10_000)
        // The largest size lays out with positive, finite widths.
        let layout = TextLayout(AttributedText("hello world", font: .systemFont(ofSize: 1e6)), width: 100)
        #expect(layout.lineCount == 11)
        Self.expectTiles(layout, utf16Count: 11, width: 100)
        #expect(layout.lines.filter { $0.range.count == 1 && $0.range.lowerBound != 5 }.allSatisfy { $0.width > 1000 })
    }

    @Test func letterSpacingOutsideTheRangeIsClamped() {
        var attributes = TextAttributes(font: .systemFont(ofSize: 17))
        attributes.kern = 1e308
        let huge = TextLayout(AttributedText("ab", attributes: attributes), width: 1e9)
        attributes.kern = 10_000
        let largest = TextLayout(AttributedText("ab", attributes: attributes), width: 1e9)
        #expect(huge.size == largest.size)
        // Letter spacing between the two characters only, as Pango draws the line.
        #expect(huge.size.width > 10_000 && huge.size.width < 10_100)
        attributes.kern = .nan
        #expect(TextLayout(AttributedText("ab", attributes: attributes)).size.width.isFinite)
    }

    /// Letter spacing below −1 em is −1 em: measured and drawn alike (a 0.01-pt font
    /// spaced by −5 pt measured −34.9 pt and drew 33 pt wide, a fuzzer found).
    @Test func negativeLetterSpacingStopsAtMinusOneEm() {
        let font = Font.systemFont(ofSize: 9)
        let far = TextLayout(AttributedText("Hello\tworld", attributes: TextAttributes(font: font, kern: -40)))
        let oneEm = TextLayout(AttributedText("Hello\tworld", attributes: TextAttributes(font: font, kern: -9)))
        #expect(far.size == oneEm.size && far.lines == oneEm.lines)
        for kern in [0.0, -0.005, -5] {
            let tiny = AttributedText("ab\tcd", attributes: TextAttributes(font: .systemFont(ofSize: 0.01), kern: kern))
            let line = TextLayout(tiny).lines[0]
            #expect(line.width >= 0)
            #expect(abs(line.width - PangoReference.size(tiny, width: nil).width) <= 0.01, "kern \(kern)")
        }
    }

    @Test func lineLimitsAndScalesOutsideTheRangeAreClamped() {
        let text = AttributedText(Self.sentence, font: .systemFont(ofSize: 17))
        let unlimited = TextLayout(text, width: 60)
        #expect(TextLayout(text, width: 60, maximumNumberOfLines: .max).lines == unlimited.lines)
        #expect(TextLayout(text, width: 60, maximumNumberOfLines: -3).lines == unlimited.lines)
        for scale in [0, -1, .nan, .infinity, 1e308] as [Double] {
            let layout = TextLayout(text, width: 60, scale: scale)
            #expect(layout.size.width.isFinite && layout.size.height.isFinite, "scale \(scale)")
            #expect(layout.lines == unlimited.lines)
        }
    }

    @Test func lineSpacingIsNeverNegativeAndHeightsStayInRange() {
        let font = Font.systemFont(ofSize: 17)
        let plain = TextLayout(AttributedText(Self.sentence, font: font), width: 60)
        #expect(plain.lineCount >= 3)
        // Negative spacing is none (UIKit's lineSpacing is never negative): no overlap,
        // never a negative height.
        for spacing in [-3, -1e9, -.infinity] as [Double] {
            let text = AttributedText(Self.sentence, font: font, paragraphStyle: ParagraphStyle(lineSpacing: spacing))
            let layout = TextLayout(text, width: 60)
            #expect(layout.size == plain.size, "spacing \(spacing)")
            #expect(layout.lines.map(\.y) == plain.lines.map(\.y))
            #expect(Paragraph(text).size(width: 60) == plain.size)
        }
        // Gaps of 10⁹ points add up to more than a length: the height stops at 10⁹.
        for spacing in [1e9, 1e300, .infinity] as [Double] {
            let text = AttributedText(Self.sentence, font: font, paragraphStyle: ParagraphStyle(lineSpacing: spacing))
            #expect(TextLayout(text, width: 60).size.height == 1e9, "spacing \(spacing)")
            #expect(Paragraph(text).size(width: 60).height == 1e9)
        }
    }

    @Test func aLongParagraphsWidthDoesNotWrapAroundThirtyTwoBits() {
        // 200,000 characters of 17-pt text are wider than 2³¹ Pango units on one line.
        let long = String(repeating: "abcdefghij", count: 20_000)
        let text = AttributedText(long, font: .systemFont(ofSize: 17))
        let unwrapped = TextLayout(text)
        #expect(unwrapped.lines.allSatisfy { $0.width > 0 && $0.width <= 1_000_000 })
        #expect(unwrapped.lineCount > 1, "a line wraps at 10⁶ points")
        Self.expectTiles(unwrapped, utf16Count: long.utf16.count, width: 1_000_000)
        let wrapped = TextLayout(text, width: 320)
        Self.expectTiles(wrapped, utf16Count: long.utf16.count, width: 320)
        #expect(Paragraph(text).size(width: 320) == wrapped.size)
    }

    @Test func aLargeLayoutDrawsClippedToCairosLimit() {
        let text = AttributedText(String(repeating: "line\n", count: 3_000), font: .systemFont(ofSize: 17))
        let layout = TextLayout(text, width: 320)
        #expect(layout.size.height > 32_767)
        let image = Bitmap(drawing: layout, scale: 2)
        #expect(image.pixelHeight == Bitmap.maximumPixels)
        #expect(image.pixelWidth < Bitmap.maximumPixels)
    }

    /// A justified line stretched to a box of 10⁹ pt (a line separator ends it inside
    /// its paragraph): the box saturated Int32 in Pango units and the unit added to it
    /// trapped (FuzzText). It is drawn in the widest line a layout measures.
    @Test func aJustifiedLineInAHugeBoxDraws() {
        let style = ParagraphStyle(alignment: .justified)
        let text = AttributedText("first line\u{2028}second line", font: .systemFont(ofSize: 17), paragraphStyle: style)
        for width in [1e9, 1e300, .infinity] {
            let layout = TextLayout(text, width: width)
            #expect(layout.lines.count == 2)
            let image = Bitmap(drawing: layout, scale: 1)
            #expect(image.pixelWidth > 0 && image.pixelHeight > 0)
        }
    }
}

/// Long texts are shaped in groups of paragraphs; the result is the same as one layout.
@Suite("Shaping in paragraph groups")
struct ParagraphGroupTests {
    static let paragraphs = [
        "The quick brown fox jumps over the lazy dog.", "שלום עולם, מה שלומך היום?",
        "Ein Fluß, ein Fluss — «guillemets» and emoji 👩‍👩‍👧 too.", "", "مرحبا بالعالم",
        "Tab\tseparated\tcolumns, and a line\u{2028}separator.", "日本語のテキストも折り返す。", "\r\nCRLF",
    ]

    static func shaped(_ text: AttributedText, chunk: Int) -> ShapedText.Shaped {
        let scalars = Array(text.string.unicodeScalars)
        var utf16: [Int32] = [0], utf8: [Int32] = [0]
        for scalar in scalars {
            utf16.append(utf16.last! + Int32(scalar.utf16.count))
            utf8.append(utf8.last! + Int32(scalar.utf8.count))
        }
        return TextSystem.withSession { session in
            ShapedText.shape(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session,
                             chunkScalars: chunk)
        }
    }

    @Test(arguments: ["\n", "\r", "\r\n", "\u{2029}"])
    func groupsShapeAsOneLayout(separator: String) {
        let string = (0..<24).map { Self.paragraphs[$0 % Self.paragraphs.count] }.joined(separator: separator)
        var text = AttributedText(string, font: .systemFont(ofSize: 17))
        var bold = TextAttributes(font: .boldSystemFont(ofSize: 20))
        bold.kern = 1.5
        text.append(" and a bold run" + separator + "to end", attributes: bold)
        let whole = Self.shaped(text, chunk: .max)
        for chunk in [1, 30, 100] {
            let grouped = Self.shaped(text, chunk: chunk)
            #expect(grouped.widths == whole.widths, "chunk \(chunk)")
            #expect(grouped.endCorrections == whole.endCorrections, "chunk \(chunk)")
            let differing = grouped.rtl.indices.filter { grouped.rtl[$0] != whole.rtl[$0] }
            let scalars = Array(text.string.unicodeScalars)
            #expect(differing.isEmpty, "chunk \(chunk): \(differing.prefix(5)) \(differing.first.map { String(String.UnicodeScalarView(scalars[max(0, $0 - 10)..<min(scalars.count, $0 + 10)])) } ?? "") whole \(differing.first.map { whole.rtl[$0] } ?? false)")
            #expect(grouped.flags == whole.flags, "chunk \(chunk)")
            #expect(grouped.runs.map { [$0.start, $0.end, $0.ascent, $0.descent, Int32($0.level)] }
                    == whole.runs.map { [$0.start, $0.end, $0.ascent, $0.descent, Int32($0.level)] }, "chunk \(chunk)")
        }
    }

    @Test func groupsEndAfterParagraphSeparators() {
        let text = "ab\ncd\r\nef\rgh\u{2029}ij"
        let groups = ShapedText.paragraphGroups(text.unicodeScalars, count: text.unicodeScalars.count, size: 1)
        #expect(groups == [0..<3, 3..<7, 7..<10, 10..<13, 13..<15])
        #expect(ShapedText.paragraphGroups(text.unicodeScalars, count: 15, size: 100) == [0..<15])
    }
}
