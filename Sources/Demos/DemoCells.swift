import Foundation
import Table
import Typesetting
import Views

/// The demo cells `cells fit` knows, by name: the content views of the seed
/// articles' cells (the table layer wraps them in cells).
public enum DemoCells {
    static let loremIpsum = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."

    public static let names = ["tweet", "tweet-media", "tweet-media-only", "retweet", "retweet-media",
                               "two-labels", "margins", "slider", "string-drawer",
                               "settings-default", "settings-subtitle", "settings-value1", "settings-value2",
                               "settings-switch", "margins-cramped", "margins-matching", "margins-zero-height"]

    /// A fresh content view for a demo cell, or nil for an unknown name.
    public static func make(_ name: String) -> View? {
        switch name {
        case "tweet": return TweetCellContent(viewModel: SampleModel.textOnly)
        case "tweet-media": return TweetCellContent(viewModel: SampleModel.textAndMedia)
        case "tweet-media-only": return TweetCellContent(viewModel: SampleModel.mediaOnly)
        case "retweet": return TweetCellContent(viewModel: SampleModel.retweet)
        case "retweet-media": return TweetCellContent(viewModel: SampleModel.retweetWithMedia)
        case "two-labels":
            return TwoLabelsContent(title: "Automatically download new episodes over cellular data",
                                    detail: "Yesterday")
        case "margins":
            return MarginsContent(text: "Cell content follows the cell's margins, which grow with the text size, "
                + "and the readable content guide, which keeps lines short on wide screens.")
        case "slider": return SliderCellContent()
        case "string-drawer":
            let content = View()
            content.accessibilityIdentifier = "contentView"
            let drawer = StringDrawer()
            drawer.accessibilityIdentifier = "stringDrawer"
            drawer.attributedText = AttributedText(loremIpsum, font: .systemFont(ofSize: 17))
            drawer.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(drawer)
            LayoutConstraint.activate([
                drawer.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                drawer.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                drawer.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
                drawer.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
            ])
            return content
        case "settings-default": return settingsCell(.default, "Wi-Fi", nil, accessory: .disclosureIndicator)
        case "settings-subtitle": return settingsCell(.subtitle, "Subtitle", "A smaller detail label below the text label")
        case "settings-value1": return settingsCell(.value1, "Version", "17.2")
        case "settings-value2": return settingsCell(.value2, "Address", "1 Infinite Loop, Cupertino")
        case "settings-switch":
            let cell = settingsCell(.default, "Airplane Mode", nil)
            cell.accessoryView = Switch()
            return cell
        case "margins-cramped", "margins-matching":
            let cell = MarginsCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "cell"
            cell.label.text = "Pinned to the content view's margins"
            cell.contentView.preservesSuperviewLayoutMargins = name == "margins-matching"
            return cell
        case "margins-zero-height":
            let cell = ZeroHeightPitfallCell(style: .default, reuseIdentifier: nil)
            cell.accessibilityIdentifier = "cell"
            cell.label.text = "Pinned to the cell's own margins"
            return cell
        default:
            return nil
        }
    }

    /// A built-in style cell of seed 003's settings screen (the table lays these out too).
    static func settingsCell(_ style: TableViewCell.CellStyle, _ text: String, _ detail: String?,
                             accessory: TableViewCell.AccessoryType = .none) -> TableViewCell
    {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.accessibilityIdentifier = "cell"
        cell.textLabel?.text = text
        cell.textLabel?.numberOfLines = 0
        cell.detailTextLabel?.text = detail
        cell.detailTextLabel?.numberOfLines = 0
        cell.accessoryType = accessory
        return cell
    }
}
