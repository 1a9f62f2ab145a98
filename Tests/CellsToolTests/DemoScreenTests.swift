import Controllers
import CellsTestSupport
import Foundation
import Table
import Testing
import Typesetting
import Views
@testable import Demos

/// The seed screens behave as their articles describe, in a window.
@Suite struct DemoScreenTests {
    /// Seed 001: full width, except 2/3 and centred in a regular width on its side; the
    /// rotation re-chooses the constraints in viewWillTransition.
    @Test func timelineWidthFollowsSizeClassAndOrientation() {
        let controller = TimelineViewController()
        let window = show(controller, on: .iPadPro11, .landscapeLeft)
        #expect(controller.tableView.frame == CGRect(x: 199, y: 24, width: 796, height: 834 - 24 - 20))
        window.rotate(to: .portrait)
        #expect(controller.tableView.frame == CGRect(x: 0, y: 24, width: 834, height: 1194 - 44))
        let phone = TimelineViewController()
        _ = show(phone, on: .iPhone15, .landscapeLeft)
        #expect(phone.tableView.frame.width == 852)
    }

    /// Seed 004: the rows' heights are right on the first layout; the article's
    /// beginUpdates/endUpdates hack changes nothing.
    @Test func stringDrawerRowsAreRightFirstTime() {
        let controller = StringDrawerViewController()
        _ = show(controller, on: .iPhone15)
        for cell in controller.tableView.visibleCells {
            let drawer = (cell as! StringDrawerCell).drawer
            #expect(drawer.frame.height == drawer.intrinsicContentSize.height)
            #expect(cell.frame.height == cell.systemLayoutSizeFitting(CGSize(width: cell.frame.width, height: 0),
                                                                      withHorizontalFittingPriority: .required,
                                                                      verticalFittingPriority: .fittingSizeLevel).height)
        }
    }

    /// Seed 003: the switch is beside the text, and below it at accessibility sizes.
    @Test func settingsSwitchMovesBelowAtAccessibilitySizes() {
        let controller = SettingsViewController()
        let window = show(controller, on: .iPhone15)
        controller.tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top)
        window.layoutIfNeeded()
        func parts() -> (text: CGRect, toggle: CGRect) {
            let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1))!
            return (cell.textLabel!.frame, cell.accessoryView!.frame)
        }
        #expect(parts().toggle.minX > parts().text.maxX)
        window.preferredContentSizeCategory = .accessibilityLarge
        controller.tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top)
        window.layoutIfNeeded()
        #expect(parts().toggle.minY >= parts().text.maxY)
    }

    @Test func registryMakesEveryScreen() throws {
        #expect(DemoScreen.all.map(\.name) == ["timeline", "feed", "chat", "settings", "string-drawer", "hosting"])
        for screen in DemoScreen.all {
            let window = show(try screen.makeViewController(), on: .iPhoneSE)
            #expect(ScreenTable.first(in: window.view)?.visibleCells.isEmpty == false, "\(screen.name)")
        }
        #expect((DemoScreen.contentController(of: try DemoScreen.chat.makeViewController(options: ["strategy": "precomputed"]))
            as? ChatViewController)?.strategy == .precomputed)
    }
}

enum ScreenTable {
    static func first(in view: View) -> TableView? {
        if let table = view as? TableView { return table }
        return view.subviews.lazy.compactMap { first(in: $0) }.first
    }
}

extension DemoScreenTests {
    /// Every settings row is as tall as a fresh fit of its cell at every text size, set
    /// before the screen is shown or after: the slider cell, sized by `sizeThatFits`,
    /// once measured its labels at the default size when the text size came first.
    @Test(arguments: [false, true])
    func settingsRowsFitTheirContentAtEveryTextSize(categoryFirst: Bool) {
        for category in [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraLarge] {
            let controller = SettingsViewController()
            let window = Window(device: .iPhone15, orientation: .portrait)
            if categoryFirst { window.preferredContentSizeCategory = category }
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.preferredContentSizeCategory = category
            window.layoutIfNeeded()
            let table = controller.tableView!
            for section in 0..<table.numberOfSections {
                for row in 0..<table.numberOfRows(inSection: section) {
                    let path = IndexPath(row: row, section: section)
                    table.scrollToRow(at: path, at: .top)
                    window.layoutIfNeeded()
                    let cell = table.cellForRow(at: path)!
                    let fresh = table.fittingHeight(for: cell)
                    #expect(abs(cell.frame.height - fresh) < 0.01, "\(category) \(path): \(cell.frame.height) vs \(fresh)")
                }
            }
        }
    }
}
