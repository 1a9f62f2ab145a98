import Foundation
import Views

/// Child view controllers, as UIKit contains them:
///
/// ```swift
/// addChild(child)                 // calls child.willMove(toParent: self)
/// view.addSubview(child.view)
/// child.didMove(toParent: self)   // yours to call
///
/// child.willMove(toParent: nil)   // yours to call
/// child.view.removeFromSuperview()
/// child.removeFromParent()        // calls child.didMove(toParent: nil)
/// ```
extension ViewController {
    /// Makes `child` a child of this controller (taking it from its old parent), after
    /// calling its `willMove(toParent:)`. Call the child's `didMove(toParent:)` once
    /// its view is placed.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        if child.parent != nil {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes this controller from its parent, then calls `didMove(toParent: nil)`.
    /// Call `willMove(toParent: nil)` first and take its view out of the hierarchy.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }
}
