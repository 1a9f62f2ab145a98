// UIKit's names for controls, drawing values and layer types, and the few
// control and table types that UIKit code creates but that change nothing here.
import Foundation
import Table
import Views

/// UIKit's `UIControl`: `Control` here.
public typealias UIControl = Control
/// UIKit's `UIAction`: `Action` here.
public typealias UIAction = Action
/// UIKit's `UIBezierPath`: `BezierPath` here.
public typealias UIBezierPath = BezierPath
/// UIKit's `UIRectCorner`: `RectCorner` here.
public typealias UIRectCorner = RectCorner
/// UIKit's `UIAccessibilityTraits`: `AccessibilityTraits` here.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// Core Animation's `CALayer`: `Layer` here (a view's drawing properties).
public typealias CALayer = Layer
/// Core Animation's `CACornerMask`: `Layer.CornerMask` here.
public typealias CACornerMask = Layer.CornerMask
/// Core Animation's `CALayerCornerCurve`: `Layer.CornerCurve` here.
public typealias CALayerCornerCurve = Layer.CornerCurve
/// Core Graphics' `CGColor`: the view layer's `Color` itself, so that
/// `layer.shadowColor = UIColor.black.cgColor` and `layer.borderColor = …cgColor`
/// compile. Unlike iOS's, it keeps both appearances: the renderer resolves it with
/// the view's traits.
public typealias CGColor = Color

extension View {
    /// UIKit's `UIView.AutoresizingMask`: `Views.AutoresizingMask` here.
    public typealias AutoresizingMask = Views.AutoresizingMask
}

extension Color {
    /// The colour as Core Graphics takes it (`cgColor`): the same value here (see ``CGColor``).
    public var cgColor: CGColor { self }

    /// A colour from a `CGColor` (`UIColor(cgColor:)`).
    public init(cgColor: CGColor) { self = cgColor }
}

extension RGBA {
    /// The resolved components as a fixed colour (`resolvedColor(with:).cgColor`).
    public var cgColor: CGColor { Color(self) }
}

/// UIKit's `UIRefreshControl`: accepted so that screens which set one up compile.
/// Nothing pulls a table here, so it never refreshes by itself;
/// `beginRefreshing()` and `endRefreshing()` only change `isRefreshing`, and it is
/// not drawn.
open class UIRefreshControl: Control {
    /// Whether a refresh is under way (`isRefreshing`).
    public private(set) var isRefreshing = false
    /// The title shown under the spinner (`attributedTitle`; not drawn).
    public var attributedTitle: NSAttributedString?

    /// Marks a refresh as started (`beginRefreshing()`).
    public func beginRefreshing() { isRefreshing = true }
    /// Marks the refresh as finished (`endRefreshing()`).
    public func endRefreshing() { isRefreshing = false }
}

/// The refresh controls set on tables, by table (a table has no storage for one).
private let refreshControls = RefreshControlRegistry()

private final class RefreshControlRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var controls: [ObjectIdentifier: (table: WeakTable, control: UIRefreshControl)] = [:]

    struct WeakTable { weak var table: TableView? }

    func control(of table: TableView) -> UIRefreshControl? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = controls[ObjectIdentifier(table)], entry.table.table === table else { return nil }
        return entry.control
    }

    func set(_ control: UIRefreshControl?, on table: TableView) {
        lock.lock()
        defer { lock.unlock() }
        controls = controls.filter { $0.value.table.table != nil }
        controls[ObjectIdentifier(table)] = control.map { (WeakTable(table: table), $0) }
    }
}

extension TableView {
    /// The table's pull-to-refresh control (`refreshControl`): kept, never shown or pulled.
    public var refreshControl: UIRefreshControl? {
        get { refreshControls.control(of: self) }
        set { refreshControls.set(newValue, on: self) }
    }
}

/// A swipe action of a table row (`UIContextualAction`): accepted, so that
/// `trailingSwipeActionsConfigurationForRowAt` implementations compile; tables
/// here are not swiped, so it is never shown. `perform(in:)` runs its handler,
/// for tests.
open class UIContextualAction {
    /// How the action looks (`UIContextualAction.Style`).
    public enum Style: Hashable, Sendable {
        /// A grey button.
        case normal
        /// A red button that deletes the row.
        case destructive
    }

    /// What a handler calls with whether it did the action (`UIContextualAction.Handler`).
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The look (`style`).
    public let style: Style
    /// The title (`title`).
    public var title: String?
    /// The image (`image`).
    public var image: UIImage?
    /// The button's colour (`backgroundColor`): red for destructive actions, grey otherwise.
    public var backgroundColor: UIColor
    /// The closure run when the action is chosen (`handler`).
    public let handler: Handler

    /// An action (`UIContextualAction(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }

    /// Runs the handler as a swipe would, with `view` as the source; returns what
    /// the handler reported (false if it has not called back).
    @discardableResult
    public func perform(in view: UIView) -> Bool {
        var done = false
        handler(self, view) { done = $0 }
        return done
    }
}

/// The swipe actions of a table row (`UISwipeActionsConfiguration`): accepted, never shown.
open class UISwipeActionsConfiguration {
    /// The actions, the first outermost (`actions`).
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (`performsFirstActionWithFullSwipe`).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (`UISwipeActionsConfiguration(actions:)`).
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
/// UIKit's `UIConfigurationTextAttributesTransformer`: `ConfigurationTextAttributesTransformer` here.
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer

extension Button {
    /// Sets a title with its own fonts and colours for `state` (`setAttributedTitle(_:for:)`);
    /// it is shown instead of the plain title, in its own colours, as in UIKit.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        setAttributedTitleText(title?.attributedText, for: state)
    }
}
