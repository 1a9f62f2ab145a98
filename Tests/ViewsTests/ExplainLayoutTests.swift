import CellsTestSupport
import Foundation
import Testing
import Typesetting
@testable import Views

/// `explainLayout()` says why a view has its size, as a developer would ask it.
@Suite struct ExplainLayoutTests {
    /// A root 200 wide with a wrapping label pinned to its margins, the root's height following the label.
    func card(_ text: String) -> (View, Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 0))
        root.layoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let label = Label(text: text)
        label.accessibilityIdentifier = "body"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        return (root, label)
    }

    @Test func theHeightOfAWrappingLabelIsItsTextAtTheWidthOffered() {
        let (root, label) = card("Words enough to wrap onto a few lines at one hundred and eighty points")
        let explanation = label.explainLayout()
        #expect(explanation.view == "body")
        #expect(explanation.size == label.frame.size)
        let chain = explanation.decidedBy.map(\.constraint)
        // Its intrinsic height holds it (hugging and resistance, both binding).
        #expect(chain.contains { $0.hasPrefix("body.height ≥ intrinsic height") && $0.contains("compression resistance") })
        #expect(explanation.decidedBy.allSatisfy { $0.binding && $0.slack == 0 })
        let text = try! #require(explanation.text.first { $0.view == "body" })
        #expect(text.width == 180)
        #expect(text.lines == label.textLayout(width: 180)!.lines.count && text.lines > 1)
        #expect(text.lineStarts.first == 0 && text.lineStarts == text.lineStarts.sorted())
        #expect(explanation.conflicts.isEmpty && explanation.broken.isEmpty, "\(explanation.conflicts)")
        // The label's top is free of the root's height: nothing about the root's bottom decides it.
        #expect(!chain.contains { $0.contains("bottom") })
        #expect(explanation.description.contains("its height is decided by:"))
        withExtendedLifetime(root) {}
    }

    @Test func hierarchyWideFindingsAreListed() {
        let (root, label) = card("A label")
        // Too narrow for the label's one line: its compression resistance gives way to a required width.
        label.numberOfLines = 1
        label.text = "A label much longer than a hundred and eighty points can hold"
        // An unsatisfiable pair, and a view with no horizontal constraints.
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 20), box.widthAnchor.constraint(equalToConstant: 30),
        ])
        let explanation = label.explainLayout()
        #expect(explanation.conflicts.contains { $0.hasPrefix("body squeezed: width 180") && $0.contains("compression resistance 750") })
        #expect(explanation.broken.count == 1)
        #expect(explanation.ambiguous.contains { $0.hasPrefix("View: x") })
        #expect(explanation.text.first?.isTruncated == true)
    }
}
