import CellsTestSupport
import Foundation
import Testing
import Typesetting
import Views
@testable import Controllers
@testable import Table

/// Rotation, traits, safe areas per device, and child containment.
@Suite struct WindowTests {
    @Test func rotationCallsViewWillTransitionWithTheNewSizeThenCompletes() {
        let controller = RecordingController()
        let window = show(controller, on: .iPhone15)
        var seen: [String] = []
        controller.onWillTransition = { size, coordinator in
            // Before the change: the old size and traits, the device already turned.
            seen.append("will: view \(Int(controller.view.bounds.width)) wide, "
                        + "landscape \(Device.current.orientation.isLandscape)")
            #expect(coordinator.targetSize == size)
            coordinator.animate(alongsideTransition: { context in
                seen.append("alongside: view \(Int(controller.view.bounds.width)) wide")
            }, completion: { context in
                seen.append("completion: view \(Int(controller.view.bounds.width)) wide, "
                            + "laid out \(controller.log.last == "viewDidLayoutSubviews")")
                #expect(!context.isCancelled && context.targetSize == CGSize(width: 852, height: 393))
            })
        }
        controller.log.removeAll()
        window.rotate(to: .landscapeLeft)
        #expect(controller.log.first == "viewWillTransition(852×393)")
        #expect(seen == ["will: view 393 wide, landscape true", "alongside: view 852 wide",
                         "completion: view 852 wide, laid out true"])
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
        #expect(controller.view.frame.size == CGSize(width: 852, height: 393))
        #expect(window.device.orientation == .landscapeLeft && window.interfaceOrientation == .landscapeLeft)
        // Face up turns the device but not the interface: no transition.
        controller.log.removeAll()
        window.rotate(to: .faceUp)
        #expect(!controller.log.contains { $0.hasPrefix("viewWillTransition") })
        #expect(window.bounds.size == CGSize(width: 852, height: 393))
    }

    @Test func traitsReachEveryController() {
        let parent = RecordingController("parent"), child = RecordingController("child")
        let window = show(parent, on: .iPhone15)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = Label(text: "Dynamic Type")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        child.view.addSubview(label)
        window.layoutIfNeeded()
        parent.log.removeAll()
        child.log.removeAll()
        window.preferredContentSizeCategory = .accessibilityLarge
        #expect(parent.log.first == "traitCollectionDidChange(large)")
        #expect(child.log.first == "traitCollectionDidChange(large)")
        #expect(child.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(label.font.pointSize == Font.preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityLarge).pointSize)
        window.userInterfaceStyle = .dark
        window.layoutDirection = .rightToLeft
        #expect(child.traitCollection.userInterfaceStyle == .dark && child.view.isRightToLeft)
        #expect(child.traitCollection.displayScale == 3)
        window.displayScale = 2
        #expect(child.traitCollection.displayScale == 2)
    }

    @Test(arguments: [
        (Device.iPhoneSE, DeviceOrientation.portrait, CGSize(width: 375, height: 667), EdgeInsets(top: 20),
         UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
        (.iPhoneSE, .landscapeLeft, CGSize(width: 667, height: 375), EdgeInsets.zero, .compact, .compact),
        (.iPhone15, .portrait, CGSize(width: 393, height: 852), EdgeInsets(top: 59, bottom: 34), .compact, .regular),
        (.iPhone15, .landscapeRight, CGSize(width: 852, height: 393), EdgeInsets(left: 59, bottom: 21, right: 59),
         .compact, .compact),
        (.iPhone15ProMax, .portrait, CGSize(width: 430, height: 932), EdgeInsets(top: 59, bottom: 34), .compact, .regular),
        (.iPhone15ProMax, .landscapeLeft, CGSize(width: 932, height: 430), EdgeInsets(left: 59, bottom: 21, right: 59),
         .regular, .compact),
        (.iPadPro11, .portrait, CGSize(width: 834, height: 1194), EdgeInsets(top: 24, bottom: 20), .regular, .regular),
        (.iPadPro11, .landscapeLeft, CGSize(width: 1194, height: 834), EdgeInsets(top: 24, bottom: 20), .regular, .regular),
    ])
    func safeAreaAndSizeClassesPerDevice(device: Device, orientation: DeviceOrientation, size: CGSize, safe: EdgeInsets,
                                         horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass)
    {
        let controller = ViewController()
        let window = show(controller, on: device, orientation)
        let view = controller.view!
        // Guides are made on first use and placed by the next layout.
        _ = (view.safeAreaLayoutGuide, view.layoutMarginsGuide)
        view.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(origin: .zero, size: size))
        #expect(view.safeAreaInsets == safe)
        #expect(view.safeAreaLayoutGuide.layoutFrame
            == CGRect(x: safe.left, y: safe.top, width: size.width - safe.left - safe.right,
                      height: size.height - safe.top - safe.bottom))
        #expect(view.traitCollection.horizontalSizeClass == horizontal)
        #expect(view.traitCollection.verticalSizeClass == vertical)
        #expect(view.traitCollection.displayScale == device.scale)
        // Margins: the system minimum (16, or 20 in a regular width) inside the safe area.
        let side: CGFloat = horizontal == .regular ? 20 : 16
        #expect(view.layoutMarginsGuide.layoutFrame
            == CGRect(x: safe.left + side, y: safe.top, width: size.width - safe.left - safe.right - 2 * side,
                      height: size.height - safe.top - safe.bottom))
        #expect(window.safeAreaInsets == safe)
    }

    @Test func rotatingBackRestoresMarginsAndSafeArea() {
        let controller = ViewController()
        let window = show(controller, on: .iPhone15ProMax)
        window.rotate(to: .landscapeLeft)
        #expect(controller.view.layoutMargins.left == 20)
        window.rotate(to: .portrait)
        #expect(controller.view.layoutMargins.left == 16)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
    }

    @Test func currentDeviceAnswersInsideTheWindowsCode() {
        final class Asking: ViewController {
            var answers: [String] = []
            override func viewDidLoad() {
                answers.append("\(Device.current.userInterfaceIdiom) \(Device.current.orientation)")
            }
            override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
                answers.append("\(Device.current.userInterfaceIdiom) \(Device.current.orientation)")
            }
        }
        let controller = Asking()
        let window = show(controller, on: .iPadPro11)
        window.rotate(to: .landscapeRight)
        #expect(controller.answers == ["pad portrait", "pad landscapeRight"])
    }

    @Test func customDevices() {
        let phone = Device.custom(width: 320, height: 568)
        #expect(phone.userInterfaceIdiom == .phone && phone.sizeClasses == .init(horizontal: .compact, vertical: .regular))
        #expect(phone.landscape.sizeClasses == .init(horizontal: .compact, vertical: .compact))
        #expect(phone.landscape.screenSize == CGSize(width: 568, height: 320))
        let tablet = Device.custom(width: 1024, height: 1366)
        #expect(tablet.userInterfaceIdiom == .pad && tablet.landscape.sizeClasses == .init(horizontal: .regular, vertical: .regular))
        #expect(Device.named("IPHONE-15") == .iPhone15 && Device.named("nokia") == nil)
        #expect(Device.presets.map(\.name) == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-pro-11"])
    }

    @Test func resizingRunsATransitionAndKeepsTheSafeArea() {
        let controller = RecordingController()
        let window = show(controller, on: .iPhone15)
        controller.log.removeAll()
        window.resize(to: CGSize(width: 393, height: 2000))
        #expect(controller.log.first == "viewWillTransition(393×2000)")
        #expect(controller.view.frame.height == 2000 && controller.view.safeAreaInsets == EdgeInsets(top: 59, bottom: 34))
        window.resize(to: nil)
        #expect(controller.view.frame.height == 852)
    }
}

@Suite struct ContainmentTests {
    @Test func addingAndRemovingAChild() {
        let parent = RecordingController("parent"), child = RecordingController("child")
        let window = Window(device: .iPhone15)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        #expect(child.log == ["willMove(parent)"])
        #expect(parent.children.count == 1 && child.parent === parent && child.window === window)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.layoutIfNeeded()
        #expect(child.log == ["willMove(parent)", "loadView", "viewDidLoad", "didMove(parent)",
                              "viewWillAppear", "traitCollectionDidChange(nil)", "viewWillLayoutSubviews",
                              "viewDidLayoutSubviews", "viewDidAppear"])
        // Transitions reach the child through the parent's default implementation.
        child.log.removeAll()
        window.rotate(to: .landscapeLeft)
        #expect(child.log.first == "viewWillTransition(852×393)")
        // Removal: the caller says willMove(nil), removeFromParent says didMove(nil).
        child.log.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        window.layoutIfNeeded()
        #expect(child.log == ["willMove(nil)", "didMove(nil)", "viewWillDisappear", "viewDidDisappear"])
        #expect(parent.children.isEmpty && child.parent == nil && child.window == nil)
    }

    @Test func addingToAnotherParentMovesTheChild() {
        let a = ViewController(), b = ViewController(), child = ViewController()
        a.addChild(child)
        b.addChild(child)
        #expect(a.children.isEmpty && b.children.count == 1 && child.parent === b)
        a.addChild(a)
        #expect(a.children.isEmpty)
    }
}

@Suite struct TableViewControllerTests {
    final class Numbers: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    @Test func theTableIsTheViewAndTheControllerItsSource() {
        let controller = Numbers(style: .insetGrouped)
        let window = Window(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        #expect(controller.view === table && table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(table.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(table.numberOfRows(inSection: 0) == 40)
        #expect(!table.visibleCells.isEmpty)
        #expect(table.visibleCells.first?.textLabel?.text == "Row 0")
    }
}
