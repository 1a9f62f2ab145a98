import Foundation
import Typesetting
import Views

/// A section's header or footer (`UITableViewHeaderFooterView`): a `contentView` for
/// your subviews and a `textLabel` for a title. It sizes itself like a cell: the
/// table fits it at its width.
open class TableViewHeaderFooterView: View {
    /// The identifier the table reuses the view under.
    public let reuseIdentifier: String?
    /// Where the view's content goes (`UITableViewHeaderFooterView.contentView`); its margins are the table's.
    public let contentView = View()

    /// Set by the table while it configures, measures or places the view.
    var isManagedByTable = false
    var onFittingSizeInvalidated: ((TableViewHeaderFooterView) -> Void)?

    /// A header or footer view reused under `reuseIdentifier` (`init(reuseIdentifier:)`).
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        isLayoutBoundary = true
        layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        contentView.preservesSuperviewLayoutMargins = true
        contentView.accessibilityIdentifier = "contentView"
        addSubview(contentView)
        LayoutConstraint.activate([
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    /// Called before the view shows another section; reset what configuring set.
    open func prepareForReuse() {}

    open override func fittingSizeDidInvalidate() {
        super.fittingSizeDidInvalidate()
        if !isManagedByTable { onFittingSizeInvalidated?(self) }
    }

    private var storedTextLabel: Label?

    /// The title label, made on first use and pinned to the content view's margins.
    public var textLabel: Label? {
        if let storedTextLabel { return storedTextLabel }
        let label = Label()
        label.numberOfLines = 0
        label.adjustsFontForContentSizeCategory = true
        label.accessibilityIdentifier = "textLabel"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        storedTextLabel = label
        return label
    }
}
