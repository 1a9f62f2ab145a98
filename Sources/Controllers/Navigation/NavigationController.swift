import Foundation
import Table
import Views

/// A stack of view controllers under a navigation bar (`UINavigationController`).
///
/// The top controller's view fills the space below the bar; the bar shows its
/// ``ViewController/navigationItem`` (or its `title`). Pushing and popping swap the
/// view at once (nothing is animated here) and the controllers hear the appearance
/// events from the window as usual.
open class NavigationController: ViewController {
    /// The bar; set ``NavigationBar/prefersLargeTitles`` for large titles.
    public let navigationBar = NavigationBar()

    /// The stack, the root first (`viewControllers`).
    public private(set) var viewControllers: [ViewController] = []

    /// The controller shown (`topViewController`).
    public var topViewController: ViewController? { viewControllers.last }

    /// A stack holding `rootViewController` (`init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty stack, for subclasses that push their first controller later (`init(nibName:bundle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// An empty stack from an archive (`init(coder:)`; nothing is decoded).
    public override init?(coder: NSCoder, _ unarchived: Void = ()) {
        super.init(nibName: nil, bundle: nil)
    }

    /// Makes the container view: the bar at the top, the top controller's view below.
    open override func loadView() {
        view = NavigationContainerView(controller: self)
        showTop()
    }

    /// Puts `controller` on top and shows it (`pushViewController(_:animated:)`).
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        setViewControllers(viewControllers + [controller], animated: animated)
    }

    /// Takes the top controller off, unless it is the root (`popViewController(animated:)`).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.last
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Replaces the stack (`setViewControllers(_:animated:)`).
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let old = topViewController
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            controller.viewIfLoaded?.removeFromSuperview()
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        viewControllers = controllers
        if old !== topViewController, let old { old.viewIfLoaded?.removeFromSuperview() }
        if isViewLoaded { showTop() }
        for controller in controllers where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// Puts the top controller's view under the bar and the item on the bar.
    func showTop() {
        guard let top = topViewController else { return }
        navigationBar.item = top.navigationItem
        navigationBar.fallbackTitle = top.title
        top.navigationItem.onChange = { [weak self] in self?.navigationBar.item = self?.topViewController?.navigationItem }
        let content = top.view!
        if content.superview !== view {
            content.translatesAutoresizingMaskIntoConstraints = true
            view.insertSubview(content, at: 0)
        }
        view.setNeedsLayout()
    }
}

/// The navigation controller's view: the bar at the top (under the status bar too),
/// the top controller's view below it.
final class NavigationContainerView: View {
    private unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        accessibilityIdentifier = "navigationController"
        addSubview(controller.navigationBar)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bar = controller.navigationBar
        let top = safeAreaInsets.top
        let barFrame = CGRect(x: 0, y: 0, width: bounds.width, height: top + bar.barHeight)
        if bar.frame != barFrame { bar.frame = barFrame }
        bar.insets = EdgeInsets(top: top, left: safeAreaInsets.left, bottom: 0, right: safeAreaInsets.right)
        bar.fallbackTitle = controller.topViewController?.title
        guard let content = controller.topViewController?.viewIfLoaded, content.superview === self else { return }
        let contentFrame = CGRect(x: 0, y: barFrame.maxY, width: bounds.width, height: max(0, bounds.height - barFrame.maxY))
        if content.frame != contentFrame { content.frame = contentFrame }
        // Behind a transparent bar: the content's own background.
        backgroundColor = content.backgroundColor ?? .systemBackground
        bar.isAtScrollEdge = Self.firstTable(in: content).map { $0.contentOffset.y <= -$0.adjustedContentInset.top + 0.5 } ?? true
    }

    static func firstTable(in view: View) -> TableView? {
        if let table = view as? TableView { return table }
        for subview in view.subviews { if let table = firstTable(in: subview) { return table } }
        return nil
    }
}
