import Foundation
import Views

/// Manages a view and answers the events of its life (`UIViewController`).
///
/// The view is made on first use by ``loadView()`` (a plain view unless overridden),
/// then ``viewDidLoad()`` runs. Once the view is in a ``Window``, the window calls,
/// in UIKit's order: ``viewWillAppear(_:)``, ``traitCollectionDidChange(_:)`` when the
/// traits in effect change (first with nil), then for every layout pass
/// ``viewWillLayoutSubviews()``, the layout, ``viewDidLayoutSubviews()``; then
/// ``viewDidAppear(_:)``. When the window's size changes (rotation),
/// ``viewWillTransition(to:with:)`` runs before the new size is applied, and the
/// coordinator's blocks run around the layout at the new size.
///
/// Child view controllers (``addChild(_:)``) hear the same events as long as their
/// views are inside their parent's; the default `viewWillTransition(to:with:)`
/// passes the transition on to them, as UIKit's does, so call `super`.
open class ViewController {
    /// A controller whose view is made on first use (`loadView()`).
    public init() {}

    /// A controller whose view is made on first use (`init(nibName:bundle:)`), the
    /// initialiser UIKit subclasses call as `super.init(nibName: nil, bundle: nil)`.
    /// There are no nib files here: the names are kept, and ``loadView()`` makes the view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// A controller from an archive (`init(coder:)`), so that a subclass's
    /// `required init?(coder: NSCoder)` compiles and may call `super.init(coder: coder)`.
    /// Nothing is decoded (there are no storyboards): it is `init()`. The unnamed
    /// second parameter keeps subclasses from having to write one, as `View`'s does.
    public init?(coder: NSCoder, _ unarchived: Void = ()) {}

    /// The nib name given to `init(nibName:bundle:)` (`nibName`); never loaded.
    public private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)` (`nibBundle`).
    public private(set) var nibBundle: Bundle?

    /// Called when the system is low on memory (`didReceiveMemoryWarning()`); never
    /// called on Linux, kept so overrides compile.
    open func didReceiveMemoryWarning() {}

    // MARK: The view

    private var storedView: View?

    /// The controller's view, made by ``loadView()`` on first use.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { storedView = newValue }
    }

    /// Whether the view was made (`isViewLoaded`).
    public var isViewLoaded: Bool { storedView != nil }
    /// The view if it was made, without making it.
    public var viewIfLoaded: View? { storedView }

    /// Makes the view now if it was not made yet, and calls ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard storedView == nil, !isLoading else { return }
        isLoading = true
        loadView()
        if storedView == nil { storedView = View() }
        isLoading = false
        let view = storedView!
        // UIKit's system minimum margins: none above and below (the safe area is
        // there), 16 points at the sides (20 in a regular width).
        view.layoutMargins = EdgeInsets(top: 0, left: appliedSideMargin, bottom: 0, right: appliedSideMargin)
        viewDidLoad()
    }

    private var isLoading = false

    /// Makes ``view``. Override to make your own and assign it; do not call `super`
    /// then. The default makes a plain view.
    open func loadView() {
        view = View()
    }

    /// The view was made. Set it up here.
    open func viewDidLoad() {}

    /// The screen's title, shown by a navigation bar when ``navigationItem`` has none.
    public var title: String? {
        didSet { (parent as? NavigationController)?.viewIfLoaded?.setNeedsLayout() }
    }

    /// What a navigation bar shows for this controller (`navigationItem`): made on first use.
    public var navigationItem: NavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = NavigationItem()
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: NavigationItem?

    /// Whether the controller's content is being edited (`isEditing`); set it with
    /// ``setEditing(_:animated:)``, which subclasses override to pass it on (a table
    /// view controller to its table).
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Starts or ends editing (`setEditing(_:animated:)`); nothing is animated here.
    /// Call `super` from overrides: it updates ``isEditing`` and the ``editButtonItem``.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        editingDidChange()
    }

    var storedEditButtonItem: BarButtonItem?

    /// The navigation controller this controller is in, if any (`navigationController`).
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    // MARK: Appearance

    /// Called before the view enters a window (`viewWillAppear(_:)`).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view entered a window and was laid out (`viewDidAppear(_:)`).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves its window (`viewWillDisappear(_:)`).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left its window (`viewDidDisappear(_:)`).
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the view is in a window and has appeared.
    public internal(set) var isVisible = false

    // MARK: Layout

    /// Called before each layout pass of the window that lays this view out.
    open func viewWillLayoutSubviews() {}
    /// Called after each layout pass: the view's and its subviews' frames are set.
    open func viewDidLayoutSubviews() {}

    /// Whether the view's side margins are at least the system minimum
    /// (``systemMinimumLayoutMargins``), as in UIKit.
    public var viewRespectsSystemMinimumLayoutMargins = true

    /// The least margins a view controller's view has: none above and below, 16 points
    /// at the sides in a compact width and 20 in a regular one.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// The side margin last given to the view, so margins the app set itself are kept.
    private var appliedSideMargin: CGFloat = 16

    /// Brings the view's side margins to the system minimum for the current traits.
    func applySystemMinimumMargins() {
        guard viewRespectsSystemMinimumLayoutMargins, let view = storedView else { return }
        let side = systemMinimumLayoutMargins.leading
        var margins = view.layoutMargins
        if margins.left == appliedSideMargin || margins.left < side { margins.left = side }
        if margins.right == appliedSideMargin || margins.right < side { margins.right = side }
        appliedSideMargin = side
        if margins != view.layoutMargins { view.layoutMargins = margins }
    }

    // MARK: Traits and transitions

    /// The traits in effect: the view's, or the parent's (or window's) before the view is made.
    public var traitCollection: TraitCollection {
        storedView?.traitCollection ?? parent?.traitCollection ?? window?.traitCollection ?? TraitCollection()
    }

    /// The traits ``traitCollectionDidChange(_:)`` was last called with.
    var notifiedTraits: TraitCollection?

    /// The traits in effect changed (size class, text size, appearance, direction, scale).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The window's view is about to change to `size` (a rotation, a new device). Runs
    /// before the new size and traits are applied; use the coordinator for work
    /// alongside the change or after it. The default passes it on to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// The traits are about to change to `newCollection` (before `viewWillTransition`).
    /// The default passes it on to the children.
    open func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    // MARK: Containment

    /// Child controllers, in the order added (`children`).
    public internal(set) var children: [ViewController] = []
    /// The controller this one is a child of (`parent`).
    public internal(set) weak var parent: ViewController?
    /// The window showing this controller (set on the root; children ask their parent).
    weak var rootWindow: Window?

    /// The window whose view hierarchy holds this controller.
    public var window: Window? { rootWindow ?? parent?.window }

    /// The controller is about to be added to `parent`, or removed with nil
    /// (``addChild(_:)`` calls it; before removing, you do).
    open func willMove(toParent parent: ViewController?) {}

    /// The controller was added to `parent` (you call it), or removed with nil
    /// (``removeFromParent()`` calls it).
    open func didMove(toParent parent: ViewController?) {}
}
