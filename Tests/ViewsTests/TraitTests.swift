import Foundation
import Testing
import Typesetting
@testable import Views

@Suite struct TraitTests {
    final class Recorder: View {
        var changes: [TraitCollection?] = []
        override func traitCollectionDidChange(_ previous: TraitCollection?) { changes.append(previous) }
    }

    @Test func traitsFlowFromTheRootAndNotifyOnChange() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        root.traitOverrides.horizontalSizeClass = .compact
        let child = Recorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.changes.count == 1 && child.changes[0] == nil)
        root.traitOverrides.horizontalSizeClass = .regular
        root.layoutIfNeeded()
        #expect(child.changes.count == 2)
        #expect(child.changes[1]?.horizontalSizeClass == .compact)
        root.layoutIfNeeded()
        #expect(child.changes.count == 2)
    }

    @Test func labelsFollowTheContentSizeCategory() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let label = Label(text: "Dynamic Type")
        label.font = .preferredFont(forTextStyle: .body, compatibleWith: root.traitCollection)
        label.adjustsFontForContentSizeCategory = true
        let fixed = Label(text: "Fixed")
        fixed.font = .preferredFont(forTextStyle: .body)
        let custom = Label(text: "Custom serif")
        custom.font = FontMetrics(forTextStyle: .headline).scaledFont(for: Font(familyName: "Noto Serif", pointSize: 20),
                                                                      compatibleWith: root.traitCollection)
        custom.adjustsFontForContentSizeCategory = true
        for l in [label, fixed, custom] { root.addSubview(l) }
        root.layoutIfNeeded()
        #expect(label.font.pointSize == 17)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        root.layoutIfNeeded()
        #expect(label.font.pointSize == 53)
        #expect(fixed.font.pointSize == 17)
        #expect(abs(custom.font.pointSize - 20 * 53 / 17) < 1e-9)
        #expect(custom.font.familyName == "Noto Serif")
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        root.layoutIfNeeded()
        #expect(label.font.pointSize == 14)
        #expect(abs(custom.font.pointSize - 20 * 14 / 17) < 1e-9)
    }

    @Test func displayScaleAndDirectionAreTraits() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.traitOverrides.displayScale = 2
        root.traitOverrides.layoutDirection = .rightToLeft
        let child = View()
        root.addSubview(child)
        #expect(child.displayScale == 2)
        #expect(child.isRightToLeft)
    }
}
