import Foundation

extension View {
    /// Deactivates constraints that tie this subtree to the rest of the hierarchy under
    /// `top`, as UIKit does when a view is removed: they could never hold again, and
    /// must not outlive the views they name.
    func deactivateConstraintsLeaving(root top: View) {
        var views: [View] = [self]
        var next = 0
        while next < views.count {
            views.append(contentsOf: views[next].subviews)
            next += 1
        }
        // A removed view is most often a leaf or a small group (a configure method's
        // label, a media view): a search beats building a set.
        let inside = views.count > 8 ? Set(views.map(ObjectIdentifier.init)) : []
        func contains(_ view: View) -> Bool {
            views.count > 8 ? inside.contains(ObjectIdentifier(view)) : views.contains { $0 === view }
        }
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let view = item?.owningViewForLayout else { return false }
            return contains(view)
        }
        // A crossing constraint has one end in the subtree: its first item (it is in an
        // inside view's list) or its second (in an inside view's referencing list, held
        // by a view of the same hierarchy outside).
        var crossing: [LayoutConstraint] = []
        for view in views {
            for constraint in view.activeConstraints where constraint.secondItem != nil && !isInside(constraint.secondItem) {
                crossing.append(constraint)
            }
            for constraint in view.referencingConstraints {
                guard let owner = constraint.owner, !contains(owner), owner.root === top else { continue }
                crossing.append(constraint)
            }
        }
        LayoutConstraint.deactivate(crossing)
    }
}

extension View {
    /// Moves `view`, a subview, in front of the others (`bringSubviewToFront(_:)`).
    /// Only the drawing order changes: constraints and frames stay as they are.
    public func bringSubviewToFront(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, a subview, behind the others (`sendSubviewToBack(_:)`); only the drawing order changes.
    public func sendSubviewToBack(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Adds `view` just in front of `sibling` (`insertSubview(_:aboveSubview:)`), or in front of all if it is not a subview.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard view !== sibling else { return }
        addSubview(view)
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
        subviews.insert(subviews.removeLast(), at: index + 1)
    }

    /// Adds `view` just behind `sibling` (`insertSubview(_:belowSubview:)`), or in front of all if it is not a subview.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard view !== sibling else { return }
        addSubview(view)
        guard let index = subviews.firstIndex(where: { $0 === sibling }) else { return }
        subviews.insert(subviews.removeLast(), at: index)
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }
}
