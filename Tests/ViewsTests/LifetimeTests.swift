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
}
