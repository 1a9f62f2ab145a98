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
        #expect(huge.size.width > 20_000 && huge.size.width.isFinite)
        attributes.kern = .nan
        #expect(TextLayout(AttributedText("ab", attributes: attributes)).size.width.isFinite)
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
        let image = TextImage(layout, scale: 2)
        #expect(image.pixelHeight == TextImage.maximumPixels)
        #expect(image.pixelWidth < TextImage.maximumPixels)
    }
}
