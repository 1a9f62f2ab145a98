import Controllers
import Foundation
import Table
import Typesetting
import Views

/// Seed 003's settings screen: one section per approach the article describes.
///
/// - Built-in layout: the four cell styles (default with an image, subtitle, value1,
///   value2) and the standard accessories.
/// - A `Switch` as the accessory view: beside the text, below it at accessibility sizes.
/// - Layout constraints: two labels side by side, stacked at accessibility sizes
///   (``TwoLabelsCell``), and a label pinned to the content view's margins so it lines
///   up with the built-in cells (``MarginsCell``).
/// - `sizeThatFits` and `layoutSubviews`: the slider cell that takes two lines when narrow
///   (``SliderCell``).
public final class SettingsViewController: TableViewController {
    enum Row {
        case builtIn(TableViewCell.CellStyle, String, String?, symbol: String?, TableViewCell.AccessoryType)
        case toggle(String, isOn: Bool)
        case twoLabels(String, String)
        case slider
        case margins(String, preservesCellMargins: Bool)
    }

    struct Section {
        var header: String
        var footer: String?
        var rows: [Row]
    }

    let sections: [Section] = [
        Section(header: "Built-in styles", footer: nil, rows: [
            .builtIn(.default, "Wi-Fi", nil, symbol: "wifi", .disclosureIndicator),
            .builtIn(.subtitle, "Subtitle", "A smaller detail label below the text label", symbol: nil, .none),
            .builtIn(.value1, "Version", "17.2", symbol: nil, .none),
            .builtIn(.value2, "Address", "1 Infinite Loop, Cupertino", symbol: nil, .none),
            .builtIn(.default, "Checkmark", nil, symbol: nil, .checkmark),
        ]),
        Section(header: "Switch accessory",
                footer: "At accessibility text sizes the switch moves below the text, as in Settings.", rows: [
            .toggle("Airplane Mode", isOn: false),
            .toggle("Show Previews When Unlocked", isOn: true),
        ]),
        Section(header: "Two labels side by side",
                footer: "The value never truncates; at accessibility sizes the labels stack.", rows: [
            .twoLabels("Messages and attachments", "12.4 GB"),
            .twoLabels("Last backup", "Yesterday, 21:04"),
        ]),
        Section(header: "sizeThatFits and layoutSubviews",
                footer: "Without room for a usable slider, the cell takes two lines.", rows: [.slider]),
        Section(header: "Margins",
                footer: "The cell's margins grow with the text size; the content view's stay 11 points unless it preserves the cell's.",
                rows: [
            .margins("Content view's margins: cramped at large text sizes", preservesCellMargins: false),
            .margins("Preserving the cell's margins: as roomy as the built-in cells", preservesCellMargins: true),
        ]),
    ]

    public override init(style: TableView.Style = .insetGrouped) {
        super.init(style: style)
        title = "Settings"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        // As Settings: on a wide iPad the rows keep a readable width, which follows the text size.
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.register(TwoLabelsCell.self, forCellReuseIdentifier: "twoLabels")
        tableView.register(SliderCell.self, forCellReuseIdentifier: "slider")
        tableView.register(MarginsCell.self, forCellReuseIdentifier: "margins")
    }

    public override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    public override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch sections[indexPath.section].rows[indexPath.row] {
        case let .builtIn(style, text, detail, symbol, accessory):
            // Built-in styles are fixed per cell: one identifier each.
            let identifier = "builtIn.\(style)"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                ?? TableViewCell(style: style, reuseIdentifier: identifier)
            cell.textLabel?.text = text
            cell.textLabel?.numberOfLines = 0
            cell.detailTextLabel?.text = detail
            cell.detailTextLabel?.numberOfLines = 0
            // Every row sets the image, with or without one: a reused cell keeps its last
            // row's otherwise (found by the live preview drawing rows ahead).
            cell.imageView?.image = symbol.map { Image(systemName: $0, pointSize: 17) }
            cell.imageView?.tintColor = .systemBlue
            cell.accessoryType = accessory
            return cell
        case let .toggle(text, isOn):
            let cell = tableView.dequeueReusableCell(withIdentifier: "toggle")
                ?? TableViewCell(style: .default, reuseIdentifier: "toggle")
            cell.textLabel?.text = text
            cell.textLabel?.numberOfLines = 0
            let toggle = Switch()
            toggle.isOn = isOn
            cell.accessoryView = toggle
            return cell
        case let .twoLabels(title, value):
            let cell = tableView.dequeueReusableCell(withIdentifier: "twoLabels", for: indexPath) as! TwoLabelsCell
            cell.titleLabel.text = title
            cell.valueLabel.text = value
            return cell
        case .slider:
            return tableView.dequeueReusableCell(withIdentifier: "slider", for: indexPath)
        case let .margins(text, preserves):
            let cell = tableView.dequeueReusableCell(withIdentifier: "margins", for: indexPath) as! MarginsCell
            cell.label.text = text
            cell.contentView.preservesSuperviewLayoutMargins = preserves
            return cell
        }
    }
}

/// Two labels side by side, with constraints: a wrapping title and a one-line value
/// that never compresses (the article's advice for a short value). At accessibility
/// text sizes the labels stack, as the built-in `value1` style does.
public final class TwoLabelsCell: TableViewCell {
    public let titleLabel = Label()
    public let valueLabel = Label()
    private let stack = StackView()

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        titleLabel.accessibilityIdentifier = "titleLabel"
        valueLabel.font = .preferredFont(forTextStyle: .body)
        valueLabel.adjustsFontForContentSizeCategory = true
        valueLabel.textColor = .secondaryLabel
        valueLabel.accessibilityIdentifier = "valueLabel"
        valueLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        valueLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(valueLabel)
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        arrange()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        arrange()
    }

    /// Side by side, or stacked at accessibility sizes.
    private func arrange() {
        let stacked = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let axis: StackView.Axis = stacked ? .vertical : .horizontal
        guard stack.axis != axis || stack.alignment != (stacked ? .leading : .firstBaseline) else { return }
        stack.axis = axis
        stack.alignment = stacked ? .leading : .firstBaseline
        stack.spacing = stacked ? 4 : 8
        valueLabel.numberOfLines = stacked ? 0 : 1
    }
}

/// Seed 003's margins comparison: a label pinned to the content view's margins. The
/// content view keeps 11 points above and below at every text size, so at large sizes
/// the row looks cramped beside the built-in cells; with `preservesSuperviewLayoutMargins`
/// set on the content view it takes the cell's margins, which grow with the text, and
/// matches them (the article's fix, set per row by the screen).
public final class MarginsCell: TableViewCell {
    public let label = Label()

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pinWrappingLabel(label, to: contentView.layoutMarginsGuide)
    }
}

extension TableViewCell {
    /// Adds `label` (body text, wrapping, following the text size) to the content
    /// view, pinned on all sides to `guide`: the content view's margins, or, in seed
    /// 003's pitfall, the cell's own.
    func pinWrappingLabel(_ label: Label, to guide: LayoutGuide) {
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

/// Seed 003's slider cell: measured by `sizeThatFits` and laid out in `layoutSubviews`,
/// with no constraints. The content (``SliderCellContent``) works in the cell's margins
/// (the table's side margins and safe area), as the article advises.
public final class SliderCell: TableViewCell {
    public let content = SliderCellContent()

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        content.slider.value = 0.75
        contentView.addSubview(content)
    }

    /// The content's margins: the cell's at the sides, 11 points above and below.
    private func syncMargins() {
        let safe = safeAreaInsets
        let margins = EdgeInsets(top: 11, left: layoutMargins.left + safe.left, bottom: 11,
                                 right: layoutMargins.right + safe.right)
        if content.layoutMargins != margins { content.layoutMargins = margins }
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        syncMargins()
        return content.sizeThatFits(size)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        syncMargins()
        content.frame = contentView.bounds
    }
}

/// Seed 003's pitfall: a label pinned to the cell's own `layoutMarginsGuide` rather
/// than the content view's. UIKit measures a cell by its content view, which nothing
/// here gives a height: it collapses, UIKit warns ("constraints ambiguously suggest a
/// height of zero") and the row is the standard 44 points, as here. The fix is
/// ``MarginsCell`` with the content view preserving the cell's margins.
public final class ZeroHeightPitfallCell: TableViewCell {
    public let label = Label()

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        pinWrappingLabel(label, to: layoutMarginsGuide)
    }
}
