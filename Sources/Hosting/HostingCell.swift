import Controllers
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
    /// The controller whose view shows the content (`UIHostingController`).
    public let hostingController = HostingController<Content?>(rootView: nil)
    /// The hosting view, empty until `set(rootView:)`.
    public var hostingView: HostingView<Content?> { hostingController.hostingViewIfLoaded }

    /// An empty hosting cell; give it content with `set(rootView:)`.
    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let hostingView = self.hostingView
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

    /// Shows `rootView` (the article's `set(rootView:)`). Setting the root view
    /// invalidates the hosting view's intrinsic size, the article's "magical edit",
    /// so a reused cell is measured anew.
    public func set(rootView: Content) {
        hostingController.rootView = rootView
    }

    /// Shows `rootView` with the hosting controller a child of `parentController`
    /// (the article's final `set(rootView:parentController:)`): it is added once, and
    /// hears the appearance events of the parent's view. The height is the same as
    /// without containment here; the article needed it for UIKit's own reasons.
    public func set(rootView: Content, parentController: ViewController) {
        hostingController.rootView = rootView
        let requiresControllerMove = hostingController.parent !== parentController
        if requiresControllerMove { parentController.addChild(hostingController) }
        if requiresControllerMove { hostingController.didMove(toParent: parentController) }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        hostingController.rootView = nil
    }
}
