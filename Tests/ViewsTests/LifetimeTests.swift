import Foundation
import Testing
@testable import Views

/// A view's superview and a guide's owning view are not counted (no weak references, so
/// no view's reference counts live in a side table): they must still read nil once
/// the view they name is gone, as UIKit's weak ones do.
@Suite struct LifetimeTests {
    @Test func aSubviewOutlivingItsSuperviewHasNone() {
        let child = View()
        weak var gone: View?
        do {
            let parent = View()
            parent.addSubview(child)
            #expect(child.superview === parent)
            gone = parent
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        // It can join another hierarchy and leave it as usual.
        let other = View()
        other.addSubview(child)
        #expect(child.superview === other)
        child.removeFromSuperview()
        #expect(child.superview == nil && other.subviews.isEmpty)
    }

    @Test func aGuideOutlivingItsViewHasNoOwner() {
        let guide = LayoutGuide()
        let margins: LayoutGuide
        do {
            let view = View()
            view.addLayoutGuide(guide)
            margins = view.layoutMarginsGuide
            #expect(guide.owningView === view && margins.owningView === view)
        }
        #expect(guide.owningView == nil)
        #expect(margins.owningView == nil)
    }

    @Test func aGuideMovedToAnotherViewKeepsItsNewOwner() {
        let guide = LayoutGuide()
        let keeper = View()
        do {
            let first = View()
            first.addLayoutGuide(guide)
            keeper.addLayoutGuide(guide)
        }
        #expect(guide.owningView === keeper)
    }

    /// A constraint across two hierarchies outlives the view that keeps it: removing the
    /// other end from its superview later must not read the constraint's dead view.
    @Test func aConstraintToAViewThatOutlivesItsKeeperIsForgotten() {
        let parent = View()
        let named = View()
        parent.addSubview(named)
        do {
            let keeper = View()
            keeper.leadingAnchor.constraint(equalTo: named.layoutMarginsGuide.leadingAnchor).isActive = true
            #expect(named.referencingConstraints.count == 1)
        }
        #expect(named.referencingConstraints.isEmpty)
        named.removeFromSuperview()
        #expect(parent.subviews.isEmpty)
    }

    /// Removing a view deactivates exactly the constraints with one end inside it: those
    /// it keeps that name the rest, those the rest keeps that name it or its guides, and
    /// not those inside it or elsewhere.
    @Test func removingAViewDeactivatesTheConstraintsThatCrossItsEdge() {
        let root = View(), box = View(), inner = View(), other = View()
        root.addSubview(box)
        box.addSubview(inner)
        root.addSubview(other)
        let out = inner.topAnchor.constraint(equalTo: root.topAnchor)
        let into = other.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        let elsewhere = other.widthAnchor.constraint(equalTo: root.widthAnchor)
        let constant = inner.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([out, into, inside, elsewhere, constant])
        box.removeFromSuperview()
        #expect(!out.isActive && !into.isActive)
        #expect(inside.isActive && elsewhere.isActive && constant.isActive)
        #expect(inner.referencingConstraints.isEmpty && root.referencingConstraints.count == 1)
        #expect(box.referencingConstraints.map(ObjectIdentifier.init) == [ObjectIdentifier(inside)])
    }

    /// Removing a guide deactivates the constraints that name it, first or second (as
    /// UIKit's `removeLayoutGuide(_:)` does); before, those it kept stayed filed with its
    /// old view, naming a guide no one held.
    @Test func removingAGuideDeactivatesItsConstraints() {
        let view = View(), other = View()
        view.addSubview(other)
        let guide = LayoutGuide()
        view.addLayoutGuide(guide)
        let own = guide.widthAnchor.constraint(equalToConstant: 5)
        let toIt = other.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        let unrelated = other.widthAnchor.constraint(equalToConstant: 8)
        LayoutConstraint.activate([own, toIt, unrelated])
        view.removeLayoutGuide(guide)
        // A view's own guides are not removed, nor given to another view.
        let margins = view.layoutMarginsGuide
        view.removeLayoutGuide(margins)
        other.addLayoutGuide(margins)
        #expect(margins.owningView === view && other.layoutGuides.isEmpty)
        #expect(!own.isActive && !toIt.isActive && unrelated.isActive)
        #expect(guide.owningView == nil)
        #expect(view.constraints.isEmpty && view.referencingConstraints.isEmpty)
        #expect(other.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(unrelated)])
    }

    /// A guide added to another view leaves the first, and the constraints naming it there.
    @Test func aGuideAddedToAnotherViewLeavesItsConstraintsBehind() {
        let first = View(), second = View()
        let guide = LayoutGuide()
        first.addLayoutGuide(guide)
        let height = guide.heightAnchor.constraint(equalToConstant: 5)
        height.isActive = true
        second.addLayoutGuide(guide)
        second.addLayoutGuide(guide)
        #expect(!height.isActive && first.constraints.isEmpty)
        #expect(first.layoutGuides.isEmpty && second.layoutGuides.count == 1)
    }

    /// Constraints activated on a guide before it has a view take part once it has one,
    /// and leave with it: removing the view that holds the guide deactivates those that
    /// cross its edge.
    @Test func constraintsOnAGuideWithoutAViewTakePartOnceItHasOne() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let guide = LayoutGuide()
        let width = guide.widthAnchor.constraint(equalToConstant: 30)
        let leading = guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        let follow = box.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        LayoutConstraint.activate([width, leading, follow,
                                   box.topAnchor.constraint(equalTo: root.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 20),
                                   box.heightAnchor.constraint(equalToConstant: 20)])
        #expect(guide.waitingConstraints.count == 3)
        let holder = View()
        root.addSubview(holder)
        holder.addLayoutGuide(guide)
        #expect(guide.waitingConstraints.isEmpty)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 10 && guide.layoutFrame.width == 30)
        #expect(box.frame.minX == 40)
        holder.removeFromSuperview()
        #expect(!leading.isActive && !follow.isActive && width.isActive)
        // Deactivated while waiting, a constraint leaves the guide's list.
        let later = LayoutGuide()
        let waiting = later.widthAnchor.constraint(equalToConstant: 1)
        waiting.isActive = true
        waiting.isActive = false
        #expect(later.waitingConstraints.isEmpty)
    }

    /// A view cannot become its own subview, nor its ancestor's: the hierarchy would be
    /// a cycle (every walk up it endless). The call is ignored, as the stack view's is.
    @Test func aViewCannotJoinItsOwnSubtree() {
        let top = View(), middle = View(), leaf = View()
        top.addSubview(middle)
        middle.addSubview(leaf)
        leaf.addSubview(top)
        leaf.addSubview(leaf)
        middle.insertSubview(top, at: 0)
        let stack = StackView()
        leaf.addSubview(stack)
        stack.addArrangedSubview(top)
        #expect(top.superview == nil && middle.superview === top && leaf.superview === middle)
        #expect(leaf.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(stack)])
        #expect(stack.arrangedSubviews.isEmpty && middle.subviews.count == 1)
        top.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        top.layoutIfNeeded()
        #expect(leaf.root === top)
    }

    /// A constraint whose second item goes leaves layout: its owner drops it (the next
    /// layout read the dead view and trapped), and it stays out.
    @Test func aConstraintToAViewThatGoesLeavesLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let kept: LayoutConstraint
        do {
            let other = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            kept = child.widthAnchor.constraint(equalTo: other.widthAnchor)
            kept.isActive = true
            root.layoutIfNeeded()
        }
        #expect(!kept.isActive && child.constraints.isEmpty)
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.height == 10)
        kept.isActive = true
        #expect(!kept.isActive && child.constraints.count == 1)
    }

    /// A constraint kept after its own view goes is inert: setting its constant or its
    /// activity does nothing (each read the dead view and trapped), and it describes itself.
    @Test func aConstraintKeptAfterItsViewGoesIsInert() {
        let other = View()
        let kept: LayoutConstraint
        do {
            let view = View()
            kept = view.widthAnchor.constraint(equalTo: other.widthAnchor, constant: 3)
            kept.identifier = "kept"
            kept.isActive = true
            #expect(other.referencingConstraints.count == 1)
        }
        #expect(other.referencingConstraints.isEmpty)
        kept.constant = 5
        kept.isActive = false
        kept.isActive = true
        #expect(!kept.isActive)
        #expect(kept.description == "kept: width == width (a view it named is gone)")
    }

    /// Constraints waiting for a guide that goes before it has a view leave layout too,
    /// and the view that kept one of them drops it.
    @Test func constraintsWaitingForAGuideThatGoesLeaveLayout() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        var kept: [LayoutConstraint] = []
        do {
            let guide = LayoutGuide()
            kept = [box.leadingAnchor.constraint(equalTo: guide.trailingAnchor), guide.widthAnchor.constraint(equalToConstant: 4)]
            LayoutConstraint.activate(kept)
            #expect(box.constraints.count == 1)
        }
        #expect(box.constraints.isEmpty && kept.allSatisfy { !$0.isActive })
        root.layoutIfNeeded()
        LayoutConstraint.activate(kept)
        #expect(kept.allSatisfy { !$0.isActive })
        #expect(kept[1].description == "width == 4 (a view it named is gone)")
    }

    /// A constraint made but never activated, kept after one of its views goes, stays
    /// out when activated later (activating it read the dead view and trapped), with
    /// the views that are still there unchanged.
    @Test func anInactiveConstraintKeptAfterItsViewGoesStaysOut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        var kept: [LayoutConstraint] = []
        do {
            let other = View()
            let guide = LayoutGuide()
            kept = [child.widthAnchor.constraint(equalTo: other.widthAnchor),
                    other.heightAnchor.constraint(equalTo: child.heightAnchor),
                    guide.widthAnchor.constraint(equalToConstant: 4),
                    child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)]
        }
        LayoutConstraint.activate(kept)
        kept[0].isActive = true
        #expect(kept.allSatisfy { !$0.isActive })
        #expect(child.constraints.isEmpty)
        child.heightAnchor.constraint(equalToConstant: 12).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.height == 12)
        #expect(kept[2].description == "width == 4 (a view it named is gone)")
    }
}
