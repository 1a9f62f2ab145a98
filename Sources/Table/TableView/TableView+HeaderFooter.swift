import Foundation
import Views

/// The table's own header and footer views (`tableHeaderView`, `tableFooterView`),
/// above the first section and below the last: as tall as their frames (set the frame,
/// as UIKit asks; fit a self-sizing header with `systemLayoutSizeFitting` first), as
/// wide as the table. They are part of `contentSize` and scroll with the rows.
extension TableView {
    /// The header's height in the content.
    var headerExtent: Double { tableHeaderView.map { Double(max(0, $0.frame.height)) } ?? 0 }
    /// The footer's height in the content.
    var footerExtent: Double { tableFooterView.map { Double(max(0, $0.frame.height)) } ?? 0 }
    /// The content offset from the top of the rows (the header's height less).
    var itemOffset: Double { Double(storedContentOffset.y) - headerExtent }

    /// Puts the table's header and footer at the content's ends, the table's width.
    func placeHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: -storedContentOffset.y, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
            header.layoutIfNeeded()
        }
        if let footer = tableFooterView {
            let y = CGFloat(headerExtent + heights.total) - storedContentOffset.y
            let frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
            footer.layoutIfNeeded()
        }
    }

    /// Adds a header or footer view to the table, in front of the rows.
    func adopt(tableView view: View?, replacing old: View?) {
        guard view !== old else { return setNeedsLayout() }
        old?.removeFromSuperview()
        if let view {
            view.translatesAutoresizingMaskIntoConstraints = true
            // Laid out on its own, as a cell is: its layout never lays the table out again.
            view.isLayoutBoundary = true
            addSubview(view)
        }
        setNeedsLayout()
    }
}
