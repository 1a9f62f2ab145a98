import Foundation
import Testing
import Typesetting
@testable import Views

/// Cases the view fuzzer (`Fuzz/Sources/FuzzViews`) found; each input is also in
/// `Fuzz/Corpus/FuzzViews/`.
@Suite struct ViewFuzzRegressionTests {
    func labelInContainer() -> (View, Label) {
        let container = View()
        container.translatesAutoresizingMaskIntoConstraints = false
        let label = Label(text: "A longer text that wraps onto a second line at most widths.")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
        ])
        return (container, label)
    }

    @Test func aFittingTargetOutsideTheLimitsIsClamped() {
        let (container, _) = labelInContainer()
        for width in [-2e130, -1, CGFloat.nan, -CGFloat.infinity] {
            let size = container.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
            #expect(size.width == 0, "target \(width)")
            #expect(size.height.isFinite && size.height >= 0, "target \(width)")
        }
        let huge = container.systemLayoutSizeFitting(CGSize(width: CGFloat.infinity, height: 0),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(huge.width == 1e9)
    }

    /// `height >= width @50` ties with the compressed height's own pull at 50: every
    /// height from 0 to the width is as good. The fitting size takes the one nearest
    /// the target, before a layout and after, fresh or laid out first (it gave 1,024
    /// fresh and 0 after a layout at that size).
    @Test func aTieAtTheFittingPriorityFitsNearestTheTarget() {
        func tree() -> View {
            let root = View()
            root.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
            let tie = root.heightAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor)
            tie.priority = .fittingSizeLevel
            tie.isActive = true
            return root
        }
        func fit(_ view: View, _ target: CGSize = CGSize(width: 1024, height: 0)) -> CGSize {
            view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let root = tree()
        #expect(fit(root) == CGSize(width: 1024, height: 0))
        root.frame = CGRect(x: 0, y: 0, width: 1024, height: 0)
        root.layoutIfNeeded()
        #expect(fit(root) == CGSize(width: 1024, height: 0))
        // The expanded size is the nearest to a large target.
        #expect(fit(root, CGSize(width: 1024, height: 5000)) == CGSize(width: 1024, height: 5000))
        #expect(fit(root) == CGSize(width: 1024, height: 0))
        let other = tree()
        other.frame = CGRect(x: 0, y: 0, width: 1024, height: 500)
        other.layoutIfNeeded()
        #expect(fit(other) == CGSize(width: 1024, height: 0))
    }

    @Test func aFrameIsAlwaysFinite() {
        let view = View(frame: CGRect(x: CGFloat.nan, y: 0, width: CGFloat.infinity, height: -CGFloat.infinity))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 1e9, height: -1e9))
        view.frame = CGRect(x: 5, y: CGFloat.nan, width: CGFloat.nan, height: 20)
        #expect(view.frame == CGRect(x: 5, y: 0, width: 0, height: 20))
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        parent.layoutIfNeeded()
        let numbers = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
        #expect(numbers.allSatisfy { $0.isFinite })
    }

    /// A wrapping label fitted at width 0 gives the same height whether or not its
    /// container was laid out first.
    @Test func aWrappingLabelAtWidthZeroFitsTheSameEitherWay() {
        let fit = { (view: View) in
            view.systemLayoutSizeFitting(CGSize(width: 0, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let (fresh, _) = labelInContainer()
        let (laidOut, _) = labelInContainer()
        laidOut.frame = CGRect(x: 0, y: 0, width: 320, height: 500)
        laidOut.layoutIfNeeded()
        let a = fit(fresh), b = fit(laidOut)
        #expect(a == b)
        laidOut.frame = CGRect(origin: .zero, size: b)
        laidOut.layoutIfNeeded()
        #expect(fit(laidOut) == b)
    }

    /// A stack aligned by first baselines with a nested stack whose first view sits
    /// below its top (layout margins): the baseline constraint reads the nested stack's
    /// baseline after its subviews are placed, not before.
    @Test func nestedStackBaselinesAreFresh() {
        let left = Label(text: "Left")
        let inner = StackView(arrangedSubviews: [Label(text: "Inner")])
        inner.axis = .vertical
        inner.isLayoutMarginsRelativeArrangement = true
        let outer = StackView(arrangedSubviews: [left, inner])
        outer.alignment = .firstBaseline
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        outer.layoutIfNeeded()
        outer.layoutIfNeeded()
        let innerLabel = inner.arrangedSubviews[0]
        let leftBaseline = left.frame.minY + left.firstBaselineOffsetFromTop
        let innerBaseline = inner.frame.minY + innerLabel.frame.minY + innerLabel.firstBaselineOffsetFromTop
        #expect(abs(leftBaseline - innerBaseline) < 0.5, "left \(leftBaseline), inner \(innerBaseline)")
    }

    /// Constraints that would make the fitted view's height negative: the size is 0.
    @Test func aFittingSizeIsNeverNegative() {
        let root = View()
        root.translatesAutoresizingMaskIntoConstraints = false
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 0),
            root.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: -8),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        let size = root.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 100, height: 0))
    }
}
