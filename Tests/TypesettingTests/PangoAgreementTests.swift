import Testing
@testable import Typesetting

/// Our line breaks must equal Pango's own, for every whole width from 80 to 500
/// points over the corpus (hyphen insertion off in both).
@Suite struct PangoAgreementTests {
    func ourStarts(_ shaped: ShapedText, width: Double, byCharacter: Bool = false) -> [Int] {
        LineBreaker(shaped: shaped, byCharacter: byCharacter).lines(width: pangoUnits(width)).map {
            Int(shaped.utf16Offsets[Int($0.start)])
        }
    }

    /// Word wrapping in three sizes of the UI font, with letter spacing (`kern`), and
    /// character wrapping.
    static let configurations: [(size: Double, byCharacter: Bool, kern: Double)] = [
        (17, false, 0), (13, false, 0), (22, false, 0), (17, true, 0), (17, false, 1.5),
    ]

    /// Documented exceptions:
    /// - tabs (with character wrapping or letter spacing): a tab's advance depends on
    ///   where it falls relative to the tab stops, which moves when a line wraps; we
    ///   keep its advance from the unwrapped line;
    /// - joining and conjunct-forming scripts broken inside a word (Arabic, Devanagari
    ///   here, with character wrapping): Pango reshapes the broken part with other
    ///   glyph forms (an Arabic letter's final instead of medial form); we keep the
    ///   whole word's advances;
    /// - letter-spaced Thai: Pango spaces grapheme clusters, and a Thai cluster holds
    ///   several characters among which we divide its advance.
    /// For these the sweep must still agree at nine widths in ten.
    static let exceptions: Set<String> = {
        let index = { (prefix: String) in Corpus.all.firstIndex { $0.hasPrefix(prefix) }! }
        return ["\(index("Tab\t"))/3", "\(index("Tab\t"))/4", "\(index("Combining marks"))/3",
                "\(index("العربية"))/3", "\(index("Thai"))/4"]
    }()

    @Test(arguments: Array(Corpus.all.indices), Array(configurations.indices))
    func sweep(paragraph: Int, configuration: Int) {
        let (size, byCharacter, kern) = Self.configurations[configuration]
        let text = AttributedText(Corpus.all[paragraph],
                                  attributes: TextAttributes(font: .systemFont(ofSize: size), kern: kern))
        let shaped = ShapedText(text)
        var mismatches: [String] = []
        for width in 80...500 {
            let ours = ourStarts(shaped, width: Double(width), byCharacter: byCharacter)
            let pango = PangoReference.lineStarts(text, width: Double(width), byCharacter: byCharacter)
            if ours != pango { mismatches.append("width \(width): ours \(ours) pango \(pango)") }
        }
        if Self.exceptions.contains("\(paragraph)/\(configuration)") {
            #expect(mismatches.count * 10 <= 421, "paragraph \(paragraph): \(mismatches.count) widths differ")
            return
        }
        let message: Comment = "paragraph \(paragraph) at \(size) pt, kern \(kern)\(byCharacter ? " by character" : ""): \(mismatches.count) widths differ, first: \(mismatches.prefix(3))"
        if Self.intermittent.contains("\(paragraph)/\(configuration)") {
            withKnownIssue("A race between shaping and rendering on other threads", isIntermittent: true) {
                #expect(mismatches.isEmpty, message)
            }
            return
        }
        #expect(mismatches.isEmpty, message)
    }

    /// A known open bug, not an agreed difference: the Hebrew paragraph broken by
    /// character at 17 pt differs from Pango by one character at two widths in about
    /// one full test run in ten (three in five before Cairo's font work outside text
    /// drawing moved under the text lock), never when run alone or without the
    /// rendering tests. Something still touches a shared font face outside the lock.
    static let intermittent: Set<String> = {
        let index = Corpus.all.firstIndex { $0.hasPrefix("עברית") }!
        return ["\(index)/3"]
    }()
}
