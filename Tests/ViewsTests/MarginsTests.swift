import Foundation
import Testing
@testable import Views

@Suite struct MarginsTests {
    func pinned(_ child: View, to guide: LayoutGuide) {
        child.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    @Test func marginsGuideInsetsByTheMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        root.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        let child = View()
        root.addSubview(child)
        pinned(child, to: root.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 11, width: 343, height: 78))
        #expect(root.layoutMarginsGuide.layoutFrame == child.frame)
    }

    @Test func directionalMarginsFlipInRightToLeft() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        root.isRightToLeft = true
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 4)
        #expect(root.layoutMargins.right == 20 && root.layoutMargins.left == 4)
        let child = View()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // Leading is the right edge: the child hangs off the right margin.
        #expect(child.frame.maxX == 280)
    }

    /// A notched phone in landscape: 44-pt unsafe edges left and right. Margins are
    /// measured from the safe area; a subview's safe area follows its position.
    @Test func safeAreaPropagatesAndPushesMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
        root.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        let content = View(frame: CGRect(x: 0, y: 100, width: 852, height: 60))
        content.layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        root.addSubview(content)
        let label = View()
        content.addSubview(label)
        pinned(label, to: content.layoutMarginsGuide)
        let safe = View()
        content.addSubview(safe)
        pinned(safe, to: content.safeAreaLayoutGuide)
        root.layoutIfNeeded()
        #expect(content.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(label.frame == CGRect(x: 75, y: 11, width: 852 - 150, height: 38))
        #expect(safe.frame == CGRect(x: 59, y: 0, width: 852 - 118, height: 60))
        // Without insetting from the safe area, the margins are the plain 16.
        content.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(label.frame.minX == 16)
    }

    @Test func preservedSuperviewMargins() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        let inner = View(frame: CGRect(x: 10, y: 0, width: 380, height: 100))
        inner.layoutMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        root.addSubview(inner)
        let child = View()
        inner.addSubview(child)
        pinned(child, to: inner.layoutMarginsGuide)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 8)
        inner.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        #expect(child.frame.minX == 30)     // the root's 40 reach 30 into `inner`
        #expect(child.frame.width == 320)
    }

    @Test func readableContentGuideCapsTheWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let child = View()
        root.addSubview(child)
        pinned(child, to: root.readableContentGuide)
        root.layoutIfNeeded()
        #expect(child.frame.width == 672)
        #expect(child.frame.midX == 512)
        root.frame.size.width = 375
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 0, width: 335, height: 100))
    }

    @Test func customGuideAsASpacer() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        let spacer = LayoutGuide()
        root.addLayoutGuide(spacer)
        let a = View(), b = View()
        for v in [a, b] { root.addSubview(v); v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), b.widthAnchor.constraint(equalToConstant: 50),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame.width == 200)
        #expect(b.frame.minX == 250)
    }
}

/// `convert(_:to:)` and `convert(_:from:)`, as seed 003's slider cell uses them
/// (frames worked out in the cell, set on views inside its content view).
@Test func convertingBetweenCoordinateSpaces() {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    let contentView = View(frame: CGRect(x: 0, y: 0, width: 335, height: 60))
    let accessory = View(frame: CGRect(x: 335, y: 10, width: 40, height: 40))
    cell.addSubview(contentView)
    cell.addSubview(accessory)
    let inner = View(frame: CGRect(x: 16, y: 11, width: 100, height: 20))
    contentView.addSubview(inner)
    contentView.frame.origin.x = 8
    #expect(cell.convert(CGRect(x: 20, y: 11, width: 50, height: 20), to: contentView) == CGRect(x: 12, y: 11, width: 50, height: 20))
    #expect(inner.convert(CGPoint(x: 1, y: 2), to: accessory) == CGPoint(x: 8 + 16 + 1 - 335, y: 11 + 2 - 10))
    #expect(accessory.convert(CGPoint(x: 0, y: 0), from: inner) == CGPoint(x: 24 - 335, y: 1))
    #expect(inner.convert(CGPoint.zero, to: nil) == CGPoint(x: 24, y: 11))
    #expect(inner.convert(CGRect(x: 0, y: 0, width: 5, height: 5), from: nil).origin == CGPoint(x: -24, y: -11))
}

/// Right to left, leading and trailing count in the leading direction: "8 after"
/// is 8 to the left, a stack's spacing separates its views, and "not past the
/// trailing edge" still holds.
@Test func rightToLeftKeepsConstantsAndInequalities() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
    root.isRightToLeft = true
    let a = View(), b = View()
    let stack = StackView(arrangedSubviews: [a, b])
    stack.spacing = 10
    for view in [a, b] { view.widthAnchor.constraint(equalToConstant: 40).isActive = true }
    let tail = View()
    let wide = tail.widthAnchor.constraint(equalToConstant: 500)
    wide.priority = .defaultLow
    for view in [stack, tail] as [View] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
    }
    LayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.heightAnchor.constraint(equalToConstant: 20),
        tail.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 8),
        tail.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -4),
        wide,
        tail.topAnchor.constraint(equalTo: root.topAnchor),
        tail.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 194, y: 0, width: 90, height: 20))
    #expect(b.frame == CGRect(x: 0, y: 0, width: 40, height: 20) && a.frame.minX == 50)
    // 8 to the left of the stack, and no further left than 4 from the root's left edge.
    #expect(tail.frame == CGRect(x: 4, y: 0, width: 182, height: 20))
}
