import Foundation

extension View {
    /// Deactivates constraints that tie this subtree to the rest of the hierarchy under
    /// `top`, as UIKit does when a view is removed: they could never hold again, and
    /// must not outlive the views they name.
    func deactivateConstraintsLeaving(root top: View) {
        var inside = Set<ObjectIdentifier>()
        var stack = [self]
        while let view = stack.popLast() {
            inside.insert(ObjectIdentifier(view))
            stack.append(contentsOf: view.subviews)
        }
        func isInside(_ item: LayoutItem?) -> Bool {
            guard let view = item?.owningViewForLayout else { return false }
            return inside.contains(ObjectIdentifier(view))
        }
        var crossing: [LayoutConstraint] = []
        stack = [top]
        while let view = stack.popLast() {
            for constraint in view.activeConstraints {
                let first = inside.contains(ObjectIdentifier(view))
                if let second = constraint.secondItem, isInside(second) != first { crossing.append(constraint) }
            }
            stack.append(contentsOf: view.subviews)
        }
        LayoutConstraint.deactivate(crossing)
    }
}
