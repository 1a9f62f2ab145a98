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
}
