import Foundation
import Typesetting
import Views

/// The bar at the top of a ``NavigationController`` (`UINavigationBar`): the top
/// controller's title, inline (17-point semibold, centred, in a 44-point row; 32
/// points where the height is compact, as on a phone in landscape) or large
/// (34-point bold at the leading margin, in a 52-point row below), and its bar
/// button items, tinted.
///
/// The bar reaches up under the status bar, as iOS's does. At the top of its
/// content (the scroll edge) it is transparent, as iOS 15's bars are; once content
/// scrolls under it, it takes the bar background and a hairline below.
public final class NavigationBar: View {
    /// Whether titles are large where the item allows it (`prefersLargeTitles`).
    public var prefersLargeTitles = false { didSet { setNeedsLayout() } }

    let titleLabel = Label()
    let largeTitleLabel = Label()
    let hairline = View()
    private var buttons: [Button] = []

    /// The item shown, and the title to use when it has none.
    var item: NavigationItem? { didSet { reload() } }
    var fallbackTitle: String? { didSet { reload() } }
    /// Set by the navigation controller: the status bar's height above the bar and the
    /// screen's unsafe sides.
    var insets = EdgeInsets.zero { didSet { if insets != oldValue { setNeedsLayout() } } }
    /// Set by the navigation controller: whether content sits at its top edge.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { updateBackground() } } }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        accessibilityIdentifier = "navigationBar"
        titleLabel.accessibilityIdentifier = "title"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        largeTitleLabel.accessibilityIdentifier = "largeTitle"
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        hairline.backgroundColor = .separator
        for view in [titleLabel, largeTitleLabel, hairline] { addSubview(view) }
        updateBackground()
    }

    /// Whether the title is large now: preferred, allowed by the item, and the height is not compact.
    public var showsLargeTitle: Bool {
        guard prefersLargeTitles, traitCollection.verticalSizeClass != .compact else { return false }
        return item?.largeTitleDisplayMode != .never
    }

    /// The bar's height below the status bar: 44 (32 compact), and 52 more for a large title.
    public var barHeight: CGFloat {
        (traitCollection.verticalSizeClass == .compact ? 32 : 44) + (showsLargeTitle ? 52 : 0)
    }

    /// Draws the item's buttons again (a title or style changed, as the edit button's does).
    func reloadItems() { reload() }

    private func reload() {
        let title = item?.title ?? fallbackTitle
        titleLabel.text = title
        largeTitleLabel.text = title
        for button in buttons { button.removeFromSuperview() }
        buttons = ((item?.leftBarButtonItems ?? []) + (item?.rightBarButtonItems ?? [])).map(makeButton)
        for button in buttons { addSubview(button) }
        setNeedsLayout()
    }

    private func makeButton(_ item: BarButtonItem) -> Button {
        let button = Button(type: .system)
        // Placed by the bar's layout, then laid out on its own (its title and image).
        button.isLayoutBoundary = true
        if let image = item.image {
            button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
        } else {
            button.setTitle(item.title, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        }
        if let action = item.primaryAction { button.addAction(action, for: .primaryActionTriggered) }
        button.isEnabled = item.isEnabled
        return button
    }

    private func updateBackground() {
        backgroundColor = isAtScrollEdge ? .clear : .systemBackground
        hairline.isHidden = isAtScrollEdge
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let top = insets.top
        let inline = traitCollection.verticalSizeClass == .compact ? 32.0 : 44.0
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let leading = side + insets.left, trailing = side + insets.right
        let large = showsLargeTitle
        // Bar button items: the left ones from the leading edge, the right ones from the trailing edge.
        let leftCount = item?.leftBarButtonItems?.count ?? 0
        var x = leading
        var trailingX = bounds.width - trailing
        for (index, button) in buttons.enumerated() {
            let size = button.intrinsicContentSize
            let y = top + (inline - size.height) / 2
            if index < leftCount {
                button.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
                x += size.width + 8
            } else {
                trailingX -= size.width
                button.frame = CGRect(x: trailingX, y: y, width: size.width, height: size.height)
                trailingX -= 8
            }
            button.layoutIfNeeded()
        }
        let titleSize = titleLabel.intrinsicContentSize
        let room = max(0, min(bounds.width / 2 - x, trailingX - bounds.width / 2) * 2)
        let titleWidth = min(titleSize.width, room)
        titleLabel.isHidden = large
        titleLabel.frame = CGRect(x: (bounds.width - titleWidth) / 2, y: top + (inline - titleSize.height) / 2,
                                  width: titleWidth, height: titleSize.height)
        largeTitleLabel.isHidden = !large
        let largeSize = largeTitleLabel.intrinsicContentSize
        largeTitleLabel.frame = CGRect(x: leading, y: top + inline + 52 - 8 - largeSize.height,
                                       width: min(largeSize.width, max(0, bounds.width - leading - trailing)),
                                       height: largeSize.height)
        let pixel = 1 / max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: 0, y: bounds.height - pixel, width: bounds.width, height: pixel)
    }
}
