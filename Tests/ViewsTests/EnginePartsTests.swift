import Cassowary
import Foundation
import Testing
import Typesetting
@testable import Views

/// The layout engine's parts on their own: constraint translation (a pure function)
/// and invalidation per layout domain.
@Suite struct ConstraintTranslationTests {
    func variables(_ names: [ObjectIdentifier: String]) -> (LayoutItem) -> ItemVariables {
        var made: [ObjectIdentifier: ItemVariables] = [:]
        return { item in
            let id = ObjectIdentifier(item)
            if let v = made[id] { return v }
            let v = ItemVariables(name: names[id] ?? "?")
            made[id] = v
            return v
        }
    }

    /// Solves the translated constraint with both items' other variables fixed and
    /// returns the first item's minX.
    func solvedMinX(_ constraint: LayoutConstraint, rightToLeft: Bool) throws -> Double {
        let vars = variables([:])
        let solver = Solver()
        let a = vars(constraint.firstItem), b = vars(constraint.secondItem!)
        try solver.add(ConstraintTranslation.solverConstraint(for: constraint, variables: vars, isRightToLeft: { _ in rightToLeft }))
        for (variable, value) in [(a.width, 50.0), (b.minX, 100), (b.width, 200), (a.minY, 0), (b.minY, 0)] {
            try solver.add(variable == value)
        }
        return solver.value(of: a.minX)
    }

    @Test func leadingAndTrailingFlipRightToLeftAndKeepTheirConstants() throws {
        let a = View(), b = View()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        // Left to right: a starts 8 after b's right edge (100 + 200 + 8).
        #expect(try solvedMinX(constraint, rightToLeft: false) == 308)
        // Right to left: a's right edge is 8 before b's left edge: minX = 100 − 8 − 50.
        #expect(try solvedMinX(constraint, rightToLeft: true) == 42)
    }

    @Test func multiplierAndRelationAreKept() {
        let a = View(), b = View()
        let layout = a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 0.5, constant: 4)
        layout.priority = .defaultHigh
        let vars = variables([ObjectIdentifier(a): "a", ObjectIdentifier(b): "b"])
        let made = ConstraintTranslation.solverConstraint(for: layout, variables: vars, isRightToLeft: { _ in false })
        #expect(made.relation == .lessThanOrEqual)
        #expect(made.strength == Strength(750))
        // a.width − (0.5·b.width + 4) ≤ 0
        #expect(made.expression.constant == -4)
        #expect(made.expression.terms.map(\.coefficient).sorted() == [-0.5, 1])
    }

    @Test func baselineOffsetsAreReadOnlyForBaselines() {
        let label = Label()
        label.text = "Baseline"
        #expect(ConstraintTranslation.baselineOffset(label, .top) == 0)
        #expect(ConstraintTranslation.baselineOffset(label, .firstBaseline) == label.firstBaselineOffsetFromTop)
        #expect(ConstraintTranslation.baselineOffset(label, .firstBaseline) > 0)
        #expect(ConstraintTranslation.usesBaseline(label.lastBaselineAnchor.constraint(equalTo: label.bottomAnchor)))
        #expect(!ConstraintTranslation.usesBaseline(label.topAnchor.constraint(equalTo: label.bottomAnchor)))
    }
}

/// A view that counts how often layout asks for its intrinsic size.
final class CountingView: View {
    var asked = 0
    override var intrinsicContentSize: CGSize {
        asked += 1
        return CGSize(width: 40, height: 20)
    }
}

@Suite struct LayoutDomainTests {
    func hierarchy() -> (root: View, counted: CountingView) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let counted = CountingView()
        counted.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(counted)
        LayoutConstraint.activate([
            counted.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            counted.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return (root, counted)
    }

    /// An edit in another hierarchy never makes this one's engine ask its views again.
    @Test func editsElsewhereLeaveThisEngineAlone() {
        let (root, counted) = hierarchy()
        let other = hierarchy()
        let before = counted.asked
        other.counted.invalidateIntrinsicContentSize()
        other.root.addSubview(View())
        other.root.subviews[0].setContentHuggingPriority(.required, for: .horizontal)
        other.root.layoutIfNeeded()
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(counted.asked == before)
        #expect(counted.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    /// An edit in this hierarchy is seen, including one inside a layout boundary
    /// that changes what its superview's engine installs.
    @Test func editsInTheDomainAreSeen() {
        let (root, counted) = hierarchy()
        let before = counted.asked
        counted.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(counted.asked > before)
        let boundary = View()
        boundary.isLayoutBoundary = true
        boundary.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(boundary)
        let width = boundary.widthAnchor.constraint(equalToConstant: 30)
        LayoutConstraint.activate([width, boundary.heightAnchor.constraint(equalToConstant: 10),
                                   boundary.leadingAnchor.constraint(equalTo: counted.trailingAnchor)])
        root.layoutIfNeeded()
        #expect(boundary.frame == CGRect(x: 40, y: 0, width: 30, height: 10))
        width.constant = 55
        root.layoutIfNeeded()
        #expect(boundary.frame.width == 55)
    }

    /// A view moved to another hierarchy is laid out by its new engine at once.
    @Test func aViewMovedBetweenHierarchiesFollowsItsNewOne() {
        let first = hierarchy(), second = hierarchy()
        let moving = CountingView()
        moving.translatesAutoresizingMaskIntoConstraints = false
        first.root.addSubview(moving)
        first.root.layoutIfNeeded()
        second.root.addSubview(moving)
        LayoutConstraint.activate([moving.trailingAnchor.constraint(equalTo: second.root.trailingAnchor),
                                   moving.bottomAnchor.constraint(equalTo: second.root.bottomAnchor)])
        second.root.layoutIfNeeded()
        #expect(moving.frame == CGRect(x: 160, y: 80, width: 40, height: 20))
        #expect(first.root.subviews.count == 1)
    }
}
