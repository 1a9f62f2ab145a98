import Foundation
import Rendering
import Testing
import UIKitCompat

/// The chat bubble and contacts corpus files, laid out as a UIKit developer expects.
@Suite struct CorpusScreensTests {
    @Test func bubblesHugTheirSideAndWrapAtThreeQuarters() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700), style: .plain)
        func bubble(_ text: String, outgoing: Bool) -> MessageBubbleCell {
            let cell = MessageBubbleCell(style: .default, reuseIdentifier: MessageBubbleCell.reuseIdentifier)
            cell.configure(text: text, isOutgoing: outgoing)
            let height = table.fittingHeight(for: cell)
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: height)
            cell.layoutIfNeeded()
            return cell
        }
        let short = bubble("Hi!", outgoing: false)
        let margins = short.contentView.effectiveLayoutMargins
        #expect(short.bubbleView.frame.minX == margins.left)
        #expect(short.bubbleView.frame.width < 100)
        // The bubble is as tall as its label plus its insets, the row 12 more.
        #expect(abs(short.bubbleView.frame.height - (short.messageLabel.frame.height + 16)) < 0.01)
        #expect(abs(short.frame.height - (short.bubbleView.frame.height + 12 + (short.frame.height - short.contentView.frame.height))) < 0.01)

        let long = bubble(String(repeating: "A longer message that wraps. ", count: 6), outgoing: true)
        // Three quarters of the content view at most, against the trailing margin.
        #expect(long.bubbleView.frame.width <= long.contentView.bounds.width * 0.75 + 0.01)
        #expect(long.bubbleView.frame.width > long.contentView.bounds.width * 0.7)
        #expect(abs(long.bubbleView.frame.maxX - (long.contentView.bounds.width - long.contentView.effectiveLayoutMargins.right)) < 0.01)
        #expect(long.messageLabel.frame.height > short.messageLabel.frame.height * 3)

        // The same cell, reconfigured as incoming, moves to the leading side.
        long.configure(text: "Hi!", isOutgoing: false)
        let height = table.fittingHeight(for: long)
        long.frame.size.height = height
        long.layoutIfNeeded()
        #expect(long.bubbleView.frame == short.bubbleView.frame)
        #expect(height == short.frame.height)
    }

    @Test func contactsAreGroupedWithTitlesAndSelfSizingRows() throws {
        let controller = ContactsViewController(style: .plain)
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = try #require(controller.tableView)
        #expect(table.numberOfSections == 2)
        #expect([0, 1].map { table.numberOfRows(inSection: $0) } == [1, 2])
        #expect(controller.dataSource.tableView(table, titleForHeaderInSection: 1) == "Everyone")
        let one = table.rectForRow(at: IndexPath(row: 0, section: 1)).height
        let wrapped = table.rectForRow(at: IndexPath(row: 1, section: 1)).height
        #expect(one == table.rectForRow(at: IndexPath(row: 0, section: 0)).height)
        #expect(wrapped > one + 15)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)) as? ContactCell)
        #expect(cell.detailLabel.frame.minY > cell.nameLabel.frame.maxY)
        #expect(cell.detailLabel.frame.width == cell.nameLabel.frame.width)
        // A new snapshot moves Grace to the favourites: the heights follow the rows.
        controller.show(favourites: [Contact(name: "Ada", detail: "Engines"), Contact(name: "Grace", detail: "Compilers")],
                        everyone: [Contact(name: "Edsger", detail: "Goto statements considered harmful, and a great many other notes on structured programming")])
        window.layoutIfNeeded()
        #expect([0, 1].map { table.numberOfRows(inSection: $0) } == [2, 1])
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).height == wrapped)
    }
}

extension CorpusScreensTests {
    /// The settings list: the header fitted to its wrapping text at the table's width
    /// (and again after a rotation), rows below it, a tap deselected by the controller.
    @Test func settingsListSizesItsHeaderAndDeselectsAfterATap() throws {
        let controller = SettingsListViewController(style: .insetGrouped)
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        let header = try #require(table.tableHeaderView)
        let label = try #require(header.subviews.first as? UILabel)
        func check(_ context: String) {
            #expect(header.frame.width == table.bounds.width, "\(context)")
            let text = label.sizeThatFits(CGSize(width: table.bounds.width - 40, height: .greatestFiniteMagnitude)).height
            #expect(abs(header.frame.height - (text + 32)) <= 1.0 / 3 + 1e-9, "\(context): \(header.frame.height) vs \(text + 32)")
            #expect(abs(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY - (header.frame.height + 35)) < 1e-9, "\(context)")
        }
        check("portrait")
        #expect(label.frame.height > 30)
        window.rotate(to: .landscapeLeft)
        check("landscape")
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(controller.opened == ["Privacy"] && table.indexPathForSelectedRow == nil)
        #expect(table.keyboardDismissMode == .onDrag && !table.showsVerticalScrollIndicator)
    }
}

extension CorpusScreensTests {
    /// The editable list: Edit shows a delete control before each row and a reorder
    /// control instead of the chevron, the text moves in and wraps again (heights
    /// measured anew); deleting and moving rows keep the model and the table together.
    @Test func shoppingListEditsDeletesAndMovesRows() throws {
        let controller = ShoppingListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(device: .iPhoneSE, orientation: .portrait)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let table = controller.tableView!
        let long = IndexPath(row: 2, section: 0)
        let before = table.rectForRow(at: long).height
        let cellBefore = table.cellForRow(at: long)!
        let textBefore = cellBefore.textLabel!.convert(cellBefore.textLabel!.bounds, to: cellBefore)
        // Edit, from the navigation bar's button.
        let edit = navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" }!
        edit.sendActions(for: .primaryActionTriggered)
        window.layoutIfNeeded()
        #expect(controller.isEditing && table.isEditing)
        let cell = table.cellForRow(at: long)!
        let delete = try #require(cell.subviews.first { $0.accessibilityIdentifier == "deleteControl" })
        let reorder = try #require(cell.subviews.first { $0.accessibilityIdentifier == "reorderControl" })
        #expect(!cell.subviews.contains { $0.accessibilityIdentifier == "accessory" })
        #expect(delete.frame.minX == 8 && abs(delete.frame.midY - cell.contentView.frame.midY) <= 0.5)
        #expect(cell.contentView.frame.minX == 38 && cell.contentView.frame.maxX <= reorder.frame.minX)
        #expect(abs(reorder.frame.maxX - (375 - 16)) < 1e-6)
        let text = cell.textLabel!.convert(cell.textLabel!.bounds, to: cell)
        #expect(text.minX > textBefore.minX && text.width < textBefore.width, "\(text) \(textBefore)")
        // Measured anew for the narrower text: the row is as tall as the cell now fits.
        let fitted = cell.systemLayoutSizeFitting(CGSize(width: cell.bounds.width, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        #expect(abs(table.rectForRow(at: long).height - fitted) < 1e-9 && before > 0)
        // Delete "Bread", then drag "Apples" to the end.
        table.tapEditingControl(forRowAt: IndexPath(row: 1, section: 0))
        window.layoutIfNeeded()
        #expect(controller.items.count == 4 && table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))!.textLabel!.text!.hasPrefix("Coffee"))
        table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        window.layoutIfNeeded()
        // A row moved away does not carry the screen with it.
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        #expect(controller.items == ["Coffee beans, whole, a large bag of the dark roast", "Eggs", "Milk", "Apples"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))!.textLabel!.text == "Apples")
        // Done: the controls go, the chevron comes back, heights as before.
        controller.setEditing(false, animated: true)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y == -table.adjustedContentInset.top)
        let done = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!done.subviews.contains { $0.accessibilityIdentifier == "deleteControl" && $0.superview != nil })
        #expect(done.subviews.contains { $0.accessibilityIdentifier == "accessory" })
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == before)
        // The delete control is drawn red.
        controller.setEditing(true, animated: false)
        window.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).bitmap(of: window.view)
        let control = table.cellForRow(at: IndexPath(row: 1, section: 0))!.subviews.first { $0.accessibilityIdentifier == "deleteControl" }!
        let point = control.convert(CGPoint(x: control.bounds.midX - 6, y: control.bounds.midY - 6), to: window.view)
        let pixel = bitmap.pixel(at: point)
        #expect(pixel.red > 0.8 && pixel.green < 0.4 && pixel.blue < 0.4, "\(pixel)")
    }
}

extension CorpusScreensTests {
    /// The feedback form: the stack is the scroll view's width less 40, its content size
    /// is the stack's height and 40, the text view as tall as its text; scrolling moves
    /// the content and tells the delegate.
    @Test func feedbackFormLaysOutInItsScrollView() throws {
        let controller = FeedbackFormViewController()
        let window = UIWindow(device: .iPhoneSE, orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let scroll = controller.scrollView, stack = controller.stackView
        #expect(scroll.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
        #expect(stack.frame.minX == 20 && stack.frame.width == 335 && stack.frame.minY == 20)
        #expect(abs(scroll.contentSize.height - (stack.frame.height + 40)) < 1e-9 && scroll.contentSize.width == 375)
        let message = controller.messageView
        let fitted = message.sizeThatFits(CGSize(width: message.bounds.width, height: .greatestFiniteMagnitude)).height
        #expect(abs(message.frame.height - fitted) < 1e-9 && !message.isTruncated)
        #expect(message.frame.width == 335)
        scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        window.layoutIfNeeded()
        #expect(stack.frame.minY == -10 && controller.scrollEvents == 1)
        #expect(scroll.keyboardDismissMode == .onDrag && scroll.alwaysBounceVertical)
    }
}

extension CorpusScreensTests {
    /// The photo feed: each row is its photo at the row's width and ratio, 8 points,
    /// the caption, and the bottom margin; scrolling past a screen's height tells the
    /// controller through its `scrollViewDidScroll` override.
    @Test func photoFeedRowsFollowTheirPhotosRatios() throws {
        let controller = PhotoFeedViewController(style: .plain)
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        for cell in table.visibleCells {
            let photo = cell as! PhotoCell
            let post = controller.posts[table.indexPath(for: cell)!.row]
            #expect(abs(photo.photoView.frame.height - 393 * post.aspectRatio) <= 1.0 / 3 + 1e-9)
            let caption = photo.captionLabel.frame
            #expect(abs(caption.minY - (photo.photoView.frame.maxY + 8)) <= 1.0 / 3 + 1e-9)
            #expect(abs(cell.frame.height - (caption.maxY + 11)) <= 1.0 / 3 + 1e-9 && !photo.captionLabel.isTruncated)
        }
        #expect(!controller.showsBackToTop)
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top)
        window.layoutIfNeeded()
        #expect(controller.showsBackToTop)
    }
}
