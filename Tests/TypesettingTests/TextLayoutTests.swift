import Foundation
import Testing
@testable import Typesetting

@Suite struct TextLayoutTests {
    let body = Font.systemFont(ofSize: 17)
    let tweet = Corpus.tweets[0]

    @Test func singleLineSizeIsPangosRoundedToPixels() {
        let text = AttributedText("Hello, world!", font: body)
        let layout = TextLayout(text)
        let pango = PangoReference.size(text, width: nil)
        #expect(layout.lineCount == 1)
        #expect(layout.size.width == pango.width.rounded(.up))
        #expect(layout.size.height == 21)   // Inter 17: ascender 16.47 + descender 4.11 = 20.57
        #expect(abs(layout.lines[0].width - pango.width) < 0.01)
        #expect(abs(layout.firstBaseline - body.ascender) < 0.001)
        #expect(TextLayout(text, scale: 2).size.height == 21)        // 41.15 px → 42 px
        #expect(TextLayout(text, scale: 3).size.height == 62.0 / 3)  // 61.72 px → 62 px
    }

    @Test func wrapsLikePangoAndCoversTheText() {
        for string in Corpus.all {
            let text = AttributedText(string, font: body)
            for width in [120.0, 200, 343] {
                let layout = TextLayout(text, width: width)
                let starts = layout.lines.map(\.range.lowerBound)
                #expect(starts == PangoReference.lineStarts(text, width: width), "\(string.prefix(20)) at \(width)")
                // Ranges tile the text exactly.
                var expected = 0
                for line in layout.lines {
                    #expect(line.range.lowerBound == expected)
                    expected = line.range.upperBound
                }
                #expect(expected == text.length)
                #expect(layout.lines.allSatisfy { $0.width <= width + 0.001 || $0.range.count == 1 })
                #expect(layout.size.width <= width)
            }
        }
    }

    @Test func tweetAtPhoneWidths() {
        let text = AttributedText(tweet, font: body)
        let narrow = TextLayout(text, width: 270)
        let wide = TextLayout(text, width: 600)
        #expect(narrow.lineCount == PangoReference.lineStarts(text, width: 270).count)
        #expect(narrow.lineCount > wide.lineCount)
        #expect(!narrow.isTruncated)
        // Lines stack without gaps; a line with an emoji (Noto Color Emoji) is taller.
        for (a, b) in zip(narrow.lines, narrow.lines.dropFirst()) {
            #expect(abs(b.y - (a.y + a.height)) < 1e-9)
            #expect(a.height >= body.lineHeight - 1e-9)
        }
        #expect(narrow.lines.contains { $0.height > body.lineHeight + 0.01 })
        #expect(narrow.size.height == ceil(narrow.lines.last!.y + narrow.lines.last!.height))
    }

    @Test func mixedScriptsLayOut() {
        let cases: [(String, Double, Int)] = [
            ("Family: 👨‍👩‍👧‍👦 skin tones: 👋🏻 👋🏽 👋🏿 flags: 🇯🇵 🇫🇷", 1000, 1),
            ("自動レイアウトは、制約に基づいてビューのサイズと位置を計算します。", 170, 4),
            ("עברית: התאים בטבלה משנים את גובהם לפי התוכן שלהם", 1000, 1),
            ("العربية: تقوم الخلايا بتغيير حجمها تلقائيًا", 1000, 1),
        ]
        for (string, width, lines) in cases {
            let text = AttributedText(string, font: body)
            let layout = TextLayout(text, width: width)
            #expect(layout.lineCount == lines, "\(string)")
            #expect(layout.lineCount == PangoReference.lineStarts(text, width: width).count)
        }
        // Right-to-left paragraphs align to the right by default.
        let hebrew = TextLayout(AttributedText("שלום עולם, התאים בטבלה משנים את גובהם", font: body), width: 150)
        #expect(hebrew.lineCount == 3)
        let rightEdges = hebrew.lines.map { $0.x + $0.width }
        #expect(rightEdges.allSatisfy { abs($0 - rightEdges.max()!) < 0.001 })
        #expect(hebrew.lines.contains { $0.x > 0 })
        let latin = TextLayout(AttributedText("Hello", font: body), width: 300)
        #expect(latin.lines[0].x == 0)
    }

    @Test func lineLimitAndTruncationModes() {
        let long = "The quick brown fox jumps over the lazy dog and keeps running far beyond the end of the line"
        let width = 200.0
        for mode in LineBreakMode.allCases {
            let text = AttributedText(long, font: body, paragraphStyle: ParagraphStyle(lineBreakMode: mode))
            let two = TextLayout(text, width: width, maximumNumberOfLines: 2)
            #expect(two.lineCount == 2, "\(mode)")
            #expect(two.isTruncated, "\(mode)")
            #expect(two.lines.allSatisfy { $0.width <= width + 0.001 }, "\(mode)")
            let one = TextLayout(text, width: width, maximumNumberOfLines: 1)
            #expect(one.lineCount == 1 && one.isTruncated, "\(mode)")
            let drawn = one.drawnText(for: one.lines[0]).string
            switch mode {
            case .byTruncatingTail:
                #expect(drawn.hasPrefix("The quick") && drawn.hasSuffix("…"))
            case .byTruncatingHead:
                #expect(drawn.hasPrefix("…") && drawn.hasSuffix("line"))
            case .byTruncatingMiddle:
                #expect(drawn.hasPrefix("The") && drawn.hasSuffix("line") && drawn.contains("…"))
            case .byClipping, .byWordWrapping, .byCharWrapping:
                #expect(!drawn.contains("…"))
            }
        }
        // Unlimited lines never truncate; a short text is never truncated.
        let all = TextLayout(AttributedText(long, font: body), width: width)
        #expect(!all.isTruncated && all.lineCount > 2)
        let short = TextLayout(AttributedText("Short", font: body, paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail)),
                               width: width, maximumNumberOfLines: 1)
        #expect(!short.isTruncated && short.drawnText(for: short.lines[0]).string == "Short")
    }

    /// A line narrower than the ellipsis shows nothing: no "…" drawn beyond its width.
    @Test func aLineNarrowerThanItsEllipsisDrawsNothing() {
        let text = AttributedText("@CoStarAstrology", font: body, paragraphStyle: ParagraphStyle(lineBreakMode: .byTruncatingTail))
        let ellipsis = TextLayout(AttributedText("…", font: body), width: nil).lines[0].width
        let narrow = TextLayout(text, width: ellipsis - 1, maximumNumberOfLines: 1)
        #expect(narrow.isTruncated && narrow.lineCount == 1)
        #expect(narrow.lines[0].width == 0 && narrow.drawnText(for: narrow.lines[0]).string.isEmpty)
        let enough = TextLayout(text, width: ellipsis + 1, maximumNumberOfLines: 1)
        #expect(enough.drawnText(for: enough.lines[0]).string == "…")
    }

    @Test func lineSpacingAndMultiple() {
        let text = "One\nTwo\nThree"
        let plain = TextLayout(AttributedText(text, font: body))
        let spaced = TextLayout(AttributedText(text, font: body, paragraphStyle: ParagraphStyle(lineSpacing: 10)))
        let tall = TextLayout(AttributedText(text, font: body, paragraphStyle: ParagraphStyle(lineHeightMultiple: 1.5)))
        #expect(plain.lineCount == 3)
        #expect(abs(spaced.lastBaseline - plain.lastBaseline - 20) < 0.001)
        #expect(abs(tall.lines[1].baseline - tall.lines[0].baseline - 1.5 * body.lineHeight) < 0.001)
    }

    @Test func attributedRunsMeasureTheirOwnFonts() {
        var text = AttributedText("Big ", font: .systemFont(ofSize: 34))
        text.append("small", attributes: TextAttributes(font: .systemFont(ofSize: 11)))
        let layout = TextLayout(text)
        #expect(abs(layout.lines[0].height - Font.systemFont(ofSize: 34).lineHeight) < 0.01)
        #expect(abs(layout.size.width - PangoReference.size(text, width: nil).width) < 1)
    }

    @Test func manyThreadsMeasureAlike() async {
        let texts = Corpus.all.map { AttributedText($0, font: body) }
        let cache = TextLayoutCache()
        let reference = texts.map { TextLayout(shaped: ShapedText($0), width: 180, maximumNumberOfLines: 0, scale: 2) }
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var same = true
                    for (index, text) in texts.enumerated().shuffled() {
                        let layout = cache.layout(text, width: 180, maximumNumberOfLines: 0, scale: 2)
                        same = same && layout == reference[index]
                        _ = task
                    }
                    return same
                }
            }
            for await same in group { #expect(same) }
        }
    }
}

extension TextLayoutTests {
    /// The size-only path gives exactly the full layout's size.
    @Test func paragraphSizeEqualsLayoutSize() {
        for string in Corpus.all {
            for style in [ParagraphStyle(), ParagraphStyle(lineSpacing: 3), ParagraphStyle(lineBreakMode: .byCharWrapping)] {
                let paragraph = Paragraph(AttributedText(string, font: body, paragraphStyle: style))
                for width in [90.0, 171, 343, 1000] {
                    for lines in [0, 2] {
                        #expect(paragraph.size(width: width, maximumNumberOfLines: lines, scale: 3)
                            == paragraph.layout(width: width, maximumNumberOfLines: lines, scale: 3).size)
                    }
                }
            }
        }
    }
}

/// A width a hair under a line's own width (layout arithmetic's noise) still holds it.
/// Canonically equivalent strings are equal `String`s, but not the same text: Noto
/// Sans CJK JP has K and no Kelvin sign (U+212A), which falls back to Inter, 0.63 pt
/// wider at 100 pt. The caches keyed texts by `String` equality, so whichever was
/// measured first gave the other its width; texts now compare their scalars, as
/// `NSAttributedString` compares code units.
@Test func canonicallyEquivalentTextsAreMeasuredApart() throws {
    let font = try #require(Font(name: "Noto Sans CJK JP", size: 100))
    let pairs = [("K", "\u{212A}"), ("\u{00C5}", "\u{212B}"), ("\u{E9}", "e\u{301}"), ("a\u{301}\u{323}", "a\u{323}\u{301}")]
    for (first, second) in pairs {
        #expect(first == second, "Swift calls them equal")
        let a = AttributedText(first, font: font), b = AttributedText(second, font: font)
        #expect(a != b)
        #expect(a == AttributedText(String(first.unicodeScalars), font: font))
        #expect(a.hashValue == AttributedText(String(first.unicodeScalars), font: font).hashValue)
    }
    func width(_ string: String, in cache: TextLayoutCache) -> Double {
        cache.layout(AttributedText(string, font: font), width: nil, maximumNumberOfLines: 0, scale: 16).size.width
    }
    let k = width("K", in: TextLayoutCache()), kelvin = width("\u{212A}", in: TextLayoutCache())
    #expect(k == 64.625 && kelvin == 65.25)
    let cache = TextLayoutCache()
    #expect(width("K", in: cache) == k && width("\u{212A}", in: cache) == kelvin)
    #expect(cache.counts.shapes == 2)
}

/// A paragraph keeps its text's last layout for the next request at the same width,
/// line limit and scale (labels in reused cells lay out the same names again and
/// again): any other request, even one that differs only in its scale, limit or a
/// width of nil, is laid out anew, and what comes back equals a layout made afresh.
@Test func aParagraphsLastLayoutIsReusedOnlyForTheSameRequest() {
    let text = AttributedText("Self-sizing cells get their height from Auto Layout.\nSecond paragraph.",
                              font: .systemFont(ofSize: 17))
    let paragraph = Paragraph(text)
    let requests: [(Double?, Int, Double)] = [
        (nil, 0, 3), (nil, 0, 3), (120, 0, 3), (120, 0, 3), (120, 2, 3), (120, 2, 2), (nil, 1, 2), (nil, 0, 2),
        (120, 0, 3), (.nan, 0, 3), (.nan, 0, 3), (0, 0, 3),
    ]
    for (width, lines, scale) in requests {
        let fresh = TextLayout(shaped: ShapedText(text), width: width, maximumNumberOfLines: lines, scale: scale)
        let layout = paragraph.layout(width: width, maximumNumberOfLines: lines, scale: scale)
        // (Field by field: a layout proposed a NaN width equals no other, itself included.)
        let request = "\(String(describing: width)), \(lines) lines, scale \(scale)"
        #expect(layout.lines == fresh.lines, "\(request)")
        #expect(layout.size == fresh.size && layout.scale == fresh.scale && layout.isTruncated == fresh.isTruncated,
                "\(request)")
    }
    // Another paragraph of the same text shares the shaped text and its last layout.
    let other = Paragraph(text)
    #expect(other.layout(width: 0, maximumNumberOfLines: 0, scale: 3).lineCount > 2)
    #expect(other.layout(width: nil, maximumNumberOfLines: 0, scale: 3).lineCount == 2)
}

@Test func widthWithFloatingPointNoiseHoldsItsLine() {
    let paragraph = Paragraph(AttributedText("Magna commodo veniam consequat in ut.",
                                             font: .preferredFont(forTextStyle: .body, contentSizeCategory: .large)))
    // The line's exact advance (a whole number of Pango units), as a solver would offer it back.
    let exact = paragraph.layout(width: nil).lines[0].width
    #expect(paragraph.layout(width: exact).lineCount == 1)
    #expect(paragraph.layout(width: exact - 3e-13).lineCount == 1)
    #expect(paragraph.layout(width: exact - 0.01).lineCount == 2)
}

/// The caches' least-recently-used map: full, each insertion evicts exactly the one
/// entry used least recently (never a batch, which stalled a frame), and a look-up
/// counts as a use.
@Suite struct LRUTests {
    @Test func eachInsertionBeyondCapacityEvictsTheLeastRecentlyUsedEntry() {
        let lru = LRU<Int, String>(capacity: 3)
        for k in 1...3 { lru.insert("v\(k)", for: k) }
        #expect(lru.value(for: 1) == "v1")   // 1 is now the most recent; 2 the least
        lru.insert("v4", for: 4)
        #expect(lru.count == 3)
        #expect(lru.value(for: 2) == nil)
        #expect(lru.value(for: 1) == "v1" && lru.value(for: 3) == "v3" && lru.value(for: 4) == "v4")
        // Order now (most recent first): 4, 3, 1.
        lru.insert("v5", for: 5)
        #expect(lru.value(for: 1) == nil)
        #expect(lru.count == 3)
    }

    @Test func insertingAKnownKeyReplacesItsValueAndMakesItTheMostRecent() {
        let lru = LRU<String, Int>(capacity: 2)
        lru.insert(1, for: "a")
        lru.insert(2, for: "b")
        lru.insert(10, for: "a")
        lru.insert(3, for: "c")   // evicts "b", the least recent
        #expect(lru.value(for: "a") == 10)
        #expect(lru.value(for: "b") == nil)
        #expect(lru.value(for: "c") == 3)
        #expect(lru.count == 2)
    }

    @Test func aLongRunKeepsExactlyTheNewestEntries() {
        let lru = LRU<Int, Int>(capacity: 100)
        for k in 0..<10_000 { lru.insert(k * 2, for: k) }
        #expect(lru.count == 100)
        #expect((0..<9_900).allSatisfy { lru.value(for: $0) == nil })
        #expect((9_900..<10_000).allSatisfy { lru.value(for: $0) == $0 * 2 })
        lru.removeAll()
        #expect(lru.count == 0 && lru.value(for: 9_999) == nil)
        lru.insert(1, for: 1)
        #expect(lru.value(for: 1) == 1)
    }
}
