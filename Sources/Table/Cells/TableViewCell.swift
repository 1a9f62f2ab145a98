import Foundation
import Typesetting
import Views

/// A row of a table (`UITableViewCell`): a `contentView` for your subviews, an
/// optional accessory, a separator, and the built-in styles' labels and image.
///
/// The table sizes a cell by fitting it at the row's width: the content view's
/// constraints decide the height (a content view whose subviews are placed by
/// frames is asked `sizeThatFits` instead, on the cell). The cell's layout margins
/// are the table's on the sides (with its safe area) and grow with the text size above
/// and below; the content view takes the cell's side margins and keeps 11 points
/// above and below unless `preservesSuperviewLayoutMargins` is set, as in UIKit.
///
/// A cell is a layout boundary: it is laid out by an engine of its own, so moving
/// it while scrolling never re-solves its content.
open class TableViewCell: View {
    /// The built-in layouts (`UITableViewCell.CellStyle`).
    public enum CellStyle: Hashable, Sendable {
        /// An optional image and a text label.
        case `default`
        /// A text label and a detail label at the trailing edge, on one line (stacked at accessibility sizes).
        case value1
        /// A blue, trailing-aligned text label in a narrow column, then the detail label.
        case value2
        /// A text label above a smaller detail label.
        case subtitle
    }

    /// The standard accessories (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Hashable, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// The built-in layout the cell was made with (`UITableViewCell.CellStyle`).
    public let style: CellStyle
    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?

    /// Where your subviews go: it spans the cell except the accessory and separator.
    public let contentView = View()

    /// The line under the row, inset by ``separatorInset``; the table shows or hides it.
    let separatorView = View()

    /// The separator's insets from the cell's edges (left and right are used). Nil follows the table's.
    public var separatorInset: EdgeInsets? { didSet { setNeedsChrome() } }

    /// A standard accessory at the trailing edge (ignored when ``accessoryView`` is set).
    @exclusivity(unchecked) public var accessoryType: AccessoryType = .none { didSet { if accessoryType != oldValue { setNeedsChrome() } } }

    /// Your own accessory (a switch, say). At accessibility text sizes it moves below the
    /// content, as UIKit's does, so the text keeps the row's width.
    @exclusivity(unchecked) public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            setNeedsChrome()
        }
    }

    /// The control an editing row shows at its leading edge (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Hashable, Sendable {
        case none, delete, insert
    }

    /// Whether the cell shows its editing controls (`isEditing`); the table sets it while it edits.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    @exclusivity(unchecked) var editing = false { didSet { if editing != oldValue { setNeedsChrome() } } }
    /// The control shown while editing; set by the table from its delegate (`editingStyle`).
    public internal(set) var editingStyle = EditingStyle.delete { didSet { if editingStyle != oldValue { setNeedsChrome() } } }
    /// Whether a reorder control shows at the trailing edge while editing (`showsReorderControl`).
    @exclusivity(unchecked) public var showsReorderControl = false { didSet { if showsReorderControl != oldValue { setNeedsChrome() } } }
    var editingControl: ImageView?
    var reorderControl: ImageView?

    /// Starts or ends editing (`setEditing(_:animated:)`): a delete (or insert) control
    /// at the leading edge with the content indented, the reorder control instead of the
    /// accessory. Override it, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
    }

    /// How a selected cell looks (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Hashable, Sendable {
        /// No change.
        case none
        /// The system's grey (`blue` and `gray` draw it too, as since iOS 7).
        case `default`, blue, gray
    }

    /// How the cell shows that it is selected (`selectionStyle`).
    public var selectionStyle = SelectionStyle.default { didSet { updateSelectionAppearance() } }
    /// Whether the cell is selected (`isSelected`); the table sets it for selected rows.
    public var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    var selected = false
    /// Whether the cell is highlighted (`isHighlighted`), drawn as selected.
    public var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    var highlighted = false
    /// Drawn behind the content while selected (`selectedBackgroundView`); the
    /// system's grey fill unless set.
    public var selectedBackgroundView: View? {
        didSet {
            guard selectedBackgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            updateSelectionAppearance()
        }
    }
    var defaultSelectedBackground: View?
    /// Whether the content moves in while the table edits (`shouldIndentWhileEditing`); kept.
    public var shouldIndentWhileEditing = true

    /// Selects or deselects the cell (`setSelected(_:animated:)`); override it to
    /// restyle your content, calling `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectionAppearance()
    }

    /// Highlights the cell (`setHighlighted(_:animated:)`); override it, calling `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionAppearance()
    }

    /// Set by the table: the separator's thickness (one pixel) or zero.
    @exclusivity(unchecked) var separatorHeight: CGFloat = 0 { didSet { if separatorHeight != oldValue { setNeedsChrome() } } }
    /// Set by the table: its separator inset, used when the cell has none.
    var defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { if defaultSeparatorInset != oldValue { setNeedsChrome() } }
    }
    /// Set by the table: grouped styles draw no separator under a section's last row.
    @exclusivity(unchecked) var hidesSeparator = false {
        didSet { separatorView.isHidden = separatorHeight == 0 || hidesSeparator }
    }
    /// Set by the table while it configures, measures or places the cell: content
    /// invalidations then are its own doing, not news.
    var isManagedByTable = false
    /// Called when something inside changed the cell's fitting size outside the table's own passes.
    var onFittingSizeInvalidated: ((TableViewCell) -> Void)?

    /// Makes a cell of a built-in style (`init(style:reuseIdentifier:)`). Subclasses
    /// override it (`required`, as Swift needs to make registered classes by type).
    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        isLayoutBoundary = true
        backgroundColor = .systemBackground
        let vertical = Self.verticalMargin(for: traitCollection.preferredContentSizeCategory)
        layoutMargins = EdgeInsets(top: vertical, left: 16, bottom: vertical, right: 16)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        // As in UIKit: the content view takes the cell's side margins, but keeps 11
        // above and below at every text size, unless it preserves the cell's margins.
        contentView.preservesSuperviewSideMargins = true
        contentView.layoutMargins = EdgeInsets(top: 11, left: 8, bottom: 11, right: 8)
        contentView.accessibilityIdentifier = "contentView"
        addSubview(contentView)
        separatorView.translatesAutoresizingMaskIntoConstraints = false
        separatorView.backgroundColor = .separator
        separatorView.accessibilityIdentifier = "separator"
        addSubview(separatorView)
    }

    /// Resets the cell before the table hands it out again (`prepareForReuse`). The
    /// default does nothing; the row's height never comes from the cell, so a reused
    /// cell cannot carry its previous row's height.
    open func prepareForReuse() {}

    /// The cell's size at `targetSize`'s width: by the content view's constraints, or, when
    /// its subviews are placed by frames, by ``sizeThatFits(_:)`` (as UIKit does).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontal: LayoutPriority = .fittingSizeLevel,
                                               verticalFittingPriority vertical: LayoutPriority = .fittingSizeLevel) -> CGSize
    {
        guard contentView.usesConstraints || (accessoryView?.usesConstraints ?? false) else {
            // `sizeThatFits` sizes the content, in the traits it will be shown with (its
            // labels' fonts follow the text size first); the separator's pixel comes on
            // top, as the content view is that much shorter than the cell.
            notifyTraitChangesInSubtree()
            let size = sizeThatFits(targetSize)
            return CGSize(width: size.width, height: size.height + separatorHeight)
        }
        return fittingByContentView {
            super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSelectedBackground()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateVerticalMargins()
    }

    /// The size for a cell laid out by frames: UIKit's standard row height of 44 at the
    /// given width. Cells that lay out by hand override it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }

    open override func fittingSizeDidInvalidate() {
        super.fittingSizeDidInvalidate()
        if !isManagedByTable { onFittingSizeInvalidated?(self) }
    }

    // MARK: Built-in styles

    var storedTextLabel: Label?
    var storedDetailTextLabel: Label?
    var storedImageView: ImageView?

    /// The built-in styles' main label, made on first use (`textLabel`).
    public var textLabel: Label? {
        if storedTextLabel == nil {
            let label = Label()
            label.font = .preferredFont(forTextStyle: style == .value2 ? .subheadline : .body,
                                        compatibleWith: traitCollection)
            if style == .value2 {
                var font = Font.systemFont(ofSize: label.font.pointSize, weight: .semibold)
                font.textStyle = .subheadline
                label.font = font
                label.textColor = .systemBlue
            }
            label.adjustsFontForContentSizeCategory = true
            label.accessibilityIdentifier = "textLabel"
            storedTextLabel = label
            addStyleView(label)
        }
        return storedTextLabel
    }

    /// The built-in styles' secondary label (nil for ``CellStyle/default``), made on first use.
    public var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if storedDetailTextLabel == nil {
            let label = Label()
            label.font = .preferredFont(forTextStyle: style == .value1 ? .body : .subheadline, compatibleWith: traitCollection)
            label.textColor = .secondaryLabel
            label.adjustsFontForContentSizeCategory = true
            label.accessibilityIdentifier = "detailTextLabel"
            storedDetailTextLabel = label
            addStyleView(label)
        }
        return storedDetailTextLabel
    }

    /// The built-in styles' leading image, made on first use (`imageView`).
    public var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if storedImageView == nil {
            let view = ImageView()
            view.adjustsImageSizeForAccessibilityContentSizeCategory = true
            view.accessibilityIdentifier = "imageView"
            storedImageView = view
            addStyleView(view)
        }
        return storedImageView
    }

    private func addStyleView(_ view: View) {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        styleKey = nil
        setNeedsLayout()
    }

    // MARK: Constraints of the cell's own parts

    private struct ChromeKey: Equatable {
        var accessory: ObjectIdentifier?
        var accessoryType: AccessoryType
        var accessoryBelow: Bool
        var separatorHeight: CGFloat
        var separatorInset: EdgeInsets
        /// A built-in style's image is shown: the separator starts under the text, as UIKit's does.
        var separatorFollowsText: Bool
        /// The editing control shown (nil: none, or not editing).
        var editingControl: EditingStyle?
    }

    @exclusivity(unchecked) private var chromeKey: ChromeKey?
    @exclusivity(unchecked) var chromeConstraints: [LayoutConstraint] = []
    private var standardAccessory: ImageView?
    private var standardAccessoryType = AccessoryType.none

    struct StyleKey: Equatable {
        var views: [ObjectIdentifier]
        var hidden: [Bool]
        /// Whether the image view shows an image: without one, the text starts at the margin.
        var hasImage: Bool
        var stacked: Bool
    }

    var styleKey: StyleKey?
    var styleConstraints: [LayoutConstraint] = []
    /// The text and detail of stacked styles, centred as one block.
    let textBlock = LayoutGuide()

    private func setNeedsChrome() {
        chromeKey = nil
        setNeedsLayout()
    }

    /// The accessory in effect: yours, or the standard one's image view.
    var effectiveAccessory: View? {
        if editing { return editingAccessory }
        if let accessoryView { return accessoryView }
        guard accessoryType != .none else { return nil }
        let symbol: String
        let color: Color
        switch accessoryType {
        case .disclosureIndicator: (symbol, color) = ("chevron.right", .tertiaryLabel)
        case .checkmark: (symbol, color) = ("checkmark", .systemBlue)
        case .detailButton, .detailDisclosureButton: (symbol, color) = ("info.circle", .systemBlue)
        case .none: return nil
        }
        if standardAccessoryType != accessoryType {
            standardAccessory?.removeFromSuperview()
            standardAccessoryType = accessoryType
            let view = ImageView()
            view.tintColor = color
            view.accessibilityIdentifier = "accessory"
            standardAccessory = view
        }
        // Standard accessories grow with the text size, as UIKit's do.
        let base: Double = accessoryType == .disclosureIndicator ? 13 : 17
        let size = FontMetrics(forTextStyle: .body).scaledValue(for: base, contentSizeCategory: traitCollection.preferredContentSizeCategory)
        let image = Image(systemName: symbol, pointSize: PixelGrid.round(CGFloat(size), scale: 3))
        if standardAccessory?.image != image { standardAccessory?.image = image }
        return standardAccessory
    }

    open override func updateConstraints() {
        super.updateConstraints()
        updateChrome()
        updateStyleConstraints()
    }

    private func updateChrome() {
        let accessory = effectiveAccessory
        if accessory !== standardAccessory { standardAccessory?.removeFromSuperview() }
        if accessory !== accessoryView, let accessoryView, accessoryView.superview === self { accessoryView.removeFromSuperview() }
        if accessory !== reorderControl { reorderControl?.removeFromSuperview() }
        let below = accessoryView != nil && traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let key = ChromeKey(accessory: accessory.map(ObjectIdentifier.init), accessoryType: accessoryType,
                            accessoryBelow: below, separatorHeight: separatorHeight,
                            separatorInset: separatorInset ?? defaultSeparatorInset,
                            separatorFollowsText: separatorInset == nil && storedTextLabel != nil
                                && storedImageView.map { $0.image != nil && !$0.isHidden } == true,
                            editingControl: editing && editingStyle != .none && shouldIndentWhileEditing ? editingStyle : nil)
        guard key != chromeKey else { return }
        chromeKey = key
        LayoutConstraint.deactivate(chromeConstraints)
        separatorView.isHidden = separatorHeight == 0 || hidesSeparator
        let inset = key.separatorInset
        var constraints = editingConstraints(for: key.editingControl) + [
            topAnchor.constraint(equalTo: contentView.topAnchor),
            // Below required: an inset wider than the cell empties the separator, never widens the cell.
            key.separatorFollowsText
                ? separatorView.leadingAnchor.constraint(equalTo: storedTextLabel!.leadingAnchor).withPriority(.defaultHigh)
                // From the safe area: clear of the notch on a phone on its side, as UIKit's.
                : separatorView.leadingAnchor.constraint(equalTo: safeAreaLayoutGuide.leadingAnchor, constant: inset.left)
                    .withPriority(.defaultHigh),
            separatorView.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset.right).withPriority(.defaultHigh),
            separatorView.bottomAnchor.constraint(equalTo: bottomAnchor),
            separatorView.heightAnchor.constraint(equalToConstant: separatorHeight),
        ]
        if let accessory {
            if accessory.superview !== self {
                accessory.translatesAutoresizingMaskIntoConstraints = false
                // The accessory keeps its size, as UIKit's (placed by its frame) does: the content gives way.
                accessory.setContentCompressionResistancePriority(.required, for: .horizontal)
                addSubview(accessory)
            }
            if below {
                // Accessibility sizes: the accessory goes under the text, at the leading margin.
                constraints += [
                    trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                    accessory.topAnchor.constraint(equalTo: contentView.bottomAnchor),
                    accessory.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    accessory.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
                    accessory.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor, constant: -separatorHeight),
                ]
            } else {
                constraints += [
                    bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: separatorHeight),
                    accessory.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    accessory.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    accessory.leadingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: 4),
                    accessory.topAnchor.constraint(greaterThanOrEqualTo: topAnchor),
                    accessory.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -separatorHeight),
                ]
            }
        } else {
            constraints += [
                trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: separatorHeight),
            ]
        }
        chromeConstraints = constraints
        LayoutConstraint.activate(constraints)
    }
}

extension LayoutConstraint {
    /// The constraint with `priority` set, for building arrays of constraints inline.
    func withPriority(_ priority: LayoutPriority) -> LayoutConstraint {
        self.priority = priority
        return self
    }
}
