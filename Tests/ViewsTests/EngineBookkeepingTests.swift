import CellsTestSupport
import Foundation
import Testing
import Typesetting
@testable import Views

/// What the layout engine skips between passes (intrinsic sizes not asked again,
/// margins not derived again, trait checks, stack arrangements) must never leave a
/// layout stale: each test changes one input after a first layout and checks the
/// next layout sees it.
@Suite struct EngineBookkeepingTests {

    /// Two labels in a row, pinned to a 300-point root.
    func row() -> (View, Label, Label) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let a = Label(text: "Leading words"), b = Label(text: "Trailing words")
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return (root, a, b)
    }

    @Test func aNewHuggingPriorityIsSeenByTheNextLayout() {
        let (root, a, b) = row()
        root.layoutIfNeeded()
        // Equal hugging: ambiguous, so make the first hug harder, then the second.
        a.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(close(a.frame.width, a.intrinsicContentSize.width))
        #expect(b.frame.width > b.intrinsicContentSize.width)
        a.setContentHuggingPriority(.defaultLow, for: .horizontal)
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        #expect(close(b.frame.width, b.intrinsicContentSize.width))
        #expect(a.frame.width > a.intrinsicContentSize.width)
    }

    @Test func aNewTextIsMeasuredAgain() {
        let (root, a, b) = row()
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        let before = b.frame.width
        b.text = "Trailing words, longer now"
        root.layoutIfNeeded()
        #expect(b.frame.width > before && close(b.frame.width, b.intrinsicContentSize.width))
        #expect(a.frame.maxX == b.frame.minX)
    }

    /// A view that leaves the hierarchy takes its intrinsic-size constraints along:
    /// added again elsewhere, it is sized afresh.
    @Test func aRemovedViewLeavesNothingBehind() {
        let (root, a, b) = row()
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        b.removeFromSuperview()
        a.trailingAnchor.constraint(equalTo: root.trailingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(a.frame.width == 300 && root.layoutDiagnostics.isEmpty)
        let other = View(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        other.addSubview(b)
        LayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: other.topAnchor),
        ])
        other.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 10, y: 0) && close(b.frame.width, b.intrinsicContentSize.width)
                && close(b.frame.height, b.intrinsicContentSize.height))
    }

    /// Margins that included a safe area are derived again when the safe area goes.
    @Test func marginsFollowASafeAreaThatGoesAway() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        root.layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 44)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 60 && child.frame.maxX == 340)
        root.safeAreaInsets = .zero
        root.layoutIfNeeded()
        #expect(child.frame.minX == 16 && child.frame.maxX == 384)
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 20 && child.frame.maxX == 380)
    }

    /// Hiding an arranged view after a first layout collapses it on the next one;
    /// showing it brings it back.
    @Test func hidingAnArrangedViewAfterLayout() {
        let views = (0..<3).map { _ in
            let view = View()
            view.heightAnchor.constraint(equalToConstant: 20).isActive = true
            return view
        }
        let stack = StackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        let size = { stack.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height }
        #expect(size() == 70)
        views[1].isHidden = true
        #expect(size() == 45)
        views[1].isHidden = false
        #expect(size() == 70)
    }

    /// A trait change after a first fit reaches the labels (their fonts follow the
    /// category) and the fitted height.
    @Test func aTraitChangeAfterAFitIsSeen() {
        let label = Label(text: "Dynamic Type")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let root = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        let fit = { root.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                 verticalFittingPriority: .fittingSizeLevel).height }
        let large = fit()
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let huge = fit()
        #expect(large == CGFloat(TextLayout(AttributedText("Dynamic Type", font: .preferredFont(forTextStyle: .body)), scale: 3).size.height))
        #expect(huge > 2 * large)
        root.traitOverrides.preferredContentSizeCategory = .large
        #expect(fit() == large)
    }

    /// A content view pinned inside a root, keeping the root's side margins, with a
    /// 60-point box pinned to its top margin and kept inside its bottom one: a cell.
    func cellLike(height: CGFloat) -> (root: View, content: View, box: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: height))
        let content = View(), box = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        box.translatesAutoresizingMaskIntoConstraints = false
        content.preservesSuperviewSideMargins = true
        content.layoutMargins = EdgeInsets(top: 11, left: 8, bottom: 11, right: 8)
        root.addSubview(content)
        content.addSubview(box)
        let margins = content.layoutMarginsGuide
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 60),
        ])
        return (root, content, box)
    }

    /// Before a pass, a view laid out by constraints is where the last pass put it. A
    /// root shown again smaller (a reused cell shown for a shorter row) left its
    /// content view hanging below it, and that overhang was taken as a bottom safe
    /// area: the margin grew past what the content needed, a required constraint was
    /// broken, and the pass ran again.
    @Test func aRootShownSmallerBreaksNothing() {
        let (root, content, box) = cellLike(height: 200)
        root.layoutIfNeeded()
        #expect(content.frame.height == 200 && root.layoutDiagnostics.isEmpty)
        root.frame.size.height = 82
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.isEmpty)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 82))
        #expect(content.effectiveLayoutMargins == EdgeInsets(top: 11, left: 8, bottom: 11, right: 8))
        #expect(box.frame == CGRect(x: 8, y: 11, width: 284, height: 60))
    }

    /// A root fitted and then shown (every row scrolled into view) changes its size
    /// constraints only: its guides' constraints stay installed as they were, and the
    /// frames are those of a root shown afresh.
    @Test func aFittedRootShownChangesOnlyItsSize() throws {
        let (root, content, box) = cellLike(height: 200)
        root.layoutIfNeeded()
        let engine = try #require(root.engine)
        let record = try #require(engine.recordsByView[ObjectIdentifier(content)])
        let margins = try #require(record.margins)
        let rootRecord = try #require(engine.recordsByView[ObjectIdentifier(root)])
        let origin = try #require(rootRecord.frame)
        for height in [150.0, 90, 120] {
            let fitted = root.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
            #expect(fitted == CGSize(width: 300, height: 82))
            root.frame.size.height = height
            root.layoutIfNeeded()
            #expect(record.margins === margins && rootRecord.frame === origin)
            #expect(rootRecord.shownWidth?.key == .rootLength(300) && rootRecord.shownHeight?.key == .rootLength(height))
            let (fresh, freshContent, freshBox) = cellLike(height: height)
            fresh.layoutIfNeeded()
            #expect(content.frame == freshContent.frame && box.frame == freshBox.frame)
        }
        #expect(root.layoutDiagnostics.isEmpty)
    }

    /// A root whose required constraints need another width than it is shown at: showing
    /// it breaks its shown width (reported), and fitting it at that width still answers
    /// the width asked for and says what did not fit, as it did when fitting took the
    /// shown width out.
    @Test func aShownWidthThatConflictsLeavesTheWidthFree() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 40))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            box.widthAnchor.constraint(equalToConstant: 500),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        root.layoutIfNeeded()
        #expect(root.layoutDiagnostics.count == 1 && root.layoutDiagnostics[0].contains("breaking View.width - 375 == 0"))
        #expect(box.frame.size == CGSize(width: 500, height: 40))
        let fitted = root.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 375, height: 40))
        #expect(root.layoutDiagnostics.last == "Unable to satisfy the required fitting width 375 pt: the required constraints of View need 500 pt")
        #expect(root.layoutDiagnostics.count == 2 && box.frame.size == CGSize(width: 500, height: 40))
    }

    /// Replacing most constraints at once rebuilds the solver from nothing: the
    /// layout must be the one the new constraints mean, intrinsic sizes included.
    @Test func replacingEveryConstraintRebuildsTheSolver() {
        let (root, a, b) = row()
        b.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        root.layoutIfNeeded()
        let before = (a.frame, b.frame)
        let old = a.constraints + b.constraints + root.constraints
        LayoutConstraint.deactivate(old)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 6),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            b.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.minX == 20 && close(b.frame.minX, a.frame.maxX + 6) && b.frame.maxX == 280)
        #expect(close(b.frame.width, b.intrinsicContentSize.width) && a.frame.minY == 5)
        #expect(close(a.frame.height, a.intrinsicContentSize.height) && root.layoutDiagnostics.isEmpty)
        // And back: the same frames as the first time.
        LayoutConstraint.deactivate(a.constraints + b.constraints + root.constraints)
        LayoutConstraint.activate(old)
        root.layoutIfNeeded()
        #expect(a.frame == before.0 && b.frame == before.1)
    }

    /// Warm fits at changing widths, with views asked ahead at the width they will
    /// likely get, equal cold fits at each width, also where the guess is wrong (the
    /// label stops following the root at 400 points and at 282).
    @Test func warmFitsEqualColdFits() {
        func cell() -> View {
            let root = View()
            let label = Label(text: "Self-sizing cells get their height from Auto Layout: pin the content to the edges and let the label wrap.")
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            let wide = label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
            wide.priority = .required - 2  // below the fitting width (999)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                wide,
                label.widthAnchor.constraint(lessThanOrEqualToConstant: 368),
                label.widthAnchor.constraint(greaterThanOrEqualToConstant: 250),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -11),
            ])
            return root
        }
        func fit(_ view: View, _ width: CGFloat) -> CGSize {
            view.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let warm = cell()
        for width: CGFloat in [320, 375, 414, 390, 320, 300, 280, 270, 260, 500, 450, 420, 380, 350, 320, 1024, 320] {
            #expect(fit(warm, width) == fit(cell(), width), "at \(width)")
        }
    }

    /// A template cell given a new text for every fit (a table measuring rows): from
    /// the fourth fit on, the wrapping label is asked only at the width it will have,
    /// never at no width (which lays the whole text out on one line and makes the
    /// solver pivot to it and back), and every fit equals a new cell's.
    @Test func aReconfiguredCellAsksItsWrappingLabelAtItsWidth() {
        final class Recording: Label {
            var askedWidths: [CGFloat] = []
            override var intrinsicContentSize: CGSize {
                askedWidths.append(bounds.width)
                return super.intrinsicContentSize
            }
        }
        func cell() -> (View, Recording) {
            let root = View()
            let label = Recording()
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                label.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -11),
            ])
            return (root, label)
        }
        func fit(_ view: View) -> CGSize {
            view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
        }
        let texts = ["Short.", "Self-sizing cells get their height from Auto Layout: pin the content to the edges.",
                     "A third text, long enough to wrap onto a second line and then a third one at this width, surely.",
                     "Two words", "And a fifth one, which wraps at three hundred and twenty points as well."]
        let (template, label) = cell()
        for (index, text) in texts.enumerated() {
            label.text = text
            label.askedWidths = []
            let (fresh, freshLabel) = cell()
            freshLabel.text = text
            #expect(fit(template) == fit(fresh), "\(text)")
            // (Its width is foreseen once two layouts after its size first changed agreed
            // on where it ends.)
            if index >= 3 { #expect(!label.askedWidths.isEmpty && label.askedWidths.allSatisfy { $0 == 288 }, "\(label.askedWidths)") }
        }
    }

    /// A view whose own code asks its hierarchy for layout while the hierarchy is
    /// being laid out: the inner request is refused with a diagnostic, never run on
    /// the engine's half-updated state, and the outer pass ends with right frames.
    @Test func layoutAskedForFromInsideItsOwnPassIsRefused() {
        final class Nosy: View {
            var asked = 0
            override var intrinsicContentSize: CGSize {
                asked += 1
                superview?.layoutIfNeeded()
                _ = superview?.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
                return CGSize(width: 50, height: 20)
            }
        }
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let nosy = Nosy()
        nosy.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(nosy)
        LayoutConstraint.activate([
            nosy.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            nosy.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        root.layoutIfNeeded()
        #expect(nosy.frame == CGRect(x: 10, y: 5, width: 50, height: 20))
        #expect(nosy.asked >= 1 && nosy.asked <= 4)
        #expect(root.layoutDiagnostics.contains { $0.hasPrefix("Layout of ") && $0.contains("during its own layout pass") })
        #expect(root.layoutDiagnostics.contains { $0.hasPrefix("A fitting size of ") })
        // Outside a pass, both run as usual; the fitting height is 0, not −0 (which
        // JSON writes as "-0"; the solver's value here is −0).
        let fitted = root.systemLayoutSizeFitting(CGSize(width: 100, height: 0))
        #expect(fitted == CGSize(width: 100, height: 0) && fitted.height.sign == .plus)
    }
}
