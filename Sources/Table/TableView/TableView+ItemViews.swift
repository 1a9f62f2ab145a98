import Foundation
import Views

/// The views of items: obtained from the data source (or delegate) and adopted,
/// kept for placing after measuring, and recycled when they leave.
extension TableView {
    /// The view measuring `item` uses: the one on screen, or one obtained now and kept for placing.
    func viewForMeasuring(_ item: Int) -> View? {
        if let view = visible[item] ?? pool.prepared(item) { return view }
        guard let view = obtainView(item) else { return nil }
        pool.setPrepared(view, for: item)
        return view
    }

    /// Asks the data source (or delegate) for the item's view and adopts it.
    func obtainView(_ item: Int) -> View? {
        guard let dataSource else { return nil }
        switch kind(of: item) {
        case .row(let path):
            let cell = dataSource.tableView(self, cellForRowAt: path)
            adopt(cell)
            cell.onFittingSizeInvalidated = { [weak self] cell in self?.contentDidInvalidate(cell) }
            prepare(cell)
            applyEditing(to: cell, at: path)
            return cell
        case .header(let section):
            let view = tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? dataSource.tableView(self, titleForHeaderInSection: section).map { titleView($0, header: true, section: section) }
            return view.map(adoptSectionView)
        case .footer(let section):
            let view = tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource.tableView(self, titleForFooterInSection: section).map { titleView($0, header: false, section: section) }
            return view.map(adoptSectionView)
        }
    }

    private func adopt(_ view: View) {
        if view.superview !== container { container.addSubview(view) }
        if view.isHidden { view.isHidden = false }
    }

    private func adoptSectionView(_ view: View) -> View {
        adopt(view)
        if let view = view as? TableViewHeaderFooterView {
            view.onFittingSizeInvalidated = { [weak self] view in self?.contentDidInvalidate(view) }
        }
        prepareSectionView(view)
        return view
    }

    /// A header or footer for a plain title, styled as UIKit's.
    private func titleView(_ title: String, header: Bool, section: Int) -> View {
        let view = pool.dequeueTitleView()
        let label = view.textLabel!
        if style == .plain {
            label.font = .preferredFont(forTextStyle: header ? .headline : .footnote, compatibleWith: traitCollection)
            label.textColor = header ? .label : .secondaryLabel
            view.backgroundColor = header ? .secondarySystemBackground : nil
            view.contentView.layoutMargins = EdgeInsets(top: 6, left: 8, bottom: 6, right: 8)
            label.text = title
        } else {
            label.font = .preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
            label.textColor = .secondaryLabel
            view.backgroundColor = nil
            view.contentView.layoutMargins = header
                ? EdgeInsets(top: section == 0 ? 17 : 7, left: 8, bottom: 7, right: 8)
                : EdgeInsets(top: 7, left: 8, bottom: 17, right: 8)
            label.text = header ? title.uppercased() : title
        }
        return view
    }

    /// Called when something inside a visible cell or section view changed its fitting
    /// size (text set, view hidden, intrinsic size invalidated): its row is re-measured
    /// on the next layout.
    func contentDidInvalidate(_ view: View) {
        guard !isUpdating, let item = visible.first(where: { $0.value === view })?.key else { return }
        heights.markStale(item)
        setNeedsLayout()
    }

    /// Takes an item's view off screen and back to its pool.
    func retire(_ item: Int) {
        guard let view = visible.removeValue(forKey: item) else { return }
        if let cell = view as? TableViewCell, case .row(let path) = kind(of: item) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        }
        recycle(view)
    }

    /// Puts a view back in its pool, or out of the table if no pool takes it.
    func recycle(_ view: View) {
        if !pool.enqueue(view) { view.removeFromSuperview() }
    }
}
