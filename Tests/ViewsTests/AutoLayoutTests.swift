import Foundation
import Testing
import Typesetting
@testable import Views

/// A view whose intrinsic height depends on its own width, like seed 004's
/// `StringDrawer`: it measures its text at `bounds.width` and adds 5.
final class StringDrawer: View {
    var attributedText = AttributedText("", font: .systemFont(ofSize: 17)) { didSet { invalidateIntrinsicContentSize() } }

    override var intrinsicContentSize: CGSize {
        let height = TextLayout(attributedText, width: Double(bounds.width)).size.height
        return CGSize(width: View.noIntrinsicMetric, height: CGFloat(height).rounded(.up) + 5)
    }
}

@Suite struct AutoLayoutTests {
    let body = Font.systemFont(ofSize: 17)
    let paragraph = "Self-sizing cells get their height from Auto Layout: pin the content to the edges of the content view and let the label wrap."

    func textHeight(_ width: CGFloat, scale: Double = 3) -> CGFloat {
        CGFloat(TextLayout(AttributedText(paragraph, font: body), width: Double(width), scale: scale).size.height)
    }

    /// A container with a label pinned 16/11 inside it.
    func pinnedLabel(_ label: View) -> View {
        let content = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            content.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
        ])
        return content
    }

    @Test func multiLineLabelFitsItsTextAtTheWidthItGets() {
        let label = Label(text: paragraph)
        label.numberOfLines = 0
        let content = pinnedLabel(label)
        for width: CGFloat in [320, 375, 414, 1024] {
            let size = content.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == width)
            #expect(abs(size.height - (22 + textHeight(width - 32))) < 1e-9, "at \(width)")
        }
        // Laid out in a frame: the label gets exactly that frame.
        content.frame = CGRect(x: 0, y: 0, width: 375, height: 22 + textHeight(343))
        content.layoutIfNeeded()
        #expect(label.frame.minX == 16 && label.frame.minY == 11 && label.frame.width == 343)
        #expect(abs(label.frame.height - textHeight(343)) < 1e-9)
        #expect(content.layoutDiagnostics.isEmpty)
    }

    /// Seed 004: the custom view must be asked for its height at its final width
    /// on the first layout, with no second pass by the caller.
    @Test func heightForWidthViewIsRightOnTheFirstPass() {
        let drawer = StringDrawer()
        drawer.attributedText = AttributedText(paragraph, font: body)
        let content = pinnedLabel(drawer)
        let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let expected = 22 + CGFloat(TextLayout(AttributedText(paragraph, font: body), width: 288).size.height).rounded(.up) + 5
        #expect(abs(size.height - expected) < 1e-9)
    }

    @Test func compressionResistanceDecidesWhichLabelGivesWay() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let title = Label(text: "A rather long user name that does not fit")
        let date = Label(text: "22 Nov")
        for label in [title, date] {
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
        }
        title.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            date.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            date.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor),
            date.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
        ])
        content.layoutIfNeeded()
        let dateWidth = date.intrinsicContentSize.width
        #expect(abs(date.frame.width - dateWidth) < 1e-9)
        #expect(abs(date.frame.maxX - 200) < 1e-9)
        #expect(abs(title.frame.width - (200 - 8 - dateWidth)) < 1e-9)
        #expect(title.frame.minY == date.frame.minY)
        // Swap the priorities: now the date is squeezed.
        title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        date.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        content.layoutIfNeeded()
        #expect(title.frame.width > 150)
        #expect(date.frame.width < dateWidth)
    }

    @Test func framesAreRoundedToThePixelGrid() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        content.displayScale = 3
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10.1),
            box.widthAnchor.constraint(equalTo: content.widthAnchor, multiplier: 1.0 / 3.0),
            box.topAnchor.constraint(equalTo: content.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20.2),
        ])
        content.layoutIfNeeded()
        #expect(box.frame.minX * 3 == (box.frame.minX * 3).rounded())
        #expect(box.frame.width * 3 == (box.frame.width * 3).rounded())
        #expect(abs(box.frame.minX - 10.1) <= 1.0 / 6)
        #expect(abs(box.frame.width - 100.0 / 3) <= 1.0 / 3)
    }

    @Test func unsatisfiableConstraintsAreReportedAndBroken() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        LayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 60),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            box.topAnchor.constraint(equalTo: content.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        content.layoutIfNeeded()
        #expect(box.frame.width == 40)
        #expect(content.layoutDiagnostics.count == 1)
        #expect(content.layoutDiagnostics.first?.contains("box.width == 60") == true, "\(content.layoutDiagnostics)")
    }

    @Test func changingAConstantRelaysOut() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10)
        LayoutConstraint.activate([leading, box.widthAnchor.constraint(equalToConstant: 50),
                                   box.topAnchor.constraint(equalTo: content.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 10)])
        content.layoutIfNeeded()
        #expect(box.frame.minX == 10)
        leading.constant = 30
        content.layoutIfNeeded()
        #expect(box.frame.minX == 30)
        leading.isActive = false
        content.layoutIfNeeded()
        #expect(content.layoutDiagnostics.isEmpty)
    }
}
