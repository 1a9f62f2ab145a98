import CellsTestSupport
import Foundation
import Testing
import Views
@testable import Controllers

/// The screen chrome: the status bar over phones held upright (hidden on their side),
/// and navigation controllers with inline and large titles and bar button items.
@Suite struct NavigationTests {
    final class Screen: ViewController {
        override func loadView() {
            view = View()
            view.backgroundColor = .systemGroupedBackground
        }
    }

    @Test func theStatusBarShowsOnUprightPhonesAndIPads() {
        let window = Window(device: .iPhone15, orientation: .portrait)
        window.rootViewController = Screen()
        window.makeKeyAndVisible()
        #expect(!window.statusBar.isHidden && window.statusBar.frame == CGRect(x: 0, y: 0, width: 393, height: 59))
        #expect(window.view.subviews.last === window.statusBar)
        #expect(window.statusBar.timeLabel.text == "9:41")
        window.rotate(to: .landscapeLeft)
        #expect(window.statusBar.isHidden)
        let pad = Window(device: .iPadPro11, orientation: .landscapeLeft)
        pad.makeKeyAndVisible()
        #expect(!pad.statusBar.isHidden && pad.statusBar.frame.height == 24)
        window.rotate(to: .portrait)
        window.prefersStatusBarHidden = true
        #expect(window.statusBar.isHidden)
    }

    /// A view pinned to its controller's layout margins guide under a navigation bar
    /// follows a turn of the window: the content view's frame and its safe area change
    /// in one pass, and the old bottom inset (480 points, from the upright frame) must
    /// not make the new frame unsatisfiable, which left the table 0 points high.
    @Test func contentPinnedToTheMarginsGuideFollowsARotation() throws {
        let screen = Screen()
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(device: .iPhone15, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.view.addSubview(content)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
        ])
        window.layoutIfNeeded()
        // 852 − 59 (status bar) − 44 (bar) − 34 (home indicator).
        #expect(content.frame.size == CGSize(width: 393, height: 715))
        window.rotate(to: .landscapeLeft)
        // 393 − 32 (compact bar) − 21 (home indicator on its side).
        #expect(screen.view.frame == CGRect(x: 0, y: 32, width: 852, height: 361))
        #expect(content.frame.size == CGSize(width: 852, height: 340))
        #expect(window.view.layoutDiagnostics.isEmpty)
        window.rotate(to: .portrait)
        #expect(content.frame.size == CGSize(width: 393, height: 715))
        #expect(window.view.layoutDiagnostics.isEmpty)
    }

    @Test func inlineAndLargeTitles() {
        let screen = Screen()
        screen.title = "Settings"
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(device: .iPhone15, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let bar = navigation.navigationBar
        // Inline: a 44-point bar under the 59-point status bar, the title centred in it.
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 103))
        #expect(screen.view.frame == CGRect(x: 0, y: 103, width: 393, height: 852 - 103))
        #expect(!bar.titleLabel.isHidden && bar.titleLabel.text == "Settings")
        #expect(abs(bar.titleLabel.frame.midX - 393 / 2) < 0.5 && abs(bar.titleLabel.frame.midY - (59 + 22)) < 0.5)
        // Large: 52 points more, the title at the leading margin.
        bar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(bar.frame.height == 59 + 96 && screen.view.frame.minY == 155)
        #expect(bar.titleLabel.isHidden && !bar.largeTitleLabel.isHidden && bar.largeTitleLabel.frame.minX == 16)
        #expect(bar.largeTitleLabel.font.pointSize == 34)
        // On its side, a phone has a compact height: a 32-point inline bar, no status bar.
        window.rotate(to: .landscapeLeft)
        #expect(bar.frame.height == 32 && !bar.titleLabel.isHidden)
        // The item's own title wins over the controller's; `never` keeps it inline.
        window.rotate(to: .portrait)
        screen.navigationItem.title = "General"
        screen.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(bar.titleLabel.text == "General" && bar.frame.height == 103)
    }

    @Test func pushPopAndBarButtonItems() {
        let root = Screen(), detail = Screen()
        root.title = "Inbox"
        detail.title = "Message"
        let navigation = NavigationController(rootViewController: root)
        let window = Window(device: .iPhoneSE, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        var tapped = 0
        root.navigationItem.rightBarButtonItem = BarButtonItem(barButtonSystemItem: .add, primaryAction: Action { _ in tapped += 1 })
        root.navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit")
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        let buttons = bar.subviews.compactMap { $0 as? Button }
        #expect(buttons.count == 2)
        let edit = buttons.first { $0.currentTitle == "Edit" }!, add = buttons.first { $0.currentTitle == nil }!
        #expect(edit.frame.minX == 16 && add.frame.maxX == 375 - 16)
        // Their titles and images are laid out inside them, to be drawn.
        #expect(edit.titleLabel!.frame.width > 20 && edit.titleLabel!.frame.height > 15)
        #expect(add.imageView!.frame.width > 10)
        add.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.topViewController === detail && detail.navigationController === navigation)
        #expect(detail.view.superview === navigation.view && root.viewIfLoaded?.superview == nil)
        #expect(bar.titleLabel.text == "Message" && bar.subviews.compactMap { $0 as? Button }.isEmpty)
        #expect(navigation.popViewController(animated: false) === detail)
        #expect(navigation.popViewController(animated: false) == nil)
        window.layoutIfNeeded()
        #expect(bar.titleLabel.text == "Inbox" && root.view.superview === navigation.view)
    }
}

extension NavigationTests {
    /// `editButtonItem` reads Edit, toggles editing when tapped, then reads Done, bold,
    /// on the bar too.
    @Test func theEditButtonTogglesEditing() {
        final class Editable: ViewController {
            var changes: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                changes.append(editing)
            }
        }
        let screen = Editable()
        screen.title = "Inbox"
        let navigation = NavigationController(rootViewController: screen)
        let window = Window(device: .iPhone15, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.navigationItem.rightBarButtonItem = screen.editButtonItem
        window.layoutIfNeeded()
        #expect(screen.editButtonItem === screen.navigationItem.rightBarButtonItem)
        func button() -> Button { navigation.navigationBar.subviews.compactMap { $0 as? Button }.first! }
        #expect(button().currentTitle == "Edit" && !screen.isEditing)
        button().sendActions(for: .primaryActionTriggered)
        window.layoutIfNeeded()
        #expect(screen.isEditing && screen.changes == [true])
        #expect(button().currentTitle == "Done" && screen.editButtonItem.style == .done)
        screen.isEditing = false
        window.layoutIfNeeded()
        #expect(button().currentTitle == "Edit" && screen.changes == [true, false])
    }
}
