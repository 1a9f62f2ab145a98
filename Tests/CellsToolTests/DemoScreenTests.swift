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

extension DemoScreenTests {
    /// Seed 002's own API: `heightForRowAt` answered by a `HeightCalculationStrategy`
    /// whose sizer cell holds a `FullTextView`; both strategies give every row the height
    /// a fresh cell fits to, before and after a rotation, and the cached one calculates
    /// its heights in one shot again after `cellWidth` changes.
    @Test(arguments: [ChatDemo.Strategy.estimated, .precomputed])
    func chatHeightsComeFromTheArticlesStrategies(strategy: ChatDemo.Strategy) throws {
        let controller = ChatViewController(strategy: strategy, rows: 200)
        let window = show(controller, on: .iPhone15)
        let table = controller.tableView!
        let source = table.dataSource as! ChatDataSource
        #expect(source.heightCalculationStrategy is CachedHeightCalculationStrategy == (strategy == .precomputed))
        #expect(controller.heightCalculationStrategy?.cellWidth == 393)
        func check(_ context: String) {
            for cell in table.visibleCells {
                let path = table.indexPath(for: cell)!
                let fresh = ChatCell().setup(content: source.messages[path.row])
                #expect(cell.frame.height == table.fittingHeight(for: fresh), "\(context) row \(path.row)")
                let bubble = (cell as! ChatCell).content
                #expect(!bubble.isTruncated && abs(bubble.frame.height - bubble.intrinsicContentSize.height) <= 1.0 / 3 + 1e-9,
                        "\(context) row \(path.row)")
            }
        }
        check("portrait")
        table.scrollToRow(at: IndexPath(row: 150, section: 0), at: .top)
        window.layoutIfNeeded()
        check("scrolled")
        window.rotate(to: .landscapeLeft)
        #expect(controller.heightCalculationStrategy?.cellWidth == 852)
        check("landscape")
        // Shown on its side from the start: the heights follow the safe area's margins too.
        let sideways = ChatViewController(strategy: strategy, rows: 50)
        let sidewaysWindow = Window(device: .iPhone15, orientation: .landscapeLeft)
        sidewaysWindow.rootViewController = sideways
        sidewaysWindow.makeKeyAndVisible()
        let sidewaysSource = sideways.tableView.dataSource as! ChatDataSource
        for cell in sideways.tableView.visibleCells {
            let path = sideways.tableView.indexPath(for: cell)!
            let fresh = ChatCell().setup(content: sidewaysSource.messages[path.row])
            #expect(cell.frame.height == sideways.tableView.fittingHeight(for: fresh), "sideways row \(path.row)")
        }
    }

    /// `FullTextView` as the article writes it: `usedRect(for:)` of its own layout
    /// manager plus the insets, followed when the text changes and when the width does.
    @Test func fullTextViewFitsItsTextAtEveryWidth() {
        let view = FullTextView()
        view.textContainerInset = EdgeInsets(top: 8, left: 7, bottom: 8, right: 7)
        view.text = "A message long enough to wrap at a phone's width but not on an iPad in landscape."
        let unwrapped = view.intrinsicContentSize
        let scale = Double(view.displayScale)
        let layout = TextLayout(AttributedText(view.text, font: view.font), width: nil, scale: scale)
        #expect(abs(unwrapped.width - (CGFloat(layout.size.width) + 10 + 14)) < 1e-9)
        #expect(abs(unwrapped.height - (CGFloat(layout.size.height) + 16)) < 1e-9)
        #expect(view.layoutManager.usedRect(for: view.textContainer).width == CGFloat(layout.size.width) + 10)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 0)
        let wrapped = TextLayout(AttributedText(view.text, font: view.font), width: 200 - 14 - 10, scale: scale)
        #expect(view.textContainer.size.width == 186)
        #expect(view.intrinsicContentSize.height == CGFloat(wrapped.size.height) + 16 && wrapped.lineCount > 1)
        // The width stays the unwrapped text's, so a reused view is never stuck narrow.
        #expect(view.intrinsicContentSize.width == unwrapped.width)
    }
}

extension DemoScreenTests {
    /// Seed 000's story, approach by approach: `sizeThatFits` alone collapses the
    /// complicated rows (the table's proposal of height 0) to the standard 44 with a
    /// warning; `fixedSize` gives every row the height of the constraint-based cell, but
    /// sits under the notch on a phone on its side; containment adds each hosting
    /// controller to the table's controller once and changes no height.
    @Test func hostingApproachesReplayTheArticle() throws {
        func show(_ approach: HostingDemo.Approach, landscape: Bool = false) -> (HostingViewController, Window) {
            let controller = HostingViewController(rows: 30, approach: approach)
            let window = Window(device: .iPhone15, orientation: landscape ? .landscapeLeft : .portrait)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            return (controller, window)
        }
        func heights(_ controller: HostingViewController) -> [CGFloat] {
            controller.tableView.visibleCells.map(\.frame.height)
        }
        let (reference, _) = show(.constraints)
        let (broken, _) = show(.sizeThatFits)
        #expect(broken.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.frame.height == 44)
        #expect(broken.tableView.diagnostics.contains { $0.contains("height of zero") && $0.contains("SizeThatFitsHostingCell") })
        let (fixed, _) = show(.fixedSize)
        #expect(heights(fixed) == heights(reference) && heights(reference).count > 4)
        #expect(fixed.tableView.diagnostics.isEmpty)
        let (contained, _) = show(.containment)
        #expect(heights(contained) == heights(reference))
        #expect(contained.children.count == contained.tableView.statistics.cellsCreated)
        #expect(contained.children.allSatisfy { $0.parent === contained })
        // On its side: the constraint-based content clears the notch, the fixed-size one does not.
        let (landscape, _) = show(.constraints, landscape: true)
        let (fixedLandscape, _) = show(.fixedSize, landscape: true)
        func contentMinX(_ controller: HostingViewController) -> CGFloat {
            let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
            let hosting = cell.contentView.subviews.first { $0.accessibilityIdentifier == "hostingView" }!
            return hosting.subviews.map { hosting.convert($0.frame, to: cell).minX }.min() ?? 0
        }
        #expect(contentMinX(landscape) >= 59)
        #expect(contentMinX(fixedLandscape) < 59)
    }
}

extension DemoScreenTests {
    /// Seed 003 on a wide iPad: the settings rows follow the readable width, which
    /// follows the text size (672 points at the default size, 909 at XXXL), centred.
    @Test func settingsFollowTheReadableWidthOnAnIPad() {
        for (category, readable) in [(ContentSizeCategory.large, 672.0), (.extraExtraExtraLarge, 909)] {
            let controller = SettingsViewController()
            let window = Window(device: .iPadPro11, orientation: .landscapeLeft)
            window.preferredContentSizeCategory = category
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let cell = controller.tableView.visibleCells[0]
            #expect(abs(cell.frame.width - (readable + 40)) < 1e-9, "\(category): \(cell.frame.width)")
            #expect(abs(cell.frame.midX - controller.tableView.bounds.width / 2) < 1e-9)
        }
    }
}
