import Testing
@testable import Text

@Suite struct FontTests {
    @Test func systemFontMetrics() {
        let font = Font.systemFont(ofSize: 17)
        print("Inter 17:", font.ascender, font.descender, font.leading, font.lineHeight, font.capHeight, font.xHeight)
        #expect(font.ascender > 0)
    }
}
