import Foundation
import Typesetting
import Views

/// The screen a view controller runs on (`UIWindow`): a root view the size of the
/// device's screen, carrying the device's safe area and traits, with the root view
/// controller's view filling it.
///
/// The window drives its controllers as UIKit's display pass does. Each
/// ``layoutIfNeeded()`` (and each rotation, device or trait change) delivers, in order:
/// appearance (`viewWillAppear` for views that came into the window, the disappearing
/// events for views that left), `traitCollectionDidChange` to controllers whose traits
/// changed, then while anything needs
/// layout, `viewWillLayoutSubviews` → the layout pass → `viewDidLayoutSubviews` (so
/// constraints a controller changes in `viewDidLayoutSubviews` take effect in the same
/// call), and `viewDidAppear` at the end. A `layoutIfNeeded()` called on a view lays
/// the views out without these callbacks.
///
/// ``rotate(to:)`` and ``setDevice(_:orientation:)`` change the size as iOS does: the
/// device turns first (``Device/current``), `viewWillTransition(to:with:)` runs with the
/// old size and traits still in place, then the new size, safe area and traits are
/// applied, the coordinator's alongside blocks run, the window lays out, and the
/// completion blocks run.
///
/// Render ``view`` to see the screen.
public final class Window {
    /// The window's own view: the root of the hierarchy, the screen's size, with the
    /// screen's safe area and the window's traits. The root view controller's view fills it.
    public let view = View()

    /// The status bar drawn over the top of the screen: shown on iPads and on phones
    /// held upright, hidden on phones in landscape, as iOS does. Set
    /// ``prefersStatusBarHidden`` to hide it everywhere.
    public let statusBar = StatusBar()

    /// Hides the status bar (`prefersStatusBarHidden`, asked of the window here).
    public var prefersStatusBarHidden = false { didSet { applyGeometry() } }

    /// The device the window is on, held as it is now held.
    public private(set) var device: Device

    /// The orientation the interface is laid out for (face-up and unknown keep the last upright one).
    public private(set) var interfaceOrientation: DeviceOrientation

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.rootWindow = nil
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if isVisible { installRoot() }
            layoutIfNeeded()
        }
    }

    /// The text size the user chose (Dynamic Type).
    public var preferredContentSizeCategory: ContentSizeCategory = .large { didSet { traitsDidChange() } }
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .light { didSet { traitsDidChange() } }
    /// The screen's layout direction, given to the root view's traits.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight { didSet { traitsDidChange() } }
    /// Pixels per point; the device's scale unless set.
    public var displayScale: CGFloat {
        get { customDisplayScale ?? device.scale }
        set {
            customDisplayScale = newValue
            traitsDidChange()
        }
    }
    private var customDisplayScale: CGFloat?

    /// Whether ``makeKeyAndVisible()`` was called: controllers hear lifecycle events only then.
    public private(set) var isVisible = false

    /// The token of this window's turn as key window (see ``Device/current``).
    private var keyToken: Int?
    /// A size set by ``resize(to:)`` instead of the screen's.
    private var sizeOverride: CGSize?
    /// Controllers that have heard `viewWillAppear`.
    private var appeared: [ViewController] = []

    /// Layout passes run by ``layoutIfNeeded()`` since the window was made (for tests and tools).
    public private(set) var layoutPassCount = 0

    /// How many rounds of callbacks and layout one ``layoutIfNeeded()`` runs at most.
    static let maximumLayoutRounds = 4

    /// A window on `device` (held as its ``Device/orientation`` says).
    public init(device: Device = .iPhone15) {
        self.device = device
        self.interfaceOrientation = device.orientation.isValidInterfaceOrientation ? device.orientation : .portrait
        view.accessibilityIdentifier = "window"
        view.backgroundColor = .systemBackground
        view.addSubview(statusBar)
        applyGeometry()
    }

    /// A window the size of `device` in `orientation`, with its safe area and traits.
    public convenience init(device: Device, orientation: DeviceOrientation) {
        self.init(device: device.oriented(orientation))
    }

    // MARK: Geometry and traits

    /// The device as the interface is laid out (its orientation the interface's).
    private var geometry: Device { device.oriented(interfaceOrientation) }

    /// The window's rectangle: the screen's, in the current orientation (or as resized).
    public var bounds: CGRect { CGRect(origin: .zero, size: sizeOverride ?? geometry.screenSize) }

    /// The unsafe edges of the screen in the current orientation.
    public var safeAreaInsets: EdgeInsets { geometry.safeAreaInsets }

    /// The traits the window gives its views.
    public var traitCollection: TraitCollection { traits(for: geometry) }

    private func traits(for device: Device) -> TraitCollection {
        TraitCollection(horizontalSizeClass: device.sizeClasses.horizontal, verticalSizeClass: device.sizeClasses.vertical,
                        preferredContentSizeCategory: preferredContentSizeCategory, layoutDirection: layoutDirection,
                        userInterfaceStyle: userInterfaceStyle, displayScale: displayScale)
    }

    /// Puts the current size, safe area and traits on the views.
    private func applyGeometry() {
        let bounds = self.bounds
        if view.frame != bounds { view.frame = bounds }
        if view.safeAreaInsets != safeAreaInsets { view.safeAreaInsets = safeAreaInsets }
        let overrides = TraitOverrides(traitCollection)
        if view.traitOverrides != overrides { view.traitOverrides = overrides }
        if let rootView = rootViewController?.viewIfLoaded, rootView.superview === view, rootView.frame != bounds {
            rootView.frame = bounds
        }
        let hidden = prefersStatusBarHidden || geometry.userInterfaceIdiom == .phone && geometry.isLandscape
            || safeAreaInsets.top == 0
        if statusBar.isHidden != hidden { statusBar.isHidden = hidden }
        let barFrame = CGRect(x: 0, y: 0, width: bounds.width, height: safeAreaInsets.top)
        if statusBar.frame != barFrame { statusBar.frame = barFrame }
    }

    private func traitsDidChange() {
        applyGeometry()
        layoutIfNeeded()
    }

    // MARK: Showing

    /// Shows the window: loads the root controller's view, puts it in, and lays out
    /// (appearance, traits and layout callbacks run). Its device becomes ``Device/current``.
    public func makeKeyAndVisible() {
        keyToken = CurrentDevice.makeKey(device)
        guard !isVisible else { return layoutIfNeeded() }
        isVisible = true
        installRoot()
        layoutIfNeeded()
    }

    private func installRoot() {
        guard let root = rootViewController else { return }
        root.rootWindow = self
        CurrentDevice.with(device) {
            let rootView = root.view!
            rootView.translatesAutoresizingMaskIntoConstraints = true
            if rootView.superview !== view { view.insertSubview(rootView, belowSubview: statusBar) }
            rootView.frame = bounds
        }
    }

    // MARK: Changing size

    /// Turns the device. The interface follows for portrait and landscape orientations.
    public func rotate(to orientation: DeviceOrientation) {
        setDevice(device, orientation: orientation)
    }

    /// Moves the window to another device (and orientation: the device's own if nil).
    public func setDevice(_ newDevice: Device, orientation: DeviceOrientation? = nil) {
        let turned = newDevice.oriented(orientation ?? newDevice.orientation)
        let oldSize = bounds.size
        let oldTraits = traitCollection
        device = turned
        if turned.orientation.isValidInterfaceOrientation { interfaceOrientation = turned.orientation }
        transition(from: oldSize, oldTraits)
    }

    /// Gives the window a size other than the screen's (nil: the screen's again), as a
    /// split-screen app gets, or as a tool does to draw a table's whole content. The
    /// device's safe area and traits stay; controllers hear the transition.
    public func resize(to size: CGSize?) {
        let oldSize = bounds.size
        let oldTraits = traitCollection
        sizeOverride = size
        transition(from: oldSize, oldTraits)
    }

    /// Runs a change of size or traits through the controllers, as iOS does.
    private func transition(from oldSize: CGSize, _ oldTraits: TraitCollection) {
        CurrentDevice.update(device, ifKey: keyToken)
        let newSize = bounds.size
        let newTraits = traitCollection
        guard isVisible, let root = rootViewController, newSize != oldSize || newTraits != oldTraits else {
            applyGeometry()
            return layoutIfNeeded()
        }
        CurrentDevice.with(device) {
            let coordinator = TransitionCoordinator(targetSize: newSize)
            if newTraits != oldTraits { root.willTransition(to: newTraits, with: coordinator) }
            if newSize != oldSize { root.viewWillTransition(to: newSize, with: coordinator) }
            applyGeometry()
            coordinator.runAnimations()
            layoutIfNeeded()
            coordinator.runCompletions()
            layoutIfNeeded()
        }
    }

    // MARK: Layout and lifecycle

    /// Delivers trait changes and appearance, and lays out while anything needs it,
    /// with the controllers' layout callbacks around each pass.
    public func layoutIfNeeded() {
        guard isVisible else { return view.layoutIfNeeded() }
        CurrentDevice.with(device) {
            var appearing: [ViewController] = []
            for _ in 0..<Window.maximumLayoutRounds {
                let controllers = controllersInWindow()
                appearing += beginAppearance(controllers)
                deliverTraits(controllers)
                guard view.needsLayout else { break }
                for controller in controllers { controller.viewWillLayoutSubviews() }
                view.layoutIfNeeded()
                layoutPassCount += 1
                for controller in controllers { controller.viewDidLayoutSubviews() }
            }
            for controller in appearing where controller.viewIfLoaded?.isDescendant(of: view) == true {
                controller.isVisible = true
                controller.viewDidAppear(false)
            }
        }
    }

    /// The root controller and its descendants whose views are in the window, parents first.
    func controllersInWindow() -> [ViewController] {
        var result: [ViewController] = []
        func visit(_ controller: ViewController) {
            guard let view = controller.viewIfLoaded, view.isDescendant(of: self.view) else { return }
            result.append(controller)
            for child in controller.children { visit(child) }
        }
        if let rootViewController { visit(rootViewController) }
        return result
    }

    /// Tells controllers whose views left the window that they disappeared, and those
    /// that came in that they will appear; returns the latter.
    private func beginAppearance(_ controllers: [ViewController]) -> [ViewController] {
        let present = Set(controllers.map(ObjectIdentifier.init))
        for controller in appeared where !present.contains(ObjectIdentifier(controller)) {
            controller.viewWillDisappear(false)
            controller.isVisible = false
            controller.viewDidDisappear(false)
        }
        appeared.removeAll { !present.contains(ObjectIdentifier($0)) }
        let known = Set(appeared.map(ObjectIdentifier.init))
        let arriving = controllers.filter { !known.contains(ObjectIdentifier($0)) }
        for controller in arriving {
            appeared.append(controller)
            controller.viewWillAppear(false)
        }
        return arriving
    }

    private func deliverTraits(_ controllers: [ViewController]) {
        for controller in controllers {
            guard let view = controller.viewIfLoaded else { continue }
            let traits = view.traitCollection
            guard controller.notifiedTraits != traits else { continue }
            let previous = controller.notifiedTraits
            controller.notifiedTraits = traits
            controller.applySystemMinimumMargins()
            controller.traitCollectionDidChange(previous)
        }
    }
}
