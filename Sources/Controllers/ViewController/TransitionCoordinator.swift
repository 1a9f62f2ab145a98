import Foundation
import Views

/// What a transition is doing, handed to its animation and completion blocks
/// (`UIViewControllerTransitionCoordinatorContext`).
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Always false: the headless window changes size at once.
    var isAnimated: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// The size the window's view has at the end of the transition.
    var targetSize: CGSize { get }
}

/// Runs code alongside a size transition and after it (`UIViewControllerTransitionCoordinator`).
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Registers blocks to run with the new size in place: `animation` just before the
    /// window lays out at the new size, `completion` after that layout. Returns true
    /// (the blocks will run).
    @discardableResult
    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` at once and then `completion`, as an animation that takes no time (`animate(alongsideTransition:completion:)`).
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator a ``Window`` hands to `viewWillTransition(to:with:)`: it collects
/// the blocks and the window runs them at the right moments.
final class TransitionCoordinator: ViewControllerTransitionCoordinator {
    let targetSize: CGSize
    var isAnimated: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }

    private var animations: [(ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinatorContext) -> Void] = []

    init(targetSize: CGSize) { self.targetSize = targetSize }

    func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the alongside blocks in the order registered (blocks they register run too).
    func runAnimations() {
        var index = 0
        while index < animations.count {
            animations[index](self)
            index += 1
        }
        animations.removeAll()
    }

    /// Runs the completion blocks in the order registered.
    func runCompletions() {
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions.removeAll()
    }
}
