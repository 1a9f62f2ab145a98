import CellsTestSupport
import Foundation
import Testing
import Typesetting
@testable import Views

/// A hierarchy that comes back to a shape it had (the same positions, the same
/// constraints between them) takes up that shape's solved system instead of
/// building one, and lays out exactly as a hierarchy built afresh.
@Suite struct ShapeReuseTests {
    /// A 300-point root with a title and, optionally, a detail label below it.
    final class Card: View {
        let title = Label(text: "Title")
        var detail: Label?

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            title.translatesAutoresizingMaskIntoConstraints = false
            addSubview(title)
            LayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                title.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            ])
        }

        /// Shows `text` below the title in a new label (as cell code often does), or no detail.
        func show(detail text: String?, gap: CGFloat = 8) {
            detail?.removeFromSuperview()
            detail = nil
            guard let text else { return }
            let label = Label(text: text)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                label.topAnchor.constraint(equalTo: title.bottomAnchor, constant: gap),
            ])
            detail = label
        }

        var frames: [CGRect] { [title.frame, detail?.frame ?? .null] }
    }

    func fresh(detail: String?, gap: CGFloat = 8) -> Card {
        let card = Card()
        card.show(detail: detail, gap: gap)
        card.layoutIfNeeded()
        return card
    }

    @Test func aNewViewInTheSamePlaceKeepsTheSolver() throws {
        let card = Card()
        card.show(detail: "First detail")
        card.layoutIfNeeded()
        let solver = try #require(card.engine?.solver)
        card.show(detail: "A second detail, long enough to wrap onto a second line in three hundred points")
        card.layoutIfNeeded()
        #expect(card.engine?.solver === solver)
        #expect(card.engine?.parked.isEmpty == true)
        #expect(card.frames == fresh(detail: card.detail?.text).frames)
        #expect(card.detail!.frame.height > card.title.frame.height * 1.5)
    }

    @Test func aShapeSeenBeforeIsTakenUpAgain() throws {
        let card = Card()
        card.show(detail: "Detail")
        card.layoutIfNeeded()
        let withDetail = try #require(card.engine?.solver)
        card.show(detail: nil)
        card.layoutIfNeeded()
        #expect(card.engine?.solver !== withDetail)
        #expect(card.frames == fresh(detail: nil).frames)
        // Back to a detail, with another gap: the parked system, its constant replaced.
        card.show(detail: "Another detail", gap: 20)
        card.layoutIfNeeded()
        #expect(card.engine?.solver === withDetail)
        #expect(card.frames == fresh(detail: "Another detail", gap: 20).frames)
        #expect(close(card.detail!.frame.minY, card.title.frame.maxY + 20))
    }

    /// Which item a constraint names is part of the shape: a label pinned to its
    /// superview's margins guide, to the superview itself or to either edge of a
    /// custom guide is a different shape each time, never
    /// handed another's system; the same pins again take up their own.
    @Test func theItemsAConstraintNamesAreItsShape() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let label = Label(text: "Pinned")
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let guide = LayoutGuide()
        root.addLayoutGuide(guide)
        LayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
            guide.widthAnchor.constraint(equalToConstant: 10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let targets: [(LayoutXAxisAnchor, CGFloat)] = [
            (root.layoutMarginsGuide.leadingAnchor, 8), (root.leadingAnchor, 0), (guide.leadingAnchor, 30),
            (root.layoutMarginsGuide.leadingAnchor, 8), (guide.trailingAnchor, 40), (root.leadingAnchor, 0),
        ]
        var pin: LayoutConstraint?
        var solvers: [ObjectIdentifier] = []
        for (anchor, x) in targets {
            pin?.isActive = false
            pin = label.leadingAnchor.constraint(equalTo: anchor)
            pin!.isActive = true
            root.layoutIfNeeded()
            #expect(label.frame.minX == x)
            solvers.append(ObjectIdentifier(root.engine!.solver))
        }
        // The margins guide's system and the superview's came back for their own pins.
        #expect(solvers[3] == solvers[0] && solvers[5] == solvers[1])
        #expect(Set(solvers[0...2]).count == 3)
    }

    @Test func parkedShapesAreBounded() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views: [View] = []
        for count in 1...12 {
            // Each count of stacked views is a shape of its own.
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                view.topAnchor.constraint(equalTo: views.last?.bottomAnchor ?? root.topAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
                view.heightAnchor.constraint(equalToConstant: CGFloat(count)),
            ])
            views.append(view)
            root.layoutIfNeeded()
        }
        #expect(root.engine!.parked.count == LayoutEngine.parkedShapeLimit)
        #expect(views.last!.frame == CGRect(x: 0, y: 66, width: 10, height: 12))
    }

    /// Removing a custom guide before another shifts the guides' positions: the
    /// system is built again and the remaining guide's constraints still hold.
    @Test func removingAGuideBeforeAnotherKeepsTheOtherRight() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = LayoutGuide(), second = LayoutGuide()
        root.addLayoutGuide(first)
        root.addLayoutGuide(second)
        let firsts = [
            first.widthAnchor.constraint(equalToConstant: 30), first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor), first.heightAnchor.constraint(equalToConstant: 10),
        ]
        LayoutConstraint.activate(firsts + [
            second.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            second.widthAnchor.constraint(equalToConstant: 70),
            second.topAnchor.constraint(equalTo: root.topAnchor), second.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(second.layoutFrame == CGRect(x: 50, y: 0, width: 70, height: 10))
        LayoutConstraint.deactivate(firsts)
        root.removeLayoutGuide(first)
        root.layoutIfNeeded()
        #expect(second.layoutFrame == CGRect(x: 50, y: 0, width: 70, height: 10))
    }

    /// Found by the views fuzzer under LeakSanitizer: the engine's list of collected
    /// views held the root, which owns the engine, so every laid-out hierarchy leaked.
    @Test func aLaidOutHierarchyIsFreedWithItsRoot() {
        weak var released: View?
        weak var child: Label?
        do {
            let card = Card()
            card.show(detail: "Detail")
            card.layoutIfNeeded()
            _ = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
            card.show(detail: nil)
            card.layoutIfNeeded()
            released = card
            child = card.title
        }
        #expect(released == nil)
        #expect(child == nil)
    }
}
