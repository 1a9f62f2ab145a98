import Foundation
import Rendering
import Testing
import UIKitCompat

@Suite struct UIKitBasicsTests {
    @Test func inboxScreenHasSelfSizingRowsARefreshControlAndSwipeActions() throws {
        let controller = InboxViewController(style: .plain)
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        // Each row is its post cell's fitted height: the two-line message is the tallest.
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[1] > heights[0])
        #expect(heights[0] == heights[2])
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PostCell)
        #expect(abs(cell.frame.height - heights[1]) < 1e-9)
        #expect(cell.likeButton.frame.maxY + cell.contentView.effectiveLayoutMargins.bottom <= heights[1] + 1e-9)

        let refresh = try #require(table.refreshControl)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.sendActions(for: .valueChanged)
        #expect(controller.refreshCount == 1)
        #expect(!refresh.isRefreshing)

        let swipe = try #require(controller.tableView(table, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        #expect(swipe.actions.count == 1)
        #expect(!swipe.performsFirstActionWithFullSwipe)
        #expect(swipe.actions[0].backgroundColor == .systemRed)
        #expect(swipe.actions[0].perform(in: cell))
        #expect(controller.messages.count == 2)
    }

    @Test func screenIsTheDeviceOfTheWindowRunningTheCode() {
        final class ScreenReader: UIViewController {
            var screenBounds = CGRect.null
            var screenScale: CGFloat = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                screenBounds = UIScreen.main.bounds
                screenScale = UIScreen.main.scale
            }
        }
        let reader = ScreenReader()
        let window = UIWindow(device: .iPadPro11)
        window.rootViewController = reader
        window.makeKeyAndVisible()
        #expect(reader.screenBounds == CGRect(x: 0, y: 0, width: 834, height: 1194))
        #expect(reader.screenScale == 2)
    }

    @Test func appTextSizeDrivesFontsWithoutTraits() {
        UIApplication.shared.withPreferredContentSizeCategory(.large) {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            UIApplication.shared.preferredContentSizeCategory = .accessibilityExtraLarge
            #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 40)
            let custom = UIFont.systemFont(ofSize: 17, weight: .semibold)
            #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 40)
            #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 30).pointSize == 30)
            #expect(UIFontMetrics.default.scaledValue(for: 17) == 40)
            // A trait collection, when given, still decides.
            let traits = UITraitCollection(preferredContentSizeCategory: .extraSmall)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 14)
        }
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium)
        #expect(digits.pointSize == 15 && digits.weight == .medium)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).familyName == "monospace")
    }

    @Test func tintColorIsInheritedAndDrawn() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        root.backgroundColor = .white
        let container = UIView(frame: root.bounds)
        root.addSubview(container)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        container.addSubview(button)
        #expect(button.tintColor == .systemBlue)
        container.tintColor = .systemOrange
        #expect(button.tintColor == .systemOrange)
        #expect(button.currentTitleColor == .systemOrange)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        root.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).bitmap(of: root)
        let orange = UIColor.systemOrange.resolvedColor(with: root.traitCollection)
        let title = button.titleLabel!.frame
        var found = false
        for y in stride(from: title.minY, to: title.maxY, by: 0.5) {
            for x in stride(from: title.minX, to: title.maxX, by: 0.5) {
                let p = bitmap.pixel(at: CGPoint(x: x, y: y))
                if abs(p.red - orange.red) < 0.04 && abs(p.green - orange.green) < 0.04 && abs(p.blue - orange.blue) < 0.04 { found = true }
            }
        }
        #expect(found)
        button.tintColor = nil
        container.tintColor = nil
        #expect(button.tintColor == .systemBlue)
    }

    @Test func buttonSizesAndStyles() {
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        #expect(custom.currentTitleColor == .white)
        let title = custom.titleLabel!.intrinsicContentSize
        #expect(custom.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        custom.contentEdgeInsets = UIEdgeInsets(top: 10, left: 14, bottom: 10, right: 14)
        #expect(custom.intrinsicContentSize == CGSize(width: title.width + 28, height: title.height + 20))
        custom.sizeToFit()
        #expect(custom.frame.size == custom.intrinsicContentSize)

        var plain = UIButton.Configuration.plain()
        plain.title = "More"
        plain.image = UIImage(systemName: "chevron.right", pointSize: 13)
        plain.imagePadding = 4
        plain.imagePlacement = .trailing
        let more = UIButton(configuration: plain)
        let moreTitle = more.titleLabel!.intrinsicContentSize
        // UIKit's default content insets: 7 above and below, 12 at the sides.
        #expect(more.intrinsicContentSize == CGSize(width: 12 + moreTitle.width + 4 + 13 + 12, height: max(moreTitle.height, 13) + 14))
        more.frame = CGRect(origin: .zero, size: more.intrinsicContentSize)
        more.layoutIfNeeded()
        #expect(more.imageView!.frame.minX > more.titleLabel!.frame.maxX)   // trailing image
        #expect(more.backgroundColor == nil)

        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.cornerStyle = .capsule
        let pill = UIButton(configuration: tinted)
        pill.frame = CGRect(origin: .zero, size: pill.intrinsicContentSize)
        pill.layoutIfNeeded()
        #expect(pill.layer.cornerRadius == pill.bounds.height / 2)
        #expect(pill.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))

        let info = UIButton(type: .infoLight)
        #expect(info.currentImage != nil)
        #expect(info.intrinsicContentSize == CGSize(width: 22, height: 22 + 12))

        let action = UIButton(primaryAction: UIAction(title: "Share", identifier: .init("share")) { _ in })
        #expect(action.currentTitle == "Share")
        action.removeAction(identifiedBy: .init("share"), for: .primaryActionTriggered)
        #expect(action.allControlEvents.isEmpty)
    }

    @Test func configurationTitleAttributes() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Headline"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
        let headline = UILabel()
        headline.font = UIFont.preferredFont(forTextStyle: .headline)
        headline.text = "Headline"
        #expect(button.intrinsicContentSize.width == headline.intrinsicContentSize.width + 24)
        #expect(button.backgroundColor == .secondarySystemFill)

        var attributed = AttributedString("Delete")
        attributed.foregroundColor = .systemRed
        attributed.font = UIFont.systemFont(ofSize: 13, weight: .bold)
        var plain = UIButton.Configuration.plain()
        plain.attributedTitle = attributed
        let delete = UIButton(configuration: plain)
        #expect(delete.currentTitle == "Delete")
        #expect(delete.currentTitleColor == .systemRed)
        #expect(delete.titleLabel?.font.pointSize == 13)
        delete.isEnabled = false
        #expect(delete.currentTitleColor == .tertiaryLabel)
    }

    @Test func attributedTitlesKeepTheirFontsAndColours() throws {
        let button = UIButton(type: .system)
        button.setTitle("plain", for: .normal)
        let title = NSAttributedString(string: "Read more", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 13),
            .foregroundColor: UIColor.systemGreen,
        ])
        button.setAttributedTitle(title, for: .normal)
        let size = title.size()
        #expect(abs(button.intrinsicContentSize.width - size.width) <= 1.0 / 3)
        #expect(abs(button.intrinsicContentSize.height - (size.height + 12)) <= 1.0 / 3)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.backgroundColor = .white
        button.layoutIfNeeded()
        let bitmap = try Renderer(scale: 2).bitmap(of: button)
        let green = UIColor.systemGreen.resolvedColor(with: button.traitCollection)
        var found = false
        for y in stride(from: 0, to: button.bounds.height, by: 0.5) {
            for x in stride(from: 0, to: button.bounds.width, by: 0.5) {
                let p = bitmap.pixel(at: CGPoint(x: x, y: y))
                if abs(p.red - green.red) < 0.04 && abs(p.green - green.green) < 0.04 && abs(p.blue - green.blue) < 0.04 { found = true }
            }
        }
        #expect(found, "the attributed title is drawn in its own green, not the tint")
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "plain")
        #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func labelsTakeNSAttributedStringsAndFillInTheirOwnFont() {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        let text = NSMutableAttributedString(string: "Ada ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        text.append(NSAttributedString(string: "replied to your post", attributes: [.foregroundColor: UIColor.secondaryLabel]))
        label.attributedText = text
        let stored = try! #require(label.attributedText)
        #expect(stored.string == "Ada replied to your post")
        #expect(stored.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 15))
        // The second run sets no font: the label's applies, as in UIKit.
        #expect(stored.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.preferredFont(forTextStyle: .body))
        let grey = stored.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor
        #expect(grey == UIColor(UIColor.secondaryLabel.light))
        // Measured as the same runs laid out by the text engine.
        var runs = AttributedText("Ada ", font: UIFont.boldSystemFont(ofSize: 15))
        runs.append("replied to your post", attributes: TextAttributes(font: UIFont.preferredFont(forTextStyle: .body),
                                                                        foregroundColor: UIColor.secondaryLabel.light))
        let layout = TextLayout(runs, width: nil)
        #expect(abs(label.intrinsicContentSize.width - CGFloat(layout.size.width)) <= 1.0 / 3)
        #expect(abs(label.intrinsicContentSize.height - CGFloat(layout.size.height)) <= 1.0 / 3)
        label.text = "Plain again"
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    @Test func configurationUpdateHandlerFollowsTheState() {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIImage(systemName: "heart", pointSize: 17)
        let button = UIButton(configuration: configuration)
        button.changesSelectionAsPrimaryAction = true
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            var configuration = button.configuration
            configuration?.image = UIImage(systemName: button.isSelected ? "heart.fill" : "heart", pointSize: 17)
            configuration?.baseForegroundColor = button.isSelected ? .systemPink : nil
            button.configuration = configuration
        }
        #expect(updates == 1)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        button.sendActions(for: .touchUpInside)
        #expect(button.isSelected && taps == 1)
        #expect(button.currentImage == UIImage(systemName: "heart.fill", pointSize: 17))
        #expect(button.imageView?.tintColor == .systemPink)
        button.sendActions(for: .touchUpInside)
        #expect(!button.isSelected && taps == 2)
        #expect(button.currentImage == UIImage(systemName: "heart", pointSize: 17))
        #expect(updates == 3)
    }

    @Test func switchesSendValueChanged() {
        let toggle = UISwitch()
        var values: [Bool] = []
        toggle.addAction(UIAction { action in values.append((action.sender as! UISwitch).isOn) }, for: .valueChanged)
        toggle.setOn(true, animated: true)
        toggle.sendActions(for: .valueChanged)
        #expect(values == [true])
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    }

    @Test func viewAndGeometryBasics() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == CGRect(x: 20, y: 25, width: 70, height: 30))
        #expect(rect.inset(by: UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)) == CGRect(x: 5, y: 15, width: 110, height: 60))

        let view = UIView()
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Avatar"
        view.accessibilityTraits = [.image, .button]
        #expect(view.autoresizingMask.contains(.flexibleWidth))
        #expect(view.accessibilityTraits.contains(.image))
        #expect(view.isOpaque)
        #expect(view.contentMode == .scaleToFill)

        let empty = UIImageView(image: UIImage())
        #expect(empty.intrinsicContentSize == .zero)
        #expect(UIImage().size == .zero)

        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 12
        style.lineSpacing = 2
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.paragraphSpacing == 12)
        #expect(copy.lineSpacing == 2)
    }
}

@Suite struct HierarchyBasicsTests {
    @Test func reorderingSubviewsKeepsTheirConstraintsAndChangesWhatIsDrawnOnTop() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let back = UIView(), front = UIView()
        back.backgroundColor = .red
        front.backgroundColor = .blue
        for view in [back, front] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                view.widthAnchor.constraint(equalToConstant: 20),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        root.layoutIfNeeded()
        #expect(try Renderer(scale: 1).bitmap(of: root).pixel(x: 20, y: 20) == UIColor.blue.resolvedColor(with: root.traitCollection))
        root.bringSubviewToFront(back)
        #expect(root.subviews.map { $0 === back } == [false, true])
        root.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(back.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(try Renderer(scale: 1).bitmap(of: root).pixel(x: 20, y: 20) == UIColor.red.resolvedColor(with: root.traitCollection))
        root.sendSubviewToBack(back)
        #expect(root.subviews.first === back)
        let middle = UIView()
        root.insertSubview(middle, aboveSubview: back)
        #expect(root.subviews.firstIndex { $0 === middle } == 1)
        let bottom = UIView()
        root.insertSubview(bottom, belowSubview: back)
        #expect(root.subviews.first === bottom)
        #expect(!UILabel().isUserInteractionEnabled && !UIImageView().isUserInteractionEnabled && UIButton().isUserInteractionEnabled)
    }
}

@Suite struct SymbolImageTests {
    @Test func systemNameIsFailableAsInUIKit() throws {
        let heart = try #require(UIImage(systemName: "heart"))
        #expect(heart.size == CGSize(width: 17, height: 17))
        #expect(UIImage(systemName: "") == nil)
        let template = UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate)
        #expect(template?.isTemplate == true)
        if let icon = UIImage(systemName: "gear") {
            let view = UIImageView(image: icon)
            #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        }
    }
}
