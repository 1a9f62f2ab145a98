import Testing
@testable import Typesetting

@Suite struct DynamicTypeTests {
    @Test func publishedSizes() {
        #expect(TextStyle.body.pointSize() == 17)
        #expect(TextStyle.largeTitle.pointSize(for: .extraSmall) == 31)
        #expect(TextStyle.caption2.pointSize(for: .accessibilityExtraExtraExtraLarge) == 40)
        #expect(TextStyle.headline.pointSize(for: .extraExtraExtraLarge) == 23)
        #expect(TextStyle.footnote.pointSize(for: .accessibilityMedium) == 23)
        #expect(TextStyle.subheadline.leading(for: .large) == 20)
        let expectedLarge: [Double] = [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]
        #expect(TextStyle.allCases.map { $0.pointSize(for: .large) } == expectedLarge)
        // Every style grows (or stays) with every step of the category.
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }

    @Test func preferredFonts() {
        let headline = Font.preferredFont(forTextStyle: .headline, contentSizeCategory: .accessibilityLarge)
        #expect(headline.pointSize == 33)
        #expect(headline.weight == .semibold)
        #expect(headline.textStyle == .headline)
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "extraExtraExtraLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "L") == .large)
        #expect(ContentSizeCategory(name: "huge") == nil)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func fontMetricsScaleCustomFonts() {
        let metrics = FontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 10, contentSizeCategory: .large) == 10)
        #expect(metrics.scaledValue(for: 17, contentSizeCategory: .accessibilityExtraExtraExtraLarge) == 53)
        let custom = Font(familyName: "Noto Serif", pointSize: 17)
        let scaled = metrics.scaledFont(for: custom, contentSizeCategory: .extraExtraExtraLarge)
        #expect(scaled.pointSize == 23 && scaled.familyName == "Noto Serif")
    }
}
