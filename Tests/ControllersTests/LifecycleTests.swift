import Foundation
import Testing
import Typesetting
import Views
@testable import Controllers

/// A controller that writes down every event it hears.
final class RecordingController: ViewController {
    let name: String
    var log: [String] = []
    /// Shared with children, so the order across controllers shows.
    var sharedLog: (([String]) -> Void)?
    var onWillTransition: ((CGSize, ViewControllerTransitionCoordinator) -> Void)?

    init(_ name: String = "root") {
        self.name = name
        super.init()
    }

    func record(_ event: String) { log.append(event) }

    override func loadView() {
        record("loadView")
        super.loadView()
    }
    override func viewDidLoad() { record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { record("viewDidLayoutSubviews") }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
        record("traitCollectionDidChange(\(previous.map { "\($0.preferredContentSizeCategory)" } ?? "nil"))")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        record("viewWillTransition(\(Int(size.width))×\(Int(size.height)))")
        onWillTransition?(size, coordinator)
    }
    override func willMove(toParent parent: ViewController?) { record("willMove(\(parent == nil ? "nil" : "parent"))") }
    override func didMove(toParent parent: ViewController?) { record("didMove(\(parent == nil ? "nil" : "parent"))") }
}

@Suite struct LifecycleTests {
    @Test func viewIsMadeLazilyOnce() {
        let controller = RecordingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view = controller.view!
        #expect(controller.view === view)
        #expect(controller.log == ["loadView", "viewDidLoad"])
        // The system minimum margins: none above and below, 16 at the sides.
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test func firstShowRunsUIKitsOrder() {
        let controller = RecordingController()
        let window = Window(device: .iPhone15)
        window.rootViewController = controller
        #expect(controller.log.isEmpty)  // nothing happens before the window is shown
        window.makeKeyAndVisible()
        #expect(controller.log == ["loadView", "viewDidLoad", "viewWillAppear", "traitCollectionDidChange(nil)",
                                   "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.isVisible)
        // Laying out again with nothing changed calls nobody.
        controller.log.removeAll()
        window.layoutIfNeeded()
        #expect(controller.log.isEmpty)
    }

    @Test func constraintsChangedInDidLayoutTakeEffectInTheSameCall() {
        final class Late: ViewController {
            let box = View()
            var done = false
            override func viewDidLayoutSubviews() {
                guard !done else { return }
                done = true
                box.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(box)
                LayoutConstraint.activate([
                    box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                    box.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
                    box.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
                ])
            }
        }
        let controller = Late()
        let window = Window(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        // Margins from the safe area: 59 above, 34 below, 16 at the sides.
        #expect(controller.box.frame == CGRect(x: 16, y: 59, width: 393 - 32, height: 852 - 59 - 34))
    }

    @Test func appearanceFollowsTheRootController() {
        let first = RecordingController("first"), second = RecordingController("second")
        let window = Window()
        window.rootViewController = first
        window.makeKeyAndVisible()
        first.log.removeAll()
        window.rootViewController = second
        #expect(first.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(!first.isVisible && second.isVisible)
        #expect(second.log.contains("viewDidAppear"))
        #expect(second.view.superview === window.view && first.view.superview == nil)
    }
}

@Suite struct AnimationTests {
    @Test func blocksRunAtOnce() {
        var steps: [String] = []
        View.performWithoutAnimation { steps.append("without") }
        View.animate(withDuration: 0.3, animations: { steps.append("animations") }, completion: { finished in
            steps.append("completion \(finished)")
        })
        #expect(steps == ["without", "animations", "completion true"])
        #expect(!View.areAnimationsEnabled)
    }
}
