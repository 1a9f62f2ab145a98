import Controllers
import Declarative
import Foundation
import Views

/// A view controller whose view shows a declarative view (`UIHostingController`): its
/// view is a ``HostingView``. Seed 000 adds one as a child of the table's controller
/// (`set(rootView:parentController:)` on ``HostingCell``), as UIKit's containment
/// rules ask.
open class HostingController<Content: Declarative.View>: ViewController {
    private let hostingView: HostingView<Content>

    /// A controller showing `rootView` (`UIHostingController(rootView:)`).
    public init(rootView: Content) {
        hostingView = HostingView(rootView: rootView)
        super.init()
    }

    /// The declarative view shown; setting it re-measures.
    public var rootView: Content {
        get { hostingView.rootView }
        set { hostingView.rootView = newValue }
    }

    /// The controller's view, typed.
    public var hostingViewIfLoaded: HostingView<Content> { hostingView }

    /// Makes the view: the hosting view showing the root view.
    open override func loadView() {
        view = hostingView
    }

    /// The content's size for `size` as a proposal, both dimensions as given
    /// (`sizeThatFits(in:)`): a height of 0 is a proposal of 0, which content with a
    /// flexible height takes, as seed 000's first attempt found. Insets are not added.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        hostingView.contentSize(for: ProposedViewSize(width: size.width, height: size.height))
    }
}
