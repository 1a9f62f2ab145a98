import Foundation
import Views

/// What a view controller shows in a navigation bar (`UINavigationItem`): its title
/// and bar button items. Every controller has one (``ViewController/navigationItem``);
/// the bar of the ``NavigationController`` it is in draws the top controller's.
public final class NavigationItem {
    /// How the title is shown when the bar prefers large titles (`LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Hashable, Sendable {
        /// As the previous item does (the bar's preference for the root item).
        case automatic
        /// Large whenever the bar prefers large titles.
        case always
        /// Inline, centred in the bar.
        case never
    }

    /// The title; nil shows the controller's `title`.
    public var title: String? { didSet { changed() } }
    /// Large or inline, when the bar prefers large titles.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// Items at the leading end of the bar.
    public var leftBarButtonItems: [BarButtonItem]? { didSet { changed() } }
    /// Items at the trailing end, the first outermost.
    public var rightBarButtonItems: [BarButtonItem]? { didSet { changed() } }

    /// The first leading item (`leftBarButtonItem`).
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The outermost trailing item (`rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item titled `title` (`UINavigationItem(title:)`).
    public init(title: String? = nil) { self.title = title }

    /// Called when anything shown changed: the bar lays itself out again.
    var onChange: (() -> Void)?
    private func changed() { onChange?() }
}

/// A button in a navigation bar (`UIBarButtonItem`): a title, an image or a system
/// item, with a closure action (UIKit's `target`/`action` pair needs Objective-C
/// selectors, so `primaryAction` is the way here, as it is in current UIKit code).
public final class BarButtonItem {
    /// The kinds of system items (`UIBarButtonItem.SystemItem`), drawn as iOS draws them.
    public enum SystemItem: Hashable, Sendable {
        case done, cancel, edit, save, add, close, action, search, trash
    }

    /// How the item is drawn (`UIBarButtonItem.Style`): `done` is bold.
    public enum Style: Hashable, Sendable { case plain, done }

    /// The title drawn, when the item has no image.
    public var title: String?
    /// The image drawn (tinted), when set.
    public var image: Image?
    /// Plain or bold.
    public var style: Style
    /// Run when the item is tapped (`sendActions(for:)` on its button).
    public var primaryAction: Action?
    /// Whether the item can be tapped; dimmed when not.
    public var isEnabled = true

    /// An item with a title or an image (`UIBarButtonItem(title:image:primaryAction:menu:)`).
    public init(title: String? = nil, image: Image? = nil, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.image = image
        self.style = style
        self.primaryAction = primaryAction
    }

    /// A system item (`UIBarButtonItem(barButtonSystemItem:primaryAction:)`).
    public convenience init(barButtonSystemItem item: SystemItem, primaryAction: Action? = nil) {
        switch item {
        case .done: self.init(title: "Done", style: .done, primaryAction: primaryAction)
        case .cancel: self.init(title: "Cancel", primaryAction: primaryAction)
        case .edit: self.init(title: "Edit", primaryAction: primaryAction)
        case .save: self.init(title: "Save", style: .done, primaryAction: primaryAction)
        case .add: self.init(image: Image(systemName: "plus", pointSize: 22), primaryAction: primaryAction)
        case .close: self.init(image: Image(systemName: "xmark.circle.fill", pointSize: 22), primaryAction: primaryAction)
        case .action: self.init(image: Image(systemName: "square.and.arrow.up", pointSize: 22), primaryAction: primaryAction)
        case .search: self.init(image: Image(systemName: "magnifyingglass", pointSize: 22), primaryAction: primaryAction)
        case .trash: self.init(image: Image(systemName: "trash", pointSize: 22), primaryAction: primaryAction)
        }
    }
}
