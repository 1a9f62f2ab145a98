import Testing
@testable import Typesetting

@Suite struct FontTests {
    @Test func systemFontMetrics() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter")
        #expect(abs(font.ascender - 16.46875) < 1e-9)
        #expect(abs(font.descender + 4.10546875) < 1e-9)
        #expect(font.leading == 0)
        #expect(abs(font.lineHeight - 20.57421875) < 1e-9)
        #expect(abs(font.capHeight - 12.36328125) < 1e-9)
        #expect(abs(font.xHeight - 9.2724609375) < 1e-9)
        // Metrics scale with the size.
        let double = Font.systemFont(ofSize: 34)
        #expect(abs(double.ascender - 2 * font.ascender) < 0.01)
    }

    @Test func namedFontsExistOrNot() {
        #expect(Font(name: "Inter", size: 12) != nil)
        #expect(Font(name: "Noto Sans", size: 12) != nil)
        #expect(Font(name: "No Such Family 123", size: 12) == nil)
    }

    @Test func weights() {
        #expect(Font.Weight.semibold.cssWeight == 600)
        #expect(Font.Weight(rawValue: 0.25).cssWeight == 500)
        #expect(Font.Weight.black.description == "black")
        let bold = Font.boldSystemFont(ofSize: 17)
        #expect(bold.weight == .bold)
        // A bolder weight draws wider glyphs.
        let regularWidth = TextLayout(AttributedText("Heading", font: .systemFont(ofSize: 17))).lines[0].width
        let boldWidth = TextLayout(AttributedText("Heading", font: bold)).lines[0].width
        #expect(boldWidth > regularWidth)
    }
}
