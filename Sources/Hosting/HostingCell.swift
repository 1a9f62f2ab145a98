import Declarative
import Foundation
import Table
import Views

/// A table cell showing a declarative view (seed 000's `HostingCell`): a
/// ``HostingView`` pinned to the content view's edges, so the row is as high as the
/// content's layout at the row's width, inset by the safe area (landscape on a
/// notched phone). Reused cells take the new content's height: the table measures
/// rows, not cells, and `set(rootView:)` invalidates the hosting view's size.
open class HostingCell<Content: Declarative.View>: TableViewCell {
    /// The hosting view, empty until `set(rootView:)`.
    public let hostingView = HostingView<Content?>(rootView: nil)

    /// An empty hosting cell; give it content with `rootView`.
    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        hostingView.accessibilityIdentifier = "hostingView"
        hostingView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(hostingView)
        LayoutConstraint.activate([
            hostingView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            hostingView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            hostingView.topAnchor.constraint(equalTo: contentView.topAnchor),
            hostingView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    /// The content shown.
    public var rootView: Content? { hostingView.rootView }

    /// Shows `rootView` (the article's `set(rootView:)`; no view controller is needed
    /// to get the right height here).
    public func set(rootView: Content) {
        hostingView.rootView = rootView
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        hostingView.rootView = nil
    }
}
