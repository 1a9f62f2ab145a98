import Foundation
import Testing
import Typesetting
import Views
@testable import Rendering

/// Screens like the seeds' (a tweet, settings rows, a slider row, a button), laid out
/// with constraints and rendered. They must draw without diagnostics; with
/// `CELLS_RENDER_SAMPLES=<directory>` set, they are also written there as PNG (plain
/// and with the debug overlay), PDF and SVG, for a person to look at.
@Suite("Sample screens")
struct SampleRenderTests {
    /// A root `width` points wide whose height fits `content` pinned to its margins.
    static func cell(width: CGFloat = 375, background: Color = .systemBackground,
                     margins: EdgeInsets = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16), _ content: View) -> View
    {
        let root = View()
        root.backgroundColor = background
        root.layoutMargins = margins
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
        ])
        let size = root.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        root.frame = CGRect(origin: .zero, size: size)
        root.layoutIfNeeded()
        return root
    }

    static func label(_ text: String, _ style: TextStyle, color: Color = .label, lines: Int = 1) -> Label {
        let label = Label(text: text)
        label.font = .preferredFont(forTextStyle: style)
        label.textColor = color
        label.numberOfLines = lines
        return label
    }

    static func symbol(_ name: String, size: CGFloat = 17, tint: Color = .secondaryLabel) -> ImageView {
        let view = ImageView(image: Image(systemName: name, pointSize: size))
        view.tintColor = tint
        view.setContentHuggingPriority(.required, for: .horizontal)
        return view
    }

    static func tweet() -> View {
        let avatar = ImageView(image: .initials(for: "App Store", side: 48))
        avatar.setContentHuggingPriority(.required, for: .horizontal)
        avatar.setContentCompressionResistancePriority(.required, for: .horizontal)
        let name = label("App Store", .headline)
        name.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let handle = label("@AppStore", .subheadline, color: .secondaryLabel)
        handle.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let date = label("5h", .caption1, color: .secondaryLabel)
        date.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        let names = StackView(arrangedSubviews: [name, handle, date])
        names.spacing = 4
        names.alignment = .firstBaseline
        let text = label("“We’re trying to use astrology as a jumping-off point for a new kind of reality.” ✨ We spoke to "
            + "@CoStarAstrology about why people turn to the stars.", .body, lines: 0)
        let media = ImageView(image: .gradient(seed: "costar", pixelSize: CGSize(width: 1200, height: 675), scale: 3))
        media.contentMode = .scaleAspectFill
        media.clipsToBounds = true
        media.layer.cornerRadius = 12
        media.layer.borderWidth = 0.5
        media.layer.borderColor = .separator
        media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 9.0 / 16).isActive = true
        let actions = StackView(arrangedSubviews: ["bubble.left", "arrow.2.squarepath", "heart", "square.and.arrow.up"]
            .map { symbol($0) })
        actions.distribution = .equalSpacing
        let retweet = StackView(arrangedSubviews: [symbol("arrow.2.squarepath", size: 13),
                                                   label("Apple Arcade retweeted", .footnote, color: .secondaryLabel)])
        retweet.spacing = 4
        retweet.alignment = .center
        let column = StackView(arrangedSubviews: [names, text, media, actions, retweet])
        column.axis = .vertical
        column.spacing = 10
        column.alignment = .fill
        let row = StackView(arrangedSubviews: [avatar, column])
        row.spacing = 10
        row.alignment = .top
        return cell(row)
    }

    static func settingsRow(icon: String, color: Color, title: String, accessory: View?) -> View {
        let badge = View()
        badge.backgroundColor = color
        badge.layer.cornerRadius = 7
        badge.translatesAutoresizingMaskIntoConstraints = false
        let glyph = symbol(icon, size: 20, tint: .white)
        glyph.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(glyph)
        LayoutConstraint.activate([
            badge.widthAnchor.constraint(equalToConstant: 29), badge.heightAnchor.constraint(equalToConstant: 29),
            glyph.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            glyph.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])
        let views = [badge, label(title, .body)] + (accessory.map { [$0] } ?? [])
        let row = StackView(arrangedSubviews: views)
        row.spacing = 14
        row.alignment = .center
        return row
    }

    static func settings(dark: Bool) -> View {
        let airplane = Switch()
        let wifi = Switch()
        wifi.isOn = true
        let rows: [View] = [
            settingsRow(icon: "airplane", color: .systemOrange, title: "Airplane Mode", accessory: airplane),
            settingsRow(icon: "wifi", color: .systemBlue, title: "Wi-Fi", accessory: symbol("chevron.right", size: 14, tint: .tertiaryLabel)),
            settingsRow(icon: "bell", color: .systemRed, title: "Notifications", accessory: symbol("checkmark", tint: .systemBlue)),
            settingsRow(icon: "moon", color: .systemIndigo, title: "Focus", accessory: wifi),
            settingsRow(icon: "gear", color: .systemGray, title: "General", accessory: symbol("chevron.right", size: 14, tint: .tertiaryLabel)),
            settingsRow(icon: "textformat.size", color: .systemBlue, title: "Display & Text Size", accessory: nil),
        ]
        var arranged: [View] = []
        for (index, row) in rows.enumerated() {
            let inset = View()
            inset.layoutMargins = EdgeInsets(top: 7, left: 16, bottom: 7, right: 16)
            row.translatesAutoresizingMaskIntoConstraints = false
            inset.addSubview(row)
            LayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: inset.layoutMarginsGuide.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: inset.layoutMarginsGuide.trailingAnchor),
                row.topAnchor.constraint(equalTo: inset.layoutMarginsGuide.topAnchor),
                row.bottomAnchor.constraint(equalTo: inset.layoutMarginsGuide.bottomAnchor),
            ])
            arranged.append(inset)
            if index < rows.count - 1 {
                let separator = View()
                separator.backgroundColor = .separator
                separator.heightAnchor.constraint(equalToConstant: 1.0 / 3).isActive = true
                let indent = View()
                indent.addSubview(separator)
                separator.translatesAutoresizingMaskIntoConstraints = false
                LayoutConstraint.activate([
                    separator.leadingAnchor.constraint(equalTo: indent.leadingAnchor, constant: 59),
                    separator.trailingAnchor.constraint(equalTo: indent.trailingAnchor),
                    separator.topAnchor.constraint(equalTo: indent.topAnchor),
                    separator.bottomAnchor.constraint(equalTo: indent.bottomAnchor),
                ])
                arranged.append(indent)
            }
        }
        let group = StackView(arrangedSubviews: arranged)
        group.axis = .vertical
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        let header = label("CONNECTIVITY", .footnote, color: .secondaryLabel)
        let column = StackView(arrangedSubviews: [header, group])
        column.axis = .vertical
        column.spacing = 7
        column.alignment = .fill
        let root = cell(background: .systemGroupedBackground, margins: EdgeInsets(top: 20, left: 16, bottom: 20, right: 16), column)
        if dark {
            root.traitOverrides.userInterfaceStyle = .dark
            root.layoutIfNeeded()
        }
        return root
    }

    static func controls() -> View {
        let slider = Slider()
        slider.value = 0.35
        let sliderRow = StackView(arrangedSubviews: [symbol("textformat.size", size: 15), slider, symbol("textformat.size", size: 22)])
        sliderRow.spacing = 12
        sliderRow.alignment = .center
        let button = Button()
        button.setTitle("Follow", for: .normal)
        let spinner = ActivityIndicatorView()
        let missing = ImageView(image: Image(contentsOfFile: "/nonexistent/photo.png", pixelSize: CGSize(width: 60, height: 60), scale: 3))
        let avatars = StackView(arrangedSubviews: ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra"].map {
            ImageView(image: .initials(for: $0, side: 36, shape: .roundedSquare(cornerRadius: 8)))
        } + [ImageView(image: Image(systemName: "person.crop.circle", pointSize: 36)), missing])
        avatars.spacing = 8
        let icons = StackView(arrangedSubviews: ["star", "heart.fill", "bell", "magnifyingglass", "paperplane", "info.circle",
                                                 "ellipsis", "xmark", "plus", "person.crop.circle.fill", "no.such.symbol"]
            .map { symbol($0, size: 22, tint: .systemBlue) })
        icons.spacing = 8
        let bottom = StackView(arrangedSubviews: [button, spinner])
        bottom.spacing = 16
        bottom.alignment = .center
        let column = StackView(arrangedSubviews: [sliderRow, avatars, icons, bottom])
        column.axis = .vertical
        column.spacing = 14
        column.alignment = .leading
        sliderRow.widthAnchor.constraint(equalTo: column.widthAnchor).isActive = true
        return cell(column)
    }

    static func chat() -> View {
        func message(from name: String, _ text: String) -> View {
            let avatar = ImageView(image: .initials(for: name, side: 36))
            avatar.setContentHuggingPriority(.required, for: .horizontal)
            avatar.setContentCompressionResistancePriority(.required, for: .horizontal)
            let bubble = TextView()
            bubble.text = text
            bubble.backgroundColor = .secondarySystemBackground
            bubble.layer.cornerRadius = 12
            bubble.textContainerInset = EdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
            let header = StackView(arrangedSubviews: [label(name, .subheadline), label("10:42", .caption2, color: .tertiaryLabel)])
            header.spacing = 6
            header.alignment = .firstBaseline
            let column = StackView(arrangedSubviews: [header, bubble])
            column.axis = .vertical
            column.spacing = 4
            column.alignment = .fill
            let row = StackView(arrangedSubviews: [avatar, column])
            row.spacing = 8
            row.alignment = .top
            return row
        }
        let thread = StackView(arrangedSubviews: [
            message(from: "Brad Howes", "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor."),
            message(from: "Mattermost Bot", "Short one."),
        ])
        thread.axis = .vertical
        thread.spacing = 12
        thread.alignment = .fill
        return cell(thread)
    }

    @Test("Sample screens draw; only the deliberate gaps are reported")
    func samples() throws {
        let samples: [(String, View)] = [
            ("tweet", Self.tweet()), ("settings", Self.settings(dark: false)),
            ("settings-dark", Self.settings(dark: true)), ("controls", Self.controls()), ("chat", Self.chat()),
        ]
        let directory = ProcessInfo.processInfo.environment["CELLS_RENDER_SAMPLES"]
        for (name, view) in samples {
            #expect(view.bounds.height > 40, "\(name)")
            let bitmap = try Renderer(scale: 3).bitmap(of: view)
            if name == "controls" {
                #expect(bitmap.diagnostics.map(\.message).sorted() == [
                    "image file /nonexistent/photo.png does not exist; drew a placeholder",
                    "unknown system symbol \"no.such.symbol\"; drew a placeholder",
                ])
            } else {
                #expect(bitmap.diagnostics.isEmpty, "\(name): \(bitmap.diagnostics)")
            }
            if let directory {
                try bitmap.writePNG(to: "\(directory)/\(name).png")
                try Renderer(scale: 3, debugOverlay: true).render(view, to: "\(directory)/\(name)-overlay.png")
                try Renderer().render(view, to: "\(directory)/\(name).pdf")
                try Renderer().render(view, to: "\(directory)/\(name).svg")
            }
        }
    }
}
