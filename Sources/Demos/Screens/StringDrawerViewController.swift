import Controllers
import Foundation
import Table
import Typesetting
import Views

/// Seed 004's table view controller: rows of ``StringDrawer`` views, whose height is
/// their text measured at their own width, pinned to each cell's content view margins.
///
/// The article needed a hack to correct the first screen (heights asked at the wrong
/// width came out too tall): in the first `viewWillLayoutSubviews`, `beginUpdates` and
/// `endUpdates` inside `performWithoutAnimation` make the table measure again. It is
/// kept here as the article writes it, and changes nothing: every drawer gets its
/// final width before it is asked its height, so the first layout is already right.
public final class StringDrawerViewController: TableViewController {
    /// The texts of the rows, short to long.
    let texts: [String] = {
        let lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua."
        let more = " Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."
        return ["Short.", lorem, lorem + more, "Duis aute irure dolor in reprehenderit.", lorem + more + more,
                "Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.",
                lorem, "A drawer.", lorem + more]
    }()

    private var didInitialLayout = false

    public init() { super.init(style: .plain) }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StringDrawerCell.self, forCellReuseIdentifier: "drawer")
    }

    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if !didInitialLayout {
            didInitialLayout = true
            View.performWithoutAnimation {
                tableView.beginUpdates()
                tableView.endUpdates()
            }
        }
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "drawer", for: indexPath) as! StringDrawerCell
        cell.text = texts[indexPath.row]
        return cell
    }
}

/// A cell holding one ``StringDrawer`` pinned to its content view's margins.
public final class StringDrawerCell: TableViewCell {
    public let drawer = StringDrawer()

    /// The drawer's text, in the 17-point system font and the label colour of the traits.
    public var text = "" { didSet { restyle() } }

    public required init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        drawer.accessibilityIdentifier = "stringDrawer"
        drawer.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(drawer)
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            drawer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            drawer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            drawer.topAnchor.constraint(equalTo: margins.topAnchor),
            drawer.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { restyle() }
    }

    private func restyle() {
        let text = AttributedText(self.text, font: .systemFont(ofSize: 17),
                                  color: Color.label.resolvedColor(with: traitCollection))
        if text != drawer.attributedText { drawer.attributedText = text }
    }
}
