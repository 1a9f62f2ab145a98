import Graphics
import Testing
@testable import Typesetting

/// Drawing draws exactly what was measured: no ink outside the measured box, and
/// each line's ink inside that line's box.
@Suite struct DrawingTests {
    let padding = 20.0

    /// The bounding box of ink (alpha > 0) in points, relative to the layout's origin.
    func ink(_ image: Bitmap, rows: Range<Int>? = nil) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in rows ?? 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth where image.pixel(x: x, y: y).alpha > 0 {
                minX = min(minX, x); maxX = max(maxX, x + 1)
                minY = min(minY, y); maxY = max(maxY, y + 1)
            }
        }
        guard maxX >= 0 else { return nil }
        let s = image.scale
        return (Double(minX) / s - padding, Double(minY) / s - padding, Double(maxX) / s - padding, Double(maxY) / s - padding)
    }

    @Test(arguments: [0, 1, 3, 5, 6, 7, 8, 13, 14, 16, 17, 18, 21, 22])
    func inkStaysInTheMeasuredBox(paragraph: Int) throws {
        let text = AttributedText(Corpus.all[paragraph], font: .systemFont(ofSize: 17))
        let layout = TextLayout(text, width: 220)
        let image = Bitmap(drawing: layout, padding: padding, scale: 2, background: nil)
        let tolerance = 1.0   // antialiasing spills into the neighbouring pixel
        let box = try #require(ink(image))
        #expect(box.minX >= -tolerance && box.minY >= -tolerance, "paragraph \(paragraph): \(box)")
        #expect(box.maxX <= layout.size.width + tolerance && box.maxY <= layout.size.height + tolerance,
                "paragraph \(paragraph): \(box) vs \(layout.size)")
        // Each line's ink lies in its own box. Rows halfway up the x-height hold only
        // this line's glyphs (descenders and accents of neighbours stay clear); glyphs
        // may overhang their advance a little (Arabic swashes by about 1.2 pt).
        let xHeight = Font.systemFont(ofSize: 17).xHeight
        for line in layout.lines {
            let middle = Int(((line.baseline - xHeight / 2 + padding) * 2).rounded())
            guard let lineInk = ink(image, rows: max(0, middle - 2)..<min(image.pixelHeight, middle + 2)) else { continue }
            let overhang = 1.5
            #expect(lineInk.minX >= line.x - overhang && lineInk.maxX <= line.x + line.width + overhang,
                    "paragraph \(paragraph) line \(line.range): ink \(lineInk.minX)…\(lineInk.maxX), line \(line.x)…\(line.x + line.width)")
        }
    }

    @Test func colourAndPositionOfASingleWord() {
        let red = RGBA(red: 1, green: 0, blue: 0)
        let layout = TextLayout(AttributedText("HHHH", font: .systemFont(ofSize: 40), color: red))
        let image = Bitmap(drawing: layout, padding: 0, scale: 1, background: .white)
        #expect(image.pixelWidth == Int(layout.size.width) && image.pixelHeight == Int(layout.size.height))
        // The middle of the first H's left stem, halfway up the cap height, is red.
        let baseline = layout.firstBaseline
        let capMiddle = Int(baseline - Font.systemFont(ofSize: 40).capHeight / 2)
        var found = false
        for x in 0..<10 where image.pixel(x: x, y: capMiddle).red > 0.9 && image.pixel(x: x, y: capMiddle).green < 0.1 {
            found = true
        }
        #expect(found)
        // Below the baseline (no descenders in "HHHH") everything is white.
        let below = Int(baseline + 2)
        #expect((0..<image.pixelWidth).allSatisfy { image.pixel(x: $0, y: below) == RGBA.white })
    }

    @Test func truncatedLineDrawsItsEllipsisInsideTheWidth() throws {
        let text = AttributedText(Corpus.tweets[3], font: .systemFont(ofSize: 17),
                                  paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let layout = TextLayout(text, width: 200, maximumNumberOfLines: 3)
        #expect(layout.isTruncated && layout.lineCount == 3)
        let image = Bitmap(drawing: layout, padding: padding, scale: 2, background: nil)
        let box = try #require(ink(image))
        #expect(box.maxX <= 200 + 1)
        #expect(layout.drawnText(for: layout.lines[2]).string.hasSuffix("…"))
    }
}

extension DrawingTests {
    /// Justified lines are stretched to the width when drawn; the last line is not.
    @Test func justifiedLinesFillTheWidth() throws {
        let text = AttributedText(Corpus.tweets[3], font: .systemFont(ofSize: 17),
                                  paragraphStyle: ParagraphStyle(alignment: .justified))
        let layout = TextLayout(text, width: 240)
        let image = Bitmap(drawing: layout, padding: padding, scale: 2, background: nil)
        let xHeight = Font.systemFont(ofSize: 17).xHeight
        func band(_ line: TextLine) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
            let middle = Int(((line.baseline - xHeight / 2 + padding) * 2).rounded())
            return ink(image, rows: middle - 2..<middle + 2)
        }
        #expect(layout.size.width == 240)
        let utf16 = Array(text.string.utf16)
        let inner = try #require(layout.lines.dropLast().first { utf16[$0.range.upperBound - 1] != 0x0A })
        let stretched = try #require(band(inner))
        #expect(stretched.maxX - stretched.minX > 240 - 8)             // side bearings aside
        #expect(inner.width < stretched.maxX - stretched.minX - 5)   // measured at its natural width
        #expect(stretched.maxX <= 240 + 1)
        let last = try #require(band(layout.lines.last!))
        #expect(last.maxX < layout.size.width * 0.9)
    }

    /// A line cut by `byClipping` is drawn cut: "WWWWWWW" at a width of 1 drew a whole
    /// 12-pt "W" outside the 1-pt line (Fuzz/Corpus/FuzzText). Right to left, what
    /// shows is the line's start, at its right.
    @Test func clippedLinesDrawOnlyWhatFits() throws {
        let style = ParagraphStyle(lineBreakMode: .byClipping)
        for (string, width) in [("WWWWWWW", 1.0), ("Wonderful", 5), ("\u{5E9}\u{5DC}\u{5D5}\u{5DD}", 3)] {
            let text = AttributedText(string, font: .systemFont(ofSize: 17), paragraphStyle: style)
            let layout = TextLayout(text, width: width, maximumNumberOfLines: 1)
            #expect(layout.lines.count == 1 && layout.lines[0].isTruncated && layout.lines[0].width <= width)
            let image = Bitmap(drawing: layout, padding: padding, scale: 2, background: nil)
            let box = try #require(ink(image))
            #expect(box.minX >= -0.5 && box.maxX <= width + 0.5, "\(string): ink \(box) at \(width)")
        }
    }

    /// Pango-cairo centres a hex box in its glyph's advance, which letter spacing and
    /// justification widen on one side: fifteen U+0000 spaced 20 pt, justified at 100 pt,
    /// drew boxes up to 17 pt past the box (`Fuzz/Corpus/FuzzText`). Each line's boxes
    /// now lie where its advances put them, justified or not.
    @Test func hexBoxesDrawWhereTheirAdvancesPutThem() throws {
        for alignment in [TextAlignment.justified, .left] {
            for kern in [0.0, 20, -5] {
                let style = ParagraphStyle(alignment: alignment)
                let text = AttributedText(String(repeating: "\u{0}", count: 15),
                                          attributes: TextAttributes(font: .boldSystemFont(ofSize: 17), kern: kern),
                                          paragraphStyle: style)
                let layout = TextLayout(text, width: 100)
                #expect(layout.lines.count >= 2)
                let image = Bitmap(drawing: layout, padding: padding, scale: 1, background: nil)
                let box = try #require(ink(image))
                #expect(box.minX >= -1 && box.maxX <= layout.size.width + 1, "\(alignment) kern \(kern): ink \(box), \(layout.size)")
                if alignment == .justified {
                    // A stretched line's last box ends at the width, as its advance does.
                    #expect(box.maxX >= 98, "kern \(kern): ink \(box)")
                }
            }
        }
    }

    /// A letter spacing of −1 em on a U+200B gives it an advance of −1 em, and Pango puts
    /// the runs of its line that far before the line's logical extents: "aaaa" drew from
    /// −18 pt in a box from 0 (`Fuzz/Corpus/FuzzText`). A line is drawn from where its
    /// extents begin.
    @Test func aLinePulledBackByNegativeSpacingDrawsInsideItsBox() throws {
        let bold = TextAttributes(font: .boldSystemFont(ofSize: 17))
        var text = AttributedText("\u{200B}\u{200B}\u{200B}", attributes: bold)
        text.append("\u{200B}", attributes: TextAttributes(font: .systemFont(ofSize: 9), kern: -40))
        text.append("\u{200B}\u{200B}\u{200B}\u{200D}aaaa\u{3002}a\u{200B}", attributes: bold)
        let layout = TextLayout(text, width: nil)
        let image = Bitmap(drawing: layout, padding: padding, scale: 1, background: nil)
        let box = try #require(ink(image))
        #expect(box.minX >= -1 && box.maxX <= layout.size.width + 1, "ink \(box), \(layout.size)")
    }

    /// Seventeen U+0301 with no base before "שלום" stack their ink 9 pt past the line's
    /// advances, and Pango's own ink extents of the line say so: drawing puts the ink
    /// where Pango says it is (the text fuzzer's ink check allows what Pango reports,
    /// `Fuzz/Corpus/FuzzText/stacked-marks-*`).
    @Test func inkPastTheAdvancesIsWherePangoSaysItIs() throws {
        let marks = String(repeating: "\u{301}", count: 13) + "\u{202C}\u{202C}" + String(repeating: "\u{301}", count: 4)
        let text = AttributedText(marks + "שלום\u{200B}\u{200B}", font: .boldSystemFont(ofSize: 13))
        let layout = TextLayout(text, width: nil)
        let line = try #require(layout.lines.first)
        let pango = try #require(layout.drawnInk(of: line))
        #expect(pango.right > layout.size.width + 5)
        let image = Bitmap(drawing: layout, padding: padding, scale: 1, background: nil)
        let box = try #require(ink(image))
        #expect(box.minX >= line.x + pango.left - 1 && box.maxX <= line.x + pango.right + 1, "ink \(box), Pango \(pango)")
    }
}
