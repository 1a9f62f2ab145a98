import CPango
import Testing
@testable import Typesetting

/// Our own break rules (`BreakRules`) against Pango's default breaks, tailored per
/// item as the layout does: the same flags at every position, for every character
/// the rules cover (in the contexts its rules look at) and for generated text mixing
/// the classes whose rules interact.
@Suite struct BreakRulesTests {
    /// The flags of `string` (one paragraph or several) from Pango's breaks alone
    /// and with our rules, as the word-by-word path finds them; nil when that path
    /// does not take the text. Pango's must be its whole layout's, advances included
    /// (texts shaped one after another in a session: what one leaves in the word cache
    /// must not change the next).
    static func both(_ string: String) -> (pango: [UInt8], own: [UInt8])? {
        let text = AttributedText(string, font: .systemFont(ofSize: 17))
        let scalars = string.unicodeScalars.map(\.value)
        guard ShapedText.shapesBySegments(text, scalars: scalars) else { return nil }
        var utf16: [Int32] = [0], utf8: [Int32] = [0]
        for scalar in string.unicodeScalars {
            utf16.append(utf16.last! + Int32(scalar.utf16.count))
            utf8.append(utf8.last! + Int32(scalar.utf8.count))
        }
        return TextSystem.withSession { session in
            let pango = ShapedText.shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session,
                                                   ownBreakRules: false)
            let own = ShapedText.shapeBySegments(text, scalars: scalars, utf16: utf16, utf8: utf8, session: session)
            let layout = ShapedText.shapeLayout(text, scalarCount: scalars.count, utf16: utf16, utf8: utf8, session: session)
            #expect(pango.flags == layout.flags && pango.widths == layout.widths, "\(string.debugDescription)")
            return (pango.flags.map(\.rawValue), own.flags.map(\.rawValue))
        }
    }

    /// A readable account of where two flag lists part.
    static func difference(_ string: String, _ pango: [UInt8], _ own: [UInt8]) -> String {
        let scalars = string.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }
        let at = pango.indices.first { pango[$0] != own[$0] } ?? 0
        return "\(scalars) at \(at): pango \(String(pango[at], radix: 2)) own \(String(own[at], radix: 2))"
    }

    /// A paragraph begins after the mandatory break that ended the one before: its
    /// first position keeps that break, whichever rules found the rest.
    @Test func aParagraphStartsAfterAMandatoryBreak() {
        let string = "cook\n\nback \u{2029}x\r\ny"
        let (pango, own) = Self.both(string)!
        #expect(pango == own)
        let mandatory = own.indices.filter { BreakFlags(rawValue: own[$0]).contains(.mandatoryBreak) }
        #expect(mandatory == [5, 6, 12, 15, 16])
    }

    /// How many of `strings` the word-by-word path takes, and where the first few of
    /// those part (both flag lists should be the same everywhere).
    static func compare(_ strings: some Sequence<String>) -> (checked: Int, mismatches: [String]) {
        var checked = 0, mismatches: [String] = []
        for string in strings {
            guard let (pango, own) = both(string) else { continue }
            checked += 1
            if pango != own && mismatches.count < 60 { mismatches.append(difference(string, pango, own)) }
        }
        return (checked, mismatches)
    }

    /// Every covered character (outside the big ideograph blocks, sampled there) alone
    /// and in the contexts rules look at: between letters, after a space, digits,
    /// brackets, marks, joiners and regional indicators.
    @Test func everyCoveredCharacterBreaksAsPangoBreaksIt() {
        var strings: [String] = []
        var scalar: UInt32 = 0x20
        while scalar < 0xE01F0 {
            defer {
                let ideographs = (0x3400..<0xA000).contains(scalar) || (0xAC00..<0xD7A4).contains(scalar)
                    || scalar >= 0x20000
                scalar += ideographs ? 97 : 1
            }
            guard BreakRules.character(scalar) != nil, let x = Unicode.Scalar(scalar) else { continue }
            let c = String(x)
            strings += ["a\(c)b", "\(c)\(c)", " \(c) ", "1\(c)2", "(\(c))", "\(c)\u{301}x", "😀\u{200D}\(c)",
                        "\(c)\u{200D}😀", "🇯\(c)🇵", "\(c)-\(c)", "\u{5D0}-\(c)", "$\(c)1", "\(c)\u{1F3FD}"]
        }
        let (checked, mismatches) = Self.compare(strings)
        #expect(checked > 100_000)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Generated text: classes picked at random, then a character of each, so that
    /// the rules over spaces, numbers, brackets, joiners and indicators meet.
    @Test func generatedTextBreaksAsPangoBreaksIt() {
        let pools: [[String]] = [
            ["a", "Z", "é", "ß", "ж", "Ω", "ǅ"], [" ", "  ", "\u{3000}", "\u{A0}", "\u{2009}"], ["0", "7", "٣"],
            [".", ",", ":", ";", "/", "\u{2044}"], ["(", "[", "{", "«", "「", "（", "｢"], [")", "]", "}", "»", "」", "）", "｣"],
            ["!", "?", "‼"], ["-", "–", "—", "\u{AD}", "‐"], ["$", "€", "£", "+", "#", "%", "‰", "°", "¢"],
            ["'", "\"", "“", "”", "‘", "’"], ["@", "&", "*", "_", "~", "|", "\\"], ["\n", "\r\n", "\r", "\u{2029}"],
            ["\u{301}", "\u{308}", "\u{20E3}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{200C}", "\u{200B}", "\u{2060}", "\u{FEFF}"],
            ["😀", "👍", "👨", "🧘", "✨", "❤", "☕", "🏳", "🌈", "©", "™", "⌚"], ["\u{1F3FB}", "\u{1F3FD}", "\u{1F3FF}"],
            ["🇯", "🇵", "🇫", "🇷"], ["日", "本", "語", "中", "文", "。", "、", "ー", "ぁ", "ッ", "々", "〜", "・"],
            ["가", "각", "ᄀ", "ᅡ", "ᆨ"], ["ש", "ל", "ו", "ם", "־", "\u{5B4}", "״"],
            ["م", "ر", "ح", "ب", "ا", "\u{64E}", "،", "؟", "٪", "ـ"], ["…", "‥", "·", "•", "†", "§", "¶", "※"],
            ["\u{E0067}", "\u{E007F}", "\u{FE00}"],
        ]
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let strings = (0..<20_000).map { _ in
            (0..<(1 + next(16))).map { _ in
                let pool = pools[next(pools.count)]
                return pool[next(pool.count)]
            }.joined()
        }
        let (checked, mismatches) = Self.compare(strings)
        #expect(checked > 15_000)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }

    /// Paragraphs the rules leave to Pango (Thai, Cherokee and Devanagari words, a
    /// bidi mark) keep Pango's flags, and the covered paragraphs beside them ours.
    @Test func uncoveredParagraphsAreLeftToPango() {
        for string in ["สวัสดีครับ hello", "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ", "a\u{200E}b", "hello\nสวัสดี\nworld", "नमस्ते दुनिया",
                       "a\n\nสวัสดี\n\nb"] {
            #expect(BreakRules.character(string.unicodeScalars.first { BreakRules.character($0.value) == nil }!.value) == nil)
            let (pango, own) = Self.both(string)!
            #expect(pango == own, "\(Self.difference(string, pango, own))")
        }
    }
}
