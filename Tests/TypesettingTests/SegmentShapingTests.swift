import CPango
import Testing
@testable import Typesetting

/// Shaping word by word (`ShapedText+Segments`) against shaping the whole text in one
/// Pango layout: every advance, end correction, break flag, run and direction the
/// same, over the corpus, generated texts and the cases the font analysis is for.
@Suite struct SegmentShapingTests {
    struct Numbers: Equatable, CustomStringConvertible {
        var widths: [Int32], corrections: [Int32], flags: [UInt16], rtl: [Bool]
        var runs: [[Int32]]

        init(_ shaped: ShapedText.Shaped) {
            widths = shaped.widths
            corrections = shaped.endCorrections
            flags = shaped.flags.map { UInt16($0.rawValue) }
            rtl = shaped.rtl
            runs = shaped.runs.map { [$0.start, $0.end, $0.ascent, $0.descent, $0.safeDistance, Int32($0.level)] }
        }

        var description: String { "widths \(widths)\ncorrections \(corrections)\nruns \(runs)\nrtl \(rtl)\nflags \(flags)" }
    }

    /// Both shapings of `text`, in one session, the word-by-word one twice (the
    /// second from the session's cache).
    static func both(_ text: AttributedText) -> (layout: Numbers, segments: Numbers, cached: Numbers)? {
        let scalars = text.string.unicodeScalars.map(\.value)
        guard ShapedText.shapesBySegments(text, scalars: scalars) else { return nil }
        var utf16: [Int32] = [0], utf8: [Int32] = [0]
        for scalar in text.string.unicodeScalars {
            utf16.append(utf16.last! + Int32(scalar.utf16.count))
            utf8.append(utf8.last! + Int32(scalar.utf8.count))
        }
        return TextSystem.withSession { session in
            let layout = ShapedText.shapeLayout(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session)
            let segments = ShapedText.shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session)
            let cached = ShapedText.shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session)
            return (Numbers(layout), Numbers(segments), Numbers(cached))
        }
    }

    /// Texts the font analysis is about: Inter's contextual forms across spaces
    /// ("2 x 3", arrows, case-sensitive brackets), ligatures beside them, marks and
    /// joiners after spaces, several paragraphs of both directions.
    static let edgeCases = [
        "2 x 3 = 6 and 10 x 20 x 30, but not x alone; 4 * 5 and 7 × 8",
        "A -> B => C <- D (ABC) [DEF] {GHI} @HANDLE: :-) ---- —— ‒ – •",
        "office affine ffi fl ff: (affix) x ffi 3 x 4 x ffl",
        "e \u{301}a b \u{308}c d\u{200D}e f \u{FE0F}g 👍 🏽 👩 \u{200D}💻",
        "שלום עולם\nhello world\n\nمرحبا بالعالم 123 x 456\nmixed שלום x world",
        "   leading spaces x 2\n\n\ntrailing x   ",
        "The quick brown fox jumps over the lazy dog. 1 x 1 ≠ 2 ≥ 3 ≤ 4 ± 5 ÷ 6",
        "a\rb\r\nc\u{2029}d x 9",
        "skin 👍 \u{1F3FD} tones 🇫 🇷 👋\u{1F3FB} \u{1F3FF}x and text 🏽 after",
    ]

    @Test func segmentsShapeAsTheWholeLayout() {
        let fonts = [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), .systemFont(ofSize: 31),
                     Font(name: "Noto Serif", size: 15)!]
        var texts = Corpus.tweets + Corpus.others + Self.edgeCases
        // Generated texts of words, symbols and scripts, as a feed's would be.
        let words = ["the", "x", "2", "3", "@apple", "#swift", "->", "(", ")", "ffi", "office", ":", "-", "—", "🎉",
                     "👩‍💻", "日本語", "中文", "שלום", "مرحبا", "Hello,", "WORLD", "[A]", "{b}", "1,000", "x2", "×",
                     "apple.co/x", "don’t", "e\u{301}", "…", "«»", "10:30", "A-B"]
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<300 {
            texts.append((0..<(1 + next(40))).map { _ in words[next(words.count)] }
                .joined(separator: [" ", " ", " ", "  ", "\n"][next(5)]))
        }
        var compared = 0
        for font in fonts {
            for string in texts {
                guard let (layout, segments, cached) = Self.both(AttributedText(string, font: font)) else { continue }
                compared += 1
                #expect(segments == layout, "\(font) \"\(string)\"\nlayout:\n\(layout)\nsegments:\n\(segments)")
                #expect(cached == layout, "\(font) \"\(string)\" from the cache")
            }
        }
        #expect(compared > 1_000)
    }

    /// A sensitive word shapes alone after its space when no rule it sets off can match
    /// the first glyph beyond its spaces (a ligature that glyph may end or begin
    /// included; beside a mark, which may compose with it, it keeps its window): no rule
    /// of Inter's that "@" sets off matches a lowercase letter there, "x" between digits
    /// reads the digits. Such a word is kept once and taken between other neighbours;
    /// shaped either way, every number is the layout's. The first word of an item
    /// (a mention that starts a text or follows an emoji) has nothing before it that a
    /// rule could meet, and is kept too, apart from the same word after a space.
    @Test func aSensitiveWordWhoseNeighboursCannotMatchShapesAlone() {
        let font = Font.systemFont(ofSize: 17)
        TextSystem.withSession { session in
            let sample = "Hello"
            let attributes = pango_attr_list_new()!
            defer { pango_attr_list_unref(attributes) }
            let description = font.makeDescription()
            pango_attr_list_insert(attributes, pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            let items = pango_itemize(session.context, sample, 0, Int32(sample.utf8.count), attributes, nil)!
            defer { g_list_free_full(items) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
            let item = items.pointee.data.assumingMemoryBound(to: PangoItem.self)
            let segmentation = session.segmentation(for: item.pointee.analysis.font!, item.pointee.analysis)
            func scalars(_ string: String) -> ArraySlice<UInt32> { ArraySlice(string.unicodeScalars.map(\.value)) }
            #expect(segmentation.isSensitive(0x40) && segmentation.isSensitive(0x78))
            #expect(segmentation.shapesAlone(scalars("@AppStore "), before: scalars("see"), after: scalars("now")))
            #expect(!segmentation.shapesAlone(scalars("x "), before: scalars("2"), after: scalars("3")))
        }
        for string in ["see @AppStore now", "2 @AppStore 3", "ABC @AppStore DEF", "(x) @AppStore [y]",
                       "1 x 2 @AppStore x 3", "@AppStore", "so @AppStore", "x @AppStore: (A) x",
                       "A\u{300} @AppStore E\u{301}x", "office @AppStore affix", "\u{FB01} @A ffi", "e\u{301} x \u{308}2",
                       // The item's first word: nothing before it for a rule to meet.
                       "@AppStore now", "@AppStore 3", "@AppStore ABC", "x now", "x 3", "x: 3", "🎉@AppStore now",
                       "🎉@AppStore 2 x 3", "שלום @AppStore now", "👍🏽@A x", "@AppStore\nx 2", "ffi @AppStore"] {
            guard let (layout, segments, cached) = Self.both(AttributedText(string, font: font)) else {
                Issue.record("\(string) is not shaped by words")
                continue
            }
            #expect(segments == layout, "\"\(string)\"\nlayout:\n\(layout)\nsegments:\n\(segments)")
            #expect(cached == layout, "\"\(string)\" from the cache")
        }
    }

    /// What the path does not take: attributes that vary, letter spacing, tabs and
    /// forced breaks inside a paragraph go through the whole layout.
    @Test func textsTheLayoutHandlesItselfAreLeftToIt() {
        let font = Font.systemFont(ofSize: 17)
        for string in ["a\tb", "a\u{2028}b", "1\u{2044}2", "a\u{B}b", "a\u{85}b", "", "a\u{0}b"] {
            #expect(Self.both(AttributedText(string, font: font)) == nil, "\(string.debugDescription)")
        }
        #expect(Self.both(AttributedText("spaced", attributes: TextAttributes(font: font, kern: 1))) == nil)
        var mixed = AttributedText("two ", font: font)
        mixed.append("fonts", attributes: TextAttributes(font: .boldSystemFont(ofSize: 17)))
        #expect(Self.both(mixed) == nil)
    }

    /// A session's word cache stays bounded: past its limit each new word takes the
    /// place of the one used least recently (never all at once, which stalled a
    /// frame, nor at random, which lost a feed's vocabulary to one-off words), and
    /// words still in use stay.
    /// A word cache key's bytes: equal exactly when the bytes are, inline (up to 24)
    /// or not, a trailing zero byte included.
    @Test func keyBytesAreEqualExactlyWhenTheBytesAre() {
        func key(_ bytes: [UInt8]) -> ShapedText.KeyBytes {
            bytes.withUnsafeBytes { ShapedText.KeyBytes($0.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count: $0.count) }
        }
        let samples: [[UInt8]] = [[], [0], [97], [97, 0], Array("twenty-four bytes, exact".utf8),
                                  Array("twenty-four bytes, exacT".utf8), Array("twenty-five bytes, exactly".utf8),
                                  Array("twenty-five bytes, exactlY".utf8), Array(repeating: 7, count: 300)]
        for a in samples {
            for b in samples {
                #expect((key(a) == key(b)) == (a == b), "\(a) vs \(b)")
                if a == b { #expect(key(a).hashValue == key(b).hashValue) }
            }
        }
    }

    @Test func theWordCacheKeepsTheWordsInUse() {
        let limit = PangoSession.segmentLimit
        func word(_ k: Int) -> String {
            var k = k, s = ""
            repeat { s.append(Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(k % 26)))); k /= 26 } while k > 0
            return s
        }
        func shape(_ string: String, _ session: PangoSession) -> ShapedText.Shaped {
            let attributed = AttributedText(string, font: .systemFont(ofSize: 17))
            let scalars = string.unicodeScalars.map(\.value)
            var utf16: [Int32] = [0], utf8: [Int32] = [0]
            for scalar in string.unicodeScalars {
                utf16.append(utf16.last! + Int32(scalar.utf16.count))
                utf8.append(utf8.last! + Int32(scalar.utf8.count))
            }
            return ShapedText.shapeBySegments(attributed, scalars: scalars, utf16: utf16, utf8: utf8, session: session)
        }
        // A vocabulary of 50 words used in every text, among 200 new words a text,
        // until the cache has passed its limit twice.
        // ("x" is left out: Inter's "x" between digits makes a word holding one sensitive, never kept.)
        let vocabulary = (0..<60).map { "Vocabulary" + word($0) }.filter { !$0.contains("x") }
        let (counts, kept) = TextSystem.withSession { session in
            var counts: [Int] = []
            for text in 0..<(2 * limit / 200) {
                let string = (vocabulary + (0..<200).map { word(1_000 + text * 200 + $0) }).joined(separator: " ")
                _ = shape(string, session)
                counts.append(session.segmentShapes.count)
            }
            // Each vocabulary word (cut with the space after it) is still kept.
            let keys = session.segmentShapes.keys
            let kept = vocabulary.allSatisfy { word in
                let bytes = Array((word + " ").utf8)
                let key = bytes.withUnsafeBytes { ShapedText.KeyBytes($0.baseAddress!, count: $0.count) }
                return keys.contains { $0.bytes == key }
            }
            return (counts, kept)
        }
        #expect(counts.allSatisfy { $0 <= limit })
        #expect(counts.last == limit)
        #expect(kept)
    }

    /// Items shaped whole (an emoji, a run of Chinese or Hebrew, in fonts that cannot
    /// be cut into words) are kept by the session with their neighbours: the same
    /// item between other characters, at a paragraph's ends, or again, shapes as
    /// the whole layout does.
    @Test func wholeItemsComeFromTheCacheOnlyBetweenTheSameNeighbours() {
        let items = ["🎉", "👩‍💻", "👍🏽", "🇯🇵", "今日はとても良い天気ですね", "中文文本排版", "שלום עולם"]
        let around = [("", ""), (" ", " "), ("a", "b"), ("(", ")"), ("1 ", " 2"), ("\n", "\n"), ("x", ""), ("", "!")]
        var compared = 0
        for item in items {
            for (before, after) in around + around {
                let text = AttributedText("Hi" + before + item + after + "there", font: .systemFont(ofSize: 17))
                guard let shapings = Self.both(text) else { continue }
                compared += 1
                #expect(shapings.segments == shapings.layout, "\(before)|\(item)|\(after)")
                #expect(shapings.cached == shapings.layout, "\(before)|\(item)|\(after) from the cache")
            }
        }
        #expect(compared == items.count * around.count * 2)
    }

    /// A word after a character HarfBuzz sees through (a bidi control, a joiner, a
    /// variation selector, a mark) is shaped with what comes before that character:
    /// "مرحبا" after U+200D and U+202C joins, after "x" and U+202C it does not, and a
    /// word cache keyed by the one character before the word (U+202C both times) gave
    /// the first text the second's advances (FuzzText, after thousands of inputs had
    /// filled the cache). Such words are shaped every time.
    @Test func aWordAfterACharacterHarfBuzzSeesThroughIsNotTakenFromTheCache() {
        for seen in ["\u{202C}", "\u{200E}", "\u{FE0F}", "\u{301}", "\u{AD}"] {
            var shapings: [(String, Numbers?, Numbers?)] = []
            for before in ["x", "\u{200D}", "\u{0644}", " "] {
                let text = AttributedText("Hello\r\n" + before + seen + "مرحبا\r\n,aaaa", font: .boldSystemFont(ofSize: 17))
                let both = Self.both(text)
                shapings.append((before, both?.layout, both?.cached))
            }
            for (before, layout, cached) in shapings {
                #expect(layout != nil && cached == layout, "\(before.unicodeScalars.map(\.value)) \(seen.unicodeScalars.map(\.value))")
            }
        }
    }

    /// A word after a variation selector is kept with the character before the
    /// selector too: after "⭐️", "❤️", "☕️" or a text character with U+FE0E, in every
    /// script beside them, shaped fresh and from the cache, it measures as Pango's own
    /// layout does, and the same word after two different selected characters is not
    /// taken one for the other.
    @Test func aWordAfterAVariationSelectorIsKeptWithTheCharacterBeforeIt() {
        var compared = 0
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 40)] {
            for selected in ["⭐️", "❤️", "☕️", "❤\u{FE0E}", "a\u{FE0F}", "1\u{FE0E}", "\u{0644}\u{FE00}", "👍🏽\u{FE0F}"] {
                for after in [" word", " x 2", "ab", " שלום", " مرحبا", " 你好", " ,", "\u{301} a", " 👍"] {
                    for before in ["", "a ", "\u{0644}", "1"] {
                        let text = AttributedText(before + selected + after + " end", font: font)
                        guard let both = Self.both(text) else { continue }
                        #expect(both.segments == both.layout && both.cached == both.layout,
                                "\((before + selected + after).unicodeScalars.map { String($0.value, radix: 16) })")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 500)
    }

    /// A paragraph of plain characters (printable ASCII, Latin-1 letters, general
    /// punctuation and currency signs) and emoji gets the items Pango's itemising makes
    /// of it: as many, where they are, with the same font, script, language, level,
    /// gravity and flags, for generated paragraphs in four fonts (letters or none,
    /// spaces alone, digits, punctuation, emoji of every kind beside them); a paragraph
    /// with anything else is itemised by Pango.
    @Test func aPlainParagraphGetsTheItemsPangoMakesOfIt() {
        let pieces = ["a", "Zebra", "é", "ÿ", "Ü", " ", "  ", "1", "42", ".", ",", "!", "?", "(", ")", "-", "@", "#", "$", "%",
                      "'", "\"", "/", "~", "`", "|", "{", "}", "×", "ß", "’", "“", "”", "–", "—", "…", "•", "€", "‰", "‽",
                      "👍", "👍🏽", "✨", "⭐️", "❤️", "☕️", "🇯🇵", "🧘‍♀️", "👨‍👩‍👧‍👦", "🏳️‍🌈", "🤷‍♂️", "1️⃣", "#️⃣", "😈", "🔥", "🥳",
                      "❤", "☺", "🫨", "🥲", "🫀", "🤌", "🇯", "\u{1F3FD}", "\u{200D}", "\u{FE0F}", "\u{FE0E}", "👍\u{FE0E}",
                      // Chinese and Japanese, and the CJK punctuation of no script.
                      "中", "中文", "文章", "新しい", "アプリ", "デザイン", "ー", "・", "、", "。", "〃", "\u{3000}", "，", "！", "？",
                      "：", "；", "．", "㐀", "ゝ", "ヽ", "ヿ", "ゟ", "佐藤 花子", "東京で会いましょう"]
        var seed: UInt64 = 0xA11CE
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        // (A joiner between flags, or beside a keycap, joins nothing: FuzzText found the first.)
        var strings = [" ", "   ", "1", "123 456", "?!", "a", "×", "ß", "Hello, world!", "👍", "👍 👍", "a👍b", "12 👍", "(👍)",
                       "🇫🇷\u{200D}🇫🇷", "👍🏽🇫🇷🇫🇷\u{200D}🇫🇷aaaa", "1️⃣\u{200D}😀", "😀\u{200D}🇯🇵", "😀\u{200D}#️⃣ a",
                       "中文 hello", "hello 中文", "123中文", "😀中文", "中😀", "  中文", "中文  ", "中 😀 文", "1，2", "a，b",
                       "今日はとても良い天気ですね", "デザインとレイアウト apple.co/x1 @jane 👍", "(中文)", "a (中文)", "“中”"]
        for _ in 0..<800 {
            strings.append((0..<(1 + next(12))).map { _ in pieces[next(pieces.count)] }.joined())
        }
        var compared = 0, refused = 0
        for font in [Font.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13), Font(name: "Noto Serif", size: 15)!,
                     Font(name: "Noto Sans CJK JP", size: 12) ?? .systemFont(ofSize: 31)] {
            TextSystem.withSession { session in
                let itemizing = Self.itemizing(font)
                defer { pango_attr_list_unref(itemizing) }
                for string in strings {
                    guard let plain = Self.plainItems(string, font: font, itemizing: itemizing, session: session) else {
                        refused += 1
                        continue
                    }
                    defer { plain.forEach { pango_item_free($0) } }
                    let items = Self.pangoItems(string, itemizing: itemizing, session: session)
                    #expect(Self.sameItems(plain, items), "\(string.debugDescription) in \(font): \(plain.map { [$0.pointee.offset, $0.pointee.length] }) against \(items.map { [$0.offset, $0.length] })")
                    compared += 1
                }
            }
        }
        #expect(compared > 1_000 && refused > 100, "compared \(compared), refused \(refused)")
    }

    /// Every character of the CJK ranges a plain paragraph holds (Han ideographs, one in
    /// seven; every kana and punctuation mark), after and before a character of each run
    /// it can be in (Latin, none, Han, Hiragana, Katakana): the items Pango makes.
    @Test func everyCJKCharacterOfAPlainParagraphGetsPangosItems() {
        var characters: [UInt32] = Array(stride(from: 0x3400, through: 0x4DBF, by: 7)) + Array(stride(from: 0x4E00, through: 0x9FFF, by: 7))
        characters += Array(0x3041...0x3096) + Array(0x309D...0x309F) + Array(0x30A1...0x30FF) + Array(0x3000...0x3003)
        characters += [0xFF01, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F]
        let font = Font.systemFont(ofSize: 17)
        var compared = 0, different: [String] = []
        TextSystem.withSession { session in
            let itemizing = Self.itemizing(font)
            defer { pango_attr_list_unref(itemizing) }
            for scalar in characters {
                let c = String(Unicode.Scalar(scalar)!)
                for string in ["a" + c, c + "a", "1" + c, c + "1", "中" + c, c + "あ", "ア" + c, c + " 😀"] {
                    guard let plain = Self.plainItems(string, font: font, itemizing: itemizing, session: session) else { continue }
                    defer { plain.forEach { pango_item_free($0) } }
                    compared += 1
                    if !Self.sameItems(plain, Self.pangoItems(string, itemizing: itemizing, session: session)) {
                        different.append(string)
                    }
                }
            }
        }
        #expect(different.isEmpty && compared > 20_000, "compared \(compared); different: \(different.prefix(20))")
    }

    /// The attributes a paragraph in `font` is itemised with, for the caller to release.
    static func itemizing(_ font: Font) -> OpaquePointer {
        let itemizing = pango_attr_list_new()!
        let description = font.makeDescription()
        pango_attr_list_insert(itemizing, pango_attr_font_desc_new(description))
        pango_font_description_free(description)
        return itemizing
    }

    static func plainItems(_ string: String, font: Font, itemizing: OpaquePointer,
                           session: PangoSession) -> [UnsafeMutablePointer<PangoItem>]? {
        let scalars = string.unicodeScalars.map(\.value)
        var utf8: [Int32] = [0]
        for scalar in string.unicodeScalars { utf8.append(utf8.last! + Int32(scalar.utf8.count)) }
        return ShapedText.plainItems(scalars[...], utf8: utf8[...], font: font, itemizing: itemizing, session: session)
    }

    /// Pango's items of `string` (left to right), as offsets, lengths and analyses.
    static func pangoItems(_ string: String, itemizing: OpaquePointer, session: PangoSession) -> [PangoItem] {
        let bytes = Array(string.utf8)
        let list = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                pango_itemize_with_base_dir(session.context, PANGO_DIRECTION_LTR, $0.baseAddress, 0, Int32(bytes.count), itemizing, nil)
            }
        }
        defer { g_list_free_full(list) { pango_item_free($0?.assumingMemoryBound(to: PangoItem.self)) } }
        var items: [PangoItem] = []
        var node = list
        while let n = node {
            items.append(n.pointee.data.assumingMemoryBound(to: PangoItem.self).pointee)
            node = n.pointee.next
        }
        return items
    }

    static func sameItems(_ plain: [UnsafeMutablePointer<PangoItem>], _ items: [PangoItem]) -> Bool {
        items.count == plain.count && zip(plain, items).allSatisfy { p, i in
            let (a, b) = (p.pointee.analysis, i.analysis)
            return p.pointee.offset == i.offset && p.pointee.length == i.length && p.pointee.num_chars == i.num_chars
                && a.font == b.font && a.language == b.language && a.script == b.script && a.level == b.level
                && a.gravity == b.gravity && a.flags == b.flags && a.extra_attrs == nil && b.extra_attrs == nil
        }
    }

    /// An Arabic letter alone in its item joins what follows the item: "ح" before
    /// U+200D takes its initial form, 1.1 pt narrower at 17 pt than before an emoji. Its
    /// word was kept by the character before it alone, and the second text below took
    /// the first's narrower "ح" (BreakRulesTests' generated texts, in one session). The
    /// last word of an item in a joining script is kept with the character after it too.
    @Test func theLastWordOfAJoiningItemIsKeptWithTheCharacterAfterIt() {
        var numbers: [Numbers] = []
        for string in ["\u{1F3FD}ح\u{200D}¢", "\u{1F3FD}ح🧘", "\u{1F3FD}ح\u{200D}¢"] {
            let text = AttributedText(string, font: .systemFont(ofSize: 17))
            let both = Self.both(text)
            #expect(both != nil && both?.segments == both?.layout && both?.cached == both?.layout, "\(string)")
            if let both { numbers.append(both.segments) }
        }
        // The letter's two forms, as the layouts give them.
        #expect(numbers.count == 3 && numbers[0].widths[1] == 10097 && numbers[1].widths[1] == 11211)
    }

    /// Found by BreakRulesTests' generated texts in one session: after the first text
    /// below, the second's U+3000 and skin tone were shaped as one cluster word by word
    /// (19,542 + 19,541 units, the tone inside the cluster) and apart by the whole layout
    /// (17,408 + 21,675). The first text left its flag "🇷" in the word cache, so the
    /// second's item (U+3000, the tone, two spaces, the flag, in Noto Color Emoji) was
    /// shaped up to the spaces only, and HarfBuzz clustered the tone differently there.
    /// An item with a skin tone is shaped whole.
    @Test func aTextShapedBeforeDoesNotChangeTheClustersOfTheNext() {
        let first = "  🇷ם"
        let second = "\u{3000}🏿  🇷״$\r\n가!%'ر\u{FEFF}…🇵"
        let (segments, layout) = TextSystem.withSession { session in
            session.segmentShapes = LRUTable(capacity: PangoSession.segmentLimit)
            var result: (ShapedText.Shaped, ShapedText.Shaped)?
            for string in [first, second] {
                let text = AttributedText(string, font: .systemFont(ofSize: 17))
                let scalars = string.unicodeScalars.map(\.value)
                var utf16: [Int32] = [0], utf8: [Int32] = [0]
                for scalar in string.unicodeScalars {
                    utf16.append(utf16.last! + Int32(scalar.utf16.count))
                    utf8.append(utf8.last! + Int32(scalar.utf8.count))
                }
                result = (ShapedText.shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session),
                          ShapedText.shapeLayout(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session))
            }
            return result!
        }
        #expect(layout.widths.prefix(2) == [17408, 21675])
        #expect(Numbers(segments) == Numbers(layout))
    }

    /// Shaping marks the characters it put in a cluster begun before them, in either
    /// direction and on both ways of shaping: an accent composed with its letter, the
    /// shin dot composed with its shin (the qamats between them keeps a cluster of its
    /// own: Pango asks HarfBuzz for one per character where it can), a joiner and what
    /// it joins, U+FEFF deleted with the accent after it; never a character that starts
    /// a cluster of its own.
    @Test func charactersInsideAClusterAreMarked() {
        let cases: [(String, [Int])] = [
            ("ab cd", []), ("e\u{301}x", [1]), ("שָׁלוֹם", [2]), ("a\u{FEFF}\u{301}b", [1, 2]),
            ("\u{1F469}\u{200D}\u{1F467} x", [1, 2]), ("مرحبا بالعالم", []),
        ]
        for (string, inside) in cases {
            for font in [Font.systemFont(ofSize: 17), .italicSystemFont(ofSize: 17)] {
                let text = AttributedText(string, font: font)
                let flags = ShapedText(text).flags
                let marked = flags.indices.filter { flags[$0].contains(.insideCluster) }
                let scalars = string.unicodeScalars.map(\.value)
                var utf16: [Int32] = [0], utf8: [Int32] = [0]
                for scalar in string.unicodeScalars {
                    utf16.append(utf16.last! + Int32(scalar.utf16.count))
                    utf8.append(utf8.last! + Int32(scalar.utf8.count))
                }
                let layout = TextSystem.withSession { session in
                    ShapedText.shapeLayout(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session)
                }
                #expect(marked == inside, "\(string.debugDescription)")
                #expect(layout.flags.indices.filter { layout.flags[$0].contains(.insideCluster) } == inside, "\(string.debugDescription) in one layout")
            }
        }
    }
}
