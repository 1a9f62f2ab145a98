import Foundation
import Testing
import Typesetting
@testable import Views

/// A view with a fixed intrinsic size.
final class Box: View {
    var size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: CGSize { size }
}

@Suite struct StackViewTests {
    func host(_ stack: StackView, width: CGFloat = 300, height: CGFloat = 100) -> View {
        let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return root
    }

    @Test func horizontalFillUsesIntrinsicSizesAndSpacing() {
        let a = Box(40, 20), b = Box(60, 30)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.spacing = 8
        let root = host(stack)
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))   // fill: as tall as the stack
        #expect(b.frame == CGRect(x: 48, y: 0, width: 60, height: 30))
        #expect(stack.frame.size == CGSize(width: 108, height: 30))
    }

    /// Two labels that resist compression alike (750) and cannot both have their width:
    /// UIKit's split is ambiguous; here the later one keeps its width, and the earlier
    /// one is cut, whichever the order of the constraints.
    @Test func onATieTheLaterViewKeepsItsSize() {
        let name = Label(), date = Label()
        name.text = "A display name far too long for the row"
        date.text = "5h"
        let stack = StackView(arrangedSubviews: [name, date])
        stack.spacing = 4
        let root = host(stack, width: 120)
        stack.widthAnchor.constraint(equalToConstant: 120).isActive = true
        root.layoutIfNeeded()
        #expect(date.frame.width == date.intrinsicContentSize.width)
        #expect(name.frame.width == 120 - 4 - date.frame.width)
        #expect(name.isTruncated && !date.isTruncated)
        #expect(root.ambiguityReport().isEmpty)
    }

    @Test func hiddenViewsCollapseWithTheirSpacing() {
        let a = Box(40, 20), b = Box(60, 30), c = Box(10, 10)
        let stack = StackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 5
        stack.setCustomSpacing(20, after: a)
        let root = host(stack)
        root.layoutIfNeeded()
        #expect(b.frame.minY == 40 && c.frame.minY == 75)
        #expect(stack.frame.height == 85)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(c.frame.minY == 40)
        #expect(stack.frame.height == 50)
    }

    @Test func fillEquallyAndProportionally() {
        let a = Box(40, 20), b = Box(120, 20)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        let root = host(stack)
        stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 100)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 150)
    }

    @Test func alignmentsAcrossTheAxis() {
        let a = Box(40, 20), b = Box(60, 40)
        let stack = StackView(arrangedSubviews: [a, b])
        let root = host(stack)
        for (alignment, y) in [(StackView.Alignment.leading, 0.0), (.center, 10), (.trailing, 20)] {
            stack.alignment = alignment
            root.layoutIfNeeded()
            #expect(stack.frame.height == 40, "\(alignment)")
            #expect(a.frame.height == 20 && a.frame.minY == y, "\(alignment)")
        }
    }

    @Test func baselineAlignmentOfLabels() {
        let big = Label(text: "Name")
        big.font = .systemFont(ofSize: 28)
        let small = Label(text: "@user · 5h")
        small.font = .systemFont(ofSize: 13)
        let stack = StackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 4
        let root = host(stack)
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.firstBaselineOffsetFromTop
        let smallBaseline = small.frame.minY + small.firstBaselineOffsetFromTop
        #expect(abs(bigBaseline - smallBaseline) < 0.5)
        #expect(big.frame.minY == 0)
    }

    @Test func equalSpacingSharesTheRest() {
        let views = [Box(20, 10), Box(30, 10), Box(40, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        let root = host(stack)
        stack.widthAnchor.constraint(equalToConstant: 190).isActive = true
        root.layoutIfNeeded()
        #expect(views[1].frame.minX - views[0].frame.maxX == 50)
        #expect(views[2].frame.minX - views[1].frame.maxX == 50)
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.count == 2)
    }

    /// An equal-spacing stack that loses an arranged view drops a spacer guide, and the
    /// constraints that named it: they used to stay with the stack, naming a guide no one
    /// held, and the next layout trapped reading it.
    @Test func equalSpacingStackLosingAViewDropsItsSpacerAndItsConstraints() {
        let views = [Box(20, 10), Box(30, 10), Box(40, 10), Box(10, 10)]
        let stack = StackView(arrangedSubviews: views)
        stack.distribution = .equalCentering
        let root = host(stack)
        stack.widthAnchor.constraint(equalToConstant: 190).isActive = true
        root.layoutIfNeeded()
        views[3].removeFromSuperview()
        root.layoutIfNeeded()
        views[2].removeFromSuperview()
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.count == 1)
        let guides = stack.layoutGuides.map(ObjectIdentifier.init)
        let named = stack.constraints.flatMap { [$0.firstItem, $0.secondItem].compactMap { $0 as? LayoutGuide } }
        #expect(named.allSatisfy { guides.contains(ObjectIdentifier($0)) })
        // Two views 190 - 50 apart centre to centre, the rest equal on both sides of the guide.
        #expect(views[0].frame.minX == 0 && views[1].frame.maxX == 190)
        views.prefix(2).forEach { stack.addArrangedSubview($0) }
        stack.addArrangedSubview(views[2])
        root.layoutIfNeeded()
        #expect(stack.layoutGuides.count == 2)
    }

    /// A vertical stack of wrapping labels in a cell-like container: the height is
    /// the labels' heights at the width they get.
    @Test func verticalStackOfWrappingLabelsFits() {
        let text = "A label that wraps onto several lines when the cell is narrow enough for it."
        let first = Label(text: text), second = Label(text: text)
        for l in [first, second] { l.numberOfLines = 0 }
        let stack = StackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.spacing = 6
        let content = View()
        content.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        let size = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                   withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
        let one = TextLayout(AttributedText(text, font: .systemFont(ofSize: 17)), width: 288, scale: 3).size.height
        #expect(abs(size.height - (22 + 6 + 2 * CGFloat(one))) < 1e-6)
    }

    @Test func removingASubviewRemovesItFromTheArrangement() {
        let stack = StackView()
        let kept = Label(text: "kept"), removed = Label(text: "removed")
        stack.addArrangedSubview(kept)
        stack.addArrangedSubview(removed)
        for _ in 0..<100 {
            removed.removeFromSuperview()
            stack.insertArrangedSubview(removed, at: 1)
        }
        removed.removeFromSuperview()
        #expect(stack.arrangedSubviews.count == 1 && stack.arrangedSubviews[0] === kept)
        #expect(kept.constraints.allSatisfy { $0.secondItem !== removed })
    }
}

/// The matching that lets a rebuilt stack keep its unchanged constraints: each new
/// constraint gets an old one of the same shape, each old one used once, the last
/// of equal ones first; the direct comparison and the hashed one (large stacks)
/// agree.
@Suite struct StackConstraintMatchingTests {
    @Test func bothMatchingsPairEqualShapesOnceEach() {
        let views = (0..<6).map { _ in View() }
        func shape(_ a: Int, _ b: Int, _ constant: CGFloat) -> LayoutConstraint.Shape {
            views[a].topAnchor.constraint(equalTo: views[b].bottomAnchor, constant: constant).shape
        }
        let old = [shape(0, 1, 8), shape(1, 2, 8), shape(0, 1, 8), shape(2, 3, 4), shape(4, 5, 0)]
        let made = [shape(0, 1, 8), shape(2, 3, 4), shape(0, 1, 8), shape(0, 1, 8), shape(3, 4, 2)]
        let expected: [Int?] = [2, 3, 0, nil, nil]
        #expect(StackView.sameShapes(made, old) == expected)
        // Past 4,096 comparisons the hashed path runs: the same pairs.
        let manyOld = Array(repeating: old, count: 20).flatMap { $0 }
        let manyMade = Array(repeating: made, count: 20).flatMap { $0 }
        let direct: [Int?] = {
            var used = [Bool](repeating: false, count: manyOld.count)
            return manyMade.map { s in
                guard let i = manyOld.indices.last(where: { !used[$0] && manyOld[$0] == s }) else { return nil }
                used[i] = true
                return i
            }
        }()
        #expect(manyMade.count * manyOld.count > 4096)
        #expect(StackView.sameShapes(manyMade, manyOld) == direct)
    }

    /// FuzzViews' input `fit-after-a-layout-with-a-width-of-rounding-noise-012bcfef`: two
    /// stacks pinned to a view at conflicting insets, a proportional one holding a long
    /// wrapping label, an empty stack and a two-line label, fitted at a width of 0.
    private func proportionalStackAtZeroWidth() -> View {
        let root = View()
        root.translatesAutoresizingMaskIntoConstraints = false
        root.setContentCompressionResistancePriority(LayoutPriority(0), for: .vertical)
        let s1 = StackView(); s1.translatesAutoresizingMaskIntoConstraints = false
        s1.axis = .vertical; s1.alignment = .lastBaseline; s1.distribution = .fillEqually; s1.spacing = .infinity
        s1.setContentHuggingPriority(LayoutPriority(1001), for: .vertical)
        root.addSubview(s1)
        for (a, c) in [(s1.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: -8), 0), (s1.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: 8), 0),
                       (s1.topAnchor.constraint(equalTo: root.topAnchor, constant: -8), 0), (s1.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: 8), 0)] { _ = c; a.priority = .defaultHigh; a.isActive = true }
        let s2 = StackView(); s2.translatesAutoresizingMaskIntoConstraints = false
        s2.axis = .vertical; s2.alignment = .lastBaseline; s2.distribution = .fillProportionally; s2.spacing = 0.5
        root.addSubview(s2)
        LayoutConstraint.activate([s2.leadingAnchor.constraint(equalTo: root.leadingAnchor), s2.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                   s2.topAnchor.constraint(equalTo: root.topAnchor), s2.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        for c in [s2.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8), s2.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                  s2.topAnchor.constraint(equalTo: root.topAnchor, constant: 8), s2.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -8)] { c.priority = .defaultHigh; c.isActive = true }
        let l3 = Label(); l3.text = "A longer text that wraps onto a second line at most widths."; l3.numberOfLines = 0; l3.font = .systemFont(ofSize: 17)
        l3.translatesAutoresizingMaskIntoConstraints = false
        s2.addArrangedSubview(l3)
        let s4 = StackView(); s4.translatesAutoresizingMaskIntoConstraints = false
        s4.axis = .vertical; s4.alignment = .fill; s4.distribution = .equalSpacing; s4.spacing = 1e9
        s2.addArrangedSubview(s4)
        let l5 = Label(); l5.text = "\u{0}x\u{85}"; l5.numberOfLines = 2; l5.font = .systemFont(ofSize: 17)
        l5.translatesAutoresizingMaskIntoConstraints = false
        s2.addArrangedSubview(l5)
        return root
    }

    /// A fit after a layout gives what a fresh fit gives. Between passes the engine asked
    /// the two-line label for its height at the width the solver found, 1.8·10⁻¹⁴ for 0,
    /// where it wraps (at 0 it does not): 82.67 pt after a layout, 42.33 fresh. Sizes
    /// within 10⁻⁹ of the pixel grid are now taken on it.
    @Test func aFitAfterALayoutEqualsAFreshFit() {
        let target = CGSize(width: -1, height: 0)
        let fresh = proportionalStackAtZeroWidth()
        let size = fresh.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 0, height: 42.333333333333336))
        for height in [500, size.height] {
            let laidOut = proportionalStackAtZeroWidth()
            laidOut.frame = CGRect(x: 0, y: 0, width: 0, height: height)
            laidOut.layoutIfNeeded()
            #expect(laidOut.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel) == size)
        }
    }
}
